import { MARKING_SCHEMES, type MarkingSchemeId } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { formatMarks } from '../lib/marks';

/** The contest's marking scheme, explained: its name, then each mark from the scheme's data. */
export function MarkingScheme({ scheme }: { scheme: MarkingSchemeId }) {
  const { t } = useTranslation();
  const s = MARKING_SCHEMES[scheme];
  const zero = (m: { numerator: number }) => m.numerator === 0;
  return (
    <section aria-labelledby="scheme-heading" className="rounded-box border border-base-300 p-4">
      <h2 id="scheme-heading" className="text-lg font-semibold">
        {t('contests.scheme.title')}: {t(`contests.scheme.names.${scheme}`)}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>{t('contests.scheme.correct', { marks: formatMarks(s.correct) })}</li>
        <li>
          {zero(s.wrongChoice)
            ? t('contests.scheme.wrongChoiceFree')
            : t('contests.scheme.wrongChoice', { marks: formatMarks(s.wrongChoice) })}
        </li>
        <li>
          {zero(s.wrongNumeric)
            ? t('contests.scheme.wrongNumericFree')
            : t('contests.scheme.wrongNumeric', { marks: formatMarks(s.wrongNumeric) })}
        </li>
        <li>{t('contests.scheme.unanswered')}</li>
      </ul>
    </section>
  );
}
