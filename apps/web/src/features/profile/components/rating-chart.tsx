import { type ContestRatingEntry, ratingTitle } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { TITLE_BAND_COLOUR } from '@/components/ui/rating-title';
import { useElementWidth } from '../hooks/use-element-width';
import { formatDate } from '../lib/format';
import { type ChartBox, ratingChartLayout } from '../lib/rating-chart';

/** Drawn at the width it is shown at, so labels stay 12 px on a phone and on a desktop. */
const box = (width: number): ChartBox => ({
  width,
  height: width < 480 ? 220 : 280,
  margin: { top: 12, right: 16, bottom: 30, left: 48 },
});

/**
 * The Contest rating over time, Codeforces-style: one point per rated contest on the title bands.
 * The drawing is summarised for screen readers; the history table beside it holds every number.
 */
export function RatingChart({ history }: { history: readonly ContestRatingEntry[] }) {
  const { t, i18n } = useTranslation();
  const [ref, width] = useElementWidth<HTMLDivElement>(560);
  const BOX = box(width);
  const layout = ratingChartLayout(history, BOX);
  const firstEntry = history[0];
  const lastEntry = history.at(-1);
  if (!firstEntry || !lastEntry) return null;
  const ratings = history.map((e) => e.ratingAfter);
  const summary = t('profile.chart.summary', {
    count: history.length,
    first: firstEntry.ratingAfter,
    last: lastEntry.ratingAfter,
    best: Math.max(...ratings),
  });
  const left = BOX.margin.left;
  const right = BOX.width - BOX.margin.right;
  const bottom = BOX.height - BOX.margin.bottom;
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        width={BOX.width}
        height={BOX.height}
        role="img"
        aria-label={summary}
        className="block h-auto max-w-full text-base-content"
        data-testid="rating-chart"
      >
        {layout.bands.map((band) => (
          <rect
            key={band.key}
            x={left}
            y={band.y1}
            width={right - left}
            height={band.y2 - band.y1}
            fill={TITLE_BAND_COLOUR[band.key]}
            fillOpacity={0.22}
          />
        ))}
        <g fontSize="12" fill="currentColor">
          {layout.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={left}
                x2={right}
                y1={layout.y(tick)}
                y2={layout.y(tick)}
                stroke="currentColor"
                strokeOpacity={0.15}
              />
              <text x={left - 6} y={layout.y(tick) + 4} textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          <text x={left} y={bottom + 20} textAnchor="start">
            {formatDate(firstEntry.endedAt, i18n.language)}
          </text>
          {history.length > 1 && (
            <text x={right} y={bottom + 20} textAnchor="end">
              {formatDate(lastEntry.endedAt, i18n.language)}
            </text>
          )}
        </g>
        <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="currentColor" strokeOpacity={0.5} />
        {layout.points.length > 1 && (
          <polyline
            points={layout.points.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinejoin="round"
          />
        )}
        {layout.points.map((p) => (
          <circle
            key={p.entry.contestId}
            cx={p.x}
            cy={p.y}
            r={4.5}
            fill={TITLE_BAND_COLOUR[ratingTitle(p.entry.ratingAfter).key]}
            stroke="currentColor"
            strokeWidth={1.5}
          >
            <title>{`${p.entry.title}: ${p.entry.ratingAfter}`}</title>
          </circle>
        ))}
      </svg>
    </div>
  );
}
