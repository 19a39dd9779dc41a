/**
 * Trigonometry: the shapes of the topic and the exams that ask them.
 *
 * - standard-values: combinations of values at 30°, 45°, 60° (SSC CGL, RRB NTPC, CUET)
 * - heights-and-distances: two angles of elevation (30°, 60°), shadows, depression (SSC CGL, RRB NTPC, CUET, Placements)
 * - sec-tan-pair: sec θ + tan θ (or cosec θ + cot θ) given, a ratio asked (SSC CGL, CAT, CUET)
 * - tan-given-ratio: tan θ given, a ratio of sin-cos expressions (SSC CGL, RRB NTPC, CUET)
 * - sin-cos-sum-given: sin θ ± cos θ given; product, tan + cot, fourth powers, cubes (SSC CGL, CUET, Placements)
 * - complementary-angles: expressions in A and 90° − A (SSC CGL, RRB NTPC, CUET)
 * - elevation-and-depression: from a building's top, a tower's height (SSC CGL, RRB NTPC, CUET, Placements)
 * - conjugate-pair: a cos θ + b sin θ given, a sin θ − b cos θ asked (SSC CGL, CUET, Placements)
 * - max-min-value (CAT level): greatest/least of a sin θ + b cos θ + c, m tan² + n cot², m sec² + n cosec² (CAT, SSC CGL, GMAT)
 * - square-series (CAT level): sin² or cos² over complementary angles plus a tan product (CAT, SSC CGL, CUET)
 */
import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { fractionText } from './katex-math.js';

/** A rational number as a reduced fraction text, e.g. 1.25 -> '5/4', 3 -> '3'. */
const fracText = (x: number) => fractionText(x, 10_000);

/** The value of an option text such as '5/4', '-3' or '2'. */
function fracValue(text: string): number {
  const [num, den] = text.split('/').map(Number);
  return (num ?? Number.NaN) / (den ?? 1);
}

/** The index of the option whose value equals x (up to rounding), -1 when none does. */
const indexOfValue = (options: string[], x: number) =>
  options.findIndex((o) => Math.abs(fracValue(o) - x) < 1e-9);

type Fn = 'sin' | 'cos' | 'tan' | 'cot' | 'sec' | 'cosec';

/** Standard-angle terms with rational values; `swapped` is the value got by mixing up 30° and 60°. */
interface Term {
  fn: Fn;
  angle: number;
  power: 1 | 2;
  value: number;
  swapped: number;
}

const TERMS: Term[] = [
  { fn: 'sin', angle: 30, power: 1, value: 1 / 2, swapped: 1 / 2 },
  { fn: 'cos', angle: 60, power: 1, value: 1 / 2, swapped: 1 / 2 },
  { fn: 'tan', angle: 45, power: 1, value: 1, swapped: 1 },
  { fn: 'sec', angle: 60, power: 1, value: 2, swapped: 2 },
  { fn: 'cosec', angle: 30, power: 1, value: 2, swapped: 2 },
  { fn: 'sin', angle: 45, power: 2, value: 1 / 2, swapped: 1 / 2 },
  { fn: 'cos', angle: 45, power: 2, value: 1 / 2, swapped: 1 / 2 },
  { fn: 'sec', angle: 45, power: 2, value: 2, swapped: 2 },
  { fn: 'tan', angle: 60, power: 2, value: 3, swapped: 1 / 3 },
  { fn: 'cot', angle: 30, power: 2, value: 3, swapped: 1 / 3 },
  { fn: 'tan', angle: 30, power: 2, value: 1 / 3, swapped: 3 },
  { fn: 'cot', angle: 60, power: 2, value: 1 / 3, swapped: 3 },
  { fn: 'sec', angle: 30, power: 2, value: 4 / 3, swapped: 4 },
  { fn: 'cosec', angle: 60, power: 2, value: 4 / 3, swapped: 4 },
  { fn: 'sec', angle: 60, power: 2, value: 4, swapped: 4 / 3 },
  { fn: 'cosec', angle: 30, power: 2, value: 4, swapped: 4 / 3 },
  { fn: 'sin', angle: 60, power: 2, value: 3 / 4, swapped: 1 / 4 },
  { fn: 'cos', angle: 30, power: 2, value: 3 / 4, swapped: 1 / 4 },
  { fn: 'sin', angle: 30, power: 2, value: 1 / 4, swapped: 3 / 4 },
  { fn: 'cos', angle: 60, power: 2, value: 1 / 4, swapped: 3 / 4 },
];

const fnTex = (fn: Fn) => (fn === 'cosec' ? '\\operatorname{cosec}' : `\\${fn}`);
const termTex = (t: Term) => `${fnTex(t.fn)}${t.power === 2 ? '^2' : ''} ${t.angle}^\\circ`;

/** A fraction in TeX: '5/4' -> \frac{5}{4}, '-1/2' -> -\frac{1}{2}. */
function fracTex(x: number): string {
  const text = fracText(x);
  if (!text.includes('/')) return text;
  const [num, den] = text.split('/');
  const sign = (num ?? '').startsWith('-') ? '-' : '';
  return `${sign}\\frac{${(num ?? '').replace('-', '')}}{${den}}`;
}

/** The value of a ratio computed with the calculator functions (for the checkers). */
function evaluate(fn: Fn, radians: number): number {
  const s = Math.sin(radians);
  const c = Math.cos(radians);
  return { sin: s, cos: c, tan: s / c, cot: c / s, sec: 1 / c, cosec: 1 / s }[fn];
}

/** Evaluate a combination of standard-angle values, such as 2 sin²60° + tan²30° − cos²45°. */
export const trigonometryStandardValues: QuestionGenerator = {
  id: 'trigonometry/standard-values',
  topic: 'trigonometry',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  generate(rng) {
    let terms: Term[] = [];
    let coef: number[] = [];
    let value = 0;
    // Redraw until the terms are different and the value is positive (a typical exam answer).
    for (let tries = 0; tries < 200; tries++) {
      terms = rng.shuffle(TERMS).slice(0, 3);
      coef = [rng.int(1, 4), rng.int(1, 3), rng.int(1, 3)];
      value = (coef[0] ?? 1) * (terms[0]?.value ?? 0) + (coef[1] ?? 1) * (terms[1]?.value ?? 0);
      value -= (coef[2] ?? 1) * (terms[2]?.value ?? 0);
      if (value > 0) break;
    }
    const [c1 = 1, c2 = 1, c3 = 1] = coef;
    const [t1, t2, t3] = terms as [Term, Term, Term];
    const co = (c: number) => (c === 1 ? '' : String(c));
    const expr = `${co(c1)}${termTex(t1)} + ${co(c2)}${termTex(t2)} - ${co(c3)}${termTex(t3)}`;
    const swappedValue = c1 * t1.swapped + c2 * t2.swapped - c3 * t3.swapped;
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      [
        swappedValue, // mixes up the values at 30° and 60°
        c1 * t1.value + c2 * t2.value + c3 * t3.value, // adds the last term instead of subtracting
        c1 * t1.swapped + c2 * t2.value - c3 * t3.value, // swaps 30° and 60° in the first term only
        c1 * t1.value + c2 * t2.value - c3 * t3.swapped, // swaps 30° and 60° in the last term only
        value + 1 / 2,
      ],
      fracText,
    );
    const part = (c: number, t: Term) => `${c === 1 ? '' : `${c} \\times `}${fracTex(t.value)}`;
    const steps = `${part(c1, t1)} + ${part(c2, t2)} - ${part(c3, t3)}`;
    const valueText = fracText(value);
    return {
      title: { en: 'Values at standard angles', hi: 'मानक कोणों के मान' },
      type: 'single',
      statement: {
        en: `Find the value of $${expr}$.`,
        hi: `$${expr}$ का मान ज्ञात कीजिए।`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Put in the standard values: $${termTex(t1)} = ${fracTex(t1.value)}$, $${termTex(t2)} = ${fracTex(t2.value)}$, $${termTex(t3)} = ${fracTex(t3.value)}$.`,
          `Value $= ${steps} = ${fracTex(value)}$.`,
          '',
          `**Answer: ${valueText}**`,
        ].join('\n\n'),
        hi: [
          `मानक मान रखें: $${termTex(t1)} = ${fracTex(t1.value)}$, $${termTex(t2)} = ${fracTex(t2.value)}$, $${termTex(t3)} = ${fracTex(t3.value)}$।`,
          `मान $= ${steps} = ${fracTex(value)}$।`,
          '',
          `**उत्तर: ${valueText}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 50,
      numbers: [c1, c2, c3].filter((c) => c > 1),
      check() {
        // Evaluate each ratio with the calculator's sine and cosine instead of the table.
        const at = (t: Term) => evaluate(t.fn, (t.angle * Math.PI) / 180) ** t.power;
        const x = c1 * at(t1) + c2 * at(t2) - c3 * at(t3);
        return { kind: 'choice', correct: [indexOfValue(options, x)] };
      },
    };
  },
};

/** Heights and distances settings with the 30°/60° pair; every answer is k or k√3 metres. */
type Scene = 'same-side' | 'opposite' | 'shadow' | 'depression';

/** A length k or k√3 metres as an option text in both languages. */
const lengthText = (k: number, root: boolean, unit: string) => `$${k}${root ? '\\sqrt{3}' : ''}$ ${unit}`;

export const trigonometryHeightsDistances: QuestionGenerator = {
  id: 'trigonometry/heights-and-distances',
  topic: 'trigonometry',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  generate(rng) {
    const scene = rng.pick([
      'same-side',
      'opposite',
      'shadow',
      'depression',
    ] as const satisfies readonly Scene[]);
    const ask = scene === 'shadow' ? 'height' : rng.pick(['height', 'height', 'near'] as const);
    // k is the distance of the nearer point from the foot; the height is k√3.
    const k = rng.int(scene === 'opposite' ? 3 : 5, scene === 'opposite' ? 40 : 80);
    const d = scene === 'opposite' ? 4 * k : 2 * k;
    const object = rng.pick([
      { en: 'a tower', hi: 'एक मीनार', enThe: 'the tower', hiThe: 'मीनार', standing: 'खड़ी' },
      { en: 'a building', hi: 'एक इमारत', enThe: 'the building', hiThe: 'इमारत', standing: 'खड़ी' },
      { en: 'a pole', hi: 'एक खंभे', enThe: 'the pole', hiThe: 'खंभे', standing: 'खड़े' },
      { en: 'a temple', hi: 'एक मंदिर', enThe: 'the temple', hiThe: 'मंदिर', standing: 'खड़े' },
    ]);
    const statements: Record<Scene, { en: string; hi: string }> = {
      'same-side': {
        en: `The angles of elevation of the top of ${object.en} from two points on the same side of it, in line with its foot and ${d} m apart, are $30^\\circ$ and $60^\\circ$.`,
        hi: `${object.hi} के पाद की सीध में, उसी ओर, एक-दूसरे से ${d} मी दूर स्थित दो बिंदुओं से ${object.hiThe} के शिखर के उन्नयन कोण $30^\\circ$ और $60^\\circ$ हैं।`,
      },
      opposite: {
        en: `Two points lie on opposite sides of ${object.en}, in line with its foot, and are ${d} m apart. The angles of elevation of its top from them are $30^\\circ$ and $60^\\circ$.`,
        hi: `${object.hi} के दोनों ओर, उसके पाद की सीध में, दो बिंदु हैं जो एक-दूसरे से ${d} मी दूर हैं। इन बिंदुओं से ${object.hiThe} के शिखर के उन्नयन कोण $30^\\circ$ और $60^\\circ$ हैं।`,
      },
      shadow: {
        en: `The shadow of ${object.en} standing on level ground is ${d} m longer when the sun's altitude is $30^\\circ$ than when it is $60^\\circ$.`,
        hi: `समतल ज़मीन पर ${object.standing} ${object.hi} की छाया, सूर्य का उन्नतांश $60^\\circ$ होने की तुलना में $30^\\circ$ होने पर ${d} मी अधिक लंबी होती है।`,
      },
      depression: {
        en: `From the top of ${object.en}, the angles of depression of two cars on the same side of it, in line with its foot and ${d} m apart, are $60^\\circ$ and $30^\\circ$.`,
        hi: `${object.hi} के शिखर से, उसके पाद की सीध में उसी ओर खड़ी दो कारों के अवनमन कोण $60^\\circ$ और $30^\\circ$ हैं। दोनों कारें एक-दूसरे से ${d} मी दूर हैं।`,
      },
    };
    const nearWordEn = scene === 'depression' ? 'the nearer car' : 'the nearer point';
    const nearWordHi = scene === 'depression' ? 'पास वाली कार' : 'पास वाले बिंदु';
    const question =
      ask === 'height'
        ? { en: `Find the height of ${object.enThe}.`, hi: `${object.hiThe} की ऊँचाई ज्ञात कीजिए।` }
        : {
            en: `How far is ${nearWordEn} from the foot of ${object.enThe}?`,
            hi: `${nearWordHi} की ${object.hiThe} के पाद से दूरी कितनी है?`,
          };
    // Options as (coefficient, has √3): the answer and three real mistakes.
    const correct: [number, boolean] = ask === 'height' ? [k, true] : [k, false];
    const wrong: [number, boolean][] =
      ask === 'height'
        ? [
            [d, true], // takes the whole gap d as the distance for the 60° angle
            [k, false], // forgets the factor √3
            [3 * k, true], // uses the farther distance with tan 60°
          ]
        : [
            [d, false], // takes the gap itself as the distance
            [3 * k, false], // gives the farther point's distance
            [k, true], // gives the height instead
          ];
    const order = rng.shuffle([correct, ...wrong]);
    const options = order.map(([c, r]) => ({ en: lengthText(c, r, 'm'), hi: lengthText(c, r, 'मी') }));
    const correctIndex = order.indexOf(correct);
    const far = scene === 'opposite' ? `${d} - x` : `x + ${d}`;
    const setup = {
      en:
        scene === 'shadow'
          ? `Let the height be $h$ and the shorter shadow (sun at $60^\\circ$) be $x$ m; the longer shadow is $x + ${d}$ m.`
          : `Let the height be $h$ and the ${scene === 'depression' ? 'nearer car' : 'nearer point'} (angle $60^\\circ$) be $x$ m from the foot; the other is $${far}$ m from it.`,
      hi:
        scene === 'shadow'
          ? `माना ऊँचाई $h$ है और छोटी छाया (सूर्य $60^\\circ$ पर) $x$ मी है; लंबी छाया $x + ${d}$ मी है।`
          : `माना ऊँचाई $h$ है और ${scene === 'depression' ? 'पास वाली कार' : 'पास वाला बिंदु'} (कोण $60^\\circ$) पाद से $x$ मी दूर है; ${scene === 'depression' ? 'दूसरी' : 'दूसरा'} पाद से $${far}$ मी दूर है।`,
    };
    const equation = (and: string, so: string, stop: string) =>
      `$h = x\\tan 60^\\circ = x\\sqrt{3}$ ${and} $h = (${far})\\tan 30^\\circ = \\frac{${far}}{\\sqrt 3}$${stop} ${so} ` +
      (scene === 'opposite'
        ? `$3x = ${d} - x$, $x = \\frac{${d}}{4} = ${k}$${stop}`
        : `$3x = x + ${d}$, $x = \\frac{${d}}{2} = ${k}$${stop}`);
    const depressionNote = {
      en: 'The angle of depression from the top equals the angle of elevation of the top from the car (alternate angles).',
      hi: 'शिखर से अवनमन कोण, कार से शिखर के उन्नयन कोण के बराबर होता है (एकांतर कोण)।',
    };
    const answerEn = ask === 'height' ? `${k}\\sqrt{3}` : String(k);
    const finalEn =
      ask === 'height'
        ? `Height $h = ${k}\\sqrt{3}$ m $\\approx ${(k * Math.sqrt(3)).toFixed(2)}$ m.`
        : `The ${scene === 'depression' ? 'nearer car' : 'nearer point'} is $${k}$ m from the foot.`;
    const finalHi =
      ask === 'height'
        ? `ऊँचाई $h = ${k}\\sqrt{3}$ मी $\\approx ${(k * Math.sqrt(3)).toFixed(2)}$ मी।`
        : `${scene === 'depression' ? 'पास वाली कार' : 'पास वाला बिंदु'} पाद से $${k}$ मी दूर है।`;
    return {
      title: { en: 'Heights and distances (30° and 60°)', hi: 'ऊँचाई और दूरी (30° और 60°)' },
      type: 'single',
      statement: {
        en: `${statements[scene].en} ${question.en}`,
        hi: `${statements[scene].hi} ${question.hi}`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          ...(scene === 'depression' ? [depressionNote.en] : []),
          setup.en,
          equation('and', 'So', '.'),
          finalEn,
          '',
          `**Answer: $${answerEn}$ m**`,
        ].join('\n\n'),
        hi: [
          ...(scene === 'depression' ? [depressionNote.hi] : []),
          setup.hi,
          equation('और', 'अतः', '।'),
          finalHi,
          '',
          `**उत्तर: $${answerEn}$ मी**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [d, k],
      check() {
        // Solve the two right triangles numerically with tan, then match the option's value.
        const t30 = Math.tan(Math.PI / 6);
        const t60 = Math.tan(Math.PI / 3);
        // Same side: h = (x + d) tan30 = x tan60. Opposite sides: h = (d - x) tan30 = x tan60.
        const x = scene === 'opposite' ? (d * t30) / (t60 + t30) : (d * t30) / (t60 - t30);
        const target = ask === 'height' ? x * t60 : x;
        const index = options.findIndex((o) => {
          const match = /^\$(\d+)(\\sqrt\{3\})?\$/.exec(o.en);
          if (!match) return false;
          const v = Number(match[1]) * (match[2] ? Math.sqrt(3) : 1);
          return Math.abs(v - target) < 1e-6;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

/** Given sec θ + tan θ (or cosec θ + cot θ) = p/q, find one ratio of θ. */
export const trigonometryIdentityPair: QuestionGenerator = {
  id: 'trigonometry/sec-tan-pair',
  topic: 'trigonometry',
  difficulty: 'hard',
  exams: ['SSC CGL', 'CUET', 'CAT'],
  generate(rng) {
    let p = 2;
    let q = 1;
    do {
      p = rng.int(2, 11);
      q = rng.int(1, p - 1);
    } while (gcd(p, q) !== 1);
    const pair = rng.pick(['sec', 'cosec'] as const);
    // With sec + tan = p/q: sec = (p²+q²)/2pq, tan = (p²−q²)/2pq. For cosec + cot the roles of
    // sin and cos swap: cosec = (p²+q²)/2pq, cot = (p²−q²)/2pq.
    const big = p * p + q * q;
    const small = p * p - q * q;
    const two = 2 * p * q;
    const ratios =
      pair === 'sec'
        ? { sin: small / big, cos: two / big, tan: small / two, cot: two / small }
        : { sin: two / big, cos: small / big, tan: two / small, cot: small / two };
    const ask = rng.pick(['sin', 'cos', pair === 'sec' ? 'tan' : 'cot'] as const);
    const value = ratios[ask];
    const other = pair === 'sec' ? 'tan' : 'cot';
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      [
        ask === 'sin' ? ratios.cos : ratios.sin, // swaps sine and cosine
        ask === other ? (pair === 'sec' ? ratios.cot : ratios.tan) : ratios[other], // reciprocal slip
        (p - q) / (p + q), // a guess from the given fraction
        ask === 'cos' ? ratios.tan : ratios.cos,
      ],
      fracText,
    );
    const lhs =
      pair === 'sec' ? '\\sec\\theta + \\tan\\theta' : '\\operatorname{cosec}\\theta + \\cot\\theta';
    const lhsMinus =
      pair === 'sec' ? '\\sec\\theta - \\tan\\theta' : '\\operatorname{cosec}\\theta - \\cot\\theta';
    const big2 = pair === 'sec' ? '\\sec\\theta' : '\\operatorname{cosec}\\theta';
    const other2 = pair === 'sec' ? '\\tan\\theta' : '\\cot\\theta';
    const identity =
      pair === 'sec'
        ? '\\sec^2\\theta - \\tan^2\\theta = 1'
        : '\\operatorname{cosec}^2\\theta - \\cot^2\\theta = 1';
    const given = q === 1 ? String(p) : `\\frac{${p}}{${q}}`;
    const askTex =
      ask === 'sin'
        ? '\\sin\\theta'
        : ask === 'cos'
          ? '\\cos\\theta'
          : ask === 'tan'
            ? '\\tan\\theta'
            : '\\cot\\theta';
    // n/d, followed by its lowest terms when it reduces.
    const reduce = (n: number, d: number) =>
      `\\frac{${n}}{${d}}${gcd(n, d) === 1 ? '' : ` = ${fracTex(n / d)}`}`;
    const finalStep = {
      sin:
        pair === 'sec'
          ? `$\\sin\\theta = \\frac{\\tan\\theta}{\\sec\\theta} = ${reduce(small, big)}$`
          : `$\\sin\\theta = \\frac{1}{\\operatorname{cosec}\\theta} = ${reduce(two, big)}$`,
      cos:
        pair === 'sec'
          ? `$\\cos\\theta = \\frac{1}{\\sec\\theta} = ${reduce(two, big)}$`
          : `$\\cos\\theta = \\frac{\\cot\\theta}{\\operatorname{cosec}\\theta} = ${reduce(small, big)}$`,
      tan: `$\\tan\\theta = \\frac{${small}}{${two}} = ${fracTex(value)}$`,
      cot: `$\\cot\\theta = \\frac{${small}}{${two}} = ${fracTex(value)}$`,
    }[ask];
    const pq = given;
    const qp = `\\frac{${q}}{${p}}`;
    const steps = (and: string, so: string) => [
      `$${identity}$ ${and} $(${lhs})(${lhsMinus}) = 1$, ${so} $${lhsMinus} = ${qp}$.`,
      `$2${big2} = ${pq} + ${qp} = \\frac{${big}}{${p * q}}$, ${so} $${big2} = ${fracTex(big / two)}$.`,
      `$2${other2} = ${pq} - ${qp} = \\frac{${small}}{${p * q}}$, ${so} $${other2} = ${fracTex(small / two)}$.`,
    ];
    const last = ask === 'sin' || ask === 'cos' ? [finalStep] : [];
    return {
      title: { en: 'Using the identity pair', hi: 'सर्वसमिका युग्म का प्रयोग' },
      type: 'single',
      statement: {
        en: `If $${lhs} = ${given}$ and $\\theta$ is acute, find $${askTex}$.`,
        hi: `यदि $${lhs} = ${given}$ है और $\\theta$ न्यून कोण है, तो $${askTex}$ ज्ञात कीजिए।`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...steps('means', 'so'), ...last.map((x) => `${x}.`), '', `**Answer: ${fracText(value)}**`].join(
          '\n\n',
        ),
        hi: [
          ...steps('का अर्थ है', 'अतः').map((x) => x.replace(/\.$/, '।')),
          ...last.map((x) => `${x}।`),
          '',
          `**उत्तर: ${fracText(value)}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 120,
      numbers: [p],
      check() {
        // Find θ numerically: sec θ + tan θ and cosec θ + cot θ are monotonic on (0°, 90°).
        const f = (t: number) =>
          pair === 'sec' ? 1 / Math.cos(t) + Math.tan(t) : 1 / Math.sin(t) + 1 / Math.tan(t);
        const target = p / q;
        let lo = 1e-9;
        let hi = Math.PI / 2 - 1e-9;
        for (let i = 0; i < 200; i++) {
          const mid = (lo + hi) / 2;
          const rising = pair === 'sec';
          if (f(mid) < target === rising) lo = mid;
          else hi = mid;
        }
        const theta = (lo + hi) / 2;
        return { kind: 'choice', correct: [indexOfValue(options, evaluate(ask, theta))] };
      },
    };
  },
};
