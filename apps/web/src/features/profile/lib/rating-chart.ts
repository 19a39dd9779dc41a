import { type ContestRatingEntry, RATING_TITLES, type RatingTitle } from '@preparena/shared';

export interface ChartBox {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

export interface ChartPoint {
  x: number;
  y: number;
  entry: ContestRatingEntry;
}

export interface ChartBand {
  key: RatingTitle['key'];
  /** Top and bottom of the band in the drawing (y grows downwards). */
  y1: number;
  y2: number;
}

/** Rated contests oldest first, by their end (the order the rating runs took them in). */
export function chronological(history: readonly ContestRatingEntry[]): ContestRatingEntry[] {
  return [...history].sort((a, b) => Date.parse(a.endedAt) - Date.parse(b.endedAt));
}

/** The rating range a chart shows: 100 points of air around the values, at least 400 points tall. */
export function ratingDomain(ratings: readonly number[]): { low: number; high: number } {
  const min = Math.min(...ratings);
  const max = Math.max(...ratings);
  let low = Math.floor((min - 100) / 100) * 100;
  let high = Math.ceil((max + 100) / 100) * 100;
  const extra = Math.max(0, 400 - (high - low));
  const below = Math.floor(extra / 200) * 100;
  low -= below;
  high += extra - below;
  return { low, high };
}

/** Rating gridlines: multiples of 100, 200, 250 or 500, at most seven of them. */
export function ratingTicks(low: number, high: number): number[] {
  const step = [100, 200, 250, 500, 1000].find((s) => (high - low) / s <= 6) ?? 1000;
  const ticks: number[] = [];
  for (let v = Math.ceil(low / step) * step; v <= high; v += step) ticks.push(v);
  return ticks;
}

/**
 * Where a Contest rating history lands in a drawing: one point per rated contest (its new rating)
 * placed by date, and the title bands behind them, cut to the rating range shown.
 */
export function ratingChartLayout(history: readonly ContestRatingEntry[], box: ChartBox) {
  const { low, high } = ratingDomain(history.flatMap((e) => [e.ratingBefore, e.ratingAfter]));
  const plotW = box.width - box.margin.left - box.margin.right;
  const plotH = box.height - box.margin.top - box.margin.bottom;
  const y = (rating: number) => box.margin.top + ((high - rating) / (high - low)) * plotH;
  const times = history.map((e) => Date.parse(e.endedAt));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const x = (time: number) =>
    last === first
      ? box.margin.left + plotW / 2
      : box.margin.left + ((time - first) / (last - first)) * plotW;
  const points: ChartPoint[] = history.map((entry, i) => ({
    x: x(times[i] ?? first),
    y: y(entry.ratingAfter),
    entry,
  }));
  const bands: ChartBand[] = RATING_TITLES.flatMap((title, i) => {
    const from = Math.max(title.min, low);
    const to = Math.min(RATING_TITLES[i + 1]?.min ?? Number.POSITIVE_INFINITY, high);
    return from < to ? [{ key: title.key, y1: y(to), y2: y(from) }] : [];
  });
  return { low, high, y, points, bands, ticks: ratingTicks(low, high) };
}
