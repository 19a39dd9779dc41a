import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { textChoiceOptions } from './answer-formats.js';
import { termTex } from './katex-math.js';

/** A two-digit number is k times its digit sum, and reversing it changes it by D: find the number. */
export const linearDigitSumMultiple: QuestionGenerator = {
  id: 'linear-equations/two-digit-number',
  topic: 'linear-equations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    // Either the number is k times its digit sum, or the digit sum is given (k = 0).
    const multiple = rng.next() < 0.4;
    let t = 0;
    let u = 0;
    let k = 0;
    for (;;) {
      t = rng.int(1, 9);
      u = rng.int(1, 9);
      const n = 10 * t + u;
      if (t === u) continue;
      if (multiple && n % (t + u) !== 0) continue;
      k = multiple ? n / (t + u) : 0;
      break;
    }
    const n = 10 * t + u;
    const rev = 10 * u + t;
    const diff = Math.abs(rev - n);
    const up = rev > n;
    const { options, correctIndex } = choiceOptions(
      rng,
      n,
      [
        rev, // gives the reversed number
        n + diff, // adds the change to the wrong number
        10 * u + t + 9, // the reversed number with a slip in the tens digit
        10 * t + u + 9, // moves a unit to the tens digit
      ].filter((v) => v >= 10 && v <= 99),
    );
    const change = up
      ? { en: `increases by ${diff}`, hi: `${diff} बढ़ जाती है` }
      : { en: `decreases by ${diff}`, hi: `${diff} घट जाती है` };
    const coeffT = 10 - k;
    const coeffU = k - 1;
    const sum = t + u;
    const first = multiple
      ? {
          en: `A two-digit number is ${k} times the sum of its digits.`,
          hi: `दो अंकों की एक संख्या अपने अंकों के योग की ${k} गुनी है।`,
          stepEn: `$10t + u = ${k}(t + u)$ gives $${coeffT === 1 ? '' : coeffT}t = ${coeffU === 1 ? '' : coeffU}u$.`,
          stepHi: `$10t + u = ${k}(t + u)$ से $${coeffT === 1 ? '' : coeffT}t = ${coeffU === 1 ? '' : coeffU}u$।`,
          checkEn: `$${10 * t + u} = ${k} \\times ${sum}$`,
        }
      : {
          en: `The sum of the digits of a two-digit number is ${sum}.`,
          hi: `दो अंकों की एक संख्या के अंकों का योग ${sum} है।`,
          stepEn: `$t + u = ${sum}$.`,
          stepHi: `$t + u = ${sum}$।`,
          checkEn: `$${t} + ${u} = ${sum}$`,
        };
    return {
      title: { en: 'Two-digit number from two digit conditions', hi: 'अंकों की दो शर्तों से दो अंकों की संख्या' },
      type: 'single',
      statement: {
        en: `${first.en} If its digits are reversed, the number ${change.en}. What is the number?`,
        hi: `${first.hi} यदि इसके अंक उलट दिए जाएँ, तो संख्या ${change.hi}। संख्या क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let the tens digit be $t$ and the units digit $u$; the number is $10t + u$.`,
          first.stepEn,
          `Reversing: $(10u + t) - (10t + u) = 9(u - t) = ${up ? diff : -diff}$, so $u - t = ${u - t}$.`,
          `Together: $t = ${t}$, $u = ${u}$, and the number is ${n} (check: ${first.checkEn}, and ${rev} is ${diff} ${up ? 'more' : 'less'}).`,
          '',
          `**Answer: ${n}**`,
        ].join('\n\n'),
        hi: [
          `माना दहाई का अंक $t$ और इकाई का अंक $u$ है; संख्या $10t + u$ है।`,
          first.stepHi,
          `अंक उलटने पर: $(10u + t) - (10t + u) = 9(u - t) = ${up ? diff : -diff}$, अतः $u - t = ${u - t}$।`,
          `दोनों से: $t = ${t}$, $u = ${u}$, और संख्या ${n} है (जाँच: ${first.checkEn}, और ${rev} इससे ${diff} ${up ? 'अधिक' : 'कम'} है)।`,
          '',
          `**उत्तर: ${n}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [multiple ? k : sum, diff, n],
      check() {
        // Try every two-digit number.
        for (let x = 10; x <= 99; x++) {
          const a = Math.floor(x / 10);
          const b = x % 10;
          const r = 10 * b + a;
          const first = multiple ? x === k * (a + b) : a + b === sum;
          if (first && r - x === (up ? diff : -diff))
            return { kind: 'choice', correct: [options.indexOf(String(x))] };
        }
        return { kind: 'choice', correct: [] };
      },
    };
  },
};

/** Tickets at two prices: how many of one kind were sold, from the count and the takings. */
export const linearTicketsSold: QuestionGenerator = {
  id: 'linear-equations/tickets-sold',
  topic: 'linear-equations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const child = rng.pick([20, 25, 30, 40, 50, 60, 75, 80, 100]);
    const adult = child + rng.pick([10, 20, 25, 30, 40, 50, 70, 100]);
    const adults = rng.int(20, 300);
    const children = rng.int(20, 300);
    const total = adults + children;
    const takings = adult * adults + child * children;
    const askChildren = rng.next() < 0.5;
    const answer = askChildren ? children : adults;
    const other = askChildren ? adults : children;
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        other, // solves for the other kind of ticket
        Math.round(takings / (adult + child)), // divides the takings by the sum of the prices
        Math.abs(total - Math.round(takings / adult)), // treats every ticket as an adult one
        answer + 10, // an arithmetic slip in the last step
      ].filter((v) => v > 0 && v !== total),
    );
    const kind = askChildren ? { en: "children's", hi: 'बच्चों के' } : { en: 'adult', hi: 'वयस्कों के' };
    const gap = adult - child;
    return {
      title: { en: 'Tickets sold at two prices', hi: 'दो दामों पर बिके टिकट' },
      type: 'single',
      statement: {
        en: `At a fair, an adult ticket costs ₹${adult} and a child's ticket ₹${child}. On one day ${total} tickets were sold for a total of ₹${takings}. How many ${kind.en} tickets were sold?`,
        hi: `एक मेले में वयस्क का टिकट ₹${adult} का और बच्चे का टिकट ₹${child} का है। एक दिन कुल ${total} टिकट बिके और ₹${takings} प्राप्त हुए। ${kind.hi} कितने टिकट बिके?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let $a$ adult and $c$ children's tickets be sold: $a + c = ${total}$ and $${adult}a + ${child}c = ${takings}$.`,
          `Take ${child} times the first equation from the second: $${gap}a = ${takings} - ${child * total} = ${gap * adults}$, so $a = ${adults}$.`,
          `Then $c = ${total} - ${adults} = ${children}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `माना $a$ वयस्क और $c$ बच्चों के टिकट बिके: $a + c = ${total}$ और $${adult}a + ${child}c = ${takings}$।`,
          `दूसरे समीकरण में से पहले का ${child} गुना घटाएँ: $${gap}a = ${takings} - ${child * total} = ${gap * adults}$, अतः $a = ${adults}$।`,
          `तब $c = ${total} - ${adults} = ${children}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 50,
      numbers: [adult, child, total, takings, answer],
      check() {
        // Try every split of the tickets.
        for (let a = 0; a <= total; a++) {
          if (adult * a + child * (total - a) === takings) {
            return { kind: 'choice', correct: [options.indexOf(String(askChildren ? total - a : a))] };
          }
        }
        return { kind: 'choice', correct: [] };
      },
    };
  },
};

/** A reduced proper fraction n/d in KaTeX, or null when it is not a proper positive fraction. */
function properFraction(n: number, d: number): string | null {
  if (n <= 0 || d <= 0 || n >= d) return null;
  const g = gcd(n, d);
  return `\\frac{${n / g}}{${d / g}}`;
}

/** A fraction changes when a number is added to (and another taken from) both its terms: find it. */
export const linearFractionFromChanges: QuestionGenerator = {
  id: 'linear-equations/fraction-from-changes',
  topic: 'linear-equations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let n = 0;
    let d = 0;
    let a = 0;
    let b = 0;
    for (;;) {
      d = rng.int(5, 25);
      n = rng.int(2, d - 1);
      a = rng.int(1, 6);
      b = rng.int(1, Math.min(5, n - 1));
      if (gcd(n, d) !== 1 || gcd(n + a, d + a) === 1 || gcd(n - b, d - b) === 1) continue;
      break;
    }
    const g1 = gcd(n + a, d + a);
    const g2 = gcd(n - b, d - b);
    const [p1, q1] = [(n + a) / g1, (d + a) / g1];
    const [p2, q2] = [(n - b) / g2, (d - b) / g2];
    const right = `$\\frac{${n}}{${d}}$`;
    const mistakes = [
      properFraction(p1 - a, q1 - a), // takes a back from the reduced fraction
      properFraction(p2 + b, q2 + b), // adds b back to the reduced fraction
      properFraction(n + 1, d + 1), // an arithmetic slip
      properFraction(n, d + 1), // an arithmetic slip in the denominator
      properFraction(n - 1, d - 1),
      properFraction(n + 1, d + 2),
    ]
      .filter((f): f is string => f !== null)
      .map((f) => `$${f}$`);
    const { options, correctIndex } = textChoiceOptions(rng, right, mistakes);
    const f1 = `\\frac{${p1}}{${q1}}`;
    const f2 = `\\frac{${p2}}{${q2}}`;
    // q1(x + a) = p1(y + a) and q2(x − b) = p2(y − b).
    const times = (m: number, inner: string) => (m === 1 ? inner : `${m}(${inner})`);
    const e1 = `${times(q1, `x + ${a}`)} = ${times(p1, `y + ${a}`)}`;
    const e2 = `${times(q2, `x - ${b}`)} = ${times(p2, `y - ${b}`)}`;
    const lin1 = `${termTex(q1, 'x')} - ${termTex(p1, 'y')} = ${a * (p1 - q1)}`;
    const lin2 = `${termTex(q2, 'x')} - ${termTex(p2, 'y')} = ${b * (q2 - p2)}`;
    return {
      title: { en: 'Fraction from changes to both terms', hi: 'दोनों पदों में परिवर्तन से भिन्न' },
      type: 'single',
      statement: {
        en: `If ${a} is added to both the numerator and the denominator of a fraction, it becomes $${f1}$. If ${b} is subtracted from both, it becomes $${f2}$. What is the fraction?`,
        hi: `यदि किसी भिन्न के अंश और हर दोनों में ${a} जोड़ा जाए, तो वह $${f1}$ हो जाती है। यदि दोनों में से ${b} घटाया जाए, तो वह $${f2}$ हो जाती है। भिन्न क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'Let the fraction be $\\frac{x}{y}$.',
          `First change: $${e1}$, i.e. $${lin1}$.`,
          `Second change: $${e2}$, i.e. $${lin2}$.`,
          `Solving the two equations: $x = ${n}$, $y = ${d}$. Check: $\\frac{${n + a}}{${d + a}} = ${f1}$ and $\\frac{${n - b}}{${d - b}} = ${f2}$.`,
          '',
          `**Answer: ${right}**`,
        ].join('\n\n'),
        hi: [
          'माना भिन्न $\\frac{x}{y}$ है।',
          `पहला परिवर्तन: $${e1}$, यानी $${lin1}$।`,
          `दूसरा परिवर्तन: $${e2}$, यानी $${lin2}$।`,
          `दोनों समीकरण हल करने पर: $x = ${n}$, $y = ${d}$। जाँच: $\\frac{${n + a}}{${d + a}} = ${f1}$ और $\\frac{${n - b}}{${d - b}} = ${f2}$।`,
          '',
          `**उत्तर: ${right}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 100,
      numbers: [a, b, p1, q1, p2, q2],
      check() {
        // Search all fractions x/y with small terms that satisfy both changes exactly.
        for (let y = 2; y <= 60; y++) {
          for (let x = b + 1; x < y; x++) {
            if (q1 * (x + a) === p1 * (y + a) && q2 * (x - b) === p2 * (y - b))
              return { kind: 'choice', correct: [options.indexOf(`$\\frac{${x}}{${y}}$`)] };
          }
        }
        return { kind: 'choice', correct: [] };
      },
    };
  },
};

/** All questions attempted with marks for right and a penalty for wrong answers: how many were right. */
export const linearMarkingScheme: QuestionGenerator = {
  id: 'linear-equations/marking-scheme',
  topic: 'linear-equations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const [plus, minus] = rng.pick([
      [4, 1],
      [3, 1],
      [2, 1],
      [5, 2],
      [4, 2],
      [3, 2],
    ] as const);
    const total = rng.pick([25, 30, 40, 50, 60, 75, 80, 100]);
    let right = 0;
    let score = 0;
    for (;;) {
      right = rng.int(Math.ceil(total / 3), total - 2);
      score = plus * right - minus * (total - right);
      if (score > 0) break;
    }
    const wrong = total - right;
    const askRight = rng.next() < 0.6;
    const answer = askRight ? right : wrong;
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        askRight ? wrong : right, // gives the other count
        Math.round(score / plus), // ignores the penalty
        Math.round((score + minus * total) / (plus - minus)), // subtracts the penalty instead of adding it
        Math.round((score + total) / (plus + minus)), // forgets to multiply the total by the penalty
      ].filter((v) => v > 0 && v <= total),
    );
    const ask = askRight
      ? {
          en: 'How many questions did the candidate answer correctly?',
          hi: 'अभ्यर्थी ने कितने प्रश्नों के सही उत्तर दिए?',
        }
      : {
          en: 'How many questions did the candidate answer wrongly?',
          hi: 'अभ्यर्थी ने कितने प्रश्नों के गलत उत्तर दिए?',
        };
    return {
      title: { en: 'Right answers under negative marking', hi: 'ऋणात्मक अंकन में सही उत्तर' },
      type: 'single',
      statement: {
        en: `In a test of ${total} questions, each correct answer earns ${plus} marks and each wrong answer costs ${minus} ${minus === 1 ? 'mark' : 'marks'}. A candidate attempted every question and scored ${score}. ${ask.en}`,
        hi: `${total} प्रश्नों की एक परीक्षा में हर सही उत्तर पर ${plus} अंक मिलते हैं और हर गलत उत्तर पर ${minus} ${minus === 1 ? 'अंक कटता है' : 'अंक कटते हैं'}। एक अभ्यर्थी ने सभी प्रश्न हल किए और ${score} अंक पाए। ${ask.hi}`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let $r$ answers be right; then $${total} - r$ are wrong.`,
          `$${plus}r - ${minus}(${total} - r) = ${score}$, so $${plus + minus}r = ${score} + ${minus * total} = ${score + minus * total}$ and $r = ${right}$.`,
          `Wrong answers: $${total} - ${right} = ${wrong}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `माना $r$ उत्तर सही हैं; तब $${total} - r$ गलत हैं।`,
          `$${plus}r - ${minus}(${total} - r) = ${score}$, अतः $${plus + minus}r = ${score} + ${minus * total} = ${score + minus * total}$ और $r = ${right}$।`,
          `गलत उत्तर: $${total} - ${right} = ${wrong}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 50,
      numbers: [total, plus, minus, score, answer],
      check() {
        // Try every possible number of right answers.
        for (let r = 0; r <= total; r++) {
          if (plus * r - minus * (total - r) === score)
            return { kind: 'choice', correct: [options.indexOf(String(askRight ? r : total - r))] };
        }
        return { kind: 'choice', correct: [] };
      },
    };
  },
};
