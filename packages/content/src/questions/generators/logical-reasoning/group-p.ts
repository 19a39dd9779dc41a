import type { QuestionGenerator } from '../../generator.js';
import { bloodRelationsMustBeTrue, bloodRelationsProfessions } from './blood-relations-deduction.js';
import { bloodRelationsExpressionFor, bloodRelationsOnlyChild } from './blood-relations-expressions.js';
import {
  bloodRelationsCountMales,
  bloodRelationsReverse,
  bloodRelationsWhoIsRelative,
} from './blood-relations-members.js';
import {
  directionSenseClockHands,
  directionSenseRenamedCompass,
  directionSenseSunShadow,
} from './direction-sense-facing.js';
import { directionSenseFaultyCompass, directionSenseVillagePositions } from './direction-sense-maps.js';
import {
  directionSenseDirectionFromStart,
  directionSenseStartingDirection,
} from './direction-sense-walks.js';
import {
  orderRankingCountOrders,
  orderRankingMustBeTrue,
  orderRankingTwoCriteria,
} from './order-and-ranking-comparisons.js';
import {
  orderRankingMinimumQueue,
  orderRankingPersonsBetween,
  orderRankingQueueChain,
  orderRankingRankAfterLeaving,
} from './order-and-ranking-queues.js';

/** More shapes of reasoning topics (docs/question-bank.md). */
export const REASONING_GROUP_P: readonly QuestionGenerator[] = [
  bloodRelationsWhoIsRelative,
  bloodRelationsCountMales,
  bloodRelationsReverse,
  bloodRelationsExpressionFor,
  bloodRelationsOnlyChild,
  bloodRelationsMustBeTrue,
  bloodRelationsProfessions,
  directionSenseSunShadow,
  directionSenseRenamedCompass,
  directionSenseClockHands,
  directionSenseStartingDirection,
  directionSenseDirectionFromStart,
  directionSenseVillagePositions,
  directionSenseFaultyCompass,
  orderRankingPersonsBetween,
  orderRankingMinimumQueue,
  orderRankingQueueChain,
  orderRankingRankAfterLeaving,
  orderRankingMustBeTrue,
  orderRankingCountOrders,
  orderRankingTwoCriteria,
];
