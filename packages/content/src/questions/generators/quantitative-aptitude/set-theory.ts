/**
 * Set theory: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `set-theory/two-sets` – two overlapping sets: neither, both or only A from the other counts – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `set-theory/three-sets` – three sets from the usual survey figures: exactly one, exactly two, none, at least one, only A – SSC CGL, Bank PO, CAT, CUET, Placements
 * - `set-theory/least-and-greatest-overlap` – least or greatest overlap from percentages (two or three sets) – CAT, GMAT, GRE, Bank PO
 * - `set-theory/counting-subsets` – subsets of a written-out set: all, proper, containing an element, of a given size – SSC CGL, RRB NTPC, CUET, Placements
 * - `set-theory/cartesian-product` – n(A × B), relations from A to B, n(B) from n(A × B), n((A × B) ∩ (B × A)) – SSC CGL, CUET, Placements
 * - `set-theory/multiples-inclusion-exclusion` – numbers up to N divisible by at least one, or none, of three numbers – SSC CGL, Bank PO, CAT, CUET, Placements
 * - `set-theory/survey-percentages` – two-set percentages and the count of "neither": the total surveyed or the "only A" count – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `set-theory/regions-from-totals` – three set sizes and the number in at least one: exactly one, exactly two or all three – SSC CGL, Bank PO, CAT, Placements
 * - `set-theory/all-three-extremes` (CAT) – three set sizes and the number in none: the greatest or least possible number in all three – CAT, GMAT, Placements
 * - `set-theory/exactly-one-or-two-extremes` (CAT) – three set sizes and the number in none: the greatest in exactly two, the greatest or least in exactly one – CAT, GMAT, Placements
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/** Two-set settings: the group, the two things, and the words for "both" and "neither". */
const PAIRS = [
  {
    groupEn: 'students in a class',
    groupHi: 'एक कक्षा के',
    nounHi: 'छात्रों',
    aEn: 'play cricket',
    aHi: 'क्रिकेट खेलते हैं',
    bEn: 'play football',
    bHi: 'फ़ुटबॉल खेलते हैं',
    bothEn: 'play both games',
    bothHi: 'दोनों खेल खेलते हैं',
    neitherEn: 'play neither game',
    neitherHi: 'कोई भी खेल नहीं खेलते',
  },
  {
    groupEn: 'people surveyed',
    groupHi: 'सर्वे किए गए',
    nounHi: 'लोगों',
    aEn: 'drink tea',
    aHi: 'चाय पीते हैं',
    bEn: 'drink coffee',
    bHi: 'कॉफ़ी पीते हैं',
    bothEn: 'drink both',
    bothHi: 'दोनों पीते हैं',
    neitherEn: 'drink neither',
    neitherHi: 'दोनों में से कुछ नहीं पीते',
  },
  {
    groupEn: 'employees of an office',
    groupHi: 'एक कार्यालय के',
    nounHi: 'कर्मचारियों',
    aEn: 'speak Hindi',
    aHi: 'हिंदी बोलते हैं',
    bEn: 'speak English',
    bHi: 'अंग्रेज़ी बोलते हैं',
    bothEn: 'speak both languages',
    bothHi: 'दोनों भाषाएँ बोलते हैं',
    neitherEn: 'speak neither language',
    neitherHi: 'दोनों में से कोई भाषा नहीं बोलते',
  },
  {
    groupEn: 'families in a colony',
    groupHi: 'एक कॉलोनी के',
    nounHi: 'परिवारों',
    aEn: 'read newspaper A',
    aHi: 'अख़बार A पढ़ते हैं',
    bEn: 'read newspaper B',
    bHi: 'अख़बार B पढ़ते हैं',
    bothEn: 'read both newspapers',
    bothHi: 'दोनों अख़बार पढ़ते हैं',
    neitherEn: 'read neither newspaper',
    neitherHi: 'कोई भी अख़बार नहीं पढ़ते',
  },
];

/** Two overlapping sets: find "neither", "both" or "only A" from the other counts. */
export const setTheoryTwoSets: QuestionGenerator = {
  id: 'set-theory/two-sets',
  topic: 'set-theory',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const c = rng.pick(PAIRS);
    // Build from the four Venn regions so every count is consistent.
    const onlyA = rng.int(5, 40);
    const onlyB = rng.int(5, 40);
    const both = rng.int(3, 25);
    const neither = rng.int(2, 20);
    const total = onlyA + onlyB + both + neither;
    const a = onlyA + both;
    const b = onlyB + both;
    const ask = rng.pick(['neither', 'both', 'onlyA'] as const);
    const value = { neither, both, onlyA }[ask];
    const mistakes = {
      neither: [
        total - a - b + 2 * both, // subtracts the overlap twice too many (adds it back twice)
        total - (a + b), // forgets that the overlap was counted twice
        neither + both,
        total - a,
      ],
      both: [
        both + neither, // adds the "neither" group instead of removing it
        Math.abs(both - neither), // a + b - total: forgets to remove the "neither" group first
        onlyB, // the count of B only
        onlyA,
      ],
      onlyA: [
        a, // adds the overlap back: everyone in A, not only A
        total - b, // forgets to remove the "neither" group
        onlyA - both, // removes the overlap a second time
        total - neither - both,
      ],
    }[ask].filter((x) => x > 0);
    const { options, correctIndex } = choiceOptions(rng, value, mistakes);
    const Total = `${total}`;
    const statement = {
      neither: {
        en: `Of ${Total} ${c.groupEn}, ${a} ${c.aEn}, ${b} ${c.bEn} and ${both} ${c.bothEn}. How many ${c.neitherEn}?`,
        hi: `${c.groupHi ? `${c.groupHi} ` : ''}${Total} ${c.nounHi} में से ${a} ${c.aHi}, ${b} ${c.bHi} और ${both} ${c.bothHi}। कितने ${c.neitherHi}?`,
      },
      both: {
        en: `Of ${Total} ${c.groupEn}, ${a} ${c.aEn}, ${b} ${c.bEn} and ${neither} ${c.neitherEn}. How many ${c.bothEn}?`,
        hi: `${c.groupHi ? `${c.groupHi} ` : ''}${Total} ${c.nounHi} में से ${a} ${c.aHi}, ${b} ${c.bHi} और ${neither} ${c.neitherHi}। कितने ${c.bothHi}?`,
      },
      onlyA: {
        en: `Of ${Total} ${c.groupEn}, ${b} ${c.bEn}, ${neither} ${c.neitherEn} and ${both} ${c.bothEn}. How many ${c.aEn} only?`,
        hi: `${c.groupHi ? `${c.groupHi} ` : ''}${Total} ${c.nounHi} में से ${b} ${c.bHi}, ${neither} ${c.neitherHi} और ${both} ${c.bothHi}। कितने केवल ${c.aHi}?`,
      },
    }[ask];
    const steps = {
      neither: [
        [
          `$n(A \\cup B) = n(A) + n(B) - n(A \\cap B) = ${a} + ${b} - ${both} = ${a + b - both}$.`,
          `$n(A \\cup B) = n(A) + n(B) - n(A \\cap B) = ${a} + ${b} - ${both} = ${a + b - both}$।`,
        ],
        [
          `Neither $= ${total} - ${a + b - both} = ${neither}$.`,
          `किसी में नहीं $= ${total} - ${a + b - both} = ${neither}$।`,
        ],
      ],
      both: [
        [
          `At least one $= ${total} - ${neither} = ${a + b - both}$.`,
          `कम से कम एक $= ${total} - ${neither} = ${a + b - both}$।`,
        ],
        [
          `$n(A \\cap B) = n(A) + n(B) - n(A \\cup B) = ${a} + ${b} - ${a + b - both} = ${both}$.`,
          `$n(A \\cap B) = n(A) + n(B) - n(A \\cup B) = ${a} + ${b} - ${a + b - both} = ${both}$।`,
        ],
      ],
      onlyA: [
        [
          `At least one $= ${total} - ${neither} = ${a + b - both}$.`,
          `कम से कम एक $= ${total} - ${neither} = ${a + b - both}$।`,
        ],
        [
          `Those in $B$ number ${b}, so only $A$ $= ${a + b - both} - ${b} = ${onlyA}$.`,
          `$B$ वाले ${b} हैं, अतः केवल $A$ $= ${a + b - both} - ${b} = ${onlyA}$।`,
        ],
      ],
    }[ask];
    const letters = {
      en: `Let $A$ = those who ${c.aEn}, $B$ = those who ${c.bEn}.`,
      hi: `माना $A$ = जो ${c.aHi}, $B$ = जो ${c.bHi}।`,
    };
    return {
      title: { en: 'Two sets (Venn diagram)', hi: 'दो समुच्चय (वेन आरेख)' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [letters.en, ...steps.map((s) => s[0]), '', `**Answer: ${value}**`].join('\n\n'),
        hi: [letters.hi, ...steps.map((s) => s[1]), '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers:
        ask === 'onlyA'
          ? [total, b, neither, both, onlyA]
          : [total, a, b, ask === 'neither' ? both : neither, value],
      check() {
        // Try every possible overlap and keep the one that fits all the given counts.
        for (let x = 0; x <= total; x++) {
          if (ask === 'neither' && x === both) {
            return { kind: 'choice', correct: [options.indexOf(String(total - (a - x) - (b - x) - x))] };
          }
          if (ask === 'both' && total - (a - x) - (b - x) - x === neither) {
            return { kind: 'choice', correct: [options.indexOf(String(x))] };
          }
          if (ask === 'onlyA' && x === both) {
            // Everyone is in exactly one region: only A = total - only B - both - neither.
            return { kind: 'choice', correct: [options.indexOf(String(total - (b - x) - x - neither))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Three-set surveys (three newspapers, subjects or apps). */
const TRIPLES = [
  {
    groupEn: 'people surveyed',
    groupHi: 'सर्वे किए गए',
    nounHi: 'लोगों',
    itemEn: 'newspapers',
    itemHi: 'अख़बार',
    verbEn: 'read',
    verbHi: 'पढ़ते हैं',
    names: ['A', 'B', 'C'],
    namesHi: ['A', 'B', 'C'],
  },
  {
    groupEn: 'students',
    groupHi: '',
    nounHi: 'छात्रों',
    itemEn: 'subjects',
    itemHi: 'विषय',
    verbEn: 'passed in',
    verbHi: 'में उत्तीर्ण हुए',
    names: ['Maths', 'Physics', 'Chemistry'],
    namesHi: ['गणित', 'भौतिकी', 'रसायन'],
  },
  {
    groupEn: 'phone users',
    groupHi: '',
    nounHi: 'फ़ोन उपयोगकर्ताओं',
    itemEn: 'apps',
    itemHi: 'ऐप',
    verbEn: 'use',
    verbHi: 'इस्तेमाल करते हैं',
    names: ['P', 'Q', 'R'],
    namesHi: ['P', 'Q', 'R'],
  },
];

/** Three sets from the usual survey figures: exactly one, exactly two, none or at least one (type-in). */
export const setTheoryThreeSets: QuestionGenerator = {
  id: 'set-theory/three-sets',
  topic: 'set-theory',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'CUET', 'Placements'],
  generate(rng) {
    const t = rng.pick(TRIPLES);
    // The seven Venn regions plus "none", drawn first so every given count is consistent.
    const all = rng.int(2, 12);
    const ab = rng.int(2, 15);
    const bc = rng.int(2, 15);
    const ca = rng.int(2, 15);
    const oa = rng.int(5, 40);
    const ob = rng.int(5, 40);
    const oc = rng.int(5, 40);
    const none = rng.int(1, 25);
    const total = oa + ob + oc + ab + bc + ca + all + none;
    const nA = oa + ab + ca + all;
    const nB = ob + ab + bc + all;
    const nC = oc + bc + ca + all;
    const nAB = ab + all;
    const nBC = bc + all;
    const nCA = ca + all;
    const ask = rng.pick(['exactlyOne', 'exactlyTwo', 'none', 'atLeastOne', 'onlyFirst'] as const);
    const s1 = nA + nB + nC;
    const s2 = nAB + nBC + nCA;
    const s3 = all;
    const value = {
      exactlyOne: s1 - 2 * s2 + 3 * s3,
      exactlyTwo: s2 - 3 * s3,
      none: total - (s1 - s2 + s3),
      atLeastOne: s1 - s2 + s3,
      onlyFirst: nA - nAB - nCA + all,
    }[ask];
    const [x, y, z] = t.names as [string, string, string];
    const [xh, yh, zh] = t.namesHi as [string, string, string];
    const askText = {
      exactlyOne: { en: `exactly one of the ${t.itemEn}`, hi: `ठीक एक ${t.itemHi}` },
      exactlyTwo: { en: `exactly two of the ${t.itemEn}`, hi: `ठीक दो ${t.itemHi}` },
      none: { en: `none of the three ${t.itemEn}`, hi: `तीनों में से कोई भी ${t.itemHi} नहीं` },
      atLeastOne: { en: `at least one of the ${t.itemEn}`, hi: `कम से कम एक ${t.itemHi}` },
      onlyFirst: { en: `${x} only`, hi: `केवल ${xh}` },
    }[ask];
    const statement = {
      en: `Of ${total} ${t.groupEn}, ${nA} ${t.verbEn} ${x}, ${nB} ${t.verbEn} ${y} and ${nC} ${t.verbEn} ${z}; ${nAB} ${t.verbEn} both ${x} and ${y}, ${nBC} ${t.verbEn} both ${y} and ${z}, ${nCA} ${t.verbEn} both ${z} and ${x}, and ${all} ${t.verbEn} all three. How many ${t.verbEn} ${askText.en}?`,
      hi: `${t.groupHi ? `${t.groupHi} ` : ''}${total} ${t.nounHi} में से ${nA} ${xh}, ${nB} ${yh} और ${nC} ${zh} ${t.verbHi}; ${nAB} ${xh} और ${yh} दोनों, ${nBC} ${yh} और ${zh} दोनों, ${nCA} ${zh} और ${xh} दोनों, तथा ${all} तीनों ${t.verbHi}। कितने ${askText.hi} ${t.verbHi}?`,
    };
    const sums = {
      en: `$S_1 = ${nA} + ${nB} + ${nC} = ${s1}$, $S_2 = ${nAB} + ${nBC} + ${nCA} = ${s2}$, $S_3 = ${s3}$ (the pair figures include those in all three).`,
      hi: `$S_1 = ${nA} + ${nB} + ${nC} = ${s1}$, $S_2 = ${nAB} + ${nBC} + ${nCA} = ${s2}$, $S_3 = ${s3}$ (युग्म वाली संख्याओं में तीनों वाले भी शामिल हैं)।`,
    };
    const union = s1 - s2 + s3;
    const step = {
      exactlyOne: `\\text{Exactly one} = S_1 - 2S_2 + 3S_3 = ${s1} - ${2 * s2} + ${3 * s3} = ${value}`,
      exactlyTwo: `\\text{Exactly two} = S_2 - 3S_3 = ${s2} - ${3 * s3} = ${value}`,
      none: `\\text{At least one} = S_1 - S_2 + S_3 = ${s1} - ${s2} + ${s3} = ${union}, \\quad \\text{None} = ${total} - ${union} = ${value}`,
      atLeastOne: `\\text{At least one} = S_1 - S_2 + S_3 = ${s1} - ${s2} + ${s3} = ${value}`,
      onlyFirst: `\\text{Only ${x}} = ${nA} - ${nAB} - ${nCA} + ${all} = ${value}`,
    }[ask];
    const stepHi = step
      .replace('\\text{Exactly one}', '\\text{ठीक एक}')
      .replace('\\text{Exactly two}', '\\text{ठीक दो}')
      .replace('\\text{At least one}', '\\text{कम से कम एक}')
      .replace('\\text{None}', '\\text{कोई नहीं}')
      .replace(`\\text{Only ${x}}`, `\\text{केवल ${xh}}`);
    const needsSums = ask !== 'onlyFirst';
    const onlyNote = {
      en: `Only ${x} $= n(\\text{${x}}) - n(\\text{${x}} \\cap \\text{${y}}) - n(\\text{${z}} \\cap \\text{${x}}) + n(\\text{all three})$, because those in all three were removed twice.`,
      hi: `केवल ${xh} $=$ ${xh} वाले $-$ (${xh} और ${yh}) $-$ (${zh} और ${xh}) $+$ तीनों वाले, क्योंकि तीनों वाले दो बार घट गए थे।`,
    };
    return {
      title: { en: 'Three sets (Venn diagram)', hi: 'तीन समुच्चय (वेन आरेख)' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value, tolerance: 0 },
      solution: {
        en: [needsSums ? sums.en : onlyNote.en, `$${step}$`, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [needsSums ? sums.hi : onlyNote.hi, `$${stepHi}$`, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 110,
      numbers: [total, nA, nB, nC, nAB, nBC, nCA, all, value],
      check() {
        // Fill the Venn diagram from the centre outwards, then add up the asked regions.
        const onlyAB = nAB - all;
        const onlyBC = nBC - all;
        const onlyCA = nCA - all;
        const onlyA = nA - onlyAB - onlyCA - all;
        const onlyB = nB - onlyAB - onlyBC - all;
        const onlyC = nC - onlyBC - onlyCA - all;
        const regions = [onlyA, onlyB, onlyC, onlyAB, onlyBC, onlyCA, all];
        const inAny = regions.reduce((s, r) => s + r, 0);
        const v = {
          exactlyOne: onlyA + onlyB + onlyC,
          exactlyTwo: onlyAB + onlyBC + onlyCA,
          none: total - inAny,
          atLeastOne: inAny,
          onlyFirst: onlyA,
        }[ask];
        return { kind: 'numeric', value: v, tolerance: 0 };
      },
    };
  },
};

/** Least or greatest possible overlap from percentages (two or three sets). */
export const setTheoryMinMaxOverlap: QuestionGenerator = {
  id: 'set-theory/least-and-greatest-overlap',
  topic: 'set-theory',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'GRE', 'Bank PO'],
  generate(rng) {
    const n = rng.pick([200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 2000]);
    const kind = rng.pick(['min-two', 'max-two', 'max-neither', 'min-three'] as const);
    let p = 60;
    let q = 70;
    let r = 80;
    if (kind === 'min-three') {
      // Three percentages adding to more than 200, so the least triple overlap is positive.
      do {
        p = 5 * rng.int(12, 19);
        q = 5 * rng.int(12, 19);
        r = 5 * rng.int(12, 19);
      } while (p + q + r <= 205);
    } else {
      do {
        p = 5 * rng.int(8, 19);
        q = 5 * rng.int(6, 19);
      } while (p === q || p + q <= 105);
    }
    const pct = {
      'min-two': p + q - 100,
      'max-two': Math.min(p, q),
      'max-neither': 100 - Math.max(p, q),
      'min-three': p + q + r - 200,
    }[kind];
    const value = (pct * n) / 100;
    const of = (x: number) => (x * n) / 100;
    const mistakes = {
      'min-two': [of(Math.min(p, q)), of(100 - Math.max(p, q)), of(Math.abs(p - q)), of(p + q - 100) + of(5)],
      'max-two': [of(p + q - 100), of(Math.max(p, q)), of(100 - Math.max(p, q)), of(Math.min(p, q) - 5)],
      'max-neither': [
        of(200 - p - q),
        of(100 - Math.min(p, q)),
        of(p + q - 100),
        of(100 - Math.max(p, q) + 5),
      ],
      'min-three': [
        of(p + q - 100), // applies the two-set rule to A and B only
        of(Math.min(p, q, r)), // the greatest possible, not the least
        of(300 - p - q - r), // the share who miss some paper, not those who read all three
        of(p + q + r - 200 + 5),
      ],
    }[kind].filter((x) => x > 0 && Number.isInteger(x));
    const { options, correctIndex } = choiceOptions(rng, value, mistakes);
    const setting =
      kind === 'min-three'
        ? {
            en: `In a town of ${n} adults, ${p}% read newspaper A, ${q}% read newspaper B and ${r}% read newspaper C.`,
            hi: `${n} वयस्कों वाले एक कस्बे में ${p}% अख़बार A, ${q}% अख़बार B और ${r}% अख़बार C पढ़ते हैं।`,
          }
        : {
            en: `In a survey of ${n} people, ${p}% like tea and ${q}% like coffee.`,
            hi: `${n} लोगों के एक सर्वे में ${p}% को चाय और ${q}% को कॉफ़ी पसंद है।`,
          };
    const question = {
      'min-two': {
        en: 'What is the least possible number of people who like both?',
        hi: 'दोनों को पसंद करने वाले लोगों की न्यूनतम संभव संख्या क्या है?',
      },
      'max-two': {
        en: 'What is the greatest possible number of people who like both?',
        hi: 'दोनों को पसंद करने वाले लोगों की अधिकतम संभव संख्या क्या है?',
      },
      'max-neither': {
        en: 'What is the greatest possible number of people who like neither?',
        hi: 'दोनों में से कुछ भी पसंद न करने वाले लोगों की अधिकतम संभव संख्या क्या है?',
      },
      'min-three': {
        en: 'What is the least possible number of adults who read all three newspapers?',
        hi: 'तीनों अख़बार पढ़ने वाले वयस्कों की न्यूनतम संभव संख्या क्या है?',
      },
    }[kind];
    const reason = {
      'min-two': {
        en: `The overlap is least when everyone likes at least one of the two: $n(\\text{both}) \\ge ${p}\\% + ${q}\\% - 100\\% = ${pct}\\%$.`,
        hi: `सर्वनिष्ठ तब न्यूनतम होता है जब हर व्यक्ति कम से कम एक पसंद करे: $n(\\text{दोनों}) \\ge ${p}\\% + ${q}\\% - 100\\% = ${pct}\\%$।`,
      },
      'max-two': {
        en: `The overlap is greatest when the smaller group lies wholly inside the larger: $\\min(${p}\\%, ${q}\\%) = ${pct}\\%$.`,
        hi: `सर्वनिष्ठ तब अधिकतम होता है जब छोटा समूह पूरा का पूरा बड़े समूह के अंदर हो: $\\min(${p}\\%, ${q}\\%) = ${pct}\\%$।`,
      },
      'max-neither': {
        en: `"Neither" is greatest when the union is smallest, i.e. the smaller group lies inside the larger: union $= ${Math.max(p, q)}\\%$, so neither $= 100\\% - ${Math.max(p, q)}\\% = ${pct}\\%$.`,
        hi: `"कोई नहीं" तब अधिकतम होता है जब सम्मिलन न्यूनतम हो, यानी छोटा समूह बड़े के अंदर हो: सम्मिलन $= ${Math.max(p, q)}\\%$, अतः कोई नहीं $= 100\\% - ${Math.max(p, q)}\\% = ${pct}\\%$।`,
      },
      'min-three': {
        en: `Those who miss A, B or C are at most $${100 - p}\\% + ${100 - q}\\% + ${100 - r}\\% = ${300 - p - q - r}\\%$ (when nobody misses two). So at least $100\\% - ${300 - p - q - r}\\% = ${pct}\\%$ read all three.`,
        hi: `जो A, B या C में से कोई एक नहीं पढ़ते, वे अधिकतम $${100 - p}\\% + ${100 - q}\\% + ${100 - r}\\% = ${300 - p - q - r}\\%$ हैं (जब कोई दो अख़बार न छोड़े)। अतः कम से कम $100\\% - ${300 - p - q - r}\\% = ${pct}\\%$ तीनों पढ़ते हैं।`,
      },
    }[kind];
    const count = {
      en: `Number $= ${pct}\\%$ of ${n} $= ${value}$.`,
      hi: `संख्या $= ${n}$ का $${pct}\\% = ${value}$।`,
    };
    return {
      title: { en: 'Least and greatest overlap', hi: 'न्यूनतम और अधिकतम सर्वनिष्ठ' },
      type: 'single',
      statement: { en: `${setting.en} ${question.en}`, hi: `${setting.hi} ${question.hi}` },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [reason.en, count.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [reason.hi, count.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 100,
      numbers: kind === 'min-three' ? [n, p, q, r, value] : [n, p, q, value],
      check() {
        // Search over every possible arrangement of the people in whole numbers.
        const A = of(p);
        const B = of(q);
        if (kind === 'min-three') {
          // k people miss at least one paper; each misses 1 to 3 papers and each paper's "missers"
          // must fit among them. The largest feasible k leaves the fewest readers of all three.
          const missing = [of(100 - p), of(100 - q), of(100 - r)];
          const totalMisses = missing.reduce((s, m) => s + m, 0);
          let most = 0;
          for (let k = 0; k <= n; k++) {
            if (k <= totalMisses && totalMisses <= 3 * k && missing.every((m) => m <= k)) most = k;
          }
          return { kind: 'choice', correct: [options.indexOf(String(n - most))] };
        }
        let best = kind === 'min-two' ? n : -1;
        for (let both = 0; both <= Math.min(A, B); both++) {
          const neither = n - (A + B - both);
          if (neither < 0) continue;
          if (kind === 'min-two') best = Math.min(best, both);
          if (kind === 'max-two') best = Math.max(best, both);
          if (kind === 'max-neither') best = Math.max(best, neither);
        }
        return { kind: 'choice', correct: [options.indexOf(String(best))] };
      },
    };
  },
};
