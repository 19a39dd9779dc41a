import { type ChartSpec, localise } from '@preparena/shared';
import { formatValue, SERIES_COLOURS } from './chart-scale';

const R = 100;
const C = 120;

/** A pie of the first series: one slice a category, labelled with its share, and a legend. */
export function PieChart({ chart, lang, label }: { chart: ChartSpec; lang: 'en' | 'hi'; label: string }) {
  const values = chart.series[0]?.values ?? [];
  const total = values.reduce((a, b) => a + b, 0) || 1;
  const unit = chart.unit ? localise(chart.unit, lang) : '';
  let angle = -Math.PI / 2;
  const slices = values.map((v, i) => {
    const start = angle;
    const sweep = (v / total) * 2 * Math.PI;
    angle += sweep;
    const mid = start + sweep / 2;
    const point = (a: number, r = R) => `${C + r * Math.cos(a)},${C + r * Math.sin(a)}`;
    const path =
      sweep >= 2 * Math.PI - 1e-9
        ? `M${C - R},${C}a${R},${R} 0 1,0 ${2 * R},0a${R},${R} 0 1,0 ${-2 * R},0`
        : `M${C},${C}L${point(start)}A${R},${R} 0 ${sweep > Math.PI ? 1 : 0},1 ${point(start + sweep)}Z`;
    return { i, v, path, label: point(mid, R * 0.65), sweep };
  });
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
      <svg viewBox={`0 0 ${2 * C} ${2 * C}`} role="img" aria-label={label} className="h-auto w-full max-w-60">
        {slices.map((s) => (
          <g key={s.i}>
            <path
              d={s.path}
              fill={SERIES_COLOURS[s.i % SERIES_COLOURS.length]}
              stroke="#fff"
              strokeWidth={1.5}
            />
            {s.sweep > 0.3 && (
              <text
                x={s.label.split(',')[0]}
                y={Number(s.label.split(',')[1]) + 4}
                textAnchor="middle"
                fontSize="12"
                fill="#fff"
                fontWeight="600"
              >
                {formatValue(s.v, lang)}
                {unit}
              </text>
            )}
          </g>
        ))}
      </svg>
      <ul className="grid gap-1 text-sm" aria-hidden="true">
        {chart.categories.map((c, i) => (
          <li key={localise(c, 'en')} className="flex items-center gap-2">
            <span
              className="inline-block h-3 w-3 rounded-sm"
              style={{ background: SERIES_COLOURS[i % SERIES_COLOURS.length] }}
            />
            <span>{localise(c, lang)}</span>
            <span className="ml-auto pl-3 tabular-nums">
              {formatValue(values[i] ?? 0, lang)}
              {unit}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
