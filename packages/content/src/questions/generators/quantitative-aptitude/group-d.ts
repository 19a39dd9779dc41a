import type { QuestionGenerator } from '../../generator.js';

/** Quantitative aptitude: polygons to statistics. */
export const QUANT_GROUP_D: readonly QuestionGenerator[] = [];
