import {
  isCorrectAnswer,
  type LocalisedText,
  localise,
  type QuestionAnswer,
  type QuestionType,
} from '@preparena/shared';
import fc from 'fast-check';
import { TOPICS_FILE } from '../catalogue/build-catalogue.js';
import { mathErrors } from '../math-check.js';
import { polishProblems } from '../text-polish.js';
import type { GeneratedQuestion } from './generator.js';

export const BAD_TEXT = /NaN|undefined|Infinity|\[object|\$\{|\{\{|\}\}/;

interface CheckedQuestion {
  title: LocalisedText;
  type: QuestionType;
  statement: LocalisedText;
  options: LocalisedText[];
  answer: QuestionAnswer;
  solution: LocalisedText;
  expectedSeconds: number;
}

/** Shape problems of any question: options, answer, solution (empty when it is right). */
export function shapeProblems(q: CheckedQuestion): string[] {
  const problems: string[] = [];
  if (!localise(q.title, 'en').trim()) problems.push('no title');
  if (!localise(q.statement, 'en').trim()) problems.push('no statement');
  if (!localise(q.solution, 'en').trim()) problems.push('no solution');
  if (!(q.expectedSeconds > 0)) problems.push('no expected time');
  if (q.type !== 'numeric') {
    const texts = q.options.map((o) => localise(o, 'en'));
    if (new Set(texts).size !== texts.length) problems.push(`options repeat: ${texts.join(' | ')}`);
    if (texts.some((t) => !t.trim())) problems.push('an empty option');
    if (texts.length < 4) problems.push('fewer than four options');
    if (q.answer.kind !== 'choice') problems.push('a choice question needs a choice answer');
    else {
      if (q.answer.correct.some((i) => !Number.isInteger(i) || i < 0 || i >= texts.length))
        problems.push('answer not among options');
      if (q.type === 'single' && q.answer.correct.length !== 1)
        problems.push('not exactly one correct option');
      if (q.type === 'multiple' && q.answer.correct.length < 1) problems.push('no correct option');
      if (!isCorrectAnswer(q.answer, q.answer.correct)) problems.push('the answer does not accept itself');
    }
  } else if (q.answer.kind !== 'numeric' || !Number.isFinite(q.answer.value)) {
    problems.push('a numeric question needs a finite numeric answer');
  }
  return problems;
}

/**
 * Text problems of texts in one language: template leftovers, math that does not render, numbers
 * missing (`numbers` must appear in every language), and for Hindi, no Devanagari at all.
 */
export function textProblems(texts: LocalisedText[], lang: 'en' | 'hi', numbers: number[] = []): string[] {
  const problems: string[] = [];
  const all = texts.map((x) => localise(x, lang)).join('\n');
  if (BAD_TEXT.test(all)) problems.push(`${lang}: bad text ${all.match(BAD_TEXT)?.[0]}`);
  if (lang === 'hi' && !/[\u0900-\u097F]/.test(all)) problems.push('hi: no Hindi');
  for (const n of numbers) if (!all.includes(String(n))) problems.push(`${lang}: does not mention ${n}`);
  problems.push(...mathErrors(all).map((e) => `${lang}: ${e}`));
  for (const x of texts) problems.push(...polishProblems(localise(x, lang), lang));
  return problems;
}

/** Problems of a generated question: its checker, its shape, and its text in both languages. */
export function generatedQuestionProblems(q: GeneratedQuestion): string[] {
  const problems: string[] = [];
  if (JSON.stringify(q.check()) !== JSON.stringify(q.answer)) problems.push('the checker disagrees');
  problems.push(...shapeProblems(q));
  const texts = [q.title, q.statement, q.solution, ...q.options];
  for (const lang of ['en', 'hi'] as const) problems.push(...textProblems(texts, lang, q.numbers));
  return problems;
}

/**
 * Whether a property test makes a random seed's question a second time to see it come out the
 * same: one seed in five (making it again doubles a seed's cost). A published seed is compared with
 * what the bank made of it instead, so it is made once more, not twice.
 */
export function makesTwice(seed: number): boolean {
  return seed % 5 === 0;
}

/** Random seeds checked per generator, besides every seed the bank publishes. */
export const RANDOM_SEEDS = 500;
/**
 * Random seeds checked per set generator, besides its published sets: as many as for a single
 * question (issue 12 asks 500 per new generator), though a set is 4-6 questions whose checkers
 * search every arrangement; the set tests are spread over shards to fit CI's time.
 */
export const RANDOM_SET_SEEDS = 500;
// Fixed, so CI is reproducible: a failure names the seed; change it to explore other seeds.
const FAST_CHECK_SEED = 20_261_123;

/** Fails with the first problems found over the published seeds and RANDOM_SEEDS random ones. */
export function assertEverySeed(
  problemsOf: (seed: number) => string[],
  published: number[],
  runs = RANDOM_SEEDS,
): void {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), (seed) => {
      const problems = problemsOf(seed);
      if (problems.length) throw new Error(problems.slice(0, 5).join('\n'));
    }),
    { numRuns: runs, seed: FAST_CHECK_SEED, examples: published.map((seed) => [seed] as [number]) },
  );
}

/** Generators with an id used twice, a topic not in the catalogue, or an id not under its topic. */
export function generatorIdProblems(generators: readonly { id: string; topic: string }[]): string[] {
  const topics = new Set(TOPICS_FILE.courses.flatMap((c) => c.topics.map((t) => t.slug)));
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const g of generators) {
    if (seen.has(g.id)) problems.push(`${g.id}: duplicate id`);
    seen.add(g.id);
    if (!topics.has(g.topic)) problems.push(`${g.id}: unknown topic ${g.topic}`);
    if (!g.id.startsWith(`${g.topic}/`)) problems.push(`${g.id}: not under its topic`);
  }
  return problems;
}
