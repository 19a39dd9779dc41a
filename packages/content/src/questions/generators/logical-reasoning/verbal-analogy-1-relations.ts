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
 * Verbal analogies by relation family (worker : tool, part : whole, cause : effect, degree,
 * function, product : raw material, animal : young one, country : capital…): choose the analogous
 * pair, find the missing first word, spot the pair with a different relation, fill both blanks of
 * A : ? :: ? : D, and name the relation. `check` reads each option's relation from the family lists
 * (the pair in the order shown), never from how the question was drawn.
 */

type Bi = { en: string; hi: string };
const EXAMS: ExamTag[] = ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'];
const bi = (f: (lang: 'en' | 'hi') => string): Bi => ({ en: f('en'), hi: f('hi') });
const answerLine = (lang: 'en' | 'hi', text: string) => `**${lang === 'en' ? 'Answer' : 'उत्तर'}: ${text}**`;
const relationLine = (pr: WordPair, f: Family | undefined, lang: 'en' | 'hi') =>
  f
    ? lang === 'en'
      ? `${pairText(pr, 'en')}: ${f.en}.`
      : `${pairText(pr, 'hi')}: ${f.hi}।`
    : lang === 'en'
      ? `${pairText(pr, 'en')}: the order is reversed, so the relation runs the other way.`
      : `${pairText(pr, 'hi')}: क्रम उलटा है, इसलिए संबंध विपरीत दिशा में है।`;

function question(
  title: Bi,
  statement: Bi,
  options: Bi[],
  correct: number,
  solution: Bi,
  seconds: number,
  check: () => number[],
): GeneratedQuestion {
  return {
    title,
    type: 'single',
    statement,
    options,
    answer: { kind: 'choice', correct: [correct] },
    solution,
    expectedSeconds: seconds,
    numbers: [],
    check(): QuestionAnswer {
      return { kind: 'choice', correct: check() };
    },
  };
}

const asOption = (pr: WordPair): Bi => ({ en: pairText(pr, 'en'), hi: pairText(pr, 'hi') });

/** A : B given; which of four pairs is related in the same way? */
export const analogyChoosePair: QuestionGenerator = {
  id: 'verbal-analogy-1/choose-analogous-pair',
  topic: 'verbal-analogy-1',
  difficulty: 'easy',
  count: 40,
  exams: EXAMS,
  generate(rng) {
    const { family, pairs } = drawFamily(rng, 2);
    const [given, right] = pairs as [WordPair, WordPair];
    // Distractors: the analogous pair written backwards (order ignored), and pairs of two other
    // families (a relation only loosely like the given one).
    const wrong = [
      reversed(rng.pick(family.pairs.filter((x) => x !== given && x !== right))),
      ...otherFamilyPairs(rng, family, 2).map((o) => o.pair),
    ];
    const shown = rng.shuffle([right, ...wrong]);
    return question(
      { en: 'Analogous word pair', hi: 'समान संबंध वाला शब्द-युग्म' },
      bi((lang) =>
        lang === 'en'
          ? `Select the pair whose words are related in the same way as the words of the given pair.\n\n**${pairText(given, 'en')}**`
          : `वह युग्म चुनिए जिसके शब्द आपस में उसी प्रकार संबंधित हैं जिस प्रकार दिए गए युग्म के शब्द।\n\n**${pairText(given, 'hi')}**`,
      ),
      shown.map(asOption),
      shown.indexOf(right),
      bi((lang) =>
        [
          relationLine(given, family, lang),
          ...shown.map((pr) => relationLine(pr, familyOf(pr), lang)),
          answerLine(lang, pairText(right, lang)),
        ].join('\n\n'),
      ),
      45,
      () => shown.flatMap((pr, k) => (familyOfPair(pr[0].en, pr[1].en) === family.key ? [k] : [])),
    );
  },
};

/** ? : B :: C : D — the missing first word. */
export const analogyMissingFirst: QuestionGenerator = {
  id: 'verbal-analogy-1/missing-first-word',
  topic: 'verbal-analogy-1',
  difficulty: 'easy',
  count: 40,
  exams: EXAMS,
  generate(rng) {
    const { family, pairs } = drawFamily(rng, 3);
    const [asked, example] = pairs as [WordPair, WordPair];
    const b = asked[1];
    // Distractors: the second word of another pair of the family (a word of the right kind but the
    // wrong partner), and first words of other families' pairs that share nothing with B.
    const third = pairs[2] as WordPair;
    const wrong = [third[1], ...otherFamilyPairs(rng, family, 2).map((o) => o.pair[0])];
    const shown = rng.shuffle([asked[0], ...wrong]);
    return question(
      { en: 'Missing first word of an analogy', hi: 'सादृश्यता का लुप्त पहला शब्द' },
      bi((lang) =>
        lang === 'en'
          ? `Select the word that fills the blank so that the two pairs are related in the same way.\n\n? : ${b.en} :: ${pairText(example, 'en')}`
          : `वह शब्द चुनिए जो रिक्त स्थान में आकर दोनों युग्मों को एक ही प्रकार से संबंधित कर दे।\n\n? : ${b.hi} :: ${pairText(example, 'hi')}`,
      ),
      shown,
      shown.indexOf(asked[0]),
      bi((lang) =>
        [
          relationLine(example, family, lang),
          lang === 'en'
            ? `So the blank takes the word X for which X : ${b.en} shows the same relation (${family.en}): ${pairText(asked, 'en')}.`
            : `अतः रिक्त स्थान में वह शब्द X आएगा जिसके लिए X : ${b.hi} में भी यही संबंध (${family.hi}) हो: ${pairText(asked, 'hi')}।`,
          ...wrong.map((x) =>
            lang === 'en'
              ? `${x.en} : ${b.en} does not show this relation.`
              : `${x.hi} : ${b.hi} में यह संबंध नहीं है।`,
          ),
          answerLine(lang, asked[0][lang]),
        ].join('\n\n'),
      ),
      45,
      () => shown.flatMap((x, k) => (familyOfPair(x.en, b.en) === family.key ? [k] : [])),
    );
  },
};

const TAGS = ['P', 'Q', 'R', 'S'] as const;

/** Four pairs, three sharing one relation: which pair does not belong? */
export const analogyOddRelation: QuestionGenerator = {
  id: 'verbal-analogy-1/odd-relation-pair',
  topic: 'verbal-analogy-1',
  difficulty: 'easy',
  count: 40,
  exams: EXAMS,
  generate(rng) {
    const { family, pairs } = drawFamily(rng, 4);
    // The odd pair: either from another family, or a pair of the same family written backwards
    // (a candidate who ignores the order misses it).
    const odd =
      rng.next() < 0.6
        ? (otherFamilyPairs(rng, family, 1)[0]?.pair as WordPair)
        : reversed(pairs[3] as WordPair);
    const shown = rng.shuffle([...pairs.slice(0, 3), odd]);
    const options = TAGS.map((t) => ({ en: `Pair ${t}`, hi: `युग्म ${t}` }));
    return question(
      { en: 'Pair with a different relation', hi: 'भिन्न संबंध वाला युग्म' },
      bi((lang) =>
        [
          lang === 'en'
            ? 'In three of the four pairs below, the words are related in the same way. Which pair is different?'
            : 'नीचे दिए गए चार में से तीन युग्मों में शब्द एक ही प्रकार से संबंधित हैं। कौन-सा युग्म भिन्न है?',
          '',
          ...shown.map((pr, k) => `**${TAGS[k]}.** ${pairText(pr, lang)}`),
        ].join('\n'),
      ),
      options,
      shown.indexOf(odd),
      bi((lang) =>
        [
          ...shown.map((pr, k) => `${TAGS[k]}. ${relationLine(pr, familyOf(pr), lang)}`),
          answerLine(lang, options[shown.indexOf(odd)]?.[lang] ?? ''),
        ].join('\n\n'),
      ),
      50,
      // The checker: the one pair whose family (in the order shown) differs from the other three's.
      () => {
        const keys = shown.map((pr) => familyOfPair(pr[0].en, pr[1].en) ?? 'none');
        return keys.flatMap((key, k) => (keys.filter((x) => x === key).length === 1 ? [k] : []));
      },
    );
  },
};

/** A : ? :: ? : D — both blanks at once. */
export const analogyDoubleBlank: QuestionGenerator = {
  id: 'verbal-analogy-1/double-blank',
  topic: 'verbal-analogy-1',
  difficulty: 'medium',
  count: 40,
  exams: EXAMS,
  generate(rng) {
    const { family, pairs } = drawFamily(rng, 3);
    const [first, second, third] = pairs as [WordPair, WordPair, WordPair];
    const a = first[0];
    const d = second[1];
    const right = [first[1], second[0]] as const;
    const other = otherFamilyPairs(rng, family, 1)[0]?.pair as WordPair;
    // Distractors: the two blanks swapped; the first blank right with the wrong partner of D (the
    // first word of a third pair); a word of another family in the first blank.
    const choices = rng.shuffle([
      right,
      [second[0], first[1]] as const,
      [first[1], third[0]] as const,
      [other[1], second[0]] as const,
    ]);
    const text = (c: readonly [{ en: string; hi: string }, { en: string; hi: string }], lang: 'en' | 'hi') =>
      `${c[0][lang]}, ${c[1][lang]}`;
    return question(
      { en: 'Analogy with two blanks', hi: 'दो रिक्त स्थानों वाली सादृश्यता' },
      bi((lang) =>
        lang === 'en'
          ? `Select the pair of words that fills the two blanks in order, so that both sides are related in the same way.\n\n${a.en} : ? :: ? : ${d.en}`
          : `शब्दों का वह युग्म चुनिए जो दोनों रिक्त स्थानों को क्रम से भरकर दोनों ओर एक ही संबंध बना दे।\n\n${a.hi} : ? :: ? : ${d.hi}`,
      ),
      choices.map((c) => ({ en: text(c, 'en'), hi: text(c, 'hi') })),
      choices.indexOf(right),
      bi((lang) =>
        [
          relationLine(first, family, lang),
          relationLine(second, family, lang),
          ...choices
            .filter((c) => c !== right)
            .map((c) =>
              lang === 'en'
                ? `${text(c, 'en')}: ${a.en} : ${c[0].en} and ${c[1].en} : ${d.en} do not both show this relation.`
                : `${text(c, 'hi')}: ${a.hi} : ${c[0].hi} और ${c[1].hi} : ${d.hi} दोनों में यह संबंध नहीं बनता।`,
            ),
          answerLine(lang, text(right, lang)),
        ].join('\n\n'),
      ),
      60,
      // The checker: both completed pairs must be in one family.
      () =>
        choices.flatMap((c, k) => {
          const left = familyOfPair(a.en, c[0].en);
          return left && left === familyOfPair(c[1].en, d.en) ? [k] : [];
        }),
    );
  },
};

/** Two pairs given: which relation do they share? */
export const analogyNameRelation: QuestionGenerator = {
  id: 'verbal-analogy-1/name-the-relation',
  topic: 'verbal-analogy-1',
  difficulty: 'easy',
  count: 40,
  exams: EXAMS,
  generate(rng) {
    const { family, pairs } = drawFamily(rng, 2);
    const [x, y] = pairs as [WordPair, WordPair];
    // Distractors: relations of other families (ideally ones sharing a word type with this one).
    const wrong = rng.shuffle(FAMILIES.filter((f) => f !== family)).slice(0, 3);
    const shown = rng.shuffle([family, ...wrong]);
    const describe = (f: Family): Bi => ({ en: `First : second = ${f.en}`, hi: `पहला : दूसरा = ${f.hi}` });
    return question(
      { en: 'Name the relation of two pairs', hi: 'दो युग्मों का संबंध पहचानिए' },
      bi((lang) =>
        lang === 'en'
          ? `The words in both pairs below are related in the same way.\n\n${pairText(x, 'en')} :: ${pairText(y, 'en')}\n\nWhich relation is it?`
          : `नीचे दिए दोनों युग्मों के शब्द एक ही प्रकार से संबंधित हैं।\n\n${pairText(x, 'hi')} :: ${pairText(y, 'hi')}\n\nयह कौन-सा संबंध है?`,
      ),
      shown.map(describe),
      shown.indexOf(family),
      bi((lang) =>
        [
          relationLine(x, family, lang),
          relationLine(y, family, lang),
          ...wrong.map((f) =>
            lang === 'en'
              ? `Not "${f.en}": neither pair is of that kind.`
              : `"${f.hi}" नहीं: कोई भी युग्म इस प्रकार का नहीं है।`,
          ),
          answerLine(lang, describe(family)[lang]),
        ].join('\n\n'),
      ),
      40,
      // The checker: the relation whose list holds both pairs as written.
      () =>
        shown.flatMap((f, k) =>
          f.pairs.some(([p, q]) => p.en === x[0].en && q.en === x[1].en) &&
          f.pairs.some(([p, q]) => p.en === y[0].en && q.en === y[1].en)
            ? [k]
            : [],
        ),
    );
  },
};
