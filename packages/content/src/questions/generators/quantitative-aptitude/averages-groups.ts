import type { LocalisedText } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { englishText } from './answer-formats.js';

/** A number with at most two decimals, without float noise: 46.5, 47. */
const dec = (v: number) => String(Math.round(v * 100) / 100);

/** The average of consecutive odd or even numbers: the largest or the smallest of them. */
export const averagesConsecutiveNumbers: QuestionGenerator = {
  id: 'averages/consecutive-odd-even',
  topic: 'averages',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const odd = rng.next() < 0.5;
    const n = rng.int(5, 15);
    let small = 0;
    do small = rng.int(5, 90);
    while (small % 2 !== (odd ? 1 : 0));
    const avg = small + n - 1; // the middle of s, s + 2, …, s + 2(n − 1)
    const large = small + 2 * (n - 1);
    const askLarge = rng.next() < 0.5;
    const answer = askLarge ? large : small;
    const sgn = askLarge ? 1 : -1;
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        avg + sgn * 2 * (n - 1), // moves the whole span instead of half of it
        avg + sgn * n, // one step of 1 too many
        avg + sgn * (n - 1) * (1 / 2), // steps of 1 instead of 2
        askLarge ? small : large, // gives the other end
        answer + sgn * 2, // one number too many
        answer - sgn * 2, // one number too few
        avg + sgn * 2 * n, // the span of n steps of 2
      ].filter((v) => Number.isInteger(v) && v > 0 && v % 2 === answer % 2), // same parity as the numbers
    );
    const kind = odd ? { en: 'odd', hi: 'विषम' } : { en: 'even', hi: 'सम' };
    const end = askLarge ? { en: 'largest', hi: 'सबसे बड़ी' } : { en: 'smallest', hi: 'सबसे छोटी' };
    return {
      title: { en: 'Average of consecutive odd or even numbers', hi: 'क्रमागत विषम या सम संख्याओं का औसत' },
      type: 'single',
      statement: {
        en: `The average of ${n} consecutive ${kind.en} numbers is ${avg}. What is the ${end.en} of these numbers?`,
        hi: `${n} क्रमागत ${kind.hi} संख्याओं का औसत ${avg} है। इनमें ${end.hi} संख्या कौन-सी है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let the numbers be $a, a + 2, \\dots, a + ${2 * (n - 1)}$. Their average is the middle value $a + ${n - 1}$.`,
          `So $a + ${n - 1} = ${avg}$, giving $a = ${small}$; the largest is $${small} + ${2 * (n - 1)} = ${large}$.`,
          `The ${end.en} number is ${answer}.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `मान लें संख्याएँ $a, a + 2, \\dots, a + ${2 * (n - 1)}$ हैं। इनका औसत बीच का मान $a + ${n - 1}$ है।`,
          `अतः $a + ${n - 1} = ${avg}$, जिससे $a = ${small}$; सबसे बड़ी संख्या $${small} + ${2 * (n - 1)} = ${large}$ है।`,
          `${end.hi} संख्या ${answer} है।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [n, avg, answer],
      check() {
        // Slide a window of n consecutive odd (even) numbers until its average is the given one.
        for (let s = odd ? 1 : 2; s <= 1000; s += 2) {
          const list = Array.from({ length: n }, (_, i) => s + 2 * i);
          if (list.reduce((x, y) => x + y, 0) === avg * n) {
            const v = askLarge ? Math.max(...list) : Math.min(...list);
            return { kind: 'choice', correct: [options.indexOf(String(v))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** One observation was recorded wrongly: the correct average. */
export const averagesWrongEntry: QuestionGenerator = {
  id: 'averages/wrong-entry-corrected',
  topic: 'averages',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let n = 0;
    let avg = 0;
    let right = 0;
    let wrong = 0;
    for (;;) {
      n = rng.pick([5, 8, 10, 12, 15, 20, 25, 30, 40, 50]);
      avg = rng.int(25, 90);
      const tens = rng.int(1, 9);
      const units = rng.int(1, 9);
      if (rng.next() < 0.5) {
        // digits swapped, the classic slip
        right = 10 * tens + units;
        wrong = 10 * units + tens;
      } else {
        right = rng.int(10, 99);
        wrong = rng.int(10, 99);
      }
      if (right !== wrong && ((right - wrong) * 10) % n === 0 && wrong < n * avg) break;
    }
    const diff = right - wrong;
    const correct = avg + diff / n;
    const { options, correctIndex } = choiceOptions(
      rng,
      correct,
      [
        avg - diff / n, // corrects in the wrong direction
        avg + diff / (n - 1), // divides by one observation fewer
        avg + (2 * diff) / n, // counts the error twice
        avg + diff / 10, // divides by ten whatever the count
        avg + diff / (n + 1), // divides by one observation more
      ].filter((v) => v > 0 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9 && v !== avg),
      dec,
    );
    const sign = diff > 0 ? '+' : '-';
    return {
      title: { en: 'Average after correcting a wrong entry', hi: 'गलत प्रविष्टि सुधारने के बाद औसत' },
      type: 'single',
      statement: {
        en: `The average of ${n} observations was found to be ${avg}. Later it was noticed that the observation ${right} had been recorded as ${wrong}. What is the correct average?`,
        hi: `${n} प्रेक्षणों का औसत ${avg} पाया गया। बाद में पता चला कि प्रेक्षण ${right} को ${wrong} लिख लिया गया था। सही औसत क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Recorded total $= ${n} \\times ${avg} = ${n * avg}$.`,
          `Correct total $= ${n * avg} - ${wrong} + ${right} = ${n * avg + diff}$.`,
          `Correct average $= \\frac{${n * avg + diff}}{${n}} = ${avg} ${sign} \\frac{${Math.abs(diff)}}{${n}} = ${dec(correct)}$.`,
          '',
          `**Answer: ${dec(correct)}**`,
        ].join('\n\n'),
        hi: [
          `दर्ज योग $= ${n} \\times ${avg} = ${n * avg}$।`,
          `सही योग $= ${n * avg} - ${wrong} + ${right} = ${n * avg + diff}$।`,
          `सही औसत $= \\frac{${n * avg + diff}}{${n}} = ${avg} ${sign} \\frac{${Math.abs(diff)}}{${n}} = ${dec(correct)}$।`,
          '',
          `**उत्तर: ${dec(correct)}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [n, avg, right, wrong],
      check() {
        // Rebuild a list with that average holding the wrong value, fix it and average again.
        const others = (n * avg - wrong) / (n - 1);
        const list = [right, ...Array.from({ length: n - 1 }, () => others)];
        const mean = list.reduce((x, y) => x + y, 0) / n;
        return { kind: 'choice', correct: [options.indexOf(dec(mean))] };
      },
    };
  },
};

/** "1 year" / "3 years" with the Hindi "वर्ष". */
const yearsText = (n: string): LocalisedText => ({
  en: `${n} ${n === '1' ? 'year' : 'years'}`,
  hi: `${n} वर्ष`,
});

/** A family's average age some years ago and today, a baby born since: the baby's age. */
export const averagesFamilyBaby: QuestionGenerator = {
  id: 'averages/family-with-new-baby',
  topic: 'averages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    let n = 0;
    let k = 0;
    let before = 0;
    let baby = 0;
    let today = 0;
    for (;;) {
      n = rng.int(3, 7);
      k = rng.int(2, 8);
      before = rng.int(16, 40);
      baby = rng.int(1, k - 1);
      const total = n * (before + k) + baby;
      if (total % (n + 1) === 0) {
        today = total / (n + 1);
        break;
      }
    }
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      baby,
      [
        (n + 1) * today - n * before, // forgets that the members have aged
        (n + 1) * today - n * before - k, // ages the family by k years in all, not k each
        n * today - n * (before + k) + today - k, // subtracts the years once more from the baby
        k - baby, // the years before the birth
      ].filter((v) => Number.isInteger(v) && v > 0),
    );
    const options = raw.map(yearsText);
    return {
      title: { en: "Family's average age and a newborn", hi: 'परिवार की औसत आयु और नवजात शिशु' },
      type: 'single',
      statement: {
        en: `${k} years ago, the average age of a family of ${n} members was ${before} years. A baby has since been born, and the average age of the family today is ${today} years. How old is the baby now?`,
        hi: `${k} वर्ष पहले ${n} सदस्यों वाले एक परिवार की औसत आयु ${before} वर्ष थी। इस बीच एक शिशु का जन्म हुआ है, और आज परिवार की औसत आयु ${today} वर्ष है। शिशु की वर्तमान आयु कितनी है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `${k} years ago the ${n} members' ages added up to $${n} \\times ${before} = ${n * before}$ years; each is ${k} years older now, so today they add up to $${n * before} + ${n} \\times ${k} = ${n * (before + k)}$ years.`,
          `Today's total with the baby $= ${n + 1} \\times ${today} = ${(n + 1) * today}$ years.`,
          `Baby's age $= ${(n + 1) * today} - ${n * (before + k)} = ${baby}$.`,
          '',
          `**Answer: ${englishText(yearsText(String(baby)))}**`,
        ].join('\n\n'),
        hi: [
          `${k} वर्ष पहले ${n} सदस्यों की आयु का योग $${n} \\times ${before} = ${n * before}$ वर्ष था; अब हर सदस्य ${k} वर्ष बड़ा है, अतः आज योग $${n * before} + ${n} \\times ${k} = ${n * (before + k)}$ वर्ष है।`,
          `शिशु सहित आज का योग $= ${n + 1} \\times ${today} = ${(n + 1) * today}$ वर्ष।`,
          `शिशु की आयु $= ${(n + 1) * today} - ${n * (before + k)} = ${baby}$।`,
          '',
          `**उत्तर: ${baby} वर्ष**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [k, n, before, today, baby],
      check() {
        // Try each possible age of the baby (born within the last k years).
        for (let b = 0; b < k; b++) {
          if (n * before + n * k + b === (n + 1) * today)
            return {
              kind: 'choice',
              correct: [options.findIndex((o) => englishText(o) === englishText(yearsText(String(b))))],
            };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Two sections' averages and the combined average: the number of students in the second section. */
export const averagesTwoSections: QuestionGenerator = {
  id: 'averages/two-sections-combined',
  topic: 'averages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let n1 = 0;
    let n2 = 0;
    let a1 = 0;
    let a2 = 0;
    let mean = 0;
    for (;;) {
      n1 = rng.int(12, 60);
      n2 = rng.int(12, 60);
      a1 = rng.int(40, 90);
      a2 = rng.int(40, 90);
      mean = (n1 * a1 + n2 * a2) / (n1 + n2);
      if (a1 !== a2 && n1 !== n2 && Number.isInteger(mean) && mean !== a1 && mean !== a2) break;
    }
    const { options, correctIndex } = choiceOptions(
      rng,
      n2,
      [
        (n1 * (mean - a2)) / (a1 - mean), // reads the alligation cross the wrong way round
        (n1 * a1) / mean - n1, // takes section A's total as the whole class's total
        (n1 * (a1 + a2)) / (2 * mean), // averages the two averages first
        n1 + n2, // gives the whole class
        n2 + 2, // nearby counts, when the mistakes above collide
        n2 - 2,
      ].filter((v) => Number.isInteger(v) && v > 0 && v !== n1),
    );
    const gap = Math.abs(mean - a2);
    const nTerm = gap === 1 ? 'n' : `${gap}n`;
    return {
      title: { en: 'Two sections and the combined average', hi: 'दो वर्ग और संयुक्त औसत' },
      type: 'single',
      statement: {
        en: `Section A of a class has ${n1} students whose average score is ${a1}. The average score of section B is ${a2}. If the average score of both sections together is ${mean}, how many students are there in section B?`,
        hi: `एक कक्षा के वर्ग A में ${n1} विद्यार्थी हैं जिनका औसत अंक ${a1} है। वर्ग B का औसत अंक ${a2} है। यदि दोनों वर्गों का संयुक्त औसत अंक ${mean} है, तो वर्ग B में कितने विद्यार्थी हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let section B have $n$ students. Total score: $${n1} \\times ${a1} + ${a2}n = ${mean}(${n1} + n)$.`,
          `$${n1 * a1} + ${a2}n = ${n1 * mean} + ${mean}n$, so $${nTerm} = ${Math.abs(n1 * a1 - n1 * mean)}$ and $n = ${n2}$.`,
          `(Alligation: A : B $= |${a2} - ${mean}| : |${a1} - ${mean}| = ${Math.abs(a2 - mean)} : ${Math.abs(a1 - mean)}$, and A has ${n1}: B $= ${n1} \\times \\frac{${Math.abs(a1 - mean)}}{${Math.abs(a2 - mean)}} = ${n2}$.)`,
          '',
          `**Answer: ${n2}**`,
        ].join('\n\n'),
        hi: [
          `मान लें वर्ग B में $n$ विद्यार्थी हैं। कुल अंक: $${n1} \\times ${a1} + ${a2}n = ${mean}(${n1} + n)$।`,
          `$${n1 * a1} + ${a2}n = ${n1 * mean} + ${mean}n$, अतः $${nTerm} = ${Math.abs(n1 * a1 - n1 * mean)}$ और $n = ${n2}$।`,
          `(एलीगेशन: A : B $= |${a2} - ${mean}| : |${a1} - ${mean}| = ${Math.abs(a2 - mean)} : ${Math.abs(a1 - mean)}$, और A में ${n1} हैं: B $= ${n1} \\times \\frac{${Math.abs(a1 - mean)}}{${Math.abs(a2 - mean)}} = ${n2}$।)`,
          '',
          `**उत्तर: ${n2}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [n1, a1, a2, mean, n2],
      check() {
        // Add students to section B one at a time until the combined average is reached.
        for (let n = 1; n <= 1000; n++) {
          if (n1 * a1 + n * a2 === mean * (n1 + n))
            return { kind: 'choice', correct: [options.indexOf(String(n))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
