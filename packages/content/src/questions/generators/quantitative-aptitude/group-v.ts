import type { QuestionGenerator } from '../../generator.js';
import { circlesArcSector, circlesRightTriangleRegion } from './circles-areas.js';
import { circlesSegmentArea } from './circles-segments.js';
import { circlesAlternateSegment, circlesTangentLength, circlesTouchingCircles } from './circles-tangents.js';
import {
  polygonsAnglesInAp,
  polygonsRegularHexagonArea,
  polygonsSidesFromAngleSum,
} from './polygons-angles.js';
import {
  polygonsDiagonalsVersusSides,
  polygonsSidesFromDiagonals,
  polygonsTrianglesSharingSides,
  polygonsVertexFigures,
} from './polygons-counting.js';
import {
  quadrilateralsParallelogramSidesAngle,
  quadrilateralsSquareDiagonal,
  quadrilateralsTrapeziumArea,
} from './quadrilaterals-areas.js';
import {
  quadrilateralsLargestSquareTiles,
  quadrilateralsRectangleIntoSquares,
  quadrilateralsRectanglePath,
} from './quadrilaterals-tiling.js';
import { trianglesDividedSidesArea, trianglesRightInradiusCircumradius } from './triangles-areas.js';
import { trianglesIntegerPerimeterCount, trianglesIntegerThirdSide } from './triangles-counting.js';
import {
  trianglesAngleBisectorSegments,
  trianglesMedianLength,
  trianglesShadowHeights,
} from './triangles-lengths.js';

/** More shapes of quantitative topics (docs/question-bank.md). */
export const QUANT_GROUP_V: readonly QuestionGenerator[] = [
  trianglesAngleBisectorSegments,
  trianglesShadowHeights,
  trianglesMedianLength,
  trianglesIntegerThirdSide,
  trianglesIntegerPerimeterCount,
  trianglesRightInradiusCircumradius,
  trianglesDividedSidesArea,
  circlesTangentLength,
  circlesTouchingCircles,
  circlesAlternateSegment,
  circlesArcSector,
  circlesRightTriangleRegion,
  circlesSegmentArea,
  quadrilateralsSquareDiagonal,
  quadrilateralsParallelogramSidesAngle,
  quadrilateralsTrapeziumArea,
  quadrilateralsRectanglePath,
  quadrilateralsLargestSquareTiles,
  quadrilateralsRectangleIntoSquares,
  polygonsSidesFromDiagonals,
  polygonsSidesFromAngleSum,
  polygonsRegularHexagonArea,
  polygonsVertexFigures,
  polygonsAnglesInAp,
  polygonsTrianglesSharingSides,
  polygonsDiagonalsVersusSides,
];
