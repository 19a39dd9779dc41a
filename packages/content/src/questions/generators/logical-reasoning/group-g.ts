import type { QuestionGenerator } from '../../generator.js';

/** Logical reasoning: seating, input-output, clocks and calendars, classification, puzzles. */
export const REASONING_GROUP_G: readonly QuestionGenerator[] = [];
