import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet } from '../../set-generator.js';
import {
  allHold,
  type Cases,
  cannotQuestion,
  conditionalQuestion,
  countQuestion,
  type Fact,
  mustQuestion,
  narrowDown,
  settleQuestion,
} from './lrdi-cat-common.js';
import {
  both,
  type Clue,
  choiceQuestion,
  clueList,
  deductionLines,
  lazy,
  singleOut,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * The clue-set kit of group D7 (blood relations, cubes and dice, clocks and calendars, caselets):
 * a generator supplies the whole space of candidates (rebuilt afresh by `enumerate` for the
 * checker), a hidden truth, a pool of clues true of it, the facts to trace and the questions; the
 * kit draws the clues (down to the one candidate, or to two-to-four open cases for a CAT set),
 * writes the deduction and builds the questions, each checked by an exhaustive search of the space.
 */

/** A question whose answer is a value read off the one solution (a name, a day, a relation). */
export interface ValueAsk<S> {
  title: Text;
  statement: Text;
  value(s: S): Text;
  /** Wrong options modelling real slips, tried first; then the filler. */
  slips: readonly Text[];
  filler: readonly Text[];
  /** Why the answer follows from the solution (after the shared deduction). */
  explain?(s: S): Text;
  seconds: number;
}

export interface KitSpec<S> {
  rng: Rng;
  /** Every candidate: the checker calls it again and filters by the clues. */
  enumerate(): readonly S[];
  truth: S;
  pool: readonly Clue<S>[];
  first?: readonly Clue<S>[];
  /** How many clues a set may have (inclusive). */
  clues: [number, number];
  /** A CAT set leaves 2-4 cases open; otherwise the clues single out the truth. */
  open?: boolean;
  /** Facts of the truth the deduction reports as they get fixed (at most 30). */
  trace: readonly { text: Text; holds(s: S): boolean }[];
  /** A Markdown table (or list) of the given candidates, labelled by `label`. */
  table(cands: readonly S[], label: (k: number) => Text): Text;
  /** Statements true or false of a candidate (options of the CAT questions). */
  facts?: readonly Fact<S>[];
  asks: readonly ValueAsk<S>[];
  /** The setup before the clues, the set's title, and the count question's words (CAT sets). */
  intro: Text;
  title: Text;
  count?: { title: Text; statement: Text; noun: Text };
  settle?: Text;
}

const label = (k: number) => T(`Case ${k + 1}`, `स्थिति ${k + 1}`);

/** The set, or null when the drawn clues are too few or too many (the caller draws again). */
export function kitSet<S>(spec: KitSpec<S>): GeneratedSet | null {
  const { rng } = spec;
  const space = spec.enumerate();
  const drawn = spec.open
    ? narrowDown(rng, space, spec.truth, spec.pool, 2, 4, spec.first)
    : singleOut(rng, space, spec.truth, spec.pool, spec.first);
  if (!drawn || drawn.length < spec.clues[0] || drawn.length > spec.clues[1]) return null;
  const clues = drawn;
  const solve = lazy(() => spec.enumerate().filter((s) => allHold(clues, s)));
  const cands = space.filter((s) => allHold(clues, s));
  const traced = deductionLines(space, clues, spec.trace);
  const n = cands.length;
  const deduction = both((lang) =>
    [
      lang === 'en' ? 'Working through the clues:' : 'संकेतों से क्रमशः:',
      traced[lang],
      n === 1
        ? lang === 'en'
          ? 'Checking every possibility against all the clues leaves exactly one:'
          : 'हर संभावना को सभी संकेतों से जाँचने पर ठीक एक बचती है:'
        : lang === 'en'
          ? `Checking every possibility against all the clues leaves exactly ${n} cases:`
          : `हर संभावना को सभी संकेतों से जाँचने पर ठीक ${n} स्थितियाँ बचती हैं:`,
      spec.table(cands, label)[lang],
    ].join('\n\n'),
  );
  const questions: GeneratedQuestion[] = [];
  const push = (q: GeneratedQuestion | null) => {
    if (
      q &&
      questions.length < 5 &&
      !questions.some((o) => JSON.stringify(o.statement) === JSON.stringify(q.statement))
    )
      questions.push(q);
  };
  if (spec.open) {
    const cases: Cases<S> = { rng, cands, facts: spec.facts ?? [], solve, deduction, label };
    const used = new Set<string>();
    if (spec.count) push(countQuestion(cases, spec.count.title, spec.count.statement, spec.count.noun));
    push(conditionalQuestion(cases, used));
    push(cannotQuestion(cases));
    if (spec.settle) push(settleQuestion(cases, spec.settle));
    push(mustQuestion(cases, null));
    push(conditionalQuestion(cases, used));
  }
  for (const a of spec.asks) {
    // In a CAT set a value question is asked only when every open case gives the same value; a
    // question one clue answers on its own is not asked.
    if (new Set(cands.map((s) => a.value(s).en)).size !== 1) continue;
    const want = a.value(spec.truth).en;
    if (clues.some((c) => space.every((s) => !c.holds(s) || a.value(s).en === want))) continue;
    const answer = a.value(spec.truth);
    let made: { options: Text[]; correctIndex: number };
    try {
      made = textOptions(rng, answer, a.slips, a.filler);
    } catch {
      continue;
    }
    push(
      choiceQuestion(
        {
          title: a.title,
          statement: a.statement,
          explain: a.explain ? a.explain(spec.truth) : T('', ''),
          answer,
          ...made,
          seconds: a.seconds,
          checkAnswer: () => {
            const found = solve();
            const vals = new Set(found.map((s) => a.value(s).en));
            return found.length > 0 && vals.size === 1 ? (a.value(found[0] as S).en ?? null) : null;
          },
        },
        deduction,
      ),
    );
  }
  // A CAT set asks five questions (its share of CAT-level questions counts them).
  if (questions.length < (spec.open ? 5 : 4)) return null;
  const body = both((lang) =>
    [
      spec.intro[lang],
      spec.open
        ? lang === 'en'
          ? 'The following is known (it does not settle everything):'
          : 'निम्नलिखित ज्ञात है (इससे सब कुछ निश्चित नहीं होता):'
        : lang === 'en'
          ? 'The following is known:'
          : 'निम्नलिखित जानकारी ज्ञात है:',
      clueList(clues, lang),
    ].join('\n\n'),
  );
  return { set: { kind: 'passage', title: spec.title, body }, questions, numbers: [] };
}

/** Draws until the kit makes a set. */
export function drawSet(rng: Rng, attempt: (rng: Rng) => GeneratedSet | null): GeneratedSet {
  for (let i = 0; ; i++) {
    const made = attempt(rng);
    if (made) return made;
    if (i > 500) throw new Error('no set after 500 attempts');
  }
}
