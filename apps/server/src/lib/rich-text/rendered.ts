import { type LocalisedText, type Rendered, type RichTextMode, richTextKey } from '@preparena/shared';
import { renderHtml } from './render-html.js';

/** Rendered texts by key, oldest first; content-addressed, so nothing ever goes stale. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 40_000;

/** A text's HTML, rendered once per process (issue 15: maths typeset on the server). */
export function cachedHtml(text: string, mode: RichTextMode): { key: string; html: string } {
  const key = richTextKey(text, mode);
  let html = cache.get(key);
  if (html === undefined) {
    html = renderHtml(text, mode);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, html);
  }
  return { key, html };
}

/** Every language version of a localised text (both, when it has two). */
export function textVersions(text: LocalisedText | null | undefined): string[] {
  if (text === null || text === undefined) return [];
  if (typeof text === 'string') return [text];
  return [text.en, text.hi].filter((t): t is string => typeof t === 'string' && t !== '');
}

/**
 * The `rendered` map of a response: the HTML of each given text (every language version), keyed
 * as the browser looks it up (`richTextKey`).
 */
export function renderedMap(
  texts: ReadonlyArray<[LocalisedText | null | undefined, RichTextMode]>,
): Rendered {
  const out: Rendered = {};
  for (const [text, mode] of texts) {
    for (const version of textVersions(text)) {
      const { key, html } = cachedHtml(version, mode);
      out[key] = html;
    }
  }
  return out;
}
