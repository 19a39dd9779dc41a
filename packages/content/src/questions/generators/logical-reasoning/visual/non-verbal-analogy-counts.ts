import type { QuestionGenerator } from '../../../generator.js';
import { figureQuestion, polygon, type Slip, strip, type Txt, until } from './embedded-figures-kit.js';
import { at, type El, type Fig, figKey } from './shapes.js';

/**
 * Non-verbal analogy by counting and nesting (SSC CGL, SSC CHSL, RRB NTPC, Bank PO, placement papers).
 * - non-verbal-analogy/side-count: the polygon gains or loses the same number of sides.
 * - non-verbal-analogy/sides-to-dots: the polygon gets as many dots as it has sides.
 * - non-verbal-analogy/inside-out: the inner and the outer shape change places.
 * - non-verbal-analogy/three-changes (CAT level): sides, dots and shading change together.
 * Generation applies the change; the checker reads the counts off figures A and B (vertices,
 * dots, fill), works out the change and applies it to C.
 */

export const ANALOGY_CAPTIONS = ['A', 'B', 'C', ''] as const;
export function analogyStatement(a: Fig, b: Fig, c: Fig, ask?: Txt): Txt {
  const problem = strip([a, b, c, null], ANALOGY_CAPTIONS, 'Problem figures: A, B, C and a question mark');
  return {
    en: `${ask?.en ?? 'Figure A is related to figure B in a certain way. Which answer figure is related to figure C in the same way?'}\n\n${problem}`,
    hi: `${ask?.hi ?? 'आकृति A, आकृति B से एक निश्चित प्रकार से संबंधित है। कौन-सी उत्तर आकृति आकृति C से उसी प्रकार संबंधित है?'}\n\n${problem}`,
  };
}

/** Dots in a compact block (rows of up to 3) around a point. */
function dots(count: number, cy = 0.3, gap = 1.15): El[] {
  const rows = Math.ceil(count / 3);
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / 3);
    const inRow = row === rows - 1 ? count - 3 * row : 3;
    return {
      k: 'circle' as const,
      c: [((i % 3) - (inRow - 1) / 2) * gap, cy + (row - (rows - 1) / 2) * gap] as const,
      r: 0.38,
      fill: true,
    };
  });
}

interface Cell {
  sides: number;
  dots: number;
  fill: boolean;
  /** Polygon turned by half a step (flat side up), dots drawn as rings. */
  turned?: boolean;
  rings?: boolean;
}
const draw = ({ sides, dots: d, fill, turned, rings }: Cell): Fig => [
  polygon(sides, [0, 0.3], 3.9, fill, turned ? 0.5 : 0),
  ...dots(d).map((el) => (rings ? { ...el, fill: false } : el)),
];
/** The cell read back from a drawing: vertices of the polygon, number of dots, fill. */
function read(fig: Fig): Cell {
  const poly = fig.find((el) => el.k === 'poly');
  return {
    sides: poly && poly.k === 'poly' ? poly.p.length : 0,
    dots: fig.filter((el) => el.k === 'circle').length,
    fill: !!(poly && poly.k === 'poly' && poly.fill),
  };
}
const NAMES: Record<number, Txt> = {
  3: { en: 'triangle', hi: 'त्रिभुज' },
  4: { en: 'square', hi: 'वर्ग' },
  5: { en: 'pentagon', hi: 'पंचभुज' },
  6: { en: 'hexagon', hi: 'षट्भुज' },
  7: { en: 'heptagon', hi: 'सप्तभुज' },
  8: { en: 'octagon', hi: 'अष्टभुज' },
};
const nm = (n: number) => NAMES[n] ?? { en: `${n}-sided figure`, hi: `${n} भुजाओं वाली आकृति` };
/** "a triangle", "an octagon". */
const an = (n: number) => `${n === 8 ? 'an' : 'a'} ${nm(n).en}`;

export const nonVerbalAnalogySideCount: QuestionGenerator = {
  id: 'non-verbal-analogy/side-count',
  topic: 'non-verbal-analogy',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const d = rng.pick([-3, -2, -1, 1, 2, 3]);
      const n = rng.int(3, 8);
      const m = rng.int(3, 8);
      const fill = rng.next() < 0.3;
      const k = rng.int(0, 4);
      const turned = rng.next() < 0.5;
      if (n === m || n + d < 3 || n + d > 8 || m + d < 3 || m + d > 8) return undefined;
      const rings = fill;
      const cell = (sides: number): Fig => draw({ sides, dots: k, fill, turned, rings });
      const [a, b, c] = [cell(n), cell(n + d), cell(m)];
      const correct = cell(m + d);
      const slip = (sides: number, en: string, hi: string): Slip => ({ fig: cell(sides), en, hi });
      const dir: Txt = d > 0 ? { en: 'gains', hi: 'बढ़ जाती हैं' } : { en: 'loses', hi: 'घट जाती हैं' };
      return figureQuestion(rng, {
        title: { en: 'Analogy of side counts', hi: 'भुजाओं की संख्या पर सादृश्यता' },
        statement: analogyStatement(a, b, c),
        correct,
        slips: [
          slip(m - d, 'changes the number of sides the other way', 'भुजाओं की संख्या उलटी दिशा में बदलती है'),
          slip(n + d, 'copies figure B instead of changing C', 'C को बदलने के बजाय आकृति B की नकल है'),
          slip(
            m + d + Math.sign(d),
            'changes the number of sides by one too many',
            'भुजाओं की संख्या एक अधिक बदलती है',
          ),
          slip(
            m + d - Math.sign(d),
            'changes the number of sides by one too few',
            'भुजाओं की संख्या एक कम बदलती है',
          ),
          slip(m, 'leaves C unchanged', 'C को बिना बदले छोड़ती है'),
        ].filter((s) => {
          const x = read(s.fig).sides;
          return x >= 3 && x <= 9;
        }),
        rule: {
          en: [
            `A is ${an(n)} and B ${an(n + d)}: the figure ${dir.en} ${Math.abs(d)} side${Math.abs(d) > 1 ? 's' : ''}, everything else stays.`,
            `C is ${an(m)}, so the answer is ${an(m + d)} (${m} ${d > 0 ? '+' : '−'} ${Math.abs(d)} = ${m + d} sides) drawn like C.`,
          ],
          hi: [
            `A एक ${nm(n).hi} है और B एक ${nm(n + d).hi}: आकृति की भुजाएँ ${Math.abs(d)} ${dir.hi}, बाकी सब वैसा ही रहता है।`,
            `C एक ${nm(m).hi} है, इसलिए उत्तर एक ${nm(m + d).hi} है (${m} ${d > 0 ? '+' : '−'} ${Math.abs(d)} = ${m + d} भुजाएँ), C की तरह बनी हुई।`,
          ],
        },
        seconds: 50,
        recompute: () => {
          const [ra, rb, rc] = [read(a), read(b), read(c)];
          return draw({ sides: rc.sides + rb.sides - ra.sides, dots: rc.dots, fill: rc.fill, turned, rings });
        },
      });
    }),
};

export const nonVerbalAnalogySidesToDots: QuestionGenerator = {
  id: 'non-verbal-analogy/sides-to-dots',
  topic: 'non-verbal-analogy',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const n = rng.int(3, 8);
      const m = rng.int(3, 8);
      const off = rng.pick([0, 0, -1, 1, -2, 2]);
      if (n === m || n + off < 1 || m + off < 1) return undefined;
      const turned = rng.next() < 0.5;
      const rings = rng.next() < 0.5;
      const cell = (sides: number, count: number) => draw({ sides, dots: count, fill: false, turned, rings });
      const a = cell(n, 0);
      const b = cell(n, n + off);
      const c = cell(m, 0);
      const want = m + off;
      const correct = cell(m, want);
      const slip = (sides: number, count: number, en: string, hi: string): Slip => ({
        fig: cell(sides, count),
        en,
        hi,
      });
      const rel: Txt =
        off === 0
          ? { en: 'as many dots as it has sides', hi: 'जितनी भुजाएँ उतने ही बिंदु' }
          : off > 0
            ? { en: `${off} more dots than it has sides`, hi: `भुजाओं से ${off} बिंदु अधिक` }
            : { en: `${-off} fewer dots than it has sides`, hi: `भुजाओं से ${-off} बिंदु कम` };
      return figureQuestion(rng, {
        title: { en: 'Analogy of sides and dots', hi: 'भुजाओं और बिंदुओं पर सादृश्यता' },
        statement: analogyStatement(a, b, c),
        correct,
        slips: [
          slip(
            m,
            n + off,
            'puts in as many dots as figure B has, not as C needs',
            'उतने बिंदु रखती है जितने B में हैं, न कि जितने C को चाहिए',
          ),
          slip(m, want + 1, 'puts in one dot too many', 'एक बिंदु अधिक रखती है'),
          slip(m, want - 1, 'puts in one dot too few', 'एक बिंदु कम रखती है'),
          slip(n, want, 'has the right number of dots in the wrong shape', 'में बिंदु सही हैं पर आकृति गलत है'),
        ].filter((s) => read(s.fig).dots >= 1 && read(s.fig).dots <= 9),
        taken: [figKey(a), figKey(b), figKey(c)],
        rule: {
          en: [
            `A is ${an(n)} (${n} sides) and B is the same ${nm(n).en} with ${n + off} dots: the figure gets ${rel.en}.`,
            `C is ${an(m)} with ${m} sides, so it gets ${want} dot${want > 1 ? 's' : ''}.`,
          ],
          hi: [
            `A एक ${nm(n).hi} है (${n} भुजाएँ) और B वही ${nm(n).hi} है जिसमें ${n + off} बिंदु हैं: आकृति में ${rel.hi} आते हैं।`,
            `C एक ${nm(m).hi} है जिसकी ${m} भुजाएँ हैं, इसलिए उसमें ${want} बिंदु आएँगे।`,
          ],
        },
        seconds: 55,
        recompute: () => {
          const [rb, rc] = [read(b), read(c)];
          return cell(rc.sides, rc.sides + rb.dots - rb.sides);
        },
      });
    }),
};

/** Shapes for nesting: 0 is a circle, otherwise the number of sides. */
const KINDS = [0, 3, 4, 5, 6, 8] as const;
const KIND_NAMES: Record<number, Txt> = { 0: { en: 'circle', hi: 'वृत्त' }, ...NAMES };
function shapeEl(kind: number, r: number, fill: boolean, phase = 0): El {
  return kind === 0 ? { k: 'circle', c: [0, 0.3], r, fill } : polygon(kind, [0, 0.3], r, fill, phase);
}
/** Outer hollow shape with a black shape inside it. */
const nestFig = (outer: number, inner: number, innerFill: boolean, phase = 0): Fig => [
  shapeEl(outer, 3.9, false, phase),
  shapeEl(inner, inner === 0 ? 1.2 : 1.6, innerFill, phase),
];
/** The kinds read back from a nested drawing: (outer, inner). */
function readNest(fig: Fig): [number, number, boolean] {
  const size = (el: El) =>
    el.k === 'circle' ? el.r : Math.max(...el.p.map(([x, y]) => Math.hypot(x, y - 0.3)));
  const [outer, inner] = [...fig].sort((x, y) => size(y) - size(x));
  const kind = (el: El | undefined) => (!el || el.k === 'circle' ? 0 : el.k === 'poly' ? el.p.length : -1);
  return [kind(outer), kind(inner), !!(inner && inner.k !== 'line' && inner.fill)];
}

export const nonVerbalAnalogyInsideOut: QuestionGenerator = {
  id: 'non-verbal-analogy/inside-out',
  topic: 'non-verbal-analogy',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const [x = 0, y = 3] = rng.shuffle(KINDS);
      const [p = 0, q = 3] = rng.shuffle(KINDS);
      if ((p === x && q === y) || (p === y && q === x)) return undefined;
      const black = rng.next() < 0.6;
      const phase = rng.pick([0, 0.5]);
      const nest = (outer: number, inner: number, innerFill = black) =>
        nestFig(outer, inner, innerFill, phase);
      const a = nest(x, y);
      const b = nest(y, x);
      const c = nest(p, q);
      const correct = nest(q, p);
      const k = (n: number) => at([KIND_NAMES[n] ?? { en: '', hi: '' }], 0);
      const ka = (n: number) => `${n === 8 ? 'an' : 'a'} ${k(n).en}`;
      return figureQuestion(rng, {
        title: { en: 'Inner and outer shapes swap', hi: 'भीतरी और बाहरी आकृति की अदला-बदली' },
        statement: analogyStatement(a, b, c),
        correct,
        slips: [
          {
            fig: nest(q, q),
            en: 'makes both shapes the inner one of C',
            hi: 'दोनों आकृतियों को C की भीतरी आकृति बना देती है',
          },
          {
            fig: nest(p, p),
            en: 'makes both shapes the outer one of C',
            hi: 'दोनों आकृतियों को C की बाहरी आकृति बना देती है',
          },
          {
            fig: nest(q, p, !black),
            en: 'swaps the shapes but changes the shading of the inner shape',
            hi: 'आकृतियाँ बदलती है पर भीतरी आकृति का छायांकन बदल देती है',
          },
          {
            fig: nest(y, q),
            en: 'mixes a shape of figure B with one of C',
            hi: 'आकृति B की एक आकृति को C की आकृति से मिला देती है',
          },
        ],
        taken: [figKey(a), figKey(b), figKey(c)],
        rule: {
          en: [
            `In A ${ka(y)} sits inside ${ka(x)}; in B the ${k(x).en} sits inside the ${k(y).en}: the inner and the outer shape change places (the inner one stays ${black ? 'black' : 'white'}).`,
            `So C, ${ka(q)} inside ${ka(p)}, becomes ${ka(p)} inside ${ka(q)}.`,
          ],
          hi: [
            `A में एक ${k(y).hi} एक ${k(x).hi} के भीतर है; B में ${k(x).hi} ${k(y).hi} के भीतर है: भीतरी और बाहरी आकृतियाँ स्थान बदलती हैं (भीतरी आकृति ${black ? 'काली' : 'सफ़ेद'} ही रहती है)।`,
            `इसलिए C, जिसमें एक ${k(q).hi} एक ${k(p).hi} के भीतर है, बदलकर ${k(q).hi} के भीतर ${k(p).hi} बन जाती है।`,
          ],
        },
        seconds: 40,
        recompute: () => {
          const [o, i, f] = readNest(c);
          return nestFig(i, o, f, phase);
        },
      });
    }),
};

export const nonVerbalAnalogyThreeChanges: QuestionGenerator = {
  id: 'non-verbal-analogy/three-changes',
  topic: 'non-verbal-analogy',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: (rng) =>
    until(() => {
      const ds = rng.pick([-2, -1, 1, 2]);
      const dd = rng.pick([-2, -1, 1, 2, 3]);
      const flip = rng.next() < 0.6;
      const A: Cell = { sides: rng.int(3, 8), dots: rng.int(1, 6), fill: rng.next() < 0.5 };
      const C: Cell = { sides: rng.int(3, 8), dots: rng.int(1, 6), fill: rng.next() < 0.5 };
      const apply = (x: Cell, s: number, d: number, f: boolean): Cell => ({
        sides: x.sides + s,
        dots: x.dots + d,
        fill: f ? !x.fill : x.fill,
      });
      const B = apply(A, ds, dd, flip);
      const want = apply(C, ds, dd, flip);
      const ok = (x: Cell) => x.sides >= 3 && x.sides <= 9 && x.dots >= 1 && x.dots <= 9;
      if (!ok(B) || !ok(want) || C.sides === A.sides || C.dots === A.dots) return undefined;
      // the dots must show on a black shape too: dots on a filled polygon are drawn white
      const cellFig = (x: Cell): Fig =>
        draw(x).map((el) => (el.k === 'circle' ? { ...el, fill: !x.fill } : el));
      const readC = (fig: Fig): Cell =>
        read(fig.map((el) => (el.k === 'circle' ? { ...el, fill: true } : el)));
      const [a, b, c] = [cellFig(A), cellFig(B), cellFig(C)];
      const slip = (x: Cell, en: string, hi: string): Slip => ({ fig: cellFig(x), en, hi });
      const sgn = (v: number) => (v > 0 ? `+${v}` : `−${Math.abs(v)}`);
      const fillTxt: Txt = flip
        ? {
            en: 'the shading is reversed (black becomes white and white becomes black)',
            hi: 'छायांकन उलट जाता है (काला सफ़ेद और सफ़ेद काला)',
          }
        : { en: 'the shading stays as it is', hi: 'छायांकन जैसा है वैसा रहता है' };
      return figureQuestion(rng, {
        title: { en: 'Analogy with three changes', hi: 'तीन परिवर्तनों वाली सादृश्यता' },
        statement: analogyStatement(a, b, c),
        correct: cellFig(want),
        slips: [
          slip(
            apply(C, 0, dd, flip),
            'changes the dots and the shading but not the number of sides',
            'बिंदु और छायांकन बदलती है पर भुजाओं की संख्या नहीं',
          ),
          slip(
            apply(C, ds, 0, flip),
            'changes the sides and the shading but not the number of dots',
            'भुजाएँ और छायांकन बदलती है पर बिंदुओं की संख्या नहीं',
          ),
          slip(
            apply(C, ds, dd, !flip),
            flip ? 'forgets to reverse the shading' : 'reverses the shading, which A to B does not do',
            flip ? 'छायांकन उलटना भूल जाती है' : 'छायांकन उलट देती है, जबकि A से B में ऐसा नहीं होता',
          ),
          slip(
            apply(C, ds, -dd, flip),
            'changes the number of dots the wrong way',
            'बिंदुओं की संख्या उलटी दिशा में बदलती है',
          ),
          slip(
            apply(C, -ds, dd, flip),
            'changes the number of sides the wrong way',
            'भुजाओं की संख्या उलटी दिशा में बदलती है',
          ),
        ].filter((s) => ok(readC(s.fig))),
        taken: [figKey(a), figKey(b), figKey(c)],
        rule: {
          en: [
            `From A to B three things change at once: sides ${A.sides} → ${B.sides} (${sgn(ds)}), dots ${A.dots} → ${B.dots} (${sgn(dd)}), and ${fillTxt.en}.`,
            `Apply all three to C: sides ${C.sides} → ${want.sides}, dots ${C.dots} → ${want.dots}, shading ${want.fill ? 'black' : 'white'}.`,
          ],
          hi: [
            `A से B में तीन चीज़ें एक साथ बदलती हैं: भुजाएँ ${A.sides} → ${B.sides} (${sgn(ds)}), बिंदु ${A.dots} → ${B.dots} (${sgn(dd)}), और ${fillTxt.hi}।`,
            `तीनों परिवर्तन C पर लगाइए: भुजाएँ ${C.sides} → ${want.sides}, बिंदु ${C.dots} → ${want.dots}, छायांकन ${want.fill ? 'काला' : 'सफ़ेद'}।`,
          ],
        },
        seconds: 180,
        recompute: () => {
          const [ra, rb, rc] = [readC(a), readC(b), readC(c)];
          return cellFig({
            sides: rc.sides + rb.sides - ra.sides,
            dots: rc.dots + rb.dots - ra.dots,
            fill: ra.fill === rb.fill ? rc.fill : !rc.fill,
          });
        },
      });
    }),
};
