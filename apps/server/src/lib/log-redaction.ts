import { redactEmails } from '@preparena/shared';

const SECRET_PARAMS = /([?&](?:token|otp|code|password|state|nonce)=)[^&#]*/gi;
const SECRET_SEGMENTS = /(\/(?:resetpassword|reset-password)\/)[^/?#]+/gi;

/** A URL fit for logs: tokens in paths and query strings, and e-mail addresses, are removed. */
export function redactUrl(url: string): string {
  return redactEmails(url.replace(SECRET_SEGMENTS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]'));
}

/** Fastify logger options: request lines carry method and redacted URL only (no headers, no bodies). */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req(req: { method?: string; url?: string; ip?: string }) {
        return { method: req.method, url: redactUrl(req.url ?? '') };
      },
    },
  };
}
