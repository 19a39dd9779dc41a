import type { QuestionGenerator } from '../../generator.js';
import { advancedBaseConversion, advancedTrailingZerosInBase } from './advanced-concepts-in-numbers-bases.js';
import { advancedCoprimeCount, advancedSumOfFactors } from './advanced-concepts-in-numbers-divisors.js';
import { advancedLastTwoDigits, advancedTwoRemainders } from './advanced-concepts-in-numbers-remainders.js';
import {
  logarithmsInequalityCount,
  logarithmsLogsInProgression,
  logarithmsQuadraticInLog,
  logarithmsTwoVariableSystem,
} from './logarithms-solving.js';
import { logarithmsChainOfBases, logarithmsFromGivenValues } from './logarithms-values.js';
import {
  surdsCompareLargePowers,
  surdsEqualPowersRelation,
  surdsPowerEqualsOne,
  surdsProductOfPowers,
} from './surds-and-indices-powers.js';
import {
  surdsRationalise,
  surdsSquareRootOfSurd,
  surdsTelescopingSum,
} from './surds-and-indices-radicals.js';

/** More shapes of quantitative topics (docs/question-bank.md). Brief: /work/briefs/quant-y.md */
export const QUANT_GROUP_Y: readonly QuestionGenerator[] = [
  advancedLastTwoDigits,
  advancedTwoRemainders,
  advancedBaseConversion,
  advancedTrailingZerosInBase,
  advancedSumOfFactors,
  advancedCoprimeCount,
  surdsSquareRootOfSurd,
  surdsRationalise,
  surdsTelescopingSum,
  surdsCompareLargePowers,
  surdsProductOfPowers,
  surdsEqualPowersRelation,
  surdsPowerEqualsOne,
  logarithmsChainOfBases,
  logarithmsFromGivenValues,
  logarithmsQuadraticInLog,
  logarithmsInequalityCount,
  logarithmsTwoVariableSystem,
  logarithmsLogsInProgression,
];
