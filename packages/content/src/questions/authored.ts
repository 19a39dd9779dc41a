import type {
  Difficulty,
  ExamTag,
  LocalisedText,
  QuestionAnswer,
  QuestionSetContent,
  QuestionType,
} from '@preparena/shared';

/**
 * An original, hand-written question (the grammar and sentence topics of verbal ability, statement
 * topics of reasoning, reading-comprehension passages). Written by the team, checked for shape by
 * tests (answer among options, solution present), seeded like generated questions under the
 * source id `authored:<topic>/<key>`.
 */
export interface AuthoredQuestion {
  /** Unique within its topic and stable: the stored source id; never reuse a key for another question. */
  key: string;
  title: LocalisedText;
  type: QuestionType;
  statement: LocalisedText;
  options: LocalisedText[];
  answer: QuestionAnswer;
  solution: LocalisedText;
  difficulty: Difficulty;
  expectedSeconds: number;
  exams: ExamTag[];
}

/** A passage (or caselet) with the 4-5 questions asked on it. */
export interface AuthoredSet {
  key: string;
  set: QuestionSetContent;
  questions: AuthoredQuestion[];
}

/** The authored questions and sets of one topic. */
export interface AuthoredTopic {
  topic: string;
  questions?: AuthoredQuestion[];
  sets?: AuthoredSet[];
}

/** The stored source id of an authored question or set. */
export function authoredSourceId(topic: string, key: string): string {
  return `authored:${topic}/${key}`;
}
