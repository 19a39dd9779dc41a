import type { AuthoredTopic } from './authored.js';
import { readAuthoredTopics } from './authored-files.js';

/** Every topic's authored questions and sets, read from packages/content/questions (authored-files.ts). */
export const AUTHORED_TOPICS: readonly AuthoredTopic[] = readAuthoredTopics();
