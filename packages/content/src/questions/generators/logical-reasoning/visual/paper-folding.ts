import type { QuestionGenerator } from '../../../generator.js';
import { paperQuestion } from './paper.js';

/** Fold a square once or twice (in half, across or along a diagonal), punch holes, unfold. */
export const paperFoldingPunchedHoles: QuestionGenerator = {
  id: 'paper-folding/punched-holes',
  topic: 'paper-folding',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate: (rng) => paperQuestion(rng, { kind: 'holes', folds: [1, 2], diagonal: true }),
};

/** Three folds (the last often along a diagonal), holes punched, unfold. */
export const paperFoldingThreeFolds: QuestionGenerator = {
  id: 'paper-folding/three-folds',
  topic: 'paper-folding',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate: (rng) => paperQuestion(rng, { kind: 'holes', folds: [3, 3], diagonal: true }),
};
