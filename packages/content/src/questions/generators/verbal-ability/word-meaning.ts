import type { QuestionGenerator } from '../../generator.js';
import {
  boldExample,
  COMMON_FREQ,
  closeInMeaning,
  ENTRIES,
  type Entry,
  entryOf,
  glossOf,
  headword,
  MAX_GLOSS,
  namesWord,
  POS_NAME,
  pickDistractors,
  SYNSETS,
  synsetAt,
} from './vocabulary.js';
import { type WordQuestionKind, wordQuestionGenerator, wordStatement } from './word-question.js';

/**
 * The sense to ask: the most common one among the first three whose definition is short enough
 * for an option and does not use the word itself; -1 when there is none.
 */
function askedSense(entry: Entry, mainSenseOnly: boolean): number {
  const limit = mainSenseOnly ? 1 : Math.min(3, entry.senses.length);
  for (let i = 0; i < limit; i++) {
    const gloss = glossOf(entry, i);
    if (gloss.length <= MAX_GLOSS && !namesWord(gloss, entry.word)) return i;
  }
  return -1;
}

/** Whether a word's main definition can stand as a wrong option. */
function shortGloss(e: Entry): boolean {
  return glossOf(e).length <= MAX_GLOSS;
}

interface MeaningKind extends WordQuestionKind {
  /** Put the meaning of the word's antonym among the options. */
  antonymTrap: boolean;
}

/** "Choose the meaning": the options are WordNet definitions of the word and of other words. */
function meaningGenerator(kind: MeaningKind): QuestionGenerator {
  return wordQuestionGenerator('word-meaning', kind, (rng, entry, context) => {
    const { word, pos } = entry;
    const sense = askedSense(entry, kind.inContext);
    const answer = glossOf(entry, sense);
    const ownGlosses = new Set(entry.senses.map((i) => synsetAt(i).gloss));
    // The antonym trap: the meaning of the opposite word.
    const antonyms = kind.antonymTrap
      ? entry.antonyms
          .map((a) => entryOf(a, pos))
          .filter(
            (a): a is Entry =>
              a !== undefined &&
              shortGloss(a) &&
              !ownGlosses.has(glossOf(a)) &&
              !closeInMeaning(a.word, word, pos),
          )
      : [];
    const trap = antonyms.length ? [rng.pick(antonyms)] : [];
    const distractors = pickDistractors(
      rng,
      pos,
      3 - trap.length,
      (e) =>
        kind.distractorFits(e) &&
        shortGloss(e) &&
        !ownGlosses.has(glossOf(e)) &&
        !closeInMeaning(e.word, word, pos) &&
        !trap.some((t) => closeInMeaning(e.word, t.word, pos) || glossOf(t) === glossOf(e)),
      kind.lookAlikes ? word : '',
      [word, ...trap.map((t) => t.word)],
      glossOf,
    );
    const wrong = [...trap, ...distractors];
    const options = rng.shuffle([answer, ...wrong.map((d) => glossOf(d))]);
    const { example } = context;
    const statement = wordStatement(
      context,
      { en: 'what does the word in bold mean?', hi: 'का अर्थ क्या है?' },
      {
        en: `Choose the option that best expresses the meaning of ${headword(word)}.`,
        hi: `${headword(word)} शब्द का सही अर्थ बताने वाला विकल्प चुनिए।`,
      },
    );
    const others = {
      en: wrong.map(
        (d) =>
          `- *${glossOf(d)}* is the meaning of **${d.word}**${trap.includes(d) ? `, the opposite of **${word}**` : ''}.`,
      ),
      hi: wrong.map(
        (d) =>
          `- *${glossOf(d)}* **${d.word}** का अर्थ है${trap.includes(d) ? `, जो **${word}** का विलोम है` : ''}।`,
      ),
    };
    return {
      answer,
      options,
      statement,
      solution: {
        en: [
          `**${word}** is a ${POS_NAME[pos].en}${example ? ' and is used here in the sense' : ' meaning'}: *${answer}*.`,
          `The other options:\n${others.en.join('\n')}`,
        ],
        hi: [
          `**${word}** एक ${POS_NAME[pos].hi} है${example ? ' और यहाँ इस अर्थ में प्रयुक्त है' : ', जिसका अर्थ है'}: *${answer}*।`,
          `अन्य विकल्प:\n${others.hi.join('\n')}`,
        ],
      },
      // Scan every WordNet sense with this definition for one that the word has.
      check: () =>
        options.flatMap((o, i) =>
          SYNSETS.some((s) => s.pos === pos && s.gloss === o && s.words.includes(word)) ? [i] : [],
        ),
    };
  });
}

/** Everyday words with the meanings of other everyday words as options. */
export const wordMeaningCommonWord = meaningGenerator({
  id: 'word-meaning/common-word',
  difficulty: 'easy',
  expectedSeconds: 30,
  title: { en: 'Meaning of a common word', hi: 'सामान्य शब्द का अर्थ' },
  pool: ENTRIES.filter((e) => e.freq >= COMMON_FREQ && askedSense(e, false) >= 0),
  inContext: false,
  antonymTrap: false,
  distractorFits: (e) => e.freq >= 2,
  lookAlikes: false,
});

/** Exam words, with the meanings of look-alike words and of the opposite word as traps. */
export const wordMeaningExamWord = meaningGenerator({
  id: 'word-meaning/exam-word',
  difficulty: 'medium',
  expectedSeconds: 45,
  title: { en: 'Meaning of a difficult word', hi: 'कठिन शब्द का अर्थ' },
  pool: ENTRIES.filter((e) => e.freq < COMMON_FREQ && askedSense(e, false) >= 0),
  inContext: false,
  antonymTrap: true,
  distractorFits: () => true,
  lookAlikes: true,
});

/** The word in a sentence: choose the meaning it has there. */
export const wordMeaningInContext = meaningGenerator({
  id: 'word-meaning/in-context',
  difficulty: 'hard',
  expectedSeconds: 60,
  title: { en: 'Meaning of a word in context', hi: 'वाक्य में प्रयुक्त शब्द का अर्थ' },
  pool: ENTRIES.filter((e) => e.freq < 3 * COMMON_FREQ && boldExample(e) && askedSense(e, true) === 0),
  inContext: true,
  antonymTrap: true,
  distractorFits: () => true,
  lookAlikes: true,
});
