import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/** A number with at most two decimals, without float noise: 43.2, 50. */
const dec = (v: number) => String(Math.round(v * 100) / 100);

/** "1 gram" / "5 grams". */
const grams = (n: number) => `${n} ${n === 1 ? 'gram' : 'grams'}`;

/** Gold of one carat made purer with pure gold, or less pure with copper: the grams to add. */
export const mixturesCaratGold: QuestionGenerator = {
  id: 'mixtures-and-alligations/carat-gold-purity',
  topic: 'mixtures-and-alligations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const addGold = rng.next() < 0.5;
    let w = 0;
    let from = 0;
    let to = 0;
    let added = 0;
    for (;;) {
      w = rng.int(2, 40) * 10;
      from = rng.pick([12, 14, 16, 18, 20, 22]);
      to = rng.pick([10, 12, 14, 16, 18, 20, 21, 22, 23]);
      if (addGold ? to <= from : to >= from) continue;
      // Gold in the piece: from/24 of it; pure gold is 24 carat, copper 0 carat.
      added = addGold ? (w * (to - from)) / (24 - to) : (w * (from - to)) / to;
      if (Number.isInteger(added) && added > 0 && added <= 1000) break;
    }
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      added,
      addGold
        ? [
            (w * (to - from)) / 24, // takes the rise in carats as a share of the piece
            (w * (24 - to)) / (to - from), // reads the alligation cross the wrong way round
            (w * (to - from)) / to, // divides by the new carat instead of what pure gold adds
            (w * (to - from)) / (24 - from), // measures from the old carat
          ].filter((v) => Number.isInteger(v) && v > 0)
        : [
            (w * (from - to)) / 24, // takes the fall in carats as a share of the piece
            (w * to) / (from - to), // reads the alligation cross the wrong way round
            (w * (from - to)) / from, // divides by the old carat
            (w * from) / to, // gives the new weight instead of the copper added
          ].filter((v) => Number.isInteger(v) && v > 0),
    );
    const options = raw.map((o) => ({ en: grams(Number(o)), hi: `${o} ग्राम` }));
    const metal = addGold ? { en: 'pure gold', hi: 'शुद्ध सोना' } : { en: 'copper', hi: 'ताँबा' };
    const equation = addGold
      ? `\\frac{${from}}{24} \\times ${w} + g = \\frac{${to}}{24}(${w} + g)`
      : `\\frac{${from}}{24} \\times ${w} = \\frac{${to}}{24}(${w} + g)`;
    const step = addGold ? `${from * w} + 24g = ${to * w} + ${to}g` : `${from * w} = ${to * w} + ${to}g`;
    const coef = addGold ? 24 - to : to;
    const rhs = addGold ? (to - from) * w : (from - to) * w;
    return {
      title: { en: 'Carats of gold: metal to add', hi: 'सोने के कैरेट: मिलाई जाने वाली धातु' },
      type: 'single',
      statement: {
        en: `A jeweller has ${w} grams of ${from}-carat gold. How many grams of ${metal.en} must he melt into it to make it ${to}-carat gold? (Pure gold is 24 carat.)`,
        hi: `एक सुनार के पास ${from} कैरेट का ${w} ग्राम सोना है। इसे ${to} कैरेट सोना बनाने के लिए उसे इसमें कितने ग्राम ${metal.hi} पिघलाकर मिलाना होगा? (शुद्ध सोना 24 कैरेट का होता है।)`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `A $k$-carat piece is $\\frac{k}{24}$ gold. Let $g$ grams of ${metal.en} be added; the gold must be $\\frac{${to}}{24}$ of the new weight:`,
          `$${equation}$, i.e. $${step}$.`,
          `So $${coef === 1 ? '' : coef}g = ${rhs}$ and $g = ${added}$.`,
          '',
          `**Answer: ${grams(added)}**`,
        ].join('\n\n'),
        hi: [
          `$k$ कैरेट के टुकड़े में $\\frac{k}{24}$ भाग सोना होता है। मान लें $g$ ग्राम ${metal.hi} मिलाया जाता है; सोना नए भार का $\\frac{${to}}{24}$ होना चाहिए:`,
          `$${equation}$, यानी $${step}$।`,
          `अतः $${coef === 1 ? '' : coef}g = ${rhs}$ और $g = ${added}$।`,
          '',
          `**उत्तर: ${added} ग्राम**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [w, from, to, added],
      check() {
        // Add one gram at a time until the piece has the new carat.
        for (let g = 1; g <= 10000; g++) {
          const gold24 = from * w + (addGold ? 24 * g : 0); // 24 × grams of gold
          if (gold24 === to * (w + g))
            return { kind: 'choice', correct: [options.findIndex((o) => o.en === grams(g))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Replacement set-ups: the part kept each time (kept/of) and the number of operations. */
const KEEPS = [
  { kept: 1, of: 2 },
  { kept: 3, of: 4 },
  { kept: 1, of: 4 },
  { kept: 4, of: 5 },
  { kept: 3, of: 5 },
  { kept: 2, of: 5 },
  { kept: 9, of: 10 },
  { kept: 7, of: 10 },
] as const;

/** Drawn off and replaced by a weaker or stronger solution (not water) several times: the final strength (CAT). */
export const mixturesReplaceWithSolution: QuestionGenerator = {
  id: 'mixtures-and-alligations/replace-with-another-solution',
  topic: 'mixtures-and-alligations',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    let volume = 0;
    let out = 0;
    let times = 0;
    let p = 0;
    let q = 0;
    let final = 0;
    let r = 0;
    let frac = { kept: 1, of: 2 };
    for (;;) {
      const keep = rng.pick(KEEPS);
      times = rng.int(2, 3);
      volume = keep.of * rng.int(2, 20) * 5;
      out = (volume / keep.of) * (keep.of - keep.kept);
      r = keep.kept / keep.of;
      frac = keep;
      p = rng.int(2, 18) * 5;
      q = rng.int(1, 19) * 5;
      final = q + (p - q) * r ** times;
      if (p === q || volume > 200) continue;
      if (Math.abs(final * 100 - Math.round(final * 100)) < 1e-6) break;
    }
    const kept = r ** times;
    const gap = (p - q) * kept;
    const gapText = gap >= 0 ? `+ ${dec(gap)}` : `- ${dec(-gap)}`;
    const { options, correctIndex } = choiceOptions(
      rng,
      final,
      [
        p * kept, // treats the new solution as water
        q + (p - q) * r ** (times - 1), // one operation too few
        q + (p - q) * (1 - (times * out) / volume), // takes out the same strength each time (linear)
        (p + q) / 2, // averages the two strengths
        p * kept + q * (1 - r), // adds the new solution's acid only once
        q + (p - q) * r ** (times + 1), // one operation too many
      ].filter((v) => v > 0 && v < 100 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6),
      (v) => `${dec(v)}%`,
    );
    const rText = `\\frac{${frac.kept}}{${frac.of}}`; // 1 − out/volume in lowest terms
    return {
      title: { en: 'Replacement with a solution of another strength', hi: 'दूसरी सांद्रता के घोल से प्रतिस्थापन' },
      type: 'single',
      statement: {
        en: `A tank holds ${volume} litres of a solution that is ${p}% acid. ${out} litres are drawn off and replaced with a solution that is ${q}% acid, and this is done ${times} times in all. What percentage of the solution in the tank is acid now?`,
        hi: `एक टंकी में ${volume} लीटर घोल है जिसमें ${p}% अम्ल है। इसमें से ${out} लीटर निकालकर ${q}% अम्ल वाला उतना ही घोल डाला जाता है, और यह कुल ${times} बार किया जाता है। अब टंकी के घोल में कितने प्रतिशत अम्ल है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Measure the strength from ${q}% (the strength poured in). Each operation keeps $${rText}$ of the old liquid, so the gap to ${q}% shrinks by that factor.`,
          `Gap now $= (${p} - ${q}) \\times \\left(${rText}\\right)^{${times}} = ${dec((p - q) * kept)}$ percentage points.`,
          `Strength $= ${q} ${gapText} = ${dec(final)}\\%$.`,
          '',
          `**Answer: ${dec(final)}%**`,
        ].join('\n\n'),
        hi: [
          `सांद्रता को ${q}% (डाले गए घोल की सांद्रता) से मापें। हर बार पुराने द्रव का $${rText}$ भाग बचता है, इसलिए ${q}% से अंतर इसी गुणक से घटता है।`,
          `अब अंतर $= (${p} - ${q}) \\times \\left(${rText}\\right)^{${times}} = ${dec((p - q) * kept)}$ प्रतिशत अंक।`,
          `सांद्रता $= ${q} ${gapText} = ${dec(final)}\\%$।`,
          '',
          `**उत्तर: ${dec(final)}%**`,
        ].join('\n\n'),
      },
      expectedSeconds: 180,
      numbers: [volume, p, out, q, times],
      check() {
        // Simulate the litres of acid through every draw and top-up.
        let acid = (volume * p) / 100;
        for (let i = 0; i < times; i++) {
          acid -= (out * acid) / volume;
          acid += (out * q) / 100;
        }
        return { kind: 'choice', correct: [options.indexOf(`${dec((100 * acid) / volume)}%`)] };
      },
    };
  },
};
