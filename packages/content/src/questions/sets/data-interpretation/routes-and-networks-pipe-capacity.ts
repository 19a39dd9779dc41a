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
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Routes and networks — pipe capacities (CAT, Placements): water goes from a reservoir S to a tank T
 * through junctions A-D along one-way pipes of given capacities. The questions ask for the most water
 * per minute that can reach T, the bottleneck pipes, a pipe bursting and a pipe widened. `generate`
 * pushes water along augmenting paths (Edmonds–Karp); each checker instead finds the smallest total
 * capacity of pipes leaving a group of nodes that holds S but not T (max flow = min cut).
 */

const NODES = ['S', 'A', 'B', 'C', 'D', 'T'];
const V = NODES.length;
interface Pipe {
  a: number;
  b: number;
  cap: number;
}

/** The most water per minute from S (0) to T (5), by augmenting paths found breadth first. */
function maxFlow(pipes: readonly Pipe[]): number {
  const cap = range(V).map(() => range(V).map(() => 0));
  for (const p of pipes) (cap[p.a] as number[])[p.b] = get(get(cap, p.a), p.b) + p.cap;
  let total = 0;
  for (;;) {
    const prev = range(V).map(() => -1);
    prev[0] = 0;
    const queue = [0];
    while (queue.length > 0 && prev[V - 1] === -1) {
      const u = queue.shift() as number;
      for (let v = 0; v < V; v++)
        if (prev[v] === -1 && get(get(cap, u), v) > 0) {
          prev[v] = u;
          queue.push(v);
        }
    }
    if (prev[V - 1] === -1) return total;
    let push = Number.POSITIVE_INFINITY;
    for (let v = V - 1; v !== 0; v = get(prev, v)) push = Math.min(push, get(get(cap, get(prev, v)), v));
    for (let v = V - 1; v !== 0; v = get(prev, v)) {
      const u = get(prev, v);
      (cap[u] as number[])[v] = get(get(cap, u), v) - push;
      (cap[v] as number[])[u] = get(get(cap, v), u) + push;
    }
    total += push;
  }
}
/** Every cut: a group holding S and not T (bit k of the mask = junction k+1), with its capacity. */
function cuts(pipes: readonly Pipe[]): { inside: number[]; cap: number; pipes: number[] }[] {
  return range(16).map((m) => {
    const inside = [
      0,
      ...range(4)
        .filter((k) => (m >> k) & 1)
        .map((k) => k + 1),
    ];
    const across = pipes.flatMap((p, i) => (inside.includes(p.a) && !inside.includes(p.b) ? [i] : []));
    return { inside, cap: across.reduce((t, i) => t + get(pipes, i).cap, 0), pipes: across };
  });
}
const minCut = (pipes: readonly Pipe[]) => Math.min(...cuts(pipes).map((c) => c.cap));

function attempt(rng: Rng): GeneratedSet | null {
  const base: [number, number][] = [
    [0, 1],
    [0, 2],
    [1, 3],
    [2, 4],
    [3, 5],
    [4, 5],
  ];
  const extra: [number, number][] = rng.shuffle([
    [1, 2],
    [1, 4],
    [2, 3],
    [3, 4],
    [0, 3],
    [2, 5],
  ]);
  const pairs = [...base, ...extra.slice(0, rng.int(2, 3))];
  const pipes: Pipe[] = pairs.map(([a, b]) => ({ a, b, cap: 5 * rng.int(2, 12) }));
  pipes.sort((p, q) => p.a - q.a || p.b - q.b);
  const name = (i: number): Text => {
    const p = get(pipes, i);
    return T(`${get(NODES, p.a)}→${get(NODES, p.b)}`, `${get(NODES, p.a)}→${get(NODES, p.b)}`);
  };
  const flow = maxFlow(pipes);
  const all = cuts(pipes);
  const tight = all.filter((c) => c.cap === flow);
  // One bottleneck (a unique smallest cut) and one pipe whose loss hurts most.
  if (tight.length !== 1) return null;
  const cut = tight[0] as (typeof all)[number];
  const loss = pipes.map((_, i) => flow - maxFlow(pipes.filter((_, j) => j !== i)));
  const worst = Math.max(...loss);
  if (loss.filter((l) => l === worst).length !== 1 || worst === 0) return null;
  const burst = loss.indexOf(worst);
  const widen = rng.pick(cut.pipes);
  const more = 5 * rng.int(2, 6);
  const wider = pipes.map((p, i) => (i === widen ? { ...p, cap: p.cap + more } : p));
  const flow2 = maxFlow(wider);
  if (flow2 === flow) return null;
  const cutText = (c: { pipes: number[] }) => both((lang) => c.pipes.map((i) => name(i)[lang]).join(', '));
  const how = both((lang) =>
    lang === 'en'
      ? `Send water along any route from S to T with spare capacity, as much as its narrowest pipe allows, and repeat (a pipe already carrying water can also be "undone"). No more route is left after ${flow} L/min. The check: the pipes ${cutText(cut).en} leave the group {${cut.inside.map((k) => get(NODES, k)).join(', ')}} and carry at most ${flow} L/min together, so no more can ever get through.`
      : `S से T तक किसी भी ऐसे मार्ग से पानी भेजें जिसमें क्षमता बची हो, जितना उसका सबसे पतला पाइप अनुमति दे, और दोहराएँ (किसी पाइप में पहले भेजा गया पानी "वापस" भी लिया जा सकता है)। ${flow} लीटर/मिनट के बाद कोई मार्ग नहीं बचता। जाँच: पाइप ${cutText(cut).hi} समूह {${cut.inside.map((k) => get(NODES, k)).join(', ')}} से बाहर जाते हैं और मिलकर अधिकतम ${flow} लीटर/मिनट ले जा सकते हैं, अतः इससे अधिक कभी नहीं पहुँच सकता।`,
  );
  const qs: GeneratedQuestion[] = [
    numericQuestion({
      title: T('Most water to the tank', 'टंकी तक अधिकतम पानी'),
      statement: T(
        'What is the largest amount of water (in L/min) that can reach T from S?',
        'S से T तक अधिकतम कितना पानी (लीटर/मिनट में) पहुँच सकता है?',
      ),
      value: flow,
      solution: how,
      seconds: 200,
      check: () => minCut(pipes),
    }),
  ];
  // Other cuts that look like bottlenecks: the next-smallest ones, and the pipes into T, out of S.
  const others = all
    .filter((c) => c.cap > flow)
    .sort((x, y) => x.cap - y.cap)
    .map((c) => cutText(c));
  const cutOpts = textOptions(rng, cutText(cut), others.slice(0, 2), others.slice(2));
  qs.push(
    choiceQuestion(
      {
        title: T('The bottleneck pipes', 'अवरोधक पाइप'),
        statement: T(
          'Which set of pipes limits the flow: closing them stops all water from reaching T, and their total capacity is the least possible?',
          'कौन-सा पाइप-समूह प्रवाह को सीमित करता है: उन्हें बंद करने पर T तक कोई पानी नहीं पहुँचता और उनकी कुल क्षमता न्यूनतम है?',
        ),
        explain: T(
          `${cutText(cut).en} carry ${flow} L/min in all, exactly the maximum flow; every other set that cuts S off from T carries more.`,
          `${cutText(cut).hi} की कुल क्षमता ${flow} लीटर/मिनट है, जो ठीक अधिकतम प्रवाह है; S को T से काटने वाले हर दूसरे समूह की क्षमता अधिक है।`,
        ),
        answer: cutText(cut),
        ...cutOpts,
        seconds: 200,
        checkAnswer: () => {
          const m = minCut(pipes);
          const best = cuts(pipes).filter((c) => c.cap === m);
          return best.length === 1 ? cutText(best[0] as (typeof all)[number]).en : null;
        },
      },
      how,
    ),
  );
  const burstOpts = textOptions(
    rng,
    name(burst),
    loss
      .map((l, i) => [l, i] as const)
      .filter(([, i]) => i !== burst)
      .sort((x, y) => y[0] - x[0] || get(pipes, y[1]).cap - get(pipes, x[1]).cap)
      .map(([, i]) => name(i)),
    [],
  );
  qs.push(
    choiceQuestion(
      {
        title: T('The pipe that matters most', 'सबसे महत्वपूर्ण पाइप'),
        statement: T(
          'If exactly one pipe bursts (and carries nothing), which one would reduce the largest flow to T the most?',
          'यदि ठीक एक पाइप फट जाए (और कुछ न ले जाए), तो किसके फटने से T तक का अधिकतम प्रवाह सबसे अधिक घटेगा?',
        ),
        explain: both((lang) =>
          pipes
            .map((_, i) =>
              lang === 'en'
                ? `- ${name(i).en} bursts: ${flow - get(loss, i)} L/min (down ${get(loss, i)})`
                : `- ${name(i).hi} फटे: ${flow - get(loss, i)} लीटर/मिनट (${get(loss, i)} कम)`,
            )
            .join('\n'),
        ),
        answer: name(burst),
        ...burstOpts,
        seconds: 240,
        checkAnswer: () => {
          const after = pipes.map((_, i) => minCut(pipes.filter((_, j) => j !== i)));
          const low = Math.min(...after);
          const who = after.flatMap((f, i) => (f === low ? [i] : []));
          return who.length === 1 ? name(who[0] as number).en : null;
        },
      },
      how,
    ),
  );
  qs.push(
    numericQuestion({
      title: T('A pipe widened', 'चौड़ा किया गया पाइप'),
      statement: T(
        `If the capacity of pipe ${name(widen).en} is raised by ${more} L/min, what is the largest flow (in L/min) that can then reach T?`,
        `यदि पाइप ${name(widen).hi} की क्षमता ${more} लीटर/मिनट बढ़ा दी जाए, तो T तक अधिकतम कितना प्रवाह (लीटर/मिनट में) पहुँच सकता है?`,
      ),
      value: flow2,
      solution: both(
        (lang) =>
          `${how[lang]}\n\n${
            lang === 'en'
              ? `${name(widen).en} is one of the bottleneck pipes, so widening it helps until another set of pipes becomes the tightest: the least cut is now ${flow2} L/min.`
              : `${name(widen).hi} अवरोधक पाइपों में से एक है, अतः इसे चौड़ा करने से तब तक लाभ होता है जब तक कोई दूसरा पाइप-समूह सबसे तंग न हो जाए: अब न्यूनतम कट ${flow2} लीटर/मिनट है।`
          }`,
      ),
      seconds: 200,
      check: () => minCut(wider),
    }),
  );
  const questions = rng.next() < 0.5 ? qs : [get(qs, 0), get(qs, 2), get(qs, 3), get(qs, 1)];
  const table = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Pipe' : 'पाइप', lang === 'en' ? 'Capacity (L/min)' : 'क्षमता (लीटर/मिनट)'],
      pipes.map((p, i) => [name(i)[lang], String(p.cap)]),
    ),
  );
  const body = both((lang) =>
    [
      lang === 'en'
        ? 'Water is sent from a reservoir S to a tank T through the junctions A, B, C and D. Each pipe carries water only in the direction shown and at most its capacity (in litres per minute); at every junction the water flowing in equals the water flowing out.'
        : 'एक जलाशय S से एक टंकी T तक पानी जंक्शनों A, B, C और D से होकर भेजा जाता है। हर पाइप केवल दिखाई गई दिशा में और अधिकतम अपनी क्षमता (लीटर प्रति मिनट) जितना पानी ले जाता है; हर जंक्शन पर आने वाला पानी जाने वाले पानी के बराबर होता है।',
      table[lang],
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Pipes from a reservoir', 'जलाशय से पाइप'), body },
    questions,
    numbers: pipes.map((p) => p.cap),
  };
}

/** Pipes of given capacities from S to T: the maximum flow, the bottleneck, a burst, a widening. */
export const routesPipeCapacity: QuestionSetGenerator = {
  id: 'routes-and-networks/pipe-capacity',
  topic: 'routes-and-networks',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
