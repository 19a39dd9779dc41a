import type { QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion, QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { CAUSE_EFFECT_PAIRS } from './cause-and-effect.js';
import { type Bi, STATEMENT_EXAMS } from './shared.js';

/**
 * Cause and effect built on the hand-judged pairs of `cause-and-effect.ts`: the cause of a given
 * effect, the effect of a given cause, which of four pairs is causal or shares a common cause. Events
 * from different pairs shown side by side never share a theme (weather, power, transport, prices…),
 * so that no distractor could be argued to be linked to the right event.
 */

type Pair = (typeof CAUSE_EFFECT_PAIRS)[number];
type Causal = Extract<Pair, { kind: 'causal' }>;
type Effects = Exclude<Pair, { kind: 'causal' }>;

export const CAUSAL = CAUSE_EFFECT_PAIRS.filter((p): p is Causal => p.kind === 'causal');
export const COMMON = CAUSE_EFFECT_PAIRS.filter((p): p is Effects => p.kind === 'common');
export const UNRELATED = CAUSE_EFFECT_PAIRS.filter((p): p is Effects => p.kind === 'independent-effects');

/** Themes a pair's events may touch; pairs of one question must not share any. */
const THEMES: readonly RegExp[] = [
  /rain|fog|cyclone|heat|temperature|hail|flood|storm|snow|landslide|cold|dry spell|visibility|weather|woollen|ice-cream/i,
  /power|electric|inverter|candle|torch|pump/i,
  /petrol|fuel|gas/i,
  /road|highway|bridge|traffic|flyover|train|bus|flight|airport|runway|vehicle|car|parking|metro|taxi|two-wheeler/i,
  /water|pipeline|tanker|river|lake|fish/i,
  /school|exam|student|college|class|coaching|library|children/i,
  /rent|fee|fare|price|cost|sales|bought|buy/i,
  /hospital|ill|dengue|heatstroke|victim|medical/i,
  /farm|crop|wheat|harvest|vegetable|tomato|onion|cotton/i,
  /tourist|hotel|hill|museum|beach/i,
  /company|factory|employee|customer|office|bank/i,
];

export function textsOf(p: Pair): string[] {
  return p.kind === 'causal' ? [p.cause.en, p.effect.en] : [p.a.en, p.b.en];
}
function themesOf(p: Pair): Set<number> {
  const text = textsOf(p).join(' ');
  return new Set(THEMES.flatMap((re, i) => (re.test(text) ? [i] : [])));
}
/** Whether two pairs share no theme. */
function apart(p: Pair, q: Pair): boolean {
  const a = themesOf(p);
  return [...themesOf(q)].every((t) => !a.has(t));
}

/** `n` pairs from `pool`, none sharing a theme with `taken` or with each other. */
export function pairsApart<T extends Pair>(
  rng: Rng,
  pool: readonly T[],
  taken: readonly Pair[],
  n: number,
): T[] | undefined {
  const out: T[] = [];
  for (const p of rng.shuffle(pool)) {
    if (out.length === n) break;
    if ([...taken, ...out].every((q) => q !== p && apart(p, q))) out.push(p);
  }
  return out.length === n ? out : undefined;
}

export const ANSWER: Bi = { en: 'Answer', hi: 'उत्तर' };
const LETTERS = ['P', 'Q', 'R', 'S'] as const;

/** A single-choice question with the checker's list of right options. */
export function choiceQuestion(
  title: Bi,
  statement: Bi,
  options: Bi[],
  correct: number,
  solution: Bi,
  expectedSeconds: number,
  check: () => number[],
): GeneratedQuestion {
  return {
    title,
    type: 'single',
    statement,
    options,
    answer: { kind: 'choice', correct: [correct] },
    solution,
    expectedSeconds,
    numbers: [],
    check(): QuestionAnswer {
      return { kind: 'choice', correct: check() };
    },
  };
}

const bi = (f: (lang: 'en' | 'hi') => string): Bi => ({ en: f('en'), hi: f('hi') });

/** Which of four events caused the given effect (or which is the effect of a given cause). */
function oneEventQuestion(rng: Rng, askCause: boolean): GeneratedQuestion {
  let pair = rng.pick(CAUSAL);
  // The other events are causes (or effects) of pairs on other themes: they explain something else.
  let others = pairsApart(rng, CAUSAL, [pair], 3);
  while (!others) {
    pair = rng.pick(CAUSAL);
    others = pairsApart(rng, CAUSAL, [pair], 3);
  }
  const side = (p: Causal) => (askCause ? p.cause : p.effect);
  const options = rng.shuffle([pair, ...others]);
  const given = askCause ? pair.effect : pair.cause;
  const statement = bi((lang) =>
    askCause
      ? [
          `${lang === 'en' ? '**Effect:**' : '**प्रभाव:**'} ${given[lang]}`,
          '',
          lang === 'en'
            ? 'Which of the following events is the most likely cause of this effect?'
            : 'निम्नलिखित में से कौन-सी घटना इस प्रभाव का सबसे संभावित कारण है?',
        ].join('\n')
      : [
          `${lang === 'en' ? '**Event:**' : '**घटना:**'} ${given[lang]}`,
          '',
          lang === 'en'
            ? 'Which of the following is most likely an effect of this event?'
            : 'निम्नलिखित में से कौन-सा इस घटना का सबसे संभावित प्रभाव है?',
        ].join('\n'),
  );
  const solution = bi((lang) =>
    [
      pair.why[lang],
      ...others.map((p) =>
        lang === 'en'
          ? `"${side(p).en}" ${askCause ? 'explains something else' : 'follows from something else'}: ${p.why.en}`
          : `"${side(p).hi}" ${askCause ? 'किसी और बात का कारण है' : 'किसी और घटना का परिणाम है'}: ${p.why.hi}`,
      ),
      `**${ANSWER[lang]}: ${side(pair)[lang]}**`,
    ].join('\n\n'),
  );
  return choiceQuestion(
    askCause
      ? { en: 'Cause of a given effect', hi: 'दिए गए प्रभाव का कारण' }
      : { en: 'Effect of a given event', hi: 'दी गई घटना का प्रभाव' },
    statement,
    options.map(side),
    options.indexOf(pair),
    solution,
    45,
    // The checker: the option that forms a hand-judged causal pair with the given event.
    () =>
      options.flatMap((o, k) =>
        CAUSE_EFFECT_PAIRS.some(
          (p) =>
            p.kind === 'causal' &&
            (askCause
              ? p.cause.en === side(o).en && p.effect.en === given.en
              : p.cause.en === given.en && p.effect.en === side(o).en),
        )
          ? [k]
          : [],
      ),
  );
}

/** An effect, and four events: which one caused it? */
export const causeEffectCauseOfEffect: QuestionGenerator = {
  id: 'cause-and-effect/cause-of-effect',
  topic: 'cause-and-effect',
  difficulty: 'easy',
  count: 40,
  exams: STATEMENT_EXAMS,
  generate: (rng) => oneEventQuestion(rng, true),
};

/** An event, and four outcomes: which one does it bring about? */
export const causeEffectEffectOfCause: QuestionGenerator = {
  id: 'cause-and-effect/effect-of-cause',
  topic: 'cause-and-effect',
  difficulty: 'easy',
  count: 40,
  exams: STATEMENT_EXAMS,
  generate: (rng) => oneEventQuestion(rng, false),
};

/** The relation of a pair as the checker reads it from the pool. */
function kindOf(a: string, b: string): Pair['kind'] | 'none' {
  for (const p of CAUSE_EFFECT_PAIRS) {
    const [x, y] = textsOf(p);
    if ((x === a && y === b) || (x === b && y === a)) return p.kind;
  }
  return 'none';
}

const QUESTION: Record<Pair['kind'], Bi> = {
  causal: {
    en: 'In which pair is one event the cause of the other?',
    hi: 'किस युग्म में एक घटना दूसरी घटना का कारण है?',
  },
  common: {
    en: 'In which pair are both events effects of one common cause?',
    hi: 'किस युग्म में दोनों घटनाएँ किसी एक सामान्य कारण के प्रभाव हैं?',
  },
  'independent-effects': {
    en: 'In which pair are the two events effects of independent, unrelated causes?',
    hi: 'किस युग्म में दोनों घटनाएँ स्वतंत्र, असंबंधित कारणों के प्रभाव हैं?',
  },
};
const TITLE: Record<Pair['kind'], Bi> = {
  causal: { en: 'Which pair is causally linked', hi: 'कौन-सा युग्म कारण-प्रभाव से जुड़ा है' },
  common: { en: 'Pair with a common cause', hi: 'सामान्य कारण वाला युग्म' },
  'independent-effects': { en: 'Pair of unrelated effects', hi: 'असंबंधित प्रभावों का युग्म' },
};

/** Four pairs P–S; one is of the `wanted` kind, the others of other kinds. */
function fourPairsQuestion(rng: Rng, wanted: Pair['kind']): GeneratedQuestion {
  // Distractors for "which is causal": pairs with a common cause (mistaking correlation for
  // causation) and unrelated outcomes. For "which share a common cause": causal pairs (a direct
  // link is not a common cause) and unrelated outcomes (two effects need not share a cause).
  // For "which are effects of independent causes": causal pairs and a pair with a common cause
  // (two effects of one cause are not independent).
  const pools: Record<Pair['kind'], [readonly Pair[], readonly Pair[], readonly Pair[]]> = {
    causal: [CAUSAL, COMMON, UNRELATED],
    common: [COMMON, CAUSAL, UNRELATED],
    'independent-effects': [UNRELATED, CAUSAL, COMMON],
  };
  const [rightPool, twoPool, onePool] = pools[wanted];
  const [right, wrong] = ((): [Pair, Pair[]] => {
    for (;;) {
      const r: Pair = rng.pick(rightPool);
      const two = pairsApart(rng, twoPool, [r], 2);
      const one = two && pairsApart(rng, onePool, [r, ...two], 1);
      if (two && one) return [r, [...two, ...one]];
    }
  })();
  const pairs = rng.shuffle([right, ...wrong]);
  const shown = pairs.map((p) => {
    const [x, y] = p.kind === 'causal' ? [p.cause, p.effect] : [p.a, p.b];
    return rng.next() < 0.5 ? [x, y] : [y, x];
  });
  const statement = bi((lang) =>
    [
      lang === 'en' ? 'Four pairs of events are given below.' : 'नीचे घटनाओं के चार युग्म दिए गए हैं।',
      '',
      ...shown.map(([x, y], k) => `**${LETTERS[k]}.** (i) ${x?.[lang]} (ii) ${y?.[lang]}`),
      '',
      QUESTION[wanted][lang],
    ].join('\n'),
  );
  const label = (p: Pair): Bi =>
    p.kind === 'causal'
      ? { en: 'one causes the other', hi: 'एक घटना दूसरी का कारण है' }
      : p.kind === 'common'
        ? { en: 'effects of a common cause', hi: 'एक सामान्य कारण के प्रभाव' }
        : { en: 'effects of independent causes', hi: 'स्वतंत्र कारणों के प्रभाव' };
  const options = LETTERS.map((l) => ({ en: `Pair ${l}`, hi: `युग्म ${l}` }));
  const correct = pairs.indexOf(right);
  const solution = bi((lang) =>
    [
      ...pairs.map((p, k) => `${options[k]?.[lang]} (${label(p)[lang]}): ${p.why[lang]}`),
      `**${ANSWER[lang]}: ${options[correct]?.[lang]}**`,
    ].join('\n\n'),
  );
  return choiceQuestion(TITLE[wanted], statement, options, correct, solution, 90, () =>
    shown.flatMap(([x, y], k) => (kindOf(x?.en ?? '', y?.en ?? '') === wanted ? [k] : [])),
  );
}

/** Four pairs of events: in which does one event cause the other? */
export const causeEffectCausalPair: QuestionGenerator = {
  id: 'cause-and-effect/causal-pair',
  topic: 'cause-and-effect',
  difficulty: 'medium',
  count: 40,
  exams: STATEMENT_EXAMS,
  generate: (rng) => fourPairsQuestion(rng, 'causal'),
};

/** Four pairs of events: which are both effects of one unstated cause? */
export const causeEffectCommonCausePair: QuestionGenerator = {
  id: 'cause-and-effect/common-cause-pair',
  topic: 'cause-and-effect',
  difficulty: 'medium',
  count: 40,
  exams: STATEMENT_EXAMS,
  generate: (rng) => fourPairsQuestion(rng, 'common'),
};

/** Four pairs of events: which are effects of independent causes? */
export const causeEffectUnrelatedPair: QuestionGenerator = {
  id: 'cause-and-effect/unrelated-effects-pair',
  topic: 'cause-and-effect',
  difficulty: 'medium',
  count: 40,
  exams: STATEMENT_EXAMS,
  generate: (rng) => fourPairsQuestion(rng, 'independent-effects'),
};
