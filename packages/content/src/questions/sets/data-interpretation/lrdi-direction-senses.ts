import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  type Ask,
  both,
  choiceQuestion,
  get,
  mdTable,
  numberTexts,
  type Person,
  pickPeople,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Direction sense: the houses of seven friends placed by statements such as "Ravi's house is 4 km
 * east of Neha's" and "Amit's house is midway between …". `generate` knows the hidden coordinates;
 * each checker rebuilds them from the statements alone (starting from another house and applying
 * statements until every house is placed) and reads the answer off the rebuilt map.
 */

const N = 7;
type Point = readonly [number, number];

const DIRS: readonly { en: string; hi: string; v: Point }[] = [
  { en: 'north', hi: 'उत्तर', v: [0, 1] },
  { en: 'south', hi: 'दक्षिण', v: [0, -1] },
  { en: 'east', hi: 'पूर्व', v: [1, 0] },
  { en: 'west', hi: 'पश्चिम', v: [-1, 0] },
];

/** The direction of b as seen from a (8 points; "north-east" = both north and east). */
function direction(a: Point, b: Point): Text {
  const dx = Math.sign(b[0] - a[0]);
  const dy = Math.sign(b[1] - a[1]);
  const ns = dy > 0 ? T('North', 'उत्तर') : dy < 0 ? T('South', 'दक्षिण') : null;
  const ew = dx > 0 ? T('East', 'पूर्व') : dx < 0 ? T('West', 'पश्चिम') : null;
  if (ns && ew) return T(`${ns.en}-${ew.en}`, `${ns.hi}-${ew.hi}`);
  return ns ?? ew ?? T('Same place', 'एक ही स्थान');
}
const ALL_DIRECTIONS: readonly Text[] = [
  T('North', 'उत्तर'),
  T('South', 'दक्षिण'),
  T('East', 'पूर्व'),
  T('West', 'पश्चिम'),
  T('North-East', 'उत्तर-पूर्व'),
  T('North-West', 'उत्तर-पश्चिम'),
  T('South-East', 'दक्षिण-पूर्व'),
  T('South-West', 'दक्षिण-पश्चिम'),
];

/** A statement: `of` = `from` + `step` (an axis step), or `of` is midway between `a` and `b`. */
type Statement =
  | { kind: 'step'; of: number; from: number; step: Point }
  | { kind: 'mid'; of: number; a: number; b: number };

/** Rebuilds the map from the statements, starting with house `root` at the origin. */
function rebuild(statements: readonly Statement[], root: number): (Point | null)[] {
  const at: (Point | null)[] = new Array(N).fill(null);
  at[root] = [0, 0];
  for (let progress = true; progress; ) {
    progress = false;
    for (const s of statements) {
      if (s.kind === 'step') {
        const [o, f] = [at[s.of] ?? null, at[s.from] ?? null];
        if (f && !o) at[s.of] = [f[0] + s.step[0], f[1] + s.step[1]];
        else if (o && !f) at[s.from] = [o[0] - s.step[0], o[1] - s.step[1]];
        else continue;
      } else {
        const [o, a, b] = [at[s.of] ?? null, at[s.a] ?? null, at[s.b] ?? null];
        if (a && b && !o) at[s.of] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
        else if (o && a && !b) at[s.b] = [2 * o[0] - a[0], 2 * o[1] - a[1]];
        else if (o && b && !a) at[s.a] = [2 * o[0] - b[0], 2 * o[1] - b[1]];
        else continue;
      }
      progress = true;
    }
  }
  return at;
}

export const lrdiVillageHouses: QuestionSetGenerator = {
  id: 'direction-senses/village-houses',
  topic: 'direction-senses',
  difficulty: 'medium',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng): GeneratedSet {
    const people: Person[] = pickPeople(rng, N);
    const name = (p: number) => get(people, p);
    let pos: Point[] = [];
    let statements: Statement[] = [];
    for (;;) {
      pos = [[0, 0]];
      statements = [];
      let ok = true;
      for (let p = 1; p < N && ok; p++) {
        let placed = false;
        for (let tries = 0; tries < 30 && !placed; tries++) {
          if (p >= 3 && rng.next() < 0.2) {
            // Midway: p's house is the midpoint of two houses on a line (same row or column).
            const [a, b] = rng.shuffle(range(p)).slice(0, 2) as [number, number];
            const [pa, pb] = [get(pos, a), get(pos, b)];
            const aligned = pa[0] === pb[0] || pa[1] === pb[1];
            const mid: Point = [(pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2];
            if (!aligned || !Number.isInteger(mid[0]) || !Number.isInteger(mid[1])) continue;
            if (pos.some((q) => q[0] === mid[0] && q[1] === mid[1])) continue;
            pos.push(mid);
            statements.push({ kind: 'mid', of: p, a, b });
            placed = true;
          } else {
            const from = rng.int(0, p - 1);
            const d = rng.pick(DIRS);
            const k = rng.int(2, 9);
            const at: Point = [get(pos, from)[0] + d.v[0] * k, get(pos, from)[1] + d.v[1] * k];
            if (pos.some((q) => q[0] === at[0] && q[1] === at[1])) continue;
            pos.push(at);
            statements.push({ kind: 'step', of: p, from, step: [d.v[0] * k, d.v[1] * k] });
            placed = true;
          }
        }
        ok = placed;
      }
      if (!ok || rebuild(statements, N - 1).some((q) => q === null)) continue;
      // Need a pair, not stated together, at a whole-number slant distance.
      const stated = new Set(
        statements.flatMap((s) => (s.kind === 'step' ? [`${s.of}:${s.from}`, `${s.from}:${s.of}`] : [])),
      );
      const slant = range(N * N)
        .map((k) => [Math.floor(k / N), k % N] as [number, number])
        .filter(([a, b]) => {
          if (a >= b || stated.has(`${a}:${b}`)) return false;
          const [dx, dy] = [get(pos, a)[0] - get(pos, b)[0], get(pos, a)[1] - get(pos, b)[1]];
          return dx !== 0 && dy !== 0 && Number.isInteger(Math.hypot(dx, dy));
        });
      const northmost = Math.max(...pos.map((q) => q[1]));
      if (slant.length > 0 && pos.filter((q) => q[1] === northmost).length === 1) break;
    }
    // Statement texts; the order is shuffled and some are given from the other house's side.
    const says = (s: Statement): Text => {
      if (s.kind === 'mid')
        return T(
          `${name(s.of).en}'s house is exactly midway between the houses of ${name(s.a).en} and ${name(s.b).en}.`,
          `${name(s.of).hi} का घर ${name(s.a).hi} और ${name(s.b).hi} के घरों के ठीक बीचों-बीच है।`,
        );
      const flip = (s.of + s.from) % 2 === 0;
      const [x, y, v] = flip ? [s.from, s.of, [-s.step[0], -s.step[1]] as Point] : [s.of, s.from, s.step];
      const k = Math.abs(v[0]) + Math.abs(v[1]);
      const d = DIRS.find((q) => q.v[0] === Math.sign(v[0]) && q.v[1] === Math.sign(v[1])) ?? get(DIRS, 0);
      return T(
        `${name(x).en}'s house is ${k} km ${d.en} of ${name(y).en}'s house.`,
        `${name(x).hi} का घर ${name(y).hi} के घर से ${k} किमी ${d.hi} में है।`,
      );
    };
    const shown = rng.shuffle(statements);
    const numbers = shown.flatMap((s) =>
      s.kind === 'step' ? [Math.abs(s.step[0]) + Math.abs(s.step[1])] : [],
    );
    // The checker's map: rebuilt from the statements, from the last friend's house.
    const rebuilt = () => rebuild(shown, N - 1);
    const place = (p: number) => {
      const q = get(rebuilt(), p);
      if (!q) throw new Error('a house the statements do not place');
      return q;
    };
    const origin = get(pos, 0);
    const rel = (p: number) => [get(pos, p)[0] - origin[0], get(pos, p)[1] - origin[1]] as const;
    const mapTable = both((lang) =>
      mdTable(
        lang === 'en'
          ? ['Friend', `East of ${name(0).en}'s house (km)`, `North of ${name(0).en}'s house (km)`]
          : ['मित्र', `${name(0).hi} के घर से पूर्व (किमी)`, `${name(0).hi} के घर से उत्तर (किमी)`],
        range(N).map((p) => [name(p)[lang], String(rel(p)[0]), String(rel(p)[1])]),
      ),
    );
    const working = both((lang) =>
      [
        lang === 'en'
          ? `Put ${name(0).en}'s house at (0, 0), east along x and north along y, and place each house from a statement about a house already placed (for "midway", the missing house is the mirror image through the middle one):`
          : `${name(0).hi} के घर को (0, 0) पर रखें, पूर्व x की ओर और उत्तर y की ओर; फिर हर घर को किसी पहले से रखे घर वाले कथन से रखें ("बीचों-बीच" में बाकी घर बीच वाले घर के पार उतनी ही दूरी पर होता है):`,
        mapTable[lang],
      ].join('\n\n'),
    );

    const asks: Ask[] = [];
    // 1. Direction between two houses not stated together.
    {
      const pairs = range(N * N)
        .map((k) => [Math.floor(k / N), k % N] as [number, number])
        .filter(
          ([a, b]) =>
            a !== b &&
            !statements.some(
              (s) => s.kind === 'step' && [s.of, s.from].includes(a) && [s.of, s.from].includes(b),
            ),
        );
      const [a, b] = rng.pick(pairs);
      const answer = direction(get(pos, a), get(pos, b));
      const opposite = direction(get(pos, b), get(pos, a));
      asks.push({
        title: T('Direction of a house', 'घर की दिशा'),
        statement: T(
          `In which direction is ${name(b).en}'s house from ${name(a).en}'s house?`,
          `${name(b).hi} का घर ${name(a).hi} के घर से किस दिशा में है?`,
        ),
        explain: T(
          `${name(b).en}'s house is at (${rel(b).join(', ')}) and ${name(a).en}'s at (${rel(a).join(', ')}).`,
          `${name(b).hi} का घर (${rel(b).join(', ')}) पर और ${name(a).hi} का घर (${rel(a).join(', ')}) पर है।`,
        ),
        answer,
        ...textOptions(rng, answer, [opposite], ALL_DIRECTIONS),
        checkAnswer: () => direction(place(a), place(b)).en,
        seconds: 150,
      });
    }
    // 2. A slant distance.
    {
      const stated = new Set(
        statements.flatMap((s) => (s.kind === 'step' ? [`${s.of}:${s.from}`, `${s.from}:${s.of}`] : [])),
      );
      const slant = range(N * N)
        .map((k) => [Math.floor(k / N), k % N] as [number, number])
        .filter(([a, b]) => {
          if (a >= b || stated.has(`${a}:${b}`)) return false;
          const [dx, dy] = [get(pos, a)[0] - get(pos, b)[0], get(pos, a)[1] - get(pos, b)[1]];
          return dx !== 0 && dy !== 0 && Number.isInteger(Math.hypot(dx, dy));
        });
      const [a, b] = rng.pick(slant);
      const dx = Math.abs(get(pos, a)[0] - get(pos, b)[0]);
      const dy = Math.abs(get(pos, a)[1] - get(pos, b)[1]);
      const d = Math.hypot(dx, dy);
      const answer = T(`${d} km`, `${d} किमी`);
      asks.push({
        title: T('Straight-line distance', 'सीधी दूरी'),
        statement: T(
          `What is the straight-line distance between the houses of ${name(a).en} and ${name(b).en}?`,
          `${name(a).hi} और ${name(b).hi} के घरों के बीच की सीधी दूरी कितनी है?`,
        ),
        explain: T(
          `They are ${dx} km apart east–west and ${dy} km apart north–south, so the distance is $\\sqrt{${dx}^2 + ${dy}^2} = ${d}$ km.`,
          `पूर्व–पश्चिम में अंतर ${dx} किमी और उत्तर–दक्षिण में ${dy} किमी है, अतः दूरी $\\sqrt{${dx}^2 + ${dy}^2} = ${d}$ किमी।`,
        ),
        answer,
        ...textOptions(
          rng,
          answer,
          numberTexts(d, [dx + dy, Math.abs(dx - dy), d + 1], T(' km', ' किमी')),
          [],
        ),
        checkAnswer: () => {
          const [p, q] = [place(a), place(b)];
          return `${Math.hypot(p[0] - q[0], p[1] - q[1])} km`;
        },
        seconds: 150,
      });
    }
    // 3. A walk that ends at someone's house.
    {
      const pairs = range(N * N)
        .map((k) => [Math.floor(k / N), k % N] as [number, number])
        .filter(
          ([a, b]) => a !== b && get(pos, a)[0] !== get(pos, b)[0] && get(pos, a)[1] !== get(pos, b)[1],
        );
      const [a, b] = rng.pick(pairs);
      const dy = get(pos, b)[1] - get(pos, a)[1];
      const dx = get(pos, b)[0] - get(pos, a)[0];
      const first = dy > 0 ? get(DIRS, 0) : get(DIRS, 1);
      // Facing north, east is to the right; facing south, east is to the left.
      const turnRight = dy > 0 === dx > 0;
      const walker = rng.pick([T('Raju', 'राजू'), T('Sohan', 'सोहन'), T('Farhan', 'फ़रहान')]);
      const endsAt = (map: (p: number) => Point) => {
        const start = map(a);
        const end: Point = [start[0] + dx, start[1] + dy];
        const who = range(N).find((p) => map(p)[0] === end[0] && map(p)[1] === end[1]);
        return who === undefined ? T('Nobody', 'किसी का नहीं') : name(who);
      };
      const answer = endsAt((p) => get(pos, p));
      const near = range(N)
        .filter((p) => p !== a && p !== b)
        .sort(
          (p, q) =>
            Math.hypot(get(pos, p)[0] - get(pos, b)[0], get(pos, p)[1] - get(pos, b)[1]) -
            Math.hypot(get(pos, q)[0] - get(pos, b)[0], get(pos, q)[1] - get(pos, b)[1]),
        )
        .map(name);
      asks.push({
        title: T('Where does the walk end?', 'पैदल यात्रा कहाँ समाप्त होती है?'),
        statement: T(
          `${walker.en} starts from ${name(a).en}'s house, walks ${Math.abs(dy)} km towards the ${first.en}, turns to his ${turnRight ? 'right' : 'left'} and walks ${Math.abs(dx)} km. Whose house does he reach?`,
          `${walker.hi} ${name(a).hi} के घर से चलकर ${Math.abs(dy)} किमी ${first.hi} की ओर जाता है, फिर अपने ${turnRight ? 'दाएँ' : 'बाएँ'} मुड़कर ${Math.abs(dx)} किमी चलता है। वह किसके घर पहुँचता है?`,
        ),
        explain: T(
          `From ${name(a).en}'s house (${rel(a).join(', ')}) he ends ${Math.abs(dx)} km ${dx > 0 ? 'east' : 'west'} and ${Math.abs(dy)} km ${first.en}, at (${rel(b).join(', ')}).`,
          `${name(a).hi} के घर (${rel(a).join(', ')}) से वह ${Math.abs(dx)} किमी ${dx > 0 ? 'पूर्व' : 'पश्चिम'} और ${Math.abs(dy)} किमी ${first.hi} में, (${rel(b).join(', ')}) पर पहुँचता है।`,
        ),
        answer,
        ...textOptions(rng, answer, near, people),
        checkAnswer: () => endsAt(place).en,
        seconds: 150,
        numbers: [Math.abs(dx), Math.abs(dy)],
      });
    }
    // 4. How many houses lie to the north-east (or another quadrant) of a house.
    {
      const countAt = (map: (p: number) => Point, a: number, quadrant: Text) =>
        range(N).filter((p) => p !== a && direction(map(a), map(p)).en === quadrant.en).length;
      const choices = range(N).flatMap((a) =>
        ALL_DIRECTIONS.slice(4)
          .filter((q) => countAt((p) => get(pos, p), a, q) > 0)
          .map((q) => [a, q] as const),
      );
      const [a, quadrant] = rng.pick(choices);
      const count = (map: (p: number) => Point) => countAt(map, a, quadrant);
      const n = count((p) => get(pos, p));
      const answer = T(String(n), String(n));
      asks.push({
        title: T('Houses in a direction', 'एक दिशा के घर'),
        statement: T(
          `How many of the other houses are to the ${quadrant.en.toLowerCase()} of ${name(a).en}'s house?`,
          `अन्य घरों में से कितने घर ${name(a).hi} के घर के ${quadrant.hi} में हैं?`,
        ),
        explain: T(
          `${quadrant.en} means both ${quadrant.en.split('-')[0]?.toLowerCase()} and ${quadrant.en.split('-')[1]?.toLowerCase()}; from the coordinates, ${n} house(s) qualify.`,
          `${quadrant.hi} का अर्थ है दोनों — ${quadrant.hi.split('-')[0]} और ${quadrant.hi.split('-')[1]}; निर्देशांकों से ऐसे ${n} घर हैं।`,
        ),
        answer,
        ...textOptions(rng, answer, numberTexts(n, [n + 1, n - 1, n + 2]), []),
        checkAnswer: () => String(count(place)),
        seconds: 120,
      });
    }
    // 5. The northernmost (or another extreme) house.
    {
      const extremes = [
        { t: T('farthest to the north', 'सबसे अधिक उत्तर में'), f: (p: Point) => p[1] },
        { t: T('farthest to the south', 'सबसे अधिक दक्षिण में'), f: (p: Point) => -p[1] },
        { t: T('farthest to the east', 'सबसे अधिक पूर्व में'), f: (p: Point) => p[0] },
        { t: T('farthest to the west', 'सबसे अधिक पश्चिम में'), f: (p: Point) => -p[0] },
      ];
      const unique = extremes.filter((e) => {
        const best = Math.max(...range(N).map((p) => e.f(get(pos, p))));
        return range(N).filter((p) => e.f(get(pos, p)) === best).length === 1;
      });
      if (unique.length > 0) {
        const e = rng.pick(unique);
        const top = (map: (p: number) => Point) => {
          const best = Math.max(...range(N).map((p) => e.f(map(p))));
          const at = range(N).filter((p) => e.f(map(p)) === best);
          return at.length === 1 ? name(at[0] as number) : T('', '');
        };
        const answer = top((p) => get(pos, p));
        const second = [...range(N)].sort((p, q) => e.f(get(pos, q)) - e.f(get(pos, p))).map(name);
        asks.push({
          title: T('The extreme house', 'सबसे दूर का घर'),
          statement: T(`Whose house is ${e.t.en}?`, `किसका घर ${e.t.hi} है?`),
          explain: T('', ''),
          answer,
          ...textOptions(rng, answer, second.slice(1, 3), people),
          checkAnswer: () => top(place).en,
          seconds: 100,
        });
      }
    }
    const questions = asks.map((a) => choiceQuestion(a, working));
    const body = both((lang) =>
      [
        lang === 'en'
          ? `Seven friends — ${people.map((p) => p.en).join(', ')} — live in a village whose roads run only north–south and east–west. The positions of their houses are described below (a direction such as north-east means the house is both to the north and to the east).`
          : `सात मित्र — ${people.map((p) => p.hi).join(', ')} — एक गाँव में रहते हैं जिसकी सड़कें केवल उत्तर–दक्षिण और पूर्व–पश्चिम दिशा में हैं। उनके घरों की स्थितियाँ नीचे दी गई हैं (उत्तर-पूर्व जैसी दिशा का अर्थ है कि घर उत्तर में भी है और पूर्व में भी)।`,
        shown.map((s, i) => `${i + 1}. ${says(s)[lang]}`).join('\n'),
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T('Houses in a village', 'गाँव के घर'), body },
      questions,
      numbers,
    };
  },
};
