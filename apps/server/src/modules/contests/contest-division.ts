import { CONTEST_DIVISION_CHOICES, type ContestDivisionChoice } from '@preparena/shared';

/** A contest's stored division as the API names it: null (and anything unknown) is open to all. */
export function divisionChoice(stored: string | null): ContestDivisionChoice {
  return (CONTEST_DIVISION_CHOICES as readonly string[]).includes(stored ?? '')
    ? (stored as ContestDivisionChoice)
    : 'open';
}
