import type { QuestionGenerator } from '../../generator.js';
import {
  pncBoundedSolutions,
  pncGridPathsAvoiding,
  pncIdenticalObjects,
} from './permutations-and-combinations-distribution.js';
import {
  pncCircularArrangements,
  pncPointsLinesTriangles,
} from './permutations-and-combinations-geometry.js';
import {
  pncAtLeastOneOfAKind,
  pncRankOfWord,
  pncRowRestrictions,
} from './permutations-and-combinations-restrictions.js';
import { probabilityBayesTwoBags, probabilityConditionalFromCounts } from './probability-conditional.js';
import {
  probabilityCardFromPack,
  probabilityCoinsHeads,
  probabilityTwoDice,
} from './probability-dice-cards.js';
import { probabilityFirstToDrawRed, probabilityRepeatedTrials } from './probability-repeated.js';
import {
  setTheoryCartesianProduct,
  setTheoryCountingSubsets,
  setTheoryMultiplesUpToN,
} from './set-theory-counting.js';
import { setTheoryAllThreeExtremes, setTheoryExactlyOneTwoExtremes } from './set-theory-extremes.js';
import { setTheoryRegionsFromTotals, setTheorySurveyPercentages } from './set-theory-surveys.js';
import {
  statisticsCombinedVariance,
  statisticsMedianExtremes,
  statisticsQuartiles,
} from './statistics-spread.js';
import {
  statisticsEmpiricalMode,
  statisticsMeanFromFrequencyTable,
  statisticsMissingFrequency,
  statisticsWeightedMean,
} from './statistics-tables.js';

/** More shapes of quantitative topics (docs/question-bank.md). */
export const QUANT_GROUP_T: readonly QuestionGenerator[] = [
  probabilityTwoDice,
  probabilityCardFromPack,
  probabilityCoinsHeads,
  probabilityRepeatedTrials,
  probabilityConditionalFromCounts,
  probabilityBayesTwoBags,
  probabilityFirstToDrawRed,
  pncPointsLinesTriangles,
  pncCircularArrangements,
  pncRowRestrictions,
  pncAtLeastOneOfAKind,
  pncRankOfWord,
  pncIdenticalObjects,
  pncBoundedSolutions,
  pncGridPathsAvoiding,
  setTheoryCountingSubsets,
  setTheoryCartesianProduct,
  setTheoryMultiplesUpToN,
  setTheorySurveyPercentages,
  setTheoryRegionsFromTotals,
  setTheoryAllThreeExtremes,
  setTheoryExactlyOneTwoExtremes,
  statisticsMeanFromFrequencyTable,
  statisticsMissingFrequency,
  statisticsWeightedMean,
  statisticsEmpiricalMode,
  statisticsQuartiles,
  statisticsCombinedVariance,
  statisticsMedianExtremes,
];
