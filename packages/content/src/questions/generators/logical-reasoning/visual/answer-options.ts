import type { Rng } from '../../../random.js';
import { at, OPTION_LABELS, shuffleOptions } from './shapes.js';

/**
 * Choosing and lettering the answer figures of the visual generators: three wrong figures built
 * from typical mistakes, shuffled with the right one under the letters 1–4.
 */

/**
 * The first `count` candidates, in the order given, that `fits` accepts and whose keys differ from
 * each other and from the `taken` keys (the answer, and any figure already on show); fewer when
 * there are not enough.
 */
export function distinctCandidates<S>(
  candidates: Iterable<S>,
  keyOf: (s: S) => string,
  taken: readonly string[],
  fits: (s: S) => boolean = () => true,
  count = 3,
): S[] {
  const seen = new Set(taken);
  const chosen: S[] = [];
  for (const s of candidates) {
    if (chosen.length < count && !seen.has(keyOf(s)) && fits(s)) {
      seen.add(keyOf(s));
      chosen.push(s);
    }
  }
  return chosen;
}

/**
 * The right option shuffled among the wrong ones, with the letter of the right one and a way to
 * find the letter the i-th wrong option ended up under.
 */
export function letteredOptions<T>(rng: Rng, correct: T, wrong: readonly T[]) {
  const { items, correctIndex, order } = shuffleOptions(rng, correct, wrong);
  return {
    items,
    correctIndex,
    answerLetter: at(OPTION_LABELS, correctIndex),
    letterOf: (i: number) => at(OPTION_LABELS, order.indexOf(i + 1)),
  };
}
