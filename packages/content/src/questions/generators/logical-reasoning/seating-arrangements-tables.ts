import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
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
 * Seating shapes round tables: a square table with corners and sides, and a round table facing
 * outward. The checkers try every seating against the clues.
 */

export const SIDE_HI: Record<Side, string> = { left: 'बाएँ', right: 'दाएँ' };
const ORD_EN = ['', 'immediate', 'second', 'third'];
const ORD_HI = ['', 'ठीक', 'दूसरे', 'तीसरे'];
const COUNT: Record<number, Text> = { 6: { en: 'Six', hi: 'छह' }, 8: { en: 'Eight', hi: 'आठ' } };

/** n seats round a table numbered clockwise; `left` is +1 facing the centre, -1 facing outward. */
export function table(n: number, left: number): Geo {
  return {
    n,
    move: (s, d) => (((s + d) % n) + n) % n,
    leftStep: () => left,
    opposite: (s) => (s + n / 2) % n,
    dist: (a, b) => Math.min(Math.abs(a - b), n - Math.abs(a - b)),
    place: () => null,
    seatName: (s) => ({ en: `seat ${s + 1}`, hi: `सीट ${s + 1}` }),
    rotates: true,
    facing: { en: 'sits opposite', hi: 'के ठीक सामने है।' },
  };
}

export const named = (clues: Clue[], a: Text, b: Text) =>
  clues.some((c) => c.text.en.includes(a.en) && c.text.en.includes(b.en));

export function relAsk(x: Text, k: number, side: Side): Text {
  return k === 1
    ? { en: `Who sits to the immediate ${side} of ${x.en}?`, hi: `${x.hi} के ठीक ${SIDE_HI[side]} कौन है?` }
    : {
        en: `Who sits ${ORD_EN[k]} to the ${side} of ${x.en}?`,
        hi: `${x.hi} के ${SIDE_HI[side]} से ${ORD_HI[k]} स्थान पर कौन है?`,
      };
}

export const clockwise = (g: Geo, names: Text[], seat: number[]) =>
  indices(g.n)
    .map((s) => elementAt(names, whoAt(seat, s)))
    .map((p) => p);

/** Eight people at a square table, four at the corners and four at the middles of the sides. */
export const seatingSquareTable: QuestionGenerator = {
  id: 'seating-arrangements/square-table',
  topic: 'seating-arrangements',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const g = table(8, 1);
      const names = rng.shuffle(PERSON_NAMES).slice(0, 8);
      const truth = rng.shuffle(indices(8));
      const start = rng.int(0, 7);
      const corner = (s: number) => s % 2 === 0;
      // Turn the table by whole sides so that the first person is at seat 1 or 2.
      const offset = elementAt(truth, start) - (elementAt(truth, start) % 2);
      for (let p = 0; p < 8; p++) truth[p] = (elementAt(truth, p) - offset + 8) % 8;
      const S = elementAt(names, start);
      const atStart = corner(elementAt(truth, start));
      const startClue: Clue = {
        text: atStart
          ? { en: `${S.en} sits at a corner of the table.`, hi: `${S.hi} मेज़ के एक कोने पर है।` }
          : {
              en: `${S.en} sits at the middle of a side of the table.`,
              hi: `${S.hi} मेज़ की एक भुजा के बीच में है।`,
            },
        who: [start],
        holds: (seat) => corner(elementAt(seat, start)) === atStart,
      };
      const steps = buildChain(rng, g, names, truth, start);
      steps[0] = {
        clue: startClue,
        person: start,
        explain: {
          en: `Number the seats 1 to 8 clockwise with the corners at odd numbers. Turning the table by a side keeps corners at corners, so put ${S.en} at ${g.seatName(elementAt(truth, start)).en}.`,
          hi: `सीटों को दक्षिणावर्त 1 से 8 तक क्रमांकित कीजिए, कोने विषम संख्याओं पर। मेज़ को एक भुजा जितना घुमाने पर कोने कोनों पर ही रहते हैं, इसलिए ${S.hi} को ${g.seatName(elementAt(truth, start)).hi} पर रखिए।`,
        },
      };
      const clues = rng.shuffle(steps.flatMap((s) => (s.clue ? [s.clue] : [])));
      const cornerPeople = indices(8).filter((p) => p !== start && corner(elementAt(truth, p)));
      const sidePeople = indices(8).filter((p) => p !== start && !corner(elementAt(truth, p)));
      const answer = rng.pick(cornerPeople);
      const wrong = rng.shuffle(sidePeople).slice(0, 3);
      const order = rng.shuffle([answer, ...wrong]);
      const options = order.map((p) => elementAt(names, p));
      const { list, lines } = renderChain(steps, clues);
      const all = joinNames([...names].sort((p, q) => p.en.localeCompare(q.en)));
      const A = elementAt(names, answer);
      const around = clockwise(g, names, truth);
      return {
        title: { en: 'Square table with corners and sides', hi: 'कोनों और भुजाओं वाली वर्गाकार मेज़' },
        type: 'single',
        statement: {
          en: `Eight friends — ${all.en} — sit around a square table, all facing the centre: four at the corners and four at the middles of the sides.\n\n${list('en')}\n\nWhich of the following sits at a corner?`,
          hi: `आठ मित्र — ${all.hi} — एक वर्गाकार मेज़ के चारों ओर केंद्र की ओर मुख करके बैठे हैं: चार कोनों पर और चार भुजाओं के बीच में।\n\n${list('hi')}\n\nनिम्नलिखित में से कौन कोने पर बैठा है?`,
        },
        options,
        answer: { kind: 'choice', correct: [order.indexOf(answer)] },
        solution: {
          en: [
            "Facing the centre, a person's left is clockwise (the next seat number).",
            ...lines('en'),
            `Clockwise from seat 1: ${around.map((p, s) => `${p.en}${s % 2 === 0 ? ' (corner)' : ''}`).join(', ')}.`,
            `Of the four, only ${A.en} sits at a corner (an odd-numbered seat).`,
            `**Answer: ${A.en}**`,
          ].join('\n\n'),
          hi: [
            'केंद्र की ओर मुख होने पर व्यक्ति का बायाँ दक्षिणावर्त (अगली सीट) होता है।',
            ...lines('hi'),
            `सीट 1 से दक्षिणावर्त: ${around.map((p, s) => `${p.hi}${s % 2 === 0 ? ' (कोना)' : ''}`).join(', ')}।`,
            `चारों में से केवल ${A.hi} कोने पर (विषम संख्या वाली सीट पर) है।`,
            `**उत्तर: ${A.hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 120,
        numbers: [],
        check(): QuestionAnswer {
          const seatings = solveAll(8, clues);
          const good = order.filter(
            (p) => seatings.length > 0 && seatings.every((seat) => corner(elementAt(seat, p))),
          );
          return { kind: 'choice', correct: [good.length === 1 ? order.indexOf(good[0] ?? -1) : -1] };
        },
      };
    }
  },
};

/** Six or eight people round a table, all facing away from the centre (left is anticlockwise). */
export const seatingFacingOutward: QuestionGenerator = {
  id: 'seating-arrangements/circle-facing-outward',
  topic: 'seating-arrangements',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'RRB NTPC', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const n = rng.pick([6, 8]);
      const g = table(n, -1);
      const names = rng.shuffle(PERSON_NAMES).slice(0, n);
      const truth = rng.shuffle(indices(n));
      const steps = buildChain(rng, g, names, truth);
      const clues = rng.shuffle(steps.flatMap((s) => (s.clue ? [s.clue] : [])));
      const x = rng.int(0, n - 1);
      const k = rng.int(1, n === 6 ? 2 : 3);
      const side = rng.pick(['left', 'right'] as const);
      const target = sideSeat(g, truth, x, k, side);
      const answer = whoAt(truth, target);
      const X = elementAt(names, x);
      const A = elementAt(names, answer);
      if (named(clues, X, A)) continue;
      const sx = elementAt(truth, x);
      // Reading left as clockwise (as if facing the centre), and one seat off.
      const near = [g.move(sx, -(target - sx)), g.move(target, 1), g.move(target, -1)].map((s) =>
        whoAt(truth, s),
      );
      const ask = relAsk(X, k, side);
      const { options, correctIndex } = personOptions(
        rng,
        names,
        answer,
        near.filter((p) => p !== x),
        ask.en,
      );
      const { list, lines } = renderChain(steps, clues);
      const count = COUNT[n] ?? { en: String(n), hi: String(n) };
      const all = joinNames([...names].sort((p, q) => p.en.localeCompare(q.en)));
      const around = clockwise(g, names, truth);
      const dir =
        side === 'left' ? { en: 'anticlockwise', hi: 'वामावर्त' } : { en: 'clockwise', hi: 'दक्षिणावर्त' };
      return {
        title: { en: 'Circular seating facing outward', hi: 'बाहर की ओर मुख वाली वृत्ताकार बैठक' },
        type: 'single',
        statement: {
          en: `${count.en} friends — ${all.en} — sit around a circular table, all facing away from the centre.\n\n${list('en')}\n\n${ask.en}`,
          hi: `${count.hi} मित्र — ${all.hi} — एक वृत्ताकार मेज़ के चारों ओर केंद्र से बाहर की ओर मुख करके बैठे हैं।\n\n${list('hi')}\n\n${ask.hi}`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Number the seats 1 to ${n} clockwise. Facing outward, a person's left is anticlockwise (the previous seat number) and right is clockwise.`,
            ...lines('en'),
            `Clockwise from seat 1: ${around.map((p) => p.en).join(', ')}.`,
            `${X.en} is at ${g.seatName(sx).en}; going ${k} seat${k > 1 ? 's' : ''} ${dir.en} gives ${g.seatName(target).en}, where ${A.en} sits.`,
            `**Answer: ${A.en}**`,
          ].join('\n\n'),
          hi: [
            `सीटों को दक्षिणावर्त 1 से ${n} तक क्रमांकित कीजिए। बाहर की ओर मुख होने पर व्यक्ति का बायाँ वामावर्त (पिछली सीट) और दायाँ दक्षिणावर्त होता है।`,
            ...lines('hi'),
            `सीट 1 से दक्षिणावर्त: ${around.map((p) => p.hi).join(', ')}।`,
            `${X.hi} ${g.seatName(sx).hi} पर है; ${dir.hi} ${k} सीट चलने पर ${g.seatName(target).hi} आती है, जहाँ ${A.hi} है।`,
            `**उत्तर: ${A.hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 110,
        numbers: [],
        check(): QuestionAnswer {
          const who = onlyValue(solveAll(n, clues, 50, true), (seat) =>
            whoAt(seat, sideSeat(g, seat, x, k, side)),
          );
          const name = who === undefined || who < 0 ? '' : elementAt(names, who).en;
          return { kind: 'choice', correct: [options.findIndex((o) => o.en === name)] };
        },
      };
    }
  },
};
