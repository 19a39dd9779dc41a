import type { ChartSpec, ParticipationResult } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { DataChart } from '@/components/charts/data-chart';

/** The chart of seconds per question: the participant's against the field's mean. */
export function timeChartSpec(
  questions: ParticipationResult['questions'],
  labels: { title: string; you: string; field: string; question: (n: number) => string; seconds: string },
): ChartSpec {
  return {
    type: 'bar',
    title: labels.title,
    categories: questions.map((_, i) => labels.question(i + 1)),
    series: [
      { name: labels.you, values: questions.map((q) => Math.round(q.seconds ?? 0)) },
      { name: labels.field, values: questions.map((q) => Math.round(q.fieldSeconds ?? 0)) },
    ],
    yLabel: labels.seconds,
  };
}

/** Time per question vs the field's mean, drawn with the app's own chart (a table for screen readers). */
export function TimeChart({
  questions,
  lang,
}: {
  questions: ParticipationResult['questions'];
  lang: 'en' | 'hi';
}) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  const chart = timeChartSpec(questions, {
    title: t('contests.result.timeTitle'),
    you: t('contests.result.you'),
    field: t('contests.result.field'),
    question: (n) => t('contests.result.q', { n }),
    seconds: t('contests.result.seconds'),
  });
  return (
    <section aria-labelledby="time-heading">
      <h2 id="time-heading" className="text-xl font-semibold">
        {t('contests.result.time')}
      </h2>
      <p className="text-sm text-base-content/70">{t('contests.result.timeNote')}</p>
      <DataChart chart={chart} lang={lang} />
    </section>
  );
}
