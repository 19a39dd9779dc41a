import { type RichTextMode, remarkDisplayMath, remarkLineBreaks } from '@preparena/shared';
import type { Element, Root } from 'hast';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { type PluggableList, unified } from 'unified';
import { visit } from 'unist-util-visit';
import { rehypeKatexMarkup } from './katex-markup.js';

// As the browser renderer (apps/web components/ui/markdown.tsx): no raw HTML passes, the classes
// remark-math marks maths with are kept, and KaTeX renders after sanitising so its markup stays.
const sanitizeSchema: Schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
  protocols: { ...defaultSchema.protocols, src: [...(defaultSchema.protocols?.src ?? []), 'data'] },
};

/** Figures of visual questions are SVG images in data URLs; any other data URL is dropped. */
export const SVG_FIGURE = /^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/;

/**
 * Links and images as the browser renderer shows them: a link off the site opens in a new tab
 * without the opener; an image whose address is a data URL other than an SVG figure becomes its
 * alt text.
 */
function rehypeLinksAndImages() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'a') {
        const href = String(node.properties.href ?? '');
        if (!href.startsWith('/'))
          Object.assign(node.properties, { target: '_blank', rel: 'noopener noreferrer' });
      }
      if (node.tagName === 'img' && parent && index !== undefined) {
        const src = String(node.properties.src ?? '');
        if (src.startsWith('data:') && !SVG_FIGURE.test(src)) {
          parent.children[index] = {
            type: 'element',
            tagName: 'span',
            properties: {},
            children: [{ type: 'text', value: String(node.properties.alt ?? '') }],
          };
        }
      }
    });
  };
}

/**
 * The Markdown pipeline up to the maths, which `maths` typesets: KaTeX markup as raw nodes here
 * (`rehypeKatexMarkup`); the test compares it with rehype-katex in the same place.
 */
export const pipeline = (mode: RichTextMode, maths: PluggableList = [rehypeKatexMarkup]) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkDisplayMath)
    .use(mode === 'lines' ? [remarkLineBreaks] : [])
    .use(remarkRehype)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeLinksAndImages)
    .use(maths)
    // The only raw nodes are KaTeX's markup (remark-rehype drops the raw HTML of the text itself).
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze();

const PIPELINES: Record<RichTextMode, ReturnType<typeof pipeline>> = {
  prose: pipeline('prose'),
  lines: pipeline('lines'),
};

/** A text's sanitised HTML with KaTeX markup (the inside of the `.lesson-prose` box). */
export function renderHtml(text: string, mode: RichTextMode): string {
  return String(PIPELINES[mode].processSync(text));
}
