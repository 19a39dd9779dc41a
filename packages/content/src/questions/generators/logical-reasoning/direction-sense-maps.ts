import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import { DIRS8, dir8, rightOf, VEC8, WALKERS } from './direction-sense-facing.js';

/**
 * Direction sense on a map: villages placed by clues (one of them only by two alignments), and a
 * walk with a compass whose readings are all turned (also the coordinate helpers the walks share).
 * `generate` works with coordinates and direction indices; `check` replays the legs with turned
 * vectors or searches a grid for every placement that fits the clues.
 */

export const UNITS = [
  { en: 'km', hi: 'किमी' },
  { en: 'm', hi: 'मीटर' },
] as const;
type Unit = (typeof UNITS)[number];

const TRIPLES: readonly [number, number, number][] = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [9, 12, 15],
  [8, 15, 17],
  [12, 16, 20],
  [15, 20, 25],
  [7, 24, 25],
  [10, 24, 26],
];

/** The direction index (0 = North, clockwise in eighths) of a displacement, read from its signs. */
export function fromSigns(x: number, y: number): number {
  if (x === 0) return y > 0 ? 0 : 4;
  if (y === 0) return x > 0 ? 2 : 6;
  if (x > 0) return y > 0 ? 1 : 3;
  return y > 0 ? 7 : 5;
}

/** The checker's reading of a displacement: its bearing by atan2 (any slant counts as the diagonal). */
export function fromAngle(x: number, y: number): number {
  const a = ((Math.atan2(x, y) * 180) / Math.PI + 360) % 360;
  if (a % 90 === 0) return a / 45;
  return Math.floor(a / 90) * 2 + 1;
}

/** A leg along a compass heading (quarter turns from North) and its length. */
export interface Leg {
  h: number;
  len: number;
}

/** Solution lines tracing legs on coordinates; returns the end point. */
export function trace(legs: readonly Leg[], unit: Unit) {
  let x = 0;
  let y = 0;
  const en = ['Put the start at $(0, 0)$ with North along $+y$ and East along $+x$.'];
  const hi = ['प्रारंभिक बिंदु को $(0, 0)$ मानिए; उत्तर $+y$ की ओर और पूर्व $+x$ की ओर।'];
  for (const { h, len } of legs) {
    const [dx, dy] = VEC8[2 * h] ?? [0, 1];
    x += dx * len;
    y += dy * len;
    en.push(`${len} ${unit.en} ${dir8(2 * h).en} $\\to (${x}, ${y})$.`);
    hi.push(`${dir8(2 * h).hi} की ओर ${len} ${unit.hi} $\\to (${x}, ${y})$।`);
  }
  return { en, hi, x, y };
}

/** "d unit, direction" options in both languages. */
function distanceOptions(rng: Rng, unit: Unit, correct: [number, number], wrong: [number, number][]) {
  const fmt = ([d, i]: [number, number]) => ({
    en: `${d} ${unit.en}, ${dir8(i).en}`,
    hi: `${d} ${unit.hi}, ${dir8(i).hi}`,
  });
  const right = fmt(correct);
  const seen = new Set([right.en]);
  const picked: { en: string; hi: string }[] = [];
  for (const w of [
    ...wrong,
    [correct[0], correct[1] + 2] as [number, number],
    [correct[0] + 2, correct[1]] as [number, number],
  ]) {
    const o = fmt(w);
    if (picked.length < 3 && w[0] > 0 && !seen.has(o.en)) {
      seen.add(o.en);
      picked.push(o);
    }
  }
  const options = rng.shuffle([right, ...picked]);
  return { options, correctIndex: options.indexOf(right), fmt };
}

const VILLAGES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
type Pos = { x: number; y: number };
/** A clue: "v is len units along heading h (quarter turns) of w", or "v is due NS of w1 and due EW of w2". */
type Clue =
  | { kind: 'leg'; v: number; w: number; h: number; len: number }
  | { kind: 'cross'; v: number; ns: number; ew: number; north: boolean; east: boolean };

function fits(c: Clue, at: readonly (Pos | undefined)[]): boolean | undefined {
  const v = at[c.v];
  if (c.kind === 'leg') {
    const w = at[c.w];
    if (!v || !w) return undefined;
    const [dx, dy] = VEC8[2 * c.h] ?? [0, 1];
    return v.x === w.x + dx * c.len && v.y === w.y + dy * c.len;
  }
  const a = at[c.ns];
  const b = at[c.ew];
  if (!v || !a || !b) return undefined;
  return v.x === a.x && (c.north ? v.y > a.y : v.y < a.y) && v.y === b.y && (c.east ? v.x > b.x : v.x < b.x);
}

/** Six villages placed by distance clues and one pair of alignments: distance and direction between two. */
export const directionSenseVillagePositions: QuestionGenerator = {
  id: 'direction-sense/village-positions',
  topic: 'direction-sense',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    const unit = UNITS[0];
    for (;;) {
      const pos: Pos[] = [{ x: 0, y: 0 }];
      const h1 = rng.int(0, 3);
      const l1 = rng.int(3, 12);
      const h2 = (h1 + rng.pick([1, 3])) % 4;
      const l2 = rng.int(3, 12);
      const step = (from: Pos, h: number, len: number): Pos => ({
        x: from.x + (VEC8[2 * h]?.[0] ?? 0) * len,
        y: from.y + (VEC8[2 * h]?.[1] ?? 0) * len,
      });
      pos.push(step(pos[0] as Pos, h1, l1));
      pos.push(step(pos[1] as Pos, h2, l2));
      // D: due north/south of one village and due east/west of another.
      const [ns, ew] = rng.shuffle([0, 1, 2]);
      const a = pos[ns ?? 0] as Pos;
      const b = pos[ew ?? 0] as Pos;
      const d = { x: a.x, y: b.y };
      if (d.y === a.y || d.x === b.x) continue;
      pos.push(d);
      // F is a Pythagorean displacement from a reference village; E turns the corner on the way.
      const ref = rng.int(0, 2);
      const [p, q, dist] = rng.pick(TRIPLES);
      const [tx, ty] = rng.next() < 0.5 ? [p, q] : [q, p];
      const f = {
        x: (pos[ref] as Pos).x + tx * rng.pick([1, -1]),
        y: (pos[ref] as Pos).y + ty * rng.pick([1, -1]),
      };
      const e = { x: f.x, y: d.y };
      const l4 = Math.abs(e.x - d.x);
      const l5 = Math.abs(f.y - e.y);
      if (l4 === 0 || l5 === 0 || l4 > 25 || l5 > 25) continue;
      pos.push(e, f);
      if (new Set(pos.map((z) => `${z.x},${z.y}`)).size !== 6) continue;
      const h4 = e.x > d.x ? 1 : 3;
      const h5 = f.y > e.y ? 0 : 2;
      const clues: Clue[] = [
        { kind: 'leg', v: 1, w: 0, h: h1, len: l1 },
        { kind: 'leg', v: 2, w: 1, h: h2, len: l2 },
        { kind: 'cross', v: 3, ns: ns ?? 0, ew: ew ?? 0, north: d.y > a.y, east: d.x > b.x },
        { kind: 'leg', v: 4, w: 3, h: h4, len: l4 },
        { kind: 'leg', v: 5, w: 4, h: h5, len: l5 },
      ];
      const rx = f.x - (pos[ref] as Pos).x;
      const ry = f.y - (pos[ref] as Pos).y;
      const dirF = fromSigns(rx, ry);
      const { options, correctIndex, fmt } = distanceOptions(
        rng,
        unit,
        [dist, dirF],
        [
          [dist, dirF + 4], // the reference village's direction from F instead
          [Math.abs(rx) + Math.abs(ry), dirF], // adds the legs instead of using Pythagoras
          [dist, fromSigns(-rx, ry)], // one axis read the wrong way
        ],
      );
      const name = (i: number) => VILLAGES[i] ?? '';
      const clueText = (c: Clue) =>
        c.kind === 'leg'
          ? {
              en: `Village ${name(c.v)} is ${c.len} km ${dir8(2 * c.h).en.toLowerCase()} of village ${name(c.w)}.`,
              hi: `गाँव ${name(c.v)}, गाँव ${name(c.w)} से ${c.len} किमी ${dir8(2 * c.h).hi} में है।`,
            }
          : {
              en: `Village ${name(c.v)} is due ${c.north ? 'north' : 'south'} of village ${name(c.ns)} and due ${c.east ? 'east' : 'west'} of village ${name(c.ew)}.`,
              hi: `गाँव ${name(c.v)}, गाँव ${name(c.ns)} के ठीक ${c.north ? 'उत्तर' : 'दक्षिण'} में और गाँव ${name(c.ew)} के ठीक ${c.east ? 'पूर्व' : 'पश्चिम'} में है।`,
            };
      const texts = rng.shuffle(clues).map(clueText);
      const at = (i: number) => `$(${pos[i]?.x}, ${pos[i]?.y})$`;
      const answer = fmt([dist, dirF]);
      const sqrt = `\\sqrt{${Math.abs(rx)}^2 + ${Math.abs(ry)}^2} = \\sqrt{${rx * rx + ry * ry}} = ${dist}`;
      return {
        title: { en: 'Villages placed by clues', hi: 'सूचनाओं से गाँवों की स्थिति' },
        type: 'single',
        statement: {
          en: `${texts.map((t) => t.en).join(' ')} How far is village F from village ${name(ref)}, and in which direction?`,
          hi: `${texts.map((t) => t.hi).join(' ')} गाँव F, गाँव ${name(ref)} से कितनी दूरी पर और किस दिशा में है?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Put A at $(0, 0)$ (East $+x$, North $+y$) and place the villages in the order the clues allow: B ${at(1)}, C ${at(2)}.`,
            `D has the $x$ of ${name(ns ?? 0)} and the $y$ of ${name(ew ?? 0)}: D ${at(3)}. Then E ${at(4)} and F ${at(5)}.`,
            `From ${name(ref)} to F: $${rx}$ along $x$ and $${ry}$ along $y$, so F is to the ${dir8(dirF).en} of ${name(ref)}, at $${sqrt}$ km.`,
            '',
            `**Answer: ${answer.en}**`,
          ].join('\n\n'),
          hi: [
            `A को $(0, 0)$ पर रखिए (पूर्व $+x$, उत्तर $+y$) और सूचनाओं के अनुसार गाँवों को क्रम से रखिए: B ${at(1)}, C ${at(2)}।`,
            `D का $x$, ${name(ns ?? 0)} वाला और $y$, ${name(ew ?? 0)} वाला है: D ${at(3)}। फिर E ${at(4)} और F ${at(5)}।`,
            `${name(ref)} से F तक: $x$ में $${rx}$ और $y$ में $${ry}$, अतः F, ${name(ref)} के ${dir8(dirF).hi} में $${sqrt}$ किमी पर है।`,
            '',
            `**उत्तर: ${answer.hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 210,
        numbers: [l1, l2, l4, l5, dist],
        check(): QuestionAnswer {
          // Backtracking over a grid: place A at the origin, then every other village at each point
          // that fits the clues among the villages already placed; collect every complete placement.
          const results = new Set<string>();
          const at: (Pos | undefined)[] = [{ x: 0, y: 0 }];
          const place = (i: number) => {
            if (i === VILLAGES.length) {
              const r = at[ref] as Pos;
              const fx = (at[5] as Pos).x - r.x;
              const fy = (at[5] as Pos).y - r.y;
              results.add(fmt([Math.round(Math.hypot(fx, fy)), fromAngle(fx, fy)]).en);
              return;
            }
            const mine = clues.filter((c) => c.v === i);
            for (let x = -60; x <= 60; x++)
              for (let y = -60; y <= 60; y++) {
                at[i] = { x, y };
                if (mine.every((c) => fits(c, at) !== false)) place(i + 1);
              }
            at[i] = undefined;
          };
          place(1);
          const [only] = results.size === 1 ? [...results] : [undefined];
          return { kind: 'choice', correct: [options.findIndex((o) => o.en === only)] };
        },
      };
    }
  },
};

/** A walk by a compass whose every reading is turned the same way: true distance and direction from the start. */
export const directionSenseFaultyCompass: QuestionGenerator = {
  id: 'direction-sense/faulty-compass-walk',
  topic: 'direction-sense',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    const p = rng.pick(WALKERS);
    const unit = rng.pick(UNITS);
    const r = rng.int(1, 3); // true heading = shown heading + r quarter turns
    const [a, b, dist] = rng.pick(TRIPLES);
    const [sx, sy] =
      rng.next() < 0.5
        ? [a * rng.pick([1, -1]), b * rng.pick([1, -1])]
        : [b * rng.pick([1, -1]), a * rng.pick([1, -1])];
    // Shown legs alternate between the axes; each axis adds up to the shown displacement.
    let legs: Leg[] = [];
    for (;;) {
      const n = rng.int(3, 4);
      const xFirst = rng.next() < 0.5;
      const axes = Array.from({ length: n }, (_, i) => (i % 2 === 0) === xFirst);
      legs = [];
      let ok = true;
      for (const isX of [true, false]) {
        const idx = axes.map((ax, i) => (ax === isX ? i : -1)).filter((i) => i >= 0);
        let rest = isX ? sx : sy;
        const signed: number[] = [];
        for (let k = 0; k < idx.length - 1; k++) {
          const s = rng.int(2, 12) * rng.pick([1, -1]);
          signed.push(s);
          rest -= s;
        }
        signed.push(rest);
        if (rest === 0 || Math.abs(rest) > 25) ok = false;
        idx.forEach((i, k) => {
          const v = signed[k] ?? 0;
          legs[i] = { h: isX ? (v > 0 ? 1 : 3) : v > 0 ? 0 : 2, len: Math.abs(v) };
        });
      }
      if (ok) break;
    }
    const shownDir = fromSigns(sx, sy);
    const trueDir = shownDir + 2 * r;
    const example = rng.int(0, 3);
    const { options, correctIndex, fmt } = distanceOptions(
      rng,
      unit,
      [dist, trueDir],
      [
        [dist, shownDir], // trusts the compass
        [dist, shownDir - 2 * r], // turns the readings the wrong way
        [Math.abs(sx) + Math.abs(sy), trueDir], // adds the legs instead of using Pythagoras
        [dist, trueDir + 4],
      ],
    );
    const walks = p.m ? 'चलता' : 'चलती';
    const legsEn = legs.map((l) => `${l.len} ${unit.en} towards '${dir8(2 * l.h).en}' on the compass`);
    const legsHi = legs.map((l) => `कम्पास के '${dir8(2 * l.h).hi}' की ओर ${l.len} ${unit.hi}`);
    const tr = trace(legs, unit);
    const answer = fmt([dist, trueDir]);
    const turn =
      r === 2
        ? { en: '180°', hi: '180°' }
        : r === 1
          ? { en: '90° clockwise', hi: '90° दक्षिणावर्त' }
          : { en: '90° anticlockwise', hi: '90° वामावर्त' };
    return {
      title: { en: 'Walk with a faulty compass', hi: 'खराब कम्पास के साथ यात्रा' },
      type: 'single',
      statement: {
        en: `${p.en}'s compass is faulty: every direction it shows is off by the same angle, and when it shows ${dir8(2 * example).en}, the true direction is ${dir8(2 * (example + r)).en}. Using this compass, ${p.en} walks ${legsEn.slice(0, -1).join(', then ')} and finally ${legsEn[legsEn.length - 1]}. How far is ${p.en} from the starting point, and in which true direction?`,
        hi: `${p.hi} का कम्पास खराब है: वह हर दिशा एक ही कोण से गलत दिखाता है, और जब वह ${dir8(2 * example).hi} दिखाता है, तब वास्तविक दिशा ${dir8(2 * (example + r)).hi} होती है। इसी कम्पास के सहारे ${p.hi} पहले ${legsHi.slice(0, -1).join(', फिर ')} और अंत में ${legsHi[legsHi.length - 1]} ${walks} है। ${p.hi} प्रारंभिक बिंदु से कितनी दूरी पर और वास्तव में किस दिशा में है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'First trace the walk as the compass reads it:',
          ...tr.en,
          `Turning does not change distances: the distance is $\\sqrt{${Math.abs(sx)}^2 + ${Math.abs(sy)}^2} = \\sqrt{${sx * sx + sy * sy}} = ${dist}$ ${unit.en}.`,
          `By the compass the end is towards the ${dir8(shownDir).en}. Every true direction is the reading turned ${turn.en}, so the true direction is ${dir8(trueDir).en}.`,
          '',
          `**Answer: ${answer.en}**`,
        ].join('\n\n'),
        hi: [
          'पहले यात्रा को कम्पास की दिशाओं के अनुसार बनाइए:',
          ...tr.hi,
          `घुमाने से दूरी नहीं बदलती: दूरी $\\sqrt{${Math.abs(sx)}^2 + ${Math.abs(sy)}^2} = \\sqrt{${sx * sx + sy * sy}} = ${dist}$ ${unit.hi} है।`,
          `कम्पास के अनुसार अंतिम बिंदु ${dir8(shownDir).hi} में है। हर वास्तविक दिशा कम्पास की दिशा को ${turn.hi} घुमाने पर मिलती है, अतः वास्तविक दिशा ${dir8(trueDir).hi} है।`,
          '',
          `**उत्तर: ${answer.hi}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 180,
      numbers: [...legs.map((l) => l.len), dist],
      check(): QuestionAnswer {
        // Walk the true legs: each shown heading's vector turned a quarter at a time until the example fits.
        let turns = 0;
        let v = VEC8[2 * example] ?? [0, 1];
        while (
          DIRS8[VEC8.findIndex(([x, y]) => x === v[0] && y === v[1])]?.en !== dir8(2 * (example + r)).en
        ) {
          v = rightOf(v);
          turns++;
        }
        let x = 0;
        let y = 0;
        for (const l of legs) {
          let u = VEC8[2 * l.h] ?? [0, 1];
          for (let k = 0; k < turns; k++) u = rightOf(u);
          x += u[0] * l.len;
          y += u[1] * l.len;
        }
        const text = fmt([Math.round(Math.hypot(x, y)), fromAngle(x, y)]).en;
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === text)] };
      },
    };
  },
};
