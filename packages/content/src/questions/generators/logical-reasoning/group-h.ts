import type { QuestionGenerator } from '../../generator.js';
import { embeddedFiguresHiddenLongPath, embeddedFiguresHiddenPath } from './visual/embedded-figures.js';
import { figureSeriesGrowingSteps, figureSeriesMovingElements } from './visual/figure-series.js';
import { mirrorImagesFigure, mirrorImagesLetters } from './visual/mirror-images.js';
import { nonVerbalAnalogyTurnAndShade, nonVerbalAnalogyTurnOrFlip } from './visual/non-verbal-analogy.js';
import { paperCuttingNotches } from './visual/paper-cutting.js';
import { paperFoldingPunchedHoles, paperFoldingThreeFolds } from './visual/paper-folding.js';
import {
  patternRecognitionMirrorQuarters,
  patternRecognitionTurnedQuarters,
} from './visual/pattern-recognition.js';
import { waterImagesFigure, waterImagesLetters } from './visual/water-images.js';

/** Visual reasoning: figures drawn as SVG. */
export const REASONING_GROUP_H: readonly QuestionGenerator[] = [
  mirrorImagesFigure,
  mirrorImagesLetters,
  waterImagesFigure,
  waterImagesLetters,
  paperFoldingPunchedHoles,
  paperFoldingThreeFolds,
  paperCuttingNotches,
  nonVerbalAnalogyTurnOrFlip,
  nonVerbalAnalogyTurnAndShade,
  figureSeriesMovingElements,
  figureSeriesGrowingSteps,
  patternRecognitionMirrorQuarters,
  patternRecognitionTurnedQuarters,
  embeddedFiguresHiddenPath,
  embeddedFiguresHiddenLongPath,
];
