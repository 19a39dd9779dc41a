import type { QuestionGenerator } from '../../generator.js';
import { algebraReciprocalPowers, algebraSumAndProduct, algebraThreeVariableCubes } from './basic-alzebra.js';
import {
  inequalitiesAmGmMinimum,
  inequalitiesLinear,
  inequalitiesQuadraticComparison,
} from './inequalities.js';
import { linearConsistencyCondition, linearCostOfItems, linearReciprocalSystem } from './linear-equations.js';
import {
  mixturesAlligationRatio,
  mixturesRepeatedReplacement,
  mixturesTwoVessels,
} from './mixtures-and-alligations.js';
import {
  polynomialsFindCoefficient,
  polynomialsRemainderTheorem,
  polynomialsZerosExpression,
} from './polynomials.js';
import { profitChangeSellingPrice, profitFalseWeight, profitMarkupDiscount } from './profit-and-loss.js';
import {
  interestCiSiDifference,
  interestCompoundTwoAmounts,
  interestSimpleTwoAmounts,
} from './simple-and-compound-interest.js';
import {
  surdsCompareSurds,
  surdsConjugateExpression,
  surdsExponentialEquation,
} from './surds-and-indices.js';

/** Quantitative aptitude: mixtures to linear equations. */
export const QUANT_GROUP_B: readonly QuestionGenerator[] = [
  mixturesAlligationRatio,
  mixturesRepeatedReplacement,
  mixturesTwoVessels,
  profitMarkupDiscount,
  profitChangeSellingPrice,
  profitFalseWeight,
  interestSimpleTwoAmounts,
  interestCiSiDifference,
  interestCompoundTwoAmounts,
  algebraSumAndProduct,
  algebraReciprocalPowers,
  algebraThreeVariableCubes,
  surdsExponentialEquation,
  surdsCompareSurds,
  surdsConjugateExpression,
  inequalitiesLinear,
  inequalitiesQuadraticComparison,
  inequalitiesAmGmMinimum,
  polynomialsRemainderTheorem,
  polynomialsFindCoefficient,
  polynomialsZerosExpression,
  linearCostOfItems,
  linearConsistencyCondition,
  linearReciprocalSystem,
];
