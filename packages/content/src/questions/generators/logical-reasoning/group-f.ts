import type { QuestionGenerator } from '../../generator.js';

/** Logical reasoning: syllogism, relations, directions, ranking, series, coding. */
export const REASONING_GROUP_F: readonly QuestionGenerator[] = [];
