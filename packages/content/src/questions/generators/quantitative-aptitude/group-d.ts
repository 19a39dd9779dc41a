import type { QuestionGenerator } from '../../generator.js';
import {
  coordinateReflection,
  coordinateSectionPoint,
  coordinateTriangleArea,
} from './coordinate-geometry.js';
import { mensuration2dPathCost, mensuration2dSector, mensuration2dWheel } from './mensuration-2d.js';
import { mensuration3dComposite, mensuration3dCylinder, mensuration3dMeltRecast } from './mensuration-3d.js';
import {
  pncCommitteeSelection,
  pncDigitNumbers,
  pncWordArrangements,
} from './permutations-and-combinations.js';
import { polygonsMissingAngle, polygonsRegularFromAngle, polygonsTwoRegular } from './polygons.js';
import {
  probabilityBallsFromBag,
  probabilityDivisibility,
  probabilityIndependentEvents,
} from './probability.js';
import { setTheoryMinMaxOverlap, setTheoryThreeSets, setTheoryTwoSets } from './set-theory.js';
import {
  statisticsLinearChange,
  statisticsMedianModeRange,
  statisticsStandardDeviation,
} from './statistics.js';
import {
  trigonometryHeightsDistances,
  trigonometryIdentityPair,
  trigonometryStandardValues,
} from './trigonometry.js';

/** Quantitative aptitude: polygons to statistics. */
export const QUANT_GROUP_D: readonly QuestionGenerator[] = [
  polygonsMissingAngle,
  polygonsRegularFromAngle,
  polygonsTwoRegular,
  trigonometryStandardValues,
  trigonometryHeightsDistances,
  trigonometryIdentityPair,
  coordinateSectionPoint,
  coordinateTriangleArea,
  coordinateReflection,
  mensuration2dWheel,
  mensuration2dPathCost,
  mensuration2dSector,
  mensuration3dCylinder,
  mensuration3dMeltRecast,
  mensuration3dComposite,
  setTheoryTwoSets,
  setTheoryThreeSets,
  setTheoryMinMaxOverlap,
  probabilityDivisibility,
  probabilityBallsFromBag,
  probabilityIndependentEvents,
  pncCommitteeSelection,
  pncWordArrangements,
  pncDigitNumbers,
  statisticsMedianModeRange,
  statisticsLinearChange,
  statisticsStandardDeviation,
];
