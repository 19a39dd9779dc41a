import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';

/**
 * Coding-decoding shapes with mixed codes: vowels as numbers and consonants as letters, and the Bank PO
 * digit-symbol codes whose conditions change the code of the first and last digits (coding a number,
 * and finding the number behind a code).
 */

const letter = (p: number) => String.fromCharCode(65 + ((((p - 1) % 26) + 26) % 26));
const pos = (ch: string) => ch.charCodeAt(0) - 64;
const VOWELS = ['A', 'E', 'I', 'O', 'U'];
const signed = (k: number) => (k > 0 ? `+${k}` : `${k}`);

// ---------------------------------------------------------------------------------------------
// Vowels as numbers, consonants as letters

const MIXED_WORDS = [
  'BREAD',
  'PLANT',
  'HOUSE',
  'WATER',
  'CLOUD',
  'RIVER',
  'STONE',
  'TABLE',
  'SUGAR',
  'PAPER',
  'TIGER',
  'MONKEY',
  'GARDEN',
  'FLOWER',
  'PENCIL',
  'MARKET',
  'WINTER',
  'DOCTOR',
  'FRIEND',
  'CANDLE',
  'PILOT',
  'MUSIC',
  'LEMON',
  'ROBIN',
] as const;

type Mapper = (ch: string) => string;
const mixedCode = (w: string, vowel: Mapper, consonant: Mapper) =>
  [...w].map((ch) => (VOWELS.includes(ch) ? vowel(ch) : consonant(ch))).join('');

const byOrder: Mapper = (ch) => String(VOWELS.indexOf(ch) + 1);
const byPosition: Mapper = (ch) => String(pos(ch));

/** The checker's rules: vowels by order, position or position from Z; consonants shifted or opposite. */
function mixedFamily(): ((w: string) => string)[] {
  const vowelMaps: Mapper[] = [byOrder, byPosition, (ch) => String(27 - pos(ch))];
  const consonantMaps: Mapper[] = [];
  for (let k = -4; k <= 4; k++) {
    consonantMaps.push((ch) => letter(pos(ch) + k));
    consonantMaps.push((ch) => letter(27 - pos(ch) + k));
  }
  return vowelMaps.flatMap((v) => consonantMaps.map((c) => (w: string) => mixedCode(w, v, c)));
}

/** Two coded words: vowels became numbers, consonants other letters; code a third word. */
export const codingMixedLetterNumber: QuestionGenerator = {
  id: 'coding-decoding/mixed-letter-number',
  topic: 'coding-decoding',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'RRB NTPC', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const ordered = rng.next() < 0.5;
      const vowel = ordered ? byOrder : byPosition;
      const k = rng.pick([1, 2, -1, 0]);
      const consonant: Mapper = k === 0 ? (ch) => letter(27 - pos(ch)) : (ch) => letter(pos(ch) + k);
      const [ex1, ex2, query] = rng.shuffle(MIXED_WORDS);
      if (!ex1 || !ex2 || !query) continue;
      const code = (w: string) => mixedCode(w, vowel, consonant);
      const c1 = code(ex1);
      const c2 = code(ex2);
      const answer = code(query);
      const found = new Set(
        mixedFamily()
          .filter((f) => f(ex1) === c1 && f(ex2) === c2)
          .map((f) => f(query)),
      );
      if (found.size !== 1) continue;
      const wrong = [
        mixedCode(query, ordered ? byPosition : byOrder, consonant), // the other way of numbering vowels
        mixedCode(query, vowel, (ch) => letter(pos(ch) + (k === 0 ? 1 : -k))), // consonants the wrong way
        [...query].map((ch) => (VOWELS.includes(ch) ? vowel(ch) : ch)).join(''), // consonants left as they are
        mixedCode(query, (ch) => letter(pos(ch) + (k || 1)), consonant), // vowels treated like consonants
      ].filter((w, i, all) => w !== answer && all.indexOf(w) === i);
      if (wrong.length < 3) continue;
      const options = rng.shuffle([answer, ...wrong.slice(0, 3)]);
      const vowelText: Text = ordered
        ? {
            en: 'each vowel is written as its number among the vowels (A = 1, E = 2, I = 3, O = 4, U = 5)',
            hi: 'प्रत्येक स्वर को स्वरों में उसके क्रमांक से लिखा गया है (A = 1, E = 2, I = 3, O = 4, U = 5)',
          }
        : {
            en: 'each vowel is written as its position in the alphabet (A = 1, E = 5, I = 9, O = 15, U = 21)',
            hi: 'प्रत्येक स्वर को वर्णमाला में उसके स्थान की संख्या से लिखा गया है (A = 1, E = 5, I = 9, O = 15, U = 21)',
          };
      const consonantText: Text =
        k === 0
          ? {
              en: 'each consonant is replaced by its opposite letter (A↔Z, B↔Y, …)',
              hi: 'प्रत्येक व्यंजन को उसके विपरीत अक्षर से बदला गया है (A↔Z, B↔Y, …)',
            }
          : {
              en: `each consonant moves ${Math.abs(k)} place${Math.abs(k) > 1 ? 's' : ''} ${k > 0 ? 'forward' : 'back'} (${signed(k)})`,
              hi: `प्रत्येक व्यंजन ${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'} जाता है (${signed(k)})`,
            };
      const parts = (w: string) =>
        [...w].map((ch) => `${ch}→${VOWELS.includes(ch) ? vowel(ch) : consonant(ch)}`).join(', ');
      const statement: Text = {
        en: `In a certain code language, ${ex1} is written as ${c1} and ${ex2} is written as ${c2}. How is ${query} written in that code language?`,
        hi: `किसी कूट भाषा में ${ex1} को ${c1} और ${ex2} को ${c2} लिखा जाता है। उसी कूट भाषा में ${query} को कैसे लिखा जाएगा?`,
      };
      const solution: Text = {
        en: [
          `Letter by letter: ${ex1}: ${parts(ex1)}; ${ex2}: ${parts(ex2)}.`,
          `The vowels and the consonants follow different rules: ${vowelText.en}, and ${consonantText.en}.`,
          `${query}: ${parts(query)} → ${answer}.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `अक्षर-दर-अक्षर: ${ex1}: ${parts(ex1)}; ${ex2}: ${parts(ex2)}।`,
          `स्वरों और व्यंजनों के नियम अलग हैं: ${vowelText.hi}, और ${consonantText.hi}।`,
          `${query}: ${parts(query)} → ${answer}।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      };
      return {
        title: { en: 'Mixed letter-number coding', hi: 'अक्षर-संख्या मिश्रित कूट' },
        type: 'single',
        statement,
        options,
        answer: { kind: 'choice', correct: [options.indexOf(answer)] },
        solution,
        expectedSeconds: 75,
        numbers: [],
        check(): QuestionAnswer {
          const got = new Set(
            mixedFamily()
              .filter((f) => f(ex1) === c1 && f(ex2) === c2)
              .map((f) => f(query)),
          );
          const only = got.size === 1 ? [...got][0] : undefined;
          return { kind: 'choice', correct: [only === undefined ? -1 : options.indexOf(only)] };
        },
      };
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Digit-symbol codes with conditions

const SYMBOLS = ['K', '@', 'R', '%', 'B', '&', 'M', 'T', 'P', 'W', 'N', 'D', 'J', '£'];
type Case = 'swap' | 'bothOdd' | 'zero' | 'none';

interface DigitCode {
  table: string[];
  special: string;
}

/** The conditions as data: when each applies and what it does to the plain code's two ends. */
const RULES: readonly {
  when: (f: number, l: number) => boolean;
  ends: (f: string, l: string, special: string) => [string, string];
}[] = [
  { when: (f, l) => f % 2 === 0 && l % 2 === 1, ends: (f, l) => [l, f] },
  { when: (f, l) => f % 2 === 1 && l % 2 === 1, ends: (_f, _l, s) => [s, s] },
  { when: (_f, l) => l === 0, ends: (f) => [f, f] },
];

/** The code of a number read through the conditions (the checker's way). */
function encodeByRules(n: string, c: DigitCode): string {
  const digits = [...n].map(Number);
  const plain = digits.map((d) => c.table[d] ?? '?');
  const f = digits[0] ?? 0;
  const l = digits[digits.length - 1] ?? 0;
  const applying = RULES.filter((r) => r.when(f, l));
  if (applying.length > 1) return '';
  const rule = applying[0];
  if (rule) {
    const [a, b] = rule.ends(plain[0] ?? '', plain[plain.length - 1] ?? '', c.special);
    plain[0] = a;
    plain[plain.length - 1] = b;
  }
  return plain.join('');
}

const CONDITIONS = (special: string): Text[] => [
  {
    en: '(i) If the first digit is even and the last digit is odd, the codes of the first and the last digits are interchanged.',
    hi: '(i) यदि पहला अंक सम और अंतिम अंक विषम है, तो पहले और अंतिम अंकों के कूट आपस में बदल दिए जाते हैं।',
  },
  {
    en: `(ii) If both the first and the last digits are odd, both of them are coded as ${special}.`,
    hi: `(ii) यदि पहला और अंतिम दोनों अंक विषम हैं, तो दोनों का कूट ${special} होता है।`,
  },
  {
    en: '(iii) If the last digit is 0, it is coded as the code of the first digit.',
    hi: '(iii) यदि अंतिम अंक 0 है, तो उसका कूट पहले अंक के कूट जैसा होता है।',
  },
];

const CASE_TEXT: Record<Case, Text> = {
  swap: {
    en: 'the first digit is even and the last is odd, so condition (i) applies',
    hi: 'पहला अंक सम और अंतिम विषम है, इसलिए शर्त (i) लागू होती है',
  },
  bothOdd: {
    en: 'the first and the last digits are both odd, so condition (ii) applies',
    hi: 'पहला और अंतिम दोनों अंक विषम हैं, इसलिए शर्त (ii) लागू होती है',
  },
  zero: {
    en: 'the last digit is 0, so condition (iii) applies',
    hi: 'अंतिम अंक 0 है, इसलिए शर्त (iii) लागू होती है',
  },
  none: {
    en: 'no condition applies, so every digit keeps its code from the table',
    hi: 'कोई शर्त लागू नहीं होती, इसलिए हर अंक का कूट तालिका वाला ही है',
  },
};

/** A six-digit number with distinct digits whose ends fit the case. */
function numberFor(rng: Rng, which: Case): string {
  for (;;) {
    const d = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 6);
    const f = d[0] ?? 0;
    const l = d[5] ?? 0;
    if (f === 0) continue;
    const got: Case =
      f % 2 === 0 && l % 2 === 1
        ? 'swap'
        : f % 2 === 1 && l % 2 === 1
          ? 'bothOdd'
          : l === 0
            ? 'zero'
            : 'none';
    if (got === which) return d.join('');
  }
}

function digitCodeSetup(rng: Rng) {
  const picked = rng.shuffle(SYMBOLS).slice(0, 11);
  const table = picked.slice(0, 10);
  const special = rng.pick(['©', '★', '∆']);
  const code: DigitCode = { table, special };
  const tableText = table.map((s, d) => `${d} → ${s}`).join(', ');
  const conditions = CONDITIONS(special);
  const intro: Text = {
    en: [
      `In a code, the digits are coded as follows: ${tableText}.`,
      'Conditions:',
      ...conditions.map((c) => `- ${c.en}`),
    ].join('\n'),
    hi: [`किसी कूट में अंकों के कूट इस प्रकार हैं: ${tableText}।`, 'शर्तें:', ...conditions.map((c) => `- ${c.hi}`)].join(
      '\n',
    ),
  };
  return { code, intro };
}

/** The code by the case the number was made for (the generator's way). */
function encodeByCase(n: string, which: Case, c: DigitCode): string {
  const plain = [...n].map((ch) => c.table[Number(ch)] ?? '?');
  const first = plain[0] ?? '';
  const last = plain[5] ?? '';
  if (which === 'swap') return [last, ...plain.slice(1, 5), first].join('');
  if (which === 'bothOdd') return [c.special, ...plain.slice(1, 5), c.special].join('');
  if (which === 'zero') return [...plain.slice(0, 5), first].join('');
  return plain.join('');
}

function explain(n: string, which: Case, c: DigitCode, answer: string): Text {
  const plain = [...n].map((ch) => c.table[Number(ch)] ?? '?').join('');
  return {
    en: `${n}: from the table the digits give ${plain}. Here ${CASE_TEXT[which].en}: ${n} → ${answer}.`,
    hi: `${n}: तालिका से अंकों का कूट ${plain} बनता है। यहाँ ${CASE_TEXT[which].hi}: ${n} → ${answer}।`,
  };
}

/** A digit-symbol table with conditions on the end digits: code a six-digit number. */
export const codingDigitSymbolConditions: QuestionGenerator = {
  id: 'coding-decoding/digit-symbol-conditions',
  topic: 'coding-decoding',
  difficulty: 'medium',
  exams: ['Bank PO', 'RRB NTPC', 'Placements'],
  count: 40,
  generate(rng) {
    const { code, intro } = digitCodeSetup(rng);
    const which = rng.pick<Case>(['swap', 'bothOdd', 'zero', 'none', 'swap', 'bothOdd', 'zero']);
    const n = numberFor(rng, which);
    const answer = encodeByCase(n, which, code);
    const candidates: Case[] = ['none', 'swap', 'bothOdd', 'zero'];
    // The code by a condition that does not apply (or by none), and the whole code written backwards.
    const wrong = [...candidates.map((w) => encodeByCase(n, w, code)), [...answer].reverse().join('')].filter(
      (w, i, all) => w !== answer && all.indexOf(w) === i,
    );
    const options = rng.shuffle([answer, ...rng.shuffle(wrong).slice(0, 3)]);
    const e = explain(n, which, code, answer);
    const statement: Text = {
      en: `${intro.en}\n\nWhat is the code for ${n}?`,
      hi: `${intro.hi}\n\n${n} का कूट क्या होगा?`,
    };
    return {
      title: { en: 'Digit-symbol coding with conditions', hi: 'शर्तों सहित अंक-प्रतीक कूट' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [options.indexOf(answer)] },
      solution: {
        en: [
          'Write the table code of each digit, then look at the first and the last digits to see which condition applies.',
          e.en,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          'हर अंक का तालिका वाला कूट लिखिए, फिर पहले और अंतिम अंक देखकर पता कीजिए कि कौन-सी शर्त लागू होती है।',
          e.hi,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 80,
      numbers: [Number(n)],
      check(): QuestionAnswer {
        const good = options.filter((o) => o === encodeByRules(n, code));
        return { kind: 'choice', correct: [good.length === 1 ? options.indexOf(good[0] ?? '') : -1] };
      },
    };
  },
};

/** The same kind of code run backwards: which of four numbers has the given code? */
export const codingNumberBehindCode: QuestionGenerator = {
  id: 'coding-decoding/number-behind-code',
  topic: 'coding-decoding',
  difficulty: 'hard',
  exams: ['Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const { code, intro } = digitCodeSetup(rng);
      const which = rng.pick<Case>(['swap', 'bothOdd', 'zero']);
      const n = numberFor(rng, which);
      const target = encodeByCase(n, which, code);
      const digits = [...n];
      const swapAt = (s: string[], i: number, j: number) => {
        const t = [...s];
        [t[i], t[j]] = [t[j] ?? '', t[i] ?? ''];
        return t.join('');
      };
      // Traps: the number read straight off the table (ignoring the conditions), the ends swapped,
      // a neighbouring pair swapped, another digit of the right parity at an end.
      const plainBack = [...target].map((s) => String(code.table.indexOf(s))).join('');
      const traps = [
        plainBack,
        swapAt(digits, 0, 5),
        swapAt(digits, 1, 2),
        swapAt(digits, 3, 4),
        swapAt(digits, 0, 1),
        swapAt(digits, 4, 5),
      ].filter(
        (t, i, all) =>
          /^[1-9]\d{5}$/.test(t) &&
          new Set(t).size === 6 &&
          t !== n &&
          all.indexOf(t) === i &&
          encodeByCase(t, caseOf(t), code) !== target,
      );
      if (traps.length < 3) continue;
      const picked =
        traps[0] === plainBack
          ? [plainBack, ...rng.shuffle(traps.slice(1)).slice(0, 2)]
          : rng.shuffle(traps).slice(0, 3);
      const options = rng.shuffle([n, ...picked]);
      const e = explain(n, which, code, target);
      const why = picked.map((t) => `${t} → ${encodeByCase(t, caseOf(t), code)}`).join('; ');
      const statement: Text = {
        en: `${intro.en}\n\nWhich of the following numbers is coded as ${target}?`,
        hi: `${intro.hi}\n\nनिम्नलिखित में से किस संख्या का कूट ${target} है?`,
      };
      return {
        title: { en: 'Number behind a conditional code', hi: 'शर्तों वाले कूट से संख्या ज्ञात करना' },
        type: 'single',
        statement,
        options,
        answer: { kind: 'choice', correct: [options.indexOf(n)] },
        solution: {
          en: [
            `Look at the ends of ${target} first: they decide which condition produced it, and the four middle symbols must be the table codes of the four middle digits.`,
            e.en,
            `The other numbers give different codes: ${why}.`,
            '',
            `**Answer: ${n}**`,
          ].join('\n\n'),
          hi: [
            `पहले ${target} के दोनों छोर देखिए: इन्हीं से पता चलता है कि कौन-सी शर्त लगी है, और बीच के चार प्रतीक बीच के चार अंकों के तालिका वाले कूट होने चाहिए।`,
            e.hi,
            `शेष संख्याओं के कूट अलग बनते हैं: ${why}।`,
            '',
            `**उत्तर: ${n}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 180,
        numbers: [Number(n)],
        check(): QuestionAnswer {
          const good = options.filter((o) => encodeByRules(o, code) === target);
          return { kind: 'choice', correct: [good.length === 1 ? options.indexOf(good[0] ?? '') : -1] };
        },
      };
    }
  },
};

function caseOf(n: string): Case {
  const f = Number(n[0]);
  const l = Number(n[n.length - 1]);
  if (f % 2 === 0 && l % 2 === 1) return 'swap';
  if (f % 2 === 1 && l % 2 === 1) return 'bothOdd';
  return l === 0 ? 'zero' : 'none';
}
