import type { ChartSpec } from '@preparena/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataChart } from './data-chart';

const sales: ChartSpec = {
  type: 'bar',
  title: { en: 'Sales of two shops', hi: 'दो दुकानों की बिक्री' },
  categories: ['2021', '2022', '2023'],
  series: [
    { name: { en: 'Shop A', hi: 'दुकान A' }, values: [120, 150, 90] },
    { name: { en: 'Shop B', hi: 'दुकान B' }, values: [80, 110, 130] },
  ],
  unit: ' units',
};

describe('DataChart', () => {
  it('draws the chart as a labelled image and gives screen readers every number in a table', () => {
    render(<DataChart chart={sales} lang="en" />);
    expect(screen.getByRole('img', { name: /Sales of two shops/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: /Sales of two shops/ });
    const row = within(table).getByRole('row', { name: /2022/ });
    expect(row.textContent).toContain('150 units');
    expect(row.textContent).toContain('110 units');
    expect(table.parentElement?.className).toContain('sr-only');
  });

  it('shows a table chart as a visible table in the chosen language', () => {
    render(<DataChart chart={{ ...sales, type: 'table' }} lang="hi" />);
    expect(screen.queryByRole('img')).toBeNull();
    const table = screen.getByRole('table', { name: /दो दुकानों की बिक्री/ });
    expect(table.parentElement?.className).not.toContain('sr-only');
    expect(within(table).getByRole('columnheader', { name: 'दुकान B' })).toBeTruthy();
  });

  it('labels each pie slice with its value', () => {
    const pie: ChartSpec = {
      ...sales,
      type: 'pie',
      series: [{ name: 'Share', values: [50, 30, 20] }],
      unit: '%',
    };
    const { container } = render(<DataChart chart={pie} lang="en" />);
    expect(container.querySelectorAll('path')).toHaveLength(3);
    expect(container.querySelector('svg')?.textContent).toContain('50%');
  });
});
