import type { QuestionGenerator } from '../../generator.js';

/** More shapes of quantitative topics (docs/question-bank.md). Brief: /work/briefs/quant-z.md */
export const QUANT_GROUP_Z: readonly QuestionGenerator[] = [];
