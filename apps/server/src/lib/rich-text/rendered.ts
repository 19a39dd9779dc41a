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

/** A text's HTML, made once per process (for texts the build did not store: see readRenderedEntries). */
function cachedHtml(version: Version): string {
  let html = cache.get(version.key);
  if (html === undefined) {
    html = typesetText(version.text, version.mode);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(version.key, html);
  }
  return html;
}

/** Every language version of a localised text (both, when it has two). */
export function textVersions(text: LocalisedText | null | undefined): string[] {
  if (text === null || text === undefined) return [];
  if (typeof text === 'string') return [text];
  return [text.en, text.hi].filter((t): t is string => typeof t === 'string' && t !== '');
}

/** Texts to render, each with how (a missing or empty text is skipped). */
export type RichTexts = Array<[LocalisedText | null | undefined, RichTextMode]>;

/** One language version of a text, with its key in a `rendered` map. */
export interface Version {
  text: string;
  mode: RichTextMode;
  key: string;
}

/** Every language version of the given texts, each once, with its key (`richTextKey`). */
export function keyedVersions(texts: Readonly<RichTexts>): Version[] {
  const out = new Map<string, Version>();
  for (const [text, mode] of texts)
    for (const version of textVersions(text)) {
      const key = richTextKeyOf(mode, richTextHash(version, mode));
      if (!out.has(key)) out.set(key, { text: version, mode, key });
    }
  return [...out.values()];
}

/** Where the store keeps the `rendered` entries of these versions together (a question's, a lesson's). */
export const entriesHash = (versions: Version[]): [number, number] =>
  richTextHash(`\u0000rendered entries\u0000${versions.map((v) => v.key).join(',')}`, 'prose');

/** The entries of a `rendered` map as JSON without its braces, from each version's HTML. */
export const entriesJson = (versions: Version[], html: (version: Version) => string): string =>
  versions.map((v) => `${JSON.stringify(v.key)}:${JSON.stringify(html(v))}`).join(',');

/** The entries as the build stored them together, if it did. */
const storedEntries = (versions: Version[]): string | undefined =>
  versions.length === 0 ? '' : builtStore()?.get(...entriesHash(versions));

/**
 * The entries of the `rendered` map of these texts (every language version), as the UTF-8 bytes of
 * JSON without its braces: read (off the event loop) as the build stored them for the whole group
 * (one read for a question's texts, sent without decoding or serialising), or made from each
 * text's HTML for a group the build did not see.
 */
export async function readRenderedEntries(texts: Readonly<RichTexts>): Promise<Buffer> {
  const versions = keyedVersions(texts);
  if (versions.length === 0) return Buffer.alloc(0);
  const stored = await builtStore()?.readBytes(...entriesHash(versions));
  return stored ?? Buffer.from(entriesJson(versions, cachedHtml));
}

/**
 * The `rendered` map of a response: the HTML of each given text (every language version), keyed
 * as the browser looks it up (`richTextKey`).
 */
export function renderedMap(texts: Readonly<RichTexts>): Rendered {
  const versions = keyedVersions(texts);
  const stored = storedEntries(versions);
  if (stored !== undefined) return JSON.parse(`{${stored}}`) as Rendered;
  return Object.fromEntries(versions.map((v) => [v.key, cachedHtml(v)]));
}
