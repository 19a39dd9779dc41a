const EMAIL_LIKE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Replaces anything that looks like an e-mail address with `[redacted]` (analytics labels, logs). */
export function redactEmails(label: string): string {
  return label.replace(EMAIL_LIKE, '[redacted]');
}

/** An analytics event with e-mail-like text redacted in its path, label and string properties. */
export function redactAnalyticsEvent<
  E extends { path: string; label?: string; properties?: Record<string, string | number | boolean> },
>(event: E): E {
  return {
    ...event,
    path: redactEmails(event.path),
    label: event.label === undefined ? undefined : redactEmails(event.label),
    properties: event.properties
      ? Object.fromEntries(
          Object.entries(event.properties).map(([k, v]) => [k, typeof v === 'string' ? redactEmails(v) : v]),
        )
      : undefined,
  };
}
