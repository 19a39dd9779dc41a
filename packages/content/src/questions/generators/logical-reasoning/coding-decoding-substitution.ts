import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';

/**
 * Coding-decoding shapes: a word called by another word, decoding a coded word back, and letters
 * written as their position numbers. Each checker works from the givens without the rule's name.
 */

const letter = (p: number) => String.fromCharCode(65 + ((((p - 1) % 26) + 26) % 26));
const pos = (ch: string) => ch.charCodeAt(0) - 64;
const reverse = (w: string) => [...w].reverse().join('');

// ---------------------------------------------------------------------------------------------
// A word called by another word

/** Everyday things with a question only that thing answers. */
const THINGS: readonly { en: string; hi: string; askEn: string; askHi: string }[] = [
  { en: 'water', hi: 'पानी', askEn: 'what flows in a river', askHi: 'नदी में क्या बहता है' },
  { en: 'sky', hi: 'आकाश', askEn: 'where do birds fly', askHi: 'पक्षी कहाँ उड़ते हैं' },
  { en: 'milk', hi: 'दूध', askEn: 'what does a cow give us', askHi: 'गाय हमें क्या देती है' },
  { en: 'book', hi: 'किताब', askEn: 'what do we read', askHi: 'हम क्या पढ़ते हैं' },
  { en: 'chair', hi: 'कुर्सी', askEn: 'what do we sit on', askHi: 'हम किस पर बैठते हैं' },
  { en: 'pen', hi: 'कलम', askEn: 'what do we write with', askHi: 'हम किससे लिखते हैं' },
  { en: 'bed', hi: 'पलंग', askEn: 'what do we sleep on', askHi: 'हम किस पर सोते हैं' },
  { en: 'shoe', hi: 'जूता', askEn: 'what do we wear on our feet', askHi: 'हम पैरों में क्या पहनते हैं' },
  { en: 'sun', hi: 'सूरज', askEn: 'what rises in the east every morning', askHi: 'हर सुबह पूर्व में क्या उगता है' },
  { en: 'tree', hi: 'पेड़', askEn: 'what do mangoes grow on', askHi: 'आम किस पर लगते हैं' },
  { en: 'key', hi: 'चाबी', askEn: 'what opens a lock', askHi: 'ताला किससे खुलता है' },
  { en: 'clock', hi: 'घड़ी', askEn: 'what shows us the time', askHi: 'हमें समय कौन दिखाता है' },
  {
    en: 'umbrella',
    hi: 'छाता',
    askEn: 'what do we open over our heads in the rain',
    askHi: 'बारिश में हम सिर पर क्या खोलते हैं',
  },
];

/** "If sky is called sea, sea is called water …, what flows in a river?" */
export const codingCalledAnotherWord: QuestionGenerator = {
  id: 'coding-decoding/called-another-word',
  topic: 'coding-decoding',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const chain = rng.shuffle(THINGS).slice(0, rng.int(5, 6));
    const j = rng.int(0, chain.length - 2);
    const at = (i: number) => chain[i];
    const asked = at(j);
    const name = at(j + 1);
    if (!asked || !name) throw new Error('chain too short');
    // Pairs "x is called y" in chain order, sometimes listed in a jumbled order.
    const pairs = chain.slice(0, -1).map((x, i) => ({ x, y: at(i + 1) ?? x }));
    const listed = rng.next() < 0.5 ? pairs : rng.shuffle(pairs);
    const wrong = [
      asked, // the real name, forgetting the code
      at(j - 1), // reads "x is called asked" the wrong way round
      at(j + 2), // applies the renaming twice
      ...rng.shuffle(chain),
    ].filter((t): t is (typeof chain)[number] => t !== undefined && t !== name);
    const chosen = [name, ...[...new Set(wrong)].slice(0, 3)];
    const options = rng.shuffle(chosen).map((t) => ({ en: t.en, hi: t.hi }));
    const correctIndex = options.findIndex((o) => o.en === name.en);
    const join = (parts: string[], and: string) =>
      `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;
    const statement: Text = {
      en: `If ${join(
        listed.map((p) => `'${p.x.en}' is called '${p.y.en}'`),
        'and',
      )}, then ${asked.askEn}?`,
      hi: `यदि ${join(
        listed.map((p) => `'${p.x.hi}' को '${p.y.hi}' कहा जाए`),
        'और',
      )}, तो ${asked.askHi}?`,
    };
    const solution: Text = {
      en: [
        `In everyday language the answer is '${asked.en}'.`,
        `But here '${asked.en}' is called '${name.en}', so in this language the answer is '${name.en}'.`,
        `(Not '${asked.en}' itself, and not the word that is called '${asked.en}'.)`,
        '',
        `**Answer: ${name.en}**`,
      ].join('\n\n'),
      hi: [
        `सामान्य भाषा में उत्तर '${asked.hi}' है।`,
        `परंतु यहाँ '${asked.hi}' को '${name.hi}' कहा जाता है, इसलिए इस भाषा में उत्तर '${name.hi}' है।`,
        `(न स्वयं '${asked.hi}', और न वह शब्द जिसे '${asked.hi}' कहा जाता है।)`,
        '',
        `**उत्तर: ${name.hi}**`,
      ].join('\n\n'),
    };
    const text = statement.en;
    return {
      title: { en: 'A word called by another word', hi: 'एक शब्द को दूसरा नाम' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 35,
      numbers: [],
      check(): QuestionAnswer {
        // Read the renamings back from the statement and find what the asked thing is called.
        const called = new Map([...text.matchAll(/'(\w+)' is called '(\w+)'/g)].map((m) => [m[1], m[2]]));
        const thing = THINGS.find((t) => text.endsWith(`then ${t.askEn}?`));
        const got = thing ? called.get(thing.en) : undefined;
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === got)] };
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Decoding a coded word

const WORDS = [
  'PLANT',
  'HOUSE',
  'WATER',
  'LIGHT',
  'CLOUD',
  'RIVER',
  'STONE',
  'BREAD',
  'CHAIR',
  'TABLE',
  'GREEN',
  'SUGAR',
  'PAPER',
  'MONKEY',
  'GARDEN',
  'FLOWER',
  'SILVER',
  'PENCIL',
  'MARKET',
  'WINTER',
  'DOCTOR',
  'FRIEND',
  'BOTTLE',
  'CANDLE',
] as const;

const shiftBy = (w: string, k: (i: number) => number) =>
  [...w].map((ch, i) => letter(pos(ch) + k(i))).join('');
const opposite = (w: string) => [...w].map((ch) => letter(27 - pos(ch))).join('');
const signed = (k: number) => (k > 0 ? `+${k}` : `${k}`);
const places = (k: number) => `${Math.abs(k)} place${Math.abs(k) > 1 ? 's' : ''}`;

interface Coding {
  encode: (w: string) => string;
  /** The inverse rule. */
  decode: (w: string) => string;
  en: string;
  hi: string;
  undo: { en: string; hi: string };
}

function decodingRule(rng: Rng): Coding {
  const kind = rng.pick(['shift', 'reverseShift', 'alternate', 'opposite'] as const);
  if (kind === 'shift') {
    const k = rng.pick([1, 2, 3, -1, -2]);
    return {
      encode: (w) => shiftBy(w, () => k),
      decode: (w) => shiftBy(w, () => -k),
      en: `every letter moves ${places(k)} ${k > 0 ? 'forward' : 'back'} (${signed(k)})`,
      hi: `प्रत्येक अक्षर ${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'} जाता है (${signed(k)})`,
      undo: {
        en: `move every letter of the code ${places(k)} ${k > 0 ? 'back' : 'forward'} (${signed(-k)})`,
        hi: `कूट के प्रत्येक अक्षर को ${Math.abs(k)} स्थान ${k > 0 ? 'पीछे' : 'आगे'} ले जाइए (${signed(-k)})`,
      },
    };
  }
  if (kind === 'reverseShift') {
    const k = rng.pick([1, 2, -1]);
    return {
      encode: (w) => shiftBy(reverse(w), () => k),
      decode: (w) => reverse(shiftBy(w, () => -k)),
      en: `the word is reversed and every letter moves ${places(k)} ${k > 0 ? 'forward' : 'back'} (${signed(k)})`,
      hi: `शब्द को उल्टा लिखकर प्रत्येक अक्षर ${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'} किया जाता है (${signed(k)})`,
      undo: {
        en: `move every letter of the code ${places(k)} ${k > 0 ? 'back' : 'forward'} (${signed(-k)}) and read the result backwards`,
        hi: `कूट के प्रत्येक अक्षर को ${Math.abs(k)} स्थान ${k > 0 ? 'पीछे' : 'आगे'} ले जाकर (${signed(-k)}) परिणाम को उल्टा पढ़िए`,
      },
    };
  }
  if (kind === 'alternate') {
    const k = rng.pick([1, 2]);
    const step = (i: number) => (i % 2 === 0 ? k : -k);
    return {
      encode: (w) => shiftBy(w, step),
      decode: (w) => shiftBy(w, (i) => -step(i)),
      en: `the letters move alternately ${signed(k)} and ${signed(-k)}`,
      hi: `अक्षर बारी-बारी से ${signed(k)} और ${signed(-k)} चलते हैं`,
      undo: {
        en: `move the letters of the code alternately ${signed(-k)} and ${signed(k)}`,
        hi: `कूट के अक्षरों को बारी-बारी से ${signed(-k)} और ${signed(k)} चलाइए`,
      },
    };
  }
  return {
    encode: opposite,
    decode: opposite,
    en: 'every letter is replaced by its opposite letter (positions adding up to 27: A↔Z, B↔Y, …)',
    hi: 'प्रत्येक अक्षर को उसके विपरीत अक्षर से बदला जाता है (स्थानों का योग 27: A↔Z, B↔Y, …)',
    undo: {
      en: 'replace every letter of the code by its opposite letter again',
      hi: 'कूट के प्रत्येक अक्षर को फिर से उसके विपरीत अक्षर से बदलिए',
    },
  };
}

/** Every rule the checker tries: shifts of the word, its reverse, its opposite; alternating shifts. */
function ruleFamily(): ((w: string) => string)[] {
  const rules: ((w: string) => string)[] = [];
  for (let k = -25; k <= 25; k++) {
    rules.push((w) => shiftBy(w, () => k));
    rules.push((w) => shiftBy(reverse(w), () => k));
    rules.push((w) => shiftBy(opposite(w), () => k));
  }
  for (let k = 1; k <= 4; k++)
    for (const s of [1, -1]) rules.push((w) => shiftBy(w, (i) => (i % 2 ? -s * k : s * k)));
  return rules;
}

/** A code given: find the word (the rule run backwards). */
export const codingDecodeWord: QuestionGenerator = {
  id: 'coding-decoding/decode-word',
  topic: 'coding-decoding',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const rule = decodingRule(rng);
    const [example, word] = rng.shuffle(WORDS.filter((w) => w !== reverse(w)));
    if (!example || !word) throw new Error('two words needed');
    const code = rule.encode(example);
    const query = rule.encode(word);
    const seen = new Set<string>([word]);
    const wrong: string[] = [];
    // Encodes again instead of decoding; decodes without reversing; one letter slipped.
    for (const w of [
      rule.encode(query),
      reverse(word),
      shiftBy(word, (i) => (i === 0 ? 1 : 0)),
      shiftBy(word, (i) => (i === word.length - 1 ? -1 : 0)),
      shiftBy(word, () => 1),
    ]) {
      if (!seen.has(w) && wrong.length < 3) {
        seen.add(w);
        wrong.push(w);
      }
    }
    const options = rng.shuffle([word, ...wrong]);
    const correctIndex = options.indexOf(word);
    const statement: Text = {
      en: `In a certain code language, ${example} is written as ${code}. Which word is written as ${query} in that code language?`,
      hi: `किसी कूट भाषा में ${example} को ${code} लिखा जाता है। उसी कूट भाषा में किस शब्द को ${query} लिखा जाता है?`,
    };
    const solution: Text = {
      en: [
        `Compare ${example} with ${code}: ${rule.en}.`,
        `To decode, run the rule backwards: ${rule.undo.en}.`,
        `${query} → ${word}. Check: coding ${word} gives ${rule.encode(word)}.`,
        '',
        `**Answer: ${word}**`,
      ].join('\n\n'),
      hi: [
        `${example} और ${code} की तुलना कीजिए: ${rule.hi}।`,
        `कूट खोलने के लिए नियम को उल्टा चलाइए: ${rule.undo.hi}।`,
        `${query} → ${word}। जाँच: ${word} का कूट ${rule.encode(word)} बनता है।`,
        '',
        `**उत्तर: ${word}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Decoding a coded word', hi: 'कूट से शब्द ज्ञात करना' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [],
      check(): QuestionAnswer {
        // Options that every rule fitting the example codes as the query.
        const fitting = ruleFamily().filter((r) => r(example) === code);
        const good = options.filter((o) => fitting.length > 0 && fitting.every((r) => r(o) === query));
        return { kind: 'choice', correct: [good.length === 1 ? options.indexOf(good[0] ?? '') : -1] };
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Letters written as their position numbers

const SHORT = [
  'BAD',
  'CAB',
  'DEAF',
  'FACE',
  'BEAD',
  'HIDE',
  'JADE',
  'CAGE',
  'BIKE',
  'LAKE',
  'MILK',
  'GOLD',
  'KING',
];
const LONGER = [
  'PLANT',
  'HOUSE',
  'RIVER',
  'STONE',
  'BREAD',
  'CHAIR',
  'TABLE',
  'SUGAR',
  'PAPER',
  'MANGO',
  'TIGER',
];

interface DigitRule {
  apply: (w: string) => string;
  en: string;
  hi: string;
  show: (w: string) => string;
}

const DIGIT_RULES: readonly DigitRule[] = [
  {
    apply: (w) => [...w].map(pos).join(''),
    en: 'each letter is written as its position in the alphabet (A = 1, B = 2, …, Z = 26)',
    hi: 'प्रत्येक अक्षर को वर्णमाला में उसके स्थान की संख्या से लिखा गया है (A = 1, B = 2, …, Z = 26)',
    show: (w) => [...w].map((c) => `${c} = ${pos(c)}`).join(', '),
  },
  {
    apply: (w) => [...w].map((c) => 27 - pos(c)).join(''),
    en: 'each letter is written as its position counted from Z (A = 26, B = 25, …, Z = 1)',
    hi: 'प्रत्येक अक्षर को Z से गिने गए स्थान की संख्या से लिखा गया है (A = 26, B = 25, …, Z = 1)',
    show: (w) => [...w].map((c) => `${c} = ${27 - pos(c)}`).join(', '),
  },
  {
    apply: (w) => [...w].map((c) => pos(c) + 1).join(''),
    en: 'each letter is written as its position in the alphabet plus 1 (A = 2, B = 3, …)',
    hi: 'प्रत्येक अक्षर को वर्णमाला में उसके स्थान से 1 अधिक संख्या से लिखा गया है (A = 2, B = 3, …)',
    show: (w) => [...w].map((c) => `${c} = ${pos(c) + 1}`).join(', '),
  },
  {
    apply: (w) => [...reverse(w)].map(pos).join(''),
    en: 'the word is read backwards and each letter written as its position in the alphabet',
    hi: 'शब्द को उल्टा पढ़कर प्रत्येक अक्षर को वर्णमाला में उसके स्थान की संख्या से लिखा गया है',
    show: (w) => [...reverse(w)].map((c) => `${c} = ${pos(c)}`).join(', '),
  },
];

/** The checker's family: positions from A or from Z, shifted by −3…3, the word forwards or backwards. */
function digitFamily(): ((w: string) => string)[] {
  const out: ((w: string) => string)[] = [];
  for (let c = -3; c <= 3; c++)
    for (const back of [false, true])
      for (const fromZ of [false, true])
        out.push((w) =>
          [...(back ? reverse(w) : w)].map((ch) => (fromZ ? 27 - pos(ch) : pos(ch)) + c).join(''),
        );
  return out;
}

/** One word written as digits reveals the rule; write another. */
export const codingLetterPositionDigits: QuestionGenerator = {
  id: 'coding-decoding/letter-position-digits',
  topic: 'coding-decoding',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const ruleIndex = rng.int(0, DIGIT_RULES.length - 1);
      const rule = DIGIT_RULES[ruleIndex];
      const example = rng.pick(SHORT);
      const query = rng.pick(LONGER);
      if (!rule) continue;
      const code = rule.apply(example);
      const answer = rule.apply(query);
      // Redraw when the example leaves two rules of the family possible with different answers.
      const answers = new Set(
        digitFamily()
          .filter((f) => f(example) === code)
          .map((f) => f(query)),
      );
      if (answers.size !== 1) continue;
      const others = DIGIT_RULES.filter((_, i) => i !== ruleIndex).map((r) => r.apply(query));
      const { options, correctIndex } = choiceOptions(
        rng,
        Number(answer),
        [...others, reverse(answer)].map(Number),
        (n) => String(n),
      );
      if (options.some((o) => o.length !== answer.length && o.startsWith('0'))) continue;
      const statement: Text = {
        en: `In a certain code language, ${example} is written as ${code}. How is ${query} written in that code language?`,
        hi: `किसी कूट भाषा में ${example} को ${code} लिखा जाता है। उसी कूट भाषा में ${query} को कैसे लिखा जाएगा?`,
      };
      const solution: Text = {
        en: [
          `${example}: ${rule.show(example)} → ${code}. So ${rule.en}.`,
          `${query}: ${rule.show(query)} → ${answer}.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `${example}: ${rule.show(example)} → ${code}। अतः ${rule.hi}।`,
          `${query}: ${rule.show(query)} → ${answer}।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      };
      return {
        title: { en: 'Letters written as position numbers', hi: 'अक्षरों का स्थान-संख्या कूट' },
        type: 'single',
        statement,
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution,
        expectedSeconds: 45,
        numbers: [],
        check(): QuestionAnswer {
          const found = new Set(
            digitFamily()
              .filter((f) => f(example) === code)
              .map((f) => f(query)),
          );
          const only = found.size === 1 ? [...found][0] : undefined;
          return { kind: 'choice', correct: [only === undefined ? -1 : options.indexOf(only)] };
        },
      };
    }
  },
};
