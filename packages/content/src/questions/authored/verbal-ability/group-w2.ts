import type { AuthoredTopic } from '../../authored.js';
import { clozeTest } from './cloze-test.js';
import { errorSpotting } from './error-spotting.js';
import { jumbledWords } from './jumbled-words.js';
import { paraJumbles } from './para-jumbles.js';
import { paraSummary } from './para-summary.js';
import { sentenceArrangement } from './sentence-arrangement.js';
import { sentenceCompletion } from './sentence-completion.js';
import { sentenceCorrection } from './sentence-correction.js';
import { sentenceImprovement } from './sentence-improvement.js';

/** Sentence and paragraph topics. */
export const VERBAL_GROUP_W2: readonly AuthoredTopic[] = [
  jumbledWords,
  errorSpotting,
  sentenceCompletion,
  sentenceCorrection,
  sentenceImprovement,
  sentenceArrangement,
  paraJumbles,
  clozeTest,
  paraSummary,
];
