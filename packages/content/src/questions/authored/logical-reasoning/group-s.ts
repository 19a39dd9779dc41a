import type { AuthoredTopic } from '../../authored.js';

/** Statement topics of reasoning. */
export const REASONING_GROUP_S: readonly AuthoredTopic[] = [];
