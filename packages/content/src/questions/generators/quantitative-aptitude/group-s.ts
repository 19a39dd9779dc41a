import type { QuestionGenerator } from '../../generator.js';

/** More shapes of quantitative topics (docs/question-bank.md). Brief: /work/briefs/quant-s.md */
export const QUANT_GROUP_S: readonly QuestionGenerator[] = [];
