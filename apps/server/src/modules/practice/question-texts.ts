import type { LocalisedText } from '@preparena/shared';
import type { RichTexts } from '../../lib/rich-text/rendered.js';
import type { QuestionBank } from './question-bank.js';

interface QuestionTextFields {
  statement: LocalisedText;
  options: LocalisedText[];
}

/** The texts of a question everyone sees, as its page renders them: statement, options, the set's passage. */
export const questionTexts = (q: QuestionTextFields, setBody?: LocalisedText | null): RichTexts => [
  [q.statement, 'lines'],
  ...q.options.map((o): RichTexts[number] => [o, 'lines']),
  [setBody, 'prose'],
];

/** The text shown once the key is open. */
export const solutionTexts = (q: { solution: LocalisedText }): RichTexts => [[q.solution, 'lines']];

/** Every text of the bank as its pages render them (the build typesets them all; issue 15). */
export function* bankTexts(bank: QuestionBank): Generator<RichTexts[number]> {
  for (const q of bank.singles) yield* [...questionTexts(q), ...solutionTexts(q)];
  for (const s of bank.sets) {
    yield [s.set.body, 'prose'];
    for (const q of s.questions) yield* [...questionTexts(q), ...solutionTexts(q)];
  }
}
