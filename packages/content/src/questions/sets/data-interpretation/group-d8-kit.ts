import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import { allHold, type Cases, type Fact, narrowDown } from './lrdi-cat-common.js';
import {
  both,
  type Clue,
  choiceQuestion,
  clueList,
  deductionLines,
  type Lang,
  lazy,
  numericQuestion,
  singleOut,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Local helpers of the group-D8 LRDI sets (games, routes, arrangements, directions): a puzzle built
 * from a hidden truth and a clue pool (one solution left, or a few open cases), its deduction, and
 * questions whose checkers re-solve the puzzle by walking the whole space. Kept local to the group
 * (the shared solver files are not ours to change).
 */

export interface Built<S> {
  clues: Clue<S>[];
  cands: S[];
  /** The checker's search: every element of the space obeying every clue. */
  solve: () => S[];
  deduction: Text;
  cases: Cases<S>;
  /** Elements obeying every clue but one (the candidate a slip over one clue gives). */
  near: () => S[];
}

export function build<S>(o: {
  rng: Rng;
  space: readonly S[];
  truth: S;
  pool: readonly Clue<S>[];
  first?: readonly Clue<S>[];
  /** Leave between min and max candidates (CAT style) instead of one. */
  open?: readonly [number, number];
  /** Facts of the truth traced clue by clue in the solution. */
  trace: readonly Fact<S>[];
  /** The candidates shown as a table (Markdown) in a language. */
  table(cands: readonly S[], lang: Lang): string;
  /** Statements for the open-case questions. */
  facts?: readonly Fact<S>[];
  clueRange?: readonly [number, number];
}): Built<S> | null {
  const clues = o.open
    ? narrowDown(o.rng, o.space, o.truth, o.pool, o.open[0], o.open[1], o.first)
    : singleOut(o.rng, o.space, o.truth, o.pool, o.first);
  if (!clues) return null;
  const [lo, hi] = o.clueRange ?? [3, 12];
  if (clues.length < lo || clues.length > hi) return null;
  const solve = lazy(() => o.space.filter((s) => allHold(clues, s)));
  const cands = o.space.filter((s) => allHold(clues, s));
  const traced = deductionLines(o.space, clues, o.trace);
  const k = cands.length;
  const deduction = both((lang) =>
    [
      lang === 'en' ? 'Working through the clues:' : 'संकेतों से क्रमशः:',
      traced[lang],
      k === 1
        ? lang === 'en'
          ? 'Checking every possibility against all the clues, exactly one is left:'
          : 'हर संभावना को सभी संकेतों से जाँचने पर ठीक एक बचती है:'
        : lang === 'en'
          ? `Checking every possibility against all the clues, exactly ${k} cases are left:`
          : `हर संभावना को सभी संकेतों से जाँचने पर ठीक ${k} स्थितियाँ बचती हैं:`,
      o.table(cands, lang),
    ].join('\n\n'),
  );
  const near = lazy(() => o.space.filter((s) => clues.filter((c) => !c.holds(s)).length === 1).slice(0, 400));
  const label = (i: number) => T(`Case ${i + 1}`, `स्थिति ${i + 1}`);
  const cases: Cases<S> = { rng: o.rng, cands, facts: o.facts ?? [], solve, deduction, label };
  return { clues, cands, solve, deduction, cases, near };
}

/** "The following is known:" and the numbered clues. */
export function clueBlock(clues: readonly Clue<unknown>[], lang: Lang, open: boolean): string {
  const head = open
    ? lang === 'en'
      ? 'The following is known (it does not settle everything):'
      : 'निम्नलिखित ज्ञात है (इससे सब कुछ निश्चित नहीं होता):'
    : lang === 'en'
      ? 'The following is known:'
      : 'निम्नलिखित ज्ञात है:';
  return `${head}\n\n${clueList(clues, lang)}`;
}

/**
 * A choice question on a value the clues fix (the same in every candidate). Distractors: the value
 * a slip over one clue gives (near misses), then `pool`. The checker re-solves and reads the value.
 */
export function valueAsk<S>(
  rng: Rng,
  b: Built<S>,
  q: {
    title: Text;
    statement: Text;
    value(s: S): Text;
    pool: readonly Text[];
    explain: Text;
    seconds: number;
  },
): GeneratedQuestion | null {
  const first = b.cands[0];
  if (first === undefined) return null;
  const answer = q.value(first);
  if (b.cands.some((s) => q.value(s).en !== answer.en)) return null;
  const slips = rng.shuffle(b.near().map((s) => q.value(s))).filter((t) => t.en !== answer.en);
  const filler = q.pool.filter((t) => t.en !== answer.en);
  if (new Set([...slips, ...filler].map((t) => t.en)).size < 3) return null;
  const made = textOptions(rng, answer, slips.slice(0, 2), filler);
  return choiceQuestion(
    {
      title: q.title,
      statement: q.statement,
      explain: q.explain,
      answer,
      ...made,
      seconds: q.seconds,
      checkAnswer: () => {
        const vals = new Set(b.solve().map((s) => q.value(s).en));
        return vals.size === 1 ? ([...vals][0] as string) : null;
      },
    },
    b.deduction,
  );
}

/** A type-in-the-answer question on a number the clues fix; the checker re-solves. */
export function numberAsk<S>(
  b: Built<S>,
  q: { title: Text; statement: Text; value(s: S): number; explain: Text; seconds: number },
): GeneratedQuestion | null {
  const first = b.cands[0];
  if (first === undefined) return null;
  const v = q.value(first);
  if (b.cands.some((s) => q.value(s) !== v)) return null;
  return numericQuestion({
    title: q.title,
    statement: q.statement,
    value: v,
    solution: both((lang) => `${b.deduction[lang]}\n\n${q.explain[lang]}`),
    seconds: q.seconds,
    check: () => {
      const vals = new Set(b.solve().map((s) => q.value(s)));
      return vals.size === 1 ? ([...vals][0] as number) : null;
    },
  });
}

/** The same question under another title (each shape titles its own questions). */
export function retitled(q: GeneratedQuestion | null, title: Text): GeneratedQuestion | null {
  return q ? { ...q, title } : null;
}

/** Up to `max` questions from the makers, in order, skipping nulls and repeated statements. */
export function collect(
  makers: readonly (() => GeneratedQuestion | null)[],
  max: number,
): GeneratedQuestion[] {
  const out: GeneratedQuestion[] = [];
  for (const make of makers) {
    if (out.length >= max) break;
    const q = make();
    if (q && !out.some((o) => JSON.stringify(o.statement) === JSON.stringify(q.statement))) out.push(q);
  }
  return out;
}

/** Retries `attempt` until it makes a set. */
export function retry<V>(rng: Rng, attempt: (rng: Rng) => V | null): V {
  for (let i = 0; ; i++) {
    const made = attempt(rng);
    if (made) return made;
    if (i > 5000) throw new Error('no set after 5000 attempts');
  }
}

export type { Fact };
