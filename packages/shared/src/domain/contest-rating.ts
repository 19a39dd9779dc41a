import { CONTEST_PROVISIONAL_CONTESTS, contestKFactor } from './rating-titles.js';

/** One rated participant of a contest division (RATINGS.md, "Contest rating"). */
export interface ContestEntrant {
  id: string;
  /** Contest rating before the contest (callers pass CONTEST_START_RATING for newcomers). */
  rating: number;
  /** Rated contests before this one (provisional until CONTEST_PROVISIONAL_CONTESTS). */
  contestsRated: number;
  /** Higher is better. */
  score: number;
  /** Tie-break, lower is better (sprint penalty seconds; pass 0 for all when the contest has no tie-break). */
  penalty: number;
}

export interface ContestRatingChange {
  id: string;
  /** 1-based place; tied entrants share the best place of their tie (1, 2, 2, 4). */
  rank: number;
  /** The entrant's rating before the contest. */
  before: number;
  /** before + delta (whole when ratings are stored whole, as they are). */
  after: number;
  /** Whole points. */
  delta: number;
}

export interface ContestRatingOptions {
  /** G, "games per contest": how many games against the field one contest is worth. */
  gamesPerContest?: number;
  /** Subtract the division's mean delta so the division's ratings neither inflate nor deflate (default true). */
  centre?: boolean;
}

/**
 * G, "games per contest", tuned with `npm run eval:rating` (synthetic: 10,000 players with a hidden
 * skill ~ N(1500, 350²), performance = skill + N(0, 200²), 50 rounds of 20-60 % of the players, all
 * starting at 1400; see `rateContest` for the figures). Pair inversion over rounds 11-50 is flat
 * from G = 3 to 6 and falls beyond (G 4: 82.27 %, 6: 82.22 %, 8: 82.12 %, 12: 81.88 %, 16: 81.63 %).
 * We take 6 rather than the static optimum 4 because real skill moves: when every skill also drifts
 * by N(0, 20²) a round, 6 is the best of 4-12 (81.91 % against 81.86 % at 4, seed 2).
 */
export const CONTEST_GAMES_PER_CONTEST = 6;

/**
 * K is multiplied by this while the entrant is provisional (fewer than CONTEST_PROVISIONAL_CONTESTS
 * rated contests before this one), so a newcomer's rating leaves CONTEST_START_RATING for their level
 * in a few contests instead of crawling there. On the evaluation data at G = 6 it lifts pair
 * inversion over rounds 11-50 from 81.95 % (no boost) to 82.22 %; 3 scores the same (82.23 %) and
 * 6 worse (81.85 %), and 2 holds up better when skills drift.
 */
export const CONTEST_PROVISIONAL_K_BOOST = 2;

/** Whether a Contest rating is still provisional: fewer than CONTEST_PROVISIONAL_CONTESTS rated contests. */
export function contestRatingProvisional(contestsRated: number): boolean {
  return contestsRated < CONTEST_PROVISIONAL_CONTESTS;
}

/**
 * The rating changes of one contest division, in the order of `entrants`.
 *
 * Every entrant plays a game against every other: a better place is a win, a shared place half a
 * win. With lo..hi the 0-based places of an entrant's tie and q = 10^(R/400):
 * - expected wins E_i = Σ_{j≠i} q_i / (q_i + q_j), actual wins A_i = (n − 1 − hi_i) + 0.5 (hi_i − lo_i);
 * - delta_i = K_i · G · (A_i − E_i) / (n − 1), with K_i = contestKFactor(R_i), times
 *   CONTEST_PROVISIONAL_K_BOOST while provisional; |delta_i| ≤ G · K_i (times the boost);
 * - centring (default): one constant c is subtracted from every delta so the deltas sum to zero
 *   (c is the mean delta; in the rare small contest where that would push a delta past its bound,
 *   the delta is held at the bound and c is re-solved so the clamped deltas still sum to zero);
 * - deltas are rounded to whole points once, at the end.
 * As c is shared and rounding and clamping are monotonic, entrants with the same rating and the
 * same provisional status keep their order: a better place never gets a lower delta, and a tie
 * gets one delta. A single entrant (n ≤ 1) changes nothing.
 *
 * Cost: one pass over the pairs of distinct ratings, at most n(n − 1)/2, without pow in the loop
 * (`npm run bench:rating`: 10,000 entrants, all ratings distinct, in about 0.1 s).
 *
 * How good (`npm run eval:rating`, seed 1, averaged over rounds 11-50 / all 50 rounds), pair
 * inversion % and rank deviation %:
 * - ours (G = 6, provisional boost 2): 82.22 / 80.35 and 12.49 / 13.55;
 * - the Codeforces formula:           81.67 / 79.78 and 12.88 / 13.95;
 * - ceiling (the hidden skill):       83.61 / 83.57 and 11.53 / 11.56.
 * Seeds 2 and 3 keep the order (ours 82.00 and 82.44 against 81.45 and 81.88 for Codeforces).
 * The ceiling is what theory gives for this generator, 1/2 + arcsin(350 / √(350² + 200²)) / π =
 * 83.5 %, so RATINGS.md's anchors (Codeforces ~83.4 % against a ~85.1 % ceiling) must come from other
 * settings; what carries over is the order and the gaps: ours is 0.55 points above Codeforces and
 * 1.4 below the ceiling.
 */
export function rateContest(
  entrants: readonly ContestEntrant[],
  options: ContestRatingOptions = {},
): ContestRatingChange[] {
  const n = entrants.length;
  const games = options.gamesPerContest ?? CONTEST_GAMES_PER_CONTEST;
  const centre = options.centre ?? true;
  if (n <= 1) {
    return entrants.map((e) => ({ id: e.id, rank: 1, before: e.rating, after: e.rating, delta: 0 }));
  }
  const { lo, hi } = tiedPlaces(entrants);
  const expected = expectedWins(entrants);
  const raw = new Float64Array(n);
  const bound = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const e = entrants[i] as ContestEntrant;
    const k =
      contestKFactor(e.rating) *
      (contestRatingProvisional(e.contestsRated) ? CONTEST_PROVISIONAL_K_BOOST : 1);
    const h = hi[i] as number;
    const actual = n - 1 - h + 0.5 * (h - (lo[i] as number));
    raw[i] = (k * games * (actual - (expected[i] as number))) / (n - 1);
    bound[i] = k * games;
  }
  const shift = centre ? centringShift(raw, bound) : 0;
  return entrants.map((e, i) => {
    const limit = bound[i] as number;
    // Whole points within the bound; + 0 turns a rounded −0 into 0.
    const delta = clamp(Math.round(clamp((raw[i] as number) - shift, limit)), Math.floor(limit)) + 0;
    return { id: e.id, rank: (lo[i] as number) + 1, before: e.rating, after: e.rating + delta, delta };
  });
}

function clamp(x: number, limit: number): number {
  return Math.max(-limit, Math.min(limit, x));
}

/** 0-based first (lo) and last (hi) place of each entrant's tie: score descending, then penalty ascending. */
function tiedPlaces(entrants: readonly ContestEntrant[]): { lo: Int32Array; hi: Int32Array } {
  const n = entrants.length;
  const order = Array.from({ length: n }, (_, i) => i);
  const at = (i: number) => entrants[i] as ContestEntrant;
  order.sort((a, b) => at(b).score - at(a).score || at(a).penalty - at(b).penalty || a - b);
  const lo = new Int32Array(n);
  const hi = new Int32Array(n);
  let start = 0;
  for (let p = 1; p <= n; p++) {
    const prev = at(order[p - 1] as number);
    const next = p < n ? at(order[p] as number) : undefined;
    if (next && next.score === prev.score && next.penalty === prev.penalty) continue;
    for (let t = start; t < p; t++) {
      lo[order[t] as number] = start;
      hi[order[t] as number] = p - 1;
    }
    start = p;
  }
  return { lo, hi };
}

/**
 * E_i = Σ_{j≠i} q_i / (q_i + q_j). Entrants with the same rating share one sum (so they get
 * bit-identical E, and repeated ratings cost nothing), and each pair of distinct ratings is visited
 * once: the other side's share of the pair is 1 − this side's.
 */
function expectedWins(entrants: readonly ContestEntrant[]): Float64Array {
  const n = entrants.length;
  const rating = (i: number) => (entrants[i] as ContestEntrant).rating;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => rating(a) - rating(b));
  const group = new Int32Array(n);
  const q = new Float64Array(n);
  const count = new Float64Array(n);
  let groups = 0;
  for (let t = 0; t < n; t++) {
    const i = order[t] as number;
    if (t === 0 || rating(i) !== rating(order[t - 1] as number)) q[groups++] = 10 ** (rating(i) / 400);
    group[i] = groups - 1;
    count[groups - 1] = (count[groups - 1] as number) + 1;
  }
  // Within a group every game is an even one: half a win each.
  const wins = new Float64Array(groups);
  for (let a = 0; a < groups; a++) wins[a] = 0.5 * ((count[a] as number) - 1);
  for (let a = 0; a < groups; a++) {
    const qa = q[a] as number;
    const ca = count[a] as number;
    let sum = 0;
    for (let b = a + 1; b < groups; b++) {
      const p = qa / (qa + (q[b] as number));
      sum += (count[b] as number) * p;
      wins[b] = (wins[b] as number) + ca * (1 - p);
    }
    wins[a] = (wins[a] as number) + sum;
  }
  const expected = new Float64Array(n);
  for (let i = 0; i < n; i++) expected[i] = wins[group[i] as number] as number;
  return expected;
}

/**
 * The constant c with Σ clamp(raw_i − c, ±bound_i) = 0: the mean delta when nothing hits its bound
 * (almost always), else found by bisection (the clamped sum falls as c grows).
 */
function centringShift(raw: Float64Array, bound: Float64Array): number {
  const n = raw.length;
  const clampedSum = (c: number) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += clamp((raw[i] as number) - c, bound[i] as number);
    return s;
  };
  let mean = 0;
  for (let i = 0; i < n; i++) mean += raw[i] as number;
  mean /= n;
  if (Math.abs(clampedSum(mean)) < 1e-9) return mean;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    low = Math.min(low, (raw[i] as number) - (bound[i] as number));
    high = Math.max(high, (raw[i] as number) + (bound[i] as number));
  }
  for (let step = 0; step < 100 && high - low > 1e-9; step++) {
    const mid = (low + high) / 2;
    if (clampedSum(mid) > 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
