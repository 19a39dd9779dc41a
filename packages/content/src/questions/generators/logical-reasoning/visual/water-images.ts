import type { QuestionGenerator } from '../../../generator.js';
import { reflectionQuestion } from './reflection.js';

/** Water image of a figure made of arrows, triangles, dots and strokes. */
export const waterImagesFigure: QuestionGenerator = {
  id: 'water-images/figure',
  topic: 'water-images',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate: (rng) => reflectionQuestion(rng, { kind: 'water', source: 'figure' }),
};

/** Water image of a string of letters and digits drawn in a square stroke font. */
export const waterImagesLetters: QuestionGenerator = {
  id: 'water-images/letters-and-digits',
  topic: 'water-images',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate: (rng) => reflectionQuestion(rng, { kind: 'water', source: 'word' }),
};
