import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  allHold,
  type Cases,
  cannotQuestion,
  conditionalQuestion,
  countQuestion,
  extremeQuestion,
  type Fact,
  mustQuestion,
  narrowDown,
  settleQuestion,
} from './lrdi-cat-common.js';
import {
  both,
  type Clue,
  clueList,
  deductionLines,
  get,
  joinTexts,
  lazy,
  mdTable,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Shapes in this file (group D9): calculation-based-lrdi/cash-drawer — the counts of notes of four
 * denominations in a cash drawer from its total value and count conditions that leave two to four
 * possibilities (CAT, Bank PO, Placements). The checker counts notes afresh: for every count of the
 * three smaller notes it works out the count of the largest from the total value and keeps the
 * possibilities obeying every condition.
 */

const K = 4;
const MAX = 9;
const BASE = MAX + 1;
const NOTE_SETS: readonly (readonly number[])[] = [
  [10, 20, 50, 100],
  [20, 50, 100, 200],
  [50, 100, 200, 500],
  [10, 50, 100, 200],
];
/** A drawer: the counts of the four notes, c0·1000 + c1·100 + c2·10 + c3 (each 0-9). */
type Drawer = number;
const SPACE = range(BASE ** K);
const cnt = (s: Drawer, k: number) => Math.floor(s / BASE ** (K - 1 - k)) % BASE;
const notes = (s: Drawer) => cnt(s, 0) + cnt(s, 1) + cnt(s, 2) + cnt(s, 3);

function attempt(rng: Rng): GeneratedSet | null {
  const space = SPACE;
  const den = rng.pick(NOTE_SETS);
  const D = (k: number) => get(den, k);
  const value = (s: Drawer) => cnt(s, 0) * D(0) + cnt(s, 1) * D(1) + cnt(s, 2) * D(2) + cnt(s, 3) * D(3);
  const note = (k: number) => T(`₹${D(k)} notes`, `₹${D(k)} के नोट`);
  /** The Hindi oblique plural (before का, से, की). */
  const obl = (k: number) => `₹${D(k)} के नोटों`;
  const truth =
    ((rng.int(1, MAX) * BASE + rng.int(1, MAX)) * BASE + rng.int(1, MAX)) * BASE + rng.int(1, MAX);
  const t = truth;
  const total = value(t);
  // Only drawers worth the total are considered (the total is given in the passage).
  const base = space.filter((s) => value(s) === total);
  const pool: Clue<Drawer>[] = [];
  const add = (text: Text, holds: (s: Drawer) => boolean) => pool.push({ text, holds });
  const chance = (x: number) => rng.next() < x;
  add(T(`There are ${notes(t)} notes in all.`, `कुल ${notes(t)} नोट हैं।`), (s) => notes(s) === notes(t));
  add(T('There is at least one note of each kind.', 'हर प्रकार का कम से कम एक नोट है।'), (s) =>
    range(K).every((k) => cnt(s, k) >= 1),
  );
  for (const k of range(K)) {
    const c = cnt(t, k);
    if (chance(0.3))
      add(
        T(
          `The number of ${note(k).en} is ${c % 2 === 0 ? 'even' : 'odd'}.`,
          `${obl(k)} की संख्या ${c % 2 === 0 ? 'सम' : 'विषम'} है।`,
        ),
        (s) => cnt(s, k) % 2 === c % 2,
      );
    if (c >= 2 && chance(0.3))
      add(
        T(`There are at least ${c - 1} ${note(k).en}.`, `${note(k).hi} कम से कम ${c - 1} हैं।`),
        (s) => cnt(s, k) >= c - 1,
      );
    if (c <= MAX - 2 && chance(0.3))
      add(
        T(`There are at most ${c + 1} ${note(k).en}.`, `${note(k).hi} अधिकतम ${c + 1} हैं।`),
        (s) => cnt(s, k) <= c + 1,
      );
    for (const j of range(K)) {
      if (j === k) continue;
      const d = cnt(t, j);
      if (c > d && chance(0.3))
        add(
          T(`There are more ${note(k).en} than ${note(j).en}.`, `${note(k).hi}, ${obl(j)} से अधिक हैं।`),
          (s) => cnt(s, k) > cnt(s, j),
        );
      if (c === d && k < j && chance(0.5))
        add(
          T(
            `There are as many ${note(k).en} as ${note(j).en}.`,
            `₹${D(k)} और ₹${D(j)} के नोटों की संख्या बराबर है।`,
          ),
          (s) => cnt(s, k) === cnt(s, j),
        );
      if (c * D(k) > d * D(j) && chance(0.25))
        add(
          T(
            `The ${note(k).en} together are worth more than the ${note(j).en} together.`,
            `${obl(k)} का कुल मूल्य ${obl(j)} के कुल मूल्य से अधिक है।`,
          ),
          (s) => cnt(s, k) * D(k) > cnt(s, j) * D(j),
        );
    }
  }
  const clues = narrowDown(rng, base, truth, pool, 2, 4);
  if (!clues || clues.length < 3 || clues.length > 7) return null;

  // The checker: for each count of the three smaller notes, the largest notes must make up the rest
  // of the total (a whole number of notes from 0 to 9); keep the drawers obeying every condition.
  const solve = lazy(() => {
    const found: Drawer[] = [];
    for (let a = 0; a <= MAX; a++)
      for (let b = 0; b <= MAX; b++)
        for (let c = 0; c <= MAX; c++) {
          const rest = total - a * D(0) - b * D(1) - c * D(2);
          if (rest < 0 || rest % D(3) !== 0 || rest / D(3) > MAX) continue;
          const s = ((a * BASE + b) * BASE + c) * BASE + rest / D(3);
          if (allHold(clues, s)) found.push(s);
        }
    return found;
  });
  const cands = base.filter((s) => allHold(clues, s));
  const label = (n: number) => T(`Possibility ${n + 1}`, `संभावना ${n + 1}`);
  const facts: Fact<Drawer>[] = [];
  const seen = new Set<string>();
  const fact = (text: Text, holds: (s: Drawer) => boolean) => {
    if (!seen.has(text.en)) {
      seen.add(text.en);
      facts.push({ text, holds });
    }
  };
  const exactly = (c: number, k: number): Text =>
    c === 0
      ? T(`No note is a ₹${D(k)} note.`, `₹${D(k)} का कोई नोट नहीं है।`)
      : c === 1
        ? T(`Exactly one note is a ₹${D(k)} note.`, `₹${D(k)} का ठीक एक नोट है।`)
        : T(`Exactly ${c} notes are ₹${D(k)} notes.`, `₹${D(k)} के ठीक ${c} नोट हैं।`);
  for (const s of [...cands, rng.pick(base)])
    for (const k of range(K)) {
      const c = cnt(s, k);
      fact(exactly(c, k), (z) => cnt(z, k) === c);
      for (const j of range(K))
        if (j !== k && c > cnt(s, j) && rng.next() < 0.3)
          fact(
            T(`The ${note(k).en} outnumber the ${note(j).en}.`, `${note(k).hi}, ${obl(j)} से अधिक हैं।`),
            (z) => cnt(z, k) > cnt(z, j),
          );
    }
  for (const s of cands)
    fact(
      T(`The drawer holds ${notes(s)} notes in all.`, `दराज़ में कुल ${notes(s)} नोट हैं।`),
      (z) => notes(z) === notes(s),
    );
  const steps = deductionLines(
    base,
    clues,
    range(K).map((k) => ({
      text: T(`there are ${cnt(t, k)} ${note(k).en}`, `${note(k).hi} ${cnt(t, k)} हैं`),
      holds: (s: Drawer) => cnt(s, k) === cnt(t, k),
    })),
    T(`The total of ₹${total}`, `₹${total} का कुल मूल्य`),
  );
  const table = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Note' : 'नोट', ...cands.map((_, n) => label(n)[lang])],
      [
        ...range(K).map((k) => [`₹${D(k)}`, ...cands.map((s) => String(cnt(s, k)))]),
        [lang === 'en' ? 'Notes in all' : 'कुल नोट', ...cands.map((s) => String(notes(s)))],
        [lang === 'en' ? 'Value (₹)' : 'मूल्य (₹)', ...cands.map((s) => String(value(s)))],
      ],
    ),
  );
  const n = cands.length;
  const deduction = both((lang) =>
    [
      lang === 'en'
        ? `Each count is from 0 to ${MAX}. For each choice of the three smaller counts, the ₹${D(3)} notes must make up the rest of ₹${total}; ${base.length} mixes of counts are worth exactly ₹${total}. Working through the conditions:`
        : `हर संख्या 0 से ${MAX} तक है। तीन छोटे नोटों की हर संभव संख्या के लिए ₹${total} का शेष ₹${D(3)} के नोटों से पूरा होना चाहिए; संख्याओं के ${base.length} मेल ठीक ₹${total} के बनते हैं। शर्तों से क्रमशः:`,
      steps[lang],
      lang === 'en'
        ? `Checking the remaining counts, exactly ${n} possibilities satisfy every condition:`
        : `शेष संख्याओं की जाँच करने पर ठीक ${n} संभावनाएँ सभी शर्तों को संतुष्ट करती हैं:`,
      table[lang],
    ].join('\n\n'),
  );
  const used = new Set<string>();
  const cases: Cases<Drawer> = { rng, cands, facts, solve, deduction, label };
  const questions: GeneratedQuestion[] = [
    countQuestion(
      cases,
      T('Possible mixes of notes', 'नोटों के संभव मेल'),
      T(
        'How many different combinations of note counts satisfy all the conditions?',
        'नोटों की संख्याओं के कितने अलग-अलग मेल सभी शर्तों को संतुष्ट करते हैं?',
      ),
      T('possibilities', 'संभावनाओं'),
    ),
  ];
  const spread = (k: number) => new Set(cands.map((s) => cnt(s, k))).size;
  const most = rng.shuffle(range(K)).reduce((a, b) => (spread(b) > spread(a) ? b : a));
  const max = rng.next() < 0.5;
  const more: (() => GeneratedQuestion | null)[] = [
    () => conditionalQuestion(cases, used),
    () => cannotQuestion(cases),
    () =>
      extremeQuestion(cases, {
        title: max
          ? T('Most notes of one kind', 'एक प्रकार के अधिकतम नोट')
          : T('Fewest notes in the drawer', 'दराज़ में न्यूनतम नोट'),
        statement: max
          ? T(
              `What is the largest possible number of ${note(most).en}?`,
              `${note(most).hi} की अधिकतम संभव संख्या क्या है?`,
            )
          : T(
              'What is the smallest possible number of notes in the drawer?',
              'दराज़ में नोटों की न्यूनतम संभव संख्या क्या है?',
            ),
        value: (s) => (max ? cnt(s, most) : notes(s)),
        show: (v) => T(String(v), String(v)),
        max,
      }),
    () =>
      settleQuestion(
        cases,
        T(
          'Which one of the following, if known, would fix the number of notes of every kind?',
          'निम्नलिखित में से कौन-सी बात, यदि ज्ञात हो, तो हर प्रकार के नोटों की संख्या निश्चित कर देगी?',
        ),
      ),
    () => mustQuestion(cases, null),
    () => conditionalQuestion(cases, used),
  ];
  for (const make of more) {
    const q = make();
    if (
      q &&
      questions.length < 5 &&
      !questions.some((o) => JSON.stringify(o.statement) === JSON.stringify(q.statement))
    )
      questions.push(q);
  }
  if (questions.length < 5) {
    return null;
  }
  const kinds = joinTexts(range(K).map((k) => T(`₹${D(k)}`, `₹${D(k)}`)));
  const body = both((lang) =>
    [
      lang === 'en'
        ? `At the end of the day, a shop's cash drawer holds only notes of ${kinds.en}, at most ${MAX} notes of each kind, worth ₹${total} in all. The cashier also remembers the following (it does not fix the counts completely):`
        : `दिन के अंत में एक दुकान की नकदी दराज़ में केवल ${kinds.hi} के नोट हैं, हर प्रकार के अधिकतम ${MAX} नोट, जिनका कुल मूल्य ₹${total} है। खजांची को यह भी याद है (इससे संख्याएँ पूरी तरह निश्चित नहीं होतीं):`,
      clueList(clues, lang),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Counting the cash drawer', 'नकदी दराज़ की गिनती'), body },
    questions,
    numbers: [total],
  };
}

/** Counts of four kinds of notes in a cash drawer from the total value and count conditions; two to four mixes fit. */
export const calculationCashDrawer: QuestionSetGenerator = {
  id: 'calculation-based-lrdi/cash-drawer',
  topic: 'calculation-based-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng): GeneratedSet {
    for (;;) {
      const made = attempt(rng);
      if (made) return made;
    }
  },
};
