import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { PERSON_NAMES } from '../shared/person-names.js';
import { Ctex, factorial, nCr, permutationsOf } from './permutations-and-combinations-geometry.js';

const nPr = (n: number, r: number) => (r < 0 || r > n ? 0 : factorial(n) / factorial(n - r));

/** Two kinds of people or things in a row (all different). */
const KINDS = [
  {
    a: 'boys',
    aShort: 'boys',
    aHi: 'लड़के',
    aHiObl: 'लड़कों',
    b: 'girls',
    bShort: 'girls',
    bHi: 'लड़कियाँ',
    bHiShort: 'लड़कियाँ',
    bHiObl: 'लड़कियों',
    verb: 'stand',
    verbHi: 'खड़ा किया जा सकता है',
  },
  {
    a: 'men',
    aShort: 'men',
    aHi: 'पुरुष',
    aHiObl: 'पुरुषों',
    b: 'women',
    bShort: 'women',
    bHi: 'महिलाएँ',
    bHiShort: 'महिलाएँ',
    bHiObl: 'महिलाओं',
    verb: 'sit',
    verbHi: 'बैठाया जा सकता है',
  },
  {
    a: 'different Hindi books',
    aShort: 'Hindi books',
    aHi: 'अलग-अलग हिंदी की किताबें',
    aHiObl: 'हिंदी की किताबों',
    b: 'different English books',
    bShort: 'English books',
    bHi: 'अलग-अलग अंग्रेज़ी की किताबें',
    bHiShort: 'अंग्रेज़ी की किताबें',
    bHiObl: 'अंग्रेज़ी की किताबों',
    verb: 'stand on a shelf',
    verbHi: 'एक शेल्फ़ पर रखा जा सकता है',
  },
];

/** People in a row: two never together, three always together, no two of one kind together, alternating. */
export const pncRowRestrictions: QuestionGenerator = {
  id: 'permutations-and-combinations/row-restrictions',
  topic: 'permutations-and-combinations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const ask = rng.pick(['pairApart', 'trioTogether', 'noTwoB', 'alternate'] as const);
    const names = rng.shuffle(PERSON_NAMES).slice(0, 3);
    const kind = rng.pick(KINDS);
    let n = rng.int(5, 7);
    let a = 4;
    let b = 3;
    if (ask === 'noTwoB') {
      a = rng.int(3, 5);
      b = rng.int(2, Math.min(a + 1, 7 - a));
    } else if (ask === 'alternate') {
      a = rng.int(3, 4); // at least 2 of each kind: "1 girls" and one-way rows are no question
      b = rng.pick([a, a - 1]);
    }
    if (ask === 'noTwoB' || ask === 'alternate') n = a + b;
    const value = {
      pairApart: factorial(n) - 2 * factorial(n - 1),
      trioTogether: factorial(n - 2) * 6,
      noTwoB: factorial(a) * nPr(a + 1, b),
      alternate: factorial(a) * factorial(b) * (a === b ? 2 : 1),
    }[ask];
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      {
        pairApart: [
          2 * factorial(n - 1),
          factorial(n) - factorial(n - 1),
          factorial(n - 1),
          factorial(n) - 2,
        ], // the "together" count; the pair not swapped
        trioTogether: [
          factorial(n - 2),
          factorial(n - 3) * 6,
          factorial(n) - factorial(n - 2) * 6,
          factorial(n - 2) * 3,
        ], // the trio not arranged inside
        noTwoB: [
          factorial(a) * nCr(a + 1, b),
          factorial(a) * nPr(a - 1, b),
          factorial(n) - factorial(a + 1) * factorial(b),
          factorial(a) * factorial(b),
        ], // gaps chosen but not arranged; only inner gaps
        alternate: [
          factorial(a) * factorial(b) * (a === b ? 1 : 2),
          factorial(n) / 2,
          factorial(a) + factorial(b),
          2 * factorial(n - 1),
        ], // the two patterns missed or doubled
      }[ask].filter((x) => Number.isInteger(x) && x > 0 && x !== value),
    );
    const [p1, p2, p3] = [
      names[0] ?? { en: 'A', hi: 'A' },
      names[1] ?? { en: 'B', hi: 'B' },
      names[2] ?? { en: 'C', hi: 'C' },
    ];
    const statement = {
      pairApart: {
        en: `In how many ways can ${n} friends, including ${p1.en} and ${p2.en}, stand in a row if ${p1.en} and ${p2.en} must never stand next to each other?`,
        hi: `${p1.hi} और ${p2.hi} सहित ${n} मित्रों को एक पंक्ति में कितने तरीकों से खड़ा किया जा सकता है, यदि ${p1.hi} और ${p2.hi} कभी एक-दूसरे के बगल में न हों?`,
      },
      trioTogether: {
        en: `In how many ways can ${n} friends, including ${p1.en}, ${p2.en} and ${p3.en}, stand in a row if these three must always stand together?`,
        hi: `${p1.hi}, ${p2.hi} और ${p3.hi} सहित ${n} मित्रों को एक पंक्ति में कितने तरीकों से खड़ा किया जा सकता है, यदि ये तीनों सदा साथ-साथ खड़े हों?`,
      },
      noTwoB: {
        en: `In how many ways can ${a} ${kind.a} and ${b} ${kind.b} ${kind.verb} in a row so that no two of the ${kind.bShort} are next to each other?`,
        hi: `${a} ${kind.aHiObl} और ${b} ${kind.bHiObl} को एक पंक्ति में कितने तरीकों से ${kind.verbHi}, ताकि कोई दो ${kind.bHiShort} एक-दूसरे के बगल में न हों?`,
      },
      alternate: {
        en: `In how many ways can ${a} ${kind.a} and ${b} ${kind.b} ${kind.verb} in a row so that the two kinds alternate?`,
        hi: `${a} ${kind.aHiObl} और ${b} ${kind.bHiObl} को एक पंक्ति में कितने तरीकों से ${kind.verbHi}, ताकि ${kind.aHiObl} और ${kind.bHiObl} की जगहें बारी-बारी से आएँ?`,
      },
    }[ask];
    const steps = {
      pairApart: {
        en: [
          `All arrangements: $${n}! = ${factorial(n)}$.`,
          `${p1.en} and ${p2.en} together: treat them as one unit, $${n - 1}! = ${factorial(n - 1)}$ orders, and the two swap in 2 ways: $2 \\times ${factorial(n - 1)} = ${2 * factorial(n - 1)}$.`,
          `Never together: $${factorial(n)} - ${2 * factorial(n - 1)} = ${value}$.`,
        ],
        hi: [
          `कुल व्यवस्थाएँ: $${n}! = ${factorial(n)}$।`,
          `${p1.hi} और ${p2.hi} साथ-साथ: उन्हें एक इकाई मानें, $${n - 1}! = ${factorial(n - 1)}$ क्रम, और दोनों आपस में 2 तरीकों से बदलें: $2 \\times ${factorial(n - 1)} = ${2 * factorial(n - 1)}$।`,
          `कभी साथ नहीं: $${factorial(n)} - ${2 * factorial(n - 1)} = ${value}$।`,
        ],
      },
      trioTogether: {
        en: [
          `Treat the three as one unit: $${n - 3} + 1 = ${n - 2}$ units in $${n - 2}! = ${factorial(n - 2)}$ orders.`,
          `Inside the unit the three can stand in $3! = 6$ orders: $${factorial(n - 2)} \\times 6 = ${value}$.`,
        ],
        hi: [
          `तीनों को एक इकाई मानें: $${n - 3} + 1 = ${n - 2}$ इकाइयाँ, $${n - 2}! = ${factorial(n - 2)}$ क्रम।`,
          `इकाई के भीतर तीनों $3! = 6$ क्रमों में खड़े हो सकते हैं: $${factorial(n - 2)} \\times 6 = ${value}$।`,
        ],
      },
      noTwoB: {
        en: [
          `First place the ${a} ${kind.aShort}: $${a}! = ${factorial(a)}$ ways. They leave $${a} + 1 = ${a + 1}$ gaps (the two ends and between them).`,
          `Put the ${b} ${kind.bShort} in different gaps, in order: $^{${a + 1}}P_{${b}} = ${nPr(a + 1, b)}$ ways.`,
          `Total $= ${factorial(a)} \\times ${nPr(a + 1, b)} = ${value}$.`,
        ],
        hi: [
          `पहले ${a} ${kind.aHi} रखें: $${a}! = ${factorial(a)}$ तरीके। इनसे $${a} + 1 = ${a + 1}$ खाली जगहें बनती हैं (दोनों सिरे और बीच की जगहें)।`,
          `${b} ${kind.bHiShort} अलग-अलग खाली जगहों में, क्रम सहित: $^{${a + 1}}P_{${b}} = ${nPr(a + 1, b)}$ तरीके।`,
          `कुल $= ${factorial(a)} \\times ${nPr(a + 1, b)} = ${value}$।`,
        ],
      },
      alternate: {
        en: [
          a === b
            ? `With ${a} of each, the row starts either with the ${kind.aShort} or with the ${kind.bShort}: 2 patterns.`
            : `With one more of the ${kind.aShort}, the row must start and end with them: 1 pattern.`,
          `In each pattern, the ${kind.aShort} fill their places in $${a}!$ ways and the ${kind.bShort} theirs in $${b}!$ ways: $${a === b ? '2 \\times ' : ''}${factorial(a)} \\times ${factorial(b)} = ${value}$.`,
        ],
        hi: [
          a === b
            ? `दोनों ${a}-${a} हैं, अतः पंक्ति ${kind.aHiObl} से या ${kind.bHiObl} से शुरू हो सकती है: 2 ढाँचे।`
            : `${kind.aHi} एक अधिक हैं, अतः पंक्ति उन्हीं से शुरू होकर उन्हीं पर ख़त्म होगी: 1 ढाँचा।`,
          `हर ढाँचे में ${kind.aHiObl} की जगहें $${a}!$ तरीकों से और ${kind.bHiObl} की $${b}!$ तरीकों से भरती हैं: $${a === b ? '2 \\times ' : ''}${factorial(a)} \\times ${factorial(b)} = ${value}$।`,
        ],
      },
    }[ask];
    return {
      title: { en: 'Arrangements in a row with restrictions', hi: 'प्रतिबंधों के साथ पंक्ति में व्यवस्था' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...steps.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [...steps.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 80,
      numbers: ask === 'pairApart' || ask === 'trioTogether' ? [n, value] : [a, b, value],
      check() {
        // Arrange labelled people 0..n-1 in every order and test the rule. In the kind questions,
        // people 0..a-1 are of the first kind; in the others, 0, 1 (and 2) are the named ones.
        let count = 0;
        for (const row of permutationsOf(Array.from({ length: n }, (_, i) => i))) {
          const second = row.map((x) => x >= a);
          let ok = true;
          if (ask === 'pairApart') ok = Math.abs(row.indexOf(0) - row.indexOf(1)) !== 1;
          else if (ask === 'trioTogether') {
            const at = [0, 1, 2].map((x) => row.indexOf(x));
            ok = Math.max(...at) - Math.min(...at) === 2;
          } else if (ask === 'noTwoB') ok = second.every((s, i) => !(s && second[i + 1]));
          else ok = second.every((s, i) => i === 0 || s !== second[i - 1]);
          if (ok) count++;
        }
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/** A committee with at least one, at most one or at least two of a kind (complement or cases). */
export const pncAtLeastOneOfAKind: QuestionGenerator = {
  id: 'permutations-and-combinations/at-least-one-of-a-kind',
  topic: 'permutations-and-combinations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const men = rng.int(4, 8);
    const women = rng.int(3, 6);
    const r = rng.int(3, Math.min(5, men));
    const ask = rng.pick(['atLeastOne', 'atMostOne', 'atLeastTwo'] as const);
    const ways = (k: number) => nCr(women, k) * nCr(men, r - k);
    const all = nCr(men + women, r);
    const value = {
      atLeastOne: all - ways(0),
      atMostOne: ways(0) + ways(1),
      atLeastTwo: all - ways(0) - ways(1),
    }[ask];
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      {
        atLeastOne: [women * nCr(men + women - 1, r - 1), all, ways(1), all - nCr(women, r)], // fixes one woman then chooses freely (double counts)
        atMostOne: [ways(1), ways(0) * ways(1), all - ways(1), all - ways(0)],
        atLeastTwo: [all - ways(0), nCr(women, 2) * nCr(men + women - 2, r - 2), all - ways(1), ways(2)], // fixes two women then chooses freely
      }[ask].filter((x) => x > 0 && x !== value),
    );
    const askText = {
      atLeastOne: { en: 'at least one woman', hi: 'कम से कम एक महिला' },
      atMostOne: { en: 'at most one woman', hi: 'अधिक से अधिक एक महिला' },
      atLeastTwo: { en: 'at least two women', hi: 'कम से कम दो महिलाएँ' },
    }[ask];
    const term = (k: number) => `${Ctex(women, k, true)} \\times ${Ctex(men, r - k)}`;
    const steps = {
      atLeastOne: {
        en: [
          `All committees: $${Ctex(men + women, r, true)} = ${all}$. Committees with no woman: $${Ctex(men, r, true)} = ${ways(0)}$.`,
          `At least one woman: $${all} - ${ways(0)} = ${value}$.`,
        ],
        hi: [
          `कुल समितियाँ: $${Ctex(men + women, r, true)} = ${all}$। बिना किसी महिला की समितियाँ: $${Ctex(men, r, true)} = ${ways(0)}$।`,
          `कम से कम एक महिला: $${all} - ${ways(0)} = ${value}$।`,
        ],
      },
      atMostOne: {
        en: [
          `No woman: $${Ctex(men, r, true)} = ${ways(0)}$. Exactly one woman: $${term(1)} = ${ways(1)}$.`,
          `At most one woman: $${ways(0)} + ${ways(1)} = ${value}$.`,
        ],
        hi: [
          `कोई महिला नहीं: $${Ctex(men, r, true)} = ${ways(0)}$। ठीक एक महिला: $${term(1)} = ${ways(1)}$।`,
          `अधिक से अधिक एक महिला: $${ways(0)} + ${ways(1)} = ${value}$।`,
        ],
      },
      atLeastTwo: {
        en: [
          `All committees: $${Ctex(men + women, r, true)} = ${all}$. No woman: $${ways(0)}$; exactly one woman: $${term(1)} = ${ways(1)}$.`,
          `At least two women: $${all} - ${ways(0)} - ${ways(1)} = ${value}$.`,
        ],
        hi: [
          `कुल समितियाँ: $${Ctex(men + women, r, true)} = ${all}$। कोई महिला नहीं: $${ways(0)}$; ठीक एक महिला: $${term(1)} = ${ways(1)}$।`,
          `कम से कम दो महिलाएँ: $${all} - ${ways(0)} - ${ways(1)} = ${value}$।`,
        ],
      },
    }[ask];
    return {
      title: {
        en: 'Selection with at least or at most one of a kind',
        hi: 'कम से कम या अधिक से अधिक एक वाला चयन',
      },
      type: 'single',
      statement: {
        en: `A committee of ${r} is to be chosen from ${men} men and ${women} women. In how many ways can this be done if the committee must have ${askText.en}?`,
        hi: `${men} पुरुषों और ${women} महिलाओं में से ${r} सदस्यों की एक समिति चुननी है। यदि समिति में ${askText.hi} होनी चाहिए, तो यह कितने तरीकों से हो सकता है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...steps.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [...steps.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [r, men, women, value],
      check() {
        // Every subset of the people as a bit mask (the first `women` bits are the women).
        let count = 0;
        for (let mask = 0; mask < 1 << (men + women); mask++) {
          let size = 0;
          let w = 0;
          for (let i = 0; i < men + women; i++) {
            if ((mask >> i) & 1) {
              size++;
              if (i < women) w++;
            }
          }
          if (size === r && { atLeastOne: w >= 1, atMostOne: w <= 1, atLeastTwo: w >= 2 }[ask]) count++;
        }
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/** Words with all letters different, for the rank question. */
const RANK_WORDS = [
  'MOTHER',
  'PENCIL',
  'GARDEN',
  'PLANET',
  'NUMBER',
  'MARKET',
  'SUNDAY',
  'MONDAY',
  'FRIEND',
  'BIHAR',
  'PUNJAB',
  'TABLE',
  'MOBILE',
  'SILVER',
  'SQUARE',
  'PLAYER',
  'GARLIC',
  'MANGO',
  'DELHI',
  'CHAIR',
  'TIGER',
  'ZEBRA',
  'HORSE',
  'MOUSE',
  'LEMON',
  'WATER',
  'BREAD',
  'PLANT',
  'CLOUD',
  'STORM',
  'FLAME',
  'NIGHT',
  'LIGHT',
  'BLACK',
  'WHITE',
  'BRAIN',
  'TRAIN',
  'CAMEL',
  'ORANGE',
  'FOREST',
  'MASTER',
  'POCKET',
  'GOLDEN',
  'SCHOLAR',
  'FATHER',
  'SISTER',
  'DANCER',
  'SINGER',
  'WINTER',
  'MINUTE',
  'CANDLE',
  'BUCKET',
  'JUNGLE',
  'KNIGHT',
  'MEDAL',
  'PIANO',
  'RADIO',
  'STEAM',
  'GHOST',
  'FRUIT',
].filter((w) => new Set(w).size === w.length && w.length <= 6);

/** The rank of a word among all arrangements of its letters in dictionary order. */
export const pncRankOfWord: QuestionGenerator = {
  id: 'permutations-and-combinations/rank-of-word',
  topic: 'permutations-and-combinations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    const word = rng.pick(RANK_WORDS);
    const letters = word.split('');
    const L = letters.length;
    // Position by position: letters smaller than the one in place, still unused, times (remaining)!
    const lines: { en: string; hi: string; add: number }[] = [];
    let before = 0;
    letters.forEach((ch, i) => {
      const rest = letters.slice(i + 1);
      const smaller = rest.filter((x) => x < ch).sort();
      const add = smaller.length * factorial(L - i - 1);
      before += add;
      if (smaller.length > 0) {
        const prefix = letters.slice(0, i).join('');
        const starts = smaller.map((x) => `${prefix}${x}`).join(', ');
        lines.push({
          en: `Starting ${starts}: $${smaller.length} \\times ${L - i - 1}! = ${add}$ words.`,
          hi: `${starts} से शुरू होने वाले: $${smaller.length} \\times ${L - i - 1}! = ${add}$ शब्द।`,
          add,
        });
      }
    });
    const value = before + 1;
    const sorted = [...letters].sort().join(', ');
    return {
      title: { en: 'Rank of a word in dictionary order', hi: 'शब्दकोश क्रम में शब्द का स्थान' },
      type: 'numeric',
      statement: {
        en: `All the arrangements of the letters of the word ${word} (each letter used once) are listed in dictionary order. What is the rank (position) of the word ${word} in this list?`,
        hi: `शब्द ${word} के अक्षरों की सभी व्यवस्थाएँ (हर अक्षर एक बार) शब्दकोश क्रम में लिखी जाती हैं। इस सूची में शब्द ${word} का स्थान (रैंक) क्या है?`,
      },
      options: [],
      answer: { kind: 'numeric', value, tolerance: 0 },
      solution: {
        en: [
          `Letters in alphabetical order: ${sorted}. Count the words that come before ${word}, letter by letter.`,
          ...lines.map((l) => l.en),
          `Words before ${word}: $${lines.map((l) => l.add).join(' + ') || '0'} = ${before}$, so its rank is $${before} + 1 = ${value}$.`,
          '',
          `**Answer: ${value}**`,
        ].join('\n\n'),
        hi: [
          `अक्षर वर्णानुक्रम में: ${sorted}। ${word} से पहले आने वाले शब्द, अक्षर-दर-अक्षर गिनें।`,
          ...lines.map((l) => l.hi),
          `${word} से पहले के शब्द: $${lines.map((l) => l.add).join(' + ') || '0'} = ${before}$, अतः उसका स्थान $${before} + 1 = ${value}$ है।`,
          '',
          `**उत्तर: ${value}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 150,
      numbers: [value],
      check() {
        // List every arrangement, sort it, and find the word.
        const all = permutationsOf(letters)
          .map((p) => p.join(''))
          .sort();
        return { kind: 'numeric', value: all.indexOf(word) + 1, tolerance: 0 };
      },
    };
  },
};
