import { FRESH_SEED_BASE, mockPaper } from '@preparena/content';
import { EXAM_PATTERNS, type ExamPattern } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { nextFreshSeed, storeFreshQuestions } from '../practice/index.js';
import { createContest } from './contests.admin.service.js';
import { findContestBySeedKey } from './contests.repository.js';

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
  let added = 0;
  for (const pattern of [...EXAM_PATTERNS, ...SECTIONAL_TESTS]) {
    const key = `mock:${pattern.exam}:${pattern.sections.map((s) => s.title).join('|')}`;
    if (await findContestBySeedKey(db, key)) continue;
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
  return added;
}
