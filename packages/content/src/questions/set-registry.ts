import type { QuestionSetGenerator } from './set-generator.js';
import { DI_GROUP_D1 } from './sets/data-interpretation/group-d1.js';
import { DI_GROUP_D2 } from './sets/data-interpretation/group-d2.js';
import { DI_GROUP_D3 } from './sets/data-interpretation/group-d3.js';
import { DI_GROUP_D4 } from './sets/data-interpretation/group-d4.js';
import { DI_GROUP_D5 } from './sets/data-interpretation/group-d5.js';
import { DI_GROUP_D6 } from './sets/data-interpretation/group-d6.js';
import { DI_GROUP_D7 } from './sets/data-interpretation/group-d7.js';
import { DI_GROUP_D8 } from './sets/data-interpretation/group-d8.js';
import { DI_GROUP_D9 } from './sets/data-interpretation/group-d9.js';
import { DI_GROUP_D10 } from './sets/data-interpretation/group-d10.js';
import { DI_GROUP_D11 } from './sets/data-interpretation/group-d11.js';

/** Every question-set generator of the bank. */
export const SET_GENERATORS: readonly QuestionSetGenerator[] = [
  ...DI_GROUP_D1,
  ...DI_GROUP_D2,
  ...DI_GROUP_D3,
  ...DI_GROUP_D4,
  ...DI_GROUP_D5,
  ...DI_GROUP_D6,
  ...DI_GROUP_D7,
  ...DI_GROUP_D8,
  ...DI_GROUP_D9,
  ...DI_GROUP_D10,
  ...DI_GROUP_D11,
];
