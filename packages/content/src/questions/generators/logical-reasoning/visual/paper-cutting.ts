import type { QuestionGenerator } from '../../../generator.js';
import { paperQuestion } from './paper.js';

/** Fold a square once or twice, cut small pieces out along its edges, unfold. */
export const paperCuttingNotches: QuestionGenerator = {
  id: 'paper-cutting/cut-pieces',
  topic: 'paper-cutting',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate: (rng) => paperQuestion(rng, { kind: 'cuts', folds: [1, 2], diagonal: true }),
};
