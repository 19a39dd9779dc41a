import { figureMarkdown } from '../../figures.js';
import type { QuestionSetGenerator } from '../../set-generator.js';
import { type Loc, loc, numberQuestion } from './di-numbers.js';
import { threeCircleVenn } from './venn-diagrams.js';

/** Languages spoken by employees: totals, "exactly two" and "none" given, so "all three" comes from counting memberships. */
export const vennDiagramsLanguagesSpoken: QuestionSetGenerator = {
  id: 'venn-diagrams/languages-spoken',
  topic: 'venn-diagrams',
  difficulty: 'hard',
  exams: ['CAT', 'Placements', 'Bank PO'],
  generate(rng) {
    // The eight regions: only H, only E, only B, H&E only, E&B only, H&B only, all three, none.
    let r: number[] = [];
    for (;;) {
      r = [
        rng.int(15, 60),
        rng.int(15, 60),
        rng.int(15, 60),
        rng.int(5, 25),
        rng.int(5, 25),
        rng.int(5, 25),
        rng.int(3, 15),
        rng.int(4, 30),
      ];
      const [h, e, b] = r as [number, number, number];
      if (new Set([h, e, b]).size === 3) break;
    }
    const [h, e, b, he, eb, hb, all, none] = r as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const H = h + he + hb + all;
    const E = e + he + eb + all;
    const B = b + eb + hb + all;
    const two = he + eb + hb;
    const one = h + e + b;
    const N = one + two + all + none;
    const U = N - none;
    const S = H + E + B;

    // 1. At least one of the languages.
    const q1 = numberQuestion(rng, {
      title: loc('Speakers of at least one language', 'कम से कम एक भाषा बोलने वाले'),
      statement: {
        en: 'How many employees speak at least one of the three languages?',
        hi: 'कितने कर्मचारी तीनों में से कम से कम एक भाषा बोलते हैं?',
      },
      value: U,
      distractors: [
        S, // adds the three totals, counting the overlaps again
        S - two, // takes the pairs out once but not "all three"
        U - two, // those who speak exactly one or all three
        N, // everyone
      ],
      steps: [
        {
          en: `Everyone except those who speak none: $${N} - ${none} = ${U}$.`,
          hi: `कोई भाषा न बोलने वालों को छोड़कर सभी: $${N} - ${none} = ${U}$।`,
        },
      ],
      numbers: [U],
      seconds: 45,
      recompute: () => r.slice(0, 7).reduce((s, x) => s + x, 0),
    });

    // 2. CAT level: all three, by counting memberships.
    const q2 = numberQuestion(rng, {
      title: loc('Speakers of all three languages', 'तीनों भाषाएँ बोलने वाले'),
      statement: {
        en: 'How many employees speak all three languages?',
        hi: 'कितने कर्मचारी तीनों भाषाएँ बोलते हैं?',
      },
      value: all,
      distractors: [
        S - U - two, // forgets to halve
        Math.round((S - U) / 2), // forgets the "exactly two" group
        Math.round((S - U - two) / 3), // divides by three
        all + 2,
      ],
      steps: [
        {
          en: `Add the three totals: $${H} + ${E} + ${B} = ${S}$. In this sum a speaker of one language is counted once, of exactly two languages twice, and of all three languages three times.`,
          hi: `तीनों कुल जोड़िए: $${H} + ${E} + ${B} = ${S}$। इस योग में एक भाषा बोलने वाला एक बार, ठीक दो भाषाएँ बोलने वाला दो बार और तीनों बोलने वाला तीन बार गिना जाता है।`,
        },
        {
          en: `The ${U} speakers counted once each give ${U}; the ${two} speakers of exactly two add one more each; the rest, $${S} - ${U} - ${two} = ${S - U - two}$, is two extra counts for each speaker of all three.`,
          hi: `${U} बोलने वालों को एक-एक बार गिनने पर ${U} आता है; ठीक दो भाषाएँ बोलने वाले ${two} लोग एक-एक बार और जुड़ते हैं; बचा हुआ $${S} - ${U} - ${two} = ${S - U - two}$, तीनों भाषाएँ बोलने वाले प्रत्येक व्यक्ति की दो अतिरिक्त गिनतियों से बनता है।`,
        },
        {
          en: `All three: $\\frac{${S - U - two}}{2} = ${all}$.`,
          hi: `तीनों: $\\frac{${S - U - two}}{2} = ${all}$।`,
        },
      ],
      numbers: [S, all],
      seconds: 180,
      recompute: () => r[6] as number,
    });

    // 3. Exactly one language.
    const q3 = numberQuestion(rng, {
      title: loc('Speakers of exactly one language', 'ठीक एक भाषा बोलने वाले'),
      statement: {
        en: 'How many employees speak exactly one of the three languages?',
        hi: 'कितने कर्मचारी तीनों में से ठीक एक भाषा बोलते हैं?',
      },
      value: one,
      distractors: [
        U - two, // forgets the speakers of all three
        S - 2 * two, // takes the pairs off the sum but not the triples
        U - all, // forgets the speakers of exactly two
        one + 5,
      ],
      steps: [
        {
          en: `All three: ${all} (as the memberships show: $\\frac{${S} - ${U} - ${two}}{2}$).`,
          hi: `तीनों: ${all} (सदस्यताओं की गिनती से: $\\frac{${S} - ${U} - ${two}}{2}$)।`,
        },
        {
          en: `Exactly one: $${U} - ${two} - ${all} = ${one}$.`,
          hi: `ठीक एक: $${U} - ${two} - ${all} = ${one}$।`,
        },
      ],
      numbers: [one],
      seconds: 150,
      recompute: () => (r[0] as number) + (r[1] as number) + (r[2] as number),
    });

    // 4. At least two languages.
    const q4 = numberQuestion(rng, {
      title: loc('Speakers of two or more languages', 'दो या अधिक भाषाएँ बोलने वाले'),
      statement: {
        en: 'How many employees speak at least two of the three languages?',
        hi: 'कितने कर्मचारी तीनों में से कम से कम दो भाषाएँ बोलते हैं?',
      },
      value: two + all,
      distractors: [
        two, // exactly two only
        S - U, // the extra memberships, counting triples twice
        two + 3 * all, // counts each speaker of all three in three pairs
        two + all + 5,
      ],
      steps: [
        {
          en: `Exactly two plus all three: $${two} + ${all} = ${two + all}$.`,
          hi: `ठीक दो और तीनों का योग: $${two} + ${all} = ${two + all}$।`,
        },
      ],
      numbers: [two + all],
      seconds: 90,
      recompute: () => (r[3] as number) + (r[4] as number) + (r[5] as number) + (r[6] as number),
    });

    const figure = figureMarkdown(
      threeCircleVenn(['H', 'E', 'B']),
      'Venn diagram of three overlapping circles H, E and B',
    );
    const body: Loc = {
      en: [
        `An office has ${N} employees. A survey of the languages they speak, among Hindi, English and Bengali, found:`,
        `- ${H} speak Hindi, ${E} speak English and ${B} speak Bengali;`,
        `- ${two} speak exactly two of the three languages;`,
        `- ${none} speak none of the three.`,
        '',
        'The circles H, E and B of the figure stand for the speakers of Hindi, English and Bengali.',
        '',
        figure,
      ]
        .join('\n')
        .replace('\n', '\n\n'),
      hi: [
        `एक कार्यालय में ${N} कर्मचारी हैं। हिंदी, अंग्रेज़ी और बांग्ला में से वे कौन-सी भाषाएँ बोलते हैं, इसके सर्वेक्षण में पाया गया:`,
        `- ${H} हिंदी, ${E} अंग्रेज़ी और ${B} बांग्ला बोलते हैं;`,
        `- ${two} तीनों में से ठीक दो भाषाएँ बोलते हैं;`,
        `- ${none} इन तीनों में से कोई भी भाषा नहीं बोलते।`,
        '',
        'चित्र में वृत्त H, E और B क्रमशः हिंदी, अंग्रेज़ी और बांग्ला बोलने वालों को दर्शाते हैं।',
        '',
        figure,
      ]
        .join('\n')
        .replace('\n', '\n\n'),
    };
    return {
      set: {
        kind: 'passage',
        title: loc('Languages spoken in an office', 'एक कार्यालय में बोली जाने वाली भाषाएँ'),
        body,
      },
      questions: [q1, q2, q3, q4],
      numbers: [N, H, E, B, two, none],
    };
  },
};
