import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  indian,
  type Loc,
  loc,
  numberQuestion,
  oneDecimal,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  roundingNote,
  safeToRound,
  same,
  splitTotal,
  textQuestion,
} from './di-numbers.js';

const GROUPS: Loc[] = [
  loc('0–14 years', '0–14 वर्ष'),
  loc('15–29 years', '15–29 वर्ष'),
  loc('30–44 years', '30–44 वर्ष'),
  loc('45–59 years', '45–59 वर्ष'),
  loc('60 years and above', '60 वर्ष और अधिक'),
];
const SEX_RATIOS: [number, number][] = [
  [11, 9],
  [6, 5],
  [7, 5],
  [5, 4],
  [13, 12],
  [9, 8],
  [8, 7],
];
const GROWTH = [10, 20, 25];
const ELDER_GROWTH = [30, 40, 50, 60, 75];

/** A city's population by age group (a pie of percentages) with the total: counts, a sex ratio, a forecast. */
export const pieChartsCityAgeGroups: QuestionSetGenerator = {
  id: 'pie-charts/city-age-groups',
  topic: 'pie-charts',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const n = GROUPS.length;
    let pct: number[] = [];
    let P = 0;
    let gS = 0;
    let ratios: [number, number][] = [];
    let forecasts: [number, number][] = [];
    for (;;) {
      pct = splitTotal(rng, 100, n, 1, 8);
      P = 20000 * rng.int(40, 150);
      gS = rng.int(0, n - 1);
      const count = (P * (pct[gS] as number)) / 100;
      ratios = SEX_RATIOS.filter(([m, f]) => count % (m + f) === 0);
      const old = pct[n - 1] as number;
      forecasts = [];
      for (const r of GROWTH) {
        for (const k of ELDER_GROWTH) {
          if (k > r && safeToRound(old * (100 + k), 100 + r)) forecasts.push([r, k]);
        }
      }
      if (ratios.length && forecasts.length && new Set(pct).size >= 4) break;
    }
    const people = (i: number) => (P * (pct[i] as number)) / 100;
    const grp = (i: number) => GROUPS[i] as Loc;
    const [g1, g4] = rng.shuffle([0, 1, 2, 3, 4]) as [number, number];

    // 1. People in one group.
    const p1 = pct[g1] as number;
    const q1 = numberQuestion(rng, {
      title: loc('People in an age group', 'किसी आयु वर्ग में लोग'),
      statement: {
        en: `How many people of the city are in the age group ${grp(g1).en}?`,
        hi: `शहर में ${grp(g1).hi} आयु वर्ग के कितने लोग हैं?`,
      },
      value: people(g1),
      distractors: [
        Math.round((P * p1) / 360), // treats the percentage as degrees
        people((g1 + 1) % n), // the next slice
        (P * (p1 + 1)) / 100,
        (P * (p1 - 1)) / 100,
      ],
      format: indian,
      steps: [
        {
          en: `$\\frac{${p1}}{100} \\times ${P} = ${people(g1)}$, that is ${indian(people(g1))}.`,
          hi: `$\\frac{${p1}}{100} \\times ${P} = ${people(g1)}$, अर्थात ${indian(people(g1))}।`,
        },
      ],
      numbers: [p1],
      seconds: 60,
      recompute: () => (P / 100) * p1,
    });

    // 2. Females in the group whose sex ratio is given.
    const [m, f] = rng.pick(ratios);
    const cS = people(gS);
    const females = (cS * f) / (m + f);
    const q2 = numberQuestion(rng, {
      title: loc('Females in an age group', 'किसी आयु वर्ग में महिलाएँ'),
      statement: {
        en: `How many females are there in the age group ${grp(gS).en}?`,
        hi: `${grp(gS).hi} आयु वर्ग में कितनी महिलाएँ हैं?`,
      },
      value: females,
      distractors: [
        (cS * m) / (m + f), // the males
        (cS * f) / m, // divides by the males' part only
        Math.round((P * f) / (m + f)), // the whole city
        females + cS / (m + f), // one part too many
      ],
      format: indian,
      steps: [
        {
          en: `People in the group: $\\frac{${pct[gS]}}{100} \\times ${P} = ${cS}$.`,
          hi: `इस वर्ग में लोग: $\\frac{${pct[gS]}}{100} \\times ${P} = ${cS}$।`,
        },
        {
          en: `Females are ${f} parts of ${m + f}: $\\frac{${f}}{${m + f}} \\times ${cS} = ${females}$.`,
          hi: `महिलाएँ ${m + f} में से ${f} भाग हैं: $\\frac{${f}}{${m + f}} \\times ${cS} = ${females}$।`,
        },
      ],
      numbers: [females],
      seconds: 90,
      recompute: () => cS - (cS / (m + f)) * m,
    });

    // 3. Dependants to working age.
    const dep = (pct[0] as number) + (pct[n - 1] as number);
    const work = 100 - dep;
    const r = ratioText(dep, work);
    const q3 = textQuestion(rng, {
      title: loc('Dependants to working age', 'आश्रित और कार्यशील आयु'),
      statement: {
        en: 'What is the ratio of the people aged 0–14 years and 60 years and above taken together to the people aged 15–59 years?',
        hi: '0–14 वर्ष और 60 वर्ष तथा अधिक आयु के लोगों को मिलाकर, 15–59 वर्ष आयु के लोगों से उनका अनुपात क्या है?',
      },
      correct: r,
      wrong: ratioWrongs(dep, work, [
        ratioText(work, dep), // the wrong way round
        ratioText(dep, 100), // to the whole city
        ratioText(pct[0] as number, work), // forgets the elderly
      ]),
      steps: [
        {
          en: `In percentages: $(${pct[0]} + ${pct[n - 1]}) : (${pct[1]} + ${pct[2]} + ${pct[3]}) = ${dep} : ${work} = ${r}$ (the total cancels).`,
          hi: `प्रतिशतों में: $(${pct[0]} + ${pct[n - 1]}) : (${pct[1]} + ${pct[2]} + ${pct[3]}) = ${dep} : ${work} = ${r}$ (कुल जनसंख्या कट जाती है)।`,
        },
      ],
      numbers: [dep, work],
      seconds: 90,
      recompute: () => ratioByFactors(people(0) + people(n - 1), people(1) + people(2) + people(3)),
    });

    // 4. The central angle of a slice.
    const p4 = pct[g4] as number;
    const angle = p4 * 3.6;
    const q4 = numberQuestion(rng, {
      title: loc('Angle of an age group', 'किसी आयु वर्ग का कोण'),
      statement: {
        en: `What is the central angle of the slice for the age group ${grp(g4).en}?`,
        hi: `${grp(g4).hi} आयु वर्ग वाले भाग का केंद्रीय कोण कितना है?`,
      },
      value: angle,
      distractors: [p4, p4 * 1.8, p4 * 3.6 + 3.6, p4 * 3.6 - 3.6],
      suffix: '°',
      steps: [
        {
          en: `$\\frac{${p4}}{100} \\times 360 = ${round1(angle)}$ degrees.`,
          hi: `$\\frac{${p4}}{100} \\times 360 = ${round1(angle)}$ अंश।`,
        },
      ],
      numbers: [p4],
      seconds: 45,
      recompute: () => (people(g4) * 360) / P,
    });

    // 5. CAT level: the elderly share after unequal growth.
    const [gr, ge] = rng.pick(forecasts);
    const old = pct[n - 1] as number;
    const exact = oneDecimal(old * (100 + ge), 100 + gr);
    const note = roundingNote(exact);
    const share = round1((old * (100 + ge)) / (100 + gr));
    const q5 = numberQuestion(rng, {
      title: loc('The elderly share in ten years', 'दस वर्ष बाद बुज़ुर्गों का हिस्सा'),
      statement: {
        en: `Over the next ten years the city's population is expected to grow by ${gr}%, and the number of people aged 60 years and above by ${ge}%. What percentage of the city will then be aged 60 years and above${note.en}?`,
        hi: `अगले दस वर्षों में शहर की जनसंख्या ${gr}% और 60 वर्ष तथा अधिक आयु के लोगों की संख्या ${ge}% बढ़ने की आशा है। तब शहर का कितना प्रतिशत 60 वर्ष या अधिक आयु का होगा${note.hi}?`,
      },
      value: share,
      distractors: [
        old + ge - gr, // adds the difference of the growth rates
        (old * (100 + ge)) / 100, // forgets that the total grows too
        (old * (100 + ge - gr)) / 100, // grows the share by the difference
        old,
      ],
      percent: true,
      steps: [
        {
          en: `Take the population as 100 now: ${old} are aged 60 years and above.`,
          hi: `मान लीजिए अभी जनसंख्या 100 है: उनमें ${old} लोग 60 वर्ष या अधिक आयु के हैं।`,
        },
        {
          en: `In ten years: elderly $= ${old} \\times \\frac{${100 + ge}}{100}$ and total $= ${100 + gr}$.`,
          hi: `दस वर्ष बाद: बुज़ुर्ग $= ${old} \\times \\frac{${100 + ge}}{100}$ और कुल $= ${100 + gr}$।`,
        },
        {
          en: `Share $= \\frac{${old} \\times ${100 + ge} \\div 100}{${100 + gr}} \\times 100 = \\frac{${old} \\times ${100 + ge}}{${100 + gr}} ${exact ? '=' : '\\approx'} ${share}\\%$.`,
          hi: `हिस्सा $= \\frac{${old} \\times ${100 + ge} \\div 100}{${100 + gr}} \\times 100 = \\frac{${old} \\times ${100 + ge}}{${100 + gr}} ${exact ? '=' : '\\approx'} ${share}\\%$।`,
        },
      ],
      numbers: [gr, ge],
      seconds: 180,
      recompute: () => {
        const elderly = people(n - 1) * (1 + ge / 100);
        const total = P * (1 + gr / 100);
        return (elderly * 100) / total;
      },
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Population of a city by age group', 'आयु वर्ग के अनुसार एक शहर की जनसंख्या'),
        body: {
          en: `The pie chart shows how the population of a city, ${indian(P)} in all, is divided among five age groups (percentages of the total). In the age group ${grp(gS).en}, the ratio of males to females is ${m} : ${f}.`,
          hi: `पाई चार्ट में दिखाया गया है कि एक शहर की कुल ${indian(P)} जनसंख्या पाँच आयु वर्गों में कैसे बँटी है (कुल के प्रतिशत)। ${grp(gS).hi} आयु वर्ग में पुरुषों और महिलाओं का अनुपात ${m} : ${f} है।`,
        },
        charts: [
          {
            type: 'pie',
            title: loc('Population by age group (% of the total)', 'आयु वर्ग के अनुसार जनसंख्या (कुल का %)'),
            categories: GROUPS,
            series: [{ name: loc('Share of population', 'जनसंख्या में हिस्सा'), values: pct }],
            unit: same('%'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [m, f],
    };
  },
};
