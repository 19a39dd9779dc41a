import { REASONING_GROUP_S } from './authored/logical-reasoning/group-s.js';
import { RC_GROUP_R1 } from './authored/reading-comprehension/group-r1.js';
import { RC_GROUP_R2 } from './authored/reading-comprehension/group-r2.js';
import { VERBAL_GROUP_W1 } from './authored/verbal-ability/group-w1.js';
import { VERBAL_GROUP_W2 } from './authored/verbal-ability/group-w2.js';
import type { AuthoredTopic } from './authored.js';

/** Every topic's authored questions and sets. */
export const AUTHORED_TOPICS: readonly AuthoredTopic[] = [
  ...VERBAL_GROUP_W1,
  ...VERBAL_GROUP_W2,
  ...RC_GROUP_R1,
  ...RC_GROUP_R2,
  ...REASONING_GROUP_S,
];
