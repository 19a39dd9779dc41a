/** The i-th element of a list, which must exist (a wrong index is a bug, so it throws). */
export function elementAt<T>(items: readonly T[], i: number): T {
  const v = items[i];
  if (v === undefined) throw new Error(`index ${i} out of range`);
  return v;
}

/**
 * The whole numbers 0, 1, …, n - 1. A plain loop: solvers call this inside the clue checks they run
 * over every candidate, where `Array.from` with a mapping function took two fifths of a generator's time.
 */
export function indices(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(i);
  return out;
}
