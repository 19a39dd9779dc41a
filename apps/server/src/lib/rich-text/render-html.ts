import {
  type RichTextMode,
  rehypeFocusableDisplayMath,
  remarkDisplayMath,
  remarkLineBreaks,
} from '@preparena/shared';
import type { Element, Root } from 'hast';
import rehypeKatex, { type Options as KatexOptions } from 'rehype-katex';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

// As the browser renderer (apps/web components/ui/markdown.tsx): no raw HTML passes, the classes
// remark-math marks maths with are kept, and KaTeX renders after sanitising so its markup stays.
const schema: Schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
  protocols: { ...defaultSchema.protocols, src: [...(defaultSchema.protocols?.src ?? []), 'data'] },
};

/** Figures of visual questions are SVG images in data URLs; any other data URL is dropped. */
const SVG_FIGURE = /^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/;

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

const KATEX: KatexOptions = { strict: 'ignore' };

const pipeline = (mode: RichTextMode) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkDisplayMath)
    .use(mode === 'lines' ? [remarkLineBreaks] : [])
    .use(remarkRehype)
    .use(rehypeSanitize, schema)
    .use(rehypeLinksAndImages)
    .use(rehypeKatex, KATEX)
    .use(rehypeFocusableDisplayMath)
    .use(rehypeStringify)
    .freeze();

const PIPELINES: Record<RichTextMode, ReturnType<typeof pipeline>> = {
  prose: pipeline('prose'),
  lines: pipeline('lines'),
};

/** A text's sanitised HTML with KaTeX markup (the inside of the `.lesson-prose` box). */
export function renderHtml(text: string, mode: RichTextMode): string {
  return String(PIPELINES[mode].processSync(text));
}
