import { describe, expect, it } from 'vitest';
import { contestAnswerInputSchema, contestInputSchema } from './contests.js';

describe('contest schemas', () => {
  it('accept an admin contest as issue 13 writes it, and a TITA answer', () => {
    const contest = contestInputSchema.parse({
      title: 'Weekly Sprint 1',
      format: 'sprint',
      exam: 'CAT',
      scheme: 'cat',
      startsAt: '2026-12-01T14:30:00+05:30',
      sections: [{ title: 'Quant', durationMinutes: 30, questionNumbers: [12, 13, 14] }],
    });
    expect(contest.sections[0]?.questionNumbers).toEqual([12, 13, 14]);
    expect(contestAnswerInputSchema.parse({ answer: 42.5 }).answer).toBe(42.5);
  });

  it('refuse a section without questions and an unknown marking scheme with readable messages', () => {
    const empty = contestInputSchema.safeParse({
      title: 'Mock',
      format: 'mock',
      scheme: 'cat',
      startsAt: null,
      sections: [{ title: 'QA', durationMinutes: 40, questionNumbers: [] }],
    });
    expect(empty.error?.issues[0]?.message).toBe('A section needs at least one question');
    expect(
      contestInputSchema.safeParse({
        title: 'Mock',
        format: 'mock',
        scheme: 'gate',
        startsAt: null,
        sections: [],
      }).success,
    ).toBe(false);
  });
});
