import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const at = (xs: readonly number[], i: number) => xs[i] ?? 0;
/** Median of a sorted list. */
const medianOf = (xs: number[]) => {
  const n = xs.length;
  return n % 2 === 1 ? at(xs, (n - 1) / 2) : (at(xs, n / 2 - 1) + at(xs, n / 2)) / 2;
};

/** Quartiles as the medians of the lower and upper halves: Q1, Q3 or the interquartile range. */
export const statisticsQuartiles: QuestionGenerator = {
  id: 'statistics/quartiles-and-iqr',
  topic: 'statistics',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'GMAT', 'GRE'],
  count: 40,
  generate(rng) {
    let data: number[] = [];
    let sorted: number[] = [];
    let q1 = 0;
    let q3 = 0;
    const n = rng.int(8, 11);
    const h = Math.floor(n / 2);
    for (;;) {
      data = Array.from({ length: n }, () => rng.int(10, 90));
      sorted = [...data].sort((a, b) => a - b);
      q1 = medianOf(sorted.slice(0, h));
      q3 = medianOf(sorted.slice(n - h));
      if (Number.isInteger(q1) && Number.isInteger(q3) && q3 > q1) break;
    }
    const ask = rng.pick(['q1', 'q3', 'iqr'] as const);
    const value = { q1, q3, iqr: q3 - q1 }[ask];
    const med = medianOf(sorted);
    const range = at(sorted, n - 1) - at(sorted, 0);
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      {
        q1: [at(sorted, Math.floor(n / 4)), medianOf(data.slice(0, h)), med, at(sorted, 1)], // quarter position read off; unsorted halves
        q3: [at(sorted, Math.floor((3 * n) / 4)), medianOf(data.slice(n - h)), med, at(sorted, n - 2)],
        iqr: [range, q3 - med, med - q1, Math.abs(medianOf(data.slice(n - h)) - medianOf(data.slice(0, h)))], // the range; half an IQR
      }[ask].filter((x) => Number.isInteger(x) && x > 0 && x !== value),
    );
    const name = {
      q1: { en: 'the first quartile $Q_1$', hi: 'प्रथम चतुर्थक $Q_1$' },
      q3: { en: 'the third quartile $Q_3$', hi: 'तृतीय चतुर्थक $Q_3$' },
      iqr: { en: 'the interquartile range $Q_3 - Q_1$', hi: 'अंतरचतुर्थक परिसर $Q_3 - Q_1$' },
    }[ask];
    const lower = sorted.slice(0, h).join(', ');
    const upper = sorted.slice(n - h).join(', ');
    const half = {
      en:
        n % 2 === 1
          ? `the ${h} values below the median and the ${h} above it (the median ${med} itself left out)`
          : `the lower ${h} and the upper ${h} values`,
      hi:
        n % 2 === 1
          ? `माध्यिका से नीचे के ${h} और ऊपर के ${h} मान (माध्यिका ${med} को छोड़कर)`
          : `नीचे के ${h} और ऊपर के ${h} मान`,
    };
    return {
      title: { en: 'Quartiles and the interquartile range', hi: 'चतुर्थक और अंतरचतुर्थक परिसर' },
      type: 'single',
      statement: {
        en: `Find ${name.en} of the data ${data.join(', ')}. Take $Q_1$ and $Q_3$ as the medians of the lower and upper halves of the sorted data (when the number of values is odd, the median is left out of both halves).`,
        hi: `आँकड़ों ${data.join(', ')} का ${name.hi} ज्ञात कीजिए। $Q_1$ और $Q_3$ को क्रमबद्ध आँकड़ों के निचले और ऊपरी आधे भागों की माध्यिका लें (मानों की संख्या विषम हो तो माध्यिका किसी भी आधे भाग में नहीं ली जाती)।`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Sorted ($n = ${n}$): ${sorted.join(', ')}. The halves are ${half.en}.`,
          `Lower half: ${lower}, so $Q_1 = ${q1}$. Upper half: ${upper}, so $Q_3 = ${q3}$.`,
          ...(ask === 'iqr' ? [`$Q_3 - Q_1 = ${q3} - ${q1} = ${value}$.`] : []),
          '',
          `**Answer: ${value}**`,
        ].join('\n\n'),
        hi: [
          `क्रम में ($n = ${n}$): ${sorted.join(', ')}। आधे भाग: ${half.hi}।`,
          `निचला आधा: ${lower}, अतः $Q_1 = ${q1}$। ऊपरी आधा: ${upper}, अतः $Q_3 = ${q3}$।`,
          ...(ask === 'iqr' ? [`$Q_3 - Q_1 = ${q3} - ${q1} = ${value}$।`] : []),
          '',
          `**उत्तर: ${value}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [...data],
      check() {
        // Without positions: a half's median is where at least half of that half lies on each side.
        const mid = (xs: number[]) => {
          const c = xs.filter(
            (x) =>
              xs.filter((y) => y <= x).length >= xs.length / 2 &&
              xs.filter((y) => y >= x).length >= xs.length / 2,
          );
          return (Math.min(...c) + Math.max(...c)) / 2;
        };
        // The lower half: the h smallest values (ties broken by position in the sorted order).
        const byValue = data.map((x, i) => ({ x, i })).sort((p, q) => p.x - q.x || p.i - q.i);
        const lo = byValue.slice(0, h).map((p) => p.x);
        const hi = byValue.slice(n - h).map((p) => p.x);
        const v = { q1: mid(lo), q3: mid(hi), iqr: mid(hi) - mid(lo) }[ask];
        return { kind: 'choice', correct: [options.indexOf(String(v))] };
      },
    };
  },
};

/** Two groups with sizes, means and standard deviations: the variance (or SD) of all together (CAT). */
export const statisticsCombinedVariance: QuestionGenerator = {
  id: 'statistics/combined-variance',
  topic: 'statistics',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'GRE', 'CUET'],
  count: 60,
  generate(rng) {
    let n1 = 0;
    let n2 = 0;
    let m1 = 0;
    let m2 = 0;
    let s1 = 0;
    let s2 = 0;
    let M = 0;
    let V = 0;
    for (;;) {
      n1 = 2 * rng.int(5, 30);
      n2 = 2 * rng.int(5, 30);
      m1 = rng.int(30, 80);
      m2 = m1 + rng.pick([-1, 1]) * rng.int(2, 15);
      s1 = rng.int(2, 12);
      s2 = rng.int(2, 12);
      const top = n1 * m1 + n2 * m2;
      if (top % (n1 + n2) !== 0 || n1 === n2) continue;
      M = top / (n1 + n2);
      const q = n1 * (s1 * s1 + (m1 - M) ** 2) + n2 * (s2 * s2 + (m2 - M) ** 2);
      if (q % (n1 + n2) !== 0) continue;
      V = q / (n1 + n2);
      break;
    }
    const sd = Math.sqrt(V);
    const ask = Number.isInteger(sd) ? 'sd' : 'variance';
    const value = ask === 'sd' ? sd : V;
    const withoutMeans = (n1 * s1 * s1 + n2 * s2 * s2) / (n1 + n2);
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      (ask === 'sd'
        ? [(n1 * s1 + n2 * s2) / (n1 + n2), Math.sqrt(withoutMeans), (s1 + s2) / 2, sd + 1] // SDs averaged; the gap between means ignored
        : [withoutMeans, (s1 * s1 + s2 * s2) / 2, V + (m1 - m2) ** 2, ((n1 * s1 + n2 * s2) / (n1 + n2)) ** 2]
      ).filter((x) => Number.isInteger(x) && x > 0 && x !== value),
    );
    const d1 = m1 - M;
    const d2 = m2 - M;
    const ctx = rng.pick([
      {
        en: ['Section A', 'Section B', 'students', 'marks'],
        hi: ['अनुभाग A', 'अनुभाग B', 'विद्यार्थी', 'अंकों', 'विद्यार्थियों', 'जिनके', 'के'],
      },
      {
        en: ['Factory P', 'Factory Q', 'workers', 'daily wages (in ₹)'],
        hi: ['कारखाना P', 'कारखाना Q', 'मज़दूर', 'दैनिक मज़दूरी (₹ में)', 'मज़दूरों', 'जिनकी', 'की'],
      },
    ]);
    const [A, B, who, what] = ctx.en;
    const [Ah, Bh, whoH, whatH, whoObl, whose, ofW] = ctx.hi;
    const sq = (x: number) => (x < 0 ? `(${x})^2` : `${x}^2`);
    return {
      title: { en: 'Combined variance of two groups', hi: 'दो समूहों का संयुक्त प्रसरण' },
      type: 'single',
      statement: {
        en: `${A} has ${n1} ${who} whose ${what} have mean ${m1} and standard deviation ${s1}; ${B} has ${n2} ${who} with mean ${m2} and standard deviation ${s2}. Find the ${ask === 'sd' ? 'standard deviation' : 'variance'} of the ${what} of all ${n1 + n2} ${who} taken together.`,
        hi: `${Ah} में ${n1} ${whoH} हैं ${whose} ${whatH} का माध्य ${m1} और मानक विचलन ${s1} है; ${Bh} में ${n2} ${whoH} हैं, माध्य ${m2} और मानक विचलन ${s2}। सभी ${n1 + n2} ${whoObl} ${ofW} ${whatH} का एक साथ ${ask === 'sd' ? 'मानक विचलन' : 'प्रसरण'} ज्ञात कीजिए।`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Combined mean $= \\frac{${n1} \\times ${m1} + ${n2} \\times ${m2}}{${n1 + n2}} = ${M}$; so $d_1 = ${m1} - ${M} = ${d1}$, $d_2 = ${m2} - ${M} = ${d2}$.`,
          `Each group adds its own spread and its mean's distance from the combined mean: $\\sigma^2 = \\frac{n_1(\\sigma_1^2 + d_1^2) + n_2(\\sigma_2^2 + d_2^2)}{n_1 + n_2}$.`,
          `$\\sigma^2 = \\frac{${n1}(${s1 * s1} + ${sq(d1)}) + ${n2}(${s2 * s2} + ${sq(d2)})}{${n1 + n2}} = \\frac{${V * (n1 + n2)}}{${n1 + n2}} = ${V}$${ask === 'sd' ? `, so $\\sigma = \\sqrt{${V}} = ${sd}$` : ''}.`,
          '',
          `**Answer: ${value}**`,
        ].join('\n\n'),
        hi: [
          `संयुक्त माध्य $= \\frac{${n1} \\times ${m1} + ${n2} \\times ${m2}}{${n1 + n2}} = ${M}$; अतः $d_1 = ${m1} - ${M} = ${d1}$, $d_2 = ${m2} - ${M} = ${d2}$।`,
          `हर समूह अपना फैलाव और अपने माध्य की संयुक्त माध्य से दूरी जोड़ता है: $\\sigma^2 = \\frac{n_1(\\sigma_1^2 + d_1^2) + n_2(\\sigma_2^2 + d_2^2)}{n_1 + n_2}$।`,
          `$\\sigma^2 = \\frac{${n1}(${s1 * s1} + ${sq(d1)}) + ${n2}(${s2 * s2} + ${sq(d2)})}{${n1 + n2}} = \\frac{${V * (n1 + n2)}}{${n1 + n2}} = ${V}$${ask === 'sd' ? `, अतः $\\sigma = \\sqrt{${V}} = ${sd}$` : ''}।`,
          '',
          `**उत्तर: ${value}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 180,
      numbers: [n1, m1, s1, n2, m2, s2],
      check() {
        // Build two data sets with these means and SDs (half at m − s, half at m + s) and measure all of it.
        const group = (n: number, m: number, s: number) =>
          Array.from({ length: n }, (_, i) => (i % 2 ? m + s : m - s));
        const all = [...group(n1, m1, s1), ...group(n2, m2, s2)];
        const mean = sum(all) / all.length;
        const variance = sum(all.map((x) => (x - mean) ** 2)) / all.length;
        const v = ask === 'sd' ? Math.sqrt(variance) : variance;
        return { kind: 'choice', correct: [options.indexOf(String(Math.round(v * 1e6) / 1e6))] };
      },
    };
  },
};

/** Positive integers with a given mean (all different, or at most a cap): the largest or least possible median (CAT). */
export const statisticsMedianExtremes: QuestionGenerator = {
  id: 'statistics/median-extremes',
  topic: 'statistics',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const n = rng.pick([5, 5, 7]);
    const h = (n - 1) / 2;
    const distinct = rng.next() < 0.5;
    const ask = rng.pick(['max', 'min'] as const);
    let M = 0;
    let L = 0;
    let value = 0;
    for (;;) {
      M = n === 5 ? rng.int(8, 40) : rng.int(6, 14);
      const S = n * M;
      if (ask === 'max') {
        // Others as small as possible: below 1, 1, … (or 1, 2, …); above c, c, … (or c + 1, c + 2, …).
        value = distinct ? Math.floor((S - h * (h + 1)) / (h + 1)) : Math.floor((S - h) / (h + 1));
        if (value > M) break;
      } else {
        // Others as large as possible: below c, c, … (or c − 1, c − 2, …); above L, L, … (or L, L − 1, …).
        L = rng.int(M + 3, 2 * M + 5);
        value = distinct ? Math.ceil((S - h * L + h * h) / (h + 1)) : Math.ceil((S - h * L) / (h + 1));
        if (value > h + 1 && value < M && (!distinct || L - h + 1 > value)) break;
      }
    }
    const S = n * M;
    const below = distinct ? Array.from({ length: h }, (_, i) => i + 1) : Array(h).fill(1);
    const lowerMax = distinct ? Array.from({ length: h }, (_, i) => value - h + i) : Array(h).fill(value);
    const upperMin = distinct ? Array.from({ length: h }, (_, i) => value + 1 + i) : Array(h).fill(value);
    const upperMax = distinct ? Array.from({ length: h }, (_, i) => L - h + 1 + i) : Array(h).fill(L);
    // One list attaining the extreme: the slack goes on the largest number (max), or 1 off each of the smallest few (min; the slack is at most h).
    const example =
      ask === 'max'
        ? [
            ...below,
            value,
            ...upperMin.slice(0, h - 1),
            at(upperMin, h - 1) + S - sum(below) - value - sum(upperMin),
          ]
        : [
            ...lowerMax.map((x, i) => (i < sum(lowerMax) + value + sum(upperMax) - S ? x - 1 : x)),
            value,
            ...upperMax,
          ];
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      (ask === 'max'
        ? [
            M,
            Math.floor(S / (h + 1)),
            distinct ? Math.floor((S - h) / (h + 1)) : Math.floor((S - h * (h + 1)) / (h + 1)),
            value + 1,
          ] // the mean; the lower half ignored; the other rule
        : [
            M,
            Math.ceil((S - h * L) / n),
            distinct ? Math.ceil((S - h * L) / (h + 1)) : Math.ceil((S - h * L + h * h) / (h + 1)),
            value - 1,
          ]
      ).filter((x) => Number.isInteger(x) && x > 0 && x !== value),
    );
    const kind = distinct
      ? { en: 'distinct positive integers', hi: 'भिन्न धनात्मक पूर्णांकों' }
      : { en: 'positive integers (not necessarily distinct)', hi: 'धनात्मक पूर्णांकों (ज़रूरी नहीं कि भिन्न हों)' };
    const cap =
      ask === 'min'
        ? { en: `, none of which is greater than ${L},`, hi: `, जिनमें से कोई भी ${L} से बड़ा नहीं है,` }
        : { en: '', hi: '' };
    const word = ask === 'max' ? { en: 'largest', hi: 'अधिकतम' } : { en: 'smallest', hi: 'न्यूनतम' };
    const list = (xs: number[]) => xs.join(' + ');
    const steps = (sign: string) => Array.from({ length: h }, (_, i) => `c ${sign} ${i + 1}`).join(', ');
    const lines =
      ask === 'max'
        ? {
            en: [
              `The sum is $${n} \\times ${M} = ${S}$. Call the median $c$; ${h} numbers lie below it and ${h} above it.`,
              `To make $c$ large, make the others as small as allowed: below it ${below.join(', ')}; above it at least ${distinct ? `$${steps('+')}$` : `$c$ each`}.`,
              `So $${sum(below)} + c + ${distinct ? `${h}c + ${(h * (h + 1)) / 2}` : `${h}c`} \\le ${S}$, that is $${h + 1}c \\le ${distinct ? S - h * (h + 1) : S - h}$, and $c \\le ${value}$.`,
              `It works: ${example.join(', ')} (sum ${S}).`,
            ],
            hi: [
              `योग $= ${n} \\times ${M} = ${S}$। माना माध्यिका $c$ है; ${h} संख्याएँ उससे नीचे और ${h} ऊपर हैं।`,
              `$c$ को बड़ा करने के लिए बाकी संख्याएँ यथासंभव छोटी रखें: नीचे ${below.join(', ')}; ऊपर कम से कम ${distinct ? `$${steps('+')}$` : `हर एक $c$`}।`,
              `अतः $${sum(below)} + c + ${distinct ? `${h}c + ${(h * (h + 1)) / 2}` : `${h}c`} \\le ${S}$, यानी $${h + 1}c \\le ${distinct ? S - h * (h + 1) : S - h}$, और $c \\le ${value}$।`,
              `यह संभव है: ${example.join(', ')} (योग ${S})।`,
            ],
          }
        : {
            en: [
              `The sum is $${n} \\times ${M} = ${S}$. Call the median $c$; ${h} numbers lie below it and ${h} above it.`,
              `To make $c$ small, make the others as large as allowed: above it ${upperMax.join(', ')}; below it at most ${distinct ? `$${steps('-')}$` : `$c$ each`}.`,
              `So $${distinct ? `${h}c - ${(h * (h + 1)) / 2}` : `${h}c`} + c + ${list(upperMax)} \\ge ${S}$, that is $${h + 1}c \\ge ${distinct ? S - sum(upperMax) + (h * (h + 1)) / 2 : S - sum(upperMax)}$, and $c \\ge ${value}$.`,
              `It works: ${example.join(', ')} (sum ${S}).`,
            ],
            hi: [
              `योग $= ${n} \\times ${M} = ${S}$। माना माध्यिका $c$ है; ${h} संख्याएँ उससे नीचे और ${h} ऊपर हैं।`,
              `$c$ को छोटा करने के लिए बाकी संख्याएँ यथासंभव बड़ी रखें: ऊपर ${upperMax.join(', ')}; नीचे अधिक से अधिक ${distinct ? `$${steps('-')}$` : `हर एक $c$`}।`,
              `अतः $${distinct ? `${h}c - ${(h * (h + 1)) / 2}` : `${h}c`} + c + ${list(upperMax)} \\ge ${S}$, यानी $${h + 1}c \\ge ${distinct ? S - sum(upperMax) + (h * (h + 1)) / 2 : S - sum(upperMax)}$, और $c \\ge ${value}$।`,
              `यह संभव है: ${example.join(', ')} (योग ${S})।`,
            ],
          };
    return {
      title: { en: 'Largest or smallest possible median', hi: 'अधिकतम या न्यूनतम संभव माध्यिका' },
      type: 'single',
      statement: {
        en: `The average of ${n} ${kind.en}${cap.en} is ${M}. What is the ${word.en} possible value of their median?`,
        hi: `${n} ${kind.hi}${cap.hi} का औसत ${M} है। उनकी माध्यिका का ${word.hi} संभव मान क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...lines.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [...lines.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 200,
      numbers: ask === 'min' ? [n, M, L] : [n, M],
      check() {
        // Enumerate every sorted list of n positive integers with sum S (within the rules) and keep the extreme median.
        const top = ask === 'min' ? L : S;
        let best = ask === 'max' ? -1 : Number.POSITIVE_INFINITY;
        const list: number[] = [];
        const walk = (left: number, from: number, slots: number) => {
          if (left > slots * top) return;
          if (slots === 0) {
            if (left !== 0) return;
            const med = at(list, h);
            best = ask === 'max' ? Math.max(best, med) : Math.min(best, med);
            return;
          }
          for (let x = from; x <= top && x * slots <= left; x++) {
            // The list grows in order, so the number placed at position h is the median: one that
            // cannot beat the best found so far is skipped (max), and so is every larger one (min).
            if (list.length === h && (ask === 'max' ? x <= best : x >= best)) {
              if (ask === 'min') break;
              continue;
            }
            list.push(x);
            walk(left - x, distinct ? x + 1 : x, slots - 1);
            list.pop();
          }
        };
        walk(S, 1, n);
        return { kind: 'choice', correct: [options.indexOf(String(best))] };
      },
    };
  },
};
