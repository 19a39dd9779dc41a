import type { QuestionSetGenerator } from '../../set-generator.js';
import { barGraphsProductSales, barGraphsRevenueExpenditure } from './bar-graphs.js';
import { caseletsCompanyEmployees, caseletsLibraryBooks } from './caselets.js';
import { lineChartsExportsImports, lineChartsProfitPercent } from './line-charts.js';
import { mixedChartsDepartmentStaff, mixedChartsProductionSales } from './mixed-charts.js';
import { otherChartsEnergyMix, otherChartsStreamStrength } from './other-charts.js';
import { pieChartsFacultyDegrees, pieChartsFamilyBudget } from './pie-charts.js';
import { tablesCompanyProduction, tablesExamResults } from './tables.js';
import { vennDiagramsNewspaperReaders, vennDiagramsThreeDrinks } from './venn-diagrams.js';

/** Data interpretation: tables and charts. */
export const DI_GROUP_D1: readonly QuestionSetGenerator[] = [
  tablesCompanyProduction,
  tablesExamResults,
  barGraphsRevenueExpenditure,
  barGraphsProductSales,
  lineChartsExportsImports,
  lineChartsProfitPercent,
  pieChartsFamilyBudget,
  pieChartsFacultyDegrees,
  mixedChartsDepartmentStaff,
  mixedChartsProductionSales,
  otherChartsStreamStrength,
  otherChartsEnergyMix,
  caseletsCompanyEmployees,
  caseletsLibraryBooks,
  vennDiagramsThreeDrinks,
  vennDiagramsNewspaperReaders,
];
