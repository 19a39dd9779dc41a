import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { wholePositive } from './answer-formats.js';
import { factorTex } from './fractions-and-decimals-decimals.js';
import { type Fraction, fr, fractionChoice, tex } from './fractions-and-decimals-simplify.js';
import { termTex } from './katex-math.js';

const answer = (a: string) => ({ en: `**Answer: ${a}**`, hi: `**उत्तर: ${a}**` });

/** HCF or LCM of three fractions: HCF(numerators)/LCM(denominators) and LCM(numerators)/HCF(denominators). */
export const hcfLcmOfFractions: QuestionGenerator = {
  id: 'hcf-and-lcm/of-fractions',
  topic: 'hcf-and-lcm',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    for (;;) {
      const g = rng.int(1, 4);
      const d = rng.int(1, 4);
      const nums = [0, 1, 2].map(() => g * rng.int(1, 7));
      const dens = [0, 1, 2].map(() => d * rng.int(2, 6));
      const fracs = nums.map((n, i) => [n, dens[i] as number] as const);
      if (fracs.some(([n, dd]) => gcd(n, dd) !== 1 || dd === 1)) continue;
      if (new Set(nums).size < 3 || new Set(dens).size < 2) continue;
      const gN = nums.reduce(gcd);
      const lN = nums.reduce(lcm);
      const gD = dens.reduce(gcd);
      const lD = dens.reduce(lcm);
      const askH = rng.next() < 0.5;
      const value: Fraction = askH ? fr(gN, lD) : fr(lN, gD);
      const mistakes: Fraction[] = askH
        ? // HCF over HCF of the denominators; the LCM instead; LCM over LCM; HCF of the numerators alone
          [fr(gN, gD), fr(lN, gD), fr(lN, lD), fr(gN)]
        : // LCM over LCM of the denominators; the HCF instead; HCF over HCF; LCM of the numerators alone
          [fr(lN, lD), fr(gN, lD), fr(gN, gD), fr(lN)];
      if (tex(value) === tex(mistakes[0] as Fraction)) continue;
      const { options, correctIndex, nearest } = fractionChoice(rng, value, mistakes);
      const list = fracs.map(([n, dd]) => `\\frac{${n}}{${dd}}`);
      const listText = `$${list[0]}$, $${list[1]}$ and $${list[2]}$`;
      const listHi = `$${list[0]}$, $${list[1]}$ और $${list[2]}$`;
      const what = askH ? 'HCF' : 'LCM';
      const rule = askH
        ? `\\text{HCF} = \\frac{\\text{HCF}(${nums.join(', ')})}{\\text{LCM}(${dens.join(', ')})} = \\frac{${gN}}{${lD}}`
        : `\\text{LCM} = \\frac{\\text{LCM}(${nums.join(', ')})}{\\text{HCF}(${dens.join(', ')})} = ${gD === 1 ? lN : `\\frac{${lN}}{${gD}}`}`;
      const ans = answer(`$${tex(value)}$`);
      return singleChoice(
        { en: 'HCF and LCM of fractions', hi: 'भिन्नों का HCF और LCM' },
        {
          en: `Find the ${what} of ${listText}.`,
          hi: `${listHi} का ${what} ज्ञात कीजिए।`,
        },
        options,
        correctIndex,
        {
          en: [
            askH
              ? 'For fractions in lowest terms, HCF = HCF of the numerators ÷ LCM of the denominators.'
              : 'For fractions in lowest terms, LCM = LCM of the numerators ÷ HCF of the denominators.',
            `$${rule}${fr(askH ? gN : lN, askH ? lD : gD)[1] !== (askH ? lD : gD) ? ` = ${tex(value)}` : ''}$.`,
            '',
            ans.en,
          ].join('\n\n'),
          hi: [
            askH
              ? 'न्यूनतम रूप की भिन्नों के लिए, HCF = अंशों का HCF ÷ हरों का LCM।'
              : 'न्यूनतम रूप की भिन्नों के लिए, LCM = अंशों का LCM ÷ हरों का HCF।',
            `$${rule}${fr(askH ? gN : lN, askH ? lD : gD)[1] !== (askH ? lD : gD) ? ` = ${tex(value)}` : ''}$।`,
            '',
            ans.hi,
          ].join('\n\n'),
        },
        60,
        fracs.flat(),
        () => {
          // Search x = t / M (M the LCM of the denominators) straight from the definitions.
          const M = dens.reduce(lcm);
          const ratioWhole = (p: number, q: number) => p % q === 0;
          if (askH) {
            // Largest x that divides every fraction a whole number of times: (a/b) / (t/M) = aM/(bt).
            for (let t = 10_000; t >= 1; t--)
              if (fracs.every(([n, dd]) => ratioWhole(n * M, dd * t))) return nearest(t / M);
          } else {
            // Smallest x that every fraction divides a whole number of times: (t/M) / (a/b) = tb/(Ma).
            for (let t = 1; t <= 1_000_000; t++)
              if (fracs.every(([n, dd]) => ratioWhole(t * dd, M * n))) return nearest(t / M);
          }
          return -1;
        },
      );
    }
  },
};

const LIQUIDS = [
  { en: 'milk', hi: 'दूध' },
  { en: 'oil', hi: 'तेल' },
  { en: 'juice', hi: 'जूस' },
  { en: 'water', hi: 'पानी' },
  { en: 'honey', hi: 'शहद' },
];

/** The largest can that measures three quantities exactly (their HCF), or how many fills it takes. */
export const hcfLcmMeasuringCan: QuestionGenerator = {
  id: 'hcf-and-lcm/largest-measuring-can',
  topic: 'hcf-and-lcm',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let H = 0;
    let m: number[] = [];
    do {
      H = rng.int(3, 41);
      m = rng
        .shuffle([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 25, 26, 27, 29, 31])
        .slice(0, 3)
        .sort((x, y) => x - y);
    } while (m.reduce(gcd) !== 1 || gcd(m[0] as number, m[1] as number) === 1 || H * (m[2] as number) > 1000);
    const q = m.map((x) => H * x);
    const [q1, q2, q3] = q as [number, number, number];
    const [l1, l2, l3] = rng.shuffle(LIQUIDS).slice(0, 3) as [
      (typeof LIQUIDS)[0],
      (typeof LIQUIDS)[0],
      (typeof LIQUIDS)[0],
    ];
    const askFills = rng.next() < 0.5;
    const fills = m.reduce((x, y) => x + y);
    const two = gcd(q1, q2);
    const right = askFills ? fills : H;
    const { options, correctIndex } = choiceOptions(
      rng,
      right,
      wholePositive(
        askFills
          ? [
              (q1 + q2 + q3) / two, // uses the HCF of the first two quantities only
              Math.ceil((q1 + q2 + q3) / q1), // fills with the smallest quantity as the can
              fills - 3, // counts one fill fewer for each liquid
              fills + 1,
            ]
          : [
              two, // takes the HCF of the first two quantities only
              q1 - H, // subtracts instead of dividing
              2 * H, // a multiple of the HCF (does not divide all three)
              H / 2,
              H + 1,
            ],
      ),
    );
    const unitHi = 'लीटर';
    const options2 = options.map((o) => ({
      en: askFills ? o : `${o} ${o === '1' ? 'litre' : 'litres'}`,
      hi: askFills ? o : `${o} ${unitHi}`,
    }));
    const ask = askFills
      ? {
          en: 'If the largest such can is used, how many times must it be filled in all to measure the three liquids?',
          hi: 'यदि ऐसा सबसे बड़ा डिब्बा प्रयोग किया जाए, तो तीनों द्रव मापने के लिए उसे कुल कितनी बार भरना होगा?',
        }
      : {
          en: 'What is the largest capacity of a can that can measure each of them exactly, a whole number of times?',
          hi: 'उस डिब्बे की अधिकतम धारिता क्या है जिससे तीनों को पूरी संख्या में बार भरकर ठीक-ठीक मापा जा सके?',
        };
    const factor = (n: number) => (factorTex(n) === String(n) ? `${n}` : `${n} = ${factorTex(n)}`);
    const ansText = askFills ? String(fills) : `${H} litres`;
    return singleChoice(
      { en: 'Largest can to measure three quantities', hi: 'तीन मात्राओं को मापने वाला सबसे बड़ा डिब्बा' },
      {
        en: `A shop has ${q1} litres of ${l1.en}, ${q2} litres of ${l2.en} and ${q3} litres of ${l3.en}. ${ask.en}`,
        hi: `एक दुकान में ${q1} लीटर ${l1.hi}, ${q2} लीटर ${l2.hi} और ${q3} लीटर ${l3.hi} है। ${ask.hi}`,
      },
      options2,
      correctIndex,
      {
        en: [
          `The can must divide all three quantities, so the largest one is their HCF: $${factor(q1)}$, $${factor(q2)}$, $${factor(q3)}$, so the HCF is ${H} litres.`,
          askFills
            ? `Fills: $\\frac{${q1}}{${H}} + \\frac{${q2}}{${H}} + \\frac{${q3}}{${H}} = ${m.join(' + ')} = ${fills}$.`
            : `(Check: $${q1} = ${H} \\times ${m[0]}$, $${q2} = ${H} \\times ${m[1]}$, $${q3} = ${H} \\times ${m[2]}$, and ${m.join(', ')} have no common factor.)`,
          '',
          answer(ansText).en,
        ].join('\n\n'),
        hi: [
          `डिब्बे की धारिता तीनों मात्राओं को विभाजित करे, अतः सबसे बड़ी धारिता उनका HCF है: $${factor(q1)}$, $${factor(q2)}$, $${factor(q3)}$, अतः HCF = ${H} लीटर।`,
          askFills
            ? `भराई: $\\frac{${q1}}{${H}} + \\frac{${q2}}{${H}} + \\frac{${q3}}{${H}} = ${m.join(' + ')} = ${fills}$।`
            : `(जाँच: $${q1} = ${H} \\times ${m[0]}$, $${q2} = ${H} \\times ${m[1]}$, $${q3} = ${H} \\times ${m[2]}$, और ${m.join(', ')} में कोई उभयनिष्ठ गुणनखंड नहीं है।)`,
          '',
          answer(askFills ? String(fills) : `${H} लीटर`).hi,
        ].join('\n\n'),
      },
      askFills ? 75 : 50,
      [q1, q2, q3, right],
      () => {
        // Try every capacity from the smallest quantity down.
        for (let c = q1; c >= 1; c--) {
          if (q.every((x) => x % c === 0)) return options.indexOf(String(askFills ? (q1 + q2 + q3) / c : c));
        }
        return -1;
      },
    );
  },
};

const DIVISORS = [4, 5, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 24, 25, 27, 28, 30, 32, 35, 36, 40, 45];

/** Smallest number leaving remainders a − k, b − k, c − k on division by a, b, c: LCM − k. */
export const hcfLcmRemaindersCommonGap: QuestionGenerator = {
  id: 'hcf-and-lcm/remainders-short-by-same-amount',
  topic: 'hcf-and-lcm',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let ds: number[] = [];
    let L = 0;
    do {
      ds = rng
        .shuffle(DIVISORS)
        .slice(0, 3)
        .sort((x, y) => x - y);
      L = ds.reduce(lcm);
    } while (L > 2500 || L < 60 || L === ds[2]);
    const [a, b, c] = ds as [number, number, number];
    const k = rng.int(1, a - 1);
    const r = ds.map((x) => x - k);
    const right = L - k;
    const { options, correctIndex } = choiceOptions(rng, right, [
      L + k, // adds the gap instead of subtracting it
      L - (r[0] as number), // subtracts a remainder instead of the gap
      L, // forgets the gap
      lcm(a, b) - k, // leaves the third divisor out of the LCM
      right - 1,
    ]);
    return singleChoice(
      { en: 'Remainders each short of the divisor by the same amount', hi: 'हर शेषफल भाजक से समान मात्रा में कम' },
      {
        en: `What is the smallest number which, when divided by ${a}, ${b} and ${c}, leaves remainders ${r[0]}, ${r[1]} and ${r[2]} respectively?`,
        hi: `वह सबसे छोटी संख्या कौन-सी है जिसे ${a}, ${b} और ${c} से भाग देने पर क्रमशः ${r[0]}, ${r[1]} और ${r[2]} शेष बचते हैं?`,
      },
      options,
      correctIndex,
      {
        en: [
          `Each remainder is ${k} less than its divisor: $${a} - ${r[0]} = ${b} - ${r[1]} = ${c} - ${r[2]} = ${k}$. So the number plus ${k} is divisible by ${a}, ${b} and ${c}.`,
          `$${a} = ${factorTex(a)}$, $${b} = ${factorTex(b)}$, $${c} = ${factorTex(c)}$, so $\\text{LCM} = ${factorTex(L)} = ${L}$.`,
          `The smallest number is $${L} - ${k} = ${right}$.`,
          '',
          answer(String(right)).en,
        ].join('\n\n'),
        hi: [
          `हर शेषफल अपने भाजक से ${k} कम है: $${a} - ${r[0]} = ${b} - ${r[1]} = ${c} - ${r[2]} = ${k}$। अतः संख्या + ${k}, ${a}, ${b} और ${c} से विभाज्य है।`,
          `$${a} = ${factorTex(a)}$, $${b} = ${factorTex(b)}$, $${c} = ${factorTex(c)}$, अतः $\\text{LCM} = ${factorTex(L)} = ${L}$।`,
          `सबसे छोटी संख्या $= ${L} - ${k} = ${right}$।`,
          '',
          answer(String(right)).hi,
        ].join('\n\n'),
      },
      75,
      [a, b, c, ...r, right],
      () => {
        // Try the numbers from 1 upwards.
        for (let n = 1; n <= 100_000; n++) {
          if (ds.every((x, i) => n % x === r[i])) return options.indexOf(String(n));
        }
        return -1;
      },
    );
  },
};

/** Three numbers in a given ratio with a given LCM: their HCF, or the sum of the numbers. */
export const hcfLcmRatioAndLcm: QuestionGenerator = {
  id: 'hcf-and-lcm/ratio-and-lcm',
  topic: 'hcf-and-lcm',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    let p = 0;
    let q = 0;
    let s = 0;
    do {
      [p, q, s] = rng
        .shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15])
        .slice(0, 3)
        .sort((x, y) => x - y) as [number, number, number];
    } while (gcd(gcd(p, q), s) !== 1 || lcm(lcm(p, q), s) > 200);
    const l = lcm(lcm(p, q), s);
    const h = rng.int(2, 25);
    const L = h * l;
    const askSum = rng.next() < 0.5;
    const total = h * (p + q + s);
    const right = askSum ? total : h;
    const product = p * q * s;
    const { options, correctIndex } = choiceOptions(
      rng,
      right,
      wholePositive(
        askSum
          ? [
              (L / product) * (p + q + s), // takes the LCM of the ratio terms as their product
              L, // gives the LCM itself
              (L / l) * s, // gives the largest number only
              total + p + q + s,
            ]
          : [
              L / product, // takes the LCM of the ratio terms as their product
              L / (p + q + s), // divides by the sum of the ratio terms
              l, // gives the LCM of the ratio terms
              h + 1,
            ],
      ),
    );
    const ratio = `${p} : ${q} : ${s}`;
    const last = askSum
      ? {
          en: `The numbers are ${h * p}, ${h * q} and ${h * s}; their sum is $${h} \\times (${p} + ${q} + ${s}) = ${total}$.`,
          hi: `संख्याएँ ${h * p}, ${h * q} और ${h * s} हैं; उनका योग $${h} \\times (${p} + ${q} + ${s}) = ${total}$ है।`,
        }
      : {
          en: `(The numbers are ${h * p}, ${h * q} and ${h * s}.)`,
          hi: `(संख्याएँ ${h * p}, ${h * q} और ${h * s} हैं।)`,
        };
    return singleChoice(
      { en: 'Numbers in a ratio with a known LCM', hi: 'ज्ञात LCM वाली अनुपात में संख्याएँ' },
      {
        en: `Three numbers are in the ratio ${ratio} and their LCM is ${L}. ${askSum ? 'What is the sum of the numbers?' : 'What is their HCF?'}`,
        hi: `तीन संख्याएँ ${ratio} के अनुपात में हैं और उनका LCM ${L} है। ${askSum ? 'संख्याओं का योग क्या है?' : 'उनका HCF क्या है?'}`,
      },
      options,
      correctIndex,
      {
        en: [
          `Let the numbers be $${termTex(p, 'x')}$, $${termTex(q, 'x')}$ and $${s}x$, with ${p}, ${q}, ${s} having no common factor, so their HCF is $x$ and their LCM is $\\text{LCM}(${p}, ${q}, ${s}) \\cdot x = ${l}x$.`,
          `$${l}x = ${L} \\Rightarrow x = ${h}$.`,
          last.en,
          '',
          answer(String(right)).en,
        ].join('\n\n'),
        hi: [
          `माना संख्याएँ $${termTex(p, 'x')}$, $${termTex(q, 'x')}$ और $${s}x$ हैं; ${p}, ${q}, ${s} में कोई उभयनिष्ठ गुणनखंड नहीं, अतः HCF $= x$ और LCM $= \\text{LCM}(${p}, ${q}, ${s}) \\cdot x = ${l}x$।`,
          `$${l}x = ${L} \\Rightarrow x = ${h}$।`,
          last.hi,
          '',
          answer(String(right)).hi,
        ].join('\n\n'),
      },
      askSum ? 60 : 45,
      [p, q, s, L, right],
      () => {
        // Try each HCF x until the LCM of the three numbers is L.
        for (let x = 1; x <= L; x++) {
          if (lcm(lcm(p * x, q * x), s * x) === L)
            return options.indexOf(String(askSum ? x * (p + q + s) : x));
        }
        return -1;
      },
    );
  },
};
