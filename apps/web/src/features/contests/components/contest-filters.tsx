import { CONTEST_FORMATS, EXAM_PATTERNS } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/ui/filter-select';
import { useContestFilters } from '../hooks/use-contest-filters';

/** Format and exam filters of the schedule (in the URL query). */
export function ContestFilters() {
  const { t } = useTranslation();
  const { format, exam, update } = useContestFilters();
  return (
    <search className="grid grid-cols-2 gap-2 sm:max-w-md">
      <FilterSelect
        id="contest-format"
        label={t('contests.filters.format')}
        allLabel={t('contests.filters.allFormats')}
        value={format}
        options={CONTEST_FORMATS.map((f) => ({ value: f, label: t(`contests.format.${f}`) }))}
        onChange={(value) => update('format', value)}
      />
      <FilterSelect
        id="contest-exam"
        label={t('contests.filters.exam')}
        allLabel={t('contests.filters.allExams')}
        value={exam}
        options={EXAM_PATTERNS.map((p) => ({ value: p.exam, label: p.exam }))}
        onChange={(value) => update('exam', value)}
      />
    </search>
  );
}
