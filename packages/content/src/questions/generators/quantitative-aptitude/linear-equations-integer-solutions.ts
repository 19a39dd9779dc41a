import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { elementAt } from '../shared/list-access.js';
import { PERSON_NAMES } from '../shared/person-names.js';

/** Three unknowns given in pairs (x + y, y + z, z + x): one of them, by adding all three equations. */
export const linearPairwiseSums: QuestionGenerator = {
  id: 'linear-equations/three-pairwise-sums',
  topic: 'linear-equations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const money = rng.next() < 0.5;
    let x = 0;
    let y = 0;
    let z = 0;
    for (;;) {
      [x, y, z] = money
        ? [rng.int(10, 90) * 10, rng.int(10, 90) * 10, rng.int(10, 90) * 10]
        : [rng.int(-9, 15), rng.int(-9, 15), rng.int(-9, 15)];
      if (new Set([x, y, z]).size === 3 && x * y * z !== 0) break;
    }
    const [A, B, C] = [x + y, y + z, z + x];
    const which = rng.int(0, 2);
    const answer = elementAt([x, y, z], which);
    const total = x + y + z;
    const fmt = money ? (n: number) => `₹${n}` : String;
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        total, // stops at the sum of all three
        A + B + C, // forgets to halve the added equations
        elementAt([y, z, x], which), // solves for the neighbour
        elementAt([z, x, y], which), // solves for the other one
      ].filter((v) => (money ? v > 0 : true)),
      fmt,
    );
    const names = rng.shuffle(PERSON_NAMES).slice(0, 3);
    const [P, Q, R] = [elementAt(names, 0), elementAt(names, 1), elementAt(names, 2)];
    const askedName = elementAt([P, Q, R], which);
    const asked = money ? askedName.en : elementAt(['x', 'y', 'z'], which);
    const askedHi = money ? askedName.hi : asked;
    const pairOut = elementAt([B, C, A], which); // the pair without the asked one
    const statement = money
      ? {
          en: `${P.en} and ${Q.en} together have ₹${A}, ${Q.en} and ${R.en} together have ₹${B}, and ${R.en} and ${P.en} together have ₹${C}. How much money does ${asked} have?`,
          hi: `${P.hi} और ${Q.hi} के पास मिलाकर ₹${A} हैं, ${Q.hi} और ${R.hi} के पास मिलाकर ₹${B} हैं, तथा ${R.hi} और ${P.hi} के पास मिलाकर ₹${C} हैं। ${askedHi} के पास कितने रुपये हैं?`,
        }
      : {
          en: `If $x + y = ${A}$, $y + z = ${B}$ and $z + x = ${C}$, what is the value of $${asked}$?`,
          hi: `यदि $x + y = ${A}$, $y + z = ${B}$ और $z + x = ${C}$, तो $${asked}$ का मान क्या है?`,
        };
    const sumLine = `${A} + ${B} + ${C}`.replace(/\+ -/g, '- ');
    return {
      title: { en: 'Three unknowns from pairwise sums', hi: 'जोड़ों के योग से तीन अज्ञात' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Add the three equations: every unknown is counted twice, so twice the total is $${sumLine} = ${A + B + C}$ and the total is ${fmt(total)}.`,
          `Take away the pair that leaves out ${money ? asked : `$${asked}$`}: $${total} - ${pairOut < 0 ? `(${pairOut})` : pairOut} = ${answer}$.`,
          '',
          `**Answer: ${fmt(answer)}**`,
        ].join('\n\n'),
        hi: [
          `तीनों समीकरण जोड़ें: हर अज्ञात दो बार गिना जाता है, अतः कुल का दोगुना $${sumLine} = ${A + B + C}$ है और कुल ${fmt(total)} है।`,
          `वह जोड़ा घटाएँ जिसमें ${money ? askedHi : `$${asked}$`} नहीं है: $${total} - ${pairOut < 0 ? `(${pairOut})` : pairOut} = ${answer}$।`,
          '',
          `**उत्तर: ${fmt(answer)}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [Math.abs(A), Math.abs(B), Math.abs(C), Math.abs(answer)],
      check() {
        // Try every value of the first unknown and follow the equations round.
        for (let a = -2000; a <= 2000; a++) {
          const b = A - a;
          const c = B - b;
          if (c + a === C)
            return { kind: 'choice', correct: [options.indexOf(fmt(elementAt([a, b, c], which)))] };
        }
        return { kind: 'choice', correct: [] };
      },
    };
  },
};

/** The solutions of ax + by = c in positive (or non-negative) integers: x runs in steps of b/g. */
function solutionsOf(a: number, b: number, c: number, least: number): [number, number][] {
  const out: [number, number][] = [];
  for (let x = least; a * x <= c; x++) {
    const rest = c - a * x;
    if (rest % b === 0 && rest / b >= least) out.push([x, rest / b]);
  }
  return out;
}

/** CAT: how many positive or non-negative integer pairs solve ax + by = c (a coin version too). */
export const linearIntegerSolutionsCount: QuestionGenerator = {
  id: 'linear-equations/integer-solutions-count',
  topic: 'linear-equations',
  difficulty: 'hard',
  exams: ['CAT', 'Placements', 'GMAT'],
  count: 60,
  generate(rng) {
    const kind = rng.pick(['positive', 'non-negative', 'coins'] as const);
    const least = kind === 'non-negative' ? 0 : 1;
    let a = 0;
    let b = 0;
    let c = 0;
    let sols: [number, number][] = [];
    for (;;) {
      a = kind === 'coins' ? rng.pick([2, 5, 10, 20]) : rng.int(3, 13);
      b = kind === 'coins' ? rng.pick([5, 10, 20, 50]) : rng.int(3, 17);
      if (a >= b && kind === 'coins') continue;
      if (a === b || gcd(a, b) === Math.min(a, b)) continue;
      c = kind === 'coins' ? rng.int(10, 50) * 10 : rng.int(60, 400);
      sols = solutionsOf(a, b, c, least);
      if (sols.length >= 3 && sols.length <= 16) break;
    }
    const answer = sols.length;
    const g = gcd(a, b);
    const step = b / g;
    const first = elementAt(sols, 0);
    const last = elementAt(sols, sols.length - 1);
    const eq = `${a}x + ${b}y = ${c}`;
    const statement =
      kind === 'coins'
        ? {
            en: `In how many ways can an amount of ₹${c} be paid using only ₹${a} and ₹${b} coins, using at least one coin of each kind?`,
            hi: `केवल ₹${a} और ₹${b} के सिक्कों से, हर प्रकार का कम से कम एक सिक्का लेकर, ₹${c} की राशि कितने तरीकों से चुकाई जा सकती है?`,
          }
        : {
            en: `How many pairs $(x, y)$ of ${kind} integers satisfy $${eq}$?`,
            hi: `${kind === 'positive' ? 'धनात्मक' : 'ऋणेतर'} पूर्णांकों के कितने युग्म $(x, y)$ समीकरण $${eq}$ को संतुष्ट करते हैं?`,
          };
    const setup =
      kind === 'coins'
        ? {
            en: `Let there be $x$ coins of ₹${a} and $y$ coins of ₹${b}: $${eq}$ with $x, y \\geq 1$.`,
            hi: `माना ₹${a} के $x$ और ₹${b} के $y$ सिक्के हैं: $${eq}$, जहाँ $x, y \\geq 1$।`,
          }
        : {
            en: `We need $${eq}$ with $x, y \\geq ${least}$.`,
            hi: `हमें $${eq}$ चाहिए, जहाँ $x, y \\geq ${least}$।`,
          };
    return {
      title: { en: 'Integer solutions of a linear equation', hi: 'रैखिक समीकरण के पूर्णांक हल' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution: {
        en: [
          setup.en,
          `The smallest allowed $x$ that makes $${c} - ${a}x$ a multiple of ${b} is $x = ${first[0]}$, giving $y = ${first[1]}$.`,
          `From one solution to the next, $x$ grows by $\\frac{${b}}{\\gcd(${a}, ${b})} = ${step}$ and $y$ falls by $\\frac{${a}}{${g}} = ${a / g}$.`,
          `So $x = ${first[0]}, ${first[0] + step}, \\dots, ${last[0]}$ while $y$ stays $\\geq ${least}$ (the last pair is $(${last[0]}, ${last[1]})$).`,
          `That is $\\frac{${last[0]} - ${first[0]}}{${step}} + 1 = ${answer}$ solutions.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          setup.hi,
          `$x$ का सबसे छोटा स्वीकार्य मान, जिससे $${c} - ${a}x$, ${b} का गुणज बने, $x = ${first[0]}$ है, जिससे $y = ${first[1]}$।`,
          `एक हल से अगले तक $x$ में $\\frac{${b}}{\\gcd(${a}, ${b})} = ${step}$ की वृद्धि होती है और $y$ में $\\frac{${a}}{${g}} = ${a / g}$ की कमी।`,
          `अतः $x = ${first[0]}, ${first[0] + step}, \\dots, ${last[0]}$, जब तक $y \\geq ${least}$ रहे (अंतिम युग्म $(${last[0]}, ${last[1]})$ है)।`,
          `यानी $\\frac{${last[0]} - ${first[0]}}{${step}} + 1 = ${answer}$ हल।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 180,
      numbers: [a, b, c, answer],
      check() {
        // Count every pair in the box directly.
        let count = 0;
        for (let x = least; x <= c; x++) for (let y = least; y <= c; y++) if (a * x + b * y === c) count++;
        return { kind: 'numeric', value: count, tolerance: 0 };
      },
    };
  },
};

/** CAT: an exact bill from two prices with at least one of each: the most (or fewest) items bought. */
export const linearExtremeItemsExactBill: QuestionGenerator = {
  id: 'linear-equations/extreme-items-exact-bill',
  topic: 'linear-equations',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    const items = rng.pick([
      { en: ['pens', 'notebooks'], hi: ['पेन', 'कॉपियाँ'] },
      { en: ['apples', 'mangoes'], hi: ['सेब', 'आम'] },
      { en: ['stamps', 'envelopes'], hi: ['टिकट', 'लिफ़ाफ़े'] },
      { en: ['chocolates', 'cakes'], hi: ['चॉकलेट', 'केक'] },
    ] as const);
    const most = rng.next() < 0.5;
    let a = 0;
    let b = 0;
    let c = 0;
    let sols: [number, number][] = [];
    for (;;) {
      a = rng.int(4, 19);
      b = rng.int(a + 3, 41);
      if (gcd(a, b) !== 1) continue;
      c = rng.int(100, 600);
      sols = solutionsOf(a, b, c, 1);
      if (sols.length >= 3) break;
    }
    const totals = sols.map(([x, y]) => x + y);
    const answer = most ? Math.max(...totals) : Math.min(...totals);
    const best = elementAt(sols, totals.indexOf(answer));
    const first = elementAt(sols, 0);
    const last = elementAt(sols, sols.length - 1);
    const word = most ? { en: 'largest', hi: 'अधिकतम' } : { en: 'smallest', hi: 'न्यूनतम' };
    const [cheap, dear] = items.en;
    const [cheapHi, dearHi] = items.hi;
    const list = sols.map(([x, y]) => `$(${x}, ${y})$`).join(', ');
    return {
      title: { en: 'Most or fewest items for an exact bill', hi: 'सटीक बिल के लिए अधिकतम या न्यूनतम वस्तुएँ' },
      type: 'numeric',
      statement: {
        en: `${cheap.charAt(0).toUpperCase()}${cheap.slice(1)} cost ₹${a} each and ${dear} cost ₹${b} each. A customer spent exactly ₹${c} and bought at least one of each. What is the ${word.en} possible total number of items bought?`,
        hi: `${cheapHi} ₹${a} प्रति नग और ${dearHi} ₹${b} प्रति नग हैं। एक ग्राहक ने ठीक ₹${c} खर्च किए और हर एक में से कम से कम एक खरीदा। खरीदी गई कुल वस्तुओं की ${word.hi} संभव संख्या क्या है?`,
      },
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution: {
        en: [
          `With $x$ ${cheap} and $y$ ${dear}: $${a}x + ${b}y = ${c}$, $x, y \\geq 1$.`,
          `The first solution is $(${first[0]}, ${first[1]})$; since ${a} and ${b} have no common factor, $x$ moves in steps of ${b} and $y$ in steps of ${a}, down to $(${last[0]}, ${last[1]})$. All solutions: ${list}.`,
          `Each step swaps ${a} ${dear} for ${b} ${cheap}, adding ${b - a} items, so the total is ${most ? 'largest with the most' : 'smallest with the fewest'} ${cheap}: $(${best[0]}, ${best[1]})$.`,
          `Total $= ${best[0]} + ${best[1]} = ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `माना $x$ ${cheapHi} और $y$ ${dearHi}: $${a}x + ${b}y = ${c}$, $x, y \\geq 1$।`,
          `पहला हल $(${first[0]}, ${first[1]})$ है; ${a} और ${b} का कोई उभयनिष्ठ गुणनखंड नहीं है, इसलिए $x$ में ${b} और $y$ में ${a} के चरण से परिवर्तन होता है, $(${last[0]}, ${last[1]})$ तक। सभी हल: ${list}।`,
          `हर चरण में ${a} महँगी वस्तुओं के बदले ${b} सस्ती वस्तुएँ आती हैं, यानी ${b - a} वस्तुएँ बढ़ती हैं, अतः कुल संख्या ${most ? 'सबसे अधिक सस्ती वस्तुओं पर अधिकतम' : 'सबसे कम सस्ती वस्तुओं पर न्यूनतम'} है: $(${best[0]}, ${best[1]})$।`,
          `कुल $= ${best[0]} + ${best[1]} = ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 180,
      numbers: [a, b, c, answer],
      check() {
        // Search every purchase and keep the extreme total.
        let bestTotal = most ? -1 : Number.POSITIVE_INFINITY;
        for (let x = 1; x * a < c; x++) {
          for (let y = 1; x * a + y * b <= c; y++) {
            if (x * a + y * b === c)
              bestTotal = most ? Math.max(bestTotal, x + y) : Math.min(bestTotal, x + y);
          }
        }
        return { kind: 'numeric', value: bestTotal, tolerance: 0 };
      },
    };
  },
};
