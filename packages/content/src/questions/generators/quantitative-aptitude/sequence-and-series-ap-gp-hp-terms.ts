import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { bilingualNames, MEN_NAMES } from '../shared/person-names.js';
import { singleChoice } from '../shared/single-choice.js';
import { textChoiceOptions, withUnit } from './answer-formats.js';
import { bracketNegative, fractionTex, termTex } from './katex-math.js';

/** The worked solution in both languages: steps, a blank line, the answer. */
function solved(en: string[], hi: string[], answer: string, answerHi = answer) {
  return {
    en: [...en, '', `**Answer: ${answer}**`].join('\n\n'),
    hi: [...hi, '', `**उत्तर: ${answerHi}**`].join('\n\n'),
  };
}

const TOPIC = 'sequence-and-series-ap-gp-hp';

/** English ordinal (3rd, 12th). */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** The n-th term from a sum formula S_n = pn² + qn: t_n = S_n − S_(n−1). */
export const sequenceNthTermFromSum: QuestionGenerator = {
  id: `${TOPIC}/nth-term-from-sum`,
  topic: TOPIC,
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const p = rng.pick([-1, 1, 1, 1]) * rng.int(1, 6);
    const q = rng.pick([-1, 1]) * rng.int(1, 9);
    const k = rng.int(6, 25);
    const S = (n: number) => p * n * n + q * n;
    const answer = S(k) - S(k - 1);
    const { options, correctIndex } = choiceOptions(rng, answer, [
      S(k), // gives the sum, not the term
      S(k + 1) - S(k), // the next term
      2 * p * k + q, // differentiates the formula
      p * k + q, // drops the square
    ]);
    const sTex = `${termTex(p, 'n^2')} ${q < 0 ? '-' : '+'} ${termTex(Math.abs(q), 'n')}`;
    const statement = {
      en: `The sum of the first $n$ terms of a sequence is $S_n = ${sTex}$ for every $n$. What is its ${ordinal(k)} term?`,
      hi: `किसी अनुक्रम के पहले $n$ पदों का योग प्रत्येक $n$ के लिए $S_n = ${sTex}$ है। इसका ${k}वाँ पद क्या है?`,
    };
    const work = `t_{${k}} = S_{${k}} - S_{${k - 1}} = ${S(k)} - ${bracketNegative(S(k - 1))} = ${answer}`;
    const solution = solved(
      [
        `The ${ordinal(k)} term is the sum of ${k} terms minus the sum of ${k - 1} terms.`,
        `$S_{${k}} = ${p} \\times ${k}^2 ${q < 0 ? '-' : '+'} ${Math.abs(q)} \\times ${k} = ${S(k)}$, $S_{${k - 1}} = ${S(k - 1)}$.`,
        `$${work}$`,
      ],
      [
        `${k}वाँ पद = पहले ${k} पदों का योग − पहले ${k - 1} पदों का योग।`,
        `$S_{${k}} = ${p} \\times ${k}^2 ${q < 0 ? '-' : '+'} ${Math.abs(q)} \\times ${k} = ${S(k)}$, $S_{${k - 1}} = ${S(k - 1)}$।`,
        `$${work}$`,
      ],
      String(answer),
    );
    return singleChoice(
      { en: 'n-th term from the sum formula', hi: 'योग सूत्र से n-वाँ पद' },
      statement,
      options,
      correctIndex,
      solution,
      45,
      [k, answer],
      () => {
        // The terms form an AP: a = S₁, d = S₂ − 2S₁; then a + (k − 1)d.
        const a = S(1);
        const d = S(2) - 2 * S(1);
        return options.indexOf(String(a + (k - 1) * d));
      },
    );
  },
};

type PowerSum = 'squares' | 'cubes';

/** The sum of the squares (or cubes) of the whole numbers from m to n, by the closed formulas. */
export const sequenceSumOfPowers: QuestionGenerator = {
  id: `${TOPIC}/sum-of-squares-or-cubes`,
  topic: TOPIC,
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const kind = rng.pick<PowerSum>(['squares', 'squares', 'cubes']);
    const m = rng.pick([1, rng.int(5, 15)]);
    const n = m + rng.int(6, kind === 'cubes' ? 12 : 20);
    const squares = (x: number) => (x * (x + 1) * (2 * x + 1)) / 6;
    const cubes = (x: number) => ((x * (x + 1)) / 2) ** 2;
    const F = kind === 'squares' ? squares : cubes;
    const answer = F(n) - F(m - 1);
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        F(n) - F(m), // subtracts one term too many (drops m itself)
        F(n), // forgets to start at m
        m === 1 ? (n * (n + 1) * (2 * n + 1)) / 3 : F(n - 1) - F(m - 1), // forgets to halve / one term short
        kind === 'squares'
          ? ((n * (n + 1)) / 2) ** 2 - (m > 1 ? (((m - 1) * m) / 2) ** 2 : 0)
          : F(n + 1) - F(m - 1), // the other formula / one term too many
        (m === 1 ? 0 : F(n) - F(m - 1)) + (n - m + 1), // a slip
      ].filter((w) => Number.isInteger(w) && w > 0),
    );
    const p = kind === 'squares' ? 2 : 3;
    const series = `${m}^${p} + ${m + 1}^${p} + ${m + 2}^${p} + \\dots + ${n}^${p}`;
    const statement = {
      en: `What is the value of $${series}$?`,
      hi: `$${series}$ का मान क्या है?`,
    };
    const formula =
      kind === 'squares'
        ? `1^2 + 2^2 + \\dots + N^2 = \\frac{N(N + 1)(2N + 1)}{6}`
        : `1^3 + 2^3 + \\dots + N^3 = \\left(\\frac{N(N + 1)}{2}\\right)^2`;
    const at = (x: number) =>
      kind === 'squares'
        ? `\\frac{${x} \\times ${x + 1} \\times ${2 * x + 1}}{6} = ${squares(x)}`
        : `\\left(\\frac{${x} \\times ${x + 1}}{2}\\right)^2 = ${cubes(x)}`;
    const en = [`$${formula}$.`, `Up to ${n}: $${at(n)}$.`];
    const hi = [`$${formula}$।`, `${n} तक: $${at(n)}$।`];
    if (m > 1) {
      en.push(`Up to ${m - 1}: $${at(m - 1)}$.`, `Required sum $= ${F(n)} - ${F(m - 1)} = ${answer}$.`);
      hi.push(`${m - 1} तक: $${at(m - 1)}$।`, `अभीष्ट योग $= ${F(n)} - ${F(m - 1)} = ${answer}$।`);
    }
    return singleChoice(
      { en: 'Sum of squares or cubes of consecutive numbers', hi: 'क्रमागत संख्याओं के वर्गों या घनों का योग' },
      statement,
      options,
      correctIndex,
      solved(en, hi, String(answer)),
      m === 1 ? 40 : 60,
      [m, n, answer],
      () => {
        // Add the powers one by one.
        let total = 0;
        for (let x = m; x <= n; x++) total += x ** p;
        return options.indexOf(String(total));
      },
    );
  },
};

type MeanGiven = 'am-hm' | 'am-gm';

/** Two positive numbers: GM from AM and HM (GM² = AM·HM), or HM from AM and GM. */
export const sequenceMeansRelation: QuestionGenerator = {
  id: `${TOPIC}/am-gm-hm-relation`,
  topic: TOPIC,
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    // The numbers t·u² and t·v², so that their GM t·u·v is whole.
    let t = 1;
    let u = 1;
    let v = 2;
    do {
      t = rng.int(1, 8);
      u = rng.int(1, 6);
      v = rng.int(u + 1, 9);
    } while ((t * (u * u + v * v)) % 2 !== 0);
    const x = t * u * u;
    const y = t * v * v;
    const A = (x + y) / 2;
    const G = t * u * v;
    const [hn, hd] = [2 * x * y, x + y]; // HM as a fraction
    const given = rng.pick<MeanGiven>(['am-hm', 'am-gm']);
    const H = fractionTex(hn, hd);
    const wrap = (s: string) => `$${s}$`;
    let right: string;
    let mistakes: string[];
    if (given === 'am-hm') {
      right = wrap(String(G));
      mistakes = [
        wrap(fractionTex(A * hd + hn, 2 * hd)), // the average of AM and HM
        wrap(fractionTex(A * hn, hd)), // AM × HM without the root
        wrap(String(G + t)), // a slip in the root
        wrap(fractionTex(A * hd - hn, hd)), // AM − HM
      ];
    } else {
      right = wrap(H);
      mistakes = [
        wrap(fractionTex(A, G)), // AM / GM
        wrap(fractionTex(G * G, 2 * A)), // halves once more
        ...(2 * G > A ? [wrap(String(2 * G - A))] : []), // thinks GM is the average of AM and HM
        wrap(fractionTex(G * G + 1, A)), // a slip in squaring
        wrap(fractionTex(A * A, G)), // A²/G, the roles of the means swapped
      ];
    }
    const { options, correctIndex } = textChoiceOptions(rng, right, mistakes);
    const statement =
      given === 'am-hm'
        ? {
            en: `The arithmetic mean of two positive numbers is $${A}$ and their harmonic mean is $${H}$. What is their geometric mean?`,
            hi: `दो धनात्मक संख्याओं का समांतर माध्य $${A}$ और हरात्मक माध्य $${H}$ है। उनका गुणोत्तर माध्य क्या है?`,
          }
        : {
            en: `The arithmetic mean of two positive numbers is $${A}$ and their geometric mean is $${G}$. What is their harmonic mean?`,
            hi: `दो धनात्मक संख्याओं का समांतर माध्य $${A}$ और गुणोत्तर माध्य $${G}$ है। उनका हरात्मक माध्य क्या है?`,
          };
    const rule = `A = \\frac{a + b}{2},\\ G = \\sqrt{ab},\\ H = \\frac{2ab}{a + b} \\Rightarrow A \\times H = ab = G^2`;
    const work =
      given === 'am-hm'
        ? `G = \\sqrt{A \\times H} = \\sqrt{${A} \\times ${H} } = \\sqrt{${G * G}} = ${G}`
        : `H = \\frac{G^2}{A} = \\frac{${G}^2}{${A}} = \\frac{${G * G}}{${A}} = ${H}`;
    const solution = solved(
      [`For numbers $a$, $b$: $${rule}$.`, `$${work}$.`, `(The numbers are ${x} and ${y}.)`],
      [`संख्याओं $a$, $b$ के लिए: $${rule}$।`, `$${work}$।`, `(संख्याएँ ${x} और ${y} हैं।)`],
      right,
    );
    return singleChoice(
      { en: 'AM, GM and HM of two numbers', hi: 'दो संख्याओं के समांतर, गुणोत्तर और हरात्मक माध्य' },
      statement,
      options,
      correctIndex,
      solution,
      75,
      [A, G * G],
      () => {
        // Find the two whole numbers with this AM (and the given other mean) by trying pairs.
        for (let a = 1; a <= 2 * A; a++) {
          const b = 2 * A - a;
          if (b < a) break;
          const fits = given === 'am-hm' ? 2 * a * b * hd === hn * (a + b) : a * b === G * G;
          if (fits) {
            const value =
              given === 'am-hm' ? wrap(String(Math.sqrt(a * b))) : wrap(fractionTex(2 * a * b, a + b));
            return options.indexOf(value);
          }
        }
        return -1;
      },
    );
  },
};

const MEN = bilingualNames(MEN_NAMES);

/** Savings growing by a fixed amount every month: the months needed to reach a total (an AP sum). */
export const sequenceMonthlySavings: QuestionGenerator = {
  id: `${TOPIC}/monthly-savings`,
  topic: TOPIC,
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const who = rng.pick(MEN);
    const a = rng.int(4, 30) * 50;
    const d = rng.int(1, 8) * 25;
    const n = rng.int(8, 30);
    const total = (n * (2 * a + (n - 1) * d)) / 2;
    const { options, correctIndex } = choiceOptions(rng, n, [
      Math.round(total / a), // ignores the monthly increase
      n + 1, // counts one month too many
      n - 1, // one month short
      Math.round(total / (a + (n - 1) * d)), // divides by the last month's saving
    ]);
    const rupees = (x: number) => `₹${x}`;
    const statement = {
      en: `${who.en} saves ${rupees(a)} in the first month and every month after that saves ${rupees(d)} more than in the month before. In how many months will his total savings be ${rupees(total)}?`,
      hi: `${who.hi} पहले महीने में ${rupees(a)} बचाता है और उसके बाद हर महीने पिछले महीने से ${rupees(d)} अधिक बचाता है। कितने महीनों में उसकी कुल बचत ${rupees(total)} होगी?`,
    };
    const eq = `\\frac{n}{2}[2 \\times ${a} + (n - 1) \\times ${d}] = ${total}`;
    const quad = `${d}n^2 + ${2 * a - d}n - ${2 * total} = 0`;
    const check = `\\frac{${n}}{2}[${2 * a} + ${n - 1} \\times ${d}] = ${total}`;
    const solution = solved(
      [
        `The monthly savings form an AP with $a = ${a}$ and $d = ${d}$ (in rupees).`,
        `$${eq}$, i.e. $${quad}$.`,
        `Its positive root is $n = ${n}$. Check: $${check}$.`,
      ],
      [
        `मासिक बचत एक समांतर श्रेढ़ी (AP) है जिसमें $a = ${a}$ और $d = ${d}$ (रुपये में)।`,
        `$${eq}$, अर्थात् $${quad}$।`,
        `इसका धनात्मक मूल $n = ${n}$ है। जाँच: $${check}$।`,
      ],
      `${n} months`,
      `${n} महीने`,
    );
    return singleChoice(
      { en: 'Savings that grow every month', hi: 'हर महीने बढ़ती बचत' },
      statement,
      withUnit(options, 'months', 'महीने'),
      correctIndex,
      solution,
      100,
      [a, d, total],
      () => {
        // Save month by month until the total is reached.
        let saved = 0;
        let month = 0;
        while (saved < total) saved += a + month++ * d;
        return options.indexOf(String(month));
      },
    );
  },
};
