import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { menAndWomen } from '../shared/person-names.js';

/**
 * Direction sense. `generate` works with heading numbers (0 = North, counted clockwise) and builds
 * each walk backwards from a clean final displacement (a Pythagorean triple), so every distance is a
 * whole number. `check` replays the walk with direction vectors, rotating them at each turn.
 *
 * The topic's shapes (id – what it asks – exams):
 * - shortest-distance – the straight-line distance back to the start after a walk – SSC CGL, RRB NTPC, Bank PO, CUET
 * - degree-turns – the direction faced after turns given in degrees – SSC CGL, RRB NTPC, Bank PO, CUET
 * - two-walkers – distance and direction between two people who walk from one point – SSC CGL, Bank PO, CUET, Placements
 * - sun-and-shadow (direction-sense-facing.ts) – the side a shadow falls on, or the way one faces, morning or evening – SSC CGL, RRB NTPC, Bank PO, CUET
 * - renamed-compass (direction-sense-facing.ts) – what a direction is called when the whole compass is renamed by a turn – SSC CGL, RRB NTPC, Bank PO, CUET
 * - clock-hand-direction (direction-sense-facing.ts) – where a hand of a clock laid flat points at a later time – SSC CGL, RRB NTPC, CUET
 * - starting-direction (direction-sense-walks.ts) – the direction a walk started in, from the direction it ends in – SSC CGL, RRB NTPC, Bank PO, CUET
 * - direction-from-start (direction-sense-walks.ts) – the direction of the end point from the start (or back) – SSC CGL, RRB NTPC, Bank PO, CUET
 * - village-positions (direction-sense-maps.ts, CAT level) – villages placed by distance clues and an alignment: distance and direction between two – CAT, Bank PO, Placements
 * - faulty-compass-walk (direction-sense-maps.ts, CAT level) – a walk by a compass whose readings are all turned: true distance and direction – CAT, Bank PO, Placements
 */

/** The eight directions, clockwise from North. */
const DIRS = [
  { en: 'North', hi: 'उत्तर' },
  { en: 'North-East', hi: 'उत्तर-पूर्व' },
  { en: 'East', hi: 'पूर्व' },
  { en: 'South-East', hi: 'दक्षिण-पूर्व' },
  { en: 'South', hi: 'दक्षिण' },
  { en: 'South-West', hi: 'दक्षिण-पश्चिम' },
  { en: 'West', hi: 'पश्चिम' },
  { en: 'North-West', hi: 'उत्तर-पश्चिम' },
] as const;
const dirName = (i: number) => DIRS[((i % 8) + 8) % 8] ?? DIRS[0];

const TRIPLES: readonly [number, number, number][] = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [9, 12, 15],
  [8, 15, 17],
  [12, 16, 20],
  [15, 20, 25],
  [7, 24, 25],
  [20, 21, 29],
  [10, 24, 26],
];

const PEOPLE = menAndWomen(
  ['Ravi', 'Amit', 'Suresh', 'Mohan', 'Rahul', 'Karan', 'Deepak', 'Vivek'],
  ['Sita', 'Priya', 'Neha', 'Anjali', 'Pooja', 'Kavita', 'Meena', 'Radha'],
);
type Person = (typeof PEOPLE)[number];

// ---------------------------------------------------------------------------------------------
// Walks with left and right turns

type Turn = 'L' | 'R';
/** Start facing `start` (0 N, 1 E, 2 S, 3 W), walk legs[0], then turn turns[i] and walk legs[i+1]. */
interface Walk {
  start: number;
  legs: number[];
  turns: Turn[];
}

/** Headings of the legs (0 N, 1 E, 2 S, 3 W): a right turn adds one quarter, a left turn takes one away. */
function headings(w: Walk): number[] {
  const out = [w.start];
  for (const t of w.turns) out.push(((out[out.length - 1] ?? 0) + (t === 'R' ? 1 : 3)) % 4);
  return out;
}

/** A walk of n legs with random turns that ends at exactly (x, y), or undefined if none was found. */
function walkTo(rng: Rng, n: number, x: number, y: number, maxLeg: number): Walk | undefined {
  for (let attempt = 0; attempt < 40; attempt++) {
    const turns = Array.from({ length: n - 1 }, () => rng.pick<Turn>(['L', 'R']));
    const start = rng.int(0, 3);
    const walk: Walk = { start, legs: Array(n).fill(0), turns };
    const hs = headings(walk);
    let ok = true;
    // Legs alternate between the two axes; solve each axis separately.
    for (const [axisOdd, target] of [
      [false, y],
      [true, x],
    ] as const) {
      const idx = hs.map((h, i) => ({ h, i })).filter((o) => (o.h % 2 === 1) === axisOdd);
      const sign = (h: number) => (h === 0 || h === 1 ? 1 : -1);
      if (idx.length === 0) {
        ok &&= target === 0;
        continue;
      }
      let rest = target;
      for (const o of idx.slice(0, -1)) {
        const len = rng.int(2, Math.min(maxLeg, 15));
        walk.legs[o.i] = len;
        rest -= sign(o.h) * len;
      }
      const last = idx[idx.length - 1];
      if (!last) continue;
      const len = rest * sign(last.h);
      walk.legs[last.i] = len;
      ok &&= len >= 1 && len <= maxLeg;
    }
    if (ok) return walk;
  }
  return undefined;
}

/** The checker's replay: a direction vector turned by rotation, and the position summed. */
function replay(w: Walk): { x: number; y: number } {
  const units: Record<number, [number, number]> = { 0: [0, 1], 1: [1, 0], 2: [0, -1], 3: [-1, 0] };
  let [dx, dy] = units[w.start] ?? [0, 1];
  let x = 0;
  let y = 0;
  w.legs.forEach((len, i) => {
    if (i > 0) {
      // Right: (dx, dy) → (dy, −dx); left: (dx, dy) → (−dy, dx).
      [dx, dy] = w.turns[i - 1] === 'R' ? [dy, -dx] : [-dy, dx];
    }
    x += dx * len;
    y += dy * len;
  });
  return { x, y };
}

/** The compass direction of a displacement, from its angle (any slant counts as the diagonal between). */
function directionOf(x: number, y: number): number {
  const deg = (Math.atan2(x, y) * 180) / Math.PI; // clockwise from North
  const a = (deg + 360) % 360;
  if (a === 0 || a === 90 || a === 180 || a === 270) return a / 45;
  return Math.floor(a / 90) * 2 + 1;
}

/** The direction of (x, y) read from the signs of its coordinates (generate's way). */
function directionFromSigns(x: number, y: number): number {
  if (x === 0) return y > 0 ? 0 : 4;
  if (y === 0) return x > 0 ? 2 : 6;
  if (x > 0) return y > 0 ? 1 : 3;
  return y > 0 ? 7 : 5;
}

function walkSentences(
  p: Person,
  w: Walk,
  unit: { en: string; hi: string },
  from: { en: string; hi: string },
) {
  const hs = headings(w);
  const pronoun = p.m ? { en: 'He', enLower: 'he', poss: 'his' } : { en: 'She', enLower: 'she', poss: 'her' };
  const walks = p.m ? 'चलता' : 'चलती';
  const en: string[] = [];
  const hi: string[] = [];
  w.legs.forEach((len, i) => {
    if (i === 0) {
      en.push(
        `${p.en} starts from ${from.en} and walks ${len} ${unit.en} towards ${dirName(2 * (hs[0] ?? 0)).en}.`,
      );
      hi.push(`${p.hi} ${from.hi} से ${dirName(2 * (hs[0] ?? 0)).hi} की ओर ${len} ${unit.hi} ${walks} है।`);
      return;
    }
    const t = w.turns[i - 1] === 'R';
    const again = i > 1 && w.turns[i - 2] === w.turns[i - 1] ? ' again' : '';
    const againHi = i > 1 && w.turns[i - 2] === w.turns[i - 1] ? ' दोबारा' : '';
    en.push(`${pronoun.en} then turns ${t ? 'right' : 'left'}${again} and walks ${len} ${unit.en}.`);
    hi.push(`फिर वह${againHi} ${t ? 'दाएँ' : 'बाएँ'} मुड़कर ${len} ${unit.hi} ${walks} है।`);
  });
  return { en, hi, pronoun };
}

/** Solution lines tracing the walk on coordinates. */
function traceLines(w: Walk, unit: { en: string; hi: string }) {
  const hs = headings(w);
  const units: Record<number, [number, number]> = { 0: [0, 1], 1: [1, 0], 2: [0, -1], 3: [-1, 0] };
  let x = 0;
  let y = 0;
  const en: string[] = ['Put the start at $(0, 0)$ with North along $+y$ and East along $+x$.'];
  const hi: string[] = ['प्रारंभिक बिंदु को $(0, 0)$ मानिए; उत्तर $+y$ की ओर और पूर्व $+x$ की ओर।'];
  w.legs.forEach((len, i) => {
    const h = hs[i] ?? 0;
    const [dx, dy] = units[h] ?? [0, 1];
    x += dx * len;
    y += dy * len;
    const d = dirName(2 * h);
    const turn =
      i === 0 ? null : w.turns[i - 1] === 'R' ? { en: 'right', hi: 'दाएँ' } : { en: 'left', hi: 'बाएँ' };
    en.push(
      `${turn ? `Turn ${turn.en}: now facing ${d.en}. ` : ''}${len} ${unit.en} ${d.en} $\\to (${x}, ${y})$.`,
    );
    hi.push(
      `${turn ? `${turn.hi} मुड़ने पर मुख ${d.hi} की ओर। ` : ''}${d.hi} की ओर ${len} ${unit.hi} $\\to (${x}, ${y})$।`,
    );
  });
  return { en, hi, x, y };
}

const UNITS = [
  { en: 'km', hi: 'किमी' },
  { en: 'm', hi: 'मीटर' },
] as const;

/** Where do the walk's displacements come from: a triple, or (sometimes) a straight line. */
function pickTarget(rng: Rng, straight: number): { x: number; y: number; d: number } {
  if (rng.next() < straight) {
    const d = rng.int(3, 20);
    return rng.pick([
      { x: d, y: 0, d },
      { x: -d, y: 0, d },
      { x: 0, y: d, d },
      { x: 0, y: -d, d },
    ]);
  }
  const [a, b, c] = rng.pick(TRIPLES);
  const [p, q] = rng.next() < 0.5 ? [a, b] : [b, a];
  return { x: p * rng.pick([1, -1]), y: q * rng.pick([1, -1]), d: c };
}

// ---------------------------------------------------------------------------------------------
// Generators

/** A walk with left and right turns: the shortest distance back to the start. */
export const directionSenseShortestDistance: QuestionGenerator = {
  id: 'direction-sense/shortest-distance',
  topic: 'direction-sense',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  generate(rng) {
    const p = rng.pick(PEOPLE);
    const unit = rng.pick(UNITS);
    const n = rng.int(3, 4);
    let target = pickTarget(rng, 0.15);
    let walk = walkTo(rng, n, target.x, target.y, 25);
    while (!walk) {
      target = pickTarget(rng, 0.15);
      walk = walkTo(rng, n, target.x, target.y, 25);
    }
    const from = p.m ? { en: 'his house', hi: 'अपने घर' } : { en: 'her house', hi: 'अपने घर' };
    const s = walkSentences(p, walk, unit, from);
    const total = walk.legs.reduce((a, b) => a + b, 0);
    const fmt = (v: number) => `${v} ${unit.en}`;
    // The same walk with the last turn taken the wrong way (a classic slip), when its distance is whole.
    const slipped = replay({
      ...walk,
      turns: walk.turns.map((t, i) => (i === walk.turns.length - 1 ? (t === 'L' ? 'R' : 'L') : t)),
    });
    const slipDist = Math.hypot(slipped.x, slipped.y);
    const { options, correctIndex } = choiceOptions(
      rng,
      target.d,
      [
        total, // adds up every leg instead of the straight-line distance
        Math.abs(target.x) + Math.abs(target.y), // adds the two net displacements without Pythagoras
        Number.isInteger(slipDist) && slipDist > 0 ? slipDist : target.d + 2, // turns the wrong way once
        Math.abs(Math.abs(target.x) - Math.abs(target.y)) || target.d + 1, // subtracts the displacements
      ],
      fmt,
    );
    const tr = traceLines(walk, unit);
    const ax = Math.abs(tr.x);
    const ay = Math.abs(tr.y);
    const finish =
      ax === 0 || ay === 0
        ? {
            en: `The end point lies on a straight line through the start, so the distance is ${target.d} ${unit.en}.`,
            hi: `अंतिम बिंदु प्रारंभिक बिंदु से एक ही सीधी रेखा में है, इसलिए दूरी ${target.d} ${unit.hi} है।`,
          }
        : {
            en: `Net displacement: ${ax} ${unit.en} east–west and ${ay} ${unit.en} north–south, so the distance is $\\sqrt{${ax}^2 + ${ay}^2} = \\sqrt{${ax * ax + ay * ay}} = ${target.d}$ ${unit.en}.`,
            hi: `कुल विस्थापन: पूर्व–पश्चिम में ${ax} ${unit.hi} और उत्तर–दक्षिण में ${ay} ${unit.hi}, अतः दूरी $\\sqrt{${ax}^2 + ${ay}^2} = \\sqrt{${ax * ax + ay * ay}} = ${target.d}$ ${unit.hi}।`,
          };
    const statement = {
      en: `${s.en.join(' ')} How far is ${s.pronoun.enLower} now from ${s.pronoun.poss} house?`,
      hi: `${s.hi.join(' ')} अब वह अपने घर से कितनी दूरी पर है?`,
    };
    const solution = {
      en: [...tr.en, finish.en, '', `**Answer: ${fmt(target.d)}**`].join('\n\n'),
      hi: [...tr.hi, finish.hi, '', `**उत्तर: ${fmt(target.d)}**`].join('\n\n'),
    };
    const w = walk;
    return {
      title: { en: 'Shortest distance after a walk', hi: 'चलने के बाद न्यूनतम दूरी' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 50,
      numbers: [...walk.legs, target.d],
      check(): QuestionAnswer {
        const end = replay(w);
        return { kind: 'choice', correct: [options.indexOf(fmt(Math.round(Math.hypot(end.x, end.y))))] };
      },
    };
  },
};

interface DegreeTurn {
  deg: number;
  clockwise: boolean;
}

function turnText(t: DegreeTurn) {
  if (t.deg === 90 && t.clockwise) return { en: 'turns right', hi: 'दाएँ मुड़ता है' };
  if (t.deg === 90 && !t.clockwise) return { en: 'turns left', hi: 'बाएँ मुड़ता है' };
  return t.clockwise
    ? { en: `turns ${t.deg}° clockwise`, hi: `दक्षिणावर्त (घड़ी की सुई की दिशा में) ${t.deg}° घूमता है` }
    : { en: `turns ${t.deg}° anticlockwise`, hi: `वामावर्त (घड़ी की सुई की विपरीत दिशा में) ${t.deg}° घूमता है` };
}

/** Turns given in degrees (clockwise or anticlockwise): which way is the person facing at the end? */
export const directionSenseDegreeTurns: QuestionGenerator = {
  id: 'direction-sense/degree-turns',
  topic: 'direction-sense',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  generate(rng) {
    const start = rng.int(0, 7);
    const count = rng.int(2, 4);
    const turns: DegreeTurn[] = Array.from({ length: count }, () => ({
      deg: rng.pick([45, 90, 90, 135, 180, 225, 270]),
      clockwise: rng.next() < 0.5,
    }));
    const net = turns.reduce((a, t) => a + (t.clockwise ? t.deg : -t.deg), 0);
    const end = (((start * 45 + net) % 360) + 360) % 360;
    const endIdx = end / 45;
    const mirrored = start * 45 - net; // every turn taken the other way
    const firstWrong = net - 2 * ((turns[0]?.clockwise ? 1 : -1) * (turns[0]?.deg ?? 0)); // first turn the wrong way
    const wrong = [
      mirrored / 45,
      start + firstWrong / 45,
      endIdx + 4, // the opposite direction
      endIdx + 1,
      endIdx - 1,
      endIdx + 2,
    ].map((i) => dirName(i));
    const correct = dirName(endIdx);
    const seen = new Set<string>([correct.en]);
    const distractors = wrong.filter((d) => !seen.has(d.en) && seen.add(d.en)).slice(0, 3);
    const options = rng.shuffle([correct, ...distractors]);
    const correctIndex = options.indexOf(correct);
    const who = rng.pick(PEOPLE.filter((p) => p.m));
    const turnsEn = turns.map((t) => turnText(t).en);
    const turnsHi = turns.map((t) => turnText(t).hi);
    const statement = {
      en: `${who.en} is facing ${dirName(start).en}. He ${turnsEn.slice(0, -1).join(', then ')}${turns.length > 1 ? ' and then ' : ''}${turnsEn[turnsEn.length - 1]}. Which direction is he facing now?`,
      hi: `${who.hi} का मुख ${dirName(start).hi} की ओर है। वह पहले ${turnsHi.join(', फिर ')}। अब उसका मुख किस दिशा में है?`,
    };
    let angle = start * 45;
    const stepsEn: string[] = [
      `Measure directions clockwise from North: ${dirName(start).en} is $${start * 45}^\\circ$.`,
    ];
    const stepsHi: string[] = [
      `दिशाओं को उत्तर से दक्षिणावर्त कोण में मापिए: ${dirName(start).hi} $= ${start * 45}^\\circ$।`,
    ];
    for (const t of turns) {
      const next = angle + (t.clockwise ? t.deg : -t.deg);
      const reduced = ((next % 360) + 360) % 360;
      const op = t.clockwise ? '+' : '-';
      stepsEn.push(
        `${t.deg === 90 ? `${t.clockwise ? 'Right' : 'Left'} turn = ` : ''}${t.clockwise ? 'clockwise' : 'anticlockwise'} ${t.deg}°: $${angle} ${op} ${t.deg} = ${next}${next !== reduced ? ` \\equiv ${reduced}` : ''}^\\circ$ (${dirName(reduced / 45).en}).`,
      );
      stepsHi.push(
        `${t.deg === 90 ? `${t.clockwise ? 'दाएँ' : 'बाएँ'} मुड़ना = ` : ''}${t.clockwise ? 'दक्षिणावर्त' : 'वामावर्त'} ${t.deg}°: $${angle} ${op} ${t.deg} = ${next}${next !== reduced ? ` \\equiv ${reduced}` : ''}^\\circ$ (${dirName(reduced / 45).hi})।`,
      );
      angle = reduced;
    }
    const solution = {
      en: [...stepsEn, '', `**Answer: ${correct.en}**`].join('\n\n'),
      hi: [...stepsHi, '', `**उत्तर: ${correct.hi}**`].join('\n\n'),
    };
    return {
      title: { en: 'Facing direction after turns', hi: 'घूमने के बाद मुख की दिशा' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [...new Set(turns.map((t) => t.deg).filter((d) => d !== 90))],
      check(): QuestionAnswer {
        // Rotate a compass vector 45° clockwise at a time: (x, y) → (sign(x + y), sign(y − x)).
        const vectors: [number, number][] = [
          [0, 1],
          [1, 1],
          [1, 0],
          [1, -1],
          [0, -1],
          [-1, -1],
          [-1, 0],
          [-1, 1],
        ];
        let [x, y] = vectors[start] ?? [0, 1];
        for (const t of turns) {
          const steps = t.clockwise ? t.deg / 45 : 8 - ((t.deg / 45) % 8);
          for (let k = 0; k < steps % 8; k++) [x, y] = [Math.sign(x + y), Math.sign(y - x)];
        }
        const idx = vectors.findIndex(([vx, vy]) => vx === x && vy === y);
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === dirName(idx).en)] };
      },
    };
  },
};

/** Two people walk from the same point: how far apart are they, and in which direction is one from the other? */
export const directionSenseTwoWalkers: QuestionGenerator = {
  id: 'direction-sense/two-walkers',
  topic: 'direction-sense',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const [a, b] = rng.shuffle(PEOPLE);
    if (!a || !b) throw new Error('two people needed');
    const unit = rng.pick(UNITS);
    let walkA: Walk | undefined;
    let walkB: Walk | undefined;
    let rel = pickTarget(rng, 0.2);
    while (!walkA || !walkB) {
      // A's walk is free; B's is built to end at A's end plus the chosen displacement.
      const legsA = rng.int(2, 3);
      walkA = walkTo(rng, legsA, rng.int(-12, 12), rng.int(-12, 12), 15);
      if (!walkA) continue;
      const endA = replay(walkA);
      rel = pickTarget(rng, 0.2);
      const bx = endA.x + rel.x;
      const by = endA.y + rel.y;
      walkB = bx !== 0 && by !== 0 ? walkTo(rng, rng.int(2, 3), bx, by, 30) : undefined;
      if (walkB && JSON.stringify(walkB) === JSON.stringify(walkA)) walkB = undefined;
    }
    const wa = walkA;
    const wb = walkB;
    const dir = directionFromSigns(rel.x, rel.y);
    const fmt = (d: number, i: number) => ({
      en: `${d} ${unit.en}, ${dirName(i).en}`,
      hi: `${d} ${unit.hi}, ${dirName(i).hi}`,
    });
    const correct = fmt(rel.d, dir);
    const ax = Math.abs(rel.x);
    const ay = Math.abs(rel.y);
    const wrong = [
      fmt(rel.d, dir + 4), // direction of A from B instead of B from A
      fmt(ax + ay, dir), // adds the displacements without Pythagoras
      fmt(rel.d, ax === 0 || ay === 0 ? dir + 2 : directionFromSigns(-rel.x, rel.y)), // one axis mirrored
      fmt(ax + ay, dir + 4),
      fmt(rel.d + 2, dir),
      fmt(rel.d, dir + 2),
    ];
    const seen = new Set<string>([correct.en]);
    const distractors = wrong.filter((d) => !seen.has(d.en) && seen.add(d.en)).slice(0, 3);
    const options = rng.shuffle([correct, ...distractors]);
    const correctIndex = options.indexOf(correct);
    const point = { en: 'point O', hi: 'बिंदु O' };
    const sa = walkSentences(a, wa, unit, point);
    const sb = walkSentences(b, wb, unit, point);
    const ta = traceLines(wa, unit);
    const tb = traceLines(wb, unit);
    const statement = {
      en: `${sa.en.join(' ')} ${sb.en.join(' ')} How far is ${b.en} from ${a.en} now, and in which direction?`,
      hi: `${sa.hi.join(' ')} ${sb.hi.join(' ')} अब ${b.hi}, ${a.hi} से कितनी दूरी पर और किस दिशा में है?`,
    };
    const sq = ax === 0 || ay === 0;
    const distEn = sq
      ? `They are on one straight line, ${rel.d} ${unit.en} apart.`
      : `Distance $= \\sqrt{${ax}^2 + ${ay}^2} = \\sqrt{${ax * ax + ay * ay}} = ${rel.d}$ ${unit.en}.`;
    const distHi = sq
      ? `दोनों एक ही सीधी रेखा पर हैं, ${rel.d} ${unit.hi} की दूरी पर।`
      : `दूरी $= \\sqrt{${ax}^2 + ${ay}^2} = \\sqrt{${ax * ax + ay * ay}} = ${rel.d}$ ${unit.hi}।`;
    const solution = {
      en: [
        `**${a.en}:**`,
        ...ta.en.slice(1),
        `**${b.en}:**`,
        ...tb.en.slice(1),
        `From ${a.en} at $(${ta.x}, ${ta.y})$ to ${b.en} at $(${tb.x}, ${tb.y})$: $${rel.x}$ along $x$ and $${rel.y}$ along $y$, so ${b.en} is towards the ${dirName(dir).en} of ${a.en}.`,
        distEn,
        '',
        `**Answer: ${correct.en}**`,
      ].join('\n\n'),
      hi: [
        `**${a.hi}:**`,
        ...ta.hi.slice(1),
        `**${b.hi}:**`,
        ...tb.hi.slice(1),
        `${a.hi} $(${ta.x}, ${ta.y})$ से ${b.hi} $(${tb.x}, ${tb.y})$ तक: $x$ में $${rel.x}$ और $y$ में $${rel.y}$, अतः ${b.hi}, ${a.hi} के ${dirName(dir).hi} में है।`,
        distHi,
        '',
        `**उत्तर: ${correct.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Distance and direction between two walkers', hi: 'दो व्यक्तियों के बीच दूरी और दिशा' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 150,
      numbers: [...wa.legs, ...wb.legs, rel.d],
      check(): QuestionAnswer {
        const pa = replay(wa);
        const pb = replay(wb);
        const dx = pb.x - pa.x;
        const dy = pb.y - pa.y;
        const text = fmt(Math.round(Math.hypot(dx, dy)), directionOf(dx, dy)).en;
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === text)] };
      },
    };
  },
};
