import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { recordSentMail } from './mail.repository.js';
import type { MailContent } from './mail-templates.js';

export interface OutgoingMail extends MailContent {
  to: string;
  /** What the mail is for (verification, password_reset …), for the outbox listing. */
  kind: string;
  /** Extra headers (List-Unsubscribe for reminders). */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Sends mail over SMTP_URL, or, without it, to the dev outbox: the mail is printed on the console
 * (its text only outside production) and kept in the database where staff can read it (its text
 * only outside production too). SMTP mails are not stored (they carry secrets).
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  /** In production the console shows who got which mail, never its text (codes, reset links). */
  production?: boolean;
}): Mailer {
  const { smtpUrl, from, db, log, production = false } = options;
  if (!smtpUrl) {
    return {
      mode: 'outbox',
      async send(mail) {
        const { headers: _headers, ...stored } = mail;
        await recordSentMail(db, { ...stored, delivery: 'outbox' });
        const body = production ? '   (text hidden in production)' : mail.text.replace(/^/gm, '   ');
        console.log(
          `\n✉  Dev outbox (no SMTP_URL): ${mail.kind} mail to ${mail.to}\n   Subject: ${mail.subject}\n${body}\n`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    mode: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
      } catch (error) {
        log.error({ err: error, kind: mail.kind }, 'mail delivery failed');
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
