/** The bundled Devanagari face of index.css. */
const FAMILY = '"PrepArena Devanagari"';

/**
 * Loads the Devanagari font and, once it is there, marks the page so text laid out before it
 * arrived is shaped again: Chromium can keep such text in the fallback font, which has no
 * Devanagari glyphs and draws boxes. Resolves when the font is ready (or could not load).
 */
export function loadDevanagariFont(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  return document.fonts
    .load(`1em ${FAMILY}`, 'हिन्दी')
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => document.documentElement.classList.add('devanagari-ready'));
}
