import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const conclusions = '**Conclusions:**\nI. Some stones are rings.\nII. No shirt is a bag.';

function html(text: string, lineBreaks?: boolean) {
  const { container } = render(
    <MemoryRouter>
      <Markdown lineBreaks={lineBreaks}>{text}</Markdown>
    </MemoryRouter>,
  );
  return container.innerHTML;
}

describe('Markdown', () => {
  it('shows each line of a question on its own line', () => {
    const out = html(conclusions, true);
    expect(out.match(/<br>/g)?.length).toBe(2);
    expect(out).toContain('I. Some stones are rings.');
  });

  it('keeps CommonMark paragraphs in lessons, where a lone newline is a space', () => {
    expect(html(conclusions)).not.toContain('<br>');
  });

  it('renders math and strips raw HTML', () => {
    const out = html('Area $\\frac{1}{2}bh$ <script>alert(1)</script>', true);
    expect(out).toContain('katex');
    expect(out).not.toContain('<script');
  });

  it('shows SVG figures from data URLs and drops any other data URL', () => {
    const svg = btoa(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const figure = html(`![Problem figure](data:image/svg+xml;base64,${svg})`, true);
    expect(figure).toContain(`src="data:image/svg+xml;base64,${svg}"`);
    expect(figure).toContain('alt="Problem figure"');
    const page = html(`![x](data:text/html;base64,${btoa('<script>alert(1)</script>')})`, true);
    expect(page).not.toContain('data:text/html');
  });
});
