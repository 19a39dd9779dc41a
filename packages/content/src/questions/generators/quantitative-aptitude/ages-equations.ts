import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { capitalise } from '../shared/bilingual-text.js';
import { MEN_NAMES, menAndWomen, WOMEN_NAMES } from '../shared/person-names.js';
import { wholePositive } from './answer-formats.js';

const PEOPLE = menAndWomen(MEN_NAMES, WOMEN_NAMES);

/** Options in years, worded in both languages (`1 year`, `2 years`; `1 वर्ष`). */
const yearOptions = (raw: readonly string[]) =>
  raw.map((t) => ({ en: `${t} ${t === '1' ? 'year' : 'years'}`, hi: `${t} वर्ष` }));

const PARENTS = [
  { en: { elder: 'father', younger: 'son' }, hi: { elder: 'पिता', younger: 'पुत्र', their: 'उनके' } },
  { en: { elder: 'mother', younger: 'daughter' }, hi: { elder: 'माता', younger: 'पुत्री', their: 'उनकी' } },
  { en: { elder: 'father', younger: 'daughter' }, hi: { elder: 'पिता', younger: 'पुत्री', their: 'उनकी' } },
  { en: { elder: 'mother', younger: 'son' }, hi: { elder: 'माता', younger: 'पुत्र', their: 'उनके' } },
] as const;

/** The sum of a parent's and a child's ages now, and a multiple n years ago or hence: both ages. */
export const agesSumAndMultiple: QuestionGenerator = {
  id: 'ages/sum-and-multiple',
  topic: 'ages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const past = rng.pick([true, false]);
    let child = 12;
    let t = 3;
    let n = 4;
    let parent = 40;
    // parent ± n = t (child ± n), with a believable gap between the two.
    for (let tries = 0; tries < 200; tries++) {
      child = rng.int(6, 28);
      t = rng.int(2, 6);
      n = rng.int(2, past ? Math.min(child - 2, 15) : 15);
      parent = past ? t * (child - n) + n : t * (child + n) - n;
      if (n >= 2 && parent - child >= 20 && parent - child <= 40 && parent <= 75) break;
    }
    const s = parent + child;
    const pair = rng.pick(PARENTS);
    const askParent = rng.pick([true, false]);
    const value = askParent ? parent : child;
    const other = (t - 1) * n; // the n's moved to the right-hand side
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      wholePositive(
        askParent
          ? [
              s - s / (t + 1), // ignores the n years (splits the sum in the ratio t : 1)
              parent + (past ? -n : n), // gives the parent's age at the other time
              child, // gives the child's age
              s - (s + (past ? -other : other)) / (t + 1), // moves the n's with the wrong sign
            ]
          : [
              s / (t + 1), // ignores the n years (splits the sum in the ratio t : 1)
              child + (past ? -n : n), // gives the child's age at the other time
              (s + (past ? -other : other)) / (t + 1), // moves the n's with the wrong sign
              parent - child, // gives the gap between the ages
            ],
      ),
    );
    const p = pair.en;
    const h = pair.hi;
    const statement = {
      en: `The sum of the present ages of a ${p.elder} and ${p.elder === 'father' ? 'his' : 'her'} ${p.younger} is ${s} years. ${past ? `${n} years ago` : `After ${n} years`}, the ${p.elder}'s age ${past ? 'was' : 'will be'} ${t} times the ${p.younger}'s age. What is the present age of the ${askParent ? p.elder : p.younger}?`,
      hi: `एक ${h.elder} और ${h.their} ${h.younger} की वर्तमान आयु का योग ${s} वर्ष है। ${past ? `${n} वर्ष पहले` : `${n} वर्ष बाद`} ${h.elder} की आयु ${h.younger} की आयु की ${t} गुनी ${past ? 'थी' : 'होगी'}। ${askParent ? h.elder : h.younger} की वर्तमान आयु क्या है?`,
    };
    const sg = past ? '-' : '+';
    const solution = {
      en: [
        `Let the ${p.younger}'s present age be $x$; the ${p.elder}'s is $${s} - x$.`,
        `${past ? `${n} years ago` : `After ${n} years`}: $${s} - x ${sg} ${n} = ${t}(x ${sg} ${n})$, so $${s + (past ? -n : n)} - x = ${t}x ${sg} ${t * n}$.`,
        `$${t + 1}x = ${s + (past ? -n : n)} ${past ? '+' : '-'} ${t * n} = ${(t + 1) * child}$, so $x = ${child}$.`,
        `${capitalise(p.younger)} $= ${child}$ years, ${p.elder} $= ${s} - ${child} = ${parent}$ years (check: ${past ? 'then' : 'later'} ${parent + (past ? -n : n)} and ${child + (past ? -n : n)}, and $${parent + (past ? -n : n)} = ${t} \\times ${child + (past ? -n : n)}$).`,
        '',
        `**Answer: ${value} years**`,
      ].join('\n\n'),
      hi: [
        `मान लें ${h.younger} की वर्तमान आयु $x$ है; तब ${h.elder} की आयु $${s} - x$ है।`,
        `${past ? `${n} वर्ष पहले` : `${n} वर्ष बाद`}: $${s} - x ${sg} ${n} = ${t}(x ${sg} ${n})$, अतः $${s + (past ? -n : n)} - x = ${t}x ${sg} ${t * n}$।`,
        `$${t + 1}x = ${s + (past ? -n : n)} ${past ? '+' : '-'} ${t * n} = ${(t + 1) * child}$, अतः $x = ${child}$।`,
        `${h.younger} $= ${child}$ वर्ष, ${h.elder} $= ${s} - ${child} = ${parent}$ वर्ष (जाँच: उस समय ${parent + (past ? -n : n)} और ${child + (past ? -n : n)}, और $${parent + (past ? -n : n)} = ${t} \\times ${child + (past ? -n : n)}$)।`,
        '',
        `**उत्तर: ${value} वर्ष**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Sum of ages and a multiple at another time', hi: 'आयु का योग और किसी अन्य समय गुनी आयु' },
      type: 'single',
      statement,
      options: yearOptions(raw),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [s, n, t, value],
      check() {
        // Split the sum every possible way and test the condition.
        for (let c = 1; c < s; c++) {
          const a = s - c;
          const ok = past ? c > n && a - n === t * (c - n) : a + n === t * (c + n);
          if (ok) return { kind: 'choice', correct: [raw.indexOf(String(askParent ? a : c))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** One person: a years hence the age will be t times the age b years ago. */
export const agesOnePersonTwoTimes: QuestionGenerator = {
  id: 'ages/one-person-two-times',
  topic: 'ages',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    let x = 20;
    let t = 2;
    let b = 5;
    let a = 10;
    for (let tries = 0; tries < 200; tries++) {
      x = rng.int(8, 50);
      t = rng.int(2, 4);
      b = rng.int(2, Math.min(x - 2, 20));
      a = t * (x - b) - x;
      if (a >= 2 && a <= 30 && a !== b) break;
    }
    const person = rng.pick(PEOPLE);
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      x,
      wholePositive([
        (a + b) / (t - 1), // forgets to multiply the b years by t
        x - b, // gives the age b years ago
        x + a, // gives the age a years hence
        (a + t * b) / t, // divides by t instead of t - 1
      ]),
    );
    const he = person.m ? 'he' : 'she';
    const statement = {
      en: `After ${a} years, ${person.en} will be ${t} times as old as ${he} was ${b} years ago. What is ${person.en}'s present age?`,
      hi: `${a} वर्ष बाद ${person.hi} की आयु, ${b} वर्ष पहले की उसकी आयु की ${t} गुनी होगी। ${person.hi} की वर्तमान आयु क्या है?`,
    };
    const solution = {
      en: [
        `Let the present age be $x$: $x + ${a} = ${t}(x - ${b}) = ${t}x - ${t * b}$.`,
        `$${t}x - x = ${a} + ${t * b}$, so $${t - 1 === 1 ? 'x' : `${t - 1}x`} = ${a + t * b}$${t - 1 === 1 ? '' : ` and $x = ${x}$`}.`,
        `Check: in ${a} years ${x + a}; ${b} years ago ${x - b}; $${x + a} = ${t} \\times ${x - b}$.`,
        '',
        `**Answer: ${x} years**`,
      ].join('\n\n'),
      hi: [
        `मान लें वर्तमान आयु $x$ है: $x + ${a} = ${t}(x - ${b}) = ${t}x - ${t * b}$।`,
        `$${t}x - x = ${a} + ${t * b}$, अतः $${t - 1 === 1 ? 'x' : `${t - 1}x`} = ${a + t * b}$${t - 1 === 1 ? '' : ` और $x = ${x}$`}।`,
        `जाँच: ${a} वर्ष बाद ${x + a}; ${b} वर्ष पहले ${x - b}; $${x + a} = ${t} \\times ${x - b}$।`,
        '',
        `**उत्तर: ${x} वर्ष**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'One person: age hence and age ago', hi: 'एक व्यक्ति: आगे और पहले की आयु' },
      type: 'single',
      statement,
      options: yearOptions(raw),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [a, t, b, x],
      check() {
        // Try every age.
        for (let y = b + 1; y <= 120; y++) {
          if (y + a === t * (y - b)) return { kind: 'choice', correct: [raw.indexOf(String(y))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

const COUNT_WORDS: Readonly<Record<number, { en: string; hi: string }>> = {
  3: { en: 'three', hi: 'तीन' },
  4: { en: 'four', hi: 'चार' },
  5: { en: 'five', hi: 'पाँच' },
};

/** Children born at equal intervals with the sum of their ages: the youngest's or the eldest's age. */
export const agesChildrenAtIntervals: QuestionGenerator = {
  id: 'ages/children-at-intervals',
  topic: 'ages',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const m = rng.int(3, 5);
    const g = rng.int(2, 4);
    const y = rng.int(2, 12);
    const steps = (m * (m - 1)) / 2; // 0 + 1 + … + (m − 1) intervals
    const s = m * y + g * steps;
    const eldest = y + (m - 1) * g;
    const askEldest = rng.pick([true, false]);
    const value = askEldest ? eldest : y;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      wholePositive(
        askEldest
          ? [
              s / m, // gives the average (the middle child's age)
              y, // gives the youngest's age
              y + m * g, // counts one interval too many
              eldest - g, // counts one interval too few
            ]
          : [
              s / m, // gives the average (the middle child's age)
              eldest, // gives the eldest's age
              (s - g * m) / m, // takes every child as one interval older than the youngest
              y + g, // the second youngest
            ],
      ),
    );
    const w = COUNT_WORDS[m] ?? { en: String(m), hi: String(m) };
    const statement = {
      en: `The sum of the ages of ${w.en} children born at intervals of ${g} years each is ${s} years. What is the age of the ${askEldest ? 'eldest' : 'youngest'} child?`,
      hi: `${g}-${g} वर्ष के अंतराल पर जन्मे ${w.hi} बच्चों की आयु का योग ${s} वर्ष है। सबसे ${askEldest ? 'बड़े' : 'छोटे'} बच्चे की आयु क्या है?`,
    };
    const terms = Array.from({ length: m }, (_, i) => (i === 0 ? 'x' : `(x + ${i * g})`)).join(' + ');
    const solution = {
      en: [
        `Let the youngest be $x$ years old; the others are $${g}, ${2 * g}, \\ldots$ years older: $${terms} = ${s}$.`,
        `$${m}x + ${g * steps} = ${s}$, so $${m}x = ${s - g * steps}$ and $x = ${y}$.`,
        askEldest
          ? `The eldest is $${y} + ${m - 1} \\times ${g} = ${eldest}$ years old.`
          : `The youngest is ${y} years old (the eldest is ${eldest}).`,
        '',
        `**Answer: ${value} years**`,
      ].join('\n\n'),
      hi: [
        `मान लें सबसे छोटे की आयु $x$ वर्ष है; बाकी $${g}, ${2 * g}, \\ldots$ वर्ष बड़े हैं: $${terms} = ${s}$।`,
        `$${m}x + ${g * steps} = ${s}$, अतः $${m}x = ${s - g * steps}$ और $x = ${y}$।`,
        askEldest
          ? `सबसे बड़े बच्चे की आयु $${y} + ${m - 1} \\times ${g} = ${eldest}$ वर्ष है।`
          : `सबसे छोटे बच्चे की आयु ${y} वर्ष है (सबसे बड़े की ${eldest})।`,
        '',
        `**उत्तर: ${value} वर्ष**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Children born at equal intervals', hi: 'समान अंतराल पर जन्मे बच्चे' },
      type: 'single',
      statement,
      options: yearOptions(raw),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 50,
      numbers: [g, s, value],
      check() {
        // Try every age of the youngest and add up the family.
        for (let z = 1; z <= s; z++) {
          const ages = Array.from({ length: m }, (_, i) => z + i * g);
          if (ages.reduce((sum, v) => sum + v, 0) === s)
            return { kind: 'choice', correct: [raw.indexOf(String(askEldest ? (ages[m - 1] ?? -1) : z))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/**
 * A committee's average age is what it was k years ago because an old member was replaced by a
 * young one: the new member is n × k years younger.
 */
export const agesCommitteeReplacement: QuestionGenerator = {
  id: 'ages/committee-replacement',
  topic: 'ages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    let n = 8;
    let k = 3;
    let old = 60;
    for (let tries = 0; tries < 100; tries++) {
      n = rng.int(5, 12);
      k = rng.int(2, 6);
      old = rng.int(55, 78);
      if (old - n * k >= 21 && old - n * k <= 45) break;
    }
    const young = old - n * k;
    const group = rng.pick([
      { en: 'committee', hi: 'समिति', of: 'वाली' },
      { en: 'board of directors', hi: 'निदेशक मंडल', of: 'वाले' },
      { en: 'panel of judges', hi: 'निर्णायक मंडल', of: 'वाले' },
    ]);
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      young,
      wholePositive([
        old - k, // only the retiring member grew older
        old - (n - 1) * k, // counts only the members who stayed
        old - (n + 1) * k, // counts one member too many
        old - n - k, // adds n and k instead of multiplying
      ]),
    );
    const statement = {
      en: `The average age of a ${group.en} of ${n} members is the same today as it was ${k} years ago, because one member aged ${old} has been replaced by a younger person. How old is the new member?`,
      hi: `${n} सदस्यों ${group.of} एक ${group.hi} की औसत आयु आज भी उतनी ही है जितनी ${k} वर्ष पहले थी, क्योंकि ${old} वर्ष के एक सदस्य के स्थान पर एक कम आयु का व्यक्ति आया है। नए सदस्य की आयु क्या है?`,
    };
    const solution = {
      en: [
        `In ${k} years each of the ${n} members grew ${k} years older: the total went up by $${n} \\times ${k} = ${n * k}$ years.`,
        `The average is unchanged, so the swap must have taken those ${n * k} years out of the total: the new member is ${n * k} years younger than the one who left.`,
        `New member: $${old} - ${n * k} = ${young}$ years.`,
        '',
        `**Answer: ${young} years**`,
      ].join('\n\n'),
      hi: [
        `${k} वर्षों में ${n} सदस्यों में से हर एक ${k} वर्ष बड़ा हुआ: कुल आयु $${n} \\times ${k} = ${n * k}$ वर्ष बढ़ी।`,
        `औसत नहीं बदला, इसलिए बदलाव ने कुल में से ये ${n * k} वर्ष घटाए: नया सदस्य जाने वाले सदस्य से ${n * k} वर्ष छोटा है।`,
        `नया सदस्य: $${old} - ${n * k} = ${young}$ वर्ष।`,
        '',
        `**उत्तर: ${young} वर्ष**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Average age kept by a replacement', hi: 'सदस्य बदलने से औसत आयु स्थिर' },
      type: 'single',
      statement,
      options: yearOptions(raw),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [n, k, old, young],
      check() {
        // A concrete committee k years ago: the retiring member and n − 1 others of 40; age it,
        // then try every age for the newcomer until the total matches the old one.
        const then = [old - k, ...Array.from({ length: n - 1 }, () => 40)];
        const thenTotal = then.reduce((s, v) => s + v, 0);
        const staying = then.slice(1).reduce((s, v) => s + v + k, 0);
        for (let y = 1; y < old; y++) {
          if (staying + y === thenTotal) return { kind: 'choice', correct: [raw.indexOf(String(y))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Two ages in a ratio with a known difference: one age some years hence or ago. */
export const agesRatioAndDifference: QuestionGenerator = {
  id: 'ages/ratio-and-difference',
  topic: 'ages',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    let a = 2;
    let b = 3;
    let k = 8;
    for (let tries = 0; tries < 100; tries++) {
      a = rng.int(1, 7);
      b = rng.int(a + 1, 9);
      k = rng.int(2, 12);
      if (gcd(a, b) === 1 && b * k <= 70 && a * k >= 4) break;
    }
    if (gcd(a, b) !== 1) [a, b] = [2, 3];
    const [pa, pb] = rng.shuffle(PEOPLE).slice(0, 2) as [(typeof PEOPLE)[number], (typeof PEOPLE)[number]];
    const d = (b - a) * k;
    const later = rng.pick([true, false]);
    const n = rng.int(2, later ? 15 : Math.min(a * k - 1, 15));
    const askElder = rng.pick([true, false]);
    const now = askElder ? b * k : a * k;
    const value = later ? now + n : now - n;
    const parts = askElder ? b : a;
    const shift = later ? n : -n;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      wholePositive([
        now, // gives the present age
        parts * d + shift, // takes the difference as one part
        now - shift, // shifts the years the wrong way
        (askElder ? a * k : b * k) + shift, // gives the other person's age
      ]),
    );
    const who = askElder ? pb : pa;
    const diffTex = b - a === 1 ? `$k = ${d}$` : `$${b - a}k = ${d}$, so $k = ${k}$`;
    const diffTexHi = b - a === 1 ? `$k = ${d}$` : `$${b - a}k = ${d}$, अतः $k = ${k}$`;
    const statement = {
      en: `The ages of ${pa.en} and ${pb.en} are in the ratio ${a} : ${b}, and ${pb.en} is ${d} years older than ${pa.en}. What ${later ? 'will' : 'was'} ${who.en}'s age ${later ? `be after ${n} years` : `${n} years ago`}?`,
      hi: `${pa.hi} और ${pb.hi} की आयु का अनुपात ${a} : ${b} है, और ${pb.hi}, ${pa.hi} से ${d} वर्ष ${pb.m ? 'बड़े' : 'बड़ी'} हैं। ${later ? `${n} वर्ष बाद` : `${n} वर्ष पहले`} ${who.hi} की आयु क्या ${later ? 'होगी' : 'थी'}?`,
    };
    const solution = {
      en: [
        `Let the ages be $${a === 1 ? '' : a}k$ and $${b}k$. The difference is ${diffTex}.`,
        `${pa.en} is $${a} \\times ${k} = ${a * k}$ and ${pb.en} is $${b} \\times ${k} = ${b * k}$ years old now.`,
        `${later ? `After ${n} years` : `${n} years ago`}, ${who.en}: $${now} ${later ? '+' : '-'} ${n} = ${value}$ years.`,
        '',
        `**Answer: ${value} years**`,
      ].join('\n\n'),
      hi: [
        `मान लें आयु $${a === 1 ? '' : a}k$ और $${b}k$ है। अंतर ${diffTexHi}।`,
        `अभी ${pa.hi} की आयु $${a} \\times ${k} = ${a * k}$ और ${pb.hi} की $${b} \\times ${k} = ${b * k}$ वर्ष है।`,
        `${later ? `${n} वर्ष बाद` : `${n} वर्ष पहले`} ${who.hi} की आयु: $${now} ${later ? '+' : '-'} ${n} = ${value}$ वर्ष।`,
        '',
        `**उत्तर: ${value} वर्ष**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Ratio of ages and their difference', hi: 'आयु का अनुपात और अंतर' },
      type: 'single',
      statement,
      options: yearOptions(raw),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [a, b, d, n, value],
      check() {
        // Try every younger age: the elder is d more, and the two must be in the ratio a : b.
        for (let y = 1; y <= 100; y++) {
          if (y * b === (y + d) * a) {
            const age = (askElder ? y + d : y) + shift;
            return { kind: 'choice', correct: [raw.indexOf(String(age))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
