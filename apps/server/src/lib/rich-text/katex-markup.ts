import type { Element, ElementContent, Parents, Root } from 'hast';
import katex from 'katex';
import { SKIP, visit } from 'unist-util-visit';

const escapeHtml = (s: string) => s.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;').replace(/"/g, '&#x22;');

/**
 * A formula as KaTeX writes it (HTML with MathML), as rehype-katex asks for it: strictly first, then
 * leniently, and as an error box when even that fails. A display formula scrolls sideways when
 * wider than the screen, so it takes keyboard focus (tabindex 0, as the browser's renderer gives it
 * with rehypeFocusableDisplayMath).
 */
export function typeset(tex: string, displayMode: boolean): string {
  let html: string;
  try {
    html = katex.renderToString(tex, { displayMode, strict: 'ignore', throwOnError: true });
  } catch {
    try {
      html = katex.renderToString(tex, { displayMode, strict: 'ignore', throwOnError: false });
    } catch (error) {
      return `<span class="katex-error" style="color:#cc0000" title="${escapeHtml(String(error))}">${escapeHtml(tex)}</span>`;
    }
  }
  return displayMode
    ? html.replace(/^<span class="katex-display">/, '<span class="katex-display" tabindex="0">')
    : html;
}

/** The text inside a maths element (remark-math puts the formula in it as text). */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

const classesOf = (element: Element): unknown[] =>
  Array.isArray(element.properties.className) ? element.properties.className : [];

/**
 * A rehype plugin in place of rehype-katex (issue 15): the same formulas typeset with the same
 * options, but KaTeX's markup goes into the tree as a raw node. rehype-katex parses that markup back
 * into elements only for them to be written out again, a round trip that was most of the time a
 * question's texts took to render.
 */
export function rehypeKatexMarkup() {
  return (tree: Root) => {
    visit(tree, 'element', (element: Element, index, parent: Parents | undefined) => {
      if (!parent || index === undefined) return;
      let formula: { tex: string; display: boolean } | undefined;
      const code = element.children[0];
      if (
        element.tagName === 'pre' &&
        code?.type === 'element' &&
        code.tagName === 'code' &&
        classesOf(code).includes('language-math')
      ) {
        // A ```math fence: the <pre> around it goes, and it is a display formula.
        formula = { tex: textOf(code), display: true };
      } else {
        const classes = classesOf(element);
        if (classes.includes('math-display')) formula = { tex: textOf(element), display: true };
        else if (classes.includes('math-inline') || classes.includes('language-math'))
          formula = { tex: textOf(element), display: false };
      }
      if (!formula) return;
      parent.children.splice(index, 1, { type: 'raw', value: typeset(formula.tex, formula.display) });
      return [SKIP, index + 1];
    });
  };
}
