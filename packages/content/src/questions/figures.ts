/**
 * Figures of the visual reasoning questions: small SVG drawings embedded in the question Markdown as
 * images (a `data:image/svg+xml;base64` URL), so statements and options can each carry a picture.
 * An SVG in an <img> runs no script, and the web allows only this kind of data URL.
 *
 * Every figure gets a white card behind it and dark strokes, so it reads the same in dark mode.
 */

const INK = '#1f2937';

/** A complete SVG document of the given size around `body` (SVG elements), on a white card. */
export function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="6" fill="#fff" stroke="#d1d5db"/>` +
    `<g fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`
  );
}

/** Base64 of an ASCII string, without Node's Buffer (the content package also runs in browsers). */
function base64(ascii: string): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let out = '';
  for (let i = 0; i < ascii.length; i += 3) {
    const a = ascii.charCodeAt(i);
    const b = ascii.charCodeAt(i + 1);
    const c = ascii.charCodeAt(i + 2);
    const triple = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += chars[(triple >> 18) & 63];
    out += chars[(triple >> 12) & 63];
    out += i + 1 < ascii.length ? chars[(triple >> 6) & 63] : '=';
    out += i + 2 < ascii.length ? chars[triple & 63] : '=';
  }
  return out;
}

/**
 * Markdown of a figure: an image whose alt text names it for screen readers (describe what a
 * sighted reader needs without giving the answer away, e.g. "Figure (X)" or "Problem figure").
 */
export function figureMarkdown(svg: string, alt: string): string {
  if (/[^\x20-\x7e]/.test(svg))
    throw new Error('figure SVG must be ASCII (put text in the Markdown, not the SVG)');
  if (/[[\]]/.test(alt)) throw new Error('figure alt text must not contain brackets');
  return `![${alt}](data:image/svg+xml;base64,${base64(svg)})`;
}

/** The SVG inside a figure's Markdown (tests use it to compare figures). */
export function figureSvg(markdown: string): string[] {
  const out: string[] = [];
  for (const m of markdown.matchAll(/\(data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)\)/g)) {
    out.push(atob(m[1] ?? ''));
  }
  return out;
}
