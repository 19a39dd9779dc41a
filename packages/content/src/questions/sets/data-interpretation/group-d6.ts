import type { QuestionSetGenerator } from '../../set-generator.js';
import { mixedChartsBudgetTablePie } from './mixed-charts-budget-table-pie.js';
import { mixedChartsRevenueMargin } from './mixed-charts-revenue-margin.js';
import { mixedChartsSalesRegionShare } from './mixed-charts-sales-region-share.js';
import { mixedChartsTwoPiesStreams } from './mixed-charts-two-pies-streams.js';
import { otherChartsCashWaterfall } from './other-charts-cash-waterfall.js';
import { otherChartsMarksHistogram } from './other-charts-marks-histogram.js';
import { otherChartsRadarSkills } from './other-charts-radar-skills.js';
import { otherChartsScatterStores } from './other-charts-scatter-stores.js';
import { vennDiagramsFacilityBounds } from './venn-diagrams-facility-bounds.js';
import { vennDiagramsLanguagesSpoken } from './venn-diagrams-languages-spoken.js';
import { vennDiagramsMagazineRegions } from './venn-diagrams-magazine-regions.js';
import { vennDiagramsTwoSports } from './venn-diagrams-two-sports.js';

/** More DI sets (docs/question-bank.md). Brief: /work/briefs/di-d6.md */
export const DI_GROUP_D6: readonly QuestionSetGenerator[] = [
  vennDiagramsTwoSports,
  vennDiagramsFacilityBounds,
  vennDiagramsLanguagesSpoken,
  vennDiagramsMagazineRegions,
  mixedChartsRevenueMargin,
  mixedChartsTwoPiesStreams,
  mixedChartsBudgetTablePie,
  mixedChartsSalesRegionShare,
  otherChartsMarksHistogram,
  otherChartsCashWaterfall,
  otherChartsRadarSkills,
  otherChartsScatterStores,
];
