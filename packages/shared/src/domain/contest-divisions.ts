/**
 * Contest divisions: a rated contest says which ratings it is rated for. Each division's bounds are
 * on the Contest rating before the contest (newcomers count at CONTEST_START_RATING); a participant
 * outside every rated division of the contest takes part unrated. In a combined contest each
 * division is rated within itself (its own field, its own expected ranks).
 */
export interface ContestDivision {
  readonly key: 'div1' | 'div2' | 'div3';
  /** Lowest rating in the division (inclusive); undefined: no lower bound. */
  readonly min?: number;
  /** Highest rating in the division (exclusive); undefined: no upper bound. */
  readonly below?: number;
}

export const CONTEST_DIVISIONS: readonly ContestDivision[] = [
  { key: 'div1', min: 1900 },
  { key: 'div2', below: 1900 },
  { key: 'div3', below: 1600 },
];

/** What a contest may be rated for: everyone together, one division, or Div 1 and Div 2 apart. */
export const CONTEST_DIVISION_CHOICES = ['open', 'div1', 'div2', 'div3', 'div1+div2'] as const;
export type ContestDivisionChoice = (typeof CONTEST_DIVISION_CHOICES)[number];

/** Contest rating every newcomer starts from (for the computation; shown as provisional). */
export const CONTEST_START_RATING = 1400;

/** Whether a rating falls inside a division. */
export function inDivision(division: ContestDivision, rating: number): boolean {
  return (
    (division.min === undefined || rating >= division.min) &&
    (division.below === undefined || rating < division.below)
  );
}

/**
 * The groups a contest rates apart, each named by its division key ('open' for everyone): every
 * participant lands in at most one group, and those outside all of them are left unrated.
 */
export function divisionGroups<T extends { rating: number }>(
  choice: ContestDivisionChoice | null | undefined,
  entrants: readonly T[],
): { key: string; entrants: T[] }[] {
  if (!choice || choice === 'open') return [{ key: 'open', entrants: [...entrants] }];
  const keys = choice.split('+') as ContestDivision['key'][];
  const divisions = keys.map((k) => CONTEST_DIVISIONS.find((d) => d.key === k) as ContestDivision);
  const groups = divisions.map((d) => ({ key: d.key as string, entrants: [] as T[] }));
  for (const e of entrants) {
    const i = divisions.findIndex((d) => inDivision(d, e.rating));
    if (i >= 0) groups[i]?.entrants.push(e);
  }
  return groups;
}
