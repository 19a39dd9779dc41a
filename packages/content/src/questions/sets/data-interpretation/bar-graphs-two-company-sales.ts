import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  cleanChanges,
  type Frame,
  type Grid,
  gridChart,
  labelQuestion,
  loc,
  numberQuestion,
  qPercentChange,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  same,
  sum,
  sumTex,
  textQuestion,
  uniqueExtreme,
} from './di-numbers.js';

const NAMES = [loc('Company X', 'कंपनी X'), loc('Company Y', 'कंपनी Y')];
const FAST = [20, 25, 30, 40, 50];
const SLOW = [0, 5, 10];

/** The first year k ≥ 1 with x(1+r)^k > y(1+s)^k, and whether no year comes within 1% of a tie. */
function overtake(x: number, y: number, r: number, s: number): { k: number; clear: boolean } {
  let a = x;
  let b = y;
  let clear = true;
  for (let k = 1; k <= 20; k++) {
    a *= 1 + r / 100;
    b *= 1 + s / 100;
    if (Math.abs(a / b - 1) < 0.01) clear = false;
    if (a > b) return { k, clear };
  }
  return { k: -1, clear: false };
}

/** Sales of two companies over six years (grouped bars): growth rates, gaps and a compound-growth forecast. */
export const barGraphsTwoCompanySales: QuestionSetGenerator = {
  id: 'bar-graphs/two-company-sales',
  topic: 'bar-graphs',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const start = rng.int(2015, 2019);
    const years = [0, 1, 2, 3, 4, 5].map((i) => String(start + i));
    const n = years.length;
    let g: Grid;
    let steps: [number, number, number][];
    let gaps: number[];
    let faster = 0;
    let plan = { r: 0, s: 0, k: -1 };
    for (;;) {
      g = { cats: years.map(same), series: NAMES, v: NAMES.map(() => years.map(() => 10 * rng.int(20, 40))) };
      const [x, y] = g.v as [number[], number[]];
      steps = cleanChanges(g, [0, 1]).filter(([, c1, c2]) => c2 === c1 + 1);
      gaps = x.map((v, c) => Math.abs(v - (y[c] as number)));
      let ties = 0;
      faster = 0;
      for (let c = 1; c < n; c++) {
        const gx = ((x[c] as number) - (x[c - 1] as number)) * (y[c - 1] as number);
        const gy = ((y[c] as number) - (y[c - 1] as number)) * (x[c - 1] as number);
        if (gx === gy) ties++;
        if (gy > gx) faster++;
      }
      const xl = x[n - 1] as number;
      const yl = y[n - 1] as number;
      const r = rng.pick(FAST);
      const s = rng.pick(SLOW);
      const o = overtake(xl, yl, r, s);
      plan = { r, s, k: o.k };
      if (
        steps.length &&
        uniqueExtreme(gaps, 'max') >= 0 &&
        ties === 0 &&
        xl < yl &&
        o.clear &&
        o.k >= 2 &&
        o.k <= 6
      )
        break;
    }
    const [x, y] = g.v as [number[], number[]];
    const f: Frame = {
      m: (s, o) => ({
        en: `${o?.adj?.en ?? ''}sales of ${NAMES[s]?.en}`,
        hi: `${NAMES[s]?.hi} की ${o?.adj?.hi ?? ''}बिक्री`,
      }),
      catTotal: () => loc('total sales of the two companies', 'दोनों कंपनियों की कुल बिक्री'),
      unitIn: loc('in ₹ crore', '₹ करोड़ में'),
      allCats: loc('over the six years', 'छहों वर्षों में'),
      catWord: loc('year', 'वर्ष'),
      catsWord: loc('years', 'वर्षों'),
      catIn: (c) => loc(`in ${years[c]}`, `${years[c]} में`),
      fem: true,
    };

    // 1. Growth over the previous year.
    const q1 = qPercentChange(rng, g, f, rng.pick(steps));

    // 2. The year with the widest gap.
    const best = uniqueExtreme(gaps, 'max');
    const q2 = labelQuestion(rng, {
      title: loc('The widest gap between the two', 'दोनों के बीच सबसे बड़ा अंतर'),
      statement: {
        en: 'In which year was the difference between the sales of the two companies the largest?',
        hi: 'किस वर्ष दोनों कंपनियों की बिक्री का अंतर सबसे अधिक था?',
      },
      labels: g.cats,
      correct: best,
      scores: gaps,
      steps: [
        {
          en: `Differences: ${years.map((yr, c) => `${yr}: ${gaps[c]}`).join(', ')}.`,
          hi: `अंतर: ${years.map((yr, c) => `${yr}: ${gaps[c]}`).join(', ')}।`,
        },
        {
          en: `The largest is ${gaps[best]}, in ${years[best]}.`,
          hi: `सबसे बड़ा अंतर ${gaps[best]} है, ${years[best]} में।`,
        },
      ],
      numbers: [gaps[best] as number],
      seconds: 75,
      recompute: () => {
        const order = years.map((_, c) => ({
          c,
          d: Math.max(x[c] as number, y[c] as number) - Math.min(x[c] as number, y[c] as number),
        }));
        order.sort((p, q) => q.d - p.d);
        return order[0]?.c ?? -1;
      },
    });

    // 3. Years in which Y grew faster than X.
    const growth = (row: number[], c: number) =>
      round1((((row[c] as number) - (row[c - 1] as number)) * 100) / (row[c - 1] as number));
    const lines = years.slice(1).map((yr, i) => `${yr}: ${growth(x, i + 1)}% / ${growth(y, i + 1)}%`);
    const xUp = years.slice(1).filter((_, i) => (x[i + 1] as number) > (x[i] as number)).length;
    const q3 = numberQuestion(rng, {
      title: loc('Years of faster growth', 'तेज़ वृद्धि वाले वर्ष'),
      statement: {
        en: `In how many years from ${years[1]} to ${years[n - 1]} was the percentage growth of Company Y's sales over the previous year more than that of Company X?`,
        hi: `${years[1]} से ${years[n - 1]} तक कितने वर्षों में कंपनी Y की बिक्री की पिछले वर्ष की तुलना में प्रतिशत वृद्धि कंपनी X से अधिक थी?`,
      },
      value: faster,
      distractors: [
        years
          .slice(1)
          .filter((_, i) => (y[i + 1] as number) - (y[i] as number) > (x[i + 1] as number) - (x[i] as number))
          .length, // compares the rises in crore
        n - 1 - faster, // counts the other years
        xUp,
        faster + 1,
        faster - 1,
      ],
      steps: [
        {
          en: `Growth over the previous year (X / Y), correct to one decimal place: ${lines.join('; ')}.`,
          hi: `पिछले वर्ष की तुलना में वृद्धि (X / Y), एक दशमलव स्थान तक: ${lines.join('; ')}।`,
        },
        { en: `Y is ahead in ${faster} years.`, hi: `Y आगे है: ${faster} वर्षों में।` },
      ],
      numbers: [faster],
      seconds: 150,
      recompute: () =>
        years
          .slice(1)
          .filter((_, i) => (y[i + 1] as number) / (y[i] as number) > (x[i + 1] as number) / (x[i] as number))
          .length,
    });

    // 4. Ratio of the six-year totals.
    const a = sum(x);
    const b = sum(y);
    const r4 = ratioText(a, b);
    const q4 = textQuestion(rng, {
      title: loc('Ratio of six-year sales', 'छह वर्षों की बिक्री का अनुपात'),
      statement: {
        en: 'What is the ratio of the total sales of Company X to those of Company Y over the six years?',
        hi: 'छहों वर्षों में कंपनी X और कंपनी Y की कुल बिक्री का अनुपात क्या है?',
      },
      correct: r4,
      wrong: ratioWrongs(a, b, [
        ratioText(b, a),
        ratioText(x[n - 1] as number, y[n - 1] as number),
        ratioText(a - (x[0] as number), b - (y[0] as number)),
      ]),
      steps: [
        { en: `X: $${sumTex(x)}$. Y: $${sumTex(y)}$.`, hi: `X: $${sumTex(x)}$। Y: $${sumTex(y)}$।` },
        { en: `$${a} : ${b} = ${r4}$.`, hi: `$${a} : ${b} = ${r4}$।` },
      ],
      numbers: [a, b],
      seconds: 75,
      recompute: () => ratioByFactors(a, b),
    });

    // 5. CAT level: when X overtakes Y at compound growth.
    const { r, s, k } = plan;
    const xl = x[n - 1] as number;
    const yl = y[n - 1] as number;
    let simple = 1;
    while (xl * (100 + simple * r) <= yl * (100 + simple * s)) simple++;
    const table: string[] = [];
    for (let j = 1; j <= k; j++) {
      table.push(`${j}: ${round1(xl * (1 + r / 100) ** j)} / ${round1(yl * (1 + s / 100) ** j)}`);
    }
    const sGrowth =
      s === 0 ? loc('stay the same', 'वही रहती है') : loc(`grow by ${s}% a year`, `प्रति वर्ष ${s}% बढ़ती है`);
    const q5 = numberQuestion(rng, {
      title: loc('Years to overtake', 'आगे निकलने में लगे वर्ष'),
      statement: {
        en: `After ${years[n - 1]}, suppose the sales of Company X grow by ${r}% a year (compounded) and those of Company Y ${sGrowth.en}. After how many years will Company X's sales first be more than Company Y's?`,
        hi: `${years[n - 1]} के बाद मान लीजिए कंपनी X की बिक्री प्रति वर्ष ${r}% (चक्रवृद्धि) बढ़ती है और कंपनी Y की बिक्री ${sGrowth.hi}। कितने वर्षों के बाद कंपनी X की बिक्री पहली बार कंपनी Y से अधिक होगी?`,
      },
      value: k,
      distractors: [simple !== k ? simple : k + 2, k - 1, k + 1, k + 2],
      steps: [
        {
          en: `${years[n - 1]}: X = ${xl}, Y = ${yl}. Each year multiply X by ${1 + r / 100} and Y by ${1 + s / 100}.`,
          hi: `${years[n - 1]}: X = ${xl}, Y = ${yl}। हर वर्ष X को ${1 + r / 100} से और Y को ${1 + s / 100} से गुणा कीजिए।`,
        },
        {
          en: `Years after ${years[n - 1]} (X / Y, to one decimal): ${table.join('; ')}.`,
          hi: `${years[n - 1]} के बाद के वर्ष (X / Y, एक दशमलव तक): ${table.join('; ')}।`,
        },
        {
          en: `X is first ahead after ${k} years. (Growth is compounded: adding ${r}% of ${xl} every year would give a different answer.)`,
          hi: `X पहली बार ${k} वर्षों के बाद आगे होती है। (वृद्धि चक्रवृद्धि है: हर वर्ष ${xl} का ${r}% जोड़ने से भिन्न उत्तर मिलेगा।)`,
        },
      ],
      numbers: [r, xl, yl],
      seconds: 180,
      recompute: () => Math.floor(Math.log(yl / xl) / Math.log((100 + r) / (100 + s))) + 1,
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Sales of two companies over six years', 'छह वर्षों में दो कंपनियों की बिक्री'),
        body: {
          en: `The bar graph shows the sales (in ₹ crore) of two companies X and Y from ${start} to ${years[n - 1]}.`,
          hi: `दंड आलेख में ${start} से ${years[n - 1]} तक दो कंपनियों X और Y की बिक्री (₹ करोड़ में) दिखाई गई है।`,
        },
        charts: [
          gridChart('bar', loc('Sales (₹ crore)', 'बिक्री (₹ करोड़)'), g, {
            x: loc('Year', 'वर्ष'),
            y: loc('Sales (₹ crore)', 'बिक्री (₹ करोड़)'),
          }),
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [start],
    };
  },
};
