import type { QuestionGenerator } from '../../generator.js';
import { agesThreeRatiosAndSum } from './ages-cat.js';
import { averagesStudentMovesSections } from './averages-cat.js';
import { calendarYearsWith53Weekdays } from './calendar-cat.js';
import { circlesCircleInSector, circlesPerpendicularChords, circlesTangentGapRegion } from './circles-cat.js';
import { inequalitiesFixedProductBound } from './inequalities-cat.js';
import { polygonsTriangleTypes } from './polygons-cat.js';
import { quadrilateralsCyclicFromSides, quadrilateralsTrapeziumFourSides } from './quadrilaterals-cat.js';

/** More CAT-level shapes of quantitative topics (docs/question-bank.md). Brief: /work/briefs/quant-relabel.md */
export const QUANT_GROUP_P2: readonly QuestionGenerator[] = [
  polygonsTriangleTypes,
  agesThreeRatiosAndSum,
  averagesStudentMovesSections,
  inequalitiesFixedProductBound,
  calendarYearsWith53Weekdays,
  quadrilateralsCyclicFromSides,
  quadrilateralsTrapeziumFourSides,
  circlesTangentGapRegion,
  circlesPerpendicularChords,
  circlesCircleInSector,
];
