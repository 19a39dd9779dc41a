/**
 * Permutations and combinations: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `permutations-and-combinations/committee-selection` – a committee of so many men and women, or with one person always in or out – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `permutations-and-combinations/word-arrangements` – arrangements of a word's letters: all, vowels together, not all together, starting with a letter – SSC CGL, Bank PO, CAT, Placements
 * - `permutations-and-combinations/numbers-from-digits` – numbers from given digits without repetition: even, odd, multiples of 5, above a bound – SSC CGL, Bank PO, CAT, Placements
 * - `permutations-and-combinations/lines-triangles-handshakes` – lines or triangles from points with some collinear, a polygon's diagonals, people from handshakes – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `permutations-and-combinations/circular-arrangements` – round a table (two together or apart), necklaces and garlands – SSC CGL, Bank PO, CAT, CUET, Placements
 * - `permutations-and-combinations/row-restrictions` – in a row: two never together, three together, no two of a kind together, alternating – SSC CGL, Bank PO, CAT, CUET, Placements
 * - `permutations-and-combinations/at-least-one-of-a-kind` – a committee with at least one, at most one or at least two women – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `permutations-and-combinations/rank-of-word` – the rank of a word among its letters' arrangements in dictionary order – SSC CGL, Bank PO, CAT, Placements
 * - `permutations-and-combinations/identical-objects` – identical things shared among people, each getting at least 0, 1 or 2 (stars and bars) – SSC CGL, Bank PO, CAT, CUET, Placements
 * - `permutations-and-combinations/bounded-integer-solutions` (CAT) – whole-number solutions of a sum with upper (and lower) bounds, by inclusion–exclusion – CAT, GMAT, Placements
 * - `permutations-and-combinations/grid-routes-avoiding` (CAT) – shortest grid routes avoiding one or two closed junctions, or through one but not another – CAT, GMAT, Placements
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const nCr = (n: number, r: number) => (r < 0 || r > n ? 0 : factorial(n) / (factorial(r) * factorial(n - r)));
const nPr = (n: number, r: number) => (r < 0 || r > n ? 0 : factorial(n) / factorial(n - r));
/** nCr in TeX; used at the start of a math span (after `$`), where no `{}` is needed. */
const C = (n: number, r: number) => `^{${n}}C_{${r}}`;

/** Pascal's triangle by additions only: row[n][r] = row[n-1][r-1] + row[n-1][r] (used by checkers). */
function pascal(size: number): number[][] {
  const rows: number[][] = [[1]];
  for (let n = 1; n <= size; n++) {
    const prev = rows[n - 1] ?? [];
    rows.push(Array.from({ length: n + 1 }, (_, r) => (prev[r - 1] ?? 0) + (prev[r] ?? 0)));
  }
  return rows;
}
const fromPascal = (rows: number[][], n: number, r: number) => rows[n]?.[r] ?? 0;

/** Selecting a group: a fixed number of men and women, or with one person always in or out. */
export const pncCommitteeSelection: QuestionGenerator = {
  id: 'permutations-and-combinations/committee-selection',
  topic: 'permutations-and-combinations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const kind = rng.pick(['mixed', 'included', 'excluded'] as const);
    if (kind === 'mixed') {
      const men = rng.int(4, 10);
      const women = rng.int(3, 9);
      const a = rng.int(1, Math.min(4, men - 1));
      const b = rng.int(1, Math.min(3, women - 1));
      const value = nCr(men, a) * nCr(women, b);
      const { options, correctIndex } = choiceOptions(rng, value, [
        nCr(men, a) + nCr(women, b), // adds the two choices instead of multiplying ("and" means multiply)
        nCr(men + women, a + b), // ignores the required make-up of the committee
        nPr(men, a) * nPr(women, b), // arranges instead of selecting
        nCr(men, b) * nCr(women, a), // swaps the numbers of men and women
      ]);
      return {
        title: { en: 'Selecting a committee', hi: 'समिति का चयन' },
        type: 'single',
        statement: {
          en: `In how many ways can a committee of ${a} ${a === 1 ? 'man' : 'men'} and ${b} ${b === 1 ? 'woman' : 'women'} be chosen from ${men} men and ${women} women?`,
          hi: `${men} पुरुषों और ${women} महिलाओं में से ${a} पुरुषों और ${b} महिलाओं की एक समिति कितने तरीकों से चुनी जा सकती है?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Men: $${C(men, a)} = ${nCr(men, a)}$ ways. Women: $${C(women, b)} = ${nCr(women, b)}$ ways.`,
            `Both choices are made together (men AND women), so multiply: $${nCr(men, a)} \\times ${nCr(women, b)} = ${value}$.`,
            '',
            `**Answer: ${value}**`,
          ].join('\n\n'),
          hi: [
            `पुरुष: $${C(men, a)} = ${nCr(men, a)}$ तरीके। महिलाएँ: $${C(women, b)} = ${nCr(women, b)}$ तरीके।`,
            `दोनों चयन साथ-साथ होते हैं (पुरुष और महिलाएँ), अतः गुणा करें: $${nCr(men, a)} \\times ${nCr(women, b)} = ${value}$।`,
            '',
            `**उत्तर: ${value}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 45,
        numbers: [men, women, a, b, value],
        check() {
          // Read both selections off Pascal's triangle (built by additions) and multiply.
          const rows = pascal(20);
          const count = fromPascal(rows, men, a) * fromPascal(rows, women, b);
          return { kind: 'choice', correct: [options.indexOf(String(count))] };
        },
      };
    }
    const n = rng.int(7, 15);
    const r = rng.int(3, Math.min(8, n - 2));
    const value = kind === 'included' ? nCr(n - 1, r - 1) : nCr(n - 1, r);
    const { options, correctIndex } = choiceOptions(rng, value, [
      nCr(n, r), // ignores the condition
      kind === 'included' ? nCr(n - 1, r) : nCr(n - 1, r - 1), // includes when told to exclude, or the reverse
      nCr(n, r - 1), // removes the player's place but leaves the player in the pool
      nCr(n - 1, r + 1),
    ]);
    const cond =
      kind === 'included'
        ? { en: 'a particular player must always be included', hi: 'एक विशेष खिलाड़ी को हमेशा शामिल करना है' }
        : { en: 'a particular player must never be included', hi: 'एक विशेष खिलाड़ी को कभी शामिल नहीं करना है' };
    const step =
      kind === 'included'
        ? {
            en: `Put the particular player in first. The other $${r - 1}$ places are filled from the remaining $${n - 1}$ players: $${C(n - 1, r - 1)} = ${value}$.`,
            hi: `विशेष खिलाड़ी को पहले ही ले लें। बाकी $${r - 1}$ स्थान शेष $${n - 1}$ खिलाड़ियों में से भरे जाते हैं: $${C(n - 1, r - 1)} = ${value}$।`,
          }
        : {
            en: `Leave the particular player out. All $${r}$ places are filled from the remaining $${n - 1}$ players: $${C(n - 1, r)} = ${value}$.`,
            hi: `विशेष खिलाड़ी को बाहर रखें। सभी $${r}$ स्थान शेष $${n - 1}$ खिलाड़ियों में से भरे जाते हैं: $${C(n - 1, r)} = ${value}$।`,
          };
    return {
      title: { en: 'Selection with a condition', hi: 'शर्त के साथ चयन' },
      type: 'single',
      statement: {
        en: `A team of ${r} is to be chosen from ${n} players. In how many ways can this be done if ${cond.en}?`,
        hi: `${n} खिलाड़ियों में से ${r} की एक टीम चुननी है। यदि ${cond.hi}, तो यह कितने तरीकों से हो सकता है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [step.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [step.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [n, r, value],
      check() {
        // All teams minus the teams without the player (or just those without), from Pascal's triangle.
        const rows = pascal(20);
        const without = fromPascal(rows, n - 1, r);
        const count = kind === 'included' ? fromPascal(rows, n, r) - without : without;
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/** Words for the arrangement question (4 to 7 letters, at least two vowels and two consonants). */
const WORDS = [
  'PENCIL',
  'MOTHER',
  'LEADER',
  'ORANGE',
  'BANANA',
  'GARDEN',
  'PLANET',
  'DRIVER',
  'SCHOOL',
  'LETTER',
  'OFFICE',
  'NATION',
  'REPORT',
  'SUMMER',
  'WINTER',
  'NUMBER',
  'MARKET',
  'BUTTER',
  'COFFEE',
  'PEPPER',
  'APPLE',
  'MANGO',
  'TEACHER',
  'COUNTRY',
  'PRAISE',
  'FRIEND',
  'CAPITAL',
  'EXAMPLE',
  'MACHINE',
  'FLOWER',
  'STATION',
  'ARTICLE',
  'MONDAY',
  'ENGLISH',
  'SUNDAY',
  'DELHI',
  'INDIA',
  'NOIDA',
  'AGRA',
  'KERALA',
  'ASSAM',
  'BIHAR',
  'MUMBAI',
  'PUNJAB',
  'RUPEE',
  'TABLE',
  'MOBILE',
  'PICTURE',
  'GARLIC',
  'TOMATO',
  'POTATO',
  'SILVER',
  'CIRCLE',
  'SQUARE',
  'RIVER',
  'DOCTOR',
  'PLAYER',
];
const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/** Multiset arrangements n!/(k1! k2! ...) of a list of letters. */
function arrangements(letters: string[]): number {
  const counts = new Map<string, number>();
  for (const ch of letters) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let value = factorial(letters.length);
  for (const k of counts.values()) value /= factorial(k);
  return value;
}

/** "k1! k2!" for the letters that repeat, e.g. "2!\,2!"; empty when none repeat. */
function repeatsTex(letters: string[]): { tex: string; note: { en: string; hi: string } } {
  const counts = new Map<string, number>();
  for (const ch of letters) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const reps = [...counts.entries()].filter(([, k]) => k > 1);
  return {
    tex: reps.map(([, k]) => `${k}!`).join('\\,'),
    note: {
      en: reps.map(([ch, k]) => `${ch} ${k} times`).join(', '),
      hi: reps.map(([ch, k]) => `${ch} ${k} बार`).join(', '),
    },
  };
}

/** n!/(repeats) in TeX. */
const arrTex = (letters: string[]) => {
  const r = repeatsTex(letters).tex;
  return r ? `\\frac{${letters.length}!}{${r}}` : `${letters.length}!`;
};

/** Arrangements of the letters of a word: all, vowels together, vowels not all together, or starting with a letter. */
export const pncWordArrangements: QuestionGenerator = {
  id: 'permutations-and-combinations/word-arrangements',
  topic: 'permutations-and-combinations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const word = rng.pick(WORDS);
    const letters = word.split('');
    const vowels = letters.filter((ch) => VOWELS.has(ch));
    const consonants = letters.filter((ch) => !VOWELS.has(ch));
    const ask = rng.pick(['all', 'together', 'apart', 'starts'] as const);
    const distinct = [...new Set(letters)];
    const first = rng.pick(distinct);
    const total = arrangements(letters);
    // Vowels as one block: arrange the consonants plus the block, then the vowels inside the block.
    const outside = arrangements([...consonants, '#']);
    const inside = arrangements(vowels);
    const together = outside * inside;
    const rest = [...letters];
    rest.splice(rest.indexOf(first), 1);
    const starting = arrangements(rest);
    const value = { all: total, together, apart: total - together, starts: starting }[ask];
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      {
        // n! ignoring repeated letters; (n - 1)! as for a round table; halving or doubling slips
        all: [factorial(letters.length), factorial(letters.length - 1), total * 2, total / 2],
        // vowels inside the block not arranged; repeats ignored; the complement; block counted twice
        together: [
          outside,
          factorial(consonants.length + 1) * factorial(vowels.length),
          total - together,
          together * 2,
        ],
        // the "together" count; all arrangements; repeats ignored in the total; block not arranged inside
        apart: [together, total, factorial(letters.length) - together, total - outside],
        // repeats ignored; no letter fixed; the rest of the arrangements
        starts: [factorial(letters.length - 1), total, total - starting, starting * 2],
      }[ask].filter((x) => Number.isInteger(x) && x > 0),
    );
    const rep = repeatsTex(letters);
    const askText = {
      all: { en: 'be arranged', hi: 'व्यवस्थित किया जा सकता है' },
      together: {
        en: 'be arranged so that the vowels always come together',
        hi: 'इस प्रकार व्यवस्थित किया जा सकता है कि स्वर सदा साथ-साथ रहें',
      },
      apart: {
        en: 'be arranged so that the vowels do not all come together',
        hi: 'इस प्रकार व्यवस्थित किया जा सकता है कि सभी स्वर एक साथ न आएँ',
      },
      starts: {
        en: `be arranged so that the arrangement begins with ${first}`,
        hi: `इस प्रकार व्यवस्थित किया जा सकता है कि व्यवस्था ${first} से शुरू हो`,
      },
    }[ask];
    const lettersLine = {
      en: `${word} has ${letters.length} letters${rep.note.en ? ` (${rep.note.en})` : ', all different'}; vowels: ${vowels.join(', ')}.`,
      hi: `${word} में ${letters.length} अक्षर हैं${rep.note.hi ? ` (${rep.note.hi})` : ', सभी अलग'}; स्वर: ${vowels.join(', ')}।`,
    };
    const blockTex = `${arrTex([...consonants, '#'])} \\times ${arrTex(vowels)} = ${outside} \\times ${inside} = ${together}`;
    const steps = {
      all: [
        {
          en: `Arrangements $= ${arrTex(letters)} = ${total}$.`,
          hi: `व्यवस्थाएँ $= ${arrTex(letters)} = ${total}$।`,
        },
      ],
      together: [
        {
          en: `Tie the ${vowels.length} vowels into one block: arrange ${consonants.length} consonants $+ 1$ block, then the vowels inside the block.`,
          hi: `${vowels.length} स्वरों को एक खंड मानें: ${consonants.length} व्यंजन $+ 1$ खंड को व्यवस्थित करें, फिर खंड के भीतर स्वरों को।`,
        },
        { en: `$${blockTex}$`, hi: `$${blockTex}$` },
      ],
      apart: [
        {
          en: `All arrangements $= ${arrTex(letters)} = ${total}$.`,
          hi: `कुल व्यवस्थाएँ $= ${arrTex(letters)} = ${total}$।`,
        },
        {
          en: `Vowels together (one block): $${blockTex}$.`,
          hi: `स्वर साथ-साथ (एक खंड): $${blockTex}$।`,
        },
        {
          en: `Not all together $= ${total} - ${together} = ${value}$.`,
          hi: `सभी एक साथ नहीं $= ${total} - ${together} = ${value}$।`,
        },
      ],
      starts: [
        {
          en: `Fix ${first} in the first place and arrange the other ${rest.length} letters: $${arrTex(rest)} = ${starting}$.`,
          hi: `${first} को पहले स्थान पर रखें और शेष ${rest.length} अक्षरों को व्यवस्थित करें: $${arrTex(rest)} = ${starting}$।`,
        },
      ],
    }[ask];
    return {
      title: { en: 'Arranging the letters of a word', hi: 'शब्द के अक्षरों की व्यवस्था' },
      type: 'single',
      statement: {
        en: `In how many different ways can the letters of the word ${word} ${askText.en}?`,
        hi: `शब्द ${word} के अक्षरों को कितने अलग-अलग तरीकों से ${askText.hi}?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [lettersLine.en, ...steps.map((s) => s.en), '', `**Answer: ${value}**`].join('\n\n'),
        hi: [lettersLine.hi, ...steps.map((s) => s.hi), '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [value],
      check() {
        // Generate every distinct arrangement and test it.
        const counts = new Map<string, number>();
        for (const ch of letters) counts.set(ch, (counts.get(ch) ?? 0) + 1);
        const keys = [...counts.keys()];
        let count = 0;
        const current: string[] = [];
        const walk = () => {
          if (current.length === letters.length) {
            let firstVowel = -1;
            let lastVowel = -1;
            for (let i = 0; i < current.length; i++) {
              if (VOWELS.has(current[i] ?? '')) {
                if (firstVowel < 0) firstVowel = i;
                lastVowel = i;
              }
            }
            const block = lastVowel - firstVowel === vowels.length - 1;
            const ok = { all: true, together: block, apart: !block, starts: current[0] === first }[ask];
            if (ok) count++;
            return;
          }
          for (const ch of keys) {
            const left = counts.get(ch) ?? 0;
            if (left === 0) continue;
            counts.set(ch, left - 1);
            current.push(ch);
            walk();
            current.pop();
            counts.set(ch, left);
          }
        };
        walk();
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/** Numbers formed from given digits without repetition: total, even, odd, multiples of 5, or above a bound (type-in). */
export const pncDigitNumbers: QuestionGenerator = {
  id: 'permutations-and-combinations/numbers-from-digits',
  topic: 'permutations-and-combinations',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const k = rng.int(5, 7);
    const withZero = rng.next() < 0.6;
    const nonZero = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, withZero ? k - 1 : k);
    const digits = [...(withZero ? [0] : []), ...nonZero].sort((x, y) => x - y);
    const d = rng.int(3, 4);
    // Re-pick the condition until some digit can end the number (e.g. no "even" from odd digits only).
    let ask = rng.pick(['even', 'odd', 'five', 'greater'] as const);
    const possible = {
      even: digits.some((x) => x % 2 === 0),
      odd: digits.some((x) => x % 2 === 1),
      five: digits.includes(0) || digits.includes(5),
      greater: true,
    };
    while (!possible[ask]) ask = rng.pick(['even', 'odd', 'five', 'greater'] as const);
    const threshold = rng.pick(digits.filter((x) => x >= 2 && x <= 8));
    const bound = threshold * 10 ** (d - 1);
    const hasZero = digits.includes(0);
    // Case analysis on the restricted places (the last digit, then the first digit).
    const evens = digits.filter((x) => x % 2 === 0);
    const odds = digits.filter((x) => x % 2 === 1);
    const fives = digits.filter((x) => x === 0 || x === 5);
    const endingIn = (ends: number[]) =>
      ends.reduce((sum, e) => {
        const left = k - 1; // digits left after the last place
        const firstChoices = e === 0 || !hasZero ? left : left - 1; // first digit cannot be 0
        return sum + firstChoices * nPr(left - 1, d - 2);
      }, 0);
    const firstAtLeast = digits.filter((x) => x >= threshold).length;
    const value = {
      even: endingIn(evens),
      odd: endingIn(odds),
      five: endingIn(fives),
      greater: firstAtLeast * nPr(k - 1, d - 1),
    }[ask];
    const list = digits.join(', ');
    const askText = {
      even: { en: 'even', hi: 'सम' },
      odd: { en: 'odd', hi: 'विषम' },
      five: { en: 'divisible by 5', hi: '5 से विभाज्य' },
      greater: { en: `greater than ${bound}`, hi: `${bound} से बड़ी` },
    }[ask];
    const ends = { even: evens, odd: odds, five: fives, greater: [] as number[] }[ask];
    // Two cases: the number ends in 0 (the first digit is then free), or in a non-zero digit.
    const middle = nPr(k - 2, d - 2);
    const middleText = {
      en:
        d === 3
          ? `the middle digit from the remaining ${k - 2}`
          : `the two middle digits in $${k - 2} \\times ${k - 3}$ ways`,
      hi: d === 3 ? `बीच का अंक शेष ${k - 2} में से` : `बीच के दो अंक $${k - 2} \\times ${k - 3}$ तरीकों से`,
    };
    const nonZeroEnds = ends.filter((e) => e !== 0);
    const firstChoices = hasZero ? k - 2 : k - 1;
    const zeroPart = ends.includes(0) ? (k - 1) * middle : 0;
    const otherPart = nonZeroEnds.length * firstChoices * middle;
    const caseLines = (lang: 'en' | 'hi') => [
      ...(ends.includes(0)
        ? [
            lang === 'en'
              ? `Last digit 0: any of the other ${k - 1} digits can go first; ${middleText.en}: $${k - 1} \\times ${middle} = ${zeroPart}$.`
              : `अंतिम अंक 0: शेष ${k - 1} अंकों में से कोई भी पहले आ सकता है; ${middleText.hi}: $${k - 1} \\times ${middle} = ${zeroPart}$।`,
          ]
        : []),
      ...(nonZeroEnds.length
        ? [
            lang === 'en'
              ? `Last digit one of ${nonZeroEnds.join(', ')} (${nonZeroEnds.length} choices): the first digit is ${hasZero ? `neither that digit nor 0 (${k - 2} choices)` : `any of the other ${k - 1} digits`}; ${middleText.en}: $${nonZeroEnds.length} \\times ${firstChoices} \\times ${middle} = ${otherPart}$.`
              : `अंतिम अंक ${nonZeroEnds.join(', ')} में से कोई (${nonZeroEnds.length} विकल्प): पहला अंक ${hasZero ? `न वह अंक हो न 0 (${k - 2} विकल्प)` : `शेष ${k - 1} अंकों में से कोई`}; ${middleText.hi}: $${nonZeroEnds.length} \\times ${firstChoices} \\times ${middle} = ${otherPart}$।`,
          ]
        : []),
    ];
    const sumLine = zeroPart && otherPart ? `$${zeroPart} + ${otherPart} = ${value}$` : '';
    const greaterLines = {
      en: [
        `A ${d}-digit number made of different digits is greater than ${bound} exactly when its first digit is ${threshold} or more (it cannot equal ${bound}, which repeats 0).`,
        `First digit: ${firstAtLeast} choices (${digits.filter((x) => x >= threshold).join(', ')}). The other ${d - 1} places from the remaining ${k - 1} digits: $^{${k - 1}}P_{${d - 1}} = ${nPr(k - 1, d - 1)}$.`,
        `Total $= ${firstAtLeast} \\times ${nPr(k - 1, d - 1)} = ${value}$.`,
      ],
      hi: [
        `अलग-अलग अंकों वाली ${d} अंकों की संख्या ${bound} से ठीक तब बड़ी है जब उसका पहला अंक ${threshold} या अधिक हो (वह ${bound} के बराबर नहीं हो सकती, क्योंकि उसमें 0 दोहराया गया है)।`,
        `पहला अंक: ${firstAtLeast} विकल्प (${digits.filter((x) => x >= threshold).join(', ')})। शेष ${d - 1} स्थान बाकी ${k - 1} अंकों से: $^{${k - 1}}P_{${d - 1}} = ${nPr(k - 1, d - 1)}$।`,
        `कुल $= ${firstAtLeast} \\times ${nPr(k - 1, d - 1)} = ${value}$।`,
      ],
    };
    const endIntro = {
      en: `Fill the restricted places first: the last digit must be one of ${ends.join(', ')}${hasZero ? ', and the first digit cannot be 0' : ''}.`,
      hi: `पहले प्रतिबंधित स्थान भरें: अंतिम अंक ${ends.join(', ')} में से हो${hasZero ? ', और पहला अंक 0 नहीं हो सकता' : ''}।`,
    };
    return {
      title: { en: 'Numbers from given digits', hi: 'दिए गए अंकों से संख्याएँ' },
      type: 'numeric',
      statement: {
        en: `How many ${d}-digit numbers that are ${askText.en} can be formed using the digits ${list}, if no digit is repeated?`,
        hi: `अंकों ${list} से, किसी अंक को दोहराए बिना, ${d} अंकों की कितनी ${askText.hi} संख्याएँ बनाई जा सकती हैं?`,
      },
      options: [],
      answer: { kind: 'numeric', value, tolerance: 0 },
      solution: {
        en: [
          ...(ask === 'greater'
            ? greaterLines.en
            : [endIntro.en, ...caseLines('en'), ...(sumLine ? [`Total: ${sumLine}`] : [])]),
          '',
          `**Answer: ${value}**`,
        ].join('\n\n'),
        hi: [
          ...(ask === 'greater'
            ? greaterLines.hi
            : [endIntro.hi, ...caseLines('hi'), ...(sumLine ? [`कुल: ${sumLine}`] : [])]),
          '',
          `**उत्तर: ${value}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 150,
      numbers: [d, ...digits, value],
      check() {
        // Build every d-digit string of different digits from the set and test the number it forms.
        let count = 0;
        const used = new Set<number>();
        const walk = (place: number, x: number) => {
          if (place === d) {
            const ok = { even: x % 2 === 0, odd: x % 2 === 1, five: x % 5 === 0, greater: x > bound }[ask];
            if (ok) count++;
            return;
          }
          for (const digit of digits) {
            if (used.has(digit) || (place === 0 && digit === 0)) continue;
            used.add(digit);
            walk(place + 1, x * 10 + digit);
            used.delete(digit);
          }
        };
        walk(0, 0);
        return { kind: 'numeric', value: count, tolerance: 0 };
      },
    };
  },
};
