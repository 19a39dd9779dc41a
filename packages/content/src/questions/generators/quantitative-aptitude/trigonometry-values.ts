import type { QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { termTex } from './katex-math.js';
import { answerSteps, frac, type Valued, valuedOptions } from './trigonometry-identities.js';

const R = Math.PI / 180;
const F: Record<string, (d: number) => number> = {
  sin: (d) => Math.sin(d * R),
  cos: (d) => Math.cos(d * R),
  tan: (d) => Math.tan(d * R),
  cot: (d) => 1 / Math.tan(d * R),
  sec: (d) => 1 / Math.cos(d * R),
  cosec: (d) => 1 / Math.sin(d * R),
};
const fn = (name: string) => (name === 'cosec' ? '\\operatorname{cosec}' : `\\${name}`);

/** Complementary-angle pairs whose value is 1: `[template(A, 90 − A), numeric value(A)]`. */
const PAIRS: {
  tex: (a: number, b: number) => string;
  why: string;
  whyHi: string;
  value: (a: number) => number;
}[] = [
  {
    tex: (a, b) => `\\frac{\\sin ${a}^\\circ}{\\cos ${b}^\\circ}`,
    why: '\\cos(90^\\circ - A) = \\sin A',
    whyHi: '\\cos(90^\\circ - A) = \\sin A',
    value: (a) => (F.sin?.(a) ?? 0) / (F.cos?.(90 - a) ?? 1),
  },
  {
    tex: (a, b) => `\\tan ${a}^\\circ \\tan ${b}^\\circ`,
    why: '\\tan(90^\\circ - A) = \\cot A',
    whyHi: '\\tan(90^\\circ - A) = \\cot A',
    value: (a) => (F.tan?.(a) ?? 0) * (F.tan?.(90 - a) ?? 0),
  },
  {
    tex: (a, b) => `\\frac{\\sec ${a}^\\circ}{${fn('cosec')} ${b}^\\circ}`,
    why: '\\operatorname{cosec}(90^\\circ - A) = \\sec A',
    whyHi: '\\operatorname{cosec}(90^\\circ - A) = \\sec A',
    value: (a) => (F.sec?.(a) ?? 0) / (F.cosec?.(90 - a) ?? 1),
  },
  {
    tex: (a, b) => `(\\sin^2 ${a}^\\circ + \\sin^2 ${b}^\\circ)`,
    why: '\\sin(90^\\circ - A) = \\cos A',
    whyHi: '\\sin(90^\\circ - A) = \\cos A',
    value: (a) => (F.sin?.(a) ?? 0) ** 2 + (F.sin?.(90 - a) ?? 0) ** 2,
  },
  {
    tex: (a, b) => `(\\sec^2 ${a}^\\circ - \\cot^2 ${b}^\\circ)`,
    why: '\\cot(90^\\circ - A) = \\tan A',
    whyHi: '\\cot(90^\\circ - A) = \\tan A',
    value: (a) => (F.sec?.(a) ?? 0) ** 2 - (F.cot?.(90 - a) ?? 0) ** 2,
  },
  {
    tex: (a, b) => `(${fn('cosec')}^2 ${a}^\\circ - \\tan^2 ${b}^\\circ)`,
    why: '\\tan(90^\\circ - A) = \\cot A',
    whyHi: '\\tan(90^\\circ - A) = \\cot A',
    value: (a) => (F.cosec?.(a) ?? 0) ** 2 - (F.tan?.(90 - a) ?? 0) ** 2,
  },
  {
    tex: (a, b) => `\\frac{\\cot ${a}^\\circ}{\\tan ${b}^\\circ}`,
    why: '\\tan(90^\\circ - A) = \\cot A',
    whyHi: '\\tan(90^\\circ - A) = \\cot A',
    value: (a) => (F.cot?.(a) ?? 0) / (F.tan?.(90 - a) ?? 1),
  },
];

/** Complementary angles: three terms, each worth 1 once sin(90° − A) = cos A and the like are used. */
export const trigonometryComplementaryAngles: QuestionGenerator = {
  id: 'trigonometry/complementary-angles',
  topic: 'trigonometry',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const picks = rng.shuffle(PAIRS.map((_, i) => i)).slice(0, 3);
    const angles = picks.map(() => rng.int(10, 80));
    const coefs = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)];
    const signs = [1, rng.pick([1, -1]), rng.pick([1, -1])];
    if (coefs.reduce((s, k, i) => s + k * (signs[i] ?? 1), 0) <= 0) signs.fill(1);
    const value = coefs.reduce((s, k, i) => s + k * (signs[i] ?? 1), 0);
    const terms = picks.map((p, i) => {
      const a = angles[i] ?? 45;
      const t = PAIRS[p]?.tex(a, 90 - a) ?? '';
      const k = coefs[i] ?? 1;
      const body = k === 1 ? t : `${k}${t.startsWith('\\frac') ? ' \\cdot ' : ''}${t}`;
      return i === 0 ? body : `${(signs[i] ?? 1) < 0 ? '-' : '+'} ${body}`;
    });
    const expr = terms.join(' ');
    const lastSign = signs[2] ?? 1;
    const { options, correctIndex, indexOf } = valuedOptions(rng, frac(value, 1), [
      frac(
        coefs.reduce((s, k) => s + k, 0),
        1,
      ), // ignores the minus signs
      frac(value - 2 * lastSign * (coefs[2] ?? 0), 1), // slips the sign of the last term
      frac(value - (coefs[1] ?? 0) * (signs[1] ?? 1), 1), // takes one pair as 0 instead of 1
      frac(0, 1), // thinks every pair cancels
    ]);
    const whys = [...new Set(picks.map((p) => PAIRS[p]?.why ?? ''))].map((w) => `$${w}$`).join(', ');
    const sumTex = coefs
      .map((k, i) => `${i === 0 ? '' : (signs[i] ?? 1) < 0 ? '- ' : '+ '}${k} \\times 1`)
      .join(' ');
    return singleChoice(
      { en: 'Complementary angles in an expression', hi: 'व्यंजक में पूरक कोण' },
      {
        en: `Find the value of $${expr}$.`,
        hi: `$${expr}$ का मान ज्ञात कीजिए।`,
      },
      options,
      correctIndex,
      answerSteps(
        [
          `In each term the two angles add up to $90^\\circ$. Use ${whys}.`,
          'Each term then reduces to $1$ (a ratio of equal values, $\\tan A \\cot A = 1$, $\\sin^2 A + \\cos^2 A = 1$ or $\\sec^2 A - \\tan^2 A = \\operatorname{cosec}^2 A - \\cot^2 A = 1$).',
          `Value $= ${sumTex} = ${value}$.`,
        ],
        [
          `प्रत्येक पद में दोनों कोणों का योग $90^\\circ$ है। ${whys} का प्रयोग कीजिए।`,
          'तब प्रत्येक पद $1$ हो जाता है (बराबर मानों का अनुपात, $\\tan A \\cot A = 1$, $\\sin^2 A + \\cos^2 A = 1$ या $\\sec^2 A - \\tan^2 A = \\operatorname{cosec}^2 A - \\cot^2 A = 1$)।',
          `मान $= ${sumTex} = ${value}$।`,
        ],
        `$${value}$`,
      ),
      50,
      angles,
      () =>
        indexOf(
          picks.reduce(
            (s, p, i) => s + (signs[i] ?? 1) * (coefs[i] ?? 1) * (PAIRS[p]?.value(angles[i] ?? 45) ?? 0),
            0,
          ),
        ),
    );
  },
};

/** `p + q√3` in KaTeX, with p and q whole (a term left out when it is 0). */
function surdTex(p: number, q: number): string {
  if (q === 0) return `${p}`;
  if (p === 0) return `${termTex(q, '')}\\sqrt{3}`;
  return `${p} ${q < 0 ? '-' : '+'} ${Math.abs(q) === 1 ? '' : Math.abs(q)}\\sqrt{3}`;
}
const surd = (p: number, q: number): Valued => ({ tex: `$${surdTex(p, q)}$`, value: p + q * Math.sqrt(3) });

/** tan of 30°, 45°, 60° as (rational part, √3 part) over 3: tan = (p + q√3) / 3. */
const TAN3: Record<number, [number, number]> = { 30: [0, 1], 45: [3, 0], 60: [0, 3] };
const TAN_TEX: Record<number, string> = { 30: '\\frac{1}{\\sqrt{3} }', 45: '1', 60: '\\sqrt{3}' };

/** h·tan e / tan d as (p, q) with value p + q√3, for h a multiple of 3. */
function ratio(h: number, e: number, d: number): [number, number] {
  const [ep, eq] = TAN3[e] ?? [0, 0];
  const [dp, dq] = TAN3[d] ?? [0, 0];
  // tan e / tan d = (ep + eq√3) / (dp + dq√3); each has one part only.
  if (dp !== 0) return [(h * ep) / dp, (h * eq) / dp];
  // divide by dq√3: ep/(dq√3) = ep√3/(3dq), eq√3/(dq√3) = eq/dq
  return [(h * eq) / dq, (h * ep) / (3 * dq)];
}

/** From the top of a building: elevation of a tower's top and depression of its foot; the tower's height. */
export const trigonometryElevationDepression: QuestionGenerator = {
  id: 'trigonometry/elevation-and-depression',
  topic: 'trigonometry',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const [d, e] = rng.pick<[number, number]>([
      [60, 30],
      [30, 60],
      [45, 45],
      [30, 45],
      [45, 60],
      [30, 30],
      [60, 60],
      [45, 30],
    ]);
    const h = 3 * rng.int(4, 30);
    const [rp, rq] = ratio(h, e, d);
    const right = surd(h + rp, rq);
    const [sp, sq] = ratio(h, d, e); // angles swapped
    const dist = ratio(h, 45, d); // h / tan d as (p, q)
    const { options, correctIndex, indexOf } = valuedOptions(rng, right, [
      surd(h + sp, sq), // elevation and depression swapped
      surd(rp, rq), // forgets to add the building's height
      surd(h + dist[0], dist[1]), // adds the distance instead of the extra height
      surd(2 * h + rp, rq), // adds the building's height twice
    ]);
    const [dp, dq] = dist;
    const object = rng.pick([
      { en: 'a tower', hi: 'एक मीनार', the: 'the tower', theHi: 'मीनार', stand: 'खड़ी' },
      { en: 'a chimney', hi: 'एक चिमनी', the: 'the chimney', theHi: 'चिमनी', stand: 'खड़ी' },
      { en: 'a lighthouse', hi: 'एक प्रकाश-स्तंभ', the: 'the lighthouse', theHi: 'प्रकाश-स्तंभ', stand: 'खड़े' },
    ]);
    const distTex = surdTex(dp, dq);
    return singleChoice(
      { en: 'Elevation and depression from a building', hi: 'इमारत से उन्नयन और अवनमन' },
      {
        en: `From the top of a building ${h} m high, the angle of elevation of the top of ${object.en} is $${e}^\\circ$ and the angle of depression of its foot is $${d}^\\circ$. Both stand on the same level ground. Find the height of ${object.the}.`,
        hi: `${h} मीटर ऊँची एक इमारत की छत से ${object.hi} के शिखर का उन्नयन कोण $${e}^\\circ$ और उसके पाद का अवनमन कोण $${d}^\\circ$ है। दोनों एक ही समतल ज़मीन पर ${object.stand} हैं। ${object.theHi} की ऊँचाई ज्ञात कीजिए।`,
      },
      options.map((o) => ({ en: `${o} m`, hi: `${o} मीटर` })),
      correctIndex,
      answerSteps(
        [
          `Let the distance between them be $x$. The depression of the foot: $\\tan ${d}^\\circ = \\frac{${h}}{x}$, so $x = \\frac{${h}}{${TAN_TEX[d]} } = ${distTex}$ m.`,
          `The top is higher than the roof by $x \\tan ${e}^\\circ = ${distTex} \\times ${TAN_TEX[e]} = ${surdTex(rp, rq)}$ m.`,
          `Height $= ${h} + ${surdTex(rp, rq)} = ${surdTex(h + rp, rq)}$ m.`,
        ],
        [
          `माना दोनों के बीच की दूरी $x$ है। पाद का अवनमन: $\\tan ${d}^\\circ = \\frac{${h}}{x}$, अतः $x = \\frac{${h}}{${TAN_TEX[d]} } = ${distTex}$ मीटर।`,
          `छत के स्तर से ऊपर ${object.theHi} की ऊँचाई $x \\tan ${e}^\\circ = ${distTex} \\times ${TAN_TEX[e]} = ${surdTex(rp, rq)}$ मीटर है।`,
          `ऊँचाई $= ${h} + ${surdTex(rp, rq)} = ${surdTex(h + rp, rq)}$ मीटर।`,
        ],
        `${right.tex} m`,
        `${right.tex} मीटर`,
      ),
      100,
      [h, d, e],
      () => {
        // Trace the two sight lines from the roof (0, h): down to the ground, then up to that vertical.
        const x = h / Math.tan(d * R);
        const top = h + x * Math.tan(e * R);
        return indexOf(top);
      },
    );
  },
};
