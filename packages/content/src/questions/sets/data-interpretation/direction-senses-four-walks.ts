import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { retry } from './group-d8-kit.js';
import {
  both,
  choiceQuestion,
  get,
  mdTable,
  numericQuestion,
  pickPeople,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Direction sense — four walks from one gate (SSC CGL, Bank PO, CAT): four friends leave the same
 * gate, each walking a few legs and turning left or right between them. The questions ask where
 * each ends up: the distance from the gate, the direction of one friend from another, the way a
 * friend faces at the end, who is farthest away. `generate` tracks a heading index (0 = north,
 * turning right adds 1); each checker replays the walks with complex numbers (a left turn
 * multiplies the heading by i).
 */

const DIRS: readonly Text[] = [T('north', 'उत्तर'), T('east', 'पूर्व'), T('south', 'दक्षिण'), T('west', 'पश्चिम')];
const STEP: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];
interface Walk {
  start: number;
  legs: number[];
  /** Turn before leg k+1: +1 right, -1 left. */
  turns: number[];
}
/** End point and final heading, by heading indices. */
function play(w: Walk): { x: number; y: number; h: number } {
  let h = w.start;
  let x = 0;
  let y = 0;
  w.legs.forEach((d, k) => {
    if (k > 0) h = (h + get(w.turns, k - 1) + 4) % 4;
    x += get(get(STEP, h), 0) * d;
    y += get(get(STEP, h), 1) * d;
  });
  return { x, y, h };
}
/** The same by complex numbers: heading (a, b) = a + bi; a left turn multiplies by i. */
function replay(w: Walk): { x: number; y: number; hx: number; hy: number } {
  let [hx, hy] = get(STEP, w.start);
  let x = 0;
  let y = 0;
  w.legs.forEach((d, k) => {
    if (k > 0) [hx, hy] = get(w.turns, k - 1) < 0 ? [-hy, hx] : [hy, -hx];
    x += hx * d;
    y += hy * d;
  });
  return { x, y, hx, hy };
}
/** The eight-point direction of (x, y) seen from the origin. */
function compass(x: number, y: number): Text {
  const ns = y > 0 ? T('north', 'उत्तर') : y < 0 ? T('south', 'दक्षिण') : null;
  const ew = x > 0 ? T('east', 'पूर्व') : x < 0 ? T('west', 'पश्चिम') : null;
  if (ns && ew) return T(`${ns.en}-${ew.en}`, `${ns.hi}-${ew.hi}`);
  return ns ?? ew ?? T('the same place', 'एक ही स्थान');
}
/** A square in KaTeX, negative numbers in brackets. */
const sq = (v: number) => (v < 0 ? `(${v})^2` : `${v}^2`);
const ALL8 = [
  ...DIRS,
  T('north-east', 'उत्तर-पूर्व'),
  T('north-west', 'उत्तर-पश्चिम'),
  T('south-east', 'दक्षिण-पूर्व'),
  T('south-west', 'दक्षिण-पश्चिम'),
];

function attempt(rng: Rng): GeneratedSet | null {
  const P = pickPeople(rng, 4);
  const X = (p: number) => get(P, p);
  const walks: Walk[] = range(4).map(() => {
    const n = rng.int(2, 4);
    return {
      start: rng.int(0, 3),
      legs: range(n).map(() => rng.int(1, 8)),
      turns: range(n - 1).map(() => (rng.next() < 0.5 ? 1 : -1)),
    };
  });
  const ends = walks.map(play);
  const dist2 = ends.map((e) => e.x * e.x + e.y * e.y);
  if (new Set(ends.map((e) => `${e.x},${e.y}`)).size < 4 || dist2.some((d) => d === 0)) return null;
  const whole = range(4).filter(
    (p) => Number.isInteger(Math.sqrt(get(dist2, p))) && get(ends, p).x !== 0 && get(ends, p).y !== 0,
  );
  if (whole.length === 0) return null;
  const far = dist2.indexOf(Math.max(...dist2));
  if (dist2.filter((d) => d === get(dist2, far)).length > 1) return null;
  const describe = (w: Walk, lang: 'en' | 'hi') =>
    w.legs
      .map((d, k) => {
        const walk = lang === 'en' ? `walks ${d} km` : `${d} किमी चलता/चलती है`;
        if (k === 0)
          return lang === 'en'
            ? `${walk} ${get(DIRS, w.start).en}`
            : `${get(DIRS, w.start).hi} की ओर ${walk}`;
        const turn =
          get(w.turns, k - 1) > 0 ? (lang === 'en' ? 'right' : 'दाएँ') : lang === 'en' ? 'left' : 'बाएँ';
        return lang === 'en' ? `turns ${turn} and ${walk}` : `${turn} मुड़कर ${walk}`;
      })
      .join(lang === 'en' ? ', then ' : ', फिर ');
  const gendered = (p: number, s: string) => s.replaceAll('चलता/चलती', X(p).male ? 'चलता' : 'चलती');
  const table = both((lang) =>
    mdTable(
      [
        lang === 'en' ? 'Friend' : 'मित्र',
        lang === 'en' ? 'End point (km east, km north of the gate)' : 'अंतिम बिंदु (द्वार से किमी पूर्व, किमी उत्तर)',
        lang === 'en' ? 'Facing at the end' : 'अंत में मुँह',
      ],
      range(4).map((p) => [
        X(p)[lang],
        `(${get(ends, p).x}, ${get(ends, p).y})`,
        get(DIRS, get(ends, p).h)[lang],
      ]),
    ),
  );
  const how = both((lang) =>
    lang === 'en'
      ? `Put the gate at (0, 0) with east and north positive. A right turn turns north → east → south → west → north; a left turn goes the other way. Adding up the legs:\n\n${table.en}`
      : `द्वार को (0, 0) पर रखें, पूर्व और उत्तर धनात्मक। दाएँ मुड़ने पर उत्तर → पूर्व → दक्षिण → पश्चिम → उत्तर; बाएँ मुड़ने पर उल्टा क्रम। सभी चरण जोड़ने पर:\n\n${table.hi}`,
  );
  const names = P.map((p) => T(p.en, p.hi));
  const qs: (() => GeneratedQuestion)[] = [];
  const w = rng.pick(whole);
  const d = Math.sqrt(get(dist2, w));
  qs.push(() =>
    numericQuestion({
      title: T('Distance from the gate', 'द्वार से दूरी'),
      statement: T(
        `How far (in km, in a straight line) is ${X(w).en} from the gate at the end?`,
        `अंत में ${X(w).hi} द्वार से कितनी दूर (किमी में, सीधी रेखा में) है?`,
      ),
      value: d,
      solution: both(
        (lang) =>
          `${how[lang]}\n\n$\\sqrt{${sq(get(ends, w).x)} + ${sq(get(ends, w).y)}} = \\sqrt{${get(dist2, w)}} = ${d}$`,
      ),
      seconds: 120,
      check: () => {
        const r = replay(get(walks, w));
        return Math.hypot(r.x, r.y);
      },
    }),
  );
  const [a, b] = rng.shuffle(range(4)) as [number, number];
  const dirAB = compass(get(ends, b).x - get(ends, a).x, get(ends, b).y - get(ends, a).y);
  qs.push(() => {
    const flip = compass(get(ends, a).x - get(ends, b).x, get(ends, a).y - get(ends, b).y);
    const made = textOptions(rng, dirAB, [flip], ALL8);
    return choiceQuestion(
      {
        title: T('One friend seen from another', 'एक मित्र से दूसरे की दिशा'),
        statement: T(
          `At the end, in which direction is ${X(b).en} from ${X(a).en}?`,
          `अंत में ${X(b).hi}, ${X(a).hi} से किस दिशा में है?`,
        ),
        explain: T(
          `${X(b).en}'s end point minus ${X(a).en}'s: (${get(ends, b).x - get(ends, a).x}, ${get(ends, b).y - get(ends, a).y}), which points ${dirAB.en}.`,
          `${X(b).hi} के अंतिम बिंदु में से ${X(a).hi} का अंतिम बिंदु घटाने पर: (${get(ends, b).x - get(ends, a).x}, ${get(ends, b).y - get(ends, a).y}), जो ${dirAB.hi} दिशा है।`,
        ),
        answer: dirAB,
        ...made,
        seconds: 150,
        checkAnswer: () => {
          const ra = replay(get(walks, a));
          const rb = replay(get(walks, b));
          return compass(rb.x - ra.x, rb.y - ra.y).en;
        },
      },
      how,
    );
  });
  const longer = range(4).filter((p) => get(walks, p).legs.length >= 3);
  if (longer.length === 0) return null;
  const c = rng.pick(longer);
  qs.push(() => {
    const cw = get(walks, c);
    const turnsSum = cw.turns.reduce((s, x) => s + x, 0);
    const wrong = get(DIRS, (cw.start - turnsSum + 8) % 4);
    const made = textOptions(rng, get(DIRS, get(ends, c).h), [wrong], DIRS);
    return choiceQuestion(
      {
        title: T('Facing at the end', 'अंत में मुँह की दिशा'),
        statement: T(
          `Which direction is ${X(c).en} facing at the end of the walk?`,
          `पैदल यात्रा के अंत में ${X(c).hi} का मुँह किस दिशा में है?`,
        ),
        explain: T(
          `${X(c).en} starts facing ${get(DIRS, cw.start).en} and turns ${cw.turns.map((x) => (x > 0 ? 'right' : 'left')).join(', ')}: ${get(DIRS, get(ends, c).h).en}.`,
          `${X(c).hi} ${get(DIRS, cw.start).hi} की ओर से शुरू करके ${cw.turns.map((x) => (x > 0 ? 'दाएँ' : 'बाएँ')).join(', ')} मुड़ता/मुड़ती है: ${get(DIRS, get(ends, c).h).hi}।`.replace(
            'मुड़ता/मुड़ती',
            X(c).male ? 'मुड़ता' : 'मुड़ती',
          ),
        ),
        answer: get(DIRS, get(ends, c).h),
        ...made,
        seconds: 90,
        checkAnswer: () => {
          const r = replay(cw);
          return get(
            DIRS,
            STEP.findIndex(([sx, sy]) => sx === r.hx && sy === r.hy),
          ).en;
        },
      },
      how,
    );
  });
  qs.push(() => {
    const near = dist2.indexOf(Math.min(...dist2));
    const made = textOptions(
      rng,
      get(names, far),
      [get(names, near), get(names, dist2.indexOf([...dist2].sort((x, y) => y - x)[1] as number))],
      names,
    );
    return choiceQuestion(
      {
        title: T('Farthest from the gate', 'द्वार से सबसे दूर'),
        statement: T(
          'Who is farthest from the gate (in a straight line) at the end?',
          'अंत में द्वार से (सीधी रेखा में) सबसे दूर कौन है?',
        ),
        explain: both((lang) =>
          range(4)
            .map((p) => `- ${X(p)[lang]}: $${sq(get(ends, p).x)} + ${sq(get(ends, p).y)} = ${get(dist2, p)}$`)
            .join('\n'),
        ),
        answer: get(names, far),
        ...made,
        seconds: 150,
        checkAnswer: () => {
          const ds = walks.map((wk) => {
            const r = replay(wk);
            return Math.hypot(r.x, r.y);
          });
          return get(names, ds.indexOf(Math.max(...ds))).en;
        },
      },
      how,
    );
  });
  const questions = qs.map((q) => q());
  const body = both((lang) =>
    [
      lang === 'en'
        ? 'Four friends leave the same gate of a park, each on a walk of straight legs, turning through a right angle (to their left or right) between legs:'
        : 'चार मित्र एक पार्क के एक ही द्वार से निकलते हैं; हर एक सीधे चरणों में चलता है और चरणों के बीच (अपने बाएँ या दाएँ) समकोण पर मुड़ता है:',
      range(4)
        .map(
          (p) =>
            `- ${gendered(p, `${X(p)[lang]} ${describe(get(walks, p), lang)}`)}${lang === 'en' ? '.' : '।'}`,
        )
        .join('\n'),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Four walks from one gate', 'एक द्वार से चार पैदल यात्राएँ'), body },
    questions,
    numbers: [],
  };
}

/** Four friends walk legs with left and right turns from one gate: distances and directions. */
export const directionFourWalks: QuestionSetGenerator = {
  id: 'direction-senses/four-walks',
  topic: 'direction-senses',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT'],
  generate: (rng) => retry(rng, attempt),
};
