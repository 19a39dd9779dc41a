import type { QuestionGenerator } from '../../generator.js';
import { paperCuttingCornerHoles, paperCuttingEdgeNotches } from './visual/paper-cutting-edges.js';
import {
  paperCuttingImpossible,
  paperCuttingPartialUnfold,
  paperCuttingWhichCut,
} from './visual/paper-cutting-figures.js';
import { paperCuttingCrossCut, paperCuttingStraightCut } from './visual/paper-cutting-straight.js';

/** More shapes of reasoning topics (docs/question-bank.md). Brief: /work/briefs/reasoning-n.md */
export const REASONING_GROUP_N: readonly QuestionGenerator[] = [
  paperCuttingCornerHoles,
  paperCuttingEdgeNotches,
  paperCuttingStraightCut,
  paperCuttingCrossCut,
  paperCuttingWhichCut,
  paperCuttingPartialUnfold,
  paperCuttingImpossible,
];
