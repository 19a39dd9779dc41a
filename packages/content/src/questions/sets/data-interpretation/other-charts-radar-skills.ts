import type { QuestionSetGenerator } from '../../set-generator.js';
import { type Loc, labelQuestion, loc, numberQuestion, same, sum, uniqueExtreme } from './di-numbers.js';

const SKILLS: Loc[] = [
  loc('Aptitude', 'अभिक्षमता'),
  loc('Communication', 'संप्रेषण'),
  loc('Coding', 'कोडिंग'),
  loc('Teamwork', 'टीमवर्क'),
  loc('Leadership', 'नेतृत्व'),
  loc('Domain knowledge', 'विषय-ज्ञान'),
];
const NAMES = ['P', 'Q', 'R', 'S'];
const CUT = 4;

/** A radar (spider) chart of four candidates' skill scores, given as a table: totals, head-to-head counts, a weighted pick with a cut-off. */
export const otherChartsRadarSkills: QuestionSetGenerator = {
  id: 'other-charts/radar-skills',
  topic: 'other-charts',
  difficulty: 'hard',
  exams: ['CAT', 'Placements', 'Bank PO'],
  generate(rng) {
    let sc: number[][] = [];
    let w: [number, number] = [0, 1];
    let weighted: number[] = [];
    let ok: boolean[] = [];
    let pick = -1;
    let k5 = 0;
    for (;;) {
      // sc[c][k]: candidate c's score (out of 10) in skill k.
      sc = NAMES.map(() => SKILLS.map(() => rng.int(2, 10)));
      w = rng.shuffle([0, 1, 2, 3, 4, 5]).slice(0, 2) as [number, number];
      weighted = sc.map((row) => sum(row) + (row[w[0]] as number) + (row[w[1]] as number));
      ok = sc.map((row) => row.every((x) => x >= CUT));
      const elig = weighted.map((x, c) => (ok[c] ? x : -1));
      pick = uniqueExtreme(elig, 'max');
      const plainTop = uniqueExtreme(
        sc.map((row) => sum(row)),
        'max',
      );
      const wTop = uniqueExtreme(weighted, 'max');
      k5 = rng.int(0, 5);
      const col = sum(sc.map((row) => row[k5] as number));
      // A unique pick among the eligible; the weighted leader is cut off, the plain leader is someone else.
      if (
        pick >= 0 &&
        (elig[pick] as number) > 0 &&
        wTop >= 0 &&
        !ok[wTop] &&
        plainTop >= 0 &&
        plainTop !== pick &&
        ok.filter(Boolean).length >= 2 &&
        col % 2 === 0
      )
        break;
    }
    const nm = (c: number) => same(`Candidate ${NAMES[c]}`);
    const nmHi = (c: number) => `उम्मीदवार ${NAMES[c]}`;
    const labels = NAMES.map((n) => loc(`Candidate ${n}`, `उम्मीदवार ${n}`));
    const totals = sc.map((row) => sum(row));
    const [c1, c2, c3] = rng.shuffle([0, 1, 2, 3]) as [number, number, number];

    // 1. A candidate's total.
    const q1 = numberQuestion(rng, {
      title: loc("A candidate's total score", 'किसी उम्मीदवार का कुल अंक'),
      statement: {
        en: `What is the total score of ${nm(c1).en} over the six skills?`,
        hi: `छहों कौशलों में ${nmHi(c1)} का कुल अंक कितना है?`,
      },
      value: totals[c1] as number,
      distractors: [
        totals[c2] as number, // another candidate's row
        (totals[c1] as number) - Math.min(...(sc[c1] as number[])), // misses one spoke
        weighted[c1] as number, // already doubles the two skills
        (totals[c1] as number) + 2,
      ],
      steps: [
        {
          en: `$${(sc[c1] as number[]).join(' + ')} = ${totals[c1]}$.`,
          hi: `$${(sc[c1] as number[]).join(' + ')} = ${totals[c1]}$।`,
        },
      ],
      numbers: [totals[c1] as number],
      seconds: 45,
      recompute: () => (sc[c1] as number[]).reduce((a, b) => a + b, 0),
    });

    // 2. Skills in which one candidate scores more than another.
    const beats = SKILLS.filter((_, k) => (sc[c2]?.[k] as number) > (sc[c3]?.[k] as number)).length;
    const ties = SKILLS.filter((_, k) => sc[c2]?.[k] === sc[c3]?.[k]).length;
    const q2 = numberQuestion(rng, {
      title: loc('Head to head on the skills', 'कौशलों में आमने-सामने'),
      statement: {
        en: `In how many of the six skills does ${nm(c2).en} score more than ${nm(c3).en}?`,
        hi: `छह में से कितने कौशलों में ${nmHi(c2)} के अंक ${nmHi(c3)} से अधिक हैं?`,
      },
      value: beats,
      distractors: [
        beats + ties, // counts the ties as wins
        6 - beats - ties, // the skills the other one wins
        6 - beats, // every skill not won, ties included
        beats + 1,
      ],
      steps: [
        {
          en: `Skill by skill: ${SKILLS.map((s, k) => `${s.en} ${sc[c2]?.[k]}–${sc[c3]?.[k]}`).join(', ')}.`,
          hi: `कौशलवार: ${SKILLS.map((s, k) => `${s.hi} ${sc[c2]?.[k]}–${sc[c3]?.[k]}`).join(', ')}।`,
        },
        {
          en: `${nm(c2).en} is ahead in ${beats}${ties ? ` (the ${ties === 1 ? 'tie does' : `${ties} ties do`} not count)` : ''}.`,
          hi: `${nmHi(c2)} ${beats} कौशलों में आगे है${ties ? ` (बराबरी वाले ${ties} कौशल नहीं गिने जाते)` : ''}।`,
        },
      ],
      seconds: 75,
      recompute: () => {
        let c = 0;
        for (let k = 0; k < 6; k++) if ((sc[c2]?.[k] as number) - (sc[c3]?.[k] as number) > 0) c++;
        return c;
      },
    });

    // 3. The average score of all candidates in one skill.
    const col = sc.map((row) => row[k5] as number);
    const avg = sum(col) / 4;
    const q3 = numberQuestion(rng, {
      title: loc('Average score in a skill', 'किसी कौशल में औसत अंक'),
      statement: {
        en: `What is the average score of the four candidates in ${(SKILLS[k5] as Loc).en}?`,
        hi: `${(SKILLS[k5] as Loc).hi} में चारों उम्मीदवारों का औसत अंक कितना है?`,
      },
      value: avg,
      distractors: [
        sum(col) / 6, // divides by the number of skills
        (totals[c1] as number) / 6, // one candidate's average over the skills
        (Math.max(...col) + Math.min(...col)) / 2, // the middle of the range
        avg + 1,
      ],
      steps: [
        {
          en: `$\\frac{${col.join(' + ')}}{4} = \\frac{${sum(col)}}{4} = ${avg}$.`,
          hi: `$\\frac{${col.join(' + ')}}{4} = \\frac{${sum(col)}}{4} = ${avg}$।`,
        },
      ],
      numbers: [sum(col)],
      seconds: 60,
      recompute: () => col.reduce((a, b) => a + b / 4, 0),
    });

    // 4. CAT level: a cut-off, then a weighted total.
    const s1 = SKILLS[w[0]] as Loc;
    const s2 = SKILLS[w[1]] as Loc;
    const wTop = uniqueExtreme(weighted, 'max');
    const plainTop = uniqueExtreme(totals, 'max');
    const q4 = labelQuestion(rng, {
      title: loc('Selection with a cut-off and weights', 'न्यूनतम अंक और भार के साथ चयन'),
      statement: {
        en: `A company rejects any candidate who scores below ${CUT} in any skill. Among the rest it counts the ${s1.en} and ${s2.en} scores twice and adds all six skills. Which candidate has the highest such score?`,
        hi: `एक कंपनी उस उम्मीदवार को अस्वीकार कर देती है जिसके किसी भी कौशल में ${CUT} से कम अंक हों। बाकी में वह ${s1.hi} और ${s2.hi} के अंक दो बार गिनती है और छहों कौशल जोड़ती है। किस उम्मीदवार का ऐसा अंक सबसे अधिक है?`,
      },
      labels,
      correct: pick,
      steps: [
        {
          en: `Below ${CUT} somewhere: ${labels
            .filter((_, c) => !ok[c])
            .map((l) => l.en)
            .join(', ')}; they are out.`,
          hi: `किसी कौशल में ${CUT} से कम: ${labels
            .filter((_, c) => !ok[c])
            .map((l) => l.hi)
            .join(', ')}; ये बाहर हैं।`,
        },
        {
          en: `Weighted scores (total $+$ ${s1.en} $+$ ${s2.en}): ${labels.map((l, c) => `${l.en} $${totals[c]} + ${sc[c]?.[w[0]]} + ${sc[c]?.[w[1]]} = ${weighted[c]}$`).join('; ')}.`,
          hi: `भारित अंक (कुल $+$ ${s1.hi} $+$ ${s2.hi}): ${labels.map((l, c) => `${l.hi} $${totals[c]} + ${sc[c]?.[w[0]]} + ${sc[c]?.[w[1]]} = ${weighted[c]}$`).join('; ')}।`,
        },
        {
          en: `The highest among those left is ${nm(pick).en}. (${nm(wTop).en} leads on the weighted score but fails the cut-off${plainTop === wTop ? ', and also leads on the plain total' : `; ${nm(plainTop).en} leads on the plain total`}.)`,
          hi: `बचे हुए उम्मीदवारों में सबसे अधिक ${nmHi(pick)} का है। (भारित अंक में ${nmHi(wTop)} आगे है पर न्यूनतम अंक की शर्त पूरी नहीं करता${plainTop === wTop ? '; साधारण कुल में भी वही आगे है' : `; साधारण कुल में ${nmHi(plainTop)} आगे है`}।)`,
        },
      ],
      seconds: 180,
      recompute: () => {
        let best = -1;
        let bestScore = -1;
        sc.forEach((row, c) => {
          if (Math.min(...row) < CUT) return;
          const score = row.reduce((a, x, k) => a + x * (k === w[0] || k === w[1] ? 2 : 1), 0);
          if (score > bestScore) {
            bestScore = score;
            best = c;
          }
        });
        return best;
      },
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Skill scores of four candidates (a radar chart)', 'चार उम्मीदवारों के कौशल अंक (रडार चार्ट)'),
        body: {
          en: 'A radar (spider) chart compared four candidates on six skills, each scored out of 10. Its data are given in the table: one column for each candidate, one row for each spoke of the chart.',
          hi: 'एक रडार (मकड़ी-जाल) चार्ट में चार उम्मीदवारों की छह कौशलों पर तुलना की गई, हर कौशल के अंक 10 में से। इसके आँकड़े तालिका में दिए गए हैं: हर उम्मीदवार का एक स्तंभ और चार्ट की हर भुजा की एक पंक्ति।',
        },
        charts: [
          {
            type: 'table',
            title: loc('Scores out of 10', '10 में से अंक'),
            categories: SKILLS,
            series: NAMES.map((n, c) => ({ name: same(n), values: [...(sc[c] as number[])] })),
            xLabel: loc('Skill', 'कौशल'),
          },
        ],
      },
      questions: [q1, q2, q3, q4],
      numbers: [10],
    };
  },
};
