import type { QuestionGenerator } from '../../generator.js';
import {
  boldExample,
  COMMON_FREQ,
  ENTRIES,
  glossOf,
  headword,
  mainSenseSynonyms,
  shareASense,
  synonymWrongOptions,
  synsetAt,
} from './vocabulary.js';
import { senseLine, type WordQuestionKind, wordQuestionGenerator, wordStatement } from './word-question.js';

interface SynonymKind extends WordQuestionKind {
  /** Put an antonym of the word among the options (the setter's favourite trap). */
  antonymTrap: boolean;
}

/** A "closest in meaning" question: the answer shares a WordNet sense with the word asked. */
function synonymGenerator(kind: SynonymKind): QuestionGenerator {
  return wordQuestionGenerator('synonyms', kind, (rng, entry, context) => {
    const { word, pos } = entry;
    // The synonyms come best known first: the answer is one of the two best known.
    const answer = rng.pick((kind.inContext ? mainSenseSynonyms(entry) : entry.synonyms).slice(0, 2));
    const sense = Math.max(
      0,
      entry.senses.findIndex((i) => synsetAt(i).words.includes(answer)),
    );
    const { trap, distractors } = synonymWrongOptions(rng, entry, answer, {
      antonymTrap: kind.antonymTrap,
      fits: kind.distractorFits,
      lookAlikes: kind.lookAlikes,
    });
    const options = rng.shuffle([answer, ...trap, ...distractors.map((d) => d.word)]);
    const statement = wordStatement(
      context,
      { en: 'which word is closest in meaning to the word in bold?', hi: 'का समानार्थी शब्द कौन-सा है?' },
      {
        en: `Choose the word most similar in meaning to ${headword(word)}.`,
        hi: `निम्नलिखित में से कौन-सा शब्द ${headword(word)} का समानार्थी है?`,
      },
    );
    const opening = senseLine(entry, sense, context);
    const others = {
      en: [
        ...trap.map((t) => `- **${t}** is an antonym of **${word}**: it means the opposite.`),
        ...distractors.map((d) => `- **${d.word}**: *${glossOf(d)}*.`),
      ],
      hi: [
        ...trap.map((t) => `- **${t}** तो **${word}** का विलोम है: इसका अर्थ उल्टा है।`),
        ...distractors.map((d) => `- **${d.word}**: *${glossOf(d)}*।`),
      ],
    };
    return {
      answer,
      options,
      statement,
      solution: {
        en: [
          opening.en,
          `**${answer}** has this same meaning, so it is the synonym.`,
          `The other options mean something else:\n${others.en.join('\n')}`,
        ],
        hi: [
          opening.hi,
          `**${answer}** का भी यही अर्थ है, अतः यही समानार्थी शब्द है।`,
          `अन्य विकल्पों के अर्थ भिन्न हैं:\n${others.hi.join('\n')}`,
        ],
      },
      // Scan every WordNet sense for one that holds both the word and the option.
      check: () => options.flatMap((o, i) => (shareASense(word, o, pos) ? [i] : [])),
    };
  });
}

/** Everyday words (common in the tagged corpus) with everyday wrong options. */
export const synonymsCommonWord = synonymGenerator({
  id: 'synonyms/common-word',
  difficulty: 'easy',
  expectedSeconds: 30,
  title: { en: 'Synonym of a common word', hi: 'सामान्य शब्द का समानार्थी' },
  pool: ENTRIES.filter((e) => e.freq >= COMMON_FREQ && e.synonyms.length > 0),
  inContext: false,
  antonymTrap: false,
  distractorFits: (e) => e.freq >= 2,
  lookAlikes: false,
});

/** The exam "word power" list, with the antonym and look-alike words as traps. */
export const synonymsExamWord = synonymGenerator({
  id: 'synonyms/exam-word',
  difficulty: 'medium',
  expectedSeconds: 45,
  title: { en: 'Synonym of a difficult word', hi: 'कठिन शब्द का समानार्थी' },
  pool: ENTRIES.filter((e) => e.freq < COMMON_FREQ && e.synonyms.length > 0),
  inContext: false,
  antonymTrap: true,
  distractorFits: () => true,
  lookAlikes: true,
});

/** The word in a sentence: the synonym must fit the sense the sentence uses. */
export const synonymsInContext = synonymGenerator({
  id: 'synonyms/in-context',
  difficulty: 'hard',
  expectedSeconds: 60,
  title: { en: 'Synonym of a word in context', hi: 'वाक्य में प्रयुक्त शब्द का समानार्थी' },
  pool: ENTRIES.filter((e) => e.freq < 3 * COMMON_FREQ && boldExample(e) && mainSenseSynonyms(e).length > 0),
  inContext: true,
  antonymTrap: true,
  distractorFits: () => true,
  lookAlikes: true,
});
