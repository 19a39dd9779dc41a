import type { QuestionGenerator } from '../../generator.js';

/** Vocabulary generators on the curated word list (packages/content/data/vocabulary-curated). Brief: /work/briefs/verbal-w.md */
export const VERBAL_GROUP_W: readonly QuestionGenerator[] = [];
