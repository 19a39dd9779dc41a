import { contestRatingProvisional, rateContest } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { CONTEST_EXAMPLE, contestExample } from './contest-example';

describe('contest rating worked example', () => {
  const rows = contestExample(CONTEST_EXAMPLE, contestRatingProvisional);

  it('lists the field by place with the changes of the shared rateContest', () => {
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    const changes = rateContest(CONTEST_EXAMPLE);
    for (const row of rows) expect(row.delta).toBe(changes.find((c) => c.id === row.id)?.delta);
  });

  it('counts one game per pair: wins add up to the number of pairs', () => {
    const pairs = (rows.length * (rows.length - 1)) / 2;
    expect(rows.reduce((s, r) => s + r.actualWins, 0)).toBe(pairs);
    expect(rows.reduce((s, r) => s + r.expectedWins, 0)).toBeCloseTo(pairs, 9);
    expect(rows.map((r) => r.actualWins)).toEqual([4, 3, 2, 1, 0]);
  });

  it('raises whoever beats the expectation and lowers whoever falls short', () => {
    for (const r of rows) expect(Math.sign(r.delta)).toBe(Math.sign(r.actualWins - r.expectedWins));
  });

  it('marks the newcomer as provisional', () => {
    expect(rows.filter((r) => r.provisional).map((r) => r.name)).toEqual(['Divya']);
  });
});
