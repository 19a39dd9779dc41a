import type { QuestionGenerator } from '../../generator.js';
import {
  antonymWrongOptions,
  areAntonyms,
  askableAntonyms,
  boldExample,
  COMMON_FREQ,
  ENTRIES,
  entryOf,
  glossOf,
  headword,
} from './vocabulary.js';
import { senseLine, type WordQuestionKind, wordQuestionGenerator, wordStatement } from './word-question.js';

/** An "opposite in meaning" question: the answer is a WordNet antonym of the word asked. */
function antonymGenerator(kind: WordQuestionKind): QuestionGenerator {
  return wordQuestionGenerator('antonyms', kind, (rng, entry, context) => {
    const { word, pos } = entry;
    const answer = rng.pick(askableAntonyms(entry, kind.inContext));
    const sense = entry.antonymSenses[entry.antonyms.indexOf(answer)] ?? 0;
    const { trap, distractors } = antonymWrongOptions(rng, entry, answer, {
      fits: kind.distractorFits,
      lookAlikes: kind.lookAlikes,
    });
    const options = rng.shuffle([answer, ...trap, ...distractors.map((d) => d.word)]);
    const statement = wordStatement(
      context,
      {
        en: 'which word is most nearly opposite in meaning to the word in bold?',
        hi: 'का विलोम (विपरीतार्थक) शब्द कौन-सा है?',
      },
      {
        en: `Choose the word most nearly opposite in meaning to ${headword(word)}.`,
        hi: `निम्नलिखित में से कौन-सा शब्द ${headword(word)} का विलोम (विपरीतार्थक) है?`,
      },
    );
    const answerEntry = entryOf(answer, pos);
    const answerMeaning = answerEntry ? ` (*${glossOf(answerEntry)}*)` : '';
    const opening = senseLine(entry, sense, context);
    const others = {
      en: [
        ...trap.map((t) => `- **${t}** is a synonym of **${word}**, not its opposite.`),
        ...distractors.map((d) => `- **${d.word}**: *${glossOf(d)}*, not the opposite of **${word}**.`),
      ],
      hi: [
        ...trap.map((t) => `- **${t}** तो **${word}** का समानार्थी है, विलोम नहीं।`),
        ...distractors.map((d) => `- **${d.word}**: *${glossOf(d)}*; यह **${word}** का विलोम नहीं है।`),
      ],
    };
    return {
      answer,
      options,
      statement,
      solution: {
        en: [
          opening.en,
          `**${answer}**${answerMeaning} is its opposite in this sense, so it is the antonym.`,
          `The other options:\n${others.en.join('\n')}`,
        ],
        hi: [
          opening.hi,
          `**${answer}**${answerMeaning} का अर्थ इसके ठीक विपरीत है, अतः यही विलोम शब्द है।`,
          `अन्य विकल्प:\n${others.hi.join('\n')}`,
        ],
      },
      // Scan every entry for an antonym pair of the word and the option, either way round.
      check: () => options.flatMap((o, i) => (areAntonyms(word, o, pos) ? [i] : [])),
    };
  });
}

/** Everyday words and everyday wrong options, with a synonym of the word as the trap. */
export const antonymsCommonWord = antonymGenerator({
  id: 'antonyms/common-word',
  difficulty: 'easy',
  expectedSeconds: 30,
  title: { en: 'Antonym of a common word', hi: 'सामान्य शब्द का विलोम' },
  pool: ENTRIES.filter((e) => e.freq >= COMMON_FREQ && askableAntonyms(e, false).length > 0),
  inContext: false,
  distractorFits: (e) => e.freq >= 2,
  lookAlikes: false,
});

/** The exam "word power" list, with words that look like the answer as traps. */
export const antonymsExamWord = antonymGenerator({
  id: 'antonyms/exam-word',
  difficulty: 'medium',
  expectedSeconds: 45,
  title: { en: 'Antonym of a difficult word', hi: 'कठिन शब्द का विलोम' },
  pool: ENTRIES.filter((e) => e.freq < COMMON_FREQ && askableAntonyms(e, false).length > 0),
  inContext: false,
  distractorFits: () => true,
  lookAlikes: true,
});

/** The word in a sentence: the antonym must be the opposite of the sense the sentence uses. */
export const antonymsInContext = antonymGenerator({
  id: 'antonyms/in-context',
  difficulty: 'hard',
  expectedSeconds: 60,
  title: { en: 'Antonym of a word in context', hi: 'वाक्य में प्रयुक्त शब्द का विलोम' },
  pool: ENTRIES.filter((e) => boldExample(e) && askableAntonyms(e, true).length > 0),
  inContext: true,
  distractorFits: () => true,
  lookAlikes: true,
});
