import type { AnalyticsEvent } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { analyticsEvents } from './events.tables.js';

export async function insertEvent(db: Db, event: AnalyticsEvent, userId: string | null): Promise<void> {
  await db.insert(analyticsEvents).values({
    name: event.name,
    path: event.path,
    label: event.label ?? null,
    properties: event.properties ?? null,
    userId,
  });
}
