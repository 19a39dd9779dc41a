import { useTranslation } from 'react-i18next';

/** Course progress: a labelled bar with "n of m lessons". */
export function ProgressBar({ done, total, label }: { done: number; total: number; label: string }) {
  const { t } = useTranslation();
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span className="text-base-content/80">{label}</span>
        <span className="font-medium" data-testid="progress-text">
          {t('learn.progress', { done, total, percent })}
        </span>
      </div>
      <progress
        className="progress progress-primary h-2 w-full"
        value={done}
        max={Math.max(total, 1)}
        aria-label={label}
        aria-valuetext={t('learn.progress', { done, total, percent })}
      />
    </div>
  );
}
