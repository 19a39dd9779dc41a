import type { AdminQuestion } from '@preparena/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { emptyForm, errorOf, formFromQuestion, formToInput, validateForm } from './question-form';

const t = ((key: string) => key) as unknown as TFunction;

const filled = () => ({
  ...emptyForm(),
  title: { en: 'Pick the prime', hi: '' },
  statement: { en: 'Which is prime?', hi: 'कौन-सी संख्या अभाज्य है?' },
  solution: { en: '$7$', hi: '' },
  options: [
    { en: '6', hi: '' },
    { en: '7', hi: '' },
  ],
  correct: [1],
  topic: 'number-system',
});

describe('the question form', () => {
  it('names every missing field of an empty form with a translated message', () => {
    const { errors } = validateForm(emptyForm(), t);
    expect(errors['title.en']).toBe('admin.questions.errors.titleRequired');
    expect(errors['statement.en']).toBe('admin.questions.errors.statementRequired');
    expect(errors['solution.en']).toBe('admin.questions.errors.solutionRequired');
    expect(errors.topic).toBe('admin.questions.errors.topicRequired');
    expect(errorOf(errors, 'options.')).toBe('admin.questions.errors.optionRequired');
    expect(errors['answer.correct']).toBe('admin.questions.errors.singleNeedsOne');
    // Every rule message has its text in the locale file.
    for (const message of Object.values(errors)) {
      const key = message.replace('admin.questions.errors.', '');
      expect(en.admin.questions.errors).toHaveProperty(key);
    }
  });

  it('sends a valid choice question with Hindi only where it was written', () => {
    const { input, errors } = validateForm(filled(), t);
    expect(errors).toEqual({});
    expect(input.title).toEqual({ en: 'Pick the prime' });
    expect(input.statement).toEqual({ en: 'Which is prime?', hi: 'कौन-सी संख्या अभाज्य है?' });
    expect(input.answer).toEqual({ kind: 'choice', correct: [1] });
    expect(input.expectedSeconds).toBe(90);
  });

  it('drops the options of a type-in question and needs a typed value', () => {
    const numeric = { ...filled(), type: 'numeric' as const, value: '', tolerance: '0' };
    expect(validateForm(numeric, t).errors['answer.value']).toBe('admin.questions.errors.valueFinite');
    const input = formToInput({ ...numeric, value: '12,5', tolerance: '0.1' });
    expect(input.options).toEqual([]);
    expect(input.answer).toEqual({ kind: 'numeric', value: 12.5, tolerance: 0.1 });
  });

  it('reads a stored question back into the form', () => {
    const form = formFromQuestion({
      number: 3,
      title: { en: 'x' },
      statement: { en: 's', hi: 'ह' },
      solution: { en: 'y' },
      type: 'numeric',
      options: [],
      answer: { kind: 'numeric', value: 48, tolerance: 0.5 },
      topic: 'averages',
      exams: ['CAT'],
      difficulty: 'easy',
      expectedSeconds: 60,
      status: 'published',
      topicTitle: 'Averages',
      source: { kind: 'authored', author: 'staff' },
      difficultyRating: 1000,
      attempts: 0,
      correctAttempts: 0,
      updatedAt: '2026-01-01T00:00:00.000Z',
      set: null,
    } satisfies AdminQuestion);
    expect(form).toMatchObject({
      value: '48',
      tolerance: '0.5',
      statement: { hi: 'ह' },
      status: 'published',
    });
    expect(form.options).toHaveLength(4);
  });
});
