import { describe, expect, it } from 'vitest';
import { istDay } from './ist-day.js';
import { streaks } from './summary.service.js';

describe('India days and streaks', () => {
  it('counts a solve at 00:30 IST on that IST day, not the UTC one', () => {
    expect(istDay(new Date('2026-03-09T19:00:00Z'))).toBe('2026-03-10');
    expect(istDay(new Date('2026-03-09T18:29:59Z'))).toBe('2026-03-09');
  });

  it('finds the current and the longest streak; today may still be open', () => {
    const days = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-10', '2026-01-11'];
    expect(streaks(days, '2026-01-12')).toEqual({ current: 2, longest: 3 });
    expect(streaks(days, '2026-01-11')).toEqual({ current: 2, longest: 3 });
    expect(streaks(days, '2026-01-13')).toEqual({ current: 0, longest: 3 });
    expect(streaks([], '2026-01-13')).toEqual({ current: 0, longest: 0 });
  });
});
