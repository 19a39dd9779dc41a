import type { AuthoredTopic } from '../../authored.js';
import { authorsPurposeAndTone } from './authors-purpose-and-tone.js';
import { criticalReasoning } from './critical-reasoning.js';
import { factVsOpinion } from './fact-vs-opinion.js';
import { inferenceBasedQuestions } from './inference-based-questions.js';
import { longPassages } from './long-passages.js';
import { mainIdeathemeQuestions } from './main-ideatheme-questions.js';
import { mediumPassages } from './medium-passages.js';
import { othersmixedGenres } from './othersmixed-genres.js';
import { paragraphlineReference } from './paragraphline-reference.js';
import { shortPassages } from './short-passages.js';
import { socialSciences } from './social-sciences.js';
import { supportingDetails } from './supporting-details.js';
import { vocabuloryInContext } from './vocabulory-in-context.js';

/** Reading comprehension passages (second half of the topics). */
export const RC_GROUP_R2: readonly AuthoredTopic[] = [
  socialSciences,
  othersmixedGenres,
  mainIdeathemeQuestions,
  supportingDetails,
  inferenceBasedQuestions,
  vocabuloryInContext,
  authorsPurposeAndTone,
  criticalReasoning,
  factVsOpinion,
  paragraphlineReference,
  shortPassages,
  mediumPassages,
  longPassages,
];
