import type { QuestionGenerator } from '../../generator.js';

/** More shapes of quantitative topics (docs/question-bank.md). Brief: /work/briefs/quant-x.md */
export const QUANT_GROUP_X: readonly QuestionGenerator[] = [];
