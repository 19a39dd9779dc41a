// Prepares a large database for `npm run bench`: migrations, catalogue and question bank, then
// 10,000 users and 200,000 attempts generated inside the database. Run with DATA_DIR or DATABASE_URL.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { signSessionToken } from '../modules/auth/index.js';
import { questions } from '../modules/practice/practice.tables.js';
import { users } from '../modules/users/users.tables.js';
import { seedAll } from '../seed/index.js';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 200_000);
const TOKENS = 2_000;

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const started = Date.now();
await database.migrate();
await seedAll(database.db, config, { info: (m) => console.log(m) });
const db = database.db;
await db.execute(sql`
  insert into users (username, email, email_verified_at, practice_rating, practice_attempted, practice_solved)
  select 'bench_user_' || g, 'bench' || g || '@bench.invalid', now(), 900 + (g % 1300), 20 + (g % 50), 10 + (g % 40)
  from generate_series(1, ${USERS}) g
  on conflict do nothing`);
// The question count is a constant in the join below, so both joins are hash joins (a join key that
// reads the joined row itself made a nested loop of 200,000 × 20,000 rows).
const questionCount = Math.max(1, await db.$count(questions));
await db.execute(sql`
  with u as (select id, row_number() over (order by id) as n from users where email like '%@bench.invalid'),
       q as (select id, row_number() over (order by number) as n from questions)
  insert into attempts (user_id, question_id, answer, correct, seconds, rating_delta, ist_day, created_at)
  select u.id, q.id, '[0]'::jsonb, (g % 3) <> 0, 20 + (g % 200), 0,
         to_char((now() - ((g % 365) || ' days')::interval) at time zone 'Asia/Kolkata', 'YYYY-MM-DD'),
         now() - ((g % 365) || ' days')::interval
  from generate_series(1, ${ATTEMPTS}) g
  join u on u.n = 1 + (g % ${USERS})
  join q on q.n = 1 + ((g * 7) % ${questionCount})`);
await db.execute(sql`
  insert into question_progress (user_id, question_id, attempts, solved_at)
  select user_id, question_id, count(*), min(created_at) filter (where correct) from attempts group by user_id, question_id
  on conflict do nothing`);
await db.execute(sql`
  update questions q set attempts = s.n, correct_attempts = s.c
  from (select question_id, count(*) n, count(*) filter (where correct) c from attempts group by question_id) s
  where s.question_id = q.id`);
await db.execute(sql`analyze`);

// Session tokens of some bench users, for the benchmark's signed-in requests.
const sample = await db
  .select({ id: users.id, tokenVersion: users.tokenVersion })
  .from(users)
  .where(like(users.email, '%@bench.invalid'))
  .orderBy(users.id)
  .limit(TOKENS);
const tokens = await Promise.all(sample.map((u) => signSessionToken(config.JWT_SECRET, u, 86_400)));
// Which questions take options and which a number, so every benchmarked attempt is well formed.
const kinds = await db
  .select({ number: questions.number, type: questions.type })
  .from(questions)
  .where(eq(questions.status, 'published'));
writeFileSync(
  path.join(config.DATA_DIR, 'bench-fixture.json'),
  JSON.stringify({
    tokens,
    choiceQuestions: kinds.filter((k) => k.type !== 'numeric').map((k) => k.number),
    numericQuestions: kinds.filter((k) => k.type === 'numeric').map((k) => k.number),
  }),
);
console.log(
  `Bench database ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${USERS} users, ${ATTEMPTS} attempts)`,
);
await database.close();
