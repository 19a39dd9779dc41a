import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import { curatedGenerator, wrongLines } from './curated-question.js';
import { CURATED_WORDS, type CuratedWord, placeAt } from './curated-words.js';

/**
 * Word analogies on the curated word list (data/vocabulary-curated/words-*.yaml):
 * - analogies/curated-synonym-pair: A : B are synonyms; complete C : ? (SSC CGL, RRB NTPC, Bank PO, CUET)
 * - analogies/curated-antonym-pair: A : B are antonyms; complete C : ? (SSC CGL, RRB NTPC, Bank PO, CUET)
 * The trap is the word in the other relation to C (its antonym, or its synonym).
 */

type Relation = 'synonym' | 'antonym';

const listOf = (e: CuratedWord, r: Relation) => (r === 'synonym' ? e.synonyms : e.antonyms);

/** How b stands to a in the data (looked up in a's entry, or b's), if at all. */
function relationOf(a: string, b: string): Relation | undefined {
  for (const e of CURATED_WORDS) {
    const other = e.word === a ? b : e.word === b ? a : undefined;
    if (other === undefined) continue;
    if (e.synonyms.includes(other)) return 'synonym';
    if (e.antonyms.includes(other)) return 'antonym';
  }
  return undefined;
}

function analogy(relation: Relation) {
  return (rng: Rng, entry: CuratedWord, slot: number) => {
    const examples = CURATED_WORDS.filter(
      (e) => e.word !== entry.word && e.pos === entry.pos && listOf(e, relation).length > 0,
    );
    const example = rng.pick(examples);
    const a = example.word;
    const b = rng.pick(listOf(example, relation));
    const answer = rng.pick(listOf(entry, relation));
    const other: Relation = relation === 'synonym' ? 'antonym' : 'synonym';
    const traps = listOf(entry, other);
    const trap = traps.length > 0 ? [rng.pick(traps)] : [];
    const others = rng.shuffle(entry.distractors).slice(0, 3 - trap.length);
    const options = placeAt(rng.shuffle([answer, ...trap, ...others.map((d) => d.word)]), answer, slot);
    const wrong = wrongLines(
      entry,
      trap.map((word) => ({ word, kind: other })),
      others,
    );
    const isSyn = relation === 'synonym';
    const pair = `**${a}** : **${b}** :: **${entry.word}** : ?`;
    return {
      statement: {
        en: `Choose the word that completes the analogy: ${pair}`,
        hi: `सादृश्य (analogy) पूरा करने वाला शब्द चुनिए: ${pair}`,
      },
      options,
      answer: options.indexOf(answer),
      answerText: { en: answer, hi: answer },
      solution: {
        en: [
          isSyn
            ? `**${a}** and **${b}** mean the same (*${example.meaning}*): they are synonyms.`
            : `**${b}** is the opposite of **${a}** (*${example.meaning}*): they are antonyms.`,
          `**${entry.word}** means *${entry.meaning}*, so the blank is its ${relation}: **${answer}**.`,
          `The other options:\n${wrong.en.join('\n')}`,
        ],
        hi: [
          isSyn
            ? `**${a}** (${example.hi}) और **${b}** का अर्थ एक ही है: ये समानार्थी हैं।`
            : `**${b}** का अर्थ **${a}** (${example.hi}) का उल्टा है: ये विलोम हैं।`,
          `**${entry.word}** (${entry.hi}) का अर्थ है ${entry.hiMeaning}; अतः रिक्त स्थान में इसका ${isSyn ? 'समानार्थी' : 'विलोम'} आएगा: **${answer}**।`,
          `अन्य विकल्प:\n${wrong.hi.join('\n')}`,
        ],
      },
      // Find how the first pair is related in the data, then the options related to C the same way.
      check: () => {
        const given = relationOf(a, b);
        return options.flatMap((o, i) =>
          given !== undefined && relationOf(entry.word, o) === given ? [i] : [],
        );
      },
    };
  };
}

/** A : B are synonyms; the answer is the synonym of C. */
export const analogiesCuratedSynonymPair: QuestionGenerator = curatedGenerator(
  {
    id: 'analogies/curated-synonym-pair',
    topic: 'analogies',
    title: { en: 'Analogy of exam-word synonyms', hi: 'परीक्षा शब्दों के समानार्थी युग्म' },
    difficulty: 'medium',
    expectedSeconds: 50,
    pool: CURATED_WORDS,
  },
  analogy('synonym'),
);

/** A : B are antonyms; the answer is the antonym of C. */
export const analogiesCuratedAntonymPair: QuestionGenerator = curatedGenerator(
  {
    id: 'analogies/curated-antonym-pair',
    topic: 'analogies',
    title: { en: 'Analogy of exam-word antonyms', hi: 'परीक्षा शब्दों के विलोम युग्म' },
    difficulty: 'medium',
    expectedSeconds: 50,
    pool: CURATED_WORDS.filter((e) => e.antonyms.length > 0),
  },
  analogy('antonym'),
);
