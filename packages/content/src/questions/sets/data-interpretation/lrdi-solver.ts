import type { QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion } from '../../generator.js';
import { capitalise as cap, type BilingualText as Text } from '../../generators/shared/bilingual-text.js';
import { elementAt as get, indices as range } from '../../generators/shared/list-access.js';
import { bilingualNames, MEN_NAMES, WOMEN_NAMES } from '../../generators/shared/person-names.js';
import type { Rng } from '../../random.js';

/**
 * Shared machinery of the LRDI caselet generators. A caselet is built from a hidden solution: clues
 * true of it are drawn at random and kept while they rule out some candidate, until exactly one
 * candidate of the whole space is left; redundant clues are then dropped. Questions are asked about
 * that solution, and each checker solves the caselet again from its clues alone (by its own search),
 * confirms the solution is unique and reads the answer off it.
 */

export type { Text };
export type Lang = 'en' | 'hi';
export const LANGS: readonly Lang[] = ['en', 'hi'];

/** The shared text and list helpers, under the names the caselet generators use. */
export { cap, get, range };
/** A text built by one function of the language. */
export const both = (f: (lang: Lang) => string): Text => ({ en: f('en'), hi: f('hi') });
export const T = (en: string, hi: string): Text => ({ en, hi });
export const EMPTY: Text = { en: '', hi: '' };

export interface Person extends Text {
  male: boolean;
}
/** The caselets' men: the first fifteen names and Gopal (the order is part of the bank). */
export const MEN: readonly Person[] = bilingualNames([...MEN_NAMES.slice(0, 15), 'Gopal']).map((name) => ({
  ...name,
  male: true,
}));
/** The caselets' women: all but Reena, Asha, Lata, Shalini (the order is part of the bank). */
export const WOMEN: readonly Person[] = bilingualNames(
  WOMEN_NAMES.filter((name) => !['Reena', 'Asha', 'Lata', 'Shalini'].includes(name)),
).map((name) => ({ ...name, male: false }));

/** `count` different people, men and women mixed, with distinct initials (tables stay readable). */
export function pickPeople(rng: Rng, count: number): Person[] {
  const out: Person[] = [];
  for (const p of rng.shuffle([...MEN, ...WOMEN])) {
    if (out.length < count && !out.some((q) => q.en[0] === p.en[0])) out.push(p);
  }
  return out;
}

/** "A, B and C" in both languages. */
export function joinTexts(items: readonly Text[]): Text {
  return both((lang) => {
    const words = items.map((x) => x[lang]);
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join(', ')} ${lang === 'en' ? 'and' : 'और'} ${words.at(-1) ?? ''}`;
  });
}

export const DAYS: readonly Text[] = [
  T('Monday', 'सोमवार'),
  T('Tuesday', 'मंगलवार'),
  T('Wednesday', 'बुधवार'),
  T('Thursday', 'गुरुवार'),
  T('Friday', 'शुक्रवार'),
  T('Saturday', 'शनिवार'),
  T('Sunday', 'रविवार'),
];
export const NUM_EN = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
export const NUM_HI = ['शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ'];
export const ORD_EN = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
export const ORD_HI = ['शून्य', 'पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें'];

// ---------------------------------------------------------------------------------------------
// Clues and uniqueness

export interface Clue<S> {
  text: Text;
  holds(solution: S): boolean;
  /** How a solution names a clue not in the numbered list (e.g. a cell of a given table). */
  ref?: Text;
}

/**
 * Clues that single out `truth` among `space`: the pool (clues true of the truth) is shuffled, a
 * clue is kept when it rules out some candidate still standing, until one is left; clues the others
 * make redundant are then dropped, in random order. Returns null when the pool cannot single it out.
 * `first` clues (if any) are always taken first.
 */
export function singleOut<S>(
  rng: Rng,
  space: readonly S[],
  truth: S,
  pool: readonly Clue<S>[],
  first: readonly Clue<S>[] = [],
): Clue<S>[] | null {
  // The `first` clues are all kept; the wrong candidates they leave are the ones to rule out.
  let afterFirst: S[] = [...space];
  for (const clue of first) {
    if (!clue.holds(truth)) throw new Error(`a clue is false of the truth: ${clue.text.en}`);
    afterFirst = afterFirst.filter((s) => clue.holds(s));
  }
  const before = afterFirst.length;
  afterFirst = afterFirst.filter((s) => s !== truth);
  if (afterFirst.length !== before - 1) throw new Error('the truth must be an element of the space');
  // Candidates by index into afterFirst; each remembers the chosen clue that ruled it out.
  let alive = range(afterFirst.length);
  const chosen: Clue<S>[] = [];
  const outBy: number[][] = [];
  for (const clue of rng.shuffle(pool)) {
    if (alive.length === 0) break;
    if (!clue.holds(truth)) throw new Error(`a clue is false of the truth: ${clue.text.en}`);
    const left: number[] = [];
    const out: number[] = [];
    for (const k of alive) (clue.holds(afterFirst[k] as S) ? left : out).push(k);
    if (out.length === 0) continue;
    alive = left;
    chosen.push(clue);
    outBy.push(out);
  }
  if (alive.length > 0) return null;
  // Drop clues the others make redundant: a clue can go when every candidate it rules out is also
  // ruled out by another clue still kept (found by trying the kept clues in turn).
  const kept = chosen.map(() => true);
  for (const i of rng.shuffle(range(chosen.length))) {
    const moves: [number, number][] = [];
    let ok = true;
    for (const k of get(outBy, i)) {
      const s = afterFirst[k] as S;
      const j = chosen.findIndex((c, jj) => jj !== i && kept[jj] && !c.holds(s));
      if (j < 0) {
        ok = false;
        break;
      }
      moves.push([k, j]);
    }
    if (!ok) continue;
    kept[i] = false;
    for (const [k, j] of moves) get(outBy, j).push(k);
    outBy[i] = [];
  }
  return [...first, ...chosen.filter((_, i) => kept[i])];
}

/**
 * The deduction as Markdown lines (both languages): clues are taken in the order that fixes facts
 * soonest. Each line cites every clue its facts need: of the clues taken so far, those the facts do
 * not follow without (found by dropping clues one at a time over the whole space), so a line never
 * credits one clue with what takes several. Clues no fact needs (they only narrow down the cases
 * left) are listed last.
 */
export function deductionLines<S>(
  space: readonly S[],
  clues: readonly Clue<S>[],
  facts: readonly { text: Text; holds(s: S): boolean }[],
  /** The label of facts fixed before any clue (by what the space already assumes, e.g. a table). */
  start?: Text,
): Text {
  // A numbered clue's number counts only the clues without a `ref`.
  const numberOf = (k: number) => clues.slice(0, k + 1).filter((c) => !c.ref).length;
  if (clues.length > 30 || facts.length > 30) throw new Error('too many clues or facts to trace');
  // Which clues each candidate obeys and which facts hold of it, as bit masks; candidates with the
  // same two masks behave alike, so one of each is kept.
  // Which clues each candidate obeys, as a bit mask, clue by clue (each loop calls one function,
  // which the engine optimises well). Candidates obeying the same clues stay or go together, so
  // they are grouped; which facts hold of all of a group is worked out only when needed.
  const cms = new Int32Array(space.length);
  clues.forEach((c, j) => {
    space.forEach((s, k) => {
      if (c.holds(s)) cms[k] = (cms[k] as number) | (1 << j);
    });
  });
  interface Group {
    cm: number;
    members: S[];
    /** The facts true of every member (computed on demand). */
    and?: number;
  }
  const groups = new Map<number, Group>();
  space.forEach((s, k) => {
    const cm = cms[k] as number;
    const g = groups.get(cm);
    if (g) g.members.push(s);
    else groups.set(cm, { cm, members: [s] });
  });
  const allFacts = facts.length === 31 ? 0x7fffffff : 2 ** facts.length - 1;
  const groupAnd = (g: Group): number => {
    if (g.and === undefined) {
      let acc = allFacts;
      for (const s of g.members) {
        for (let j = 0; j < facts.length; j++)
          if ((acc & (1 << j)) !== 0 && !(facts[j] as { holds(s: S): boolean }).holds(s)) acc &= ~(1 << j);
        if (acc === 0) break;
      }
      g.and = acc;
    }
    return g.and;
  };
  const allGroups = [...groups.values()];
  let alive = allGroups;
  let knownMask = 0;
  const steps: { clues: number[]; fixed: Text[] }[] = [];
  /** The clues applied so far (in order) and those applied since the last step that fixed a fact. */
  const applied: number[] = [];
  let pending: number[] = [];
  const cited = new Set<number>();
  const remaining = new Set(range(clues.length));
  /** The facts true of every candidate left (none when no candidate is left). */
  const common = (next: readonly Group[]) => {
    if (next.length === 0) return 0;
    let acc = allFacts;
    for (const g of next) {
      acc &= groupAnd(g);
      if (acc === 0) break;
    }
    return acc;
  };
  /** True when the clues of `mask` alone (with what the space assumes) force fact `j`. */
  const forces = (mask: number, j: number) => {
    for (const g of allGroups) if ((g.cm & mask) === mask && (groupAnd(g) & (1 << j)) === 0) return false;
    return true;
  };
  /**
   * The clues a fact fixed now actually needs: all the clues applied so far, less every clue it
   * still follows without (older clues are tried first, so the step's own clues are kept).
   */
  const neededFor = (j: number): number => {
    let mask = 0;
    for (const k of applied) mask |= 1 << k;
    const order = [...applied.filter((k) => !pending.includes(k)), ...pending];
    for (const k of order) {
      const less = mask & ~(1 << k);
      if (forces(less, j)) mask = less;
    }
    return mask;
  };
  const bits = (m: number) => range(facts.length).filter((j) => (m & (1 << j)) !== 0).length;
  if (start) {
    knownMask = common(alive);
    if (knownMask !== 0)
      steps.push({
        clues: [],
        fixed: facts.filter((_, j) => (knownMask & (1 << j)) !== 0).map((f) => f.text),
      });
  }
  while (remaining.size > 0) {
    let best = -1;
    let bestGain = -1;
    let bestAlive = alive;
    for (const i of remaining) {
      const next = alive.filter((g) => (g.cm & (1 << i)) !== 0);
      const gain =
        bits(common(next) & ~knownMask) * 1000 + (alive.length - next.length) / Math.max(1, alive.length);
      if (gain > bestGain) {
        best = i;
        bestGain = gain;
        bestAlive = next;
      }
    }
    remaining.delete(best);
    alive = bestAlive;
    pending.push(best);
    applied.push(best);
    const now = common(alive) & ~knownMask;
    knownMask |= now;
    if (now !== 0) {
      // One line per set of clues used: each fact cites exactly the clues it was derived from.
      const byMask = new Map<number, Text[]>();
      for (let j = 0; j < facts.length; j++) {
        if ((now & (1 << j)) === 0) continue;
        const m = neededFor(j);
        byMask.set(m, [...(byMask.get(m) ?? []), (facts[j] as { text: Text }).text]);
      }
      // Facts that need fewer clues come first (they are the ones the others build on).
      const popcount = (m: number) => applied.filter((k) => (m & (1 << k)) !== 0).length;
      for (const [m, fixed] of [...byMask].sort((a, b) => popcount(a[0]) - popcount(b[0]))) {
        const used = applied.filter((k) => (m & (1 << k)) !== 0).sort((a, b) => a - b);
        for (const k of used) cited.add(k);
        steps.push({ clues: used, fixed });
      }
      pending = [];
    }
    if (remaining.size === 0) {
      // Clues no fixed fact needed: they only narrow down the cases left (sets with open cases).
      const rest = applied.filter((k) => !cited.has(k)).sort((a, b) => a - b);
      if (rest.length > 0) steps.push({ clues: rest, fixed: [] });
    }
  }
  return both((lang) =>
    steps
      .map((st) => {
        const numbered = st.clues.filter((k) => !get(clues, k).ref).map((k) => numberOf(k));
        const refs = st.clues.flatMap((k) => {
          const r = get(clues, k).ref;
          return r ? [r[lang]] : [];
        });
        const word = lang === 'en' ? (numbered.length > 1 ? 'Clues' : 'Clue') : 'संकेत';
        const label = [
          numbered.length > 0
            ? `${word} ${joinTexts(numbered.map((n) => T(String(n), String(n))))[lang]}`
            : '',
          ...refs,
          st.clues.length === 0 ? (start?.[lang] ?? (lang === 'en' ? 'The setup' : 'दी गई व्यवस्था')) : '',
        ]
          .filter((x) => x !== '')
          .join('; ');
        const then =
          st.fixed.length > 0
            ? st.fixed.map((f) => f[lang]).join('; ')
            : lang === 'en'
              ? 'no further fact is fixed; only the cases left are narrowed down'
              : 'कोई और तथ्य निश्चित नहीं होता; केवल बची हुई स्थितियाँ घटती हैं';
        return `- **${label}** ⇒ ${then}${lang === 'en' ? '.' : '।'}`;
      })
      .join('\n'),
  );
}

/** Numbered clue list. */
export function clueList(clues: readonly { text: Text; ref?: Text }[], lang: Lang): string {
  return clues
    .filter((c) => !c.ref)
    .map((c, i) => `${i + 1}. ${c.text[lang]}`)
    .join('\n');
}

/** A GitHub Markdown table. */
export function mdTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Questions

/** Options: the answer, then the slips, then the filler, distinct, shuffled; at most `count`. */
export function textOptions(
  rng: Rng,
  answer: Text,
  slips: readonly Text[],
  filler: readonly Text[],
  count = 4,
) {
  const chosen: Text[] = [answer];
  for (const t of [...slips, ...rng.shuffle(filler)]) {
    if (t.en.trim() !== '' && !chosen.some((c) => c.en === t.en || c.hi === t.hi) && chosen.length < count)
      chosen.push(t);
  }
  if (chosen.length < 4) throw new Error(`too few options for ${answer.en}`);
  const options = rng.shuffle(chosen);
  return { options, correctIndex: options.findIndex((o) => o.en === answer.en) };
}

/** Numeric options: the answer among distinct slips, padded with near misses. */
export function numberTexts(correct: number, slips: readonly number[], unit: Text = EMPTY): Text[] {
  const out: number[] = [];
  for (const s of slips) if (Number.isFinite(s) && s !== correct && s >= 0 && !out.includes(s)) out.push(s);
  for (let step = 1; out.length < 6; step++)
    for (const c of [correct + step, correct - step])
      if (c >= 0 && !out.includes(c) && c !== correct && out.length < 6) out.push(c);
  return out.map((n) => numText(n, unit));
}
export const numText = (n: number, unit: Text = EMPTY): Text => ({
  en: `${n}${unit.en}`,
  hi: `${n}${unit.hi}`,
});

export interface Ask {
  title: Text;
  statement: Text;
  /** The explanation of the answer (the shared deduction is added before it). */
  explain: Text;
  answer: Text;
  options: Text[];
  correctIndex: number;
  /** The answer text from the checker's own solution. */
  checkAnswer(): string | null;
  seconds: number;
  numbers?: number[];
}

/** A single-choice question from an Ask; the solution is the deduction plus the explanation. */
export function choiceQuestion(ask: Ask, deduction: Text): GeneratedQuestion {
  return {
    title: ask.title,
    type: 'single',
    statement: ask.statement,
    options: ask.options,
    answer: { kind: 'choice', correct: [ask.correctIndex] },
    solution: both((lang) =>
      [deduction[lang], ask.explain[lang], `**${lang === 'en' ? 'Answer' : 'उत्तर'}: ${ask.answer[lang]}**`]
        .filter((s) => s.trim() !== '')
        .join('\n\n'),
    ),
    expectedSeconds: ask.seconds,
    numbers: ask.numbers ?? [],
    check(): QuestionAnswer {
      const got = ask.checkAnswer();
      return { kind: 'choice', correct: [ask.options.findIndex((o) => o.en === got)] };
    },
  };
}

/** A CAT-style type-in-the-answer question. */
export function numericQuestion(q: {
  title: Text;
  statement: Text;
  value: number;
  solution: Text;
  seconds: number;
  check(): number | null;
  numbers?: number[];
}): GeneratedQuestion {
  return {
    title: q.title,
    type: 'numeric',
    statement: q.statement,
    options: [],
    answer: { kind: 'numeric', value: q.value, tolerance: 0 },
    solution: both((lang) => `${q.solution[lang]}\n\n**${lang === 'en' ? 'Answer' : 'उत्तर'}: ${q.value}**`),
    expectedSeconds: q.seconds,
    numbers: q.numbers ?? [],
    check(): QuestionAnswer {
      const v = q.check();
      return { kind: 'numeric', value: v ?? Number.NaN, tolerance: 0 };
    },
  };
}

/** Caches a computation (the checker's solve, shared by the questions of one set). */
export function lazy<V>(f: () => V): () => V {
  let done = false;
  let value: V | undefined;
  return () => {
    if (!done) {
      value = f();
      done = true;
    }
    return value as V;
  };
}

/** All permutations of 0..n-1. */
export function permutations(n: number): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const walk = () => {
    if (cur.length === n) {
      out.push([...cur]);
      return;
    }
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      used[i] = true;
      cur.push(i);
      walk();
      cur.pop();
      used[i] = false;
    }
  };
  walk();
  return out;
}
