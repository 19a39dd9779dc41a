import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import { capitalise, type BilingualText as Text } from '../shared/bilingual-text.js';
import { WEEKDAYS } from '../shared/calendar-facts.js';
import { elementAt, indices } from '../shared/list-access.js';
import { PERSON_NAMES } from '../shared/person-names.js';

/**
 * Puzzles (floors, floors with an attribute, a week of lectures). Built FORWARDS from a hidden
 * arrangement: every clue, in solving order, leaves exactly one free slot for one more item given
 * the items already placed, and an item is also placed when it is the last of its kind with one slot
 * left. The solution is that chain. The checker ignores it: it enumerates every assignment, keeps
 * those obeying all clues and confirms the asked answer is the same in all of them.
 */

/** The 20 names the puzzles have always drawn from (the order is part of the bank). */
const NAMES = PERSON_NAMES.slice(0, 20);
const COLOURS: readonly Text[] = [
  { en: 'red', hi: 'लाल' },
  { en: 'blue', hi: 'नीला' },
  { en: 'green', hi: 'हरा' },
  { en: 'yellow', hi: 'पीला' },
  { en: 'white', hi: 'सफ़ेद' },
  { en: 'black', hi: 'काला' },
  { en: 'pink', hi: 'गुलाबी' },
  { en: 'orange', hi: 'नारंगी' },
];
/** The week from Monday, as a timetable lists it. */
const DAYS: readonly Text[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
const NUM_EN = ['', 'one', 'two', 'three', 'four'];
const NUM_HI = ['', 'एक', 'दो', 'तीन', 'चार'];

type Kind = 'at' | 'rel' | 'adjacent' | 'beyond' | 'end' | 'notAt' | 'notAdjacent' | 'same' | 'notSame';

/** The wording of a puzzle world: its slots (floors or days) and its clue sentences. */
interface Frame {
  slots: number;
  slot(s: number): Text;
  /** How an item is named inside an explanation (subject form). */
  name(u: number): Text;
  /** The Hindi oblique form, before a postposition ("… वाले व्यक्ति के लिए"). */
  oblique(u: number): Text;
  /** "Ravi is on floor 3" / "Ravi's lecture is on Monday". */
  placed(u: number, s: number): Text;
  clue(kind: Kind, u: number, v: number, k: number): Text;
}

interface Clue {
  kind: Kind;
  u: number;
  v: number;
  text: Text;
  who: number[];
  holds(slot: readonly number[]): boolean;
}

function makeClue(frame: Frame, kind: Kind, u: number, v: number, k: number): Clue {
  const S = frame.slots;
  const a = (slot: readonly number[]) => elementAt(slot, u);
  const b = (slot: readonly number[]) => elementAt(slot, v);
  const tests: Record<Kind, (slot: readonly number[]) => boolean> = {
    at: (s) => a(s) === k,
    rel: (s) => a(s) === b(s) + k, // k > 0: above / after; k < 0: below / before
    adjacent: (s) => Math.abs(a(s) - b(s)) === 1,
    beyond: (s) => (k > 0 ? a(s) > b(s) : a(s) < b(s)),
    end: (s) => a(s) === 0 || a(s) === S - 1,
    notAt: (s) => a(s) !== k,
    notAdjacent: (s) => Math.abs(a(s) - b(s)) !== 1,
    same: (s) => a(s) === b(s),
    notSame: (s) => a(s) !== b(s),
  };
  const unary = kind === 'at' || kind === 'end' || kind === 'notAt';
  return { kind, u, v, text: frame.clue(kind, u, v, k), who: unary ? [u] : [u, v], holds: tests[kind] };
}

interface World {
  frame: Frame;
  /** Group of each item (0 = people, 1 = an attribute); items of one group take different slots. */
  group: number[];
  truth: number[];
}

interface Step {
  clue: Clue | null;
  explain: Text;
}

/** The clue chain: each step places one item whose slot is forced by what is already placed. */
function buildChain(rng: Rng, world: World, kinds: Kind[]): Step[] {
  const { frame, group, truth } = world;
  const S = frame.slots;
  const n = group.length;
  const known = new Array<number>(n).fill(-9);
  const steps: Step[] = [];
  // Which slots each group already uses, kept up to date as items are placed.
  const used = new Map<number, Set<number>>();
  for (const g of group) used.set(g, new Set());
  const freeSlots = (u: number) => indices(S).filter((s) => !used.get(elementAt(group, u))?.has(s));
  const trial = [...known];
  const fits = (c: Clue, slots: number[]) =>
    slots.filter((s) => {
      trial[c.u] = s;
      const ok = c.holds(trial);
      trial[c.u] = known[c.u] ?? -9;
      return ok;
    });
  const list = (slots: number[], lang: 'en' | 'hi') =>
    slots.map((s) => frame.slot(s)[lang]).join(lang === 'en' ? ', ' : ', ');
  const place = (u: number, clue: Clue | null, alone: boolean) => {
    const U = frame.name(u);
    const Uo = frame.oblique(u);
    const at = frame.slot(elementAt(truth, u));
    const done = frame.placed(u, elementAt(truth, u));
    const opts = clue ? freeSlots(u) : [];
    const vInfo =
      clue !== null && clue.who.length === 2
        ? {
            en: `${capitalise(frame.placed(clue.v, elementAt(known, clue.v)).en)}. `,
            hi: `${frame.placed(clue.v, elementAt(known, clue.v)).hi}। `,
          }
        : { en: '', hi: '' };
    let explain: Text;
    if (!clue) {
      explain = {
        en: `Only ${at.en} is left for ${U.en}, so ${done.en}.`,
        hi: `${Uo.hi} के लिए केवल ${at.hi} बचती है, अतः ${done.hi}।`,
      };
    } else if (clue.kind === 'at' && clue.text.en === `${capitalise(done.en)}.`) {
      explain = { en: '', hi: '' }; // the clue says it in so many words
    } else if (alone || opts.length === 1 || fits(clue, indices(S)).length === 1) {
      // A definite clue: it names one slot whoever else is placed.
      explain = { en: `${vInfo.en}So ${done.en}.`, hi: `${vInfo.hi}अतः ${done.hi}।` };
    } else {
      explain = {
        en: `${vInfo.en}Of the options still free for ${U.en} (${list(opts, 'en')}), only ${at.en} fits this clue. So ${done.en}.`,
        hi: `${vInfo.hi}${Uo.hi} के लिए अभी खाली विकल्प ${list(opts, 'hi')} हैं; इनमें से इस संकेत के अनुरूप केवल ${at.hi} है। अतः ${done.hi}।`,
      };
    }
    steps.push({ clue, explain });
    known[u] = elementAt(truth, u);
    trial[u] = elementAt(truth, u);
    used.get(elementAt(group, u))?.add(elementAt(truth, u));
  };

  // Start from one definite clue.
  const first = rng.pick(indices(n).filter((u) => group[u] === 0));
  place(first, makeClue(frame, 'at', first, first, elementAt(truth, first)), true);
  for (;;) {
    const unplaced = indices(n).filter((u) => elementAt(known, u) < 0);
    if (unplaced.length === 0) break;
    // The last item of a group with one slot left is placed by elimination.
    const last = unplaced.find(
      (u) => unplaced.filter((w) => group[w] === group[u]).length === 1 && freeSlots(u).length === 1,
    );
    if (last !== undefined) {
      place(last, null, true);
      continue;
    }
    const placed = indices(n).filter((u) => elementAt(known, u) >= 0);
    const candidates: Clue[] = [];
    const freeOf = new Map(unplaced.map((u) => [u, freeSlots(u)]));
    for (const u of unplaced) {
      const tu = elementAt(truth, u);
      const room = freeOf.get(u)?.length ?? 0;
      if (kinds.includes('end') && (tu === 0 || tu === S - 1))
        candidates.push(makeClue(frame, 'end', u, u, 0));
      // A "not on floor s" clue can only decide between two free slots.
      if (kinds.includes('notAt') && room === 2) {
        for (const s of freeOf.get(u) ?? []) if (s !== tu) candidates.push(makeClue(frame, 'notAt', u, u, s));
      }
      for (const v of placed) {
        const d = tu - elementAt(known, v);
        const sameGroup = group[u] === group[v];
        if (kinds.includes('rel') && d !== 0 && Math.abs(d) <= 3)
          candidates.push(makeClue(frame, 'rel', u, v, d));
        if (kinds.includes('adjacent') && Math.abs(d) === 1)
          candidates.push(makeClue(frame, 'adjacent', u, v, 0));
        if (kinds.includes('beyond') && d !== 0)
          candidates.push(makeClue(frame, 'beyond', u, v, Math.sign(d)));
        if (kinds.includes('notAdjacent') && Math.abs(d) > 1)
          candidates.push(makeClue(frame, 'notAdjacent', u, v, 0));
        if (!sameGroup && kinds.includes('same') && d === 0)
          candidates.push(makeClue(frame, 'same', u, v, 0));
        if (!sameGroup && kinds.includes('notSame') && d !== 0 && room === 2)
          candidates.push(makeClue(frame, 'notSame', u, v, 0));
      }
    }
    const forced = candidates.filter((c) => fits(c, freeOf.get(c.u) ?? []).length === 1);
    if (forced.length === 0) {
      const u = rng.pick(unplaced);
      place(u, makeClue(frame, 'at', u, u, elementAt(truth, u)), true);
      continue;
    }
    // Pick a clue kind first (so the easy "k floors above" clues do not crowd out the others).
    const kind = rng.pick([...new Set(forced.map((c) => c.kind))]);
    const chosen = rng.pick(forced.filter((c) => c.kind === kind));
    place(chosen.u, chosen, false);
  }
  return steps;
}

/** The checker: every assignment (items of a group in different slots) obeying all clues. */
function allSolutions(world: World, clues: readonly Clue[], visit: (slot: readonly number[]) => void): void {
  const { group } = world;
  const S = world.frame.slots;
  const n = group.length;
  const due: Clue[][] = indices(n).map(() => []);
  for (const c of clues) due[Math.max(...c.who)]?.push(c);
  const slot = new Array<number>(n).fill(-1);
  const walk = (u: number): void => {
    if (u === n) {
      visit(slot);
      return;
    }
    for (let s = 0; s < S; s++) {
      if (indices(u).some((w) => group[w] === group[u] && slot[w] === s)) continue;
      slot[u] = s;
      if (elementAt(due, u).every((c) => c.holds(slot))) walk(u + 1);
    }
    slot[u] = -1;
  };
  walk(0);
}

/** A question: its text, how to read the answer off an arrangement, and slips for distractors. */
interface Ask {
  text: Text;
  answerOf(slot: readonly number[]): Text;
  slips: Text[];
  /** Items whose direct clue would give the answer away. */
  avoid?: { kinds: Kind[]; u: number; v?: number };
}

function chooseOptions(rng: Rng, answer: Text, slips: Text[], filler: Text[]) {
  const chosen = [answer];
  for (const t of [...slips, ...rng.shuffle(filler)]) {
    if (t.en !== '' && !chosen.some((c) => c.en === t.en) && chosen.length < 4) chosen.push(t);
  }
  const options = rng.shuffle(chosen);
  return { options, correctIndex: options.findIndex((o) => o.en === answer.en) };
}

function joinNames(names: Text[]): Text {
  return {
    en: `${names
      .slice(0, -1)
      .map((x) => x.en)
      .join(', ')} and ${names.at(-1)?.en ?? ''}`,
    hi: `${names
      .slice(0, -1)
      .map((x) => x.hi)
      .join(', ')} और ${names.at(-1)?.hi ?? ''}`,
  };
}

interface Built {
  world: World;
  steps: Step[];
  clues: Clue[];
  ask: Ask;
}

/** Builds worlds until the chosen question is not given away by a single clue. */
function build(
  rng: Rng,
  makeWorld: () => World,
  kinds: Kind[],
  shuffle: boolean,
  makeAsk: (w: World) => Ask,
): Built {
  for (;;) {
    const world = makeWorld();
    const steps = buildChain(rng, world, kinds);
    const withClue = steps.flatMap((s) => (s.clue ? [s.clue] : []));
    const clues = shuffle ? rng.shuffle(withClue) : withClue;
    // Several questions are tried on one chain before a new chain is built.
    for (let tries = 0; tries < 10; tries++) {
      const ask = makeAsk(world);
      const av = ask.avoid;
      const givenAway =
        av !== undefined &&
        clues.some(
          (c) =>
            av.kinds.includes(c.kind) &&
            (c.u === av.u || c.v === av.u) &&
            (av.v === undefined || c.u === av.v || c.v === av.v),
        );
      if (!givenAway) return { world, steps, clues, ask };
    }
  }
}

function render(rng: Rng, built: Built, intro: Text, table: Text, filler: Text[]) {
  const { world, steps, clues, ask } = built;
  const answer = ask.answerOf(world.truth);
  const { options, correctIndex } = chooseOptions(rng, answer, ask.slips, filler);
  const numbered = (lang: 'en' | 'hi') => clues.map((c, i) => `${i + 1}. ${c.text[lang]}`).join('\n');
  const label = { en: 'Clue', hi: 'संकेत' };
  const stepLines = (lang: 'en' | 'hi') =>
    steps.map((s) =>
      s.clue
        ? `**${label[lang]} ${clues.indexOf(s.clue) + 1}** — ${s.clue.text[lang]} ${s.explain[lang]}`.trim()
        : s.explain[lang],
    );
  return {
    statement: {
      en: `${intro.en}\n\n${numbered('en')}\n\n${ask.text.en}`,
      hi: `${intro.hi}\n\n${numbered('hi')}\n\n${ask.text.hi}`,
    },
    options,
    answer: { kind: 'choice', correct: [correctIndex] } as QuestionAnswer,
    solution: {
      en: [...stepLines('en'), table.en, `**Answer: ${answer.en}**`].join('\n\n'),
      hi: [...stepLines('hi'), table.hi, `**उत्तर: ${answer.hi}**`].join('\n\n'),
    },
    check(): QuestionAnswer {
      const seen = new Set<string>();
      allSolutions(world, clues, (slot) => seen.add(ask.answerOf(slot).en));
      const only = seen.size === 1 ? [...seen][0] : undefined;
      return { kind: 'choice', correct: [options.findIndex((o) => o.en === only)] };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Floors: people (and in the medium puzzle the colour each likes) on floors 1..5.

function floorFrame(people: Text[], colours: Text[]): Frame {
  const S = 5;
  const P = people.length;
  const isPerson = (u: number) => u < P;
  // Subject and oblique (Hindi "वाले") forms of an item.
  const subj = (u: number): Text =>
    isPerson(u)
      ? elementAt(people, u)
      : {
          en: `the person who likes ${elementAt(colours, u - P).en}`,
          hi: `${elementAt(colours, u - P).hi} रंग पसंद करने वाला व्यक्ति`,
        };
  const obl = (u: number): Text =>
    isPerson(u)
      ? elementAt(people, u)
      : {
          en: `the person who likes ${elementAt(colours, u - P).en}`,
          hi: `${elementAt(colours, u - P).hi} रंग पसंद करने वाले व्यक्ति`,
        };
  const floor = (s: number): Text => ({ en: `floor ${s + 1}`, hi: `मंज़िल ${s + 1}` });
  return {
    slots: S,
    slot: floor,
    name: subj,
    oblique: obl,
    placed: (u, s) => ({ en: `${subj(u).en} is on ${floor(s).en}`, hi: `${subj(u).hi} ${floor(s).hi} पर है` }),
    clue(kind, u, v, k) {
      const U = subj(u);
      const V = obl(v);
      const Uo = obl(u);
      const sentence = (en: string, hi: string): Text => ({ en: capitalise(en), hi });
      switch (kind) {
        case 'at':
          if (k === S - 1)
            return sentence(`${U.en} lives on the top floor.`, `${U.hi} सबसे ऊपर की मंज़िल पर है।`);
          if (k === 0) return sentence(`${U.en} lives on the bottom floor.`, `${U.hi} सबसे नीचे की मंज़िल पर है।`);
          return sentence(`${U.en} lives on ${floor(k).en}.`, `${U.hi} ${floor(k).hi} पर है।`);
        case 'rel': {
          const up = k > 0;
          const m = Math.abs(k);
          if (m === 1)
            return sentence(
              `${U.en} lives immediately ${up ? 'above' : 'below'} ${V.en}.`,
              `${U.hi}, ${V.hi} के ठीक ${up ? 'ऊपर' : 'नीचे'} वाली मंज़िल पर है।`,
            );
          return sentence(
            `${U.en} lives ${NUM_EN[m]} floors ${up ? 'above' : 'below'} ${V.en}.`,
            `${U.hi}, ${V.hi} से ${NUM_HI[m]} मंज़िल ${up ? 'ऊपर' : 'नीचे'} है।`,
          );
        }
        case 'adjacent':
          return sentence(
            `${U.en} and ${V.en} live on adjacent floors.`,
            `${Uo.hi} और ${V.hi} की मंज़िलें एक-दूसरे से सटी हुई हैं।`,
          );
        case 'notAdjacent':
          return sentence(
            `${U.en} and ${V.en} do not live on adjacent floors.`,
            `${Uo.hi} और ${V.hi} की मंज़िलें एक-दूसरे से सटी हुई नहीं हैं।`,
          );
        case 'beyond':
          return sentence(
            `${U.en} lives on some floor ${k > 0 ? 'above' : 'below'} ${V.en}.`,
            `${U.hi}, ${V.hi} से ${k > 0 ? 'ऊपर' : 'नीचे'} की किसी मंज़िल पर है।`,
          );
        case 'end':
          return sentence(
            `${U.en} lives either on the top floor or on the bottom floor.`,
            `${U.hi} या तो सबसे ऊपर की मंज़िल पर है या सबसे नीचे की मंज़िल पर।`,
          );
        case 'notAt':
          return sentence(`${U.en} does not live on ${floor(k).en}.`, `${U.hi} ${floor(k).hi} पर नहीं है।`);
        case 'same': {
          const [p, c] = isPerson(u) ? [u, v] : [v, u];
          return sentence(
            `${elementAt(people, p).en} likes ${elementAt(colours, c - P).en}.`,
            `${elementAt(people, p).hi} को ${elementAt(colours, c - P).hi} रंग पसंद है।`,
          );
        }
        case 'notSame': {
          const [p, c] = isPerson(u) ? [u, v] : [v, u];
          return sentence(
            `${elementAt(people, p).en} does not like ${elementAt(colours, c - P).en}.`,
            `${elementAt(people, p).hi} को ${elementAt(colours, c - P).hi} रंग पसंद नहीं है।`,
          );
        }
      }
    },
  };
}

function floorTable(world: World, people: Text[], colours: Text[], lang: 'en' | 'hi'): string {
  const P = people.length;
  const head =
    lang === 'en'
      ? colours.length > 0
        ? '| Floor | Person | Colour |\n|---|---|---|'
        : '| Floor | Person |\n|---|---|'
      : colours.length > 0
        ? '| मंज़िल | व्यक्ति | रंग |\n|---|---|---|'
        : '| मंज़िल | व्यक्ति |\n|---|---|';
  const rows = [4, 3, 2, 1, 0].map((s) => {
    const p = world.truth.findIndex((t, u) => u < P && t === s);
    const c = world.truth.findIndex((t, u) => u >= P && t === s);
    const cells = [String(s + 1), elementAt(people, p)[lang]];
    if (colours.length > 0) cells.push(elementAt(colours, c - P)[lang]);
    return `| ${cells.join(' | ')} |`;
  });
  return `${head}\n${rows.join('\n')}`;
}

function floorWorld(rng: Rng, withColours: boolean) {
  const people = rng.shuffle(NAMES).slice(0, 5);
  const colours = withColours ? rng.shuffle(COLOURS).slice(0, 5) : [];
  const frame = floorFrame(people, colours);
  const world: World = {
    frame,
    group: [...people.map(() => 0), ...colours.map(() => 1)],
    truth: [...rng.shuffle(indices(5)), ...(withColours ? rng.shuffle(indices(5)) : [])],
  };
  return { world, people, colours };
}

function floorIntro(people: Text[], colours: Text[]): Text {
  const all = joinNames([...people].sort((a, b) => a.en.localeCompare(b.en)));
  const base: Text = {
    en: `Five friends — ${all.en} — live in a five-storey building, one on each floor. The bottom floor is numbered 1 and the top floor 5.`,
    hi: `पाँच मित्र — ${all.hi} — एक पाँच मंज़िला इमारत में रहते हैं, हर मंज़िल पर एक। सबसे नीचे की मंज़िल 1 है और सबसे ऊपर की 5।`,
  };
  if (colours.length === 0) return base;
  const cs = joinNames([...colours].sort((a, b) => a.en.localeCompare(b.en)));
  return {
    en: `${base.en} Each likes a different colour: ${cs.en}.`,
    hi: `${base.hi} हर एक को अलग रंग पसंद है: ${cs.hi}।`,
  };
}

/** Who is at a slot, counting a group's items only. */
const itemAt = (slot: readonly number[], from: number, to: number, s: number) =>
  indices(to - from)
    .map((i) => i + from)
    .find((u) => slot[u] === s) ?? -1;

/** Five people on five floors; clues in solving order. */
export const puzzlesFloorBuilding: QuestionGenerator = {
  id: 'puzzles/floor-building',
  topic: 'puzzles',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const made = floorWorld(rng, false);
    const { people } = made;
    const name = (u: number) => (u >= 0 ? elementAt(people, u) : { en: '', hi: '' });
    const built = build(
      rng,
      () => made.world,
      ['rel', 'adjacent', 'beyond', 'end', 'notAt', 'notAdjacent'],
      false,
      (w): Ask => {
        const t = w.truth;
        if (rng.next() < 0.5) {
          const s = rng.int(0, 4);
          const at = (f: number) => name(itemAt(t, 0, 5, f));
          return {
            text: { en: `Who lives on floor ${s + 1}?`, hi: `मंज़िल ${s + 1} पर कौन रहता है?` },
            answerOf: (slot) => name(itemAt(slot, 0, 5, s)),
            slips: [at(4 - s), at(s + 1), at(s - 1)], // counts floors from the top; one floor off
            avoid: { kinds: ['at'], u: itemAt(t, 0, 5, s) },
          };
        }
        const x = rng.pick(indices(5).filter((u) => elementAt(t, u) < 4));
        const X = elementAt(people, x);
        const up = (slot: readonly number[]) => itemAt(slot, 0, 5, elementAt(slot, x) + 1);
        return {
          text: {
            en: `Who lives immediately above ${X.en}?`,
            hi: `${X.hi} के ठीक ऊपर वाली मंज़िल पर कौन रहता है?`,
          },
          answerOf: (slot) => name(up(slot)),
          slips: [name(itemAt(t, 0, 5, elementAt(t, x) - 1)), name(itemAt(t, 0, 5, elementAt(t, x) + 2))], // below instead of above; two floors up
          avoid: { kinds: ['rel', 'adjacent'], u: x, v: up(t) },
        };
      },
    );
    const table: Text = {
      en: floorTable(built.world, people, [], 'en'),
      hi: floorTable(built.world, people, [], 'hi'),
    };
    const q = render(rng, built, floorIntro(people, []), table, people);
    return {
      title: { en: 'Floor puzzle', hi: 'मंज़िल पहेली' },
      type: 'single',
      ...q,
      expectedSeconds: 60,
      numbers: [],
    };
  },
};

/** Five people on five floors, each liking a different colour; clues shuffled. */
export const puzzlesFloorColours: QuestionGenerator = {
  id: 'puzzles/floor-and-colour',
  topic: 'puzzles',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const made = floorWorld(rng, true);
    const { people, colours } = made;
    const person = (u: number) => (u >= 0 ? elementAt(people, u) : { en: '', hi: '' });
    const colour = (u: number): Text => {
      const c = colours[u - 5];
      return c ? { en: capitalise(c.en), hi: c.hi } : { en: '', hi: '' };
    };
    const built = build(
      rng,
      () => made.world,
      ['rel', 'adjacent', 'beyond', 'same', 'notSame', 'notAt', 'end'],
      true,
      (w): Ask => {
        const t = w.truth;
        const form = rng.int(0, 2);
        if (form === 0) {
          const x = rng.int(0, 4);
          const X = elementAt(people, x);
          const colourOn = (slot: readonly number[], f: number) => colour(itemAt(slot, 5, 10, f));
          return {
            text: { en: `Which colour does ${X.en} like?`, hi: `${X.hi} को कौन-सा रंग पसंद है?` },
            answerOf: (slot) => colourOn(slot, elementAt(slot, x)),
            slips: [
              colourOn(t, elementAt(t, x) + 1),
              colourOn(t, elementAt(t, x) - 1),
              colourOn(t, 4 - elementAt(t, x)),
            ], // a neighbour's colour
            avoid: { kinds: ['same'], u: x },
          };
        }
        const c = rng.int(5, 9);
        const C = elementAt(colours, c - 5);
        if (form === 1) {
          const personOn = (slot: readonly number[], f: number) => person(itemAt(slot, 0, 5, f));
          return {
            text: { en: `Who likes ${C.en}?`, hi: `किसे ${C.hi} रंग पसंद है?` },
            answerOf: (slot) => personOn(slot, elementAt(slot, c)),
            slips: [personOn(t, elementAt(t, c) + 1), personOn(t, elementAt(t, c) - 1)], // the person a floor away
            avoid: { kinds: ['same'], u: c },
          };
        }
        const other = rng.pick([-1, 1]);
        const dir = elementAt(t, c) + other >= 0 && elementAt(t, c) + other <= 4 ? other : -other;
        const personOn = (slot: readonly number[], f: number) => person(itemAt(slot, 0, 5, f));
        return {
          text:
            dir > 0
              ? {
                  en: `Who lives immediately above the person who likes ${C.en}?`,
                  hi: `${C.hi} रंग पसंद करने वाले व्यक्ति के ठीक ऊपर वाली मंज़िल पर कौन रहता है?`,
                }
              : {
                  en: `Who lives immediately below the person who likes ${C.en}?`,
                  hi: `${C.hi} रंग पसंद करने वाले व्यक्ति के ठीक नीचे वाली मंज़िल पर कौन रहता है?`,
                },
          answerOf: (slot) => personOn(slot, elementAt(slot, c) + dir),
          slips: [
            personOn(t, elementAt(t, c)),
            personOn(t, elementAt(t, c) - dir),
            personOn(t, elementAt(t, c) + 2 * dir),
          ], // the colour's own floor; wrong direction
          avoid: { kinds: ['rel', 'adjacent'], u: c, v: itemAt(t, 0, 5, elementAt(t, c) + dir) },
        };
      },
    );
    const table: Text = {
      en: floorTable(built.world, people, colours, 'en'),
      hi: floorTable(built.world, people, colours, 'hi'),
    };
    // Fill the options with items of the answer's kind: colours with colours, names with names.
    const answer = built.ask.answerOf(built.world.truth);
    const answerIsColour = colours.some((c) => capitalise(c.en) === answer.en);
    const filler = answerIsColour ? indices(5).map((i) => colour(i + 5)) : people;
    const q = render(rng, built, floorIntro(people, colours), table, filler);
    return {
      title: { en: 'Floor puzzle with colours', hi: 'मंज़िल और रंग पहेली' },
      type: 'single',
      ...q,
      expectedSeconds: 150,
      numbers: [],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A week of lectures: five people, Monday to Sunday, two days without a lecture.

function weekFrame(people: Text[]): Frame {
  const day = (s: number) => elementAt(DAYS, s);
  return {
    slots: 7,
    slot: (s) => day(s),
    name: (u) => elementAt(people, u),
    oblique: (u) => elementAt(people, u),
    placed: (u, s) => ({
      en: `${elementAt(people, u).en}'s lecture is on ${day(s).en}`,
      hi: `${elementAt(people, u).hi} का व्याख्यान ${day(s).hi} को है`,
    }),
    clue(kind, u, v, k) {
      const U = elementAt(people, u);
      const V = elementAt(people, v);
      switch (kind) {
        case 'at':
          return { en: `${U.en}'s lecture is on ${day(k).en}.`, hi: `${U.hi} का व्याख्यान ${day(k).hi} को है।` };
        case 'rel': {
          const m = Math.abs(k);
          if (k > 0)
            return m === 1
              ? {
                  en: `${U.en}'s lecture is on the day after ${V.en}'s.`,
                  hi: `${U.hi} का व्याख्यान ${V.hi} के व्याख्यान के अगले दिन है।`,
                }
              : {
                  en: `${U.en}'s lecture is ${NUM_EN[m]} days after ${V.en}'s.`,
                  hi: `${U.hi} का व्याख्यान ${V.hi} के व्याख्यान के ${NUM_HI[m]} दिन बाद है।`,
                };
          return m === 1
            ? {
                en: `${U.en}'s lecture is on the day before ${V.en}'s.`,
                hi: `${U.hi} का व्याख्यान ${V.hi} के व्याख्यान से एक दिन पहले है।`,
              }
            : {
                en: `${U.en}'s lecture is ${NUM_EN[m]} days before ${V.en}'s.`,
                hi: `${U.hi} का व्याख्यान ${V.hi} के व्याख्यान से ${NUM_HI[m]} दिन पहले है।`,
              };
        }
        case 'adjacent':
          return {
            en: `${U.en} and ${V.en} lecture on consecutive days.`,
            hi: `${U.hi} और ${V.hi} के व्याख्यान लगातार दो दिनों में हैं।`,
          };
        case 'notAdjacent':
          return {
            en: `${U.en} and ${V.en} do not lecture on consecutive days.`,
            hi: `${U.hi} और ${V.hi} के व्याख्यान लगातार दो दिनों में नहीं हैं।`,
          };
        case 'beyond':
          return k > 0
            ? {
                en: `${U.en}'s lecture is on some day after ${V.en}'s.`,
                hi: `${U.hi} का व्याख्यान ${V.hi} के व्याख्यान के बाद किसी दिन है।`,
              }
            : {
                en: `${U.en}'s lecture is on some day before ${V.en}'s.`,
                hi: `${U.hi} का व्याख्यान ${V.hi} के व्याख्यान से पहले किसी दिन है।`,
              };
        case 'end':
          return {
            en: `${U.en}'s lecture is either on Monday or on Sunday.`,
            hi: `${U.hi} का व्याख्यान या तो सोमवार को है या रविवार को।`,
          };
        case 'notAt':
          return {
            en: `${U.en}'s lecture is not on ${day(k).en}.`,
            hi: `${U.hi} का व्याख्यान ${day(k).hi} को नहीं है।`,
          };
        default:
          throw new Error(`no ${kind} clue in a week puzzle`);
      }
    },
  };
}

/** Five lectures on five of the seven days of a week; clues shuffled; two days stay empty. */
export const puzzlesWeekLectures: QuestionGenerator = {
  id: 'puzzles/week-lectures',
  topic: 'puzzles',
  difficulty: 'hard',
  exams: ['Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const people = rng.shuffle(NAMES).slice(0, 5);
    const frame = weekFrame(people);
    const world: World = { frame, group: [0, 0, 0, 0, 0], truth: rng.shuffle(indices(7)).slice(0, 5) };
    const person = (u: number) => (u >= 0 ? elementAt(people, u) : { en: '', hi: '' });
    const emptyDays = (slot: readonly number[]): Text => {
      const empty = indices(7).filter((s) => !slot.includes(s));
      const [a, b] = [elementAt(DAYS, elementAt(empty, 0)), elementAt(DAYS, elementAt(empty, 1))];
      return { en: `${a.en} and ${b.en}`, hi: `${a.hi} और ${b.hi}` };
    };
    const built = build(
      rng,
      () => world,
      ['rel', 'adjacent', 'beyond', 'end', 'notAt', 'notAdjacent'],
      true,
      (w): Ask => {
        const t = w.truth;
        if (rng.next() < 0.5) {
          // Slips: one empty day shifted by a day either way.
          const empty = indices(7).filter((s) => !t.includes(s));
          const shifted = [-1, 1].flatMap((d) =>
            [0, 1].map((i) => {
              const days = [...empty];
              days[i] = elementAt(empty, i) + d;
              return days;
            }),
          );
          const slips = shifted
            .filter((ds) => ds.every((s) => s >= 0 && s < 7) && new Set(ds).size === 2)
            .map((ds) => ds.sort((a, b) => a - b))
            .map(([a, b]) => ({
              en: `${elementAt(DAYS, a ?? 0).en} and ${elementAt(DAYS, b ?? 0).en}`,
              hi: `${elementAt(DAYS, a ?? 0).hi} और ${elementAt(DAYS, b ?? 0).hi}`,
            }));
          return {
            text: { en: 'On which two days is there no lecture?', hi: 'किन दो दिनों में कोई व्याख्यान नहीं है?' },
            answerOf: emptyDays,
            slips: rng.shuffle(slips),
          };
        }
        const s = rng.pick(t);
        const dayOf = elementAt(DAYS, s);
        const on = (slot: readonly number[], d: number) => person(slot.indexOf(d));
        return {
          text: { en: `Whose lecture is on ${dayOf.en}?`, hi: `${dayOf.hi} को किसका व्याख्यान है?` },
          answerOf: (slot) => on(slot, s),
          slips: [on(t, s + 1), on(t, s - 1), on(t, s + 2), on(t, s - 2)], // a neighbouring day's speaker
          avoid: { kinds: ['at'], u: t.indexOf(s) },
        };
      },
    );
    const rows = indices(7).map((s) => {
      const p = built.world.truth.indexOf(s);
      return {
        en: `| ${elementAt(DAYS, s).en} | ${p >= 0 ? elementAt(people, p).en : '—'} |`,
        hi: `| ${elementAt(DAYS, s).hi} | ${p >= 0 ? elementAt(people, p).hi : '—'} |`,
      };
    });
    const table: Text = {
      en: `| Day | Lecture |\n|---|---|\n${rows.map((r) => r.en).join('\n')}`,
      hi: `| दिन | व्याख्यान |\n|---|---|\n${rows.map((r) => r.hi).join('\n')}`,
    };
    const all = joinNames([...people].sort((a, b) => a.en.localeCompare(b.en)));
    const intro: Text = {
      en: `Five speakers — ${all.en} — each give one lecture in a week, from Monday to Sunday, on different days. On two days of the week there is no lecture.`,
      hi: `पाँच वक्ता — ${all.hi} — एक सप्ताह (सोमवार से रविवार) में अलग-अलग दिनों पर एक-एक व्याख्यान देते हैं। सप्ताह के दो दिनों में कोई व्याख्यान नहीं होता।`,
    };
    const answerIsDays = built.ask.text.en.startsWith('On which');
    const filler = answerIsDays
      ? indices(6).map((s) => ({
          en: `${elementAt(DAYS, s).en} and ${elementAt(DAYS, s + 1).en}`,
          hi: `${elementAt(DAYS, s).hi} और ${elementAt(DAYS, s + 1).hi}`,
        }))
      : people;
    const q = render(rng, built, intro, table, filler);
    return {
      title: { en: 'Scheduling puzzle: a week of lectures', hi: 'समय-सारणी पहेली: सप्ताह के व्याख्यान' },
      type: 'single',
      ...q,
      expectedSeconds: 200,
      numbers: [],
    };
  },
};
