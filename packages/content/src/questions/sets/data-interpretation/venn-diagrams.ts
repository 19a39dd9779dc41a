/**
 * Venn-diagram DI sets. Shapes and the exams that ask them:
 * - three-drinks (medium): three-set survey with single and pairwise totals — SSC CGL, Bank PO, CAT, Placements;
 * - newspaper-readers (hard): totals, "exactly two", "all three" and "none" given — CAT, Bank PO, SSC CGL, Placements;
 * - two-sports-percent (medium, `venn-diagrams-two-sports.ts`): two sets in percentages with "neither" —
 *   SSC CGL, Bank PO, Placements;
 * - facility-bounds (hard, `venn-diagrams-facility-bounds.ts`): least and greatest possible overlaps from totals
 *   alone — CAT, Placements, Bank PO;
 * - languages-spoken (hard, `venn-diagrams-languages-spoken.ts`): "all three" found by counting memberships —
 *   CAT, Placements, Bank PO;
 * - magazine-regions (medium, `venn-diagrams-magazine-regions.ts`): every region as a percentage, conditional
 *   shares and ratios — SSC CGL, Bank PO, Placements.
 */
import { figureMarkdown, svgDocument } from '../../figures.js';
import type { Rng } from '../../random.js';
import type { QuestionSetGenerator } from '../../set-generator.js';
import { type Loc, loc, numberQuestion } from './di-numbers.js';

/** Three overlapping circles labelled with single letters (no numbers: the regions are to be worked out). */
export function threeCircleVenn(letters: [string, string, string]): string {
  const label = (x: number, y: number, text: string) =>
    `<text x="${x}" y="${y}" fill="#1f2937" stroke="none" font-family="sans-serif" font-size="18" text-anchor="middle">${text}</text>`;
  const circle = (cx: number, cy: number, color: string) =>
    `<circle cx="${cx}" cy="${cy}" r="62" fill="${color}" fill-opacity="0.12"/>`;
  return svgDocument(
    300,
    250,
    [
      circle(118, 98, '#2563eb'),
      circle(182, 98, '#dc2626'),
      circle(150, 152, '#16a34a'),
      label(52, 40, letters[0]),
      label(248, 40, letters[1]),
      label(232, 222, letters[2]),
    ].join(''),
  );
}

interface Regions {
  /** Exactly one: first, second, third. */
  a: number;
  b: number;
  c: number;
  /** Exactly the two named. */
  ab: number;
  bc: number;
  ac: number;
  abc: number;
  none: number;
}

function regions(rng: Rng): Regions {
  return {
    a: rng.int(12, 70),
    b: rng.int(12, 70),
    c: rng.int(12, 70),
    ab: rng.int(4, 30),
    bc: rng.int(4, 30),
    ac: rng.int(4, 30),
    abc: rng.int(2, 18),
    none: rng.int(5, 40),
  };
}

const DRINKS: [Loc, Loc, Loc] = [loc('tea', 'चाय'), loc('coffee', 'कॉफ़ी'), loc('juice', 'जूस')];

/** A survey on three drinks: the single and pairwise counts are given; questions on the regions. */
export const vennDiagramsThreeDrinks: QuestionSetGenerator = {
  id: 'venn-diagrams/three-drinks',
  topic: 'venn-diagrams',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const r = regions(rng);
    // The data as a survey reports it: totals of each drink and of each pair (including all three).
    const T = r.a + r.ab + r.ac + r.abc;
    const C = r.b + r.ab + r.bc + r.abc;
    const J = r.c + r.bc + r.ac + r.abc;
    const TC = r.ab + r.abc;
    const CJ = r.bc + r.abc;
    const TJ = r.ac + r.abc;
    const X = r.abc;
    const N = r.a + r.b + r.c + r.ab + r.bc + r.ac + r.abc + r.none;
    const [tea, coffee, juice] = DRINKS;
    const figure = figureMarkdown(
      threeCircleVenn(['T', 'C', 'J']),
      'Venn diagram of three overlapping circles T, C and J',
    );
    const body: Loc = {
      en: [
        `In a survey, ${N} students of a college were asked which of three drinks (tea, coffee and juice) they like.`,
        `- ${T} students like tea, ${C} like coffee and ${J} like juice.`,
        `- ${TC} like both tea and coffee, ${CJ} like both coffee and juice, and ${TJ} like both tea and juice.`,
        `- ${X} students like all three drinks.`,
        '',
        'Each of these counts includes the students who like further drinks as well (for example, the students who like all three are counted among those who like tea and coffee). The circles T, C and J of the figure stand for the students who like tea, coffee and juice.',
        '',
        figure,
      ]
        .join('\n')
        .replace('\n', '\n\n'),
      hi: [
        `एक सर्वेक्षण में एक कॉलेज के ${N} विद्यार्थियों से पूछा गया कि उन्हें तीन पेयों (चाय, कॉफ़ी और जूस) में से कौन-से पसंद हैं।`,
        `- ${T} विद्यार्थियों को चाय, ${C} को कॉफ़ी और ${J} को जूस पसंद है।`,
        `- ${TC} को चाय और कॉफ़ी दोनों, ${CJ} को कॉफ़ी और जूस दोनों, तथा ${TJ} को चाय और जूस दोनों पसंद हैं।`,
        `- ${X} विद्यार्थियों को तीनों पेय पसंद हैं।`,
        '',
        'इनमें से प्रत्येक संख्या में वे विद्यार्थी भी शामिल हैं जिन्हें और पेय भी पसंद हैं (जैसे तीनों पेय पसंद करने वाले विद्यार्थी चाय और कॉफ़ी दोनों पसंद करने वालों में भी गिने गए हैं)। चित्र में वृत्त T, C और J क्रमशः चाय, कॉफ़ी और जूस पसंद करने वाले विद्यार्थियों को दर्शाते हैं।',
        '',
        figure,
      ]
        .join('\n')
        .replace('\n', '\n\n'),
    };

    // 1. Only one drink (a random one of the three).
    const k = rng.int(0, 2);
    const drink = DRINKS[k] as Loc;
    const [own, pair1, pair2, only] = (
      [
        [T, TC, TJ, r.a],
        [C, TC, CJ, r.b],
        [J, CJ, TJ, r.c],
      ] as const
    )[k] as readonly [number, number, number, number];
    const q1 = numberQuestion(rng, {
      title: loc('Only one drink', 'केवल एक पेय'),
      statement: {
        en: `How many students like only ${drink.en}?`,
        hi: `कितने विद्यार्थियों को केवल ${drink.hi} पसंद है?`,
      },
      value: only,
      distractors: [
        own - pair1 - pair2, // forgets to add back the students who like all three
        own - pair1, // takes away one pair only
        own - pair1 - pair2 + 2 * X,
        own - X,
      ],
      steps: [
        {
          en: `Take away both pairs from the ${drink.en} circle; the centre (all three) was taken away twice, so add it back once: $${own} - ${pair1} - ${pair2} + ${X} = ${only}$.`,
          hi: `${drink.hi} वाले वृत्त से दोनों युग्म घटाइए; केंद्र (तीनों) दो बार घट गया, अतः उसे एक बार जोड़िए: $${own} - ${pair1} - ${pair2} + ${X} = ${only}$।`,
        },
      ],
      numbers: [only],
      seconds: 60,
      recompute: () => own - (pair1 - X) - (pair2 - X) - X,
    });

    // 2. Exactly two drinks.
    const pairs = TC + CJ + TJ;
    const two = r.ab + r.bc + r.ac;
    const q2 = numberQuestion(rng, {
      title: loc('Exactly two drinks', 'ठीक दो पेय'),
      statement: {
        en: 'How many students like exactly two of the three drinks?',
        hi: 'कितने विद्यार्थियों को तीनों में से ठीक दो पेय पसंद हैं?',
      },
      value: two,
      distractors: [pairs, pairs - X, pairs - 2 * X, two + X],
      steps: [
        {
          en: `Each pair count includes the ${X} students who like all three, so take them out of each: $(${TC} - ${X}) + (${CJ} - ${X}) + (${TJ} - ${X}) = ${pairs} - 3 \\times ${X} = ${two}$.`,
          hi: `प्रत्येक युग्म की संख्या में तीनों पेय पसंद करने वाले ${X} विद्यार्थी शामिल हैं, अतः हर एक से उन्हें घटाइए: $(${TC} - ${X}) + (${CJ} - ${X}) + (${TJ} - ${X}) = ${pairs} - 3 \\times ${X} = ${two}$।`,
        },
      ],
      numbers: [two],
      seconds: 75,
      recompute: () => TC + CJ + TJ - 3 * X,
    });

    // 3. Type in: none of the drinks.
    const atLeastOne = T + C + J - TC - CJ - TJ + X;
    const q3 = numberQuestion(rng, {
      title: loc('None of the drinks', 'कोई भी पेय नहीं'),
      statement: {
        en: 'How many of the students surveyed like none of the three drinks?',
        hi: 'सर्वेक्षण में शामिल कितने विद्यार्थियों को तीनों में से कोई भी पेय पसंद नहीं है?',
      },
      value: r.none,
      distractors: [],
      typeIn: true,
      steps: [
        {
          en: `At least one drink: $${T} + ${C} + ${J} - ${TC} - ${CJ} - ${TJ} + ${X} = ${atLeastOne}$.`,
          hi: `कम से कम एक पेय: $${T} + ${C} + ${J} - ${TC} - ${CJ} - ${TJ} + ${X} = ${atLeastOne}$।`,
        },
        {
          en: `None: $${N} - ${atLeastOne} = ${r.none}$.`,
          hi: `कोई नहीं: $${N} - ${atLeastOne} = ${r.none}$।`,
        },
      ],
      numbers: [r.none],
      seconds: 75,
      // Add up the seven regions found from the given counts.
      recompute: () => {
        const ab = TC - X;
        const bc = CJ - X;
        const ac = TJ - X;
        const a = T - ab - ac - X;
        const b = C - ab - bc - X;
        const c = J - bc - ac - X;
        return N - (a + b + c + ab + bc + ac + X);
      },
    });

    // 4. Exactly one drink.
    const one = r.a + r.b + r.c;
    const q4 = numberQuestion(rng, {
      title: loc('Exactly one drink', 'ठीक एक पेय'),
      statement: {
        en: 'How many students like exactly one of the three drinks?',
        hi: 'कितने विद्यार्थियों को तीनों में से ठीक एक पेय पसंद है?',
      },
      value: one,
      distractors: [
        T + C + J - pairs, // takes each pair away once only
        atLeastOne, // at least one drink
        T + C + J - 2 * pairs, // forgets to add back the centre
        one + X,
      ],
      steps: [
        {
          en: `Only ${tea.en}: $${T} - ${TC} - ${TJ} + ${X} = ${r.a}$; only ${coffee.en}: $${C} - ${TC} - ${CJ} + ${X} = ${r.b}$; only ${juice.en}: $${J} - ${CJ} - ${TJ} + ${X} = ${r.c}$.`,
          hi: `केवल ${tea.hi}: $${T} - ${TC} - ${TJ} + ${X} = ${r.a}$; केवल ${coffee.hi}: $${C} - ${TC} - ${CJ} + ${X} = ${r.b}$; केवल ${juice.hi}: $${J} - ${CJ} - ${TJ} + ${X} = ${r.c}$।`,
        },
        {
          en: `Exactly one: $${r.a} + ${r.b} + ${r.c} = ${one}$.`,
          hi: `ठीक एक: $${r.a} + ${r.b} + ${r.c} = ${one}$।`,
        },
      ],
      numbers: [one],
      seconds: 90,
      recompute: () => T + C + J - 2 * (TC + CJ + TJ) + 3 * X,
    });

    // 5. Tea or coffee, but not juice.
    const teaOrCoffee = T + C - TC;
    const notJuice = r.a + r.b + r.ab;
    const q5 = numberQuestion(rng, {
      title: loc('One group but not another', 'एक समूह, पर दूसरा नहीं'),
      statement: {
        en: 'How many students like tea or coffee (or both) but do not like juice?',
        hi: 'कितने विद्यार्थियों को चाय या कॉफ़ी (या दोनों) पसंद है, पर जूस पसंद नहीं है?',
      },
      value: notJuice,
      distractors: [
        teaOrCoffee, // ignores the juice condition
        r.a + r.b, // leaves out those who like both tea and coffee
        teaOrCoffee - CJ - TJ, // takes the centre away twice
        notJuice + X,
      ],
      steps: [
        {
          en: `Tea or coffee: $${T} + ${C} - ${TC} = ${teaOrCoffee}$. Of these, the ones who also like juice: $${TJ} + ${CJ} - ${X} = ${TJ + CJ - X}$.`,
          hi: `चाय या कॉफ़ी: $${T} + ${C} - ${TC} = ${teaOrCoffee}$। इनमें से जिन्हें जूस भी पसंद है: $${TJ} + ${CJ} - ${X} = ${TJ + CJ - X}$।`,
        },
        {
          en: `Tea or coffee but not juice: $${teaOrCoffee} - ${TJ + CJ - X} = ${notJuice}$.`,
          hi: `चाय या कॉफ़ी पर जूस नहीं: $${teaOrCoffee} - ${TJ + CJ - X} = ${notJuice}$।`,
        },
      ],
      numbers: [notJuice],
      seconds: 90,
      recompute: () => teaOrCoffee - (TJ + CJ - X),
    });

    return {
      set: { kind: 'passage', title: loc('A survey of favourite drinks', 'पसंदीदा पेयों का सर्वेक्षण'), body },
      questions: [q1, q2, q3, q4, q5],
      numbers: [N, T, C, J, TC, CJ, TJ, X],
    };
  },
};

/** Readers of three newspapers: totals, "exactly two", "all three" and "none" given; the rest worked out. */
export const vennDiagramsNewspaperReaders: QuestionSetGenerator = {
  id: 'venn-diagrams/newspaper-readers',
  topic: 'venn-diagrams',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const r = regions(rng);
    const A = r.a + r.ab + r.ac + r.abc;
    const B = r.b + r.ab + r.bc + r.abc;
    const C = r.c + r.bc + r.ac + r.abc;
    const two = r.ab + r.bc + r.ac;
    const X = r.abc;
    const Z = r.none;
    const sumABC = A + B + C;
    const one = r.a + r.b + r.c;
    const atLeastOne = one + two + X;
    const N = atLeastOne + Z;
    const figure = figureMarkdown(
      threeCircleVenn(['A', 'B', 'C']),
      'Venn diagram of three overlapping circles A, B and C',
    );
    const body: Loc = {
      en: [
        'A survey of the families of a town about three newspapers A, B and C found:',
        `- ${A} families read A, ${B} read B and ${C} read C;`,
        `- ${two} families read exactly two of the newspapers, and ${X} read all three;`,
        `- ${Z} families read none of the three, and only A is read by ${r.a} families.`,
        '',
        'The circles of the figure stand for the readers of A, B and C.',
        '',
        figure,
      ]
        .join('\n')
        .replace('\n', '\n\n'),
      hi: [
        'एक नगर के परिवारों के तीन समाचार-पत्रों A, B और C के सर्वेक्षण में पाया गया:',
        `- ${A} परिवार A पढ़ते हैं, ${B} परिवार B और ${C} परिवार C पढ़ते हैं;`,
        `- ${two} परिवार ठीक दो समाचार-पत्र पढ़ते हैं, और ${X} परिवार तीनों पढ़ते हैं;`,
        `- ${Z} परिवार तीनों में से कोई भी नहीं पढ़ते, और केवल A पढ़ने वाले परिवार ${r.a} हैं।`,
        '',
        'चित्र के वृत्त A, B और C के पाठकों को दर्शाते हैं।',
        '',
        figure,
      ]
        .join('\n')
        .replace('\n', '\n\n'),
    };
    const countOnce: Loc = {
      en: `In $n(A) + n(B) + n(C) = ${sumABC}$, a family reading exactly one paper is counted once, one reading exactly two twice, one reading all three thrice.`,
      hi: `$n(A) + n(B) + n(C) = ${sumABC}$ में ठीक एक पत्र पढ़ने वाला परिवार एक बार, ठीक दो पढ़ने वाला दो बार और तीनों पढ़ने वाला तीन बार गिना गया है।`,
    };

    // 1. Exactly one newspaper.
    const q1 = numberQuestion(rng, {
      title: loc('Exactly one newspaper', 'ठीक एक समाचार-पत्र'),
      statement: {
        en: 'How many families read exactly one of the three newspapers?',
        hi: 'कितने परिवार तीनों में से ठीक एक समाचार-पत्र पढ़ते हैं?',
      },
      value: one,
      distractors: [
        sumABC - two - X, // counts each family once too often
        sumABC - 2 * two - 2 * X,
        sumABC - two - 3 * X,
        one + X,
      ],
      steps: [
        countOnce,
        {
          en: `Exactly one $= ${sumABC} - 2 \\times ${two} - 3 \\times ${X} = ${one}$.`,
          hi: `ठीक एक $= ${sumABC} - 2 \\times ${two} - 3 \\times ${X} = ${one}$।`,
        },
      ],
      numbers: [one],
      seconds: 90,
      recompute: () => A + B + C - 2 * (r.ab + r.bc + r.ac) - 3 * r.abc,
    });

    // 2. Type in: the families surveyed.
    const q2 = numberQuestion(rng, {
      title: loc('Families surveyed', 'सर्वेक्षित परिवार'),
      statement: { en: 'How many families were surveyed?', hi: 'कुल कितने परिवारों का सर्वेक्षण किया गया?' },
      value: N,
      distractors: [],
      typeIn: true,
      steps: [
        countOnce,
        {
          en: `Exactly one $= ${sumABC} - 2 \\times ${two} - 3 \\times ${X} = ${one}$; at least one $= ${one} + ${two} + ${X} = ${atLeastOne}$.`,
          hi: `ठीक एक $= ${sumABC} - 2 \\times ${two} - 3 \\times ${X} = ${one}$; कम से कम एक $= ${one} + ${two} + ${X} = ${atLeastOne}$।`,
        },
        {
          en: `With the ${Z} who read none: $${atLeastOne} + ${Z} = ${N}$.`,
          hi: `कोई नहीं पढ़ने वाले ${Z} जोड़कर: $${atLeastOne} + ${Z} = ${N}$।`,
        },
      ],
      numbers: [N],
      seconds: 120,
      recompute: () => A + B + C - two - 2 * X + Z,
    });

    // 3. At most one newspaper.
    const atMostOne = one + Z;
    const q3 = numberQuestion(rng, {
      title: loc('At most one newspaper', 'अधिकतम एक समाचार-पत्र'),
      statement: {
        en: 'How many families read at most one of the three newspapers?',
        hi: 'कितने परिवार तीनों में से अधिकतम एक समाचार-पत्र पढ़ते हैं?',
      },
      value: atMostOne,
      distractors: [one, atMostOne + X, N - two, atMostOne - 10],
      steps: [
        {
          en: `At most one = exactly one + none $= ${one} + ${Z} = ${atMostOne}$ (exactly one: $${sumABC} - 2 \\times ${two} - 3 \\times ${X} = ${one}$).`,
          hi: `अधिकतम एक = ठीक एक + कोई नहीं $= ${one} + ${Z} = ${atMostOne}$ (ठीक एक: $${sumABC} - 2 \\times ${two} - 3 \\times ${X} = ${one}$)।`,
        },
      ],
      numbers: [atMostOne],
      seconds: 90,
      recompute: () => N - two - X,
    });

    // 4. Only B or only C.
    const bcOnly = r.b + r.c;
    const q4 = numberQuestion(rng, {
      title: loc('Only B or only C', 'केवल B या केवल C'),
      statement: {
        en: 'How many families read only B or only C (that is, exactly one newspaper, which is not A)?',
        hi: 'कितने परिवार केवल B या केवल C पढ़ते हैं (अर्थात ठीक एक समाचार-पत्र, जो A नहीं है)?',
      },
      value: bcOnly,
      distractors: [one, B + C - 2 * X, bcOnly + X, bcOnly - r.a],
      steps: [
        {
          en: `Exactly one $= ${sumABC} - 2 \\times ${two} - 3 \\times ${X} = ${one}$; leaving out the ${r.a} who read only A: $${one} - ${r.a} = ${bcOnly}$.`,
          hi: `ठीक एक $= ${sumABC} - 2 \\times ${two} - 3 \\times ${X} = ${one}$; केवल A पढ़ने वाले ${r.a} घटाकर: $${one} - ${r.a} = ${bcOnly}$।`,
        },
      ],
      numbers: [bcOnly],
      seconds: 90,
      recompute: () => A + B + C - 2 * two - 3 * X - r.a,
    });

    // 5. At least two newspapers.
    const q5 = numberQuestion(rng, {
      title: loc('At least two newspapers', 'कम से कम दो समाचार-पत्र'),
      statement: {
        en: 'How many families read at least two of the three newspapers?',
        hi: 'कितने परिवार तीनों में से कम से कम दो समाचार-पत्र पढ़ते हैं?',
      },
      value: two + X,
      distractors: [two, two + 2 * X, two + 3 * X, two - X],
      steps: [
        {
          en: `At least two = exactly two + all three $= ${two} + ${X} = ${two + X}$.`,
          hi: `कम से कम दो = ठीक दो + तीनों $= ${two} + ${X} = ${two + X}$।`,
        },
      ],
      numbers: [two + X],
      seconds: 60,
      recompute: () => N - Z - one,
    });

    return {
      set: { kind: 'passage', title: loc('Readers of three newspapers', 'तीन समाचार-पत्रों के पाठक'), body },
      questions: [q1, q2, q3, q4, q5],
      numbers: [A, B, C, two, X, Z, r.a],
    };
  },
};
