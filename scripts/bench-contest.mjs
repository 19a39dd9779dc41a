// npm run bench:contest: a live sprint under load on PostgreSQL, end to end with the production build.
// On a fresh database beside DATABASE_URL, starts two server processes sharing it and REDIS_URL (the
// first migrates and seeds; both are timed), writes the learners and signs their tokens
// (apps/server/dist/contest-bench-setup.js), then through the API creates a sprint, registers and
// enters every learner. For BENCH_CONTEST_SECONDS the learners answer their questions at random
// moments (keep-alive agents, at most BENCH_CONCURRENCY in flight, spread over both processes) while
// BENCH_SSE_CLIENTS hold the live board's event stream open. Prints answers/s, latency, status counts,
// answers lost (a 2xx missing from participation_answers), the events the watchers received, the same
// client's req/s against a bare route answering the same bytes (the bound, in the same run), and the
// time from the contest's end job falling due to its rating run being stored. Exits 1 on a 5xx or a
// lost answer. Options (env): BENCH_CONTEST_SECONDS (60), BENCH_PARTICIPANTS (2,000),
// BENCH_QUESTIONS (10), BENCH_SSE_CLIENTS (200), BENCH_CONCURRENCY (64), BENCH_BOUND_SECONDS (10),
// BENCH_PROCESSES (2), DATABASE_URL, REDIS_URL.
import { fork, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_CONTEST_SECONDS ?? 60);
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 2_000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 10);
const SSE_CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const BOUND_SECONDS = Number(process.env.BENCH_BOUND_SECONDS ?? 10);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const HOST = '127.0.0.1';
const APP_PORTS = [3411, 3412, 3413, 3414].slice(0, PROCESSES);
const BARE_PORTS = [3421, 3422, 3423, 3424].slice(0, PROCESSES);

const seconds = (ms) => (ms / 1000).toFixed(1);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The bound: a bare Fastify route answering the answer URL with a real answer's bytes, no work. */
async function bareRoute() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const body = process.env.BENCH_BARE_BODY ?? '{}';
  app.put('/api/participations/:pid/answers/:n', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(body),
  );
  await app.listen({ port: Number(process.env.PORT), host: HOST });
  process.send?.('ready');
}

/** A fresh PostgreSQL database beside the one DATABASE_URL names; dropped at the end. */
async function freshPostgres(baseUrl) {
  const url = new URL(baseUrl);
  const name = `preparena_bench_contest_${Date.now()}`;
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

async function waitFor(url, timeoutSeconds = 180) {
  const until = Date.now() + timeoutSeconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutSeconds} s`);
}

/** One HTTP request on a keep-alive agent; resolves with status, body and milliseconds taken. */
function send(agent, port, method, route, { token, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const started = performance.now();
    const req = http.request({ host: HOST, port, method, path: route, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `work` over `items` with at most `limit` at once. */
async function inPool(items, limit, work) {
  let next = 0;
  const results = new Array(items.length);
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

/**
 * Sends answers while `nextDue(elapsedMs)` has one due, at most CONCURRENCY in flight, until
 * `durationMs`; then waits for what is in flight. Round-robins over the ports.
 */
function drive(ports, agents, nextDue, durationMs) {
  const stats = {
    sent: 0,
    s2xx: 0,
    s4xx: 0,
    s5xx: 0,
    network: 0,
    latencies: [],
    lags: [],
    ok: [],
    codes: {},
  };
  let inFlight = 0;
  let turn = 0;
  const start = performance.now();
  return new Promise((resolve) => {
    let timer;
    const pump = () => {
      const now = performance.now() - start;
      while (inFlight < CONCURRENCY && now < durationMs) {
        const item = nextDue(now);
        if (!item) break;
        const slot = turn++ % ports.length;
        inFlight++;
        stats.sent++;
        stats.lags.push(now - item.at);
        send(agents[slot], ports[slot], 'PUT', item.route, { token: item.token, body: item.body })
          .then(
            (res) => {
              stats.latencies.push(res.ms);
              if (res.status >= 200 && res.status < 300) {
                stats.s2xx++;
                stats.ok.push(item);
                stats.lastBody ??= res.text;
              } else {
                if (res.status >= 500) stats.s5xx++;
                else stats.s4xx++;
                let code = String(res.status);
                try {
                  code = `${res.status} ${JSON.parse(res.text).code ?? ''}`.trim();
                } catch {}
                stats.codes[code] = (stats.codes[code] ?? 0) + 1;
              }
            },
            (error) => {
              stats.network++;
              stats.codes[error.message] = (stats.codes[error.message] ?? 0) + 1;
            },
          )
          .finally(() => {
            inFlight--;
            pump();
          });
      }
      if (now >= durationMs && inFlight === 0) {
        clearInterval(timer);
        stats.seconds = (performance.now() - start) / 1000;
        stats.sendingSeconds = Math.min(durationMs, performance.now() - start) / 1000;
        resolve(stats);
      }
    };
    timer = setInterval(pump, 2);
    pump();
  });
}

const percentile = (values, q) => {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/**
 * A watcher of the live board: counts the `standings` and `refresh` events it receives. It scans the
 * raw bytes for the event lines (JSON data never holds a raw newline), so that the load generator,
 * which shares the cores, does not spend them parsing the boards.
 */
const STANDINGS = Buffer.from('\nevent: standings\n');
const REFRESH = Buffer.from('\nevent: refresh\n');
const OPENED = Buffer.from('retry:');

/** How often `needle` occurs in `chunk`, plus the occurrences that began in `tail` (the bytes before it). */
function countIn(tail, chunk, needle) {
  let n = 0;
  for (let at = chunk.indexOf(needle); at >= 0; at = chunk.indexOf(needle, at + needle.length)) n++;
  const window = Buffer.concat([tail, chunk.subarray(0, needle.length - 1)]);
  for (let at = window.indexOf(needle); at >= 0; at = window.indexOf(needle, at + 1))
    if (at < tail.length && at + needle.length > tail.length) n++;
  return n;
}

function watchBoard(port, contestId) {
  const state = { port, standings: 0, refresh: 0, bytes: 0, open: false, error: null, closed: false };
  const req = http.get(
    {
      host: HOST,
      port,
      path: `/api/contests/${contestId}/leaderboard/stream`,
      agent: false,
      headers: { accept: 'text/event-stream' },
    },
    (res) => {
      if (res.statusCode !== 200) state.error = `status ${res.statusCode}`;
      // The end of the previous chunk, so that an event line cut in two is still found.
      let tail = Buffer.alloc(0);
      res.on('data', (chunk) => {
        state.bytes += chunk.length;
        state.standings += countIn(tail, chunk, STANDINGS);
        state.refresh += countIn(tail, chunk, REFRESH);
        if (!state.open && chunk.indexOf(OPENED) >= 0) state.open = true;
        tail = Buffer.concat([tail, chunk]).subarray(-STANDINGS.length);
      });
      res.on('close', () => {
        state.closed = true;
      });
    },
  );
  req.on('error', (error) => {
    state.error ??= error.message;
  });
  state.stop = () => req.destroy();
  return state;
}

function startServer(label, port, databaseUrl, jwtSecret) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'preparena-bench-contest-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'off',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    REDIS_URL,
    PORT: String(port),
    HOST,
  };
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env,
    stdio: 'inherit',
  });
  const exited = new Promise((r) => child.once('exit', r));
  return { label, port, dataDir, env, child, exited };
}

async function main() {
  const runStarted = performance.now();
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const jwtSecret = randomBytes(32).toString('base64url');
  const database = await freshPostgres(BASE_URL);
  const sql = new pg.Client({ connectionString: database.url });
  const servers = [];
  const bare = [];
  const watchers = [];
  const agents = APP_PORTS.map(
    () => new http.Agent({ keepAlive: true, maxSockets: Math.ceil(CONCURRENCY / PROCESSES) }),
  );
  let failed = false;
  try {
    console.log(`\n▶ PostgreSQL ${new URL(database.url).pathname.slice(1)}, Redis ${REDIS_URL}`);
    for (const [i, port] of APP_PORTS.entries()) {
      const started = performance.now();
      const server = startServer(`process ${i + 1}`, port, database.url, jwtSecret);
      servers.push(server);
      await waitFor(`http://${HOST}:${port}/api/health`);
      console.log(
        `${server.label} answered /api/health ${seconds(performance.now() - started)} s after its start` +
          (i === 0 ? ' (migrations + seeding a fresh database)' : ' (database already seeded)'),
      );
    }
    await sql.connect();

    let started = performance.now();
    const setup = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/contest-bench-setup.js')], {
      env: {
        ...servers[0].env,
        BENCH_PARTICIPANTS: String(PARTICIPANTS),
        BENCH_QUESTIONS: String(QUESTIONS),
      },
      stdio: 'inherit',
    });
    if (setup.status !== 0) throw new Error('contest-bench-setup failed');
    const fixture = JSON.parse(
      readFileSync(path.join(servers[0].dataDir, 'contest-bench-fixture.json'), 'utf8'),
    );
    const { tokens, staffToken, questions } = fixture;

    // The sprint, its registrations and entries, through the API as a browser would.
    const created = await send(agents[0], APP_PORTS[0], 'POST', '/api/admin/contests', {
      token: staffToken,
      body: {
        title: 'Bench Sprint',
        format: 'sprint',
        scheme: 'cat',
        startsAt: new Date(Date.now() + 120_000).toISOString(),
        sections: [{ title: 'Quant', durationMinutes: 30, questionNumbers: questions.map((q) => q.number) }],
      },
    });
    if (created.status !== 201) throw new Error(`creating the contest: ${created.status} ${created.text}`);
    const contestId = JSON.parse(created.text).id;
    const viaApi = async (label, method, route, expected) => {
      const t0 = performance.now();
      const results = await inPool(tokens, CONCURRENCY, (token, i) =>
        send(agents[i % PROCESSES], APP_PORTS[i % PROCESSES], method, route, { token }),
      );
      const bad = results.filter((r) => !expected.includes(r.status));
      if (bad.length > 0)
        throw new Error(`${label}: ${bad.length} failed, e.g. ${bad[0].status} ${bad[0].text}`);
      const ms = performance.now() - t0;
      console.log(
        `${label}: ${results.length} in ${seconds(ms)} s (${Math.round(results.length / (ms / 1000))}/s)`,
      );
      return results;
    };
    await viaApi('registrations', 'POST', `/api/contests/${contestId}/register`, [200]);
    // The start passes (as the tests do it): the contest is live for its 30 minutes.
    await sql.query(`update contests set starts_at = now() - interval '1 second' where id = $1`, [contestId]);
    const entries = await viaApi('entries', 'POST', `/api/contests/${contestId}/participations`, [201]);
    const pids = entries.map((r) => JSON.parse(r.text).participationId);
    console.log(`setup through the API done in ${seconds(performance.now() - started)} s`);

    // Each learner answers 5 to 10 of the questions, once each, at random moments of the window.
    const schedule = [];
    for (const [p, token] of tokens.entries()) {
      const order = questions.map((_, n) => n).sort(() => Math.random() - 0.5);
      for (const n of order.slice(0, 5 + Math.floor(Math.random() * (QUESTIONS - 4)))) {
        const q = questions[n];
        const right = Math.random() < 0.6;
        const answer = right ? q.correct : [((q.correct[0] ?? 0) + 1) % q.optionCount];
        schedule.push({
          at: Math.random() * SECONDS * 1000,
          pid: pids[p],
          n: n + 1,
          token,
          route: `/api/participations/${pids[p]}/answers/${n + 1}`,
          body: { answer, seconds: 5 + Math.round(Math.random() * 60) },
        });
      }
    }
    schedule.sort((a, b) => a.at - b.at);

    for (let i = 0; i < SSE_CLIENTS; i++) watchers.push(watchBoard(APP_PORTS[i % PROCESSES], contestId));
    const watchUntil = Date.now() + 30_000;
    while (watchers.some((w) => !w.open && !w.error) && Date.now() < watchUntil) await sleep(100);
    const broken = watchers.filter((w) => !w.open);
    if (broken.length > 0) throw new Error(`${broken.length} event streams did not open: ${broken[0].error}`);
    console.log(`${SSE_CLIENTS} event streams open; answering for ${SECONDS} s…`);

    let nextIndex = 0;
    const load = await drive(
      APP_PORTS,
      agents,
      (now) => (nextIndex < schedule.length && schedule[nextIndex].at <= now ? schedule[nextIndex++] : null),
      SECONDS * 1000,
    );
    await sleep(1_000);
    const events = watchers.map((w) => w.standings).sort((a, b) => a - b);
    const streamBytes = watchers.reduce((sum, w) => sum + w.bytes, 0);
    const droppedStreams = watchers.filter((w) => w.closed || w.error).length;

    // Every 2xx must be in participation_answers.
    const stored = await sql.query(
      `select a.participation_id::text as pid, a.number from participation_answers a
       join participations p on p.id = a.participation_id where p.contest_id = $1`,
      [contestId],
    );
    const storedKeys = new Set(stored.rows.map((r) => `${r.pid}:${r.number}`));
    const lost = load.ok.filter((item) => !storedKeys.has(`${item.pid}:${item.n}`)).length;

    // The bound: the same client and requests against bare routes with a real answer's bytes.
    for (const port of BARE_PORTS) {
      const child = fork(fileURLToPath(import.meta.url), ['--bare'], {
        env: { PORT: String(port), BENCH_BARE_BODY: load.lastBody ?? '{"correct":true,"points":3}' },
      });
      bare.push(child);
      await new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', () => reject(new Error('the bare route did not start')));
      });
    }
    const bareAgents = BARE_PORTS.map(
      () => new http.Agent({ keepAlive: true, maxSockets: Math.ceil(CONCURRENCY / PROCESSES) }),
    );
    const bound = await drive(
      BARE_PORTS,
      bareAgents,
      () => ({ ...pick(schedule), at: 0 }),
      BOUND_SECONDS * 1000,
    );
    for (const agent of bareAgents) agent.destroy();

    // The end: the start moves back past the duration and the end job falls due now.
    started = performance.now();
    await sql.query(`update contests set starts_at = now() - interval '31 minutes' where id = $1`, [
      contestId,
    ]);
    await sql.query(`update jobs set run_at = now() where key = $1`, [`contest.end:${contestId}`]);
    // rated_at is the rating transaction's start; the run is over when it is visible (polled every
    // 100 ms, on the database's clock) and its job is marked done.
    const due = `select extract(epoch from now() - e.run_at)::float8 as seen from contests c
       join jobs e on e.key = 'contest.end:' || c.id::text where c.id = $1 and c.rated_at is not null`;
    let seen;
    while (seen === undefined && performance.now() - started < 180_000) {
      seen = (await sql.query(due, [contestId])).rows[0]?.seen;
      if (seen === undefined) await sleep(100);
    }
    if (seen === undefined) throw new Error('the contest was not rated within 180 s of its end');
    let timing;
    while (!timing && performance.now() - started < 190_000) {
      const { rows } = await sql.query(
        `select extract(epoch from c.released_at - e.run_at)::float8 as picked,
                extract(epoch from e.done_at - c.released_at)::float8 as closing,
                extract(epoch from r.done_at - e.done_at)::float8 as rating,
                extract(epoch from r.done_at - e.run_at)::float8 as total
         from contests c join jobs e on e.key = 'contest.end:' || c.id::text
         join jobs r on r.key = 'contest.rate:' || c.id::text
         where c.id = $1 and r.done_at is not null`,
        [contestId],
      );
      timing = rows[0];
      if (!timing) await sleep(100);
    }
    if (!timing) throw new Error('the rating job was not marked done');
    const {
      rows: [counts],
    } = await sql.query(
      `select (select count(*)::int from contest_ratings where contest_id = $1) as rated,
              (select count(distinct a.participation_id)::int from participation_answers a
                 join participations p on p.id = a.participation_id where p.contest_id = $1) as answered,
              (select count(*)::int from participations where contest_id = $1 and status = 'open') as open`,
      [contestId],
    );
    await sleep(1_500);
    const refreshed = watchers.filter((w) => w.refresh > 0).length;

    const answersPerSecond = load.s2xx / load.sendingSeconds;
    const boundPerSecond = bound.s2xx / bound.sendingSeconds;
    const p = (values, q) => percentile(values, q).toFixed(1);
    console.log(`\nContest load: ${PROCESSES} server processes, PostgreSQL + Redis, ${SECONDS} s`);
    console.log(
      `participants                ${PARTICIPANTS} (${QUESTIONS}-question sprint), ${SSE_CLIENTS} board watchers`,
    );
    console.log(
      `answers scheduled / sent    ${schedule.length} / ${load.sent} (at most ${CONCURRENCY} in flight)`,
    );
    console.log(`answers/s                   ${answersPerSecond.toFixed(0)} (2xx per second of the window)`);
    console.log(`latency p50 / p99           ${p(load.latencies, 0.5)} / ${p(load.latencies, 0.99)} ms`);
    console.log(
      `behind schedule p50 / p99   ${p(load.lags, 0.5)} / ${p(load.lags, 0.99)} ms ` +
        (percentile(load.lags, 0.99) < 1_000
          ? '(the servers kept up: answers/s is the offered rate, not their capacity)'
          : '(the servers fell behind: answers/s is their capacity under this load)'),
    );
    console.log(`2xx / 4xx / 5xx / network   ${load.s2xx} / ${load.s4xx} / ${load.s5xx} / ${load.network}`);
    if (Object.keys(load.codes).length > 0) console.log('non-2xx                    ', load.codes);
    console.log(`answers lost                ${lost} (2xx missing from participation_answers)`);
    console.log(
      `SSE standings events        ${events.reduce((a, b) => a + b, 0)} in all; per client min ${events[0] ?? 0}, ` +
        `median ${events[Math.floor(events.length / 2)] ?? 0}; streams dropped ${droppedStreams}; ` +
        `${(streamBytes / 1e6).toFixed(1)} MB received (${Math.round(
          streamBytes /
            Math.max(
              1,
              events.reduce((a, b) => a + b, 0),
            ) /
            1000,
        )} kB an event)`,
    );
    console.log(
      `bound (bare route, same bytes, same client) ${boundPerSecond.toFixed(0)} req/s over ${BOUND_SECONDS} s; ` +
        `answers/s share ${(answersPerSecond / boundPerSecond).toFixed(3)}`,
    );
    console.log(
      `rating run                  ${seen.toFixed(1)} s from the end job falling due to rated_at being seen ` +
        `(jobs: end picked up after ${timing.picked.toFixed(1)} s, closing sittings + release ` +
        `${timing.closing.toFixed(1)} s, rating job ${timing.rating.toFixed(2)} s; both done ${timing.total.toFixed(1)} s after due)`,
    );
    console.log(
      `rated participants          ${counts.rated} (of ${counts.answered} who answered); open sittings left ${counts.open}; ` +
        `watchers told to refresh ${refreshed}/${SSE_CLIENTS}`,
    );
    console.log(
      `whole run                   ${seconds(performance.now() - runStarted)} s so far (build, start, setup, load, bound, end)`,
    );
    if (load.s5xx > 0 || lost > 0 || load.s2xx === 0) {
      console.error(`\nFAILED: ${load.s5xx} server errors, ${lost} answers lost`);
      failed = true;
    }
  } finally {
    for (const w of watchers) w.stop();
    for (const agent of agents) agent.destroy();
    for (const child of bare) child.kill('SIGTERM');
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true });
    await sql.end().catch(() => undefined);
    await database.drop();
  }
  if (failed) process.exit(1);
}

if (process.argv[2] === '--bare') await bareRoute();
else await main();
