import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  type Ask,
  both,
  type Clue,
  choiceQuestion,
  deductionLines,
  get,
  joinTexts,
  lazy,
  mdTable,
  type Person,
  permutations,
  pickPeople,
  range,
  singleOut,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Reasoning-based LRDI: five people, each with a different profession and from a different city,
 * described by plain, negative, either-or and if-then clues. The hidden matching is singled out by
 * clues drawn at random (`singleOut`); the checker runs through all 120 × 120 matchings afresh, keeps
 * those obeying every clue and reads the answer off the only one left.
 */

const N = 5;
const PROFESSIONS: readonly Text[] = [
  T('doctor', 'डॉक्टर'),
  T('teacher', 'शिक्षक'),
  T('lawyer', 'वकील'),
  T('banker', 'बैंकर'),
  T('engineer', 'इंजीनियर'),
  T('pilot', 'पायलट'),
  T('architect', 'वास्तुकार'),
  T('journalist', 'पत्रकार'),
];
const CITIES: readonly Text[] = [
  T('Pune', 'पुणे'),
  T('Jaipur', 'जयपुर'),
  T('Lucknow', 'लखनऊ'),
  T('Patna', 'पटना'),
  T('Indore', 'इंदौर'),
  T('Bhopal', 'भोपाल'),
  T('Kochi', 'कोच्चि'),
  T('Surat', 'सूरत'),
];

/** A matching s = i·120 + j: professions by the i-th permutation, cities by the j-th. */
type Matching = number;
const TABLES = lazy(() => {
  const perms = permutations(N);
  const count = perms.length * perms.length;
  const prof = new Int8Array(count * N);
  const city = new Int8Array(count * N);
  /** Who holds profession k / comes from city k. */
  const profHolder = new Int8Array(count * N);
  const cityHolder = new Int8Array(count * N);
  perms.forEach((a, i) => {
    perms.forEach((b, j) => {
      const s = i * perms.length + j;
      for (let p = 0; p < N; p++) {
        prof[s * N + p] = get(a, p);
        city[s * N + p] = get(b, p);
        profHolder[s * N + get(a, p)] = p;
        cityHolder[s * N + get(b, p)] = p;
      }
    });
  });
  return { perms, prof, city, profHolder, cityHolder, space: range(count) };
});

export const lrdiWhoDoesWhat: QuestionSetGenerator = {
  id: 'reasoning-based-lrdi/who-does-what',
  topic: 'reasoning-based-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng): GeneratedSet {
    const { prof, city, profHolder, cityHolder, space, perms } = TABLES();
    const people: Person[] = pickPeople(rng, N);
    const profs = rng.shuffle(PROFESSIONS).slice(0, N);
    const cities = rng.shuffle(CITIES).slice(0, N);
    const P = (s: Matching, p: number) => prof[s * N + p] as number;
    const C = (s: Matching, p: number) => city[s * N + p] as number;
    const name = (p: number) => get(people, p);
    const pr = (k: number) => get(profs, k);
    const ct = (k: number) => get(cities, k);
    const holderOfProf = (s: Matching, k: number) => profHolder[s * N + k] as number;
    const holderOfCity = (s: Matching, k: number) => cityHolder[s * N + k] as number;
    /** Atoms: person p is profession k / is from city k / the profession-k holder is from city c. */
    const isProf = (p: number, k: number, yes = true): Text =>
      T(
        `${name(p).en} is ${yes ? '' : 'not '}the ${pr(k).en}`,
        `${name(p).hi} ${pr(k).hi} ${yes ? '' : 'नहीं '}है`,
      );
    const isFrom = (p: number, k: number, yes = true): Text =>
      T(
        `${name(p).en} is ${yes ? '' : 'not '}from ${ct(k).en}`,
        `${name(p).hi} ${ct(k).hi} से ${yes ? '' : 'नहीं '}है`,
      );

    type Tagged = Clue<Matching> & { tag: string };
    let truth = 0;
    let clues: Tagged[] | null = null;
    for (;;) {
      truth = rng.pick(space);
      const t = truth;
      const pool: Tagged[] = [];
      const add = (tag: string, text: Text, holds: (s: Matching) => boolean) =>
        pool.push({ tag, text, holds });
      const sentence = (x: Text): Text => T(`${x.en}.`, `${x.hi}।`);
      for (let p = 0; p < N; p++) {
        for (let k = 0; k < N; k++) {
          if (P(t, p) !== k && rng.next() < 0.45)
            add(`notProf:${p}:${k}`, sentence(isProf(p, k, false)), (s) => P(s, p) !== k);
          if (C(t, p) !== k && rng.next() < 0.45)
            add(`notFrom:${p}:${k}`, sentence(isFrom(p, k, false)), (s) => C(s, p) !== k);
        }
      }
      for (let k = 0; k < N; k++)
        for (let c = 0; c < N; c++) {
          const same = C(t, holderOfProf(t, k)) === c;
          if (same && rng.next() < 0.5)
            add(
              `profCity:${k}:${c}`,
              T(`The ${pr(k).en} is from ${ct(c).en}.`, `${pr(k).hi} ${ct(c).hi} से है।`),
              (s) => C(s, holderOfProf(s, k)) === c,
            );
          else if (!same && rng.next() < 0.25)
            add(
              `profNotCity:${k}:${c}`,
              T(`The ${pr(k).en} is not from ${ct(c).en}.`, `${pr(k).hi} ${ct(c).hi} से नहीं है।`),
              (s) => C(s, holderOfProf(s, k)) !== c,
            );
        }
      // A few plain facts, so that the pool can always finish the job.
      const plainP = rng.int(0, N - 1);
      add(
        `prof:${plainP}:${P(t, plainP)}`,
        sentence(isProf(plainP, P(t, plainP))),
        (s) => P(s, plainP) === P(t, plainP),
      );
      const plainC = rng.int(0, N - 1);
      add(
        `from:${plainC}:${C(t, plainC)}`,
        sentence(isFrom(plainC, C(t, plainC))),
        (s) => C(s, plainC) === C(t, plainC),
      );
      // Either-or and neither-nor.
      for (let i = 0; i < 8; i++) {
        const [a, b] = rng.shuffle(range(N)).slice(0, 2) as [number, number];
        const k = rng.int(0, N - 1);
        const holder = holderOfProf(t, k);
        if (holder === a || holder === b)
          add(
            `either:${k}`,
            T(
              `Either ${name(a).en} or ${name(b).en} is the ${pr(k).en}.`,
              `${pr(k).hi} या तो ${name(a).hi} है या ${name(b).hi}।`,
            ),
            (s) => holderOfProf(s, k) === a || holderOfProf(s, k) === b,
          );
        else
          add(
            `neither:${k}`,
            T(
              `Neither ${name(a).en} nor ${name(b).en} is the ${pr(k).en}.`,
              `न तो ${name(a).hi} ${pr(k).hi} है और न ही ${name(b).hi}।`,
            ),
            (s) => holderOfProf(s, k) !== a && holderOfProf(s, k) !== b,
          );
        const c = rng.int(0, N - 1);
        const from = holderOfCity(t, c);
        if (from === a || from === b)
          add(
            `eitherCity:${c}`,
            T(
              `Either ${name(a).en} or ${name(b).en} is from ${ct(c).en}.`,
              `${ct(c).hi} से या तो ${name(a).hi} है या ${name(b).hi}।`,
            ),
            (s) => holderOfCity(s, c) === a || holderOfCity(s, c) === b,
          );
      }
      // If-then, with a false condition (the useful kind) or a true condition and true outcome.
      for (let i = 0; i < 10; i++) {
        const p = rng.int(0, N - 1);
        const k = rng.int(0, N - 1);
        const q = rng.pick(range(N).filter((x) => x !== p));
        const c = rng.int(0, N - 1);
        const condTrue = P(t, p) === k;
        const outcomeTrue = C(t, q) === c;
        if (condTrue && !outcomeTrue) continue;
        if (!condTrue && outcomeTrue) continue; // vacuous either way; keep the informative ones
        add(
          `if:${p}:${k}`,
          T(
            `If ${isProf(p, k).en}, then ${isFrom(q, c).en}.`,
            `यदि ${isProf(p, k).hi}, तो ${isFrom(q, c).hi}।`,
          ),
          (s) => P(s, p) !== k || C(s, q) === c,
        );
      }
      clues = singleOut(rng, space, truth, pool) as Tagged[] | null;
      if (clues && clues.length >= 6 && clues.length <= 13) break;
    }
    const chosen = rng.shuffle(clues);
    const t = truth;
    const tags = new Set(chosen.map((c) => c.tag));

    // The checker: all 120 × 120 matchings afresh (cities outer, professions inner).
    const solve = lazy(() => {
      const found: Matching[] = [];
      const n = perms.length;
      for (let j = 0; j < n; j++)
        for (let i = 0; i < n; i++) {
          const s = i * n + j;
          if (chosen.every((c) => c.holds(s))) found.push(s);
        }
      return found.length === 1 ? (found[0] as Matching) : null;
    });

    const facts = [
      ...range(N).map((p) => ({ text: isProf(p, P(t, p)), holds: (s: Matching) => P(s, p) === P(t, p) })),
      ...range(N).map((p) => ({ text: isFrom(p, C(t, p)), holds: (s: Matching) => C(s, p) === C(t, p) })),
    ];
    const table = both((lang) =>
      mdTable(
        lang === 'en' ? ['Person', 'Profession', 'City'] : ['व्यक्ति', 'पेशा', 'शहर'],
        range(N).map((p) => [name(p)[lang], pr(P(t, p))[lang], ct(C(t, p))[lang]]),
      ),
    );
    const steps = deductionLines(space, chosen, facts);
    const deduction = both((lang) =>
      [
        lang === 'en'
          ? 'Make a grid of people against professions and cities and strike off what each clue rules out (an "if" clue rules out only the case where its condition holds and its result fails):'
          : 'व्यक्तियों बनाम पेशों और शहरों की तालिका बनाइए और हर संकेत जो संभावनाएँ हटाता है उन्हें काटिए ("यदि" वाला संकेत केवल वह स्थिति हटाता है जिसमें शर्त सत्य हो और परिणाम असत्य):',
        steps[lang],
        table[lang],
      ].join('\n\n'),
    );
    const cap = (x: Text) => T(x.en.charAt(0).toUpperCase() + x.en.slice(1), x.hi);

    const asks: Ask[] = [];
    {
      const free = range(N).filter(
        (x) => !tags.has(`either:${x}`) && !tags.has(`prof:${holderOfProf(t, x)}:${x}`),
      );
      const k = rng.pick(free.length > 0 ? free : range(N));
      const answer = name(holderOfProf(t, k));
      asks.push({
        title: T('Who has the profession?', 'किसका पेशा?'),
        statement: T(`Who is the ${pr(k).en}?`, `${pr(k).hi} कौन है?`),
        explain: T('', ''),
        answer,
        ...textOptions(rng, answer, [], people),
        checkAnswer: () => {
          const s = solve();
          return s === null ? null : name(holderOfProf(s, k)).en;
        },
        seconds: 150,
      });
    }
    {
      const freeP = range(N).filter((x) => !tags.has(`from:${x}:${C(t, x)}`));
      const p = rng.pick(freeP.length > 0 ? freeP : range(N));
      const answer = cap(ct(C(t, p)));
      asks.push({
        title: T('Which city?', 'कौन-सा शहर?'),
        statement: T(`Which city is ${name(p).en} from?`, `${name(p).hi} किस शहर से है?`),
        explain: T('', ''),
        answer,
        ...textOptions(rng, answer, [], cities.map(cap)),
        checkAnswer: () => {
          const s = solve();
          return s === null ? null : cap(ct(C(s, p))).en;
        },
        seconds: 150,
      });
    }
    {
      const free = range(N).filter((x) => !range(N).some((k) => tags.has(`profCity:${k}:${x}`)));
      const c = rng.pick(free.length > 0 ? free : range(N));
      const answer = cap(pr(P(t, holderOfCity(t, c))));
      asks.push({
        title: T('Profession of a city', 'शहर का पेशा'),
        statement: T(
          `What is the profession of the person from ${ct(c).en}?`,
          `${ct(c).hi} से आने वाले व्यक्ति का पेशा क्या है?`,
        ),
        explain: T('', ''),
        answer,
        ...textOptions(rng, answer, [], profs.map(cap)),
        checkAnswer: () => {
          const s = solve();
          return s === null ? null : cap(pr(P(s, holderOfCity(s, c)))).en;
        },
        seconds: 150,
      });
    }
    {
      const row = (p: number, k: number, c: number) =>
        T(`${name(p).en} — ${pr(k).en} — ${ct(c).en}`, `${name(p).hi} — ${pr(k).hi} — ${ct(c).hi}`);
      const p0 = rng.int(0, N - 1);
      const answer = row(p0, P(t, p0), C(t, p0));
      const wrong = rng
        .shuffle(range(N).filter((p) => p !== p0))
        .slice(0, 3)
        .map((p) => {
          const swapProf = rng.next() < 0.5;
          const k = swapProf ? (P(t, p) + rng.int(1, N - 1)) % N : P(t, p);
          const c = swapProf ? C(t, p) : (C(t, p) + rng.int(1, N - 1)) % N;
          return row(p, k, c);
        });
      asks.push({
        title: T('The correct combination', 'सही संयोजन'),
        statement: T(
          'Which of the following combinations (person — profession — city) is correct?',
          'निम्नलिखित में से कौन-सा संयोजन (व्यक्ति — पेशा — शहर) सही है?',
        ),
        explain: T('', ''),
        answer,
        ...textOptions(rng, answer, wrong, []),
        checkAnswer: () => {
          const s = solve();
          if (s === null) return null;
          const right = [answer, ...wrong].filter((o) =>
            range(N).some((p) => row(p, P(s, p), C(s, p)).en === o.en),
          );
          return right.length === 1 ? (right[0] as Text).en : null;
        },
        seconds: 180,
      });
    }
    {
      const freeC = range(N).filter(
        (x) => !tags.has(`from:${holderOfCity(t, x)}:${x}`) && !tags.has(`eitherCity:${x}`),
      );
      const c = rng.pick(freeC.length > 0 ? freeC : range(N));
      const answer = name(holderOfCity(t, c));
      asks.push({
        title: T('Who is from the city?', 'शहर से कौन?'),
        statement: T(`Who is from ${ct(c).en}?`, `${ct(c).hi} से कौन है?`),
        explain: T('', ''),
        answer,
        ...textOptions(rng, answer, [], people),
        checkAnswer: () => {
          const s = solve();
          return s === null ? null : name(holderOfCity(s, c)).en;
        },
        seconds: 120,
      });
    }
    // Five questions, all distinct.
    const questions = asks.map((a) => choiceQuestion(a, deduction));
    const names = joinTexts(people);
    const body = both((lang) =>
      [
        lang === 'en'
          ? `Five friends — ${names.en} — each have a different profession (${profs.map((x) => x.en).join(', ')}) and each comes from a different city (${cities.map((x) => x.en).join(', ')}). The following is known:`
          : `पाँच मित्रों — ${names.hi} — में से हर एक का पेशा अलग है (${profs.map((x) => x.hi).join(', ')}) और हर एक अलग शहर से है (${cities.map((x) => x.hi).join(', ')})। निम्नलिखित ज्ञात है:`,
        chosen.map((c, i) => `${i + 1}. ${c.text[lang]}`).join('\n'),
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T('Professions and cities', 'पेशे और शहर'), body },
      questions,
      numbers: [],
    };
  },
};
