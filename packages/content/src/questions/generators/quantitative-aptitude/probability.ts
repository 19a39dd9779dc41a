/**
 * Probability: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `probability/number-divisible` – a number from 1 to N divisible by a or b, by neither, or by a but not b – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `probability/balls-from-bag` – two balls drawn together from a bag of three colours – SSC CGL, Bank PO, CAT, CUET, Placements
 * - `probability/independent-events` – two or three people try independently: solved, exactly one, exactly two, none – Bank PO, CAT, GMAT, GRE, Placements
 * - `probability/two-dice` – two dice (or one die twice): a sum, difference, product or a number appearing – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `probability/card-from-pack` – one card from 52: a rank kind or a suit kind, both, neither, one but not the other – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `probability/coins-heads` – n coins tossed: exactly, at least or at most k heads – SSC CGL, Bank PO, CUET, GMAT, Placements
 * - `probability/repeated-trials` – the same trial n times: at least one success (complement) or exactly one – SSC CGL, Bank PO, CUET, GMAT, Placements
 * - `probability/conditional-from-counts` – two groups and a property: P(group | property), P(property | group) or the joint chance – Bank PO, CUET, GMAT, GRE, Placements
 * - `probability/bayes-two-bags` (CAT) – a coin or die picks one of two bags, the ball drawn has a colour: the chance it came from a bag – CAT, Bank PO, GMAT, Placements
 * - `probability/first-to-draw-red` (CAT) – two players draw in turns, with or without replacement; the first to draw red wins – CAT, GMAT, Placements
 */
import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { fractionText } from './katex-math.js';

/** A probability as a reduced fraction text, e.g. 0.25 -> '1/4', 1 -> '1', 0 -> '0'. */
const fracText = (x: number) => fractionText(x, 100_000);

/** num/den as TeX with its lowest terms, e.g. \frac{10}{66} = \frac{5}{33}. */
function fracTex(num: number, den: number): string {
  const g = gcd(num, den);
  const raw = `\\frac{${num}}{${den}}`;
  if (g === 1) return raw;
  return den / g === 1 ? `${raw} = ${num / g}` : `${raw} = \\frac{${num / g}}{${den / g}}`;
}

/** Fallback distractors for probabilities: keep them inside (0, 1). */
const inUnit = (xs: number[]) => xs.filter((x) => x > 0 && x < 1);

/** A number picked from 1..N: divisible by a or b, by neither, or by a but not b. */
export const probabilityDivisibility: QuestionGenerator = {
  id: 'probability/number-divisible',
  topic: 'probability',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const n = rng.pick([20, 24, 25, 30, 36, 40, 45, 48, 50, 60, 70, 75, 80, 90, 100, 120]);
    let a = 2;
    let b = 3;
    do {
      a = rng.int(2, 9);
      b = rng.int(2, 9);
    } while (a >= b || b % a === 0);
    const ask = rng.pick(['or', 'neither', 'aNotB'] as const);
    const na = Math.floor(n / a);
    const nb = Math.floor(n / b);
    const l = lcm(a, b);
    const nab = Math.floor(n / l);
    const favourable = { or: na + nb - nab, neither: n - (na + nb - nab), aNotB: na - nab }[ask];
    const p = favourable / n;
    const { options, correctIndex } = choiceOptions(
      rng,
      p,
      inUnit(
        {
          or: [(na + nb) / n, (na + nb - 2 * nab) / n, 1 - p, na / n], // overlap not removed; removed twice; complement
          neither: [(n - na - nb) / n, 1 - p, (n - na - nb + 2 * nab) / n, (n - na) / n],
          aNotB: [na / n, (na - 2 * nab) / n, (na + nb - nab) / n, (na - nab + 1) / n],
        }[ask],
      ),
      fracText,
    );
    const askText = {
      or: { en: `divisible by ${a} or ${b}`, hi: `${a} या ${b} से विभाज्य हो` },
      neither: { en: `divisible by neither ${a} nor ${b}`, hi: `न ${a} से विभाज्य हो और न ${b} से` },
      aNotB: { en: `divisible by ${a} but not by ${b}`, hi: `${a} से विभाज्य हो पर ${b} से नहीं` },
    }[ask];
    const lines = {
      en: [
        `Multiples of ${a} up to ${n}: $\\lfloor ${n}/${a} \\rfloor = ${na}$. Multiples of ${b}: ${nb}. Multiples of both, i.e. of ${l}: ${nab}.`,
        {
          or: `Divisible by ${a} or ${b}: $${na} + ${nb} - ${nab} = ${favourable}$.`,
          neither: `Divisible by ${a} or ${b}: $${na} + ${nb} - ${nab} = ${na + nb - nab}$, so neither: $${n} - ${na + nb - nab} = ${favourable}$.`,
          aNotB: `Divisible by ${a} but not ${b}: $${na} - ${nab} = ${favourable}$.`,
        }[ask],
        `$P = ${fracTex(favourable, n)}$`,
      ],
      hi: [
        `${n} तक ${a} के गुणज: $\\lfloor ${n}/${a} \\rfloor = ${na}$। ${b} के गुणज: ${nb}। दोनों के गुणज, यानी ${l} के गुणज: ${nab}।`,
        {
          or: `${a} या ${b} से विभाज्य: $${na} + ${nb} - ${nab} = ${favourable}$।`,
          neither: `${a} या ${b} से विभाज्य: $${na} + ${nb} - ${nab} = ${na + nb - nab}$, अतः किसी से नहीं: $${n} - ${na + nb - nab} = ${favourable}$।`,
          aNotB: `${a} से विभाज्य पर ${b} से नहीं: $${na} - ${nab} = ${favourable}$।`,
        }[ask],
        `$P = ${fracTex(favourable, n)}$`,
      ],
    };
    return {
      title: { en: 'Probability with divisibility', hi: 'विभाज्यता की प्रायिकता' },
      type: 'single',
      statement: {
        en: `A number is chosen at random from 1 to ${n} (both included). What is the probability that it is ${askText.en}?`,
        hi: `1 से ${n} तक (दोनों सम्मिलित) की संख्याओं में से एक संख्या यादृच्छिक रूप से चुनी जाती है। प्रायिकता क्या है कि वह ${askText.hi}?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...lines.en, '', `**Answer: ${fracText(p)}**`].join('\n\n'),
        hi: [...lines.hi, '', `**उत्तर: ${fracText(p)}**`].join('\n\n'),
      },
      expectedSeconds: 50,
      numbers: [n, a, b],
      check() {
        // Enumerate the sample space 1..n.
        let good = 0;
        for (let k = 1; k <= n; k++) {
          const da = k % a === 0;
          const db = k % b === 0;
          if ({ or: da || db, neither: !da && !db, aNotB: da && !db }[ask]) good++;
        }
        return { kind: 'choice', correct: [options.indexOf(fracText(good / n))] };
      },
    };
  },
};

const choose2 = (k: number) => (k * (k - 1)) / 2;

/** Two balls drawn together from a bag of red, blue and green balls. */
export const probabilityBallsFromBag: QuestionGenerator = {
  id: 'probability/balls-from-bag',
  topic: 'probability',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'CUET', 'Placements'],
  generate(rng) {
    const r = rng.int(2, 9);
    const b = rng.int(2, 9);
    const g = rng.int(2, 9);
    const n = r + b + g;
    const total = choose2(n);
    const ask = rng.pick(['bothRed', 'same', 'different', 'atLeastOneRed', 'redAndBlue'] as const);
    const same = choose2(r) + choose2(b) + choose2(g);
    const favourable = {
      bothRed: choose2(r),
      same,
      different: total - same,
      atLeastOneRed: total - choose2(b + g),
      redAndBlue: r * b,
    }[ask];
    const p = favourable / total;
    const withReplacement = {
      bothRed: (r * r) / (n * n),
      same: (r * r + b * b + g * g) / (n * n),
      different: 1 - (r * r + b * b + g * g) / (n * n),
      atLeastOneRed: 1 - ((b + g) * (b + g)) / (n * n),
      redAndBlue: (2 * r * b) / (n * n),
    }[ask];
    const mistakes = {
      bothRed: [r / n, choose2(r) / (n * n), (r * (r - 1)) / (n * n)], // one ball only; mixed denominators
      same: [same / (n * (n - 1)), choose2(r) / total, 1 - p], // ordered denominator; red only; complement
      different: [same / total, (r * b) / total, (total - same) / (n * n)],
      atLeastOneRed: [(r * (b + g)) / total, choose2(r) / total, (2 * r) / n],
      redAndBlue: [(2 * r * b) / total, (r * b) / (n * (n - 1)), (r + b) / n],
    }[ask];
    const { options, correctIndex } = choiceOptions(rng, p, inUnit([withReplacement, ...mistakes]), fracText);
    const askText = {
      bothRed: { en: 'both balls are red', hi: 'दोनों गेंदें लाल हों' },
      same: { en: 'both balls are of the same colour', hi: 'दोनों गेंदें एक ही रंग की हों' },
      different: { en: 'the two balls are of different colours', hi: 'दोनों गेंदें अलग-अलग रंग की हों' },
      atLeastOneRed: { en: 'at least one of the balls is red', hi: 'कम से कम एक गेंद लाल हो' },
      redAndBlue: { en: 'one ball is red and the other is blue', hi: 'एक गेंद लाल और दूसरी नीली हो' },
    }[ask];
    // nCr as in the lesson; `{}` keeps the superscript off a preceding sign (not needed after `$`).
    const C = (k: number) => `^{${k}}C_2`;
    const Cb = (k: number) => `{}^{${k}}C_2`;
    const step = {
      bothRed: {
        en: `Both red: $${C(r)} = ${favourable}$ ways.`,
        hi: `दोनों लाल: $${C(r)} = ${favourable}$ तरीके।`,
      },
      same: {
        en: `Same colour: $${C(r)} + ${Cb(b)} + ${Cb(g)} = ${choose2(r)} + ${choose2(b)} + ${choose2(g)} = ${same}$ ways.`,
        hi: `एक ही रंग: $${C(r)} + ${Cb(b)} + ${Cb(g)} = ${choose2(r)} + ${choose2(b)} + ${choose2(g)} = ${same}$ तरीके।`,
      },
      different: {
        en: `Same colour: $${C(r)} + ${Cb(b)} + ${Cb(g)} = ${same}$ ways, so different colours: $${total} - ${same} = ${favourable}$ ways.`,
        hi: `एक ही रंग: $${C(r)} + ${Cb(b)} + ${Cb(g)} = ${same}$ तरीके, अतः अलग-अलग रंग: $${total} - ${same} = ${favourable}$ तरीके।`,
      },
      atLeastOneRed: {
        en: `No red: both from the ${b + g} non-red balls, $${C(b + g)} = ${choose2(b + g)}$ ways. At least one red: $${total} - ${choose2(b + g)} = ${favourable}$ ways.`,
        hi: `कोई लाल नहीं: दोनों ${b + g} गैर-लाल गेंदों में से, $${C(b + g)} = ${choose2(b + g)}$ तरीके। कम से कम एक लाल: $${total} - ${choose2(b + g)} = ${favourable}$ तरीके।`,
      },
      redAndBlue: {
        en: `One red and one blue: $${r} \\times ${b} = ${favourable}$ ways.`,
        hi: `एक लाल और एक नीली: $${r} \\times ${b} = ${favourable}$ तरीके।`,
      },
    }[ask];
    return {
      title: { en: 'Drawing two balls from a bag', hi: 'थैले से दो गेंदें निकालना' },
      type: 'single',
      statement: {
        en: `A bag contains ${r} red, ${b} blue and ${g} green balls. Two balls are drawn at random together. What is the probability that ${askText.en}?`,
        hi: `एक थैले में ${r} लाल, ${b} नीली और ${g} हरी गेंदें हैं। यादृच्छिक रूप से दो गेंदें एक साथ निकाली जाती हैं। प्रायिकता क्या है कि ${askText.hi}?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Total ways to choose 2 of the ${n} balls: $${C(n)} = ${total}$.`,
          step.en,
          `$P = ${fracTex(favourable, total)}$`,
          '',
          `**Answer: ${fracText(p)}**`,
        ].join('\n\n'),
        hi: [
          `${n} गेंदों में से 2 चुनने के कुल तरीके: $${C(n)} = ${total}$।`,
          step.hi,
          `$P = ${fracTex(favourable, total)}$`,
          '',
          `**उत्तर: ${fracText(p)}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [r, b, g],
      check() {
        // Label every ball and enumerate all unordered pairs.
        const balls = [...Array(r).fill('R'), ...Array(b).fill('B'), ...Array(g).fill('G')] as string[];
        let good = 0;
        let all = 0;
        for (let i = 0; i < balls.length; i++) {
          for (let j = i + 1; j < balls.length; j++) {
            const x = balls[i];
            const y = balls[j];
            all++;
            const hit = {
              bothRed: x === 'R' && y === 'R',
              same: x === y,
              different: x !== y,
              atLeastOneRed: x === 'R' || y === 'R',
              redAndBlue: (x === 'R' && y === 'B') || (x === 'B' && y === 'R'),
            }[ask];
            if (hit) good++;
          }
        }
        return { kind: 'choice', correct: [options.indexOf(fracText(good / all))] };
      },
    };
  },
};

/** Probabilities the independent-events question uses (as [numerator, denominator]). */
const CHANCES: [number, number][] = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [3, 4],
  [1, 5],
  [2, 5],
  [3, 5],
  [4, 5],
  [1, 6],
  [5, 6],
  [2, 7],
  [3, 7],
  [3, 8],
  [5, 8],
];

/** Two or three people try independently: the problem is solved, exactly one or exactly two succeed. */
export const probabilityIndependentEvents: QuestionGenerator = {
  id: 'probability/independent-events',
  topic: 'probability',
  difficulty: 'hard',
  exams: ['Bank PO', 'CAT', 'GMAT', 'GRE', 'Placements'],
  generate(rng) {
    const people = rng.int(2, 3);
    const chances = rng.shuffle(CHANCES).slice(0, people);
    const ps = chances.map(([u, v]) => u / v);
    const names = ['A', 'B', 'C'].slice(0, people);
    const setting = rng.pick(['problem', 'target'] as const);
    const asks =
      people === 2
        ? (['solved', 'exactlyOne', 'none'] as const)
        : (['solved', 'exactlyOne', 'exactlyTwo'] as const);
    const ask = rng.pick(asks);
    const miss = ps.map((x) => 1 - x);
    const product = (xs: number[]) => xs.reduce((s, x) => s * x, 1);
    const exactly = (k: number) => {
      // Sum over the ways to choose which k succeed.
      let sum = 0;
      for (let mask = 0; mask < 1 << people; mask++) {
        const bits = ps.filter((_, i) => (mask >> i) & 1).length;
        if (bits === k) sum += product(ps.map((x, i) => ((mask >> i) & 1 ? x : 1 - x)));
      }
      return sum;
    };
    const value = {
      solved: 1 - product(miss),
      exactlyOne: exactly(1),
      exactlyTwo: exactly(2),
      none: product(miss),
    }[ask];
    const sumP = ps.reduce((s, x) => s + x, 0);
    const mistakes = {
      // all succeed; chances simply added; the failure probability itself; exactly one
      solved: [product(ps), sumP, product(miss), exactly(1)],
      // chances simply added; at least one; all succeed
      exactlyOne: [sumP, 1 - product(miss), product(ps), exactly(1) / 2],
      // all three succeed; at least two; exactly one
      exactlyTwo: [product(ps), 1 - product(miss) - exactly(1), exactly(1), exactly(2) + product(ps)],
      // at least one; both succeed; 1 minus the added chances
      none: [1 - product(miss), product(ps), exactly(1), 1 - sumP],
    }[ask];
    const { options, correctIndex } = choiceOptions(rng, value, inUnit(mistakes), fracText);
    const frac = ([u, v]: [number, number]) => `${u}/${v}`;
    const tex = ([u, v]: [number, number]) => `\\frac{${u}}{${v}}`;
    const texMiss = ([u, v]: [number, number]) => `\\frac{${v - u}}{${v}}`;
    const list = chances.map((c, i) => `${names[i]}: ${frac(c)}`).join(', ');
    const intro =
      setting === 'problem'
        ? {
            en: `The probabilities that ${names.join(people === 2 ? ' and ' : ', ')} can solve a problem are ${list}. They try it independently.`,
            hi: `किसी प्रश्न को ${names.join(people === 2 ? ' और ' : ', ')} द्वारा हल कर पाने की प्रायिकताएँ ${list} हैं। वे स्वतंत्र रूप से प्रयास करते हैं।`,
          }
        : {
            en: `The probabilities that ${names.join(people === 2 ? ' and ' : ', ')} hit a target are ${list}. Each fires one shot, independently.`,
            hi: `${names.join(people === 2 ? ' और ' : ', ')} द्वारा लक्ष्य भेदने की प्रायिकताएँ ${list} हैं। प्रत्येक स्वतंत्र रूप से एक गोली चलाता है।`,
          };
    const question = {
      solved:
        setting === 'problem'
          ? {
              en: 'What is the probability that the problem is solved?',
              hi: 'प्रश्न के हल हो जाने की प्रायिकता क्या है?',
            }
          : { en: 'What is the probability that the target is hit?', hi: 'लक्ष्य के भेदे जाने की प्रायिकता क्या है?' },
      exactlyOne:
        setting === 'problem'
          ? {
              en: 'What is the probability that exactly one of them solves it?',
              hi: 'ठीक एक के द्वारा हल करने की प्रायिकता क्या है?',
            }
          : {
              en: 'What is the probability that exactly one of them hits it?',
              hi: 'ठीक एक के द्वारा लक्ष्य भेदने की प्रायिकता क्या है?',
            },
      exactlyTwo:
        setting === 'problem'
          ? {
              en: 'What is the probability that exactly two of them solve it?',
              hi: 'ठीक दो के द्वारा हल करने की प्रायिकता क्या है?',
            }
          : {
              en: 'What is the probability that exactly two of them hit it?',
              hi: 'ठीक दो के द्वारा लक्ष्य भेदने की प्रायिकता क्या है?',
            },
      none:
        setting === 'problem'
          ? {
              en: 'What is the probability that neither of them solves it?',
              hi: 'दोनों में से कोई भी हल न कर पाए, इसकी प्रायिकता क्या है?',
            }
          : {
              en: 'What is the probability that neither of them hits it?',
              hi: 'दोनों में से कोई भी लक्ष्य न भेद पाए, इसकी प्रायिकता क्या है?',
            },
    }[ask];
    const missAll = chances.map(texMiss).join(' \\times ');
    // The terms of "exactly k": for each choice of who succeeds, a product of p or (1 - p).
    const termsFor = (k: number) => {
      const terms: string[] = [];
      for (let mask = 0; mask < 1 << people; mask++) {
        const bits = ps.filter((_, i) => (mask >> i) & 1).length;
        if (bits === k)
          terms.push(chances.map((c, i) => ((mask >> i) & 1 ? tex(c) : texMiss(c))).join(' \\cdot '));
      }
      return terms.join(' + ');
    };
    const ans = fracText(value);
    const ansTex = ans.includes('/') ? `\\frac{${ans.split('/')[0]}}{${ans.split('/')[1]}}` : ans;
    const missText = fracText(product(miss));
    const missTex = missText.includes('/')
      ? `\\frac{${missText.split('/')[0]}}{${missText.split('/')[1]}}`
      : missText;
    const steps = {
      solved: {
        en: [
          `The failure probabilities are ${chances.map((c, i) => `$${texMiss(c)}$ for ${names[i]}`).join(', ')}.`,
          `P(all fail) $= ${missAll} = ${missTex}$.`,
          `P(at least one succeeds) $= 1 - ${missTex} = ${ansTex}$.`,
        ],
        hi: [
          `असफल होने की प्रायिकताएँ: ${chances.map((c, i) => `${names[i]} के लिए $${texMiss(c)}$`).join(', ')}।`,
          `P(सभी असफल) $= ${missAll} = ${missTex}$।`,
          `P(कम से कम एक सफल) $= 1 - ${missTex} = ${ansTex}$।`,
        ],
      },
      exactlyOne: {
        en: [
          'Exactly one succeeds: add the cases where one succeeds and the others fail.',
          `$P = ${termsFor(1)} = ${ansTex}$`,
        ],
        hi: ['ठीक एक सफल: वे स्थितियाँ जोड़ें जिनमें एक सफल हो और बाकी असफल।', `$P = ${termsFor(1)} = ${ansTex}$`],
      },
      exactlyTwo: {
        en: [
          'Exactly two succeed: add the cases where two succeed and the third fails.',
          `$P = ${termsFor(2)} = ${ansTex}$`,
        ],
        hi: ['ठीक दो सफल: वे स्थितियाँ जोड़ें जिनमें दो सफल हों और तीसरा असफल।', `$P = ${termsFor(2)} = ${ansTex}$`],
      },
      none: {
        en: [
          'Both must fail, and the events are independent, so multiply the failure probabilities.',
          `$P = ${missAll} = ${ansTex}$`,
        ],
        hi: [
          'दोनों असफल हों, और घटनाएँ स्वतंत्र हैं, अतः असफलता की प्रायिकताओं का गुणा करें।',
          `$P = ${missAll} = ${ansTex}$`,
        ],
      },
    }[ask];
    return {
      title: { en: 'Independent events', hi: 'स्वतंत्र घटनाएँ' },
      type: 'single',
      statement: { en: `${intro.en} ${question.en}`, hi: `${intro.hi} ${question.hi}` },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...steps.en, '', `**Answer: ${ans}**`].join('\n\n'),
        hi: [...steps.hi, '', `**उत्तर: ${ans}**`].join('\n\n'),
      },
      expectedSeconds: 120,
      numbers: chances.flat(),
      check() {
        // Enumerate equally likely outcomes: person i succeeds on u of v equally likely tickets.
        let good = 0;
        let all = 0;
        const walk = (i: number, successes: number) => {
          if (i === people) {
            all++;
            const hit = {
              solved: successes >= 1,
              exactlyOne: successes === 1,
              exactlyTwo: successes === 2,
              none: successes === 0,
            }[ask];
            if (hit) good++;
            return;
          }
          const [u, v] = chances[i] ?? [0, 1];
          for (let ticket = 0; ticket < v; ticket++) walk(i + 1, successes + (ticket < u ? 1 : 0));
        };
        walk(0, 0);
        return { kind: 'choice', correct: [options.indexOf(fracText(good / all))] };
      },
    };
  },
};
