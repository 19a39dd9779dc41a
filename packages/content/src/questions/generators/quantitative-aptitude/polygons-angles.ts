import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { textChoiceOptions, wholePositive } from './answer-formats.js';

type SumClue = 'sum' | 'times-exterior';

/** Sides from the sum of the interior angles, or from how many times the exterior sum it is. */
export const polygonsSidesFromAngleSum: QuestionGenerator = {
  id: 'polygons/sides-from-angle-sum',
  topic: 'polygons',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Bank PO'],
  count: 40,
  generate(rng) {
    const clue = rng.pick<SumClue>(['sum', 'times-exterior']);
    // times-exterior: (n − 2)180 = t × 360 gives n = 2t + 2 (t may be a half).
    const n = clue === 'sum' ? rng.int(5, 40) : rng.int(5, 30);
    const sum = (n - 2) * 180;
    const t = (n - 2) / 2;
    const tText = Number.isInteger(t) ? String(t) : `${Math.floor(t)}\\frac{1}{2}`;
    const wrong =
      clue === 'sum'
        ? [sum / 180, sum / 180 + 1, sum / 180 + 3, n + 1] // forgets the + 2, adds 1, …
        : [2 * t, 2 * t + 1, t + 2, n + 2]; // forgets the + 2, …
    const { options, correctIndex } = choiceOptions(
      rng,
      n,
      wholePositive(wrong).filter((w) => w >= 3 && w !== n),
    );
    const statement =
      clue === 'sum'
        ? {
            en: `The interior angles of a convex polygon add up to $${sum}^\\circ$. How many sides does it have?`,
            hi: `एक उत्तल बहुभुज के अंतः कोणों का योग $${sum}^\\circ$ है। इसकी कितनी भुजाएँ हैं?`,
          }
        : {
            en: `The sum of the interior angles of a convex polygon is $${tText}$ times the sum of its exterior angles. How many sides does it have?`,
            hi: `एक उत्तल बहुभुज के अंतः कोणों का योग उसके बाह्य कोणों के योग का $${tText}$ गुना है। इसकी कितनी भुजाएँ हैं?`,
          };
    const work =
      clue === 'sum'
        ? `(n - 2) \\times 180 = ${sum} \\Rightarrow n - 2 = ${n - 2} \\Rightarrow n = ${n}`
        : `(n - 2) \\times 180 = ${tText} \\times 360 = ${sum} \\Rightarrow n - 2 = ${n - 2} \\Rightarrow n = ${n}`;
    const solution = {
      en: [
        'The interior angles of an $n$-gon add up to $(n - 2) \\times 180^\\circ$; the exterior angles always add up to $360^\\circ$.',
        `$${work}$.`,
        '',
        `**Answer: ${n}**`,
      ].join('\n\n'),
      hi: [
        '$n$ भुजाओं वाले बहुभुज के अंतः कोणों का योग $(n - 2) \\times 180^\\circ$ होता है; बाह्य कोणों का योग सदा $360^\\circ$ होता है।',
        `$${work}$।`,
        '',
        `**उत्तर: ${n}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Sides from the sum of the angles', hi: 'कोणों के योग से भुजाएँ' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: clue === 'sum' ? [sum, n] : [n],
      check() {
        // Cut each n-gon into triangles from one vertex (n − 2 of them) and compare the angle sums.
        for (let s = 3; s <= 100; s++) {
          const interiorSum = (s - 2) * 180;
          if (interiorSum === sum) return { kind: 'choice', correct: [options.indexOf(String(s))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

type HexAsk = 'area-from-side' | 'area-from-perimeter' | 'area-in-circle';

/** A regular hexagon is six equilateral triangles: its area is (3√3/2) a². */
export const polygonsRegularHexagonArea: QuestionGenerator = {
  id: 'polygons/regular-hexagon-area',
  topic: 'polygons',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CAT', 'RRB NTPC', 'Placements'],
  count: 40,
  generate(rng) {
    const ask = rng.pick<HexAsk>(['area-from-side', 'area-from-perimeter', 'area-in-circle']);
    const a = 2 * rng.int(1, 15); // even, so (3√3/2)a² has a whole coefficient
    const coef = (3 * a * a) / 2;
    const fmt = (k: number) => (Number.isInteger(k) ? `$${k === 1 ? '' : k}\\sqrt{3}$ cm²` : '');
    const right = fmt(coef);
    const mistakes = [
      fmt((a * a) / 2), // one equilateral triangle's area doubled (√3/4 a² × 2)
      fmt((a * a) / 4), // one triangle only
      fmt(3 * a * a), // 6 × (√3/2) a² (forgets the ½ of the base × height)
      fmt((3 * a * a) / 4), // 3 triangles instead of 6
      fmt(6 * a * a), // 6 × √3 a²
    ].filter((m) => m !== '');
    const { options, correctIndex } = textChoiceOptions(rng, right, mistakes);
    const given = {
      'area-from-side': {
        en: `Each side of a regular hexagon is ${a} cm.`,
        hi: `एक सम षट्भुज की प्रत्येक भुजा ${a} सेमी है।`,
      },
      'area-from-perimeter': {
        en: `The perimeter of a regular hexagon is ${6 * a} cm.`,
        hi: `एक सम षट्भुज का परिमाप ${6 * a} सेमी है।`,
      },
      'area-in-circle': {
        en: `A regular hexagon is inscribed in a circle of radius ${a} cm.`,
        hi: `${a} सेमी त्रिज्या वाले वृत्त के अंदर एक सम षट्भुज बना है जिसके सभी शीर्ष वृत्त पर हैं।`,
      },
    }[ask];
    const statement = {
      en: `${given.en} Find the area of the hexagon.`,
      hi: `${given.hi} षट्भुज का क्षेत्रफल ज्ञात कीजिए।`,
    };
    const sideLine = {
      'area-from-side': { en: '', hi: '' },
      'area-from-perimeter': {
        en: `Side $= \\frac{${6 * a}}{6} = ${a}$ cm.`,
        hi: `भुजा $= \\frac{${6 * a}}{6} = ${a}$ सेमी।`,
      },
      'area-in-circle': {
        en: `The radii to the vertices cut the hexagon into six equilateral triangles, so its side equals the radius, ${a} cm.`,
        hi: `शीर्षों तक की त्रिज्याएँ षट्भुज को छह समबाहु त्रिभुजों में बाँटती हैं, अतः भुजा = त्रिज्या = ${a} सेमी।`,
      },
    }[ask];
    const work = `6 \\times \\frac{\\sqrt{3} }{4} \\times ${a}^2 = \\frac{3\\sqrt{3} }{2} \\times ${a * a} = ${coef}\\sqrt{3}`;
    const solution = {
      en: [
        ...(sideLine.en ? [sideLine.en] : []),
        `A regular hexagon is six equilateral triangles of side $a$: area $= ${work}$ cm².`,
        '',
        `**Answer: ${right}**`,
      ].join('\n\n'),
      hi: [
        ...(sideLine.hi ? [sideLine.hi] : []),
        `सम षट्भुज भुजा $a$ वाले छह समबाहु त्रिभुजों से बनता है: क्षेत्रफल $= ${work}$ वर्ग सेमी।`,
        '',
        `**उत्तर: ${right.replace('cm²', 'वर्ग सेमी')}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Area of a regular hexagon', hi: 'सम षट्भुज का क्षेत्रफल' },
      type: 'single',
      statement,
      options: options.map((o) => ({ en: o, hi: o.replace('cm²', 'वर्ग सेमी') })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: ask === 'area-from-perimeter' ? [6 * a] : [a],
      check() {
        // The six vertices on a circle of radius a (side = radius), then the shoelace formula.
        const pts = Array.from({ length: 6 }, (_, i) => [
          a * Math.cos((i * Math.PI) / 3),
          a * Math.sin((i * Math.PI) / 3),
        ]);
        let s = 0;
        pts.forEach((p, i) => {
          const q = pts[(i + 1) % 6] ?? p;
          s += (p[0] ?? 0) * (q[1] ?? 0) - (q[0] ?? 0) * (p[1] ?? 0);
        });
        const area = Math.abs(s) / 2;
        const index = options.findIndex((o) => {
          const m = o.match(/^\$(\d*)\\sqrt\{3\}\$/);
          return m !== null && Math.abs(Number(m[1] || 1) * Math.sqrt(3) - area) < 1e-6;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

/** Interior angles in arithmetic progression: the number of sides from the smallest angle and the step. */
export const polygonsAnglesInAp: QuestionGenerator = {
  id: 'polygons/angles-in-ap',
  topic: 'polygons',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    // (n − 2)180 = n/2 (2a + (n − 1)d) with the largest angle a + (n − 1)d below 180°.
    let n = 5;
    let a = 100;
    let d = 5;
    for (let i = 0; i < 1000; i++) {
      n = rng.int(5, 18);
      d = rng.int(1, n === 5 ? 24 : 12);
      // 2a = 2(n − 2)180 / n − (n − 1)d must be a whole even number.
      const twoA = (360 * (n - 2)) / n - (n - 1) * d;
      if (!Number.isInteger(twoA) || twoA % 2 !== 0) continue;
      a = twoA / 2;
      if (a > 0 && a + (n - 1) * d < 180) break;
    }
    const largest = a + (n - 1) * d;
    const wrong = [n + 1, n - 1, n + 2, 2 * n].filter((w) => w >= 3);
    const { options, correctIndex } = choiceOptions(rng, n, wrong);
    const statement = {
      en: `The interior angles of a convex polygon are in arithmetic progression. The smallest angle is $${a}^\\circ$ and the common difference is $${d}^\\circ$. How many sides does the polygon have?`,
      hi: `एक उत्तल बहुभुज के अंतः कोण समांतर श्रेढ़ी में हैं। सबसे छोटा कोण $${a}^\\circ$ है और सार्व अंतर $${d}^\\circ$ है। बहुभुज की कितनी भुजाएँ हैं?`,
    };
    // The quadratic: 180(n − 2) = n/2 (2a + (n − 1)d), i.e. d n² + (2a − d − 360) n + 720 = 0.
    const B = 2 * a - d - 360;
    const other = 720 / (d * n);
    const quad = `${d === 1 ? '' : d}n^2 ${B < 0 ? '-' : '+'} ${Math.abs(B)}n + 720 = 0`;
    const otherOk = Number.isInteger(other) && other !== n;
    const reject = otherOk
      ? {
          en: `Its roots are $n = ${n}$ and $n = ${other}$. With $${other}$ sides the largest angle would be $${a} + ${other - 1} \\times ${d} = ${a + (other - 1) * d}^\\circ \\ge 180^\\circ$, impossible in a convex polygon, so $n = ${n}$ (largest angle $${largest}^\\circ$).`,
          hi: `इसके मूल $n = ${n}$ और $n = ${other}$ हैं। $${other}$ भुजाओं पर सबसे बड़ा कोण $${a} + ${other - 1} \\times ${d} = ${a + (other - 1) * d}^\\circ \\ge 180^\\circ$ होगा, जो उत्तल बहुभुज में असंभव है, अतः $n = ${n}$ (सबसे बड़ा कोण $${largest}^\\circ$)।`,
        }
      : {
          en: `Its whole root is $n = ${n}$ (largest angle $${a} + ${n - 1} \\times ${d} = ${largest}^\\circ < 180^\\circ$).`,
          hi: `इसका पूर्णांक मूल $n = ${n}$ है (सबसे बड़ा कोण $${a} + ${n - 1} \\times ${d} = ${largest}^\\circ < 180^\\circ$)।`,
        };
    const solution = {
      en: [
        `Sum of the angles two ways: $(n - 2) \\times 180 = \\frac{n}{2}\\left(2 \\times ${a} + (n - 1) \\times ${d}\\right)$, which gives $${quad}$.`,
        reject.en,
        '',
        `**Answer: ${n}**`,
      ].join('\n\n'),
      hi: [
        `कोणों का योग दो तरह से: $(n - 2) \\times 180 = \\frac{n}{2}\\left(2 \\times ${a} + (n - 1) \\times ${d}\\right)$, जिससे $${quad}$।`,
        reject.hi,
        '',
        `**उत्तर: ${n}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Polygon with angles in arithmetic progression', hi: 'समांतर श्रेढ़ी में कोणों वाला बहुभुज' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [a, d, n],
      check() {
        // Add the angles one by one for each n and compare with (n − 2) × 180, every angle below 180°.
        for (let s = 3; s <= 100; s++) {
          let total = 0;
          let convex = true;
          for (let i = 0; i < s; i++) {
            const angle = a + i * d;
            if (angle >= 180) convex = false;
            total += angle;
          }
          if (convex && total === (s - 2) * 180)
            return { kind: 'choice', correct: [options.indexOf(String(s))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
