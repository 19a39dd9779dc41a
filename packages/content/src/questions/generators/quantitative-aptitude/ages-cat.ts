import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { PERSON_NAMES } from '../shared/person-names.js';
import { singleChoice } from '../shared/single-choice.js';
import { unitChoiceOptions, wholePositive } from './answer-formats.js';

type AgesAsk = 'third-now' | 'first-then';

/**
 * CAT: three people — the ratio of two ages now, the ratio of two others some years ago or hence,
 * and the sum of the three present ages: one person's age (a pair of linear equations).
 */
export const agesThreeRatiosAndSum: QuestionGenerator = {
  id: 'ages/three-people-two-ratios',
  topic: 'ages',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    let a = 0;
    let b = 0;
    let u = 0;
    let c = 0;
    let k = 0;
    let s: 1 | -1 = 1;
    let p = 0;
    let q = 0;
    for (;;) {
      a = rng.int(2, 9);
      b = rng.int(2, 9);
      u = rng.int(2, 8);
      c = rng.int(3, 40);
      k = rng.int(2, 12);
      s = rng.next() < 0.5 ? 1 : -1;
      const B = b * u;
      if (a === b || gcd(a, b) !== 1 || c === B || c === a * u) continue;
      if (B + s * k < 1 || c + s * k < 1 || a * u + s * k < 2) continue;
      const g = gcd(B + s * k, c + s * k);
      p = (B + s * k) / g;
      q = (c + s * k) / g;
      if (g >= 2 && p >= 2 && q >= 2 && p <= 15 && q <= 15 && a * u + B + c <= 150) break;
    }
    const ask = rng.pick<AgesAsk>(['third-now', 'first-then']);
    const B = b * u;
    const A = a * u;
    const S = A + B + c;
    const v = (B + s * k) / p;
    const answer = ask === 'third-now' ? c : A + s * k;
    const wrong =
      ask === 'third-now'
        ? [
            c + s * k, // the age at the other time
            c - s * k, // shifts the years the wrong way
            A, // the first person's age
            B, // the second person's age
          ]
        : [
            A, // the present age
            A - s * k, // shifts the years the wrong way
            c + s * k, // the third person's age at that time
            B + s * k, // the second person's age at that time
          ];
    const { options, correctIndex } = unitChoiceOptions(rng, answer, wholePositive(wrong), {
      en: 'years',
      hi: 'वर्ष',
    });
    const [X, Y, Z] = rng.shuffle(PERSON_NAMES).slice(0, 3) as [
      (typeof PERSON_NAMES)[number],
      (typeof PERSON_NAMES)[number],
      (typeof PERSON_NAMES)[number],
    ];
    const when =
      s > 0 ? { en: `${k} years hence`, hi: `${k} वर्ष बाद` } : { en: `${k} years ago`, hi: `${k} वर्ष पहले` };
    const verb = s > 0 ? { en: 'will be', hi: 'होगा' } : { en: 'was', hi: 'था' };
    const question =
      ask === 'third-now'
        ? { en: `What is ${Z.en}'s present age?`, hi: `${Z.hi} की वर्तमान आयु कितनी है?` }
        : {
            en: `What ${verb.en === 'was' ? 'was' : 'will be'} ${X.en}'s age ${when.en}?`,
            hi: `${when.hi} ${X.hi} की आयु कितनी ${verb.hi}?`,
          };
    const statement = {
      en: `The present ages of ${X.en} and ${Y.en} are in the ratio $${a} : ${b}$. ${when.en.charAt(0).toUpperCase()}${when.en.slice(1)}, the ratio of the ages of ${Y.en} and ${Z.en} ${verb.en} $${p} : ${q}$. The sum of the present ages of the three is ${S} years. ${question.en}`,
      hi: `${X.hi} और ${Y.hi} की वर्तमान आयु का अनुपात $${a} : ${b}$ है। ${when.hi} ${Y.hi} और ${Z.hi} की आयु का अनुपात $${p} : ${q}$ ${verb.hi}। तीनों की वर्तमान आयु का योग ${S} वर्ष है। ${question.hi}`,
    };
    const sk = s > 0 ? `+ ${k}` : `- ${k}`;
    const rhs = S + s * k;
    const lhsU = p * (a + b) + b * q;
    const steps = [
      {
        en: `Let the present ages of ${X.en} and ${Y.en} be $${a}u$ and $${b}u$, and let ${Y.en}'s and ${Z.en}'s ages ${when.en} be $${p}v$ and $${q}v$.`,
        hi: `माना ${X.hi} और ${Y.hi} की वर्तमान आयु $${a}u$ और $${b}u$ है, और ${when.hi} ${Y.hi} और ${Z.hi} की आयु $${p}v$ और $${q}v$ है।`,
      },
      {
        en: `${Y.en}: $${b}u ${sk} = ${p}v$. ${Z.en} now is $${q}v ${s > 0 ? '-' : '+'} ${k}$, so the sum gives $${a}u + ${b}u + ${q}v ${s > 0 ? '-' : '+'} ${k} = ${S}$, i.e. $${a + b}u + ${q}v = ${rhs}$.`,
        hi: `${Y.hi}: $${b}u ${sk} = ${p}v$। ${Z.hi} की वर्तमान आयु $${q}v ${s > 0 ? '-' : '+'} ${k}$ है, अतः योग से $${a}u + ${b}u + ${q}v ${s > 0 ? '-' : '+'} ${k} = ${S}$, यानी $${a + b}u + ${q}v = ${rhs}$।`,
      },
      {
        en: `From the first, $${p}v = ${b}u ${sk}$; multiply the second by $${p}$ and substitute $${p * q}v = ${q}(${b}u ${sk})$: $${p * (a + b)}u + ${b * q}u ${s > 0 ? '+' : '-'} ${q * k} = ${p * rhs}$, so $${lhsU}u = ${lhsU * u}$ and $u = ${u}$.`,
        hi: `पहले से $${p}v = ${b}u ${sk}$; दूसरे को $${p}$ से गुणा करके $${p * q}v = ${q}(${b}u ${sk})$ रखें: $${p * (a + b)}u + ${b * q}u ${s > 0 ? '+' : '-'} ${q * k} = ${p * rhs}$, अतः $${lhsU}u = ${lhsU * u}$ और $u = ${u}$।`,
      },
      {
        en: `Present ages: ${X.en} $${A}$, ${Y.en} $${B}$; then $${p}v = ${B + s * k}$, $v = ${v}$, and ${Z.en} is $${q * v} ${s > 0 ? '-' : '+'} ${k} = ${c}$ (check: $${A} + ${B} + ${c} = ${S}$).`,
        hi: `वर्तमान आयु: ${X.hi} $${A}$, ${Y.hi} $${B}$; तब $${p}v = ${B + s * k}$, $v = ${v}$, और ${Z.hi} की आयु $${q * v} ${s > 0 ? '-' : '+'} ${k} = ${c}$ (जाँच: $${A} + ${B} + ${c} = ${S}$)।`,
      },
      ...(ask === 'first-then'
        ? [
            {
              en: `${X.en}'s age ${when.en}: $${A} ${sk} = ${answer}$.`,
              hi: `${when.hi} ${X.hi} की आयु: $${A} ${sk} = ${answer}$।`,
            },
          ]
        : []),
    ];
    const solution = {
      en: [...steps.map((x) => x.en), '', `**Answer: ${answer} years**`].join('\n\n'),
      hi: [...steps.map((x) => x.hi), '', `**उत्तर: ${answer} वर्ष**`].join('\n\n'),
    };
    return singleChoice(
      { en: 'Three ages from two ratios and a sum', hi: 'दो अनुपातों और योग से तीन आयु' },
      statement,
      options,
      correctIndex,
      solution,
      200,
      [a, b, k, p, q, S],
      () => {
        // Try every split of the sum into three ages that fits both ratios.
        let found = -1;
        for (let x = 1; x < S; x++)
          for (let y = 1; x + y < S; y++) {
            const z = S - x - y;
            if (x * b !== y * a || y + s * k < 1 || z + s * k < 1) continue;
            if ((y + s * k) * q !== (z + s * k) * p) continue;
            const value = ask === 'third-now' ? z : x + s * k;
            found = options.findIndex((o) => typeof o !== 'string' && o.en === `${value} years`);
          }
        return found;
      },
    );
  },
};
