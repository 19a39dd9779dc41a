import type { QuestionSetGenerator } from '../../set-generator.js';
import { otherLrdiAuctionLots } from './other-lrdi-auction-lots.js';
import { otherLrdiCoinWeighings } from './other-lrdi-coin-weighings.js';
import { otherLrdiEliminationRounds } from './other-lrdi-elimination-rounds.js';
import { otherLrdiGradeSheet } from './other-lrdi-grade-sheet.js';
import { otherLrdiLiftLog } from './other-lrdi-lift-log.js';

/** More DI sets (docs/question-bank.md). Brief: /work/briefs/di-d11.md */
export const DI_GROUP_D11: readonly QuestionSetGenerator[] = [
  otherLrdiCoinWeighings,
  otherLrdiEliminationRounds,
  otherLrdiLiftLog,
  otherLrdiGradeSheet,
  otherLrdiAuctionLots,
];
