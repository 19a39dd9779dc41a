import type { ExamTag, QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion, QuestionGenerator } from '../../generator.js';
import {
  drawFamily,
  FAMILIES,
  type Family,
  familyOf,
  familyOfPair,
  otherFamilyPairs,
  pairText,
  reversed,
  type WordPair,
} from './verbal-analogy-1-families.js';

/**
 * CAT-level verbal analogies over the relation families of `verbal-analogy-1-families.ts`: an
 * analogy of analogies (which option's two pairs both match the given pair?) and three pairs of six
 * that share one relation in the same order. Traps: a pair written backwards, two pairs analogous to
 * each other but not to the given one. `check` reads every pair's relation from the family lists.
 */

type Bi = { en: string; hi: string };
const EXAMS: ExamTag[] = ['CAT', 'SSC CGL', 'Bank PO', 'Placements'];
const bi = (f: (lang: 'en' | 'hi') => string): Bi => ({ en: f('en'), hi: f('hi') });
const answerLine = (lang: 'en' | 'hi', text: string) => `**${lang === 'en' ? 'Answer' : 'उत्तर'}: ${text}**`;
const relationLine = (pr: WordPair, lang: 'en' | 'hi') => {
  const f = familyOf(pr);
  if (f) return lang === 'en' ? `${pairText(pr, 'en')}: ${f.en}.` : `${pairText(pr, 'hi')}: ${f.hi}।`;
  const back = familyOf(reversed(pr));
  return lang === 'en'
    ? `${pairText(pr, 'en')}: reversed (${back?.en ?? 'another relation'}, read backwards).`
    : `${pairText(pr, 'hi')}: उलटा क्रम (${back?.hi ?? 'अन्य संबंध'}, विपरीत दिशा में)।`;
};

function question(
  title: Bi,
  statement: Bi,
  options: Bi[],
  correct: number,
  solution: Bi,
  check: () => number[],
): GeneratedQuestion {
  return {
    title,
    type: 'single',
    statement,
    options,
    answer: { kind: 'choice', correct: [correct] },
    solution,
    expectedSeconds: 180,
    numbers: [],
    check(): QuestionAnswer {
      return { kind: 'choice', correct: check() };
    },
  };
}

/** A pair given; each option holds two pairs: in which option do both match the given relation? */
export const analogyTwoPairOption: QuestionGenerator = {
  id: 'verbal-analogy-1/analogy-of-analogies',
  topic: 'verbal-analogy-1',
  difficulty: 'hard',
  count: 60,
  exams: EXAMS,
  generate(rng) {
    const { family, pairs } = drawFamily(rng, 6);
    const [given, r1, r2, a1, a2, b1] = pairs as [WordPair, WordPair, WordPair, WordPair, WordPair, WordPair];
    const [o1] = otherFamilyPairs(rng, family, 1).map((o) => o.pair) as [WordPair];
    const twin = rng.shuffle(FAMILIES.filter((f) => f !== family))[0] as Family;
    const [t1, t2] = rng.shuffle(twin.pairs) as [WordPair, WordPair];
    const options: [WordPair, WordPair][] = rng.shuffle([
      [r1, r2],
      // One pair right, the other written backwards (order ignored).
      rng.next() < 0.5 ? [a1, reversed(a2)] : [reversed(a2), a1],
      // One pair right, the other of a different relation.
      rng.next() < 0.5 ? [b1, o1] : [o1, b1],
      // Two pairs analogous to each other but not to the given pair.
      [t1, t2],
    ]);
    const right = options.find(([x]) => x === r1) as [WordPair, WordPair];
    const text = (o: [WordPair, WordPair], lang: 'en' | 'hi') =>
      `${pairText(o[0], lang)} ${lang === 'en' ? 'and' : 'और'} ${pairText(o[1], lang)}`;
    return question(
      { en: 'Analogy of analogies', hi: 'सादृश्यताओं की सादृश्यता' },
      bi((lang) =>
        lang === 'en'
          ? `Select the option in which the words of BOTH pairs are related in the same way as the words of the given pair (in the same order).\n\n**${pairText(given, 'en')}**`
          : `वह विकल्प चुनिए जिसके दोनों युग्मों के शब्द आपस में उसी प्रकार (उसी क्रम में) संबंधित हैं जिस प्रकार दिए गए युग्म के शब्द।\n\n**${pairText(given, 'hi')}**`,
      ),
      options.map((o) => ({ en: text(o, 'en'), hi: text(o, 'hi') })),
      options.indexOf(right),
      bi((lang) =>
        [
          relationLine(given, lang),
          ...options.flatMap((o) => [relationLine(o[0], lang), relationLine(o[1], lang)]),
          lang === 'en'
            ? 'Only one option has both pairs in the given relation, in the given order; two pairs that match each other are not enough.'
            : 'केवल एक विकल्प के दोनों युग्म दिए गए संबंध में, दिए गए क्रम में हैं; आपस में मिलते-जुलते दो युग्म पर्याप्त नहीं हैं।',
          answerLine(lang, text(right, lang)),
        ].join('\n\n'),
      ),
      () => {
        const key = familyOfPair(given[0].en, given[1].en);
        return options.flatMap((o, k) => (o.every(([x, y]) => familyOfPair(x.en, y.en) === key) ? [k] : []));
      },
    );
  },
};

/** Six pairs: which three share exactly one relation, in the same order? */
export const analogyThreeOfSix: QuestionGenerator = {
  id: 'verbal-analogy-1/three-of-six-pairs',
  topic: 'verbal-analogy-1',
  difficulty: 'hard',
  count: 60,
  exams: EXAMS,
  generate(rng) {
    const { family, pairs } = drawFamily(rng, 4);
    const [f1, f2, f3, f4] = pairs as [WordPair, WordPair, WordPair, WordPair];
    const back = reversed(f4);
    const other = drawFamily(rng, 2, family);
    const [g1, g2] = other.pairs as [WordPair, WordPair];
    const shown = rng.shuffle([f1, f2, f3, back, g1, g2]);
    const n = (pr: WordPair) => shown.indexOf(pr) + 1;
    const [x, y, z] = rng.shuffle([f1, f2, f3]) as [WordPair, WordPair, WordPair];
    const triples: WordPair[][] = [
      [f1, f2, f3],
      // Two right and the reversed pair (order ignored).
      [x, y, back],
      // Two right and a pair of the other relation.
      [x, z, rng.pick([g1, g2])],
      // The other relation's two pairs and one right pair (a majority of the wrong relation).
      [g1, g2, y],
    ];
    const label = (t: WordPair[]) =>
      t
        .map(n)
        .sort((a, b) => a - b)
        .join(', ');
    const ordered = rng.shuffle(triples);
    const right = ordered.indexOf(triples[0] as WordPair[]);
    return question(
      { en: 'Three of six pairs with one relation', hi: 'छह में से एक संबंध वाले तीन युग्म' },
      bi((lang) =>
        [
          lang === 'en'
            ? 'Exactly three of the six pairs below have their words related in the same way, in the same order. Which three?'
            : 'नीचे दिए गए छह युग्मों में से ठीक तीन युग्मों के शब्द एक ही प्रकार से, एक ही क्रम में संबंधित हैं। वे तीन कौन-से हैं?',
          '',
          ...shown.map((pr, k) => `${k + 1}. ${pairText(pr, lang)}`),
        ].join('\n'),
      ),
      ordered.map((t) => ({ en: label(t), hi: label(t) })),
      right,
      bi((lang) =>
        [
          ...shown.map((pr, k) => `${k + 1}. ${relationLine(pr, lang)}`),
          lang === 'en'
            ? `Only ${label(triples[0] as WordPair[])} share one relation in the same order; ${n(back)} is the same relation written backwards, and ${n(g1)}, ${n(g2)} share a different one.`
            : `केवल ${label(triples[0] as WordPair[])} में एक ही संबंध एक ही क्रम में है; ${n(back)} वही संबंध उलटे क्रम में है, और ${n(g1)}, ${n(g2)} का संबंध अलग है।`,
          answerLine(lang, label(triples[0] as WordPair[])),
        ].join('\n\n'),
      ),
      // The checker: the options whose three numbered pairs lie in one family as written.
      () =>
        ordered.flatMap((t, k) => {
          const keys = label(t)
            .split(', ')
            .map((s) => shown[Number(s) - 1] as WordPair)
            .map(([a, b]) => familyOfPair(a.en, b.en));
          return keys[0] && keys.every((key) => key === keys[0]) ? [k] : [];
        }),
    );
  },
};
