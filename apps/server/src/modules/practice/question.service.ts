import {
  type ChartSpec,
  type LocalisedText,
  localise,
  type QuestionDetail,
  type QuestionSetView,
  questionDetailSchema,
} from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { batchLoader } from '../../lib/batch-loader.js';
import { readRenderedEntries } from '../../lib/rich-text/rendered.js';
import { attemptStats, attemptsOfLearner } from './attempts.repository.js';
import type { questionSets, questions } from './practice.tables.js';
import type { ProgressRow } from './progress.repository.js';
import { cachedQuestion, patchQuestion } from './question-cache.js';
import { questionTexts, solutionTexts } from './question-texts.js';
import { publishedQuestionRows, similarQuestions } from './questions.repository.js';
import { topicIndex } from './topic-index.js';
import { userProgress } from './user-progress.js';

/** The passage or chart a question is asked on, as the problem page shows it. */
function setView(
  set: typeof questionSets.$inferSelect | null,
  numbers: number[] | null,
  number: number,
): QuestionSetView | null {
  if (!set) return null;
  const content = set.content as { body?: LocalisedText; charts?: ChartSpec[] };
  const members = numbers ?? [];
  return {
    kind: set.kind,
    title: set.title,
    body: content.body ?? '',
    ...(content.charts?.length ? { charts: content.charts } : {}),
    questions: members,
    position: members.indexOf(number) + 1,
  };
}

/**
 * Published questions with their sets and each set's question numbers, in one statement for all the
 * numbers asked for at the same moment: with the learner's progress from `userProgress`, a question
 * page costs at most a share of this query.
 */
const questionsByNumber = batchLoader<number, QuestionView, Db>(async (db, numbers) => {
  const [rows, index] = await Promise.all([publishedQuestionRows(db, numbers), topicIndex(db)]);
  return new Map(
    rows.map((row) => {
      const topic = index.byId.get(row.question.topicId);
      const view: QuestionView = {
        question: row.question,
        topicSlug: topic?.slug ?? '',
        topicTitle: topic?.title ?? '',
        set: setView(row.set, row.members, row.question.number),
      };
      return [row.question.number, view];
    }),
  );
});

/** What everyone sees of a question (its row with the answer, for the server's own use), topic and set. */
interface QuestionView {
  question: typeof questions.$inferSelect;
  topicSlug: string;
  topicTitle: LocalisedText;
  set: QuestionSetView | null;
}

/** The published question as everyone sees it (with its answer, for the server's own use), cached. */
function publishedQuestionView(db: Db, number: number): Promise<QuestionView | undefined> {
  return cachedQuestion(db, number, () => questionsByNumber.load(db, number));
}

/** Brings this process's cached view of a question up to date after an attempt (see question-cache). */
export function patchQuestionStats(db: Db, number: number, stats: Partial<QuestionView['question']>): void {
  patchQuestion<QuestionView | undefined>(db, number, (view) => {
    if (!view) return view;
    const next = { ...view, question: { ...view.question, ...stats } };
    // Counters and ratings changed, the texts did not: the new view shares what they made.
    textParts.set(next, textPartsOf(view));
    return next;
  });
}

/** The published question (cached, see above), or a 404 for a number no learner may open. */
export async function publishedQuestion(db: Db, number: number): Promise<QuestionView> {
  const view = await publishedQuestionView(db, number);
  if (!view) throw notFound('Question not found', 'QUESTION_NOT_FOUND');
  return view;
}

/** What a question page's head names (title and topic, in English), or undefined for no such question. */
export async function questionHead(
  db: Db,
  number: number,
): Promise<{ title: string; topic: string } | undefined> {
  const view = await publishedQuestionView(db, number);
  return view && { title: localise(view.question.title, 'en'), topic: localise(view.topicTitle, 'en') };
}

/**
 * The parts of a question page that are the same for everyone, serialised once per cached view, as
 * UTF-8 bytes: the stored HTML goes out as it was read, and a page is sent without encoding it.
 */
interface SharedJson {
  /** The object without the learner's fields and its closing brace. */
  head: Buffer;
  /** The entries of the `rendered` map (no braces): everyone's texts. */
  rendered: Buffer;
  /** The whole page for a learner who has not tried, revealed or rated it (most views), once made. */
  untouched?: Buffer;
}

/**
 * What only a learner who solved or revealed the question sees: made on the first such view, not
 * when the question is cached (most cached questions are only looked at, and the solution's HTML
 * is a second read from the store of rendered texts).
 */
export interface OpenedJson {
  answer: string;
  solution: string;
  renderedSolution: Buffer;
}

/**
 * What a question's texts make, read or serialised on first need: the same for every view of the
 * question an attempt's patch makes (patchQuestionStats), which only changes counters and ratings.
 */
interface TextParts {
  rendered?: Promise<Buffer>;
  opened?: Promise<OpenedJson>;
}

const sharedJson = new WeakMap<QuestionView, Promise<SharedJson>>();
const textParts = new WeakMap<QuestionView, TextParts>();

function textPartsOf(view: QuestionView): TextParts {
  let parts = textParts.get(view);
  if (!parts) {
    parts = {};
    textParts.set(view, parts);
  }
  return parts;
}

/** `parts[key]`, made once; forgotten if it fails, so the next view tries again. */
function kept<K extends keyof TextParts>(
  parts: TextParts,
  key: K,
  make: () => NonNullable<TextParts[K]>,
): NonNullable<TextParts[K]> {
  const have = parts[key];
  if (have) return have as NonNullable<TextParts[K]>;
  const made = make();
  parts[key] = made;
  made.catch(() => {
    if (parts[key] === made) delete parts[key];
  });
  return made;
}

/** The documented shape of the shared part: parsing once per cached view drops any extra key. */
const sharedSchema = questionDetailSchema.omit({
  reaction: true,
  attempted: true,
  solved: true,
  revealed: true,
  answer: true,
  solution: true,
  rendered: true,
});

/** The shared parts of a view, made once (concurrent first views wait for the same). */
function sharedJsonOf(view: QuestionView): Promise<SharedJson> {
  let json = sharedJson.get(view);
  if (!json) {
    json = buildSharedJson(view);
    sharedJson.set(view, json);
    json.catch(() => sharedJson.delete(view));
  }
  return json;
}

async function buildSharedJson(view: QuestionView): Promise<SharedJson> {
  const { question: q, topicSlug, topicTitle, set } = view;
  const shared = sharedSchema.parse({
    number: q.number,
    title: q.title,
    type: q.type,
    statement: q.statement,
    options: q.options,
    difficulty: q.difficulty,
    difficultyRating: Math.round(q.difficultyRating),
    expectedSeconds: Math.round(Math.exp(q.logExpectedSeconds ?? Math.log(q.expectedSeconds))),
    exams: q.exams,
    topic: { slug: topicSlug, title: topicTitle },
    likes: q.likes,
    dislikes: q.dislikes,
    set,
  });
  const rendered = kept(textPartsOf(view), 'rendered', () =>
    readRenderedEntries(questionTexts(q, set?.body)),
  );
  return { head: Buffer.from(JSON.stringify(shared).slice(0, -1)), rendered: await rendered };
}

/**
 * Whether a learner may see a question's key, solution and how others chose: once it was earned (a
 * right answer) or asked for (a reveal), never after a miss.
 */
const keyOpenTo = (progress: ProgressRow | undefined): boolean =>
  progress?.solvedAt != null || progress?.revealedAt != null;

/** The key, the solution and its rendered entries as JSON parts (an attempt's answer, once open). */
export function openedQuestionJson(view: QuestionView): Promise<OpenedJson> {
  const q = view.question;
  return kept(textPartsOf(view), 'opened', () =>
    readRenderedEntries(solutionTexts(q)).then((renderedSolution) => ({
      answer: JSON.stringify(questionDetailSchema.shape.answer.parse(q.answer ?? null)),
      solution: JSON.stringify(questionDetailSchema.shape.solution.parse(q.solution ?? null)),
      renderedSolution,
    })),
  );
}

/** The page's JSON from its shared parts, the learner's status and, once open to them, the key. */
function pageJson(
  json: SharedJson,
  progress: ProgressRow | undefined,
  opened: OpenedJson | undefined,
): Buffer {
  const learner: Pick<QuestionDetail, 'reaction' | 'attempted' | 'solved' | 'revealed'> = {
    reaction: progress?.reaction ?? null,
    attempted: (progress?.attempts ?? 0) > 0,
    solved: progress?.solvedAt != null,
    revealed: progress?.revealedAt != null,
  };
  const answer = opened?.answer ?? 'null';
  const solution = opened?.solution ?? 'null';
  const withSolution = opened !== undefined && opened.renderedSolution.length > 0;
  return Buffer.concat([
    json.head,
    Buffer.from(
      `,${JSON.stringify(learner).slice(1, -1)},"answer":${answer},"solution":${solution},"rendered":{`,
    ),
    json.rendered,
    ...(withSolution ? [Buffer.from(','), opened.renderedSolution] : []),
    Buffer.from('}}'),
  ]);
}

/**
 * A question as a user may see it, as the JSON of `questionDetailSchema` (UTF-8): the answer and
 * solution only after a right answer or a reveal. The shared part is serialised once per cached
 * question, and so is the whole page as a learner sees it who has not touched the question.
 */
export async function questionDetailJson(db: Db, number: number, userId: string | null): Promise<Buffer> {
  // What everyone sees is cached (question-cache); the learner's status comes from their rows.
  const [view, mine] = await Promise.all([
    publishedQuestion(db, number),
    userId ? userProgress(db, userId) : undefined,
  ]);
  const json = await sharedJsonOf(view);
  const progress = mine?.get(view.question.id);
  if (progress) {
    return pageJson(json, progress, keyOpenTo(progress) ? await openedQuestionJson(view) : undefined);
  }
  json.untouched ??= pageJson(json, undefined, undefined);
  return json.untouched;
}

export async function submissions(db: Db, number: number, userId: string) {
  const { question: q } = await publishedQuestion(db, number);
  const rows = await attemptsOfLearner(db, userId, q.id);
  return rows.map((a) => ({
    answer: a.answer,
    correct: a.correct,
    seconds: Math.round(a.seconds),
    ratingChange: Math.round(a.ratingDelta * 10) / 10,
    createdAt: a.createdAt.toISOString(),
  }));
}

/** Questions of the same topic nearest in difficulty rating, the user's unsolved ones first. */
export async function similar(db: Db, number: number, userId: string | null) {
  const { question: q } = await publishedQuestion(db, number);
  const rows = await similarQuestions(db, q, userId);
  return rows.map((r) => ({
    number: r.number,
    title: r.title,
    difficulty: r.difficulty,
    solved: r.solvedAt !== null,
  }));
}

const BUCKETS = [15, 30, 60, 90, 120, 180, 300, 600];

/**
 * Whether the learner may see how others chose: only after a right answer or a reveal (never a
 * visitor, nor after a miss), since the most chosen option is usually the key.
 */
async function answerOpenTo(db: Db, questionId: string, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const progress = (await userProgress(db, userId)).get(questionId);
  return keyOpenTo(progress);
}

/**
 * Attempts, accuracy, median solve time (and the user's), a time histogram, and the chosen options:
 * `null` until the learner solved or revealed the question (empty for questions without options).
 */
export async function analytics(db: Db, number: number, userId: string | null) {
  const { question: q } = await publishedQuestion(db, number);
  const [{ median, choices, histogram, mine }, open] = await Promise.all([
    attemptStats(db, q.id, userId, BUCKETS),
    answerOpenTo(db, q.id, userId),
  ]);
  const optionCounts =
    q.options.length > 0 && !open
      ? null
      : q.options.map((_, i) =>
          choices
            .filter((c) => Array.isArray(c.answer) && c.answer.includes(i))
            .reduce((sum, c) => sum + Number(c.n), 0),
        );
  return {
    attempts: q.attempts,
    // Correct first attempts over first attempts: a retry after seeing the key does not count.
    accuracy: q.firstAttempts === 0 ? null : q.correctFirstAttempts / q.firstAttempts,
    medianSeconds: median == null ? null : Math.round(Number(median)),
    yourSeconds: mine,
    optionCounts,
    histogram: BUCKETS.map((upTo, i) => ({
      upTo,
      count: Number(histogram.find((h) => Number(h.bucket) === i)?.n ?? 0),
    })).concat([
      { upTo: -1, count: Number(histogram.find((h) => Number(h.bucket) === BUCKETS.length)?.n ?? 0) },
    ]),
  };
}
