import {
  CONTEST_DIVISION_CHOICES,
  CONTEST_FORMATS,
  EXAM_PATTERNS,
  MARKING_SCHEME_IDS,
} from '@preparena/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { divisionLabel } from '@/components/ui/division-label';
import {
  type ContestFormValues,
  type ContestInputValues,
  contestFormResolver,
  patternToForm,
} from './contest-form-mapping';
import { FieldError } from './field-error';
import { SectionFields } from './section-fields';

const MAX_SECTIONS = 6;

/** The create / edit form, validated by the contract's `contestInputSchema`. */
export function ContestForm({
  defaultValues,
  questionsLocked,
  pending,
  onSubmit,
  onCancel,
}: {
  defaultValues: ContestFormValues;
  questionsLocked: boolean;
  pending: boolean;
  onSubmit: (values: ContestInputValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ContestFormValues, unknown, ContestInputValues>({
    resolver: contestFormResolver,
    defaultValues,
  });
  const sections = useFieldArray({ control, name: 'sections' });
  const [pattern, setPattern] = useState('');
  const [suggested, setSuggested] = useState<number[]>([]);

  const applyPattern = () => {
    const found = EXAM_PATTERNS.find((p) => p.exam === pattern);
    if (!found) return;
    const values = patternToForm(found);
    setValue('exam', values.exam);
    setValue('scheme', values.scheme);
    setValue('format', values.format);
    setValue('sectionsInOrder', values.sectionsInOrder);
    sections.replace(values.sections);
    setSuggested(found.sections.map((s) => s.questionCount));
  };

  const describedBy = (name: keyof ContestFormValues, extra?: string) =>
    [errors[name] ? `contest-${name}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  const text = (name: 'title', className = '') => (
    <div className={className}>
      <label htmlFor={`contest-${name}`} className="label mb-1 text-sm font-medium">
        {t(`contests.admin.fields.${name}`)}
      </label>
      <input
        id={`contest-${name}`}
        className="input input-bordered w-full"
        aria-invalid={!!errors[name]}
        aria-describedby={describedBy(name)}
        {...register(name)}
      />
      <FieldError id={`contest-${name}-error`} field={name} error={errors[name]} />
    </div>
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      {!questionsLocked && (
        <div className="flex flex-wrap items-end gap-2 rounded-box bg-base-200/60 p-3">
          <div>
            <label htmlFor="contest-pattern" className="label mb-1 text-sm font-medium">
              {t('contests.admin.pattern')}
            </label>
            <select
              id="contest-pattern"
              className="select select-bordered select-sm"
              value={pattern}
              onChange={(e) => setPattern(e.target.value)}
            >
              <option value="">{t('contests.admin.choosePattern')}</option>
              {EXAM_PATTERNS.map((p) => (
                <option key={p.exam} value={p.exam}>
                  {p.exam}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn btn-sm" onClick={applyPattern} disabled={!pattern}>
            {t('contests.admin.usePattern')}
          </button>
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {text('title', 'md:col-span-2')}
        <div>
          <label htmlFor="contest-format" className="label mb-1 text-sm font-medium">
            {t('contests.admin.fields.format')}
          </label>
          <select id="contest-format" className="select select-bordered w-full" {...register('format')}>
            {CONTEST_FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`contests.format.${f}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="contest-exam" className="label mb-1 text-sm font-medium">
            {t('contests.admin.fields.exam')}
          </label>
          <select id="contest-exam" className="select select-bordered w-full" {...register('exam')}>
            <option value="">{t('contests.admin.noExam')}</option>
            {EXAM_PATTERNS.map((p) => (
              <option key={p.exam} value={p.exam}>
                {p.exam}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="contest-scheme" className="label mb-1 text-sm font-medium">
            {t('contests.admin.fields.scheme')}
          </label>
          <select id="contest-scheme" className="select select-bordered w-full" {...register('scheme')}>
            {MARKING_SCHEME_IDS.map((s) => (
              <option key={s} value={s}>
                {t(`contests.scheme.names.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="contest-startsAt" className="label mb-1 text-sm font-medium">
            {t('contests.admin.fields.startsAt')}
          </label>
          <input
            id="contest-startsAt"
            type="datetime-local"
            className="input input-bordered w-full"
            aria-invalid={!!errors.startsAt}
            aria-describedby={describedBy('startsAt', 'contest-startsAt-help')}
            {...register('startsAt')}
          />
          <p id="contest-startsAt-help" className="mt-1 text-xs text-base-content/70">
            {t('contests.admin.startsAtHelp')}
          </p>
          <FieldError id="contest-startsAt-error" field="startsAt" error={errors.startsAt} />
        </div>
        <div>
          <label htmlFor="contest-status" className="label mb-1 text-sm font-medium">
            {t('contests.admin.fields.status')}
          </label>
          <select id="contest-status" className="select select-bordered w-full" {...register('status')}>
            <option value="published">{t('contests.admin.statusPublished')}</option>
            <option value="draft">{t('contests.status.draft')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="contest-division" className="label mb-1 text-sm font-medium">
            {t('contests.admin.fields.division')}
          </label>
          <select
            id="contest-division"
            className="select select-bordered w-full"
            aria-invalid={!!errors.division}
            aria-describedby={describedBy('division', 'contest-division-help')}
            {...register('division')}
          >
            {CONTEST_DIVISION_CHOICES.map((d) => (
              <option key={d} value={d}>
                {divisionLabel(t, d)}
              </option>
            ))}
          </select>
          <p id="contest-division-help" className="mt-1 text-xs text-base-content/70">
            {t('contests.admin.divisionHelp')}
          </p>
          <FieldError id="contest-division-error" field="division" error={errors.division} />
        </div>
        <div className="flex flex-col justify-end gap-2">
          <label className="flex cursor-pointer items-center gap-2">
            <input type="checkbox" className="checkbox checkbox-sm" {...register('rated')} />
            {t('contests.admin.fields.rated')}
          </label>
          <label className="flex cursor-pointer items-center gap-2">
            <input type="checkbox" className="checkbox checkbox-sm" {...register('sectionsInOrder')} />
            {t('contests.admin.fields.sectionsInOrder')}
          </label>
        </div>
        <div className="md:col-span-2">
          <label htmlFor="contest-description" className="label mb-1 text-sm font-medium">
            {t('contests.admin.fields.description')}
          </label>
          <textarea
            id="contest-description"
            rows={4}
            className="textarea textarea-bordered w-full"
            aria-invalid={!!errors.description}
            aria-describedby={describedBy('description')}
            {...register('description')}
          />
          <FieldError id="contest-description-error" field="description" error={errors.description} />
        </div>
      </div>

      <section aria-labelledby="form-sections-heading" className="space-y-3">
        <h3 id="form-sections-heading" className="text-lg font-semibold">
          {t('contests.sections.title')}
        </h3>
        {sections.fields.map((field, index) => (
          <SectionFields
            key={field.id}
            index={index}
            control={control}
            register={register}
            setValue={setValue}
            errors={errors.sections}
            questionsLocked={questionsLocked}
            canRemove={sections.fields.length > 1}
            onRemove={() => sections.remove(index)}
            suggestedCount={suggested[index] ?? 10}
          />
        ))}
        {errors.sections?.message && (
          <p className="text-sm text-red-700 dark:text-red-400">{errors.sections.message}</p>
        )}
        {!questionsLocked && sections.fields.length < MAX_SECTIONS && (
          <button
            type="button"
            className="btn btn-sm gap-1"
            onClick={() =>
              sections.append({
                title: t('contests.admin.sectionN', { n: sections.fields.length + 1 }),
                durationMinutes: 30,
                questionNumbers: '',
              })
            }
          >
            <Plus size={16} aria-hidden="true" />
            {t('contests.admin.addSection')}
          </button>
        )}
      </section>

      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('contests.admin.save')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('contests.admin.backToList')}
        </button>
      </div>
    </form>
  );
}
