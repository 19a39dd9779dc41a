import type { QuestionGenerator } from '../../generator.js';

/** Quantitative aptitude: time, speed, work, ages, clocks and calendars. */
export const QUANT_GROUP_E: readonly QuestionGenerator[] = [];
