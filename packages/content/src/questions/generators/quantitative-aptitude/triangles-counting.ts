import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { wholePositive } from './answer-formats.js';

type ThirdAsk = 'count' | 'longest' | 'max-perimeter' | 'min-perimeter';

/** Triangle inequality: how many whole third sides two sides allow, or the extreme perimeters. */
export const trianglesIntegerThirdSide: QuestionGenerator = {
  id: 'triangles/integer-third-side',
  topic: 'triangles',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    let x = 3;
    let y = 5;
    do {
      x = rng.int(3, 25);
      y = rng.int(3, 25);
    } while (x === y || Math.abs(x - y) < 2);
    const [small, big] = x < y ? [x, y] : [y, x];
    const ask = rng.pick<ThirdAsk>(['count', 'longest', 'max-perimeter', 'min-perimeter']);
    const low = big - small + 1; // least whole third side
    const high = big + small - 1; // greatest whole third side
    const answer =
      ask === 'count'
        ? high - low + 1
        : ask === 'longest'
          ? high - big
          : ask === 'max-perimeter'
            ? x + y + high
            : x + y + low;
    const wrong =
      ask === 'count'
        ? [
            high - low + 3, // lets the third side equal the difference and the sum
            high - low + 2, // includes one end
            2 * small, // counts 2 × the smaller side
            big - small, // counts up to the difference only
          ]
        : ask === 'longest'
          ? [
              high - big + 1, // lets the third side equal the longer given side
              high - low + 1, // counts every third side, longest or not
              small, // counts up to the smaller side
              high - big - 1,
            ]
          : ask === 'max-perimeter'
            ? [
                2 * (x + y), // lets the third side equal the sum
                x + y + big, // takes the longer side again
                x + y + high - 1,
                x + y + high + 2,
              ]
            : [
                x + y + big - small, // lets the third side equal the difference
                x + y + small, // takes the shorter side again
                x + y + low + 1,
                x + y + 1, // takes the third side as 1
              ];
    const { options, correctIndex } = choiceOptions(rng, answer, wholePositive(wrong));
    const unitEn = ask === 'count' || ask === 'longest' ? '' : ' (in cm)';
    const unitHi = ask === 'count' || ask === 'longest' ? '' : ' (सेमी में)';
    const askEn = {
      count: 'How many different triangles are possible?',
      longest: 'In how many of these triangles is the third side longer than both given sides?',
      'max-perimeter': 'What is the greatest possible perimeter of the triangle',
      'min-perimeter': 'What is the least possible perimeter of the triangle',
    }[ask];
    const askHi = {
      count: 'ऐसे कितने भिन्न त्रिभुज संभव हैं?',
      longest: 'इनमें से कितने त्रिभुजों में तीसरी भुजा दी गई दोनों भुजाओं से लंबी है?',
      'max-perimeter': 'त्रिभुज का अधिकतम संभव परिमाप',
      'min-perimeter': 'त्रिभुज का न्यूनतम संभव परिमाप',
    }[ask];
    const statement = {
      en: `Two sides of a triangle are ${x} cm and ${y} cm, and the third side is a whole number of centimetres. ${askEn}${unitEn}${ask.endsWith('perimeter') ? '?' : ''}`,
      hi: `एक त्रिभुज की दो भुजाएँ ${x} सेमी और ${y} सेमी हैं, और तीसरी भुजा सेंटीमीटर में एक पूर्ण संख्या है। ${askHi}${unitHi}${ask.endsWith('perimeter') ? ' क्या है?' : ''}`,
    };
    const range = `${big} - ${small} < c < ${big} + ${small} \\Rightarrow ${big - small} < c < ${big + small}`;
    const last = {
      count: {
        en: `Whole values: $c = ${low}, \\ldots, ${high}$, that is $${high} - ${low} + 1 = ${answer}$ values, one triangle each.`,
        hi: `पूर्ण मान: $c = ${low}, \\ldots, ${high}$, अर्थात $${high} - ${low} + 1 = ${answer}$ मान, हर मान से एक त्रिभुज।`,
      },
      longest: {
        en: `The third side is longer than both when $c > ${big}$ (at $c = ${big}$ it only ties): $c = ${big + 1}, \\ldots, ${high}$, that is $${answer}$ triangles.`,
        hi: `तीसरी भुजा दोनों से लंबी तब है जब $c > ${big}$ ($c = ${big}$ पर वह केवल बराबर है): $c = ${big + 1}, \\ldots, ${high}$, अर्थात $${answer}$ त्रिभुज।`,
      },
      'max-perimeter': {
        en: `The greatest whole value is $c = ${high}$, so the greatest perimeter is $${x} + ${y} + ${high} = ${answer}$ cm.`,
        hi: `सबसे बड़ा पूर्ण मान $c = ${high}$ है, अतः अधिकतम परिमाप $${x} + ${y} + ${high} = ${answer}$ सेमी है।`,
      },
      'min-perimeter': {
        en: `The least whole value is $c = ${low}$, so the least perimeter is $${x} + ${y} + ${low} = ${answer}$ cm.`,
        hi: `सबसे छोटा पूर्ण मान $c = ${low}$ है, अतः न्यूनतम परिमाप $${x} + ${y} + ${low} = ${answer}$ सेमी है।`,
      },
    }[ask];
    const unitAnswer = ask === 'count' || ask === 'longest' ? { en: '', hi: '' } : { en: ' cm', hi: ' सेमी' };
    const solution = {
      en: [
        `Triangle inequality: the third side $c$ lies strictly between the difference and the sum of the other two, $${range}$.`,
        last.en,
        '',
        `**Answer: ${answer}${unitAnswer.en}**`,
      ].join('\n\n'),
      hi: [
        `त्रिभुज असमिका: तीसरी भुजा $c$ अन्य दो भुजाओं के अंतर से अधिक और योग से कम होती है, $${range}$।`,
        last.hi,
        '',
        `**उत्तर: ${answer}${unitAnswer.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Whole-number third side of a triangle', hi: 'त्रिभुज की पूर्णांक तीसरी भुजा' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 50,
      numbers: [x, y, answer],
      check() {
        // Try every whole third side and keep those that make a triangle.
        const sides: number[] = [];
        for (let c = 1; c <= 100; c++) if (x + y > c && x + c > y && y + c > x) sides.push(c);
        const value =
          ask === 'count'
            ? sides.length
            : ask === 'longest'
              ? sides.filter((c) => c > x && c > y).length
              : x + y + (ask === 'max-perimeter' ? Math.max(...sides) : Math.min(...sides));
        return { kind: 'choice', correct: [options.indexOf(String(value))] };
      },
    };
  },
};

type PerimeterKind = 'all' | 'scalene' | 'isosceles';

/** The triangles a ≤ b ≤ c with whole sides and perimeter p, found by brute force. */
function trianglesWithPerimeter(p: number): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let a = 1; a <= p; a++)
    for (let b = a; a + b < p; b++) {
      const c = p - a - b;
      if (c >= b && a + b > c) out.push([a, b, c]);
    }
  return out;
}

const KIND_TEXT: Record<PerimeterKind, { en: string; hi: string }> = {
  all: { en: 'triangles', hi: 'त्रिभुज' },
  scalene: { en: 'scalene triangles (all three sides different)', hi: 'विषमबाहु त्रिभुज (तीनों भुजाएँ अलग-अलग)' },
  isosceles: {
    en: 'isosceles triangles (at least two sides equal)',
    hi: 'समद्विबाहु त्रिभुज (कम से कम दो भुजाएँ बराबर)',
  },
};

/**
 * CAT: how many non-congruent triangles with whole sides have a given perimeter (all, scalene, or
 * isosceles), counted side by side from the longest side.
 */
export const trianglesIntegerPerimeterCount: QuestionGenerator = {
  id: 'triangles/integer-perimeter-count',
  topic: 'triangles',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const p = rng.int(12, 40);
    const kind = rng.pick<PerimeterKind>(['all', 'scalene', 'isosceles']);
    // Count by the longest side c: a + b = p − c with a ≤ b ≤ c and a + b > c, so p/3 ≤ c < p/2.
    const lines: { en: string; hi: string }[] = [];
    let total = 0;
    // Flat triples a + b = c = p/2 (even p only), counted by those who forget the strict inequality.
    const flat = p % 2 === 0 ? Math.floor(p / 4) : 0;
    let all = 0;
    let scalene = 0;
    let isosceles = 0;
    if (kind === 'isosceles') {
      // Equal sides e and base p − 2e: the base is positive and shorter than 2e, so p/4 < e < p/2.
      const es: number[] = [];
      for (let e = Math.floor(p / 4) + 1; 2 * e < p; e++) es.push(e);
      total = es.length;
      lines.push({
        en: `Let the equal sides be $e$ and the base $${p} - 2e$. The base is positive and shorter than $2e$: $\\frac{${p}}{4} < e < \\frac{${p}}{2}$, so $e = ${es.join(', ')}$ (the equilateral triangle, if any, appears once).`,
        hi: `मान लें बराबर भुजाएँ $e$ हैं और आधार $${p} - 2e$। आधार धनात्मक और $2e$ से छोटा है: $\\frac{${p}}{4} < e < \\frac{${p}}{2}$, अतः $e = ${es.join(', ')}$ (समबाहु त्रिभुज, यदि हो, एक ही बार गिना गया)।`,
      });
    } else {
      for (let c = Math.ceil(p / 3); 2 * c < p; c++) {
        const rest = p - c;
        const bs: number[] = [];
        for (let b = Math.ceil(rest / 2); b <= Math.min(c, rest - 1); b++)
          if (kind === 'all' || (b < c && rest - b < b)) bs.push(b);
        if (bs.length === 0) continue;
        total += bs.length;
        const pairs = bs.map((b) => `(${rest - b}, ${b})`).join(', ');
        lines.push({
          en: `- $c = ${c}$: $(a, b) = ${pairs}$, ${bs.length} ${bs.length === 1 ? 'triangle' : 'triangles'}`,
          hi: `- $c = ${c}$: $(a, b) = ${pairs}$, ${bs.length} त्रिभुज`,
        });
      }
    }
    for (const [a, b, c] of trianglesWithPerimeter(p)) {
      all++;
      if (a < b && b < c) scalene++;
      if (a === b || b === c) isosceles++;
    }
    const answer = total;
    const wrong = [
      kind === 'all' ? scalene : all, // counts the other kind
      kind === 'isosceles' ? scalene : isosceles, // counts the third kind
      answer + flat, // lets a + b = c (a flat triangle) count
      answer - 1,
      answer + 2,
    ];
    const { options, correctIndex } = choiceOptions(rng, answer, wholePositive(wrong));
    const statement = {
      en: `How many non-congruent ${KIND_TEXT[kind].en} with all sides whole numbers of centimetres have a perimeter of ${p} cm?`,
      hi: `${p} सेमी परिमाप वाले ऐसे कितने असर्वांगसम ${KIND_TEXT[kind].hi} हैं जिनकी सभी भुजाएँ सेंटीमीटर में पूर्ण संख्याएँ हैं?`,
    };
    const setup = {
      en: `Write the sides as $a \\le b \\le c$ with $a + b + c = ${p}$. The triangle inequality needs $a + b > c$, so $c < \\frac{${p}}{2}$; and $c$ is the longest, so $c \\ge \\frac{${p}}{3}$.${kind === 'scalene' ? ' Scalene means $a < b < c$.' : ''}`,
      hi: `भुजाएँ $a \\le b \\le c$ लें, $a + b + c = ${p}$। त्रिभुज असमिका से $a + b > c$, अतः $c < \\frac{${p}}{2}$; और $c$ सबसे बड़ी है, अतः $c \\ge \\frac{${p}}{3}$।${kind === 'scalene' ? ' विषमबाहु का अर्थ है $a < b < c$।' : ''}`,
    };
    const solution = {
      en: [
        ...(kind === 'isosceles' ? [] : [setup.en]),
        lines.map((l) => l.en).join('\n'),
        `In all ${answer} ${answer === 1 ? 'triangle' : 'triangles'}.`,
        '',
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        ...(kind === 'isosceles' ? [] : [setup.hi]),
        lines.map((l) => l.hi).join('\n'),
        `कुल ${answer} त्रिभुज।`,
        '',
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Triangles with a given whole perimeter', hi: 'दिए गए पूर्णांक परिमाप वाले त्रिभुज' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 180,
      numbers: [p, answer],
      check() {
        // Every ordered triple of whole sides, kept when it is a triangle, counted once per shape.
        const seen = new Set<string>();
        for (let a = 1; a < p; a++)
          for (let b = 1; a + b < p; b++) {
            const c = p - a - b;
            if (a + b <= c || a + c <= b || b + c <= a) continue;
            const kindOk =
              kind === 'all' ||
              (kind === 'scalene' ? a !== b && b !== c && a !== c : a === b || b === c || a === c);
            if (kindOk) seen.add([a, b, c].sort((u, v) => u - v).join(','));
          }
        return { kind: 'choice', correct: [options.indexOf(String(seen.size))] };
      },
    };
  },
};
