// Prints five generated questions of a topic, with answers and solutions, for a human read.
// Usage: npm run content:sample -- <topic-slug> [count] [--hi]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const topic = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const lang = args.includes('--hi') ? 'hi' : 'en';
if (!topic) {
  console.error('Usage: npm run content:sample -- <topic-slug> [count] [--hi]');
  process.exit(2);
}

// The content package is TypeScript: bundle the bank module once into a temporary file and load it.
const dir = mkdtempSync(path.join(tmpdir(), 'content-sample-'));
const outfile = path.join(dir, 'bank.mjs');
await build({
  absWorkingDir: root,
  entryPoints: ['packages/content/src/index.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  logLevel: 'error',
});
writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
const { GENERATORS, bankSeeds, generateQuestion } = await import(outfile);
rmSync(dir, { recursive: true, force: true });

const text = (t) => (typeof t === 'string' ? t : (t[lang] ?? t.en ?? ''));
const generators = GENERATORS.filter((g) => g.topic === topic);
if (generators.length === 0) {
  console.error(`No generator for the topic "${topic}".`);
  process.exit(1);
}
let shown = 0;
for (let i = 0; shown < count && i < count * generators.length; i++) {
  const generator = generators[i % generators.length];
  const seed = bankSeeds(generator)[Math.floor(i / generators.length)];
  const q = generateQuestion(generator, seed);
  shown++;
  console.log(`\n━━ ${generator.id} (${generator.difficulty}, seed ${seed}) — ${text(q.title)}`);
  console.log(text(q.statement));
  q.options.forEach((o, k) => {
    const right = q.answer.kind === 'choice' && q.answer.correct.includes(k);
    console.log(`  ${right ? '✔' : ' '} ${String.fromCharCode(65 + k)}. ${text(o)}`);
  });
  if (q.answer.kind === 'numeric') console.log(`  Answer: ${q.answer.value} (±${q.answer.tolerance})`);
  console.log(`\nSolution:\n${text(q.solution)}`);
}
