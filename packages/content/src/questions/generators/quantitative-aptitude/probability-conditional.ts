import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { fractionTex } from './katex-math.js';
import { inUnit, nearMisses, probTex, probText } from './probability-dice-cards.js';

/** Two-way counts: two groups and one property (the conditional-probability settings). */
const TABLES = [
  {
    g: ['boys', 'girls'],
    gHi: ['लड़के', 'लड़कियाँ'],
    one: ['a boy', 'a girl'],
    oneHi: ['लड़का', 'लड़की'],
    it: { en: 'the student', hi: 'वह विद्यार्थी' },
    intro: (x: number, y: number) => ({
      en: `A college has ${x} boys and ${y} girls.`,
      hi: `एक कॉलेज में ${x} लड़के और ${y} लड़कियाँ हैं।`,
    }),
    has: (a: number, b: number) => ({
      en: `${a} of the boys and ${b} of the girls study science.`,
      hi: `लड़कों में से ${a} और लड़कियों में से ${b} विज्ञान पढ़ते हैं।`,
    }),
    pick: { en: 'A student is chosen at random', hi: 'एक विद्यार्थी यादृच्छिक रूप से चुना जाता है' },
    found: { en: 'is found to study science', hi: 'पता चलता है कि वह विज्ञान पढ़ता है' },
    propQ: { en: 'studies science', hi: 'विज्ञान पढ़ता हो' },
    propPl: { en: 'study science', hi: 'विज्ञान पढ़ते हैं' },
    isQ: ['is a boy', 'is a girl'],
    isQHi: ['लड़का हो', 'लड़की हो'],
  },
  {
    g: ['bolts made by machine A', 'bolts made by machine B'],
    gHi: ['मशीन A से बने बोल्ट', 'मशीन B से बने बोल्ट'],
    one: ['made by machine A', 'made by machine B'],
    oneHi: ['मशीन A से बना', 'मशीन B से बना'],
    it: { en: 'the bolt', hi: 'वह बोल्ट' },
    intro: (x: number, y: number) => ({
      en: `In a day, machine A makes ${x} bolts and machine B makes ${y} bolts.`,
      hi: `एक दिन में मशीन A ${x} बोल्ट और मशीन B ${y} बोल्ट बनाती है।`,
    }),
    has: (a: number, b: number) => ({
      en: `Of these, ${a} of A's bolts and ${b} of B's bolts are defective.`,
      hi: `इनमें से A के ${a} और B के ${b} बोल्ट ख़राब हैं।`,
    }),
    pick: {
      en: "One bolt is picked at random from the day's output",
      hi: 'दिन भर के उत्पादन से एक बोल्ट यादृच्छिक रूप से लिया जाता है',
    },
    found: { en: 'is found to be defective', hi: 'पता चलता है कि वह ख़राब है' },
    propQ: { en: 'is defective', hi: 'ख़राब हो' },
    propPl: { en: 'are defective', hi: 'ख़राब हैं' },
    isQ: ['was made by machine A', 'was made by machine B'],
    isQHi: ['मशीन A से बना हो', 'मशीन B से बना हो'],
  },
  {
    g: ['men', 'women'],
    gHi: ['पुरुष', 'महिलाएँ'],
    one: ['a man', 'a woman'],
    oneHi: ['पुरुष', 'महिला'],
    it: { en: 'the employee', hi: 'वह कर्मचारी' },
    intro: (x: number, y: number) => ({
      en: `An office has ${x} men and ${y} women.`,
      hi: `एक कार्यालय में ${x} पुरुष और ${y} महिलाएँ हैं।`,
    }),
    has: (a: number, b: number) => ({
      en: `${a} of the men and ${b} of the women come to work by metro.`,
      hi: `पुरुषों में से ${a} और महिलाओं में से ${b} मेट्रो से काम पर आते हैं।`,
    }),
    pick: { en: 'An employee is chosen at random', hi: 'एक कर्मचारी यादृच्छिक रूप से चुना जाता है' },
    found: { en: 'is found to come to work by metro', hi: 'पता चलता है कि वह मेट्रो से काम पर आता है' },
    propQ: { en: 'comes to work by metro', hi: 'मेट्रो से काम पर आता हो' },
    propPl: { en: 'come to work by metro', hi: 'मेट्रो से काम पर आते हैं' },
    isQ: ['is a man', 'is a woman'],
    isQHi: ['पुरुष हो', 'महिला हो'],
  },
];

/** Two groups with the counts having a property: P(group | property), P(property | group) or the joint chance. */
export const probabilityConditionalFromCounts: QuestionGenerator = {
  id: 'probability/conditional-from-counts',
  topic: 'probability',
  difficulty: 'medium',
  exams: ['Bank PO', 'CUET', 'GMAT', 'GRE', 'Placements'],
  count: 40,
  generate(rng) {
    const t = rng.pick(TABLES);
    let x = 0;
    let y = 0;
    let a = 0;
    let b = 0;
    do {
      x = 10 * rng.int(3, 12);
      y = 10 * rng.int(3, 12);
      a = rng.int(4, x - 5);
      b = rng.int(4, y - 5);
    } while (x === y || a === b || a + b > (x + y) / 1.5 || (t === TABLES[1] && (a > x / 4 || b > y / 4)));
    const ask = rng.pick(['groupGivenProp', 'propGivenGroup', 'joint'] as const);
    const which = rng.int(0, 1);
    const inGroup = which === 0 ? a : b;
    const groupSize = which === 0 ? x : y;
    const [num, den]: [number, number] = {
      groupGivenProp: [inGroup, a + b] as [number, number],
      propGivenGroup: [inGroup, groupSize] as [number, number],
      joint: [inGroup, x + y] as [number, number],
    }[ask];
    const p = num / den;
    const { options, correctIndex } = choiceOptions(
      rng,
      p,
      inUnit([
        inGroup / (x + y), // the joint chance instead of the conditional one
        inGroup / groupSize, // conditions on the group instead of the property
        inGroup / (a + b), // conditions on the property instead of the group
        groupSize / (x + y), // the share of the group, ignoring the property
        (a + b) / (x + y), // the share with the property, ignoring the group
        (which === 0 ? b : a) / (a + b), // the other group
        ...nearMisses(num, den),
      ]),
      probText,
    );
    const question = {
      groupGivenProp: {
        en: `${t.pick.en} and ${t.found.en}. What is the probability that ${t.it.en} ${t.isQ[which]}?`,
        hi: `${t.pick.hi} और ${t.found.hi}। प्रायिकता क्या है कि ${t.it.hi} ${t.isQHi[which]}?`,
      },
      propGivenGroup: {
        en: `${t.pick.en} and turns out to be ${t.one[which]}. What is the probability that ${t.it.en} ${t.propQ.en}?`,
        hi: `${t.pick.hi} और पता चलता है कि यह ${t.oneHi[which]} है। प्रायिकता क्या है कि ${t.it.hi} ${t.propQ.hi}?`,
      },
      joint: {
        en: `${t.pick.en}. What is the probability that ${t.it.en} ${t.isQ[which]} and ${t.propQ.en}?`,
        hi: `${t.pick.hi}। प्रायिकता क्या है कि ${t.it.hi} ${t.isQHi[which]} और ${t.propQ.hi}?`,
      },
    }[ask];
    const intro = t.intro(x, y);
    const has = t.has(a, b);
    const gEn = t.g[which] ?? '';
    const gHi = t.gHi[which] ?? '';
    const steps = {
      groupGivenProp: {
        en: `The condition leaves only those that ${t.propPl.en}: $${a} + ${b} = ${a + b}$, all equally likely. Of them, ${inGroup} are ${gEn}.`,
        hi: `शर्त के बाद केवल वे बचते हैं जो ${t.propPl.hi}: $${a} + ${b} = ${a + b}$, सभी समसंभाव्य। इनमें से ${inGroup} ${gHi} हैं।`,
      },
      propGivenGroup: {
        en: `The condition leaves only the ${groupSize} ${gEn}, all equally likely. Of them, ${inGroup} ${t.propPl.en}.`,
        hi: `शर्त के बाद केवल ${groupSize} ${gHi} बचते हैं, सभी समसंभाव्य। इनमें से ${inGroup} ${t.propPl.hi}।`,
      },
      joint: {
        en: `There is no condition: all $${x} + ${y} = ${x + y}$ are equally likely, and ${inGroup} of the ${gEn} ${t.propPl.en}.`,
        hi: `कोई शर्त नहीं है: सभी $${x} + ${y} = ${x + y}$ समसंभाव्य हैं, और ${gHi} में से ${inGroup} ${t.propPl.hi}।`,
      },
    }[ask];
    const ans = probText(p);
    return {
      title: { en: 'Conditional probability from counts', hi: 'गिनती से सप्रतिबंध प्रायिकता' },
      type: 'single',
      statement: { en: `${intro.en} ${has.en} ${question.en}`, hi: `${intro.hi} ${has.hi} ${question.hi}` },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [steps.en, `$P = ${probTex(num, den)}$`, '', `**Answer: ${ans}**`].join('\n\n'),
        hi: [steps.hi, `$P = ${probTex(num, den)}$`, '', `**उत्तर: ${ans}**`].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [x, y, a, b],
      check() {
        // P(E | F) = P(E and F) / P(F), with every chance read off a list of the individuals.
        const people = [
          ...Array.from({ length: x }, (_, i) => ({ group: 0, prop: i < a })),
          ...Array.from({ length: y }, (_, i) => ({ group: 1, prop: i < b })),
        ];
        const share = (f: (q: { group: number; prop: boolean }) => boolean) =>
          people.filter(f).length / people.length;
        const both = share((q) => q.group === which && q.prop);
        const v = {
          groupGivenProp: both / share((q) => q.prop),
          propGivenGroup: both / share((q) => q.group === which),
          joint: both,
        }[ask];
        return { kind: 'choice', correct: [options.indexOf(probText(v))] };
      },
    };
  },
};

/** Two bags, one chosen by a coin or a die; a ball drawn is of a colour: the chance it came from a bag (CAT). */
export const probabilityBayesTwoBags: QuestionGenerator = {
  id: 'probability/bayes-two-bags',
  topic: 'probability',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    let r1 = 0;
    let b1 = 0;
    let r2 = 0;
    let b2 = 0;
    do {
      r1 = rng.int(1, 7);
      b1 = rng.int(1, 7);
      r2 = rng.int(1, 7);
      b2 = rng.int(1, 7);
    } while (r1 * (r2 + b2) === r2 * (r1 + b1) || r1 + b1 === r2 + b2);
    const chooser = rng.pick(['coin', 'die'] as const);
    const k = chooser === 'coin' ? 3 : rng.int(1, 4); // faces out of 6 that choose bag I
    const colour = rng.pick(['red', 'black'] as const);
    const bag = rng.int(1, 2);
    const n1 = r1 + b1;
    const n2 = r2 + b2;
    const c1 = colour === 'red' ? r1 : b1;
    const c2 = colour === 'red' ? r2 : b2;
    // Over the common denominator 6·n1·n2: P(bag I and colour) = k·c1·n2, P(bag II and colour) = (6 − k)·c2·n1.
    const j1 = k * c1 * n2;
    const j2 = (6 - k) * c2 * n1;
    const mine = bag === 1 ? j1 : j2;
    const p = mine / (j1 + j2);
    const pc = (j1 + j2) / (6 * n1 * n2);
    const { options, correctIndex } = choiceOptions(
      rng,
      p,
      inUnit([
        (bag === 1 ? c1 : c2) / (c1 + c2), // ignores the bag sizes and the choice
        mine / (6 * n1 * n2), // P(that bag and the colour), not divided by P(colour)
        pc, // the overall chance of the colour
        1 - p, // the other bag
        bag === 1 ? k / 6 : (6 - k) / 6, // the chance of choosing the bag, ignoring the ball
        (bag === 1 ? c1 / n1 : c2 / n2) / (c1 / n1 + c2 / n2), // the bags taken as equally likely
        ...nearMisses(mine, j1 + j2),
      ]),
      probText,
    );
    const colourEn = colour;
    const colourHi = colour === 'red' ? 'लाल' : 'काली';
    const ball = (m: number, c: string) => `${m} ${c} ${m === 1 ? 'ball' : 'balls'}`;
    const ballHi = (m: number, c: string) => `${m} ${c} ${m === 1 ? 'गेंद' : 'गेंदें'}`;
    const choice =
      chooser === 'coin'
        ? {
            en: 'A fair coin is tossed: on heads a ball is drawn from bag I, on tails from bag II.',
            hi: 'एक निष्पक्ष सिक्का उछाला जाता है: चित आने पर थैले I से और पट आने पर थैले II से एक गेंद निकाली जाती है।',
          }
        : {
            en: `A fair die is thrown: if it shows ${k === 1 ? '1' : k === 2 ? '1 or 2' : `1 to ${k}`}, a ball is drawn from bag I, otherwise from bag II.`,
            hi: `एक निष्पक्ष पासा फेंका जाता है: यदि ${k === 1 ? '1' : k === 2 ? '1 या 2' : `1 से ${k} तक`} आए तो थैले I से, अन्यथा थैले II से एक गेंद निकाली जाती है।`,
          };
    const w1 = fractionTex(k, 6);
    const w2 = fractionTex(6 - k, 6);
    const f1 = `\\frac{${c1}}{${n1}}`;
    const f2 = `\\frac{${c2}}{${n2}}`;
    const pI = fractionTex(j1, 6 * n1 * n2);
    const pII = fractionTex(j2, 6 * n1 * n2);
    const pC = fractionTex(j1 + j2, 6 * n1 * n2);
    const ans = probText(p);
    const ansTex = fractionTex(mine, j1 + j2);
    const roman = bag === 1 ? 'I' : 'II';
    return {
      title: { en: 'Which bag did the ball come from?', hi: 'गेंद किस थैले से आई?' },
      type: 'single',
      statement: {
        en: `Bag I contains ${ball(r1, 'red')} and ${ball(b1, 'black')}; bag II contains ${ball(r2, 'red')} and ${ball(b2, 'black')}. ${choice.en} The ball drawn is ${colourEn}. What is the probability that it came from bag ${roman}?`,
        hi: `थैले I में ${ballHi(r1, 'लाल')} और ${ballHi(b1, 'काली')} हैं; थैले II में ${ballHi(r2, 'लाल')} और ${ballHi(b2, 'काली')} हैं। ${choice.hi} निकाली गई गेंद ${colourHi} है। प्रायिकता क्या है कि वह थैले ${roman} से आई?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `P(bag I) $= ${w1}$, P(bag II) $= ${w2}$. P(${colourEn} from bag I) $= ${f1}$, P(${colourEn} from bag II) $= ${f2}$.`,
          `P(bag I and ${colourEn}) $= ${w1} \\times ${f1} = ${pI}$; P(bag II and ${colourEn}) $= ${w2} \\times ${f2} = ${pII}$.`,
          `P(${colourEn}) $= ${pI} + ${pII} = ${pC}$ (total probability).`,
          `By Bayes' rule, P(bag ${roman} given ${colourEn}) $= ${bag === 1 ? pI : pII} \\div ${pC} = ${ansTex}$.`,
          '',
          `**Answer: ${ans}**`,
        ].join('\n\n'),
        hi: [
          `P(थैला I) $= ${w1}$, P(थैला II) $= ${w2}$। P(थैले I से ${colourHi}) $= ${f1}$, P(थैले II से ${colourHi}) $= ${f2}$।`,
          `P(थैला I और ${colourHi}) $= ${w1} \\times ${f1} = ${pI}$; P(थैला II और ${colourHi}) $= ${w2} \\times ${f2} = ${pII}$।`,
          `P(${colourHi}) $= ${pI} + ${pII} = ${pC}$ (कुल प्रायिकता)।`,
          `बेज़ प्रमेय (Bayes' rule) से, P(${colourHi} दिए होने पर थैला ${roman}) $= ${bag === 1 ? pI : pII} \\div ${pC} = ${ansTex}$।`,
          '',
          `**उत्तर: ${ans}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 190,
      numbers: [r1, b1, r2, b2],
      check() {
        // Equally likely outcomes: a die face (1..6) and one of n1·n2 tickets; in bag I each ball
        // owns n2 tickets, in bag II each owns n1. Count the tickets of the drawn colour.
        let seen = 0;
        let fromBag = 0;
        for (let face = 1; face <= 6; face++) {
          const inI = face <= k;
          for (let ticket = 0; ticket < n1 * n2; ticket++) {
            const ballIndex = inI ? Math.floor(ticket / n2) : Math.floor(ticket / n1);
            const red = inI ? ballIndex < r1 : ballIndex < r2;
            if (red !== (colour === 'red')) continue;
            seen++;
            if ((inI ? 1 : 2) === bag) fromBag++;
          }
        }
        return { kind: 'choice', correct: [options.indexOf(probText(fromBag / seen))] };
      },
    };
  },
};
