import type { QuestionGenerator } from '../../generator.js';
import {
  percentagesConsumptionForBudget,
  percentagesMoreThanLessThan,
  percentagesValueYearsAgo,
} from './percentages-change.js';
import {
  percentagesBoysGirlsPassRate,
  percentagesPassedBothSubjects,
  percentagesPassMarks,
} from './percentages-exams.js';
import { percentagesIncomeSpentHeads, percentagesSalarySavingsRise } from './percentages-income.js';
import { profitCostOfNSellingOfM, profitPriceForMaxProfit } from './profit-and-loss-articles.js';
import {
  profitBuyGetFree,
  profitDiscountSalesVolume,
  profitSuccessiveDiscounts,
} from './profit-and-loss-discounts.js';
import {
  profitGainEqualsLoss,
  profitSamePriceGainLoss,
  profitTwoDiscountsCost,
} from './profit-and-loss-selling-prices.js';
import {
  interestCompoundPartYear,
  interestHalfYearlyVsAnnual,
  interestYearlyInterestsToSimple,
} from './simple-and-compound-interest-compound.js';
import { interestEqualInstalments, interestSplitTwoPlans } from './simple-and-compound-interest-loans.js';
import {
  interestRateChanges,
  interestSimpleTimesItself,
  interestTwoPartsTwoRates,
} from './simple-and-compound-interest-simple.js';

/** More shapes of quantitative topics (docs/question-bank.md): percentages, profit and loss, interest. */
export const QUANT_GROUP_K: readonly QuestionGenerator[] = [
  percentagesMoreThanLessThan,
  percentagesValueYearsAgo,
  percentagesPassMarks,
  percentagesPassedBothSubjects,
  percentagesIncomeSpentHeads,
  percentagesBoysGirlsPassRate,
  percentagesSalarySavingsRise,
  percentagesConsumptionForBudget,
  profitSamePriceGainLoss,
  profitSuccessiveDiscounts,
  profitBuyGetFree,
  profitCostOfNSellingOfM,
  profitGainEqualsLoss,
  profitPriceForMaxProfit,
  profitDiscountSalesVolume,
  profitTwoDiscountsCost,
  interestSimpleTimesItself,
  interestTwoPartsTwoRates,
  interestCompoundPartYear,
  interestHalfYearlyVsAnnual,
  interestEqualInstalments,
  interestYearlyInterestsToSimple,
  interestSplitTwoPlans,
  interestRateChanges,
];
