/**
 * Rich text (lessons, question statements, options, solutions, passages) is Markdown with KaTeX
 * maths. The server renders it to sanitised HTML once (cached) and sends the HTML beside the
 * Markdown in a `rendered` map, keyed by `richTextKey`; pages that only display it then ship no
 * Markdown or KaTeX code (issue 15). A text missing from the map is rendered in the browser.
 */
export type Rendered = Record<string, string>;

/** How a text is rendered: `lines` keeps every single newline as a line break (question texts). */
export type RichTextMode = 'prose' | 'lines';

/** Two 32-bit FNV-1a hashes of a text and its mode (what `richTextKey` writes, and the server's store files). */
export function richTextHash(text: string, mode: RichTextMode): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  const input = `${mode}\u0000${text}`;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
    b ^= b >>> 15;
  }
  return [a, b];
}

/** The key of a text in a `rendered` map, from its hash (see richTextHash). */
export const richTextKeyOf = (mode: RichTextMode, [a, b]: readonly [number, number]): string =>
  `${mode[0]}${a.toString(36)}${b.toString(36)}`;

/** The key of a text in a `rendered` map. */
export const richTextKey = (text: string, mode: RichTextMode): string =>
  richTextKeyOf(mode, richTextHash(text, mode));
