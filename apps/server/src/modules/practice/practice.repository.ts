import {
  PRACTICE_PAGE_SIZE,
  type PracticeFilters,
  type QuestionRow,
  questionRowSchema,
} from '@preparena/shared';
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { questionProgress, questions } from './practice.tables.js';
import { practiceWhere } from './practice-filters.repository.js';
import { type TopicIndex, topicIndex } from './topic-index.js';
import { userProgress } from './user-progress.js';

const progressJoin = (userId: string | null) =>
  and(
    eq(questionProgress.questionId, questions.id),
    eq(questionProgress.userId, userId ?? '00000000-0000-0000-0000-000000000000'),
  );

/** Accuracy, one definition everywhere (issue 17): correct first attempts over first attempts. */
const accuracy = sql<
  number | null
>`case when ${questions.firstAttempts} = 0 then null else ${questions.correctFirstAttempts}::float / ${questions.firstAttempts} end`;

const ORDER: Record<string, SQL[]> = {
  // The default: topics and shapes interleaved (mix-order.ts); staff-added questions follow by number.
  mix: [sql`${questions.mixRank} asc nulls last`, sql`${questions.number} asc`],
  number: [sql`${questions.number} asc`],
  '-number': [sql`${questions.number} desc`],
  difficulty: [sql`${questions.difficultyRating} asc`, sql`${questions.number} asc`],
  '-difficulty': [sql`${questions.difficultyRating} desc`, sql`${questions.number} asc`],
  accuracy: [sql`${accuracy} asc nulls last`, sql`${questions.number} asc`],
  '-accuracy': [sql`${accuracy} desc nulls last`, sql`${questions.number} asc`],
};

/** The order of a page: the sort, after the question whose number was searched for, if any. */
function orderOf(sort: string, filters: PracticeFilters): SQL[] {
  const order = ORDER[sort] ?? (ORDER.mix as SQL[]);
  const search = filters.search?.replace('#', '') ?? '';
  return /^\d{1,9}$/.test(search) ? [sql`(${questions.number} = ${Number(search)}) desc`, ...order] : order;
}

/** Counts of the bank under some filters are reused 30 s; shared pages 5 s (the bank changes rarely). */
const counts = ttlCache<string, number>({ ttlMs: 30_000, limit: 2_000 });
const pages = ttlCache<string, PageRow[]>({ ttlMs: 5_000, limit: 2_000 });

const totals = ttlCache<'bank', { questions: number; topics: number }>({ ttlMs: 30_000, limit: 1 });

/** Forgets cached counts and pages in this process (on `questions.changed`, which every process hears). */
export function forgetQuestionCounts(db: Db): void {
  counts.forget(db);
  pages.forget(db);
  totals.forget(db);
}

/** Published questions and the topics they cover (practice summary, home page), cached 30 s. */
export function bankTotals(db: Db): Promise<{ questions: number; topics: number }> {
  return totals.get(db, 'bank', async () => {
    const [row] = await db
      .select({
        questions: sql<number>`count(*)::int`,
        topics: sql<number>`count(distinct ${questions.topicId})::int`,
      })
      .from(questions)
      .where(eq(questions.status, 'published'));
    return { questions: Number(row?.questions ?? 0), topics: Number(row?.topics ?? 0) };
  });
}

/** The cache key of a set of filters (undefined ones left out, order fixed). */
const filterKey = (filters: PracticeFilters) =>
  Object.entries(filters)
    .filter(([, v]) => v !== undefined)
    .sort();

/** Published questions matching filters that do not depend on a user; cached (see `counts`). */
function sharedCount(db: Db, filters: PracticeFilters, index: TopicIndex): Promise<number> {
  return counts.get(db, JSON.stringify(filterKey(filters)), () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(practiceWhere(filters, null, index))
      .then((rows) => Number(rows[0]?.n ?? 0)),
  );
}

/** Questions matching the filters among the user's own progress rows (solved or attempted ones). */
async function ownCount(
  db: Db,
  filters: PracticeFilters,
  userId: string,
  index: TopicIndex,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questions)
    .innerJoin(questionProgress, progressJoin(userId))
    .where(practiceWhere(filters, userId, index));
  return Number(row?.n ?? 0);
}

/**
 * How many questions match: the user-independent part is cached; a status filter counts only the
 * user's own progress rows (unsolved = all − solved), so no count scans the bank per request.
 */
function countMatching(db: Db, filters: PracticeFilters, userId: string | null, index: TopicIndex) {
  const { status, ...shared } = filters;
  if (!userId || !status) return sharedCount(db, shared, index);
  if (status === 'unsolved') {
    return Promise.all([
      sharedCount(db, shared, index),
      ownCount(db, { ...shared, status: 'solved' }, userId, index),
    ]).then(([all, solved]) => all - solved);
  }
  return ownCount(db, filters, userId, index);
}

interface PageRow {
  id: string;
  number: number;
  title: QuestionRow['title'];
  type: QuestionRow['type'];
  difficulty: QuestionRow['difficulty'];
  attempts: number;
  accuracy: number | null;
  topicId: string;
}

const pageColumns = {
  id: questions.id,
  number: questions.number,
  title: questions.title,
  type: questions.type,
  difficulty: questions.difficulty,
  attempts: questions.attempts,
  accuracy,
  topicId: questions.topicId,
};

/** A page of the table under user-independent filters, shared by everyone (see `pages`). */
function sharedPage(db: Db, filters: PracticeFilters, page: number, sort: string, index: TopicIndex) {
  return pages.get(db, JSON.stringify([filterKey(filters), page, sort]), () =>
    db
      .select(pageColumns)
      .from(questions)
      .where(practiceWhere(filters, null, index))
      .orderBy(...orderOf(sort, filters))
      .limit(PRACTICE_PAGE_SIZE)
      .offset((page - 1) * PRACTICE_PAGE_SIZE),
  );
}

/** A page that depends on the learner's own status (solved, attempted, unsolved filters). */
async function ownPage(
  db: Db,
  filters: PracticeFilters,
  userId: string,
  page: number,
  sort: string,
  index: TopicIndex,
) {
  const columns = {
    ...pageColumns,
    solvedAt: questionProgress.solvedAt,
    myAttempts: questionProgress.attempts,
  };
  const base =
    filters.status === 'unsolved'
      ? db.select(columns).from(questions).leftJoin(questionProgress, progressJoin(userId))
      : db.select(columns).from(questions).innerJoin(questionProgress, progressJoin(userId));
  return base
    .where(practiceWhere(filters, userId, index))
    .orderBy(...orderOf(sort, filters))
    .limit(PRACTICE_PAGE_SIZE)
    .offset((page - 1) * PRACTICE_PAGE_SIZE);
}

/** A row of the table without the learner's status, serialised once per (cached) page row. */
const rowJson = new WeakMap<PageRow, string>();
/** The documented shape of a row; parsing once per cached row drops any extra key. */
const rowSchema = questionRowSchema.omit({ status: true });

function rowHead(r: PageRow, index: TopicIndex): string {
  let head = rowJson.get(r);
  if (head === undefined) {
    const topic = index.byId.get(r.topicId);
    const row = rowSchema.parse({
      number: r.number,
      title: r.title,
      type: r.type,
      difficulty: r.difficulty,
      topic: { slug: topic?.slug ?? '', title: topic?.title ?? '' },
      accuracy: r.accuracy === null ? null : Number(r.accuracy),
      attempts: r.attempts,
    });
    head = JSON.stringify(row).slice(0, -1);
    rowJson.set(r, head);
  }
  return head;
}

type RowStatus = QuestionRow['status'];

/** A row's status for a learner (null for a visitor) from their progress row of it, if any. */
function statusOf(userId: string | null, solvedAt: Date | null | undefined, attempts: number): RowStatus {
  if (userId === null) return null;
  return solvedAt ? 'solved' : attempts > 0 ? 'attempted' : 'unsolved';
}

function pageJson(rows: PageRow[], marks: RowStatus[], total: number, page: number, index: TopicIndex) {
  const items = rows.map((row, i) => `${rowHead(row, index)},"status":${JSON.stringify(marks[i])}}`);
  return `{"items":[${items.join(',')}],"total":${total},"page":${page},"pageSize":${PRACTICE_PAGE_SIZE}}`;
}

/**
 * Whole shared pages as UTF-8, built once per cached page for each status all of its rows share:
 * a visitor's page (no status) and the page of a learner who touched none of its questions, which
 * is what nearly everyone sees. Keyed by the cached rows, so they go when the page does.
 */
const uniformPages = new WeakMap<PageRow[], Map<string, Buffer>>();

function uniformPage(rows: PageRow[], mark: RowStatus, total: number, page: number, index: TopicIndex) {
  let built = uniformPages.get(rows);
  if (!built) {
    built = new Map();
    uniformPages.set(rows, built);
  }
  const key = `${mark}|${total}`;
  let bytes = built.get(key);
  if (!bytes) {
    const marks = rows.map(() => mark);
    bytes = Buffer.from(pageJson(rows, marks, total, page, index));
    built.set(key, bytes);
  }
  return bytes;
}

/**
 * One page of the practice table as the JSON of `questionListSchema`. Without a status filter the
 * page is shared by everyone (cached briefly, its rows serialised once) and the learner's status
 * comes from their cached progress rows; topics are named from the cached index and the total from
 * countMatching, so no request scans the bank.
 */
export async function listQuestionsJson(
  db: Db,
  filters: PracticeFilters,
  userId: string | null,
  page: number,
  sort: string,
): Promise<string | Buffer> {
  const index = await topicIndex(db);
  const { status, ...shared } = filters;
  if (userId && status) {
    const [own, total] = await Promise.all([
      ownPage(db, filters, userId, page, sort, index),
      countMatching(db, filters, userId, index),
    ]);
    const marks = own.map((r) => statusOf(userId, r.solvedAt, r.myAttempts ?? 0));
    return pageJson(own, marks, total, page, index);
  }
  const [rows, mine, total] = await Promise.all([
    sharedPage(db, shared, page, sort, index),
    userId ? userProgress(db, userId) : undefined,
    countMatching(db, filters, userId, index),
  ]);
  const marks = rows.map((r) => {
    const progress = mine?.get(r.id);
    return statusOf(userId, progress?.solvedAt, progress?.attempts ?? 0);
  });
  const first = marks[0] ?? null;
  if (marks.every((mark) => mark === first)) return uniformPage(rows, first, total, page, index);
  return pageJson(rows, marks, total, page, index);
}

/**
 * The previous, next and a random question number within the same filters. Previous and next follow
 * the table's default order (mixed by topic and shape; questions without a rank after, by number).
 */
export async function neighbours(db: Db, filters: PracticeFilters, userId: string | null, number: number) {
  const index = await topicIndex(db);
  const base = () =>
    userId
      ? db
          .select({ number: questions.number })
          .from(questions)
          .leftJoin(questionProgress, progressJoin(userId))
      : db.select({ number: questions.number }).from(questions);
  const where = practiceWhere(filters, userId, index);
  const [own] = await db
    .select({ rank: questions.mixRank })
    .from(questions)
    .where(eq(questions.number, number))
    .limit(1);
  const rank = own?.rank ?? null;
  const ranked = isNotNull(questions.mixRank);
  const unranked = isNull(questions.mixRank);
  const first = (cond: SQL | undefined, order: SQL[]) =>
    base()
      .where(and(where, cond))
      .orderBy(...order)
      .limit(1)
      .then((rows) => rows[0]?.number ?? null);
  const byRank = [asc(questions.mixRank)];
  const byRankDesc = [desc(questions.mixRank)];
  const [previous, next, random] = await Promise.all([
    rank === null
      ? first(and(unranked, lt(questions.number, number)), [desc(questions.number)]).then(
          (n) => n ?? first(ranked, byRankDesc),
        )
      : first(lt(questions.mixRank, rank), byRankDesc),
    rank === null
      ? first(and(unranked, gt(questions.number, number)), [asc(questions.number)])
      : first(gt(questions.mixRank, rank), byRank).then((n) => n ?? first(unranked, [asc(questions.number)])),
    first(sql`${questions.number} <> ${number}`, [sql`random()`]),
  ]);
  return { previous, next, random };
}

/** Every published question's number, in order (the sitemap). */
export async function publishedQuestionNumbers(db: Db): Promise<number[]> {
  const rows = await db
    .select({ number: questions.number })
    .from(questions)
    .where(eq(questions.status, 'published'))
    .orderBy(asc(questions.number));
  return rows.map((row) => row.number);
}
