import { choiceOptions, type QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { singleChoice } from '../../shared/single-choice.js';
import {
  glyphSymmetric,
  type Reflection,
  SYMMETRIC_LETTERS,
  stringUnchanged,
} from './mirror-images-glyphs.js';

/**
 * Letters that a mirror or water surface leaves unchanged, shared by mirror-images and water-images
 * (SSC CGL, RRB NTPC, Bank PO, placements): how many letters of a word look the same in the image
 * (`letterCountQuestion`), and which of four strings looks exactly the same in the image
 * (`unchangedStringQuestion`). `generate` works from the exam books' lists of symmetric letters;
 * `check` reflects the stroke drawings of the letters and compares the ink.
 * This file's shapes: mirror-images/symmetric-letter-count, mirror-images/unchanged-string.
 */

const WORDS = [
  'MATHEMATICS EXAMINATION TOMATO HOUSEWIFE KNOWLEDGE DEMOCRACY BEAUTIFUL WATERMELON',
  'AUTHORITY CHEMISTRY TECHNOLOGY OXYGEN HIGHWAY MONITOR WORKSHOP VOLUNTEER ACHIEVEMENT',
  'BOOKKEEPER EQUATION DICTIONARY ELEPHANT HORIZONTAL VERTICAL MAXIMUM HOMEWORK TYPEWRITER',
  'BICYCLE DOCUMENT INTERVIEW CHOCOLATE EXPEDITION HOSPITAL WHITEBOARD OBJECTIVE KEYBOARD',
  'UNIVERSITY MOUNTAIN VOCABULARY AUTOMOBILE HIMALAYAN TEMPERATURE ENVIRONMENT GOVERNMENT',
  'PARLIAMENT CONSTITUTION ASTRONOMY BIOLOGY HISTORY GEOGRAPHY ECONOMICS ARCHITECT MACHINERY',
  'TELEVISION WEDNESDAY THURSDAY AUGUST OCTOBER NOVEMBER DECEMBER HOLIDAY WHEATFIELD',
  'TOOTHBRUSH MOTORBIKE HEXAGON OCTAGON TRIANGLE DIAMETER MOVEMENT TOURISM WITHDRAW BOXWOOD',
  'CHECKBOOK HIDEOUT OUTLOOK YOUTHFUL TIMETABLE WHOLESALE AIRPORT HEADMASTER EXCHANGE',
].flatMap((line) => line.split(' '));

const NAME = {
  mirror: { en: 'a vertical mirror', hi: 'ऊर्ध्वाधर दर्पण', image: 'दर्पण प्रतिबिंब' },
  water: { en: 'water (a water image)', hi: 'पानी', image: 'जल प्रतिबिंब' },
} as const;

const AXIS = {
  mirror: {
    en: 'a vertical line through its middle (left half = right half)',
    hi: 'बीच से जाने वाली ऊर्ध्वाधर रेखा (बायाँ आधा = दायाँ आधा)',
  },
  water: {
    en: 'a horizontal line through its middle (top half = bottom half)',
    hi: 'बीच से जाने वाली क्षैतिज रेखा (ऊपरी आधा = निचला आधा)',
  },
} as const;

/** How many letters of a word (counted as often as they occur) look the same in the image. */
export function letterCountQuestion(rng: Rng, kind: Reflection) {
  const other: Reflection = kind === 'mirror' ? 'water' : 'mirror';
  const set = SYMMETRIC_LETTERS[kind];
  let word = '';
  let count = 0;
  let distinct = 0;
  do {
    word = rng.pick(WORDS);
    const letters = [...word];
    count = letters.filter((c) => set.includes(c)).length;
    distinct = new Set(letters.filter((c) => set.includes(c))).size;
  } while (count < 2 || count === word.length);
  const otherCount = [...word].filter((c) => SYMMETRIC_LETTERS[other].includes(c)).length;
  const turned = [...word].filter((c) => set.includes(c) || 'NSZ'.includes(c)).length;
  const { options, correctIndex } = choiceOptions(
    rng,
    count,
    [
      distinct, // counts each symmetric letter once
      otherCount, // uses the other kind of reflection
      turned, // also counts N, S, Z, which only look the same when turned upside down
      word.length - count, // counts the letters that change
    ].filter((v) => v >= 0),
  );
  const hits = [...word].filter((c) => set.includes(c));
  const listed = [...new Set(hits)].join(', ');
  return singleChoice(
    kind === 'mirror'
      ? { en: 'Letters unchanged in a mirror', hi: 'दर्पण में न बदलने वाले अक्षर' }
      : { en: 'Letters unchanged in water', hi: 'पानी में न बदलने वाले अक्षर' },
    {
      en: `The word ${word} is written in capital letters and seen in ${NAME[kind].en}. How many of its letters look exactly the same in the image as they are (count a letter each time it occurs)?`,
      hi: `शब्द ${word} बड़े अक्षरों (capital letters) में लिखा है और ${NAME[kind].hi} में देखा जाता है। इसके कितने अक्षर प्रतिबिंब में ठीक वैसे ही दिखते हैं (हर अक्षर जितनी बार आए, उतनी बार गिनिए)?`,
    },
    options.map((o) => o),
    correctIndex,
    {
      en: [
        `A letter looks the same in the image when it is symmetric about ${AXIS[kind].en}. Such capitals are ${[...set].join(', ')}.`,
        `In ${word} these are ${listed}; counted with repeats they make ${hits.length} letters (${hits.join(' ')}).`,
        `**Answer: ${count}**`,
      ].join('\n\n'),
      hi: [
        `कोई अक्षर प्रतिबिंब में वैसा ही तब दिखता है जब वह ${AXIS[kind].hi} के प्रति सममित हो। ऐसे बड़े अक्षर हैं ${[...set].join(', ')}।`,
        `${word} में ये अक्षर ${listed} हैं; दोहराव सहित गिनने पर ${hits.length} अक्षर (${hits.join(' ')})।`,
        `**उत्तर: ${count}**`,
      ].join('\n\n'),
    },
    60,
    [count],
    () => {
      // reflect the stroke drawing of every letter and compare the ink
      const n = [...word].filter((c) => glyphSymmetric(c, kind)).length;
      return options.indexOf(String(n));
    },
  );
}

const pickOf = (rng: Rng, letters: string, n: number) =>
  Array.from({ length: n }, () => rng.pick([...letters]));
const palindrome = (half: string[], odd: string | null) =>
  [...half, ...(odd ? [odd] : []), ...[...half].reverse()].join('');

interface Candidate {
  text: string;
  en: string;
  hi: string;
}

export type UnchangedKind = Reflection | 'both' | 'water-number';

/** Four strings of which exactly one looks the same in the image (each wrong one a real trap). */
function candidates(rng: Rng, kind: UnchangedKind): { right: string; wrong: Candidate[] } {
  const len = rng.int(2, 3);
  const odd = rng.next() < 0.5;
  const mirrorOnly = 'AMTUVWY';
  const waterOnly = 'BCDEK';
  const both = 'HIOX';
  const turnOnly = 'NSZ';
  const t = rng.pick([...turnOnly]);
  const m = rng.pick([...mirrorOnly]);
  const wo = rng.pick([...waterOnly]);
  const bad = rng.pick([...'FGJLPRQ']);
  const sym = (letters: string) => palindrome(pickOf(rng, letters, len), odd ? rng.pick([...letters]) : null);
  const withOne = (base: string, letters: string) => {
    const chars = [...base];
    chars[rng.int(0, chars.length - 1)] = rng.pick([...letters]);
    return chars.join('');
  };
  if (kind === 'mirror') {
    const w = rng.pick([...waterOnly]);
    return {
      right: sym(`${mirrorOnly}${both}`),
      wrong: [
        {
          text: rng.shuffle([...sym(`${mirrorOnly}${both}`)]).join(''),
          en: 'has only symmetric letters, but their order is reversed in the mirror',
          hi: 'में सभी अक्षर सममित हैं, पर दर्पण में उनका क्रम उलट जाता है',
        },
        {
          text: palindrome([w, ...pickOf(rng, both, len - 1)], odd ? 'O' : null),
          en: `reads the same backwards, but ${w} is not symmetric left to right and turns around in a mirror`,
          hi: `उलटा पढ़ने पर वही है, पर ${w} बाएँ-दाएँ सममित नहीं है और दर्पण में पलट जाता है`,
        },
        {
          text: palindrome([t, ...pickOf(rng, mirrorOnly, len - 1)], odd ? 'H' : null),
          en: `reads the same backwards, but ${t} looks the same only when turned upside down, not in a mirror`,
          hi: `उलटा पढ़ने पर वही है, पर ${t} केवल उलटा घुमाने पर वैसा दिखता है, दर्पण में नहीं`,
        },
      ],
    };
  }
  if (kind === 'water') {
    const base = pickOf(rng, `${waterOnly}${both}`, 2 * len + (odd ? 1 : 0)).join('');
    return {
      right: base,
      wrong: [
        {
          text: sym(mirrorOnly),
          en: 'reads the same backwards, which matters for a mirror, not for water; its letters turn upside down',
          hi: 'उलटा पढ़ने पर वही है, जो दर्पण के लिए मायने रखता है, पानी के लिए नहीं; इसके अक्षर उलटे हो जाते हैं',
        },
        {
          text: withOne(pickOf(rng, `${waterOnly}${both}`, base.length).join(''), bad),
          en: `has ${bad}, which is not symmetric top to bottom`,
          hi: `में ${bad} है, जो ऊपर-नीचे सममित नहीं है`,
        },
        {
          text: palindrome([t, ...pickOf(rng, both, len - 1)], odd ? 'O' : null),
          en: `looks the same when turned upside down (a half turn), but ${t} changes in water`,
          hi: `आधा घुमाने पर वैसा ही दिखता है, पर पानी में ${t} बदल जाता है`,
        },
      ],
    };
  }
  if (kind === 'both') {
    return {
      right: sym(both),
      wrong: [
        {
          text: palindrome([m, ...pickOf(rng, both, len - 1)], odd ? 'I' : null),
          en: `looks the same in a mirror only: ${m} turns upside down in water`,
          hi: `केवल दर्पण में वैसा दिखता है: ${m} पानी में उलटा हो जाता है`,
        },
        {
          text: palindrome([wo, ...pickOf(rng, both, len - 1)], odd ? 'X' : null),
          en: `looks the same in water only: ${wo} turns around in a mirror`,
          hi: `केवल पानी में वैसा दिखता है: ${wo} दर्पण में पलट जाता है`,
        },
        {
          text: palindrome([rng.pick([...turnOnly]), ...pickOf(rng, both, len - 1)], odd ? 'O' : null),
          en: 'looks the same only after both reflections one after the other (a half turn), not in either one',
          hi: `केवल दोनों प्रतिबिंब एक के बाद एक लेने (आधा घुमाने) पर वैसा दिखता है, किसी एक में नहीं: ${t} हर एक में बदलता है`,
        },
      ],
    };
  }
  const digits = pickOf(rng, '038', 2 * len + (odd ? 1 : 0));
  if (digits[0] === '0') digits[0] = '8';
  const right = digits.join('');
  const [d1 = '2', d2 = '7'] = rng.shuffle([...'2479']);
  const pair = rng.pick([
    ['6', '9'],
    ['9', '6'],
  ]);
  return {
    right,
    wrong: [
      {
        text: withOne(right, d1),
        en: `has the digit ${d1}, which is not symmetric top to bottom`,
        hi: `में अंक ${d1} है, जो ऊपर-नीचे सममित नहीं है`,
      },
      {
        text: `${pair[0]}${pickOf(rng, '08', len - 1).join('')}${pair[1]}`,
        en: 'looks the same when turned upside down (6 and 9 swap), but 6 and 9 change in water',
        hi: 'आधा घुमाने पर वैसी ही दिखती है (6 और 9 आपस में बदलते हैं), पर पानी में 6 और 9 बदल जाते हैं',
      },
      {
        text: palindrome([d2, ...pickOf(rng, '038', len - 1)], odd ? '8' : null),
        en: `reads the same backwards, which does not matter in water: the digit ${d2} turns upside down`,
        hi: `उलटा पढ़ने पर वही है, जो पानी में मायने नहीं रखता: अंक ${d2} उलटा हो जाता है`,
      },
    ],
  };
}

const looksSame = (text: string, kind: UnchangedKind) =>
  kind === 'both'
    ? stringUnchanged(text, 'mirror') && stringUnchanged(text, 'water')
    : stringUnchanged(text, kind === 'water-number' ? 'water' : kind);

/** Which of four strings looks exactly the same in the image. */
export function unchangedStringQuestion(rng: Rng, kind: UnchangedKind) {
  let right = '';
  let wrong: Candidate[] = [];
  for (;;) {
    ({ right, wrong } = candidates(rng, kind));
    const texts = [right, ...wrong.map((w) => w.text)];
    if (new Set(texts).size === 4 && texts.filter((t) => looksSame(t, kind)).length === 1) break;
  }
  const order = rng.shuffle([0, 1, 2, 3]);
  const all = [right, ...wrong.map((w) => w.text)];
  const options = order.map((i) => all[i] ?? '');
  const correct = order.indexOf(0);
  const letter = (i: number) => `(${order.indexOf(i) + 1})`;
  const number = kind === 'water-number';
  const image =
    kind === 'mirror'
      ? { en: 'in a vertical mirror placed beside it', hi: 'पास रखे ऊर्ध्वाधर दर्पण में' }
      : kind === 'both'
        ? { en: 'both in a vertical mirror and in water', hi: 'ऊर्ध्वाधर दर्पण और पानी, दोनों में' }
        : { en: 'in water (its water image)', hi: 'पानी में (उसके जल प्रतिबिंब में)' };
  const rule =
    kind === 'mirror'
      ? {
          en: 'A mirror reverses the order of the letters and turns each letter left to right, so the string must read the same backwards and use only letters symmetric about a vertical line (A, H, I, M, O, T, U, V, W, X, Y).',
          hi: 'दर्पण अक्षरों का क्रम उलट देता है और हर अक्षर को बाएँ-दाएँ पलट देता है, इसलिए शब्द उलटा पढ़ने पर भी वही हो और उसमें केवल ऊर्ध्वाधर रेखा के प्रति सममित अक्षर (A, H, I, M, O, T, U, V, W, X, Y) हों।',
        }
      : kind === 'both'
        ? {
            en: 'For the mirror the string must read the same backwards with letters symmetric left to right; for water every letter must be symmetric top to bottom. Only H, I, O and X are both, so the string must be a palindrome of these letters.',
            hi: 'दर्पण के लिए शब्द उलटा पढ़ने पर वही हो और अक्षर बाएँ-दाएँ सममित हों; पानी के लिए हर अक्षर ऊपर-नीचे सममित हो। केवल H, I, O और X दोनों तरह सममित हैं, इसलिए शब्द इन्हीं अक्षरों का पैलिंड्रोम (palindrome) होना चाहिए।',
          }
        : {
            en: `Water keeps the order of the ${number ? 'digits' : 'letters'} and turns each one upside down, so every ${number ? 'digit' : 'letter'} must be symmetric about a horizontal line (${number ? '0, 3, 8' : 'B, C, D, E, H, I, K, O, X'}); the order does not matter.`,
            hi: `पानी ${number ? 'अंकों' : 'अक्षरों'} का क्रम नहीं बदलता, पर हर ${number ? 'अंक' : 'अक्षर'} को उलटा कर देता है, इसलिए हर ${number ? 'अंक' : 'अक्षर'} क्षैतिज रेखा के प्रति सममित होना चाहिए (${number ? '0, 3, 8' : 'B, C, D, E, H, I, K, O, X'}); क्रम से कोई अंतर नहीं पड़ता।`,
          };
  const what = {
    en: number
      ? 'numbers are written in plain block digits'
      : 'letter strings are written in capital letters',
  };
  return singleChoice(
    kind === 'mirror'
      ? { en: 'String unchanged in a mirror', hi: 'दर्पण में न बदलने वाला शब्द' }
      : kind === 'both'
        ? { en: 'Unchanged in mirror and water', hi: 'दर्पण और पानी दोनों में अपरिवर्तित' }
        : number
          ? { en: 'Number unchanged in water', hi: 'पानी में न बदलने वाली संख्या' }
          : { en: 'String unchanged in water', hi: 'पानी में न बदलने वाला शब्द' },
    {
      en: `Four ${what.en}: ${options.join(', ')}. Which of them looks exactly the same ${image.en}?`,
      hi: number
        ? `चार संख्याएँ सादे सीधी रेखाओं वाले अंकों में लिखी गई हैं: ${options.join(', ')}। इनमें से कौन-सी ${image.hi} ठीक वैसी ही दिखती है?`
        : `चार अक्षर-समूह बड़े अक्षरों (capital letters) में लिखे गए हैं: ${options.join(', ')}। इनमें से कौन-सा ${image.hi} ठीक वैसा ही दिखता है?`,
    },
    options,
    correct,
    {
      en: [
        rule.en,
        `${right} passes: option (${correct + 1}).`,
        ...wrong.map((w, i) => `Option ${letter(i + 1)} ${w.text} ${w.en}.`),
        `**Answer: ${right}**`,
      ].join('\n\n'),
      hi: [
        rule.hi,
        `${right} इस शर्त पर खरा है: विकल्प (${correct + 1})।`,
        ...wrong.map((w, i) => `विकल्प ${letter(i + 1)} ${w.text} ${w.hi}।`),
        `**उत्तर: ${right}**`,
      ].join('\n\n'),
    },
    number ? 40 : 50,
    [],
    () => options.findIndex((t) => looksSame(t, kind)),
  );
}

/** How many letters of a word look the same in a vertical mirror. */
export const mirrorImagesLetterCount: QuestionGenerator = {
  id: 'mirror-images/symmetric-letter-count',
  topic: 'mirror-images',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) => letterCountQuestion(rng, 'mirror'),
};

/** Which letter string looks exactly the same in a mirror (a palindrome of symmetric letters). */
export const mirrorImagesUnchangedString: QuestionGenerator = {
  id: 'mirror-images/unchanged-string',
  topic: 'mirror-images',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) => unchangedStringQuestion(rng, 'mirror'),
};
