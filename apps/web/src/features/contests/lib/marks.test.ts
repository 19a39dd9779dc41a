import { MARKING_SCHEMES } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { formatMarks, formatScore } from './marks';

describe('marks', () => {
  it('prints each scheme the way its exam does', () => {
    expect(formatMarks(MARKING_SCHEMES.cat.correct)).toBe('3');
    expect(formatMarks(MARKING_SCHEMES['ssc-cgl'].wrongChoice)).toBe('0.5');
    expect(formatMarks(MARKING_SCHEMES['ibps-po'].wrongChoice)).toBe('0.25');
    expect(formatMarks(MARKING_SCHEMES['rrb-ntpc'].wrongChoice)).toBe('⅓');
  });

  it('signs scores', () => {
    expect(formatScore(3, true)).toBe('+3');
    expect(formatScore(-0.333333)).toBe('−0.33');
    expect(formatScore(0, true)).toBe('0');
  });
});
