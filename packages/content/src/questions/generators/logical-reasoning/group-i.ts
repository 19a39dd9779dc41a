import type { QuestionGenerator } from '../../generator.js';
import { visualisationCubeNet, visualisationStackedCubes } from './3d-visualisation.js';
import { cubesColouredFaces, cubesPaintedAllFaces } from './cubes-and-dices-visualisation.js';
import { dataSufficiencyAges, dataSufficiencyTwoDigitNumber } from './data-sufficiency.js';
import { dicesOppositeFromViews, dicesStandardDie } from './dices.js';
import { deductionConditionalConclusions, deductionMustBeTrue } from './logical-deduction.js';
import { analogyLetterPairs, analogyNumberPairs, analogyWordPairs } from './verbal-analogy-1.js';

/** Reasoning: data sufficiency, analogies, cubes and dice, deduction. */
export const REASONING_GROUP_I: readonly QuestionGenerator[] = [
  dataSufficiencyAges,
  dataSufficiencyTwoDigitNumber,
  analogyWordPairs,
  analogyNumberPairs,
  analogyLetterPairs,
  deductionMustBeTrue,
  deductionConditionalConclusions,
  cubesPaintedAllFaces,
  cubesColouredFaces,
  dicesStandardDie,
  dicesOppositeFromViews,
  visualisationStackedCubes,
  visualisationCubeNet,
];
