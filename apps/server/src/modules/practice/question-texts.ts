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

/**
 * Every group of texts the bank's pages render together: each question's (with its set's passage)
 * and each solution. The build typesets them all (issue 15).
 */
export function* bankTextGroups(bank: QuestionBank): Generator<RichTexts> {
  for (const q of bank.singles) yield* [questionTexts(q), solutionTexts(q)];
  for (const s of bank.sets)
    for (const q of s.questions) yield* [questionTexts(q, s.set.body), solutionTexts(q)];
}
