import {
  type AdminQuestion,
  DIFFICULTIES,
  EXAM_TAGS,
  EXPECTED_SECONDS_MAX,
  EXPECTED_SECONDS_MIN,
  type Language,
  localise,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  type QuestionType,
  STORED_QUESTION_STATUSES,
} from '@preparena/shared';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAdminQuestionTopics } from '../api/get-admin-question-topics';
import { useSaveQuestion } from '../api/save-question';
import { LazyMarkdown, MarkdownField } from './markdown-field';
import { OptionsEditor } from './options-editor';
import {
  emptyForm,
  errorOf,
  type FieldErrors,
  formFromQuestion,
  type Lang,
  type QuestionForm,
  translateRule,
  validateForm,
} from './question-form';

const LANGS: Lang[] = ['en', 'hi'];

/**
 * The question editor: settings (topic, type, difficulty, status, time, exams), then English and
 * Hindi tabs with the title, the statement and the solution as Markdown + KaTeX beside a live
 * preview, and the options or the type-in answer. Checks the form with the server's rules first.
 */
export function QuestionEditor({
  question,
  onSaved,
}: {
  question: AdminQuestion | null;
  onSaved?: (saved: AdminQuestion) => void;
}) {
  const { t, i18n } = useTranslation();
  const uiLang = i18n.language as Language;
  const save = useSaveQuestion();
  const topics = useAdminQuestionTopics();
  const [form, setForm] = useState<QuestionForm>(() => (question ? formFromQuestion(question) : emptyForm()));
  const [lang, setLang] = useState<Lang>('en');
  // After the first Save the form is checked on every change, so a fixed field loses its message.
  const [checked, setChecked] = useState(false);
  const errors: FieldErrors = useMemo(
    () => (checked ? validateForm(form, t).errors : {}),
    [checked, form, t],
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const patch = (change: Partial<QuestionForm>) => setForm((f) => ({ ...f, ...change }));
  const setText = (field: 'title' | 'statement' | 'solution', value: string) =>
    setForm((f) => ({ ...f, [field]: { ...f[field], [lang]: value } }));
  const tabId = useId();

  const changeType = (type: QuestionType) =>
    setForm((f) => ({
      ...f,
      type,
      // A single-choice question keeps at most one of the marks a multiple-choice one had.
      correct: type === 'single' ? f.correct.slice(0, 1) : f.correct,
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, errors: found } = validateForm(form, t);
    setChecked(true);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      // Show the tab that holds the first problem.
      if (Object.keys(found).every((p) => p.endsWith('.hi'))) setLang('hi');
      else if (Object.keys(found).some((p) => p.endsWith('.en'))) setLang('en');
      toast.error(t('admin.questions.fixErrors'));
      return;
    }
    save.mutate(
      { number: question?.number ?? null, body: input },
      {
        onSuccess: (saved) => {
          toast.success(
            question ? t('admin.questions.saved') : t('admin.questions.created', { number: saved.number }),
          );
          onSaved?.(saved);
        },
        onError: (error) => {
          const message =
            error instanceof ApiError ? translateRule(t, error.message) : t('admin.questions.saveFailed');
          setServerError(message);
          toast.error(errorMessage(error, t('admin.questions.saveFailed')));
        },
      },
    );
  };

  const errorList = Object.values(errors);
  const language = t(`admin.questions.languages.${lang}`);
  const textError = (field: string) => errorOf(errors, `${field}.${lang}`);
  const byCourse = new Map<string, { title: string; topics: { slug: string; title: string }[] }>();
  for (const topic of topics.data?.topics ?? []) {
    const group = byCourse.get(topic.course.slug) ?? {
      title: localise(topic.course.title, uiLang),
      topics: [],
    };
    group.topics.push({ slug: topic.slug, title: localise(topic.title, uiLang) });
    byCourse.set(topic.course.slug, group);
  }

  const optionsPreview =
    form.type === 'numeric' ? (
      <p className="mt-4 text-sm text-base-content/80">
        {t('admin.questions.previewNumeric', { value: form.value || '—', tolerance: form.tolerance || '0' })}
      </p>
    ) : (
      <ol className="mt-4 space-y-2">
        {form.options.map((option, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional
            key={i}
            className={`flex items-center gap-3 rounded-box border-2 p-2 ${form.correct.includes(i) ? 'border-success' : 'border-base-300'}`}
          >
            <span className="kbd kbd-sm" aria-hidden="true">
              {i + 1}
            </span>
            <span className="min-w-0 flex-1">
              <LazyMarkdown>{option[lang] || option.en || '—'}</LazyMarkdown>
            </span>
            {form.correct.includes(i) && (
              <CheckCircle2 size={18} className="text-success" aria-label={t('admin.questions.correct')} />
            )}
          </li>
        ))}
      </ol>
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {(errorList.length > 0 || serverError) && (
        <div
          role="alert"
          className="rounded-box border border-red-600 bg-base-100 p-4 text-red-700 dark:text-red-400"
        >
          <div>
            <p className="font-semibold">{t('admin.questions.fixErrors')}</p>
            <ul className="mt-1 list-disc ps-5 text-sm">
              {serverError && <li>{serverError}</li>}
              {[...new Set(errorList)].map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        </div>
      )}

      <section aria-labelledby="settings-heading" className="rounded-box border border-base-300 p-4">
        <h2 id="settings-heading" className="mb-3 text-lg font-semibold">
          {t('admin.questions.settings')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <Field id="q-topic" label={t('admin.questions.topic')} error={errorOf(errors, 'topic')} wide>
            <select
              id="q-topic"
              className={`select select-bordered w-full ${errorOf(errors, 'topic') ? 'select-error' : ''}`}
              value={form.topic}
              onChange={(e) => patch({ topic: e.target.value })}
              aria-invalid={errorOf(errors, 'topic') ? true : undefined}
              aria-describedby={errorOf(errors, 'topic') ? 'q-topic-error' : undefined}
            >
              <option value="">
                {topics.isPending ? t('common.loading') : t('admin.questions.chooseTopic')}
              </option>
              {[...byCourse.entries()].map(([slug, group]) => (
                <optgroup key={slug} label={group.title}>
                  {group.topics.map((topic) => (
                    <option key={topic.slug} value={topic.slug}>
                      {topic.title}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </Field>
          <Field id="q-type" label={t('admin.questions.type')}>
            <select
              id="q-type"
              className="select select-bordered w-full"
              value={form.type}
              onChange={(e) => changeType(e.target.value as QuestionType)}
            >
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`practice.type.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="q-difficulty" label={t('admin.questions.difficulty')}>
            <select
              id="q-difficulty"
              className="select select-bordered w-full"
              value={form.difficulty}
              onChange={(e) => patch({ difficulty: e.target.value as QuestionForm['difficulty'] })}
            >
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t(`practice.difficulty.${d}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="q-status" label={t('admin.questions.status')}>
            <select
              id="q-status"
              className="select select-bordered w-full"
              value={form.status}
              disabled={form.status === 'contest'}
              onChange={(e) => patch({ status: e.target.value as QuestionForm['status'] })}
            >
              {(form.status === 'contest' ? STORED_QUESTION_STATUSES : QUESTION_STATUSES).map((s) => (
                <option key={s} value={s}>
                  {t(`admin.questions.statuses.${s}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="q-seconds"
            label={t('admin.questions.expectedSeconds')}
            error={errorOf(errors, 'expectedSeconds')}
          >
            <input
              id="q-seconds"
              type="number"
              inputMode="numeric"
              min={EXPECTED_SECONDS_MIN}
              max={EXPECTED_SECONDS_MAX}
              className={`input input-bordered w-full ${errorOf(errors, 'expectedSeconds') ? 'input-error' : ''}`}
              value={form.expectedSeconds}
              onChange={(e) => patch({ expectedSeconds: e.target.value })}
              aria-invalid={errorOf(errors, 'expectedSeconds') ? true : undefined}
              aria-describedby={errorOf(errors, 'expectedSeconds') ? 'q-seconds-error' : undefined}
            />
          </Field>
        </div>
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-medium">{t('admin.questions.exams')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {EXAM_TAGS.map((exam) => (
              <label key={exam} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm checkbox-primary"
                  checked={form.exams.includes(exam)}
                  onChange={(e) =>
                    patch({
                      exams: e.target.checked
                        ? EXAM_TAGS.filter((x) => x === exam || form.exams.includes(x))
                        : form.exams.filter((x) => x !== exam),
                    })
                  }
                />
                {exam}
              </label>
            ))}
          </div>
        </fieldset>
      </section>

      <div role="tablist" aria-label={t('admin.questions.contentLanguage')} className="tabs tabs-box w-fit">
        {LANGS.map((l) => (
          <button
            key={l}
            id={`${tabId}-${l}`}
            type="button"
            role="tab"
            aria-selected={lang === l}
            aria-controls={`${tabId}-panel`}
            className={`tab ${lang === l ? 'tab-active' : ''}`}
            onClick={() => setLang(l)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = l === 'en' ? 'hi' : 'en';
                setLang(next);
                document.getElementById(`${tabId}-${next}`)?.focus();
              }
            }}
            tabIndex={lang === l ? 0 : -1}
          >
            {t(`admin.questions.tabs.${l}`)}
            {Object.keys(errors).some((p) => p.endsWith(`.${l}`)) && (
              <>
                <span className="badge badge-error badge-xs ms-2" aria-hidden="true" />
                <span className="sr-only">{t('admin.questions.tabHasErrors')}</span>
              </>
            )}
          </button>
        ))}
      </div>

      <div id={`${tabId}-panel`} role="tabpanel" aria-labelledby={`${tabId}-${lang}`} className="space-y-6">
        {lang === 'hi' && <p className="text-sm text-base-content/70">{t('admin.questions.hindiHint')}</p>}
        <Field
          id={`q-title-${lang}`}
          label={t('admin.questions.titleIn', { language })}
          error={textError('title')}
        >
          <input
            id={`q-title-${lang}`}
            lang={lang}
            className={`input input-bordered w-full ${textError('title') ? 'input-error' : ''}`}
            value={form.title[lang]}
            placeholder={lang === 'hi' ? form.title.en : undefined}
            onChange={(e) => setText('title', e.target.value)}
            maxLength={200}
            aria-invalid={textError('title') ? true : undefined}
            aria-describedby={textError('title') ? `q-title-${lang}-error` : undefined}
          />
        </Field>
        <MarkdownField
          id={`q-statement-${lang}`}
          label={t('admin.questions.statementIn', { language })}
          value={form.statement[lang]}
          onChange={(v) => setText('statement', v)}
          lang={lang}
          error={textError('statement')}
          previewExtra={optionsPreview}
          fallback={lang === 'hi' ? t('admin.questions.emptyHindi') : t('admin.questions.emptyText')}
        />
        <OptionsEditor form={form} patch={patch} lang={lang} errors={errors} />
        <MarkdownField
          id={`q-solution-${lang}`}
          label={t('admin.questions.solutionIn', { language })}
          value={form.solution[lang]}
          onChange={(v) => setText('solution', v)}
          lang={lang}
          error={textError('solution')}
          rows={8}
          fallback={lang === 'hi' ? t('admin.questions.emptyHindi') : t('admin.questions.emptyText')}
        />
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-base-300 bg-base-100/95 px-4 py-3 backdrop-blur">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {question ? t('admin.questions.save') : t('admin.questions.create')}
        </button>
        <span className="text-sm text-base-content/70">{t(`admin.questions.statusNote.${form.status}`)}</span>
      </div>
    </form>
  );
}

function Field({
  id,
  label,
  error,
  wide,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-1' : ''}>
      <label htmlFor={id} className="label mb-1 text-sm font-medium text-base-content">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
