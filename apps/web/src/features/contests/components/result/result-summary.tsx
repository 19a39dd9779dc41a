import type { ParticipationResult } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/format-date';
import { formatScore } from '../../lib/marks';

/** Score of the maximum, rank among participants, accuracy and the answer counts. */
export function ResultSummary({ result }: { result: ParticipationResult }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(localeOf(i18n.language), {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const stats: [string, string][] = [
    [
      t('contests.result.score'),
      t('contests.result.scoreOf', { score: formatScore(result.score), max: formatScore(result.maxScore) }),
    ],
    [
      t('contests.result.rank'),
      t('contests.result.rankOf', { rank: result.rank, participants: result.participants }),
    ],
    [t('contests.result.accuracy'), percent.format(result.accuracy)],
    [t('contests.result.correct'), String(result.correct)],
    [t('contests.result.wrong'), String(result.wrong)],
    [t('contests.result.unanswered'), String(result.unanswered)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="result-summary">
      {stats.map(([label, value]) => (
        <div key={label} className="rounded-box border border-base-300 bg-base-100 p-3">
          <dt className="text-xs text-base-content/70">{label}</dt>
          <dd className="text-xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
