import type { QuestionGenerator } from '../../generator.js';
import {
  coordinateCollinearK,
  coordinateInterceptSection,
  coordinateParallelPerpendicularK,
  coordinatePointLineDistance,
} from './coordinate-geometry-lines.js';
import {
  coordinateAbsValueRegion,
  coordinateLatticePoints,
  coordinateQuadrilateralArea,
} from './coordinate-geometry-regions.js';
import { linesAnglesBendBisectors, linesAnglesZigzagThreeBends } from './lines-and-angles-chasing.js';
import {
  linesAnglesAdjacentBisectors,
  linesAnglesReflexAroundPoint,
  linesAnglesStraightLineRatio,
  linesAnglesTwoMirrors,
  linesAnglesVerticallyOpposite,
} from './lines-and-angles-rays.js';
import { trigonometryMaxMin, trigonometrySquareSeries } from './trigonometry-extremes.js';
import {
  trigonometryConjugatePair,
  trigonometrySinCosSum,
  trigonometryTanGivenRatio,
} from './trigonometry-identities.js';
import { trigonometryComplementaryAngles, trigonometryElevationDepression } from './trigonometry-values.js';

/** More shapes of quantitative topics (docs/question-bank.md). Brief: /work/briefs/quant-o.md */
export const QUANT_GROUP_O: readonly QuestionGenerator[] = [
  linesAnglesStraightLineRatio,
  linesAnglesVerticallyOpposite,
  linesAnglesAdjacentBisectors,
  linesAnglesReflexAroundPoint,
  linesAnglesTwoMirrors,
  linesAnglesZigzagThreeBends,
  linesAnglesBendBisectors,
  trigonometryTanGivenRatio,
  trigonometrySinCosSum,
  trigonometryComplementaryAngles,
  trigonometryElevationDepression,
  trigonometryMaxMin,
  trigonometrySquareSeries,
  trigonometryConjugatePair,
  coordinateCollinearK,
  coordinateParallelPerpendicularK,
  coordinatePointLineDistance,
  coordinateInterceptSection,
  coordinateQuadrilateralArea,
  coordinateLatticePoints,
  coordinateAbsValueRegion,
];
