import type { QuestionGenerator } from '../../generator.js';
import { visualisationNetToCube } from './3d-visualisation-net-cube.js';
import { visualisationNotANet, visualisationTheNet } from './3d-visualisation-nets.js';
import { visualisationSolidParts } from './3d-visualisation-polyhedra.js';
import {
  visualisationPaintedStack,
  visualisationStepsOfCubes,
  visualisationViewsMinMax,
} from './3d-visualisation-solids.js';
import { visualisationTurnedCube } from './3d-visualisation-turns.js';
import {
  cubesFewestCuts,
  cubesFromUnpaintedCount,
  cubesPaintedCuboid,
  cubesUnpaintedFaces,
} from './cubes-and-dices-visualisation-counts.js';
import { cubesHollowBuild } from './cubes-and-dices-visualisation-hollow.js';
import {
  cubesColouredCuboid,
  cubesCornersRemoved,
  cubesPartlyPainted,
} from './cubes-and-dices-visualisation-layers.js';
import { dicesOddViewOut, dicesPossiblePosition } from './dices-positions.js';
import { dicesAdjacentSum, dicesGluedRow, dicesOppositeCorner, dicesRollPath } from './dices-rolling.js';
import { dicesImpossibleStandardView, dicesTurnedStandardDie } from './dices-standard-views.js';
import {
  puzzlesBoxStack,
  puzzlesExamTimetable,
  puzzlesMonthMeetings,
  puzzlesRaceFinish,
} from './puzzles-orders.js';
import { puzzlesBirthYears, puzzlesHeightOrder, puzzlesLockers } from './puzzles-people.js';

/** More shapes of reasoning topics (docs/question-bank.md). Brief: /work/briefs/reasoning-m.md */
export const REASONING_GROUP_M: readonly QuestionGenerator[] = [
  dicesPossiblePosition,
  dicesOddViewOut,
  dicesTurnedStandardDie,
  dicesImpossibleStandardView,
  dicesAdjacentSum,
  dicesGluedRow,
  dicesOppositeCorner,
  dicesRollPath,
  cubesPaintedCuboid,
  cubesFromUnpaintedCount,
  cubesFewestCuts,
  cubesUnpaintedFaces,
  cubesPartlyPainted,
  cubesCornersRemoved,
  cubesColouredCuboid,
  cubesHollowBuild,
  visualisationNotANet,
  visualisationTheNet,
  visualisationNetToCube,
  visualisationViewsMinMax,
  visualisationPaintedStack,
  visualisationStepsOfCubes,
  visualisationSolidParts,
  visualisationTurnedCube,
  puzzlesBoxStack,
  puzzlesMonthMeetings,
  puzzlesRaceFinish,
  puzzlesExamTimetable,
  puzzlesLockers,
  puzzlesBirthYears,
  puzzlesHeightOrder,
];
