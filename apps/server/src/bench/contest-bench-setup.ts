// Prepares the people of `npm run bench:contest` on a database the server has already migrated and
// seeded: BENCH_PARTICIPANTS learners and one contest controller written in one statement each (an
// argon2 sign-up per learner would take minutes), their session tokens signed with the server's own
// function and JWT_SECRET, and the bank questions the sprint will use with their keys. Writes
// DATA_DIR/contest-bench-fixture.json; the benchmark creates, registers for and enters the contest
// through the API. Run with DATABASE_URL, JWT_SECRET and DATA_DIR.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, isNull, like, sql } from 'drizzle-orm';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { signSessionToken } from '../modules/auth/index.js';
import { questions } from '../modules/practice/practice.tables.js';
import { users } from '../modules/users/users.tables.js';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 2_000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 10);
const TOKEN_SECONDS = 3 * 3600;

/** What the benchmark needs to answer a question right or wrong. */
export interface BenchQuestion {
  number: number;
  optionCount: number;
  correct: number[];
}

export interface ContestBenchFixture {
  staffToken: string;
  tokens: string[];
  questions: BenchQuestion[];
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const started = Date.now();
const db = database.db;
const run = Date.now().toString(36);

await db.execute(sql`
  insert into users (username, email, email_verified_at, contest_reminders)
  select 'cb_' || ${run} || '_' || g, 'cb' || g || '.' || ${run} || '@bench.invalid', now(), false
  from generate_series(1, ${PARTICIPANTS}) g`);
const [staff] = await db
  .insert(users)
  .values({
    username: `cb_staff_${run}`,
    email: `cb_staff.${run}@bench.invalid`,
    emailVerifiedAt: new Date(),
    isContestController: true,
  })
  .returning({ id: users.id, tokenVersion: users.tokenVersion });
if (!staff) throw new Error('the contest controller was not created');
const learners = await db
  .select({ id: users.id, tokenVersion: users.tokenVersion })
  .from(users)
  .where(like(users.username, `cb\\_${run}\\_%`))
  .orderBy(users.id);
if (learners.length !== PARTICIPANTS)
  throw new Error(`expected ${PARTICIPANTS} learners, got ${learners.length}`);

// Single-choice bank questions outside any set, as the contest tests pick them.
const picked = await db
  .select({ number: questions.number, options: questions.options, answer: questions.answer })
  .from(questions)
  .where(and(eq(questions.status, 'published'), eq(questions.type, 'single'), isNull(questions.setId)))
  .orderBy(desc(questions.number))
  .limit(QUESTIONS);
const benchQuestions: BenchQuestion[] = picked.map((q) => ({
  number: q.number,
  optionCount: q.options.length,
  correct: q.answer?.kind === 'choice' ? q.answer.correct : [0],
}));
if (benchQuestions.length !== QUESTIONS) throw new Error(`only ${benchQuestions.length} questions found`);

const fixture: ContestBenchFixture = {
  staffToken: await signSessionToken(config.JWT_SECRET, staff, TOKEN_SECONDS),
  tokens: await Promise.all(learners.map((u) => signSessionToken(config.JWT_SECRET, u, TOKEN_SECONDS))),
  questions: benchQuestions,
};
writeFileSync(path.join(config.DATA_DIR, 'contest-bench-fixture.json'), JSON.stringify(fixture));
console.log(
  `Contest bench people ready in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
    `(${PARTICIPANTS} learners and tokens, ${QUESTIONS} questions)`,
);
await database.close();
