import {
  AUTHORED_SEED,
  CAT_LEVEL_SECONDS,
  FRESH_SEED_BASE,
  type GeneratedQuestionRow,
  type GeneratedSetRow,
  RUBRIC_COURSES,
  rememberPublishedKeys,
  SETS_PER_GENERATOR,
} from '@preparena/content';
import { DIFFICULTY_START_RATING } from '@preparena/shared';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jsonRows, rowsOf } from '../../db/rows.js';
import { topics } from '../learn/learn.tables.js';
import { mixRanksBeforeInsert } from './mix-order.repository.js';
import { questionSets, questions } from './practice.tables.js';
import {
  generateQuestionBank,
  type QuestionBank,
  readBuiltManifest,
  readBuiltQuestionBank,
} from './question-bank.js';

const BATCH = 500;

type QuestionInsert = typeof questions.$inferInsert;

/** The stored row of a generated or authored question (published unless told, with its source). */
export function questionRow(
  q: GeneratedQuestionRow,
  topicId: string,
  set?: { id: string; position: number },
  status: QuestionInsert['status'] = 'published',
): QuestionInsert {
  return {
    topicId,
    status,
    title: q.title,
    type: q.type,
    statement: q.statement,
    options: q.options,
    answer: q.answer,
    solution: q.solution,
    difficulty: q.difficulty,
    difficultyRating: DIFFICULTY_START_RATING[q.difficulty],
    expectedSeconds: q.expectedSeconds,
    logExpectedSeconds: Math.log(q.expectedSeconds),
    exams: q.exams,
    generatorId: q.source.generator,
    seed: q.source.seed,
    setId: set?.id,
    setPosition: set?.position,
  };
}

/**
 * Inserts rows in batches, each batch one JSON parameter read with jsonb_to_recordset: building a
 * 500-row insert of 18 parameters a row took drizzle and the driver about 17 of a fresh seed's 43 s.
 * Rows are numbered in the order given (the scan reads the array in order).
 */
async function insertQuestions(db: Db, rows: QuestionInsert[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((r) => ({
      topic_id: r.topicId,
      status: r.status,
      title: r.title,
      type: r.type,
      statement: r.statement,
      options: r.options,
      answer: r.answer ?? null,
      solution: r.solution,
      difficulty: r.difficulty,
      difficulty_rating: r.difficultyRating,
      expected_seconds: r.expectedSeconds,
      log_expected_seconds: r.logExpectedSeconds,
      exams: r.exams,
      generator_id: r.generatorId,
      seed: r.seed,
      set_id: r.setId ?? null,
      set_position: r.setPosition ?? null,
      mix_rank: r.mixRank ?? null,
    }));
    const [added] = rowsOf<{ n: number }>(
      await db.execute(sql`with added as (
        insert into questions (topic_id, status, title, type, statement, options, answer, solution,
          difficulty, difficulty_rating, expected_seconds, log_expected_seconds, exams, generator_id,
          seed, set_id, set_position, mix_rank)
        select r.topic_id, r.status, r.title, r.type, r.statement, r.options, r.answer, r.solution,
          r.difficulty, r.difficulty_rating, r.expected_seconds, r.log_expected_seconds, r.exams,
          r.generator_id, r.seed, r.set_id, r.set_position, r.mix_rank
        from jsonb_to_recordset(${jsonRows(batch)}) as r(topic_id uuid, status text,
          title jsonb, type text, statement jsonb, options jsonb, answer jsonb, solution jsonb,
          difficulty text, difficulty_rating real, expected_seconds int, log_expected_seconds real,
          exams text[], generator_id text, seed int, set_id uuid, set_position int, mix_rank int)
        on conflict do nothing
        returning 1
      ) select count(*)::int as n from added`),
    );
    inserted += Number(added?.n ?? 0);
  }
  return inserted;
}

/** A stored question's or set's source: generator and seed (unique among the bank's rows). */
const sourceKey = (generator: string | null, seed: number | null) => `${generator}#${seed}`;

/** Stores sets (once per source and seed) and their questions; returns the questions added. */
async function insertSets(
  db: Db,
  wanted: GeneratedSetRow[],
  topicId: Map<string, string>,
  ranks: ReadonlyMap<string, number | null> = new Map(),
): Promise<number> {
  const ids = new Map<string, string>();
  for (let i = 0; i < wanted.length; i += BATCH) {
    const stored = await db
      .insert(questionSets)
      .values(
        wanted.slice(i, i + BATCH).map((s) => ({
          kind: s.set.kind,
          title: s.set.title,
          content: { body: s.set.body, ...(s.set.charts ? { charts: s.set.charts } : {}) },
          generatorId: s.source.generator,
          seed: s.source.seed,
        })),
      )
      // A no-op update returns the row of a set stored before, so its questions can find it.
      .onConflictDoUpdate({
        target: [questionSets.generatorId, questionSets.seed],
        set: { generatorId: sql`excluded.generator_id` },
      })
      .returning({ id: questionSets.id, generatorId: questionSets.generatorId, seed: questionSets.seed });
    for (const row of stored) ids.set(sourceKey(row.generatorId, row.seed), row.id);
  }
  const rows = wanted.flatMap((s) => {
    const id = ids.get(sourceKey(s.source.generator, s.source.seed));
    const topic = topicId.get(s.topic);
    if (!id || !topic) return [];
    return s.questions.map((q, i) => ({
      ...questionRow(q, topic, { id, position: i + 1 }),
      mixRank: ranks.get(sourceKey(q.source.generator, q.source.seed)) ?? null,
    }));
  });
  return insertQuestions(db, rows);
}

/**
 * Puts the bank into the database: generated questions (every generator and seed once), generated
 * question sets with their questions, and the authored questions and passages, all published.
 * Idempotent: what is stored is skipped (generators whose questions are all stored are not even
 * run when the bank is generated here). Questions edited by staff since are left as they are.
 */
export async function seedGeneratedQuestions(
  db: Db,
  builtBank: () => QuestionBank | undefined = readBuiltQuestionBank,
): Promise<number> {
  const topicRows = await db.select({ id: topics.id, slug: topics.slug }).from(topics);
  const topicId = new Map(topicRows.map((t) => [t.slug, t.id]));
  const present = await db
    .select({ generatorId: questions.generatorId, seeds: sql<number>`count(*)::int` })
    .from(questions)
    // Fresh contest variants (seeds from FRESH_SEED_BASE up) are not the bank's: not counted.
    .where(and(isNotNull(questions.generatorId), lt(questions.seed, FRESH_SEED_BASE)))
    .groupBy(questions.generatorId);
  const have = new Map(present.map((r) => [r.generatorId, Number(r.seeds)]));
  const presentSets = await db
    .select({ generatorId: questionSets.generatorId, seeds: sql<number>`count(*)::int` })
    .from(questionSets)
    .where(and(isNotNull(questionSets.generatorId), lt(questionSets.seed, FRESH_SEED_BASE)))
    .groupBy(questionSets.generatorId);
  const haveSets = new Map(presentSets.map((r) => [r.generatorId, Number(r.seeds)]));

  // A built bank whose every row is stored already is not even read (it is tens of megabytes).
  const manifest = readBuiltManifest();
  const complete = (wanted: Record<string, number>, stored: Map<string | null, number>) =>
    Object.entries(wanted).every(([id, n]) => (stored.get(id) ?? 0) >= n);
  if (manifest && complete(manifest.questions, have) && complete(manifest.sets, haveSets)) return 0;
  const bank =
    builtBank() ??
    generateQuestionBank({
      singles: (generatorId, count) => have.get(generatorId) === count,
      sets: (generatorId, count) => haveSets.get(generatorId) === count,
    });
  // Drawing fresh variants (the mock tests seeded next) learns from the bank which questions are
  // published instead of making them all again (generators the bank holds in part are left out).
  rememberPublishedKeys(bank);
  // A row is stored already when its generator has all its seeds stored (or, authored, its one row).
  const published = new Map<string, number>();
  for (const q of bank.singles)
    published.set(q.source.generator, (published.get(q.source.generator) ?? 0) + 1);
  const stored = (q: GeneratedQuestionRow) => {
    const n = have.get(q.source.generator) ?? 0;
    return q.source.seed === AUTHORED_SEED ? n > 0 : n === published.get(q.source.generator);
  };
  const singles = bank.singles.flatMap((q) => {
    const topic = topicId.get(q.topic);
    return topic && !stored(q) ? [questionRow(q, topic)] : [];
  });
  const sets = bank.sets.filter(
    (s) =>
      topicId.has(s.topic) &&
      (s.source.seed === AUTHORED_SEED
        ? s.questions.some((q) => !have.has(q.source.generator))
        : haveSets.get(s.source.generator) !== SETS_PER_GENERATOR),
  );
  // An empty table: each question goes in with its rank in the mixed order, not ranked after. The
  // ranks are listed in the order of insertion (singles, then the sets' questions) and found by source.
  const ranks = new Map<string, number | null>();
  if ((await db.$count(questions)) === 0) {
    const order = [
      ...singles.map((r) => ({
        key: sourceKey(r.generatorId ?? null, r.seed ?? null),
        topicId: r.topicId,
        generatorId: r.generatorId ?? '',
        isSetQuestion: false,
        title: r.title,
      })),
      ...sets.flatMap((s) =>
        s.questions.map((q) => ({
          key: sourceKey(q.source.generator, q.source.seed),
          topicId: topicId.get(s.topic) ?? '',
          generatorId: q.source.generator,
          isSetQuestion: true,
          title: q.title,
        })),
      ),
    ];
    const ranked = await mixRanksBeforeInsert(db, order);
    for (const [i, { key }] of order.entries()) ranks.set(key, ranked[i] ?? null);
    for (const row of singles)
      row.mixRank = ranks.get(sourceKey(row.generatorId ?? null, row.seed ?? null)) ?? null;
  }
  let inserted = await insertQuestions(db, singles);
  inserted += await insertSets(db, sets, topicId, ranks);
  return inserted;
}

/**
 * Applies the difficulty rubric (docs/question-bank.md; content's rubricDifficulty) to stored bank
 * questions of quantitative, reasoning and DI topics: `hard` is CAT level, a budget of at least 180 s, so a shorter one is `medium`. A question
 * nobody has tried yet starts again from the medium rating; a tried one keeps what it has learned.
 */
export async function applyDifficultyRubric(db: Db): Promise<number> {
  const changed = await db
    .update(questions)
    .set({
      difficulty: 'medium',
      difficultyRating: sql`case when ${questions.firstAttempts} = 0 then ${DIFFICULTY_START_RATING.medium} else ${questions.difficultyRating} end`,
    })
    .where(
      and(
        isNotNull(questions.generatorId),
        eq(questions.difficulty, 'hard'),
        sql`${questions.topicId} in (select t.id from topics t join courses c on c.id = t.home_course_id
          where c.slug in (${sql.join(
            RUBRIC_COURSES.map((slug) => sql`${slug}`),
            sql`, `,
          )}))`,
        // A set is labelled as a whole: by its longest question's budget.
        sql`coalesce((select max(m.expected_seconds) from questions m where m.set_id = ${questions.setId}), ${questions.expectedSeconds}) < ${CAT_LEVEL_SECONDS}`,
      ),
    )
    .returning({ id: questions.id });
  return changed.length;
}
