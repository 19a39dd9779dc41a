/** A "nice" axis for values from 0 (or the least negative value) up to `max`: about five ticks. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(0, min);
  const high = max > low ? max : low + 1;
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let v = Math.floor(low / step) * step; v < high + step - 1e-9; v += step) {
    ticks.push(Number(v.toPrecision(12)));
  }
  return ticks;
}

/** A value as the chart labels show it: grouped digits in the Indian style, at most two decimals. */
export function formatValue(value: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 2 }).format(value);
}

/** Colours of the series, distinguishable in light and dark themes and for common colour blindness. */
export const SERIES_COLOURS = [
  '#2563eb',
  '#f59e0b',
  '#10b981',
  '#db2777',
  '#7c3aed',
  '#0891b2',
  '#65a30d',
  '#dc2626',
];
