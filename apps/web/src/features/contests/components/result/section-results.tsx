import type { ParticipationResult } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatScore } from '../../lib/marks';

/** Section-wise score, percentile among participants and answer counts. */
export function SectionResults({ sections }: { sections: ParticipationResult['sections'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="section-results-heading">
      <h2 id="section-results-heading" className="text-xl font-semibold">
        {t('contests.result.sections')}
      </h2>
      <ScrollRegion labelledBy="section-results-heading" className="mt-2 rounded-box border border-base-300">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('contests.sections.section')}</th>
              <th scope="col" className="text-right">
                {t('contests.result.score')}
              </th>
              <th scope="col" className="text-right">
                {t('contests.result.percentile')}
              </th>
              <th scope="col" className="text-right">
                {t('contests.result.correct')}
              </th>
              <th scope="col" className="text-right">
                {t('contests.result.wrong')}
              </th>
              <th scope="col" className="text-right">
                {t('contests.result.unanswered')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sections.map((s) => (
              <tr key={s.title}>
                <th scope="row" className="font-medium">
                  {s.title}
                </th>
                <td className="text-right tabular-nums">{formatScore(s.score)}</td>
                <td className="text-right tabular-nums">{formatScore(s.percentile)}</td>
                <td className="text-right tabular-nums">{s.correct}</td>
                <td className="text-right tabular-nums">{s.wrong}</td>
                <td className="text-right tabular-nums">{s.unanswered}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
