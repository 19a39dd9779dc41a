import type { QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion, QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { MONTH_NAMES } from '../../shared/calendar-facts.js';

/**
 * Data-based conclusions: four monthly figures stated in words and four conclusions, exactly one of
 * which follows from the figures. Each conclusion is a claim the figures settle (a comparison, a
 * trend, an average, the highest month, "more than twice", two months against two) or one they
 * cannot settle (a forecast, a reason). Truth is computed from the figures.
 */

type Lang = 'en' | 'hi';
type Bi = { en: string; hi: string };

interface Context {
  intro: Bi;
  /** The figure's short name starting a sentence, and in mid-sentence. */
  name: Bi;
  mid: Bi;
  /** English "was"/"were"; Hindi "था"/"थी" and "बढ़ा"/"बढ़ी", "होगा"/"होगी" by gender. */
  was: string;
  feminine: boolean;
}

const CONTEXTS: readonly Context[] = [
  {
    intro: {
      en: 'The number of books sold by a bookshop in four months was as follows:',
      hi: 'एक पुस्तक की दुकान द्वारा चार महीनों में बेची गई किताबों की संख्या इस प्रकार थी:',
    },
    name: { en: 'Sales', hi: 'बिक्री' },
    mid: { en: 'sales', hi: 'बिक्री' },
    was: 'were',
    feminine: true,
  },
  {
    intro: {
      en: 'The number of bicycles made by a factory in four months was as follows:',
      hi: 'एक कारखाने द्वारा चार महीनों में बनाई गई साइकिलों की संख्या इस प्रकार थी:',
    },
    name: { en: 'Output', hi: 'उत्पादन' },
    mid: { en: 'output', hi: 'उत्पादन' },
    was: 'was',
    feminine: false,
  },
  {
    intro: {
      en: 'The number of visitors to a museum in four months was as follows:',
      hi: 'एक संग्रहालय में चार महीनों में आए दर्शकों की संख्या इस प्रकार थी:',
    },
    name: { en: 'The number of visitors', hi: 'दर्शकों की संख्या' },
    mid: { en: 'the number of visitors', hi: 'दर्शकों की संख्या' },
    was: 'was',
    feminine: true,
  },
  {
    intro: {
      en: 'The number of parcels delivered by a courier office in four months was as follows:',
      hi: 'एक कूरियर कार्यालय द्वारा चार महीनों में पहुँचाए गए पार्सलों की संख्या इस प्रकार थी:',
    },
    name: { en: 'Deliveries', hi: 'डिलीवरी' },
    mid: { en: 'deliveries', hi: 'डिलीवरी' },
    was: 'were',
    feminine: true,
  },
];

type Spec =
  | { kind: 'more'; i: number; j: number }
  | { kind: 'rising' }
  | { kind: 'average'; k: number }
  | { kind: 'highest'; i: number }
  | { kind: 'twice'; i: number; j: number }
  | { kind: 'halves' }
  | { kind: 'forecast' }
  | { kind: 'reason' };

const KINDS = ['more', 'rising', 'average', 'highest', 'twice', 'halves', 'forecast', 'reason'] as const;

/** The truth of a conclusion from the figures, read directly. */
function holds(s: Spec, v: readonly number[]): boolean {
  const x = (k: number) => v[k] ?? 0;
  switch (s.kind) {
    case 'more':
      return x(s.i) > x(s.j);
    case 'rising':
      return x(0) < x(1) && x(1) < x(2) && x(2) < x(3);
    case 'average':
      return (x(0) + x(1) + x(2) + x(3)) / 4 > s.k;
    case 'highest':
      return x(s.i) === Math.max(...v);
    case 'twice':
      return x(s.i) > 2 * x(s.j);
    case 'halves':
      return x(0) + x(1) > x(2) + x(3);
    default:
      return false;
  }
}

/** The checker's way: ranks, running totals and differences instead of direct comparisons. */
function holdsByRanks(s: Spec, v: readonly number[]): boolean {
  const rank = (k: number) => v.filter((y) => y > (v[k] ?? 0)).length; // 0 = highest
  switch (s.kind) {
    case 'more':
      return rank(s.i) < rank(s.j);
    case 'rising':
      return v.every((_, k) => rank(k) === v.length - 1 - k);
    case 'average':
      return v.reduce((t, y) => t + y - s.k, 0) > 0;
    case 'highest':
      return rank(s.i) === 0;
    case 'twice':
      return (v[s.i] ?? 0) - (v[s.j] ?? 0) > (v[s.j] ?? 0);
    case 'halves':
      return v.reduce((t, y, k) => t + (k < 2 ? y : -y), 0) > 0;
    default:
      return false;
  }
}

function texts(s: Spec, v: readonly number[], c: Context, m: (k: number, l: Lang) => string) {
  const tha = c.feminine ? 'थी' : 'था';
  const x = (k: number) => v[k] ?? 0;
  const total = v.reduce((t, y) => t + y, 0);
  const rel = (a: number, b: number) => (a > b ? '>' : a < b ? '<' : '=');
  const yesNo = (en: string, hi: string) => ({ en, hi });
  switch (s.kind) {
    case 'more':
      return {
        text: yesNo(
          `${c.name.en} in ${m(s.i, 'en')} ${c.was} higher than in ${m(s.j, 'en')}.`,
          `${m(s.i, 'hi')} में ${c.mid.hi} ${m(s.j, 'hi')} से अधिक ${tha}।`,
        ),
        why: yesNo(
          `${m(s.i, 'en')} had ${x(s.i)} and ${m(s.j, 'en')} had ${x(s.j)}, and $${x(s.i)} ${rel(x(s.i), x(s.j))} ${x(s.j)}$.`,
          `${m(s.i, 'hi')} में ${x(s.i)} और ${m(s.j, 'hi')} में ${x(s.j)}, तथा $${x(s.i)} ${rel(x(s.i), x(s.j))} ${x(s.j)}$।`,
        ),
      };
    case 'rising':
      return {
        text: yesNo(
          `${c.name.en} rose every month from ${m(0, 'en')} to ${m(3, 'en')}.`,
          `${m(0, 'hi')} से ${m(3, 'hi')} तक हर महीने ${c.mid.hi} ${c.feminine ? 'बढ़ी' : 'बढ़ा'}।`,
        ),
        why: holds(s, v)
          ? yesNo(`$${v.join(' < ')}$.`, `$${v.join(' < ')}$।`)
          : (() => {
              const k = [0, 1, 2].find((j) => x(j) >= x(j + 1)) ?? 0;
              return yesNo(
                `from ${m(k, 'en')} (${x(k)}) to ${m(k + 1, 'en')} (${x(k + 1)}) the figure did not rise.`,
                `${m(k, 'hi')} (${x(k)}) से ${m(k + 1, 'hi')} (${x(k + 1)}) तक आँकड़ा नहीं बढ़ा।`,
              );
            })(),
      };
    case 'average':
      return {
        text: yesNo(
          `The monthly average over the four months was more than ${s.k}.`,
          `चारों महीनों का मासिक औसत ${s.k} से अधिक था।`,
        ),
        why: yesNo(
          `the average is $\\frac{${total}}{4} = ${total / 4}$, and $${total / 4} ${rel(total / 4, s.k)} ${s.k}$.`,
          `औसत $\\frac{${total}}{4} = ${total / 4}$ है, और $${total / 4} ${rel(total / 4, s.k)} ${s.k}$।`,
        ),
      };
    case 'highest': {
      const top = v.indexOf(Math.max(...v));
      return {
        text: yesNo(
          `${c.name.en} ${c.was} the highest in ${m(s.i, 'en')}.`,
          `${m(s.i, 'hi')} में ${c.mid.hi} सबसे अधिक ${tha}।`,
        ),
        why: yesNo(
          `the highest figure, ${x(top)}, was in ${m(top, 'en')}.`,
          `सबसे बड़ा आँकड़ा, ${x(top)}, ${m(top, 'hi')} में था।`,
        ),
      };
    }
    case 'twice':
      return {
        text: yesNo(
          `${c.name.en} in ${m(s.i, 'en')} ${c.was} more than twice as high as in ${m(s.j, 'en')}.`,
          `${m(s.i, 'hi')} में ${c.mid.hi} ${m(s.j, 'hi')} के दोगुने से अधिक ${tha}।`,
        ),
        why: yesNo(
          `twice ${x(s.j)} is ${2 * x(s.j)}, and $${x(s.i)} ${rel(x(s.i), 2 * x(s.j))} ${2 * x(s.j)}$.`,
          `${x(s.j)} का दोगुना ${2 * x(s.j)} है, और $${x(s.i)} ${rel(x(s.i), 2 * x(s.j))} ${2 * x(s.j)}$।`,
        ),
      };
    case 'halves':
      return {
        text: yesNo(
          `${c.name.en} in ${m(0, 'en')} and ${m(1, 'en')} together ${c.was} higher than in ${m(2, 'en')} and ${m(3, 'en')} together.`,
          `${m(0, 'hi')} और ${m(1, 'hi')} को मिलाकर ${c.mid.hi}, ${m(2, 'hi')} और ${m(3, 'hi')} को मिलाकर ${c.mid.hi} से अधिक ${tha}।`,
        ),
        why: yesNo(
          `$${x(0)} + ${x(1)} = ${x(0) + x(1)}$ and $${x(2)} + ${x(3)} = ${x(2) + x(3)}$, and $${x(0) + x(1)} ${rel(x(0) + x(1), x(2) + x(3))} ${x(2) + x(3)}$.`,
          `$${x(0)} + ${x(1)} = ${x(0) + x(1)}$ और $${x(2)} + ${x(3)} = ${x(2) + x(3)}$, तथा $${x(0) + x(1)} ${rel(x(0) + x(1), x(2) + x(3))} ${x(2) + x(3)}$।`,
        ),
      };
    case 'forecast':
      return {
        text: yesNo(
          `${c.name.en} in ${m(4, 'en')} will be higher than in ${m(3, 'en')}.`,
          `${m(4, 'hi')} में ${c.mid.hi} ${m(3, 'hi')} से अधिक ${c.feminine ? 'होगी' : 'होगा'}।`,
        ),
        why: yesNo(
          `the figures end with ${m(3, 'en')}; they say nothing about ${m(4, 'en')}.`,
          `आँकड़े ${m(3, 'hi')} पर समाप्त होते हैं; वे ${m(4, 'hi')} के बारे में कुछ नहीं बताते।`,
        ),
      };
    default: {
      const top = v.indexOf(Math.max(...v));
      return {
        text: yesNo(
          `${c.name.en} ${c.was} the highest in ${m(top, 'en')} because of a festival that month.`,
          `${m(top, 'hi')} में किसी त्योहार के कारण ${c.mid.hi} सबसे अधिक ${tha}।`,
        ),
        why: yesNo(
          'the figures give no reason for any change; the festival is a guess.',
          'आँकड़े किसी भी बदलाव का कारण नहीं बताते; त्योहार केवल अनुमान है।',
        ),
      };
    }
  }
}

/** Every conclusion of a kind the figures allow (pairs of different months, an average threshold). */
function specsOf(kind: (typeof KINDS)[number], v: readonly number[], rng: Rng): Spec[] {
  const pairs = [0, 1, 2, 3].flatMap((i) => [0, 1, 2, 3].filter((j) => j !== i).map((j) => ({ i, j })));
  const avg = v.reduce((t, y) => t + y, 0) / 4;
  switch (kind) {
    case 'more':
      return pairs.map((p) => ({ kind, ...p }));
    case 'twice':
      return pairs.map((p) => ({ kind, ...p }));
    case 'highest':
      return [0, 1, 2, 3].map((i) => ({ kind, i }));
    case 'average':
      // A threshold a little above or below the average (never equal to it).
      return [avg - 5 * rng.int(1, 4), avg + 5 * rng.int(1, 4)].map((k) => ({ kind, k }));
    default:
      return [{ kind } as Spec];
  }
}

function dataQuestion(rng: Rng): GeneratedQuestion {
  const c = rng.pick(CONTEXTS);
  const start = rng.int(0, 11);
  const m = (k: number, l: Lang) => MONTH_NAMES[(start + k) % 12]?.[l] ?? '';
  let v: number[] = [];
  do v = [0, 1, 2, 3].map(() => 5 * rng.int(20, 90));
  while (new Set(v).size < 4 || v.reduce((t, y) => t + y, 0) % 4 !== 0);
  // One conclusion that follows and three that do not, all of different kinds.
  let shown: Spec[] = [];
  for (;;) {
    const kinds = rng.shuffle(KINDS);
    const trueKind = kinds.find((k) => specsOf(k, v, rng).some((s) => holds(s, v)));
    if (!trueKind) continue;
    const right = rng.pick(specsOf(trueKind, v, rng).filter((s) => holds(s, v)));
    const wrong = kinds
      .filter((k) => k !== trueKind)
      .map((k) => specsOf(k, v, rng).filter((s) => !holds(s, v)))
      .filter((list) => list.length > 0)
      .slice(0, 3)
      .map((list) => rng.pick(list));
    if (wrong.length === 3) {
      shown = rng.shuffle([right, ...wrong]);
      break;
    }
  }
  const correct = shown.findIndex((s) => holds(s, v));
  const numerals = ['I', 'II', 'III', 'IV'];
  const parts = shown.map((s) => texts(s, v, c, m));
  const figures = (l: Lang) => v.map((y, k) => `${m(k, l)} ${y}`).join(', ');
  const labelOf: Bi = { en: 'Conclusion', hi: 'निष्कर्ष' };
  const options = numerals.map((n) => ({ en: `${labelOf.en} ${n}`, hi: `${labelOf.hi} ${n}` }));
  const statement = (l: Lang) =>
    [
      `**${l === 'en' ? 'Data' : 'आँकड़े'}:** ${c.intro[l]} ${figures(l)}${l === 'en' ? '.' : '।'}`,
      '',
      `**${l === 'en' ? 'Conclusions' : 'निष्कर्ष'}:**`,
      ...parts.map((p, k) => `${numerals[k]}. ${p.text[l]}`),
      '',
      l === 'en'
        ? 'Which one of the conclusions definitely follows from the data?'
        : 'आँकड़ों से कौन-सा एक निष्कर्ष निश्चित रूप से निकलता है?',
    ].join('\n');
  const solution = (l: Lang) =>
    [
      l === 'en'
        ? 'A conclusion follows only if the figures settle it; a forecast or a reason cannot be read from figures.'
        : 'कोई निष्कर्ष तभी निकलता है जब आँकड़े उसे तय कर दें; भविष्य का अनुमान या कोई कारण आँकड़ों से नहीं पढ़ा जा सकता।',
      ...parts.map(
        (p, k) =>
          `${labelOf[l]} ${numerals[k]} ${
            holds(shown[k] as Spec, v)
              ? l === 'en'
                ? 'follows'
                : 'अनुसरण करता है'
              : l === 'en'
                ? 'does not follow'
                : 'अनुसरण नहीं करता'
          }: ${p.why[l]}`,
      ),
      `**${l === 'en' ? 'Answer' : 'उत्तर'}: ${options[correct]?.[l]}**`,
    ].join('\n\n');
  return {
    title: { en: 'Conclusions from data', hi: 'आँकड़ों से निष्कर्ष' },
    type: 'single',
    statement: { en: statement('en'), hi: statement('hi') },
    options,
    answer: { kind: 'choice', correct: [correct] },
    solution: { en: solution('en'), hi: solution('hi') },
    expectedSeconds: 90,
    numbers: v,
    check(): QuestionAnswer {
      const right = shown.map((s, k) => (holdsByRanks(s, v) ? k : -1)).filter((k) => k >= 0);
      return { kind: 'choice', correct: right };
    },
  };
}

/** Four monthly figures in words and four conclusions: which one follows from the data? */
export const conclusionsFromData: QuestionGenerator = {
  id: 'statement-and-conclusions/data-conclusions',
  topic: 'statement-and-conclusions',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'RRB NTPC', 'Placements'],
  count: 40,
  generate: dataQuestion,
};
