import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';

/**
 * Analogies (A : B :: C : ?). `generate` picks a rule (a number rule, a letter rule or a word
 * relation), applies it to C, and keeps only distractors that no other rule of the library would
 * also justify. `check` knows nothing of the chosen rule: it searches the library for every rule
 * that turns A into B and accepts the options that such a rule turns C into.
 *
 * The topic's shapes (id – what it asks – exams):
 * - number-pairs – A : B :: C : ? with a number rule – SSC CGL, RRB NTPC, Bank PO, Placements
 * - letter-pairs – A : B :: C : ? with a letter rule – SSC CGL, RRB NTPC, Bank PO, Placements
 * - word-pairs – A : B :: C : ? with a word relation – SSC CGL, RRB NTPC, Bank PO, Placements
 * - choose-analogous-pair (verbal-analogy-1-relations.ts) – a pair: which option pair has the same relation – SSC CGL, RRB NTPC, Bank PO, Placements
 * - missing-first-word (verbal-analogy-1-relations.ts) – ? : B :: C : D – SSC CGL, RRB NTPC, Bank PO, Placements
 * - odd-relation-pair (verbal-analogy-1-relations.ts) – four pairs: which relation does not belong – SSC CGL, RRB NTPC, Bank PO, Placements
 * - double-blank (verbal-analogy-1-relations.ts) – A : ? :: ? : D, both blanks at once – SSC CGL, RRB NTPC, Bank PO, Placements
 * - name-the-relation (verbal-analogy-1-relations.ts) – two pairs: name the relation they share – SSC CGL, RRB NTPC, Bank PO, Placements
 * - analogy-of-analogies (verbal-analogy-1-cat.ts, CAT level) – which option's two pairs both match the given pair – CAT, SSC CGL, Bank PO, Placements
 * - three-of-six-pairs (verbal-analogy-1-cat.ts, CAT level) – six pairs: which three share one relation in order – CAT, SSC CGL, Bank PO, Placements
 */

interface Choice {
  options: { en: string; hi: string }[];
  correctIndex: number;
}

function shuffledChoice(
  rng: Rng,
  correct: { en: string; hi: string },
  wrong: { en: string; hi: string }[],
): Choice {
  const options = rng.shuffle([correct, ...wrong.slice(0, 3)]);
  return { options, correctIndex: options.indexOf(correct) };
}

const plain = (t: string) => ({ en: t, hi: t });

// ---------------------------------------------------------------------------------------------
// Number pairs

interface NumberRule {
  f: (n: number) => number;
  /** TeX of the rule applied to a number, e.g. n^2 + 1. */
  tex: (n: number) => string;
}

const sq = (n: number) => n * n;
const NUMBER_RULES: readonly NumberRule[] = [
  ...[-3, -2, -1, 1, 2, 3, 4, 5].map((m) => ({
    f: (n: number) => sq(n) + m,
    tex: (n: number) => `${n}^2 ${m < 0 ? '-' : '+'} ${Math.abs(m)}`,
  })),
  { f: (n) => sq(n), tex: (n) => `${n}^2` },
  ...[-2, -1, 1, 2].map((m) => ({
    f: (n: number) => n ** 3 + m,
    tex: (n: number) => `${n}^3 ${m < 0 ? '-' : '+'} ${Math.abs(m)}`,
  })),
  { f: (n) => n ** 3, tex: (n) => `${n}^3` },
  { f: (n) => n * (n + 1), tex: (n) => `${n} \\times ${n + 1}` },
  { f: (n) => n * (n - 1), tex: (n) => `${n} \\times ${n - 1}` },
  { f: (n) => sq(n + 1), tex: (n) => `(${n} + 1)^2` },
  { f: (n) => sq(n - 1), tex: (n) => `(${n} - 1)^2` },
  { f: (n) => n ** 3 + n, tex: (n) => `${n}^3 + ${n}` },
  { f: (n) => n ** 3 - n, tex: (n) => `${n}^3 - ${n}` },
  { f: (n) => sq(n) * 2, tex: (n) => `2 \\times ${n}^2` },
  ...[2, 3, 4, 5].flatMap((k) =>
    [-3, -2, -1, 0, 1, 2, 3].map((m) => ({
      f: (n: number) => k * n + m,
      tex: (n: number) => `${k} \\times ${n}${m === 0 ? '' : ` ${m < 0 ? '-' : '+'} ${Math.abs(m)}`}`,
    })),
  ),
];
/** Rules that make good questions (the linear ones only serve to rule out ambiguous pairs). */
const ASKED_RULES = NUMBER_RULES.filter((r) => r.f(10) > 60);

/** A : B :: C : ? with numbers. */
export const analogyNumberPairs: QuestionGenerator = {
  id: 'verbal-analogy-1/number-pairs',
  topic: 'verbal-analogy-1',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    for (;;) {
      const rule = rng.pick(ASKED_RULES);
      const cube = rule.f(10) > 500;
      const [a, c] = rng.shuffle(cube ? [2, 3, 4, 5, 6, 7, 8, 9] : [3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15]);
      if (a === undefined || c === undefined) continue;
      const b = rule.f(a);
      const answer = rule.f(c);
      // Values the pair A : B also supports through another rule must not be offered.
      const alsoRight = new Set(NUMBER_RULES.filter((r) => r.f(a) === b).map((r) => r.f(c)));
      if (alsoRight.size > 1 && rng.next() < 0.5) continue; // prefer pairs only one rule explains
      const wrong = rng
        .shuffle([...new Set(NUMBER_RULES.map((r) => r.f(c)))])
        .filter((v) => v > 0 && !alsoRight.has(v))
        .sort((x, y) => Math.abs(x - answer) - Math.abs(y - answer))
        .slice(0, 5);
      const picked = rng
        .shuffle(wrong)
        .slice(0, 3)
        .map((v) => plain(String(v)));
      if (picked.length < 3) continue;
      const { options, correctIndex } = shuffledChoice(rng, plain(String(answer)), picked);
      return {
        title: { en: 'Number analogy', hi: 'संख्या सादृश्यता' },
        type: 'single',
        statement: {
          en: `Select the option that is related to the third number in the same way as the second number is related to the first number.\n\n${a} : ${b} :: ${c} : ?`,
          hi: `उस विकल्प का चयन कीजिए जो तीसरी संख्या से उसी प्रकार संबंधित है जिस प्रकार दूसरी संख्या पहली संख्या से संबंधित है।\n\n${a} : ${b} :: ${c} : ?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `$${b} = ${rule.tex(a)}$.`,
            `In the same way, $${rule.tex(c)} = ${answer}$.`,
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `$${b} = ${rule.tex(a)}$।`,
            `इसी प्रकार, $${rule.tex(c)} = ${answer}$।`,
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 45,
        numbers: [a, b, c],
        check(): QuestionAnswer {
          const fitting = NUMBER_RULES.filter((r) => r.f(a) === b);
          const correct = options.flatMap((o, i) =>
            fitting.some((r) => String(r.f(c)) === o.en) ? [i] : [],
          );
          return { kind: 'choice', correct };
        },
      };
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Letter groups

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pos = (ch: string) => ALPHABET.indexOf(ch) + 1;
const letter = (p: number) => ALPHABET[(((p - 1) % 26) + 26) % 26] as string;

interface LetterRule {
  apply: (w: string) => string;
  en: string;
  hi: string;
}

function shiftRule(steps: number[]): LetterRule {
  const say = steps.map((s) => (s >= 0 ? `+${s}` : String(s))).join(', ');
  const k = steps[0] ?? 0;
  const uniform = steps.every((s) => s === k);
  return {
    apply: (w) => [...w].map((ch, i) => letter(pos(ch) + (steps[i] ?? 0))).join(''),
    en: uniform
      ? `each letter moves ${k > 0 ? 'forward' : 'back'} by ${Math.abs(k)} place${Math.abs(k) > 1 ? 's' : ''}`
      : `the letters move by ${say} places in order`,
    hi: uniform
      ? `प्रत्येक अक्षर ${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'} खिसकता है`
      : `अक्षर क्रमशः ${say} स्थान खिसकते हैं`,
  };
}

/** Rules for groups of a given length: equal shifts, growing shifts, opposites, reversals. */
function letterRules(len: number): LetterRule[] {
  const rules: LetterRule[] = [];
  for (let k = -6; k <= 6; k++) if (k !== 0) rules.push(shiftRule(Array(len).fill(k)));
  for (const start of [-2, -1, 1, 2])
    for (const d of [-1, 1]) rules.push(shiftRule(Array.from({ length: len }, (_, i) => start + d * i)));
  rules.push(shiftRule(Array.from({ length: len }, (_, i) => (i % 2 === 0 ? 1 : -1))));
  rules.push(shiftRule(Array.from({ length: len }, (_, i) => (i % 2 === 0 ? 2 : -2))));
  rules.push({
    apply: (w) => [...w].map((ch) => letter(27 - pos(ch))).join(''),
    en: 'each letter is replaced by its opposite letter (A↔Z, B↔Y, …; the positions add up to 27)',
    hi: 'प्रत्येक अक्षर की जगह उसका विपरीत अक्षर आता है (A↔Z, B↔Y, …; स्थानों का योग 27)',
  });
  for (const k of [0, 1, -1, 2])
    rules.push({
      apply: (w) =>
        [...w]
          .reverse()
          .map((ch) => letter(pos(ch) + k))
          .join(''),
      en:
        k === 0
          ? 'the letters are written in reverse order'
          : `the letters are reversed and each moves by ${k > 0 ? '+' : ''}${k}`,
      hi:
        k === 0
          ? 'अक्षरों को उल्टे क्रम में लिखा गया है'
          : `अक्षरों को उल्टे क्रम में लिखकर प्रत्येक को ${k > 0 ? '+' : ''}${k} स्थान खिसकाया गया है`,
    });
  return rules;
}

function letterGroup(rng: Rng, len: number): string {
  for (;;) {
    const w = Array.from({ length: len }, () => letter(rng.int(1, 26))).join('');
    // No repeated letters and not a palindrome, so reversals show.
    if (new Set(w).size === len) return w;
  }
}

/** A : B :: C : ? with letter groups. */
export const analogyLetterPairs: QuestionGenerator = {
  id: 'verbal-analogy-1/letter-pairs',
  topic: 'verbal-analogy-1',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    for (;;) {
      const len = rng.int(3, 4);
      const rules = letterRules(len);
      const rule = rng.pick(rules);
      const a = letterGroup(rng, len);
      const c = letterGroup(rng, len);
      const b = rule.apply(a);
      const answer = rule.apply(c);
      if (a === c || b === a) continue;
      const alsoRight = new Set(rules.filter((r) => r.apply(a) === b).map((r) => r.apply(c)));
      if (alsoRight.size > 1) continue;
      // Near misses: one letter off, the shift applied the other way, the groups reversed.
      const candidates = [
        ...rules.map((r) => r.apply(c)),
        [...answer].reverse().join(''),
        answer.slice(0, -1) + letter(pos(answer.slice(-1)) + 1),
        letter(pos(answer[0] as string) - 1) + answer.slice(1),
      ].filter((w) => !alsoRight.has(w) && w !== c);
      const near = rng
        .shuffle([...new Set(candidates)])
        .sort((x, y) => similarity(y, answer) - similarity(x, answer))
        .slice(0, 5);
      const wrong = rng.shuffle(near).slice(0, 3).map(plain);
      if (wrong.length < 3) continue;
      const { options, correctIndex } = shuffledChoice(rng, plain(answer), wrong);
      const detail = (w: string, out: string) =>
        `${[...w].map((ch) => `${ch}(${pos(ch)})`).join(' ')} → ${[...out].map((ch) => `${ch}(${pos(ch)})`).join(' ')}`;
      return {
        title: { en: 'Letter analogy', hi: 'अक्षर सादृश्यता' },
        type: 'single',
        statement: {
          en: `Select the option that is related to the third letter-cluster in the same way as the second letter-cluster is related to the first letter-cluster.\n\n${a} : ${b} :: ${c} : ?`,
          hi: `उस विकल्प का चयन कीजिए जो तीसरे अक्षर-समूह से उसी प्रकार संबंधित है जिस प्रकार दूसरा अक्षर-समूह पहले अक्षर-समूह से संबंधित है।\n\n${a} : ${b} :: ${c} : ?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Write the positions of the letters in the alphabet: ${detail(a, b)}.`,
            `So ${rule.en} (after Z comes A again).`,
            `In the same way: ${detail(c, answer)}.`,
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `वर्णमाला में अक्षरों के स्थान लिखिए: ${detail(a, b)}।`,
            `अतः ${rule.hi} (Z के बाद फिर A आता है)।`,
            `इसी प्रकार: ${detail(c, answer)}।`,
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 50,
        numbers: [],
        check(): QuestionAnswer {
          const fitting = letterRules(len).filter((r) => r.apply(a) === b);
          const correct = options.flatMap((o, i) => (fitting.some((r) => r.apply(c) === o.en) ? [i] : []));
          return { kind: 'choice', correct };
        },
      };
    }
  },
};

function similarity(x: string, y: string): number {
  let same = 0;
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] === y[i]) same++;
  return same;
}

// ---------------------------------------------------------------------------------------------
// Word pairs

interface Word {
  en: string;
  hi: string;
}
interface Relation {
  en: string;
  hi: string;
  pairs: [Word, Word][];
}

const w = (en: string, hi: string): Word => ({ en, hi });

/** Each relation's pairs; within a relation no second word fits two first words. */
const RELATIONS: readonly Relation[] = [
  {
    en: 'the second is the young one of the first',
    hi: 'दूसरा, पहले का बच्चा है',
    pairs: [
      [w('Cow', 'गाय'), w('Calf', 'बछड़ा')],
      [w('Dog', 'कुत्ता'), w('Puppy', 'पिल्ला')],
      [w('Horse', 'घोड़ा'), w('Foal', 'बछेड़ा')],
      [w('Sheep', 'भेड़'), w('Lamb', 'मेमना')],
      [w('Lion', 'शेर'), w('Cub', 'शावक')],
      [w('Frog', 'मेंढक'), w('Tadpole', 'बेंगची (टैडपोल)')],
      [w('Hen', 'मुर्गी'), w('Chick', 'चूज़ा')],
    ],
  },
  {
    en: 'the second is where the first lives',
    hi: 'दूसरा, पहले के रहने का स्थान है',
    pairs: [
      [w('Bee', 'मधुमक्खी'), w('Hive', 'छत्ता')],
      [w('Lion', 'शेर'), w('Den', 'माँद')],
      [w('Horse', 'घोड़ा'), w('Stable', 'अस्तबल')],
      [w('Bird', 'पक्षी'), w('Nest', 'घोंसला')],
      [w('Spider', 'मकड़ी'), w('Web', 'जाला')],
      [w('Dog', 'कुत्ता'), w('Kennel', 'कुत्ताघर')],
      [w('Rabbit', 'खरगोश'), w('Burrow', 'बिल')],
      [w('Hen', 'मुर्गी'), w('Coop', 'दड़बा')],
    ],
  },
  {
    en: 'the second is the sound the first makes',
    hi: 'दूसरा, पहले की आवाज़ है',
    pairs: [
      [w('Lion', 'शेर'), w('Roar', 'दहाड़ना')],
      [w('Dog', 'कुत्ता'), w('Bark', 'भौंकना')],
      [w('Horse', 'घोड़ा'), w('Neigh', 'हिनहिनाना')],
      [w('Donkey', 'गधा'), w('Bray', 'रेंकना')],
      [w('Elephant', 'हाथी'), w('Trumpet', 'चिंघाड़ना')],
      [w('Frog', 'मेंढक'), w('Croak', 'टर्राना')],
      [w('Snake', 'साँप'), w('Hiss', 'फुफकारना')],
      [w('Bee', 'मधुमक्खी'), w('Buzz', 'भिनभिनाना')],
      [w('Sheep', 'भेड़'), w('Bleat', 'मिमियाना')],
    ],
  },
  {
    en: 'the second is the capital of the first',
    hi: 'दूसरा, पहले की राजधानी है',
    pairs: [
      [w('India', 'भारत'), w('New Delhi', 'नई दिल्ली')],
      [w('Japan', 'जापान'), w('Tokyo', 'टोक्यो')],
      [w('France', 'फ्रांस'), w('Paris', 'पेरिस')],
      [w('Nepal', 'नेपाल'), w('Kathmandu', 'काठमांडू')],
      [w('Egypt', 'मिस्र'), w('Cairo', 'काहिरा')],
      [w('Italy', 'इटली'), w('Rome', 'रोम')],
      [w('Russia', 'रूस'), w('Moscow', 'मॉस्को')],
      [w('China', 'चीन'), w('Beijing', 'बीजिंग')],
      [w('Bangladesh', 'बांग्लादेश'), w('Dhaka', 'ढाका')],
      [w('Germany', 'जर्मनी'), w('Berlin', 'बर्लिन')],
      [w('Australia', 'ऑस्ट्रेलिया'), w('Canberra', 'कैनबरा')],
      [w('Canada', 'कनाडा'), w('Ottawa', 'ओटावा')],
      [w('Bhutan', 'भूटान'), w('Thimphu', 'थिम्पू')],
      [w('Thailand', 'थाईलैंड'), w('Bangkok', 'बैंकॉक')],
    ],
  },
  {
    en: 'the second is the currency of the first',
    hi: 'दूसरा, पहले की मुद्रा है',
    pairs: [
      [w('India', 'भारत'), w('Rupee', 'रुपया')],
      [w('Japan', 'जापान'), w('Yen', 'येन')],
      [w('China', 'चीन'), w('Yuan', 'युआन')],
      [w('Russia', 'रूस'), w('Rouble', 'रूबल')],
      [w('Bangladesh', 'बांग्लादेश'), w('Taka', 'टका')],
      [w('Thailand', 'थाईलैंड'), w('Baht', 'बाट')],
      [w('Bhutan', 'भूटान'), w('Ngultrum', 'न्गुलट्रम')],
    ],
  },
  {
    en: 'the second is a tool the first works with',
    hi: 'दूसरा, वह औज़ार है जिससे पहला काम करता है',
    pairs: [
      [w('Carpenter', 'बढ़ई'), w('Saw', 'आरी')],
      [w('Tailor', 'दर्ज़ी'), w('Needle', 'सुई')],
      [w('Farmer', 'किसान'), w('Plough', 'हल')],
      [w('Doctor', 'डॉक्टर'), w('Stethoscope', 'स्टेथोस्कोप')],
      [w('Painter', 'चित्रकार'), w('Brush', 'कूची (ब्रश)')],
      [w('Potter', 'कुम्हार'), w('Wheel', 'चाक')],
      [w('Mason', 'राजमिस्त्री'), w('Trowel', 'करनी')],
      [w('Blacksmith', 'लोहार'), w('Anvil', 'निहाई')],
    ],
  },
  {
    en: 'the second is the place where the first works',
    hi: 'दूसरा, पहले के काम करने का स्थान है',
    pairs: [
      [w('Doctor', 'डॉक्टर'), w('Hospital', 'अस्पताल')],
      [w('Teacher', 'शिक्षक'), w('School', 'विद्यालय')],
      [w('Farmer', 'किसान'), w('Field', 'खेत')],
      [w('Cook', 'रसोइया'), w('Kitchen', 'रसोई')],
      [w('Actor', 'अभिनेता'), w('Stage', 'मंच')],
      [w('Judge', 'न्यायाधीश'), w('Court', 'न्यायालय')],
      [w('Pilot', 'पायलट'), w('Cockpit', 'कॉकपिट')],
      [w('Scientist', 'वैज्ञानिक'), w('Laboratory', 'प्रयोगशाला')],
      [w('Mechanic', 'मैकेनिक'), w('Garage', 'गैराज')],
      [w('Librarian', 'पुस्तकालयाध्यक्ष'), w('Library', 'पुस्तकालय')],
    ],
  },
  {
    en: 'the second is what the first measures',
    hi: 'दूसरा, वह राशि है जिसे पहला मापता है',
    pairs: [
      [w('Thermometer', 'तापमापी'), w('Temperature', 'तापमान')],
      [w('Barometer', 'बैरोमीटर'), w('Atmospheric pressure', 'वायुमंडलीय दाब')],
      [w('Ammeter', 'एमीटर'), w('Electric current', 'विद्युत धारा')],
      [w('Hygrometer', 'हाइग्रोमीटर'), w('Humidity', 'आर्द्रता')],
      [w('Anemometer', 'एनीमोमीटर'), w('Wind speed', 'पवन वेग')],
      [w('Seismograph', 'सीस्मोग्राफ'), w('Earthquakes', 'भूकंप')],
      [w('Odometer', 'ओडोमीटर'), w('Distance travelled', 'तय की गई दूरी')],
      [w('Lactometer', 'लैक्टोमीटर'), w('Purity of milk', 'दूध की शुद्धता')],
    ],
  },
];

/** Every (relation, second word) the knowledge base holds for a first word. */
function relatedTo(first: string): { relation: number; second: string }[] {
  return RELATIONS.flatMap((r, i) =>
    r.pairs.filter(([x]) => x.en === first).map(([, y]) => ({ relation: i, second: y.en })),
  );
}

/** A : B :: C : ? with words: young ones, homes, sounds, capitals, currencies, tools, workplaces. */
export const analogyWordPairs: QuestionGenerator = {
  id: 'verbal-analogy-1/word-pairs',
  topic: 'verbal-analogy-1',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const ri = rng.int(0, RELATIONS.length - 1);
    const relation = RELATIONS[ri] as Relation;
    const [p, q] = rng.shuffle(relation.pairs);
    if (!p || !q) throw new Error('a relation needs two pairs');
    const [a, b] = p;
    const [c, d] = q;
    // Traps: the other things C is related to, then the same relation for other first words.
    const traps = RELATIONS.flatMap((r, i) =>
      i === ri ? [] : r.pairs.filter(([x]) => x.en === c.en).map(([, y]) => y),
    );
    const sameKind = rng.shuffle(
      relation.pairs.filter(([x]) => x.en !== c.en && x.en !== a.en).map(([, y]) => y),
    );
    const wrong = [...rng.shuffle(traps), ...sameKind].filter(
      (x, i, all) => all.findIndex((y) => y.en === x.en) === i,
    );
    const { options, correctIndex } = shuffledChoice(rng, d, wrong);
    return {
      title: { en: 'Word analogy', hi: 'शब्द सादृश्यता' },
      type: 'single',
      statement: {
        en: `Select the option that is related to the third word in the same way as the second word is related to the first word.\n\n${a.en} : ${b.en} :: ${c.en} : ?`,
        hi: `उस विकल्प का चयन कीजिए जो तीसरे शब्द से उसी प्रकार संबंधित है जिस प्रकार दूसरा शब्द पहले शब्द से संबंधित है।\n\n${a.hi} : ${b.hi} :: ${c.hi} : ?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `In ${a.en} : ${b.en}, ${relation.en}.`,
          `In the same way, ${c.en} : ${d.en}.`,
          `**Answer: ${d.en}**`,
        ].join('\n\n'),
        hi: [
          `${a.hi} : ${b.hi} में, ${relation.hi}।`,
          `इसी प्रकार, ${c.hi} : ${d.hi}।`,
          `**उत्तर: ${d.hi}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [],
      check(): QuestionAnswer {
        const kinds = new Set(
          relatedTo(a.en)
            .filter((x) => x.second === b.en)
            .map((x) => x.relation),
        );
        const correct = options.flatMap((o, i) =>
          relatedTo(c.en).some((x) => kinds.has(x.relation) && x.second === o.en) ? [i] : [],
        );
        return { kind: 'choice', correct };
      },
    };
  },
};
