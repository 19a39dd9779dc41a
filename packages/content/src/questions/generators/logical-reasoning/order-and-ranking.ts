import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/**
 * Order and ranking. `generate` uses the position formulas (N = L + R − 1 and friends); `check`
 * rebuilds the row as an array, places the people and counts seats, or enumerates every ordering
 * that fits the comparison clues.
 *
 * The topic's shapes (id – what it asks – exams):
 * - positions-from-both-ends – the total from one person's positions, or the position from the other end – SSC CGL, RRB NTPC, Bank PO, CUET
 * - interchange – two people swap seats: the row's size, a new position or the people between – SSC CGL, RRB NTPC, Bank PO, CUET
 * - comparison-ranking – who stands k-th in an order built from comparison clues – SSC CGL, Bank PO, CUET, Placements, RRB NTPC
 * - persons-between (order-and-ranking-queues.ts) – people between two people ranked from opposite ends – SSC CGL, RRB NTPC, Bank PO, CUET
 * - minimum-in-queue (order-and-ranking-queues.ts) – the fewest (or most) people a queue can hold – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - queue-chain-positions (order-and-ranking-queues.ts) – a position or a gap from "behind"/"ahead" clues – SSC CGL, RRB NTPC, Bank PO, CUET
 * - rank-after-leaving (order-and-ranking-queues.ts) – a student's rank after some above and below leave – SSC CGL, RRB NTPC, Bank PO, CUET
 * - must-be-true-comparison (order-and-ranking-comparisons.ts) – which comparison must be true from partial clues – SSC CGL, Bank PO, CUET, Placements
 * - count-possible-orders (order-and-ranking-comparisons.ts, CAT level) – how many orders the clues allow – CAT, Placements
 * - two-criteria-ranking (order-and-ranking-comparisons.ts, CAT level) – heights and weights linked by cross clues: who holds a weight rank – CAT, Bank PO, Placements
 */

const NAMES = [
  ['Ravi', 'रवि', true],
  ['Amit', 'अमित', true],
  ['Mohan', 'मोहन', true],
  ['Rahul', 'राहुल', true],
  ['Karan', 'करण', true],
  ['Deepak', 'दीपक', true],
  ['Sita', 'सीता', false],
  ['Priya', 'प्रिया', false],
  ['Neha', 'नेहा', false],
  ['Anjali', 'अंजलि', false],
  ['Pooja', 'पूजा', false],
  ['Kavita', 'कविता', false],
  ['Suresh', 'सुरेश', true],
  ['Meena', 'मीना', false],
  ['Varun', 'वरुण', true],
  ['Rekha', 'रेखा', false],
] as const;

function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** Ordinal options: English "32nd", Hindi "32वाँ". */
const ordinalText = (n: number) => ({ en: ordinal(n), hi: `${n}वाँ` });

/** A row (left/right) or a class list (top/bottom): the two ends in both languages. */
const SETTINGS = [
  {
    ends: { en: ['left', 'right'], hi: ['बाएँ', 'दाएँ'] },
    group: { en: 'a row', hi: 'एक पंक्ति', members: { en: 'people', hi: 'व्यक्ति', hiObl: 'व्यक्तियों' } },
    hiIn: 'पंक्ति',
  },
  {
    ends: { en: ['top', 'bottom'], hi: ['ऊपर', 'नीचे'] },
    group: { en: 'a class', hi: 'एक कक्षा', members: { en: 'students', hi: 'विद्यार्थी', hiObl: 'विद्यार्थियों' } },
    hiIn: 'कक्षा',
  },
] as const;

/** The checker's row: seat i (0-based from the left/top) holds a name or is empty. */
function rowOf(n: number, placed: Record<string, number>): (string | null)[] | undefined {
  const row: (string | null)[] = Array(n).fill(null);
  for (const [name, seat] of Object.entries(placed)) {
    if (seat < 0 || seat >= n || row[seat] !== null) return undefined;
    row[seat] = name;
  }
  return row;
}
const fromLeft = (row: readonly (string | null)[], name: string) => row.indexOf(name) + 1;
const fromRight = (row: readonly (string | null)[], name: string) => row.length - row.indexOf(name);

/** One person's positions from both ends: the total, or the position from the other end. */
export const orderRankingPositions: QuestionGenerator = {
  id: 'order-and-ranking/positions-from-both-ends',
  topic: 'order-and-ranking',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  generate(rng) {
    const set = rng.pick(SETTINGS);
    const [en, hi] = rng.pick(NAMES);
    const [e1, e2] = set.ends.en;
    const [h1, h2] = set.ends.hi;
    const askTotal = rng.next() < 0.5;
    const l = rng.int(5, 40);
    const r = rng.int(5, 40);
    const n = l + r - 1;
    const m = set.group.members;
    if (askTotal) {
      const { options, correctIndex } = choiceOptions(rng, n, [
        l + r, // forgets that the person is counted from both ends
        l + r - 2, // subtracts the person twice
        l + r + 1,
        Math.abs(l - r) + 1,
      ]);
      return {
        title: { en: 'Total from positions at both ends', hi: 'दोनों छोरों से स्थान द्वारा कुल संख्या' },
        type: 'single',
        statement: {
          en: `In ${set.group.en}, ${en} is ${ordinal(l)} from the ${e1} and ${ordinal(r)} from the ${e2}. How many ${m.en} are there in the ${set.group.en.slice(2)}?`,
          hi: `${set.group.hi} में ${hi} ${h1} से ${l}वें और ${h2} से ${r}वें स्थान पर है। ${set.hiIn} में कुल कितने ${m.hi} हैं?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `${en} is counted in both positions, so the total is one less than their sum.`,
            `$N = L + R - 1 = ${l} + ${r} - 1 = ${n}$.`,
            '',
            `**Answer: ${n}**`,
          ].join('\n\n'),
          hi: [
            `${hi} दोनों ओर की गिनती में शामिल है, इसलिए कुल संख्या दोनों स्थानों के योग से 1 कम होगी।`,
            `$N = L + R - 1 = ${l} + ${r} - 1 = ${n}$।`,
            '',
            `**उत्तर: ${n}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 30,
        numbers: [l, r, n],
        check(): QuestionAnswer {
          // Try every row length and keep the one in which the person's seat matches both counts.
          for (let size = 1; size <= 200; size++) {
            const row = rowOf(size, { X: l - 1 });
            if (row && fromRight(row, 'X') === r)
              return { kind: 'choice', correct: [options.indexOf(String(size))] };
          }
          return { kind: 'choice', correct: [-1] };
        },
      };
    }
    const total = n;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      r,
      [
        total - l, // forgets the +1
        total - l + 2,
        l, // repeats the given position
        total - l - 1,
      ],
      String,
    );
    const options = raw.map((o) => ordinalText(Number(o)));
    return {
      title: { en: 'Position from the other end', hi: 'दूसरे छोर से स्थान' },
      type: 'single',
      statement: {
        en: `In ${set.group.en} of ${total} ${m.en}, ${en} is ${ordinal(l)} from the ${e1}. What is ${en}'s position from the ${e2}?`,
        hi: `${total} ${m.hiObl} की ${set.group.hi.replace('एक ', '')} में ${hi} ${h1} से ${l}वें स्थान पर है। ${h2} से ${hi} का स्थान कौन-सा है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Position from the ${e2} $= N - L + 1 = ${total} - ${l} + 1 = ${r}$.`,
          `(Check: $${l} + ${r} - 1 = ${total}$.)`,
          '',
          `**Answer: ${ordinal(r)}**`,
        ].join('\n\n'),
        hi: [
          `${h2} से स्थान $= N - L + 1 = ${total} - ${l} + 1 = ${r}$।`,
          `(जाँच: $${l} + ${r} - 1 = ${total}$।)`,
          '',
          `**उत्तर: ${r}वाँ**`,
        ].join('\n\n'),
      },
      expectedSeconds: 30,
      numbers: [total, l, r],
      check(): QuestionAnswer {
        const row = rowOf(total, { X: l - 1 });
        const pos = row ? fromRight(row, 'X') : -1;
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === ordinal(pos))] };
      },
    };
  },
};

/** Two people interchange seats: find the row's size, a new position, or the people between them. */
export const orderRankingInterchange: QuestionGenerator = {
  id: 'order-and-ranking/interchange',
  topic: 'order-and-ranking',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  generate(rng) {
    const [pa, pb] = rng.shuffle(NAMES);
    if (!pa || !pb) throw new Error('two names needed');
    const [aEn, aHi, aMale] = pa;
    const [bEn, bHi] = pb;
    const a = rng.int(5, 25); // A's old position from the left
    let b = rng.int(5, 25); // B's old position from the right
    let c = rng.int(5, 40); // A's new position from the left (= B's old seat)
    // B's old seat must differ from A's, and A's old seat must lie at least 5 seats from the right end.
    while (c === a || c + b - 1 < a + 4) {
      b = rng.int(5, 25);
      c = rng.int(5, 40);
    }
    const n = c + b - 1;
    const bNewRight = n - a + 1;
    const between = Math.abs(c - a) - 1;
    // Keep every position the question or answer uses at 5 or more (Hindi writes them as "5वें").
    const ask = rng.pick(['total', 'newRight', 'between'] as const);
    const given = {
      en: `In a row, ${aEn} is ${ordinal(a)} from the left and ${bEn} is ${ordinal(b)} from the right. When they interchange their positions, ${aEn} becomes ${ordinal(c)} from the left.`,
      hi: `एक पंक्ति में ${aHi} बाएँ से ${a}वें और ${bHi} दाएँ से ${b}वें स्थान पर है। जब वे आपस में अपने स्थान बदल लेते हैं, तो ${aHi} बाएँ से ${c}वें स्थान पर आ ${aMale ? 'जाता' : 'जाती'} है।`,
    };
    const seatEn = `${aEn}'s new seat is ${bEn}'s old seat, so it is ${ordinal(c)} from the left and ${ordinal(b)} from the right: $N = ${c} + ${b} - 1 = ${n}$.`;
    const seatHi = `${aHi} का नया स्थान ${bHi} का पुराना स्थान है, जो बाएँ से ${c}वाँ और दाएँ से ${b}वाँ है: $N = ${c} + ${b} - 1 = ${n}$।`;
    let value: number;
    let distractors: number[];
    let question: { en: string; hi: string };
    let steps: { en: string[]; hi: string[] };
    const ordinalAnswer = ask === 'newRight';
    if (ask === 'total') {
      value = n;
      distractors = [n + 1, a + b - 1, n - 1, c + b];
      question = { en: 'How many people are there in the row?', hi: 'पंक्ति में कुल कितने व्यक्ति हैं?' };
      steps = { en: [seatEn], hi: [seatHi] };
    } else if (ask === 'newRight') {
      value = bNewRight;
      // Forgets the +1; uses B's old seat; confuses left and right.
      distractors = [n - a, n - c + 1, a, bNewRight + 1];
      question = {
        en: `What is ${bEn}'s new position from the right?`,
        hi: `अब दाएँ से ${bHi} का स्थान कौन-सा है?`,
      };
      steps = {
        en: [
          seatEn,
          `${bEn} moves to ${aEn}'s old seat, ${ordinal(a)} from the left, which is $${n} - ${a} + 1 = ${bNewRight}$ from the right.`,
        ],
        hi: [
          seatHi,
          `${bHi}, ${aHi} के पुराने स्थान (बाएँ से ${a}वाँ) पर पहुँचता है, जो दाएँ से $${n} - ${a} + 1 = ${bNewRight}$वाँ है।`,
        ],
      };
    } else {
      value = between;
      distractors = [between + 1, between - 1, Math.abs(c - a) + 1, n - a - b];
      question = {
        en: `How many people are sitting between ${aEn} and ${bEn}?`,
        hi: `${aHi} और ${bHi} के बीच कितने व्यक्ति हैं?`,
      };
      steps = {
        en: [
          `${bEn}'s seat is ${aEn}'s new seat, ${ordinal(c)} from the left; ${aEn} was ${ordinal(a)} from the left.`,
          `People between seats ${Math.min(a, c)} and ${Math.max(a, c)}: $${Math.max(a, c)} - ${Math.min(a, c)} - 1 = ${between}$.`,
        ],
        hi: [
          `${bHi} का स्थान ${aHi} का नया स्थान है, यानी बाएँ से ${c}वाँ; ${aHi} पहले बाएँ से ${a}वें स्थान पर ${aMale ? 'था' : 'थी'}।`,
          `स्थान ${Math.min(a, c)} और ${Math.max(a, c)} के बीच व्यक्ति: $${Math.max(a, c)} - ${Math.min(a, c)} - 1 = ${between}$।`,
        ],
      };
    }
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      distractors.filter((d) => d >= 0),
    );
    const options = ordinalAnswer ? raw.map((o) => ordinalText(Number(o))) : raw;
    const shown = ordinalAnswer ? ordinalText(value) : { en: String(value), hi: String(value) };
    const numbers =
      ask === 'total' ? [a, b, c, n] : ask === 'newRight' ? [a, b, c, n, bNewRight] : [a, b, c, between];
    return {
      title: { en: 'Interchange of positions', hi: 'स्थानों की अदला-बदली' },
      type: 'single',
      statement: { en: `${given.en} ${question.en}`, hi: `${given.hi} ${question.hi}` },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...steps.en, '', `**Answer: ${shown.en}**`].join('\n\n'),
        hi: [...steps.hi, '', `**उत्तर: ${shown.hi}**`].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers,
      check(): QuestionAnswer {
        // Try every row size: seat A and B, swap them, and keep the size where A lands c-th from the left.
        const fits: (string | null)[][] = [];
        for (let size = 2; size <= 200; size++) {
          const row = rowOf(size, { A: a - 1, B: size - b });
          if (!row) continue;
          const i = row.indexOf('A');
          const j = row.indexOf('B');
          row[i] = 'B';
          row[j] = 'A';
          if (fromLeft(row, 'A') === c) fits.push(row);
        }
        const row = fits.length === 1 ? fits[0] : undefined;
        if (!row) return { kind: 'choice', correct: [-1] };
        const found =
          ask === 'total'
            ? row.length
            : ask === 'newRight'
              ? fromRight(row, 'B')
              : Math.abs(row.indexOf('A') - row.indexOf('B')) - 1;
        const text = ordinalAnswer ? ordinal(found) : String(found);
        return {
          kind: 'choice',
          correct: [options.findIndex((o) => (typeof o === 'string' ? o : o.en) === text)],
        };
      },
    };
  },
};

const ATTRIBUTES = [
  {
    more: { en: 'taller', hi: 'लंबा' },
    less: { en: 'shorter', hi: 'छोटा' },
    most: { en: 'tallest', hi: 'सबसे लंबा' },
    least: { en: 'shortest', hi: 'सबसे छोटा' },
    hiPrefix: '',
  },
  {
    more: { en: 'heavier', hi: 'भारी' },
    less: { en: 'lighter', hi: 'हल्का' },
    most: { en: 'heaviest', hi: 'सबसे भारी' },
    least: { en: 'lightest', hi: 'सबसे हल्का' },
    hiPrefix: '',
  },
  {
    more: { en: 'older', hi: 'बड़ा' },
    less: { en: 'younger', hi: 'छोटा' },
    most: { en: 'oldest', hi: 'उम्र में सबसे बड़ा' },
    least: { en: 'youngest', hi: 'उम्र में सबसे छोटा' },
    hiPrefix: 'उम्र में ',
  },
] as const;

const RANK_WORDS_EN = ['', '', 'second', 'third', 'fourth', 'fifth'];
const RANK_WORDS_HI = ['', '', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ'];

/** Comparison clues among five or six people: who stands at a given place in the order? */
export const orderRankingComparison: QuestionGenerator = {
  id: 'order-and-ranking/comparison-ranking',
  topic: 'order-and-ranking',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CUET', 'Placements', 'RRB NTPC'],
  generate(rng) {
    const attr = rng.pick(ATTRIBUTES);
    const size = rng.int(5, 6);
    const people = rng.shuffle(['P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W']).slice(0, size);
    // The hidden order, most first. Clues: every neighbouring pair (which pins the order down), plus
    // one redundant clue; some pairs are merged into "X is … than Y but … than Z" sentences.
    const order = people;
    const pairs: [string, string][] = order.slice(0, -1).map((p, i) => [p, order[i + 1] as string]);
    const i = rng.int(0, size - 3);
    pairs.push([order[i] as string, order[rng.int(i + 2, size - 1)] as string]);
    const clues = rng.shuffle(pairs);
    const sentences: { en: string; hi: string }[] = [];
    const used = new Set<number>();
    const said = (x: string, y: string, more: boolean) => ({
      en: `${x} is ${more ? attr.more.en : attr.less.en} than ${y}`,
      hi: `${x}, ${y} से ${attr.hiPrefix}${more ? attr.more.hi : attr.less.hi} है`,
    });
    clues.forEach(([hi, lo], k) => {
      if (used.has(k)) return;
      used.add(k);
      // Merge with a later clue sharing the middle person: "hi > lo" and "top > hi" → "hi is more than lo but less than top".
      const partner = clues.findIndex(([x, y], j) => !used.has(j) && y === hi && x !== lo);
      if (partner >= 0 && rng.next() < 0.6) {
        used.add(partner);
        const top = clues[partner]?.[0] ?? '';
        sentences.push({
          en: `${hi} is ${attr.more.en} than ${lo} but ${attr.less.en} than ${top}.`,
          hi: `${hi}, ${lo} से ${attr.hiPrefix}${attr.more.hi} है लेकिन ${top} से ${attr.less.hi} है।`,
        });
        return;
      }
      const s = rng.next() < 0.5 ? said(hi, lo, true) : said(lo, hi, false);
      sentences.push({ en: `${s.en}.`, hi: `${s.hi}।` });
    });
    // Ask for the k-th from the top or from the bottom.
    const fromTop = rng.next() < 0.5;
    const k = rng.int(1, size - 1);
    const answer = fromTop ? order[k - 1] : order[size - k];
    if (!answer) throw new Error('no answer');
    const word = fromTop ? attr.most : attr.least;
    const ask =
      k === 1
        ? { en: `Who is the ${word.en}?`, hi: `${word.hi} कौन है?` }
        : {
            en: `Who is the ${RANK_WORDS_EN[k]} ${word.en}?`,
            hi: `${RANK_WORDS_HI[k]} ${word.hi} कौन है?`,
          };
    const mirror = fromTop ? order[size - k] : order[k - 1]; // counted from the wrong end
    const near = [order[fromTop ? k : size - k - 1], order[fromTop ? k - 2 : size - k + 1]];
    const seen = new Set([answer]);
    const wrong = [mirror, ...near, ...rng.shuffle(order)].filter(
      (x): x is string => x !== undefined && !seen.has(x) && Boolean(seen.add(x)),
    );
    const options = rng.shuffle([answer, ...wrong.slice(0, 3)]);
    const correctIndex = options.indexOf(answer);
    const chain = order.join(' > ');
    const statement = {
      en: `Among ${size} friends ${order.slice().sort().join(', ')}: ${sentences.map((s) => s.en).join(' ')} ${ask.en}`,
      hi: `${size} मित्रों ${order.slice().sort().join(', ')} में से: ${sentences.map((s) => s.hi).join(' ')} ${ask.hi}`,
    };
    const solution = {
      en: [
        `Write each clue "X is ${attr.more.en} than Y" as $X \\gt Y$ and join the clues into one chain:`,
        `$${chain.replace(/>/g, '\\gt')}$ (the ${attr.most.en} on the left).`,
        `Counting ${k} from the ${fromTop ? 'left' : 'right'} gives ${answer}.`,
        '',
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `प्रत्येक सूचना "X, Y से ${attr.hiPrefix}${attr.more.hi} है" को $X \\gt Y$ लिखकर सभी सूचनाओं को एक शृंखला में जोड़िए:`,
        `$${chain.replace(/>/g, '\\gt')}$ (बाईं ओर ${attr.most.hi})।`,
        `${fromTop ? 'बाएँ' : 'दाएँ'} से ${k} गिनने पर ${answer} मिलता है।`,
        '',
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Comparison ranking', hi: 'तुलनात्मक क्रम' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [size],
      check(): QuestionAnswer {
        // Every ordering of the people that satisfies all clues; the asked place must be the same in all.
        const found = new Set<string>();
        for (const perm of permutations([...people].sort())) {
          const rank = new Map(perm.map((p, idx) => [p, idx]));
          if (pairs.every(([x, y]) => (rank.get(x) ?? 0) < (rank.get(y) ?? 0))) {
            const who = fromTop ? perm[k - 1] : perm[perm.length - k];
            if (who) found.add(who);
          }
        }
        const only = found.size === 1 ? [...found][0] : undefined;
        return { kind: 'choice', correct: [only === undefined ? -1 : options.indexOf(only)] };
      },
    };
  },
};

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
