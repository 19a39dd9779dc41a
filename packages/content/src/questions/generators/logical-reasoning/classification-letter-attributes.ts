import type { QuestionGenerator } from '../../generator.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { type Attribute, choice, memberIndex } from './classification-attributes.js';

/**
 * Classification of letter groups by two attributes at once (an order and a content property). The
 * checker collects every attribute of the checklist that the given groups share and returns the one
 * option having all of them.
 */

const pos = (c: string) => c.charCodeAt(0) - 64;
const vowels = (g: string) => [...g].filter((c) => 'AEIOU'.includes(c)).length;

/** Letter-group attributes, each with its negation. */
const LETTER_ATTRIBUTES: readonly Attribute<string>[] = (() => {
  const base: Attribute<string>[] = [
    {
      name: { en: 'letters in alphabetical order', hi: 'अक्षर वर्णमाला क्रम में' },
      test: (g) => [...g].every((c, i) => i === 0 || c > (g[i - 1] ?? '')),
    },
    {
      name: { en: 'letters in reverse alphabetical order', hi: 'अक्षर उलटे वर्णमाला क्रम में' },
      test: (g) => [...g].every((c, i) => i === 0 || c < (g[i - 1] ?? '')),
    },
    { name: { en: 'exactly one vowel', hi: 'ठीक एक स्वर' }, test: (g) => vowels(g) === 1 },
    { name: { en: 'no vowel', hi: 'कोई स्वर नहीं' }, test: (g) => vowels(g) === 0 },
    {
      name: { en: 'all letters from A to M', hi: 'सभी अक्षर A से M के बीच' },
      test: (g) => [...g].every((c) => pos(c) <= 13),
    },
    {
      name: { en: 'all letters from N to Z', hi: 'सभी अक्षर N से Z के बीच' },
      test: (g) => [...g].every((c) => pos(c) >= 14),
    },
    {
      name: { en: 'an even sum of positions', hi: 'स्थानों का योग सम' },
      test: (g) => [...g].reduce((s, c) => s + pos(c), 0) % 2 === 0,
    },
    { name: { en: 'first letter a vowel', hi: 'पहला अक्षर स्वर' }, test: (g) => 'AEIOU'.includes(g[0] ?? '') },
  ];
  return [
    ...base,
    ...base.map((a) => ({
      name: { en: `not ${a.name.en}`, hi: `${a.name.hi} नहीं` },
      test: (g: string) => !a.test(g),
    })),
  ];
})();
const letterAttr = (en: string) => {
  const a = LETTER_ATTRIBUTES.find((x) => x.name.en === en);
  if (!a) throw new Error(`no attribute ${en}`);
  return a;
};
const ORDER_NAMES = ['letters in alphabetical order', 'letters in reverse alphabetical order'];
const CONTENT_NAMES = [
  'exactly one vowel',
  'no vowel',
  'all letters from A to M',
  'all letters from N to Z',
  'an even sum of positions',
];

/** Three four-letter groups share an order and a content property; the wrong options have one of them. */
export const classificationTwoAttributeLetters: QuestionGenerator = {
  id: 'classification/two-attribute-letters',
  topic: 'classification',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    const p = letterAttr(rng.pick(ORDER_NAMES));
    const q = letterAttr(rng.pick(CONTENT_NAMES));
    const draw = (want: (g: string) => boolean) => {
      for (;;) {
        const letters = rng
          .shuffle(Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)))
          .slice(0, 4);
        // Half the draws sorted, so groups in order come up often enough.
        const sorted = rng.next() < 0.5 ? [...letters].sort() : letters;
        const g = (rng.next() < 0.5 ? sorted.reverse() : sorted).join('');
        if (want(g)) return g;
      }
    };
    let given: string[];
    let options: string[];
    let answer: string;
    for (;;) {
      given = [
        draw((g) => p.test(g) && q.test(g)),
        draw((g) => p.test(g) && q.test(g)),
        draw((g) => p.test(g) && q.test(g)),
      ];
      answer = draw((g) => p.test(g) && q.test(g));
      const onlyP = draw((g) => p.test(g) && !q.test(g));
      const onlyQ = draw((g) => !p.test(g) && q.test(g));
      // The traps: a group with only the order, one with only the content, one more with only the order.
      options = rng.shuffle([answer, onlyP, onlyQ, draw((g) => p.test(g) && !q.test(g))]);
      if (
        new Set([...given, ...options]).size === 7 &&
        memberIndex(given, options, LETTER_ATTRIBUTES) === options.indexOf(answer)
      )
        break;
    }
    const mark = (g: string, a: Attribute<string>) => (a.test(g) ? '✓' : '✗');
    const withPos = (g: string) => [...g].map((c) => `${c}(${pos(c)})`).join(' ');
    const table = (pName: string, qName: string) =>
      options.map((g) => `- ${g} = ${withPos(g)}: ${pName} ${mark(g, p)}, ${qName} ${mark(g, q)}`).join('\n');
    const solution: Text = {
      en: [
        `The groups ${given.join(', ')} share two properties: ${p.name.en}, and ${q.name.en}. Check both on every option:`,
        table(p.name.en, q.name.en),
        `Only ${answer} has both.`,
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `समूह ${given.join(', ')} में दो गुण समान हैं: ${p.name.hi}, और ${q.name.hi}। हर विकल्प पर दोनों जाँचें:`,
        table(p.name.hi, q.name.hi),
        `केवल ${answer} में दोनों गुण हैं।`,
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Letter group sharing two properties', hi: 'दो गुणों वाला अक्षर समूह' },
      {
        en: `The letter groups ${given.join(', ')} form a group. Which of the following belongs to the same group?`,
        hi: `अक्षर समूह ${given.join(', ')} एक वर्ग बनाते हैं। निम्नलिखित में से कौन इसी वर्ग का है?`,
      },
      options,
      options.indexOf(answer),
      solution,
      180,
      () => memberIndex(given, options, LETTER_ATTRIBUTES),
    );
  },
};
