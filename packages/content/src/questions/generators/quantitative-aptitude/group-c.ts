import type { QuestionGenerator } from '../../generator.js';
import {
  circlesAngleSubtended,
  circlesChordDistance,
  circlesChordProducts,
  circlesCommonTangent,
} from './circles.js';
import { functionsCompositeValue, functionsInverseValue, functionsReciprocalEquation } from './functions.js';
import {
  linesAnglesBendBetweenParallels,
  linesAnglesComplementSupplement,
  linesAnglesTransversalExpressions,
} from './lines-and-angles.js';
import {
  logarithmsEquationExtraneousRoot,
  logarithmsEvaluateExpression,
  logarithmsMixedBaseEquation,
  logarithmsNumberOfDigits,
} from './logarithms.js';
import {
  quadraticEquationsPowerSumOfRoots,
  quadraticEquationsValueOfK,
  quadraticEquationsXyRelation,
} from './quadratic-equations.js';
import {
  quadrilateralsIsoscelesTrapezium,
  quadrilateralsParallelogramAngles,
  quadrilateralsRectanglePerimeterDiagonal,
  quadrilateralsRhombus,
} from './quadrilaterals.js';
import {
  sequenceApSumFromTwoTerms,
  sequenceCountMultiples,
  sequenceGpSumFromTwoTerms,
  sequenceInfiniteGpSquares,
} from './sequence-and-series-ap-gp-hp.js';
import { trianglesCentreAngle, trianglesHeronAltitude, trianglesParallelLineArea } from './triangles.js';

/** Quantitative aptitude: quadratic equations to quadrilaterals. */
export const QUANT_GROUP_C: readonly QuestionGenerator[] = [
  quadraticEquationsValueOfK,
  quadraticEquationsXyRelation,
  quadraticEquationsPowerSumOfRoots,
  functionsCompositeValue,
  functionsInverseValue,
  functionsReciprocalEquation,
  logarithmsEvaluateExpression,
  logarithmsNumberOfDigits,
  logarithmsEquationExtraneousRoot,
  logarithmsMixedBaseEquation,
  sequenceCountMultiples,
  sequenceApSumFromTwoTerms,
  sequenceGpSumFromTwoTerms,
  sequenceInfiniteGpSquares,
  linesAnglesComplementSupplement,
  linesAnglesTransversalExpressions,
  linesAnglesBendBetweenParallels,
  trianglesCentreAngle,
  trianglesParallelLineArea,
  trianglesHeronAltitude,
  circlesChordDistance,
  circlesAngleSubtended,
  circlesChordProducts,
  circlesCommonTangent,
  quadrilateralsParallelogramAngles,
  quadrilateralsRhombus,
  quadrilateralsIsoscelesTrapezium,
  quadrilateralsRectanglePerimeterDiagonal,
];
