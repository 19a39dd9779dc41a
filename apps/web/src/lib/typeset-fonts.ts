/**
 * The faces typeset texts use most, each with what in the server's HTML shows it is needed:
 * KaTeX's main and math italic (any formula), its first size of delimiters (`\left(` ... `\right)`)
 * from katex.css, which comes with the pages that show texts, and the ₹ cut of index.css.
 */
const FACES: Array<{ font: string; text?: string; usedBy: string }> = [
  { font: '1em KaTeX_Main', usedBy: 'class="katex' },
  { font: 'italic 1em KaTeX_Math', usedBy: 'class="katex' },
  { font: '1em KaTeX_Size1', usedBy: 'delimsizing size1' },
  { font: '1em "PrepArena Rupee"', text: '₹', usedBy: '₹' },
];

const loading = new Map<string, Promise<void>>();

function load(face: (typeof FACES)[number]): Promise<void> {
  let done = loading.get(face.font);
  if (!done) {
    done = document.fonts.load(face.font, face.text).then(
      (faces) => {
        // No face matched: its stylesheet is not on the page yet, so the next page asks again.
        if (faces.length === 0) loading.delete(face.font);
      },
      () => undefined,
    );
    loading.set(face.font, done);
  }
  return done;
}

/**
 * Resolves once the fonts this HTML uses are in, or after `waitMs` (a slow network then shows the
 * text in its fallback and swaps as before). With `font-display: swap` a face that arrives after
 * the text is on screen widens the formulas and moves the lines after them, so a tap aimed at a
 * link or button lands on whatever moved under it (a lesson's first view moved by 0.10-0.20 of the
 * screen here, by the browser's layout-shift entries). Each face is fetched once per visit, and
 * only for texts that use it.
 */
function typesetFontsReady(html: string[], waitMs = 1_000): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  const needed = FACES.filter((face) => html.some((h) => h.includes(face.usedBy)));
  if (needed.length === 0) return Promise.resolve();
  // The timer goes when the fonts win: a question's data is fetched again after every answer.
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.all(needed.map(load)).then(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A page's data (with the server's HTML of its texts in `rendered`) once the fonts that HTML uses
 * are in as well: a lesson or question opened in the app is shown still. A served page takes its
 * data from the document and does not wait.
 */
export async function withTypesetFonts<T extends { rendered?: Record<string, string> }>(
  data: Promise<T>,
): Promise<T> {
  const value = await data;
  await typesetFontsReady(Object.values(value.rendered ?? {}));
  return value;
}
