import { Trash2 } from 'lucide-react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  appendQuestionNumbers,
  type ContestFormValues,
  type ContestInputValues,
} from './contest-form-mapping';
import { FieldError } from './field-error';
import { FreshQuestionsHelper } from './fresh-questions-helper';

/** One section of the form: title, minutes, question numbers, and the fresh-questions helper. */
export function SectionFields({
  index,
  control,
  register,
  setValue,
  errors,
  questionsLocked,
  canRemove,
  onRemove,
  suggestedCount,
}: {
  index: number;
  control: Control<ContestFormValues, unknown, ContestInputValues>;
  register: UseFormRegister<ContestFormValues>;
  setValue: UseFormSetValue<ContestFormValues>;
  errors: FieldErrors<ContestFormValues>['sections'];
  /** The contest has started: its questions can no longer change. */
  questionsLocked: boolean;
  canRemove: boolean;
  onRemove: () => void;
  suggestedCount: number;
}) {
  const { t } = useTranslation();
  const numbers = useWatch({ control, name: `sections.${index}.questionNumbers` });
  const base = `section-${index}`;
  const err = errors?.[index];
  return (
    <fieldset className="rounded-box border border-base-300 p-4">
      <legend className="px-1 font-semibold">{t('contests.admin.sectionN', { n: index + 1 })}</legend>
      <div className="grid gap-3 md:grid-cols-[2fr_1fr]">
        <div>
          <label htmlFor={`${base}-title`} className="label mb-1 text-sm">
            {t('contests.admin.fields.sectionTitle')}
          </label>
          <input
            id={`${base}-title`}
            className="input input-bordered w-full"
            aria-invalid={!!err?.title}
            aria-describedby={err?.title ? `${base}-title-error` : undefined}
            {...register(`sections.${index}.title`)}
          />
          <FieldError id={`${base}-title-error`} field="sectionTitle" error={err?.title} />
        </div>
        <div>
          <label htmlFor={`${base}-minutes`} className="label mb-1 text-sm">
            {t('contests.admin.fields.durationMinutes')}
          </label>
          <input
            id={`${base}-minutes`}
            type="number"
            min={1}
            className="input input-bordered w-full"
            aria-invalid={!!err?.durationMinutes}
            aria-describedby={err?.durationMinutes ? `${base}-minutes-error` : undefined}
            {...register(`sections.${index}.durationMinutes`, { valueAsNumber: true })}
          />
          <FieldError id={`${base}-minutes-error`} field="durationMinutes" error={err?.durationMinutes} />
        </div>
      </div>
      <div className="mt-3">
        <label htmlFor={`${base}-numbers`} className="label mb-1 text-sm">
          {t('contests.admin.fields.questionNumbers')}
        </label>
        <textarea
          id={`${base}-numbers`}
          rows={2}
          readOnly={questionsLocked}
          className="textarea textarea-bordered w-full font-mono"
          aria-invalid={!!err?.questionNumbers}
          aria-describedby={`${base}-numbers-help${err?.questionNumbers ? ` ${base}-numbers-error` : ''}`}
          {...register(`sections.${index}.questionNumbers`)}
        />
        <p id={`${base}-numbers-help`} className="mt-1 text-xs text-base-content/70">
          {questionsLocked ? t('contests.admin.questionsLocked') : t('contests.admin.numbersHelp')}
        </p>
        <FieldError id={`${base}-numbers-error`} field="questionNumbers" error={err?.questionNumbers} />
      </div>
      {!questionsLocked && (
        <div className="mt-3">
          <FreshQuestionsHelper
            defaultCount={suggestedCount}
            onAdd={(added) =>
              setValue(`sections.${index}.questionNumbers`, appendQuestionNumbers(numbers ?? '', added), {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
          />
        </div>
      )}
      {canRemove && !questionsLocked && (
        <button
          type="button"
          className="btn btn-ghost btn-sm mt-3 gap-1 text-red-700 dark:text-red-400"
          onClick={onRemove}
        >
          <Trash2 size={16} aria-hidden="true" />
          {t('contests.admin.removeSection', { n: index + 1 })}
        </button>
      )}
    </fieldset>
  );
}
