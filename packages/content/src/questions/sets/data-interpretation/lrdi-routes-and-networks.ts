import { figureMarkdown, svgDocument } from '../../figures.js';
import type { GeneratedQuestion } from '../../generator.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  both,
  choiceQuestion,
  get,
  mdTable,
  numberTexts,
  numericQuestion,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Routes and networks: seven towns joined by roads of given lengths (a drawing and a table). The
 * questions (shortest distance, the shortest route, a town closed, the number of routes, a detour)
 * are answered in `generate` by Dijkstra's algorithm and a count over subsets of towns; each checker
 * instead lists every route that visits no town twice (a depth-first walk) or runs Floyd–Warshall.
 */

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
const POS: readonly (readonly [number, number])[] = [
  [40, 130],
  [150, 45],
  [150, 215],
  [265, 130],
  [380, 45],
  [380, 215],
  [490, 130],
];
/** Roads that can be drawn without crossing; the last two cross each other (one is used at most). */
const EDGES: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [2, 5],
  [3, 4],
  [3, 5],
  [4, 6],
  [5, 6],
  [4, 5],
  [3, 6],
];
const START = 0;
const END = 6;

interface Road {
  a: number;
  b: number;
  w: number;
}

/** Dijkstra from `from`, towns in `closed` skipped: distances and the previous town on a best route. */
function dijkstra(n: number, roads: readonly Road[], from: number, closed = -1) {
  const dist = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
  const prev = new Array<number>(n).fill(-1);
  const done = new Array<boolean>(n).fill(false);
  dist[from] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && i !== closed && (u < 0 || get(dist, i) < get(dist, u))) u = i;
    if (u < 0 || !Number.isFinite(get(dist, u))) break;
    done[u] = true;
    for (const r of roads) {
      const v = r.a === u ? r.b : r.b === u ? r.a : -1;
      if (v < 0 || v === closed) continue;
      if (get(dist, u) + r.w < get(dist, v)) {
        dist[v] = get(dist, u) + r.w;
        prev[v] = u;
      }
    }
  }
  return { dist, prev };
}

/** Every route from `from` to `to` visiting no town twice (and avoiding `closed`), with its length. */
function allRoutes(n: number, roads: readonly Road[], from: number, to: number, closed = -1) {
  const out: { path: number[]; length: number }[] = [];
  const seen = new Array<boolean>(n).fill(false);
  const path = [from];
  seen[from] = true;
  const walk = (u: number, length: number) => {
    if (u === to) {
      out.push({ path: [...path], length });
      return;
    }
    for (const r of roads) {
      const v = r.a === u ? r.b : r.b === u ? r.a : -1;
      if (v < 0 || seen[v] || v === closed) continue;
      seen[v] = true;
      path.push(v);
      walk(v, length + r.w);
      path.pop();
      seen[v] = false;
    }
  };
  walk(from, 0);
  return out;
}

/** Number of routes from `from` to `to` visiting no town twice, by counting over subsets of towns. */
function countRoutes(n: number, roads: readonly Road[], from: number, to: number): number {
  // ways[mask][v]: routes from `from` that visit exactly the towns of mask and end at v.
  const ways = range(1 << n).map(() => new Array<number>(n).fill(0));
  get(ways, 1 << from)[from] = 1;
  let total = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    for (let v = 0; v < n; v++) {
      const w = get(get(ways, mask), v);
      if (w === 0) continue;
      if (v === to) {
        total += w;
        continue; // a route ends on reaching the destination
      }
      for (const r of roads) {
        const u = r.a === v ? r.b : r.b === v ? r.a : -1;
        if (u < 0 || (mask & (1 << u)) !== 0) continue;
        get(ways, mask | (1 << u))[u] = get(get(ways, mask | (1 << u)), u) + w;
      }
    }
  }
  return total;
}

function floydWarshall(n: number, roads: readonly Road[]): number[][] {
  const d = range(n).map((i) => range(n).map((j) => (i === j ? 0 : Number.POSITIVE_INFINITY)));
  for (const r of roads) {
    get(d, r.a)[r.b] = Math.min(get(get(d, r.a), r.b), r.w);
    get(d, r.b)[r.a] = Math.min(get(get(d, r.b), r.a), r.w);
  }
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const via = get(get(d, i), k) + get(get(d, k), j);
        if (via < get(get(d, i), j)) get(d, i)[j] = via;
      }
  return d;
}

function drawing(roads: readonly Road[]): string {
  const ink = '#1f2937';
  let body = '';
  for (const r of roads) {
    const [x1, y1] = get(POS, r.a);
    const [x2, y2] = get(POS, r.b);
    body += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  }
  for (const r of roads) {
    const [x1, y1] = get(POS, r.a);
    const [x2, y2] = get(POS, r.b);
    const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
    body +=
      `<rect x="${mx - 13}" y="${my - 10}" width="26" height="20" rx="4" fill="#fff" stroke="none"/>` +
      `<text x="${mx}" y="${my + 5}" text-anchor="middle" font-family="sans-serif" font-size="14" fill="${ink}" stroke="none">${r.w}</text>`;
  }
  POS.forEach(([x, y], i) => {
    body +=
      `<circle cx="${x}" cy="${y}" r="16" fill="#fff"/>` +
      `<text x="${x}" y="${y + 6}" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="bold" fill="${ink}" stroke="none">${LETTERS[i]}</text>`;
  });
  return figureMarkdown(svgDocument(530, 260, body), 'Map of the seven towns and the roads between them');
}

const routeText = (path: readonly number[]) => path.map((i) => LETTERS[i]).join('–');

export const lrdiTownRoads: QuestionSetGenerator = {
  id: 'routes-and-networks/town-roads',
  topic: 'routes-and-networks',
  difficulty: 'medium',
  exams: ['CAT', 'Placements', 'Bank PO'],
  generate(rng): GeneratedSet {
    const n = LETTERS.length;
    let roads: Road[] = [];
    for (;;) {
      const crossing = rng.pick([11, 12]);
      const base = range(11).filter(() => rng.next() > 0.15);
      roads = [...base, crossing].map((e) => {
        const [a, b] = get(EDGES, e);
        return { a, b, w: rng.int(2, 14) };
      });
      const best = allRoutes(n, roads, START, END).sort((x, y) => x.length - y.length);
      if (best.length < 6) continue;
      // A unique shortest route through two or three towns, and a detour when any one town closes.
      if (get(best, 0).length === get(best, 1).length) continue;
      const inner = get(best, 0).path.length - 2;
      if (inner < 2 || inner > 3) continue;
      const everyTownMatters = range(n).every(
        (c) => c === START || c === END || allRoutes(n, roads, START, END, c).length > 0,
      );
      if (everyTownMatters && range(n).every((v) => roads.some((r) => r.a === v || r.b === v))) break;
    }
    const { dist, prev } = dijkstra(n, roads, START);
    const shortest = get(dist, END);
    const path = [END];
    while (get(path, 0) !== START) path.unshift(get(prev, get(path, 0)));
    const town = (i: number) => T(`town ${LETTERS[i]}`, `नगर ${LETTERS[i]}`);

    const routeWorking = both((lang) => {
      const steps = path.slice(1).map((v) => `${LETTERS[v]} = ${get(dist, v)}`);
      return lang === 'en'
        ? `Shortest distances from A (Dijkstra: settle the nearest unsettled town each time): ${steps.join(', ')} km. The shortest route is ${routeText(path)} = ${shortest} km.`
        : `A से न्यूनतम दूरियाँ (हर बार सबसे निकट का नगर तय करते हुए): ${steps.join(', ')} किमी। सबसे छोटा मार्ग ${routeText(path)} = ${shortest} किमी है।`;
    });

    const questions: GeneratedQuestion[] = [];
    const routes = () => allRoutes(n, roads, START, END);
    // 1. The shortest distance.
    const secondBest = get(
      [...routes()].sort((x, y) => x.length - y.length),
      1,
    ).length;
    const fewestRoads = [...routes()].sort((x, y) => x.path.length - y.path.length || x.length - y.length)[0];
    questions.push(
      choiceQuestion(
        {
          title: T('Shortest distance', 'न्यूनतम दूरी'),
          statement: T(
            'What is the length of the shortest route from A to G?',
            'A से G तक के सबसे छोटे मार्ग की लंबाई कितनी है?',
          ),
          explain: routeWorking,
          answer: T(`${shortest} km`, `${shortest} किमी`),
          ...textOptions(
            rng,
            T(`${shortest} km`, `${shortest} किमी`),
            // Slips: the next route in length, the route with fewest roads, the third route.
            numberTexts(
              shortest,
              [
                secondBest,
                fewestRoads?.length ?? 0,
                ...[...new Set(routes().map((r) => r.length))].sort((x, y) => x - y).slice(1, 4),
              ],
              T(' km', ' किमी'),
            ),
            [],
          ),
          checkAnswer: () => {
            const best = Math.min(...routes().map((r) => r.length));
            return `${best} km`;
          },
          seconds: 120,
        },
        T('', ''),
      ),
    );
    // 2. The shortest route among other routes.
    {
      const others = rng
        .shuffle(routes().filter((r) => routeText(r.path) !== routeText(path)))
        .sort((x, y) => x.length - y.length)
        .slice(0, 3)
        .map((r) => T(routeText(r.path), routeText(r.path)));
      const answer = T(routeText(path), routeText(path));
      const opts = textOptions(rng, answer, others, []);
      questions.push(
        choiceQuestion(
          {
            title: T('The shortest route', 'सबसे छोटा मार्ग'),
            statement: T(
              'Which of the following is the shortest route from A to G?',
              'निम्नलिखित में से A से G तक का सबसे छोटा मार्ग कौन-सा है?',
            ),
            explain: both((lang) =>
              [
                routeWorking[lang],
                ...opts.options.map((o) => {
                  const len = routes().find((r) => routeText(r.path) === o.en)?.length ?? 0;
                  return `- ${o.en} = ${len} ${lang === 'en' ? 'km' : 'किमी'}`;
                }),
              ].join('\n'),
            ),
            answer,
            ...opts,
            checkAnswer: () => {
              const lens = opts.options.map(
                (o) => routes().find((r) => routeText(r.path) === o.en)?.length ?? 999,
              );
              const min = Math.min(...lens);
              const at = lens.filter((l) => l === min);
              return at.length === 1 ? (get(opts.options, lens.indexOf(min)) as Text).en : null;
            },
            seconds: 150,
          },
          T('', ''),
        ),
      );
    }
    // 3. A town on the shortest route is closed.
    {
      const closed = rng.pick(path.slice(1, -1));
      const after = dijkstra(n, roads, START, closed);
      const d = get(after.dist, END);
      const detour = [END];
      while (get(detour, 0) !== START) detour.unshift(get(after.prev, get(detour, 0)));
      questions.push(
        numericQuestion({
          title: T('A town closed', 'एक नगर बंद'),
          statement: T(
            `Town ${LETTERS[closed]} is closed for a festival, so no route may pass through it. What is now the length, in km, of the shortest route from A to G?`,
            `एक उत्सव के कारण नगर ${LETTERS[closed]} बंद है, अतः कोई मार्ग उससे होकर नहीं जा सकता। अब A से G तक के सबसे छोटे मार्ग की लंबाई (किमी में) कितनी है?`,
          ),
          value: d,
          solution: both((lang) =>
            lang === 'en'
              ? `The shortest route ${routeText(path)} passes through ${LETTERS[closed]}. Removing ${town(closed).en} and its roads, the shortest route becomes ${routeText(detour)} = ${d} km.`
              : `सबसे छोटा मार्ग ${routeText(path)}, ${LETTERS[closed]} से होकर जाता है। ${town(closed).hi} और उसकी सड़कें हटाने पर सबसे छोटा मार्ग ${routeText(detour)} = ${d} किमी हो जाता है।`,
          ),
          seconds: 150,
          check: () => Math.min(...allRoutes(n, roads, START, END, closed).map((r) => r.length)),
        }),
      );
    }
    // 4. The number of routes.
    {
      const count = countRoutes(n, roads, START, END);
      const byLength = new Map<number, number>();
      for (const r of routes()) byLength.set(r.path.length - 1, (byLength.get(r.path.length - 1) ?? 0) + 1);
      const summary = [...byLength.entries()].sort((a, b) => a[0] - b[0]);
      const answer = T(String(count), String(count));
      questions.push(
        choiceQuestion(
          {
            title: T('Number of routes', 'मार्गों की संख्या'),
            statement: T(
              'How many different routes are there from A to G that do not pass through any town more than once?',
              'A से G तक ऐसे कितने अलग-अलग मार्ग हैं जो किसी भी नगर से एक से अधिक बार नहीं गुज़रते?',
            ),
            explain: both((lang) =>
              lang === 'en'
                ? `List the routes by the number of roads used: ${summary.map(([k, c]) => `${c} with ${k} roads`).join(', ')}; in all ${count}.`
                : `प्रयुक्त सड़कों की संख्या के अनुसार मार्ग गिनें: ${summary.map(([k, c]) => `${k} सड़कों वाले ${c}`).join(', ')}; कुल ${count}।`,
            ),
            answer,
            ...textOptions(
              rng,
              answer,
              numberTexts(count, [count - (get(summary, summary.length - 1)[1] ?? 0), count + 2, count - 2]),
              [],
            ),
            checkAnswer: () => String(routes().length),
            seconds: 200,
          },
          T('', ''),
        ),
      );
    }
    // 5. A delivery via a given town.
    {
      const via = rng.pick(range(n).filter((v) => v !== START && v !== END && !path.includes(v)));
      const fromVia = dijkstra(n, roads, via).dist;
      const total = get(dist, via) + get(fromVia, END);
      const answer = T(`${total} km`, `${total} किमी`);
      questions.push(
        choiceQuestion(
          {
            title: T('A route via a town', 'एक नगर से होकर मार्ग'),
            statement: T(
              `A courier must go from A to G and deliver a parcel in town ${LETTERS[via]} on the way. What is the least distance the courier must travel?`,
              `एक कूरियर को A से G जाना है और रास्ते में नगर ${LETTERS[via]} में एक पार्सल देना है। कूरियर को न्यूनतम कितनी दूरी तय करनी होगी?`,
            ),
            explain: T(
              `Shortest A→${LETTERS[via]} = ${get(dist, via)} km and shortest ${LETTERS[via]}→G = ${get(fromVia, END)} km, so ${get(dist, via)} + ${get(fromVia, END)} = ${total} km.`,
              `न्यूनतम A→${LETTERS[via]} = ${get(dist, via)} किमी और न्यूनतम ${LETTERS[via]}→G = ${get(fromVia, END)} किमी, अतः ${get(dist, via)} + ${get(fromVia, END)} = ${total} किमी।`,
            ),
            answer,
            ...textOptions(
              rng,
              answer,
              // Slips: the shortest route ignoring the stop; longer real routes through the town
              // (a leg not taken by its shortest way).
              numberTexts(
                total,
                [
                  shortest,
                  ...[
                    ...new Set(
                      routes()
                        .filter((r) => r.path.includes(via))
                        .map((r) => r.length),
                    ),
                  ]
                    .filter((x) => x > total)
                    .sort((x, y) => x - y),
                  total + 3,
                ],
                T(' km', ' किमी'),
              ),
              [],
            ),
            checkAnswer: () => {
              const d = floydWarshall(n, roads);
              return `${get(get(d, START), via) + get(get(d, via), END)} km`;
            },
            seconds: 150,
          },
          T('', ''),
        ),
      );
    }
    const rows = () =>
      [...roads]
        .sort((x, y) => x.a - y.a || x.b - y.b)
        .map((r) => [`${LETTERS[r.a]}–${LETTERS[r.b]}`, `${r.w}`]);
    const body = both((lang) =>
      [
        lang === 'en'
          ? 'The map below shows seven towns A to G and the two-way roads joining them; the number on each road is its length in km. Roads meet only at towns.'
          : 'नीचे के मानचित्र में सात नगर A से G और उन्हें जोड़ने वाली दोतरफ़ा सड़कें दिखाई गई हैं; हर सड़क पर लिखी संख्या उसकी लंबाई (किमी में) है। सड़कें केवल नगरों पर मिलती हैं।',
        drawing(roads),
        mdTable(lang === 'en' ? ['Road', 'Length (km)'] : ['सड़क', 'लंबाई (किमी)'], rows()),
        lang === 'en'
          ? 'A route is a sequence of roads from one town to another; its length is the sum of the lengths of its roads.'
          : 'मार्ग एक नगर से दूसरे नगर तक सड़कों का क्रम है; उसकी लंबाई उसकी सड़कों की लंबाइयों का योग है।',
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T('Roads between seven towns', 'सात नगरों के बीच सड़कें'), body },
      questions,
      numbers: roads.map((r) => r.w),
    };
  },
};
