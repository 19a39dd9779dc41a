import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  indian,
  type Loc,
  loc,
  numberQuestion,
  oneDecimal,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  rupees,
  same,
  splitTotal,
  sum,
  textQuestion,
  uniqueExtreme,
} from './di-numbers.js';

const HEADS: Loc[] = [
  loc('Food', 'भोजन'),
  loc('Rent', 'किराया'),
  loc('Education', 'शिक्षा'),
  loc('Transport', 'परिवहन'),
  loc('Health', 'स्वास्थ्य'),
  loc('Clothing', 'वस्त्र'),
  loc('Others', 'अन्य'),
];

/** A family's monthly expenditure as percentage shares (a pie): amounts, angles, comparisons. */
export const pieChartsFamilyBudget: QuestionSetGenerator = {
  id: 'pie-charts/family-budget',
  topic: 'pie-charts',
  difficulty: 'easy',
  exams: ['SSC CGL', 'Bank PO', 'RRB NTPC', 'Placements'],
  generate(rng) {
    let pct: number[];
    let pairs: [number, number][];
    do {
      pct = splitTotal(rng, 100, HEADS.length, 2, 4);
      const p = pct;
      pairs = [];
      for (let i = 0; i < p.length; i++) {
        for (let j = 0; j < p.length; j++) {
          const a = p[i] as number;
          const b = p[j] as number;
          if (a > b && oneDecimal((a - b) * 100, b) && a - b !== b) pairs.push([i, j]);
        }
      }
    } while (pairs.length === 0 || new Set(pct).size < 4);
    const total = 1000 * rng.int(30, 150);
    const amount = (i: number) => (total * (pct[i] as number)) / 100;
    const name = (i: number) => HEADS[i] as Loc;
    const order = rng.shuffle([0, 1, 2, 3, 4, 5, 6]);
    const [iAmt, iAngle, iA, iB, iC] = order as [number, number, number, number, number];
    // A head whose share differs from that of head A, for the difference in rupees.
    const iD = order.find((i) => pct[i] !== pct[iA]) as number;

    // 1. The amount spent on one head.
    const pAmt = pct[iAmt] as number;
    const q1 = numberQuestion(rng, {
      title: loc('Amount spent on a head', 'किसी मद पर व्यय'),
      statement: {
        en: `How much does the family spend on ${name(iAmt).en} in a month?`,
        hi: `परिवार एक महीने में ${name(iAmt).hi} पर कितना व्यय करता है?`,
      },
      value: amount(iAmt),
      distractors: [
        Math.round((total * pAmt) / 360), // treats the percentage as degrees
        amount((iAmt + 1) % HEADS.length), // reads the next slice
        (total * (pAmt + 2)) / 100,
        (total * (pAmt - 2)) / 100,
      ],
      format: rupees,
      steps: [
        {
          en: `${name(iAmt).en} takes ${pAmt}% of ₹${indian(total)}: $\\frac{${pAmt}}{100} \\times ${total} = ${amount(iAmt)}$.`,
          hi: `${name(iAmt).hi} का हिस्सा ₹${indian(total)} का ${pAmt}% है: $\\frac{${pAmt}}{100} \\times ${total} = ${amount(iAmt)}$।`,
        },
      ],
      numbers: [pAmt],
      seconds: 60,
      recompute: () => (total / 100) * pAmt,
    });

    // 2. The central angle of a slice.
    const pAng = pct[iAngle] as number;
    const angle = (pAng * 360) / 100;
    const q2 = numberQuestion(rng, {
      title: loc('Central angle of a slice', 'किसी भाग का केंद्रीय कोण'),
      statement: {
        en: `What is the central angle of the slice for ${name(iAngle).en} in the pie chart?`,
        hi: `पाई चार्ट में ${name(iAngle).hi} मद वाले भाग का केंद्रीय कोण कितना है?`,
      },
      value: angle,
      distractors: [
        pAng, // leaves the percentage as it is
        (pAng * 180) / 100, // takes a half-turn for the whole
        ((pct[(iAngle + 1) % HEADS.length] as number) * 360) / 100, // the next slice
        angle + 3.6,
      ],
      suffix: '°',
      steps: [
        {
          en: `The whole pie (100%) is 360°, so ${pAng}% is $\\frac{${pAng}}{100} \\times 360 = ${angle}$ degrees.`,
          hi: `पूरा पाई (100%) 360° है, अतः ${pAng}% $= \\frac{${pAng}}{100} \\times 360 = ${angle}$ अंश।`,
        },
      ],
      numbers: [pAng],
      seconds: 60,
      recompute: () => pAng * 3.6,
    });

    // 3. By what percentage one head exceeds another.
    const [hi, lo] = rng.pick(pairs);
    const pHi = pct[hi] as number;
    const pLo = pct[lo] as number;
    const more = ((pHi - pLo) * 100) / pLo;
    const q3 = numberQuestion(rng, {
      title: loc('How much more, in percent', 'कितने प्रतिशत अधिक'),
      statement: {
        en: `The expenditure on ${name(hi).en} is what percentage more than the expenditure on ${name(lo).en}?`,
        hi: `${name(hi).hi} पर व्यय, ${name(lo).hi} पर व्यय से कितने प्रतिशत अधिक है?`,
      },
      value: more,
      distractors: [
        ((pHi - pLo) * 100) / pHi, // the wrong base
        pHi - pLo, // the difference in percentage points
        (pHi * 100) / pLo,
        more + 10,
      ],
      percent: true,
      steps: [
        {
          en: `Both are shares of the same total, so compare the percentages: $\\frac{${pHi} - ${pLo}}{${pLo}} \\times 100 = \\frac{${pHi - pLo}}{${pLo}} \\times 100 = ${more}\\%$.`,
          hi: `दोनों एक ही कुल के हिस्से हैं, अतः प्रतिशतों की तुलना कीजिए: $\\frac{${pHi} - ${pLo}}{${pLo}} \\times 100 = \\frac{${pHi - pLo}}{${pLo}} \\times 100 = ${more}\\%$।`,
        },
        {
          en: `(Not ${pHi - pLo}%: that is the difference in percentage points.)`,
          hi: `(${pHi - pLo}% नहीं: यह प्रतिशत-अंकों का अंतर है।)`,
        },
      ],
      numbers: [pHi, pLo],
      seconds: 75,
      recompute: () => (amount(hi) / amount(lo) - 1) * 100,
    });

    // 4. Ratio of two heads together to a third.
    const [x, y, z] = [iA, iB, iC];
    const two = (pct[x] as number) + (pct[y] as number);
    const third = pct[z] as number;
    const correct = ratioText(two, third);
    const q4 = textQuestion(rng, {
      title: loc('Ratio of expenditures', 'व्यय का अनुपात'),
      statement: {
        en: `What is the ratio of the combined expenditure on ${name(x).en} and ${name(y).en} to the expenditure on ${name(z).en}?`,
        hi: `${name(x).hi} और ${name(y).hi} पर कुल व्यय तथा ${name(z).hi} पर व्यय का अनुपात क्या है?`,
      },
      correct,
      wrong: ratioWrongs(two, third, [
        ratioText(third, two),
        ratioText(pct[x] as number, third), // forgets the second head
        ratioText(two + third, third),
      ]),
      steps: [
        {
          en: `In percentages: $(${pct[x]} + ${pct[y]}) : ${third} = ${two} : ${third} = ${correct}$ (the total cancels).`,
          hi: `प्रतिशत में: $(${pct[x]} + ${pct[y]}) : ${third} = ${two} : ${third} = ${correct}$ (कुल राशि कट जाती है)।`,
        },
      ],
      numbers: [two, third],
      seconds: 60,
      recompute: () => ratioByFactors(amount(x) + amount(y), amount(z)),
    });

    // 5. Type in: the difference in rupees between two heads.
    const [d1, d2] = (pct[iA] as number) > (pct[iD] as number) ? [iA, iD] : [iD, iA];
    const diff = amount(d1) - amount(d2);
    const q5 = numberQuestion(rng, {
      title: loc('Difference in rupees', 'रुपयों में अंतर'),
      statement: {
        en: `How many rupees more does the family spend on ${name(d1).en} than on ${name(d2).en} in a month?`,
        hi: `परिवार एक महीने में ${name(d2).hi} की तुलना में ${name(d1).hi} पर कितने रुपये अधिक व्यय करता है?`,
      },
      value: diff,
      distractors: [],
      typeIn: true,
      steps: [
        {
          en: `The difference is $${pct[d1]}\\% - ${pct[d2]}\\% = ${(pct[d1] as number) - (pct[d2] as number)}\\%$ of ₹${indian(total)}: $\\frac{${(pct[d1] as number) - (pct[d2] as number)}}{100} \\times ${total} = ${diff}$.`,
          hi: `अंतर ₹${indian(total)} का $${pct[d1]}\\% - ${pct[d2]}\\% = ${(pct[d1] as number) - (pct[d2] as number)}\\%$ है: $\\frac{${(pct[d1] as number) - (pct[d2] as number)}}{100} \\times ${total} = ${diff}$।`,
        },
      ],
      numbers: [diff],
      seconds: 60,
      recompute: () => amount(d1) - amount(d2),
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Monthly expenditure of a family', 'एक परिवार का मासिक व्यय'),
        body: {
          en: `The pie chart shows how a family's total monthly expenditure of ₹${indian(total)} is divided among seven heads. The values are percentages of the total and add up to 100.`,
          hi: `पाई चार्ट में दिखाया गया है कि एक परिवार का ₹${indian(total)} का कुल मासिक व्यय सात मदों में कैसे बँटा है। मान कुल व्यय के प्रतिशत हैं और उनका योग 100 है।`,
        },
        charts: [
          {
            type: 'pie',
            title: loc('Monthly expenditure (% of the total)', 'मासिक व्यय (कुल का %)'),
            categories: HEADS,
            series: [{ name: loc('Share of expenditure', 'व्यय में हिस्सा'), values: pct }],
            unit: same('%'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [sum(pct)],
    };
  },
};

const FACULTIES: Loc[] = [
  loc('Arts', 'कला'),
  loc('Science', 'विज्ञान'),
  loc('Commerce', 'वाणिज्य'),
  loc('Engineering', 'अभियांत्रिकी'),
  loc('Law', 'विधि'),
  loc('Management', 'प्रबंधन'),
];

/** Students of a university by faculty, as central angles (degrees) of a pie. */
export const pieChartsFacultyDegrees: QuestionSetGenerator = {
  id: 'pie-charts/faculty-degrees',
  topic: 'pie-charts',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const n = FACULTIES.length;
    let deg: number[];
    do {
      // Multiples of 9 degrees are multiples of 2.5% of the students.
      deg = splitTotal(rng, 360, n, 9, 27);
    } while (new Set(deg).size < 5 || uniqueExtreme(deg, 'max') < 0 || uniqueExtreme(deg, 'min') < 0);
    const total = 40 * rng.int(50, 250);
    const count = (i: number) => (total * (deg[i] as number)) / 360;
    const name = (i: number) => FACULTIES[i] as Loc;
    const order = rng.shuffle([0, 1, 2, 3, 4, 5]);
    const [iCount, iPct, iR1, iR2] = order as [number, number, number, number];

    // 1. Students of one faculty.
    const d1 = deg[iCount] as number;
    const q1 = numberQuestion(rng, {
      title: loc('Students in a faculty', 'किसी संकाय में विद्यार्थी'),
      statement: {
        en: `How many students are there in the ${name(iCount).en} faculty?`,
        hi: `${name(iCount).hi} संकाय में कितने विद्यार्थी हैं?`,
      },
      value: count(iCount),
      distractors: [
        (total * d1) / 100, // takes the degrees as a percentage
        count((iCount + 1) % n), // the next slice
        Math.round((total * d1) / 300),
        count(iCount) + 40,
      ],
      steps: [
        {
          en: `The whole pie is 360°: $\\frac{${d1}}{360} \\times ${total} = ${count(iCount)}$.`,
          hi: `पूरा पाई 360° है: $\\frac{${d1}}{360} \\times ${total} = ${count(iCount)}$।`,
        },
      ],
      numbers: [d1, count(iCount)],
      seconds: 60,
      recompute: () => (total / 360) * d1,
    });

    // 2. A faculty's share in percent.
    const d2 = deg[iPct] as number;
    const share = d2 / 3.6;
    const q2 = numberQuestion(rng, {
      title: loc('Share of a faculty', 'किसी संकाय का हिस्सा'),
      statement: {
        en: `What percentage of the students of the university are in the ${name(iPct).en} faculty?`,
        hi: `विश्वविद्यालय के कितने प्रतिशत विद्यार्थी ${name(iPct).hi} संकाय में हैं?`,
      },
      value: share,
      distractors: [
        d2, // the angle itself
        (d2 * 100) / 180, // half a turn for the whole
        (deg[(iPct + 1) % n] as number) / 3.6, // the next slice
        share + 5,
      ],
      percent: true,
      steps: [
        {
          en: `$\\frac{${d2}}{360} \\times 100 = ${round1(share)}\\%$.`,
          hi: `$\\frac{${d2}}{360} \\times 100 = ${round1(share)}\\%$।`,
        },
      ],
      numbers: [d2, round1(share)],
      seconds: 60,
      recompute: () => (count(iPct) * 100) / total,
    });

    // 3. Type in: the difference between the largest and the smallest faculty.
    const big = deg.indexOf(Math.max(...deg));
    const small = deg.indexOf(Math.min(...deg));
    const gap = count(big) - count(small);
    const q3 = numberQuestion(rng, {
      title: loc('Largest and smallest faculty', 'सबसे बड़ा और सबसे छोटा संकाय'),
      statement: {
        en: 'How many more students does the largest faculty have than the smallest faculty?',
        hi: 'सबसे बड़े संकाय में सबसे छोटे संकाय से कितने अधिक विद्यार्थी हैं?',
      },
      value: gap,
      distractors: [],
      typeIn: true,
      steps: [
        {
          en: `Largest: ${name(big).en} (${deg[big]}°); smallest: ${name(small).en} (${deg[small]}°).`,
          hi: `सबसे बड़ा: ${name(big).hi} (${deg[big]}°); सबसे छोटा: ${name(small).hi} (${deg[small]}°)।`,
        },
        {
          en: `Difference $= \\frac{${deg[big]} - ${deg[small]}}{360} \\times ${total} = ${gap}$.`,
          hi: `अंतर $= \\frac{${deg[big]} - ${deg[small]}}{360} \\times ${total} = ${gap}$।`,
        },
      ],
      numbers: [gap],
      seconds: 75,
      recompute: () => {
        const counts = deg.map((_, i) => count(i)).sort((a, b) => a - b);
        return (counts[counts.length - 1] as number) - (counts[0] as number);
      },
    });

    // 4. Ratio of two faculties.
    const a = deg[iR1] as number;
    const b = deg[iR2] as number;
    const correct = ratioText(a, b);
    const q4 = textQuestion(rng, {
      title: loc('Ratio of two faculties', 'दो संकायों का अनुपात'),
      statement: {
        en: `What is the ratio of the number of students in ${name(iR1).en} to the number in ${name(iR2).en}?`,
        hi: `${name(iR1).hi} और ${name(iR2).hi} के विद्यार्थियों की संख्या का अनुपात क्या है?`,
      },
      correct,
      wrong: ratioWrongs(a, b, [ratioText(b, a), ratioText(a, 360 - a), ratioText(a + b, b)]),
      steps: [
        {
          en: `The numbers are in the ratio of the angles: $${a} : ${b} = ${correct}$.`,
          hi: `संख्याएँ कोणों के अनुपात में हैं: $${a} : ${b} = ${correct}$।`,
        },
      ],
      numbers: [a, b],
      seconds: 60,
      recompute: () => ratioByFactors(count(iR1), count(iR2)),
    });

    // 5. How many faculties have more than a given number of students.
    const sorted = [...deg].sort((x, y) => x - y);
    const k = rng.int(1, n - 2); // between the k-th and (k+1)-th smallest distinct angles
    let cut = 0;
    for (let j = k; j < n - 1 && !cut; j++) {
      if ((sorted[j] as number) < (sorted[j + 1] as number)) cut = sorted[j] as number;
    }
    if (!cut) cut = sorted[0] as number;
    const threshold = (total * cut) / 360;
    const above = deg.filter((d) => d > cut).length;
    const q5 = numberQuestion(rng, {
      title: loc('Faculties above a size', 'किसी संख्या से बड़े संकाय'),
      statement: {
        en: `How many faculties have more than ${threshold} students?`,
        hi: `कितने संकायों में ${threshold} से अधिक विद्यार्थी हैं?`,
      },
      value: above,
      distractors: [deg.filter((d) => d >= cut).length, above + 1, above - 1, n - above],
      steps: [
        {
          en: `${threshold} students make $\\frac{${threshold}}{${total}} \\times 360 = ${cut}$ degrees; the faculties with a larger angle: ${FACULTIES.filter(
            (_, i) => (deg[i] as number) > cut,
          )
            .map((f) => f.en)
            .join(', ')}.`,
          hi: `${threshold} विद्यार्थी $\\frac{${threshold}}{${total}} \\times 360 = ${cut}$ अंश के बराबर हैं; इससे बड़े कोण वाले संकाय: ${FACULTIES.filter(
            (_, i) => (deg[i] as number) > cut,
          )
            .map((f) => f.hi)
            .join(', ')}।`,
        },
      ],
      numbers: [threshold, above],
      seconds: 75,
      recompute: () => deg.map((_, i) => count(i)).filter((c) => c > threshold).length,
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Students of a university by faculty', 'संकायानुसार एक विश्वविद्यालय के विद्यार्थी'),
        body: {
          en: `A university has ${total} students in six faculties. The pie chart gives the central angle (in degrees) of each faculty's slice; the angles add up to 360.`,
          hi: `एक विश्वविद्यालय के छह संकायों में कुल ${total} विद्यार्थी हैं। पाई चार्ट में प्रत्येक संकाय के भाग का केंद्रीय कोण (अंशों में) दिया गया है; कोणों का योग 360 है।`,
        },
        charts: [
          {
            type: 'pie',
            title: loc(
              'Students by faculty (central angle in degrees)',
              'संकायानुसार विद्यार्थी (केंद्रीय कोण, अंशों में)',
            ),
            categories: FACULTIES,
            series: [{ name: loc('Central angle', 'केंद्रीय कोण'), values: deg }],
            unit: same('°'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [total, sum(deg)],
    };
  },
};
