import type { QuestionSetGenerator } from '../../set-generator.js';
import { barGraphsImportsStacked } from './bar-graphs-imports-stacked.js';
import { barGraphsProductionSoldPercent } from './bar-graphs-production-sold-percent.js';
import { barGraphsSurveyResponses } from './bar-graphs-survey-responses.js';
import { barGraphsTwoCompanySales } from './bar-graphs-two-company-sales.js';
import { lineChartsPopulationGrowth } from './line-charts-population-growth.js';
import { lineChartsRainfallTwoCities } from './line-charts-rainfall-two-cities.js';
import { lineChartsSharePrice } from './line-charts-share-price.js';
import { lineChartsTemperatureBand } from './line-charts-temperature-band.js';
import { pieChartsBudgetTwoLevel } from './pie-charts-budget-two-level.js';
import { pieChartsCityAgeGroups } from './pie-charts-city-age-groups.js';
import { pieChartsCostTwoYears } from './pie-charts-cost-two-years.js';
import { pieChartsDailyTime } from './pie-charts-daily-time.js';
import { tablesBranchDeposits } from './tables-branch-deposits.js';
import { tablesCropProduction } from './tables-crop-production.js';
import { tablesHospitalPatients } from './tables-hospital-patients.js';
import { tablesStudentMarks } from './tables-student-marks.js';

/** More DI chart and table sets (docs/question-bank.md). */
export const DI_GROUP_D5: readonly QuestionSetGenerator[] = [
  tablesCropProduction,
  tablesHospitalPatients,
  tablesBranchDeposits,
  tablesStudentMarks,
  pieChartsCostTwoYears,
  pieChartsCityAgeGroups,
  pieChartsDailyTime,
  pieChartsBudgetTwoLevel,
  barGraphsImportsStacked,
  barGraphsTwoCompanySales,
  barGraphsSurveyResponses,
  barGraphsProductionSoldPercent,
  lineChartsRainfallTwoCities,
  lineChartsSharePrice,
  lineChartsPopulationGrowth,
  lineChartsTemperatureBand,
];
