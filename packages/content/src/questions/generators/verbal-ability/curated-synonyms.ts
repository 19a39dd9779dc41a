import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import {
  type CuratedBody,
  curatedGenerator,
  meaningLine,
  sentenceInHindi,
  wrongLines,
  wrongWords,
} from './curated-question.js';
import { CURATED_WORDS, type CuratedWord, placeAt } from './curated-words.js';

/**
 * Synonyms and antonyms on the curated word list (data/vocabulary-curated/words-*.yaml):
 * - synonyms/curated-word: the synonym of an exam word asked alone (SSC CGL, RRB NTPC, Bank PO, CUET)
 * - synonyms/curated-in-sentence: the synonym of the word as a sentence uses it (SSC CGL, RRB NTPC, Bank PO, CUET)
 * - antonyms/curated-word: the antonym of an exam word asked alone (SSC CGL, RRB NTPC, Bank PO, CUET)
 * - antonyms/curated-in-sentence: the antonym of the word as a sentence uses it (SSC CGL, RRB NTPC, Bank PO, CUET)
 * Wrong options: one trap of the other kind (the antonym in a synonym question and vice versa) and
 * look-alike or same-field words of the same part of speech.
 */

type Relation = 'synonym' | 'antonym';

function relationQuestion(relation: Relation, inSentence: boolean) {
  return (rng: Rng, entry: CuratedWord, slot: number): CuratedBody => {
    const rights = relation === 'synonym' ? entry.synonyms : entry.antonyms;
    const traps = relation === 'synonym' ? entry.antonyms : entry.synonyms;
    const answer = rng.pick(rights);
    const { trap, others } = wrongWords(rng, entry, traps);
    const options = placeAt(rng.shuffle([answer, ...trap, ...others.map((d) => d.word)]), answer, slot);
    const isSyn = relation === 'synonym';
    const ask: BilingualText = isSyn
      ? { en: 'closest in meaning to', hi: 'समानार्थी' }
      : { en: 'most nearly opposite in meaning to', hi: 'विलोम' };
    const statement: BilingualText = inSentence
      ? {
          en: `In the sentence “${entry.sentence.replace(/[.]$/, '')}”, which word is ${ask.en} the word in bold?`,
          hi: `नीचे दिए गए वाक्य में मोटे अक्षरों में छपे शब्द का ${ask.hi} शब्द चुनिए।\n\n${sentenceInHindi(entry.sentence)}`,
        }
      : {
          en: `Choose the word ${ask.en} **${entry.word}**.`,
          hi: `**${entry.word}** का ${ask.hi} शब्द चुनिए।`,
        };
    const opening = meaningLine(entry, inSentence);
    const wrong = wrongLines(
      entry,
      trap.map((word) => ({ word, kind: isSyn ? ('antonym' as const) : ('synonym' as const) })),
      others,
    );
    return {
      statement,
      options,
      answer: options.indexOf(answer),
      answerText: { en: answer, hi: answer },
      solution: {
        en: [
          opening.en,
          isSyn
            ? `**${answer}** has the same meaning, so it is the synonym.`
            : `**${answer}** means the opposite, so it is the antonym.`,
          `The other options:\n${wrong.en.join('\n')}`,
        ],
        hi: [
          opening.hi,
          isSyn
            ? `**${answer}** का भी यही अर्थ है, अतः यही समानार्थी शब्द है।`
            : `**${answer}** का अर्थ इसका ठीक उल्टा है, अतः यही विलोम शब्द है।`,
          `अन्य विकल्प:\n${wrong.hi.join('\n')}`,
        ],
      },
      // Look every option up in the entry's own list of synonyms (or antonyms).
      check: () => options.flatMap((o, i) => (rights.includes(o) ? [i] : [])),
    };
  };
}

const WITH_ANTONYM = CURATED_WORDS.filter((e) => e.antonyms.length > 0);

/** The synonym of a curated exam word, asked alone. */
export const synonymsCuratedWord: QuestionGenerator = curatedGenerator(
  {
    id: 'synonyms/curated-word',
    topic: 'synonyms',
    title: { en: 'Synonym of an exam word', hi: 'परीक्षा शब्द का समानार्थी' },
    difficulty: 'medium',
    expectedSeconds: 40,
    pool: CURATED_WORDS,
  },
  relationQuestion('synonym', false),
);

/** The synonym of a curated word in the sense its sentence uses. */
export const synonymsCuratedInSentence: QuestionGenerator = curatedGenerator(
  {
    id: 'synonyms/curated-in-sentence',
    topic: 'synonyms',
    title: { en: 'Synonym of a word in a sentence', hi: 'वाक्य में शब्द का समानार्थी' },
    difficulty: 'medium',
    expectedSeconds: 60,
    pool: CURATED_WORDS,
  },
  relationQuestion('synonym', true),
);

/** The antonym of a curated exam word, asked alone. */
export const antonymsCuratedWord: QuestionGenerator = curatedGenerator(
  {
    id: 'antonyms/curated-word',
    topic: 'antonyms',
    title: { en: 'Antonym of an exam word', hi: 'परीक्षा शब्द का विलोम' },
    difficulty: 'medium',
    expectedSeconds: 40,
    pool: WITH_ANTONYM,
  },
  relationQuestion('antonym', false),
);

/** The antonym of a curated word in the sense its sentence uses. */
export const antonymsCuratedInSentence: QuestionGenerator = curatedGenerator(
  {
    id: 'antonyms/curated-in-sentence',
    topic: 'antonyms',
    title: { en: 'Antonym of a word in a sentence', hi: 'वाक्य में शब्द का विलोम' },
    difficulty: 'medium',
    expectedSeconds: 60,
    pool: WITH_ANTONYM,
  },
  relationQuestion('antonym', true),
);
