import type { QuestionGenerator } from './generator.js';
import { averagesNumberRemoved } from './generators/quantitative-aptitude/averages.js';

/** Every question generator of the bank. */
export const GENERATORS: readonly QuestionGenerator[] = [averagesNumberRemoved];
