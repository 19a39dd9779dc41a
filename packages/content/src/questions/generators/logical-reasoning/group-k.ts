import type { QuestionGenerator } from '../../generator.js';
import {
  embeddedFiguresTrianglesInCells,
  embeddedFiguresTrianglesInFan,
} from './visual/embedded-figures-counting.js';
import {
  embeddedFiguresNotPartOfFigure,
  embeddedFiguresPartOfFigure,
} from './visual/embedded-figures-hidden.js';
import {
  embeddedFiguresStraightLines,
  embeddedFiguresTrianglesInLattice,
} from './visual/embedded-figures-lattice.js';
import {
  embeddedFiguresRectanglesBrokenGrid,
  embeddedFiguresRectanglesInGrid,
  embeddedFiguresSquaresInShape,
} from './visual/embedded-figures-rectangles.js';
import { figureSeriesTurnAndCount, figureSeriesWrongTerm } from './visual/figure-series-cat.js';
import { figureSeriesSidesGrow, figureSeriesTurningFigure } from './visual/figure-series-shapes.js';
import {
  figureSeriesCellWalk,
  figureSeriesGrowingCount,
  figureSeriesShadeWalk,
} from './visual/figure-series-steps.js';
import { figureSeriesAlternateTerms, figureSeriesMissingMiddle } from './visual/figure-series-tracks.js';
import {
  nonVerbalAnalogyInsideOut,
  nonVerbalAnalogySideCount,
  nonVerbalAnalogySidesToDots,
  nonVerbalAnalogyThreeChanges,
} from './visual/non-verbal-analogy-counts.js';
import {
  nonVerbalAnalogyGridShift,
  nonVerbalAnalogyShadeReversal,
} from './visual/non-verbal-analogy-grids.js';
import {
  nonVerbalAnalogyOwnSteps,
  nonVerbalAnalogyPositionShift,
  nonVerbalAnalogySectorTurn,
} from './visual/non-verbal-analogy-moves.js';
import {
  patternRecognitionMatrixLatin,
  patternRecognitionMatrixSum,
  patternRecognitionMatrixTurns,
} from './visual/pattern-recognition-matrix.js';
import {
  patternRecognitionOddCount,
  patternRecognitionOddMirror,
  patternRecognitionSymmetricGrid,
} from './visual/pattern-recognition-odd.js';
import {
  patternRecognitionMatrixOverlay,
  patternRecognitionMatrixRowColumn,
  patternRecognitionMatrixWhichRule,
} from './visual/pattern-recognition-rules.js';

/** More shapes of reasoning topics (docs/question-bank.md). Brief: /work/briefs/reasoning-k.md */
export const REASONING_GROUP_K: readonly QuestionGenerator[] = [
  embeddedFiguresTrianglesInFan,
  embeddedFiguresTrianglesInCells,
  embeddedFiguresTrianglesInLattice,
  embeddedFiguresStraightLines,
  embeddedFiguresSquaresInShape,
  embeddedFiguresRectanglesInGrid,
  embeddedFiguresRectanglesBrokenGrid,
  embeddedFiguresPartOfFigure,
  embeddedFiguresNotPartOfFigure,
  nonVerbalAnalogySideCount,
  nonVerbalAnalogySidesToDots,
  nonVerbalAnalogyInsideOut,
  nonVerbalAnalogyThreeChanges,
  nonVerbalAnalogyPositionShift,
  nonVerbalAnalogySectorTurn,
  nonVerbalAnalogyShadeReversal,
  nonVerbalAnalogyGridShift,
  nonVerbalAnalogyOwnSteps,
  figureSeriesShadeWalk,
  figureSeriesCellWalk,
  figureSeriesGrowingCount,
  figureSeriesSidesGrow,
  figureSeriesTurningFigure,
  figureSeriesMissingMiddle,
  figureSeriesAlternateTerms,
  figureSeriesTurnAndCount,
  figureSeriesWrongTerm,
  patternRecognitionMatrixTurns,
  patternRecognitionMatrixLatin,
  patternRecognitionMatrixSum,
  patternRecognitionMatrixOverlay,
  patternRecognitionMatrixWhichRule,
  patternRecognitionMatrixRowColumn,
  patternRecognitionOddMirror,
  patternRecognitionOddCount,
  patternRecognitionSymmetricGrid,
];
