// npm run eval:rating: the offline evaluation of the Contest rating (docs RATINGS.md, "How good is
// good") on synthetic data. Players have a hidden skill ~ N(1500, 350²) that never changes. Each round
// every player takes part with the same chance p, drawn per round uniformly from 20-60 %, and performs
// skill + N(0, 200²); the round's ranking is by performance (no ties). Before each round, each method
// predicts the ranking from its current ratings (everyone starts at 1400) and is scored on
//   - pair inversion %: the share of all pairs of participants it orders as they finished (counted
//     exactly, not sampled, in O(n log n); pairs it rates equal count half);
//   - rank deviation %: mean |predicted place − actual place| / participants (ties predicted at their
//     mid place);
// then it updates. Methods: ours (rateContest, bundled from packages/shared with esbuild), the
// Codeforces formula (written below) and the ceiling: predicting from the hidden skill itself.
// Options (env): EVAL_PLAYERS (10,000), EVAL_ROUNDS (50), EVAL_WARMUP (10 rounds left out of the
// "after warm-up" average), EVAL_SEED (1), EVAL_G (games per contest for ours; default: the tuned one),
// EVAL_DRIFT (0: skill sd added per round, to see how a choice holds up when players improve).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLAYERS = Number(process.env.EVAL_PLAYERS ?? 10_000);
const ROUNDS = Number(process.env.EVAL_ROUNDS ?? 50);
const WARMUP = Number(process.env.EVAL_WARMUP ?? 10);
const SEED = Number(process.env.EVAL_SEED ?? 1);
const DRIFT = Number(process.env.EVAL_DRIFT ?? 0);
const START_RATING = 1400;
const SKILL_MEAN = 1500;
const SKILL_SD = 350;
const NOISE_SD = 200;
const SHARE_MIN = 0.2;
const SHARE_MAX = 0.6;

const dir = mkdtempSync(path.join(tmpdir(), 'eval-rating-'));
let rating;
try {
  const outfile = path.join(dir, 'contest-rating.mjs');
  await build({
    entryPoints: [path.join(root, 'packages/shared/src/domain/contest-rating.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'warning',
  });
  rating = await import(pathToFileURL(outfile).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const { rateContest, CONTEST_GAMES_PER_CONTEST } = rating;
const GAMES = Number(process.env.EVAL_G ?? CONTEST_GAMES_PER_CONTEST);

/** Seeded PRNG (mulberry32): the same data on every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(SEED);
/** Standard normal deviate (Box-Muller). */
function normal() {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

// ---- Metrics ----------------------------------------------------------------------------------

/**
 * Pair inversion and rank deviation of a prediction. `finish` lists the participants best first;
 * `predicted[k]` is the predicted strength (higher = better) of the k-th of them.
 */
function score(predicted) {
  const n = predicted.length;
  // Compress predicted values to 1..m ranks, ascending.
  const byValue = Array.from({ length: n }, (_, k) => k).sort((a, b) => predicted[a] - predicted[b]);
  const level = new Int32Array(n);
  const midPlace = new Float64Array(n);
  let m = 0;
  for (let s = 0; s < n; ) {
    let e = s;
    while (e + 1 < n && predicted[byValue[e + 1]] === predicted[byValue[s]]) e++;
    m++;
    // Predicted places count from the best: the tie s..e (ascending) holds places n-e .. n-s.
    const mid = n - (s + e) / 2;
    for (let t = s; t <= e; t++) {
      level[byValue[t]] = m;
      midPlace[byValue[t]] = mid;
    }
    s = e + 1;
  }
  // Walk the finish order best first; every earlier participant really finished ahead.
  const tree = new Float64Array(m + 1);
  const prefix = (i) => {
    let s = 0;
    for (; i > 0; i -= i & -i) s += tree[i];
    return s;
  };
  let wrong = 0;
  let tied = 0;
  let deviation = 0;
  for (let k = 0; k < n; k++) {
    const v = level[k];
    const below = prefix(v - 1);
    wrong += below;
    tied += prefix(v) - below;
    for (let i = v; i <= m; i += i & -i) tree[i] += 1;
    deviation += Math.abs(midPlace[k] - (k + 1));
  }
  const pairs = (n * (n - 1)) / 2;
  return {
    pairInversion: (100 * (pairs - wrong - 0.5 * tied)) / pairs,
    rankDeviation: (100 * deviation) / (n * n),
  };
}

// ---- The Codeforces formula (integer ratings, as Codeforces keeps them) -------------------------

const CF_LOW = 1;
const CF_HIGH = 8000;

/**
 * One contest under the Codeforces formula. `ratings` are the participants' integer ratings and
 * `place` their 1-based places (ties would take the worst place of the tie). Returns new ratings.
 * - seed_i = 1 + Σ_{j≠i} P(j beats i), P(j beats i) = 1 / (1 + 10^((r_i − r_j)/400));
 * - the target place is the geometric mean sqrt(seed_i · place_i); the rating that would have that
 *   seed among the others is found by binary search over whole ratings in [1, 8000];
 * - delta_i = (need_i − r_i) / 2, truncated; then everyone gets −Σ delta / n − 1 (truncated), and
 *   then min(0, max(−10, −(Σ delta of the top 4·√n by rating) / that count)).
 * Exactly the O(n²) formula, computed faster: seed(R) over all participants depends only on how
 * many hold each rating, so it is memoised per R from a histogram of ratings.
 */
function codeforcesContest(ratings, place) {
  const n = ratings.length;
  let minR = Number.POSITIVE_INFINITY;
  let maxR = Number.NEGATIVE_INFINITY;
  for (const r of ratings) {
    if (r < minR) minR = r;
    if (r > maxR) maxR = r;
  }
  const counts = new Float64Array(maxR - minR + 1);
  for (const r of ratings) counts[r - minR]++;
  const values = [];
  const weights = [];
  for (let v = 0; v < counts.length; v++) {
    if (counts[v] > 0) {
      values.push(v + minR);
      weights.push(counts[v]);
    }
  }
  // P(a player rated R − d beats one rated R) for every whole gap d that can occur.
  const gapLow = Math.min(CF_LOW, minR) - maxR;
  const gapHigh = Math.max(CF_HIGH, maxR) - minR;
  const beats = new Float64Array(gapHigh - gapLow + 1);
  for (let d = gapLow; d <= gapHigh; d++) beats[d - gapLow] = 1 / (1 + 10 ** (d / 400));
  const seedLow = Math.min(CF_LOW, minR);
  const seedMemo = new Float64Array(Math.max(CF_HIGH, maxR) - seedLow + 1).fill(Number.NaN);
  const seedAll = (r) => {
    const at = r - seedLow;
    let s = seedMemo[at];
    if (Number.isNaN(s)) {
      s = 1;
      for (let v = 0; v < values.length; v++) s += weights[v] * beats[r - values[v] - gapLow];
      seedMemo[at] = s;
    }
    return s;
  };
  const delta = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const own = ratings[i];
    // Against the others only: take out i's own term (P(own beats R)).
    const seedOf = (r) => seedAll(r) - beats[r - own - gapLow];
    const seed = seedOf(own);
    const target = Math.sqrt(seed * place[i]);
    let left = CF_LOW;
    let right = CF_HIGH;
    while (right - left > 1) {
      const mid = (left + right) >> 1;
      if (seedOf(mid) < target) right = mid;
      else left = mid;
    }
    delta[i] = Math.trunc((left - own) / 2);
  }
  let sum = 0;
  for (let i = 0; i < n; i++) sum += delta[i];
  const inc = Math.trunc(-sum / n) - 1;
  for (let i = 0; i < n; i++) delta[i] += inc;
  const byRating = Array.from({ length: n }, (_, i) => i).sort((a, b) => ratings[b] - ratings[a]);
  const top = Math.min(n, 4 * Math.round(Math.sqrt(n)));
  let sumTop = 0;
  for (let k = 0; k < top; k++) sumTop += delta[byRating[k]];
  const inc2 = Math.min(Math.max(Math.trunc(-sumTop / top), -10), 0);
  const after = new Int32Array(n);
  for (let i = 0; i < n; i++) after[i] = ratings[i] + delta[i] + inc2;
  return after;
}

// ---- The simulation ----------------------------------------------------------------------------

const skill = new Float64Array(PLAYERS);
for (let p = 0; p < PLAYERS; p++) skill[p] = SKILL_MEAN + SKILL_SD * normal();
const ours = new Float64Array(PLAYERS).fill(START_RATING);
const oursContests = new Int32Array(PLAYERS);
const codeforces = new Int32Array(PLAYERS).fill(START_RATING);

const methods = ['ours', 'codeforces', 'ceiling (true skill)'];
const totals = methods.map(() => ({ all: [0, 0], late: [0, 0] }));
const started = Date.now();
let participations = 0;

for (let round = 1; round <= ROUNDS; round++) {
  if (DRIFT > 0 && round > 1) for (let p = 0; p < PLAYERS; p++) skill[p] += DRIFT * normal();
  const share = SHARE_MIN + (SHARE_MAX - SHARE_MIN) * random();
  const field = [];
  for (let p = 0; p < PLAYERS; p++) if (random() < share) field.push(p);
  const performance = new Map(field.map((p) => [p, skill[p] + NOISE_SD * normal()]));
  const finish = [...field].sort((a, b) => performance.get(b) - performance.get(a));
  participations += finish.length;

  const predictions = [
    finish.map((p) => ours[p]),
    finish.map((p) => codeforces[p]),
    finish.map((p) => skill[p]),
  ];
  predictions.forEach((predicted, m) => {
    const { pairInversion, rankDeviation } = score(predicted);
    const t = totals[m];
    t.all[0] += pairInversion;
    t.all[1] += rankDeviation;
    if (round > WARMUP) {
      t.late[0] += pairInversion;
      t.late[1] += rankDeviation;
    }
  });

  const changes = rateContest(
    finish.map((p, k) => ({
      id: String(p),
      rating: ours[p],
      contestsRated: oursContests[p],
      score: finish.length - k,
      penalty: 0,
    })),
    { gamesPerContest: GAMES },
  );
  finish.forEach((p, k) => {
    ours[p] = changes[k].after;
    oursContests[p]++;
  });

  const after = codeforcesContest(
    Int32Array.from(finish, (p) => codeforces[p]),
    Int32Array.from(finish, (_, k) => k + 1),
  );
  finish.forEach((p, k) => {
    codeforces[p] = after[k];
  });
}

const lateRounds = Math.max(0, ROUNDS - WARMUP);
const pct = (x) => x.toFixed(2).padStart(6);
console.log(
  `Contest rating, synthetic: ${PLAYERS.toLocaleString('en-US')} players (skill N(${SKILL_MEAN}, ${SKILL_SD}²), ` +
    `noise sd ${NOISE_SD}), ${ROUNDS} rounds of ${SHARE_MIN * 100}-${SHARE_MAX * 100} % of players ` +
    `(${Math.round(participations / ROUNDS).toLocaleString('en-US')} on average), seed ${SEED}${DRIFT > 0 ? `, skill drift sd ${DRIFT} a round` : ''}; ours with G = ${GAMES}`,
);
console.log('');
console.log(
  `${'method'.padEnd(22)} | rounds ${WARMUP + 1}-${ROUNDS}: pair inv. %  rank dev. % | all rounds: pair inv. %  rank dev. %`,
);
console.log('-'.repeat(100));
methods.forEach((name, m) => {
  const t = totals[m];
  const late =
    lateRounds > 0
      ? `${pct(t.late[0] / lateRounds)}       ${pct(t.late[1] / lateRounds)}`
      : '     -            -';
  console.log(
    `${name.padEnd(22)} | ${''.padEnd(9)}${late}      | ${''.padEnd(10)}${pct(t.all[0] / ROUNDS)}       ${pct(t.all[1] / ROUNDS)}`,
  );
});
console.log('');
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
