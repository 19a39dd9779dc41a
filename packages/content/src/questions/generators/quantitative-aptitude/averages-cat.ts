import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { showableDistractors } from './answer-formats.js';

type MoveAsk = 'total' | 'average-b';

const half = (x: number) => Math.round(x * 2) / 2;
/** A coefficient in front of a bracket: nothing for 1. */
const coef = (x: number) => (x === 1 ? '' : String(x));

/**
 * CAT: a student moves from section A to section B and both averages rise: the sizes of the
 * sections, or B's old average (the leaver is below A's average and above B's).
 */
export const averagesStudentMovesSections: QuestionGenerator = {
  id: 'averages/student-moves-sections',
  topic: 'averages',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    let n1 = 0;
    let n2 = 0;
    let x = 0;
    let d1 = 0;
    let d2 = 0;
    let m1 = 0;
    let m2 = 0;
    do {
      n1 = rng.int(8, 40);
      n2 = rng.int(8, 40);
      x = rng.int(45, 75);
      d1 = rng.pick([0.5, 1, 1.5, 2]);
      d2 = rng.pick([0.5, 1, 1.5, 2, 2.5]);
      m1 = x + (n1 - 1) * d1;
      m2 = x - (n2 + 1) * d2;
    } while (n1 === n2 || m1 > 96 || m2 < 20);
    const ask = rng.pick<MoveAsk>(['total', 'total', 'average-b']);
    const answer = ask === 'total' ? n1 + n2 : m2;
    const wrong =
      ask === 'total'
        ? [
            n1 + n2 + 2, // counts the sizes after the move as the sizes before (adds 1 to each)
            n1 + n2 - 1, // forgets the student who joined B
            n1 + n2 + 1, // counts the moving student twice
            (m1 - m2) / (d1 + d2), // divides the gap between the averages by the total rise
          ]
        : [
            x - n2 * d2, // divides B's new total by n2, forgetting the newcomer
            x - (n2 + 1) * d2 + d2, // B's new average minus the rise, off by one rise
            m2 + d2, // B's new average
            x - (n2 - 1) * d2, // uses n2 - 1 students
          ];
    const fmt = (n: number) => String(half(n));
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      (ask === 'average-b'
        ? showableDistractors(wrong)
        : wrong.filter((w) => Number.isInteger(w) && w > 1)
      ).filter((w) => w !== answer),
      fmt,
    );
    const given =
      ask === 'average-b'
        ? {
            en: `Section A has ${n1} students with an average score of ${m1}, and section B has ${n2} students.`,
            hi: `खंड A में ${n1} छात्र हैं जिनका औसत अंक ${m1} है, और खंड B में ${n2} छात्र हैं।`,
          }
        : {
            en: `The average score of section A is ${m1} and that of section B is ${m2}.`,
            hi: `खंड A का औसत अंक ${m1} है और खंड B का ${m2}।`,
          };
    const move =
      ask === 'average-b'
        ? {
            en: `One student moves from A to B. As a result the average of A rises by ${d1} and the average of B rises by ${d2}.`,
            hi: `एक छात्र A से B में चला जाता है। इससे A का औसत ${d1} बढ़ जाता है और B का औसत ${d2} बढ़ जाता है।`,
          }
        : {
            en: `A student who scored ${x} moves from A to B, and the average of A rises by ${d1} while the average of B rises by ${d2}.`,
            hi: `${x} अंक पाने वाला एक छात्र A से B में चला जाता है, जिससे A का औसत ${d1} और B का औसत ${d2} बढ़ जाता है।`,
          };
    const q = {
      total: {
        en: 'How many students are there in the two sections together?',
        hi: 'दोनों खंडों में कुल मिलाकर कितने छात्र हैं?',
      },
      'average-b': {
        en: 'What was the average score of section B before the move?',
        hi: 'स्थानांतरण से पहले खंड B का औसत अंक क्या था?',
      },
    }[ask];
    const statement = { en: `${given.en} ${move.en} ${q.en}`, hi: `${given.hi} ${move.hi} ${q.hi}` };
    const leaveA = {
      en: `Leaving A: the total falls by the leaver's score and the remaining $n_A - 1$ students average $${m1} + ${d1}$, so $${m1} \\cdot n_A - s = (n_A - 1)(${m1} + ${d1})$, i.e. $${m1} - s = ${coef(d1)}(n_A - 1)$.`,
      hi: `A छोड़ना: कुल योग छात्र के अंक $s$ से घटता है और बचे $n_A - 1$ छात्रों का औसत $${m1} + ${d1}$ है, अतः $${m1} \\cdot n_A - s = (n_A - 1)(${m1} + ${d1})$, यानी $${m1} - s = ${coef(d1)}(n_A - 1)$।`,
    };
    const joinB = {
      en: `Joining B: $n_B \\cdot m_B + s = (n_B + 1)(m_B + ${d2})$, i.e. $s - m_B = ${coef(d2)}(n_B + 1)$.`,
      hi: `B में जुड़ना: $n_B \\cdot m_B + s = (n_B + 1)(m_B + ${d2})$, यानी $s - m_B = ${coef(d2)}(n_B + 1)$।`,
    };
    const finish =
      ask === 'total'
        ? {
            en: `With $s = ${x}$: $n_A - 1 = \\frac{${m1} - ${x}}{${d1}} = ${n1 - 1}$, so $n_A = ${n1}$; $n_B + 1 = \\frac{${x} - ${m2}}{${d2}} = ${n2 + 1}$, so $n_B = ${n2}$. Together: $${n1} + ${n2} = ${n1 + n2}$.`,
            hi: `$s = ${x}$ रखने पर: $n_A - 1 = \\frac{${m1} - ${x}}{${d1}} = ${n1 - 1}$, अतः $n_A = ${n1}$; $n_B + 1 = \\frac{${x} - ${m2}}{${d2}} = ${n2 + 1}$, अतः $n_B = ${n2}$। कुल: $${n1} + ${n2} = ${n1 + n2}$।`,
          }
        : {
            en: `From A ($n_A = ${n1}$): $s = ${m1} - ${d1} \\times ${n1 - 1} = ${x}$. From B ($n_B = ${n2}$): $m_B = ${x} - ${d2} \\times ${n2 + 1} = ${m2}$.`,
            hi: `A से ($n_A = ${n1}$): $s = ${m1} - ${d1} \\times ${n1 - 1} = ${x}$। B से ($n_B = ${n2}$): $m_B = ${x} - ${d2} \\times ${n2 + 1} = ${m2}$।`,
          };
    const steps = [leaveA, joinB, finish];
    const solution = {
      en: [...steps.map((t) => t.en), '', `**Answer: ${fmt(answer)}**`].join('\n\n'),
      hi: [...steps.map((t) => t.hi), '', `**उत्तर: ${fmt(answer)}**`].join('\n\n'),
    };
    return singleChoice(
      { en: 'A student moves between two sections', hi: 'दो खंडों के बीच छात्र का स्थानांतरण' },
      statement,
      options,
      correctIndex,
      solution,
      180,
      ask === 'average-b' ? [n1, m1, n2, d1, d2] : [m1, m2, x, d1, d2],
      () => {
        // Simulate: try each option as the unknown and recompute both new averages.
        const close = (p: number, r: number) => Math.abs(p - r) < 1e-9;
        return options.findIndex((o) => {
          const val = Number(o);
          if (ask === 'total') {
            // Every split of the total into two section sizes, checked against both rises.
            for (let na = 2; na < val; na++)
              if (
                close((na * m1 - x) / (na - 1), m1 + d1) &&
                close(((val - na) * m2 + x) / (val - na + 1), m2 + d2)
              )
                return true;
            return false;
          }
          // B's average: the leaver's score must first be found from A's change, by trying scores.
          let score = Number.NaN;
          for (let t = 0; t <= 200; t += 0.5) if (close((n1 * m1 - t) / (n1 - 1), m1 + d1)) score = t;
          return close((n2 * val + score) / (n2 + 1), val + d2);
        });
      },
    );
  },
};
