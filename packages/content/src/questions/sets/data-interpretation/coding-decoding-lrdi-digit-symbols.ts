import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { retry } from './group-d8-kit.js';
import {
  type Ask,
  both,
  choiceQuestion,
  get,
  mdTable,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Coding-decoding — digits coded as letters with conditions (Bank PO, SSC CGL, RRB NTPC): a table
 * codes each digit 1–9 as a letter, and three conditions (swap the first and last codes, code them
 * as a symbol, code a repeated digit as a symbol) change the code of some numbers; only the first
 * condition that applies is used. The questions ask for the codes of four numbers and for the
 * number behind a code. The generator applies the rules to digit arrays; the checker works on the
 * number's text (pattern tests) and, for decoding, searches all 6,561 four-digit numbers.
 */

const LETTERS = ['B', 'D', 'F', 'H', 'K', 'L', 'M', 'P', 'R', 'T', 'W', 'Y'];

interface Cond {
  id: number;
  text: Text;
  applies(d: readonly number[]): boolean;
  apply(c: string[], d: readonly number[]): string[];
}

const odd = (x: number) => x % 2 === 1;
const COND: readonly Cond[] = [
  {
    id: 0,
    text: T(
      'If the first digit is odd and the last digit is even, the codes of the first and the last digits are interchanged.',
      'यदि पहला अंक विषम और अंतिम अंक सम हो, तो पहले और अंतिम अंकों के कोड आपस में बदल दिए जाते हैं।',
    ),
    applies: (d) => odd(get(d, 0)) && !odd(get(d, 3)),
    apply: (c) => [get(c, 3), get(c, 1), get(c, 2), get(c, 0)],
  },
  {
    id: 1,
    text: T(
      "If both the first and the last digits are even, both are coded as '@'.",
      "यदि पहला और अंतिम दोनों अंक सम हों, तो दोनों का कोड '@' होता है।",
    ),
    applies: (d) => !odd(get(d, 0)) && !odd(get(d, 3)),
    apply: (c) => ['@', get(c, 1), get(c, 2), '@'],
  },
  {
    id: 2,
    text: T(
      "If the first digit is even and the last digit is odd, the last digit is coded as '#'.",
      "यदि पहला अंक सम और अंतिम अंक विषम हो, तो अंतिम अंक का कोड '#' होता है।",
    ),
    applies: (d) => !odd(get(d, 0)) && odd(get(d, 3)),
    apply: (c) => [get(c, 0), get(c, 1), get(c, 2), '#'],
  },
  {
    id: 3,
    text: T(
      "If a digit appears more than once in the number, every occurrence of it is coded as '%'.",
      "यदि संख्या में कोई अंक एक से अधिक बार आए, तो उसके हर स्थान का कोड '%' होता है।",
    ),
    applies: (d) => new Set(d).size < d.length,
    apply: (c, d) => c.map((x, i) => (d.filter((y) => y === d[i]).length > 1 ? '%' : x)),
  },
];

/** The checker's own coder: tests on the number's text, the conditions by their ids. */
function codeByText(n: string, table: readonly string[], conds: readonly number[]): string {
  const plain = [...n].map((ch) => table[Number(ch) - 1] ?? '?');
  const ev = (ch: string) => '2468'.includes(ch);
  const f = n.charAt(0);
  const l = n.charAt(n.length - 1);
  for (const id of conds) {
    if (id === 0 && !ev(f) && ev(l)) return [plain[3], plain[1], plain[2], plain[0]].join('');
    if (id === 1 && ev(f) && ev(l)) return `@${plain[1]}${plain[2]}@`;
    if (id === 2 && ev(f) && !ev(l)) return `${plain.slice(0, 3).join('')}#`;
    if (id === 3 && /(\d).*\1/.test(n))
      return [...n].map((ch, i) => (n.split(ch).length > 2 ? '%' : plain[i])).join('');
  }
  return plain.join('');
}

function attempt(rng: Rng): GeneratedSet | null {
  const table = rng.shuffle(LETTERS).slice(0, 9);
  const conds = rng.shuffle(COND).slice(0, 3);
  const ids = conds.map((c) => c.id);
  const encode = (d: readonly number[], use: readonly Cond[] = conds): string => {
    const plain = d.map((x) => get(table, x - 1));
    const first = use.find((c) => c.applies(d));
    return (first ? first.apply(plain, d) : plain).join('');
  };
  const randNum = () => range(4).map(() => rng.int(1, 9));
  // Four numbers: one per condition (as the first that applies) and one that no condition fits.
  const nums: number[][] = [];
  const which: number[] = [];
  for (const target of [0, 1, 2, -1]) {
    let found: number[] | null = null;
    for (let k = 0; k < 400 && !found; k++) {
      const d = randNum();
      const hit = conds.findIndex((c) => c.applies(d));
      if (hit !== target) continue;
      // Prefer numbers where a later condition also applies (the priority matters).
      if (target >= 0 && k < 200 && !conds.slice(target + 1).some((c) => c.applies(d))) continue;
      found = d;
    }
    if (!found) return null;
    nums.push(found);
    which.push(target);
  }
  const str = (d: readonly number[]) => d.join('');
  const asks: Ask[] = [];
  const explainOf = (d: readonly number[], i: number): Text => {
    const plain = d.map((x) => get(table, x - 1)).join('');
    const code = encode(d);
    if (i < 0)
      return T(
        `No condition applies to ${str(d)}, so it is coded digit by digit from the table: ${code}.`,
        `${str(d)} पर कोई शर्त लागू नहीं होती, अतः तालिका से अंक-दर-अंक कोड: ${code}।`,
      );
    return T(
      `Plain code from the table: ${plain}. The first condition that applies to ${str(d)} is condition ${i + 1}, so the code is ${code}.`,
      `तालिका से सीधा कोड: ${plain}। ${str(d)} पर लागू होने वाली पहली शर्त, शर्त ${i + 1} है, अतः कोड ${code} है।`,
    );
  };
  nums.forEach((d, k) => {
    const answer = T(encode(d), encode(d));
    const plain = d.map((x) => get(table, x - 1)).join('');
    const later = conds.filter((c) => c.applies(d)).slice(1);
    const slips = [
      plain,
      ...later.map((c) => encode(d, [c])),
      ...conds.filter((c) => c.applies(d)).map((c) => encode(d, [c])),
      [...plain].reverse().join(''),
      encode([...d].reverse()),
    ].map((s) => T(s, s));
    const filler = range(6).map(() => {
      const e = encode(randNum());
      return T(e, e);
    });
    asks.push({
      title: T('Code of a number', 'संख्या का कोड'),
      statement: T(`What is the code for ${str(d)}?`, `${str(d)} का कोड क्या है?`),
      explain: explainOf(d, get(which, k)),
      answer,
      ...textOptions(rng, answer, slips, filler),
      checkAnswer: () => codeByText(str(d), table, ids),
      seconds: 75,
    });
  });
  // 5. Which number has a given code (decoding): the checker searches every four-digit number.
  {
    let d = randNum();
    for (let k = 0; k < 200; k++) {
      d = randNum();
      if (conds.some((c) => c.applies(d)) && !nums.some((x) => str(x) === str(d))) break;
    }
    const hit = conds.findIndex((c) => c.applies(d));
    const code = encode(d);
    const answer = T(str(d), str(d));
    const others = [
      [...d].reverse(),
      [get(d, 3), get(d, 1), get(d, 2), get(d, 0)],
      [get(d, 1), get(d, 0), get(d, 2), get(d, 3)],
      ...range(6).map(randNum),
    ]
      .filter((x) => encode(x) !== code)
      .map((x) => T(str(x), str(x)));
    const made = textOptions(rng, answer, others.slice(0, 2), others.slice(2));
    asks.push({
      title: T('Number behind a code', 'कोड वाली संख्या'),
      statement: T(
        `Which of the following numbers is coded as ${code}?`,
        `निम्नलिखित में से किस संख्या का कोड ${code} है?`,
      ),
      explain: T(
        `Code each option: only ${str(d)} gives ${code}. ${explainOf(d, hit).en}`,
        `हर विकल्प को कोड करें: केवल ${str(d)} से ${code} मिलता है। ${explainOf(d, hit).hi}`,
      ),
      answer,
      ...made,
      checkAnswer: () => {
        const hits = made.options.filter((o) => codeByText(o.en, table, ids) === code);
        return hits.length === 1 ? (hits[0] as Text).en : null;
      },
      seconds: 90,
    });
  }
  const tableMd = (lang: 'en' | 'hi') =>
    mdTable(
      [lang === 'en' ? 'Digit' : 'अंक', ...range(9).map((i) => String(i + 1))],
      [[lang === 'en' ? 'Code' : 'कोड', ...table]],
    );
  const body = both((lang) =>
    [
      lang === 'en'
        ? 'Four-digit numbers (digits 1 to 9) are coded digit by digit using the table below, subject to the conditions that follow.'
        : 'चार अंकों की संख्याओं (अंक 1 से 9) को नीचे दी गई तालिका से अंक-दर-अंक कोड किया जाता है, आगे दी गई शर्तों के अधीन।',
      tableMd(lang),
      lang === 'en' ? 'Conditions:' : 'शर्तें:',
      conds.map((c, i) => `${i + 1}. ${c.text[lang]}`).join('\n'),
      lang === 'en'
        ? 'If more than one condition applies, only the first of them (in the order given) is used.'
        : 'यदि एक से अधिक शर्तें लागू हों, तो उनमें से (दिए गए क्रम में) केवल पहली शर्त का प्रयोग होता है।',
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Digits coded with conditions', 'शर्तों सहित अंकों का कूट'), body },
    questions: rng.shuffle(asks).map((a) => choiceQuestion(a, T('', ''))),
    numbers: [],
  };
}

/** A digit-to-letter table with three conditions; code four numbers and decode one. */
export const codingDigitSymbols: QuestionSetGenerator = {
  id: 'coding-decoding-lrdi/digit-symbols',
  topic: 'coding-decoding-lrdi',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'RRB NTPC'],
  generate: (rng) => retry(rng, attempt),
};
