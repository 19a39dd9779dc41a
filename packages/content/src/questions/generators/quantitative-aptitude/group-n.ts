import type { QuestionGenerator } from '../../generator.js';
import {
  agesChildrenAtIntervals,
  agesCommitteeReplacement,
  agesOnePersonTwoTimes,
  agesRatioAndDifference,
  agesSumAndMultiple,
} from './ages-equations.js';
import { agesAsOldAsYouAreNow, agesProductOfAges, agesReversedDigits } from './ages-puzzles.js';
import {
  boatsFloatingObject,
  boatsRestStopStream,
  boatsUpDownTimeGap,
} from './boats-and-streams-journeys.js';
import { boatsMeetingTwice, boatsTwoSeasons } from './boats-and-streams-puzzles.js';
import {
  boatsRoundTripAverageSpeed,
  boatsSameDistanceTwoTimes,
  boatsUpstreamTimeMultiple,
} from './boats-and-streams-speeds.js';
import {
  numberSystemConsecutiveProduct,
  numberSystemNDigitMultiple,
  numberSystemRemainderOfProduct,
  numberSystemReversedDigits,
} from './number-system-digits.js';
import {
  numberSystemEvenOddDivisors,
  numberSystemPowerInFactorial,
  numberSystemThreeRemainders,
} from './number-system-divisors.js';

/** More shapes of quantitative topics (docs/question-bank.md). */
export const QUANT_GROUP_N: readonly QuestionGenerator[] = [
  numberSystemNDigitMultiple,
  numberSystemReversedDigits,
  numberSystemRemainderOfProduct,
  numberSystemEvenOddDivisors,
  numberSystemPowerInFactorial,
  numberSystemThreeRemainders,
  numberSystemConsecutiveProduct,
  agesSumAndMultiple,
  agesOnePersonTwoTimes,
  agesChildrenAtIntervals,
  agesCommitteeReplacement,
  agesAsOldAsYouAreNow,
  agesReversedDigits,
  agesProductOfAges,
  agesRatioAndDifference,
  boatsUpstreamTimeMultiple,
  boatsSameDistanceTwoTimes,
  boatsRoundTripAverageSpeed,
  boatsRestStopStream,
  boatsFloatingObject,
  boatsMeetingTwice,
  boatsTwoSeasons,
  boatsUpDownTimeGap,
];
