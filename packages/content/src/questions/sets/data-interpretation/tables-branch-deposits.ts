import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  type Loc,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  roundingNote,
  safeToRound,
  sum,
  sumTex,
  textQuestion,
  uniqueExtreme,
} from './di-numbers.js';

const BRANCHES = ['A', 'B', 'C', 'D', 'E'];
const KINDS: Loc[] = [loc('Savings', 'बचत'), loc('Current', 'चालू'), loc('Fixed', 'सावधि')];

/** A bank's deposits by branch and kind with missing cells (a table with totals): deduce, then compare. */
export const tablesBranchDeposits: QuestionSetGenerator = {
  id: 'tables/branch-deposits',
  topic: 'tables',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CAT', 'Placements'],
  generate(rng) {
    const nB = BRANCHES.length;
    let v: number[][] = [];
    let r1 = 0;
    let r2 = 0;
    let c1 = 0;
    let c2 = 0;
    let c3 = 0;
    for (;;) {
      // v[b][k]: deposits of branch b of kind k, in ₹ crore.
      v = BRANCHES.map(() => KINDS.map(() => 5 * rng.int(6, 40)));
      [r1, r2] = rng.shuffle([0, 1, 2, 3, 4]) as [number, number];
      [c1, c2, c3] = rng.shuffle([0, 1, 2]) as [number, number, number];
      const rowT = v.map(sum);
      const x = v[r2]?.[c3] as number;
      const h1 = v[r1]?.[c1] as number;
      const h2 = v[r2]?.[c2] as number;
      if (uniqueExtreme(rowT, 'max') >= 0 && safeToRound(x * 100, rowT[r2] as number) && h1 !== h2) break;
    }
    const cell = (b: number, k: number) => v[b]?.[k] as number;
    const rowT = (b: number) => sum(v[b] as number[]);
    const colT = (k: number) => sum(v.map((row) => row[k] as number));
    const grand = sum(v.map(sum));
    const hidden = (b: number, k: number) => (b === r1 && k === c1) || (b === r2 && k === c2);
    const br = (b: number) => loc(`branch ${BRANCHES[b]}`, `शाखा ${BRANCHES[b]}`);
    const kind = (k: number) => KINDS[k] as Loc;
    const table = (lang: 'en' | 'hi') => {
      const head =
        lang === 'en'
          ? ['Branch', ...KINDS.map((k) => k.en), 'Total']
          : ['शाखा', ...KINDS.map((k) => k.hi), 'कुल'];
      const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`];
      for (let b = 0; b < nB; b++) {
        const cells = KINDS.map((_, k) => (hidden(b, k) ? '?' : String(cell(b, k))));
        lines.push(`| ${BRANCHES[b]} | ${cells.join(' | ')} | ${b === r2 ? '?' : rowT(b)} |`);
      }
      lines.push(
        `| ${lang === 'en' ? 'Total' : 'कुल'} | ${KINDS.map((_, k) => colT(k)).join(' | ')} | ${grand} |`,
      );
      return lines.join('\n');
    };

    // 1. A missing cell from its row.
    const h1 = cell(r1, c1);
    const others1 = KINDS.flatMap((_, k) => (k === c1 ? [] : [cell(r1, k)]));
    const q1 = numberQuestion(rng, {
      title: loc('A missing deposit', 'लुप्त जमा राशि'),
      statement: {
        en: `What are the ${kind(c1).en} deposits (in ₹ crore) of ${br(r1).en}?`,
        hi: `${br(r1).hi} की ${kind(c1).hi} जमा राशि (₹ करोड़ में) कितनी है?`,
      },
      value: h1,
      distractors: [
        rowT(r1) - (others1[0] as number), // subtracts only one of the other two
        rowT(r1) - (others1[1] as number),
        h1 + 10,
        h1 - 10,
      ],
      steps: [
        {
          en: `The row of ${br(r1).en} adds up to ${rowT(r1)}: $${rowT(r1)} - ${others1.join(' - ')} = ${h1}$.`,
          hi: `${br(r1).hi} की पंक्ति का योग ${rowT(r1)} है: $${rowT(r1)} - ${others1.join(' - ')} = ${h1}$।`,
        },
      ],
      numbers: [h1],
      seconds: 60,
      recompute: () => colT(c1) - sum(BRANCHES.flatMap((_, b) => (b === r1 ? [] : [cell(b, c1)]))),
    });

    // 2. A missing row total: first the missing cell from its column, then the row.
    const h2 = cell(r2, c2);
    const colOthers = BRANCHES.flatMap((_, b) => (b === r2 ? [] : [cell(b, c2)]));
    const t2 = rowT(r2);
    const q2 = numberQuestion(rng, {
      title: loc('A missing branch total', 'किसी शाखा का लुप्त योग'),
      statement: {
        en: `What are the total deposits (in ₹ crore) of ${br(r2).en}?`,
        hi: `${br(r2).hi} की कुल जमा राशि (₹ करोड़ में) कितनी है?`,
      },
      value: t2,
      distractors: [
        t2 - h2, // adds only the figures shown
        colT(c2), // reads the column total
        t2 + 10,
        t2 - 10,
      ],
      steps: [
        {
          en: `The ${kind(c2).en} column adds up to ${colT(c2)}, so ${br(r2).en} has $${colT(c2)} - (${colOthers.join(' + ')}) = ${h2}$ there.`,
          hi: `${kind(c2).hi} स्तंभ का योग ${colT(c2)} है, अतः ${br(r2).hi} की ${kind(c2).hi} जमा $${colT(c2)} - (${colOthers.join(' + ')}) = ${h2}$।`,
        },
        {
          en: `Total of ${br(r2).en}: $${sumTex(v[r2] as number[])}$.`,
          hi: `${br(r2).hi} का योग: $${sumTex(v[r2] as number[])}$।`,
        },
      ],
      numbers: [h2, t2],
      seconds: 120,
      recompute: () => grand - sum(BRANCHES.flatMap((_, b) => (b === r2 ? [] : [rowT(b)]))),
    });

    // 3. One kind as a percentage of the missing total.
    const x3 = cell(r2, c3);
    const exact = oneDecimal(x3 * 100, t2);
    const note = roundingNote(exact);
    const p3 = round1((x3 * 100) / t2);
    const q3 = numberQuestion(rng, {
      title: loc("A kind's share of a branch", 'शाखा की जमा में किसी प्रकार का हिस्सा'),
      statement: {
        en: `What percentage of the total deposits of ${br(r2).en} are ${kind(c3).en} deposits${note.en}?`,
        hi: `${br(r2).hi} की कुल जमा राशि का कितना प्रतिशत ${kind(c3).hi} जमा है${note.hi}?`,
      },
      value: p3,
      distractors: [
        (x3 * 100) / (t2 - h2), // uses the total of the figures shown
        (x3 * 100) / colT(c3), // the share of the column instead
        p3 + 5,
        p3 - 5,
      ],
      percent: true,
      steps: [
        {
          en: `The total of ${br(r2).en} is ${t2} (previous question).`,
          hi: `${br(r2).hi} का योग ${t2} है (पिछला प्रश्न)।`,
        },
        {
          en: `$\\frac{${x3}}{${t2}} \\times 100 ${exact ? '=' : '\\approx'} ${p3}\\%$.`,
          hi: `$\\frac{${x3}}{${t2}} \\times 100 ${exact ? '=' : '\\approx'} ${p3}\\%$।`,
        },
      ],
      numbers: [x3],
      seconds: 120,
      recompute: () => 100 - ((t2 - x3) * 100) / t2,
    });

    // 4. The branch with the largest total deposits.
    const totals = BRANCHES.map((_, b) => rowT(b));
    const best = uniqueExtreme(totals, 'max');
    const q4 = labelQuestion(rng, {
      title: loc('The largest branch', 'सबसे बड़ी शाखा'),
      statement: {
        en: 'Which branch has the largest total deposits?',
        hi: 'किस शाखा की कुल जमा राशि सबसे अधिक है?',
      },
      labels: BRANCHES.map((b) => loc(`Branch ${b}`, `शाखा ${b}`)),
      correct: best,
      steps: [
        {
          en: `Totals: ${BRANCHES.map((b, i) => `${b}: ${totals[i]}`).join(', ')} (the total of ${br(r2).en} is worked out first).`,
          hi: `योग: ${BRANCHES.map((b, i) => `${b}: ${totals[i]}`).join(', ')} (${br(r2).hi} का योग पहले निकालना होगा)।`,
        },
      ],
      numbers: [totals[best] as number],
      seconds: 90,
      recompute: () => {
        const order = BRANCHES.map((_, b) => ({ b, t: sum(KINDS.map((_k, k) => cell(b, k))) })).sort(
          (p, q) => q.t - p.t,
        );
        return order[0]?.b ?? -1;
      },
    });

    // 5. Ratio of the two missing cells.
    const r = ratioText(h1, h2);
    const q5 = textQuestion(rng, {
      title: loc('Ratio of two missing figures', 'दो लुप्त आँकड़ों का अनुपात'),
      statement: {
        en: `What is the ratio of the ${kind(c1).en} deposits of ${br(r1).en} to the ${kind(c2).en} deposits of ${br(r2).en}?`,
        hi: `${br(r1).hi} की ${kind(c1).hi} जमा और ${br(r2).hi} की ${kind(c2).hi} जमा का अनुपात क्या है?`,
      },
      correct: r,
      wrong: ratioWrongs(h1, h2, [
        ratioText(h2, h1),
        ratioText(cell(r1, c2), cell(r2, c1)),
        ratioText(rowT(r1), t2),
      ]),
      steps: [
        {
          en: `From the row of ${br(r1).en}: ${h1}; from the ${kind(c2).en} column: ${h2}.`,
          hi: `${br(r1).hi} की पंक्ति से: ${h1}; ${kind(c2).hi} स्तंभ से: ${h2}।`,
        },
        { en: `$${h1} : ${h2} = ${r}$.`, hi: `$${h1} : ${h2} = ${r}$।` },
      ],
      numbers: [h1, h2],
      seconds: 90,
      recompute: () => ratioByFactors(h1, h2),
    });

    return {
      set: {
        kind: 'passage',
        title: loc('Deposits of a bank’s branches', 'एक बैंक की शाखाओं की जमा राशि'),
        body: {
          en: `The table shows the deposits (in ₹ crore) of five branches of a bank, by kind of account, with the row and column totals. Some figures are missing (shown as ?); work them out from the totals.\n\n${table('en')}`,
          hi: `तालिका में एक बैंक की पाँच शाखाओं की खाते के प्रकार के अनुसार जमा राशि (₹ करोड़ में) पंक्ति और स्तंभ के योग सहित दी गई है। कुछ आँकड़े लुप्त हैं (? से दिखाए गए); उन्हें योगों से ज्ञात कीजिए।\n\n${table('hi')}`,
        },
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [grand],
    };
  },
};
