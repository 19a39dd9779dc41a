import {
  type AdminQuestionSet,
  type ChartSpec,
  chartSpecSchema,
  localise,
  QUESTION_SET_KINDS,
  type QuestionSetKind,
} from '@preparena/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataChart } from '@/components/charts/data-chart';
import { LanguageTabs } from '@/components/ui/language-tabs';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows } from '@/components/ui/skeleton';
import { routePath } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAdminQuestionSet } from '../api/get-admin-question-set';
import { useSaveQuestionSet } from '../api/save-question-set';
import { MarkdownField, SOURCE_FONT } from './markdown-field';

type Lang = 'en' | 'hi';

/** The charts' JSON as staff type it: parsed and checked, with a readable error. */
function parseCharts(text: string): { charts: ChartSpec[] } | { error: string } {
  if (!text.trim()) return { charts: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  const parsed = z.array(chartSpecSchema).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` };
  }
  return { charts: parsed.data };
}

function SetForm({ set }: { set: AdminQuestionSet }) {
  const { t } = useTranslation();
  const save = useSaveQuestionSet(set.id);
  const [lang, setLang] = useState<Lang>('en');
  const [kind, setKind] = useState<QuestionSetKind>(set.kind);
  const [title, setTitle] = useState(set.title);
  const [body, setBody] = useState(set.body);
  const [chartsText, setChartsText] = useState(set.charts.length ? JSON.stringify(set.charts, null, 2) : '');
  const charts = parseCharts(chartsText);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if ('error' in charts) {
      toast.error(t('admin.sets.fixCharts'));
      return;
    }
    save.mutate(
      {
        kind,
        title: { en: title.en, ...(title.hi?.trim() ? { hi: title.hi } : {}) },
        body: { en: body.en, ...(body.hi?.trim() ? { hi: body.hi } : {}) },
        charts: charts.charts,
      },
      {
        onSuccess: () => toast.success(t('admin.sets.saved')),
        onError: (error) => toast.error(errorMessage(error, t('admin.sets.saveFailed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <p className="text-sm text-base-content/80">
        {t('admin.sets.usedBy', { count: set.questions.length })}{' '}
        {set.questions.map((q) => (
          <Link
            key={q.number}
            to={routePath('adminQuestion', { questionNumber: q.number })}
            className="link mr-2 font-mono"
          >
            #{q.number}
          </Link>
        ))}
      </p>
      <label className="grid max-w-xs gap-1 text-sm font-medium">
        {t('admin.sets.kind')}
        <select
          className="select select-bordered select-sm"
          value={kind}
          onChange={(e) => setKind(e.target.value as QuestionSetKind)}
        >
          {QUESTION_SET_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`admin.sets.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <LanguageTabs value={lang} onChange={setLang} label={t('admin.questions.contentLanguage')} />
      <label className="grid gap-1 text-sm font-medium">
        {t('admin.sets.title')}
        <input
          className="input input-bordered input-sm w-full"
          lang={lang}
          value={title[lang] ?? ''}
          onChange={(e) => setTitle({ ...title, [lang]: e.target.value })}
        />
      </label>
      <MarkdownField
        id={`set-body-${lang}`}
        label={t('admin.sets.body')}
        value={body[lang] ?? ''}
        onChange={(value) => setBody({ ...body, [lang]: value })}
        lang={lang}
        rows={12}
        fallback={lang === 'hi' ? localise(body, 'en') : t('admin.sets.emptyBody')}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="min-w-0">
          <label htmlFor="set-charts" className="label mb-1 text-sm font-medium text-base-content">
            {t('admin.sets.charts')}
          </label>
          <textarea
            id="set-charts"
            rows={14}
            className={`textarea textarea-bordered w-full text-xs ${'error' in charts ? 'textarea-error' : ''}`}
            value={chartsText}
            onChange={(e) => setChartsText(e.target.value)}
            spellCheck={false}
            style={{ fontFamily: SOURCE_FONT }}
            aria-invalid={'error' in charts ? true : undefined}
            aria-describedby="set-charts-help"
          />
          <p
            id="set-charts-help"
            className={`mt-1 text-sm ${'error' in charts ? 'text-red-700 dark:text-red-400' : 'text-base-content/70'}`}
          >
            {'error' in charts
              ? t('admin.sets.chartsInvalid', { error: charts.error })
              : t('admin.sets.chartsHelp')}
          </p>
        </div>
        <div className="min-w-0">
          <p className="label mb-1 text-sm font-medium text-base-content">{t('admin.sets.chartsPreview')}</p>
          {'charts' in charts && charts.charts.length > 0 ? (
            charts.charts.map((chart, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: charts are positional
              <DataChart key={i} chart={chart} lang={lang} />
            ))
          ) : (
            <p className="text-sm text-base-content/70 italic">{t('admin.sets.noCharts')}</p>
          )}
        </div>
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('admin.sets.save')}
        </button>
      </div>
    </form>
  );
}

/** The passage or chart shared by the questions of a set, edited once for all of them. */
export function QuestionSetEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const set = useAdminQuestionSet(id);
  return (
    <section aria-labelledby="set-editor-title" className="mt-10 rounded-box border border-base-300 p-4">
      <h2 id="set-editor-title" className="mb-3 text-xl font-semibold">
        {t('admin.sets.heading')}
      </h2>
      {set.isError ? (
        <RetryAlert message={t('admin.sets.loadFailed')} onRetry={() => set.refetch()} />
      ) : !set.data ? (
        <SkeletonRows rows={4} />
      ) : (
        <SetForm key={set.data.updatedAt} set={set.data} />
      )}
    </section>
  );
}
