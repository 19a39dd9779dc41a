import 'katex/dist/katex.min.css';
import type { ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import { Link } from 'react-router';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { remarkLineBreaks } from './remark-line-breaks';

// Sanitise what Markdown produced (no raw HTML passes), keeping the classes remark-math marks math
// with; KaTeX renders after sanitising, so its own markup is not stripped.
const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

function MarkdownLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

/**
 * Lesson and question text: Markdown with KaTeX math and GitHub tables, sanitised. `lineBreaks`
 * keeps single newlines as line breaks (question texts are written line by line).
 */
export function Markdown({ children, lineBreaks = false }: { children: string; lineBreaks?: boolean }) {
  return (
    <div className="lesson-prose">
      <ReactMarkdown
        remarkPlugins={lineBreaks ? [remarkGfm, remarkMath, remarkLineBreaks] : [remarkGfm, remarkMath]}
        rehypePlugins={[
          [rehypeSanitize, schema],
          [rehypeKatex, { throwOnError: false, strict: 'ignore' }],
        ]}
        components={{ a: MarkdownLink }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
