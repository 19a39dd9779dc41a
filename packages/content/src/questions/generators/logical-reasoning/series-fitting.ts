/**
 * Model fitting for the newer series shapes' checkers: they know no rule names, only generic models
 * (constant differences at some level, constant ratios, recurrences with growing multipliers and
 * adders), and accept a prediction only when every model that fits agrees.
 */

/** Next term if the differences at some level up to `maxLevel` are constant (at least two of them). */
export function nextByDifferences(terms: readonly number[], maxLevel = 3): number | undefined {
  const levels: number[][] = [[...terms]];
  for (let level = 0; level < maxLevel; level++) {
    const row = levels[levels.length - 1] ?? [];
    if (row.length < 3) return undefined;
    const next = row.slice(1).map((v, i) => v - (row[i] ?? 0));
    levels.push(next);
    if (next.every((v) => v === next[0])) {
      let add = next[0] ?? 0;
      for (let l = levels.length - 2; l >= 0; l--) {
        const r = levels[l] ?? [];
        add = (r[r.length - 1] ?? 0) + add;
      }
      return add;
    }
  }
  return undefined;
}

/**
 * Recurrences t(i+1) = t(i)·(m0 + m1·i) + (b0 + b1·i) over a small grid, i counted from 0 at the
 * first term; each returned rule is a function from (previous term, index of the previous term).
 */
export function recurrenceFamily(): ((t: number, i: number) => number)[] {
  const out: ((t: number, i: number) => number)[] = [];
  for (let m0 = 1; m0 <= 4; m0++)
    for (let m1 = 0; m1 <= 1; m1++)
      for (let b0 = -12; b0 <= 12; b0++)
        for (let b1 = -3; b1 <= 3; b1++) {
          if (m0 === 1 && m1 === 0 && b1 === 0) continue; // a plain constant difference: the differences model has it
          out.push((t, i) => t * (m0 + m1 * i) + b0 + b1 * i);
        }
  return out;
}

/** Whether a rule of the recurrence family produces every term from the one before. */
export function fitsRecurrence(
  f: (t: number, i: number) => number,
  terms: readonly number[],
  start = 0,
): boolean {
  return terms.every((v, i) => i === 0 || f(terms[i - 1] ?? 0, start + i - 1) === v);
}

/** The next term predicted by every model that fits (differences, ratio, recurrences), if they agree. */
export function nextTerm(terms: readonly number[]): number | undefined {
  const guesses = new Set<number>();
  const byDiff = nextByDifferences(terms);
  if (byDiff !== undefined) guesses.add(byDiff);
  const [a, b] = terms;
  if (a !== undefined && b !== undefined && a !== 0 && terms.length >= 3) {
    const r = b / a;
    if (terms.every((v, i) => i === 0 || v === (terms[i - 1] ?? 0) * r))
      guesses.add((terms[terms.length - 1] ?? 0) * r);
  }
  for (const f of recurrenceFamily())
    if (terms.length >= 5 && fitsRecurrence(f, terms))
      guesses.add(f(terms[terms.length - 1] ?? 0, terms.length - 1));
  return guesses.size === 1 ? [...guesses][0] : undefined;
}

/** Whether a whole series fits one of the models (for testing a filled-in gap). */
export function fitsSomeModel(terms: readonly number[]): boolean {
  const head = terms.slice(0, -1);
  const last = terms[terms.length - 1];
  if (nextByDifferences(head) === last) return true;
  return recurrenceFamily().some((f) => fitsRecurrence(f, terms));
}
