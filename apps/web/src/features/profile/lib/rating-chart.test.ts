import type { ContestRatingEntry } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { type ChartBox, chronological, ratingChartLayout, ratingDomain, ratingTicks } from './rating-chart';

const BOX: ChartBox = { width: 500, height: 300, margin: { top: 10, right: 10, bottom: 40, left: 50 } };

const entry = (day: number, before: number, after: number): ContestRatingEntry => ({
  contestId: `00000000-0000-4000-8000-0000000000${String(day).padStart(2, '0')}`,
  title: `Sprint ${day}`,
  endedAt: new Date(Date.UTC(2030, 0, day)).toISOString(),
  rank: 1,
  participants: 10,
  division: 'open',
  ratingBefore: before,
  ratingAfter: after,
});

describe('rating chart scale', () => {
  it('leaves air around the ratings and shows at least 400 points', () => {
    expect(ratingDomain([1400, 1460])).toEqual({ low: 1300, high: 1700 });
    expect(ratingDomain([1150, 2050])).toEqual({ low: 1000, high: 2200 });
  });

  it('puts at most seven round gridlines in the range', () => {
    expect(ratingTicks(1200, 1600)).toEqual([1200, 1300, 1400, 1500, 1600]);
    expect(ratingTicks(1000, 2200)).toEqual([1000, 1200, 1400, 1600, 1800, 2000, 2200]);
  });

  it('places contests by date and higher ratings higher up', () => {
    const layout = ratingChartLayout([entry(1, 1400, 1450), entry(3, 1450, 1420), entry(5, 1420, 1520)], BOX);
    const [a, b, c] = layout.points;
    expect(a?.x).toBe(50);
    expect(b?.x).toBe(270);
    expect(c?.x).toBe(490);
    expect(c?.y).toBeLessThan(a?.y ?? 0);
    expect(a?.y).toBeLessThan(b?.y ?? 0);
    // The bottom of the range sits on the axis, the top at the margin.
    expect(layout.y(layout.low)).toBe(260);
    expect(layout.y(layout.high)).toBe(10);
  });

  it('centres a single contest', () => {
    const layout = ratingChartLayout([entry(1, 1400, 1450)], BOX);
    expect(layout.points[0]?.x).toBe(270);
  });

  it('draws the title bands the range crosses, cut to it', () => {
    const layout = ratingChartLayout([entry(1, 1400, 1450), entry(2, 1450, 1700)], BOX);
    // 1300–1800: Specialist (1300–1600) and Expert (1600–1800).
    expect(layout.bands.map((b) => b.key)).toEqual(['specialist', 'expert']);
    const [specialist, expert] = layout.bands;
    expect(specialist?.y2).toBe(260);
    expect(expert?.y1).toBe(10);
    expect(expert?.y2).toBe(specialist?.y1);
  });

  it("orders the history by the contests' ends", () => {
    const history = [entry(3, 1450, 1420), entry(1, 1400, 1450), entry(5, 1420, 1520)];
    expect(chronological(history).map((e) => e.title)).toEqual(['Sprint 1', 'Sprint 3', 'Sprint 5']);
  });
});
