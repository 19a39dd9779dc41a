import type { Difficulty, ExamPattern } from '@preparena/shared';

/** Shares of easy, medium and hard questions in a mock paper. */
export type DifficultyMix = Record<Difficulty, number>;

/** CAT is a percentile exam set hard; the others are speed tests of mostly easy and medium questions. */
const CAT_MIX: DifficultyMix = { easy: 0.2, medium: 0.4, hard: 0.4 };
const SPEED_TEST_MIX: DifficultyMix = { easy: 0.45, medium: 0.45, hard: 0.1 };

/** The difficulty mix of an exam's mock paper. */
export function mockDifficultyMix(pattern: ExamPattern): DifficultyMix {
  return pattern.course === 'cat' ? CAT_MIX : SPEED_TEST_MIX;
}

/** `total` split into whole numbers in proportion to `weights` (largest remainder, ties to the first). */
export function splitByWeights(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  const exact = weights.map((w) => (sum > 0 ? (total * w) / sum : 0));
  const parts = exact.map(Math.floor);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest);
  for (let k = 0, left = total - parts.reduce((a, p) => a + p, 0); left > 0; k++, left--) {
    const at = order[k % order.length]?.i ?? 0;
    parts[at] = (parts[at] ?? 0) + 1;
  }
  return parts;
}
