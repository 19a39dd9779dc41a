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

/**
 * A Hindi reader's pages load the Devanagari font at once. An English page fetches it only when
 * Devanagari text appears (a question switched to Hindi: index.css asks for it by unicode-range),
 * and is marked the same way once it is in (issue 15: 121 KB less on an English page).
 */
export function watchDevanagariFont(): void {
  if (typeof document === 'undefined' || !document.fonts) return;
  if (document.documentElement.lang === 'hi') {
    void loadDevanagariFont();
    return;
  }
  const family = FAMILY.replaceAll('"', '');
  document.fonts.addEventListener('loadingdone', (event) => {
    if (event.fontfaces.some((face) => face.family.replaceAll('"', '') === family))
      document.documentElement.classList.add('devanagari-ready');
  });
}
