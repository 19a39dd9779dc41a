import type { ExamTag } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import {
  antonymWrongOptions,
  askableAntonyms,
  COMMON_FREQ,
  closeInMeaning,
  ENTRIES,
  type Entry,
  entriesOf,
  entryOf,
  glossOf,
  listedOpposite,
  opposedInMeaning,
  type PartOfSpeech,
  relationOf,
  synonymWrongOptions,
} from './vocabulary.js';

const EXAMS: ExamTag[] = ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'];

type Relation = 'synonyms' | 'antonyms';

const RELATION_TEXT: Record<Relation, { en: string; hi: string }> = {
  synonyms: { en: 'synonyms (words of the same meaning)', hi: 'समानार्थी (एक ही अर्थ वाले शब्द)' },
  antonyms: { en: 'antonyms (words of opposite meaning)', hi: 'विलोम (विपरीत अर्थ वाले शब्द)' },
};

/** Words that have a synonym, or an askable antonym, to pair with. */
const WITH_SYNONYM = ENTRIES.filter((e) => e.synonyms.length > 0);
const WITH_ANTONYM = ENTRIES.filter((e) => askableAntonyms(e).length > 0);

/** Parts of speech with enough synonym and antonym pairs to fill four independent options. */
const ROOMY = new Set(
  (['n', 'v', 'a', 'r'] as const).filter(
    (pos) =>
      WITH_SYNONYM.filter((e) => e.pos === pos && e.freq >= 2).length >= 40 &&
      WITH_ANTONYM.filter((e) => e.pos === pos && e.freq >= 2).length >= 40,
  ),
);

/** The words paired with an entry by the relation. */
function partners(entry: Entry, relation: Relation): string[] {
  return relation === 'synonyms' ? entry.synonyms : askableAntonyms(entry);
}

/** A pair of the given relation: an entry and one of its synonyms or askable antonyms. */
function pairOf(rng: Rng, relation: Relation, pool: readonly Entry[]): [Entry, string] {
  const entry = rng.pick(pool);
  return [entry, rng.pick(partners(entry, relation))];
}

function mutualPartners(entry: Entry, relation: Relation): string[] {
  return partners(entry, relation).filter((w) => {
    const other = entryOf(w, entry.pos);
    return other !== undefined && partners(other, relation).includes(entry.word);
  });
}

/**
 * The clearest pairs to state a relation with: common words that each list the other (hot and
 * cold are each other's antonyms), so that the relation is obvious at a glance. The entries are
 * copies whose partners are only those mutual ones.
 */
function stemPool(relation: Relation): Entry[] {
  return ENTRIES.filter((e) => e.freq >= COMMON_FREQ && mutualPartners(e, relation).length > 0).map((e) => ({
    ...e,
    synonyms: relation === 'synonyms' ? mutualPartners(e, relation) : [],
    antonyms: relation === 'antonyms' ? mutualPartners(e, relation) : [],
  }));
}
const STEM_SYNONYMS = stemPool('synonyms');
const STEM_ANTONYMS = stemPool('antonyms');

/** Whether two pairs share no word and no meaning, so that neither gives the other away. */
function independent(a: readonly string[], b: readonly string[], pos: PartOfSpeech): boolean {
  return a.every((x) => b.every((y) => x !== y && !closeInMeaning(x, y, pos) && !listedOpposite(x, y, pos)));
}

/** A random pair of the relation independent of every pair in `used`. */
function freshPair(
  rng: Rng,
  relation: Relation,
  pool: readonly Entry[],
  used: readonly string[][],
  pos: PartOfSpeech,
): [Entry, string] {
  for (let tries = 0; tries < 500; tries++) {
    const [e, w] = pairOf(rng, relation, pool);
    if (used.every((u) => independent(u, [e.word, w], pos))) return [e, w];
  }
  throw new Error(`no fresh ${relation} pair for ${used.flat().join(',')} in ${pool.length}`);
}

function pairText(a: string, b: string): string {
  return `${a} : ${b}`;
}

function bold(a: string, b: string): string {
  return `**${a.toUpperCase()} : ${b.toUpperCase()}**`;
}

/**
 * "A : B :: C : ?" where A and B are antonyms (or synonyms): the answer is C's antonym (or synonym),
 * and the trap is the other relation, C's synonym (or antonym).
 */
function missingWordGenerator(
  id: string,
  relation: Relation,
  difficulty: 'easy' | 'medium',
  stemPool: readonly Entry[],
  askPool: readonly Entry[],
): QuestionGenerator {
  // Ask only parts of speech with a good choice of stem pairs.
  const asking = askPool.filter((e) => stemPool.filter((s) => s.pos === e.pos).length >= 10);
  return {
    id,
    topic: 'analogies',
    difficulty,
    exams: EXAMS,
    generate(rng) {
      const asked = rng.pick(asking);
      const { word, pos } = asked;
      const answer = rng.pick(relation === 'synonyms' ? asked.synonyms.slice(0, 2) : askableAntonyms(asked));
      const stems = stemPool.filter((e) => e.pos === pos && e.word !== word);
      const [a, b] = freshPair(rng, relation, stems, [[word, answer]], pos);
      // A wrong option may share no sense with the asked word and not be its opposite: a word with
      // two senses (casual: nonchalant, perfunctory) would otherwise give two right answers.
      const fits = (e: Entry) =>
        e.freq >= 1 && independent([a.word, b], [e.word], pos) && relationOf(word, e.word, pos) === 'none';
      const { trap, distractors } =
        relation === 'synonyms'
          ? synonymWrongOptions(rng, asked, answer, { antonymTrap: true, fits, lookAlikes: false })
          : antonymWrongOptions(rng, asked, answer, { fits, lookAlikes: false });
      const options = rng.shuffle([answer, ...trap, ...distractors.map((d) => d.word)]);
      const other: Relation = relation === 'synonyms' ? 'antonyms' : 'synonyms';
      const stem = `${bold(a.word, b)} :: **${word.toUpperCase()}** : ?`;
      const solution = {
        en: [
          `**${a.word}** and **${b}** are ${RELATION_TEXT[relation].en}.`,
          `So we need the ${relation === 'synonyms' ? 'synonym' : 'antonym'} of **${word}** (*${glossOf(asked)}*): **${answer}**.`,
          [
            ...trap.map(
              (t) =>
                `- **${t}** is the ${other === 'synonyms' ? 'synonym' : 'antonym'} of **${word}**: the relationship turned round.`,
            ),
            ...distractors.map(
              (d) => `- **${d.word}** (*${glossOf(d)}*) is not related to **${word}** this way.`,
            ),
          ].join('\n'),
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `**${a.word}** और **${b}** ${RELATION_TEXT[relation].hi} हैं।`,
          `अतः **${word}** (*${glossOf(asked)}*) का ${relation === 'synonyms' ? 'समानार्थी' : 'विलोम'} चाहिए: **${answer}**।`,
          [
            ...trap.map(
              (t) =>
                `- **${t}** तो **${word}** का ${other === 'synonyms' ? 'समानार्थी' : 'विलोम'} है: संबंध उलट गया।`,
            ),
            ...distractors.map((d) => `- **${d.word}** (*${glossOf(d)}*) का **${word}** से ऐसा संबंध नहीं है।`),
          ].join('\n'),
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      };
      return {
        title:
          relation === 'synonyms'
            ? { en: 'Analogy: synonym pair', hi: 'सादृश्य: समानार्थी युग्म' }
            : { en: 'Analogy: antonym pair', hi: 'सादृश्य: विलोम युग्म' },
        type: 'single',
        statement: {
          en: `Choose the word that completes the analogy: ${stem}`,
          hi: `सादृश्य पूरा करने वाला शब्द चुनिए: ${stem}`,
        },
        options,
        answer: { kind: 'choice', correct: [options.indexOf(answer)] },
        solution,
        expectedSeconds: difficulty === 'easy' ? 40 : 60,
        numbers: [],
        check() {
          // Name the stem's relation by scanning the data set, then keep the options in it.
          const wanted = relationOf(a.word, b, pos);
          const correct = options.flatMap((o, i) => (relationOf(word, o, pos) === wanted ? [i] : []));
          return { kind: 'choice', correct };
        },
      };
    },
  };
}

/** Everyday antonym pairs: HOT : COLD :: BRAVE : ? */
export const analogiesAntonymPair = missingWordGenerator(
  'analogies/antonym-pair',
  'antonyms',
  'easy',
  STEM_ANTONYMS,
  WITH_ANTONYM.filter((e) => e.freq >= 2),
);

/** Synonym pairs with exam words: ABATE : SUBSIDE :: CANDID : ? */
export const analogiesSynonymPair = missingWordGenerator(
  'analogies/synonym-pair',
  'synonyms',
  'medium',
  STEM_SYNONYMS,
  WITH_SYNONYM,
);

/**
 * "Which pair is related in the same way as A : B?" The right pair shares the relation; two pairs
 * have the other relation and one pair is unrelated.
 */
export const analogiesSameRelation: QuestionGenerator = {
  id: 'analogies/same-relation-pair',
  topic: 'analogies',
  difficulty: 'hard',
  exams: EXAMS,
  generate(rng) {
    const relation: Relation = rng.pick(['synonyms', 'antonyms'] as const);
    const other: Relation = relation === 'synonyms' ? 'antonyms' : 'synonyms';
    const poolOf = (r: Relation) => (r === 'synonyms' ? WITH_SYNONYM : WITH_ANTONYM);
    const [a, b] = pairOf(
      rng,
      relation,
      (relation === 'synonyms' ? STEM_SYNONYMS : STEM_ANTONYMS).filter((e) => ROOMY.has(e.pos)),
    );
    const pos = a.pos;
    const used: string[][] = [[a.word, b]];
    const fresh = (pair: string[]) => used.every((u) => independent(u, pair, pos));
    /** A pair of the relation whose words are independent of every pair chosen so far. */
    const nextPair = (r: Relation): [string, string] => {
      const candidates = poolOf(r).filter((e) => e.pos === pos && e.freq >= 2);
      const [e, w] = freshPair(rng, r, candidates, used, pos);
      used.push([e.word, w]);
      return [e.word, w];
    };
    const right = nextPair(relation);
    const wrong = [nextPair(other), nextPair(other)];
    // An unrelated pair: two words neither near nor opposite to each other or to the rest.
    const unrelated = rng
      .shuffle(entriesOf(pos).filter((e) => e.freq >= 2 && fresh([e.word])))
      .map((e) => e.word);
    const x = unrelated.find(() => true) ?? '';
    const y =
      unrelated.find((w) => w !== x && !closeInMeaning(x, w, pos) && !opposedInMeaning(x, w, pos)) ?? '';
    const pairs: [string, string][] = rng.shuffle([right, ...wrong, [x, y]]);
    const options = pairs.map(([p, q]) => pairText(p, q));
    const answer = pairText(...right);
    const describe = ([p]: [string, string], lang: 'en' | 'hi') => {
      if (p === right[0])
        return lang === 'en'
          ? `${RELATION_TEXT[relation].en}, as required`
          : `${RELATION_TEXT[relation].hi}, जैसा चाहिए`;
      if (p === x) return lang === 'en' ? 'not related in meaning' : 'अर्थ में कोई संबंध नहीं';
      return RELATION_TEXT[other][lang];
    };
    return {
      title: { en: 'Pair with the same relationship', hi: 'समान संबंध वाला शब्द-युग्म' },
      type: 'single',
      statement: {
        en: `Choose the pair of words related in the same way as ${bold(a.word, b)}.`,
        hi: `वह शब्द-युग्म चुनिए जिसके शब्दों में वही संबंध है जो ${bold(a.word, b)} में है।`,
      },
      options,
      answer: { kind: 'choice', correct: [options.indexOf(answer)] },
      solution: {
        en: [
          `**${a.word}** and **${b}** are ${RELATION_TEXT[relation].en}.`,
          pairs.map((p) => `- **${pairText(...p)}**: ${describe(p, 'en')}.`).join('\n'),
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `**${a.word}** और **${b}** ${RELATION_TEXT[relation].hi} हैं।`,
          pairs.map((p) => `- **${pairText(...p)}**: ${describe(p, 'hi')}।`).join('\n'),
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [],
      check() {
        // Name every pair's relation by scanning the data set; keep those equal to the stem's.
        const wanted = relationOf(a.word, b, pos);
        const correct = options.flatMap((o, i) => {
          const [p = '', q = ''] = o.split(' : ');
          return relationOf(p, q, pos) === wanted ? [i] : [];
        });
        return { kind: 'choice', correct };
      },
    };
  },
};
