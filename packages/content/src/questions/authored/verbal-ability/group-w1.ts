import type { AuthoredTopic } from '../../authored.js';
import { activePassiveVoice } from './active-passive-voice.js';
import { articles } from './articles.js';
import { directIndirectSpeech } from './direct-indirect-speech.js';
import { idiomsAndPhrases } from './idioms-and-phrases.js';
import { oneWordSubstitution } from './one-word-substitution.js';
import { partsOfSpeech } from './parts-of-speech.js';
import { prepositions } from './prepositions.js';
import { selectingWords } from './selecting-words.js';
import { subjectVerbAgreement } from './subject-verb-agreement.js';
import { tenses } from './tenses.js';

/** Grammar topics. */
export const VERBAL_GROUP_W1: readonly AuthoredTopic[] = [
  idiomsAndPhrases,
  partsOfSpeech,
  tenses,
  subjectVerbAgreement,
  articles,
  prepositions,
  activePassiveVoice,
  directIndirectSpeech,
  selectingWords,
  oneWordSubstitution,
];
