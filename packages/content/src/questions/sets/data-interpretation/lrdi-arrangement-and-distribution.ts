import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  type Ask,
  both,
  type Clue,
  cap,
  choiceQuestion,
  clueList,
  deductionLines,
  get,
  joinTexts,
  lazy,
  mdTable,
  NUM_EN,
  NUM_HI,
  numText,
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
 * Arrangement and distribution: five people on the five floors of a building, each with a different
 * attribute (a colour, a home city or a profession). The hidden arrangement is singled out by clues
 * drawn at random (see `singleOut`); the checker enumerates all 120 × 120 arrangements afresh, keeps
 * those obeying every clue and reads the answer off the only one left.
 */

const N = 5;

/**
 * An arrangement is an index s = i·120 + j: people on floors by the i-th permutation, attributes to
 * people by the j-th. FLOOR[s·10 + u] is the floor (0 = floor 1) of subject u (0-4 the people, 5-9
 * the holders of the attributes); ATTR[s·5 + p] is the attribute of person p.
 */
type Arrangement = number;

const TABLES = lazy(() => {
  const perms = permutations(N);
  const count = perms.length * perms.length;
  const floor = new Int8Array(count * 2 * N);
  const attr = new Int8Array(count * N);
  perms.forEach((pf, i) => {
    perms.forEach((pa, j) => {
      const s = i * perms.length + j;
      for (let p = 0; p < N; p++) {
        const f = get(pf, p);
        const a = get(pa, p);
        floor[s * 2 * N + p] = f;
        floor[s * 2 * N + N + a] = f;
        attr[s * N + p] = a;
      }
    });
  });
  return { perms, floor, attr, space: range(count) };
});
const SPACE = () => TABLES().space;

interface Theme {
  /** "Each likes a different colour: …" */
  intro(list: Text): Text;
  items: readonly Text[];
  /** The holder of attribute a, subject form and Hindi oblique form. */
  subj(a: Text): Text;
  obl(a: Text): Text;
  has(p: Text, a: Text, yes: boolean): Text;
  ask(p: Text): Text;
  askWho(a: Text): Text;
  column: Text;
}

const THEMES: readonly Theme[] = [
  {
    intro: (l) =>
      T(`Each of them likes a different colour: ${l.en}.`, `उनमें से प्रत्येक को अलग रंग पसंद है: ${l.hi}।`),
    items: [
      T('red', 'लाल'),
      T('blue', 'नीला'),
      T('green', 'हरा'),
      T('yellow', 'पीला'),
      T('white', 'सफ़ेद'),
      T('black', 'काला'),
      T('pink', 'गुलाबी'),
      T('orange', 'नारंगी'),
    ],
    subj: (a) => T(`the person who likes ${a.en}`, `${a.hi} रंग पसंद करने वाला व्यक्ति`),
    obl: (a) => T(`the person who likes ${a.en}`, `${a.hi} रंग पसंद करने वाले व्यक्ति`),
    has: (p, a, yes) =>
      T(
        `${p.en} ${yes ? 'likes' : 'does not like'} ${a.en}.`,
        `${p.hi} को ${a.hi} रंग ${yes ? 'पसंद है' : 'पसंद नहीं है'}।`,
      ),
    ask: (p) => T(`Which colour does ${p.en} like?`, `${p.hi} को कौन-सा रंग पसंद है?`),
    askWho: (a) => T(`Who likes ${a.en}?`, `किसे ${a.hi} रंग पसंद है?`),
    column: T('Colour', 'रंग'),
  },
  {
    intro: (l) =>
      T(`Each of them comes from a different city: ${l.en}.`, `उनमें से प्रत्येक अलग शहर से है: ${l.hi}।`),
    items: [
      T('Pune', 'पुणे'),
      T('Jaipur', 'जयपुर'),
      T('Lucknow', 'लखनऊ'),
      T('Patna', 'पटना'),
      T('Indore', 'इंदौर'),
      T('Bhopal', 'भोपाल'),
      T('Kochi', 'कोच्चि'),
      T('Nagpur', 'नागपुर'),
    ],
    subj: (a) => T(`the person from ${a.en}`, `${a.hi} का व्यक्ति`),
    obl: (a) => T(`the person from ${a.en}`, `${a.hi} के व्यक्ति`),
    has: (p, a, yes) =>
      T(`${p.en} is ${yes ? '' : 'not '}from ${a.en}.`, `${p.hi} ${a.hi} से ${yes ? '' : 'नहीं '}है।`),
    ask: (p) => T(`Which city is ${p.en} from?`, `${p.hi} किस शहर से है?`),
    askWho: (a) => T(`Who is from ${a.en}?`, `${a.hi} से कौन है?`),
    column: T('City', 'शहर'),
  },
  {
    intro: (l) =>
      T(`Each of them has a different profession: ${l.en}.`, `उनमें से प्रत्येक का पेशा अलग है: ${l.hi}।`),
    items: [
      T('doctor', 'डॉक्टर'),
      T('teacher', 'शिक्षक'),
      T('lawyer', 'वकील'),
      T('banker', 'बैंकर'),
      T('engineer', 'इंजीनियर'),
      T('pilot', 'पायलट'),
      T('chef', 'रसोइया'),
      T('architect', 'वास्तुकार'),
    ],
    subj: (a) => T(`the ${a.en}`, a.hi),
    obl: (a) => T(`the ${a.en}`, a.hi),
    has: (p, a, yes) =>
      T(
        `${p.en} is ${yes ? '' : 'not '}${/^[aeiou]/.test(a.en) ? 'an' : 'a'} ${a.en}.`,
        `${p.hi} ${a.hi} ${yes ? '' : 'नहीं '}है।`,
      ),
    ask: (p) => T(`What is ${p.en}'s profession?`, `${p.hi} का पेशा क्या है?`),
    askWho: (a) => T(`Who is the ${a.en}?`, `${a.hi} कौन है?`),
    column: T('Profession', 'पेशा'),
  },
];

type Tagged = Clue<Arrangement> & { tag: string };

const floorText = (f: number) => T(`floor ${f + 1}`, `मंज़िल ${f + 1}`);

export const lrdiFloorsAndAttributes: QuestionSetGenerator = {
  id: 'arrangement-and-distribution/floors-and-attributes',
  topic: 'arrangement-and-distribution',
  difficulty: 'medium',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng): GeneratedSet {
    const theme = rng.pick(THEMES);
    const people: Person[] = pickPeople(rng, N);
    const items = rng.shuffle(theme.items).slice(0, N);
    // Subjects: 0..4 people, 5..9 attribute holders.
    const subj = (u: number): Text => (u < N ? get(people, u) : theme.subj(get(items, u - N)));
    const obl = (u: number): Text => (u < N ? get(people, u) : theme.obl(get(items, u - N)));
    const { floor: FLOOR, attr: ATTR } = TABLES();
    const fl = (s: Arrangement, u: number) => FLOOR[s * 2 * N + u] as number;
    const pa = (s: Arrangement, p: number) => ATTR[s * N + p] as number;
    const pf = (s: Arrangement, p: number) => fl(s, p);
    const af = (s: Arrangement, a: number) => fl(s, N + a);

    let truth: Arrangement;
    let clues: Tagged[] | null = null;
    for (;;) {
      truth = rng.pick(SPACE());
      const t = truth;
      const pool: Tagged[] = [];
      const add = (tag: string, text: Text, holds: (s: Arrangement) => boolean) =>
        pool.push({ tag, text, holds });
      for (let u = 0; u < 2 * N; u++) {
        const U = subj(u);
        const fu = fl(t, u);
        if (fu === 0 || fu === N - 1)
          add(
            `end:${u}`,
            T(
              `${cap(U.en)} lives either on the top floor or on the bottom floor.`,
              `${U.hi} या तो सबसे ऊपर की मंज़िल पर है या सबसे नीचे की मंज़िल पर।`,
            ),
            (s) => fl(s, u) === 0 || fl(s, u) === N - 1,
          );
        if (fu % 2 === 0 && rng.next() < 0.4)
          add(
            `odd:${u}`,
            T(`${cap(U.en)} lives on an odd-numbered floor.`, `${U.hi} किसी विषम संख्या वाली मंज़िल पर है।`),
            (s) => fl(s, u) % 2 === 0,
          );
        for (const f of range(N))
          if (f !== fu && rng.next() < 0.25)
            add(
              `notAt:${u}`,
              T(`${cap(U.en)} does not live on ${floorText(f).en}.`, `${U.hi} ${floorText(f).hi} पर नहीं है।`),
              (s) => fl(s, u) !== f,
            );
        for (let v = 0; v < 2 * N; v++) {
          if (v === u) continue;
          const V = obl(v);
          const d = fu - fl(t, v);
          if (d === 0) continue; // a person and their own attribute
          if (Math.abs(d) <= 3 && rng.next() < 0.5) {
            const k = Math.abs(d);
            const up = d > 0;
            add(
              `rel:${u}:${v}`,
              k === 1
                ? T(
                    `${cap(U.en)} lives immediately ${up ? 'above' : 'below'} ${V.en}.`,
                    `${U.hi}, ${V.hi} से ठीक एक मंज़िल ${up ? 'ऊपर' : 'नीचे'} है।`,
                  )
                : T(
                    `${cap(U.en)} lives ${NUM_EN[k]} floors ${up ? 'above' : 'below'} ${V.en}.`,
                    `${U.hi}, ${V.hi} से ${NUM_HI[k]} मंज़िल ${up ? 'ऊपर' : 'नीचे'} है।`,
                  ),
              (s) => fl(s, u) - fl(s, v) === d,
            );
          }
          if (u < v) {
            if (Math.abs(d) >= 2)
              add(
                `gap:${u}:${v}`,
                Math.abs(d) === 2
                  ? T(
                      `Exactly one person lives between ${U.en} and ${V.en}.`,
                      `${U.hi} और ${V.hi} के बीच ठीक एक व्यक्ति रहता है।`,
                    )
                  : T(
                      `Exactly ${NUM_EN[Math.abs(d) - 1]} people live between ${U.en} and ${V.en}.`,
                      `${U.hi} और ${V.hi} के बीच ठीक ${NUM_HI[Math.abs(d) - 1]} व्यक्ति रहते हैं।`,
                    ),
                (s) => Math.abs(fl(s, u) - fl(s, v)) === Math.abs(d),
              );
            if (Math.abs(d) > 1)
              add(
                `notAdj:${u}:${v}`,
                T(
                  `${cap(U.en)} and ${V.en} do not live on adjacent floors.`,
                  `${U.hi} और ${V.hi} की मंज़िलें आपस में सटी हुई नहीं हैं।`,
                ),
                (s) => Math.abs(fl(s, u) - fl(s, v)) > 1,
              );
          }
          if (d > 0)
            add(
              `beyond:${u}:${v}`,
              T(
                `${cap(U.en)} lives on some floor above ${V.en}.`,
                `${U.hi}, ${V.hi} से ऊपर की किसी मंज़िल पर है।`,
              ),
              (s) => fl(s, u) > fl(s, v),
            );
        }
      }
      for (let p = 0; p < N; p++)
        for (let a = 0; a < N; a++) {
          const yes = pa(t, p) === a;
          if (yes || rng.next() < 0.5)
            add(
              `has:${p}:${a}:${yes}`,
              theme.has(get(people, p), get(items, a), yes),
              (s) => (pa(s, p) === a) === yes,
            );
        }
      // Compound: X lives above Y but below Z.
      for (let k = 0; k < 6; k++) {
        const [x, y, z] = rng.shuffle(range(2 * N)).slice(0, 3) as [number, number, number];
        const [fx, fy, fz] = [fl(t, x), fl(t, y), fl(t, z)];
        if (fy < fx && fx < fz)
          add(
            `mid:${x}`,
            T(
              `${cap(subj(x).en)} lives above ${obl(y).en} but below ${obl(z).en}.`,
              `${subj(x).hi}, ${obl(y).hi} से ऊपर किंतु ${obl(z).hi} से नीचे है।`,
            ),
            (s) => fl(s, y) < fl(s, x) && fl(s, x) < fl(s, z),
          );
      }
      clues = singleOut(rng, SPACE(), truth, pool) as Tagged[] | null;

      if (clues && clues.length >= 5 && clues.length <= 13) break;
    }
    const chosen = clues;
    const t = truth;
    const personOnFloor = (s: Arrangement, f: number) => range(N).findIndex((p) => pf(s, p) === f);
    const tags = new Set(chosen.map((c) => c.tag));

    // The checker: every arrangement afresh, filtered by the clues alone.
    const solve = lazy(() => {
      // Floors by the outer loop, attributes by the inner: every one of the 120 × 120 arrangements.
      const found: Arrangement[] = [];
      const count = TABLES().perms.length;
      for (let i = 0; i < count; i++)
        for (let j = 0; j < count; j++) {
          const s = i * count + j;
          if (chosen.every((c) => c.holds(s))) found.push(s);
        }
      return found.length === 1 ? (found[0] as Arrangement) : null;
    });

    const facts = [
      ...range(N).map((p) => ({
        text: T(
          `${get(people, p).en} is on ${floorText(pf(t, p)).en}`,
          `${get(people, p).hi} ${floorText(pf(t, p)).hi} पर है`,
        ),
        holds: (s: Arrangement) => pf(s, p) === pf(t, p),
      })),
      ...range(N).map((p) => ({
        text: theme.has(get(people, p), get(items, pa(t, p)), true),
        holds: (s: Arrangement) => pa(s, p) === pa(t, p),
      })),
    ].map((f) => ({ ...f, text: T(f.text.en.replace(/\.$/, ''), f.text.hi.replace(/।$/, '')) }));
    const table = both((lang) =>
      mdTable(
        [lang === 'en' ? 'Floor' : 'मंज़िल', lang === 'en' ? 'Person' : 'व्यक्ति', theme.column[lang]],
        range(N)
          .reverse()
          .map((f) => {
            const p = personOnFloor(t, f);
            return [String(f + 1), get(people, p)[lang], get(items, pa(t, p))[lang]];
          }),
      ),
    );
    const steps = deductionLines(SPACE(), chosen, facts);
    const deduction = both((lang) =>
      [lang === 'en' ? 'Working through the clues:' : 'संकेतों से क्रमशः:', steps[lang], table[lang]].join('\n\n'),
    );

    const name = (p: number) => (p >= 0 ? get(people, p) : T('', ''));
    const item = (a: number) => (a >= 0 ? T(cap(get(items, a).en), get(items, a).hi) : T('', ''));
    const asks: (() => Ask | null)[] = [
      () => {
        const f = rng.pick(range(N).filter((g) => !tags.has(`at:${personOnFloor(t, g)}`)));
        const answer = name(personOnFloor(t, f));
        return {
          title: T('Who is on the floor?', 'मंज़िल पर कौन?'),
          statement: T(`Who lives on floor ${f + 1}?`, `मंज़िल ${f + 1} पर कौन रहता है?`),
          explain: T('', ''),
          answer,
          ...textOptions(
            rng,
            answer,
            [name(personOnFloor(t, N - 1 - f)), name(personOnFloor(t, f + 1))],
            people,
          ),
          checkAnswer: () => {
            const s = solve();
            return s ? name(personOnFloor(s, f)).en : null;
          },
          seconds: 150,
          numbers: [f + 1],
        };
      },
      () => {
        const p = rng.pick(range(N).filter((q) => !tags.has(`has:${q}:${pa(t, q)}:true`)));
        const answer = item(pa(t, p));
        const near = (d: number) => {
          const q = personOnFloor(t, pf(t, p) + d);
          return q >= 0 ? item(pa(t, q)) : T('', '');
        };
        return {
          title: T('Whose attribute?', 'किसकी विशेषता?'),
          statement: theme.ask(get(people, p)),
          explain: T('', ''),
          answer,
          ...textOptions(rng, answer, [near(1), near(-1)], range(N).map(item)),
          checkAnswer: () => {
            const s = solve();
            return s ? item(pa(s, p)).en : null;
          },
          seconds: 120,
        };
      },
      () => {
        const a = rng.int(0, N - 1);
        const up = rng.next() < 0.5 ? 1 : -1;
        const f = af(t, a);
        const dir = f + up >= 0 && f + up < N ? up : -up;
        const answer = name(personOnFloor(t, f + dir));
        const A = theme.obl(get(items, a));
        return {
          title: T('Neighbouring floor', 'पास की मंज़िल'),
          statement:
            dir > 0
              ? T(`Who lives immediately above ${A.en}?`, `${A.hi} से ठीक एक मंज़िल ऊपर कौन रहता है?`)
              : T(`Who lives immediately below ${A.en}?`, `${A.hi} से ठीक एक मंज़िल नीचे कौन रहता है?`),
          explain: T('', ''),
          answer,
          ...textOptions(
            rng,
            answer,
            [name(personOnFloor(t, f - dir)), name(personOnFloor(t, f)), name(personOnFloor(t, f + 2 * dir))],
            people,
          ),
          checkAnswer: () => {
            const s = solve();
            return s ? name(personOnFloor(s, af(s, a) + dir)).en : null;
          },
          seconds: 120,
        };
      },
      () => {
        const [p, q] = rng.shuffle(range(N)).slice(0, 2) as [number, number];
        if (tags.has(`gap:${Math.min(p, q)}:${Math.max(p, q)}`)) return null;
        const between = (s: Arrangement) => Math.abs(pf(s, p) - pf(s, q)) - 1;
        const n = between(t);
        const answer = numText(n);
        return {
          title: T('People in between', 'बीच के व्यक्ति'),
          statement: T(
            `How many people live between ${get(people, p).en} and ${get(people, q).en}?`,
            `${get(people, p).hi} और ${get(people, q).hi} के बीच कितने व्यक्ति रहते हैं?`,
          ),
          explain: T(
            `${get(people, p).en} is on floor ${pf(t, p) + 1} and ${get(people, q).en} on floor ${pf(t, q) + 1}, so ${n} between them.`,
            `${get(people, p).hi} मंज़िल ${pf(t, p) + 1} पर और ${get(people, q).hi} मंज़िल ${pf(t, q) + 1} पर है, अतः बीच में ${n}।`,
          ),
          answer,
          ...textOptions(
            rng,
            answer,
            [numText(n + 1)],
            range(4).map((k) => numText(k)),
          ),
          checkAnswer: () => {
            const s = solve();
            return s ? numText(between(s)).en : null;
          },
          seconds: 100,
        };
      },
      () => {
        // Exactly one true combination of floor, person and attribute.
        const row = (p: number, f: number, a: number) =>
          T(
            `${get(people, p).en} — floor ${f + 1} — ${get(items, a).en}`,
            `${get(people, p).hi} — मंज़िल ${f + 1} — ${get(items, a).hi}`,
          );
        const p0 = rng.int(0, N - 1);
        const answer = row(p0, pf(t, p0), pa(t, p0));
        const wrong: Text[] = [];
        for (const p of rng.shuffle(range(N)).filter((q) => q !== p0)) {
          const f = rng.next() < 0.5 ? pf(t, p) : (pf(t, p) + rng.int(1, N - 1)) % N;
          const a = f !== pf(t, p) ? pa(t, p) : (pa(t, p) + rng.int(1, N - 1)) % N;
          wrong.push(row(p, f, a));
        }
        const isTrue = (s: Arrangement, text: string) =>
          range(N).some((p) => row(p, pf(s, p), pa(s, p)).en === text);
        return {
          title: T('The correct combination', 'सही संयोजन'),
          statement: T(
            'Which of the following combinations (person — floor — attribute) is correct?',
            'निम्नलिखित में से कौन-सा संयोजन (व्यक्ति — मंज़िल — विशेषता) सही है?',
          ),
          explain: T('', ''),
          answer,
          ...textOptions(rng, answer, wrong, []),
          checkAnswer: () => {
            const s = solve();
            if (!s) return null;
            const right = [answer, ...wrong].filter((o) => isTrue(s, o.en));
            return right.length === 1 ? (right[0] as Text).en : null;
          },
          seconds: 150,
        };
      },
    ];
    const questions = [];
    for (const make of rng.shuffle(asks)) {
      const ask = make() ?? null;
      if (ask && questions.length < 5) questions.push(choiceQuestion(ask, deduction));
    }
    const names = joinTexts([...people].sort((a, b) => a.en.localeCompare(b.en)));
    const intro = theme.intro(joinTexts(items));
    const body = both((lang) =>
      [
        lang === 'en'
          ? `Five people — ${names.en} — live in a five-storey building, one on each floor. The bottom floor is floor 1 and the top floor is floor 5. ${intro.en}`
          : `पाँच व्यक्ति — ${names.hi} — एक पाँच मंज़िला इमारत में रहते हैं, हर मंज़िल पर एक। सबसे नीचे की मंज़िल 1 है और सबसे ऊपर की मंज़िल 5। ${intro.hi}`,
        lang === 'en' ? 'The following is known:' : 'निम्नलिखित जानकारी ज्ञात है:',
        clueList(chosen, lang),
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T('Floors and attributes', 'मंज़िलें और विशेषताएँ'), body },
      questions,
      numbers: [],
    };
  },
};
