import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  allHold,
  type Cases,
  cannotQuestion,
  conditionalQuestion,
  countQuestion,
  type Fact,
  mustQuestion,
  narrowDown,
  settleQuestion,
  spreadQuestion,
} from './lrdi-cat-common.js';
import { type Arr, N, SPLIT_COUNT, TABLES } from './lrdi-cat-floors-space.js';
import {
  both,
  type Clue,
  clueList,
  deductionLines,
  get,
  joinTexts,
  lazy,
  mdTable,
  NUM_EN,
  NUM_HI,
  type Person,
  permutations,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Floors and cities (CAT style): six people on the six floors of a building, three from each of two
 * cities. The clues leave two to four arrangements open, so the questions ask how many arrangements
 * are possible, what must be true (also if a condition is added), what cannot be true and which
 * extra clue would fix the arrangement. The checker walks every one of the 720 × 20 arrangements.
 */

const CITIES: readonly Text[] = [
  T('Pune', 'पुणे'),
  T('Jaipur', 'जयपुर'),
  T('Lucknow', 'लखनऊ'),
  T('Patna', 'पटना'),
  T('Indore', 'इंदौर'),
  T('Kochi', 'कोच्चि'),
  T('Nagpur', 'नागपुर'),
];

const lives = (p: Person) => (p.male ? 'रहता है' : 'रहती है');

function attempt(rng: Rng): GeneratedSet | null {
  const { space, fs, cs, ws, ms } = TABLES();
  const fl = (s: Arr, p: number) => fs[s * N + p] as number;
  const ct = (s: Arr, p: number) => cs[s * N + p] as number;
  const mate = (s: Arr, c: number, k: number) => ms[s * N + 3 * c + k] as number;
  const who = (s: Arr, f: number) => ws[s * N + f] as number;
  const people: Person[] = pickPeople(rng, N);
  const cities = rng.shuffle(CITIES).slice(0, 2);
  const P = (p: number) => get(people, p);
  const C = (c: number) => get(cities, c);
  const truth = rng.pick(space);
  const t = truth;
  const pool: Clue<Arr>[] = [];
  const add = (text: Text, holds: (s: Arr) => boolean) => pool.push({ text, holds });
  /** Clues about one person only (read first, as a grid of floors and cities for each person). */
  const unary = new Set<Clue<Arr>>();
  const one = (text: Text, holds: (s: Arr) => boolean) => {
    const clue = { text, holds };
    pool.push(clue);
    unary.add(clue);
  };
  const chance = (x: number) => rng.next() < x;
  for (const p of range(N)) {
    const X = P(p);
    const f = fl(t, p);
    if (f % 2 === 1 && chance(0.5))
      one(
        T(`${X.en} lives on an even-numbered floor.`, `${X.hi} सम संख्या वाली मंज़िल पर ${lives(X)}।`),
        (s) => fl(s, p) % 2 === 1,
      );
    if (f % 2 === 0 && chance(0.5))
      one(
        T(`${X.en} lives on an odd-numbered floor.`, `${X.hi} विषम संख्या वाली मंज़िल पर ${lives(X)}।`),
        (s) => fl(s, p) % 2 === 0,
      );
    if ((f === 0 || f === N - 1) && chance(0.6))
      one(
        T(
          `${X.en} lives either on the top floor or on the bottom floor.`,
          `${X.hi} या तो सबसे ऊपर की मंज़िल पर है या सबसे नीचे की।`,
        ),
        (s) => fl(s, p) === 0 || fl(s, p) === N - 1,
      );
    const g = (f + rng.int(1, N - 1)) % N;
    if (chance(0.4))
      one(
        T(`${X.en} does not live on floor ${g + 1}.`, `${X.hi} मंज़िल ${g + 1} पर नहीं है।`),
        (s) => fl(s, p) !== g,
      );
    const c = ct(t, p);
    if (chance(0.35)) one(T(`${X.en} is from ${C(c).en}.`, `${X.hi} ${C(c).hi} से है।`), (s) => ct(s, p) === c);
    for (const q of range(N)) {
      if (q === p) continue;
      const Y = P(q);
      const k = f - fl(t, q);
      if (k === 1 && chance(0.5))
        add(
          T(`${X.en} lives immediately above ${Y.en}.`, `${X.hi}, ${Y.hi} से ठीक एक मंज़िल ऊपर ${lives(X)}।`),
          (s) => fl(s, p) - fl(s, q) === 1,
        );
      if (k > 0 && chance(0.25))
        add(
          T(`${X.en} lives on some floor above ${Y.en}.`, `${X.hi}, ${Y.hi} से ऊपर की किसी मंज़िल पर है।`),
          (s) => fl(s, p) > fl(s, q),
        );
      if (p < q && Math.abs(k) >= 2 && chance(0.3)) {
        const m = Math.abs(k) - 1;
        add(
          m === 1
            ? T(
                `Exactly one person lives between ${X.en} and ${Y.en}.`,
                `${X.hi} और ${Y.hi} के बीच ठीक एक व्यक्ति रहता है।`,
              )
            : T(
                `Exactly ${NUM_EN[m]} people live between ${X.en} and ${Y.en}.`,
                `${X.hi} और ${Y.hi} के बीच ठीक ${NUM_HI[m]} व्यक्ति रहते हैं।`,
              ),
          (s) => Math.abs(fl(s, p) - fl(s, q)) === m + 1,
        );
      }
      if (p < q && Math.abs(k) >= 2 && chance(0.2))
        add(
          T(
            `${X.en} and ${Y.en} do not live on adjacent floors.`,
            `${X.hi} और ${Y.hi} की मंज़िलें सटी हुई नहीं हैं।`,
          ),
          (s) => Math.abs(fl(s, p) - fl(s, q)) > 1,
        );
      if (p < q && chance(0.25)) {
        const same = ct(t, p) === ct(t, q);
        add(
          same
            ? T(`${X.en} and ${Y.en} are from the same city.`, `${X.hi} और ${Y.hi} एक ही शहर से हैं।`)
            : T(`${X.en} and ${Y.en} are from different cities.`, `${X.hi} और ${Y.hi} अलग-अलग शहरों से हैं।`),
          (s) => (ct(s, p) === ct(s, q)) === same,
        );
      }
    }
  }
  for (const c of range(2)) {
    /** The gaps between the floors of the city's three people, lower floors first. */
    const gaps = (s: Arr): [number, number] => {
      const x = fl(s, mate(s, c, 0));
      const y = fl(s, mate(s, c, 1));
      const z = fl(s, mate(s, c, 2));
      const lo = Math.min(x, y, z);
      const hi = Math.max(x, y, z);
      const mid = x + y + z - lo - hi;
      return [mid - lo, hi - mid];
    };
    const [g1, g2] = gaps(t) as [number, number];
    if (g1 === 1 && g2 === 1)
      add(
        T(
          `The three people from ${C(c).en} live on three consecutive floors.`,
          `${C(c).hi} के तीनों व्यक्ति लगातार तीन मंज़िलों पर रहते हैं।`,
        ),
        (s) => gaps(s).every((g) => g === 1),
      );
    if (g1 > 1 && g2 > 1)
      add(
        T(
          `No two of the people from ${C(c).en} live on adjacent floors.`,
          `${C(c).hi} के किन्हीं दो व्यक्तियों की मंज़िलें सटी हुई नहीं हैं।`,
        ),
        (s) => gaps(s).every((g) => g > 1),
      );
    const f = rng.int(0, N - 1);
    if (ct(t, who(t, f)) === c && chance(0.4))
      add(
        T(`The person on floor ${f + 1} is from ${C(c).en}.`, `मंज़िल ${f + 1} वाला व्यक्ति ${C(c).hi} से है।`),
        (s) => ct(s, who(s, f)) === c,
      );
    for (const p of rng.shuffle(range(N)).slice(0, 2)) {
      const above = (s: Arr) => {
        const f = fl(s, p);
        return (
          (fl(s, mate(s, c, 0)) > f ? 1 : 0) +
          (fl(s, mate(s, c, 1)) > f ? 1 : 0) +
          (fl(s, mate(s, c, 2)) > f ? 1 : 0)
        );
      };
      const n = above(t);
      add(
        n === 0
          ? T(
              `Nobody from ${C(c).en} lives above ${P(p).en}.`,
              `${C(c).hi} का कोई भी व्यक्ति ${P(p).hi} से ऊपर नहीं रहता।`,
            )
          : n === 1
            ? T(
                `Exactly one person from ${C(c).en} lives above ${P(p).en}.`,
                `${C(c).hi} का ठीक एक व्यक्ति ${P(p).hi} से ऊपर रहता है।`,
              )
            : T(
                `Exactly ${NUM_EN[n]} people from ${C(c).en} live above ${P(p).en}.`,
                `${C(c).hi} के ठीक ${NUM_HI[n]} व्यक्ति ${P(p).hi} से ऊपर रहते हैं।`,
              ),
        (s) => above(s) === n,
      );
    }
    for (const [g, en, hi] of [
      [N - 1, 'top', 'सबसे ऊपर की'],
      [0, 'bottom', 'सबसे नीचे की'],
    ] as const)
      if (ct(t, who(t, g)) === c && chance(0.4))
        add(
          T(`The person on the ${en} floor is from ${C(c).en}.`, `${hi} मंज़िल वाला व्यक्ति ${C(c).hi} से है।`),
          (s) => ct(s, who(s, g)) === c,
        );
  }
  const drawn = narrowDown(rng, space, truth, pool, 2, 4);
  if (!drawn || drawn.length < 6 || drawn.length > 12) return null;
  // Clues about two people or more first, then those about one person each.
  const multi = drawn.filter((c) => !unary.has(c));
  const single = drawn.filter((c) => unary.has(c));
  const clues = [...multi, ...single];

  // The checker: every arrangement afresh (each floor order with each split into cities).
  const solve = lazy(() => {
    const found: Arr[] = [];
    const perms = permutations(N);
    perms.forEach((_, i) => {
      for (let j = 0; j < SPLIT_COUNT; j++)
        if (allHold(clues, i * SPLIT_COUNT + j)) found.push(i * SPLIT_COUNT + j);
    });
    return found;
  });
  const cands = space.filter((s) => allHold(clues, s));
  const label = (k: number) => T(`Case ${k + 1}`, `स्थिति ${k + 1}`);
  const facts: Fact<Arr>[] = [];
  const seen = new Set<string>();
  const fact = (text: Text, holds: (s: Arr) => boolean) => {
    if (!seen.has(text.en)) {
      seen.add(text.en);
      facts.push({ text, holds });
    }
  };
  // Statements about any arrangement (true in some candidates, in all or in none).
  for (const p of range(N)) {
    for (const f of range(N))
      fact(
        T(`${P(p).en} lives on floor ${f + 1}.`, `${P(p).hi} मंज़िल ${f + 1} पर ${lives(P(p))}।`),
        (x) => fl(x, p) === f,
      );
    for (const c of range(2)) {
      fact(T(`${P(p).en} is from ${C(c).en}.`, `${P(p).hi} ${C(c).hi} से है।`), (x) => ct(x, p) === c);
      const f = p;
      fact(
        T(`The person on floor ${f + 1} is from ${C(c).en}.`, `मंज़िल ${f + 1} वाला व्यक्ति ${C(c).hi} से है।`),
        (x) => ct(x, who(x, f)) === c,
      );
    }
    for (const q of range(N))
      if (q !== p)
        fact(
          T(
            `${P(q).en} lives immediately above ${P(p).en}.`,
            `${P(q).hi}, ${P(p).hi} से ठीक एक मंज़िल ऊपर ${lives(P(q))}।`,
          ),
          (x) => fl(x, q) - fl(x, p) === 1,
        );
  }
  // The clues are numbered multi-person first, then one-person; every step of the trace cites each
  // clue it uses (the one-person clues included).
  const traced = deductionLines(
    space,
    [...multi, ...single],
    range(N).flatMap((p) => [
      {
        text: T(`${P(p).en} is on floor ${fl(t, p) + 1}`, `${P(p).hi} मंज़िल ${fl(t, p) + 1} पर है`),
        holds: (s: Arr) => fl(s, p) === fl(t, p),
      },
      {
        text: T(`${P(p).en} is from ${C(ct(t, p)).en}`, `${P(p).hi} ${C(ct(t, p)).hi} से है`),
        holds: (s: Arr) => ct(s, p) === ct(t, p),
      },
    ]),
  );
  const steps = traced;
  const table = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Floor' : 'मंज़िल', ...cands.map((_, k) => label(k)[lang])],
      range(N)
        .reverse()
        .map((f) => [
          String(f + 1),
          ...cands.map((s) => `${P(who(s, f))[lang]} (${C(ct(s, who(s, f)))[lang]})`),
        ]),
    ),
  );
  const k = cands.length;
  const deduction = both((lang) =>
    [
      lang === 'en' ? 'Working through the clues:' : 'संकेतों से क्रमशः:',
      steps[lang],
      lang === 'en'
        ? `Trying the remaining placements floor by floor, exactly ${k} arrangements satisfy every clue:`
        : `बची हुई संभावनाओं को मंज़िल-दर-मंज़िल जाँचने पर ठीक ${k} व्यवस्थाएँ सभी संकेतों को संतुष्ट करती हैं:`,
      table[lang],
    ].join('\n\n'),
  );
  const used = new Set<string>();
  const cases: Cases<Arr> = { rng, cands, facts, solve, deduction, label };
  const questions: GeneratedQuestion[] = [
    countQuestion(
      cases,
      T('Number of arrangements', 'व्यवस्थाओं की संख्या'),
      T(
        'How many different arrangements (the floor and the city of every person) are consistent with all the clues?',
        'कितनी अलग-अलग व्यवस्थाएँ (हर व्यक्ति की मंज़िल और शहर) सभी संकेतों के अनुरूप हैं?',
      ),
      T('arrangements', 'व्यवस्थाओं'),
    ),
  ];
  const more = [
    () => conditionalQuestion(cases, used),
    () => cannotQuestion(cases),
    () =>
      settleQuestion(
        cases,
        T(
          'Which one of the following, if added as a clue, would fix the arrangement completely?',
          'निम्नलिखित में से कौन-सा कथन, यदि संकेत के रूप में जोड़ा जाए, तो व्यवस्था को पूरी तरह निश्चित कर देगा?',
        ),
      ),
    () => {
      // The person whose floor is least settled.
      const spread = (p: number) => new Set(cands.map((s) => fl(s, p))).size;
      const p = rng.shuffle(range(N)).reduce((a, b) => (spread(b) > spread(a) ? b : a));
      return spreadQuestion(cases, {
        title: T('Possible floors', 'संभव मंज़िलें'),
        statement: T(
          `On how many different floors could ${P(p).en} live?`,
          `${P(p).hi} कितनी अलग-अलग मंज़िलों पर रह सकता/सकती है?`.replace(
            'सकता/सकती',
            P(p).male ? 'सकता' : 'सकती',
          ),
        ),
        value: (s) => fl(s, p) + 1,
        show: (v) => T(`floor ${v}`, `मंज़िल ${v}`),
      });
    },
    () => mustQuestion(cases, null),
    () => conditionalQuestion(cases, used),
  ];
  for (const make of more) {
    const q = make();
    if (
      q &&
      questions.length < 5 &&
      !questions.some((o) => JSON.stringify(o.statement) === JSON.stringify(q.statement))
    )
      questions.push(q);
  }
  if (questions.length < 5) return null;
  const names = joinTexts([...people].sort((a, b) => a.en.localeCompare(b.en)));
  const body = both((lang) =>
    [
      lang === 'en'
        ? `Six people — ${names.en} — live in a six-storey building, one on each floor; floor 1 is the bottom floor and floor 6 the top. Three of them are from ${C(0).en} and the other three from ${C(1).en}.`
        : `छह व्यक्ति — ${names.hi} — एक छह मंज़िला इमारत में रहते हैं, हर मंज़िल पर एक; मंज़िल 1 सबसे नीचे है और मंज़िल 6 सबसे ऊपर। इनमें से तीन ${C(0).hi} से हैं और बाकी तीन ${C(1).hi} से।`,
      lang === 'en'
        ? 'The following is known (it does not fix the arrangement completely):'
        : 'निम्नलिखित ज्ञात है (इससे व्यवस्था पूरी तरह निश्चित नहीं होती):',
      clueList(clues, lang),
    ].join('\n\n'),
  );
  return {
    set: {
      kind: 'passage',
      title: T('Six floors, two cities: open cases', 'छह मंज़िलें, दो शहर: खुली स्थितियाँ'),
      body,
    },
    questions,
    numbers: [],
  };
}

/** Six people on six floors, three from each of two cities; the clues leave two to four arrangements. */
export const lrdiCatFloorsAndCities: QuestionSetGenerator = {
  id: 'arrangement-and-distribution/cat-floors-and-cities',
  topic: 'arrangement-and-distribution',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng): GeneratedSet {
    for (;;) {
      const made = attempt(rng);
      if (made) return made;
    }
  },
};
