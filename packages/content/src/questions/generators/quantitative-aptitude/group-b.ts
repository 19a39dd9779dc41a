import type { QuestionGenerator } from '../../generator.js';

/** Quantitative aptitude: mixtures to linear equations. */
export const QUANT_GROUP_B: readonly QuestionGenerator[] = [];
