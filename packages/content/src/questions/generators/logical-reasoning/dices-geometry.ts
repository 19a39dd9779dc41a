import { figureMarkdown, svgDocument } from '../../figures.js';

/**
 * Geometry of a die shared by the dice and cube shapes of group M (local copies of the helpers in
 * dices.ts, which keeps them private): the 24 rotations, views, rolls and figures.
 * Positions: 0 top, 1 bottom, 2 front, 3 back, 4 left, 5 right; the opposite of p is p ^ 1.
 */

export type Die = readonly string[];

/** The 24 rotations of a cube as position permutations (new[i] = old[perm[i]]). */
export const ROTATIONS: readonly number[][] = (() => {
  const yaw = [0, 1, 4, 5, 3, 2];
  const roll = [3, 2, 0, 1, 4, 5];
  const compose = (a: number[], b: number[]) => a.map((i) => b[i] as number);
  const seen = new Map<string, number[]>([['0,1,2,3,4,5', [0, 1, 2, 3, 4, 5]]]);
  const queue = [[0, 1, 2, 3, 4, 5]];
  while (queue.length) {
    const p = queue.shift() as number[];
    for (const g of [yaw, roll]) {
      const q = compose(g, p);
      const key = q.join(',');
      if (!seen.has(key)) {
        seen.set(key, q);
        queue.push(q);
      }
    }
  }
  return [...seen.values()];
})();

export const rotate = (die: Die, perm: readonly number[]): string[] => perm.map((i) => die[i] as string);

/** What a view shows: the top, front and right faces. */
export interface View {
  top: string;
  front: string;
  right: string;
}
export const viewOf = (die: Die): View => ({
  top: die[0] as string,
  front: die[2] as string,
  right: die[5] as string,
});
export const viewKey = (v: View) => `${v.top}/${v.front}/${v.right}`;
export const opposite = (die: Die, x: string) => die[die.indexOf(x) ^ 1] as string;

/** Can this die (turned somehow) show the view? */
export const canShow = (die: Die, v: View) =>
  ROTATIONS.some(
    (r) =>
      die[r[0] as number] === v.top && die[r[2] as number] === v.front && die[r[5] as number] === v.right,
  );

export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}

/** Every labelling of the die consistent with the views (brute force over all 720 labellings). */
const LABELLINGS = new Map<string, string[][]>();
export function diceShowing(labels: readonly string[], views: readonly View[]): string[][] {
  const key = labels.join();
  const all = LABELLINGS.get(key) ?? permutations(labels);
  LABELLINGS.set(key, all);
  return all.filter((die) => views.every((v) => canShow(die, v)));
}

/** Quarter-turn rolls of a die on a table (front = towards the viewer). */
export type Roll = 'away' | 'towards' | 'right' | 'left';
export const ROLLS: readonly Roll[] = ['away', 'towards', 'right', 'left'];
export function rollDie(die: Die, move: Roll): string[] {
  const [t, b, f, k, l, r] = die as [string, string, string, string, string, string];
  if (move === 'away') return [f, k, b, t, l, r];
  if (move === 'towards') return [k, f, t, b, l, r];
  if (move === 'right') return [l, r, f, k, b, t];
  return [r, l, f, k, t, b];
}

/** A standard die (opposite faces add to 7) from its top, front and right numbers. */
export function standardDie(top: number, front: number, right: number): string[] {
  return [top, 7 - top, front, 7 - front, 7 - right, right].map(String);
}

const TEXT_STYLE =
  'fill="#1f2937" stroke="none" font-family="sans-serif" font-size="18" font-weight="bold" text-anchor="middle"';

/** Isometric dice side by side, each with its top, front (lower left) and right (lower right) face. */
export function diceSvg(views: readonly View[], numbered = true): string {
  const w = 100;
  let outline = '';
  let texts = '';
  views.forEach((v, i) => {
    const cx = 50 + i * w;
    const cy = 54;
    outline += `<path d="M${cx} ${cy - 40}l35 20v40l-35 20l-35-20v-40zM${cx - 35} ${cy - 20}l35 20l35-20M${cx} ${cy}v40"/>`;
    texts +=
      `<text x="${cx}" y="${cy - 14}">${v.top}</text>` +
      `<text x="${cx - 17}" y="${cy + 27}">${v.front}</text>` +
      `<text x="${cx + 17}" y="${cy + 27}">${v.right}</text>`;
    if (numbered) texts += `<text x="${cx}" y="${cy + 62}" font-size="13">(${i + 1})</text>`;
  });
  return svgDocument(views.length * w, numbered ? 126 : 108, `${outline}<g ${TEXT_STYLE}>${texts}</g>`);
}

/** Figures of the given SVGs padded to one length, so no option is longer than the others. */
export function equalFigures(svgs: readonly string[], alt: (i: number) => string): string[] {
  const longest = Math.max(...svgs.map((s) => s.length));
  return svgs.map((s, i) => {
    for (let pad = 0; ; pad += 3) {
      const body = s.replace('</svg>', `${' '.repeat(longest - s.length + pad)}</svg>`);
      const md = figureMarkdown(body, alt(i));
      if (!/NaN|undefined|Infinity|null/.test(md) || pad > 24) return md;
    }
  });
}

export function viewsTable(views: readonly View[]) {
  const rows = views.map((v, i) => `| (${i + 1}) | ${v.top} | ${v.front} | ${v.right} |`);
  return {
    en: ['| View | Top | Front | Right |', '|---|---|---|---|', ...rows].join('\n'),
    hi: ['| दृश्य | ऊपर | सामने | दाएँ |', '|---|---|---|---|', ...rows].join('\n'),
  };
}
