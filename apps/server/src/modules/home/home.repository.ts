import type { SiteStats } from '@preparena/shared';
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, topics } from '../learn/learn.tables.js';
import { bankTotals } from '../practice/index.js';
import { users } from '../users/users.tables.js';

/** The home page numbers: published questions (cached 30 s), published topics and courses, verified learners. */
export async function countSiteStats(db: Db): Promise<SiteStats> {
  const [bank, topicCount, courseCount, learners] = await Promise.all([
    bankTotals(db),
    db.$count(topics, eq(topics.published, true)),
    db.$count(courses, eq(courses.published, true)),
    db.$count(users, isNotNull(users.emailVerifiedAt)),
  ]);
  return { questions: bank.questions, topics: topicCount, courses: courseCount, learners };
}
