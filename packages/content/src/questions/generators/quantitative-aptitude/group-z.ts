import type { QuestionGenerator } from '../../generator.js';
import { functionsIteratedCycle, functionsMinOfMax, functionsNestedModulus } from './functions-cat.js';
import {
  functionsDomainIntegers,
  functionsOddPartValue,
  functionsQuadraticRange,
  functionsSignFlipPeriodic,
} from './functions-values.js';
import { polynomialsHcfLcm, polynomialsRemainderByQuadratic } from './polynomials-division.js';
import { polynomialsIntegerCoefficientValues } from './polynomials-integer.js';
import { polynomialsCubicVieta, polynomialsRealRootsCount } from './polynomials-roots.js';
import {
  polynomialsCubicThroughPoints,
  polynomialsQuadraticFromValues,
  polynomialsSumOfCoefficients,
} from './polynomials-values.js';
import {
  sequenceCommonTerms,
  sequenceMaxApSum,
  sequenceRecursivePeriodic,
} from './sequence-and-series-ap-gp-hp-cat.js';
import {
  sequenceMeansRelation,
  sequenceMonthlySavings,
  sequenceNthTermFromSum,
  sequenceSumOfPowers,
} from './sequence-and-series-ap-gp-hp-terms.js';

/** More shapes of quantitative topics (docs/question-bank.md). Brief: /work/briefs/quant-z.md */
export const QUANT_GROUP_Z: readonly QuestionGenerator[] = [
  polynomialsRemainderByQuadratic,
  polynomialsHcfLcm,
  polynomialsCubicVieta,
  polynomialsRealRootsCount,
  polynomialsQuadraticFromValues,
  polynomialsSumOfCoefficients,
  polynomialsCubicThroughPoints,
  polynomialsIntegerCoefficientValues,
  functionsDomainIntegers,
  functionsQuadraticRange,
  functionsOddPartValue,
  functionsSignFlipPeriodic,
  functionsNestedModulus,
  functionsIteratedCycle,
  functionsMinOfMax,
  sequenceNthTermFromSum,
  sequenceSumOfPowers,
  sequenceMeansRelation,
  sequenceMonthlySavings,
  sequenceCommonTerms,
  sequenceMaxApSum,
  sequenceRecursivePeriodic,
];
