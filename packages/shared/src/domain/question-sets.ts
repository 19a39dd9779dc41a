import type { LocalisedText } from './localised-text.js';

/**
 * Chart data of a data-interpretation set. The web draws it as an accessible SVG (title, axes,
 * labels) with the same numbers in a data table for screen readers (issue 5).
 * - `bar`: one bar group per category, one bar per series;
 * - `stacked-bar`: one bar per category, the series stacked;
 * - `line`: one line per series over the categories;
 * - `pie`: the first series only, one slice per category (values are the slice sizes);
 * - `bar-line`: the first series as bars, the others as lines on the same axis;
 * - `table`: no drawing, the data table alone is shown.
 */
export const CHART_TYPES = ['bar', 'stacked-bar', 'line', 'pie', 'bar-line', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export interface ChartSeries {
  name: LocalisedText;
  values: number[];
}

export interface ChartSpec {
  type: ChartType;
  title: LocalisedText;
  /** The categories along the x-axis (or the pie's slices, or the table's rows). */
  categories: LocalisedText[];
  series: ChartSeries[];
  xLabel?: LocalisedText;
  yLabel?: LocalisedText;
  /** Shown after each value in labels and the table, e.g. "%" or " lakh". */
  unit?: LocalisedText;
}

export const QUESTION_SET_KINDS = ['passage', 'chart'] as const;
export type QuestionSetKind = (typeof QUESTION_SET_KINDS)[number];

/**
 * A passage or a chart shared by several questions (RC passages, DI and LRDI sets). `body` is
 * Markdown (with KaTeX) shown before the questions: the passage, the caselet, or the chart's
 * introduction; `charts` (kind `chart`) are drawn after it.
 */
export interface QuestionSetContent {
  kind: QuestionSetKind;
  title: LocalisedText;
  body: LocalisedText;
  charts?: ChartSpec[];
}

/** Whether chart data is usable: every series has one finite value a category, pies non-negative. */
export function chartProblems(chart: ChartSpec): string[] {
  const problems: string[] = [];
  if (chart.categories.length === 0) problems.push('no categories');
  if (chart.series.length === 0) problems.push('no series');
  for (const s of chart.series) {
    if (s.values.length !== chart.categories.length) problems.push('a series does not match the categories');
    if (s.values.some((v) => !Number.isFinite(v))) problems.push('a value is not a finite number');
    if (chart.type === 'pie' && s.values.some((v) => v < 0)) problems.push('a pie slice is negative');
  }
  return problems;
}
