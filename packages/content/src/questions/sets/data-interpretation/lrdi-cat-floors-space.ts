import { lazy, permutations, range } from './lrdi-solver.js';

/**
 * The space of the floors-and-cities sets (`lrdi-cat-floors-and-cities.ts`): six people on six floors
 * (720 orders), three of them from each of two cities (20 splits), 14,400 arrangements in all.
 */

export const N = 6;
/** The 20 ways to choose which three of the six people are from the first city: city of each person. */
const SPLITS = lazy(() =>
  range(1 << N)
    .filter((m) => range(N).filter((p) => (m >> p) & 1).length === 3)
    .map((m) => range(N).map((p) => ((m >> p) & 1 ? 0 : 1))),
);
export const TABLES = lazy(() => {
  const perms = permutations(N);
  const splits = SPLITS();
  const floor = new Int8Array(perms.length * N);
  const at = new Int8Array(perms.length * N);
  perms.forEach((p, i) => {
    p.forEach((f, person) => {
      floor[i * N + person] = f;
      at[i * N + f] = person;
    });
  });
  const city = new Int8Array(splits.length * N);
  splits.forEach((sp, j) => {
    sp.forEach((c, person) => {
      city[j * N + person] = c;
    });
  });
  // The three people of each city in each split.
  const mates = new Int8Array(splits.length * N);
  splits.forEach((sp, j) => {
    const filled = [0, 0];
    sp.forEach((c, person) => {
      mates[j * N + 3 * c + (filled[c] as number)] = person;
      filled[c] = (filled[c] as number) + 1;
    });
  });
  // Per arrangement s = i·90 + j (floors by the i-th permutation, cities by the j-th split): the
  // floor and city of each person, the person on each floor and the three people of each city.
  const count = perms.length * splits.length;
  const fs = new Int8Array(count * N);
  const cs = new Int8Array(count * N);
  const ws = new Int8Array(count * N);
  const ms = new Int8Array(count * N);
  for (let i = 0; i < perms.length; i++)
    for (let j = 0; j < splits.length; j++)
      for (let k = 0; k < N; k++) {
        const s = (i * splits.length + j) * N + k;
        fs[s] = floor[i * N + k] as number;
        ws[s] = at[i * N + k] as number;
        cs[s] = city[j * N + k] as number;
        ms[s] = mates[j * N + k] as number;
      }
  return { perms, fs, cs, ws, ms, space: range(count) };
});
/** An arrangement: its number s = i·20 + j. */
export type Arr = number;
export const SPLIT_COUNT = 20;
