import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { wholePositive } from './answer-formats.js';

type TriangleKind = 'acute' | 'right' | 'obtuse';

const choose = (n: number, k: number) => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

const KIND_TEXT: Record<TriangleKind, { en: string; hi: string }> = {
  acute: { en: 'acute-angled', hi: 'न्यूनकोण' },
  right: { en: 'right-angled', hi: 'समकोण' },
  obtuse: { en: 'obtuse-angled', hi: 'अधिककोण' },
};

/**
 * CAT: triangles on the vertices of a regular polygon: how many are acute, right or obtuse (the
 * inscribed-angle rule, diameters for right angles and arcs shorter than a semicircle for obtuse).
 */
export const polygonsTriangleTypes: QuestionGenerator = {
  id: 'polygons/acute-right-obtuse-triangles',
  topic: 'polygons',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const n = rng.int(6, 40);
    const even = n % 2 === 0;
    const kind = rng.pick<TriangleKind>(even ? ['acute', 'right', 'obtuse'] : ['acute', 'obtuse']);
    const all = choose(n, 3);
    const h = Math.floor((n - 1) / 2); // the most steps an arc can take and stay under a semicircle
    const obtuse = n * choose(h, 2);
    const right = even ? (n / 2) * (n - 2) : 0;
    const acute = all - obtuse - right;
    const answer = kind === 'acute' ? acute : kind === 'right' ? right : obtuse;
    const wrong =
      kind === 'acute'
        ? [
            all - obtuse, // forgets to take away the right-angled triangles
            all - n * choose(h + 1, 2), // lets the arc reach a semicircle
            all - obtuse - 2 * right, // counts every diameter from both ends
            obtuse, // answers the obtuse count
            (n * choose(h, 2)) / 3, // divides the obtuse count by 3 as if each were counted from every vertex
          ]
        : kind === 'right'
          ? [
              n * (n - 2), // counts each diameter from both of its ends
              choose(n / 2, 2), // counts the rectangles, not the triangles
              (n / 2) * (n - 1), // lets the third vertex be any other vertex
              all - obtuse, // the triangles that are not obtuse
            ]
          : [
              n * choose(h + 1, 2), // lets the arc reach a semicircle
              obtuse + right, // counts the right-angled ones too
              n * h, // one other vertex instead of a pair in the arc
              all - obtuse - right, // answers the acute count
            ];
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      wholePositive(wrong.filter((w) => w !== answer)),
    );
    const k = KIND_TEXT[kind];
    const statement = {
      en: `Three of the ${n} vertices of a regular polygon with ${n} sides are chosen to form a triangle. How many of the triangles that can be formed are ${k.en}?`,
      hi: `${n} भुजाओं वाले एक सम बहुभुज के ${n} शीर्षों में से तीन चुनकर त्रिभुज बनाया जाता है। बन सकने वाले त्रिभुजों में से कितने ${k.hi} हैं?`,
    };
    const stepAll = {
      en: `All the vertices lie on one circle, and the angle at a vertex is half the arc opposite it. Triangles in all: $\\binom{${n}}{3} = ${all}$.`,
      hi: `सभी शीर्ष एक ही वृत्त पर हैं, और किसी शीर्ष पर कोण सामने वाले चाप का आधा होता है। कुल त्रिभुज: $\\binom{${n}}{3} = ${all}$।`,
    };
    const stepRight = even
      ? {
          en: `Right angle: one side is a diameter. There are $\\frac{${n}}{2} = ${n / 2}$ diameters and $${n} - 2 = ${n - 2}$ choices of the third vertex: $${n / 2} \\times ${n - 2} = ${right}$.`,
          hi: `समकोण: एक भुजा व्यास हो। व्यास $\\frac{${n}}{2} = ${n / 2}$ हैं और तीसरे शीर्ष के $${n} - 2 = ${n - 2}$ विकल्प: $${n / 2} \\times ${n - 2} = ${right}$।`,
        }
      : {
          en: `With ${n} (odd) vertices no side is a diameter, so no triangle is right-angled.`,
          hi: `${n} (विषम) शीर्षों में कोई भुजा व्यास नहीं होती, अतः कोई त्रिभुज समकोण नहीं है।`,
        };
    const stepObtuse = {
      en: `Obtuse angle: all three vertices lie on an arc shorter than a semicircle, that is within $${h}$ steps after the first vertex (going clockwise). Choose the first vertex ($${n}$ ways) and the other two among the next $${h}$: $${n} \\times \\binom{${h}}{2} = ${obtuse}$.`,
      hi: `अधिक कोण: तीनों शीर्ष अर्धवृत्त से छोटे चाप पर हों, यानी पहले शीर्ष के बाद (दक्षिणावर्त) $${h}$ कदमों के भीतर। पहला शीर्ष चुनें ($${n}$ तरीके) और बाकी दो अगले $${h}$ में से: $${n} \\times \\binom{${h}}{2} = ${obtuse}$।`,
    };
    const stepEnd = {
      en:
        kind === 'acute'
          ? `Acute: the rest, $${all} - ${obtuse} - ${right} = ${acute}$.`
          : `So the number of ${k.en} triangles is $${answer}$.`,
      hi:
        kind === 'acute'
          ? `न्यूनकोण: शेष सभी, $${all} - ${obtuse} - ${right} = ${acute}$।`
          : `अतः ${k.hi} त्रिभुजों की संख्या $${answer}$ है।`,
    };
    const steps = [stepAll, stepRight, stepObtuse, stepEnd];
    const solution = {
      en: [...steps.map((s) => s.en), '', `**Answer: ${answer}**`].join('\n\n'),
      hi: [...steps.map((s) => s.hi), '', `**उत्तर: ${answer}**`].join('\n\n'),
    };
    return singleChoice(
      {
        en: 'Acute, right and obtuse triangles in a regular polygon',
        hi: 'सम बहुभुज में न्यूनकोण, समकोण और अधिककोण त्रिभुज',
      },
      statement,
      options,
      correctIndex,
      solution,
      210,
      [n],
      () => {
        // Every triple of vertices: its largest arc (in steps) decides the largest angle.
        let count = 0;
        for (let i = 0; i < n; i++)
          for (let j = i + 1; j < n; j++)
            for (let l = j + 1; l < n; l++) {
              const big = Math.max(j - i, l - j, n - (l - i));
              const type: TriangleKind = 2 * big === n ? 'right' : 2 * big > n ? 'obtuse' : 'acute';
              if (type === kind) count++;
            }
        return options.indexOf(String(count));
      },
    );
  },
};
