import type { QuestionGenerator } from '../../generator.js';
import {
  advancedNumberOfFactors,
  advancedPowerRemainder,
  advancedTrailingZeros,
  advancedUnitDigit,
} from './advanced-concepts-in-numbers.js';
import {
  averagesBatsmanInnings,
  averagesJoinAndReplace,
  averagesMiddleResult,
  averagesNumberRemoved,
} from './averages.js';
import {
  divisibilityMissingDigitEleven,
  divisibilityMissingDigitNine,
  divisibilityTwoDigits,
} from './divisibility-rules.js';
import {
  fractionsCompare,
  fractionsOfRemainder,
  fractionsRecurringDecimal,
} from './fractions-and-decimals.js';
import {
  hcfLcmBellsTogether,
  hcfLcmFourDigitRemainder,
  hcfLcmProductRule,
  hcfLcmSameRemainder,
} from './hcf-and-lcm.js';
import {
  numberSystemDivisibleByNeither,
  numberSystemRemainderByFactor,
  numberSystemSuccessiveDivision,
  numberSystemSumOfMultiples,
} from './number-system.js';
import {
  percentagesElection,
  percentagesPriceFallMoreQuantity,
  percentagesSuccessiveChange,
} from './percentages.js';
import {
  ratioChangingRatio,
  ratioCoins,
  ratioCombine,
  ratioIncomeExpenditure,
} from './ratio-and-proportion.js';

/** Quantitative aptitude: numbers, averages, percentages, ratio. */
export const QUANT_GROUP_A: readonly QuestionGenerator[] = [
  averagesNumberRemoved,
  averagesBatsmanInnings,
  averagesMiddleResult,
  averagesJoinAndReplace,
  numberSystemRemainderByFactor,
  numberSystemSumOfMultiples,
  numberSystemSuccessiveDivision,
  numberSystemDivisibleByNeither,
  fractionsCompare,
  fractionsRecurringDecimal,
  fractionsOfRemainder,
  hcfLcmProductRule,
  hcfLcmBellsTogether,
  hcfLcmSameRemainder,
  hcfLcmFourDigitRemainder,
  divisibilityMissingDigitNine,
  divisibilityMissingDigitEleven,
  divisibilityTwoDigits,
  advancedUnitDigit,
  advancedTrailingZeros,
  advancedNumberOfFactors,
  advancedPowerRemainder,
  percentagesSuccessiveChange,
  percentagesElection,
  percentagesPriceFallMoreQuantity,
  ratioCombine,
  ratioCoins,
  ratioChangingRatio,
  ratioIncomeExpenditure,
];
