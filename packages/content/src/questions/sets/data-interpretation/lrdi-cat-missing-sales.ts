import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { allHold } from './lrdi-cat-common.js';
import {
  both,
  type Clue,
  choiceQuestion,
  clueList,
  deductionLines,
  get,
  lazy,
  mdTable,
  numericQuestion,
  range,
  singleOut,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * A caselet with missing entries (CAT style): the units of three products sold by four outlets,
 * with four cells of the table blank; totals, percentages, differences and ratios fix the blanks.
 * Questions need the deduced values: a blank, the outlet with the largest total, a share in per
 * cent, the gap between two product totals, and how many values a blank could take if one clue
 * were withdrawn. The checker fills the four blanks in all 9^4 ways and keeps those obeying every
 * clue (without the withdrawn clue for the last question).
 */

const ROWS = 4;
const COLS = 3;
const BLANKS = 4;
const STEP = 10;
/** Blank values are 10, 20, …, 90. */
const VALUES = 9;
type Fill = number;
const SPACE = range(VALUES ** BLANKS);

const OUTLETS: readonly Text[] = [
  T('North', 'उत्तर'),
  T('South', 'दक्षिण'),
  T('East', 'पूर्व'),
  T('West', 'पश्चिम'),
  T('Central', 'मध्य'),
];
const PRODUCTS: readonly Text[] = [
  T('TVs', 'टीवी'),
  T('fridges', 'फ्रिज'),
  T('air conditioners', 'एसी'),
  T('water purifiers', 'वॉटर प्यूरीफ़ायर'),
  T('microwave ovens', 'माइक्रोवेव ओवन'),
];
const units = (n: number) => T(`${n} units`, `${n} इकाइयाँ`);

function attempt(rng: Rng): GeneratedSet | null {
  const outlets = rng.shuffle(OUTLETS).slice(0, ROWS);
  const products = rng.shuffle(PRODUCTS).slice(0, COLS);
  const O = (r: number) => get(outlets, r);
  const Pr = (c: number) => get(products, c);
  const value = range(ROWS * COLS).map(() => STEP * rng.int(1, VALUES));
  // Blanks: four cells, no row or column fully blank.
  const blanks = rng
    .shuffle(range(ROWS * COLS))
    .slice(0, BLANKS)
    .sort((a, b) => a - b);
  if (range(ROWS).some((r) => range(COLS).every((c) => blanks.includes(r * COLS + c)))) return null;
  const slot = (k: number) => blanks.indexOf(k);
  // One outlet must lead on total sales (asked below).
  const sums = range(ROWS).map((r) => range(COLS).reduce((acc, c) => acc + get(value, r * COLS + c), 0));
  if (sums.filter((x) => x === Math.max(...sums)).length !== 1) return null;
  const truth: Fill = blanks.reduce((acc, k, i) => acc + (get(value, k) / STEP - 1) * VALUES ** i, 0);
  // Every cell, row total, column total and grand total of every filling, computed once.
  const size = VALUES ** BLANKS;
  const cells = new Int16Array(size * ROWS * COLS);
  const rowT = new Int16Array(size * ROWS);
  const colT = new Int16Array(size * COLS);
  const all = new Int16Array(size);
  const slots = range(ROWS * COLS).map(slot);
  const pows = range(BLANKS).map((i) => VALUES ** i);
  for (let s = 0; s < size; s++)
    for (let k = 0; k < ROWS * COLS; k++) {
      const i = slots[k] as number;
      const v = i < 0 ? (value[k] as number) : STEP * (1 + (Math.floor(s / (pows[i] as number)) % VALUES));
      cells[s * ROWS * COLS + k] = v;
      const r = Math.floor(k / COLS);
      rowT[s * ROWS + r] = (rowT[s * ROWS + r] as number) + v;
      colT[s * COLS + (k - r * COLS)] = (colT[s * COLS + (k - r * COLS)] as number) + v;
      all[s] = (all[s] as number) + v;
    }
  const cell = (s: Fill, r: number, c: number) => cells[s * ROWS * COLS + r * COLS + c] as number;
  const row = (s: Fill, r: number) => rowT[s * ROWS + r] as number;
  const col = (s: Fill, c: number) => colT[s * COLS + c] as number;
  const t = truth;
  const isBlank = (r: number, c: number) => slot(r * COLS + c) >= 0;
  const pool: Clue<Fill>[] = [];
  const add = (text: Text, holds: (s: Fill) => boolean) => pool.push({ text, holds });
  for (const r of range(ROWS))
    if (range(COLS).some((c) => isBlank(r, c)) && rng.next() < 0.6) {
      const n = row(t, r);
      add(
        T(`The ${O(r).en} outlet sold ${n} units in all.`, `${O(r).hi} आउटलेट ने कुल ${n} इकाइयाँ बेचीं।`),
        (s) => row(s, r) === n,
      );
    }
  for (const c of range(COLS))
    if (range(ROWS).some((r) => isBlank(r, c)) && rng.next() < 0.6) {
      const n = col(t, c);
      add(T(`In all, ${n} ${Pr(c).en} were sold.`, `कुल ${n} ${Pr(c).hi} बिके।`), (s) => col(s, c) === n);
    }
  for (const r of range(ROWS))
    for (const c of range(COLS)) {
      if (!isBlank(r, c)) continue;
      const v = cell(t, r, c);
      const tot = row(t, r);
      const pct = (100 * v) / tot;
      if (Number.isInteger(pct) && pct % 5 === 0)
        add(
          T(
            `${Pr(c).en.replace(/^./, (x) => x.toUpperCase())} made up ${pct}% of the units sold by the ${O(r).en} outlet.`,
            `${O(r).hi} आउटलेट की बिक्री में ${Pr(c).hi} का हिस्सा ${pct}% था।`,
          ),
          (s) => 100 * cell(s, r, c) === pct * row(s, r),
        );
      for (const r2 of range(ROWS)) {
        if (r2 === r) continue;
        const d = v - cell(t, r2, c);
        if (d > 0 && rng.next() < 0.4)
          add(
            T(
              `The ${O(r).en} outlet sold ${d} more ${Pr(c).en} than the ${O(r2).en} outlet.`,
              `${O(r).hi} आउटलेट ने ${O(r2).hi} आउटलेट से ${d} ${Pr(c).hi} अधिक बेचे।`,
            ),
            (s) => cell(s, r, c) - cell(s, r2, c) === d,
          );
        if (d < 0 && rng.next() < 0.3)
          add(
            T(
              `The ${O(r2).en} outlet sold more ${Pr(c).en} than the ${O(r).en} outlet.`,
              `${O(r2).hi} आउटलेट ने ${O(r).hi} आउटलेट से अधिक ${Pr(c).hi} बेचे।`,
            ),
            (s) => cell(s, r2, c) > cell(s, r, c),
          );
      }
      for (const c2 of range(COLS)) {
        if (c2 === c) continue;
        const u = cell(t, r, c2);
        const k = v / u;
        const word =
          k === 2
            ? T('twice', 'दोगुने')
            : k === 3
              ? T('three times', 'तीन गुने')
              : k === 1
                ? T('as many', 'बराबर')
                : null;
        if (word && rng.next() < 0.7)
          add(
            k === 1
              ? T(
                  `The ${O(r).en} outlet sold as many ${Pr(c).en} as ${Pr(c2).en}.`,
                  `${O(r).hi} आउटलेट ने ${Pr(c).hi} और ${Pr(c2).hi} बराबर संख्या में बेचे।`,
                )
              : T(
                  `The ${O(r).en} outlet sold ${word.en} as many ${Pr(c).en} as ${Pr(c2).en}.`,
                  `${O(r).hi} आउटलेट ने ${Pr(c2).hi} से ${word.hi} ${Pr(c).hi} बेचे।`,
                ),
            (s) => cell(s, r, c) === k * cell(s, r, c2),
          );
      }
    }
  const grand = all[t] as number;
  add(
    T(`The four outlets together sold ${grand} units.`, `चारों आउटलेटों ने मिलकर ${grand} इकाइयाँ बेचीं।`),
    (s) => all[s] === grand,
  );
  const clues = singleOut(rng, SPACE, truth, pool);
  if (!clues || clues.length < 4 || clues.length > 8) return null;

  /** The checker's search: every way to fill the blanks, kept when the given clues hold. */
  const search = (using: readonly Clue<Fill>[]) => {
    const found: Fill[] = [];
    for (let s = 0; s < VALUES ** BLANKS; s++) if (allHold(using, s)) found.push(s);
    return found;
  };
  const solve = lazy(() => {
    const found = search(clues);
    return found.length === 1 ? (found[0] as Fill) : null;
  });
  const steps = deductionLines(
    SPACE,
    clues,
    blanks.map((k) => {
      const [r, c] = [Math.floor(k / COLS), k % COLS];
      return {
        text: T(`${O(r).en}, ${Pr(c).en}: ${get(value, k)}`, `${O(r).hi}, ${Pr(c).hi}: ${get(value, k)}`),
        holds: (s: Fill) => cell(s, r, c) === get(value, k),
      };
    }),
  );
  const head = (lang: 'en' | 'hi') => [
    lang === 'en' ? 'Outlet' : 'आउटलेट',
    ...products.map((p) => (lang === 'en' ? p.en.replace(/^./, (x) => x.toUpperCase()) : p.hi)),
  ];
  const full = both((lang) =>
    mdTable(
      [...head(lang), lang === 'en' ? 'Total' : 'कुल'],
      [
        ...range(ROWS).map((r) => [
          O(r)[lang],
          ...range(COLS).map((c) => String(cell(t, r, c))),
          String(row(t, r)),
        ]),
        [lang === 'en' ? 'Total' : 'कुल', ...range(COLS).map((c) => String(col(t, c))), String(grand)],
      ],
    ),
  );
  const deduction = both((lang) =>
    [
      lang === 'en' ? 'Filling the blanks from the clues:' : 'संकेतों से रिक्त स्थान भरना:',
      steps[lang],
      lang === 'en' ? 'The completed table:' : 'पूरी तालिका:',
      full[lang],
    ].join('\n\n'),
  );
  const withNote = (note: Text) => both((lang) => `${deduction[lang]}\n\n${note[lang]}`);
  const questions: GeneratedQuestion[] = [];
  // 1. A blank (type in).
  const k1 = rng.pick(blanks);
  const [r1, c1] = [Math.floor(k1 / COLS), k1 % COLS];
  questions.push(
    numericQuestion({
      title: T('A missing entry', 'रिक्त प्रविष्टि'),
      statement: T(
        `How many ${Pr(c1).en} did the ${O(r1).en} outlet sell?`,
        `${O(r1).hi} आउटलेट ने कितने ${Pr(c1).hi} बेचे?`,
      ),
      value: cell(t, r1, c1),
      solution: withNote(T(`From the table: ${cell(t, r1, c1)}.`, `तालिका से: ${cell(t, r1, c1)}।`)),
      seconds: 180,
      check: () => {
        const s = solve();
        return s === null ? null : cell(s, r1, c1);
      },
    }),
  );
  // 2. The outlet with the largest total.
  const totals = range(ROWS).map((r) => row(t, r));
  const top = Math.max(...totals);
  if (totals.filter((x) => x === top).length !== 1) return null;
  const best = totals.indexOf(top);
  const a2 = T(O(best).en, O(best).hi);
  questions.push(
    choiceQuestion(
      {
        title: T('The best-selling outlet', 'सबसे अधिक बिक्री वाला आउटलेट'),
        statement: T(
          'Which outlet sold the most units in all?',
          'किस आउटलेट ने कुल मिलाकर सबसे अधिक इकाइयाँ बेचीं?',
        ),
        explain: T(
          `The totals are ${totals.join(', ')}; the largest is ${top}.`,
          `कुल बिक्री ${totals.join(', ')} है; सबसे बड़ी ${top} है।`,
        ),
        answer: a2,
        ...textOptions(
          rng,
          a2,
          outlets.filter((_, r) => r !== best),
          [],
        ),
        checkAnswer: () => {
          const s = solve();
          if (s === null) return null;
          const ts = range(ROWS).map((r) => row(s, r));
          const m = Math.max(...ts);
          return ts.filter((x) => x === m).length === 1 ? O(ts.indexOf(m)).en : null;
        },
        seconds: 180,
      },
      deduction,
    ),
  );
  // 3. A share in per cent (one decimal place).
  const c3 = rng.int(0, COLS - 1);
  const r3 = range(ROWS).find((r) => isBlank(r, c3)) ?? rng.int(0, ROWS - 1);
  const share = (s: Fill) => Math.round((1000 * cell(s, r3, c3)) / col(s, c3)) / 10;
  const sh = share(t);
  const pc = (x: number) => T(`${x.toFixed(1)}%`, `${x.toFixed(1)}%`);
  const a3 = pc(sh);
  const wrongShare = Math.round((1000 * cell(t, r3, c3)) / row(t, r3)) / 10;
  questions.push(
    choiceQuestion(
      {
        title: T('A share in per cent', 'प्रतिशत हिस्सा'),
        statement: T(
          `What percentage of all the ${Pr(c3).en} sold were sold by the ${O(r3).en} outlet (to one decimal place)?`,
          `बिके हुए सभी ${Pr(c3).hi} में से कितने प्रतिशत ${O(r3).hi} आउटलेट ने बेचे (एक दशमलव स्थान तक)?`,
        ),
        explain: T(
          `${cell(t, r3, c3)} of ${col(t, c3)}: ${cell(t, r3, c3)} ÷ ${col(t, c3)} × 100 ≈ ${sh.toFixed(1)}%.`,
          `${col(t, c3)} में से ${cell(t, r3, c3)}: ${cell(t, r3, c3)} ÷ ${col(t, c3)} × 100 ≈ ${sh.toFixed(1)}%।`,
        ),
        answer: a3,
        ...textOptions(
          rng,
          a3,
          [wrongShare, sh + 2.5, sh - 2.5, sh + 5, sh - 5].filter((x) => x > 0).map(pc),
          [],
        ),
        checkAnswer: () => {
          const s = solve();
          return s === null ? null : pc(share(s)).en;
        },
        seconds: 180,
      },
      deduction,
    ),
  );
  // 4. A clue withdrawn: how many values could a blank then take?
  let pick: { i: number; k: number; n: number; vals: number[] } | null = null;
  for (const i of rng.shuffle(range(clues.length))) {
    const others = clues.filter((_, j) => j !== i);
    const left = SPACE.filter((s) => allHold(others, s));
    const open = rng.shuffle(blanks).flatMap((k) => {
      const vals = [...new Set(left.map((s) => cell(s, Math.floor(k / COLS), k % COLS)))].sort(
        (x, y) => x - y,
      );
      return vals.length >= 2 ? [{ i, k, n: vals.length, vals }] : [];
    });
    if (open.length > 0) {
      pick = get(open, 0);
      break;
    }
  }
  if (!pick) return null;
  const withdrawn = pick.i;
  const [r4, c4] = [Math.floor(pick.k / COLS), pick.k % COLS];
  const a4 = T(String(pick.n), String(pick.n));
  questions.push(
    choiceQuestion(
      {
        title: T('A clue withdrawn', 'एक संकेत हटाने पर'),
        statement: T(
          `If clue ${pick.i + 1} were not given, how many different values could the number of ${Pr(c4).en} sold by the ${O(r4).en} outlet take?`,
          `यदि संकेत ${pick.i + 1} न दिया गया हो, तो ${O(r4).hi} आउटलेट द्वारा बेचे गए ${Pr(c4).hi} की संख्या के कितने अलग-अलग मान संभव होंगे?`,
        ),
        explain: T(
          `Without clue ${pick.i + 1}, the other clues allow the values ${pick.vals.join(', ')} for this entry (each a multiple of 10 from 10 to 90 that fits them), so ${pick.n}.`,
          `संकेत ${pick.i + 1} के बिना बाकी संकेत इस प्रविष्टि के लिए ${pick.vals.join(', ')} मान संभव रखते हैं (10 से 90 तक 10 के गुणज जो उनमें ठीक बैठते हैं), अतः ${pick.n}।`,
        ),
        answer: a4,
        ...textOptions(
          rng,
          a4,
          [1, pick.n + 1, pick.n - 1, pick.n + 2, pick.n + 3]
            .filter((x) => x >= 1)
            .map((x) => T(String(x), String(x))),
          [],
        ),
        checkAnswer: () => {
          const found = search(clues.filter((_, j) => j !== withdrawn));
          return String(new Set(found.map((s) => cell(s, r4, c4))).size);
        },
        seconds: 240,
        numbers: [pick.i + 1],
      },
      deduction,
    ),
  );
  // 5. The gap between two product totals.
  const [p, q] = rng.shuffle(range(COLS)).slice(0, 2) as [number, number];
  const gap = (s: Fill) => Math.abs(col(s, p) - col(s, q));
  const g = gap(t);
  const a5 = units(g);
  questions.push(
    choiceQuestion(
      {
        title: T('Two product totals', 'दो उत्पादों का योग'),
        statement: T(
          `By how many units did the total sales of ${Pr(p).en} and of ${Pr(q).en} differ?`,
          `${Pr(p).hi} और ${Pr(q).hi} की कुल बिक्री में कितनी इकाइयों का अंतर था?`,
        ),
        explain: T(
          `${col(t, p)} and ${col(t, q)}: a gap of ${g} units.`,
          `${col(t, p)} और ${col(t, q)}: ${g} इकाइयों का अंतर।`,
        ),
        answer: a5,
        ...textOptions(
          rng,
          a5,
          [g + 10, Math.abs(g - 10), g + 20, g + 30].filter((x) => x !== g).map(units),
          [],
        ),
        checkAnswer: () => {
          const s = solve();
          return s === null ? null : units(gap(s)).en;
        },
        seconds: 180,
      },
      deduction,
    ),
  );
  const shown = both((lang) =>
    mdTable(
      head(lang),
      range(ROWS).map((r) => [
        O(r)[lang],
        ...range(COLS).map((c) => (isBlank(r, c) ? '?' : String(cell(t, r, c)))),
      ]),
    ),
  );
  const body = both((lang) =>
    [
      lang === 'en'
        ? `The table shows the number of units of three products sold last month by four outlets of an electronics chain. Four entries are missing (?); each missing entry is a multiple of 10 from 10 to 90.`
        : `तालिका में एक इलेक्ट्रॉनिक्स शृंखला के चार आउटलेटों द्वारा पिछले महीने बेची गई तीन उत्पादों की इकाइयाँ दी गई हैं। चार प्रविष्टियाँ लुप्त हैं (?); हर लुप्त प्रविष्टि 10 से 90 तक 10 का कोई गुणज है।`,
      shown[lang],
      lang === 'en' ? 'The following is also known:' : 'यह भी ज्ञात है:',
      clueList(clues, lang),
    ].join('\n\n'),
  );
  return {
    set: {
      kind: 'passage',
      title: T('Outlet sales with missing entries', 'आउटलेट बिक्री: लुप्त प्रविष्टियाँ'),
      body,
    },
    questions: questions.slice(0, 5),
    numbers: [],
  };
}

/** Four outlets, three products, four blank cells fixed by totals, percentages and ratios. */
export const lrdiCatMissingSales: QuestionSetGenerator = {
  id: 'caselets/cat-missing-sales',
  topic: 'caselets',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng): GeneratedSet {
    for (;;) {
      const made = attempt(rng);
      if (made) return made;
    }
  },
};
