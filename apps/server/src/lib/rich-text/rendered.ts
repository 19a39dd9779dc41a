import { fileURLToPath } from 'node:url';
import {
  type LocalisedText,
  type Rendered,
  type RichTextMode,
  richTextHash,
  richTextKeyOf,
} from '@preparena/shared';
import katex from 'katex';
import { type HtmlStore, openHtmlStore } from './html-store.js';
import { plainHtml } from './plain-html.js';
import { renderHtml } from './render-html.js';

/**
 * What the HTML of a text depends on besides the text: a store written by another renderer is not
 * read. Raise the number with any change to what render-html.ts or plain-html.ts write.
 */
export const RENDERER_VERSION = `1 katex ${katex.version}`;

/** Where the build writes the store of the bank's texts: beside the bundled server. */
export const BUILT_STORE_PATH = fileURLToPath(new URL('./rich-texts', import.meta.url));

let built: HtmlStore | null | undefined;
/** The texts the build typeset (the bank's), opened on first use; none when running from sources. */
function builtStore(): HtmlStore | null {
  if (built === undefined) built = openHtmlStore(BUILT_STORE_PATH, RENDERER_VERSION) ?? null;
  return built;
}

/** A text's HTML, made now: directly when it is plain words and formulas, else by the full pipeline. */
export function typesetText(text: string, mode: RichTextMode): string {
  return plainHtml(text, mode) ?? renderHtml(text, mode);
}

/** Rendered texts by key, oldest first; content-addressed, so nothing ever goes stale. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 40_000;

/**
 * A text's HTML (issue 15: maths typeset on the server): as the build stored it, or made once per
 * process for a text the build did not see (one staff wrote or changed since).
 */
export function cachedHtml(text: string, mode: RichTextMode): { key: string; html: string } {
  const hash = richTextHash(text, mode);
  const key = richTextKeyOf(mode, hash);
  let html = cache.get(key);
  if (html === undefined) {
    html = builtStore()?.get(...hash) ?? typesetText(text, mode);
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

/** Texts to render, each with how (a missing or empty text is skipped). */
export type RichTexts = Array<[LocalisedText | null | undefined, RichTextMode]>;

/**
 * The `rendered` map of a response: the HTML of each given text (every language version), keyed
 * as the browser looks it up (`richTextKey`).
 */
export function renderedMap(texts: Readonly<RichTexts>): Rendered {
  const out: Rendered = {};
  for (const [text, mode] of texts) {
    for (const version of textVersions(text)) {
      const { key, html } = cachedHtml(version, mode);
      out[key] = html;
    }
  }
  return out;
}
