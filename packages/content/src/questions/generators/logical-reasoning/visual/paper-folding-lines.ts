import type { QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { singleChoice } from '../../shared/single-choice.js';
import {
  apart,
  type Fold,
  foldsOf,
  holeSpots,
  onLine,
  paperBody,
  ptKey,
  randomFolds,
  reflectIn,
  SHEET,
  setKey,
  sheetSvg,
  stepsSvg,
  unfold,
} from './paper-folding-engine.js';
import { figure, label, type Pt } from './shapes.js';

/**
 * Reading the fold from the holes (SSC CGL, Bank PO, placements; the two-fold search in CAT-style
 * sets): paper-folding/which-fold-line (one fold: along which line?), paper-folding/not-from-one-fold
 * (which open sheet no single fold could give), paper-folding/which-folding (two folds and one
 * punch: which folding gives the sheet? CAT). `check` tests the mirror symmetry of each pattern
 * under every line, or searches every punch position of every folding.
 */

const MIDDLE: { fold: Fold; en: string; hi: string }[] = [
  {
    fold: { axis: 'x', c: 4, move: 1 },
    en: 'The vertical line through the middle',
    hi: 'बीच से जाने वाली ऊर्ध्वाधर रेखा',
  },
  {
    fold: { axis: 'y', c: 4, move: 1 },
    en: 'The horizontal line through the middle',
    hi: 'बीच से जाने वाली क्षैतिज रेखा',
  },
  {
    fold: { axis: 'd', c: 0, move: 1 },
    en: 'The diagonal from top left to bottom right',
    hi: 'ऊपर-बाएँ से नीचे-दाएँ वाला विकर्ण',
  },
  {
    fold: { axis: 'a', c: 8, move: 1 },
    en: 'The diagonal from top right to bottom left',
    hi: 'ऊपर-दाएँ से नीचे-बाएँ वाला विकर्ण',
  },
];

/** The index of the only item that passes (−1 when none or several do). */
function only<T>(items: readonly T[], pass: (t: T) => boolean): number {
  const hits = items.flatMap((t, i) => (pass(t) ? [i] : []));
  return hits.length === 1 ? (hits[0] ?? -1) : -1;
}

const symmetricIn = (holes: readonly Pt[], f: Fold) => setKey(holes) === setKey(holes.map(reflectIn(f)));

/** Holes made by one fold along `f` and `n` punches off the line, apart. */
function oneFold(rng: Rng, f: Fold, n: number): Pt[] {
  for (;;) {
    const spots = holeSpots(SHEET).filter((p) => !onLine(f, p));
    const picked = rng.shuffle(spots).slice(0, n);
    const holes = unfold(picked, [f]);
    if (holes.length === 2 * n && apart(holes, 1.6)) return holes;
  }
}

function whichLineQuestion(rng: Rng) {
  for (;;) {
    const line = rng.pick(MIDDLE);
    const holes = oneFold(rng, line.fold, rng.int(2, 3));
    if (MIDDLE.filter((m) => symmetricIn(holes, m.fold)).length !== 1) continue;
    const order = rng.shuffle(MIDDLE);
    const correct = order.indexOf(line);
    const problem = sheetSvg(holes, 'Problem figure: the opened sheet');
    return singleChoice(
      { en: 'Find the fold line', hi: 'मोड़-रेखा पहचानिए' },
      {
        en: `A square sheet was folded once, in half, and ${holes.length / 2} holes were punched through both layers. The opened sheet is shown. Along which line was it folded?\n\n${problem}`,
        hi: `एक वर्गाकार कागज़ को एक बार आधा मोड़ा गया और दोनों परतों में ${holes.length / 2} छेद किए गए। खुला कागज़ दिखाया गया है। इसे किस रेखा पर मोड़ा गया था?\n\n${problem}`,
      },
      order.map((m) => ({ en: m.en, hi: m.hi })),
      correct,
      {
        en: [
          'Each punch makes a hole and its mirror image in the fold line, so the holes of the opened sheet are symmetric about the fold line.',
          `The holes pair off across ${line.en.toLowerCase()}: every hole has its partner at the same distance on the other side. About each of the other three lines some hole has no partner.`,
          `**Answer: ${line.en}**`,
        ].join('\n\n'),
        hi: [
          'हर पंच एक छेद और मोड़-रेखा में उसका प्रतिबिंब बनाता है, इसलिए खुले कागज़ के छेद मोड़-रेखा के प्रति सममित होते हैं।',
          `छेद ${line.hi} के दोनों ओर जोड़ों में हैं: हर छेद का साथी दूसरी ओर उतनी ही दूरी पर है। बाकी तीनों रेखाओं के लिए किसी छेद का साथी नहीं है।`,
          `**उत्तर: ${line.hi}**`,
        ].join('\n\n'),
      },
      50,
      [],
      () => only(order, (m) => symmetricIn(holes, m.fold)),
    );
  }
}

function notOneFoldQuestion(rng: Rng) {
  for (;;) {
    const lines = rng.shuffle(MIDDLE).slice(0, 3);
    const good = lines.map((l) => oneFold(rng, l.fold, 2));
    // the odd sheet: a one-fold sheet with one hole moved off its place
    const base = oneFold(rng, rng.pick(MIDDLE).fold, 2);
    const moved = rng.pick(holeSpots(SHEET).filter((p) => !base.some((q) => ptKey(q) === ptKey(p))));
    const odd = [...base.slice(1), moved];
    if (!apart(odd, 1.6) || MIDDLE.some((m) => symmetricIn(odd, m.fold))) continue;
    const sheets = [odd, ...good];
    if (new Set(sheets.map(setKey)).size !== 4) continue;
    const order = rng.shuffle([0, 1, 2, 3]);
    const shown = order.map((i) => sheets[i] ?? odd);
    const correct = order.indexOf(0);
    const options = shown.map((_, i) => ({ en: `Sheet ${i + 1}`, hi: `कागज़ ${i + 1}` }));
    const row = shown
      .map(
        (h, i) =>
          paperBody({ ox: i * 120 + 12, oy: 12, s: 12 }, SHEET, h) + label(i * 120 + 60, 130, String(i + 1)),
      )
      .join('');
    const problem = figure(480, 140, row, 'Problem figures: sheets 1 to 4');
    const fromLine = lines.map((l, i) => ({ l, at: order.indexOf(i + 1) + 1 }));
    return singleChoice(
      { en: 'Not made by one fold', hi: 'एक मोड़ से न बनने वाला' },
      {
        en: `Sheets 1 to 4 are opened square sheets. Three of them were made by folding the sheet once along a middle line or a diagonal and punching 2 holes through both layers. Which sheet could NOT have been made that way?\n\n${problem}`,
        hi: `कागज़ 1 से 4 खुले वर्गाकार कागज़ हैं। इनमें से तीन कागज़ को बीच की किसी रेखा या विकर्ण पर एक बार मोड़कर दोनों परतों में 2 छेद करके बनाए गए। कौन-सा कागज़ इस तरह नहीं बन सकता था?\n\n${problem}`,
      },
      options,
      correct,
      {
        en: [
          'One fold and a punch give a hole and its mirror image in the fold line, so such a sheet is symmetric about the fold line.',
          ...fromLine.map(({ l, at }) => `Sheet ${at} is symmetric about ${l.en.toLowerCase()}.`),
          `Sheet ${correct + 1} is symmetric about none of the four lines, so no single fold gives it.`,
          `**Answer: Sheet ${correct + 1}**`,
        ].join('\n\n'),
        hi: [
          'एक मोड़ और एक पंच से एक छेद और मोड़-रेखा में उसका प्रतिबिंब बनता है, इसलिए ऐसा कागज़ मोड़-रेखा के प्रति सममित होता है।',
          ...fromLine.map(({ l, at }) => `कागज़ ${at} ${l.hi} के प्रति सममित है।`),
          `कागज़ ${correct + 1} चारों में से किसी रेखा के प्रति सममित नहीं है, इसलिए कोई एक मोड़ उसे नहीं बनाता।`,
          `**उत्तर: कागज़ ${correct + 1}**`,
        ].join('\n\n'),
      },
      60,
      [2],
      () => only(shown, (h) => !MIDDLE.some((m) => symmetricIn(h, m.fold))),
    );
  }
}

/** Whether some single punch (off the fold lines) in the folded paper gives exactly these holes. */
function canMake(folds: readonly Fold[], region: readonly Pt[], holes: readonly Pt[]): boolean {
  const target = setKey(holes);
  return holeSpots(region, 0.01).some((p) => setKey(unfold([p], folds)) === target);
}

function whichFoldingQuestion(rng: Rng) {
  for (;;) {
    const { folds, regions } = randomFolds(rng, 2, true);
    const region = regions[2] ?? [];
    const punch = rng.pick(holeSpots(region));
    const holes = unfold([punch], folds);
    if (holes.length !== 4 || !apart(holes, 1.6)) continue;
    // other two-fold sequences, one per different pair of lines, that cannot give these holes
    const others: { folds: Fold[]; regions: Pt[][] }[] = [];
    const seen = new Set([folds.map((f) => `${f.axis}${f.c}`).join('|')]);
    for (const a of rng.shuffle(foldsOf(SHEET))) {
      for (const b of rng.shuffle(foldsOf(a.kept))) {
        const key = `${a.fold.axis}${a.fold.c}|${b.fold.axis}${b.fold.c}`;
        if (others.length >= 3 || seen.has(key)) continue;
        seen.add(key);
        if (!canMake([a.fold, b.fold], b.kept, holes))
          others.push({ folds: [a.fold, b.fold], regions: [SHEET, a.kept, b.kept] });
      }
    }
    if (others.length < 3) continue;
    const all = [{ folds, regions }, ...rng.shuffle(others).slice(0, 3)];
    const order = rng.shuffle([0, 1, 2, 3]);
    const shown = order.map((i) => all[i] ?? all[0]);
    const correct = order.indexOf(0);
    const options = shown.map((s, i) =>
      stepsSvg(s?.folds ?? [], s?.regions ?? [], [], `Answer figure (${i + 1}): folding steps`),
    );
    const problem = sheetSvg(holes, 'Problem figure: the opened sheet');
    return singleChoice(
      { en: 'Which folding made the holes?', hi: 'किस मोड़ से छेद बने?' },
      {
        en: `A square sheet was folded in half twice and then punched once, and opened out to give the sheet below. Which of the foldings shown in the answer figures was used?\n\n${problem}`,
        hi: `एक वर्गाकार कागज़ को दो बार आधा मोड़कर एक बार पंच किया गया, फिर खोलने पर नीचे वाला कागज़ मिला। उत्तर आकृतियों में दिखाए गए मोड़ों में से कौन-सा प्रयोग हुआ?\n\n${problem}`,
      },
      options,
      correct,
      {
        en: [
          'One punch through 4 layers gives 4 holes, and they must be the punch and its copies reflected in the fold lines (the last fold first).',
          `Work backwards: the 4 holes must fold onto one single point. With folding (${correct + 1}) they do: fold the sheet as shown and all 4 holes land on the same spot of the folded paper, where the punch was made.`,
          'With each of the other foldings the holes land on two or more different spots, so one punch could not have made them.',
          `**Answer: (${correct + 1})**`,
        ].join('\n\n'),
        hi: [
          '4 परतों में एक पंच 4 छेद बनाता है, और वे पंच तथा मोड़-रेखाओं में उसके प्रतिबिंब होने चाहिए (अंतिम मोड़ पहले)।',
          `उलटा सोचिए: चारों छेद मोड़ने पर एक ही बिंदु पर आने चाहिए। मोड़ (${correct + 1}) में ऐसा होता है: दिखाए अनुसार मोड़ने पर चारों छेद मुड़े कागज़ के एक ही स्थान पर आते हैं, जहाँ पंच किया गया था।`,
          'बाकी हर मोड़ में छेद दो या अधिक अलग स्थानों पर आते हैं, इसलिए एक पंच उन्हें नहीं बना सकता था।',
          `**उत्तर: (${correct + 1})**`,
        ].join('\n\n'),
      },
      180,
      [],
      () => only(shown, (s) => s !== undefined && canMake(s.folds, s.regions[2] ?? [], holes)),
    );
  }
}

/** One fold, holes on the opened sheet: along which line (a middle line or a diagonal)? */
export const paperFoldingWhichLine: QuestionGenerator = {
  id: 'paper-folding/which-fold-line',
  topic: 'paper-folding',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: whichLineQuestion,
};

/** Three opened sheets come from one fold and a punch; which one cannot? */
export const paperFoldingNotOneFold: QuestionGenerator = {
  id: 'paper-folding/not-from-one-fold',
  topic: 'paper-folding',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate: notOneFoldQuestion,
};

/** Two folds and one punch gave the opened sheet: which folding was it? (a search, CAT level) */
export const paperFoldingWhichFolding: QuestionGenerator = {
  id: 'paper-folding/which-folding',
  topic: 'paper-folding',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: whichFoldingQuestion,
};
