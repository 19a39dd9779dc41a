import { LIMITS } from '@preparena/shared';
import { useTranslation } from 'react-i18next';

/** A grey pulsing block; size it with classes. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`skeleton ${className}`} />;
}

/** Loading rows for tables and lists (10 rows, spec section 9). */
export function SkeletonRows({ rows = LIMITS.skeletonRows }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** Loading course cards: 10 on wide screens, 4 on mobile (spec section 9). */
export function CourseCardSkeletons() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: LIMITS.skeletonCourseCardsWide }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          data-testid="course-card-skeleton"
          className={`card bg-base-100 border border-base-300 p-5 ${i >= LIMITS.skeletonCourseCardsMobile ? 'hidden md:flex' : 'flex'}`}
        >
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-5/6" />
          <Skeleton className="mt-5 h-2 w-full" />
        </div>
      ))}
    </div>
  );
}
