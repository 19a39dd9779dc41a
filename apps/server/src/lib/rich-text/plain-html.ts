import type { RichTextMode } from '@preparena/shared';
import { typeset } from './katex-markup.js';
import { SVG_FIGURE } from './render-html.js';

/**
 * Outside formulas, what Markdown (with GFM) could read as syntax: emphasis, code, links, images,
 * HTML and entities, escapes, strikethrough, tables and the autolinks of bare addresses.
 */
const INLINE_SYNTAX = /[\\`*_[\]<>&~|@]|:\/\/|www\./i;
/** A line Markdown could start a block with: heading, quote, list, rule, setext line, fence, table. */
const BLOCK_START = /^(?:[#>|~`]|[-+](?:\s|$)|-+\s*$|=+\s*$|\d{1,9}[.)](?:\s|$))/;
/** What a formula must not hold to be read by remark-math exactly as split here. */
const FORMULA_UNSAFE = /^\s|\s$|\n/;
/** A paragraph that is one figure: an SVG image with a plain alt text. */
const FIGURE = /^!\[([^\\`*_[\]<>&~|@$"\n]*)\]\(([^()\s"]+)\)$/;
/** A line that is all bold: `**…**` around plain words and formulas. */
const BOLD_LINE = /^\*\*([^*\s](?:[^*]*[^*\s])?)\*\*$/;

/** Words and `$…$` formulas (no line breaks), or undefined if it holds any other syntax. */
function inlineHtml(text: string): string | undefined {
  const parts = text.split('$');
  // Formulas are the odd parts; an unpaired `$` is not one.
  if (parts.length % 2 === 0) return undefined;
  let html = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (i % 2 === 0) {
      if (INLINE_SYNTAX.test(part)) return undefined;
      html += part;
    } else {
      if (part === '' || FORMULA_UNSAFE.test(part)) return undefined;
      html += typeset(part, false);
    }
  }
  return html;
}

/** A line of a paragraph: plain, or bold as a whole. */
function lineHtml(line: string): string | undefined {
  if (line === '' || line.trim() !== line) return undefined;
  const bold = BOLD_LINE.exec(line);
  if (bold) {
    const inner = inlineHtml(bold[1] as string);
    return inner === undefined ? undefined : `<strong>${inner}</strong>`;
  }
  return BLOCK_START.test(line) ? undefined : inlineHtml(line);
}

function paragraphHtml(paragraph: string, mode: RichTextMode): string | undefined {
  const figure = FIGURE.exec(paragraph);
  if (figure) {
    const [, alt, src] = figure as unknown as [string, string, string];
    return SVG_FIGURE.test(src) ? `<p><img src="${src}" alt="${alt}"></p>` : undefined;
  }
  const lines: string[] = [];
  for (const line of paragraph.split('\n')) {
    const html = lineHtml(line);
    if (html === undefined) return undefined;
    lines.push(html);
  }
  return `<p>${lines.join(mode === 'lines' ? '<br>\n' : '\n')}</p>`;
}

/**
 * The HTML of a text that is only paragraphs of words and `$…$` formulas (a line may be bold as a
 * whole; a paragraph may be one SVG figure), written directly; undefined for any other text, which
 * the full pipeline renders. Such texts are most of the bank (options, statements, the steps of
 * solutions), and the Markdown parser was most of their cost. The output is the pipeline's, byte for
 * byte (plain-html.test.ts compares them).
 */
export function plainHtml(text: string, mode: RichTextMode): string | undefined {
  if (text === '' || /[\r\t]|\$\$|^\n|\n$/.test(text)) return undefined;
  const out: string[] = [];
  for (const paragraph of text.split(/\n{2,}/)) {
    const html = paragraphHtml(paragraph, mode);
    if (html === undefined) return undefined;
    out.push(html);
  }
  return out.join('\n');
}
