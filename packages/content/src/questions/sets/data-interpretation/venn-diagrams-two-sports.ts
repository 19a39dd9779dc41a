import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  type Loc,
  loc,
  numberQuestion,
  oneDecimal,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  textQuestion,
} from './di-numbers.js';

/** Two sports in a school, given as percentages with "neither": counts of both, only one and a conditional share. */
export const vennDiagramsTwoSports: QuestionSetGenerator = {
  id: 'venn-diagrams/two-sports-percent',
  topic: 'venn-diagrams',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate(rng) {
    let N = 0;
    let pA = 0;
    let pB = 0;
    let pZ = 0;
    let pAB = 0;
    for (;;) {
      N = 20 * rng.int(10, 45);
      pA = 5 * rng.int(6, 14);
      pB = 5 * rng.int(6, 14);
      pZ = 5 * rng.int(1, 5);
      pAB = pA + pB + pZ - 100;
      // Both is a real overlap, smaller than each sport; cricket differs from football; the share is exact.
      if (pAB >= 10 && pAB <= Math.min(pA, pB) - 10 && pA !== pB && oneDecimal(pAB * 100, pA)) break;
    }
    const cnt = (p: number) => (p * N) / 100;
    const A = cnt(pA);
    const B = cnt(pB);
    const Z = cnt(pZ);
    const AB = cnt(pAB);
    const onlyA = A - AB;
    const onlyB = B - AB;
    const U = N - Z;
    const cricket = loc('cricket', 'क्रिकेट');
    const football = loc('football', 'फ़ुटबॉल');

    // 1. Both sports.
    const q1 = numberQuestion(rng, {
      title: loc('Students who play both sports', 'दोनों खेल खेलने वाले विद्यार्थी'),
      statement: {
        en: 'How many students play both cricket and football?',
        hi: 'कितने विद्यार्थी क्रिकेट और फ़ुटबॉल दोनों खेलते हैं?',
      },
      value: AB,
      distractors: [
        cnt(pA + pB - 100), // forgets the students who play neither
        U, // the students who play at least one sport
        AB + Z, // adds "neither" to the overlap
        cnt(100 - pA), // the students who do not play cricket
      ],
      steps: [
        {
          en: `Students who play at least one sport: $100\\% - ${pZ}\\% = ${100 - pZ}\\%$. Cricket and football together count the overlap twice: $${pA}\\% + ${pB}\\% - ${100 - pZ}\\% = ${pAB}\\%$.`,
          hi: `कम से कम एक खेल खेलने वाले: $100\\% - ${pZ}\\% = ${100 - pZ}\\%$। क्रिकेट और फ़ुटबॉल को जोड़ने पर दोनों खेलने वाले दो बार गिने जाते हैं: $${pA}\\% + ${pB}\\% - ${100 - pZ}\\% = ${pAB}\\%$।`,
        },
        {
          en: `Number: $\\frac{${pAB}}{100} \\times ${N} = ${AB}$.`,
          hi: `संख्या: $\\frac{${pAB}}{100} \\times ${N} = ${AB}$।`,
        },
      ],
      numbers: [AB],
      seconds: 75,
      recompute: () => A + B - (N - Z),
    });

    // 2. Only one named sport.
    const first = rng.int(0, 1) === 0;
    const [sport, own, other, only] = first ? [cricket, A, B, onlyA] : ([football, B, A, onlyB] as const);
    const q2 = numberQuestion(rng, {
      title: loc('Only one named sport', 'केवल एक निश्चित खेल'),
      statement: {
        en: `How many students play only ${sport.en}?`,
        hi: `कितने विद्यार्थी केवल ${sport.hi} खेलते हैं?`,
      },
      value: only,
      distractors: [
        own, // everyone who plays the sport
        other - AB, // only the other sport
        own - Z, // takes away "neither" instead of "both"
        U - AB, // exactly one sport
      ],
      steps: [
        {
          en: `Players of ${sport.en}: $\\frac{${first ? pA : pB}}{100} \\times ${N} = ${own}$; of them ${AB} also play the other sport, so only ${sport.en}: $${own} - ${AB} = ${only}$.`,
          hi: `${sport.hi} खेलने वाले: $\\frac{${first ? pA : pB}}{100} \\times ${N} = ${own}$; इनमें से ${AB} दूसरा खेल भी खेलते हैं, अतः केवल ${sport.hi}: $${own} - ${AB} = ${only}$।`,
        },
      ],
      numbers: [own, only],
      seconds: 60,
      recompute: () => (first ? U - B : U - A),
    });

    // 3. Of the cricket players, the percentage who also play football.
    const share = (AB * 100) / A;
    const q3 = numberQuestion(rng, {
      title: loc('Share among the cricket players', 'क्रिकेट खिलाड़ियों में हिस्सा'),
      statement: {
        en: 'What percentage of the students who play cricket also play football?',
        hi: 'क्रिकेट खेलने वाले विद्यार्थियों में से कितने प्रतिशत फ़ुटबॉल भी खेलते हैं?',
      },
      value: share,
      distractors: [
        pAB, // the percentage of all students
        (AB * 100) / B, // of the football players instead
        (AB * 100) / U, // of those who play a sport
        (onlyA * 100) / A, // those who play cricket only
      ],
      percent: true,
      steps: [
        {
          en: `The base is the ${A} cricket players, not the whole school: $\\frac{${AB}}{${A}} \\times 100 = ${share}\\%$.`,
          hi: `आधार ${A} क्रिकेट खिलाड़ी हैं, पूरा विद्यालय नहीं: $\\frac{${AB}}{${A}} \\times 100 = ${share}\\%$।`,
        },
      ],
      numbers: [AB, A],
      seconds: 75,
      recompute: () => (pAB / pA) * 100,
    });

    // 4. Exactly one sport.
    const one = onlyA + onlyB;
    const q4 = numberQuestion(rng, {
      title: loc('Exactly one of the two sports', 'दोनों में से ठीक एक खेल'),
      statement: {
        en: 'How many students play exactly one of the two sports?',
        hi: 'कितने विद्यार्थी दोनों में से ठीक एक खेल खेलते हैं?',
      },
      value: one,
      distractors: [
        U, // at least one sport
        A + B - AB, // the same union again, by the formula
        A + B, // counts the overlap twice
        one + Z, // adds those who play neither
        one - AB,
      ],
      steps: [
        {
          en: `Only cricket: $${A} - ${AB} = ${onlyA}$; only football: $${B} - ${AB} = ${onlyB}$.`,
          hi: `केवल क्रिकेट: $${A} - ${AB} = ${onlyA}$; केवल फ़ुटबॉल: $${B} - ${AB} = ${onlyB}$।`,
        },
        { en: `Exactly one: $${onlyA} + ${onlyB} = ${one}$.`, hi: `ठीक एक: $${onlyA} + ${onlyB} = ${one}$।` },
      ],
      numbers: [one],
      seconds: 90,
      recompute: () => N - Z - AB,
    });

    // 5. Ratio of only cricket to only football.
    const r5 = ratioText(onlyA, onlyB);
    const q5 = textQuestion(rng, {
      title: loc('Only cricket to only football', 'केवल क्रिकेट और केवल फ़ुटबॉल'),
      statement: {
        en: 'What is the ratio of the students who play only cricket to those who play only football?',
        hi: 'केवल क्रिकेट खेलने वाले और केवल फ़ुटबॉल खेलने वाले विद्यार्थियों का अनुपात क्या है?',
      },
      correct: r5,
      wrong: ratioWrongs(onlyA, onlyB, [
        ratioText(A, B), // all players of each sport
        ratioText(onlyB, onlyA), // the wrong way round
        ratioText(pA, pB),
        ratioText(onlyA, AB), // only cricket to both
        ratioText(A, onlyB), // all cricket players to only football
      ]),
      steps: [
        {
          en: `Only cricket $= ${A} - ${AB} = ${onlyA}$, only football $= ${B} - ${AB} = ${onlyB}$; $${onlyA} : ${onlyB} = ${r5}$.`,
          hi: `केवल क्रिकेट $= ${A} - ${AB} = ${onlyA}$, केवल फ़ुटबॉल $= ${B} - ${AB} = ${onlyB}$; $${onlyA} : ${onlyB} = ${r5}$।`,
        },
      ],
      numbers: [onlyA, onlyB],
      seconds: 75,
      recompute: () => ratioByFactors(cnt(pA - pAB), cnt(pB - pAB)),
    });

    const body: Loc = {
      en: `A school has ${N} students. Of them, ${pA}% play cricket, ${pB}% play football and ${pZ}% play neither of the two sports. (A student who plays both is counted among the cricket players and among the football players.)`,
      hi: `एक विद्यालय में ${N} विद्यार्थी हैं। इनमें से ${pA}% क्रिकेट खेलते हैं, ${pB}% फ़ुटबॉल खेलते हैं और ${pZ}% दोनों में से कोई भी खेल नहीं खेलते। (दोनों खेल खेलने वाला विद्यार्थी क्रिकेट खिलाड़ियों में भी गिना गया है और फ़ुटबॉल खिलाड़ियों में भी।)`,
    };
    return {
      set: {
        kind: 'passage',
        title: loc('Cricket and football in a school', 'एक विद्यालय में क्रिकेट और फ़ुटबॉल'),
        body,
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [N, pA, pB, pZ],
    };
  },
};
