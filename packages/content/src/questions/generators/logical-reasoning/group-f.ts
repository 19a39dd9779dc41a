import type { QuestionGenerator } from '../../generator.js';
import { bloodRelationsChain, bloodRelationsCoded, bloodRelationsPointing } from './blood-relations.js';
import { codingLetterShift, codingLetterSums, codingSentences } from './coding-decoding.js';
import {
  directionSenseDegreeTurns,
  directionSenseShortestDistance,
  directionSenseTwoWalkers,
} from './direction-sense.js';
import {
  orderRankingComparison,
  orderRankingInterchange,
  orderRankingPositions,
} from './order-and-ranking.js';
import { seriesNextLetters, seriesNextNumber, seriesWrongNumber } from './series.js';
import { syllogismPossibility, syllogismThreeStatements, syllogismTwoStatements } from './syllogism.js';

/** Logical reasoning: syllogism, relations, directions, ranking, series, coding. */
export const REASONING_GROUP_F: readonly QuestionGenerator[] = [
  syllogismTwoStatements,
  syllogismThreeStatements,
  syllogismPossibility,
  bloodRelationsPointing,
  bloodRelationsChain,
  bloodRelationsCoded,
  directionSenseShortestDistance,
  directionSenseDegreeTurns,
  directionSenseTwoWalkers,
  orderRankingPositions,
  orderRankingInterchange,
  orderRankingComparison,
  seriesNextNumber,
  seriesNextLetters,
  seriesWrongNumber,
  codingLetterShift,
  codingLetterSums,
  codingSentences,
];
