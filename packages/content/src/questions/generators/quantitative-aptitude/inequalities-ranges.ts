import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { textChoiceOptions } from './answer-formats.js';
import { fractionTex, termTex } from './katex-math.js';

/** `ax + b` in KaTeX (no `1x`, the constant signed). */
const linear = (a: number, b: number) => `${termTex(a, 'x')} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;

/** How many integers satisfy |ax − b| < c (or ≤ c): open the modulus into a double inequality. */
export const inequalitiesModulusCount: QuestionGenerator = {
  id: 'inequalities/modulus-integer-count',
  topic: 'inequalities',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'Placements', 'GMAT'],
  count: 40,
  generate(rng) {
    const a = rng.pick([1, 2, 2, 3, 4]);
    const b = rng.pick([-1, 1]) * rng.int(1, 15);
    const c = rng.int(3, 20);
    const strict = rng.next() < 0.6;
    const ok = (x: number) => (strict ? Math.abs(a * x - b) < c : Math.abs(a * x - b) <= c);
    // Integers with b − c < ax < b + c (or ≤).
    const lo = strict ? Math.floor((b - c) / a) + 1 : Math.ceil((b - c) / a);
    const hi = strict ? Math.ceil((b + c) / a) - 1 : Math.floor((b + c) / a);
    const answer = hi - lo + 1;
    const rel = strict ? '<' : '\\leq';
    const { options, correctIndex } = choiceOptions(rng, answer, [
      answer + 2, // counts the two end points as well
      answer - 1, // drops one end point
      Math.floor((2 * c) / a), // divides the width of the interval without looking at the ends
      hi - lo, // subtracts the ends without adding 1
    ]);
    const expr = `|${linear(a, -b)}| ${rel} ${c}`;
    const low = fractionTex(b - c, a);
    const high = fractionTex(b + c, a);
    return {
      title: { en: 'Integers satisfying a modulus inequality', hi: 'मापांक असमिका को संतुष्ट करने वाले पूर्णांक' },
      type: 'single',
      statement: {
        en: `How many integers $x$ satisfy $${expr}$?`,
        hi: `कितने पूर्णांक $x$ असमिका $${expr}$ को संतुष्ट करते हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `$|t| ${rel} ${c}$ means $-${c} ${rel} t ${rel} ${c}$: $-${c} ${rel} ${linear(a, -b)} ${rel} ${c}$.`,
          `${b < 0 ? `Subtract $${-b}$ from` : `Add $${b}$ to`} every part: $${b - c} ${rel} ${termTex(a, 'x')} ${rel} ${b + c}$${a === 1 ? '' : `, so $${low} ${rel} x ${rel} ${high}$`}.`,
          `The integers are $${lo}, \\dots, ${hi}$: $${hi} - ${lo < 0 ? `(${lo})` : lo} + 1 = ${answer}$ of them.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `$|t| ${rel} ${c}$ का अर्थ है $-${c} ${rel} t ${rel} ${c}$: $-${c} ${rel} ${linear(a, -b)} ${rel} ${c}$।`,
          `${b < 0 ? `हर भाग में से $${-b}$ घटाएँ` : `हर भाग में $${b}$ जोड़ें`}: $${b - c} ${rel} ${termTex(a, 'x')} ${rel} ${b + c}$${a === 1 ? '' : `, अतः $${low} ${rel} x ${rel} ${high}$`}।`,
          `पूर्णांक $${lo}, \\dots, ${hi}$ हैं: कुल $${hi} - ${lo < 0 ? `(${lo})` : lo} + 1 = ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 70,
      numbers: [Math.abs(b), c, answer],
      check() {
        // Test every integer in a wide window.
        let count = 0;
        for (let x = -100; x <= 100; x++) if (ok(x)) count++;
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

type Form = 'product-lt' | 'product-gt' | 'ratio-le' | 'ratio-ge';

/** The sign of (x − a)(x − b) or (x − a)/(x − b): the solution set, with the excluded point. */
export const inequalitiesSignAnalysis: QuestionGenerator = {
  id: 'inequalities/product-quotient-sign',
  topic: 'inequalities',
  difficulty: 'medium',
  exams: ['CUET', 'SSC CGL', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    const form = rng.pick<Form>(['product-lt', 'product-gt', 'ratio-le', 'ratio-ge']);
    let a = 0;
    let b = 0;
    while (a === b) {
      a = rng.int(-9, 9);
      b = rng.int(-9, 9);
    }
    const [p, q] = a < b ? [a, b] : [b, a];
    const fac = (r: number) => (r === 0 ? 'x' : `(x ${r < 0 ? '+' : '-'} ${Math.abs(r)})`);
    const facBare = (r: number) => (r === 0 ? 'x' : `x ${r < 0 ? '+' : '-'} ${Math.abs(r)}`);
    const expr =
      form === 'product-lt'
        ? `${fac(a)}${fac(b)} < 0`
        : form === 'product-gt'
          ? `${fac(a)}${fac(b)} > 0`
          : `\\frac{${facBare(a)}}{${facBare(b)}} ${form === 'ratio-le' ? '\\leq' : '\\geq'} 0`;
    // Candidate sets, each with a membership test.
    const sets: { tex: string; test: (x: number) => boolean }[] = [
      { tex: `$${p} < x < ${q}$`, test: (x) => p < x && x < q },
      { tex: `$x < ${p}$ or $x > ${q}$`, test: (x) => x < p || x > q },
      { tex: `$${p} \\leq x \\leq ${q}$`, test: (x) => p <= x && x <= q },
      { tex: `$x \\leq ${p}$ or $x \\geq ${q}$`, test: (x) => x <= p || x >= q },
    ];
    const num = a;
    const den = b;
    // The right set, written directly.
    let right: { tex: string; test: (x: number) => boolean };
    if (form === 'product-lt') right = sets[0] ?? { tex: '', test: () => false };
    else if (form === 'product-gt') right = sets[1] ?? { tex: '', test: () => false };
    else {
      // The numerator's root is included, the denominator's never.
      const lEnd = p === num ? '\\leq' : '<';
      const rEnd = q === num ? '\\leq' : '<';
      const rOut = q === num ? '\\geq' : '>';
      right =
        form === 'ratio-le'
          ? { tex: `$${p} ${lEnd} x ${rEnd} ${q}$`, test: (x) => x >= p && x <= q && x !== den }
          : { tex: `$x ${lEnd} ${p}$ or $x ${rOut} ${q}$`, test: (x) => x < p || x > q || x === num };
    }
    const mistakes =
      form === 'product-lt'
        ? [sets[1]?.tex, sets[2]?.tex, sets[3]?.tex]
        : form === 'product-gt'
          ? [sets[0]?.tex, sets[3]?.tex, sets[2]?.tex]
          : form === 'ratio-le'
            ? [sets[2]?.tex, sets[0]?.tex, sets[1]?.tex]
            : [sets[3]?.tex, sets[1]?.tex, sets[0]?.tex];
    const { options, correctIndex } = textChoiceOptions(
      rng,
      right.tex,
      mistakes.filter((m): m is string => m !== undefined),
    );
    const hiText = (t: string) => t.replace('$ or $', '$ या $');
    const inside = form === 'product-lt' || form === 'ratio-le';
    const quotient = form.startsWith('ratio');
    return {
      title: { en: 'Sign of a product or quotient', hi: 'गुणनफल या भागफल का चिह्न' },
      type: 'single',
      statement: {
        en: `Which set of real numbers $x$ satisfies $${expr}$?`,
        hi: `कौन-सा वास्तविक संख्याओं $x$ का समुच्चय $${expr}$ को संतुष्ट करता है?`,
      },
      options: options.map((o) => ({ en: o, hi: hiText(o) })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `The critical points are $x = ${p}$ and $x = ${q}$. The expression is positive for $x > ${q}$, negative between ${p} and ${q}, and positive again for $x < ${p}$.`,
          `We need it ${inside ? 'negative' : 'positive'}${quotient ? ' or zero' : ''}, so ${inside ? `between ${p} and ${q}` : `outside ${p} and ${q}`}.`,
          quotient
            ? `It is zero at $x = ${num}$ (the numerator's root), which is included; at $x = ${den}$ the denominator is zero, so that point is excluded.`
            : 'The inequality is strict, so both critical points are excluded.',
          '',
          `**Answer: ${right.tex}**`,
        ].join('\n\n'),
        hi: [
          `क्रांतिक बिंदु $x = ${p}$ और $x = ${q}$ हैं। व्यंजक $x > ${q}$ के लिए धनात्मक, ${p} और ${q} के बीच ऋणात्मक, और $x < ${p}$ के लिए फिर धनात्मक है।`,
          `हमें यह ${inside ? 'ऋणात्मक' : 'धनात्मक'}${quotient ? ' या शून्य' : ''} चाहिए, अतः ${inside ? `${p} और ${q} के बीच` : `${p} और ${q} के बाहर`}।`,
          quotient
            ? `$x = ${num}$ (अंश का मूल) पर यह शून्य है, अतः यह बिंदु शामिल है; $x = ${den}$ पर हर शून्य है, अतः वह बिंदु शामिल नहीं है।`
            : 'असमिका में बराबर का चिह्न नहीं है, अतः दोनों क्रांतिक बिंदु शामिल नहीं हैं।',
          '',
          `**उत्तर: ${hiText(right.tex)}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 70,
      numbers: [Math.abs(a), Math.abs(b)].filter((v) => v !== 0),
      check() {
        // Evaluate the expression on a grid (with the critical points) and match an option's set.
        const points = Array.from({ length: 97 }, (_, i) => -12 + i * 0.25);
        const holds = (x: number) => {
          if (!quotient) {
            const v = (x - a) * (x - b);
            return form === 'product-lt' ? v < 0 : v > 0;
          }
          if (x === b) return false;
          const v = (x - a) / (x - b);
          return form === 'ratio-le' ? v <= 0 : v >= 0;
        };
        const all = [right, ...sets];
        const index = options.findIndex((o) => {
          const s = all.find((c) => c.tex === o);
          return s !== undefined && points.every((x) => s.test(x) === holds(x));
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

/** A fixed charge plus a rate per unit within a budget: the most whole units. */
export const inequalitiesBudgetLimit: QuestionGenerator = {
  id: 'inequalities/budget-limit',
  topic: 'inequalities',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'GMAT'],
  count: 40,
  generate(rng) {
    const ctx = rng.pick([
      {
        en: 'A taxi charges',
        hi: 'एक टैक्सी',
        verb: 'लेती है',
        unit: { en: 'km', hi: 'किमी' },
        what: { en: 'kilometres can', hi: 'किलोमीटर' },
      },
      {
        en: 'A gym charges',
        hi: 'एक जिम',
        verb: 'लेता है',
        unit: { en: 'session', hi: 'सत्र' },
        what: { en: 'sessions can', hi: 'सत्र' },
      },
      {
        en: 'A printing shop charges',
        hi: 'एक प्रिंटिंग की दुकान',
        verb: 'लेती है',
        unit: { en: 'page', hi: 'पृष्ठ' },
        what: { en: 'pages can', hi: 'पृष्ठ' },
      },
    ] as const);
    let fixed = 0;
    let rate = 0;
    let budget = 0;
    for (;;) {
      fixed = rng.int(5, 40) * 5;
      rate = rng.int(3, 30);
      budget = fixed + rate * rng.int(8, 60) + rng.int(1, rate - 1);
      if ((budget - fixed) % rate !== 0) break;
    }
    const answer = Math.floor((budget - fixed) / rate);
    const { options, correctIndex } = choiceOptions(rng, answer, [
      answer + 1, // rounds the quotient up and overspends
      Math.floor(budget / rate), // forgets the fixed charge
      Math.floor((budget + fixed) / rate), // adds the fixed charge instead
    ]);
    return {
      title: { en: 'Most units within a budget', hi: 'बजट के भीतर अधिकतम इकाइयाँ' },
      type: 'single',
      statement: {
        en: `${ctx.en} a fixed ₹${fixed} plus ₹${rate} per ${ctx.unit.en}. With at most ₹${budget} to spend, how many whole ${ctx.what.en} be paid for at most?`,
        hi: `${ctx.hi} ₹${fixed} निश्चित शुल्क और ₹${rate} प्रति ${ctx.unit.hi} ${ctx.verb}। अधिकतम ₹${budget} खर्च करके अधिक से अधिक कितने पूरे ${ctx.what.hi} का भुगतान किया जा सकता है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `For $n$ units: $${fixed} + ${rate}n \\leq ${budget}$, so $${rate}n \\leq ${budget - fixed}$ and $n \\leq \\frac{${budget - fixed}}{${rate}}$.`,
          `$\\frac{${budget - fixed}}{${rate}}$ lies between ${answer} and ${answer + 1}, and $n$ must be whole, so $n = ${answer}$ (cost ₹${fixed + rate * answer}; one more would cost ₹${fixed + rate * (answer + 1)}).`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `$n$ इकाइयों के लिए: $${fixed} + ${rate}n \\leq ${budget}$, अतः $${rate}n \\leq ${budget - fixed}$ और $n \\leq \\frac{${budget - fixed}}{${rate}}$।`,
          `$\\frac{${budget - fixed}}{${rate}}$ का मान ${answer} और ${answer + 1} के बीच है, और $n$ पूर्ण संख्या है, अतः $n = ${answer}$ (खर्च ₹${fixed + rate * answer}; एक और लेने पर ₹${fixed + rate * (answer + 1)})।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [fixed, rate, budget, answer],
      check() {
        // Add units one by one until the budget is exceeded.
        let n = 0;
        while (fixed + rate * (n + 1) <= budget) n++;
        return { kind: 'choice', correct: [options.indexOf(String(n))] };
      },
    };
  },
};
