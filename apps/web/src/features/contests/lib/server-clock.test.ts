import { describe, expect, it } from 'vitest';
import { clockOffset, formatCountdown, isPast, secondsLeft } from './server-clock';

const at = (iso: string) => Date.parse(iso);

describe('server clock', () => {
  it('measures how far the client clock is from the server', () => {
    expect(clockOffset('2030-01-01T10:00:05.000Z', at('2030-01-01T10:00:00.000Z'))).toBe(5000);
    expect(clockOffset('2030-01-01T10:00:00.000Z', at('2030-01-01T10:00:03.000Z'))).toBe(-3000);
  });

  it('counts down by the server time even when the client clock is wrong', () => {
    // The client runs 2 minutes slow: the server says 10:00, the client thinks 09:58.
    const offset = clockOffset('2030-01-01T10:00:00.000Z', at('2030-01-01T09:58:00.000Z'));
    const clientNow = at('2030-01-01T09:58:30.000Z');
    expect(secondsLeft('2030-01-01T10:01:00.000Z', clientNow, offset)).toBe(30);
  });

  it('rounds a part of a second up and never goes below zero', () => {
    expect(secondsLeft('2030-01-01T10:00:01.200Z', at('2030-01-01T10:00:00.000Z'), 0)).toBe(2);
    expect(secondsLeft('2030-01-01T10:00:00.000Z', at('2030-01-01T10:05:00.000Z'), 0)).toBe(0);
  });

  it('tells when the end has passed on the server clock', () => {
    const received = at('2030-01-01T10:00:00.000Z');
    expect(isPast('2030-01-01T10:00:10.000Z', '2030-01-01T10:00:00.000Z', received, received + 9000)).toBe(
      false,
    );
    expect(isPast('2030-01-01T10:00:10.000Z', '2030-01-01T10:00:00.000Z', received, received + 10_000)).toBe(
      true,
    );
  });

  it('formats minutes, hours and days', () => {
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3 * 3600 + 4)).toBe('03:00:04');
    expect(formatCountdown(2 * 86_400 + 3600)).toBe('2d 01:00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
