import { get, range } from './lrdi-solver.js';

/** Graph helpers of the one-way-roads sets (`lrdi-cat-one-way-roads.ts`): six towns, numbered 0-5. */

export const N = 6;

export interface Road {
  a: number;
  b: number;
}

/** Dijkstra from `from` over roads with times `w`, skipping road `closed`: the least times. */
export function dijkstra(roads: readonly Road[], w: readonly number[], from: number, closed = -1): number[] {
  const dist = range(N).map((v) => (v === from ? 0 : Number.POSITIVE_INFINITY));
  const done = range(N).map(() => false);
  for (;;) {
    let u = -1;
    for (const v of range(N)) if (!done[v] && (u < 0 || get(dist, v) < get(dist, u))) u = v;
    if (u < 0 || get(dist, u) === Number.POSITIVE_INFINITY) return dist;
    done[u] = true;
    roads.forEach((r, i) => {
      if (i !== closed && r.a === u && get(dist, u) + get(w, i) < get(dist, r.b))
        dist[r.b] = get(dist, u) + get(w, i);
    });
  }
}

/** Every route from `from` to `to` repeating no town, as lists of road indices (depth-first). */
export function routes(roads: readonly Road[], from: number, to: number, closed = -1): number[][] {
  const out: number[][] = [];
  const walk = (at: number, seen: number, path: number[]) => {
    if (at === to) {
      out.push([...path]);
      return;
    }
    roads.forEach((r, i) => {
      if (i !== closed && r.a === at && !(seen & (1 << r.b))) walk(r.b, seen | (1 << r.b), [...path, i]);
    });
  };
  walk(from, 1 << from, []);
  return out;
}

/** True when every town can reach every other along the roads. */
export function strong(roads: readonly Road[]): boolean {
  const reach = (from: number, back: boolean) => {
    let seen = 1 << from;
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of roads) {
        const [x, y] = back ? [r.b, r.a] : [r.a, r.b];
        if (seen & (1 << x) && !(seen & (1 << y))) {
          seen |= 1 << y;
          grew = true;
        }
      }
    }
    return seen === (1 << N) - 1;
  };
  return reach(0, false) && reach(0, true);
}

/** The fewest new one-way roads making the network strongly connected, by trying sets of new roads. */
export function fewestToAdd(roads: readonly Road[]): number {
  const missing = range(N * N)
    .map((k) => ({ a: Math.floor(k / N), b: k % N }))
    .filter((r) => r.a !== r.b && !roads.some((q) => q.a === r.a && q.b === r.b));
  const tryK = (k: number, start: number, chosen: Road[]): boolean => {
    if (k === 0) return strong([...roads, ...chosen]);
    for (let i = start; i < missing.length; i++)
      if (tryK(k - 1, i + 1, [...chosen, get(missing, i)])) return true;
    return false;
  };
  for (let k = 0; k <= 3; k++) if (tryK(k, 0, [])) return k;
  return 4;
}

/**
 * The fewest new roads by the condensation: towns that reach one another form a group; when there
 * is more than one group, max(groups with no road in, groups with no road out) new roads are needed
 * and enough. Returns that number and the groups (for the explanation).
 */
export function groupsToLink(roads: readonly Road[]): {
  need: number;
  groups: number[][];
  sources: number[][];
  sinks: number[][];
} {
  const reach = range(N).map((v) => range(N).map((u) => u === v));
  for (const r of roads) (reach[r.a] as boolean[])[r.b] = true;
  for (const k of range(N))
    for (const i of range(N))
      for (const j of range(N))
        if (get(get(reach, i), k) && get(get(reach, k), j)) (reach[i] as boolean[])[j] = true;
  const groupOf = range(N).map(
    (v) => range(N).find((u) => get(get(reach, v), u) && get(get(reach, u), v)) ?? v,
  );
  const leaders = [...new Set(groupOf)];
  const groups = leaders.map((g) => range(N).filter((v) => groupOf[v] === g));
  if (leaders.length === 1) return { need: 0, groups, sources: [], sinks: [] };
  const into = (g: number) => roads.some((r) => groupOf[r.b] === g && groupOf[r.a] !== g);
  const outOf = (g: number) => roads.some((r) => groupOf[r.a] === g && groupOf[r.b] !== g);
  const members = (g: number) => range(N).filter((v) => groupOf[v] === g);
  const sources = leaders.filter((g) => !into(g)).map(members);
  const sinks = leaders.filter((g) => !outOf(g)).map(members);
  return { need: Math.max(sources.length, sinks.length), groups, sources, sinks };
}
