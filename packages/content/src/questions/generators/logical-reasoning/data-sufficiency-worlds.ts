import type { QuestionAnswer } from '@preparena/shared';
import type { Rng } from '../../random.js';
import type { BilingualText } from '../shared/bilingual-text.js';

/**
 * The engine of the newer data-sufficiency shapes: a finite set of possible worlds (orders, rows,
 * number pairs, days), two statements true of a hidden world, and a question whose answer depends
 * on the world. `generate` draws the world and the statements until the verdict is the one aimed at
 * (so the five answers come up about equally often), working from the worlds each statement keeps;
 * `check` runs once more through every world, counting the answers each statement and both leave.
 */

/** The five standard data-sufficiency answers (the order of the exams). */
export const DS_CHOICES: readonly BilingualText[] = [
  {
    en: 'Statement I alone is sufficient, but statement II alone is not sufficient.',
    hi: 'केवल कथन I पर्याप्त है, परंतु केवल कथन II पर्याप्त नहीं है।',
  },
  {
    en: 'Statement II alone is sufficient, but statement I alone is not sufficient.',
    hi: 'केवल कथन II पर्याप्त है, परंतु केवल कथन I पर्याप्त नहीं है।',
  },
  {
    en: 'Each statement alone is sufficient.',
    hi: 'दोनों में से प्रत्येक कथन अकेले पर्याप्त है।',
  },
  {
    en: 'Both statements together are sufficient, but neither statement alone is sufficient.',
    hi: 'दोनों कथन मिलकर पर्याप्त हैं, परंतु कोई भी कथन अकेले पर्याप्त नहीं है।',
  },
  {
    en: 'Statements I and II together are not sufficient.',
    hi: 'कथन I और II मिलकर भी पर्याप्त नहीं हैं।',
  },
];

/** A statement: its text and whether it is true in a world. */
export interface DsFact<W> {
  text: BilingualText;
  holds: (w: W) => boolean;
}

/** One drawn question: the worlds, the two statements and what is asked. */
export interface DsCase<W> {
  title: BilingualText;
  /** The situation and the question, before the statements. */
  question: BilingualText;
  s1: DsFact<W>;
  s2: DsFact<W>;
  /** Every possible world (built afresh on each call). */
  worlds: () => readonly W[];
  /** The asked value in a world, as a key. */
  answerOf: (w: W) => string;
  /** The asked value named in both languages. */
  say: (key: string) => BilingualText;
  /** A world written out, to show two worlds giving different answers (optional). */
  example?: (w: W) => BilingualText;
  /** The first line of the solution: how to read the statements. */
  method: BilingualText;
  numbers: number[];
  seconds: number;
}

/** The answer index from whether I alone, II alone and both together fix the asked value. */
export function dsCategory(one: boolean, two: boolean, together: boolean): number {
  if (one && two) return 2;
  if (one) return 0;
  if (two) return 1;
  return together ? 3 : 4;
}

interface Kept<W> {
  /** One world for each distinct answer, in order of the answer keys. */
  witnesses: Map<string, W>;
}

/**
 * The worlds statement I, statement II and both keep, grouped by answer: for each, the first world
 * of each answer in the worlds' order, up to `limit` answers (a solution names three and says
 * whether there are more; a verdict only asks whether there is one). One pass, each world's answer
 * worked out once: generate tries cases by the hundred over thousands of worlds.
 */
function kept<W>(worlds: readonly W[], c: DsCase<W>, limit = 4) {
  const one: Kept<W> = { witnesses: new Map() };
  const two: Kept<W> = { witnesses: new Map() };
  const both: Kept<W> = { witnesses: new Map() };
  const open = (k: Kept<W>, key: string) => k.witnesses.size < limit && !k.witnesses.has(key);
  for (const w of worlds) {
    const h1 = c.s1.holds(w);
    const h2 = c.s2.holds(w);
    if (!h1 && !h2) continue;
    const key = c.answerOf(w);
    if (h1 && open(one, key)) one.witnesses.set(key, w);
    if (h2 && open(two, key)) two.witnesses.set(key, w);
    if (h1 && h2 && open(both, key)) both.witnesses.set(key, w);
    if (one.witnesses.size >= limit && two.witnesses.size >= limit && both.witnesses.size >= limit) break;
  }
  return { one, two, both };
}

/** The verdict generate finds for a case. */
export function dsVerdictOf<W>(c: DsCase<W>): number {
  const k = kept(c.worlds(), c, 2);
  return dsCategory(k.one.witnesses.size === 1, k.two.witnesses.size === 1, k.both.witnesses.size === 1);
}

/** Draws cases until one has the verdict aimed at (drawn first, uniformly over the five answers). */
export function dsAimed<W>(rng: Rng, draw: () => DsCase<W> | undefined, weights = [1, 1, 1, 1, 1]) {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = rng.next() * total;
  let target = 0;
  while (target < 4 && x >= (weights[target] ?? 0)) {
    x -= weights[target] ?? 0;
    target++;
  }
  for (let tries = 0; tries < 5000; tries++) {
    const c = draw();
    if (c && dsVerdictOf(c) === target) return dsQuestion(c);
  }
  throw new Error(`no case with answer ${target + 1} found`);
}

const joinOr = (xs: string[], or: string) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} ${or} ${xs[xs.length - 1]}`;

/** What a list of kept worlds says about the answer, in both languages. */
function reading<W>(c: DsCase<W>, k: Kept<W>): BilingualText {
  const keys = [...k.witnesses.keys()];
  if (keys.length === 1) {
    const a = c.say(keys[0] ?? '');
    return { en: `the answer can only be ${a.en}`, hi: `एकमात्र संभव उत्तर: ${a.hi}` };
  }
  const shown = keys.slice(0, 3);
  const item = (key: string) => {
    const a = c.say(key);
    const w = k.witnesses.get(key);
    if (!c.example || w === undefined) return a;
    const e = c.example(w);
    return { en: `${a.en} (for example ${e.en})`, hi: `${a.hi} (जैसे ${e.hi})` };
  };
  const items = shown.map(item);
  const more = keys.length > 3;
  return {
    en: `the answer could be ${joinOr(
      items.map((i) => i.en),
      'or',
    )}${more ? ', among others' : ''}`,
    hi: `संभावित उत्तर: ${joinOr(
      items.map((i) => i.hi),
      'या',
    )}${more ? ' आदि' : ''}`,
  };
}

/** The question of a case: statement, the five choices, worked solution and the checker. */
export function dsQuestion<W>(c: DsCase<W>) {
  const k = kept(c.worlds(), c);
  const one = k.one.witnesses.size === 1;
  const two = k.two.witnesses.size === 1;
  const together = k.both.witnesses.size === 1;
  const correct = dsCategory(one, two, together);
  const verdict = (ok: boolean) =>
    ok ? { en: 'sufficient', hi: 'पर्याप्त' } : { en: 'not sufficient', hi: 'पर्याप्त नहीं' };
  const r1 = reading(c, k.one);
  const r2 = reading(c, k.two);
  const r12 = reading(c, k.both);
  const answer = DS_CHOICES[correct] ?? { en: '', hi: '' };
  const en = [
    c.method.en,
    `From I alone: ${r1.en} — ${verdict(one).en}.`,
    `From II alone: ${r2.en} — ${verdict(two).en}.`,
    ...(one || two ? [] : [`I and II together: ${r12.en} — ${verdict(together).en}.`]),
    `**Answer: ${answer.en}**`,
  ];
  const hi = [
    c.method.hi,
    `केवल I से: ${r1.hi} — ${verdict(one).hi}।`,
    `केवल II से: ${r2.hi} — ${verdict(two).hi}।`,
    ...(one || two ? [] : [`I और II मिलाकर: ${r12.hi} — ${verdict(together).hi}।`]),
    `**उत्तर: ${answer.hi}**`,
  ];
  const { s1, s2, answerOf, worlds } = c;
  return {
    title: c.title,
    type: 'single' as const,
    statement: {
      en: `${c.question.en}\n\nI. ${s1.text.en}\n\nII. ${s2.text.en}\n\nWhich of the following is correct about the statements?`,
      hi: `${c.question.hi}\n\nI. ${s1.text.hi}\n\nII. ${s2.text.hi}\n\nकथनों के बारे में निम्नलिखित में से कौन-सा सही है?`,
    },
    options: DS_CHOICES.map((o) => ({ en: o.en, hi: o.hi })),
    answer: { kind: 'choice' as const, correct: [correct] },
    solution: { en: en.join('\n\n'), hi: hi.join('\n\n') },
    expectedSeconds: c.seconds,
    numbers: c.numbers,
    check(): QuestionAnswer {
      // One pass over every world: the answers statement I, statement II and both leave open.
      const seen = [new Set<string>(), new Set<string>(), new Set<string>()];
      for (const w of worlds()) {
        const h1 = s1.holds(w);
        const h2 = s2.holds(w);
        if (h1) seen[0]?.add(answerOf(w));
        if (h2) seen[1]?.add(answerOf(w));
        if (h1 && h2) seen[2]?.add(answerOf(w));
      }
      const [a, b, both] = seen.map((s) => s.size === 1) as [boolean, boolean, boolean];
      return { kind: 'choice', correct: [dsCategory(a, b, both)] };
    },
  };
}

/** The whole numbers lo, lo + 1, …, hi. */
export function span(lo: number, hi: number): number[] {
  return Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);
}

/** All orders of the items 0 … n - 1. */
export function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1))
    for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  return out;
}

/** Two different facts from a pool. */
export function twoOf<T>(rng: Rng, pool: readonly T[]): [T, T] {
  const [a, b] = rng.shuffle(pool);
  if (a === undefined || b === undefined) throw new Error('two facts needed');
  return [a, b];
}
