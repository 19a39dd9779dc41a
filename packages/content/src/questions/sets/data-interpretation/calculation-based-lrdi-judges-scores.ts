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
  lazy,
  mdTable,
  type Person,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Shapes in this file (group D9): calculation-based-lrdi/judges-scores — a score sheet of four
 * contestants marked by three judges with four scores missing; the missing scores' sum and
 * comparison conditions leave two to four ways to fill the sheet (CAT, Placements). The checker fills
 * the first three missing scores in every way, takes the fourth from the given sum, and keeps the
 * sheets obeying every condition.
 */

const N = 4;
const J = 3;
const MAXS = 10;
/** The lowest score a judge may give. */
const MINS = 4;
/** How many different scores there are. */
const R = MAXS - MINS + 1;
/** A filling of the four missing scores, in base R: digit k is the k-th missing score less MINS. */
type Fill = number;
/** The fillings by the sum of their four scores, and each filling's scores (built once). */
const TABLES = lazy(() => {
  const scores = new Int8Array(R ** N * N);
  const bySum = new Map<number, Fill[]>();
  for (let s = 0; s < R ** N; s++) {
    let sum = 0;
    for (let k = 0; k < N; k++) {
      const v = (Math.floor(s / R ** (N - 1 - k)) % R) + MINS;
      scores[s * N + k] = v;
      sum += v;
    }
    bySum.set(sum, [...(bySum.get(sum) ?? []), s]);
  }
  return { scores, bySum };
});
const hid = (s: Fill, k: number) => TABLES().scores[s * N + k] as number;

function attempt(rng: Rng): GeneratedSet | null {
  const people: Person[] = pickPeople(rng, N);
  const P = (p: number) => get(people, p);
  const Jd = (j: number) => T(`Judge ${j + 1}`, `निर्णायक ${j + 1}`);
  // The known scores; contestant p's score from judge gap[p] is missing.
  const sheet = range(N).map(() => range(J).map(() => rng.int(MINS, MAXS)));
  const gap = range(N).map(() => rng.int(0, J - 1));
  const truth = rng.int(0, R ** N - 1);
  const t = truth;
  const sc = (s: Fill, p: number, j: number) => (j === get(gap, p) ? hid(s, p) : get(get(sheet, p), j));
  const tot = (s: Fill, p: number) => sc(s, p, 0) + sc(s, p, 1) + sc(s, p, 2);
  const jt = (s: Fill, j: number) => sc(s, 0, j) + sc(s, 1, j) + sc(s, 2, j) + sc(s, 3, j);
  const sum = range(N).reduce((a, p) => a + hid(t, p), 0);
  const base = TABLES().bySum.get(sum) ?? [];
  if (base.length < 12) return null;
  const top = (s: Fill) => {
    const best = Math.max(...range(N).map((p) => tot(s, p)));
    const at = range(N).filter((p) => tot(s, p) === best);
    return at.length === 1 ? (at[0] as number) : -1;
  };
  const pool: Clue<Fill>[] = [];
  const add = (text: Text, holds: (s: Fill) => boolean) => pool.push({ text, holds });
  const chance = (x: number) => rng.next() < x;
  for (const p of range(N)) {
    const h = hid(t, p);
    const g = get(gap, p);
    if (chance(0.4))
      add(
        T(
          `${Jd(g).en} gave ${P(p).en} an ${h % 2 === 0 ? 'even' : 'odd'} score.`,
          `${Jd(g).hi} ने ${P(p).hi} को ${h % 2 === 0 ? 'सम' : 'विषम'} अंक दिए।`,
        ),
        (s) => hid(s, p) % 2 === h % 2,
      );
    if (new Set(range(J).map((j) => sc(t, p, j))).size === J && chance(0.3))
      add(
        T(
          `The three judges gave ${P(p).en} three different scores.`,
          `तीनों निर्णायकों ने ${P(p).hi} को तीन अलग-अलग अंक दिए।`,
        ),
        (s) => new Set(range(J).map((j) => sc(s, p, j))).size === J,
      );
    if (h >= 5 && chance(0.3))
      add(
        T(
          `${P(p).en}'s total is at least ${tot(t, p) - 2}.`,
          `${P(p).hi} का कुल योग कम से कम ${tot(t, p) - 2} है।`,
        ),
        (s) => tot(s, p) >= tot(t, p) - 2,
      );
    if (h <= 8 && chance(0.3))
      add(
        T(
          `${P(p).en}'s total is at most ${tot(t, p) + 2}.`,
          `${P(p).hi} का कुल योग अधिकतम ${tot(t, p) + 2} है।`,
        ),
        (s) => tot(s, p) <= tot(t, p) + 2,
      );
    for (const q of range(N))
      if (q !== p && tot(t, p) > tot(t, q) && chance(0.3))
        add(
          T(
            `${P(p).en}'s total is higher than ${P(q).en}'s.`,
            `${P(p).hi} का कुल योग ${P(q).hi} के कुल योग से अधिक है।`,
          ),
          (s) => tot(s, p) > tot(s, q),
        );
  }
  for (const j of range(J))
    if (gap.includes(j) && chance(0.5))
      add(
        T(`${Jd(j).en}'s four scores add up to ${jt(t, j)}.`, `${Jd(j).hi} के चारों अंकों का योग ${jt(t, j)} है।`),
        (s) => jt(s, j) === jt(t, j),
      );
  if (top(t) >= 0 && chance(0.6))
    add(
      T(`${P(top(t)).en} alone has the highest total.`, `अकेले ${P(top(t)).hi} का कुल योग सबसे अधिक है।`),
      (s) => top(s) === top(t),
    );
  const clues = narrowDown(rng, base, truth, pool, 2, 4);
  if (!clues || clues.length < 3 || clues.length > 7) return null;

  // The checker: every value of the first three missing scores; the fourth is the given sum less
  // the three, kept when it is a score from MINS to MAXS and the sheet obeys every condition.
  const solve = lazy(() => {
    const found: Fill[] = [];
    for (let a = MINS; a <= MAXS; a++)
      for (let b = MINS; b <= MAXS; b++)
        for (let c = MINS; c <= MAXS; c++) {
          const d = sum - a - b - c;
          if (d < MINS || d > MAXS) continue;
          const s = (((a - MINS) * R + b - MINS) * R + c - MINS) * R + d - MINS;
          if (allHold(clues, s)) found.push(s);
        }
    return found;
  });
  const cands = base.filter((s) => allHold(clues, s));
  const label = (n: number) => T(`Sheet ${n + 1}`, `तालिका ${n + 1}`);
  const facts: Fact<Fill>[] = [];
  const seen = new Set<string>();
  const fact = (text: Text, holds: (s: Fill) => boolean) => {
    if (!seen.has(text.en)) {
      seen.add(text.en);
      facts.push({ text, holds });
    }
  };
  for (const s of [...cands, rng.pick(base)])
    for (const p of range(N)) {
      const g = get(gap, p);
      fact(
        T(`${Jd(g).en} gave ${P(p).en} ${hid(s, p)}.`, `${Jd(g).hi} ने ${P(p).hi} को ${hid(s, p)} अंक दिए।`),
        (z) => hid(z, p) === hid(s, p),
      );
      fact(
        T(`${P(p).en}'s total is ${tot(s, p)}.`, `${P(p).hi} का कुल योग ${tot(s, p)} है।`),
        (z) => tot(z, p) === tot(s, p),
      );
      if (top(s) === p)
        fact(
          T(`${P(p).en} alone has the highest total.`, `अकेले ${P(p).hi} का कुल योग सबसे अधिक है।`),
          (z) => top(z) === p,
        );
    }
  const steps = deductionLines(
    base,
    clues,
    range(N).map((p) => ({
      text: T(
        `${Jd(get(gap, p)).en} gave ${P(p).en} ${hid(t, p)}`,
        `${Jd(get(gap, p)).hi} ने ${P(p).hi} को ${hid(t, p)} दिए`,
      ),
      holds: (s: Fill) => hid(s, p) === hid(t, p),
    })),
    T(`The sum ${sum} of the missing scores`, `छूटे अंकों का योग ${sum}`),
  );
  const table = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Missing score' : 'छूटा अंक', ...cands.map((_, n) => label(n)[lang])],
      [
        ...range(N).map((p) => [
          `${P(p)[lang]} (${Jd(get(gap, p))[lang]})`,
          ...cands.map((s) => String(hid(s, p))),
        ]),
        ...range(N).map((p) => [
          `${lang === 'en' ? 'Total of' : 'कुल योग:'} ${P(p)[lang]}`,
          ...cands.map((s) => String(tot(s, p))),
        ]),
      ],
    ),
  );
  const n = cands.length;
  const deduction = both((lang) =>
    [
      lang === 'en'
        ? `Each missing score is from ${MINS} to ${MAXS} and the four add up to ${sum}; ${base.length} fillings do. Working through the conditions:`
        : `हर छूटा अंक ${MINS} से ${MAXS} तक है और चारों का योग ${sum} है; ऐसी ${base.length} पूर्तियाँ हैं। शर्तों से क्रमशः:`,
      steps[lang],
      lang === 'en'
        ? `Checking the fillings left, exactly ${n} satisfy every condition:`
        : `बची पूर्तियों की जाँच करने पर ठीक ${n} सभी शर्तों को संतुष्ट करती हैं:`,
      table[lang],
    ].join('\n\n'),
  );
  const used = new Set<string>();
  const cases: Cases<Fill> = { rng, cands, facts, solve, deduction, label };
  const questions: GeneratedQuestion[] = [
    countQuestion(
      cases,
      T('Ways to fill the sheet', 'तालिका पूरी करने के तरीक़े'),
      T(
        'In how many different ways can the four missing scores be filled in so that every condition holds?',
        'चारों छूटे अंक कितने अलग-अलग तरीक़ों से भरे जा सकते हैं कि हर शर्त पूरी हो?',
      ),
      T('fillings', 'पूर्तियों'),
    ),
  ];
  const spread = (p: number) => new Set(cands.map((s) => tot(s, p))).size;
  const most = rng.shuffle(range(N)).reduce((a, b) => (spread(b) > spread(a) ? b : a));
  const max = rng.next() < 0.5;
  const more: (() => GeneratedQuestion | null)[] = [
    () => conditionalQuestion(cases, used),
    () => cannotQuestion(cases),
    () =>
      extremeQuestion(cases, {
        title: max
          ? T('Highest possible total', 'अधिकतम संभव योग')
          : T('Lowest possible total', 'न्यूनतम संभव योग'),
        statement: max
          ? T(
              `What is the highest possible total of ${P(most).en}?`,
              `${P(most).hi} का अधिकतम संभव कुल योग क्या है?`,
            )
          : T(
              `What is the lowest possible total of ${P(most).en}?`,
              `${P(most).hi} का न्यूनतम संभव कुल योग क्या है?`,
            ),
        value: (s) => tot(s, most),
        show: (v) => T(String(v), String(v)),
        max,
      }),
    () =>
      settleQuestion(
        cases,
        T(
          'Which one of the following, if known, would fix all four missing scores?',
          'निम्नलिखित में से कौन-सी बात, यदि ज्ञात हो, तो चारों छूटे अंक निश्चित कर देगी?',
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
  const body = both((lang) =>
    [
      lang === 'en'
        ? `In a talent contest, three judges each gave every contestant a whole-number score from ${MINS} to ${MAXS}. Four scores are missing from the sheet below (shown as ?); the four missing scores add up to ${sum}.`
        : `एक प्रतिभा प्रतियोगिता में तीन निर्णायकों में से प्रत्येक ने हर प्रतियोगी को ${MINS} से ${MAXS} तक का पूर्णांक अंक दिया। नीचे की तालिका में चार अंक छूटे हैं (? से दिखाए गए); चारों छूटे अंकों का योग ${sum} है।`,
      mdTable(
        [lang === 'en' ? 'Contestant' : 'प्रतियोगी', ...range(J).map((j) => Jd(j)[lang])],
        range(N).map((p) => [
          P(p)[lang],
          ...range(J).map((j) => (j === get(gap, p) ? '?' : String(sc(t, p, j)))),
        ]),
      ),
      lang === 'en'
        ? 'It is also known that (this does not fix the sheet completely):'
        : 'यह भी ज्ञात है कि (इससे तालिका पूरी तरह निश्चित नहीं होती):',
      clueList(clues, lang),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T("Judges' score sheet with gaps", 'निर्णायकों की अधूरी अंक-तालिका'), body },
    questions,
    numbers: [sum, MINS, MAXS],
  };
}

/** Four contestants scored by three judges, four scores missing; their sum and comparisons leave two to four fillings. */
export const calculationJudgesScores: QuestionSetGenerator = {
  id: 'calculation-based-lrdi/judges-scores',
  topic: 'calculation-based-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate(rng): GeneratedSet {
    for (;;) {
      const made = attempt(rng);
      if (made) return made;
    }
  },
};
