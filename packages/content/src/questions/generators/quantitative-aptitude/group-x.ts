import type { QuestionGenerator } from '../../generator.js';
import {
  divisibilityExactlyOne,
  divisibilityPermutationsByEleven,
  divisibilityRepeatedBlock,
} from './divisibility-rules-counting.js';
import {
  divisibilityByEightPick,
  divisibilityCompositeDigitCount,
  divisibilityConcatenatedNumbers,
  divisibilityLeastToAdd,
  divisibilityThreeDigitGroups,
} from './divisibility-rules-tests.js';
import { fractionsSimplestBetween } from './fractions-and-decimals-between.js';
import {
  fractionsDifferenceOfParts,
  fractionsTerminatingCount,
  fractionsTerminatingPick,
  fractionsUnitSeriesThreshold,
} from './fractions-and-decimals-decimals.js';
import {
  fractionsBodmasOf,
  fractionsContinuedFraction,
  fractionsRecurringSum,
  fractionsTelescopingProduct,
} from './fractions-and-decimals-simplify.js';
import {
  hcfLcmPairsWithHcfAndLcm,
  hcfLcmPairsWithHcfAndSum,
  hcfLcmSumAndMultiple,
  hcfLcmUnrelatedRemainders,
} from './hcf-and-lcm-pairs.js';
import {
  hcfLcmMeasuringCan,
  hcfLcmOfFractions,
  hcfLcmRatioAndLcm,
  hcfLcmRemaindersCommonGap,
} from './hcf-and-lcm-problems.js';

/** More shapes of quantitative topics (docs/question-bank.md). Brief: /work/briefs/quant-x.md */
export const QUANT_GROUP_X: readonly QuestionGenerator[] = [
  fractionsContinuedFraction,
  fractionsBodmasOf,
  fractionsRecurringSum,
  fractionsTelescopingProduct,
  fractionsTerminatingPick,
  fractionsDifferenceOfParts,
  fractionsUnitSeriesThreshold,
  fractionsTerminatingCount,
  fractionsSimplestBetween,
  hcfLcmOfFractions,
  hcfLcmMeasuringCan,
  hcfLcmRemaindersCommonGap,
  hcfLcmRatioAndLcm,
  hcfLcmSumAndMultiple,
  hcfLcmPairsWithHcfAndSum,
  hcfLcmPairsWithHcfAndLcm,
  hcfLcmUnrelatedRemainders,
  divisibilityByEightPick,
  divisibilityLeastToAdd,
  divisibilityThreeDigitGroups,
  divisibilityConcatenatedNumbers,
  divisibilityExactlyOne,
  divisibilityRepeatedBlock,
  divisibilityPermutationsByEleven,
  divisibilityCompositeDigitCount,
];
