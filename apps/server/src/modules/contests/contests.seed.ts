import { FRESH_SEED_BASE, freshVariants, mockPaper, TOPICS_FILE } from '@preparena/content';
import { EXAM_PATTERNS, type ExamPattern } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { nextFreshSeed, storeFreshQuestions } from '../practice/index.js';
import { createContest } from './contests.admin.service.js';
import { seededContestKeys } from './contests.repository.js';

/** Sectional tests by course, beside the exam mocks (titles pick the questions' courses). */
const SECTIONAL_TESTS: ExamPattern[] = [
  ['Quantitative Aptitude', 'quantitative-aptitude'],
  ['Logical Reasoning', 'logical-reasoning'],
  ['Data Interpretation', 'data-interpretation'],
  ['Verbal Ability', 'verbal-ability'],
].map(([title, course]) => ({
  exam: 'Sectional',
  course: course as string,
  scheme: 'none',
  durationMinutes: 30,
  sectionsInOrder: false,
  sections: [{ title: title as string, questionCount: 20, durationMinutes: null }],
}));

/** Minutes per section: its own, or the paper's clock shared by question count (summing exactly). */
function sectionMinutes(pattern: ExamPattern): number[] {
  if (pattern.sections.every((s) => s.durationMinutes !== null)) {
    return pattern.sections.map((s) => s.durationMinutes ?? 0);
  }
  const total = pattern.sections.reduce((sum, s) => sum + s.questionCount, 0);
  const minutes = pattern.sections.map((s) =>
    Math.max(1, Math.floor((pattern.durationMinutes * s.questionCount) / total)),
  );
  const short = pattern.durationMinutes - minutes.reduce((a, b) => a + b, 0);
  minutes[0] = (minutes[0] ?? 0) + short;
  return minutes;
}

function describe(p: ExamPattern): string {
  const questions = p.sections.reduce((sum, s) => sum + s.questionCount, 0);
  const timing = p.sectionsInOrder ? ', each section on its own clock, in order, with no going back' : '';
  const paper = p.exam === 'Sectional' ? 'A sectional test' : `A full mock after the ${p.exam} paper`;
  return `${paper}: ${questions} questions in ${p.durationMinutes} minutes${timing}. Every question is a fresh variant that practice has never shown, so nobody has seen it before. Take it as often as you like.`;
}

const titleOf = (p: ExamPattern) =>
  p.exam === 'Sectional' ? `${p.sections[0]?.title} sectional test` : `${p.exam} full mock test`;

/**
 * The shipped any-time tests: one mock per exam course after its pattern and one sectional test per
 * core course, each of fresh variants never shown in practice. Idempotent (one per pattern key).
 */
export async function seedMockTests(db: Db): Promise<number> {
  const seeded = await seededContestKeys(db);
  let added = 0;
  for (const pattern of [...EXAM_PATTERNS, ...SECTIONAL_TESTS]) {
    const key = `mock:${pattern.exam}:${pattern.sections.map((s) => s.title).join('|')}`;
    if (seeded.has(key)) continue;
    const paper = mockPaper(pattern, await nextFreshSeed(db, FRESH_SEED_BASE));
    const minutes = sectionMinutes(pattern);
    const sections = [];
    for (const [i, s] of paper.sections.entries()) {
      sections.push({
        title: s.title,
        durationMinutes: minutes[i] ?? 1,
        questionNumbers: await storeFreshQuestions(db, s),
      });
    }
    await createContest(
      db,
      null,
      {
        title: titleOf(pattern),
        format: 'mock',
        exam: pattern.exam === 'Sectional' ? null : pattern.exam,
        scheme: pattern.scheme,
        startsAt: null,
        sectionsInOrder: pattern.sectionsInOrder,
        description: describe(pattern),
        sections,
      },
      key,
    );
    added++;
  }
  return added + (await seedTopicTests(db, seeded));
}

/** Topic tests: ten fresh questions of one topic in fifteen minutes, for the topics exams ask most. */
const TOPIC_TESTS = [
  'percentages',
  'profit-and-loss',
  'time-and-work',
  'speed-distance-time',
  'simple-and-compound-interest',
  'ratio-and-proportion',
  'averages',
  'blood-relations',
  'coding-decoding',
  'syllogism',
  'direction-sense',
  'series',
];

const topicTitle = (slug: string) =>
  TOPICS_FILE.courses.flatMap((c) => c.topics).find((t) => t.slug === slug)?.title ?? slug;

/** The shipped topic tests (any-time, of fresh variants), once each. */
async function seedTopicTests(db: Db, seeded: Set<string>): Promise<number> {
  let added = 0;
  for (const slug of TOPIC_TESTS) {
    const key = `topic:${slug}`;
    if (seeded.has(key)) continue;
    const fresh = freshVariants({
      topics: [slug],
      count: 10,
      firstSeed: await nextFreshSeed(db, FRESH_SEED_BASE),
    });
    const title = topicTitle(slug);
    await createContest(
      db,
      null,
      {
        title: `${title} topic test`,
        format: 'mock',
        exam: null,
        scheme: 'none',
        startsAt: null,
        description: `Ten fresh ${title} questions in fifteen minutes, no negative marking. Practice has never shown them.`,
        sections: [{ title, durationMinutes: 15, questionNumbers: await storeFreshQuestions(db, fresh) }],
      },
      key,
    );
    added++;
  }
  return added;
}

/** The next Sunday, 10:30 India time (05:00 UTC), at least a day away. */
function nextSundayMorning(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 5, 0));
  do at.setUTCDate(at.getUTCDate() + 1);
  while (at.getUTCDay() !== 0 || at.getTime() - now.getTime() < 86_400_000);
  return at;
}

/** Demo data: an upcoming weekly sprint of fresh questions, so a new install's schedule is not empty. */
export async function seedDemoContests(db: Db, now = new Date()): Promise<number> {
  const key = 'demo:weekly-sprint';
  if ((await seededContestKeys(db)).has(key)) return 0;
  const fresh = freshVariants({
    topics: ['percentages', 'profit-and-loss', 'time-and-work', 'averages', 'ratio-and-proportion'],
    count: 15,
    firstSeed: await nextFreshSeed(db, FRESH_SEED_BASE),
  });
  await createContest(
    db,
    null,
    {
      title: 'Weekly Aptitude Sprint',
      format: 'sprint',
      exam: null,
      scheme: 'none',
      startsAt: nextSundayMorning(now).toISOString(),
      description:
        'Fifteen fresh arithmetic questions in thirty minutes. One answer per question, final once sent, with its verdict at once.',
      sections: [
        { title: 'Arithmetic', durationMinutes: 30, questionNumbers: await storeFreshQuestions(db, fresh) },
      ],
    },
    key,
  );
  return 1;
}
