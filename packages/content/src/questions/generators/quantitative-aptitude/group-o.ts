import type { QuestionGenerator } from '../../generator.js';

/** More shapes of quantitative topics (docs/question-bank.md). Brief: /work/briefs/quant-o.md */
export const QUANT_GROUP_O: readonly QuestionGenerator[] = [];
