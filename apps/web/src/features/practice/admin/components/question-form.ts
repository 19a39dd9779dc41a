import {
  type AdminQuestion,
  type Difficulty,
  type ExamTag,
  QUESTION_MESSAGES,
  type QuestionInput,
  type QuestionMessageKey,
  type QuestionType,
  questionInputSchema,
  type StoredQuestionStatus,
} from '@preparena/shared';
import type { TFunction } from 'i18next';

export type Lang = 'en' | 'hi';
export type Texts = Record<Lang, string>;

/** The editor's state: every text in both languages, numbers as typed. */
export interface QuestionForm {
  title: Texts;
  statement: Texts;
  solution: Texts;
  type: QuestionType;
  /** Kept while the type is numeric, so switching back does not lose them. */
  options: Texts[];
  correct: number[];
  value: string;
  tolerance: string;
  topic: string;
  exams: ExamTag[];
  difficulty: Difficulty;
  expectedSeconds: string;
  /** 'contest' while a contest holds it: kept as it is by edits (the server keeps the hold). */
  status: StoredQuestionStatus;
}

const texts = (t?: { en?: string; hi?: string }): Texts => ({ en: t?.en ?? '', hi: t?.hi ?? '' });

export function emptyForm(): QuestionForm {
  return {
    title: texts(),
    statement: texts(),
    solution: texts(),
    type: 'single',
    options: [texts(), texts(), texts(), texts()],
    correct: [],
    value: '',
    tolerance: '0',
    topic: '',
    exams: [],
    difficulty: 'medium',
    expectedSeconds: '90',
    status: 'draft',
  };
}

export function formFromQuestion(q: AdminQuestion): QuestionForm {
  return {
    title: texts(q.title),
    statement: texts(q.statement),
    solution: texts(q.solution),
    type: q.type,
    options: q.options.length > 0 ? q.options.map(texts) : emptyForm().options,
    correct: q.answer.kind === 'choice' ? q.answer.correct : [],
    value: q.answer.kind === 'numeric' ? String(q.answer.value) : '',
    tolerance: q.answer.kind === 'numeric' ? String(q.answer.tolerance) : '0',
    topic: q.topic,
    exams: q.exams,
    difficulty: q.difficulty,
    expectedSeconds: String(q.expectedSeconds),
    status: q.status,
  };
}

/** A typed number; an empty box is not zero. */
const typedNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim().replace(',', '.')));
const bilingual = (t: Texts) => (t.hi.trim() ? { en: t.en, hi: t.hi } : { en: t.en });

export function formToInput(form: QuestionForm): QuestionInput {
  const choice = form.type !== 'numeric';
  return {
    title: bilingual(form.title),
    statement: bilingual(form.statement),
    solution: bilingual(form.solution),
    type: form.type,
    options: choice ? form.options.map(bilingual) : [],
    answer: choice
      ? { kind: 'choice', correct: [...form.correct].sort((a, b) => a - b) }
      : { kind: 'numeric', value: typedNumber(form.value), tolerance: typedNumber(form.tolerance) },
    topic: form.topic,
    exams: form.exams,
    difficulty: form.difficulty,
    expectedSeconds: typedNumber(form.expectedSeconds),
    // A held question keeps its status: the server keeps the hold whatever is sent.
    ...(form.status === 'contest' ? {} : { status: form.status }),
  };
}

/** Field path (`title.en`, `options.1.en`, `answer.correct`) → message. */
export type FieldErrors = Record<string, string>;

const KEY_OF = new Map(
  (Object.entries(QUESTION_MESSAGES) as [QuestionMessageKey, string][]).map(([k, v]) => [v, k]),
);

/** A rule's message in the interface language (unknown messages as they are). */
export function translateRule(t: TFunction, message: string): string {
  const key = KEY_OF.get(message);
  return key ? t(`admin.questions.errors.${key}`) : message;
}

/** Checks the form with the same rules as the server; the first message of each field. */
export function validateForm(
  form: QuestionForm,
  t: TFunction,
): { input: QuestionInput; errors: FieldErrors } {
  const input = formToInput(form);
  const parsed = questionInputSchema.safeParse(input);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'form';
      errors[path] ??= translateRule(t, issue.message);
    }
  }
  return { input, errors };
}

/** The first error of any of the given fields (or field prefixes ending in a dot). */
export function errorOf(errors: FieldErrors, ...paths: string[]): string | undefined {
  for (const [path, message] of Object.entries(errors)) {
    if (paths.some((p) => (p.endsWith('.') ? path.startsWith(p) : path === p))) return message;
  }
  return undefined;
}
