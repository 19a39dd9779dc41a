import type { QuestionGenerator } from '../../generator.js';
import { averagesNumberRemoved } from './averages.js';

/** Quantitative aptitude: numbers, averages, percentages, ratio. */
export const QUANT_GROUP_A: readonly QuestionGenerator[] = [averagesNumberRemoved];
