import 'katex/dist/katex.min.css';
import { rehypeFocusableDisplayMath, remarkDisplayMath, remarkLineBreaks } from '@preparena/shared';
import type { ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform, type UrlTransform } from 'react-markdown';
import { Link } from 'react-router';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';

// Sanitise what Markdown produced (no raw HTML passes), keeping the classes remark-math marks math
// with; KaTeX renders after sanitising, so its own markup is not stripped.
const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
  protocols: { ...defaultSchema.protocols, src: [...(defaultSchema.protocols?.src ?? []), 'data'] },
};

/** Figures of visual questions are SVG images in data URLs; any other data URL is dropped. */
const SVG_FIGURE = /^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/;
const urlTransform: UrlTransform = (url, key, node) =>
  key === 'src' && node.tagName === 'img' && SVG_FIGURE.test(url) ? url : defaultUrlTransform(url);

function MarkdownLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

/** An image whose address was dropped (not an SVG figure) shows its alt text instead. */
function MarkdownImage({ src, alt = '', ...rest }: ComponentProps<'img'>) {
  if (!src) return <span>{alt}</span>;
  return <img src={src} alt={alt} {...rest} />;
}

/**
 * Lesson and question text: Markdown with KaTeX math and GitHub tables, sanitised. `lineBreaks`
 * keeps single newlines as line breaks (question texts are written line by line).
 */
export function Markdown({ children, lineBreaks = false }: { children: string; lineBreaks?: boolean }) {
  return (
    <div className="lesson-prose">
      <ReactMarkdown
        remarkPlugins={
          lineBreaks
            ? [remarkGfm, remarkMath, remarkDisplayMath, remarkLineBreaks]
            : [remarkGfm, remarkMath, remarkDisplayMath]
        }
        rehypePlugins={[
          [rehypeSanitize, schema],
          [rehypeKatex, { throwOnError: false, strict: 'ignore' }],
          rehypeFocusableDisplayMath,
        ]}
        components={{ a: MarkdownLink, img: MarkdownImage }}
        urlTransform={urlTransform}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
