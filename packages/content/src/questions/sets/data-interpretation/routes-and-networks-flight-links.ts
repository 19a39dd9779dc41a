import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { build, clueBlock, collect, type Fact, retitled, retry } from './group-d8-kit.js';
import {
  cannotQuestion,
  conditionalQuestion,
  countQuestion,
  mustQuestion,
  settleQuestion,
  spreadQuestion,
} from './lrdi-cat-common.js';
import { both, type Clue, get, lazy, mdTable, NUM_EN, NUM_HI, range, T, type Text } from './lrdi-solver.js';

/**
 * Routes and networks — direct flight links (CAT, Placements): an airline links five cities by
 * two-way direct flights; clues on how many links each city has, which pairs are (not) linked and
 * how many flights a journey needs leave two to four networks open. The questions ask how many
 * networks fit, what must or cannot be true, which fact settles it and how many flights a journey
 * may need. The checker walks all 2^10 = 1,024 networks.
 */

const C = 5;
const PAIRS = range(C).flatMap((a) => range(C).flatMap((b) => (a < b ? [[a, b] as const] : [])));
/** A network: bit i set when the i-th pair of PAIRS is linked. */
type Net = number;
const TAB = lazy(() => {
  const n = 1 << PAIRS.length;
  const deg = new Int8Array(n * C);
  // dist[(g·C + a)·C + b]: fewest flights from a to b (9 when not connected).
  const dist = new Int8Array(n * C * C);
  for (let g = 0; g < n; g++) {
    const adj = range(C).map(() => range(C).map(() => false));
    PAIRS.forEach(([a, b], i) => {
      if ((g >> i) & 1) {
        (adj[a] as boolean[])[b] = true;
        (adj[b] as boolean[])[a] = true;
        deg[g * C + a] = (deg[g * C + a] as number) + 1;
        deg[g * C + b] = (deg[g * C + b] as number) + 1;
      }
    });
    for (let a = 0; a < C; a++) {
      const d: number[] = range(C).map((x) => (x === a ? 0 : 9));
      const queue = [a];
      while (queue.length > 0) {
        const u = queue.shift() as number;
        for (let v = 0; v < C; v++)
          if (get(get(adj, u), v) && get(d, v) === 9) {
            d[v] = get(d, u) + 1;
            queue.push(v);
          }
      }
      d.forEach((x, b) => {
        dist[(g * C + a) * C + b] = x;
      });
    }
  }
  return { deg, dist, space: range(n) };
});
const deg = (g: Net, a: number) => TAB().deg[g * C + a] as number;
const dist = (g: Net, a: number, b: number) => TAB().dist[(g * C + a) * C + b] as number;
const linked = (g: Net, a: number, b: number) => dist(g, a, b) === 1;
const edges = (g: Net) => range(PAIRS.length).filter((i) => (g >> i) & 1).length;

const CITY_SETS: readonly (readonly Text[])[] = [
  [T('Agra', 'आगरा'), T('Bhopal', 'भोपाल'), T('Chennai', 'चेन्नई'), T('Delhi', 'दिल्ली'), T('Goa', 'गोवा')],
  [T('Kochi', 'कोच्चि'), T('Lucknow', 'लखनऊ'), T('Mumbai', 'मुंबई'), T('Nagpur', 'नागपुर'), T('Patna', 'पटना')],
  [
    T('Jaipur', 'जयपुर'),
    T('Indore', 'इंदौर'),
    T('Surat', 'सूरत'),
    T('Ranchi', 'रांची'),
    T('Vizag', 'विशाखापत्तनम'),
  ],
];
const flightsWord = (k: number): Text =>
  T(k === 1 ? 'one other city' : `${NUM_EN[k]} other cities`, `${NUM_HI[k]} अन्य ${k === 1 ? 'शहर' : 'शहरों'}`);

function attempt(rng: Rng): GeneratedSet | null {
  const { space } = TAB();
  const cities = rng.pick(CITY_SETS);
  const X = (a: number) => get(cities, a);
  const connected = space.filter(
    (g) => range(C).every((b) => dist(g, 0, b) < 9) && edges(g) >= 5 && edges(g) <= 7,
  );
  const t = rng.pick(connected);
  const first: Clue<Net>[] = [
    {
      text: T(
        `There are exactly ${edges(t)} direct routes in all, and every city can be reached from every other.`,
        `कुल ठीक ${edges(t)} सीधे मार्ग हैं, और हर शहर से हर दूसरे शहर तक पहुँचा जा सकता है।`,
      ),
      holds: (g) => edges(g) === edges(t) && range(C).every((b) => dist(g, 0, b) < 9),
    },
  ];
  const pool: Clue<Net>[] = [];
  const add = (text: Text, holds: (g: Net) => boolean) => pool.push({ text, holds });
  for (const a of range(C)) {
    const k = deg(t, a);
    if (rng.next() < 0.55)
      add(
        T(
          `${X(a).en} has direct flights to exactly ${flightsWord(k).en}.`,
          `${X(a).hi} से ठीक ${flightsWord(k).hi} के लिए सीधी उड़ान है।`,
        ),
        (g) => deg(g, a) === k,
      );
    for (const b of range(C)) {
      if (b <= a) continue;
      const d = dist(t, a, b);
      if (d === 1 && rng.next() < 0.3)
        add(
          T(
            `There is a direct flight between ${X(a).en} and ${X(b).en}.`,
            `${X(a).hi} और ${X(b).hi} के बीच सीधी उड़ान है।`,
          ),
          (g) => linked(g, a, b),
        );
      if (d > 1 && rng.next() < 0.3)
        add(
          T(
            `There is no direct flight between ${X(a).en} and ${X(b).en}.`,
            `${X(a).hi} और ${X(b).hi} के बीच कोई सीधी उड़ान नहीं है।`,
          ),
          (g) => !linked(g, a, b),
        );
      if (d >= 2 && rng.next() < 0.2)
        add(
          T(
            `The fewest flights needed to go from ${X(a).en} to ${X(b).en} is ${NUM_EN[d]}.`,
            `${X(a).hi} से ${X(b).hi} जाने के लिए न्यूनतम ${NUM_HI[d]} उड़ानें चाहिए।`,
          ),
          (g) => dist(g, a, b) === d,
        );
      if (deg(t, a) === deg(t, b) && rng.next() < 0.15)
        add(
          T(
            `${X(a).en} and ${X(b).en} have the same number of direct flights.`,
            `${X(a).hi} और ${X(b).hi} से सीधी उड़ानों की संख्या बराबर है।`,
          ),
          (g) => deg(g, a) === deg(g, b),
        );
    }
  }
  const facts: Fact<Net>[] = [];
  for (const [a, b] of PAIRS) {
    facts.push({
      text: T(
        `There is a direct flight between ${X(a).en} and ${X(b).en}.`,
        `${X(a).hi} और ${X(b).hi} के बीच सीधी उड़ान है।`,
      ),
      holds: (g) => linked(g, a, b),
    });
    facts.push({
      text: T(
        `There is no direct flight between ${X(a).en} and ${X(b).en}.`,
        `${X(a).hi} और ${X(b).hi} के बीच कोई सीधी उड़ान नहीं है।`,
      ),
      holds: (g) => !linked(g, a, b),
    });
  }
  for (const a of range(C))
    for (const k of range(5))
      if (k > 0)
        facts.push({
          text: T(
            `${X(a).en} has direct flights to exactly ${flightsWord(k).en}.`,
            `${X(a).hi} से ठीक ${flightsWord(k).hi} के लिए सीधी उड़ान है।`,
          ),
          holds: (g) => deg(g, a) === k,
        });
  const trace: Fact<Net>[] = PAIRS.map(([a, b]) =>
    linked(t, a, b)
      ? {
          text: T(`${X(a).en}–${X(b).en} linked`, `${X(a).hi}–${X(b).hi} जुड़े हैं`),
          holds: (g: Net) => linked(g, a, b),
        }
      : {
          text: T(`${X(a).en}–${X(b).en} not linked`, `${X(a).hi}–${X(b).hi} नहीं जुड़े`),
          holds: (g: Net) => !linked(g, a, b),
        },
  );
  const table = (cands: readonly Net[], lang: 'en' | 'hi') =>
    mdTable(
      [lang === 'en' ? 'Case' : 'स्थिति', lang === 'en' ? 'Direct routes' : 'सीधे मार्ग'],
      cands.map((g, k) => [
        lang === 'en' ? `Case ${k + 1}` : `स्थिति ${k + 1}`,
        PAIRS.filter(([a, b]) => linked(g, a, b))
          .map(([a, b]) => `${X(a)[lang]}–${X(b)[lang]}`)
          .join(', '),
      ]),
    );
  const b = build({
    rng,
    space,
    truth: t,
    pool,
    first,
    trace,
    table,
    facts,
    open: [2, 4],
    clueRange: [4, 9],
  });
  if (!b) return null;
  const c = b.cases;
  const used = new Set<string>();
  const far = PAIRS.filter(([x, y]) => new Set(b.cands.map((g) => dist(g, x, y))).size > 1);
  const pair = far.length > 0 ? rng.pick(far) : null;
  const questions = collect(
    [
      () =>
        retitled(
          countQuestion(
            c,
            T('Possible networks', 'संभव नेटवर्क'),
            T(
              'How many different networks of direct flights fit all the clues?',
              'सीधी उड़ानों के कितने अलग-अलग नेटवर्क सभी संकेतों के अनुरूप हैं?',
            ),
            T('networks', 'नेटवर्कों'),
          ),
          T('Possible networks', 'संभव नेटवर्क'),
        ),
      () => retitled(cannotQuestion(c), T('A link that cannot be', 'असंभव उड़ान-स्थिति')),
      () =>
        pair
          ? spreadQuestion(c, {
              title: T('Flights a journey may need', 'यात्रा में संभव उड़ानें'),
              statement: T(
                `How many different values can the fewest number of flights from ${X(pair[0]).en} to ${X(pair[1]).en} take?`,
                `${X(pair[0]).hi} से ${X(pair[1]).hi} जाने के लिए न्यूनतम उड़ानों की संख्या कितने अलग-अलग मान ले सकती है?`,
              ),
              value: (g) => dist(g, pair[0], pair[1]),
              show: (v) => T(v === 1 ? '1 flight' : `${v} flights`, v === 1 ? '1 उड़ान' : `${v} उड़ानें`),
            })
          : null,
      () =>
        retitled(
          conditionalQuestion(c, used),
          T('With one more fact about the flights', 'उड़ानों पर एक और तथ्य के साथ'),
        ),
      () =>
        retitled(
          settleQuestion(
            c,
            T(
              'Which one of the following, if known, would fix the whole network?',
              'निम्नलिखित में से कौन-सा तथ्य ज्ञात होने पर पूरा नेटवर्क निश्चित हो जाएगा?',
            ),
          ),
          T('The fact that fixes the network', 'नेटवर्क निश्चित करने वाला तथ्य'),
        ),
      () => retitled(mustQuestion(c, null), T('A link in every network', 'हर नेटवर्क में निश्चित')),
    ],
    5,
  );
  if (questions.length < 5) return null;
  const names = both((lang) => cities.map((x) => x[lang]).join(', '));
  const body = both((lang) =>
    [
      lang === 'en'
        ? `An airline flies between five cities — ${names.en}. Every direct route links two cities and is flown both ways; a journey may use several flights, changing at other cities.`
        : `एक एयरलाइन पाँच शहरों — ${names.hi} — के बीच उड़ानें चलाती है। हर सीधा मार्ग दो शहरों को जोड़ता है और दोनों दिशाओं में चलता है; किसी यात्रा में दूसरे शहरों में बदलकर कई उड़ानें ली जा सकती हैं।`,
      clueBlock(b.clues, lang, true),
    ].join('\n\n'),
  );
  return {
    set: {
      kind: 'passage',
      title: T('Direct flights between five cities', 'पाँच शहरों के बीच सीधी उड़ानें'),
      body,
    },
    questions,
    numbers: [edges(t)],
  };
}

/** Five cities, two-way direct flights: degree and distance clues leave two to four networks. */
export const routesFlightLinks: QuestionSetGenerator = {
  id: 'routes-and-networks/flight-links',
  topic: 'routes-and-networks',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
