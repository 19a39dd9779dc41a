import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';

/**
 * Coding-decoding shapes (id – what it asks – exams):
 * - coding-decoding/letter-coding – code a word by the letter rule of an example – SSC CGL, RRB NTPC, Bank PO, CUET
 * - coding-decoding/word-to-number – words coded as numbers by a letter-sum formula – SSC CGL, RRB NTPC, Bank PO, CUET
 * - coding-decoding/sentence-coding – the code of a word from three coded sentences – Bank PO, SSC CGL, CUET, Placements
 * - coding-decoding/called-another-word – "if sky is called sea …", what is the answer called – SSC CGL, RRB NTPC, CUET
 * - coding-decoding/decode-word – the word behind a code (the rule run backwards) – SSC CGL, RRB NTPC, Bank PO, CUET
 * - coding-decoding/letter-position-digits – letters written as position numbers – SSC CGL, RRB NTPC, CUET, Placements
 * - coding-decoding/mixed-letter-number – vowels as numbers, consonants as letters – Bank PO, SSC CGL, RRB NTPC, Placements
 * - coding-decoding/digit-symbol-conditions – code a number by a digit table with conditions – Bank PO, RRB NTPC, Placements
 * - coding-decoding/number-behind-code – which number has a conditional code (CAT level) – Bank PO, CAT, Placements
 * - coding-decoding/letter-and-length-codes – each word coded as a letter and its length – Bank PO, RRB NTPC, Placements
 * - coding-decoding/determinable-codes – how many codes four sentences fix (CAT level) – CAT, Bank PO, Placements
 *
 * Coding-decoding. `generate` picks a coding rule and applies it. `check` is not told the rule: it
 * tries every rule of a wide family (all shifts, opposites, reversals, alternating and growing
 * shifts; all sum formulas; every word-to-code assignment) against the examples and decodes with
 * whichever fit, requiring them all to agree.
 */

const letter = (p: number) => String.fromCharCode(65 + ((((p - 1) % 26) + 26) % 26));
const pos = (ch: string) => ch.charCodeAt(0) - 64;

const WORDS = [
  'COLD',
  'WARM',
  'BIRD',
  'FISH',
  'MILK',
  'GOLD',
  'DESK',
  'LAMP',
  'ROAD',
  'TRAIN',
  'PLANT',
  'HOUSE',
  'WATER',
  'LIGHT',
  'SMART',
  'CLOUD',
  'RIVER',
  'STONE',
  'BREAD',
  'CHAIR',
  'TABLE',
  'GREEN',
  'BLACK',
  'WHITE',
  'MONKEY',
  'GARDEN',
  'FLOWER',
  'SILVER',
  'PENCIL',
  'MARKET',
  'WINTER',
  'SUMMER',
  'DOCTOR',
  'NATION',
  'PLAYER',
  'FRIEND',
  'CAMEL',
  'SUGAR',
  'PAPER',
  'QUEEN',
] as const;

// ---------------------------------------------------------------------------------------------
// Letter-to-letter codes

/** A coding rule: what it does to a word, and how to say it. */
interface LetterRule {
  apply: (word: string) => string;
  en: string;
  hi: string;
}

const shiftBy = (word: string, k: (i: number) => number) =>
  [...word].map((ch, i) => letter(pos(ch) + k(i))).join('');
const reverse = (word: string) => [...word].reverse().join('');
const opposite = (word: string) => [...word].map((ch) => letter(27 - pos(ch))).join('');
const signed = (k: number) => (k > 0 ? `+${k}` : `${k}`);

/** The rules the exams use, one picked at random. */
function letterRule(rng: Rng): { rule: LetterRule; slips: LetterRule[] } {
  const kind = rng.pick(['shift', 'shift', 'opposite', 'reverseShift', 'alternate', 'growing'] as const);
  if (kind === 'shift') {
    const k = rng.pick([1, 2, 3, 4, -1, -2, -3]);
    const s = (n: number) => ({ apply: (w: string) => shiftBy(w, () => n), en: '', hi: '' });
    return {
      rule: {
        apply: (w) => shiftBy(w, () => k),
        en: `Every letter moves ${Math.abs(k)} place${Math.abs(k) > 1 ? 's' : ''} ${k > 0 ? 'forward' : 'back'} (${signed(k)}).`,
        hi: `प्रत्येक अक्षर ${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'} जाता है (${signed(k)})।`,
      },
      // Moves the wrong way; one place too far; one place too few.
      slips: [s(-k), s(k + Math.sign(k)), s(k - Math.sign(k) || 2 * k)],
    };
  }
  if (kind === 'opposite') {
    return {
      rule: {
        apply: opposite,
        en: 'Every letter is replaced by its opposite letter (positions adding up to 27: A↔Z, B↔Y, …).',
        hi: 'प्रत्येक अक्षर को उसके विपरीत अक्षर से बदला गया है (स्थानों का योग 27: A↔Z, B↔Y, …)।',
      },
      slips: [
        { apply: (w) => reverse(opposite(w)), en: '', hi: '' }, // also reverses the word
        { apply: (w) => shiftBy(opposite(w), () => 1), en: '', hi: '' }, // uses 28 − p
        { apply: (w) => shiftBy(opposite(w), () => -1), en: '', hi: '' }, // uses 26 − p
      ],
    };
  }
  if (kind === 'reverseShift') {
    const k = rng.pick([0, 1, -1, 2]);
    const plain = k === 0;
    return {
      rule: {
        apply: (w) => shiftBy(reverse(w), () => k),
        en: plain
          ? 'The word is written in reverse order.'
          : `The word is written in reverse order and then every letter moves ${Math.abs(k)} place${Math.abs(k) > 1 ? 's' : ''} ${k > 0 ? 'forward' : 'back'} (${signed(k)}).`,
        hi: plain
          ? 'शब्द को उल्टे क्रम में लिखा गया है।'
          : `शब्द को उल्टे क्रम में लिखकर प्रत्येक अक्षर ${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'} किया गया है (${signed(k)})।`,
      },
      slips: [
        { apply: (w) => shiftBy(w, () => k || 1), en: '', hi: '' }, // forgets to reverse
        { apply: (w) => shiftBy(reverse(w), () => -k || 1), en: '', hi: '' }, // shifts the wrong way
        { apply: (w) => shiftBy(reverse(w), () => k + 1), en: '', hi: '' },
      ],
    };
  }
  if (kind === 'alternate') {
    const k = rng.pick([1, 2]);
    const first = rng.pick([1, -1]);
    const step = (i: number) => (i % 2 === 0 ? first * k : -first * k);
    return {
      rule: {
        apply: (w) => shiftBy(w, step),
        en: `The letters move alternately ${signed(first * k)} and ${signed(-first * k)}.`,
        hi: `अक्षर बारी-बारी से ${signed(first * k)} और ${signed(-first * k)} चलते हैं।`,
      },
      slips: [
        { apply: (w) => shiftBy(w, (i) => -step(i)), en: '', hi: '' }, // alternation starts the wrong way
        { apply: (w) => shiftBy(w, () => first * k), en: '', hi: '' }, // every letter the same way
        { apply: (w) => shiftBy(w, (i) => step(i) * 2), en: '', hi: '' },
      ],
    };
  }
  const dir = rng.pick([1, -1]);
  const step = (i: number) => dir * (i + 1);
  return {
    rule: {
      apply: (w) => shiftBy(w, step),
      en: `The first letter moves ${signed(dir)}, the second ${signed(2 * dir)}, the third ${signed(3 * dir)}, and so on.`,
      hi: `पहला अक्षर ${signed(dir)}, दूसरा ${signed(2 * dir)}, तीसरा ${signed(3 * dir)} चलता है, और इसी प्रकार आगे।`,
    },
    slips: [
      { apply: (w) => shiftBy(w, (i) => -step(i)), en: '', hi: '' }, // the wrong direction
      { apply: (w) => shiftBy(w, (i) => dir * i), en: '', hi: '' }, // starts counting from 0
      { apply: (w) => shiftBy(w, () => dir), en: '', hi: '' }, // the same shift for every letter
    ],
  };
}

/** Every rule the checker considers. */
function allLetterRules(): ((w: string) => string)[] {
  const rules: ((w: string) => string)[] = [];
  for (let k = -25; k <= 25; k++) {
    rules.push((w) => shiftBy(w, () => k));
    rules.push((w) => shiftBy(reverse(w), () => k));
    rules.push((w) => shiftBy(opposite(w), () => k));
    rules.push((w) => shiftBy(reverse(opposite(w)), () => k));
  }
  for (let k = 1; k <= 5; k++) {
    for (const s of [1, -1]) {
      rules.push((w) => shiftBy(w, (i) => (i % 2 === 0 ? s * k : -s * k))); // alternating ±k
      rules.push((w) => shiftBy(w, (i) => s * (i + k))); // growing steps starting at k
      rules.push((w) => shiftBy(w, (i) => s * i * k)); // growing steps starting at 0
    }
  }
  return rules;
}

/** Decodes the query with every rule that turns the example into its code; undefined unless they agree. */
function decodeByExample(example: string, code: string, query: string): string | undefined {
  const answers = new Set(
    allLetterRules()
      .filter((r) => r(example) === code)
      .map((r) => r(query)),
  );
  return answers.size === 1 ? [...answers][0] : undefined;
}

/** Positions written under a word, for the solution: "C(3) O(15) L(12) D(4)". */
const spelled = (w: string) => [...w].map((ch) => `${ch}(${pos(ch)})`).join(' ');

/** A word coded letter by letter: apply the same rule to another word. */
export const codingLetterShift: QuestionGenerator = {
  id: 'coding-decoding/letter-coding',
  topic: 'coding-decoding',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  generate(rng) {
    const { rule, slips } = letterRule(rng);
    const [example, query] = rng.shuffle(WORDS.filter((w) => w !== reverse(w)));
    if (!example || !query) throw new Error('two words needed');
    const code = rule.apply(example);
    const answer = rule.apply(query);
    const seen = new Set([answer, query]);
    const wrong: string[] = [];
    for (const s of slips) {
      const w = s.apply(query);
      if (!seen.has(w)) {
        seen.add(w);
        wrong.push(w);
      }
    }
    // If slips collide, change one letter of the answer (a miscounted position).
    for (let i = 0; wrong.length < 3; i++) {
      const w = [...answer]
        .map((ch, j) => (j === i % answer.length ? letter(pos(ch) + 1 + Math.floor(i / answer.length)) : ch))
        .join('');
      if (!seen.has(w)) {
        seen.add(w);
        wrong.push(w);
      }
    }
    const options = rng.shuffle([answer, ...wrong.slice(0, 3)]);
    const correctIndex = options.indexOf(answer);
    const statement = {
      en: `In a certain code language, ${example} is written as ${code}. How is ${query} written in that code?`,
      hi: `किसी कूट भाषा में ${example} को ${code} लिखा जाता है। उसी कूट भाषा में ${query} को कैसे लिखा जाएगा?`,
    };
    const solution = {
      en: [
        `Write the positions of the word and of its code: ${spelled(example)} → ${spelled(code)}.`,
        rule.en,
        `Apply the same rule to ${spelled(query)}: ${spelled(answer)}.`,
        '',
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `शब्द और उसके कूट के अक्षरों के स्थान लिखिए: ${spelled(example)} → ${spelled(code)}।`,
        rule.hi,
        `यही नियम ${spelled(query)} पर लगाने पर: ${spelled(answer)}।`,
        '',
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Letter coding', hi: 'अक्षर कूटलेखन' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 50,
      numbers: [],
      check(): QuestionAnswer {
        const decoded = decodeByExample(example, code, query);
        return { kind: 'choice', correct: [decoded === undefined ? -1 : options.indexOf(decoded)] };
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Words coded as numbers

const sum = (w: string) => [...w].reduce((a, ch) => a + pos(ch), 0);
const reverseSum = (w: string) => [...w].reduce((a, ch) => a + 27 - pos(ch), 0);

interface NumberRule {
  apply: (w: string) => number;
  en: (w: string) => string;
  hi: (w: string) => string;
}

const sumText = (w: string) => [...w].map((ch) => pos(ch)).join(' + ');
const reverseText = (w: string) => [...w].map((ch) => 27 - pos(ch)).join(' + ');

const NUMBER_RULES: readonly { rule: NumberRule; name: { en: string; hi: string } }[] = [
  {
    rule: { apply: sum, en: (w) => `$${sumText(w)} = ${sum(w)}$`, hi: (w) => `$${sumText(w)} = ${sum(w)}$` },
    name: { en: 'the sum of the letter positions', hi: 'अक्षरों के स्थानों का योग' },
  },
  {
    rule: {
      apply: reverseSum,
      en: (w) => `$${reverseText(w)} = ${reverseSum(w)}$`,
      hi: (w) => `$${reverseText(w)} = ${reverseSum(w)}$`,
    },
    name: {
      en: 'the sum of the reverse positions ($27 - $ position: A = 26, B = 25, …)',
      hi: 'अक्षरों के उल्टे स्थानों का योग ($27 -$ स्थान: A = 26, B = 25, …)',
    },
  },
  {
    rule: {
      apply: (w) => sum(w) + w.length,
      en: (w) => `$(${sumText(w)}) + ${w.length} = ${sum(w) + w.length}$`,
      hi: (w) => `$(${sumText(w)}) + ${w.length} = ${sum(w) + w.length}$`,
    },
    name: {
      en: 'the sum of the letter positions plus the number of letters',
      hi: 'अक्षरों के स्थानों का योग और अक्षरों की संख्या का योग',
    },
  },
  {
    rule: {
      apply: (w) => 2 * sum(w),
      en: (w) => `$2 \\times (${sumText(w)}) = ${2 * sum(w)}$`,
      hi: (w) => `$2 \\times (${sumText(w)}) = ${2 * sum(w)}$`,
    },
    name: { en: 'twice the sum of the letter positions', hi: 'अक्षरों के स्थानों के योग का दोगुना' },
  },
];

/** Every formula the checker considers: sums of positions or reverse positions, scaled and shifted. */
function allNumberRules(): ((w: string) => number)[] {
  const rules: ((w: string) => number)[] = [];
  for (const base of [sum, reverseSum]) {
    for (let m = 1; m <= 3; m++) {
      for (let c = -5; c <= 5; c++) {
        rules.push((w) => m * base(w) + c);
        rules.push((w) => m * base(w) + c * w.length);
      }
    }
    rules.push((w) => base(w) * w.length);
  }
  return rules;
}

/** Two coded words reveal the formula; code a third. */
export const codingLetterSums: QuestionGenerator = {
  id: 'coding-decoding/word-to-number',
  topic: 'coding-decoding',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  generate(rng) {
    const pickedIndex = rng.int(0, NUMBER_RULES.length - 1);
    const picked = NUMBER_RULES[pickedIndex];
    if (!picked) throw new Error('no rule');
    const short = [
      'CAT',
      'DOG',
      'SUN',
      'BUS',
      'PEN',
      'MAP',
      'CUP',
      'HAT',
      'BOX',
      'RAT',
      'JAM',
      'FAN',
      'KEY',
      'INK',
    ];
    const words4 = WORDS.filter((w) => w.length === 4);
    const words5 = WORDS.filter((w) => w.length >= 5);
    const ex1 = rng.pick(short);
    const ex2 = rng.pick(words4);
    const query = rng.pick(words5);
    const r = picked.rule;
    const answer = r.apply(query);
    // The other formulas applied to the query, and a slip of one in the adding.
    const wrong = NUMBER_RULES.filter((_, i) => i !== pickedIndex).map((x) => x.rule.apply(query));
    const { options, correctIndex } = choiceOptions(rng, answer, [
      ...rng.shuffle(wrong),
      answer + 1,
      answer - 1,
    ]);
    const c1 = r.apply(ex1);
    const c2 = r.apply(ex2);
    const statement = {
      en: `In a certain code language, ${ex1} is written as ${c1} and ${ex2} is written as ${c2}. How is ${query} written in that code language?`,
      hi: `किसी कूट भाषा में ${ex1} को ${c1} और ${ex2} को ${c2} लिखा जाता है। उसी कूट भाषा में ${query} को कैसे लिखा जाएगा?`,
    };
    const solution = {
      en: [
        `The code is ${picked.name.en}:`,
        `${ex1}: ${r.en(ex1)}; ${ex2}: ${r.en(ex2)}.`,
        `${query}: ${r.en(query)}.`,
        '',
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `कूट ${picked.name.hi} है:`,
        `${ex1}: ${r.hi(ex1)}; ${ex2}: ${r.hi(ex2)}।`,
        `${query}: ${r.hi(query)}।`,
        '',
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Words coded as numbers', hi: 'शब्दों का संख्या कूट' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [c1, c2, answer],
      check(): QuestionAnswer {
        const answers = new Set(
          allNumberRules()
            .filter((f) => f(ex1) === c1 && f(ex2) === c2)
            .map((f) => f(query)),
        );
        const only = answers.size === 1 ? [...answers][0] : undefined;
        return { kind: 'choice', correct: [only === undefined ? -1 : options.indexOf(String(only))] };
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Sentence coding

const PLAIN = [
  'sky',
  'blue',
  'ink',
  'pen',
  'cheap',
  'good',
  'food',
  'very',
  'red',
  'rose',
  'sweet',
  'tea',
  'hot',
  'cold',
  'water',
  'bright',
  'sun',
  'moon',
  'green',
  'big',
  'small',
  'fast',
  'car',
  'book',
  'new',
  'old',
  'rain',
  'bird',
  'tree',
  'tall',
  'milk',
  'white',
  'fresh',
  'fruit',
  'river',
  'deep',
  'clean',
] as const;
const CODES = [
  'ta',
  'na',
  'pa',
  'ri',
  'lo',
  'zu',
  'ki',
  'mo',
  'se',
  'du',
  'fi',
  'ga',
  'he',
  'jo',
  'ku',
  'le',
  'mi',
  'nu',
  'po',
  'ra',
  'su',
  'te',
  'vo',
  'wi',
  'ye',
  'zo',
  'bi',
  'ce',
] as const;

/**
 * Patterns of three sentences (word slots 0…n, slot 0 the asked word) in which slot 0's code can be
 * found by comparing sentences; `why` says how.
 */
const PATTERNS = [
  // 0 is in sentence 1 only; 1 is shared by sentences 1 and 2, 2 by sentences 1 and 3.
  {
    sentences: [
      [0, 1, 2],
      [1, 3, 4],
      [2, 3, 5],
    ],
    kind: 'leftover' as const,
    shared: [[1], [2]],
  },
  {
    sentences: [
      [0, 1, 2, 3],
      [1, 2, 4, 5],
      [3, 4, 6, 7],
    ],
    kind: 'leftover' as const,
    shared: [[1, 2], [3]],
  },
  // 0 is the only word common to sentences 1 and 3.
  {
    sentences: [
      [0, 1, 2],
      [1, 2, 3],
      [3, 4, 0],
    ],
    kind: 'common' as const,
    shared: [],
  },
  {
    sentences: [
      [0, 1, 2, 3],
      [1, 4, 5],
      [5, 6, 0],
    ],
    kind: 'common' as const,
    shared: [],
  },
];

/** All word→code assignments that make every sentence's words match its codes (backtracking). */
function consistentCodes(sentences: readonly (readonly string[])[], codes: readonly (readonly string[])[]) {
  const words = [...new Set(sentences.flat())];
  const out: Map<string, string>[] = [];
  const assign = (i: number, used: Map<string, string>, taken: Set<string>) => {
    const w = words[i];
    if (w === undefined) {
      const ok = sentences.every((s, k) => {
        const got = s.map((x) => used.get(x)).sort();
        return JSON.stringify(got) === JSON.stringify([...(codes[k] ?? [])].sort());
      });
      if (ok) out.push(new Map(used));
      return;
    }
    // A word's code must appear in every sentence that has the word.
    const options = (codes[sentences.findIndex((s) => s.includes(w))] ?? []).filter(
      (c) => !taken.has(c) && sentences.every((s, k) => !s.includes(w) || (codes[k] ?? []).includes(c)),
    );
    for (const c of options) {
      used.set(w, c);
      taken.add(c);
      assign(i + 1, used, taken);
      used.delete(w);
      taken.delete(c);
    }
  };
  assign(0, new Map(), new Set());
  return out;
}

/** Three coded sentences: find the code of a word (or the word of a code) by comparing them. */
export const codingSentences: QuestionGenerator = {
  id: 'coding-decoding/sentence-coding',
  topic: 'coding-decoding',
  difficulty: 'hard',
  exams: ['Bank PO', 'SSC CGL', 'CUET', 'Placements'],
  generate(rng) {
    const pattern = rng.pick(PATTERNS);
    const slots = Math.max(...pattern.sentences.flat()) + 1;
    const words = rng.shuffle(PLAIN).slice(0, slots);
    const codes = rng.shuffle(CODES).slice(0, slots);
    const w = (i: number) => words[i] ?? '';
    const c = (i: number) => codes[i] ?? '';
    const sentences = pattern.sentences.map((s) => rng.shuffle(s).map(w));
    const coded = pattern.sentences.map((s) => rng.shuffle(s).map(c));
    const askWord = rng.next() < 0.7; // "code for the word" or "which word is coded as"
    const target = w(0);
    const targetCode = c(0);
    // Distractors: codes (or words) of the target's own sentence, then any others.
    const own = (pattern.sentences[0] ?? []).filter((i) => i !== 0);
    const pool = [
      ...rng.shuffle(own),
      ...rng.shuffle(Array.from({ length: slots }, (_, i) => i).filter((i) => i !== 0)),
    ];
    const wrongIdx = [...new Set(pool)].slice(0, 3);
    const correct = askWord ? targetCode : target;
    const options = rng.shuffle([correct, ...wrongIdx.map((i) => (askWord ? c(i) : w(i)))]);
    const correctIndex = options.indexOf(correct);
    const lines = sentences.map((s, k) => ({
      en: `- "${s.join(' ')}" is written as "${(coded[k] ?? []).join(' ')}"`,
      hi: `- "${s.join(' ')}" को "${(coded[k] ?? []).join(' ')}" लिखा जाता है`,
    }));
    const ask = askWord
      ? { en: `What is the code for "${target}"?`, hi: `"${target}" का कूट क्या है?` }
      : { en: `Which word is coded as "${targetCode}"?`, hi: `किस शब्द का कूट "${targetCode}" है?` };
    const statement = {
      en: ['In a certain code language:', ...lines.map((l) => l.en), '', ask.en].join('\n'),
      hi: ['किसी कूट भाषा में:', ...lines.map((l) => l.hi), '', ask.hi].join('\n'),
    };
    const nums = ['(1)', '(2)', '(3)'];
    const steps: { en: string[]; hi: string[] } = { en: [], hi: [] };
    if (pattern.kind === 'common') {
      const other = pattern.sentences.findIndex((s, k) => k > 0 && s.includes(0));
      steps.en.push(
        `"${target}" is the only word common to sentences (1) and ${nums[other]}, and "${targetCode}" is the only code common to them.`,
      );
      steps.hi.push(
        `"${target}" ही वाक्य (1) और ${nums[other]} में एकमात्र उभयनिष्ठ शब्द है, और "${targetCode}" ही उनमें एकमात्र उभयनिष्ठ कूट है।`,
      );
    } else {
      pattern.shared.forEach((group, g) => {
        const k = g + 1;
        const ws = group.map((i) => `"${w(i)}"`).join(' and ');
        const cs = group.map((i) => `"${c(i)}"`).join(' and ');
        const wsHi = group.map((i) => `"${w(i)}"`).join(' और ');
        const csHi = group.map((i) => `"${c(i)}"`).join(' और ');
        steps.en.push(
          `${ws} ${group.length > 1 ? 'are' : 'is'} common to sentences (1) and ${nums[k]}; so ${group.length > 1 ? 'their codes are' : 'its code is'} ${cs}.`,
        );
        steps.hi.push(
          `${wsHi} वाक्य (1) और ${nums[k]} में उभयनिष्ठ ${group.length > 1 ? 'हैं; अतः उनके कूट' : 'है; अतः उसका कूट'} ${csHi} ${group.length > 1 ? 'हैं' : 'है'}।`,
        );
      });
      steps.en.push(`Removing these from sentence (1), the code left for "${target}" is "${targetCode}".`);
      steps.hi.push(`वाक्य (1) से इन्हें हटाने पर "${target}" के लिए बचा कूट "${targetCode}" है।`);
    }
    const shown = askWord ? targetCode : target;
    const solution = {
      en: [
        'Compare the sentences two at a time: a word common to two sentences has the code common to them.',
        ...steps.en,
        '',
        `**Answer: ${shown}**`,
      ].join('\n\n'),
      hi: [
        'वाक्यों की दो-दो करके तुलना कीजिए: दो वाक्यों में उभयनिष्ठ शब्द का कूट भी उन दोनों में उभयनिष्ठ होता है।',
        ...steps.hi,
        '',
        `**उत्तर: ${shown}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Sentence coding', hi: 'वाक्य कूटलेखन' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [],
      check(): QuestionAnswer {
        const solutions = consistentCodes(sentences, coded);
        if (askWord) {
          const found = new Set(solutions.map((m) => m.get(target)));
          const only = found.size === 1 ? [...found][0] : undefined;
          return { kind: 'choice', correct: [only === undefined ? -1 : options.indexOf(only)] };
        }
        const found = new Set(
          solutions.map((m) => [...m.entries()].find(([, code]) => code === targetCode)?.[0]),
        );
        const only = found.size === 1 ? [...found][0] : undefined;
        return { kind: 'choice', correct: [only === undefined ? -1 : options.indexOf(only)] };
      },
    };
  },
};
