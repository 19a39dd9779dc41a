// Prints five questions (or sets) of a topic, generated or authored, with answers and solutions, for a human read.
// Usage: npm run content:sample -- <topic-slug | generator-id> [count] [--hi]
// A generator id (`<topic>/<shape>`) prints that shape only.
import { loadContent } from './load-content.mjs';

const args = process.argv.slice(2);
const topic = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const lang = args.includes('--hi') ? 'hi' : 'en';
if (!topic) {
  console.error('Usage: npm run content:sample -- <topic-slug | generator-id> [count] [--hi]');
  process.exit(2);
}

const {
  GENERATORS,
  SET_GENERATORS,
  AUTHORED_TOPICS,
  bankSeeds,
  bankSetSeeds,
  generateQuestion,
  generateSet,
} = await loadContent();

const text = (t) => (typeof t === 'string' ? t : (t[lang] ?? t.en ?? ''));
// Figures are long data URLs: show their alt text only.
const readable = (t) =>
  text(t).replace(/!\[([^\]]*)\]\(data:image\/svg\+xml;base64,[^)]*\)/g, '[figure: $1]');

function printQuestion(label, q) {
  console.log(`\n━━ ${label} — ${text(q.title)}`);
  console.log(readable(q.statement));
  q.options.forEach((o, k) => {
    const right = q.answer.kind === 'choice' && q.answer.correct.includes(k);
    console.log(`  ${right ? '✔' : ' '} ${k + 1}. ${readable(o)}`);
  });
  if (q.answer.kind === 'numeric') console.log(`  Answer: ${q.answer.value} (±${q.answer.tolerance})`);
  console.log(`\nSolution:\n${readable(q.solution)}`);
}

function printSet(label, set, questions) {
  console.log(`\n════ ${label} — ${text(set.title)}\n${readable(set.body)}`);
  for (const chart of set.charts ?? []) {
    console.log(`\n[${chart.type} chart] ${text(chart.title)}`);
    console.log(`  ${['', ...chart.series.map((x) => text(x.name))].join(' | ')}`);
    for (const [i, c] of chart.categories.entries()) {
      console.log(`  ${[text(c), ...chart.series.map((x) => x.values[i])].join(' | ')}`);
    }
  }
  for (const [i, q] of questions.entries()) printQuestion(`question ${i + 1} of the set`, q);
}

const wanted = (g) => g.topic === topic || g.id === topic;
const generators = GENERATORS.filter(wanted);
const setGenerators = SET_GENERATORS.filter(wanted);
const authored = AUTHORED_TOPICS.find((t) => t.topic === topic);
if (generators.length + setGenerators.length === 0 && !authored) {
  console.error(`Nothing in the bank for the topic "${topic}".`);
  process.exit(1);
}
let shown = 0;
for (let i = 0; shown < count && i < count * generators.length; i++) {
  const generator = generators[i % generators.length];
  const seed = bankSeeds(generator)[Math.floor(i / generators.length)];
  printQuestion(`${generator.id} (${generator.difficulty}, seed ${seed})`, generateQuestion(generator, seed));
  shown++;
}
for (let i = 0; shown < count && i < count * setGenerators.length; i++) {
  const generator = setGenerators[i % setGenerators.length];
  const seed = bankSetSeeds(generator)[Math.floor(i / setGenerators.length)];
  const made = generateSet(generator, seed);
  printSet(`${generator.id} (${generator.difficulty}, seed ${seed})`, made.set, made.questions);
  shown++;
}
for (const q of (authored?.questions ?? []).slice(0, Math.max(0, count - shown))) {
  printQuestion(`authored ${topic}/${q.key} (${q.difficulty})`, q);
  shown++;
}
for (const s of (authored?.sets ?? []).slice(0, Math.max(0, count - shown))) {
  printSet(`authored ${topic}/${s.key}`, s.set, s.questions);
  shown++;
}
