// Build step (after the question bank): typesets every text of the bank and the lessons into the
// store beside the bundled server (issue 15), so no page view renders Markdown or maths the build
// saw. The store keeps each group of texts a response carries together (a question's statement,
// options and passage; its solution; a lesson's parts) as the entries of its `rendered` map, so a
// question's first view reads one record. Groups a store of the same renderer holds already are
// copied, not typeset again; the rest are shared out to worker threads.
// Run: node apps/server/dist/write-rich-texts.js
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { lessonsByTopic } from '@preparena/content';
import { htmlStoreWriter, openHtmlStore } from '../lib/rich-text/html-store.js';
import {
  BUILT_STORE_PATH,
  entriesHash,
  entriesJson,
  keyedVersions,
  RENDERER_VERSION,
  type RichTexts,
  typesetText,
} from '../lib/rich-text/rendered.js';
import { lessonTexts } from '../modules/learn/index.js';
import { bankTextGroups, readBuiltQuestionBank } from '../modules/practice/index.js';

const BATCH = 200;

/** The entries JSON of each group, typeset here (what a worker does). */
const typesetGroups = (groups: RichTexts[]): string[] =>
  groups.map((group) => entriesJson(keyedVersions(group), (v) => typesetText(v.text, v.mode)));

/** Every group of texts the bank's and the lessons' pages show, each once, by its store hash. */
function wantedGroups(): Map<string, { group: RichTexts; hash: [number, number] }> {
  const bank = readBuiltQuestionBank();
  if (!bank) throw new Error('No built question bank: run the question bank step first');
  const out = new Map<string, { group: RichTexts; hash: [number, number] }>();
  const add = (group: RichTexts) => {
    const versions = keyedVersions(group);
    if (versions.length === 0) return;
    const hash = entriesHash(versions);
    out.set(`${hash[0]}:${hash[1]}`, { group, hash });
  };
  for (const group of bankTextGroups(bank)) add(group);
  for (const { lesson } of lessonsByTopic().values()) add(lessonTexts(lesson));
  return out;
}

async function main() {
  const started = Date.now();
  const wanted = wantedGroups();
  const previous = openHtmlStore(BUILT_STORE_PATH, RENDERER_VERSION);
  const writer = htmlStoreWriter(BUILT_STORE_PATH, RENDERER_VERSION);
  const todo: Array<{ group: RichTexts; hash: [number, number] }> = [];
  let copied = 0;
  for (const entry of wanted.values()) {
    const json = previous?.get(...entry.hash);
    if (json === undefined) todo.push(entry);
    else {
      writer.add(...entry.hash, json);
      copied++;
    }
  }
  previous?.close();
  const workers = Array.from(
    { length: Math.max(1, Math.min(availableParallelism(), Math.ceil(todo.length / BATCH))) },
    () => new Worker(new URL(import.meta.url)),
  );
  let next = 0;
  let done = 0;
  await Promise.all(
    workers.map(async (worker) => {
      while (next < todo.length) {
        const batch = todo.slice(next, next + BATCH);
        next += BATCH;
        const json = await new Promise<string[]>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.postMessage(batch.map((entry) => entry.group));
        });
        for (const [i, entry] of batch.entries()) writer.add(...entry.hash, json[i] as string);
        done += batch.length;
        if (done % (BATCH * 100) < BATCH) process.stdout.write(`  ${done} of ${todo.length} typeset\n`);
      }
      await worker.terminate();
    }),
  );
  const { texts, bytes } = writer.finish();
  console.log(
    `${texts} groups of texts (${copied} kept from the last build, ${todo.length} typeset), ` +
      `${(bytes / 1e6).toFixed(0)} MB, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

if (isMainThread) await main();
else parentPort?.on('message', (groups: RichTexts[]) => parentPort?.postMessage(typesetGroups(groups)));
