const EMAIL_LIKE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Replaces anything that looks like an e-mail address with `[redacted]` (analytics labels, logs). */
export function redactEmails(label: string): string {
  return label.replace(EMAIL_LIKE, '[redacted]');
}
