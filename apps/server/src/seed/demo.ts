import { Rng } from '@preparena/content';
import { practiceExpectedScore, type QuestionAnswer } from '@preparena/shared';
import { asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { submitAttempt } from '../modules/practice/index.js';
import { questions } from '../modules/practice/practice.tables.js';
import { users } from '../modules/users/users.tables.js';

/** Demo accounts end in this domain: reserved (.invalid), so no mail ever goes to them. */
export const DEMO_EMAIL_DOMAIN = 'demo.preparena.invalid';

const DEMO_LEARNERS = [
  'aarav_quant',
  'diya_reasons',
  'kabir_ssc2026',
  'ananya_catprep',
  'rohan_bankpo',
  'meera_cuet',
  'vihaan_rrb',
  'isha_dilr',
  'arjun_varc',
  'saanvi_mocks',
  'reyansh_speed',
  'kiara_aptitude',
] as const;
// Small on purpose: every attempt runs the real rating update, and this is part of the first start.
const ATTEMPTS_EACH = [12, 30] as const;
const DAYS_BACK = 60;
/** The questions demo learners answer: the first five pages of /practice. */
const DEMO_POOL = 100;

/**
 * Demo learners with practice history, so a fresh install shows accuracy, analytics and ratings.
 * Each answers questions through the real attempt service (ratings move as for anyone), with a
 * hidden skill deciding how often they are right. They have no password and no verified e-mail:
 * nobody can sign in as them and they are not counted as learners. Idempotent.
 */
export async function seedDemoData(db: Db): Promise<number> {
  const existing = await db.$count(users, like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
  if (existing > 0) return 0;
  const bank = await db
    .select({
      number: questions.number,
      type: questions.type,
      options: questions.options,
      answer: questions.answer,
      rating: questions.difficultyRating,
    })
    .from(questions)
    .where(eq(questions.status, 'published'))
    // From the first pages of the table's default order, as real traffic is: a visitor's first
    // look at /practice shows accuracies measured on these attempts, not a column of dashes.
    .orderBy(sql`${questions.mixRank} asc nulls last`, asc(questions.number))
    .limit(DEMO_POOL);
  if (bank.length === 0) return 0;

  const rng = new Rng(20_261_122);
  const now = Date.now();
  let attempts = 0;
  for (const username of DEMO_LEARNERS) {
    const [user] = await db
      .insert(users)
      .values({
        username,
        email: `${username}@${DEMO_EMAIL_DOMAIN}`,
        createdAt: new Date(now - DAYS_BACK * 86_400_000),
      })
      .returning();
    if (!user) continue;
    const skill = rng.int(900, 2100);
    const count = rng.int(...ATTEMPTS_EACH);
    const picked = rng.shuffle(bank).slice(0, count);
    // Oldest first, so the rating history reads forward in time.
    const times = picked.map(() => now - rng.int(0, DAYS_BACK * 86_400) * 1000).sort((a, b) => a - b);
    for (const [i, q] of picked.entries()) {
      if (!q.answer) continue;
      const p = practiceExpectedScore(skill, q.rating, q.type === 'single' ? q.options.length : 0);
      const answer = demoAnswer(q.answer as QuestionAnswer, rng.next() < p, q.options.length, rng);
      const seconds = rng.int(20, 240);
      const fresh = (await db.select().from(users).where(eq(users.id, user.id)))[0] ?? user;
      await submitAttempt(db, fresh, q.number, answer, seconds, new Date(times[i] ?? now));
      attempts++;
    }
  }
  return attempts;
}

/** A right answer, or a wrong one of the same shape. */
function demoAnswer(
  answer: QuestionAnswer,
  right: boolean,
  optionCount: number,
  rng: Rng,
): number[] | number {
  if (answer.kind === 'numeric')
    return right ? answer.value : answer.value + answer.tolerance + rng.int(1, 9);
  if (right) return answer.correct;
  const wrong = Array.from({ length: optionCount }, (_, i) => i).filter((i) => !answer.correct.includes(i));
  return [rng.pick(wrong.length ? wrong : [0])];
}

/** The demo learners' ids (for the areas that give them history: past contests). */
export async function demoLearnerIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
    .orderBy(asc(users.username));
  return rows.map((r) => r.id);
}
