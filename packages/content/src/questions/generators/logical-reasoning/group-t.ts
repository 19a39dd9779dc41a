import type { QuestionGenerator } from '../../generator.js';
import { dataSufficiencyHeightOrder, dataSufficiencySeatingRow } from './data-sufficiency-cat.js';
import { dataSufficiencyDirection } from './data-sufficiency-directions.js';
import {
  dataSufficiencyDivisibility,
  dataSufficiencyIsXGreater,
  dataSufficiencyProfitPercent,
} from './data-sufficiency-numbers.js';
import { dataSufficiencyDayOfWeek, dataSufficiencyRanksInRow } from './data-sufficiency-orders.js';
import {
  deductionCanBeTrueTogether,
  deductionCannotBeTrue,
  deductionCaseSplitChain,
  deductionExactlyOne,
  deductionNecessarySufficient,
  deductionOnlyIf,
} from './logical-deduction-connectives.js';
import { deductionTruthTellersAndLiars, deductionWhoIsLying } from './logical-deduction-truth.js';

/** More shapes of reasoning topics (docs/question-bank.md). Brief: /work/briefs/reasoning-t.md */
export const REASONING_GROUP_T: readonly QuestionGenerator[] = [
  dataSufficiencyDivisibility,
  dataSufficiencyIsXGreater,
  dataSufficiencyProfitPercent,
  dataSufficiencyRanksInRow,
  dataSufficiencyDayOfWeek,
  dataSufficiencyHeightOrder,
  dataSufficiencySeatingRow,
  dataSufficiencyDirection,
  deductionTruthTellersAndLiars,
  deductionWhoIsLying,
  deductionExactlyOne,
  deductionOnlyIf,
  deductionNecessarySufficient,
  deductionCannotBeTrue,
  deductionCaseSplitChain,
  deductionCanBeTrueTogether,
];
