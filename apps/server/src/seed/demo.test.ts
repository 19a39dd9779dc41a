import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/helpers.js';
import { attempts, questions } from '../modules/practice/practice.tables.js';
import { users } from '../modules/users/users.tables.js';
import { DEMO_EMAIL_DOMAIN, seedDemoData } from './demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

describe('demo data', () => {
  it('adds learners whose answers move ratings and question statistics, once', async () => {
    const db = t.database.db;
    const learnersBefore = (await t.app.inject({ method: 'GET', url: '/api/stats' })).json().learners;
    const added = await seedDemoData(db);
    expect(added).toBeGreaterThan(12 * 12 - 1);
    const demo = await db
      .select()
      .from(users)
      .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
    expect(demo.length).toBeGreaterThanOrEqual(10);
    expect(await db.$count(attempts)).toBe(added);
    // Nobody can sign in as a demo learner, and they are not counted as learners.
    expect(demo.every((u) => u.passwordHash === null && u.emailVerifiedAt === null)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/stats' })).json().learners).toBe(learnersBefore);
    // Ratings moved through the real attempt service, both ways.
    expect(demo.some((u) => u.practiceRating > 1200)).toBe(true);
    expect(demo.some((u) => u.practiceRating < 1200)).toBe(true);
    expect(demo.reduce((n, u) => n + u.practiceAttempted, 0)).toBe(added);
    // A visitor's first page of /practice shows accuracies measured on these attempts.
    const firstPage = (await t.app.inject({ method: 'GET', url: '/api/questions' })).json();
    const measured = firstPage.items.filter((i: { accuracy: number | null }) => i.accuracy !== null);
    expect(measured.length).toBeGreaterThanOrEqual(10);
    const answered = await db.$count(
      questions,
      and(eq(questions.status, 'published'), isNull(questions.answer)),
    );
    expect(answered).toBe(0);
    expect(await seedDemoData(db)).toBe(0);
  });
});
