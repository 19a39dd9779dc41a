import type { QuestionGenerator } from '../../generator.js';
import { mirrorImagesClockActual, mirrorImagesClockElapsed } from './visual/mirror-images-clock.js';
import {
  mirrorImagesFindLine,
  mirrorImagesNotMirror,
  mirrorImagesOriginal,
  mirrorImagesTwoMirrors,
} from './visual/mirror-images-lines.js';
import { mirrorImagesLetterCount, mirrorImagesUnchangedString } from './visual/mirror-images-symmetry.js';
import { paperCuttingCutOutCount, paperCuttingCutsOnFolds } from './visual/paper-cutting-count.js';
import {
  paperFoldingHoleCount,
  paperFoldingOnLines,
  paperFoldingPunchesNeeded,
} from './visual/paper-folding-count.js';
import {
  paperFoldingNotOneFold,
  paperFoldingWhichFolding,
  paperFoldingWhichLine,
} from './visual/paper-folding-lines.js';
import {
  paperFoldingHalfOpened,
  paperFoldingPunchedWhere,
  paperFoldingRefold,
} from './visual/paper-folding-views.js';
import {
  waterImagesLetterCount,
  waterImagesMirrorThenWater,
  waterImagesOriginal,
  waterImagesStringBoth,
  waterImagesThenTurn,
  waterImagesUnchangedInBoth,
  waterImagesUnchangedNumber,
  waterImagesUnchangedString,
} from './visual/water-images-shapes.js';

/** More shapes of reasoning topics (docs/question-bank.md). Brief: /work/briefs/reasoning-l.md */
export const REASONING_GROUP_L: readonly QuestionGenerator[] = [
  mirrorImagesClockActual,
  mirrorImagesClockElapsed,
  mirrorImagesLetterCount,
  mirrorImagesUnchangedString,
  mirrorImagesOriginal,
  mirrorImagesFindLine,
  mirrorImagesNotMirror,
  mirrorImagesTwoMirrors,
  waterImagesLetterCount,
  waterImagesUnchangedString,
  waterImagesUnchangedNumber,
  waterImagesUnchangedInBoth,
  waterImagesOriginal,
  waterImagesThenTurn,
  waterImagesMirrorThenWater,
  waterImagesStringBoth,
  paperFoldingHoleCount,
  paperFoldingPunchesNeeded,
  paperFoldingOnLines,
  paperFoldingWhichLine,
  paperFoldingNotOneFold,
  paperFoldingWhichFolding,
  paperFoldingPunchedWhere,
  paperFoldingHalfOpened,
  paperFoldingRefold,
  paperCuttingCutOutCount,
  paperCuttingCutsOnFolds,
];
