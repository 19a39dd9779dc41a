import type { QuestionGenerator } from '../../generator.js';
import { numberChoiceQuestion } from './advanced-concepts-in-numbers-remainders.js';
import { termTex } from './katex-math.js';

/** log_a b · log_b c · log_c d (· log_d e) with the last number a power of a: the chain collapses to log_a of it. */
export const logarithmsChainOfBases: QuestionGenerator = {
  id: 'logarithms/change-of-base-chain',
  topic: 'logarithms',
  difficulty: 'easy',
  exams: ['SSC CGL', 'CUET', 'Bank PO', 'GMAT', 'RRB NTPC'],
  count: 40,
  generate(rng) {
    const a = rng.pick([2, 3, 5, 7]);
    const maxK = { 2: 10, 3: 6, 5: 5, 7: 4 }[a] ?? 4;
    const k = rng.int(2, maxK);
    const last = a ** k;
    const links = rng.int(2, 3);
    const middle = rng
      .shuffle([3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 15, 17].filter((x) => x !== a && x !== last))
      .slice(0, links);
    const chain = [a, ...middle, last];
    const factors = chain.slice(0, -1).map((b, i) => `\\log_{${b}} ${chain[i + 1]}`);
    const ratios = chain.slice(0, -1).map((b, i) => `\\frac{\\log ${chain[i + 1]}}{\\log ${b}}`);
    return numberChoiceQuestion(rng, {
      title: { en: 'Product of logs with chained bases', hi: 'शृंखलाबद्ध आधारों वाले लघुगणकों का गुणनफल' },
      statement: {
        en: `Find the value of $${factors.join(' \\cdot ')}$.`,
        hi: `$${factors.join(' \\cdot ')}$ का मान ज्ञात कीजिए।`,
      },
      answer: k,
      mistakes: [
        k + 1, // counts one power too many
        k - 1,
        links + 1, // counts the factors
        last / a, // reads log_a of a^k as a^k ÷ a
        2 * k,
      ],
      steps: [
        {
          en: `Change every log to a common base: $${ratios.join(' \\cdot ')}$.`,
          hi: `हर लघुगणक को एक ही आधार पर बदलें: $${ratios.join(' \\cdot ')}$।`,
        },
        {
          en: `Each numerator cancels the next denominator, leaving $\\frac{\\log ${last}}{\\log ${a}} = \\log_{${a}} ${last} = \\log_{${a}} ${a}^{${k}} = ${k}$.`,
          hi: `हर अंश अगले हर से कट जाता है, और बचता है $\\frac{\\log ${last}}{\\log ${a}} = \\log_{${a}} ${last} = \\log_{${a}} ${a}^{${k}} = ${k}$।`,
        },
      ],
      seconds: 45,
      numbers: [a, last],
      recompute: () => {
        let product = 1;
        for (let i = 0; i + 1 < chain.length; i++)
          product *= Math.log(chain[i + 1] ?? 1) / Math.log(chain[i] ?? 2);
        return Math.round(product);
      },
    });
  },
};

/** A decimal text of M × 10^t (t may be negative): 72 and −4 give `0.0072`. */
function decimalText(M: number, t: number): string {
  if (t >= 0) return `${M}${'0'.repeat(t)}`;
  const digits = String(M).padStart(-t + 1, '0');
  const cut = digits.length + t;
  return `${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

/** Four-decimal logs (in ten-thousandths) of 2, 3 and 5 = 10/2. */
const LOG2 = 3010;
const LOG3 = 4771;
const LOG5 = 10000 - LOG2;

/** log of a number 2^a 3^b 5^c × 10^t from the given log 2 and log 3. */
export const logarithmsFromGivenValues: QuestionGenerator = {
  id: 'logarithms/log-from-given-values',
  topic: 'logarithms',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CUET', 'RRB NTPC', 'Placements'],
  count: 40,
  generate(rng) {
    let a = 0;
    let b = 0;
    let c = 0;
    let M = 1;
    do {
      a = rng.int(0, 5);
      b = rng.int(0, 3);
      c = rng.int(0, 3);
      M = 2 ** a * 3 ** b * 5 ** c;
    } while ((a > 0 && c > 0) || b === 0 || M < 6 || M > 2000);
    const t = rng.int(-4, 1);
    const N = decimalText(M, t);
    const answer = a * LOG2 + b * LOG3 + c * LOG5 + 10000 * t;
    const fmt = (v: number) => (v / 10000).toFixed(4);
    const mistakes = [
      answer - 10000 * t + (t === 0 ? 10000 : 0), // forgets the power of 10 (or adds one)
      answer + c * (LOG2 - LOG5) + (c === 0 ? -10000 : 0), // takes log 5 as log 2 (or drops 1 from the characteristic)
      b * LOG2 + a * LOG3 + c * LOG5 + 10000 * t, // swaps log 2 and log 3
      answer + 10000, // characteristic one too many
      answer - 10000,
    ];
    const parts = [
      ...(a ? [`${termTex(a, '\\log 2')}`] : []),
      `${termTex(b, '\\log 3')}`,
      ...(c ? [`${termTex(c, '\\log 5')}`] : []),
    ];
    const values = [
      ...(a ? [a === 1 ? '0.3010' : `${a} \\times 0.3010`] : []),
      b === 1 ? '0.4771' : `${b} \\times 0.4771`,
      ...(c ? [c === 1 ? '0.6990' : `${c} \\times 0.6990`] : []),
    ];
    const pw = (p: number, e: number) => (e === 0 ? '' : e === 1 ? `${p}` : `${p}^{${e}}`);
    const factorTex = [pw(2, a), pw(3, b), pw(5, c)].filter(Boolean).join(' \\times ');
    const shift = t === 0 ? '' : t > 0 ? ` + ${t}` : ` - ${-t}`;
    const shiftWord = t === 0 ? '' : t > 0 ? ` \\times 10^{${t}}` : ` \\div 10^{${-t}}`;
    return numberChoiceQuestion(rng, {
      title: { en: 'Log of a number from log 2 and log 3', hi: 'log 2 और log 3 से किसी संख्या का लघुगणक' },
      statement: {
        en: `Given $\\log 2 = 0.3010$ and $\\log 3 = 0.4771$ (base 10), find $\\log ${N}$.`,
        hi: `दिया है $\\log 2 = 0.3010$ और $\\log 3 = 0.4771$ (आधार 10), तो $\\log ${N}$ ज्ञात कीजिए।`,
      },
      answer,
      mistakes,
      format: fmt,
      steps: [
        {
          en: `${t === 0 ? '' : `$${N} = ${M}${shiftWord}$, and `}$${M} = ${factorTex}$.${c ? ' Also $\\log 5 = \\log 10 - \\log 2 = 1 - 0.3010 = 0.6990$.' : ''}`,
          hi: `${t === 0 ? '' : `$${N} = ${M}${shiftWord}$, और `}$${M} = ${factorTex}$।${c ? ' साथ ही $\\log 5 = \\log 10 - \\log 2 = 1 - 0.3010 = 0.6990$।' : ''}`,
        },
        {
          en: `$\\log ${N} = ${parts.join(' + ')}${shift} = ${values.join(' + ')}${shift} = ${fmt(answer)}$.`,
          hi: `$\\log ${N} = ${parts.join(' + ')}${shift} = ${values.join(' + ')}${shift} = ${fmt(answer)}$।`,
        },
      ],
      seconds: 90,
      numbers: [M],
      // The true log of the printed number, matched to the nearest option (the given values are rounded).
      recompute: () => {
        const exact = Math.log10(Number(N)) * 10000;
        return [answer, ...mistakes].reduce((best, v) =>
          Math.abs(v - exact) < Math.abs(best - exact) ? v : best,
        );
      },
    });
  },
};
