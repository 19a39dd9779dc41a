import type { QuestionSetGenerator } from '../../set-generator.js';
import { calculationCashDrawer } from './calculation-based-lrdi-cash-drawer.js';
import { calculationJudgesScores } from './calculation-based-lrdi-judges-scores.js';
import { calculationShopBills } from './calculation-based-lrdi-shop-bills.js';
import { calculationTestScores } from './calculation-based-lrdi-test-scores.js';
import { reasoningProjectTeams } from './reasoning-based-lrdi-project-teams.js';
import { reasoningRaceFinish } from './reasoning-based-lrdi-race-finish.js';
import { reasoningRoundTable } from './reasoning-based-lrdi-round-table.js';
import { reasoningTruthAndLies } from './reasoning-based-lrdi-truth-and-lies.js';

/** More DI sets (docs/question-bank.md). Brief: /work/briefs/di-d9.md */
export const DI_GROUP_D9: readonly QuestionSetGenerator[] = [
  reasoningRoundTable,
  reasoningProjectTeams,
  reasoningTruthAndLies,
  reasoningRaceFinish,
  calculationCashDrawer,
  calculationTestScores,
  calculationJudgesScores,
  calculationShopBills,
];
