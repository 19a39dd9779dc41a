import type { QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';

/**
 * A small engine for one-to-one ordering puzzles (boxes in a stack, months, finishing places, years,
 * lockers): n items take n ordered slots. `generate` hides an order, draws true clues until only that
 * order is left, drops clues that are not needed, and explains clue by clue which items are fixed.
 * `check` ignores the hidden order: it enumerates all n! orders, keeps those obeying every clue and
 * reads the asked answer off them (it must be the same in all of them).
 */

export interface OrderFrame {
  n: number;
  item(u: number): Text;
  slot(s: number): Text;
  /** The puzzle's opening sentence(s). */
  intro: Text;
  /** "P is at slot s." */
  at(u: number, s: number): Text;
  /** "P is k slots after / above Q" (k >= 1). */
  after(u: number, v: number, k: number): Text;
  /** "P is somewhere after / above Q". */
  later(u: number, v: number): Text;
  /** "Exactly k items between P and Q" (k >= 1, direction not said). */
  gap(u: number, v: number, k: number): Text;
  /** Properties of slots that clues may name (odd floor, 31-day month, …). */
  props: { test(s: number): boolean; text(u: number): Text }[];
}

interface Clue {
  text: Text;
  /** What the clue says outright: the kind, its items (later one first) and its number. */
  kind: 'at' | 'after' | 'later' | 'gap' | 'prop';
  k: number;
  who: number[];
  holds(pos: readonly number[]): boolean;
}

function permutations(n: number): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const visit = () => {
    if (cur.length === n) {
      out.push([...cur]);
      return;
    }
    for (let s = 0; s < n; s++)
      if (!used[s]) {
        used[s] = true;
        cur.push(s);
        visit();
        cur.pop();
        used[s] = false;
      }
  };
  visit();
  return out;
}
const PERMS = new Map<number, number[][]>();
const allOrders = (n: number) => {
  const p = PERMS.get(n) ?? permutations(n);
  PERMS.set(n, p);
  return p;
};

function randomClue(rng: Rng, f: OrderFrame, pos: readonly number[]): Clue | undefined {
  const u = rng.int(0, f.n - 1);
  let v = rng.int(0, f.n - 2);
  if (v >= u) v++;
  const pu = pos[u] as number;
  const pv = pos[v] as number;
  const kind = rng.pick(['at', 'after', 'after', 'later', 'gap', 'gap', 'prop', 'prop'] as const);
  if (kind === 'at') return { text: f.at(u, pu), kind, k: pu, who: [u], holds: (p) => p[u] === pu };
  if (kind === 'prop') {
    const props = f.props.filter((q) => q.test(pu));
    if (props.length === 0) return undefined;
    const q = rng.pick(props);
    return { text: q.text(u), kind, k: 0, who: [u], holds: (p) => q.test(p[u] as number) };
  }
  const [a, b] = pu > pv ? [u, v] : [v, u];
  const k = Math.abs(pu - pv);
  if (kind === 'after' && k <= 3)
    return {
      text: f.after(a, b, k),
      kind,
      k,
      who: [a, b],
      holds: (p) => (p[a] as number) - (p[b] as number) === k,
    };
  if (kind === 'later')
    return { text: f.later(a, b), kind, k, who: [a, b], holds: (p) => (p[a] as number) > (p[b] as number) };
  if (kind === 'gap' && k >= 2)
    return {
      text: f.gap(u, v, k - 1),
      kind,
      k,
      who: [u, v],
      holds: (p) => Math.abs((p[u] as number) - (p[v] as number)) === k,
    };
  return undefined;
}

export type OrderAsk = 'whoAt' | 'slotOf' | 'between' | 'next';

export interface OrderSpec {
  frame: OrderFrame;
  asks: readonly OrderAsk[];
  title: Text;
  /** Question wordings. */
  whoAt(s: number): Text;
  slotOf(u: number): Text;
  between(u: number, v: number): Text;
  /** "Who is immediately after / above P?" */
  next(u: number): Text;
  /** The answer for slotOf as a text (default: the slot's name). */
  slotAnswer?(s: number): Text;
  expectedSeconds: number;
  numbers?: number[];
}

const NUM = (n: number): Text => ({ en: String(n), hi: String(n) });

export function orderPuzzle(rng: Rng, spec: OrderSpec): GeneratedQuestion {
  const f = spec.frame;
  const orders = allOrders(f.n);
  for (;;) {
    const pos = rng.shuffle(Array.from({ length: f.n }, (_, i) => i));
    const itemAt = (p: readonly number[], s: number) => p.indexOf(s);
    let cands = orders;
    let clues: Clue[] = [];
    for (let tries = 0; tries < 400 && cands.length > 1; tries++) {
      const c = randomClue(rng, f, pos);
      if (!c) continue;
      const next = cands.filter((p) => c.holds(p));
      if (next.length < cands.length) {
        clues.push(c);
        cands = next;
      }
    }
    if (cands.length !== 1) continue;
    // Drop clues the puzzle does not need (latest first), keeping the answer unique.
    for (let i = clues.length - 1; i >= 0; i--) {
      const rest = clues.filter((_, j) => j !== i);
      if (orders.filter((p) => rest.every((c) => c.holds(p))).length === 1) clues = rest;
    }
    if (clues.length < 4 || clues.length > 8) continue;
    clues = rng.shuffle(clues);
    const ask = rng.pick(spec.asks);
    const u = rng.int(0, f.n - 1);
    let v = rng.int(0, f.n - 2);
    if (v >= u) v++;
    const s = rng.int(0, f.n - 1);
    const pu = pos[u] as number;
    if (ask === 'next' && pu === f.n - 1) continue;
    if (ask === 'between' && Math.abs(pu - (pos[v] as number)) < 2) continue;
    // Never ask what a clue says outright.
    const pair = (c: Clue) => c.who.length === 2 && c.who.includes(u) && c.who.includes(v);
    const told = clues.some((c) =>
      ask === 'whoAt'
        ? c.kind === 'at' && c.k === s
        : ask === 'slotOf'
          ? c.kind === 'at' && c.who[0] === u
          : ask === 'between'
            ? (c.kind === 'gap' || c.kind === 'after') && pair(c)
            : c.kind === 'after' && c.k === 1 && c.who[1] === u,
    );
    if (told) continue;
    // The answer from an order, as a text; `check` applies it to every order the clues allow.
    const answerOf = (p: readonly number[]): Text => {
      if (ask === 'whoAt') return f.item(itemAt(p, s));
      if (ask === 'slotOf') return (spec.slotAnswer ?? f.slot)(p[u] as number);
      if (ask === 'between') return NUM(Math.abs((p[u] as number) - (p[v] as number)) - 1);
      return f.item(itemAt(p, (p[u] as number) + 1));
    };
    const answer = answerOf(pos);
    // Distractors: the neighbours of the right answer in the order (a slip by one place).
    let wrong: Text[];
    if (ask === 'between') {
      const g = Math.abs(pu - (pos[v] as number)) - 1;
      wrong = choiceOptions(
        rng,
        g,
        [g + 1, g - 1, g + 2, g - 2].filter((x) => x >= 0),
      )
        .options.filter((o) => o !== String(g))
        .map((o) => NUM(Number(o)));
    } else {
      const near = ask === 'whoAt' ? s : ask === 'slotOf' ? pu : pu + 1;
      const slots = Array.from({ length: f.n }, (_, i) => i)
        .filter((i) => i !== near && !(ask === 'next' && i === pu))
        .sort((a, b) => Math.abs(a - near) - Math.abs(b - near) || rng.next() - 0.5);
      wrong = slots
        .slice(0, 3)
        .map((i) => (ask === 'slotOf' ? (spec.slotAnswer ?? f.slot)(i) : f.item(itemAt(pos, i))));
    }
    const options = rng.shuffle([answer, ...wrong]);
    const correctIndex = options.indexOf(answer);
    const question = {
      whoAt: spec.whoAt(s),
      slotOf: spec.slotOf(u),
      between: spec.between(u, v),
      next: spec.next(u),
    }[ask];
    // Solution: the clues in the order that narrows the possibilities fastest.
    const steps: { en: string; hi: string }[] = [];
    let left = orders;
    const fixed = new Set<number>();
    const todo = [...clues];
    while (todo.length) {
      todo.sort((a, b) => left.filter((p) => a.holds(p)).length - left.filter((p) => b.holds(p)).length);
      const c = todo.shift() as Clue;
      left = left.filter((p) => c.holds(p));
      const newly = Array.from({ length: f.n }, (_, i) => i).filter(
        (i) => !fixed.has(i) && new Set(left.map((p) => p[i])).size === 1,
      );
      for (const i of newly) fixed.add(i);
      const placed = newly.map((i) => ({ item: f.item(i), slot: f.slot(pos[i] as number) }));
      steps.push({
        en: `"${c.text.en}" ${placed.length ? `→ together with the clues above, this fixes ${placed.map((x) => `${x.item.en} – ${x.slot.en}`).join('; ')}.` : `→ ${left.length} arrangements still possible.`}`,
        hi: `"${c.text.hi}" ${placed.length ? `→ ऊपर के संकेतों के साथ इससे तय होता है: ${placed.map((x) => `${x.item.hi} – ${x.slot.hi}`).join('; ')}।` : `→ अभी ${left.length} व्यवस्थाएँ संभव हैं।`}`,
      });
    }
    const table = (lang: 'en' | 'hi') =>
      Array.from({ length: f.n }, (_, i) => f.n - 1 - i)
        .map((sl) => `${f.slot(sl)[lang]}: ${f.item(itemAt(pos, sl))[lang]}`)
        .join(lang === 'en' ? '; ' : '; ');
    const list = (lang: 'en' | 'hi') => clues.map((c, i) => `${i + 1}. ${c.text[lang]}`).join('\n');
    return {
      title: spec.title,
      type: 'single',
      statement: {
        en: `${f.intro.en}\n\n${list('en')}\n\n${question.en}`,
        hi: `${f.intro.hi}\n\n${list('hi')}\n\n${question.hi}`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'Take the clues in the order that narrows the possibilities fastest (trying the open cases of each clue against the others):',
          ...steps.map((x) => x.en),
          `Only one arrangement is left — ${table('en')}.`,
          `**Answer: ${answer.en}**`,
        ].join('\n\n'),
        hi: [
          'संकेतों को उस क्रम में लीजिए जिससे संभावनाएँ सबसे जल्दी घटें (हर संकेत की खुली स्थितियों को बाकी संकेतों से जाँचते हुए):',
          ...steps.map((x) => x.hi),
          `केवल एक व्यवस्था बचती है — ${table('hi')}।`,
          `**उत्तर: ${answer.hi}**`,
        ].join('\n\n'),
      },
      expectedSeconds: spec.expectedSeconds,
      numbers: spec.numbers ?? [],
      check(): QuestionAnswer {
        const fits = orders.filter((p) => clues.every((c) => c.holds(p)));
        const answers = new Set(fits.map((p) => JSON.stringify(answerOf(p))));
        const only = answers.size === 1 ? [...answers][0] : '';
        return {
          kind: 'choice',
          correct: options.flatMap((o, i) => (JSON.stringify(o) === only ? [i] : [])),
        };
      },
    };
  }
}
