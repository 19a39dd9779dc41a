// npm run bench:rating: times rateContest (packages/shared/src/domain/contest-rating.ts) on one
// contest of 10,000 entrants with random ratings, scores and penalties: bundled with esbuild to a temp
// dir, warmed up, then the median of 5 runs. Exits 1 when the median is over the 0.5 s target.
// Options (env): BENCH_ENTRANTS (10,000), BENCH_RUNS (5).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRANTS = Number(process.env.BENCH_ENTRANTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_SECONDS = 0.5;

const dir = mkdtempSync(path.join(tmpdir(), 'bench-rating-'));
let rateContest;
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
  ({ rateContest } = await import(pathToFileURL(outfile).href));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** Small seeded PRNG (mulberry32), so every run rates the same contest. */
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

// Fractional ratings make every one distinct: no shortcut from repeated values helps.
const random = prng(20_240_601);
const entrants = Array.from({ length: ENTRANTS }, (_, i) => ({
  id: `u${i}`,
  rating: 600 + random() * 2800,
  contestsRated: Math.floor(random() * 10),
  score: Math.floor(random() * 60) * 5,
  penalty: Math.floor(random() * 7200),
}));

for (let i = 0; i < 2; i++) rateContest(entrants);
const times = [];
let changes;
for (let i = 0; i < RUNS; i++) {
  const start = process.hrtime.bigint();
  changes = rateContest(entrants);
  times.push(Number(process.hrtime.bigint() - start) / 1e9);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
if (changes.length !== ENTRANTS) throw new Error('rateContest returned the wrong number of changes');

console.log(
  `rateContest: ${ENTRANTS.toLocaleString('en-US')} participants in ${median.toFixed(2)} s ` +
    `(median of ${RUNS}; target < ${TARGET_SECONDS} s)`,
);
if (median > TARGET_SECONDS) {
  console.error(`over the ${TARGET_SECONDS} s target`);
  process.exit(1);
}
