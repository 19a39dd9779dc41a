import type { QuestionGenerator } from '../../generator.js';
import { algebraTwoVariableMinimum, algebraZeroSumPowers } from './basic-alzebra-cat.js';
import {
  algebraCubeSumFromSumProduct,
  algebraIdentityShortcut,
  algebraSimplifySquares,
} from './basic-alzebra-identities.js';
import { algebraDifferenceOfSquares, algebraRatioExpression } from './basic-alzebra-ratios.js';
import {
  inequalitiesCommonIntegers,
  inequalitiesIntegerPairsCount,
  inequalitiesQuadraticAndModulus,
  inequalitiesQuadraticIntegerCount,
} from './inequalities-integer-counts.js';
import {
  inequalitiesBudgetLimit,
  inequalitiesModulusCount,
  inequalitiesSignAnalysis,
} from './inequalities-ranges.js';
import {
  linearExtremeItemsExactBill,
  linearIntegerSolutionsCount,
  linearPairwiseSums,
} from './linear-equations-integer-solutions.js';
import {
  linearDigitSumMultiple,
  linearFractionFromChanges,
  linearMarkingScheme,
  linearTicketsSold,
} from './linear-equations-word-problems.js';
import {
  quadraticEquationsCommonRoot,
  quadraticEquationsIntegerRootsCount,
  quadraticEquationsPositiveRootsCount,
} from './quadratic-equations-conditions.js';
import {
  quadraticEquationsEqualRootsK,
  quadraticEquationsExtremeValue,
  quadraticEquationsFromSurdRoots,
  quadraticEquationsRootsInRatio,
} from './quadratic-equations-roots.js';

/** More shapes of quantitative topics (docs/question-bank.md). */
export const QUANT_GROUP_W: readonly QuestionGenerator[] = [
  quadraticEquationsEqualRootsK,
  quadraticEquationsFromSurdRoots,
  quadraticEquationsRootsInRatio,
  quadraticEquationsExtremeValue,
  quadraticEquationsCommonRoot,
  quadraticEquationsIntegerRootsCount,
  quadraticEquationsPositiveRootsCount,
  linearDigitSumMultiple,
  linearTicketsSold,
  linearFractionFromChanges,
  linearMarkingScheme,
  linearPairwiseSums,
  linearIntegerSolutionsCount,
  linearExtremeItemsExactBill,
  inequalitiesModulusCount,
  inequalitiesSignAnalysis,
  inequalitiesBudgetLimit,
  inequalitiesCommonIntegers,
  inequalitiesIntegerPairsCount,
  inequalitiesQuadraticAndModulus,
  inequalitiesQuadraticIntegerCount,
  algebraCubeSumFromSumProduct,
  algebraIdentityShortcut,
  algebraSimplifySquares,
  algebraZeroSumPowers,
  algebraTwoVariableMinimum,
  algebraRatioExpression,
  algebraDifferenceOfSquares,
];
