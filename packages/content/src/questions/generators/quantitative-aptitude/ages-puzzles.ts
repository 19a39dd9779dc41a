import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { elementAt } from '../shared/list-access.js';
import { MEN_NAMES, menAndWomen, WOMEN_NAMES } from '../shared/person-names.js';
import { wholePositive } from './answer-formats.js';

const PEOPLE = menAndWomen(MEN_NAMES, WOMEN_NAMES);

/** Options in years, worded in both languages (`1 year`, `2 years`; `1 वर्ष`). */
const yearOptions = (raw: readonly string[]) =>
  raw.map((t) => ({ en: `${t} ${t === '1' ? 'year' : 'years'}`, hi: `${t} वर्ष` }));

/**
 * "When I was as old as you are now, you were y; when you are as old as I am now, I shall be z":
 * the two jumps are each the age gap d, so z − y = 3d.
 */
export const agesAsOldAsYouAreNow: QuestionGenerator = {
  id: 'ages/as-old-as-you-are-now',
  topic: 'ages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    const d = rng.int(3, 16);
    const y = rng.int(3, 30);
    const b = y + d;
    const a = b + d;
    const z = a + d;
    const [pa, pb] = rng.shuffle(PEOPLE).slice(0, 2) as [(typeof PEOPLE)[number], (typeof PEOPLE)[number]];
    const ask = rng.pick(['a', 'b', 'sum'] as const);
    const value = ask === 'a' ? a : ask === 'b' ? b : a + b;
    const half = (z - y) / 2; // the gap if one split the change into two jumps instead of three
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      wholePositive(
        ask === 'a'
          ? [
              b, // gives the other person's age
              y + 2 * half, // takes the gap as half of z − y (two jumps instead of three)
              (y + z) / 2, // takes the midpoint of the two ages quoted
              z - y, // takes the total change for an age
            ]
          : ask === 'b'
            ? [
                a, // gives the other person's age
                y + half, // takes the gap as half of z − y (two jumps instead of three)
                y, // takes the age then for the age now
                z - y, // takes the total change for an age
              ]
            : [
                y + z, // adds the two ages quoted
                2 * y + 3 * half, // takes the gap as half of z − y (two jumps instead of three)
                a + b + d, // counts the gap once too often
                2 * b, // takes both to be the younger's age
              ],
      ),
    );
    const wasHi = pa.m ? 'का था' : 'की थी';
    const youWereHi = pb.m ? 'के थे' : 'की थीं';
    const youWillHi = pb.m ? 'के होगे' : 'की होगी';
    const iWillHi = pa.m ? 'का हो जाऊँगा' : 'की हो जाऊँगी';
    const asked = {
      en:
        ask === 'a'
          ? `${pa.en}'s present age`
          : ask === 'b'
            ? `${pb.en}'s present age`
            : 'the sum of their present ages',
      hi:
        ask === 'a'
          ? `${pa.hi} की वर्तमान आयु`
          : ask === 'b'
            ? `${pb.hi} की वर्तमान आयु`
            : 'उनकी वर्तमान आयु का योग',
    };
    const statement = {
      en: `${pa.en} says to ${pb.en}: "When I was as old as you are now, you were ${y} years old. When you become as old as I am now, I shall be ${z} years old." What is ${asked.en}?`,
      hi: `${pa.hi} ने ${pb.hi} से कहा, "जब मैं तुम्हारी वर्तमान आयु ${wasHi}, तब तुम ${y} वर्ष ${youWereHi}। जब तुम मेरी वर्तमान आयु ${youWillHi}, तब मैं ${z} वर्ष ${iWillHi}।" ${asked.hi} क्या है?`,
    };
    const last = {
      en:
        ask === 'sum'
          ? `Sum: $${a} + ${b} = ${a + b}$ years.`
          : `${ask === 'a' ? pa.en : pb.en} is ${value} years old.`,
      hi:
        ask === 'sum'
          ? `योग: $${a} + ${b} = ${a + b}$ वर्ष।`
          : `${ask === 'a' ? pa.hi : pb.hi} की आयु ${value} वर्ष है।`,
    };
    const solution = {
      en: [
        `Let ${pa.en} be $d$ years older than ${pb.en}. ${pa.en} was ${pb.en}'s present age $d$ years ago, and ${pb.en} will reach ${pa.en}'s present age $d$ years from now.`,
        `From ${y} (${pb.en}, $d$ years ago) to ${pb.en} now, to ${pa.en} now, to ${z} (${pa.en}, $d$ years hence) is three steps of $d$: $3d = ${z} - ${y} = ${z - y}$, so $d = ${d}$.`,
        `${pb.en} now: $${y} + ${d} = ${b}$ years; ${pa.en} now: $${b} + ${d} = ${a}$ years (check: $${a} + ${d} = ${z}$).`,
        last.en,
        '',
        `**Answer: ${value} years**`,
      ].join('\n\n'),
      hi: [
        `मान लें ${pa.hi}, ${pb.hi} से $d$ वर्ष ${pa.m ? 'बड़े' : 'बड़ी'} हैं। $d$ वर्ष पहले ${pa.hi} की आयु ${pb.hi} की वर्तमान आयु जितनी थी, और $d$ वर्ष बाद ${pb.hi} की आयु ${pa.hi} की वर्तमान आयु जितनी होगी।`,
        `${y} (${pb.hi}, $d$ वर्ष पहले) से ${pb.hi} की वर्तमान आयु, फिर ${pa.hi} की वर्तमान आयु, फिर ${z} (${pa.hi}, $d$ वर्ष बाद) तक $d$ के तीन कदम हैं: $3d = ${z} - ${y} = ${z - y}$, अतः $d = ${d}$।`,
        `${pb.hi} की वर्तमान आयु: $${y} + ${d} = ${b}$ वर्ष; ${pa.hi} की: $${b} + ${d} = ${a}$ वर्ष (जाँच: $${a} + ${d} = ${z}$)।`,
        last.hi,
        '',
        `**उत्तर: ${value} वर्ष**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'When I was as old as you are now', hi: 'जब मैं तुम्हारी वर्तमान आयु का था' },
      type: 'single',
      statement,
      options: yearOptions(raw),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [y, z, value],
      check() {
        // Try every pair of ages (the speaker older) against both sentences.
        for (let p = 2; p <= 150; p++) {
          for (let q = 1; q < p; q++) {
            const gap = p - q;
            if (q - gap === y && p + gap === z) {
              const v = ask === 'a' ? p : ask === 'b' ? q : p + q;
              return { kind: 'choice', correct: [raw.indexOf(String(v))] };
            }
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

const PARENTS = [
  { en: { elder: 'father', younger: 'son', its: 'his' }, hi: { elder: 'पिता', younger: 'पुत्र', its: 'उनके' } },
  { en: { elder: 'mother', younger: 'son', its: 'her' }, hi: { elder: 'माता', younger: 'पुत्र', its: 'उनके' } },
  {
    en: { elder: 'father', younger: 'daughter', its: 'his' },
    hi: { elder: 'पिता', younger: 'पुत्री', its: 'उनकी' },
  },
  {
    en: { elder: 'mother', younger: 'daughter', its: 'her' },
    hi: { elder: 'माता', younger: 'पुत्री', its: 'उनकी' },
  },
] as const;

/** Parent's age, child's age (the parent's digits reversed), a shift n (− for "ago") and a multiple t. */
interface ReversedCase {
  F: number;
  S: number;
  n: number;
  t: number;
}

/** Every digit pair (tens > units ≥ 1): the parent's age 10a + b and the child's 10b + a. */
const DIGIT_PAIRS: { F: number; S: number }[] = [];
for (let a = 2; a <= 9; a++) for (let b = 1; b < a; b++) DIGIT_PAIRS.push({ F: 10 * a + b, S: 10 * b + a });

/** The cases where exactly one digit pair fits, and it is a believable parent and child. */
const REVERSED_CASES: ReversedCase[] = [];
for (const { F, S } of DIGIT_PAIRS) {
  if (F - S < 18 || F > 85 || S < 10) continue;
  for (let n = -15; n <= 15; n++) {
    for (const t of [2, 3, 4, 5]) {
      if (n === 0 || S + n <= 0 || F + n !== t * (S + n)) continue;
      const fits = DIGIT_PAIRS.filter((p) => p.S + n > 0 && p.F + n === t * (p.S + n));
      if (fits.length === 1) REVERSED_CASES.push({ F, S, n, t });
    }
  }
}

/**
 * CAT: a parent's age is the child's age with its digits reversed, and at some other time the parent
 * is t times as old: the unchanging gap 9(a − b) and a search over the digit differences.
 */
export const agesReversedDigits: QuestionGenerator = {
  id: 'ages/reversed-digit-ages',
  topic: 'ages',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    const { F, S, n, t } = rng.pick(REVERSED_CASES);
    const pair = rng.pick(PARENTS);
    const ask = rng.pick(['parent', 'child', 'sum', 'gap'] as const);
    const value = ask === 'parent' ? F : ask === 'child' ? S : ask === 'sum' ? F + S : F - S;
    const m = Math.abs(n);
    const later = n > 0;
    const p = pair.en;
    const h = pair.hi;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      wholePositive(
        ask === 'parent'
          ? [S, F + n, F + 9, F - 9] // the child's age; the age then; slips of one in the digit difference
          : ask === 'child'
            ? [F, S + n, S + 9, S - 9] // the parent's age; the age then; slips of one digit
            : ask === 'sum'
              ? [F + S + 2 * n, F + S + 11, F + S - 11, 2 * F] // the sum then; neighbouring digit pairs; twice the parent's age
              : [F - S + 9, F - S - 9, S + n, (t - 1) * S], // neighbouring digit differences; the child's age then; the gap from the present ages
      ),
    );
    const when = {
      en: later ? `In ${m} ${m === 1 ? 'year' : 'years'}` : `${m} ${m === 1 ? 'year' : 'years'} ago`,
      hi: later ? `${m} वर्ष बाद` : `${m} वर्ष पहले`,
    };
    const asked = {
      en:
        ask === 'parent'
          ? `the ${p.elder}'s present age`
          : ask === 'child'
            ? `the ${p.younger}'s present age`
            : ask === 'sum'
              ? 'the sum of their present ages'
              : 'the difference between their ages',
      hi:
        ask === 'parent'
          ? `${h.elder} की वर्तमान आयु`
          : ask === 'child'
            ? `${h.younger} की वर्तमान आयु`
            : ask === 'sum'
              ? 'उनकी वर्तमान आयु का योग'
              : 'उनकी आयु का अंतर',
    };
    const statement = {
      en: `The present age of a ${p.elder}, a two-digit number, is the present age of ${p.its} ${p.younger} with its digits reversed. ${when.en}, the ${p.elder} ${later ? 'will be' : 'was'} ${t} times as old as the ${p.younger}. What is ${asked.en}?`,
      hi: `एक ${h.elder} की वर्तमान आयु (दो अंकों की संख्या) ${h.its} ${h.younger} की वर्तमान आयु के अंकों को उलटने से बनती है। ${when.hi} ${h.elder} की आयु ${h.younger} की आयु की ${t} गुनी ${later ? 'होगी' : 'थी'}। ${asked.hi} क्या है?`,
    };
    // The case search over the digit difference x = a − b.
    const rows: { en: string; hi: string }[] = [];
    for (let x = 1; x <= 8; x++) {
      const then = (9 * x) / (t - 1);
      if (!Number.isInteger(then)) continue;
      const now = then - n;
      const tens = Math.floor(now / 10);
      const units = now % 10;
      const ok = now >= 10 && now <= 99 && tens >= 1 && units - tens === x;
      const why = ok
        ? { en: `digits ${tens} and ${units} differ by ${x} ✓`, hi: `अंक ${tens} और ${units} का अंतर ${x} है ✓` }
        : now < 10 || now > 99
          ? { en: 'not a two-digit age ✗', hi: 'दो अंकों की आयु नहीं ✗' }
          : {
              en: `units digit minus tens digit is $${units} - ${tens} = ${units - tens} \\ne ${x}$ ✗`,
              hi: `इकाई अंक घटा दहाई अंक $${units} - ${tens} = ${units - tens} \\ne ${x}$ ✗`,
            };
      rows.push({
        en: `$x = ${x}$: then ${then}, now ${now}: ${why.en}`,
        hi: `$x = ${x}$: उस समय ${then}, अभी ${now}: ${why.hi}`,
      });
    }
    const relation = `${F + n} = ${t} \\times ${S + n}`;
    const nineX = t === 2 ? '$9x$' : `$\\frac{9x}{${t - 1}}$`;
    const last = {
      en:
        ask === 'sum'
          ? `Sum: $${F} + ${S} = ${F + S}$ years.`
          : ask === 'gap'
            ? `Difference: $${F} - ${S} = ${F - S}$ years.`
            : `The ${ask === 'parent' ? p.elder : p.younger} is ${value} years old.`,
      hi:
        ask === 'sum'
          ? `योग: $${F} + ${S} = ${F + S}$ वर्ष।`
          : ask === 'gap'
            ? `अंतर: $${F} - ${S} = ${F - S}$ वर्ष।`
            : `${ask === 'parent' ? h.elder : h.younger} की आयु ${value} वर्ष है।`,
    };
    const solution = {
      en: [
        `Let the ${p.younger} be $10b + a$ and the ${p.elder} $10a + b$ years old ($a > b$). The gap is $9(a - b) = 9x$ with $x = a - b$, and it never changes.`,
        `${when.en} the ${p.elder} ${later ? 'will be' : 'was'} ${t} times the ${p.younger}, so the gap ${later ? 'will be' : 'was'} ${t === 2 ? 'equal to' : `${t - 1} times`} the ${p.younger}'s age then: the ${p.younger} ${later ? 'will be' : 'was'} ${nineX} years old, and is now that ${later ? `minus ${m}` : `plus ${m}`}.`,
        `Only the $x$ for which this is whole can work:\n\n${rows.map((r) => `- ${r.en}`).join('\n')}`,
        `So the ${p.younger} is ${S} and the ${p.elder} ${F} (check: $${relation}$).`,
        last.en,
        '',
        `**Answer: ${value} years**`,
      ].join('\n\n'),
      hi: [
        `मान लें ${h.younger} की आयु $10b + a$ और ${h.elder} की $10a + b$ वर्ष है ($a > b$)। अंतर $9(a - b) = 9x$ है, जहाँ $x = a - b$, और यह कभी नहीं बदलता।`,
        `${when.hi} ${h.elder} की आयु ${h.younger} की ${t} गुनी ${later ? 'होगी' : 'थी'}, अतः अंतर उस समय ${h.younger} की आयु ${t === 2 ? 'के बराबर' : `का ${t - 1} गुना`} है: ${h.younger} की आयु उस समय ${nineX} वर्ष, और अभी उससे ${m} ${later ? 'कम' : 'अधिक'}।`,
        `केवल वे $x$ काम के हैं जिनके लिए यह पूर्ण संख्या है:\n\n${rows.map((r) => `- ${r.hi}`).join('\n')}`,
        `अतः ${h.younger} ${S} और ${h.elder} ${F} वर्ष के हैं (जाँच: $${relation}$)।`,
        last.hi,
        '',
        `**उत्तर: ${value} वर्ष**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Ages with reversed digits', hi: 'उलटे अंकों वाली आयु' },
      type: 'single',
      statement,
      options: yearOptions(raw),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 200,
      numbers: [m, t, value],
      check() {
        // Try every two-digit child's age whose reversal is a larger two-digit age.
        const found: number[] = [];
        for (let c = 10; c <= 99; c++) {
          const r = 10 * (c % 10) + Math.floor(c / 10);
          if (r > c && c % 10 !== 0 && c + n > 0 && r + n === t * (c + n)) {
            found.push(ask === 'parent' ? r : ask === 'child' ? c : ask === 'sum' ? r + c : r - c);
          }
        }
        return {
          kind: 'choice',
          correct: found.length === 1 ? [raw.indexOf(String(elementAt(found, 0)))] : [-1],
        };
      },
    };
  },
};

const SIBLINGS = [
  {
    en: { who: 'two brothers', elder: 'the elder brother', younger: 'the younger brother' },
    hi: { who: 'दो भाइयों', elder: 'बड़े भाई', younger: 'छोटे भाई' },
  },
  {
    en: { who: 'two sisters', elder: 'the elder sister', younger: 'the younger sister' },
    hi: { who: 'दो बहनों', elder: 'बड़ी बहन', younger: 'छोटी बहन' },
  },
] as const;

/**
 * The product of two ages now and n years ago (or hence) gives their sum; with the product,
 * the sum gives the difference and then each age.
 */
export const agesProductOfAges: QuestionGenerator = {
  id: 'ages/product-of-ages',
  topic: 'ages',
  difficulty: 'medium',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    const past = rng.pick([true, false]);
    const y = rng.int(5, 30);
    const x = y + rng.int(2, 14);
    const n = rng.int(2, past ? Math.min(y - 1, 10) : 10);
    const P = x * y;
    const Q = past ? (x - n) * (y - n) : (x + n) * (y + n);
    const s = x + y;
    const d = x - y;
    const who = rng.pick(SIBLINGS);
    const ask = rng.pick(['elder', 'younger', 'gap'] as const);
    const value = ask === 'elder' ? x : ask === 'younger' ? y : d;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      wholePositive(
        ask === 'elder'
          ? [y, past ? x - n : x + n, s / 2, d] // the other age; the age then; the average; the gap
          : ask === 'younger'
            ? [x, past ? y - n : y + n, s / 2, d] // the other age; the age then; the average; the gap
            : [s, past ? d + n : d - n, s / 2, d + 2], // the sum; shifts the gap with the years; the average; a slip
      ),
    );
    const asked = {
      en:
        ask === 'gap'
          ? 'the difference between their ages'
          : `the present age of ${ask === 'elder' ? who.en.elder : who.en.younger}`,
      hi:
        ask === 'gap' ? 'उनकी आयु का अंतर' : `${ask === 'elder' ? who.hi.elder : who.hi.younger} की वर्तमान आयु`,
    };
    const statement = {
      en: `The product of the present ages of ${who.en.who} is ${P}. ${past ? `${n} years ago` : `${n} years from now`}, the product of their ages ${past ? 'was' : 'will be'} ${Q}. What is ${asked.en}?`,
      hi: `${who.hi.who} की वर्तमान आयु का गुणनफल ${P} है। ${past ? `${n} वर्ष पहले` : `${n} वर्ष बाद`} उनकी आयु का गुणनफल ${Q} ${past ? 'था' : 'होगा'}। ${asked.hi} क्या है?`,
    };
    const sg = past ? '-' : '+';
    const expand = past ? `xy - ${n}(x + y) + ${n * n}` : `xy + ${n}(x + y) + ${n * n}`;
    const sumLine = past
      ? `$${n}(x + y) = ${P} + ${n * n} - ${Q} = ${n * s}$`
      : `$${n}(x + y) = ${Q} - ${P} - ${n * n} = ${n * s}$`;
    const last = {
      en: ask === 'gap' ? `The difference is ${d} years.` : `Ages: ${x} and ${y} years.`,
      hi: ask === 'gap' ? `अंतर ${d} वर्ष है।` : `आयु: ${x} और ${y} वर्ष।`,
    };
    const solution = {
      en: [
        `Let the ages be $x > y$: $xy = ${P}$ and $(x ${sg} ${n})(y ${sg} ${n}) = ${expand} = ${Q}$.`,
        `So ${sumLine}, and $x + y = ${s}$.`,
        `$(x - y)^2 = (x + y)^2 - 4xy = ${s * s} - ${4 * P} = ${d * d}$, so $x - y = ${d}$.`,
        `$x = \\frac{${s} + ${d}}{2} = ${x}$, $y = \\frac{${s} - ${d}}{2} = ${y}$ (check: $${x} \\times ${y} = ${P}$).`,
        last.en,
        '',
        `**Answer: ${value} years**`,
      ].join('\n\n'),
      hi: [
        `मान लें आयु $x > y$ है: $xy = ${P}$ और $(x ${sg} ${n})(y ${sg} ${n}) = ${expand} = ${Q}$।`,
        `अतः ${sumLine}, और $x + y = ${s}$।`,
        `$(x - y)^2 = (x + y)^2 - 4xy = ${s * s} - ${4 * P} = ${d * d}$, अतः $x - y = ${d}$।`,
        `$x = \\frac{${s} + ${d}}{2} = ${x}$, $y = \\frac{${s} - ${d}}{2} = ${y}$ (जाँच: $${x} \\times ${y} = ${P}$)।`,
        last.hi,
        '',
        `**उत्तर: ${value} वर्ष**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Ages from two products', hi: 'दो गुणनफलों से आयु' },
      type: 'single',
      statement,
      options: yearOptions(raw),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 150,
      numbers: [P, n, Q, value],
      check() {
        // Try every pair of ages whose product is P.
        for (let b = 1; b * b < P; b++) {
          if (P % b !== 0) continue;
          const a = P / b;
          const then = past ? (a - n) * (b - n) : (a + n) * (b + n);
          if (then === Q && (!past || b > n)) {
            const v = ask === 'elder' ? a : ask === 'younger' ? b : a - b;
            return { kind: 'choice', correct: [raw.indexOf(String(v))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
