import type { QuestionGenerator } from '../../generator.js';
import { averagesClassSizeInRange, averagesMaxPossibleMember } from './averages-bounds.js';
import { averagesBowlerAverage, averagesRequiredRunRate } from './averages-cricket.js';
import {
  averagesConsecutiveNumbers,
  averagesFamilyBaby,
  averagesTwoSections,
  averagesWrongEntry,
} from './averages-groups.js';
import {
  mixturesBackAndForth,
  mixturesDrawOffFraction,
  mixturesProfitAlligation,
  mixturesWaterForProfit,
} from './mixtures-and-alligations-profit.js';
import { mixturesCaratGold, mixturesReplaceWithSolution } from './mixtures-and-alligations-purity.js';
import {
  mixturesAddToChangeRatio,
  mixturesAlloysCombined,
  mixturesThirdVarietyPrice,
} from './mixtures-and-alligations-ratios.js';
import { ratioPartnershipShare, ratioPartnershipWorkingPartner } from './ratio-and-proportion-partnership.js';
import {
  ratioSharesAfterAdjustment,
  ratioSumOfSquares,
  ratioTransferKeepsTotal,
} from './ratio-and-proportion-shares.js';
import {
  ratioFixedPlusVariable,
  ratioJointVariation,
  ratioProportionals,
} from './ratio-and-proportion-variation.js';

/** More shapes of quantitative topics (docs/question-bank.md). */
export const QUANT_GROUP_M: readonly QuestionGenerator[] = [
  ratioPartnershipShare,
  ratioPartnershipWorkingPartner,
  ratioProportionals,
  ratioJointVariation,
  ratioFixedPlusVariable,
  ratioSharesAfterAdjustment,
  ratioSumOfSquares,
  ratioTransferKeepsTotal,
  averagesConsecutiveNumbers,
  averagesWrongEntry,
  averagesFamilyBaby,
  averagesTwoSections,
  averagesRequiredRunRate,
  averagesBowlerAverage,
  averagesMaxPossibleMember,
  averagesClassSizeInRange,
  mixturesAddToChangeRatio,
  mixturesAlloysCombined,
  mixturesThirdVarietyPrice,
  mixturesDrawOffFraction,
  mixturesWaterForProfit,
  mixturesProfitAlligation,
  mixturesBackAndForth,
  mixturesCaratGold,
  mixturesReplaceWithSolution,
];
