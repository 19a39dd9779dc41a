/**
 * The faces most typeset texts use: KaTeX's main, math italic and first size of delimiters
 * (katex.css, which comes with the pages that show texts; 48 KB in all) and the ₹ cut of index.css.
 */
const FACES = ['1em KaTeX_Main', 'italic 1em KaTeX_Math', '1em KaTeX_Size1', '1em "PrepArena Rupee"'];
const TEXT = { '1em "PrepArena Rupee"': '₹' } as Record<string, string | undefined>;

let loading: Promise<void> | undefined;

async function loadFaces(): Promise<void> {
  const [katexMain] = await Promise.all(
    FACES.map((face) => document.fonts.load(face, TEXT[face]).catch(() => [] as FontFace[])),
  );
  // No KaTeX face matched: katex.css is not on the page yet, so the next page asks again.
  if (katexMain?.length === 0) loading = undefined;
}

/**
 * Resolves once the typeset texts' fonts are in, or after `waitMs` (a slow network then shows the
 * text in its fallback and swaps as before). A page opened in the app waits for this with its
 * data: with `font-display: swap` a face that arrives after the text is on screen widens the
 * formulas and moves the lines after them, so a tap aimed at a link or button lands on whatever
 * moved under it (a lesson's first view moved by 0.10-0.20 of the screen here, measured with
 * the browser's layout-shift entries). The fonts are fetched once; later pages do not wait.
 */
export function typesetFontsReady(waitMs = 1_000): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  loading ??= loadFaces();
  return Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}

/** `data` once it has arrived and the fonts to show it are in (or `typesetFontsReady` gave up). */
export async function withTypesetFonts<T>(data: Promise<T>): Promise<T> {
  const [value] = await Promise.all([data, typesetFontsReady()]);
  return value;
}
