// Build step (after the question bank): typesets every text of the bank and the lessons into the
// store beside the bundled server (issue 15), so no page view renders Markdown or maths the build
// saw. Texts a store of the same renderer holds already are copied, not typeset again; the rest are
// shared out to worker threads. Run: node apps/server/dist/write-rich-texts.js
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { lessonsByTopic } from '@preparena/content';
import { type RichTextMode, richTextHash } from '@preparena/shared';
import { htmlStoreWriter, openHtmlStore } from '../lib/rich-text/html-store.js';
import {
  BUILT_STORE_PATH,
  RENDERER_VERSION,
  type RichTexts,
  textVersions,
  typesetText,
} from '../lib/rich-text/rendered.js';
import { lessonTexts } from '../modules/learn/index.js';
import { bankTexts, readBuiltQuestionBank } from '../modules/practice/index.js';

type Job = Array<[string, RichTextMode]>;
const BATCH = 400;

/** Every distinct text (each language version) the bank's and the lessons' pages show. */
function wantedTexts(): Map<string, [string, RichTextMode, [number, number]]> {
  const bank = readBuiltQuestionBank();
  if (!bank) throw new Error('No built question bank: run the question bank step first');
  const all: RichTexts = [...bankTexts(bank)];
  for (const { lesson } of lessonsByTopic().values()) all.push(...lessonTexts(lesson));
  const out = new Map<string, [string, RichTextMode, [number, number]]>();
  for (const [text, mode] of all)
    for (const version of textVersions(text)) {
      const hash = richTextHash(version, mode);
      out.set(`${hash[0]}:${hash[1]}`, [version, mode, hash]);
    }
  return out;
}

async function main() {
  const started = Date.now();
  const wanted = wantedTexts();
  const previous = openHtmlStore(BUILT_STORE_PATH, RENDERER_VERSION);
  const writer = htmlStoreWriter(BUILT_STORE_PATH, RENDERER_VERSION);
  const todo: Array<[string, RichTextMode, [number, number]]> = [];
  let copied = 0;
  for (const entry of wanted.values()) {
    const html = previous?.get(...entry[2]);
    if (html === undefined) todo.push(entry);
    else {
      writer.add(...entry[2], html);
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
        const html = await new Promise<string[]>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.postMessage(batch.map(([text, mode]) => [text, mode]) satisfies Job);
        });
        for (const [i, [, , hash]] of batch.entries()) writer.add(...hash, html[i] as string);
        done += batch.length;
        if (done % (BATCH * 25) < BATCH) process.stdout.write(`  ${done} of ${todo.length} typeset\n`);
      }
      await worker.terminate();
    }),
  );
  const { texts, bytes } = writer.finish();
  console.log(
    `${texts} texts (${copied} kept from the last build, ${todo.length} typeset), ` +
      `${(bytes / 1e6).toFixed(0)} MB, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

if (isMainThread) await main();
else
  parentPort?.on('message', (job: Job) =>
    parentPort?.postMessage(job.map(([text, mode]) => typesetText(text, mode))),
  );
