import type {
  ArenaQuestion,
  LocalisedText,
  QuestionSetView,
  Rendered,
  RichTextMode,
} from '@preparena/shared';
import { renderedMap } from '../../lib/rich-text/rendered.js';
import type { ContestQuestionRow } from './contests.repository.js';

/** The passage or chart of a set question, numbered as in the contest (never its key). */
function passageOf(row: ContestQuestionRow, all: ContestQuestionRow[]): QuestionSetView | undefined {
  if (!row.setId || !row.setKind || !row.setTitle || !row.setContent) return undefined;
  const members = all.filter((q) => q.setId === row.setId).map((q) => q.number);
  const content = row.setContent as { body?: LocalisedText; charts?: QuestionSetView['charts'] };
  return {
    kind: row.setKind,
    title: row.setTitle,
    body: content.body ?? { en: '' },
    ...(content.charts ? { charts: content.charts } : {}),
    questions: members,
    position: members.indexOf(row.number) + 1,
  };
}

/** A contest question as a participant sees it: text, options, type and passage only. */
export function arenaQuestion(row: ContestQuestionRow, all: ContestQuestionRow[]): ArenaQuestion {
  const passage = passageOf(row, all);
  return {
    number: row.number,
    section: row.section,
    text: row.statement,
    options: row.options,
    type: row.type,
    ...(passage ? { passage } : {}),
  };
}

/** After the end: the same with the key, the worked solution and its practice number. */
export function reviewQuestion(row: ContestQuestionRow, all: ContestQuestionRow[]) {
  return {
    ...arenaQuestion(row, all),
    key: row.answer ?? { kind: 'choice' as const, correct: [] },
    solution: row.solution,
    practiceNumber: row.practiceNumber,
  };
}

/**
 * The server's HTML of what the contest pages show (issue 15: no Markdown or KaTeX code in the
 * browser): each question's text and options, its passage, and its solution only when given one
 * (review questions, after the end). Extra texts (a description) are added as they are.
 */
export function contestRendered(
  questions: ReadonlyArray<{
    text: LocalisedText;
    options: LocalisedText[];
    passage?: { body: LocalisedText };
    solution?: LocalisedText;
  }>,
  extra: ReadonlyArray<[LocalisedText | null | undefined, RichTextMode]> = [],
): Rendered {
  return renderedMap([
    ...questions.flatMap((q): [LocalisedText | null | undefined, RichTextMode][] => [
      [q.text, 'lines'],
      ...q.options.map((o): [LocalisedText, RichTextMode] => [o, 'lines']),
      [q.passage?.body, 'prose'],
      [q.solution, 'lines'],
    ]),
    ...extra,
  ]);
}
