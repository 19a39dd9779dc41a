import 'katex/dist/katex.min.css';
import { type Rendered, richTextKey } from '@preparena/shared';
import { createContext, lazy, type MouseEvent, type ReactNode, Suspense, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { RICH_KEY_ATTRIBUTE, serverPageHtml } from '@/lib/server-page-html';

const Markdown = lazy(() => import('./markdown').then((m) => ({ default: m.Markdown })));

const RenderedContext = createContext<Rendered>({});

/** Makes the server's HTML of some texts (a response's `rendered` map) available to RichText below. */
export function RenderedProvider({ value, children }: { value: Rendered | undefined; children: ReactNode }) {
  const outer = useContext(RenderedContext);
  const merged = useMemo(() => (value ? { ...outer, ...value } : outer), [outer, value]);
  return <RenderedContext.Provider value={merged}>{children}</RenderedContext.Provider>;
}

/**
 * Markdown with maths, shown from the HTML the server rendered (no Markdown or KaTeX code in the
 * page); a text the server did not render (an editor's preview) is rendered here instead.
 */
export function RichText({
  text,
  lineBreaks = false,
  fallback = null,
}: {
  text: string;
  lineBreaks?: boolean;
  fallback?: ReactNode;
}) {
  const rendered = useContext(RenderedContext);
  const navigate = useNavigate();
  const key = richTextKey(text, lineBreaks ? 'lines' : 'prose');
  const html = serverPageHtml(key) ?? rendered[key];
  if (html === undefined) {
    return (
      <Suspense fallback={fallback}>
        <Markdown lineBreaks={lineBreaks}>{text}</Markdown>
      </Suspense>
    );
  }
  // Links inside the text to pages of the site open in the app, without a page load.
  const followInAppLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!href.startsWith('/') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only catches clicks on the links inside, which are keyboard-reachable themselves
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click, so the keyboard is served
    <div
      className="lesson-prose"
      {...{ [RICH_KEY_ATTRIBUTE]: key }}
      onClick={followInAppLink}
      // The HTML is the server's sanitised rendering of the text (rehype-sanitize, then KaTeX).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, as the browser renderer would
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
