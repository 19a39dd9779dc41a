import { richTextKey } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { renderHtml } from './render-html.js';
import { renderedMap } from './rendered.js';

describe('rich text rendered on the server', () => {
  it('typesets maths with KaTeX (with MathML for screen readers)', () => {
    const html = renderHtml('The area is $\\pi r^2$.', 'prose');
    expect(html).toContain('class="katex"');
    expect(html).toContain('<math');
    expect(html).not.toContain('$');
  });

  it('shows a paragraph of one $$…$$ formula as a display formula, and $$ inside a sentence inline', () => {
    const alone = renderHtml('Text.\n\n$$x = \\frac{a}{b}$$\n\nMore.', 'prose');
    // It scrolls sideways when wider than a phone, so it takes keyboard focus (axe: scrollable-region-focusable).
    expect(alone).toContain('<span class="katex-display" tabindex="0">');
    for (const mode of ['prose', 'lines'] as const) {
      expect(renderHtml('So $$x = 1$$ here.', mode)).not.toContain('katex-display');
      expect(renderHtml('$x = 1$', mode)).not.toContain('katex-display');
      expect(renderHtml('$$x = 1$$', mode)).toContain('katex-display');
    }
  });

  it('lets no raw HTML or script through', () => {
    const html = renderHtml('Hello <script>alert(1)</script> <img src=x onerror="alert(1)">', 'prose');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });

  it('opens links off the site in a new tab and keeps in-app links as they are', () => {
    const html = renderHtml('[out](https://example.com) and [in](/learn)', 'prose');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/learn">in</a>');
  });

  it('keeps SVG figures and shows another data image as its alt text', () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`;
    expect(renderHtml(`![Figure A](${svg})`, 'prose')).toContain(`src="${svg}"`);
    const other = renderHtml('![a photo](data:image/png;base64,AAAA)', 'prose');
    expect(other).not.toContain('<img');
    expect(other).toContain('a photo');
  });

  it('keeps single newlines as line breaks in question texts, not in lessons', () => {
    expect(renderHtml('Statement I\nStatement II', 'lines')).toContain('<br>');
    expect(renderHtml('Statement I\nStatement II', 'prose')).not.toContain('<br>');
  });

  it('keys every language version of a text as the browser looks it up', () => {
    const map = renderedMap([[{ en: 'Two $x$', hi: 'दो $x$' }, 'lines']]);
    expect(Object.keys(map).sort()).toEqual(
      [richTextKey('Two $x$', 'lines'), richTextKey('दो $x$', 'lines')].sort(),
    );
    expect(map[richTextKey('दो $x$', 'lines')]).toContain('दो');
  });
});
