import type { QuestionGenerator } from '../../generator.js';
import {
  mensuration2dCirclesInSquare,
  mensuration2dGrazingShedCorner,
  mensuration2dWallFencingMaximum,
} from './mensuration-2d-optimisation.js';
import {
  mensuration2dCarpetCost,
  mensuration2dRectanglePercentChange,
  mensuration2dRingArea,
  mensuration2dWireSquareCircle,
} from './mensuration-2d-regions.js';
import {
  mensuration3dCuboidDiagonal,
  mensuration3dCuboidFromFaces,
  mensuration3dPaintedCuboidCubes,
} from './mensuration-3d-cuboids.js';
import { mensuration3dLargestCylinderInCone } from './mensuration-3d-optimisation.js';
import {
  mensuration3dBowlIntoBottles,
  mensuration3dConeSurface,
  mensuration3dSphereInCone,
  mensuration3dWaterLevelRise,
} from './mensuration-3d-round-solids.js';

/** More shapes of quantitative topics (docs/question-bank.md). Brief: /work/briefs/quant-s.md */
export const QUANT_GROUP_S: readonly QuestionGenerator[] = [
  mensuration2dRectanglePercentChange,
  mensuration2dCarpetCost,
  mensuration2dRingArea,
  mensuration2dWireSquareCircle,
  mensuration2dWallFencingMaximum,
  mensuration2dGrazingShedCorner,
  mensuration2dCirclesInSquare,
  mensuration3dCuboidFromFaces,
  mensuration3dCuboidDiagonal,
  mensuration3dConeSurface,
  mensuration3dBowlIntoBottles,
  mensuration3dWaterLevelRise,
  mensuration3dPaintedCuboidCubes,
  mensuration3dSphereInCone,
  mensuration3dLargestCylinderInCone,
];
