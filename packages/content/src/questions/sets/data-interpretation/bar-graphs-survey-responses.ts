import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  type Grid,
  gridChart,
  type Loc,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  roundingNote,
  safeToRound,
  sum,
  textQuestion,
  uniqueExtreme,
  uniqueOrFirstMax,
} from './di-numbers.js';

const MODES: Loc[] = [
  loc('Bus', 'बस'),
  loc('Metro', 'मेट्रो'),
  loc('Car', 'कार'),
  loc('Two-wheeler', 'दोपहिया'),
  loc('Bicycle', 'साइकिल'),
  loc('Walking', 'पैदल'),
];
const METRO = 1;
const CAR = 2;
const SWITCH = [10, 20, 25, 30, 40, 50];

/** A survey of commuters' preferred mode, men and women (grouped bars): shares, counts, a switch. */
export const barGraphsSurveyResponses: QuestionSetGenerator = {
  id: 'bar-graphs/survey-responses',
  topic: 'bar-graphs',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const n = MODES.length;
    let men: number[] = [];
    let women: number[] = [];
    let wShare: number[] = [];
    let m1 = 0;
    let switches: number[] = [];
    for (;;) {
      men = MODES.map(() => 10 * rng.int(3, 24));
      women = MODES.map(() => 10 * rng.int(3, 24));
      const both = men.map((v, i) => v + (women[i] as number));
      wShare = women.map((w, i) => round1((w * 100) / (both[i] as number)));
      m1 = rng.pick([0, 3, 4, 5]);
      const all = sum(both);
      const car = both[CAR] as number;
      switches = SWITCH.filter((p) => (car * p) % 100 === 0);
      const more = men.filter((v, i) => v > (women[i] as number)).length;
      const ties = men.filter((v, i) => v === women[i]).length;
      if (
        uniqueExtreme(wShare, 'max') >= 0 &&
        safeToRound((both[m1] as number) * 100, all) &&
        switches.length &&
        ties === 0 &&
        more >= 1 &&
        more <= n - 1
      )
        break;
    }
    const both = men.map((v, i) => v + (women[i] as number));
    const M = sum(men);
    const W = sum(women);
    const all = M + W;
    const mode = (i: number) => MODES[i] as Loc;

    // 1. Share of all respondents for one mode.
    const x1 = both[m1] as number;
    const exact = oneDecimal(x1 * 100, all);
    const note = roundingNote(exact);
    const p1 = round1((x1 * 100) / all);
    const q1 = numberQuestion(rng, {
      title: loc('Share of all respondents', 'सभी उत्तरदाताओं में हिस्सा'),
      statement: {
        en: `What percentage of all the respondents prefer ${mode(m1).en}${note.en}?`,
        hi: `सभी उत्तरदाताओं में से कितने प्रतिशत ${mode(m1).hi} पसंद करते हैं${note.hi}?`,
      },
      value: p1,
      distractors: [
        ((men[m1] as number) * 100) / M, // the men's figure only
        ((women[m1] as number) * 100) / W, // the women's figure only
        (x1 * 100) / (all - x1),
        p1 + 5,
      ],
      percent: true,
      steps: [
        {
          en: `Respondents: ${M} men + ${W} women = ${all}. For ${mode(m1).en}: $${men[m1]} + ${women[m1]} = ${x1}$.`,
          hi: `उत्तरदाता: ${M} पुरुष + ${W} महिलाएँ = ${all}। ${mode(m1).hi}: $${men[m1]} + ${women[m1]} = ${x1}$।`,
        },
        {
          en: `$\\frac{${x1}}{${all}} \\times 100 ${exact ? '=' : '\\approx'} ${p1}\\%$.`,
          hi: `$\\frac{${x1}}{${all}} \\times 100 ${exact ? '=' : '\\approx'} ${p1}\\%$।`,
        },
      ],
      numbers: [all],
      seconds: 90,
      recompute: () => 100 - ((all - x1) * 100) / all,
    });

    // 2. The mode with the largest share of women among its own respondents.
    const best = uniqueExtreme(wShare, 'max');
    const rel = (i: number) => (oneDecimal((women[i] as number) * 100, both[i] as number) ? '=' : '\\approx');
    const q2 = labelQuestion(rng, {
      title: loc('The mode most preferred by women, relatively', 'महिलाओं के अनुपात में सबसे आगे साधन'),
      statement: {
        en: 'For which mode do women make up the largest percentage of the respondents who prefer it?',
        hi: 'किस साधन को पसंद करने वाले उत्तरदाताओं में महिलाओं का प्रतिशत सबसे अधिक है?',
      },
      labels: MODES,
      correct: best,
      scores: wShare,
      // The mode with the most women in number (the usual slip) stays among the options.
      keep: [uniqueOrFirstMax(women)],
      steps: [
        {
          en: `Women as a percentage of each mode's respondents: ${MODES.map((m, i) => `${m.en} $\\frac{${women[i]}}{${both[i]}} ${rel(i)} ${wShare[i]}\\%$`).join('; ')}.`,
          hi: `प्रत्येक साधन के उत्तरदाताओं में महिलाओं का प्रतिशत: ${MODES.map((m, i) => `${m.hi} $\\frac{${women[i]}}{${both[i]}} ${rel(i)} ${wShare[i]}\\%$`).join('; ')}।`,
        },
        {
          en: `The largest is ${mode(best).en} (not necessarily the mode with the most women).`,
          hi: `सबसे अधिक ${mode(best).hi} है (आवश्यक नहीं कि यह सबसे अधिक महिलाओं वाला साधन हो)।`,
        },
      ],
      seconds: 150,
      recompute: () => {
        let top = 0;
        // women/both is largest where men/women is smallest.
        for (let i = 1; i < n; i++)
          if ((men[i] as number) * (women[top] as number) < (men[top] as number) * (women[i] as number))
            top = i;
        return top;
      },
    });

    // 3. Ratio of two counts.
    const [i3, j3] = rng.shuffle([0, 1, 2, 3, 4, 5]) as [number, number];
    const a = men[i3] as number;
    const b = women[j3] as number;
    const r3 = ratioText(a, b);
    const q3 = textQuestion(rng, {
      title: loc('Men of one mode to women of another', 'एक साधन के पुरुष, दूसरे की महिलाएँ'),
      statement: {
        en: `What is the ratio of the men who prefer ${mode(i3).en} to the women who prefer ${mode(j3).en}?`,
        hi: `${mode(i3).hi} पसंद करने वाले पुरुषों और ${mode(j3).hi} पसंद करने वाली महिलाओं का अनुपात क्या है?`,
      },
      correct: r3,
      wrong: ratioWrongs(a, b, [
        ratioText(b, a),
        ratioText(women[i3] as number, men[j3] as number),
        ratioText(a, men[j3] as number),
      ]),
      steps: [{ en: `$${a} : ${b} = ${r3}$.`, hi: `$${a} : ${b} = ${r3}$।` }],
      numbers: [a, b],
      seconds: 45,
      recompute: () => ratioByFactors(a, b),
    });

    // 4. Modes preferred by more men than women.
    const moreMen = MODES.flatMap((m, i) => ((men[i] as number) > (women[i] as number) ? [m] : []));
    const q4 = numberQuestion(rng, {
      title: loc('Modes with more men', 'अधिक पुरुषों वाले साधन'),
      statement: {
        en: 'For how many of the six modes are there more men than women among the respondents who prefer it?',
        hi: 'छह में से कितने साधनों को पसंद करने वालों में पुरुष महिलाओं से अधिक हैं?',
      },
      value: moreMen.length,
      distractors: [n - moreMen.length, moreMen.length + 1, moreMen.length - 1, moreMen.length + 2],
      steps: [
        {
          en: `More men: ${moreMen.map((m) => m.en).join(', ')}, that is ${moreMen.length}.`,
          hi: `पुरुष अधिक: ${moreMen.map((m) => m.hi).join(', ')}, अर्थात ${moreMen.length}।`,
        },
      ],
      numbers: [moreMen.length],
      seconds: 60,
      recompute: () => n - women.filter((w, i) => w > (men[i] as number)).length,
    });

    // 5. A switch from car to metro.
    const p = rng.pick(switches);
    const car = both[CAR] as number;
    const metro = both[METRO] as number;
    const moved = (car * p) / 100;
    const r5 = ratioText(metro + moved, car - moved);
    const reduced = r5 === `${metro + moved} : ${car - moved}` ? '' : ` = ${r5}`;
    const q5 = textQuestion(rng, {
      title: loc('After a switch to the metro', 'मेट्रो की ओर बदलाव के बाद'),
      statement: {
        en: `If ${p}% of the respondents who prefer ${mode(CAR).en} switch to ${mode(METRO).en}, what will be the ratio of the respondents preferring ${mode(METRO).en} to those preferring ${mode(CAR).en}?`,
        hi: `यदि ${mode(CAR).hi} पसंद करने वाले ${p}% उत्तरदाता ${mode(METRO).hi} की ओर चले जाएँ, तो ${mode(METRO).hi} और ${mode(CAR).hi} पसंद करने वालों का अनुपात क्या होगा?`,
      },
      correct: r5,
      wrong: ratioWrongs(metro + moved, car - moved, [
        ratioText(metro + moved, car), // forgets to take them away from car
        ratioText(metro, car), // the ratio before the switch
        ratioText(car - moved, metro + moved),
      ]),
      steps: [
        {
          en: `${mode(CAR).en}: $${men[CAR]} + ${women[CAR]} = ${car}$; ${p}% of it is ${moved}. ${mode(METRO).en}: $${men[METRO]} + ${women[METRO]} = ${metro}$.`,
          hi: `${mode(CAR).hi}: $${men[CAR]} + ${women[CAR]} = ${car}$; इसका ${p}% $= ${moved}$। ${mode(METRO).hi}: $${men[METRO]} + ${women[METRO]} = ${metro}$।`,
        },
        {
          en: `After the switch: $(${metro} + ${moved}) : (${car} - ${moved}) = ${metro + moved} : ${car - moved}${reduced}$.`,
          hi: `बदलाव के बाद: $(${metro} + ${moved}) : (${car} - ${moved}) = ${metro + moved} : ${car - moved}${reduced}$।`,
        },
      ],
      numbers: [p, moved],
      seconds: 120,
      recompute: () => ratioByFactors((both[METRO] as number) + (p * car) / 100, (car * (100 - p)) / 100),
    });

    const g: Grid = { cats: MODES, series: [loc('Men', 'पुरुष'), loc('Women', 'महिलाएँ')], v: [men, women] };
    return {
      set: {
        kind: 'chart',
        title: loc("Commuters' preferred mode of travel", 'यात्रियों का पसंदीदा यातायात साधन'),
        body: {
          en: `In a survey, ${all} commuters (${M} men and ${W} women) each named one preferred mode of travel to work. The bar graph shows the number of men and of women who chose each mode.`,
          hi: `एक सर्वेक्षण में ${all} यात्रियों (${M} पुरुष और ${W} महिलाएँ) में से प्रत्येक ने काम पर जाने का एक पसंदीदा साधन बताया। दंड आलेख में प्रत्येक साधन चुनने वाले पुरुषों और महिलाओं की संख्या दिखाई गई है।`,
        },
        charts: [
          gridChart('bar', loc('Respondents by preferred mode', 'पसंदीदा साधन के अनुसार उत्तरदाता'), g, {
            x: loc('Mode', 'साधन'),
            y: loc('Respondents', 'उत्तरदाता'),
          }),
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [all, M, W],
    };
  },
};
