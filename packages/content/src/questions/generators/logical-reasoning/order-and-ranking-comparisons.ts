import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';

/**
 * Order and ranking from comparison clues: a statement that must be true, the number of orders the
 * clues allow, and a ranking by two criteria. `generate` reasons on the clues (transitive chains,
 * a counting formula, a hidden pair of orders); `check` enumerates every ordering of the people.
 */

const LETTERS: readonly string[] = ['P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W'];

function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const p of permutations(rest)) yield [items[i] as T, ...p];
  }
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

const ATTRS = [
  {
    more: 'taller',
    less: 'shorter',
    hiMore: 'लंबा',
    hiLess: 'छोटा',
    hiPre: '',
    noun: 'height',
    hiNoun: 'लंबाई',
    hiOf: 'की',
  },
  {
    more: 'heavier',
    less: 'lighter',
    hiMore: 'भारी',
    hiLess: 'हल्का',
    hiPre: '',
    noun: 'weight',
    hiNoun: 'वज़न',
    hiOf: 'का',
  },
  {
    more: 'older',
    less: 'younger',
    hiMore: 'बड़ा',
    hiLess: 'छोटा',
    hiPre: 'उम्र में ',
    noun: 'age',
    hiNoun: 'उम्र',
    hiOf: 'की',
  },
] as const;
type Attr = (typeof ATTRS)[number];

/** "X is taller than Y" (or "Y is shorter than X") in both languages. */
function compare(attr: Attr, hi: string, lo: string, flip: boolean) {
  return flip
    ? { en: `${lo} is ${attr.less} than ${hi}`, hi: `${lo}, ${hi} से ${attr.hiPre}${attr.hiLess} है` }
    : { en: `${hi} is ${attr.more} than ${lo}`, hi: `${hi}, ${lo} से ${attr.hiPre}${attr.hiMore} है` };
}

/** A chain of clue links from `from` down to `to` (breadth-first), or undefined. */
function chainOf(pairs: readonly [string, string][], from: string, to: string): string[] | undefined {
  const back = new Map<string, string>([[from, '']]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift() as string;
    if (at === to) break;
    for (const [x, y] of pairs) {
      if (x === at && !back.has(y)) {
        back.set(y, at);
        queue.push(y);
      }
    }
  }
  if (!back.has(to)) return undefined;
  const path = [to];
  while (path[0] !== from) path.unshift(back.get(path[0] as string) as string);
  return path;
}

/** Partial comparison clues among five or six people: which statement must be true? */
export const orderRankingMustBeTrue: QuestionGenerator = {
  id: 'order-and-ranking/must-be-true-comparison',
  topic: 'order-and-ranking',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const attr = rng.pick(ATTRS);
    for (;;) {
      const size = rng.int(5, 6);
      const order = rng.shuffle(LETTERS.slice(0, size)); // hidden order, most first
      const clueCount = rng.int(4, 5);
      const pairs: [string, string][] = [];
      const key = (x: string, y: string) => `${x}${y}`;
      while (pairs.length < clueCount) {
        const i = rng.int(0, size - 2);
        const j = rng.int(i + 1, Math.min(size - 1, i + 2));
        const pair: [string, string] = [order[i] as string, order[j] as string];
        if (!pairs.some((p) => key(...p) === key(...pair))) pairs.push(pair);
      }
      const derived: [string, string][] = [];
      const reversed: [string, string][] = [];
      const open: [string, string][] = [];
      for (const x of order)
        for (const y of order) {
          if (x === y) continue;
          const path = chainOf(pairs, x, y);
          if (path && path.length > 2 && !pairs.some((p) => key(...p) === key(x, y))) derived.push([x, y]);
          else if (chainOf(pairs, y, x)) reversed.push([x, y]);
          else if (!path && x < y) open.push([x, y]);
        }
      if (derived.length === 0 || open.length === 0 || open.length + reversed.length < 3) continue;
      const right = rng.pick(derived);
      // An order the clues never fix (either way round), or a chain read backwards.
      const flipOpen = open.map(([x, y]) =>
        rng.next() < 0.5 ? ([x, y] as [string, string]) : ([y, x] as [string, string]),
      );
      const wrong = [rng.pick(flipOpen), ...rng.shuffle([...flipOpen, ...reversed])];
      const picked: [string, string][] = [right];
      for (const w of wrong) {
        if (picked.length === 4) break;
        if (!picked.some((p) => (p[0] === w[0] && p[1] === w[1]) || (p[0] === w[1] && p[1] === w[0])))
          picked.push(w);
      }
      if (picked.length < 4) continue;
      const shuffled = rng.shuffle(picked);
      const optionPairs = shuffled.map((p) => ({ p, flip: rng.next() < 0.3 }));
      const options = optionPairs.map(({ p, flip }) => compare(attr, p[0], p[1], flip));
      const correctIndex = shuffled.indexOf(right);
      const clues = pairs.map(([x, y]) => compare(attr, x, y, rng.next() < 0.4));
      const people = [...order].sort().join(', ');
      const gt = (path: string[]) => `$${path.join(' \\gt ')}$`;
      const reasons = shuffled.map((p, i) => {
        const opt = options[i] ?? { en: '', hi: '' };
        const down = chainOf(pairs, p[0], p[1]);
        const up = chainOf(pairs, p[1], p[0]);
        if (down)
          return {
            en: `- "${opt.en}": true, since ${gt(down)}.`,
            hi: `- "${opt.hi}": सत्य, क्योंकि ${gt(down)}।`,
          };
        if (up)
          return {
            en: `- "${opt.en}": false, since ${gt(up)}.`,
            hi: `- "${opt.hi}": असत्य, क्योंकि ${gt(up)}।`,
          };
        return {
          en: `- "${opt.en}": not certain, since no chain of clues links ${p[0]} and ${p[1]}.`,
          hi: `- "${opt.hi}": निश्चित नहीं, क्योंकि कोई भी सूचना-शृंखला ${p[0]} और ${p[1]} को नहीं जोड़ती।`,
        };
      });
      const answer = options[correctIndex] ?? { en: '', hi: '' };
      return {
        title: { en: 'Comparison statement that must be true', hi: 'तुलना से निश्चित रूप से सत्य कथन' },
        type: 'single',
        statement: {
          en: `Among ${size} friends ${people}, no two have the same ${attr.noun}. ${clues.map((c) => `${c.en}.`).join(' ')} Which of the following must be true?`,
          hi: `${size} मित्रों ${people} में से किन्हीं दो ${attr.hiOf} ${attr.hiNoun} समान नहीं है। ${clues.map((c) => `${c.hi}।`).join(' ')} निम्नलिखित में से कौन-सा कथन निश्चित रूप से सत्य है?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Write each clue as "more $\\gt$ less": ${pairs.map(([x, y]) => `$${x} \\gt ${y}$`).join(', ')}. A statement must be true only when a chain of clues leads from one person to the other.`,
            reasons.map((r) => r.en).join('\n'),
            '',
            `**Answer: ${answer.en}**`,
          ].join('\n\n'),
          hi: [
            `प्रत्येक सूचना को "अधिक $\\gt$ कम" रूप में लिखिए: ${pairs.map(([x, y]) => `$${x} \\gt ${y}$`).join(', ')}। कोई कथन तभी निश्चित रूप से सत्य है जब सूचनाओं की कोई शृंखला एक व्यक्ति से दूसरे तक पहुँचे।`,
            reasons.map((r) => r.hi).join('\n'),
            '',
            `**उत्तर: ${answer.hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 100,
        numbers: [size],
        check(): QuestionAnswer {
          const orders = [...permutations([...order].sort())].filter((perm) =>
            pairs.every(([x, y]) => perm.indexOf(x) < perm.indexOf(y)),
          );
          const sure = optionPairs
            .map(({ p }, i) => (orders.every((perm) => perm.indexOf(p[0]) < perm.indexOf(p[1])) ? i : -1))
            .filter((i) => i >= 0);
          return { kind: 'choice', correct: sure.length === 1 ? sure : [-1] };
        },
      };
    }
  },
};

/** A group of people whose relative order a clue fixes: a chain, or one above (below) both others. */
type Group = { kind: 'chain2' | 'chain3' | 'vee' | 'wedge'; members: string[] };
const GROUP_SIZE = { chain2: 2, chain3: 3, vee: 3, wedge: 3 } as const;
/** Orders of the group's members that the clue allows. */
const GROUP_ORDERS = { chain2: 1, chain3: 1, vee: 2, wedge: 2 } as const;

function groupClue(attr: Attr, g: Group) {
  const [a = '', b = '', c = ''] = g.members;
  if (g.kind === 'chain2') return compare(attr, a, b, false);
  if (g.kind === 'chain3')
    return {
      en: `${a} is ${attr.more} than ${b}, and ${b} is ${attr.more} than ${c}`,
      hi: `${a}, ${b} से ${attr.hiPre}${attr.hiMore} है और ${b}, ${c} से ${attr.hiPre}${attr.hiMore} है`,
    };
  if (g.kind === 'vee')
    return {
      en: `${a} is ${attr.more} than both ${b} and ${c}`,
      hi: `${a}, ${b} और ${c} दोनों से ${attr.hiPre}${attr.hiMore} है`,
    };
  return {
    en: `${a} and ${b} are both ${attr.more} than ${c}`,
    hi: `${a} और ${b} दोनों ${c} से ${attr.hiPre}${attr.hiMore} हैं`,
  };
}

/** The pairs (more, less) a group's clue states. */
function groupPairs(g: Group): [string, string][] {
  const [a = '', b = '', c = ''] = g.members;
  const who: Record<string, string> = { a, b, c };
  const spec = { chain2: 'ab', chain3: 'ab bc', vee: 'ab ac', wedge: 'ac bc' }[g.kind];
  return spec.split(' ').map((xy) => [who[xy.charAt(0)] ?? '', who[xy.charAt(1)] ?? '']);
}

/** Clues fix one person's place and two small groups' internal order: how many orders are possible? */
export const orderRankingCountOrders: QuestionGenerator = {
  id: 'order-and-ranking/count-possible-orders',
  topic: 'order-and-ranking',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    const attr = rng.pick(ATTRS);
    const n = rng.int(6, 7);
    const people = rng.shuffle(LETTERS.slice(0, n));
    const kinds: Group['kind'][] = ['chain2', 'chain3', 'vee', 'wedge'];
    let k1 = rng.pick(kinds);
    let k2 = rng.pick(kinds);
    while (GROUP_SIZE[k1] + GROUP_SIZE[k2] > n - 1) {
      k1 = rng.pick(kinds);
      k2 = rng.pick(kinds);
    }
    const fixed = people[0] as string;
    const g1: Group = { kind: k1, members: people.slice(1, 1 + GROUP_SIZE[k1]) };
    const g2: Group = {
      kind: k2,
      members: people.slice(1 + GROUP_SIZE[k1], 1 + GROUP_SIZE[k1] + GROUP_SIZE[k2]),
    };
    const free = people.slice(1 + GROUP_SIZE[k1] + GROUP_SIZE[k2]);
    const above = rng.int(0, n - 1); // exactly `above` people rank above the fixed person
    const s1 = GROUP_SIZE[k1];
    const s2 = GROUP_SIZE[k2];
    const e1 = GROUP_ORDERS[k1];
    const e2 = GROUP_ORDERS[k2];
    const base = factorial(n - 1) / (factorial(s1) * factorial(s2));
    const value = base * e1 * e2;
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      [
        (factorial(n) / (factorial(s1) * factorial(s2))) * e1 * e2, // forgets that one place is fixed
        base, // treats "more than both" as a full chain
        (factorial(n - 1) / factorial(s1)) * e1, // forgets the second group
        factorial(n - 1), // ignores the groups
        value * 2,
      ].filter((d) => d !== value),
    );
    const most = { taller: 'tallest', heavier: 'heaviest', older: 'oldest' }[attr.more];
    const least = { taller: 'shortest', heavier: 'lightest', older: 'youngest' }[attr.more];
    const place =
      above === 0
        ? { en: `${fixed} is the ${most} of all`, hi: `${fixed} सबसे ${attr.hiPre}${attr.hiMore} है` }
        : above === n - 1
          ? { en: `${fixed} is the ${least} of all`, hi: `${fixed} सबसे ${attr.hiPre}${attr.hiLess} है` }
          : {
              en: `Exactly ${above} of the others ${above === 1 ? 'is' : 'are'} ${attr.more} than ${fixed}`,
              hi: `बाकी में से ठीक ${above} ${above === 1 ? 'व्यक्ति' : 'व्यक्ति'} ${fixed} से ${attr.hiPre}${attr.hiMore} ${above === 1 ? 'है' : 'हैं'}`,
            };
    const clues = rng.shuffle([place, groupClue(attr, g1), groupClue(attr, g2)]);
    const groupLine = (g: Group, s: number, e: number) => ({
      en: `- ${g.members.join(', ')}: ${e === 1 ? 'only 1' : `only ${e}`} of their $${s}! = ${factorial(s)}$ orders ${e === 1 ? 'is' : 'are'} allowed.`,
      hi: `- ${g.members.join(', ')}: इनके $${s}! = ${factorial(s)}$ क्रमों में से केवल ${e} क्रम मान्य ${e === 1 ? 'है' : 'हैं'}।`,
    });
    const expr = `\\frac{${n - 1}!}{${s1}! \\times ${s2}!} \\times ${e1} \\times ${e2} = \\frac{${factorial(n - 1)}}{${factorial(s1) * factorial(s2)}} \\times ${e1 * e2} = ${value}`;
    return {
      title: { en: 'Number of possible orders', hi: 'संभव क्रमों की संख्या' },
      type: 'single',
      statement: {
        en: `${n} friends ${[...people].sort().join(', ')} are to be ranked by ${attr.noun}; no two are alike. ${clues.map((c) => `${c.en}.`).join(' ')} Nothing else is known. How many different orders of the ${n} friends are possible?`,
        hi: `${n} मित्रों ${[...people].sort().join(', ')} को ${attr.hiNoun} के अनुसार क्रम में रखना है; किन्हीं दो ${attr.hiOf} ${attr.hiNoun} समान नहीं है। ${clues.map((c) => `${c.hi}।`).join(' ')} इसके अलावा कुछ ज्ञात नहीं है। ${n} मित्रों के कितने भिन्न क्रम संभव हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `In the order (${most} first), ${fixed}'s place is fixed: place ${above + 1}. The other ${n - 1} friends fill the remaining ${n - 1} places in $${n - 1}! = ${factorial(n - 1)}$ ways if nothing else is known.`,
          [groupLine(g1, s1, e1).en, groupLine(g2, s2, e2).en].join('\n'),
          free.length > 0
            ? `${free.join(', ')} ${free.length === 1 ? 'is' : 'are'} free. Each group keeps only its allowed orders, so the count is $${expr}$.`
            : `Each group keeps only its allowed orders, so the count is $${expr}$.`,
          '',
          `**Answer: ${value}**`,
        ].join('\n\n'),
        hi: [
          `क्रम में (सबसे ${attr.hiMore} पहले) ${fixed} का स्थान ${above + 1} निश्चित है। बाकी ${n - 1} मित्र शेष ${n - 1} स्थानों पर बिना किसी शर्त के $${n - 1}! = ${factorial(n - 1)}$ प्रकार से बैठ सकते हैं।`,
          [groupLine(g1, s1, e1).hi, groupLine(g2, s2, e2).hi].join('\n'),
          free.length > 0
            ? `${free.join(', ')} पर कोई शर्त नहीं है। प्रत्येक समूह के केवल मान्य क्रम रखने पर संख्या $${expr}$ है।`
            : `प्रत्येक समूह के केवल मान्य क्रम रखने पर संख्या $${expr}$ है।`,
          '',
          `**उत्तर: ${value}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 200,
      numbers: [n, value],
      check(): QuestionAnswer {
        const pairs = [...groupPairs(g1), ...groupPairs(g2)];
        let count = 0;
        for (const perm of permutations(people)) {
          if (perm.indexOf(fixed) !== above) continue;
          if (pairs.every(([x, y]) => perm.indexOf(x) < perm.indexOf(y))) count++;
        }
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

const HEIGHT_EN = [
  '',
  'the tallest',
  'the second tallest',
  'the third tallest',
  'the fourth tallest',
  'the shortest',
];
const HEIGHT_HI = ['', 'सबसे लंबा', 'दूसरा सबसे लंबा', 'तीसरा सबसे लंबा', 'चौथा सबसे लंबा', 'सबसे कम लंबाई वाला'];
const WEIGHT_EN = [
  '',
  'the heaviest',
  'the second heaviest',
  'the third heaviest',
  'the fourth heaviest',
  'the lightest',
];
const WEIGHT_HI = ['', 'सबसे भारी', 'दूसरा सबसे भारी', 'तीसरा सबसे भारी', 'चौथा सबसे भारी', 'सबसे हल्का'];

/** Five people ranked by height and by weight, linked by cross clues: who holds a given weight rank? */
export const orderRankingTwoCriteria: QuestionGenerator = {
  id: 'order-and-ranking/two-criteria-ranking',
  topic: 'order-and-ranking',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng: Rng) {
    const people = rng.shuffle(LETTERS.slice(0, 5));
    const height = [...people]; // tallest first
    const weight = rng.shuffle(people); // heaviest first
    const heightAttr = ATTRS[0];
    const heightPairs: [string, string][] = height.slice(0, -1).map((p, i) => [p, height[i + 1] as string]);
    const i0 = rng.int(0, 2);
    heightPairs.push([height[i0] as string, height[rng.int(i0 + 2, 4)] as string]);
    // Cross clues for three height ranks; the last two people are told apart by one weight comparison.
    const ranks = rng.shuffle([1, 2, 3, 4, 5]);
    const cross = ranks.slice(0, 3).map((h) => ({ h, w: weight.indexOf(height[h - 1] as string) + 1 }));
    const [x = '', y = ''] = ranks.slice(3).map((h) => height[h - 1] as string);
    const [heavy, light] = weight.indexOf(x) < weight.indexOf(y) ? [x, y] : [y, x];
    const sentences = rng.shuffle([
      ...heightPairs.map(([a, b]) => compare(heightAttr, a, b, rng.next() < 0.4)),
      ...cross.map(({ h, w }) => ({
        en: `${HEIGHT_EN[h]} of them is ${WEIGHT_EN[w]}`,
        hi: `उनमें ${HEIGHT_HI[h]} व्यक्ति ${WEIGHT_HI[w]} है`,
      })),
      { en: `${heavy} is heavier than ${light}`, hi: `${heavy}, ${light} से भारी है` },
    ]);
    const j = rng.int(1, 5);
    const answer = weight[j - 1] as string;
    const distractors = [
      height[j - 1], // confuses height with weight
      weight[5 - j], // counts from the wrong end
      answer === heavy ? light : heavy,
      ...rng.shuffle(people),
    ].filter((p): p is string => p !== undefined && p !== answer);
    const options = rng.shuffle([answer, ...[...new Set(distractors)].slice(0, 3)]);
    const correctIndex = options.indexOf(answer);
    const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
    const crossLines = cross.map(({ h, w }) => ({
      en: `- ${cap(HEIGHT_EN[h] ?? '')} is ${height[h - 1]}, so ${height[h - 1]} is ${WEIGHT_EN[w]}.`,
      hi: `- ${HEIGHT_HI[h]} ${height[h - 1]} है, अतः ${height[h - 1]} ${WEIGHT_HI[w]} है।`,
    }));
    const left = [1, 2, 3, 4, 5].filter((w) => !cross.some((c) => c.w === w));
    return {
      title: { en: 'Ranking by two criteria', hi: 'दो आधारों पर क्रम' },
      type: 'single',
      statement: {
        en: `Five friends ${[...people].sort().join(', ')} have different heights and different weights. ${sentences.map((s) => `${cap(s.en)}.`).join(' ')} Who is ${WEIGHT_EN[j]}?`,
        hi: `पाँच मित्रों ${[...people].sort().join(', ')} की लंबाई और वज़न सभी अलग-अलग हैं। ${sentences.map((s) => `${s.hi}।`).join(' ')} ${WEIGHT_HI[j]} कौन है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Height clues, joined into one chain: $${height.join(' \\gt ')}$ (tallest first).`,
          crossLines.map((l) => l.en).join('\n'),
          `The weight places left are ${left.join(' and ')}, for ${x} and ${y}; ${heavy} is heavier than ${light}, so ${heavy} takes place ${Math.min(...left)} and ${light} place ${Math.max(...left)}.`,
          `Weight order (heaviest first): ${weight.join(', ')}.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `लंबाई की सूचनाओं को एक शृंखला में जोड़िए: $${height.join(' \\gt ')}$ (सबसे लंबा पहले)।`,
          crossLines.map((l) => l.hi).join('\n'),
          `वज़न के शेष स्थान ${left.join(' और ')} हैं, ${x} और ${y} के लिए; ${heavy}, ${light} से भारी है, अतः ${heavy} स्थान ${Math.min(...left)} पर और ${light} स्थान ${Math.max(...left)} पर है।`,
          `वज़न का क्रम (सबसे भारी पहले): ${weight.join(', ')}।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 210,
      numbers: [],
      check(): QuestionAnswer {
        const sorted = [...people].sort();
        const all = [...permutations(sorted)];
        const found = new Set<string>();
        for (const h of all) {
          if (!heightPairs.every(([a, b]) => h.indexOf(a) < h.indexOf(b))) continue;
          for (const w of all) {
            if (w.indexOf(heavy) > w.indexOf(light)) continue;
            if (!cross.every((c) => w.indexOf(h[c.h - 1] as string) === c.w - 1)) continue;
            found.add(w[j - 1] as string);
          }
        }
        const only = found.size === 1 ? [...found][0] : undefined;
        return { kind: 'choice', correct: [only === undefined ? -1 : options.indexOf(only)] };
      },
    };
  },
};
