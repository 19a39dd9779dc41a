import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { menAndWomen } from '../shared/person-names.js';

/**
 * Order and ranking in rows and queues: people between two people, the fewest people a queue can
 * hold, a chain of "behind"/"ahead" clues, and a rank after some students leave. `generate` uses the
 * position formulas; `check` lays the row out as an array and counts seats.
 */

export const RANK_PEOPLE = menAndWomen(
  ['Ravi', 'Amit', 'Mohan', 'Rahul', 'Karan', 'Deepak', 'Suresh', 'Varun'],
  ['Sita', 'Priya', 'Neha', 'Anjali', 'Pooja', 'Kavita', 'Meena', 'Rekha'],
);

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** Seat index (0-based) from the front of a line of n, or -1 when the seat is outside it. */
const seat = (n: number, fromFront: number) => (fromFront >= 1 && fromFront <= n ? fromFront - 1 : -1);

const textOf = (o: string | { en: string }) => (typeof o === 'string' ? o : o.en);

/** Two people's positions from opposite ends: how many people stand between them? */
export const orderRankingPersonsBetween: QuestionGenerator = {
  id: 'order-and-ranking/persons-between',
  topic: 'order-and-ranking',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const [p, q] = rng.shuffle(RANK_PEOPLE);
    if (!p || !q) throw new Error('two people needed');
    let n = 0;
    let a = 0;
    let b = 0;
    let posB = 0;
    // Redraw until the two seats are apart by at least one person.
    do {
      n = rng.int(20, 60);
      a = rng.int(5, n - 5);
      b = rng.int(5, n - 5);
      posB = n - b + 1;
    } while (Math.abs(posB - a) < 2);
    const between = Math.abs(posB - a) - 1;
    const overlap = posB < a;
    const distractors = overlap
      ? [a + b - n, a + b - n - 1, n - a - b + 2, between + 2] // forgets to drop the two people; off by one
      : [n - a - b + 1, n - a - b - 1, n - a - b + 2, a + b]; // counts one or both of them; adds the ranks
    const { options, correctIndex } = choiceOptions(
      rng,
      between,
      distractors.filter((d) => d >= 0 && d !== between),
    );
    const stepsEn = overlap
      ? [
          `${q.en} is ${ordinal(b)} from the right, so ${q.en}'s place from the left is $${n} - ${b} + 1 = ${posB}$.`,
          `${q.en} (seat ${posB}) is to the left of ${p.en} (seat ${a}): the counts from the two ends overlap.`,
          `People between them $= ${a} - ${posB} - 1 = ${between}$.`,
        ]
      : [
          `${q.en} is ${ordinal(b)} from the right, so ${q.en}'s place from the left is $${n} - ${b} + 1 = ${posB}$.`,
          `${p.en} (seat ${a}) is to the left of ${q.en} (seat ${posB}).`,
          `People between them $= ${posB} - ${a} - 1 = ${between}$ (the same as $${n} - (${a} + ${b}) = ${between}$).`,
        ];
    const stepsHi = overlap
      ? [
          `${q.hi} दाएँ से ${b}वें स्थान पर है, अतः बाएँ से ${q.hi} का स्थान $${n} - ${b} + 1 = ${posB}$ है।`,
          `${q.hi} (स्थान ${posB}), ${p.hi} (स्थान ${a}) के बाईं ओर है: दोनों छोरों की गिनतियाँ एक-दूसरे पर चढ़ जाती हैं।`,
          `दोनों के बीच व्यक्ति $= ${a} - ${posB} - 1 = ${between}$।`,
        ]
      : [
          `${q.hi} दाएँ से ${b}वें स्थान पर है, अतः बाएँ से ${q.hi} का स्थान $${n} - ${b} + 1 = ${posB}$ है।`,
          `${p.hi} (स्थान ${a}), ${q.hi} (स्थान ${posB}) के बाईं ओर है।`,
          `दोनों के बीच व्यक्ति $= ${posB} - ${a} - 1 = ${between}$ (यही $${n} - (${a} + ${b}) = ${between}$ है)।`,
        ];
    return {
      title: { en: 'Persons between two ranked people', hi: 'दो व्यक्तियों के बीच व्यक्तियों की संख्या' },
      type: 'single',
      statement: {
        en: `In a row of ${n} people, ${p.en} is ${ordinal(a)} from the left and ${q.en} is ${ordinal(b)} from the right. How many people are there between ${p.en} and ${q.en}?`,
        hi: `${n} व्यक्तियों की एक पंक्ति में ${p.hi} बाएँ से ${a}वें और ${q.hi} दाएँ से ${b}वें स्थान पर है। ${p.hi} और ${q.hi} के बीच कितने व्यक्ति हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...stepsEn, '', `**Answer: ${between}**`].join('\n\n'),
        hi: [...stepsHi, '', `**उत्तर: ${between}**`].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [n, a, b, between],
      check(): QuestionAnswer {
        const row: string[] = Array(n).fill('');
        row[seat(n, a)] = 'P';
        row[n - b] = 'Q';
        const i = row.indexOf('P');
        const j = row.indexOf('Q');
        const count = row.filter((_, k) => k > Math.min(i, j) && k < Math.max(i, j)).length;
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/** Positions from both ends and the people between: the fewest (or most) people the queue can hold. */
export const orderRankingMinimumQueue: QuestionGenerator = {
  id: 'order-and-ranking/minimum-in-queue',
  topic: 'order-and-ranking',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const [p, q] = rng.shuffle(RANK_PEOPLE);
    if (!p || !q) throw new Error('two people needed');
    const a = rng.int(5, 25);
    const b = rng.int(5, 25);
    const overlapOk = rng.next() < 0.75;
    // k people between; the overlapping order (q ahead of p) needs a - k - 1 >= 1 and b - k - 1 >= 1.
    const k = overlapOk ? rng.int(2, Math.min(a, b) - 2) : rng.int(Math.min(a, b) - 1, Math.min(a, b) + 8);
    const behind = a + k + b; // q behind p
    const ahead = a - k - 1 >= 1 && b - k - 1 >= 1 ? a + b - k - 2 : undefined; // q ahead of p
    const askMax = ahead !== undefined && rng.next() < 0.3;
    const value = askMax ? behind : (ahead ?? behind);
    const distractors = [
      askMax ? (ahead ?? 0) : behind, // the other order
      a + b + k - 1, // counts one of them twice
      a + b, // ignores the people between
      a + b - k, // subtracts the people between without dropping the two
      value + 1,
    ].filter((d) => d > 0 && d !== value);
    const { options, correctIndex } = choiceOptions(rng, value, distractors);
    const word = askMax ? { en: 'maximum', hi: 'अधिकतम' } : { en: 'minimum', hi: 'न्यूनतम' };
    const caseBehindEn = `If ${q.en} is behind ${p.en}: ${q.en}'s place from the front is $${a} + ${k} + 1 = ${a + k + 1}$, so the queue has $${a + k + 1} + ${b} - 1 = ${behind}$ people.`;
    const caseBehindHi = `यदि ${q.hi}, ${p.hi} के पीछे है: आगे से ${q.hi} का स्थान $${a} + ${k} + 1 = ${a + k + 1}$ है, अतः पंक्ति में $${a + k + 1} + ${b} - 1 = ${behind}$ व्यक्ति हैं।`;
    const caseAheadEn =
      ahead === undefined
        ? `If ${q.en} were ahead of ${p.en}, the ${k} people between them and ${q.en} would need $${k} + 1 = ${k + 1}$ places ahead of ${p.en} and ${k + 1} places behind ${q.en}; but only $${a} - 1 = ${a - 1}$ people stand ahead of ${p.en} and $${b} - 1 = ${b - 1}$ behind ${q.en}, so this order is impossible.`
        : `If ${q.en} is ahead of ${p.en}: ${q.en}'s place from the front is $${a} - ${k} - 1 = ${a - k - 1}$, so the queue has $${a - k - 1} + ${b} - 1 = ${ahead}$ people.`;
    const caseAheadHi =
      ahead === undefined
        ? `यदि ${q.hi}, ${p.hi} से आगे होता, तो बीच के ${k} व्यक्तियों और ${q.hi} के लिए ${p.hi} से आगे $${k} + 1 = ${k + 1}$ स्थान तथा ${q.hi} के पीछे ${k + 1} स्थान चाहिए; पर ${p.hi} से आगे केवल $${a} - 1 = ${a - 1}$ और ${q.hi} के पीछे केवल $${b} - 1 = ${b - 1}$ व्यक्ति हैं, अतः यह क्रम संभव नहीं है।`
        : `यदि ${q.hi}, ${p.hi} से आगे है: आगे से ${q.hi} का स्थान $${a} - ${k} - 1 = ${a - k - 1}$ है, अतः पंक्ति में $${a - k - 1} + ${b} - 1 = ${ahead}$ व्यक्ति हैं।`;
    return {
      title: { en: 'Minimum or maximum number in a queue', hi: 'पंक्ति में न्यूनतम या अधिकतम व्यक्ति' },
      type: 'single',
      statement: {
        en: `In a queue, ${p.en} is ${ordinal(a)} from the front and ${q.en} is ${ordinal(b)} from the back. There are exactly ${k} people between ${p.en} and ${q.en}. What is the ${word.en} possible number of people in the queue?`,
        hi: `एक पंक्ति में ${p.hi} आगे से ${a}वें और ${q.hi} पीछे से ${b}वें स्थान पर है। ${p.hi} और ${q.hi} के बीच ठीक ${k} व्यक्ति हैं। पंक्ति में ${word.hi} कितने व्यक्ति हो सकते हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Try both orders of the two people.`,
          caseBehindEn,
          caseAheadEn,
          `The ${word.en} is ${value}.`,
          '',
          `**Answer: ${value}**`,
        ].join('\n\n'),
        hi: [
          'दोनों व्यक्तियों के दोनों संभव क्रम जाँचिए।',
          caseBehindHi,
          caseAheadHi,
          `${word.hi} संख्या ${value} है।`,
          '',
          `**उत्तर: ${value}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [a, b, k, value],
      check(): QuestionAnswer {
        // Every queue length in which both seats exist, differ, and have exactly k people between them.
        const sizes: number[] = [];
        for (let n = 2; n <= 200; n++) {
          const i = seat(n, a);
          const j = seat(n, n - b + 1);
          if (i >= 0 && j >= 0 && i !== j && Math.abs(i - j) - 1 === k) sizes.push(n);
        }
        const found = askMax ? Math.max(...sizes) : Math.min(...sizes);
        return { kind: 'choice', correct: [options.indexOf(String(found))] };
      },
    };
  },
};

/** A chain of "behind" and "ahead" clues in a queue of known length: a position or a gap. */
export const orderRankingQueueChain: QuestionGenerator = {
  id: 'order-and-ranking/queue-chain-positions',
  topic: 'order-and-ranking',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const [p, q, r] = rng.shuffle(RANK_PEOPLE);
    if (!p || !q || !r) throw new Error('three people needed');
    let n = 0;
    let a = 0;
    let x = 0;
    let y = 0;
    let c = 0;
    do {
      n = rng.int(25, 50);
      a = rng.int(5, 15);
      x = rng.int(3, 12);
      y = rng.int(3, 20);
      c = a + x - y; // q at a + x + 1, r ahead of q with y people between: a + x + 1 - y - 1
    } while (c < 5 || c === a || Math.abs(c - a) < 3 || a + x + 1 > n - 5 || n - c + 1 < 5);
    const qPos = a + x + 1;
    const ask = rng.pick(['back', 'gap'] as const);
    const fromBack = n - c + 1;
    const gap = Math.abs(c - a) - 1;
    const value = ask === 'back' ? fromBack : gap;
    const distractors =
      ask === 'back'
        ? [n - c, c, n - c + 2, n - (a + x - y - 1) + 1] // forgets +1; answers from the front; off by one
        : [Math.abs(c - a), Math.abs(c - a) + 1, gap - 1, x + y];
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      distractors.filter((d) => d > 0 && d !== value),
    );
    const options = ask === 'back' ? raw.map((o) => ({ en: ordinal(Number(o)), hi: `${o}वाँ` })) : raw;
    const shown =
      ask === 'back' ? { en: ordinal(value), hi: `${value}वाँ` } : { en: `${value}`, hi: `${value}` };
    const question =
      ask === 'back'
        ? { en: `What is ${r.en}'s position from the back?`, hi: `पीछे से ${r.hi} का स्थान कौन-सा है?` }
        : {
            en: `How many people are there between ${p.en} and ${r.en}?`,
            hi: `${p.hi} और ${r.hi} के बीच कितने व्यक्ति हैं?`,
          };
    const last =
      ask === 'back'
        ? {
            en: `From the back: $${n} - ${c} + 1 = ${fromBack}$.`,
            hi: `पीछे से: $${n} - ${c} + 1 = ${fromBack}$।`,
          }
        : {
            en: `Between seats ${Math.min(a, c)} and ${Math.max(a, c)}: $${Math.max(a, c)} - ${Math.min(a, c)} - 1 = ${gap}$.`,
            hi: `स्थान ${Math.min(a, c)} और ${Math.max(a, c)} के बीच: $${Math.max(a, c)} - ${Math.min(a, c)} - 1 = ${gap}$।`,
          };
    return {
      title: { en: 'Positions in a queue from a chain of clues', hi: 'सूचनाओं की शृंखला से पंक्ति में स्थान' },
      type: 'single',
      statement: {
        en: `${n} people stand in a queue. ${p.en} is ${ordinal(a)} from the front. ${q.en} is behind ${p.en}, with ${x} people between them. ${r.en} is ahead of ${q.en}, with ${y} people between them. ${question.en}`,
        hi: `${n} व्यक्ति एक पंक्ति में खड़े हैं। ${p.hi} आगे से ${a}वें स्थान पर है। ${q.hi}, ${p.hi} के पीछे है और दोनों के बीच ${x} व्यक्ति हैं। ${r.hi}, ${q.hi} से आगे है और दोनों के बीच ${y} व्यक्ति हैं। ${question.hi}`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Number the places from the front. ${p.en} is at ${a}.`,
          `${x} people between, then ${q.en}: $${a} + ${x} + 1 = ${qPos}$.`,
          `${y} people between, ahead of ${q.en}: ${r.en} is at $${qPos} - ${y} - 1 = ${c}$.`,
          last.en,
          '',
          `**Answer: ${shown.en}**`,
        ].join('\n\n'),
        hi: [
          `स्थानों को आगे से गिनिए। ${p.hi} स्थान ${a} पर है।`,
          `बीच में ${x} व्यक्ति, फिर ${q.hi}: $${a} + ${x} + 1 = ${qPos}$।`,
          `${q.hi} से आगे, बीच में ${y} व्यक्ति: ${r.hi} स्थान $${qPos} - ${y} - 1 = ${c}$ पर है।`,
          last.hi,
          '',
          `**उत्तर: ${shown.hi}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 80,
      numbers: [n, a, x, y],
      check(): QuestionAnswer {
        // Walk along an array: mark each person by stepping over the stated number of people.
        const row: string[] = Array(n).fill('');
        row[a - 1] = 'P';
        let at = row.indexOf('P');
        for (let skipped = 0; skipped <= x; skipped++) at++;
        row[at] = 'Q';
        for (let skipped = 0; skipped <= y; skipped++) at--;
        row[at] = 'R';
        const iR = row.indexOf('R');
        const iP = row.indexOf('P');
        const found = ask === 'back' ? ordinal(row.length - iR) : String(Math.abs(iR - iP) - 1);
        return { kind: 'choice', correct: [options.findIndex((o) => textOf(o) === found)] };
      },
    };
  },
};

/** Some students above and below a student leave the class: the student's new rank. */
export const orderRankingRankAfterLeaving: QuestionGenerator = {
  id: 'order-and-ranking/rank-after-leaving',
  topic: 'order-and-ranking',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng: Rng) {
    const p = rng.pick(RANK_PEOPLE);
    const n = rng.int(35, 70);
    const r = rng.int(10, n - 15);
    const u = rng.int(2, Math.min(9, r - 5));
    const d = rng.int(2, 9);
    const fromTop = rng.next() < 0.35;
    const newTop = r - u;
    const newBottom = n - r + 1 - d;
    const value = fromTop ? newTop : newBottom;
    const distractors = fromTop
      ? [r, r - u - d, r + u, newTop + 1]
      : [n - r + 1, n - r + 1 - u - d, n - r + 1 - u, newTop]; // ignores the change; removes every leaver; the wrong group; from the top
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      distractors.filter((x) => x >= 5 && x !== value),
    );
    const options = raw.map((o) => ({ en: ordinal(Number(o)), hi: `${o}वाँ` }));
    const end = fromTop ? { en: 'top', hi: 'ऊपर' } : { en: 'bottom', hi: 'नीचे' };
    return {
      title: { en: 'Rank after students leave', hi: 'कुछ विद्यार्थियों के जाने के बाद रैंक' },
      type: 'single',
      statement: {
        en: `In a class of ${n} students, ${p.en} ranked ${ordinal(r)} from the top. Later ${u} students who ranked above ${p.en} and ${d} students who ranked below ${p.en} left the class. What is ${p.en}'s rank from the ${end.en} among the students who remain?`,
        hi: `${n} विद्यार्थियों की एक कक्षा में ${p.hi} का रैंक ऊपर से ${r}वाँ था। बाद में ${p.hi} से ऊपर रैंक वाले ${u} विद्यार्थी और ${p.hi} से नीचे रैंक वाले ${d} विद्यार्थी कक्षा छोड़कर चले गए। शेष विद्यार्थियों में ${end.hi} से ${p.hi} का रैंक क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Below ${p.en} there were $${n} - ${r} = ${n - r}$ students, above ${p.en} $${r} - 1 = ${r - 1}$.`,
          fromTop
            ? `Only the ${u} who left from above change the rank from the top: $${r} - ${u} = ${newTop}$.`
            : `Only the ${d} who left from below change the rank from the bottom: $(${n - r} - ${d}) + 1 = ${newBottom}$.`,
          '',
          `**Answer: ${ordinal(value)}**`,
        ].join('\n\n'),
        hi: [
          `${p.hi} से नीचे $${n} - ${r} = ${n - r}$ विद्यार्थी और ऊपर $${r} - 1 = ${r - 1}$ विद्यार्थी थे।`,
          fromTop
            ? `ऊपर से रैंक पर केवल ऊपर वाले ${u} विद्यार्थियों के जाने का प्रभाव पड़ता है: $${r} - ${u} = ${newTop}$।`
            : `नीचे से रैंक पर केवल नीचे वाले ${d} विद्यार्थियों के जाने का प्रभाव पड़ता है: $(${n - r} - ${d}) + 1 = ${newBottom}$।`,
          '',
          `**उत्तर: ${value}वाँ**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [n, r, u, d],
      check(): QuestionAnswer {
        // The class list from the top; remove the leavers and find the student again.
        let list = Array.from({ length: n }, (_, i) => (i === r - 1 ? 'X' : `s${i}`));
        const above = list.slice(0, r - 1).slice(0, u);
        const below = list.slice(r).slice(-d);
        list = list.filter((s) => !above.includes(s) && !below.includes(s));
        const rank = fromTop ? list.indexOf('X') + 1 : list.length - list.indexOf('X');
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === ordinal(rank))] };
      },
    };
  },
};
