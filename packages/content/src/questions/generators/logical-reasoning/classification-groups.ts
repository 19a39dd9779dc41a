import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt } from '../shared/list-access.js';
import { CATEGORY_OF, categoryByKey, loneIndex, WORD_CATEGORIES } from './odd-one-out-words.js';

/**
 * Classification by meaning and by letter values: the word that joins a given group, the odd pair
 * among country–capital and country–currency pairs, and letter groups with equal position sums. The
 * checkers look the items up in indexes built from the lists, or recount the letter values.
 */

const w = (en: string, hi: string): Text => ({ en, hi });
const join = (items: readonly Text[], lang: 'en' | 'hi') => items.map((x) => x[lang]).join(', ');

function choice(
  title: Text,
  statement: Text,
  options: Text[] | string[],
  correct: number,
  solution: Text,
  seconds: number,
  check: () => number,
) {
  return {
    title,
    type: 'single' as const,
    statement,
    options,
    answer: { kind: 'choice' as const, correct: [correct] },
    solution,
    expectedSeconds: seconds,
    numbers: [],
    check(): QuestionAnswer {
      return { kind: 'choice', correct: [check()] };
    },
  };
}

/** Three words of a category are given; the option of the same category joins them. */
export const classificationWordGroupMember: QuestionGenerator = {
  id: 'classification/word-group-member',
  topic: 'classification',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const main = rng.pick(WORD_CATEGORIES);
    const [g1, g2, g3, answer] = rng.shuffle(main.words).slice(0, 4) as [Text, Text, Text, Text];
    const given = [g1, g2, g3];
    // Distractors from categories far from the group (a sibling such as a vegetable for fruits would
    // fit a wider group, "things that grow", and make the question arguable).
    const far = WORD_CATEGORIES.filter((c) => c !== main && !main.siblings.includes(c.key));
    const wrong = rng
      .shuffle(far)
      .slice(0, 3)
      .map((c) => rng.pick(c.words));
    const options = rng.shuffle([answer, ...wrong]);
    const correct = options.indexOf(answer);
    const statement: Text = {
      en: `${join(given, 'en')} form a group. Which of the following belongs to the same group?`,
      hi: `${join(given, 'hi')} एक वर्ग बनाते हैं। निम्नलिखित में से कौन इसी वर्ग में आता है?`,
    };
    const solution: Text = {
      en: [
        `${join(given, 'en')} are ${main.name.en}.`,
        wrong.map((x) => `- ${x.en}: ${categoryByKey(CATEGORY_OF.get(x.en) ?? '').name.en}`).join('\n'),
        `Only ${answer.en} is also one of the ${main.name.en}.`,
        `**Answer: ${answer.en}**`,
      ].join('\n\n'),
      hi: [
        `${join(given, 'hi')} — ये सभी ${main.name.hi} हैं।`,
        wrong.map((x) => `- ${x.hi}: ${categoryByKey(CATEGORY_OF.get(x.en) ?? '').name.hi}`).join('\n'),
        `केवल ${answer.hi} भी ${main.name.hi} वर्ग में आता है।`,
        `**उत्तर: ${answer.hi}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Word that belongs to the group', hi: 'वर्ग में आने वाला शब्द' },
      statement,
      options,
      correct,
      solution,
      30,
      () => {
        const key = CATEGORY_OF.get(g1.en);
        const fits = options.map((o, i) => (CATEGORY_OF.get(o.en) === key ? i : -1)).filter((i) => i >= 0);
        return fits.length === 1 ? elementAt(fits, 0) : -1;
      },
    );
  },
};

/** Countries with their capitals and currencies (capitals and currencies all distinct words). */
const COUNTRIES: readonly { name: Text; capital: Text; currency: Text }[] = [
  { name: w('Japan', 'जापान'), capital: w('Tokyo', 'टोक्यो'), currency: w('Yen', 'येन') },
  { name: w('China', 'चीन'), capital: w('Beijing', 'बीजिंग'), currency: w('Yuan', 'युआन') },
  { name: w('Russia', 'रूस'), capital: w('Moscow', 'मॉस्को'), currency: w('Rouble', 'रूबल') },
  { name: w('France', 'फ़्रांस'), capital: w('Paris', 'पेरिस'), currency: w('Euro', 'यूरो') },
  { name: w('Bangladesh', 'बांग्लादेश'), capital: w('Dhaka', 'ढाका'), currency: w('Taka', 'टका') },
  { name: w('Thailand', 'थाईलैंड'), capital: w('Bangkok', 'बैंकॉक'), currency: w('Baht', 'बात') },
  { name: w('South Korea', 'दक्षिण कोरिया'), capital: w('Seoul', 'सियोल'), currency: w('Won', 'वॉन') },
  { name: w('Indonesia', 'इंडोनेशिया'), capital: w('Jakarta', 'जकार्ता'), currency: w('Rupiah', 'रुपिया') },
  { name: w('Malaysia', 'मलेशिया'), capital: w('Kuala Lumpur', 'क्वालालंपुर'), currency: w('Ringgit', 'रिंगित') },
  { name: w('Bhutan', 'भूटान'), capital: w('Thimphu', 'थिम्पू'), currency: w('Ngultrum', 'न्गुलत्रम') },
  { name: w('Afghanistan', 'अफ़ग़ानिस्तान'), capital: w('Kabul', 'काबुल'), currency: w('Afghani', 'अफ़ग़ानी') },
  { name: w('Brazil', 'ब्राज़ील'), capital: w('Brasilia', 'ब्रासीलिया'), currency: w('Real', 'रियल') },
  { name: w('Mexico', 'मेक्सिको'), capital: w('Mexico City', 'मेक्सिको सिटी'), currency: w('Peso', 'पेसो') },
  { name: w('Saudi Arabia', 'सऊदी अरब'), capital: w('Riyadh', 'रियाद'), currency: w('Riyal', 'रियाल') },
  { name: w('United Kingdom', 'यूनाइटेड किंगडम'), capital: w('London', 'लंदन'), currency: w('Pound', 'पाउंड') },
  {
    name: w('Nepal', 'नेपाल'),
    capital: w('Kathmandu', 'काठमांडू'),
    currency: w('Nepalese Rupee', 'नेपाली रुपया'),
  },
  { name: w('Vietnam', 'वियतनाम'), capital: w('Hanoi', 'हनोई'), currency: w('Dong', 'डोंग') },
];

/** The checker's index: English word → 'capital' or 'currency'. */
const KIND_OF: ReadonlyMap<string, string> = new Map([
  ...COUNTRIES.map((c) => [c.capital.en, 'capital'] as const),
  ...COUNTRIES.map((c) => [c.currency.en, 'currency'] as const),
]);

/** Country pairs: three name the capital, one the currency (or the reverse). */
export const classificationCountryPairs: QuestionGenerator = {
  id: 'classification/country-pairs',
  topic: 'classification',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const capitals = rng.next() < 0.6;
    const [a, b, c, d] = rng.shuffle(COUNTRIES).slice(0, 4) as [
      (typeof COUNTRIES)[number],
      (typeof COUNTRIES)[number],
      (typeof COUNTRIES)[number],
      (typeof COUNTRIES)[number],
    ];
    const mine = (x: typeof a, cap: boolean) => (cap ? x.capital : x.currency);
    const pair = (x: typeof a, cap: boolean): Text => ({
      en: `${x.name.en} : ${mine(x, cap).en}`,
      hi: `${x.name.hi} : ${mine(x, cap).hi}`,
    });
    const alike = [a, b, c].map((x) => pair(x, capitals));
    const odd = pair(d, !capitals);
    const options = rng.shuffle([...alike, odd]);
    const correct = options.indexOf(odd);
    const kind = capitals ? w('capital', 'राजधानी') : w('currency', 'मुद्रा');
    const oddKind = capitals ? w('currency', 'मुद्रा') : w('capital', 'राजधानी');
    const statement: Text = {
      en: `Three of the following pairs are alike in a certain way and one is different. Find the odd pair: ${options.map((o) => o.en).join('; ')}`,
      hi: `निम्नलिखित युग्मों में से तीन किसी प्रकार समान हैं और एक भिन्न है। भिन्न युग्म चुनिए: ${options.map((o) => o.hi).join('; ')}`,
    };
    const solution: Text = {
      en: [
        `In ${alike.map((x) => x.en).join(', ')} the second word is the ${kind.en} of the country.`,
        `In ${odd.en} it is the ${oddKind.en} of ${d.name.en}; its ${kind.en} is ${mine(d, capitals).en}.`,
        `**Answer: ${odd.en}**`,
      ].join('\n\n'),
      hi: [
        `${alike.map((x) => x.hi).join(', ')} — इनमें दूसरा शब्द देश की ${kind.hi} है।`,
        `${odd.hi} में यह ${d.name.hi} की ${oddKind.hi} है; उसकी ${kind.hi} ${mine(d, capitals).hi} है।`,
        `**उत्तर: ${odd.hi}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Odd pair: country with capital or currency', hi: 'भिन्न युग्म: देश और राजधानी या मुद्रा' },
      statement,
      options,
      correct,
      solution,
      30,
      () => loneIndex(options.map((o) => KIND_OF.get(o.en.split(' : ')[1] ?? '') ?? '')),
    );
  },
};

const pos = (c: string) => c.charCodeAt(0) - 64;
const letter = (p: number) => String.fromCharCode(64 + p);
const sumOf = (g: string) => [...g].reduce((s, c) => s + pos(c), 0);
const gaps = (g: string) => [...g].slice(1).map((c, i) => pos(c) - pos(g[i] ?? ''));

/** Rules a solver might see in three-letter groups; each returns a key, the 3–1 splits of keys count. */
const LETTER_KEYS: readonly ((g: string) => string)[] = [
  (g) => String(sumOf(g)),
  (g) => gaps(g).join(','),
  (g) => String([...g].filter((c) => 'AEIOU'.includes(c)).length),
  (g) => [...g].map((c) => pos(c) % 2).join(''),
  (g) => String(sumOf(g) % 2),
];

/** The option every 3–1 split of a key singles out, or -1 when none does or they disagree. */
function oddByKeys(options: readonly string[]): number {
  const odd = new Set(LETTER_KEYS.map((k) => loneIndex(options.map(k))).filter((i) => i >= 0));
  return odd.size === 1 ? elementAt([...odd], 0) : -1;
}

/** Three-letter groups whose letter positions add up to the same total; one group misses by one. */
export const classificationLetterSum: QuestionGenerator = {
  id: 'classification/letter-sum',
  topic: 'classification',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const total = rng.int(24, 48);
    const group = (s: number) => {
      for (;;) {
        const a = rng.int(1, 24);
        const b = rng.int(a + 1, 25);
        const c = s - a - b;
        if (c > b && c <= 26) return letter(a) + letter(b) + letter(c);
      }
    };
    let options: string[];
    let odd: string;
    for (;;) {
      odd = group(total + rng.pick([-1, 1]));
      options = rng.shuffle([group(total), group(total), group(total), odd]);
      if (new Set(options).size === 4 && oddByKeys(options) === options.indexOf(odd)) break;
    }
    const correct = options.indexOf(odd);
    const line = (g: string) => `- ${g}: $${[...g].map(pos).join(' + ')} = ${sumOf(g)}$`;
    const solution: Text = {
      en: [
        'The gaps between the letters follow no common pattern, so add the letter positions (A = 1, …, Z = 26):',
        options.map(line).join('\n'),
        `Three groups add up to ${total}; ${odd} adds up to ${sumOf(odd)}.`,
        `**Answer: ${odd}**`,
      ].join('\n\n'),
      hi: [
        'अक्षरों के बीच के अंतर में कोई समान क्रम नहीं है, इसलिए अक्षरों के स्थान जोड़ें (A = 1, …, Z = 26):',
        options.map(line).join('\n'),
        `तीन समूहों का योग ${total} है; ${odd} का योग ${sumOf(odd)} है।`,
        `**उत्तर: ${odd}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Odd letter group: sum of positions', hi: 'भिन्न अक्षर समूह: स्थानों का योग' },
      {
        en: `Three of the following letter groups are alike in a certain way and one is different. Find the odd one out: ${options.join(', ')}`,
        hi: `निम्नलिखित अक्षर समूहों में से तीन किसी प्रकार समान हैं और एक भिन्न है। भिन्न को चुनिए: ${options.join(', ')}`,
      },
      options,
      correct,
      solution,
      75,
      () => oddByKeys(options),
    );
  },
};
