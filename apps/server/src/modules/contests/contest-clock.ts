import { ANSWER_GRACE_SECONDS, type ContestStatus } from '@preparena/shared';

/** What the clock needs of a contest. */
export interface ContestTiming {
  state: 'draft' | 'published' | 'cancelled';
  startsAt: Date | null;
  durationMinutes: number;
  sections: { title: string; durationMinutes: number }[];
  sectionsInOrder: boolean;
}

const MINUTE = 60_000;

/** When a scheduled contest ends (null for an any-time test). */
export function contestEnd(c: Pick<ContestTiming, 'startsAt' | 'durationMinutes'>): Date | null {
  return c.startsAt ? new Date(c.startsAt.getTime() + c.durationMinutes * MINUTE) : null;
}

/** Draft and cancelled as staff set them; otherwise from the clock. Any-time tests are always live. */
export function contestStatus(c: ContestTiming, now: Date): ContestStatus {
  if (c.state === 'draft') return 'draft';
  if (c.state === 'cancelled') return 'cancelled';
  const end = contestEnd(c);
  if (!c.startsAt || !end) return 'live';
  if (now < c.startsAt) return 'upcoming';
  return now < end ? 'live' : 'past';
}

/**
 * A new participation's end: its whole duration from now, but never past a scheduled contest's end
 * (late entrants to a sprint get what is left).
 */
export function participationEnd(c: ContestTiming, startedAt: Date): Date {
  const own = new Date(startedAt.getTime() + c.durationMinutes * MINUTE);
  const end = contestEnd(c);
  return end && end < own ? end : own;
}

export interface SectionWindow {
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * Each section's window in a participation: one after another from its start when sections are
 * timed in order (CAT), each capped by the participation's end; otherwise open throughout (null).
 */
export function sectionWindows(c: ContestTiming, startedAt: Date, endsAt: Date): SectionWindow[] {
  if (!c.sectionsInOrder) return c.sections.map(() => ({ startsAt: null, endsAt: null }));
  let from = startedAt.getTime();
  return c.sections.map((s) => {
    const start = new Date(Math.min(from, endsAt.getTime()));
    from += s.durationMinutes * MINUTE;
    return { startsAt: start, endsAt: new Date(Math.min(from, endsAt.getTime())) };
  });
}

/** Why an answer to a question of this section cannot be taken now, or null when it can. */
export function answerWindowProblem(
  window: SectionWindow | undefined,
  endsAt: Date,
  now: Date,
): string | null {
  const grace = ANSWER_GRACE_SECONDS * 1000;
  if (now.getTime() > endsAt.getTime() + grace)
    return 'Time is up: this test has ended and no more answers are taken';
  if (window?.startsAt && now < window.startsAt) return 'This section has not started yet';
  if (window?.endsAt && now.getTime() > window.endsAt.getTime() + grace)
    return "This section's time is up: its answers can no longer change";
  return null;
}

/** Whether a participation's time (with the grace) is over. */
export function isOverdue(endsAt: Date, now: Date): boolean {
  return now.getTime() > endsAt.getTime() + ANSWER_GRACE_SECONDS * 1000;
}
