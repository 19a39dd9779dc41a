import type { QuestionGenerator } from '../../generator.js';
import { analogiesAntonymPair, analogiesSameRelation, analogiesSynonymPair } from './analogies.js';
import { antonymsCommonWord, antonymsExamWord, antonymsInContext } from './antonyms.js';
import { spellingsCorrectSpelling, spellingsMisspeltInSentence } from './spellings.js';
import { synonymsCommonWord, synonymsExamWord, synonymsInContext } from './synonyms.js';
import { wordMeaningCommonWord, wordMeaningExamWord, wordMeaningInContext } from './word-meaning.js';

/** Verbal ability generators built on the WordNet vocabulary (packages/content/data/vocabulary.json). */
export const VERBAL_GROUP_V: readonly QuestionGenerator[] = [
  synonymsCommonWord,
  synonymsExamWord,
  synonymsInContext,
  antonymsCommonWord,
  antonymsExamWord,
  antonymsInContext,
  wordMeaningCommonWord,
  wordMeaningExamWord,
  wordMeaningInContext,
  analogiesAntonymPair,
  analogiesSynonymPair,
  analogiesSameRelation,
  spellingsCorrectSpelling,
  spellingsMisspeltInSentence,
];
