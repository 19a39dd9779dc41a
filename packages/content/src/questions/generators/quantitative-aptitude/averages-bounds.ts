import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/** Distinct positive integers with a given average and the smallest few's average: the largest possible (CAT). */
export const averagesMaxPossibleMember: QuestionGenerator = {
  id: 'averages/largest-possible-member',
  topic: 'averages',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    let n = 0;
    let k = 0;
    let avg = 0;
    let small = 0;
    let top = 0;
    let answer = 0;
    for (;;) {
      n = rng.int(6, 11);
      k = rng.int(2, 4);
      small = rng.int(k, 30);
      avg = rng.int(small + 3, small + 40);
      const S = k * small;
      top = Math.ceil((S + (k * (k - 1)) / 2) / k); // least possible k-th smallest
      const m = n - k - 1; // numbers between the small group and the largest
      const middle = m * top + (m * (m + 1)) / 2; // top + 1, …, top + m
      answer = n * avg - S - middle;
      if (answer > top + m && answer <= 400) break;
    }
    const m = n - k - 1;
    const S = k * small;
    const last = top + m;
    const below = Array.from({ length: k }, (_, i) => top - 1 - i);
    const sumBelow = below.reduce((x, y) => x + y, 0);
    // One set of k distinct numbers with largest `top` and sum S: lower the smaller ones in turn.
    const example = Array.from({ length: k }, (_, i) => top - k + 1 + i);
    let excess = example.reduce((x, y) => x + y, 0) - S;
    for (let i = 0; i < k - 1 && excess > 0; i++) {
      const floor = i === 0 ? 1 : (example[i - 1] ?? 0) + 1;
      const cut = Math.min(excess, (example[i] ?? 0) - floor);
      example[i] = (example[i] ?? 0) - cut;
      excess -= cut;
    }
    return {
      title: { en: 'Largest possible member given two averages', hi: 'दो औसतों से सबसे बड़ा संभव सदस्य' },
      type: 'numeric',
      statement: {
        en: `The average of ${n} distinct positive integers is ${avg}. The average of the smallest ${k} of them is ${small}. What is the largest possible value of the greatest of these integers?`,
        hi: `${n} भिन्न धनात्मक पूर्णांकों का औसत ${avg} है। इनमें से सबसे छोटे ${k} का औसत ${small} है। इन पूर्णांकों में सबसे बड़े का अधिकतम संभव मान क्या है?`,
      },
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution: {
        en: [
          `Sum of all ${n} $= ${n} \\times ${avg} = ${n * avg}$; sum of the smallest ${k} $= ${k} \\times ${small} = ${S}$.`,
          `To make the greatest as large as possible, make the other ${m} as small as possible. They must exceed the largest of the smallest ${k}, so first make that one as small as it can be. If it were ${top - 1} or less, the smallest ${k} could add up to at most $${below.join(' + ')} = ${sumBelow} < ${S}$; with ${top} it works: ${example.join(' + ')} $= ${S}$.`,
          `The ${m} numbers in between are then at least $${top + 1}, ${top + 2}, \\dots, ${last}$, with sum $${m * top + (m * (m + 1)) / 2}$.`,
          `Greatest $= ${n * avg} - ${S} - ${m * top + (m * (m + 1)) / 2} = ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `सभी ${n} का योग $= ${n} \\times ${avg} = ${n * avg}$; सबसे छोटे ${k} का योग $= ${k} \\times ${small} = ${S}$।`,
          `सबसे बड़े को अधिकतम बनाने के लिए बाकी ${m} संख्याओं को न्यूनतम रखें। वे सबसे छोटे ${k} में सबसे बड़ी संख्या से बड़ी होनी चाहिए, इसलिए पहले उसे न्यूनतम करें। यदि वह ${top - 1} या कम होती, तो सबसे छोटे ${k} का योग अधिकतम $${below.join(' + ')} = ${sumBelow} < ${S}$ होता; ${top} से यह संभव है: ${example.join(' + ')} $= ${S}$।`,
          `तब बीच की ${m} संख्याएँ कम से कम $${top + 1}, ${top + 2}, \\dots, ${last}$ हैं, जिनका योग $${m * top + (m * (m + 1)) / 2}$ है।`,
          `सबसे बड़ा $= ${n * avg} - ${S} - ${m * top + (m * (m + 1)) / 2} = ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 210,
      numbers: [n, avg, k, small, answer],
      check() {
        // Feasibility search: from the largest candidate down, can the others be filled in?
        const sumRange = (lo: number, cnt: number) => cnt * lo + (cnt * (cnt - 1)) / 2; // lo, lo + 1, …
        for (let L = n * avg; L >= 1; L--) {
          for (let c = k; c < L; c++) {
            // k distinct positive integers with largest c and sum S
            if (sumRange(1, k - 1) + c > S || sumRange(c - k + 1, k) < S) continue;
            const M = n * avg - S - L;
            if (c + m >= L) continue;
            if (M >= sumRange(c + 1, m) && M <= sumRange(L - m, m))
              return { kind: 'numeric', value: L, tolerance: 0 };
          }
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};

/** Boys' and girls' averages and the class average with the class size in a range: the number of girls. */
export const averagesClassSizeInRange: QuestionGenerator = {
  id: 'averages/class-size-from-averages',
  topic: 'averages',
  difficulty: 'medium',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    let boys = 0;
    let girls = 0;
    let mean = 0;
    let p = 0;
    let q = 0;
    let t = 0;
    let low = 0;
    let high = 0;
    for (;;) {
      boys = rng.int(40, 85);
      girls = rng.int(40, 85);
      mean = rng.int(Math.min(boys, girls) + 1, Math.max(boys, girls) - 1);
      if (boys === girls) continue;
      // Alligation: boys : girls = |girls − mean| : |mean − boys|.
      const [x, y] = [Math.abs(girls - mean), Math.abs(mean - boys)];
      const g = gcd(x, y);
      [p, q] = [x / g, y / g];
      const s = p + q;
      if (s < 5 || p === q) continue;
      t = rng.int(2, Math.max(2, Math.floor(90 / s)));
      const size = s * t;
      if (size < 20 || size > 90) continue;
      // A range holding exactly one multiple of s: the class size.
      low = size - rng.int(1, s - 1);
      high = size + rng.int(1, s - 1);
      if (high - low >= s + 1 || low < 1) continue;
      break;
    }
    const s = p + q;
    const size = s * t;
    const raw = `${Math.abs(girls - mean)} : ${Math.abs(mean - boys)}`;
    const cross = raw === `${p} : ${q}` ? raw : `${raw} = ${p} : ${q}`;
    const answer = q * t;
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        p * t, // reads the alligation cross the wrong way round (gives the boys)
        size, // gives the whole class
        q * (t + 1), // takes the next multiple of the ratio total
        q * (t - 1), // takes the previous multiple of the ratio total
        q, // stops at the parts of the ratio
        Math.round(((high + low) / 2) * (q / s)), // splits the middle of the range in the ratio
      ].filter((v) => Number.isInteger(v) && v > 0),
    );
    return {
      title: { en: "Class size from boys' and girls' averages", hi: 'लड़कों और लड़कियों के औसत से कक्षा का आकार' },
      type: 'single',
      statement: {
        en: `In a class, the average score of the boys is ${boys} and that of the girls is ${girls}; the average of the whole class is ${mean}. The class has more than ${low} but fewer than ${high} students. How many girls are there in the class?`,
        hi: `एक कक्षा में लड़कों का औसत अंक ${boys} और लड़कियों का ${girls} है; पूरी कक्षा का औसत ${mean} है। कक्षा में ${low} से अधिक परंतु ${high} से कम विद्यार्थी हैं। कक्षा में कितनी लड़कियाँ हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Alligation: boys : girls $= |${girls} - ${mean}| : |${mean} - ${boys}| = ${cross}$.`,
          `So the class size is a multiple of $${p} + ${q} = ${s}$.`,
          `The only multiple of ${s} between ${low} and ${high} is ${size}, so the class has ${size} students.`,
          `Girls $= \\frac{${q}}{${s}} \\times ${size} = ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `एलीगेशन: लड़के : लड़कियाँ $= |${girls} - ${mean}| : |${mean} - ${boys}| = ${cross}$।`,
          `अतः कक्षा में विद्यार्थियों की संख्या $${p} + ${q} = ${s}$ का गुणज है।`,
          `${low} और ${high} के बीच ${s} का एकमात्र गुणज ${size} है, अतः कक्षा में ${size} विद्यार्थी हैं।`,
          `लड़कियाँ $= \\frac{${q}}{${s}} \\times ${size} = ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 150,
      numbers: [boys, girls, mean, low, high, answer],
      check() {
        // Try every class size in the range and every split into boys and girls; keep the one that fits.
        const found: number[] = [];
        for (let n = low + 1; n < high; n++) {
          for (let g = 1; g < n; g++) {
            if ((n - g) * boys + g * girls === n * mean) found.push(g);
          }
        }
        const value = found.length === 1 ? (found[0] ?? -1) : -1;
        return { kind: 'choice', correct: [options.indexOf(String(value))] };
      },
    };
  },
};
