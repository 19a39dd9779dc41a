import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { retry } from './group-d8-kit.js';
import {
  type Ask,
  both,
  choiceQuestion,
  get,
  lazy,
  numericQuestion,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Coding-decoding — one cipher applied to a list of city names (Bank PO, SSC CGL, Placements): two
 * names and their codes are given; the rule (a letter shift, possibly after reversing the word, or a
 * shift growing with the position) must be found and applied to the list: code a name, decode a
 * code, find the name whose code starts with a letter, count the letters a code shares with its
 * name. The checker tries all 25 rules of the family against the two examples and applies the
 * single one that fits.
 */

const CITIES = [
  'DELHI',
  'PUNE',
  'AGRA',
  'SURAT',
  'PATNA',
  'NOIDA',
  'BHOPAL',
  'INDORE',
  'KOCHI',
  'SHIMLA',
  'RANCHI',
  'MYSORE',
  'JAIPUR',
  'NAGPUR',
  'MADURAI',
  'UDAIPUR',
  'KANPUR',
  'RAIPUR',
];

type Kind = 'fwd' | 'back' | 'revFwd' | 'revBack' | 'pos';
interface Rule {
  kind: Kind;
  k: number;
}
const KINDS: readonly Kind[] = ['fwd', 'back', 'revFwd', 'revBack', 'pos'];
const RULES: readonly Rule[] = KINDS.flatMap((kind) => range(5).map((i) => ({ kind, k: i + 1 })));

const shift = (ch: string, by: number) =>
  String.fromCharCode(((((ch.charCodeAt(0) - 65 + by) % 26) + 26) % 26) + 65);

function apply(r: Rule, w: string): string {
  const letters = r.kind === 'revFwd' || r.kind === 'revBack' ? [...w].reverse() : [...w];
  return letters
    .map((ch, i) => {
      if (r.kind === 'fwd' || r.kind === 'revFwd') return shift(ch, r.k);
      if (r.kind === 'back' || r.kind === 'revBack') return shift(ch, -r.k);
      return shift(ch, r.k + i);
    })
    .join('');
}

function describe(r: Rule): Text {
  switch (r.kind) {
    case 'fwd':
      return T(
        `each letter is moved ${r.k} place${r.k > 1 ? 's' : ''} forward in the alphabet`,
        `हर अक्षर को वर्णमाला में ${r.k} स्थान आगे किया जाता है`,
      );
    case 'back':
      return T(
        `each letter is moved ${r.k} place${r.k > 1 ? 's' : ''} back in the alphabet`,
        `हर अक्षर को वर्णमाला में ${r.k} स्थान पीछे किया जाता है`,
      );
    case 'revFwd':
      return T(
        `the word is written in reverse and then each letter is moved ${r.k} place${r.k > 1 ? 's' : ''} forward`,
        `शब्द को उल्टे क्रम में लिखकर हर अक्षर को ${r.k} स्थान आगे किया जाता है`,
      );
    case 'revBack':
      return T(
        `the word is written in reverse and then each letter is moved ${r.k} place${r.k > 1 ? 's' : ''} back`,
        `शब्द को उल्टे क्रम में लिखकर हर अक्षर को ${r.k} स्थान पीछे किया जाता है`,
      );
    default:
      return T(
        `the 1st letter is moved ${r.k} place${r.k > 1 ? 's' : ''} forward, the 2nd ${r.k + 1}, the 3rd ${r.k + 2}, and so on`,
        `पहले अक्षर को ${r.k} स्थान आगे, दूसरे को ${r.k + 1}, तीसरे को ${r.k + 2} स्थान आगे किया जाता है, और इसी तरह आगे`,
      );
  }
}

/** Slips: the same shift the other way, without (or with) reversing, a shift off by one. */
function slipRules(r: Rule): Rule[] {
  const flip: Record<Kind, Kind> = {
    fwd: 'back',
    back: 'fwd',
    revFwd: 'revBack',
    revBack: 'revFwd',
    pos: 'fwd',
  };
  const rev: Record<Kind, Kind> = {
    fwd: 'revFwd',
    back: 'revBack',
    revFwd: 'fwd',
    revBack: 'back',
    pos: 'revFwd',
  };
  return [
    { kind: rev[r.kind], k: r.k },
    { kind: flip[r.kind], k: r.k },
    { kind: r.kind, k: r.k + 1 },
    { kind: r.kind, k: r.k - 1 === 0 ? r.k + 2 : r.k - 1 },
  ];
}

function attempt(rng: Rng): GeneratedSet | null {
  const rule = rng.pick(RULES);
  const names = rng.shuffle(CITIES).slice(0, 7);
  const [e1, e2] = [get(names, 0), get(names, 1)];
  const fits = (r: Rule) => apply(r, e1) === apply(rule, e1) && apply(r, e2) === apply(rule, e2);
  if (RULES.filter(fits).length !== 1) return null;
  const list = names.slice(2);
  const codes = list.map((w) => apply(rule, w));
  if (new Set(codes.map((c) => c[0])).size !== list.length) return null;
  // The checker: every rule of the family that fits both examples; the answer needs exactly one.
  const found = lazy(() =>
    RULES.filter((r) => apply(r, e1) === apply(rule, e1) && apply(r, e2) === apply(rule, e2)),
  );
  const sure = () => (found().length === 1 ? (found()[0] as Rule) : null);
  const q = (w: string) => T(`'${w}'`, `'${w}'`);
  const desc = describe(rule);
  const deduction = both((lang) =>
    lang === 'en'
      ? `Compare ${e1} with ${apply(rule, e1)} letter by letter: ${desc.en}. ${e2} → ${apply(rule, e2)} confirms it, and no other simple rule (a shift of 1 to 5 places either way, with or without reversing, or a shift growing by position) fits both examples.`
      : `${e1} की तुलना ${apply(rule, e1)} से अक्षर-दर-अक्षर करें: ${desc.hi}। ${e2} → ${apply(rule, e2)} इसकी पुष्टि करता है, और कोई अन्य सरल नियम (किसी भी दिशा में 1 से 5 स्थान का खिसकाव, उल्टे क्रम सहित या बिना, या स्थान के साथ बढ़ता खिसकाव) दोनों उदाहरणों पर सही नहीं बैठता।`,
  );
  const [a, b, c, d] = rng.shuffle(range(list.length)) as [number, number, number, number];
  const asks: Ask[] = [];
  // 1. The code of a name.
  {
    const w = get(list, a);
    const answer = q(apply(rule, w));
    asks.push({
      title: T('Code of a name', 'नाम का कोड'),
      statement: T(`How is ${w} written in this code?`, `इस कूट में ${w} को कैसे लिखा जाएगा?`),
      explain: T(
        `Applying the rule to ${w} gives ${answer.en}.`,
        `${w} पर नियम लगाने से ${answer.hi} मिलता है।`,
      ),
      answer,
      ...textOptions(
        rng,
        answer,
        slipRules(rule).map((r) => q(apply(r, w))),
        RULES.map((r) => q(apply(r, w))),
      ),
      checkAnswer: () => {
        const r = sure();
        return r ? `'${apply(r, w)}'` : null;
      },
      seconds: 90,
    });
  }
  // 2. Decode a code.
  {
    const code = get(codes, b);
    const answer = q(get(list, b));
    asks.push({
      title: T('Decoding a code', 'कोड का अर्थ'),
      statement: T(
        `Which city is written as ${code} in this code?`,
        `इस कूट में ${code} किस शहर को लिखा गया है?`,
      ),
      explain: T(
        `Undoing the rule on ${code} gives ${get(list, b)}.`,
        `${code} पर नियम को उलटने से ${get(list, b)} मिलता है।`,
      ),
      answer,
      ...textOptions(rng, answer, [], list.map(q)),
      checkAnswer: () => {
        const r = sure();
        const w = r ? list.find((x) => apply(r, x) === code) : undefined;
        return w ? `'${w}'` : null;
      },
      seconds: 90,
    });
  }
  // 3. The name whose code starts with a given letter.
  {
    const first = get(codes, c)[0] as string;
    const answer = q(get(list, c));
    asks.push({
      title: T('Code starting with a letter', 'अक्षर से आरंभ होने वाला कोड'),
      statement: T(
        `The code of which of these cities begins with the letter ${first}?`,
        `इनमें से किस शहर का कोड अक्षर ${first} से आरंभ होता है?`,
      ),
      explain: both((lang) =>
        list.map((w, i) => `${w} → ${get(codes, i)}`).join(lang === 'en' ? '; ' : '; '),
      ),
      answer,
      ...textOptions(rng, answer, [], list.map(q)),
      checkAnswer: () => {
        const r = sure();
        const hits = r ? list.filter((x) => apply(r, x)[0] === first) : [];
        return hits.length === 1 ? `'${hits[0]}'` : null;
      },
      seconds: 100,
    });
  }
  const questions = rng.shuffle(asks).map((x) => choiceQuestion(x, deduction));
  // 4. Letters of a code that are vowels (type in).
  {
    const w = get(list, d);
    const vowels = (s: string) => [...s].filter((ch) => 'AEIOU'.includes(ch)).length;
    const v = vowels(apply(rule, w));
    questions.push(
      numericQuestion({
        title: T('Vowels in a code', 'कोड में स्वर'),
        statement: T(
          `How many vowels (A, E, I, O, U) are there in the code of ${w}?`,
          `${w} के कोड में कितने स्वर (A, E, I, O, U) हैं?`,
        ),
        value: v,
        solution: both((lang) =>
          lang === 'en'
            ? `${deduction.en}\n\n${w} is written as ${apply(rule, w)}, which has ${v} vowel${v === 1 ? '' : 's'}.`
            : `${deduction.hi}\n\n${w} को ${apply(rule, w)} लिखा जाता है, जिसमें ${v} स्वर हैं।`,
        ),
        seconds: 100,
        check: () => {
          const r = sure();
          return r ? vowels(apply(r, w)) : null;
        },
      }),
    );
  }
  const body = both((lang) =>
    [
      lang === 'en'
        ? `In a certain code, ${e1} is written as ${apply(rule, e1)} and ${e2} is written as ${apply(rule, e2)}. The same rule is used to code the names of the cities ${list.join(', ')}. (The alphabet is taken as a circle: one place after Z comes A.)`
        : `एक निश्चित कूट में ${e1} को ${apply(rule, e1)} और ${e2} को ${apply(rule, e2)} लिखा जाता है। इसी नियम से शहरों ${list.join(', ')} के नाम कोड किए जाते हैं। (वर्णमाला को एक चक्र माना गया है: Z के एक स्थान बाद A आता है।)`,
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('City names in a cipher', 'कूट में शहरों के नाम'), body },
    questions,
    numbers: [],
  };
}

/** One letter cipher found from two examples and applied to a list of city names. */
export const codingCityCipher: QuestionSetGenerator = {
  id: 'coding-decoding-lrdi/city-cipher',
  topic: 'coding-decoding-lrdi',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
