import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import {
  type Ask,
  both,
  type Clue,
  choiceQuestion,
  get,
  numericQuestion,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Shared machinery of the CAT-style LRDI sets (group D4). Unlike `singleOut`, the clues here are
 * drawn from a hidden solution until only a few candidates (two to four or so) are left, as in a
 * CAT set where the clues leave some cases open. The questions are then asked about the whole
 * candidate set: how many cases are possible, what must be true (also under an added condition),
 * what cannot be true, which added clue would settle the case. Every checker re-solves the set by
 * an exhaustive search over the whole space (supplied by the generator) and evaluates the options
 * against the candidates it finds, confirming that exactly one option is right.
 */

/** A statement that is true or false of a candidate (an option, a condition). */
export interface Fact<S> {
  text: Text;
  holds(s: S): boolean;
}

/**
 * Clues true of `truth` that leave between `min` and `max` candidates of `space` (the truth among
 * them): the pool is shuffled, a clue is kept when it rules out some candidate without leaving fewer
 * than `min`, until at most `max` are left; clues the others make redundant are then dropped.
 * `first` clues are always kept. Returns null when the pool cannot get there.
 */
export function narrowDown<S>(
  rng: Rng,
  space: readonly S[],
  truth: S,
  pool: readonly Clue<S>[],
  min: number,
  max: number,
  first: readonly Clue<S>[] = [],
): Clue<S>[] | null {
  for (const clue of [...first, ...pool])
    if (!clue.holds(truth)) throw new Error(`a clue is false of the truth: ${clue.text.en}`);
  let alive = first.length > 0 ? space.filter((s) => allHold(first, s)) : [...space];
  const chosen: Clue<S>[] = [];
  const outBy: S[][] = [];
  for (const clue of rng.shuffle(pool)) {
    if (alive.length <= max) break;
    const left: S[] = [];
    const out: S[] = [];
    for (const s of alive) (clue.holds(s) ? left : out).push(s);
    if (out.length === 0 || left.length < min) continue;
    alive = left;
    chosen.push(clue);
    outBy.push(out);
  }
  if (alive.length > max || alive.length < min) return null;
  // A clue can go when every candidate it ruled out is also ruled out by another clue still kept.
  const kept = chosen.map(() => true);
  for (const i of rng.shuffle(range(chosen.length))) {
    const moves: [S, number][] = [];
    let ok = true;
    for (const s of get(outBy, i)) {
      const j = chosen.findIndex((c, jj) => jj !== i && kept[jj] && !c.holds(s));
      if (j < 0) {
        ok = false;
        break;
      }
      moves.push([s, j]);
    }
    if (!ok) continue;
    kept[i] = false;
    for (const [s, j] of moves) get(outBy, j).push(s);
    outBy[i] = [];
  }
  return [...first, ...chosen.filter((_, i) => kept[i])];
}

/** What the candidate questions need: the candidates, the option pool, the checker's solve. */
export interface Cases<S> {
  rng: Rng;
  /** The candidates left by the clues, in the order they are numbered in the solutions. */
  cands: readonly S[];
  /** Statements to make options and conditions of. */
  facts: readonly Fact<S>[];
  /** The checker: every candidate obeying the clues, by an exhaustive search of the whole space. */
  solve(): readonly S[];
  /** The shared deduction (the clues worked through, the candidates listed). */
  deduction: Text;
  /** A candidate's name, e.g. "Case 2" (1-based). */
  label(k: number): Text;
}

const dot = (t: Text): Text => T(t.en.replace(/\.$/, ''), t.hi.replace(/।$/, ''));

/** Candidate labels of those where `f` holds, e.g. "Cases 1 and 3". */
function where<S>(c: Cases<S>, f: Fact<S>, yes = true): Text {
  const ks = c.cands.flatMap((s, k) => (f.holds(s) === yes ? [k] : []));
  return both((lang) => {
    const names = ks.map((k) => c.label(k)[lang]);
    if (names.length <= 1) return names.join('');
    const and = lang === 'en' ? 'and' : 'और';
    return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1) ?? ''}`;
  });
}

/** Facts with distinct texts, none equal to `not`. */
function distinctFacts<S>(facts: readonly Fact<S>[], not: readonly Fact<S>[] = []): Fact<S>[] {
  const out: Fact<S>[] = [];
  for (const f of facts)
    if (![...out, ...not].some((g) => g.text.en === f.text.en || g.text.hi === f.text.hi)) out.push(f);
  return out;
}

/** The right option and three wrong ones as an Ask whose checker keeps the options `right` marks. */
function optionAsk<S>(
  c: Cases<S>,
  answer: Fact<S>,
  wrong: readonly Fact<S>[],
  right: (f: Fact<S>, found: readonly S[]) => boolean,
  q: { title: Text; statement: Text; explain: Text; seconds: number },
): Ask {
  const all = [answer, ...wrong];
  const made = textOptions(
    c.rng,
    dot(answer.text),
    wrong.map((f) => dot(f.text)),
    [],
  );
  return {
    ...q,
    answer: dot(answer.text),
    ...made,
    checkAnswer: () => {
      const found = c.solve();
      const ok = all.filter((f) => right(f, found));
      return ok.length === 1 ? dot((ok[0] as Fact<S>).text).en : null;
    },
  };
}

/** "How many cases are possible?" (type in the answer). */
export function countQuestion<S>(c: Cases<S>, title: Text, statement: Text, noun: Text): GeneratedQuestion {
  const k = c.cands.length;
  return numericQuestion({
    title,
    statement,
    value: k,
    solution: both(
      (lang) =>
        `${c.deduction[lang]}\n\n${
          lang === 'en'
            ? `Every clue holds in each of the ${k} ${noun.en} listed above and in no other, so the answer is ${k}.`
            : `ऊपर सूचीबद्ध ${k} ${noun.hi} में से प्रत्येक में सभी संकेत सही हैं और किसी अन्य में नहीं, अतः उत्तर ${k} है।`
        }`,
    ),
    seconds: 180,
    check: () => c.solve().length,
  });
}

/**
 * "Which of the following must be true?", under the condition `cond` if given: the answer holds in
 * every candidate the condition leaves, each wrong option fails in at least one of them.
 */
export function mustQuestion<S>(c: Cases<S>, cond: Fact<S> | null): GeneratedQuestion | null {
  const within = c.cands.filter((s) => !cond || cond.holds(s));
  if (within.length === 0) return null;
  const pool = distinctFacts(c.rng.shuffle(c.facts), cond ? [cond] : []);
  // Prefer an answer the condition is needed for (not true of every candidate).
  const sure = pool.filter((f) => within.every((s) => f.holds(s)));
  const answer = sure.find((f) => !c.cands.every((s) => f.holds(s))) ?? (cond ? null : sure[0]);
  if (!answer) return null;
  // Wrong options fail somewhere under the condition: first those that hold in some case it leaves,
  // then those that hold in no case at all, last those that only hold where the condition fails
  // (these may contradict the condition outright).
  const unsure = pool.filter((f) => !within.every((s) => f.holds(s)));
  const wrong = [
    ...unsure.filter((f) => within.some((s) => f.holds(s))),
    ...unsure.filter((f) => !c.cands.some((s) => f.holds(s))),
    ...unsure.filter((f) => !within.some((s) => f.holds(s)) && c.cands.some((s) => f.holds(s))),
  ].slice(0, 3);
  if (wrong.length < 3) return null;
  const condWhere = cond ? where(c, cond) : null;
  const explain = both((lang) => {
    const lines: string[] = [];
    if (cond && condWhere)
      lines.push(
        lang === 'en'
          ? `The added condition (${dot(cond.text).en}) holds only in ${condWhere.en}.`
          : `जोड़ी गई शर्त (${dot(cond.text).hi}) केवल ${condWhere.hi} में सही है।`,
      );
    lines.push(
      lang === 'en'
        ? `"${dot(answer.text).en}" holds in ${cond ? 'each of these' : 'every case'}.`
        : `"${dot(answer.text).hi}" ${cond ? 'इनमें से प्रत्येक' : 'हर स्थिति'} में सही है।`,
    );
    for (const f of wrong) {
      const bad = within.findIndex((s) => !f.holds(s));
      const k = c.cands.indexOf(get(within, bad));
      lines.push(
        lang === 'en'
          ? `"${dot(f.text).en}" fails in ${c.label(k).en}, so it need not be true.`
          : `"${dot(f.text).hi}" ${c.label(k).hi} में सही नहीं है, अतः यह आवश्यक नहीं।`,
      );
    }
    return lines.map((l) => `- ${l}`).join('\n');
  });
  const mustHold = (f: Fact<S>, found: readonly S[]) => {
    const w = found.filter((s) => !cond || cond.holds(s));
    return w.length > 0 && w.every((s) => f.holds(s));
  };
  const statement = cond
    ? T(
        `If ${lower(dot(cond.text).en)}, which of the following must be true?`,
        `यदि ${dot(cond.text).hi}, तो निम्नलिखित में से कौन-सा कथन निश्चित रूप से सत्य है?`,
      )
    : T('Which of the following must be true?', 'निम्नलिखित में से कौन-सा कथन निश्चित रूप से सत्य है?');
  return choiceQuestion(
    optionAsk(c, answer, wrong, mustHold, {
      title: cond
        ? T('Must be true under a condition', 'शर्त के साथ निश्चित सत्य')
        : T('Must be true', 'निश्चित सत्य'),
      statement,
      explain,
      seconds: cond ? 200 : 180,
    }),
    c.deduction,
  );
}

/** Lower-cases the first letter unless the sentence starts with a name (a capital then a lower). */
function lower(s: string): string {
  return /^(The|A|An|No|Exactly|Every) /.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

/**
 * "Which of the following cannot be true?": the answer fails in every candidate; each wrong option
 * holds in some candidate but not in all (possible, yet not given by the clues).
 */
export function cannotQuestion<S>(c: Cases<S>): GeneratedQuestion | null {
  const pool = distinctFacts(c.rng.shuffle(c.facts));
  const answer = pool.find((f) => !c.cands.some((s) => f.holds(s)));
  // Wrong options are possible but not given: each holds in some case and fails in another (a
  // statement true in every case may just repeat a clue, which makes the option trivially true).
  const three = pool
    .filter((f) => c.cands.some((s) => f.holds(s)) && !c.cands.every((s) => f.holds(s)))
    .slice(0, 3);
  if (!answer || three.length < 3) return null;
  const explain = both((lang) =>
    [
      ...three.map((f) =>
        lang === 'en'
          ? `"${dot(f.text).en}" holds in ${where(c, f).en}, so it can be true.`
          : `"${dot(f.text).hi}" ${where(c, f).hi} में सही है, अतः यह सत्य हो सकता है।`,
      ),
      lang === 'en'
        ? `"${dot(answer.text).en}" holds in none of the cases, so it cannot be true.`
        : `"${dot(answer.text).hi}" किसी भी स्थिति में सही नहीं है, अतः यह सत्य नहीं हो सकता।`,
    ]
      .map((l) => `- ${l}`)
      .join('\n'),
  );
  return choiceQuestion(
    optionAsk(c, answer, three, (f, found) => !found.some((s) => f.holds(s)), {
      title: T('Cannot be true', 'सत्य नहीं हो सकता'),
      statement: T('Which of the following cannot be true?', 'निम्नलिखित में से कौन-सा कथन सत्य नहीं हो सकता?'),
      explain,
      seconds: 180,
    }),
    c.deduction,
  );
}

/**
 * "Which one additional clue would settle the case?": the answer holds in exactly one candidate,
 * each wrong option in two or more (so each is consistent but leaves the case open).
 */
export function settleQuestion<S>(c: Cases<S>, settle: Text): GeneratedQuestion | null {
  const pool = distinctFacts(c.rng.shuffle(c.facts));
  const count = (f: Fact<S>, found: readonly S[]) => found.filter((s) => f.holds(s)).length;
  const answer = pool.find((f) => count(f, c.cands) === 1);
  const wrong = pool.filter((f) => count(f, c.cands) >= 2 && count(f, c.cands) < c.cands.length);
  const three = [...wrong, ...pool.filter((f) => count(f, c.cands) === c.cands.length)].slice(0, 3);
  if (!answer || three.length < 3) return null;
  const explain = both((lang) =>
    [
      lang === 'en'
        ? `"${dot(answer.text).en}" holds only in ${where(c, answer).en}, so with it exactly one case is left.`
        : `"${dot(answer.text).hi}" केवल ${where(c, answer).hi} में सही है, अतः इसके साथ ठीक एक स्थिति बचती है।`,
      ...three.map((f) =>
        lang === 'en'
          ? `"${dot(f.text).en}" holds in ${where(c, f).en}: more than one case would still be open.`
          : `"${dot(f.text).hi}" ${where(c, f).hi} में सही है: एक से अधिक स्थितियाँ फिर भी बचेंगी।`,
      ),
    ]
      .map((l) => `- ${l}`)
      .join('\n'),
  );
  return choiceQuestion(
    optionAsk(c, answer, three, (f, found) => count(f, found) === 1, {
      title: T('The clue that settles it', 'निर्णायक अतिरिक्त संकेत'),
      statement: settle,
      explain,
      seconds: 200,
    }),
    c.deduction,
  );
}

/**
 * "If …, which must be true?" with a condition true in some but not all candidates, tried in random
 * order until one gives a question; conditions in `used` are skipped, the one taken is added.
 */
export function conditionalQuestion<S>(c: Cases<S>, used: Set<string>): GeneratedQuestion | null {
  for (const f of c.rng.shuffle(c.facts)) {
    if (used.has(f.text.en) || !c.cands.some((s) => f.holds(s)) || c.cands.every((s) => f.holds(s))) continue;
    const q = mustQuestion(c, f);
    if (q) {
      used.add(f.text.en);
      return q;
    }
  }
  return null;
}

/**
 * "How many different values can … take?" over the candidates (e.g. the floors a person could be
 * on): the answer is the number of distinct values; options are small counts.
 */
export function spreadQuestion<S>(
  c: Cases<S>,
  q: { title: Text; statement: Text; value(s: S): number; show(v: number): Text },
): GeneratedQuestion | null {
  const values = [...new Set(c.cands.map((s) => q.value(s)))].sort((a, b) => a - b);
  const n = values.length;
  if (n < 2) return null;
  const answer = T(String(n), String(n));
  const made = textOptions(
    c.rng,
    answer,
    [c.cands.length, n + 1, n - 1, n + 2]
      .map((k) => T(String(k), String(k)))
      .filter((o) => Number(o.en) >= 1),
    [],
  );
  const explain = both((lang) =>
    [
      ...c.cands.map((s, k) => `${c.label(k)[lang]}: ${q.show(q.value(s))[lang]}`),
      lang === 'en'
        ? `So ${n} different value${n === 1 ? '' : 's'}: ${values.map((v) => q.show(v).en).join(', ')}.`
        : `अतः ${n} अलग-अलग मान: ${values.map((v) => q.show(v).hi).join(', ')}।`,
    ]
      .map((l) => `- ${l}`)
      .join('\n'),
  );
  return choiceQuestion(
    {
      title: q.title,
      statement: q.statement,
      explain,
      answer,
      ...made,
      seconds: 180,
      checkAnswer: () => String(new Set(c.solve().map((s) => q.value(s))).size),
    },
    c.deduction,
  );
}

/** "What is the maximum (minimum) possible …?" over the candidates: options are nearby values. */
export function extremeQuestion<S>(
  c: Cases<S>,
  q: { title: Text; statement: Text; value(s: S): number; show(v: number): Text; max: boolean },
): GeneratedQuestion {
  const pickOf = (vs: readonly number[]) => (q.max ? Math.max(...vs) : Math.min(...vs));
  const values = c.cands.map((s) => q.value(s));
  const best = pickOf(values);
  const others = [...new Set(values)].filter((v) => v !== best);
  const answer = q.show(best);
  const made = textOptions(
    c.rng,
    answer,
    [...others, best + 1, best - 1, best + 2, best - 2, best + 3, best + 4]
      .filter((v) => v >= 0)
      .map((v) => q.show(v)),
    [],
  );
  const explain = both((lang) =>
    [
      ...c.cands.map((s, k) => `${c.label(k)[lang]}: ${q.show(q.value(s))[lang]}`),
      lang === 'en'
        ? `The ${q.max ? 'largest' : 'smallest'} of these is ${answer.en}.`
        : `इनमें ${q.max ? 'सबसे अधिक' : 'सबसे कम'} मान: ${answer.hi}।`,
    ]
      .map((l) => `- ${l}`)
      .join('\n'),
  );
  return choiceQuestion(
    {
      title: q.title,
      statement: q.statement,
      explain,
      answer,
      ...made,
      seconds: 180,
      checkAnswer: () => {
        const found = c.solve();
        return found.length > 0 ? q.show(pickOf(found.map((s) => q.value(s)))).en : null;
      },
    },
    c.deduction,
  );
}

/** True when every clue holds of `s` (a plain loop: the searches call it for every candidate). */
export function allHold<S>(clues: readonly { holds(s: S): boolean }[], s: S): boolean {
  for (const c of clues) if (!c.holds(s)) return false;
  return true;
}
