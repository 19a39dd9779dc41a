import {
  displayRating,
  PRACTICE_PROVISIONAL_SOLVED,
  type PracticeUserSummary,
  ratingTitle,
} from '@preparena/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../users/index.js';
import { istDay } from './ist-day.js';
import { summaryCounts } from './progress.repository.js';

/** Current and longest run of consecutive IST days with at least one solve. Today may still be open. */
export function streaks(days: string[], today: string): { current: number; longest: number } {
  const set = new Set(days);
  const sorted = [...set].sort();
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of sorted) {
    run = previous && dayAfter(previous) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  let current = 0;
  let cursor = set.has(today) ? today : dayBefore(today);
  while (set.has(cursor)) {
    current++;
    cursor = dayBefore(cursor);
  }
  return { current, longest };
}

const shift = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
const dayAfter = (day: string) => shift(day, 1);
const dayBefore = (day: string) => shift(day, -1);

/** The side summary of /practice for a signed-in user. */
export async function practiceSummary(db: Db, user: UserRow, now = new Date()): Promise<PracticeUserSummary> {
  const since = shift(istDay(now), -365);
  const { byDifficulty, byCourse, days, firstAttempts } = await summaryCounts(db, user.id, since);
  const solvedOf = (difficulty: string) =>
    Number(byDifficulty.find((r) => r.difficulty === difficulty)?.n ?? 0);
  const solvedDays = days.filter((d) => Number(d.solved) > 0).map((d) => d.day);
  const rating = displayRating(user.practiceRating);
  return {
    solved: user.practiceSolved,
    attempted: user.practiceAttempted,
    firstAttempts: firstAttempts.first,
    correctFirstAttempts: firstAttempts.correct,
    byDifficulty: {
      easy: solvedOf('easy'),
      medium: solvedOf('medium'),
      hard: solvedOf('hard'),
    },
    byCourse: byCourse.map((r) => ({ course: r.course, title: r.title, solved: Number(r.n) })),
    rating,
    title: ratingTitle(rating).name,
    provisional: user.practiceSolved < PRACTICE_PROVISIONAL_SOLVED,
    calendar: days.map((d) => ({ day: d.day, solved: Number(d.solved), attempted: Number(d.attempted) })),
    today: istDay(now),
    streak: streaks(solvedDays, istDay(now)),
  };
}
