import type { QuestionGenerator } from '../../generator.js';
import { causeEffectChainOrder, causeEffectImmediatePrincipal } from './statements/cause-chains.js';
import {
  causeEffectCausalPair,
  causeEffectCauseOfEffect,
  causeEffectCommonCausePair,
  causeEffectEffectOfCause,
  causeEffectUnrelatedPair,
} from './statements/cause-pairs.js';
import { causeEffectFourEventReport, causeEffectMatchSix } from './statements/cause-passages.js';

import { analogyThreeOfSix, analogyTwoPairOption } from './verbal-analogy-1-cat.js';
import {
  analogyChoosePair,
  analogyDoubleBlank,
  analogyMissingFirst,
  analogyNameRelation,
  analogyOddRelation,
} from './verbal-analogy-1-relations.js';

/** More shapes of reasoning topics (docs/question-bank.md). Brief: /work/briefs/reasoning-v.md */
export const REASONING_GROUP_V: readonly QuestionGenerator[] = [
  causeEffectCauseOfEffect,
  causeEffectEffectOfCause,
  causeEffectCausalPair,
  causeEffectCommonCausePair,
  causeEffectMatchSix,
  causeEffectFourEventReport,
  causeEffectUnrelatedPair,
  causeEffectChainOrder,
  causeEffectImmediatePrincipal,
  analogyChoosePair,
  analogyMissingFirst,
  analogyOddRelation,
  analogyDoubleBlank,
  analogyNameRelation,
  analogyTwoPairOption,
  analogyThreeOfSix,
];
