import type { QuestionGenerator } from '../../generator.js';
import { analogiesCuratedAntonymPair, analogiesCuratedSynonymPair } from './curated-analogies.js';
import { wordMeaningCuratedInSentence, wordMeaningCuratedWord } from './curated-meaning.js';
import { spellingsCuratedCorrectSpelling, spellingsCuratedMisspeltInSentence } from './curated-spellings.js';
import {
  antonymsCuratedInSentence,
  antonymsCuratedWord,
  synonymsCuratedInSentence,
  synonymsCuratedWord,
} from './curated-synonyms.js';

/** Vocabulary generators on the curated word list (packages/content/data/vocabulary-curated). Brief: /work/briefs/verbal-w.md */
export const VERBAL_GROUP_W: readonly QuestionGenerator[] = [
  synonymsCuratedWord,
  synonymsCuratedInSentence,
  antonymsCuratedWord,
  antonymsCuratedInSentence,
  wordMeaningCuratedInSentence,
  wordMeaningCuratedWord,
  analogiesCuratedSynonymPair,
  analogiesCuratedAntonymPair,
  spellingsCuratedCorrectSpelling,
  spellingsCuratedMisspeltInSentence,
];
