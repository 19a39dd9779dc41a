import { rehypeFocusableDisplayMath } from '@preparena/shared';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import rehypeKatex from 'rehype-katex';
import { describe, expect, it } from 'vitest';
import { pipeline, renderHtml } from './render-html.js';

/** The pipeline as it was, with rehype-katex, which parses KaTeX's markup into the tree. */
const withRehypeKatex = (mode: 'prose' | 'lines') =>
  pipeline(mode, [[rehypeKatex, { strict: 'ignore' }], rehypeFocusableDisplayMath]);

/** HTML as a browser reads it: parsed and written again, so quoting and entities compare alike. */
const asParsed = (html: string) => toHtml(fromHtml(html, { fragment: true }));

const TEXTS = [
  'The area is $\\pi r^2$ and the ratio $\\frac{3}{4}$.',
  'Text.\n\n$$x = \\frac{a}{b}$$\n\nMore.',
  'So $$x = 1$$ here.',
  '$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$',
  '```math\nE = mc^2\n```',
  'A broken formula $\\frac{1}{$ and a bad command $\\notacommand{x}$.',
  'Statement I: $a > b$\nStatement II: $b < c$\n\n| A | B |\n| - | - |\n| $1$ | **2** |',
  'दो संख्याओं का अनुपात $3 : 5$ है, तो ₹ $1{,}200$ का $\\dfrac{3}{8}$ कितना है?',
  '- one $x^2$\n- two `code` [link](https://example.com)\n\n> quote $\\sqrt{2}$',
];

describe('KaTeX markup written as it comes (issue 15)', () => {
  for (const mode of ['prose', 'lines'] as const)
    it(`renders the same page as the rehype-katex pipeline (${mode})`, () => {
      const reference = withRehypeKatex(mode);
      for (const text of TEXTS) {
        const html = renderHtml(text, mode);
        expect(asParsed(html)).toBe(asParsed(String(reference.processSync(text))));
      }
    });
});
