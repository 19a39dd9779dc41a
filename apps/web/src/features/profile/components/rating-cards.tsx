import {
  CONTEST_PROVISIONAL_CONTESTS,
  PRACTICE_PROVISIONAL_SOLVED,
  type PublicProfile,
} from '@preparena/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingTitleBadge } from '@/components/ui/rating-title';

function RatingCard({
  label,
  rating,
  provisional,
  showTitle,
  children,
  testId,
}: {
  label: string;
  rating: number;
  provisional: boolean;
  showTitle: boolean;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="card border border-base-300 bg-base-100 p-5" aria-label={label}>
      <h2 className="text-sm text-base-content/80">{label}</h2>
      <p className="mt-1 flex flex-wrap items-center gap-3">
        <span className="text-3xl font-bold tabular-nums" data-testid={testId}>
          {rating}
          {provisional && (
            <abbr title={t('profile.provisional')} className="no-underline">
              ?
            </abbr>
          )}
        </span>
        {showTitle ? (
          <RatingTitleBadge rating={rating} />
        ) : (
          <span className="badge badge-ghost">{t('ratings.provisionalTitle')}</span>
        )}
      </p>
      <div className="mt-3 space-y-1 text-sm text-base-content/80">{children}</div>
    </section>
  );
}

/** The Practice and Contest ratings, each with its title, provisional mark and count. */
export function RatingCards({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RatingCard
        label={t('profile.practiceRating')}
        rating={profile.practiceRating}
        provisional={profile.practiceRatingProvisional}
        showTitle={!profile.practiceRatingProvisional}
        testId="profile-practice-rating"
      >
        <p>{t('profile.solved', { count: profile.practiceSolved })}</p>
        {profile.practiceRatingProvisional && (
          <p>{t('profile.practiceProvisional', { count: PRACTICE_PROVISIONAL_SOLVED })}</p>
        )}
      </RatingCard>
      <RatingCard
        label={t('profile.contestRating')}
        rating={profile.contestRating}
        provisional={profile.contestRatingProvisional}
        showTitle={!profile.contestRatingProvisional}
        testId="profile-contest-rating"
      >
        <p>{t('profile.contestsRated', { count: profile.contestsRated })}</p>
        {profile.contestRatingProvisional && (
          <p>{t('profile.contestProvisional', { count: CONTEST_PROVISIONAL_CONTESTS })}</p>
        )}
      </RatingCard>
    </div>
  );
}
