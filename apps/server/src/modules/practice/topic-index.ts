import type { LocalisedText } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { topicCatalogue } from '../learn/index.js';

export interface TopicInfo {
  id: string;
  slug: string;
  title: LocalisedText;
}

export interface TopicIndex {
  byId: Map<string, TopicInfo>;
  bySlug: Map<string, TopicInfo>;
  /** The topics a course teaches (through its subjects), by course slug. */
  topicIdsOfCourse: Map<string, string[]>;
}

/** The catalogue is trusted for a minute before it is read again (staff edit it rarely). */
const cache = ttlCache<'index', TopicIndex>({ ttlMs: 60_000, limit: 1 });

async function load(db: Db): Promise<TopicIndex> {
  const { topicRows, courseTopics: courseRows } = await topicCatalogue(db);
  const topicIdsOfCourse = new Map<string, string[]>();
  for (const { course, topicId } of courseRows) {
    const ids = topicIdsOfCourse.get(course) ?? [];
    if (!ids.includes(topicId)) ids.push(topicId);
    topicIdsOfCourse.set(course, ids);
  }
  return {
    byId: new Map(topicRows.map((t) => [t.id, t])),
    bySlug: new Map(topicRows.map((t) => [t.slug, t])),
    topicIdsOfCourse,
  };
}

/**
 * Topics and which course teaches them, read once a minute: the practice list resolves its course
 * and topic filters to topic ids here and names each row's topic without joining the catalogue.
 */
export function topicIndex(db: Db): Promise<TopicIndex> {
  return cache.get(db, 'index', () => load(db));
}

/** Forgets the cached catalogue in this process (on `catalogue.changed`, which every process hears). */
export function forgetTopicIndex(db: Db): void {
  cache.forget(db);
}
