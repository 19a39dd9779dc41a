import type { ChartSpec, ChartType } from '@preparena/shared';
import { choiceOptions, type GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';

/**
 * Shared building blocks of the data-interpretation set generators (group D1): bilingual text,
 * exam-clean arithmetic, option building, and question builders over a grid of chart data
 * (`v[series][category]`, e.g. the production of each company in each year).
 */

export interface Loc {
  en: string;
  hi: string;
}

export const loc = (en: string, hi: string): Loc => ({ en, hi });
/** The same text in both languages (years, letters, numbers). */
export const same = (text: string): Loc => ({ en: text, hi: text });

/** Rounded to one decimal place, halves away from zero (never -0). */
export function round1(x: number): number {
  const r = (Math.sign(x) * Math.round(Math.abs(x) * 10 + 1e-7)) / 10;
  return r === 0 ? 0 : r;
}

/** Whether num/den has at most one decimal place. */
export const oneDecimal = (num: number, den: number): boolean => (num * 10) % den === 0;

/** Whether num/den rounds to one decimal place without a tie (a value ending in exactly 5 at the second decimal). */
export const safeToRound = (num: number, den: number): boolean =>
  !((num * 100) % den === 0 && ((num * 100) / den) % 10 === 5);

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

/** `a : b` in lowest terms (Euclid). */
export function ratioText(a: number, b: number): string {
  const g = gcd(a, b) || 1;
  return `${a / g} : ${b / g}`;
}

/** `a : b` in lowest terms by removing common prime factors one at a time (the checkers' method). */
export function ratioByFactors(a: number, b: number): string {
  let x = a;
  let y = b;
  for (let p = 2; p <= Math.min(x, y); p++) {
    while (x % p === 0 && y % p === 0) {
      x /= p;
      y /= p;
    }
  }
  return `${x} : ${y}`;
}

/** A whole number with Indian digit grouping: 1234567 -> 12,34,567. */
export function indian(n: number): string {
  const sign = n < 0 ? '-' : '';
  const s = String(Math.abs(Math.round(n)));
  if (s.length <= 3) return sign + s;
  const last = s.slice(-3);
  let rest = s.slice(0, -3);
  const groups: string[] = [];
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return `${sign}${groups.join(',')},${last}`;
}

export const rupees = (n: number): string => `₹${indian(n)}`;

/** A percentage formatter for a group of values: whole numbers as `25%`, else one decimal `12.5%`. */
export function percentFormat(values: number[], suffix = '%'): (n: number) => string {
  const whole = values.filter(Number.isFinite).every((v) => Number.isInteger(round1(v)));
  return whole ? (n) => `${round1(n)}${suffix}` : (n) => `${round1(n).toFixed(1)}${suffix}`;
}

/** Splits `total` into `parts` multiples of `step`, each at least `min`, at random. */
export function splitTotal(rng: Rng, total: number, parts: number, step: number, min: number) {
  const out = new Array<number>(parts).fill(min);
  let left = (total - min * parts) / step;
  while (left > 0) {
    const i = rng.int(0, parts - 1);
    out[i] = (out[i] as number) + step;
    left--;
  }
  return out;
}

export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** The index of the single largest (or smallest) value, or -1 when it is shared. */
export function uniqueExtreme(values: readonly number[], which: 'max' | 'min'): number {
  const best = which === 'max' ? Math.max(...values) : Math.min(...values);
  const at = values.flatMap((v, i) => (v === best ? [i] : []));
  return at.length === 1 ? (at[0] as number) : -1;
}

/** The index of the largest (smallest) value found by sorting a copy (the checkers' method). */
export function extremeBySort(values: readonly number[], which: 'max' | 'min'): number {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => (which === 'max' ? b.v - a.v : a.v - b.v));
  return order[0]?.i ?? -1;
}

/** `a + b + c = total` for KaTeX. */
export const sumTex = (xs: readonly number[]): string => `${xs.join(' + ')} = ${sum(xs)}`;

const CORRECT_TO_ONE = loc(' (correct to one decimal place)', ' (एक दशमलव स्थान तक)');
/** The "correct to one decimal place" note when num/den needs rounding. */
export const roundingNote = (exact: boolean): Loc => (exact ? same('') : CORRECT_TO_ONE);

// --- Questions -------------------------------------------------------------------------------

interface QuestionBase {
  title: Loc;
  statement: Loc;
  /** Solution paragraphs, before the answer line. */
  steps: Loc[];
  numbers?: number[];
  seconds: number;
}

function solutionOf(steps: Loc[], answer: Loc): Loc {
  return {
    en: [...steps.map((s) => s.en), '', `**Answer: ${answer.en}**`].join('\n\n'),
    hi: [...steps.map((s) => s.hi), '', `**उत्तर: ${answer.hi}**`].join('\n\n'),
  };
}

export interface NumberQuestionSpec extends QuestionBase {
  value: number;
  /** Answers of real mistakes; those equal to the answer or not positive are dropped. */
  distractors: number[];
  format?: (n: number) => string;
  /** Percentages: shown whole (`25%`) when the answer and the wrong options shown are whole, else to one decimal. */
  percent?: boolean;
  /** Like `percent`, for another unit written after the number (e.g. `°`). */
  suffix?: string;
  /** The answer recomputed another way; rounded to one decimal place before comparing. */
  recompute: () => number;
  /** A type-in (TITA) question instead of a choice. */
  typeIn?: boolean;
}

/** A question whose answer is a number: four options from real mistakes, or a type-in answer. */
export function numberQuestion(rng: Rng, spec: NumberQuestionSpec): GeneratedQuestion {
  const value = round1(spec.value);
  const wrong = spec.distractors.map(round1).filter((d) => d > 0 && d !== value);
  let format = spec.format ?? String;
  if (spec.percent || spec.suffix) {
    // The wrong options choiceOptions will take: the first three distinct ones.
    const shown = [...new Set(wrong.map((w) => w.toFixed(1)))]
      .filter((w) => w !== value.toFixed(1))
      .slice(0, 3);
    format = percentFormat(spec.typeIn ? [value] : [value, ...shown.map(Number)], spec.suffix ?? '%');
  }
  const solution = solutionOf(spec.steps, same(format(value)));
  const base = {
    title: spec.title,
    statement: spec.statement,
    solution,
    expectedSeconds: spec.seconds,
    numbers: spec.numbers ?? [],
  };
  if (spec.typeIn) {
    const tolerance = Number.isInteger(value) ? 0 : 0.05;
    return {
      ...base,
      type: 'numeric',
      options: [],
      answer: { kind: 'numeric', value, tolerance },
      check: () => ({ kind: 'numeric', value: round1(spec.recompute()), tolerance }),
    };
  }
  const { options, correctIndex } = choiceOptions(rng, value, wrong, format);
  return {
    ...base,
    type: 'single',
    options,
    answer: { kind: 'choice', correct: [correctIndex] },
    check: () => ({ kind: 'choice', correct: [options.indexOf(format(round1(spec.recompute())))] }),
  };
}

export interface LabelQuestionSpec extends QuestionBase {
  /** The candidates (years, companies…), in their natural order. */
  labels: Loc[];
  correct: number;
  /** The index into `labels` found another way. */
  recompute: () => number;
  /**
   * The measure the question ranks by (the answer is its extreme): when the labels must be cut to
   * five, the runner-up (the closest score) always stays among the options.
   */
  scores?: readonly number[];
  /** Labels that must stay among the options (e.g. the one that wins on a different measure). */
  keep?: readonly number[];
}

/** The index of the largest value (the first of equals). */
export function uniqueOrFirstMax(xs: readonly number[]): number {
  return xs.reduce((bi, x, i) => (x > (xs[bi] ?? Number.NEGATIVE_INFINITY) ? i : bi), 0);
}

/** A "which year / which company" question: the options are the labels (at most five, in order). */
export function labelQuestion(rng: Rng, spec: LabelQuestionSpec): GeneratedQuestion {
  let keep = spec.labels.map((_, i) => i);
  if (keep.length > 5) {
    // The strongest contenders stay: the runner-up on the measure asked and any label the caller
    // names (the winner on a measure that is easily confused with it); the rest are drawn at random.
    const { scores } = spec;
    const target = scores?.[spec.correct];
    const runnerUp =
      scores && target !== undefined
        ? keep
            .filter((i) => i !== spec.correct)
            .sort((a, b) => Math.abs((scores[a] ?? 0) - target) - Math.abs((scores[b] ?? 0) - target))
            .slice(0, 1)
        : [];
    const must = [...new Set([...runnerUp, ...(spec.keep ?? [])])]
      .filter((i) => i !== spec.correct)
      .slice(0, 4);
    const others = rng
      .shuffle(keep.filter((i) => i !== spec.correct && !must.includes(i)))
      .slice(0, 4 - must.length);
    keep = [spec.correct, ...must, ...others].sort((a, b) => a - b);
  }
  const options = keep.map((i) => spec.labels[i] as Loc);
  const answerLabel = spec.labels[spec.correct] as Loc;
  return {
    title: spec.title,
    type: 'single',
    statement: spec.statement,
    options,
    answer: { kind: 'choice', correct: [keep.indexOf(spec.correct)] },
    solution: solutionOf(spec.steps, answerLabel),
    expectedSeconds: spec.seconds,
    numbers: spec.numbers ?? [],
    check: () => ({ kind: 'choice', correct: [keep.indexOf(spec.recompute())] }),
  };
}

export interface TextQuestionSpec extends QuestionBase {
  correct: string;
  /** Options from real mistakes first, then near misses; repeats are skipped. */
  wrong: string[];
  recompute: () => string;
}

/** A question whose options are short texts (ratios): the answer among three distinct wrong ones. */
export function textQuestion(rng: Rng, spec: TextQuestionSpec): GeneratedQuestion {
  const seen = new Set([spec.correct]);
  const wrong: string[] = [];
  for (const w of spec.wrong) {
    if (wrong.length < 3 && !seen.has(w)) {
      seen.add(w);
      wrong.push(w);
    }
  }
  if (wrong.length < 3) throw new Error('not enough distinct wrong options');
  const options = rng.shuffle([spec.correct, ...wrong]);
  return {
    title: spec.title,
    type: 'single',
    statement: spec.statement,
    options,
    answer: { kind: 'choice', correct: [options.indexOf(spec.correct)] },
    solution: solutionOf(spec.steps, same(spec.correct)),
    expectedSeconds: spec.seconds,
    numbers: spec.numbers ?? [],
    check: () => ({ kind: 'choice', correct: [options.indexOf(spec.recompute())] }),
  };
}

/** Near-miss ratios of `a : b` (lowest terms), after the given mistaken ones. */
export function ratioWrongs(a: number, b: number, mistakes: string[]): string[] {
  const g = gcd(a, b) || 1;
  const x = a / g;
  const y = b / g;
  return [
    ...mistakes,
    `${y} : ${x}`,
    `${x + 1} : ${y}`,
    `${x} : ${y + 1}`,
    `${x + 1} : ${y + 1}`,
    `${x + 2} : ${y + 1}`,
    `${x + 1} : ${y + 2}`,
  ];
}

// --- Grid data (series over categories) ------------------------------------------------------

export interface Grid {
  /** The categories, in order (years, months, cities…). */
  cats: Loc[];
  /** The series names (companies, products…). */
  series: Loc[];
  /** `v[s][c]`: the value of series s in category c. */
  v: number[][];
}

/** How the questions of a grid speak about its data, in both languages. */
export interface Frame {
  /** The measure of a series, e.g. "production of Company P" / "कंपनी P का उत्पादन" (obl: "के"). */
  m: (s: number, o?: { adj?: Loc; obl?: boolean }) => Loc;
  /** The total of a category over all series, e.g. "total production of the five companies". */
  catTotal: (o?: { obl?: boolean }) => Loc;
  /** The unit as "(in …)": "in thousand units" / "हज़ार इकाइयों में". */
  unitIn: Loc;
  /** "over the five years" / "पाँचों वर्षों में". */
  allCats: Loc;
  catWord: Loc;
  catsWord: Loc;
  /** "in 2019" / "2019 में". */
  catIn: (c: number) => Loc;
  /** Whether the Hindi measure is feminine (थी rather than था). */
  fem: boolean;
}

/** " (in …)" after a quantity, or nothing for plain counts. */
const unitPart = (f: Frame): Loc => (f.unitIn.en ? loc(` (${f.unitIn.en})`, ` (${f.unitIn.hi})`) : same(''));

const was = (f: Frame) => (f.fem ? 'थी' : 'था');

export const catTotals = (g: Grid): number[] => g.cats.map((_, c) => sum(g.v.map((row) => row[c] as number)));
const at = (g: Grid, s: number, c: number): number => g.v[s]?.[c] as number;
const catName = (g: Grid, c: number): Loc => g.cats[c] as Loc;

export function gridChart(
  type: ChartType,
  title: Loc,
  g: Grid,
  labels: { x?: Loc; y?: Loc; unit?: Loc } = {},
): ChartSpec {
  return {
    type,
    title,
    categories: g.cats,
    series: g.series.map((name, s) => ({ name, values: [...(g.v[s] as number[])] })),
    ...(labels.x ? { xLabel: labels.x } : {}),
    ...(labels.y ? { yLabel: labels.y } : {}),
    ...(labels.unit ? { unit: labels.unit } : {}),
  };
}

/** Every (series, from, to) whose percentage change is non-zero, at most 150% and exact to one decimal. */
export function cleanChanges(g: Grid, series: number[]): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const s of series) {
    for (let c1 = 0; c1 < g.cats.length; c1++) {
      for (let c2 = c1 + 1; c2 < g.cats.length; c2++) {
        const a = at(g, s, c1);
        const b = at(g, s, c2);
        if (a > 0 && a !== b && oneDecimal(Math.abs(b - a) * 100, a) && Math.abs(b - a) * 100 <= 150 * a) {
          out.push([s, c1, c2]);
        }
      }
    }
  }
  return out;
}

/** The total of one series over all categories. */
export function qSeriesTotal(rng: Rng, g: Grid, f: Frame, s: number, typeIn = false): GeneratedQuestion {
  const row = g.v[s] as number[];
  const total = sum(row);
  const other = sum(g.v[(s + 1) % g.v.length] as number[]);
  const adj = loc('total ', 'कुल ');
  return numberQuestion(rng, {
    title: loc('Total of a series', 'किसी श्रेणी का कुल योग'),
    statement: {
      en: `What is the ${f.m(s, { adj }).en} ${f.allCats.en}${unitPart(f).en}?`,
      hi: `${f.allCats.hi} ${f.m(s, { adj }).hi}${unitPart(f).hi} क्या है?`,
    },
    value: total,
    distractors: [
      total - (row[row.length - 1] as number), // leaves out the last category
      other, // adds the wrong series
      total + (row[0] as number), // counts the first category twice
      total - 10,
      total + 10,
    ],
    steps: [
      {
        en: `Add the ${f.m(s).en} in every ${f.catWord.en}: $${sumTex(row)}$.`,
        hi: `हर ${f.catWord.hi} के मान जोड़िए (${f.m(s).hi}): $${sumTex(row)}$।`,
      },
    ],
    numbers: [total],
    seconds: 60,
    typeIn,
    recompute: () => {
      let t = 0;
      for (let c = g.cats.length - 1; c >= 0; c--) t += at(g, s, c);
      return t;
    },
  });
}

/** The average of one series over all categories. */
export function qSeriesAverage(rng: Rng, g: Grid, f: Frame, s: number, typeIn = false): GeneratedQuestion {
  const row = g.v[s] as number[];
  const n = row.length;
  const total = sum(row);
  const exact = oneDecimal(total, n);
  const avg = round1(total / n);
  const note = roundingNote(exact);
  const adj = loc('average ', 'औसत ');
  const other = g.v[(s + 1) % g.v.length] as number[];
  return numberQuestion(rng, {
    title: loc('Average of a series', 'किसी श्रेणी का औसत'),
    statement: {
      en: `What is the ${f.m(s, { adj }).en} per ${f.catWord.en} ${f.allCats.en}${unitPart(f).en}${note.en}?`,
      hi: `${f.allCats.hi} प्रति ${f.catWord.hi} ${f.m(s, { adj }).hi}${unitPart(f).hi} क्या है${note.hi}?`,
    },
    value: avg,
    distractors: [
      total / (n - 1), // divides by one category too few
      sum(other) / n, // averages the wrong series
      total / (n + 1), // divides by one too many
      avg + 5,
      avg - 5,
    ],
    steps: [
      {
        en: `Total: $${sumTex(row)}$.`,
        hi: `कुल योग: $${sumTex(row)}$।`,
      },
      {
        en: `Average $= \\frac{${total}}{${n}} ${exact ? '=' : '\\approx'} ${avg}$.`,
        hi: `औसत $= \\frac{${total}}{${n}} ${exact ? '=' : '\\approx'} ${avg}$।`,
      },
    ],
    numbers: [avg],
    seconds: 75,
    typeIn,
    recompute: () => {
      // Running mean.
      let mean = 0;
      row.forEach((x, k) => {
        mean += (x - mean) / (k + 1);
      });
      return mean;
    },
  });
}

/** The percentage increase or decrease of one series between two categories. */
export function qPercentChange(
  rng: Rng,
  g: Grid,
  f: Frame,
  [s, c1, c2]: [number, number, number],
  typeIn = false,
): GeneratedQuestion {
  const a = at(g, s, c1);
  const b = at(g, s, c2);
  const up = b > a;
  const d = Math.abs(b - a);
  const exact = oneDecimal(d * 100, a);
  const p = round1((d * 100) / a);
  const note = roundingNote(exact);
  const word = up ? loc('increase', 'वृद्धि') : loc('decrease', 'कमी');
  const from = catName(g, c1);
  const to = catName(g, c2);
  const near = c2 + 1 < g.cats.length ? c2 + 1 : c2 - 1;
  const wrongYear = near !== c1 ? (Math.abs(at(g, s, near) - a) * 100) / a : Number.NaN;
  return numberQuestion(rng, {
    title: loc(`Percentage ${word.en}`, `प्रतिशत ${word.hi}`),
    statement: {
      en: `What is the percentage ${word.en} in the ${f.m(s).en} from ${from.en} to ${to.en}${note.en}?`,
      hi: `${from.hi} से ${to.hi} तक ${f.m(s, { obl: true }).hi} में कितने प्रतिशत की ${word.hi} हुई${note.hi}?`,
    },
    value: p,
    distractors: [(d * 100) / b, (b * 100) / a, wrongYear, p + 5, p - 5],
    percent: true,
    steps: [
      {
        en: `${from.en}: ${a}; ${to.en}: ${b}. Change $= ${Math.max(a, b)} - ${Math.min(a, b)} = ${d}$.`,
        hi: `${from.hi}: ${a}; ${to.hi}: ${b}। परिवर्तन $= ${Math.max(a, b)} - ${Math.min(a, b)} = ${d}$।`,
      },
      {
        en: `Percentage ${word.en} on the earlier value: $\\frac{${d}}{${a}} \\times 100 ${exact ? '=' : '\\approx'} ${p}\\%$ (not $\\frac{${d}}{${b}} \\times 100$, which uses the wrong base).`,
        hi: `पहले वाले मान पर प्रतिशत ${word.hi}: $\\frac{${d}}{${a}} \\times 100 ${exact ? '=' : '\\approx'} ${p}\\%$ (न कि $\\frac{${d}}{${b}} \\times 100$, जिसमें आधार ग़लत है)।`,
      },
    ],
    numbers: [p],
    seconds: 75,
    typeIn,
    recompute: () => Math.abs(b / a - 1) * 100,
  });
}

/** The ratio of two values of the grid, in lowest terms. */
export function qRatio(
  rng: Rng,
  g: Grid,
  f: Frame,
  [s1, c1]: [number, number],
  [s2, c2]: [number, number],
): GeneratedQuestion {
  const a = at(g, s1, c1);
  const b = at(g, s2, c2);
  const correct = ratioText(a, b);
  const first = {
    en: `${f.m(s1).en} ${f.catIn(c1).en}`,
    hi: `${f.catIn(c1).hi} ${f.m(s1, { obl: true }).hi}`,
  };
  const second = {
    en: `${f.m(s2).en} ${f.catIn(c2).en}`,
    hi: `${f.catIn(c2).hi} ${f.m(s2, { obl: true }).hi}`,
  };
  const g1 = gcd(a, b);
  return textQuestion(rng, {
    title: loc('Ratio of two values', 'दो मानों का अनुपात'),
    statement: {
      en: `What is the ratio of the ${first.en} to the ${second.en}?`,
      hi: `${first.hi} और ${second.hi} का अनुपात क्या है?`,
    },
    correct,
    wrong: ratioWrongs(a, b, [
      ratioText(b, a), // the ratio the wrong way round
      ratioText(at(g, s1, c2), at(g, s2, c1)), // the categories swapped
      ratioText(at(g, s1, c1), at(g, s2, c1)), // both from the first category
    ]),
    steps: [
      {
        en: `The ${first.en} is ${a} and the ${second.en} is ${b}.`,
        hi: `${f.catIn(c1).hi} ${f.m(s1).hi} ${a} ${was(f)} और ${f.catIn(c2).hi} ${f.m(s2).hi} ${b} ${was(f)}।`,
      },
      {
        en: `$${a} : ${b}$; dividing both by their HCF ${g1} gives $${correct}$.`,
        hi: `$${a} : ${b}$; दोनों को उनके म.स.प. ${g1} से भाग देने पर $${correct}$।`,
      },
    ],
    numbers: [a, b],
    seconds: 60,
    recompute: () => ratioByFactors(a, b),
  });
}

/** The category with the highest (lowest) total over all series; the caller makes it unique. */
export function qExtremeCategory(rng: Rng, g: Grid, f: Frame, which: 'max' | 'min'): GeneratedQuestion {
  const totals = catTotals(g);
  const best = uniqueExtreme(totals, which);
  const word = which === 'max' ? loc('highest', 'सबसे अधिक') : loc('lowest', 'सबसे कम');
  return labelQuestion(rng, {
    title: loc(`The ${f.catWord.en} with the ${word.en} total`, `${word.hi} कुल योग वाला ${f.catWord.hi}`),
    statement: {
      en: `In which ${f.catWord.en} was the ${f.catTotal().en} the ${word.en}?`,
      hi: `किस ${f.catWord.hi} में ${f.catTotal().hi} ${word.hi} ${was(f)}?`,
    },
    labels: g.cats,
    correct: best,
    scores: totals,
    steps: [
      {
        en: `Totals: ${g.cats.map((c, i) => `${c.en}: $${sumTex(g.v.map((row) => row[i] as number))}$`).join('; ')}.`,
        hi: `कुल योग: ${g.cats.map((c, i) => `${c.hi}: $${sumTex(g.v.map((row) => row[i] as number))}$`).join('; ')}।`,
      },
      {
        en: `The ${word.en} is ${totals[best]}, in ${catName(g, best).en}.`,
        hi: `${word.hi} योग ${totals[best]} है, ${catName(g, best).hi} में।`,
      },
    ],
    numbers: [totals[best] as number],
    seconds: 90,
    recompute: () => {
      const totalsByCat = g.cats.map((_, c) => {
        let t = 0;
        for (const row of g.v) t += row[c] as number;
        return t;
      });
      return extremeBySort(totalsByCat, which);
    },
  });
}

/** In how many categories one series was above another. */
export function qCountMore(
  rng: Rng,
  g: Grid,
  f: Frame,
  s1: number,
  s2: number,
  typeIn = false,
): GeneratedQuestion {
  const n = g.cats.length;
  const more = g.cats.flatMap((_, c) => (at(g, s1, c) > at(g, s2, c) ? [c] : []));
  const less = g.cats.filter((_, c) => at(g, s1, c) < at(g, s2, c)).length;
  const count = more.length;
  const listEn = more.length
    ? more.map((c) => `${catName(g, c).en} (${at(g, s1, c)} > ${at(g, s2, c)})`).join(', ')
    : 'none';
  const listHi = more.length
    ? more.map((c) => `${catName(g, c).hi} (${at(g, s1, c)} > ${at(g, s2, c)})`).join(', ')
    : 'कोई नहीं';
  return numberQuestion(rng, {
    title: loc('Counting the categories', 'गिनती'),
    statement: {
      en: `In how many ${f.catsWord.en} was the ${f.m(s1).en} more than the ${f.m(s2).en}?`,
      hi: `कितने ${f.catsWord.hi} में ${f.m(s1).hi} ${f.m(s2, { obl: true }).hi} से अधिक ${was(f)}?`,
    },
    value: count,
    distractors: [less, count + 1, count - 1, n - count, count + 2],
    steps: [
      {
        en: `Compare the two values in each ${f.catWord.en}. More in: ${listEn}.`,
        hi: `हर ${f.catWord.hi} के दोनों मानों की तुलना कीजिए। अधिक: ${listHi}।`,
      },
      { en: `That is ${count} ${f.catsWord.en}.`, hi: `ऐसे ${f.catsWord.hi} की संख्या: ${count}।` },
    ],
    numbers: [count],
    seconds: 60,
    typeIn,
    recompute: () => n - less - g.cats.filter((_, c) => at(g, s1, c) === at(g, s2, c)).length,
  });
}

/** Growth of a series over the previous category, to one decimal, for each category after the first. */
export function growths(row: readonly number[]): number[] {
  return row.slice(1).map((b, i) => ((b - (row[i] as number)) * 100) / (row[i] as number));
}

/** Whether the highest growth over the previous category is positive and clearly the highest. */
export function clearTopGrowth(row: readonly number[]): boolean {
  const gr = growths(row).map(round1);
  const best = Math.max(...gr);
  return best > 0 && gr.filter((x) => x === best).length === 1;
}

/** The category with the highest percentage growth of a series over the previous category. */
export function qTopGrowth(rng: Rng, g: Grid, f: Frame, s: number): GeneratedQuestion {
  const row = g.v[s] as number[];
  const gr = growths(row);
  const best = uniqueExtreme(gr.map(round1), 'max') + 1;
  const lines = g.cats.slice(1).map((c, i) => {
    const a = row[i] as number;
    const b = row[i + 1] as number;
    const rel = oneDecimal((b - a) * 100, a) ? '=' : '\\approx';
    return { c, tex: `$\\frac{${b} - ${a}}{${a}} \\times 100 ${rel} ${round1(gr[i] as number)}\\%$` };
  });
  return labelQuestion(rng, {
    title: loc('Highest growth over the previous period', 'पिछली अवधि की तुलना में सर्वाधिक वृद्धि'),
    statement: {
      en: `In which ${f.catWord.en} was the percentage increase in the ${f.m(s).en} over the previous ${f.catWord.en} the highest?`,
      hi: `किस ${f.catWord.hi} में ${f.m(s, { obl: true }).hi} में पिछले ${f.catWord.hi} की तुलना में प्रतिशत वृद्धि सबसे अधिक थी?`,
    },
    labels: g.cats.slice(1),
    correct: best - 1,
    scores: gr,
    // The largest rise in absolute terms (the usual slip) stays among the options.
    keep: [uniqueOrFirstMax(row.slice(1).map((b, i) => b - (row[i] as number)))],
    steps: [
      {
        en: `Growth over the previous ${f.catWord.en}: ${lines.map((l) => `${l.c.en}: ${l.tex}`).join('; ')}.`,
        hi: `पिछले ${f.catWord.hi} की तुलना में वृद्धि: ${lines.map((l) => `${l.c.hi}: ${l.tex}`).join('; ')}।`,
      },
      {
        en: `The highest is in ${catName(g, best).en}. (The largest rise in absolute terms need not be the largest in percentage terms.)`,
        hi: `सबसे अधिक ${catName(g, best).hi} में है। (सबसे बड़ी निरपेक्ष वृद्धि का प्रतिशत वृद्धि में भी सबसे बड़ा होना आवश्यक नहीं।)`,
      },
    ],
    seconds: 120,
    recompute: () => {
      // Compare the ratios b/a by cross-multiplication.
      let bestAt = 1;
      for (let c = 2; c < row.length; c++) {
        const [a1, b1] = [row[bestAt - 1] as number, row[bestAt] as number];
        const [a2, b2] = [row[c - 1] as number, row[c] as number];
        if (b2 * a1 > b1 * a2) bestAt = c;
      }
      return bestAt - 1;
    },
  });
}

/** One series' value as a percentage of its category's total. */
export function qShare(rng: Rng, g: Grid, f: Frame, s: number, c: number, typeIn = false): GeneratedQuestion {
  const x = at(g, s, c);
  const total = catTotals(g)[c] as number;
  const exact = oneDecimal(x * 100, total);
  const p = round1((x * 100) / total);
  const note = roundingNote(exact);
  const otherCat = c === 0 ? 1 : c - 1;
  const values = [p, (x * 100) / (total - x), (x * 100) / (catTotals(g)[otherCat] as number)];
  return numberQuestion(rng, {
    title: loc('Share of the total', 'कुल में हिस्सा'),
    statement: {
      en: `The ${f.m(s).en} ${f.catIn(c).en} is what percentage of the ${f.catTotal().en} ${f.catIn(c).en}${note.en}?`,
      hi: `${f.catIn(c).hi} ${f.m(s).hi}, ${f.catIn(c).hi} ${f.catTotal({ obl: true }).hi} का कितना प्रतिशत ${was(f)}${note.hi}?`,
    },
    value: p,
    distractors: [...values.slice(1), p + 5, p - 5],
    percent: true,
    steps: [
      {
        en: `Total ${f.catIn(c).en}: $${sumTex(g.v.map((row) => row[c] as number))}$.`,
        hi: `${f.catIn(c).hi} कुल योग: $${sumTex(g.v.map((row) => row[c] as number))}$।`,
      },
      {
        en: `Share $= \\frac{${x}}{${total}} \\times 100 ${exact ? '=' : '\\approx'} ${p}\\%$.`,
        hi: `हिस्सा $= \\frac{${x}}{${total}} \\times 100 ${exact ? '=' : '\\approx'} ${p}\\%$।`,
      },
    ],
    numbers: [p],
    seconds: 90,
    typeIn,
    recompute: () => 100 - (100 * (total - x)) / total,
  });
}

/** Ordered pairs of series (s1, s2) with s1 above s2 in some but not all categories and never equal. */
export function countPairs(g: Grid, series: number[]): [number, number][] {
  const out: [number, number][] = [];
  const n = g.cats.length;
  for (const s1 of series) {
    for (const s2 of series) {
      if (s1 === s2) continue;
      const more = g.cats.filter((_, c) => at(g, s1, c) > at(g, s2, c)).length;
      const ties = g.cats.filter((_, c) => at(g, s1, c) === at(g, s2, c)).length;
      if (ties === 0 && more >= 1 && more <= n - 1) out.push([s1, s2]);
    }
  }
  return out;
}

/**
 * Two cells (of the given series) whose ratio in lowest terms has small terms (at most `limit`),
 * from different categories; the cells with the smallest terms when none is that small.
 */
export function niceRatioCells(
  rng: Rng,
  g: Grid,
  s1: number,
  s2: number,
  limit = 15,
): [[number, number], [number, number]] {
  const all: { cells: [[number, number], [number, number]]; size: number }[] = [];
  g.cats.forEach((_, c1) => {
    g.cats.forEach((_, c2) => {
      if (c1 === c2) return;
      const a = at(g, s1, c1);
      const b = at(g, s2, c2);
      const d = gcd(a, b) || 1;
      all.push({
        cells: [
          [s1, c1],
          [s2, c2],
        ],
        size: Math.max(a / d, b / d),
      });
    });
  });
  const nice = all.filter((x) => x.size <= limit && x.size > 1);
  if (nice.length) return rng.pick(nice).cells;
  return [...all].sort((x, y) => x.size - y.size)[0]?.cells as [[number, number], [number, number]];
}
