// npm run bench: seeds a large database (the full bank, 10,000 users, 200,000 attempts), then measures
// with autocannon, in one run, a bare Fastify route (the ceiling of this machine), the filtered
// practice list, a question page and posting an attempt, on PGlite and, when DATABASE_URL is set, on
// a fresh PostgreSQL database next to it (question pages drawn with a popular-question skew). Prints
// req/s, p50/p99, each one's ratio to the ceiling and its share of its bound against the targets,
// and for context the app's floor (a 404 through all its hooks) and, for each endpoint, a bare
// Fastify route sending that endpoint's real answer to the same requests (the best reachable here).
// Options (env): BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (5, unmeasured first), BENCH_CONNECTIONS (50),
// BENCH_USERS, BENCH_ATTEMPTS; BENCH_ONLY (endpoints to measure, e.g. "question,attempt"),
// BENCH_SKIP_PGLITE=1 (PostgreSQL only), BENCH_PROFILE (a folder: the server writes a CPU profile there),
// BENCH_NODE_FLAGS (Node flags for the server, e.g. "--trace-gc"),
// BENCH_ROUNDS (3: an endpoint and its bound are measured in turns, in this many slices each),
// BENCH_POPULAR_SHARE (0.9: the share of question requests on the popular questions; 1 measures
// questions that stay cached, 0 nearly all first views).
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Each endpoint first runs unmeasured for a while, so its caches hold what steady traffic would find.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
// An endpoint and its bound are measured in turns, this many slices each (about SECONDS per side).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const APP_PORT = 3401;
const CEILING_PORT = 3402;
// Targets (issue 15) as shares of each endpoint's own bound: the same requests answered, in the same
// run, by a bare route sending that endpoint's real bytes; and p99 under 50 ms for all three.
const TARGETS = { list: 0.7, question: 0.6, attempt: 0.25 };
const P99_MAX_MS = 50;
// Question traffic as a real site sees it: most requests on a few thousand popular questions
// (Zipf-like over their ranks), the rest spread over the whole bank. The targets are for 0.9.
const POPULAR_QUESTIONS = 3000;
const POPULAR_SHARE = Number(process.env.BENCH_POPULAR_SHARE ?? 0.9);
if (!(POPULAR_SHARE >= 0 && POPULAR_SHARE <= 1))
  throw new Error('BENCH_POPULAR_SHARE is a share from 0 to 1');
// How many real answers of each endpoint its bound sends (one at random per request).
const BOUND_SAMPLES = 100;

/** Draws from `items`: POPULAR_SHARE of draws Zipf(1) over POPULAR_QUESTIONS of them, the rest uniform. */
function skewed(items) {
  const any = () => items[Math.floor(Math.random() * items.length)];
  const popular = Array.from({ length: Math.min(POPULAR_QUESTIONS, items.length) }, any);
  const cumulative = [];
  let total = 0;
  for (let rank = 1; rank <= popular.length; rank++) {
    total += 1 / rank;
    cumulative.push(total);
  }
  return () => {
    if (Math.random() >= POPULAR_SHARE) return any();
    const x = Math.random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return popular[lo];
  };
}

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/** A fresh PostgreSQL database beside the one DATABASE_URL names; dropped at the end. */
async function freshPostgres(baseUrl) {
  const url = new URL(baseUrl);
  const name = `preparena_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function waitFor(url, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function autocannonRun(options, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** What runs of one kind add up to: mean req/s, median p50, the worst p99, all errors. */
function combined(label, parts) {
  const p50s = parts.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    label,
    rps: parts.reduce((sum, r) => sum + r.requests.average, 0) / parts.length,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...parts.map((r) => r.latency.p99)),
    errors: parts.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

async function run(label, options) {
  if (WARMUP_SECONDS > 0) await autocannonRun(options, WARMUP_SECONDS);
  return combined(label, [await autocannonRun(options, SECONDS)]);
}

/**
 * An endpoint and its bound, each warmed up, then measured in turns (ROUNDS slices of each, SECONDS
 * in all per side): the share is taken over the same stretch of the machine's time, and the spread
 * of the rounds' shares is reported with it.
 */
async function runInTurns(name, appOptions, boundOptions) {
  if (WARMUP_SECONDS > 0) {
    await autocannonRun(appOptions, WARMUP_SECONDS);
    await autocannonRun(boundOptions, WARMUP_SECONDS);
  }
  const slice = Math.max(1, Math.round(SECONDS / ROUNDS));
  const app = [];
  const bound = [];
  for (let round = 0; round < ROUNDS; round++) {
    app.push(await autocannonRun(appOptions, slice));
    bound.push(await autocannonRun(boundOptions, slice));
  }
  const shares = app.map((r, i) => r.requests.average / (bound[i]?.requests.average || 1));
  return [{ ...combined(name, app), shares }, combined(`${name}: same bytes, bare route`, bound)];
}

async function measure(kind, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'preparena-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'off',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
  };
  console.log(`\n▶ ${kind}: seeding the bench database…`);
  const seed = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed-bench.js')], {
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seeding failed');
  const { tokens, choiceQuestions, numericQuestions } = JSON.parse(
    readFileSync(path.join(dataDir, 'bench-fixture.json'), 'utf8'),
  );

  const flags = [
    ...(process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean),
    ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
  ];
  const server = spawn(process.execPath, [...flags, path.join(root, 'apps/server/dist/server.js')], {
    env,
    stdio: 'inherit',
  });
  let ceiling;
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
    const app = `http://127.0.0.1:${APP_PORT}`;
    const bare = `http://127.0.0.1:${CEILING_PORT}`;
    let i = 0;
    const nextUser = () => tokens[i++ % tokens.length];
    const signedIn = (request) => ({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${nextUser()}` },
    });
    // One popularity over the published questions for both page views and attempts: a learner
    // answers the question they opened, so the popular pages are the popular attempts. (Drawing
    // numbers up to the highest one also asked for contest questions, which answer 404.)
    const numeric = new Set(numericQuestions);
    const randomQuestion = skewed([...choiceQuestions, ...numericQuestions]);
    // Type-in answers come as often as the bank has them; the rest pick one of four options.
    const attemptRequest = () => {
      const number = randomQuestion();
      const answer = numeric.has(number) ? Math.floor(Math.random() * 100) : [Math.floor(Math.random() * 4)];
      return {
        method: 'POST',
        path: `/api/questions/${number}/attempts`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answer, seconds: 30 + (i % 90) }),
      };
    };
    const endpoints = {
      list: () => ({
        method: 'GET',
        path: `/api/questions?course=quantitative-aptitude&difficulty=medium&page=${1 + (i % 20)}`,
      }),
      question: () => ({ method: 'GET', path: `/api/questions/${randomQuestion()}` }),
      attempt: attemptRequest,
    };
    const load = (url, make) => ({ url, requests: [{ setupRequest: (r) => signedIn({ ...r, ...make() }) }] });

    // Real answers of each endpoint to requests drawn as the load draws them, for the bare routes
    // below, which answer each request with one of them at random: their bytes are spread as the
    // app's are (question pages run from 1 to 20 KB; one sampled answer made the bound swing).
    const bodies = {};
    for (const [name, make] of Object.entries(endpoints)) {
      bodies[name] = [];
      for (let n = 0; n < BOUND_SAMPLES; n++) {
        const { method, path: route, headers, body } = signedIn(make());
        bodies[name].push(await (await fetch(`${app}${route}`, { method, headers, body })).text());
      }
    }
    const bodiesFile = path.join(dataDir, 'bench-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    ceiling = fork(path.join(root, 'scripts/bench-ceiling.mjs'), {
      env: { PORT: String(CEILING_PORT), BENCH_BODIES: bodiesFile },
    });
    await waitFor(`${bare}/`);

    const results = [];
    results.push(await run('ceiling', { url: `${bare}/` }));
    // The app's own floor: an unknown API path answered 404 through every hook (security headers,
    // session, errors, logging) without a query; no endpoint of the app can be faster than this.
    const floor = await run('app floor (404)', { url: `${app}/api/bench-floor` });
    results.push({ ...floor, errors: 0 });
    const only = process.env.BENCH_ONLY?.split(',');
    for (const [name, make] of Object.entries(endpoints)) {
      if (only && !only.includes(name)) continue;
      // Against the same requests answered by a bare Fastify route with that endpoint's real answer,
      // no work: what any implementation could at best reach on this machine with these requests
      // and bytes. Measured in turns with the app, so a change in the machine's speed meets both.
      results.push(...(await runInTurns(name, load(app, make), load(bare, make))));
    }
    return results;
  } finally {
    server.kill('SIGTERM');
    ceiling?.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(kind, results) {
  const ceiling = results.find((r) => r.label === 'ceiling')?.rps ?? 1;
  console.log(`\n${kind} (${CONNECTIONS} connections, ${SECONDS} s each)`);
  console.log(
    '| endpoint | req/s | p50 ms | p99 ms | ratio to ceiling | share of its bound (rounds) | target share | met | errors |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | :---: | ---: |');
  for (const r of results) {
    const target = TARGETS[r.label];
    const bound = results.find((b) => b.label === `${r.label}: same bytes, bare route`);
    const share = bound ? r.rps / bound.rps : null;
    const spread =
      r.shares?.length > 1
        ? ` (${Math.min(...r.shares).toFixed(2)}-${Math.max(...r.shares).toFixed(2)})`
        : '';
    const met = target ? (share >= target && r.p99 < P99_MAX_MS && r.errors === 0 ? 'yes' : 'no') : '';
    console.log(
      `| ${r.label} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling).toFixed(2)} | ${share === null ? '' : `${share.toFixed(2)}${spread}`} | ${target ? `≥ ${target}, p99 < ${P99_MAX_MS}` : ''} | ${met} | ${r.errors} |`,
    );
  }
}

const runs = process.env.BENCH_SKIP_PGLITE ? [] : [['PGlite', undefined]];
let postgres;
if (process.env.DATABASE_URL) {
  postgres = await freshPostgres(process.env.DATABASE_URL);
  runs.push(['PostgreSQL', postgres.url]);
}
try {
  for (const [kind, url] of runs) report(kind, await measure(kind, url));
} finally {
  await postgres?.drop();
}
