import { DIFFICULTIES, type Difficulty, type ExamPattern } from '@preparena/shared';
import type { GeneratedQuestionRow } from './bank.js';
import { sourcesOf } from './fresh-sources.js';
import { pickFreshVariants } from './fresh-variants.js';
import { type DifficultyMix, mockDifficultyMix, splitByWeights } from './mock-mix.js';
import { mockSectionPlan } from './mock-sections.js';
import type { GeneratedSetRow } from './set-bank.js';

export { type DifficultyMix, mockDifficultyMix } from './mock-mix.js';
export {
  MOCK_SECTION_RULES,
  type MockSectionPart,
  type MockSectionPlanPart,
  mockSectionPlan,
  mockSectionTopics,
} from './mock-sections.js';

/** Questions in nearly every DI set: a part made of sets alone is planned in steps of this. */
const SET_STEP = 5;

export interface MockPaperSection {
  title: string;
  singles: GeneratedQuestionRow[];
  sets: GeneratedSetRow[];
}

export interface MockPaper {
  sections: MockPaperSection[];
  /** One past the highest seed tried, to continue from. */
  nextSeed: number;
}

/** What a paper being made carries from one draw to the next. */
interface Drawing {
  section: MockPaperSection;
  seed: number;
  /** Keys of every question and set in the paper so far: none may come twice. */
  chosen: Set<string>;
}

/** Adds up to `count` fresh questions on the topics (of the difficulty) to the section; returns how many. */
function draw(state: Drawing, topics: string[], count: number, difficulty?: Difficulty): number {
  if (count <= 0 || !sourcesOf(topics, difficulty).length) return 0;
  const got = pickFreshVariants({ topics, difficulty, count, firstSeed: state.seed }, state.chosen);
  state.seed = got.nextSeed;
  state.section.singles.push(...got.singles);
  state.section.sets.push(...got.sets);
  return got.singles.length + got.sets.reduce((n, s) => n + s.questions.length, 0);
}

/**
 * Adds `count` questions on the topics in the difficulty mix, a difficulty with too few questions
 * handing its shortfall to the next and then to any difficulty. Returns the shortfall left.
 */
function fillPart(state: Drawing, topics: string[], count: number, mix: DifficultyMix): number {
  const step = sourcesOf(topics).some((s) => s.kind === 'single') ? 1 : SET_STEP;
  const slices = splitByWeights(
    Math.floor(count / step),
    DIFFICULTIES.map((d) => mix[d]),
  ).map((n) => n * step);
  let carry = count - slices.reduce((a, n) => a + n, 0);
  DIFFICULTIES.forEach((difficulty, i) => {
    const want = (slices[i] ?? 0) + carry;
    carry = want - draw(state, topics, want, difficulty);
  });
  return carry - draw(state, topics, carry);
}

/**
 * A mock paper of fresh questions after an exam's pattern: each section gets exactly its
 * questionCount from the topics mockSectionPlan maps its title to, DI sets whole, in the exam's
 * difficulty mix where the generators allow, with no question (or set) twice in the paper. Seeds
 * run on from firstSeed across the sections. Deterministic; throws if a section cannot be filled.
 */
export function mockPaper(pattern: ExamPattern, firstSeed: number): MockPaper {
  const mix = mockDifficultyMix(pattern);
  const chosen = new Set<string>();
  let seed = firstSeed;
  const sections = pattern.sections.map(({ title, questionCount }) => {
    const state: Drawing = { section: { title, singles: [], sets: [] }, seed, chosen };
    const plan = mockSectionPlan(title);
    const counts = splitByWeights(
      questionCount,
      plan.map((part) => part.share),
    );
    let short = 0;
    plan.forEach((part, i) => {
      short = fillPart(state, part.topics, (counts[i] ?? 0) + short, mix);
    });
    if (short > 0) throw new Error(`${pattern.exam} mock: "${title}" is ${short} questions short`);
    seed = state.seed;
    return state.section;
  });
  return { sections, nextSeed: seed };
}
