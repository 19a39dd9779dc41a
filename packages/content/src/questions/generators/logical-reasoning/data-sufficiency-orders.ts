import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { WEEKDAYS } from '../shared/calendar-facts.js';
import { PERSON_NAMES } from '../shared/person-names.js';
import { type DsCase, type DsFact, dsAimed, span, twoOf } from './data-sufficiency-worlds.js';

/**
 * Data sufficiency on orders: ranks of two students in a row (the size of the row, a rank), the day
 * of the week of a meeting from what people remember, and two CAT-level searches — the order of
 * heights of five friends from partial comparisons, and six friends seated in a row.
 */

const ordEn = (k: number) => {
  const s = k % 100 >= 11 && k % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[k % 10] ?? 'th');
  return `${k}${s}`;
};

const ordHi = (k: number) => ['', 'पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ', 'छठा'][k] ?? `${k}वाँ`;

// ---------------------------------------------------------------------------------------------
// Ranks in a row: (n, p, q) = the row's size and the places from the left of two students.

interface Row {
  n: number;
  p: number;
  q: number;
}
const ROWS: readonly Row[] = span(2, 40).flatMap((n) =>
  span(1, n).flatMap((p) =>
    span(1, n)
      .filter((q) => q !== p)
      .map((q) => ({ n, p, q })),
  ),
);

function rowFacts(w: Row, P: BilingualText, Q: BilingualText): DsFact<Row>[] {
  const pr = w.n - w.p + 1;
  const qr = w.n - w.q + 1;
  const between = Math.abs(w.p - w.q) - 1;
  return [
    {
      text: { en: `${P.en} is ${ordEn(w.p)} from the left end.`, hi: `${P.hi} बाएँ छोर से ${w.p}वें स्थान पर है।` },
      holds: (r) => r.p === w.p,
    },
    {
      text: { en: `${P.en} is ${ordEn(pr)} from the right end.`, hi: `${P.hi} दाएँ छोर से ${pr}वें स्थान पर है।` },
      holds: (r) => r.n - r.p + 1 === pr,
    },
    {
      text: { en: `${Q.en} is ${ordEn(w.q)} from the left end.`, hi: `${Q.hi} बाएँ छोर से ${w.q}वें स्थान पर है।` },
      holds: (r) => r.q === w.q,
    },
    {
      text: { en: `${Q.en} is ${ordEn(qr)} from the right end.`, hi: `${Q.hi} दाएँ छोर से ${qr}वें स्थान पर है।` },
      holds: (r) => r.n - r.q + 1 === qr,
    },
    {
      text: {
        en: `There are exactly ${between} students between ${P.en} and ${Q.en}.`,
        hi: `${P.hi} और ${Q.hi} के बीच ठीक ${between} विद्यार्थी हैं।`,
      },
      holds: (r) => Math.abs(r.p - r.q) - 1 === between,
    },
    {
      text: {
        en: `${Q.en} stands somewhere to the ${w.q > w.p ? 'right' : 'left'} of ${P.en}.`,
        hi: `${Q.hi}, ${P.hi} के ${w.q > w.p ? 'दाईं' : 'बाईं'} ओर कहीं खड़ा है।`,
      },
      holds: (r) => (w.q > w.p ? r.q > r.p : r.q < r.p),
    },
    {
      text: {
        en: `${P.en} is ${ordEn(w.p)} from the left end and ${ordEn(pr)} from the right end.`,
        hi: `${P.hi} बाएँ छोर से ${w.p}वें और दाएँ छोर से ${pr}वें स्थान पर है।`,
      },
      holds: (r) => r.p === w.p && r.n - r.p + 1 === pr,
    },
    {
      text: {
        en: `There are ${w.q - 1} students to the left of ${Q.en} and ${w.n - w.q} to the right.`,
        hi: `${Q.hi} के बाईं ओर ${w.q - 1} और दाईं ओर ${w.n - w.q} विद्यार्थी हैं।`,
      },
      holds: (r) => r.q === w.q && r.n === w.n,
    },
  ];
}

/** Ranks of two students in a row: how many in the row, or where the second one stands. */
export const dataSufficiencyRanksInRow: QuestionGenerator = {
  id: 'data-sufficiency/ranks-in-a-row',
  topic: 'data-sufficiency',
  difficulty: 'easy',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    return dsAimed(rng, (): DsCase<Row> | undefined => {
      const n = rng.int(8, 30);
      const p = rng.int(2, n - 1);
      const q = rng.int(2, n - 1);
      if (p === q || Math.abs(p - q) < 2) return undefined;
      const [P, Q] = rng.shuffle(
        PERSON_NAMES.filter((x) =>
          ['Ravi', 'Amit', 'Rahul', 'Kiran', 'Manoj', 'Deepak', 'Vikas', 'Rohit', 'Arjun', 'Suresh'].includes(
            x.en,
          ),
        ),
      );
      if (!P || !Q) return undefined;
      const askTotal = rng.next() < 0.5;
      const [s1, s2] = twoOf(rng, rowFacts({ n, p, q }, P, Q));
      return {
        title: { en: 'Data sufficiency: ranks in a row', hi: 'आँकड़ों की पर्याप्तता: पंक्ति में स्थान' },
        question: askTotal
          ? {
              en: `Some students stand in a row facing north. How many students are there in the row?`,
              hi: 'कुछ विद्यार्थी उत्तर की ओर मुख करके एक पंक्ति में खड़े हैं। पंक्ति में कितने विद्यार्थी हैं?',
            }
          : {
              en: `Some students stand in a row facing north. What is ${Q.en}'s position from the left end?`,
              hi: `कुछ विद्यार्थी उत्तर की ओर मुख करके एक पंक्ति में खड़े हैं। बाएँ छोर से ${Q.hi} का स्थान क्या है?`,
            },
        s1,
        s2,
        worlds: () => ROWS,
        answerOf: (r) => String(askTotal ? r.n : r.q),
        say: (k) => (askTotal ? { en: k, hi: k } : { en: ordEn(Number(k)), hi: ordHi(Number(k)) }),
        method: {
          en: 'Use: total = (rank from the left) + (rank from the right) − 1, and two places with $b$ students between them differ by $b + 1$; a statement that leaves a direction open leaves two places.',
          hi: 'प्रयोग कीजिए: कुल = (बाएँ से स्थान) + (दाएँ से स्थान) − 1, और जिन दो स्थानों के बीच $b$ विद्यार्थी हों उनका अंतर $b + 1$ होता है; जो कथन दिशा तय नहीं करता, वह दो स्थान छोड़ता है।',
        },
        numbers: [],
        seconds: 60,
      };
    });
  },
};

// ---------------------------------------------------------------------------------------------
// The day of the week of a meeting.

const DAYS = span(0, 6);
const day = (d: number) => WEEKDAYS[((d % 7) + 7) % 7] ?? WEEKDAYS[0];

function dayFacts(d: number, who: BilingualText[], rng: Rng): DsFact<number>[] {
  const facts: DsFact<number>[] = [];
  const name = (i: number) => who[i % who.length] ?? { en: '', hi: '' };
  const a = rng.int(1, 3);
  const b = rng.int(1, 3);
  const window = new Set(span(d - a + 1, d + b - 1).map((x) => ((x % 7) + 7) % 7));
  facts.push({
    text: {
      en: `${name(0).en} remembers that the meeting was after ${day(d - a).en} but before ${day(d + b).en}.`,
      hi: `${name(0).hi} को याद है कि बैठक ${day(d - a).hi} के बाद परंतु ${day(d + b).hi} से पहले थी।`,
    },
    holds: (x) => window.has(x),
  });
  const a2 = rng.int(1, 3);
  const b2 = rng.int(1, 3);
  const window2 = new Set(span(d - a2 + 1, d + b2 - 1).map((x) => ((x % 7) + 7) % 7));
  facts.push({
    text: {
      en: `${name(1).en} remembers that the meeting was after ${day(d - a2).en} but before ${day(d + b2).en}.`,
      hi: `${name(1).hi} को याद है कि बैठक ${day(d - a2).hi} के बाद परंतु ${day(d + b2).hi} से पहले थी।`,
    },
    holds: (x) => window2.has(x),
  });
  const k = rng.int(2, 4);
  facts.push({
    text: {
      en: `${k} days after the meeting, it was ${day(d + k).en}.`,
      hi: `बैठक के ${k} दिन बाद ${day(d + k).hi} था।`,
    },
    holds: (x) => (x + k) % 7 === (d + k) % 7,
  });
  const m = rng.int(2, 5);
  facts.push({
    text: {
      en: `Had the meeting been held ${m} days earlier, it would have been on a ${day(d - m).en}.`,
      hi: `यदि बैठक ${m} दिन पहले होती, तो वह ${day(d - m).hi} को होती।`,
    },
    holds: (x) => (x - m + 7) % 7 === (((d - m) % 7) + 7) % 7,
  });
  const other = rng.pick(DAYS.filter((x) => x !== d));
  const pair = rng.shuffle([d, other]);
  facts.push({
    text: {
      en: `The meeting was held either on a ${day(pair[0] ?? 0).en} or on a ${day(pair[1] ?? 0).en}.`,
      hi: `बैठक या तो ${day(pair[0] ?? 0).hi} को हुई या ${day(pair[1] ?? 0).hi} को।`,
    },
    holds: (x) => pair.includes(x),
  });
  const not = rng.shuffle(DAYS.filter((x) => x !== d)).slice(0, 3);
  not.sort((x, y) => x - y);
  facts.push({
    text: {
      en: `The meeting was not held on ${not.map((x) => day(x).en).join(', ')}.`,
      hi: `बैठक ${not.map((x) => day(x).hi).join(', ')} को नहीं हुई।`,
    },
    holds: (x) => !not.includes(x),
  });
  return facts;
}

/** On which day of the week was a meeting held? Remembered windows, offsets and exclusions. */
export const dataSufficiencyDayOfWeek: QuestionGenerator = {
  id: 'data-sufficiency/day-of-the-week',
  topic: 'data-sufficiency',
  difficulty: 'easy',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    return dsAimed(rng, (): DsCase<number> | undefined => {
      const d = rng.int(0, 6);
      const who = rng.shuffle(PERSON_NAMES).slice(0, 2);
      const [s1, s2] = twoOf(rng, dayFacts(d, who, rng));
      return {
        title: { en: 'Data sufficiency: day of the meeting', hi: 'आँकड़ों की पर्याप्तता: बैठक का दिन' },
        question: {
          en: 'A meeting was held on one day of a certain week. On which day of the week was it held?',
          hi: 'एक सप्ताह के किसी एक दिन एक बैठक हुई। वह सप्ताह के किस दिन हुई?',
        },
        s1,
        s2,
        worlds: () => DAYS,
        answerOf: String,
        say: (k) => day(Number(k)),
        method: {
          en: 'List the days of the week each statement allows ("after Monday but before Thursday" leaves Tuesday and Wednesday) and see whether one day remains.',
          hi: 'हर कथन से संभव सप्ताह के दिन लिखिए ("सोमवार के बाद परंतु गुरुवार से पहले" से मंगलवार और बुधवार बचते हैं) और देखिए कि क्या केवल एक दिन बचता है।',
        },
        numbers: [],
        seconds: 50,
      };
    });
  },
};
