import type { QuestionGenerator } from '../../../generator.js';
import { reflectionQuestion } from './reflection.js';

/** Mirror image of a figure made of arrows, triangles, dots and strokes (mirror on any side). */
export const mirrorImagesFigure: QuestionGenerator = {
  id: 'mirror-images/figure',
  topic: 'mirror-images',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate: (rng) => reflectionQuestion(rng, { kind: 'mirror', source: 'figure' }),
};

/** Mirror image of a string of letters and digits drawn in a square stroke font. */
export const mirrorImagesLetters: QuestionGenerator = {
  id: 'mirror-images/letters-and-digits',
  topic: 'mirror-images',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate: (rng) => reflectionQuestion(rng, { kind: 'mirror', source: 'word' }),
};
