/** A rating title and the lowest rating that earns it (spec section 9). */
export interface RatingTitle {
  readonly key: 'newbie' | 'specialist' | 'expert' | 'master' | 'intellect' | 'genius';
  readonly name: string;
  readonly min: number;
}

/** Titles in ascending order; a title covers ratings from its `min` up to the next title's `min` - 1. */
export const RATING_TITLES: readonly RatingTitle[] = [
  { key: 'newbie', name: 'Newbie', min: Number.NEGATIVE_INFINITY },
  { key: 'specialist', name: 'Specialist', min: 1200 },
  { key: 'expert', name: 'Expert', min: 1600 },
  { key: 'master', name: 'Master', min: 2000 },
  { key: 'intellect', name: 'Intellect', min: 2400 },
  { key: 'genius', name: 'Genius', min: 2800 },
];

/** The title a rating earns. Ratings are compared after rounding to whole points. */
export function ratingTitle(rating: number): RatingTitle {
  const r = Math.round(rating);
  let found = RATING_TITLES[0] as RatingTitle;
  for (const title of RATING_TITLES) if (r >= title.min) found = title;
  return found;
}

/** The inclusive rating range of a title, `max` undefined for the top title. */
export function ratingTitleRange(key: RatingTitle['key']): { min?: number; max?: number } {
  const i = RATING_TITLES.findIndex((t) => t.key === key);
  const title = RATING_TITLES[i] as RatingTitle;
  const next = RATING_TITLES[i + 1];
  return {
    min: Number.isFinite(title.min) ? title.min : undefined,
    max: next ? next.min - 1 : undefined,
  };
}

/** Practice ratings are provisional until this many questions are solved. */
export const PRACTICE_PROVISIONAL_SOLVED = 10;
/** Contest ratings are provisional until this many rated contests. */
export const CONTEST_PROVISIONAL_CONTESTS = 3;
/** Practice rating every new user starts from. */
export const PRACTICE_START_RATING = 1200;
/** Practice K-factor rules of the spec: 40 for new users, 20 after 20 problems, 20 at 2000 or more. */
export function practiceKFactor(rating: number, attempted: number): number {
  return rating >= 2000 || attempted >= 20 ? 20 : 40;
}
/** Contest K-factor bands of the spec: 30 below 1600, 25 for 1600-1999, 20 from 2000. */
export function contestKFactor(rating: number): number {
  if (rating >= 2000) return 20;
  if (rating >= 1600) return 25;
  return 30;
}
