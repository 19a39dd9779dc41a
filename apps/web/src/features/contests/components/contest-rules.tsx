import { type ContestFormat, SPRINT_WRONG_PENALTY_SECONDS } from '@preparena/shared';
import { useTranslation } from 'react-i18next';

/** The rules of a format: sprint (final answers, verdict at once, tie-break) or mock (exam style). */
export function ContestRules({
  format,
  sectionsInOrder,
}: {
  format: ContestFormat;
  sectionsInOrder: boolean;
}) {
  const { t } = useTranslation();
  const rules =
    format === 'sprint'
      ? [
          t('contests.rules.sprint.oneAnswer'),
          t('contests.rules.sprint.verdict'),
          t('contests.rules.sprint.tieBreak', { minutes: SPRINT_WRONG_PENALTY_SECONDS / 60 }),
        ]
      : [
          t('contests.rules.mock.change'),
          t('contests.rules.mock.palette'),
          t('contests.rules.mock.noScore'),
          ...(sectionsInOrder ? [t('contests.rules.mock.sectionsInOrder')] : []),
        ];
  return (
    <section aria-labelledby="rules-heading" className="rounded-box border border-base-300 p-4">
      <h2 id="rules-heading" className="text-lg font-semibold">
        {t('contests.rules.title', { format: t(`contests.format.${format}`) })}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
