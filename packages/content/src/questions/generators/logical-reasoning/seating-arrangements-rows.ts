import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt, indices } from '../shared/list-access.js';
import { PERSON_NAMES } from '../shared/person-names.js';
import {
  buildChain,
  type Clue,
  type Geo,
  joinNames,
  onlyValue,
  personOptions,
  renderChain,
  type Side,
  sideSeat,
  solveAll,
  whoAt,
} from './seating-arrangements-engine.js';

/**
 * Seating shapes in rows: two rows facing each other, one row with people facing both ways, and
 * how many people sit between two of them. Clues are built forwards from a hidden seating
 * (seating-arrangements-engine.ts); the checker tries every seating against the clues.
 */

const ORD = ['', 'first', 'second', 'third', 'fourth'];
const ORD_HI = ['', 'पहले', 'दूसरे', 'तीसरे', 'चौथे'];
const SIDE_HI: Record<Side, string> = { left: 'बाएँ', right: 'दाएँ' };

/** Two rows of m facing each other: row 1 faces south, row 2 north; seats numbered from the west. */
function parallelRows(m: number): Geo {
  const row = (s: number) => (s < m ? 1 : 2);
  return {
    n: 2 * m,
    move: (s, d) => {
      const x = (s % m) + d;
      return x >= 0 && x < m ? s + d : -1;
    },
    leftStep: (s) => (row(s) === 1 ? 1 : -1),
    opposite: (s) => (s < m ? s + m : s - m),
    dist: (a, b) => (row(a) === row(b) ? Math.abs(a - b) : Number.POSITIVE_INFINITY),
    place: (s) => {
      const x = s % m;
      if (x !== 0 && x !== m - 1) return null;
      const side: Side = (x === 0) === (row(s) === 2) ? 'left' : 'right';
      return {
        en: `at the extreme ${side} end of row ${row(s)}`,
        hi: `पंक्ति ${row(s)} के ${SIDE_HI[side]} छोर पर`,
      };
    },
    seatName: (s) => ({
      en: `row ${row(s)}, seat ${(s % m) + 1}`,
      hi: `पंक्ति ${row(s)} की सीट ${(s % m) + 1}`,
    }),
    rotates: false,
    facing: { en: 'faces', hi: 'के ठीक सामने है।' },
  };
}

/** One row of n seats from the west; `north` people face north, the others south. */
function row(n: number, north: (p: number) => boolean, onlyOrdinal: boolean): Geo {
  return {
    n,
    move: (s, d) => (s + d >= 0 && s + d < n ? s + d : -1),
    leftStep: (_s, p) => (north(p) ? -1 : 1),
    opposite: () => -1,
    dist: (a, b) => Math.abs(a - b),
    place: (s, p) => {
      if (onlyOrdinal) {
        const fromLeft = s < n / 2;
        const k = fromLeft ? s + 1 : n - s;
        if (k > 4) return null;
        const side = fromLeft ? 'left' : 'right';
        return k === 1
          ? { en: `at the extreme ${side} end of the row`, hi: `पंक्ति के ${SIDE_HI[side]} छोर पर` }
          : {
              en: `${ORD[k]} from the ${side} end of the row`,
              hi: `पंक्ति के ${SIDE_HI[side]} छोर से ${ORD_HI[k]} स्थान पर`,
            };
      }
      if (n % 2 === 1 && s === (n - 1) / 2)
        return { en: 'exactly in the middle of the row', hi: 'पंक्ति के ठीक बीच में' };
      if (s !== 0 && s !== n - 1) return null;
      const side: Side = (s === 0) === north(p) ? 'left' : 'right';
      return { en: `at the extreme ${side} end of the row`, hi: `पंक्ति के ${SIDE_HI[side]} छोर पर` };
    },
    seatName: (s) => ({ en: `seat ${s + 1}`, hi: `सीट ${s + 1}` }),
    rotates: false,
    facing: { en: 'faces', hi: 'के ठीक सामने है।' },
  };
}

interface Built {
  names: Text[];
  truth: number[];
  clues: Clue[];
  lines: (lang: 'en' | 'hi') => string[];
  list: (lang: 'en' | 'hi') => string;
}

/** A hidden seating, its clue chain (shuffled for the statement) and the rendered steps. */
function build(rng: Rng, g: Geo, names: Text[]): Built {
  const truth = rng.shuffle(indices(g.n));
  const steps = buildChain(rng, g, names, truth);
  const clues = rng.shuffle(steps.flatMap((s) => (s.clue ? [s.clue] : [])));
  const { list, lines } = renderChain(steps, clues);
  return { names, truth, clues, list, lines };
}

const named = (clues: Clue[], a: Text, b: Text) =>
  clues.some((c) => c.text.en.includes(a.en) && c.text.en.includes(b.en));

/** Eight people in two rows of four facing each other: who faces whom, or who sits beside whom. */
export const seatingParallelRows: QuestionGenerator = {
  id: 'seating-arrangements/parallel-rows',
  topic: 'seating-arrangements',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'RRB NTPC', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const g = parallelRows(4);
      const names = rng.shuffle(PERSON_NAMES).slice(0, 8);
      const b = build(rng, g, names);
      const x = rng.int(0, 7);
      const sx = elementAt(b.truth, x);
      const facingAsk = rng.next() < 0.5;
      const side = rng.pick(['left', 'right'] as const);
      const target = facingAsk ? g.opposite(sx) : sideSeat(g, b.truth, x, 1, side);
      if (target < 0) continue;
      const answer = whoAt(b.truth, target);
      const X = elementAt(names, x);
      const A = elementAt(names, answer);
      if (named(b.clues, X, A)) continue;
      const ask: Text = facingAsk
        ? { en: `Who faces ${X.en}?`, hi: `${X.hi} के ठीक सामने कौन है?` }
        : {
            en: `Who sits to the immediate ${side} of ${X.en}?`,
            hi: `${X.hi} के ठीक ${SIDE_HI[side]} कौन है?`,
          };
      const is = (seat: readonly number[]) =>
        whoAt(seat, facingAsk ? g.opposite(elementAt(seat, x)) : sideSeat(g, seat, x, 1, side));
      const near = [
        g.opposite(target),
        g.move(target, 1),
        g.move(target, -1),
        g.move(sx, sx === target + 1 ? 1 : -1),
      ].map((s) => (s >= 0 ? whoAt(b.truth, s) : -1));
      const { options, correctIndex } = personOptions(
        rng,
        names,
        answer,
        near.filter((p) => p !== x),
        ask.en,
      );
      const rowOf = (r: number) => indices(4).map((k) => elementAt(names, whoAt(b.truth, r * 4 + k)));
      const all = joinNames([...names].sort((p, q) => p.en.localeCompare(q.en)));
      return {
        title: { en: 'Two parallel rows facing each other', hi: 'आमने-सामने की दो समानांतर पंक्तियाँ' },
        type: 'single',
        statement: {
          en: `Eight friends — ${all.en} — sit in two parallel rows of four, facing each other: row 1 faces south and row 2 faces north, so each person in row 1 faces one person in row 2. Left and right are from each person's own view.\n\n${b.list('en')}\n\n${ask.en}`,
          hi: `आठ मित्र — ${all.hi} — चार-चार की दो समानांतर पंक्तियों में आमने-सामने बैठे हैं: पंक्ति 1 का मुख दक्षिण की ओर और पंक्ति 2 का मुख उत्तर की ओर है, अतः पंक्ति 1 का हर व्यक्ति पंक्ति 2 के किसी एक व्यक्ति के सामने है। बायाँ-दायाँ हर व्यक्ति की अपनी दृष्टि से है।\n\n${b.list('hi')}\n\n${ask.hi}`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            'Number the seats of both rows 1 to 4 from west to east. Row 2 faces north, so its people have west (lower numbers) on their left; row 1 faces south, so its people have east (higher numbers) on their left.',
            ...b.lines('en'),
            `Row 1 from the west: ${rowOf(0)
              .map((p) => p.en)
              .join(', ')}. Row 2 from the west: ${rowOf(1)
              .map((p) => p.en)
              .join(', ')}.`,
            `So the answer is ${A.en}.`,
            `**Answer: ${A.en}**`,
          ].join('\n\n'),
          hi: [
            'दोनों पंक्तियों की सीटों को पश्चिम से पूर्व 1 से 4 तक क्रमांकित कीजिए। पंक्ति 2 का मुख उत्तर की ओर है, इसलिए उसके लोगों का बायाँ पश्चिम (छोटी संख्या) है; पंक्ति 1 का मुख दक्षिण की ओर है, इसलिए उसके लोगों का बायाँ पूर्व (बड़ी संख्या) है।',
            ...b.lines('hi'),
            `पश्चिम से पंक्ति 1: ${rowOf(0)
              .map((p) => p.hi)
              .join(', ')}। पश्चिम से पंक्ति 2: ${rowOf(1)
              .map((p) => p.hi)
              .join(', ')}।`,
            `अतः उत्तर ${A.hi} है।`,
            `**उत्तर: ${A.hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 120,
        numbers: [],
        check(): QuestionAnswer {
          const who = onlyValue(solveAll(8, b.clues), is);
          const name = who === undefined || who < 0 ? '' : elementAt(names, who).en;
          return { kind: 'choice', correct: [options.findIndex((o) => o.en === name)] };
        },
      };
    }
  },
};

/** Seven people in a row, some facing north and some south: who sits k-th to one side of X? */
export const seatingRowMixedFacing: QuestionGenerator = {
  id: 'seating-arrangements/row-mixed-facing',
  topic: 'seating-arrangements',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const names = rng.shuffle(PERSON_NAMES).slice(0, 7);
      const northSet = new Set(rng.shuffle(indices(7)).slice(0, rng.int(3, 4)));
      const g = row(7, (p) => northSet.has(p), false);
      const b = build(rng, g, names);
      const x = rng.int(0, 6);
      const k = rng.int(1, 2);
      const side = rng.pick(['left', 'right'] as const);
      const target = sideSeat(g, b.truth, x, k, side);
      if (target < 0) continue;
      const answer = whoAt(b.truth, target);
      const X = elementAt(names, x);
      const A = elementAt(names, answer);
      if (named(b.clues, X, A)) continue;
      const sx = elementAt(b.truth, x);
      // The mirror seat (reading left and right as ours) and one seat off.
      const near = [sx - (target - sx), target + 1, target - 1].map((s) =>
        s >= 0 && s < 7 ? whoAt(b.truth, s) : -1,
      );
      const ord = k === 1 ? 'immediate' : 'second';
      const ask: Text = {
        en:
          k === 1
            ? `Who sits to the immediate ${side} of ${X.en}?`
            : `Who sits second to the ${side} of ${X.en}?`,
        hi:
          k === 1
            ? `${X.hi} के ठीक ${SIDE_HI[side]} कौन है?`
            : `${X.hi} के ${SIDE_HI[side]} से दूसरे स्थान पर कौन है?`,
      };
      const { options, correctIndex } = personOptions(
        rng,
        names,
        answer,
        near.filter((p) => p !== x),
        ask.en,
      );
      const northNames = joinNames(
        indices(7)
          .filter((p) => northSet.has(p))
          .map((p) => elementAt(names, p)),
      );
      const all = joinNames([...names].sort((p, q) => p.en.localeCompare(q.en)));
      const faces = northSet.has(x)
        ? {
            en: `${X.en} faces north, so ${X.en}'s left is towards seat 1`,
            hi: `${X.hi} का मुख उत्तर की ओर है, इसलिए ${X.hi} का बायाँ सीट 1 की ओर है`,
          }
        : {
            en: `${X.en} faces south, so ${X.en}'s left is towards seat 7`,
            hi: `${X.hi} का मुख दक्षिण की ओर है, इसलिए ${X.hi} का बायाँ सीट 7 की ओर है`,
          };
      const order = indices(7).map((s) => {
        const p = whoAt(b.truth, s);
        return {
          en: `${elementAt(names, p).en} (${northSet.has(p) ? 'N' : 'S'})`,
          hi: `${elementAt(names, p).hi} (${northSet.has(p) ? 'उ' : 'द'})`,
        };
      });
      return {
        title: { en: 'A row with people facing both ways', hi: 'दोनों दिशाओं में मुख वाली पंक्ति' },
        type: 'single',
        statement: {
          en: `Seven friends — ${all.en} — sit in a row. ${northNames.en} face north; the others face south. Left and right are from each person's own view.\n\n${b.list('en')}\n\n${ask.en}`,
          hi: `सात मित्र — ${all.hi} — एक पंक्ति में बैठे हैं। ${northNames.hi} का मुख उत्तर की ओर है; शेष का मुख दक्षिण की ओर है। बायाँ-दायाँ हर व्यक्ति की अपनी दृष्टि से है।\n\n${b.list('hi')}\n\n${ask.hi}`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            'Number the seats 1 to 7 from the west. A person facing north has lower seat numbers on the left; a person facing south has them on the right.',
            ...b.lines('en'),
            `The row from the west: ${order.map((o) => o.en).join(', ')}.`,
            `${faces.en}; the ${ord} seat to the ${side} is ${g.seatName(target).en}, where ${A.en} sits.`,
            `**Answer: ${A.en}**`,
          ].join('\n\n'),
          hi: [
            'सीटों को पश्चिम से 1 से 7 तक क्रमांकित कीजिए। उत्तर की ओर मुख वाले व्यक्ति के बाईं ओर छोटी संख्या वाली सीटें होती हैं; दक्षिण की ओर मुख वाले के दाईं ओर।',
            ...b.lines('hi'),
            `पश्चिम से पंक्ति: ${order.map((o) => o.hi).join(', ')}।`,
            `${faces.hi}; ${SIDE_HI[side]} ओर ${k === 1 ? 'ठीक बगल की' : 'दूसरी'} सीट ${g.seatName(target).hi} है, जहाँ ${A.hi} है।`,
            `**उत्तर: ${A.hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 140,
        numbers: [],
        check(): QuestionAnswer {
          const who = onlyValue(solveAll(7, b.clues), (seat) => whoAt(seat, sideSeat(g, seat, x, k, side)));
          const name = who === undefined || who < 0 ? '' : elementAt(names, who).en;
          return { kind: 'choice', correct: [options.findIndex((o) => o.en === name)] };
        },
      };
    }
  },
};

/** Eight people in a row facing north: how many sit between two of them? */
export const seatingPersonsBetween: QuestionGenerator = {
  id: 'seating-arrangements/persons-between',
  topic: 'seating-arrangements',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const names = rng.shuffle(PERSON_NAMES).slice(0, 8);
      const g = row(8, () => true, true);
      const b = build(rng, g, names);
      const [x, y] = rng.shuffle(indices(8));
      if (x === undefined || y === undefined) continue;
      const X = elementAt(names, x);
      const Y = elementAt(names, y);
      const sx = elementAt(b.truth, x);
      const sy = elementAt(b.truth, y);
      const answer = Math.abs(sx - sy) - 1;
      if (answer < 1 || named(b.clues, X, Y)) continue;
      const { options, correctIndex } = choiceOptions(
        rng,
        answer,
        [answer + 1, answer + 2, answer - 1], // counts one or both of the two; one too few
        String,
      );
      const all = joinNames([...names].sort((p, q) => p.en.localeCompare(q.en)));
      const order = indices(8).map((s) => elementAt(names, whoAt(b.truth, s)));
      return {
        title: { en: 'People sitting between two people in a row', hi: 'पंक्ति में दो व्यक्तियों के बीच बैठे लोग' },
        type: 'single',
        statement: {
          en: `Eight friends — ${all.en} — sit in a row, all facing north.\n\n${b.list('en')}\n\nHow many people sit between ${X.en} and ${Y.en}?`,
          hi: `आठ मित्र — ${all.hi} — एक पंक्ति में उत्तर की ओर मुख करके बैठे हैं।\n\n${b.list('hi')}\n\n${X.hi} और ${Y.hi} के बीच कितने व्यक्ति बैठे हैं?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            "Number the seats 1 to 8 from the left end; facing north, everyone's left is the same as ours.",
            ...b.lines('en'),
            `The row from the left: ${order.map((p) => p.en).join(', ')}.`,
            `${X.en} is at seat ${sx + 1} and ${Y.en} at seat ${sy + 1}, so $|${sx + 1} - ${sy + 1}| - 1 = ${answer}$ people sit between them.`,
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            'सीटों को बाएँ छोर से 1 से 8 तक क्रमांकित कीजिए; उत्तर की ओर मुख होने से सबका बायाँ हमारे बाएँ जैसा ही है।',
            ...b.lines('hi'),
            `बाएँ से पंक्ति: ${order.map((p) => p.hi).join(', ')}।`,
            `${X.hi} सीट ${sx + 1} पर और ${Y.hi} सीट ${sy + 1} पर है, इसलिए उनके बीच $|${sx + 1} - ${sy + 1}| - 1 = ${answer}$ व्यक्ति बैठे हैं।`,
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 90,
        numbers: [answer],
        check(): QuestionAnswer {
          const between = onlyValue(
            solveAll(8, b.clues),
            (seat) => Math.abs(elementAt(seat, x) - elementAt(seat, y)) - 1,
          );
          return { kind: 'choice', correct: [between === undefined ? -1 : options.indexOf(String(between))] };
        },
      };
    }
  },
};
