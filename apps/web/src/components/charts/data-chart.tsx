import { type ChartSpec, localise } from '@preparena/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from './cartesian-chart';
import { formatValue, SERIES_COLOURS } from './chart-scale';
import { PieChart } from './pie-chart';

/**
 * A chart of a data-interpretation set: an SVG drawing with a title, axes and labels, a legend, and
 * the same numbers in a table — visible for `table` charts, for screen readers otherwise.
 */
export function DataChart({ chart, lang }: { chart: ChartSpec; lang: 'en' | 'hi' }) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = localise(chart.title, lang);
  const unit = chart.unit ? localise(chart.unit, lang) : '';
  const showLegend = chart.type === 'pie' ? false : chart.series.length > 1;
  const valueText = (v: number) => `${formatValue(v, lang)}${unit}`;
  return (
    <figure className="my-4 rounded-box border border-base-300 bg-base-100 p-3" aria-labelledby={titleId}>
      <figcaption id={titleId} className="mb-2 text-center font-semibold">
        {title}
      </figcaption>
      {showLegend && (
        <ul className="mb-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm" aria-hidden="true">
          {chart.series.map((s, i) => (
            <li key={localise(s.name, 'en')} className="flex items-center gap-1">
              <span
                className="inline-block h-3 w-3 rounded-sm"
                style={{ background: SERIES_COLOURS[i % SERIES_COLOURS.length] }}
              />
              {localise(s.name, lang)}
            </li>
          ))}
        </ul>
      )}
      {chart.type === 'pie' && <PieChart chart={chart} lang={lang} label={t('charts.drawing', { title })} />}
      {chart.type !== 'pie' && chart.type !== 'table' && (
        // biome-ignore lint/a11y: a wide chart scrolls, and a scrollable region must take focus to scroll by keyboard
        <div className="scroll-cue overflow-x-auto" tabIndex={0} role="region" aria-labelledby={titleId}>
          <CartesianChart chart={chart} lang={lang} label={t('charts.drawing', { title })} />
        </div>
      )}
      <div className={chart.type === 'table' ? 'scroll-cue overflow-x-auto' : 'sr-only'}>
        <table className="table table-sm">
          <caption className="sr-only">{t('charts.tableOf', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{chart.xLabel ? localise(chart.xLabel, lang) : t('charts.category')}</th>
              {chart.series.map((s) => (
                <th key={localise(s.name, 'en')} scope="col" className="text-right">
                  {localise(s.name, lang)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.categories.map((c, row) => (
              <tr key={localise(c, 'en')}>
                <th scope="row">{localise(c, lang)}</th>
                {chart.series.map((s) => (
                  <td key={localise(s.name, 'en')} className="text-right tabular-nums">
                    {valueText(s.values[row] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
