// Per topic: shapes, distinct stems, answer positions, how often the right option is the longest,
// the difficulty mix and the CAT-level share (docs/question-bank.md; issue 12's targets).
// Usage: npm run content:report [-- --course <slug>] [--summary]
import { loadContent } from './load-content.mjs';

const args = process.argv.slice(2);
const course = args.includes('--course') ? args[args.indexOf('--course') + 1] : undefined;
const { generatedBank, generatedSetBank, authoredBank, contentReport, SHAPE_TARGET } = await loadContent();

const started = Date.now();
const authored = authoredBank();
const bank = {
  singles: [...generatedBank(), ...authored.questions],
  sets: [...generatedSetBank(), ...authored.sets],
};
const report = contentReport(bank).filter((r) => !course || r.course === course);

const pct = (x) => `${Math.round(x * 100)}%`;
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

let current = '';
for (const r of report) {
  if (r.course !== current) {
    current = r.course;
    console.log(`\n${r.course}`);
    console.log(
      `  ${pad('topic', 32)}${padL('qns', 6)}${padL('shapes', 8)}${padL('stems', 7)}  positions 1/2/3/4   longest  easy/med/hard   CAT`,
    );
  }
  const target = SHAPE_TARGET[r.course];
  const flag = target && r.shapes < target ? '!' : ' ';
  console.log(
    `  ${pad(r.topic, 32)}${padL(r.questions, 6)}${padL(r.shapes, 7)}${flag}${padL(r.stems, 7)}  ${pad(r.positions.map(pct).join('/'), 19)}${padL(pct(r.longestRight), 7)}  ${pad([r.difficulty.easy, r.difficulty.medium, r.difficulty.hard].map(pct).join('/'), 14)}${padL(pct(r.catLevel), 5)}`,
  );
}

console.log('\nSummary');
for (const [slug, target] of [
  ...Object.entries(SHAPE_TARGET),
  ['verbal-ability'],
  ['reading-comprehension'],
]) {
  const rows = report.filter((r) => r.course === slug);
  if (rows.length === 0) continue;
  const questions = rows.reduce((n, r) => n + r.questions, 0);
  const shapes = rows.map((r) => r.shapes).sort((a, b) => a - b);
  const median = shapes[Math.floor(shapes.length / 2)];
  const line = [`${rows.length} topics`, `${questions} questions`, `median shapes ${median}`];
  if (target) line.push(`topics with ≥ ${target} shapes: ${rows.filter((r) => r.shapes >= target).length}`);
  if (target) line.push(`CAT level ≥ 15 %: ${rows.filter((r) => r.catLevel >= 0.15).length}`);
  if (slug === 'reading-comprehension') {
    const longest = rows.reduce((n, r) => n + r.longestRight * r.questions, 0) / questions;
    line.push(`passages ${rows.reduce((n, r) => n + r.shapes, 0)}`, `right option longest ${pct(longest)}`);
  }
  if (slug === 'verbal-ability')
    line.push(`topics with ≥ 150 items: ${rows.filter((r) => r.questions >= 150).length}`);
  console.log(`  ${slug}: ${line.join(', ')}`);
}
console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
