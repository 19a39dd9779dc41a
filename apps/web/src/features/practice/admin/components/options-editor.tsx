import { QUESTION_OPTIONS_MAX, QUESTION_OPTIONS_MIN } from '@preparena/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorOf, type FieldErrors, type Lang, type QuestionForm, type Texts } from './question-form';

type Patch = (change: Partial<QuestionForm>) => void;

/**
 * The answer part of the editor: options with their correct marks (a radio group for single choice,
 * checkboxes for multiple choice), or the value and tolerance of a type-in question.
 */
export function OptionsEditor({
  form,
  patch,
  lang,
  errors,
}: {
  form: QuestionForm;
  patch: Patch;
  lang: Lang;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const language = t(`admin.questions.languages.${lang}`);

  if (form.type === 'numeric') {
    const valueError = errorOf(errors, 'answer.value', 'answer.kind', 'answer');
    const toleranceError = errorOf(errors, 'answer.tolerance');
    const optionsError = errorOf(errors, 'options');
    return (
      <fieldset className="rounded-box border border-base-300 p-4">
        <legend className="px-1 text-sm font-semibold">{t('admin.questions.answer')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberBox
            id="answer-value"
            label={t('admin.questions.value')}
            value={form.value}
            onChange={(value) => patch({ value })}
            error={valueError}
          />
          <NumberBox
            id="answer-tolerance"
            label={t('admin.questions.tolerance')}
            hint={t('admin.questions.toleranceHint')}
            value={form.tolerance}
            onChange={(tolerance) => patch({ tolerance })}
            error={toleranceError}
          />
        </div>
        {optionsError && <p className="mt-2 text-sm text-red-700 dark:text-red-400">{optionsError}</p>}
      </fieldset>
    );
  }

  const multiple = form.type === 'multiple';
  const setText = (index: number, text: string) =>
    patch({
      options: form.options.map((o, i) => (i === index ? { ...o, [lang]: text } : o)),
    });
  const toggle = (index: number, on: boolean) =>
    patch({
      correct: multiple
        ? on
          ? [...new Set([...form.correct, index])]
          : form.correct.filter((c) => c !== index)
        : [index],
    });
  const remove = (index: number) =>
    patch({
      options: form.options.filter((_, i) => i !== index),
      // Marks follow their options: later ones move up by one.
      correct: form.correct.filter((c) => c !== index).map((c) => (c > index ? c - 1 : c)),
    });
  const add = () => patch({ options: [...form.options, { en: '', hi: '' } satisfies Texts] });
  const listError = errorOf(errors, 'options', 'answer.correct', 'answer.kind', 'answer');

  return (
    <fieldset className="rounded-box border border-base-300 p-4" aria-describedby="options-hint">
      <legend className="px-1 text-sm font-semibold">{t('admin.questions.options')}</legend>
      <p id="options-hint" className="mb-3 text-sm text-base-content/70">
        {multiple ? t('admin.questions.markCorrectMultiple') : t('admin.questions.markCorrectSingle')}
      </p>
      <ol className="space-y-2">
        {form.options.map((option, i) => {
          const textError = errorOf(errors, `options.${i}.en`, `options.${i}.hi`);
          const inputId = `option-${i}-${lang}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional
            <li key={i} className="flex items-start gap-2">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name="correct-option"
                className={`mt-3 ${multiple ? 'checkbox checkbox-primary' : 'radio radio-primary'}`}
                checked={form.correct.includes(i)}
                onChange={(e) => toggle(i, e.target.checked)}
                aria-label={t('admin.questions.isCorrect', { n: i + 1 })}
              />
              <div className="min-w-0 flex-1">
                <label htmlFor={inputId} className="sr-only">
                  {t('admin.questions.optionLabel', { n: i + 1, language })}
                </label>
                <input
                  id={inputId}
                  lang={lang}
                  className={`input input-bordered w-full ${textError ? 'input-error' : ''}`}
                  placeholder={
                    lang === 'hi' && option.en
                      ? option.en
                      : t('admin.questions.optionLabel', { n: i + 1, language })
                  }
                  value={option[lang]}
                  onChange={(e) => setText(i, e.target.value)}
                  aria-invalid={textError ? true : undefined}
                  aria-describedby={textError ? `${inputId}-error` : undefined}
                />
                {textError && (
                  <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                    {textError}
                  </p>
                )}
              </div>
              <button
                type="button"
                className="btn btn-ghost btn-square"
                onClick={() => remove(i)}
                disabled={form.options.length <= QUESTION_OPTIONS_MIN}
                aria-label={t('admin.questions.removeOption', { n: i + 1 })}
              >
                <Trash2 size={18} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p className="mt-2 text-sm text-red-700 dark:text-red-400" id="options-error">
          {listError}
        </p>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline mt-3 gap-1"
        onClick={add}
        disabled={form.options.length >= QUESTION_OPTIONS_MAX}
      >
        <Plus size={16} aria-hidden="true" />
        {t('admin.questions.addOption')}
      </button>
    </fieldset>
  );
}

function NumberBox({
  id,
  label,
  hint,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="label mb-1 text-sm font-medium text-base-content">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        className={`input input-bordered w-full ${error ? 'input-error' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-base-content/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
