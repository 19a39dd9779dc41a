import type { Rng } from '../../../random.js';
import type { Fig, Pt } from './shapes.js';

/**
 * A tiny stroke font (straight strokes on a 4 x 6 grid, y downwards) for letter-and-digit strings
 * whose mirror or water images are asked. Drawing letters as strokes, not SVG text, lets the
 * reflections act on the data like any other figure.
 */
const FONT: Record<string, readonly (readonly Pt[])[]> = {
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [1, 3],
      [3, 3],
    ],
  ],
  B: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
    [
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
    ],
  ],
  C: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 1],
      [3, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
      [4, 3],
      [2, 3],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 6],
      [0, 6],
      [0, 4],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [4, 0],
      [4, 3],
      [0, 3],
    ],
  ],
  Q: [
    [
      [0, 0],
      [4, 0],
      [4, 6],
      [0, 6],
      [0, 0],
    ],
    [
      [2, 4],
      [4, 6],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [4, 0],
      [4, 3],
      [0, 3],
      [4, 6],
    ],
  ],
  S: [
    [
      [4, 0],
      [0, 0],
      [0, 3],
      [4, 3],
      [4, 6],
      [0, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  Z: [
    [
      [0, 0],
      [4, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  '2': [
    [
      [0, 0],
      [4, 0],
      [4, 3],
      [0, 3],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [4, 6],
      [0, 6],
    ],
    [
      [1, 3],
      [4, 3],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '6': [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
      [4, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1, 6],
    ],
  ],
  '9': [
    [
      [4, 3],
      [0, 3],
      [0, 0],
      [4, 0],
      [4, 6],
      [0, 6],
    ],
  ],
};

/** Characters the strings are made of (no 5: in this square font it would look like S). */
export const CHARS = Object.keys(FONT);

export const CHAR_PITCH = 6;

/** A random string of `n` different characters, at least `minLetters` of them letters. */
export function randomWord(rng: Rng, n: number): string {
  for (;;) {
    const w = rng.shuffle(CHARS).slice(0, n);
    const letters = w.filter((c) => /[A-Z]/.test(c)).length;
    if (letters >= 2 && letters < n) return w.join('');
    if (letters === n && rng.next() < 0.3) return w.join('');
  }
}

/** The strokes of a string, centred on the origin (characters 4 wide, 6 high, 2 apart). */
export function wordFigure(word: string): Fig {
  return wordChars(word).flat();
}

/** The strokes of each character separately, as placed in the word. */
export function wordChars(word: string): Fig[] {
  const n = word.length;
  const x0 = -(CHAR_PITCH * n - 2) / 2;
  return [...word].map((ch, i) =>
    (FONT[ch] ?? []).map((stroke) => ({
      k: 'line' as const,
      p: stroke.map(([x, y]) => [x0 + CHAR_PITCH * i + x, y - 3] as Pt),
    })),
  );
}
