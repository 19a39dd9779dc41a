import { choiceOptions, type QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { singleChoice } from '../../shared/single-choice.js';
import {
  type Fold,
  inside,
  randomFolds,
  reflectIn,
  SIZE,
  sideOf,
  stepsSvg,
  unfold,
  type View,
} from './paper-folding-engine.js';
import { at, type Pt } from './shapes.js';

/**
 * Cuts on the edges of folded paper (SSC CGL, RRB NTPC, Bank PO, placements; the counting variants
 * in CAT-style sets): paper-cutting/corner-cut-holes (a corner of the folded paper is snipped off:
 * how many holes inside the opened sheet), paper-cutting/edge-notches (a notch in the middle of an
 * edge of the folded paper: holes and notches of the opened sheet) and paper-cutting/pieces-after-
 * straight-cut (a straight cut right across the folded paper: how many pieces). `generate` reflects
 * the cut across the folds in reverse; `check` folds a fine grid of the open sheet forward, marks
 * the points that land on the cut and counts the connected pieces by flood fill.
 */

const r1 = (v: number) => Math.round(v * 10) / 10;
const STEP = 0.1;
const N = Math.round(SIZE / STEP);

const forward = (folds: readonly Fold[]) => (p: Pt) =>
  folds.reduce<Pt>((q, f) => (sideOf(f, q) === f.move ? reflectIn(f)(q) : q), p);

/** Flood-fill the grid cells whose folded image is cut: [holes, pieces touching the border]. */
function cutComponents(folds: readonly Fold[], isCut: (p: Pt) => boolean): [number, number] {
  const f = forward(folds);
  const cut: boolean[] = [];
  for (let i = 0; i < N; i++)
    for (let j = 0; j < N; j++) cut.push(isCut(f([(i + 0.5) * STEP, (j + 0.5) * STEP])));
  const seen = new Set<number>();
  let holes = 0;
  let border = 0;
  for (let s = 0; s < N * N; s++) {
    if (!cut[s] || seen.has(s)) continue;
    let edge = false;
    const stack = [s];
    seen.add(s);
    while (stack.length > 0) {
      const c = stack.pop() ?? 0;
      const i = Math.floor(c / N);
      const j = c % N;
      if (i === 0 || j === 0 || i === N - 1 || j === N - 1) edge = true;
      for (let di = -1; di <= 1; di++)
        for (let dj = -1; dj <= 1; dj++) {
          const a = i + di;
          const b = j + dj;
          const t = a * N + b;
          if (a >= 0 && b >= 0 && a < N && b < N && cut[t] && !seen.has(t)) {
            seen.add(t);
            stack.push(t);
          }
        }
    }
    if (edge) border++;
    else holes++;
  }
  return [holes, border];
}

const onSheetEdge = ([x, y]: Pt) => Math.min(x, y) < 1e-9 || Math.max(x, y) > SIZE - 1e-9;
const tri = (v: View, pts: readonly Pt[]) =>
  `<path d="M${pts.map(([x, y]) => `${r1(v.ox + x * v.s)} ${r1(v.oy + y * v.s)}`).join('L')}Z" fill="#fff"/>`;

const FOLDS_EN = ['once', 'twice', 'three times'];
const FOLDS_HI = ['एक बार', 'दो बार', 'तीन बार'];

/** A small triangle cut at a corner `v` of the region (legs `r` along its two edges). */
function cornerCut(region: readonly Pt[], i: number, r: number): Pt[] {
  const v = at(region, i);
  const a = at(region, (i + region.length - 1) % region.length);
  const b = at(region, (i + 1) % region.length);
  const toward = (p: Pt): Pt => {
    const d = Math.hypot(p[0] - v[0], p[1] - v[1]);
    return [v[0] + ((p[0] - v[0]) * r) / d, v[1] + ((p[1] - v[1]) * r) / d];
  };
  return [v, toward(a), toward(b)];
}

function cornerQuestion(rng: Rng) {
  for (;;) {
    const k = rng.int(2, 3);
    const { folds, regions } = randomFolds(rng, k, k === 2 || rng.next() < 0.5);
    const region = at(regions, k);
    const i = rng.int(0, region.length - 1);
    const v = at(region, i);
    const cut = cornerCut(region, i, 0.8);
    const images = unfold([v], folds);
    const holes = images.filter((p) => !onSheetEdge(p)).length;
    const rim = images.length - holes;
    const layers = 2 ** k;
    if (rng.next() < (holes === 0 ? 0.8 : holes === 1 ? 0.5 : 0)) continue;
    const steps = stepsSvg(folds, regions, [], 'Problem figures: folding steps and the corner cut', (w) =>
      tri(w, cut),
    );
    const { options, correctIndex } = choiceOptions(rng, holes, [
      layers,
      images.length,
      holes + rim,
      layers / 2,
      1,
      0,
    ]);
    const where = images.map((p) => `(${r1(p[0])}, ${r1(p[1])})`);
    return singleChoice(
      { en: 'Snipping a corner of folded paper', hi: 'मुड़े कागज़ का कोना काटना' },
      {
        en: `A square sheet of paper is folded ${FOLDS_EN[k - 1]} along the dashed lines in the order shown, and one corner of the folded paper is snipped off as in the last figure. When the sheet is opened, how many holes (cut-outs that do not touch the edge of the sheet) will it have?\n\n${steps}`,
        hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखाओं पर ${FOLDS_HI[k - 1]} मोड़ा जाता है और अंतिम आकृति के अनुसार मुड़े कागज़ का एक कोना काट दिया जाता है। कागज़ खोलने पर उसमें कितने छेद (ऐसे कटे भाग जो कागज़ के किनारे को नहीं छूते) होंगे?\n\n${steps}`,
      },
      options,
      correctIndex,
      {
        en: [
          `Follow the snipped corner back through the folds in reverse order: each unfolding reflects it in that fold line. Taking the sheet as 8 × 8 with the top-left corner at (0, 0), the corner goes to ${where.join(', ')}; copies that meet at the same point join into one cut-out.`,
          `On the edge of the sheet (a notch or a clipped corner, not a hole): ${rim}. Inside the sheet (a hole): ${holes}.`,
          `Counting one cut for each of the ${layers} layers is the usual slip: copies meeting at a fold join, and copies on the edge are not holes.`,
          `**Answer: ${holes}**`,
        ].join('\n\n'),
        hi: [
          `कटे कोने को उलटे क्रम में मोड़ों से वापस ले जाइए: हर बार खोलने पर उसका उस मोड़-रेखा में प्रतिबिंब बनता है। कागज़ को 8 × 8 मानें, ऊपर-बायाँ कोना (0, 0) पर, तो कोना ${where.join(', ')} पर पहुँचता है; एक ही बिंदु पर मिलने वाली प्रतियाँ एक ही कटा भाग बनाती हैं।`,
          `कागज़ के किनारे पर (खाँचा या कटा कोना, छेद नहीं): ${rim}। कागज़ के भीतर (छेद): ${holes}।`,
          `${layers} परतों में से हर एक के लिए एक-एक कटाव गिनना आम भूल है: मोड़ पर मिलने वाली प्रतियाँ जुड़ जाती हैं और किनारे वाली प्रतियाँ छेद नहीं होतीं।`,
          `**उत्तर: ${holes}**`,
        ].join('\n\n'),
      },
      k === 2 ? 75 : 100,
      [k, holes],
      () => options.indexOf(String(cutComponents(folds, (p) => inside(cut, p, false))[0])),
    );
  }
}

function notchQuestion(rng: Rng) {
  for (;;) {
    const k = rng.int(2, 3);
    const { folds, regions } = randomFolds(rng, k, rng.next() < 0.5);
    const region = at(regions, k);
    const i = rng.int(0, region.length - 1);
    const a = at(region, i);
    const b = at(region, (i + 1) % region.length);
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len < 1.9) continue;
    const m: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const c: Pt = [
      region.reduce((s, p) => s + p[0], 0) / region.length,
      region.reduce((s, p) => s + p[1], 0) / region.length,
    ];
    // the apex goes 0.7 into the paper, perpendicular to the edge
    const u: Pt = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
    let nrm: Pt = [-u[1], u[0]];
    if ((c[0] - m[0]) * nrm[0] + (c[1] - m[1]) * nrm[1] < 0) nrm = [u[1], -u[0]];
    const cut: Pt[] = [
      [m[0] - 0.5 * u[0], m[1] - 0.5 * u[1]],
      [m[0] + 0.5 * u[0], m[1] + 0.5 * u[1]],
      [m[0] + 0.7 * nrm[0], m[1] + 0.7 * nrm[1]],
    ];
    const images = unfold([m], folds);
    const holes = images.filter((p) => !onSheetEdge(p)).length;
    const notches = images.length - holes;
    const layers = 2 ** k;
    const text = (h: number, n: number) => ({
      en: `${h} ${h === 1 ? 'hole' : 'holes'}, ${n} ${n === 1 ? 'notch' : 'notches'}`,
      hi: `${h} छेद, ${n} खाँचे`,
    });
    const pairs: [number, number][] = [
      [notches, holes],
      [0, layers],
      [layers, 0],
      [holes, layers - holes],
      [holes + notches, 0],
      [0, holes + notches],
      [holes, notches * 2],
      [holes * 2 || 1, notches],
    ];
    const key = (p: [number, number]) => `${p[0]},${p[1]}`;
    const seen = new Set([key([holes, notches])]);
    const wrong = pairs.filter((p) => !seen.has(key(p)) && seen.add(key(p))).slice(0, 3);
    if (wrong.length < 3) continue;
    const all = rng.shuffle([[holes, notches] as [number, number], ...wrong]);
    const correctIndex = all.findIndex((p) => key(p) === key([holes, notches]));
    const options = all.map(([h, n]) => text(h, n));
    const steps = stepsSvg(folds, regions, [], 'Problem figures: folding steps and the notch', (w) =>
      tri(w, cut),
    );
    const right = text(holes, notches);
    return singleChoice(
      { en: 'Notch in the edge of folded paper', hi: 'मुड़े कागज़ के किनारे में खाँचा' },
      {
        en: `A square sheet of paper is folded ${FOLDS_EN[k - 1]} along the dashed lines in the order shown, and a small triangular notch is cut in the middle of one edge of the folded paper, as in the last figure. When the sheet is opened, how many holes (inside the sheet) and how many notches (on the edge of the sheet) will it have?\n\n${steps}`,
        hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखाओं पर ${FOLDS_HI[k - 1]} मोड़ा जाता है और अंतिम आकृति के अनुसार मुड़े कागज़ के एक किनारे के बीच में एक छोटा त्रिभुजाकार खाँचा काटा जाता है। कागज़ खोलने पर उसमें कितने छेद (कागज़ के भीतर) और कितने खाँचे (कागज़ के किनारे पर) होंगे?\n\n${steps}`,
      },
      options,
      correctIndex,
      {
        en: [
          'A copy of the notch that lies on a fold line opens, together with its mirror image, into one diamond-shaped hole (one cut-out for two layers); a copy that lies on an outer edge of the sheet stays a notch.',
          `Unfold in reverse order, reflecting the middle of the notch in each fold line: it lands on ${images.length} different places, ${notches} on the edge of the sheet and ${holes} inside it.`,
          `Counting a notch for every one of the ${layers} layers is the usual slip.`,
          `**Answer: ${right.en}**`,
        ].join('\n\n'),
        hi: [
          'खाँचे की जो प्रति किसी मोड़-रेखा पर है, वह खुलने पर अपने प्रतिबिंब के साथ मिलकर एक समचतुर्भुज जैसा छेद बनाती है (दो परतों का एक कटा भाग); जो प्रति कागज़ के बाहरी किनारे पर है, वह खाँचा ही रहती है।',
          `उलटे क्रम में खोलते हुए खाँचे के मध्य बिंदु का हर मोड़-रेखा में प्रतिबिंब लीजिए: वह ${images.length} अलग स्थानों पर पहुँचता है, ${notches} कागज़ के किनारे पर और ${holes} कागज़ के भीतर।`,
          `${layers} परतों में से हर एक के लिए एक खाँचा गिनना आम भूल है।`,
          `**उत्तर: ${right.hi}**`,
        ].join('\n\n'),
      },
      k === 2 ? 80 : 110,
      [k, holes, notches],
      () => {
        const [h, n] = cutComponents(folds, (p) => inside(cut, p, false));
        return all.findIndex((p) => key(p) === key([h, n]));
      },
    );
  }
}

/** Snip one corner of paper folded two or three times: how many holes inside the opened sheet? */
export const paperCuttingCornerHoles: QuestionGenerator = {
  id: 'paper-cutting/corner-cut-holes',
  topic: 'paper-cutting',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: cornerQuestion,
};

/** A notch in the middle of an edge of the folded paper: holes and notches of the opened sheet. */
export const paperCuttingEdgeNotches: QuestionGenerator = {
  id: 'paper-cutting/edge-notches',
  topic: 'paper-cutting',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: notchQuestion,
};

export { cutComponents, forward };
