import { type PublicUser, type RatingTitle, ratingTitle } from '@preparena/shared';
import { useTranslation } from 'react-i18next';

type TitleKey = RatingTitle['key'];

/** The badge colour of each rating title, from the daisyUI palette. */
export const TITLE_BADGE_CLASS: Record<TitleKey, string> = {
  newbie: 'badge-neutral',
  specialist: 'badge-info',
  expert: 'badge-primary',
  master: 'badge-secondary',
  intellect: 'badge-warning',
  genius: 'badge-error',
};

/**
 * Names in the colour of their title (grey, teal, blue, violet, orange, red, as on Codeforces), each
 * at least 4.5:1 against the page in the light and the dark theme.
 */
export const TITLE_TEXT_CLASS: Record<TitleKey, string> = {
  newbie: 'text-zinc-600 dark:text-zinc-400',
  specialist: 'text-teal-700 dark:text-teal-300',
  expert: 'text-blue-700 dark:text-blue-400',
  master: 'text-violet-700 dark:text-violet-300',
  intellect: 'text-orange-700 dark:text-orange-400',
  genius: 'text-red-700 dark:text-red-400',
};

/** A ring around an avatar in the colour of the title. */
export const TITLE_RING_CLASS: Record<TitleKey, string> = {
  newbie: 'ring-zinc-400',
  specialist: 'ring-teal-500',
  expert: 'ring-blue-500',
  master: 'ring-violet-500',
  intellect: 'ring-orange-500',
  genius: 'ring-red-500',
};

/** The avatar ring of a rating's title; a plain ring while the rating is provisional. */
export function titleRingClass(rating: number | null): string {
  const key = titleKeyOf(rating);
  return key ? TITLE_RING_CLASS[key] : 'ring-base-300';
}

/** Fill of each title's band behind a rating chart (drawn at a low opacity). */
export const TITLE_BAND_COLOUR: Record<TitleKey, string> = {
  newbie: '#a1a1aa',
  specialist: '#14b8a6',
  expert: '#3b82f6',
  master: '#8b5cf6',
  intellect: '#f97316',
  genius: '#ef4444',
};

/** The rating a user shows as their title: their primary rating, none while that rating is provisional. */
export function primaryTitleRating(
  user: Pick<
    PublicUser,
    | 'practiceRating'
    | 'contestRating'
    | 'primaryRating'
    | 'contestRatingProvisional'
    | 'practiceRatingProvisional'
  >,
): number | null {
  if (user.primaryRating === 'contest') return user.contestRatingProvisional ? null : user.contestRating;
  return user.practiceRatingProvisional ? null : user.practiceRating;
}

/** A rating change as boards and histories print it: "+23", "−17", "0". */
export function formatRatingChange(before: number, after: number): string {
  const delta = after - before;
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `−${Math.abs(delta)}`;
  return '0';
}

/** Text colour of a rating change: green up, red down, plain when unchanged. */
export function ratingChangeClass(before: number, after: number): string {
  if (after > before) return 'text-green-700 dark:text-green-400';
  if (after < before) return 'text-red-700 dark:text-red-400';
  return '';
}

/** The title key of a rating; null (no title yet) for a provisional rating. */
export function titleKeyOf(rating: number | null | undefined): TitleKey | null {
  return rating === null || rating === undefined ? null : ratingTitle(rating).key;
}

/** The title of a rating as a coloured badge. */
export function RatingTitleBadge({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const key = ratingTitle(rating).key;
  return <span className={`badge ${TITLE_BADGE_CLASS[key]} ${className}`}>{t(`ratings.titles.${key}`)}</span>;
}

/**
 * A username (or a rating) in the colour of a title. The title's name is spoken after it and shown
 * as a tooltip, so the colour is never the only carrier of the meaning.
 */
export function TitledName({
  name,
  rating,
  className = '',
}: {
  name: string;
  /** The rating that gives the title; null while it is provisional. */
  rating: number | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const key = titleKeyOf(rating);
  const title = key ? t(`ratings.titles.${key}`) : t('ratings.provisionalTitle');
  return (
    <span className={`${key ? TITLE_TEXT_CLASS[key] : ''} ${className}`} title={title}>
      {name}
      <span className="sr-only">, {title}</span>
    </span>
  );
}
