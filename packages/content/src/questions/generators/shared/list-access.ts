/** The i-th element of a list, which must exist (a wrong index is a bug, so it throws). */
export function elementAt<T>(items: readonly T[], i: number): T {
  const v = items[i];
  if (v === undefined) throw new Error(`index ${i} out of range`);
  return v;
}

/** The whole numbers 0, 1, …, n - 1. */
export function indices(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
