import { type ChartSpec, localise } from '@preparena/shared';
import { formatValue, niceTicks, SERIES_COLOURS } from './chart-scale';

const W = 480;
const H = 300;
const M = { top: 14, right: 12, bottom: 52, left: 52 };
const PLOT_W = W - M.left - M.right;
const PLOT_H = H - M.top - M.bottom;

const colour = (i: number) => SERIES_COLOURS[i % SERIES_COLOURS.length];

/** Bars, stacked bars, lines, or bars with lines, over the categories on one value axis. */
export function CartesianChart({
  chart,
  lang,
  label,
}: {
  chart: ChartSpec;
  lang: 'en' | 'hi';
  label: string;
}) {
  const n = chart.categories.length;
  const stacked = chart.type === 'stacked-bar';
  const barSeries =
    chart.type === 'line' ? [] : chart.type === 'bar-line' ? [0] : chart.series.map((_, i) => i);
  const lineSeries = chart.series.map((_, i) => i).filter((i) => !barSeries.includes(i));
  const totals = chart.categories.map((_, c) =>
    chart.series.reduce((sum, s) => sum + Math.max(0, s.values[c] ?? 0), 0),
  );
  const all = chart.series.flatMap((s) => s.values);
  const ticks = niceTicks(Math.min(...all), stacked ? Math.max(...totals) : Math.max(...all));
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const y = (v: number) => M.top + PLOT_H - ((v - low) / (high - low)) * PLOT_H;
  const band = PLOT_W / n;
  const cx = (c: number) => M.left + band * (c + 0.5);
  const barWidth = stacked ? band * 0.6 : (band * 0.75) / Math.max(1, barSeries.length);
  const labels = n * (stacked ? 1 : Math.max(1, barSeries.length)) <= 24;
  const rotate = n > 6;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      className="h-auto w-full min-w-[400px] text-base-content"
    >
      <g fontSize="12" fill="currentColor">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={M.left}
              x2={W - M.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={tick === 0 ? 0.6 : 0.15}
            />
            <text x={M.left - 6} y={y(tick) + 4} textAnchor="end">
              {formatValue(tick, lang)}
            </text>
          </g>
        ))}
        {chart.categories.map((c, i) => (
          <text
            key={localise(c, 'en')}
            x={cx(i)}
            y={H - M.bottom + 16}
            textAnchor={rotate ? 'end' : 'middle'}
            transform={rotate ? `rotate(-35 ${cx(i)} ${H - M.bottom + 16})` : undefined}
          >
            {localise(c, lang)}
          </text>
        ))}
        {chart.yLabel && (
          <text
            x={12}
            y={M.top + PLOT_H / 2}
            textAnchor="middle"
            transform={`rotate(-90 12 ${M.top + PLOT_H / 2})`}
          >
            {localise(chart.yLabel, lang)}
          </text>
        )}
        {chart.xLabel && !rotate && (
          <text x={M.left + PLOT_W / 2} y={H - 8} textAnchor="middle">
            {localise(chart.xLabel, lang)}
          </text>
        )}
      </g>
      {chart.categories.map((c, ci) => {
        let base = 0;
        return (
          <g key={localise(c, 'en')}>
            {barSeries.map((si, k) => {
              const v = chart.series[si]?.values[ci] ?? 0;
              const x = stacked
                ? cx(ci) - barWidth / 2
                : cx(ci) - (barWidth * barSeries.length) / 2 + k * barWidth;
              const from = stacked ? base : 0;
              const to = stacked ? base + v : v;
              base = to;
              const top = Math.min(y(from), y(to));
              const height = Math.abs(y(to) - y(from));
              return (
                <g key={si}>
                  <rect
                    x={x + 1}
                    y={top}
                    width={Math.max(1, barWidth - 2)}
                    height={height}
                    fill={colour(si)}
                  />
                  {labels && (!stacked || height > 13) && (
                    <text
                      x={x + barWidth / 2}
                      y={stacked ? top + height / 2 + 4 : top - 3}
                      textAnchor="middle"
                      fontSize="10"
                      fill={stacked ? '#fff' : 'currentColor'}
                    >
                      {formatValue(v, lang)}
                    </text>
                  )}
                </g>
              );
            })}
          </g>
        );
      })}
      {lineSeries.map((si) => {
        const values = chart.series[si]?.values ?? [];
        const points = values.map((v, ci) => `${cx(ci)},${y(v)}`).join(' ');
        return (
          <g key={si}>
            <polyline points={points} fill="none" stroke={colour(si)} strokeWidth={2.5} />
            {values.map((v, ci) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: points are positional
              <g key={ci}>
                <circle cx={cx(ci)} cy={y(v)} r={3.5} fill={colour(si)} />
                {lineSeries.length <= 3 && n <= 12 && (
                  <text x={cx(ci)} y={y(v) - 7} textAnchor="middle" fontSize="10" fill="currentColor">
                    {formatValue(v, lang)}
                  </text>
                )}
              </g>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
