import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import { menAndWomen } from '../shared/person-names.js';

/**
 * The logical-deduction shapes (each with the exams that ask it):
 * - must-be-true: a definite conclusion from if–then and either–or statements and a fact (SSC CGL,
 *   Bank PO, CAT, Placements) — this file;
 * - conditional-conclusions: if–then conclusions, contrapositives, "neither" (Bank PO, CAT, GMAT,
 *   Placements) — this file;
 * - truth-tellers-and-liars: three islanders speak about one another (CAT, GMAT, Placements, Bank PO)
 *   — logical-deduction-truth.ts;
 * - who-did-it-one-liar (CAT level): five suspects, exactly one lies or one tells the truth (CAT,
 *   Bank PO, Placements) — same;
 * - exactly-one-of-two: an exclusive either–or with an if–then and a fact (SSC CGL, Bank PO, CAT,
 *   Placements) — logical-deduction-connectives.ts;
 * - only-if-chains: "a only if b" chains with a fact (CAT, GMAT, Bank PO, Placements) — same;
 * - necessary-and-sufficient: conditions rewritten as if–then statements (CAT, GMAT, Placements) — same;
 * - cannot-be-true: the pair of claims the statements rule out (CAT, GMAT, Bank PO, Placements) — same;
 * - can-be-true-together: the only pair of claims consistent with the statements (CAT, GMAT,
 *   Placements) — same;
 * - case-split-chain (CAT level): five simple statements linked four ways (CAT, GMAT, Placements) — same.
 *
 * Logical deduction with if–then and either–or statements about named people. `generate` builds
 * each question from a textbook argument form (modus ponens and tollens along a chain, the
 * disjunctive syllogism, the dilemma, the hypothetical syllogism and contraposition) and offers the
 * classic fallacies (affirming the consequent, denying the antecedent, the converse, the inverse) as
 * distractors. `check` ignores the form: it runs through the truth table of all the simple
 * statements and accepts an option when it is true in every row that makes all the premises true.
 */

interface Person {
  en: string;
  hi: string;
  m: boolean;
}
const PEOPLE: readonly Person[] = menAndWomen(
  ['Ravi', 'Amit', 'Suresh', 'Mohan', 'Karan', 'Deepak', 'Vivek', 'Arjun'],
  ['Sita', 'Priya', 'Neha', 'Anjali', 'Pooja', 'Kavita', 'Meena', 'Radha'],
);

/** An activity: English verb phrase and its negation; Hindi object phrase and verb stem (ता/ती). */
interface Activity {
  en: string;
  enNeg: string;
  hiObj: string;
  hiVerb: string;
}
const ACTIVITIES: readonly Activity[] = [
  { en: 'plays cricket', enNeg: 'does not play cricket', hiObj: 'क्रिकेट', hiVerb: 'खेल' },
  { en: 'goes to the library', enNeg: 'does not go to the library', hiObj: 'पुस्तकालय', hiVerb: 'जा' },
  { en: 'sings at the function', enNeg: 'does not sing at the function', hiObj: 'समारोह में', hiVerb: 'गा' },
  { en: 'takes the bus', enNeg: 'does not take the bus', hiObj: 'बस से', hiVerb: 'जा' },
  { en: 'visits the museum', enNeg: 'does not visit the museum', hiObj: 'संग्रहालय देखने', hiVerb: 'जा' },
  { en: 'cooks dinner', enNeg: 'does not cook dinner', hiObj: 'रात का खाना', hiVerb: 'बना' },
  { en: 'attends the meeting', enNeg: 'does not attend the meeting', hiObj: 'बैठक में भाग', hiVerb: 'ले' },
  { en: 'watches the film', enNeg: 'does not watch the film', hiObj: 'फ़िल्म', hiVerb: 'देख' },
  { en: 'buys a new phone', enNeg: 'does not buy a new phone', hiObj: 'नया फ़ोन', hiVerb: 'खरीद' },
  {
    en: 'joins the dance class',
    enNeg: 'does not join the dance class',
    hiObj: 'नृत्य कक्षा में शामिल',
    hiVerb: 'हो',
  },
  { en: 'travels to Delhi', enNeg: 'does not travel to Delhi', hiObj: 'दिल्ली की यात्रा', hiVerb: 'कर' },
  { en: 'reads the newspaper', enNeg: 'does not read the newspaper', hiObj: 'अख़बार', hiVerb: 'पढ़' },
  { en: 'plays the guitar', enNeg: 'does not play the guitar', hiObj: 'गिटार', hiVerb: 'बजा' },
  { en: 'writes a poem', enNeg: 'does not write a poem', hiObj: 'कविता', hiVerb: 'लिख' },
];

interface Atom {
  person: Person;
  act: Activity;
}
/** A simple statement or its negation. */
interface Lit {
  atom: number;
  neg: boolean;
}
type Formula =
  | { kind: 'lit'; a: Lit }
  | { kind: 'if'; a: Lit; b: Lit }
  | { kind: 'or'; a: Lit; b: Lit }
  | { kind: 'and'; a: Lit; b: Lit };

const not = (l: Lit): Lit => ({ atom: l.atom, neg: !l.neg });
const lit = (a: Lit): Formula => ({ kind: 'lit', a });
const ifThen = (a: Lit, b: Lit): Formula => ({ kind: 'if', a, b });
const either = (a: Lit, b: Lit): Formula => ({ kind: 'or', a, b });
const both = (a: Lit, b: Lit): Formula => ({ kind: 'and', a, b });

function litText(l: Lit, atoms: readonly Atom[]) {
  const { person, act } = atoms[l.atom] as Atom;
  const verb = `${act.hiVerb}${person.m ? 'ता' : 'ती'}`;
  return {
    en: `${person.en} ${l.neg ? act.enNeg : act.en}`,
    hi: l.neg ? `${person.hi} ${act.hiObj} नहीं ${verb}` : `${person.hi} ${act.hiObj} ${verb} है`,
  };
}

function formulaText(f: Formula, atoms: readonly Atom[]) {
  const a = litText(f.a, atoms);
  if (f.kind === 'lit') return { en: `${a.en}.`, hi: `${a.hi}।` };
  const b = litText(f.b, atoms);
  if (f.kind === 'if') return { en: `If ${a.en}, then ${b.en}.`, hi: `यदि ${a.hi}, तो ${b.hi}।` };
  if (f.kind === 'or')
    return { en: `Either ${a.en} or ${b.en} (or both).`, hi: `या तो ${a.hi} या ${b.hi} (या दोनों)।` };
  return { en: `${a.en}, and ${b.en}.`, hi: `${a.hi}, और ${b.hi}।` };
}

/** Truth of a formula in one row of the truth table. */
function holds(f: Formula, row: readonly boolean[]): boolean {
  const v = (l: Lit) => (row[l.atom] ?? false) !== l.neg;
  if (f.kind === 'lit') return v(f.a);
  if (f.kind === 'if') return !v(f.a) || v(f.b);
  if (f.kind === 'or') return v(f.a) || v(f.b);
  return v(f.a) && v(f.b);
}

/** The options true in every row of the truth table where all the premises are true. */
function entailed(premises: readonly Formula[], options: readonly Formula[], atomCount: number): number[] {
  const rows: boolean[][] = [];
  for (let code = 0; code < 2 ** atomCount; code++)
    rows.push(Array.from({ length: atomCount }, (_, i) => ((code >> i) & 1) === 1));
  const models = rows.filter((row) => premises.every((p) => holds(p, row)));
  return options.flatMap((o, i) => (models.length > 0 && models.every((row) => holds(o, row)) ? [i] : []));
}

interface Argument {
  premises: Formula[];
  correct: Formula;
  wrong: Formula[];
  /** Reasoning steps, each a pair of sentences built from literal texts. */
  steps: (t: (l: Lit) => { en: string; hi: string }) => { en: string; hi: string }[];
}

type Form = (p: Lit, q: Lit, r: Lit, s: Lit, rng: Rng) => Argument;

/** P → Q, Q → R, S → R and P: so Q and R; S is open (affirming the consequent). */
const chainForward: Form = (p, q, r, s, rng) => {
  const askR = rng.next() < 0.6;
  const goal = askR ? r : q;
  return {
    premises: [ifThen(p, q), ifThen(q, r), ifThen(s, r), lit(p)],
    correct: lit(goal),
    wrong: [lit(not(goal)), lit(s), lit(not(s))],
    steps: (t) => [
      {
        en: `${t(p).en} (given), so by statement 1 ${t(q).en}.`,
        hi: `${t(p).hi} (दिया है), अतः कथन 1 से ${t(q).hi}।`,
      },
      ...(askR ? [{ en: `Then by statement 2, ${t(r).en}.`, hi: `फिर कथन 2 से, ${t(r).hi}।` }] : []),
      {
        en: `Statement 3 works only one way: knowing the result tells nothing about whether ${t(s).en}.`,
        hi: `कथन 3 केवल एक दिशा में लागू होता है: परिणाम जानकर यह तय नहीं होता कि ${t(s).hi} या नहीं।`,
      },
    ],
  };
};

/** P → Q, Q → R, P → S and not R: so not Q and not P; S is open (denying the antecedent). */
const chainBackward: Form = (p, q, r, s, rng) => {
  const askP = rng.next() < 0.6;
  const goal = askP ? not(p) : not(q);
  return {
    premises: [ifThen(p, q), ifThen(q, r), ifThen(p, s), lit(not(r))],
    correct: lit(goal),
    wrong: [lit(not(goal)), lit(s), lit(not(s))],
    steps: (t) => [
      {
        en: `${t(not(r)).en} (given). If ${t(q).en}, then by statement 2 ${t(r).en}, which is false; so ${t(not(q)).en}.`,
        hi: `${t(not(r)).hi} (दिया है)। यदि ${t(q).hi}, तो कथन 2 के अनुसार ${t(r).hi}, जो असत्य है; अतः ${t(not(q)).hi}।`,
      },
      ...(askP
        ? [
            {
              en: `In the same way, by statement 1, ${t(not(p)).en}.`,
              hi: `इसी प्रकार कथन 1 से, ${t(not(p)).hi}।`,
            },
          ]
        : []),
      {
        en: `Statement 3 says nothing when its condition fails, so whether ${t(s).en} stays open.`,
        hi: `शर्त पूरी न होने पर कथन 3 कुछ नहीं बताता, इसलिए ${t(s).hi} या नहीं, यह तय नहीं है।`,
      },
    ],
  };
};

/** P or Q, Q → R, P → S and not P: so Q and R; S is open. */
const disjunctive: Form = (p, q, r, s, rng) => {
  const askR = rng.next() < 0.6;
  const goal = askR ? r : q;
  return {
    premises: [either(p, q), ifThen(q, r), ifThen(p, s), lit(not(p))],
    correct: lit(goal),
    wrong: [lit(not(goal)), lit(s), lit(not(s))],
    steps: (t) => [
      {
        en: `${t(not(p)).en} (given), so by statement 1 the other part must hold: ${t(q).en}.`,
        hi: `${t(not(p)).hi} (दिया है), अतः कथन 1 से दूसरा भाग सत्य होगा: ${t(q).hi}।`,
      },
      ...(askR ? [{ en: `Then by statement 2, ${t(r).en}.`, hi: `फिर कथन 2 से, ${t(r).hi}।` }] : []),
      {
        en: `Statement 3 applies only if ${t(p).en}, which is false; so nothing follows about whether ${t(s).en}.`,
        hi: `कथन 3 तभी लागू होता है जब ${t(p).hi}, जो असत्य है; इसलिए ${t(s).hi} या नहीं, यह तय नहीं है।`,
      },
    ],
  };
};

/** P or Q, P → R, Q → R: so R, whichever of P and Q holds; neither P nor Q is certain. */
const dilemma: Form = (p, q, r, _s, rng) => ({
  premises: [either(p, q), ifThen(p, r), ifThen(q, r)],
  correct: lit(r),
  wrong: rng.shuffle([lit(not(r)), lit(p), lit(q), lit(not(p)), lit(not(q))]).slice(0, 3),
  steps: (t) => [
    {
      en: `By statement 1, at least one holds: ${t(p).en}, or ${t(q).en}.`,
      hi: `कथन 1 से कम से कम एक सत्य है: ${t(p).hi}, या ${t(q).hi}।`,
    },
    {
      en: `In the first case statement 2, in the second statement 3 gives the same result: ${t(r).en}. Which of the two cases holds is not known.`,
      hi: `पहली स्थिति में कथन 2 और दूसरी में कथन 3 एक ही परिणाम देता है: ${t(r).hi}। दोनों में से कौन-सी स्थिति है, यह ज्ञात नहीं।`,
    },
  ],
});

/** P or Q, P → R, S → Q and not R: so not P, then Q; S is open. */
const eliminate: Form = (p, q, r, s) => ({
  premises: [either(p, q), ifThen(p, r), ifThen(s, q), lit(not(r))],
  correct: lit(q),
  wrong: [lit(not(q)), lit(p), lit(s)],
  steps: (t) => [
    {
      en: `${t(not(r)).en} (given), so by statement 2 ${t(not(p)).en}.`,
      hi: `${t(not(r)).hi} (दिया है), अतः कथन 2 से ${t(not(p)).hi}।`,
    },
    {
      en: `Then statement 1 leaves only the other part: ${t(q).en}.`,
      hi: `तब कथन 1 से केवल दूसरा भाग बचता है: ${t(q).hi}।`,
    },
    {
      en: `Statement 3 cannot be reversed, so whether ${t(s).en} is not known.`,
      hi: `कथन 3 को उलटा नहीं पढ़ा जा सकता, इसलिए ${t(s).hi} या नहीं, यह ज्ञात नहीं।`,
    },
  ],
});

/** P → Q and Q → R: so "if P then R"; the converse and the inverse do not follow. */
const hypothetical: Form = (p, q, r) => ({
  premises: [ifThen(p, q), ifThen(q, r)],
  correct: ifThen(p, r),
  wrong: [ifThen(r, p), ifThen(not(p), not(r)), ifThen(q, p)],
  steps: (t) => [
    {
      en: `Whenever ${t(p).en}, statement 1 gives ${t(q).en}, and then statement 2 gives ${t(r).en}. So if ${t(p).en}, then ${t(r).en}.`,
      hi: `जब भी ${t(p).hi}, कथन 1 से ${t(q).hi}, और फिर कथन 2 से ${t(r).hi}। अतः यदि ${t(p).hi}, तो ${t(r).hi}।`,
    },
    {
      en: 'An if–then statement cannot be turned round (converse) or negated on both sides (inverse); the other options do that.',
      hi: 'यदि–तो वाले कथन को न उलटा जा सकता है (विलोम) और न दोनों भागों का निषेध किया जा सकता है (प्रतिलोम); शेष विकल्प यही करते हैं।',
    },
  ],
});

/** P → Q and Q → R: so "if not R then not P" (the contrapositive); look-alikes do not follow. */
const contrapositive: Form = (p, q, r) => ({
  premises: [ifThen(p, q), ifThen(q, r)],
  correct: ifThen(not(r), not(p)),
  wrong: [ifThen(not(p), not(r)), ifThen(r, p), ifThen(p, not(r))],
  steps: (t) => [
    {
      en: `Chaining the statements: if ${t(p).en}, then ${t(q).en}, and so ${t(r).en}.`,
      hi: `कथनों को जोड़ने पर: यदि ${t(p).hi}, तो ${t(q).hi}, और इसलिए ${t(r).hi}।`,
    },
    {
      en: `So whenever ${t(not(r)).en}, it cannot be that ${t(p).en}: if ${t(not(r)).en}, then ${t(not(p)).en} (the contrapositive).`,
      hi: `अतः जब भी ${t(not(r)).hi}, तब यह संभव नहीं कि ${t(p).hi}: यदि ${t(not(r)).hi}, तो ${t(not(p)).hi} (प्रतिधनात्मक रूप)।`,
    },
  ],
});

/** P → R, Q → R and not R: so neither P nor Q. */
const neither: Form = (p, q, r) => ({
  premises: [ifThen(p, r), ifThen(q, r), lit(not(r))],
  correct: both(not(p), not(q)),
  wrong: [both(not(p), q), both(p, not(q)), either(p, q)],
  steps: (t) => [
    {
      en: `${t(not(r)).en} (given). If ${t(p).en}, then by statement 1 ${t(r).en}, which is false; so ${t(not(p)).en}.`,
      hi: `${t(not(r)).hi} (दिया है)। यदि ${t(p).hi}, तो कथन 1 के अनुसार ${t(r).hi}, जो असत्य है; अतः ${t(not(p)).hi}।`,
    },
    {
      en: `In the same way, by statement 2, ${t(not(q)).en}.`,
      hi: `इसी प्रकार कथन 2 से, ${t(not(q)).hi}।`,
    },
  ],
});

function deductionQuestion(rng: Rng, forms: readonly Form[], seconds: number) {
  const people = rng.shuffle(PEOPLE).slice(0, 4);
  const acts = rng.shuffle(ACTIVITIES).slice(0, 4);
  const atoms: Atom[] = people.map((person, i) => ({ person, act: acts[i] as Activity }));
  const [p, q, r, s] = [0, 1, 2, 3].map((atom) => ({ atom, neg: rng.next() < 0.3 }));
  const form = rng.pick(forms);
  const arg = form(p as Lit, q as Lit, r as Lit, s as Lit, rng);
  const premiseTexts = arg.premises.map((f) => formulaText(f, atoms));
  const all = rng.shuffle([arg.correct, ...arg.wrong.slice(0, 3)]);
  const correctIndex = all.indexOf(arg.correct);
  const options = all.map((f) => formulaText(f, atoms));
  const t = (l: Lit) => litText(l, atoms);
  const steps = arg.steps(t);
  const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
  const answerText = options[correctIndex] as { en: string; hi: string };
  const premises = arg.premises;
  return {
    title: { en: 'Which conclusion must be true?', hi: 'कौन-सा निष्कर्ष निश्चित रूप से सत्य है?' },
    type: 'single' as const,
    statement: {
      en: `Consider the following statements:\n\n${premiseTexts.map((x, i) => `${i + 1}. ${cap(x.en)}`).join('\n')}\n\nWhich of the following must be true?`,
      hi: `निम्नलिखित कथनों पर विचार कीजिए:\n\n${premiseTexts.map((x, i) => `${i + 1}. ${x.hi}`).join('\n')}\n\nनिम्नलिखित में से कौन-सा निश्चित रूप से सत्य है?`,
    },
    options: options.map((o) => ({ en: cap(o.en), hi: o.hi })),
    answer: { kind: 'choice' as const, correct: [correctIndex] },
    solution: {
      en: [...steps.map((x) => cap(x.en)), `**Answer: ${cap(answerText.en)}**`].join('\n\n'),
      hi: [...steps.map((x) => x.hi), `**उत्तर: ${answerText.hi}**`].join('\n\n'),
    },
    expectedSeconds: seconds,
    numbers: [],
    check(): QuestionAnswer {
      return { kind: 'choice', correct: entailed(premises, all, atoms.length) };
    },
  };
}

/** A definite conclusion from if–then and either–or statements and a fact. */
export const deductionMustBeTrue: QuestionGenerator = {
  id: 'logical-deduction/must-be-true',
  topic: 'logical-deduction',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    return deductionQuestion(rng, [chainForward, chainBackward, disjunctive, dilemma, eliminate], 75);
  },
};

/** Conclusions that are themselves if–then statements, or that rule two things out. */
export const deductionConditionalConclusions: QuestionGenerator = {
  id: 'logical-deduction/conditional-conclusions',
  topic: 'logical-deduction',
  difficulty: 'hard',
  exams: ['Bank PO', 'CAT', 'GMAT', 'Placements'],
  generate(rng) {
    return deductionQuestion(rng, [hypothetical, contrapositive, neither], 90);
  },
};
