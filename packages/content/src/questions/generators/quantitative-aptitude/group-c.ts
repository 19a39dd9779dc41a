import type { QuestionGenerator } from '../../generator.js';

/** Quantitative aptitude: quadratic equations to quadrilaterals. */
export const QUANT_GROUP_C: readonly QuestionGenerator[] = [];
