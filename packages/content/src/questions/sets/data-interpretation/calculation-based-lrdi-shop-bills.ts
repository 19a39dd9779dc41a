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
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Shapes in this file (group D9): calculation-based-lrdi/shop-bills — the prices of four items at a
 * stationery shop from two customers' bills and price conditions that leave two to four price lists
 * (CAT, Bank PO, Placements). `generate` tries every price of the first three items and works out the
 * fourth from the first bill; the checker instead scans all 10^4 price lists against both bills and
 * every condition.
 */

const N = 4;
/** Prices are multiples of ₹STEP from ₹STEP to ₹STEP·R. */
const STEP = 5;
const R = 10;
const ITEMS: readonly Text[] = [
  T('pen', 'पेन'),
  T('notebook', 'कॉपी'),
  T('eraser', 'रबड़'),
  T('ruler', 'स्केल'),
  T('marker', 'मार्कर'),
  T('file', 'फ़ाइल'),
];
/** A price list in base R: digit k is the k-th item's price ÷ STEP, less 1. */
type List = number;
const price = (s: List, k: number) => ((Math.floor(s / R ** (N - 1 - k)) % R) + 1) * STEP;

function attempt(rng: Rng): GeneratedSet | null {
  const items = rng.shuffle(ITEMS).slice(0, N);
  const I = (k: number) => get(items, k);
  const truth = rng.int(0, R ** N - 1);
  const t = truth;
  // Two bills: the quantities bought of each item (0 to 3, at least three items on each bill).
  const bills = range(2).map(() => range(N).map(() => rng.int(0, 3)));
  if (bills.some((b) => b.filter((q) => q > 0).length < 3)) return null;
  const cost = (s: List, b: readonly number[]) => b.reduce((a, q, k) => a + q * price(s, k), 0);
  const totals = bills.map((b) => cost(t, b));
  const first = get(bills, 0);
  if (get(first, N - 1) === 0) return null;
  // Price lists fitting both bills: every price of the first three items, the fourth from bill 1.
  const q = (k: number) => get(first, k);
  const base: List[] = [];
  for (let a = STEP; a <= STEP * R; a += STEP)
    for (let b = STEP; b <= STEP * R; b += STEP)
      for (let c = STEP; c <= STEP * R; c += STEP) {
        const rest = get(totals, 0) - q(0) * a - q(1) * b - q(2) * c;
        if (rest % q(3) !== 0) continue;
        const d = rest / q(3);
        if (d < STEP || d > STEP * R || d % STEP !== 0) continue;
        const s = (((a / STEP - 1) * R + b / STEP - 1) * R + c / STEP - 1) * R + d / STEP - 1;
        if (cost(s, get(bills, 1)) === get(totals, 1)) base.push(s);
      }
  if (base.length < 8) return null;
  const pool: Clue<List>[] = [];
  const add = (text: Text, holds: (s: List) => boolean) => pool.push({ text, holds });
  const chance = (x: number) => rng.next() < x;
  for (const k of range(N)) {
    const v = price(t, k);
    if (v % 10 === 0 && chance(0.4))
      add(
        T(`A ${I(k).en} costs a multiple of ₹10.`, `एक ${I(k).hi} का मूल्य ₹10 का गुणज है।`),
        (s) => price(s, k) % 10 === 0,
      );
    if (v % 10 !== 0 && chance(0.4))
      add(
        T(`A ${I(k).en} does not cost a multiple of ₹10.`, `एक ${I(k).hi} का मूल्य ₹10 का गुणज नहीं है।`),
        (s) => price(s, k) % 10 !== 0,
      );
    if (v >= 15 && chance(0.3))
      add(
        T(`A ${I(k).en} costs at least ₹${v - 5}.`, `एक ${I(k).hi} का मूल्य कम से कम ₹${v - 5} है।`),
        (s) => price(s, k) >= v - 5,
      );
    if (v <= 40 && chance(0.3))
      add(
        T(`A ${I(k).en} costs at most ₹${v + 5}.`, `एक ${I(k).hi} का मूल्य अधिकतम ₹${v + 5} है।`),
        (s) => price(s, k) <= v + 5,
      );
    for (const j of range(N))
      if (j !== k && v > price(t, j) && chance(0.3))
        add(
          T(`A ${I(k).en} costs more than a ${I(j).en}.`, `एक ${I(k).hi} का मूल्य एक ${I(j).hi} से अधिक है।`),
          (s) => price(s, k) > price(s, j),
        );
  }
  if (new Set(range(N).map((k) => price(t, k))).size === N)
    add(
      T('No two items cost the same.', 'किन्हीं दो वस्तुओं का मूल्य समान नहीं है।'),
      (s) => new Set(range(N).map((k) => price(s, k))).size === N,
    );
  const clues = narrowDown(rng, base, truth, pool, 2, 4);
  if (!clues || clues.length < 3 || clues.length > 7) return null;

  // The checker: every one of the 10^4 price lists, kept when both bills and every condition fit.
  const solve = lazy(() => {
    const found: List[] = [];
    const [b1, b2] = [get(bills, 0), get(bills, 1)];
    for (let s = 0; s < R ** N; s++) {
      let c1 = 0;
      let c2 = 0;
      for (let k = 0; k < N; k++) {
        c1 += price(s, k) * get(b1, k);
        c2 += price(s, k) * get(b2, k);
      }
      if (c1 === get(totals, 0) && c2 === get(totals, 1) && allHold(clues, s)) found.push(s);
    }
    return found;
  });
  const cands = base.filter((s) => allHold(clues, s));
  const label = (n: number) => T(`List ${n + 1}`, `सूची ${n + 1}`);
  const facts: Fact<List>[] = [];
  const seen = new Set<string>();
  const fact = (text: Text, holds: (s: List) => boolean) => {
    if (!seen.has(text.en)) {
      seen.add(text.en);
      facts.push({ text, holds });
    }
  };
  for (const s of [...cands, rng.pick(base)])
    for (const k of range(N)) {
      const v = price(s, k);
      fact(T(`A ${I(k).en} costs ₹${v}.`, `एक ${I(k).hi} का मूल्य ₹${v} है।`), (z) => price(z, k) === v);
      for (const j of range(N))
        if (j !== k && v > price(s, j) && rng.next() < 0.3)
          fact(
            T(`A ${I(k).en} costs more than a ${I(j).en}.`, `एक ${I(k).hi} का मूल्य एक ${I(j).hi} से अधिक है।`),
            (z) => price(z, k) > price(z, j),
          );
    }
  const steps = deductionLines(
    base,
    clues,
    range(N).map((k) => ({
      text: T(`a ${I(k).en} costs ₹${price(t, k)}`, `एक ${I(k).hi} का मूल्य ₹${price(t, k)} है`),
      holds: (s: List) => price(s, k) === price(t, k),
    })),
    T('The two bills', 'दोनों बिल'),
  );
  const table = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Item' : 'वस्तु', ...cands.map((_, n) => label(n)[lang])],
      range(N).map((k) => [I(k)[lang], ...cands.map((s) => `₹${price(s, k)}`)]),
    ),
  );
  const n = cands.length;
  const deduction = both((lang) =>
    [
      lang === 'en'
        ? `Trying every allowed price of the first three items, the first bill fixes the fourth; ${base.length} price lists fit both bills. Working through the conditions:`
        : `पहली तीन वस्तुओं के हर अनुमत मूल्य को आज़माने पर पहला बिल चौथी का मूल्य तय करता है; ${base.length} मूल्य-सूचियाँ दोनों बिलों से मेल खाती हैं। शर्तों से क्रमशः:`,
      steps[lang],
      lang === 'en'
        ? `Checking the lists left, exactly ${n} satisfy every condition:`
        : `बची सूचियों की जाँच करने पर ठीक ${n} सभी शर्तों को संतुष्ट करती हैं:`,
      table[lang],
    ].join('\n\n'),
  );
  const used = new Set<string>();
  const cases: Cases<List> = { rng, cands, facts, solve, deduction, label };
  const questions: GeneratedQuestion[] = [
    countQuestion(
      cases,
      T('Possible price lists', 'संभव मूल्य-सूचियाँ'),
      T(
        'How many different price lists fit both bills and every condition?',
        'कितनी अलग-अलग मूल्य-सूचियाँ दोनों बिलों और हर शर्त से मेल खाती हैं?',
      ),
      T('price lists', 'मूल्य-सूचियों'),
    ),
  ];
  const spread = (p: number) => new Set(cands.map((s) => price(s, p))).size;
  const most = rng.shuffle(range(N)).reduce((a, b) => (spread(b) > spread(a) ? b : a));
  const max = rng.next() < 0.5;
  const more: (() => GeneratedQuestion | null)[] = [
    () => conditionalQuestion(cases, used),
    () => cannotQuestion(cases),
    () =>
      extremeQuestion(cases, {
        title: max
          ? T('Dearest possible price', 'अधिकतम संभव मूल्य')
          : T('Cheapest possible price', 'न्यूनतम संभव मूल्य'),
        statement: max
          ? T(
              `What is the highest possible price of a ${I(most).en}?`,
              `एक ${I(most).hi} का अधिकतम संभव मूल्य क्या है?`,
            )
          : T(
              `What is the lowest possible price of a ${I(most).en}?`,
              `एक ${I(most).hi} का न्यूनतम संभव मूल्य क्या है?`,
            ),
        value: (s) => price(s, most),
        show: (v) => T(`₹${v}`, `₹${v}`),
        max,
      }),
    () =>
      settleQuestion(
        cases,
        T(
          'Which one of the following, if known, would fix the price of every item?',
          'निम्नलिखित में से कौन-सी बात, यदि ज्ञात हो, तो हर वस्तु का मूल्य निश्चित कर देगी?',
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
  const bill = (i: number, lang: 'en' | 'hi') =>
    range(N)
      .filter((k) => get(get(bills, i), k) > 0)
      .map((k) => `${get(get(bills, i), k)} ${I(k)[lang]}`)
      .join(', ');
  const body = both((lang) =>
    [
      lang === 'en'
        ? `A stationery shop prices each of its items at a multiple of ₹${STEP}, from ₹${STEP} to ₹${STEP * R}. Two customers' bills were:`
        : `एक स्टेशनरी दुकान अपनी हर वस्तु का मूल्य ₹${STEP} के गुणज में, ₹${STEP} से ₹${STEP * R} तक, रखती है। दो ग्राहकों के बिल थे:`,
      range(2)
        .map((i) =>
          lang === 'en'
            ? `- Bill ${i + 1}: ${bill(i, lang)} for ₹${get(totals, i)}.`
            : `- बिल ${i + 1}: ${bill(i, lang)} — ₹${get(totals, i)}।`,
        )
        .join('\n'),
      lang === 'en'
        ? 'It is also known that (this does not fix the prices completely):'
        : 'यह भी ज्ञात है कि (इससे मूल्य पूरी तरह निश्चित नहीं होते):',
      clueList(clues, lang),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Prices from two bills', 'दो बिलों से मूल्य'), body },
    questions,
    numbers: [...totals, STEP],
  };
}

/** Prices of four stationery items from two bills and price conditions; two to four price lists fit. */
export const calculationShopBills: QuestionSetGenerator = {
  id: 'calculation-based-lrdi/shop-bills',
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
