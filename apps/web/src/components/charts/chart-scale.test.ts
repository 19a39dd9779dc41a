import { describe, expect, it } from 'vitest';
import { formatValue, niceTicks } from './chart-scale';

describe('chart axes', () => {
  it('cover the data with round steps from zero', () => {
    expect(niceTicks(0, 87)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0, 4.2)).toEqual([0, 1, 2, 3, 4, 5]);
    const ticks = niceTicks(0, 1234);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(1234);
  });

  it('reach below zero for negative values', () => {
    const ticks = niceTicks(-12, 30);
    expect(ticks[0]).toBeLessThanOrEqual(-12);
    expect(ticks).toContain(0);
  });

  it('label values with Indian digit grouping', () => {
    expect(formatValue(1234567, 'en')).toBe('12,34,567');
    expect(formatValue(2.5, 'en')).toBe('2.5');
  });
});
