import type { SiteStats } from '@preparena/shared';
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, questions, topics, users } from '../../db/schema.js';

/** The home page numbers: published questions, published topics and courses, verified learners. */
export async function countSiteStats(db: Db): Promise<SiteStats> {
  const [questionCount, topicCount, courseCount, learners] = await Promise.all([
    db.$count(questions, eq(questions.status, 'published')),
    db.$count(topics, eq(topics.published, true)),
    db.$count(courses, eq(courses.published, true)),
    db.$count(users, isNotNull(users.emailVerifiedAt)),
  ]);
  return { questions: questionCount, topics: topicCount, courses: courseCount, learners };
}
