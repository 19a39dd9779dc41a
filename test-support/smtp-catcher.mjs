// A real SMTP server on loopback that keeps every mail it receives, for API and browser tests.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {{ to: string, subject: string, text: string, html: string }} CaughtMail
 * @returns {Promise<{ url: string, mails: CaughtMail[], waitFor(to: string, match?: (m: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>, close(): Promise<void> }>}
 */
export async function startSmtpCatcher(port = 0) {
  /** @type {CaughtMail[]} */
  const mails = [];
  /** @type {Array<() => void>} */
  const waiting = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to)
            ? parsed.to.map((a) => a.text).join(', ')
            : (parsed.to?.text ?? '');
          mails.push({
            to: to.toLowerCase(),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: String(parsed.html ?? ''),
          });
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  return {
    url: `smtp://127.0.0.1:${address.port}/?ignoreTLS=true`,
    port: address.port,
    mails,
    async waitFor(to, match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()) && match(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => {
          waiting.push(() => resolve(undefined));
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** The 6-digit code of a verification mail. */
export function codeFromMail(mail) {
  const match = mail.text.match(/^\s*(\d{6})\s*$/m);
  if (!match) throw new Error('No code in mail');
  return match[1];
}

/** The reset link of a password reset mail. */
export function resetLinkFromMail(mail) {
  const match = mail.text.match(/https?:\/\/\S+\/resetpassword\/[A-Za-z0-9_-]+/);
  if (!match) throw new Error('No reset link in mail');
  return match[0];
}
