import { choiceOptions, type QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { singleChoice } from '../../shared/single-choice.js';
import { forward } from './paper-folding-count.js';
import {
  apart,
  type Fold,
  foldsOf,
  holeSpots,
  inside,
  onLine,
  ptKey,
  randomFolds,
  reflectIn,
  regionSvg,
  SHEET,
  setKey,
  sheetSvg,
  sideOf,
  stepsSvg,
  unfold,
} from './paper-folding-engine.js';
import { dashed, figure, type Pt } from './shapes.js';

/**
 * Paper folding read the other way (SSC CGL, Bank PO, placements): paper-folding/punched-where (the
 * opened sheet is given: where were the holes punched in the folded paper?),
 * paper-folding/half-opened (open only the last fold: how does the paper look?),
 * paper-folding/refold-and-count (fold an opened sheet once: how many holes show through?).
 * `check` folds each option forward (or unfolds it) and compares with what is given.
 */

const only = <T>(items: readonly T[], pass: (t: T) => boolean) => {
  const hits = items.flatMap((t, i) => (pass(t) ? [i] : []));
  return hits.length === 1 ? (hits[0] ?? -1) : -1;
};

function draw(rng: Rng, k: number) {
  for (;;) {
    const { folds, regions } = randomFolds(rng, k, true);
    const region = regions[k] ?? [];
    const spots = holeSpots(region);
    const punches = rng.shuffle(spots).slice(0, rng.int(1, 2));
    if (punches.length === 0) continue;
    const holes = unfold(punches, folds);
    if (apart(holes, 1.5)) return { folds, regions, region, spots, punches, holes };
  }
}

/** The opened sheet is given: which folded paper with holes was punched? */
function punchedWhereQuestion(rng: Rng) {
  for (;;) {
    const { folds, regions, region, spots, punches, holes } = draw(rng, 2);
    const key = setKey(holes);
    // wrong punches: the right ones reflected inside the folded paper, or one moved elsewhere
    const wrong: Pt[][] = [];
    const seen = new Set([setKey(punches)]);
    const tries: Pt[][] = [
      ...foldsOf(region).map(({ fold }) => punches.map(reflectIn(fold))),
      ...rng.shuffle(spots).map((s) => [...punches.slice(1), s]),
    ];
    for (const t of tries) {
      const ok = t.every((p) => spots.some((s) => ptKey(s) === ptKey(p))) && apart(t, 1.5);
      if (wrong.length < 3 && ok && !seen.has(setKey(t)) && setKey(unfold(t, folds)) !== key) {
        seen.add(setKey(t));
        wrong.push(t);
      }
    }
    if (wrong.length < 3) continue;
    const order = rng.shuffle([0, 1, 2, 3]);
    const all = [punches, ...wrong];
    const shown = order.map((i) => all[i] ?? punches);
    const correct = order.indexOf(0);
    const options = shown.map((p, i) => regionSvg(region, p, `Answer figure (${i + 1})`));
    const steps = stepsSvg(folds, regions, [], 'Problem figures: folding steps');
    const open = sheetSvg(holes, 'Problem figure: the opened sheet');
    return singleChoice(
      { en: 'Where were the holes punched?', hi: 'छेद कहाँ किए गए थे?' },
      {
        en: `A square sheet is folded twice as shown, holes are punched through all the layers, and the sheet opens out as in the last figure. Which answer figure shows the holes as they were punched in the folded paper?\n\n${steps}\n\n${open}`,
        hi: `एक वर्गाकार कागज़ को दिखाए अनुसार दो बार मोड़ा जाता है, सभी परतों में छेद किए जाते हैं, और खोलने पर कागज़ अंतिम आकृति जैसा दिखता है। कौन-सी उत्तर आकृति मुड़े कागज़ में किए गए छेद दिखाती है?\n\n${steps}\n\n${open}`,
      },
      options,
      correct,
      {
        en: [
          `Fold the opened sheet again in the same order: each hole lands on the folded paper, and the ${holes.length} holes land in groups of 4 on ${punches.length === 1 ? 'one spot' : `${punches.length} spots`}. Those are the punches.`,
          `Figure (${correct + 1}) shows exactly those spots. The other figures put a punch where, once opened, it would give holes that are not on the sheet.`,
          `**Answer: (${correct + 1})**`,
        ].join('\n\n'),
        hi: [
          `खुले कागज़ को उसी क्रम में फिर मोड़िए: हर छेद मुड़े कागज़ पर आ जाता है, और ${holes.length} छेद चार-चार के समूह में ${punches.length === 1 ? 'एक स्थान' : `${punches.length} स्थानों`} पर आते हैं। वही पंच के स्थान हैं।`,
          `आकृति (${correct + 1}) ठीक वही स्थान दिखाती है। बाकी आकृतियों में कोई छेद ऐसी जगह है जहाँ से खोलने पर ऐसे छेद बनते जो कागज़ पर नहीं हैं।`,
          `**उत्तर: (${correct + 1})**`,
        ].join('\n\n'),
      },
      75,
      [],
      () => {
        // fold the opened holes forward and compare with each option's punches
        const landed = setKey(holes.map(forward(folds)));
        return only(shown, (p) => setKey(p) === landed);
      },
    );
  }
}

/** Folded twice and punched; only the last fold is opened: how does the paper look? */
function halfOpenedQuestion(rng: Rng) {
  for (;;) {
    const { folds, regions, punches } = draw(rng, 2);
    const mid = regions[1] ?? [];
    const last = folds[1] as Fold;
    const right = unfold(punches, [last]);
    const wrongLines = foldsOf(mid).filter((o) => o.fold.axis !== last.axis || o.fold.c !== last.c);
    const candidates: { holes: Pt[]; en: string; hi: string }[] = [
      ...wrongLines.map((o) => ({
        holes: unfold(punches, [o.fold]),
        en: 'copies the holes across the wrong line',
        hi: 'छेदों की प्रतिलिपि गलत रेखा के पार बनाती है',
      })),
      {
        holes: punches,
        en: 'forgets the copies in the layer that was opened',
        hi: 'खोली गई परत के छेद भूल जाती है',
      },
      {
        holes: punches.map(reflectIn(last)),
        en: 'shows only the copies and loses the holes that were punched',
        hi: 'केवल प्रतिलिपियाँ दिखाती है और पंच किए गए छेद छोड़ देती है',
      },
      ...wrongLines.map((o) => ({
        holes: right.map(reflectIn(o.fold)),
        en: 'has the right holes but mirrored to the wrong side of the paper',
        hi: 'में छेद सही हैं पर कागज़ की गलत ओर पलटे हुए हैं',
      })),
      ...(punches.length > 1
        ? [
            {
              holes: [...punches, reflectIn(last)(punches[0] as Pt)],
              en: 'forgets the copy of one hole',
              hi: 'एक छेद की प्रतिलिपि भूल जाती है',
            },
          ]
        : []),
      {
        holes: unfold(punches, [last]).map(reflectIn(folds[0] as Fold)),
        en: 'shows the holes on the wrong half (the half that was folded away first)',
        hi: 'छेद गलत आधे भाग पर दिखाती है (जो पहले मोड़कर हटाया गया था)',
      },
    ];
    const seen = new Set([setKey(right)]);
    const wrong = rng
      .shuffle(candidates)
      .filter((c) => c.holes.every((p) => inside(mid, p, false)))
      .filter((c) => !seen.has(setKey(c.holes)) && seen.add(setKey(c.holes)));
    if (wrong.length < 3) continue;
    const pick = wrong.slice(0, 3);
    const order = rng.shuffle([0, 1, 2, 3]);
    const all = [right, ...pick.map((w) => w.holes)];
    const shown = order.map((i) => all[i] ?? right);
    const correct = order.indexOf(0);
    const options = shown.map((h, i) => regionSvg(mid, h, `Answer figure (${i + 1})`));
    const steps = stepsSvg(folds, regions, punches, 'Problem figures: folding steps');
    return singleChoice(
      { en: 'Opening only the last fold', hi: 'केवल अंतिम मोड़ खोलना' },
      {
        en: `A square sheet is folded twice as shown and holes are punched as in the last figure. Only the second fold is then opened, so the paper is still folded once. How does it look?\n\n${steps}`,
        hi: `एक वर्गाकार कागज़ को दिखाए अनुसार दो बार मोड़कर अंतिम आकृति के अनुसार छेद किए जाते हैं। फिर केवल दूसरा मोड़ खोला जाता है, यानी कागज़ अब भी एक बार मुड़ा है। वह कैसा दिखेगा?\n\n${steps}`,
      },
      options,
      correct,
      {
        en: [
          'Opening the second fold brings back the paper of the second figure. Each hole gets a copy reflected in the second fold line; the first fold stays closed, so nothing more appears.',
          `Figure (${correct + 1}) shows the holes and their copies across the second fold line.`,
          ...pick.map((w, i) => `Figure (${order.indexOf(i + 1) + 1}) ${w.en}.`),
          `**Answer: (${correct + 1})**`,
        ].join('\n\n'),
        hi: [
          'दूसरा मोड़ खोलने पर कागज़ दूसरी आकृति जैसा हो जाता है। हर छेद का दूसरी मोड़-रेखा में एक प्रतिबिंब बनता है; पहला मोड़ बंद रहता है, इसलिए और कुछ नहीं दिखता।',
          `आकृति (${correct + 1}) छेद और दूसरी मोड़-रेखा के पार उनकी प्रतिलिपियाँ दिखाती है।`,
          ...pick.map((w, i) => `आकृति (${order.indexOf(i + 1) + 1}) ${w.hi}।`),
          `**उत्तर: (${correct + 1})**`,
        ].join('\n\n'),
      },
      75,
      [],
      () => {
        // refold each option along the second fold: the right one gives the punches, twice each
        const f = forward([last]);
        const target = setKey(punches);
        return only(shown, (h) => h.length === 2 * punches.length && setKey(h.map(f)) === target);
      },
    );
  }
}

/** An opened sheet with holes is folded once along a dashed line: how many holes can be seen? */
function refoldQuestion(rng: Rng) {
  for (;;) {
    const holes = rng.shuffle(holeSpots(SHEET)).slice(0, rng.int(4, 6));
    if (!apart(holes, 1.6)) continue;
    const fold = rng.pick(foldsOf(SHEET)).fold;
    if (holes.some((p) => onLine(fold, p))) continue;
    // the holes on the moving side land on the other side; matching ones show as one
    const staying = holes.filter((p) => sideOf(fold, p) !== fold.move);
    const landed = holes.filter((p) => sideOf(fold, p) === fold.move).map(reflectIn(fold));
    const shared = landed.filter((p) => staying.some((q) => ptKey(q) === ptKey(p))).length;
    const seen = staying.length + landed.length - shared;
    if (shared === 0 || landed.length === 0 || staying.length === 0) continue;
    const { options, correctIndex } = choiceOptions(rng, seen, [
      holes.length,
      staying.length,
      seen + shared,
      seen - 1,
    ]);
    const pic = fold;
    const s = 12;
    const ends: Pt[] =
      pic.axis === 'x'
        ? [
            [pic.c, 0],
            [pic.c, 8],
          ]
        : pic.axis === 'y'
          ? [
              [0, pic.c],
              [8, pic.c],
            ]
          : pic.axis === 'd'
            ? [
                [Math.max(0, pic.c), Math.max(0, -pic.c)],
                [Math.min(8, 8 + pic.c), Math.min(8, 8 - pic.c)],
              ]
            : [
                [Math.min(8, pic.c), Math.max(0, pic.c - 8)],
                [Math.max(0, pic.c - 8), Math.min(8, pic.c)],
              ];
    const [a, b] = ends as [Pt, Pt];
    const body = `<path d="M12 12H108V108H12Z" fill="#e5e7eb"/>${holes.map(([x, y]) => `<circle cx="${12 + x * s}" cy="${12 + y * s}" r="${0.42 * s}" fill="#fff"/>`).join('')}${dashed(12 + a[0] * s, 12 + a[1] * s, 12 + b[0] * s, 12 + b[1] * s)}`;
    const problem = figure(120, 120, body, 'Problem figure: sheet with holes and a dashed line');
    return singleChoice(
      { en: 'Refold and count the holes', hi: 'फिर मोड़कर छेद गिनिए' },
      {
        en: `A square sheet with ${holes.length} holes is folded in half along the dashed line. Looking at the folded paper, how many holes can be seen (holes that lie on top of each other count as one)?\n\n${problem}`,
        hi: `${holes.length} छेदों वाले एक वर्गाकार कागज़ को बिंदीदार रेखा पर आधा मोड़ा जाता है। मुड़े कागज़ को देखने पर कितने छेद दिखेंगे (एक-दूसरे के ऊपर पड़ने वाले छेद एक गिने जाएँगे)?\n\n${problem}`,
      },
      options,
      correctIndex,
      {
        en: [
          `Reflect the holes of one half in the dashed line onto the other half. ${staying.length} ${staying.length === 1 ? 'hole is' : 'holes are'} on one side and ${landed.length} on the other; ${shared} of the reflected holes ${shared === 1 ? 'falls' : 'fall'} exactly on a hole already there.`,
          `Holes seen $= ${staying.length} + ${landed.length} - ${shared} = ${seen}$.`,
          `**Answer: ${seen}**`,
        ].join('\n\n'),
        hi: [
          `एक आधे भाग के छेदों का बिंदीदार रेखा में प्रतिबिंब दूसरे आधे भाग पर लीजिए। एक ओर ${staying.length} छेद हैं और दूसरी ओर ${landed.length}; प्रतिबिंबित छेदों में से ${shared} ठीक पहले से बने छेद पर पड़ते हैं।`,
          `दिखने वाले छेद $= ${staying.length} + ${landed.length} - ${shared} = ${seen}$।`,
          `**उत्तर: ${seen}**`,
        ].join('\n\n'),
      },
      60,
      [holes.length],
      // fold every hole forward and count the distinct places
      () => options.indexOf(String(new Set(holes.map(forward([fold])).map(ptKey)).size)),
    );
  }
}

/** The opened sheet is given: where were the holes punched in the folded paper? */
export const paperFoldingPunchedWhere: QuestionGenerator = {
  id: 'paper-folding/punched-where',
  topic: 'paper-folding',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate: punchedWhereQuestion,
};

/** Folded twice and punched; open only the last fold. */
export const paperFoldingHalfOpened: QuestionGenerator = {
  id: 'paper-folding/half-opened',
  topic: 'paper-folding',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate: halfOpenedQuestion,
};

/** An opened sheet with holes folded once more: how many holes show? */
export const paperFoldingRefold: QuestionGenerator = {
  id: 'paper-folding/refold-and-count',
  topic: 'paper-folding',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Placements'],
  count: 40,
  generate: refoldQuestion,
};
