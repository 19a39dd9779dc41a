import { type AnalyticsEvent, redactAnalyticsEvent } from '@preparena/shared';
import { api } from './api-client';

/**
 * Sends a first-party analytics event. Labels and string properties that look like e-mail addresses
 * are redacted before sending (and again on the server). Failures are ignored.
 */
export function track(event: AnalyticsEvent): void {
  const body: AnalyticsEvent = redactAnalyticsEvent(event);
  api('/api/events', { method: 'POST', body }).catch(() => undefined);
}
