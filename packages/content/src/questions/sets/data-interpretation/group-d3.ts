import type { QuestionSetGenerator } from '../../set-generator.js';
import { cubesAndDicesPaintedCubeSet } from './cubes-and-dices.js';

/** LRDI sets on cubes and dice. */
export const DI_GROUP_D3: readonly QuestionSetGenerator[] = [cubesAndDicesPaintedCubeSet];
