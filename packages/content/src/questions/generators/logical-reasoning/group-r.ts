import type { QuestionGenerator } from '../../generator.js';
import {
  codingDigitSymbolConditions,
  codingMixedLetterNumber,
  codingNumberBehindCode,
} from './coding-decoding-conditions.js';
import { codingDeterminableCodes, codingWordLengthCodes } from './coding-decoding-sentences.js';
import {
  codingCalledAnotherWord,
  codingDecodeWord,
  codingLetterPositionDigits,
} from './coding-decoding-substitution.js';
import { seatingConditionalQuestion, seatingWithProfessions } from './seating-arrangements-cat.js';
import {
  seatingParallelRows,
  seatingPersonsBetween,
  seatingRowMixedFacing,
} from './seating-arrangements-rows.js';
import { seatingFacingOutward, seatingSquareTable } from './seating-arrangements-tables.js';
import { seriesAlternating, seriesLetterNumber, seriesMissingTerm } from './series-patterns.js';
import {
  seriesChangingMultiplier,
  seriesDigitRule,
  seriesSameRuleNewStart,
  seriesSecondTierDifferences,
} from './series-recurrences.js';
import {
  syllogismCountConclusions,
  syllogismMinimumStatements,
  syllogismSupportingStatements,
} from './syllogism-cat.js';
import {
  syllogismDefinitelyFalse,
  syllogismEitherOrPair,
  syllogismOnlyAFew,
  syllogismWhichFollows,
} from './syllogism-forms.js';

/** More shapes of reasoning topics (docs/question-bank.md). */
export const REASONING_GROUP_R: readonly QuestionGenerator[] = [
  codingCalledAnotherWord,
  codingDecodeWord,
  codingLetterPositionDigits,
  codingMixedLetterNumber,
  codingDigitSymbolConditions,
  codingNumberBehindCode,
  codingDeterminableCodes,
  codingWordLengthCodes,
  seriesAlternating,
  seriesMissingTerm,
  seriesLetterNumber,
  seriesChangingMultiplier,
  seriesSecondTierDifferences,
  seriesDigitRule,
  seriesSameRuleNewStart,
  seatingParallelRows,
  seatingRowMixedFacing,
  seatingPersonsBetween,
  seatingSquareTable,
  seatingFacingOutward,
  seatingConditionalQuestion,
  seatingWithProfessions,
  syllogismOnlyAFew,
  syllogismWhichFollows,
  syllogismDefinitelyFalse,
  syllogismEitherOrPair,
  syllogismSupportingStatements,
  syllogismMinimumStatements,
  syllogismCountConclusions,
];
