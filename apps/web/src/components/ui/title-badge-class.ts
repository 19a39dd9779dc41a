import type { RatingTitle } from '@preparena/shared';

/** The badge colour of each rating title, from the daisyUI palette. */
export const TITLE_BADGE_CLASS: Record<RatingTitle['key'], string> = {
  newbie: 'badge-neutral',
  specialist: 'badge-info',
  expert: 'badge-primary',
  master: 'badge-secondary',
  intellect: 'badge-warning',
  genius: 'badge-error',
};
