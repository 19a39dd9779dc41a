import { type AnalyticsEvent, redactEmails } from '@preparena/shared';
import { api } from './api-client';

/**
 * Sends a first-party analytics event. Labels and string properties that look like e-mail addresses
 * are redacted before sending (and again on the server). Failures are ignored.
 */
export function track(event: AnalyticsEvent): void {
  const body: AnalyticsEvent = {
    ...event,
    path: redactEmails(event.path),
    label: event.label === undefined ? undefined : redactEmails(event.label),
    properties: event.properties
      ? Object.fromEntries(
          Object.entries(event.properties).map(([k, v]) => [k, typeof v === 'string' ? redactEmails(v) : v]),
        )
      : undefined,
  };
  api('/api/events', { method: 'POST', body }).catch(() => undefined);
}
