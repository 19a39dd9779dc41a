import type { QuestionSetGenerator } from '../../set-generator.js';

/** CAT-style LRDI sets: conditional questions on one arrangement, each answer unique by exhaustive search. */
export const DI_GROUP_D4: readonly QuestionSetGenerator[] = [];
