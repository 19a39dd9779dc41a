import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  type Loc,
  loc,
  numberQuestion,
  oneDecimal,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  same,
  splitTotal,
  sum,
  textQuestion,
} from './di-numbers.js';

const REGIONS: Loc[] = [
  loc('Only A', 'केवल A'),
  loc('Only B', 'केवल B'),
  loc('Only C', 'केवल C'),
  loc('A and B, not C', 'A और B, C नहीं'),
  loc('B and C, not A', 'B और C, A नहीं'),
  loc('A and C, not B', 'A और C, B नहीं'),
  loc('All three', 'तीनों'),
  loc('None', 'कोई नहीं'),
];
// Which regions lie inside each magazine's circle.
const IN_A = [0, 3, 5, 6];
const IN_B = [1, 3, 4, 6];
const IN_C = [2, 4, 5, 6];

/** Readers of three magazines, every Venn region given as a percentage of the people surveyed: counts, conditional shares, a ratio. */
export const vennDiagramsMagazineRegions: QuestionSetGenerator = {
  id: 'venn-diagrams/magazine-regions',
  topic: 'venn-diagrams',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate(rng) {
    let N = 0;
    let p: number[] = [];
    const P = (i: number) => p[i] as number;
    let condOk: [number[], number[], Loc, Loc][] = [];
    const mags: [number[], Loc][] = [
      [IN_A, same('A')],
      [IN_B, same('B')],
      [IN_C, same('C')],
    ];
    for (;;) {
      N = 20 * rng.int(20, 90);
      p = splitTotal(rng, 100, 8, 5, 5);
      // (base magazine, other magazine): the share of the base's readers who also read the other is exact.
      condOk = [];
      for (const [bIn, bName] of mags)
        for (const [oIn, oName] of mags)
          if (bIn !== oIn) {
            const base = sum(bIn.map((i) => p[i] as number));
            const both = sum(bIn.filter((i) => oIn.includes(i)).map((i) => p[i] as number));
            if (oneDecimal(both * 100, base)) condOk.push([bIn, oIn, bName, oName]);
          }
      const one = P(0) + P(1) + P(2);
      const two = P(3) + P(4) + P(5);
      if (condOk.length > 0 && one !== two) break;
    }
    const cnt = (pct: number) => (pct * N) / 100;
    const pick = rng.int(0, 2);
    const [mIn, mName] = mags[pick] as [number[], Loc];

    // 1. Readers of one magazine.
    const pM = sum(mIn.map((i) => p[i] as number));
    const q1 = numberQuestion(rng, {
      title: loc('Readers of one magazine', 'किसी एक पत्रिका के पाठक'),
      statement: {
        en: `How many of the people surveyed read magazine ${mName.en}?`,
        hi: `सर्वेक्षित लोगों में से कितने पत्रिका ${mName.hi} पढ़ते हैं?`,
      },
      value: cnt(pM),
      distractors: [
        cnt(p[pick] as number), // only that magazine
        cnt(pM - (p[6] as number)), // leaves out the readers of all three
        cnt(100 - pM), // those who do not read it
        cnt(pM + 5),
      ],
      steps: [
        {
          en: `Circle ${mName.en} holds four regions: $${mIn.map((i) => p[i]).join(' + ')} = ${pM}\\%$.`,
          hi: `वृत्त ${mName.hi} में चार क्षेत्र हैं: $${mIn.map((i) => p[i]).join(' + ')} = ${pM}\\%$।`,
        },
        {
          en: `$\\frac{${pM}}{100} \\times ${N} = ${cnt(pM)}$.`,
          hi: `$\\frac{${pM}}{100} \\times ${N} = ${cnt(pM)}$।`,
        },
      ],
      numbers: [cnt(pM)],
      seconds: 60,
      recompute: () => N - cnt(sum(p.filter((_, i) => !mIn.includes(i)))),
    });

    // 2. Percentage who read at least two.
    const atLeast2 = P(3) + P(4) + P(5) + P(6);
    const q2 = numberQuestion(rng, {
      title: loc('At least two magazines', 'कम से कम दो पत्रिकाएँ'),
      statement: {
        en: 'What percentage of the people surveyed read at least two of the magazines?',
        hi: 'सर्वेक्षित लोगों में से कितने प्रतिशत कम से कम दो पत्रिकाएँ पढ़ते हैं?',
      },
      value: atLeast2,
      distractors: [
        atLeast2 - P(6), // exactly two only
        100 - P(7), // at least one
        atLeast2 + 2 * P(6), // counts all three in every pair
        100 - atLeast2,
      ],
      percent: true,
      steps: [
        {
          en: `The three "exactly two" regions and the centre: $${p[3]} + ${p[4]} + ${p[5]} + ${p[6]} = ${atLeast2}\\%$.`,
          hi: `"ठीक दो" वाले तीनों क्षेत्र और केंद्र: $${p[3]} + ${p[4]} + ${p[5]} + ${p[6]} = ${atLeast2}\\%$।`,
        },
      ],
      seconds: 60,
      recompute: () => 100 - P(0) - P(1) - P(2) - P(7),
    });

    // 3. Of the readers of one magazine, the percentage who also read another.
    const [bIn, oIn, bName, oName] = rng.pick(condOk);
    const base = sum(bIn.map((i) => p[i] as number));
    const bothR = bIn.filter((i) => oIn.includes(i));
    const both = sum(bothR.map((i) => p[i] as number));
    const oTotal = sum(oIn.map((i) => p[i] as number));
    const share = (both * 100) / base;
    const q3 = numberQuestion(rng, {
      title: loc('Share among the readers of a magazine', 'किसी पत्रिका के पाठकों में हिस्सा'),
      statement: {
        en: `What percentage of the readers of ${bName.en} also read ${oName.en}?`,
        hi: `${bName.hi} के पाठकों में से कितने प्रतिशत ${oName.hi} भी पढ़ते हैं?`,
      },
      value: share,
      distractors: [
        both, // a percentage of everyone surveyed
        (both * 100) / oTotal, // the other magazine as the base
        ((both - P(6)) * 100) / base, // leaves out the readers of all three
        share + 10,
      ],
      percent: true,
      steps: [
        {
          en: `Readers of ${bName.en}: $${bIn.map((i) => p[i]).join(' + ')} = ${base}\\%$; of both: $${bothR.map((i) => p[i]).join(' + ')} = ${both}\\%$.`,
          hi: `${bName.hi} के पाठक: $${bIn.map((i) => p[i]).join(' + ')} = ${base}\\%$; दोनों के: $${bothR.map((i) => p[i]).join(' + ')} = ${both}\\%$।`,
        },
        {
          en: `$\\frac{${both}}{${base}} \\times 100 = ${round1(share)}\\%$.`,
          hi: `$\\frac{${both}}{${base}} \\times 100 = ${round1(share)}\\%$।`,
        },
      ],
      seconds: 120,
      recompute: () => (cnt(both) / cnt(base)) * 100,
    });

    // 4. Ratio of exactly one to exactly two.
    const one = P(0) + P(1) + P(2);
    const two = P(3) + P(4) + P(5);
    const r4 = ratioText(cnt(one), cnt(two));
    const q4 = textQuestion(rng, {
      title: loc('Exactly one to exactly two', 'ठीक एक और ठीक दो'),
      statement: {
        en: 'What is the ratio of the people who read exactly one magazine to those who read exactly two?',
        hi: 'ठीक एक पत्रिका पढ़ने वालों और ठीक दो पत्रिकाएँ पढ़ने वालों का अनुपात क्या है?',
      },
      correct: r4,
      wrong: ratioWrongs(one, two, [
        ratioText(one, two + P(6)), // includes all three with the pairs
        ratioText(two, one), // the wrong way round
        ratioText(one + P(7), two), // includes the non-readers
      ]),
      steps: [
        {
          en: `Exactly one: $${p[0]} + ${p[1]} + ${p[2]} = ${one}\\%$; exactly two: $${p[3]} + ${p[4]} + ${p[5]} = ${two}\\%$.`,
          hi: `ठीक एक: $${p[0]} + ${p[1]} + ${p[2]} = ${one}\\%$; ठीक दो: $${p[3]} + ${p[4]} + ${p[5]} = ${two}\\%$।`,
        },
        {
          en: `Both are shares of the same ${N} people, so the ratio is $${one} : ${two} = ${r4}$.`,
          hi: `दोनों एक ही ${N} लोगों के हिस्से हैं, अतः अनुपात $${one} : ${two} = ${r4}$ है।`,
        },
      ],
      seconds: 75,
      recompute: () => ratioByFactors(one, two),
    });

    // 5. Readers of one magazine but not of another.
    const [xIn, xName, yIn, yName] = rng.pick([
      [IN_A, 'A', IN_B, 'B'],
      [IN_B, 'B', IN_C, 'C'],
      [IN_C, 'C', IN_A, 'A'],
    ] as const);
    const notR = xIn.filter((i) => !yIn.includes(i));
    const notP = sum(notR.map((i) => p[i] as number));
    const q5 = numberQuestion(rng, {
      title: loc('One magazine but not another', 'एक पत्रिका, पर दूसरी नहीं'),
      statement: {
        en: `How many people read ${xName} but not ${yName}?`,
        hi: `कितने लोग ${xName} पढ़ते हैं, पर ${yName} नहीं?`,
      },
      value: cnt(notP),
      distractors: [
        cnt(p[xIn[0] as number] as number), // only the "only" region
        cnt(sum(xIn.map((i) => p[i] as number))), // all readers of the first
        cnt(notP + P(6)), // keeps the readers of all three
        cnt(notP) + 20,
      ],
      steps: [
        {
          en: `Inside ${xName}, outside ${yName}: $${notR.map((i) => p[i]).join(' + ')} = ${notP}\\%$, that is $\\frac{${notP}}{100} \\times ${N} = ${cnt(notP)}$.`,
          hi: `${xName} के भीतर, ${yName} के बाहर: $${notR.map((i) => p[i]).join(' + ')} = ${notP}\\%$, अर्थात $\\frac{${notP}}{100} \\times ${N} = ${cnt(notP)}$।`,
        },
      ],
      numbers: [cnt(notP)],
      seconds: 75,
      recompute: () =>
        cnt(
          sum(xIn.map((i) => p[i] as number)) -
            sum(xIn.filter((i) => yIn.includes(i)).map((i) => p[i] as number)),
        ),
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Readers of three magazines by Venn region', 'वेन क्षेत्रों के अनुसार तीन पत्रिकाओं के पाठक'),
        body: {
          en: `${N} people were asked which of three magazines A, B and C they read. The table gives each region of the Venn diagram of the three magazines as a percentage of the people surveyed (the regions do not overlap and add up to 100%).`,
          hi: `${N} लोगों से पूछा गया कि वे तीन पत्रिकाओं A, B और C में से कौन-सी पढ़ते हैं। तालिका में तीनों पत्रिकाओं के वेन आरेख का प्रत्येक क्षेत्र सर्वेक्षित लोगों के प्रतिशत के रूप में दिया गया है (क्षेत्र एक-दूसरे पर नहीं चढ़ते और उनका योग 100% है)।`,
        },
        charts: [
          {
            type: 'table',
            title: loc('Readers by region (% of the people surveyed)', 'क्षेत्रानुसार पाठक (सर्वेक्षित लोगों का %)'),
            categories: REGIONS,
            series: [{ name: loc('Share', 'हिस्सा'), values: p }],
            xLabel: loc('Region', 'क्षेत्र'),
            unit: same('%'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [N],
    };
  },
};
