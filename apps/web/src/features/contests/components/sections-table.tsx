import type { ContestDetail } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** The contest's sections: title, minutes (or the paper's one clock) and question count. */
export function SectionsTable({ sections }: { sections: ContestDetail['sections'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sections-heading">
      <h2 id="sections-heading" className="text-lg font-semibold">
        {t('contests.sections.title')}
      </h2>
      <ScrollRegion labelledBy="sections-heading" className="mt-2 rounded-box border border-base-300">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('contests.sections.section')}</th>
              <th scope="col">{t('contests.columns.duration')}</th>
              <th scope="col" className="text-right">
                {t('contests.sections.questions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sections.map((s) => (
              <tr key={s.title}>
                <th scope="row" className="font-medium">
                  {s.title}
                </th>
                <td>
                  {s.durationMinutes === null
                    ? t('contests.sections.sharedClock')
                    : t('contests.minutes', { count: s.durationMinutes })}
                </td>
                <td className="text-right tabular-nums">{s.questionCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
