import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt, indices } from '../shared/list-access.js';
import { PERSON_NAMES } from '../shared/person-names.js';
import {
  buildChain,
  type Clue,
  joinNames,
  onlyValue,
  personOptions,
  renderChain,
  sideSeat,
  solveAll,
  whoAt,
} from './seating-arrangements-engine.js';
import { clockwise, named, relAsk, SIDE_HI, table } from './seating-arrangements-tables.js';

/**
 * CAT-level seating shapes: clues that leave two seatings and a question that adds one condition,
 * and a round table where each person also has a profession. The checkers try every seating (and
 * every assignment of professions) against the clues.
 */

/** Clues that leave two seatings; the question adds one condition and asks what follows from it. */
export const seatingConditionalQuestion: QuestionGenerator = {
  id: 'seating-arrangements/conditional-question',
  topic: 'seating-arrangements',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const g = table(8, 1);
      const names = rng.shuffle(PERSON_NAMES).slice(0, 8);
      const truth = rng.shuffle(indices(8));
      const steps = buildChain(rng, g, names, truth);
      // Drop the clue that placed the second-to-last person: it becomes the question's condition.
      const dropped = steps[steps.length - 2];
      const condition = dropped?.clue;
      if (!dropped || !condition) continue;
      const kept = steps.slice(0, -2);
      const clues = rng.shuffle(kept.flatMap((s) => (s.clue ? [s.clue] : [])));
      const x = rng.int(0, 7);
      const k = rng.int(1, 3);
      const side = rng.pick(['left', 'right'] as const);
      const value = (seat: readonly number[]) => whoAt(seat, sideSeat(g, seat, x, k, side));
      const without = solveAll(8, clues, 50, true);
      const withIt = solveAll(8, [...clues, condition], 50, true);
      const answer = onlyValue(withIt, value);
      const others = [...new Set(without.map(value))];
      if (answer === undefined || answer < 0 || others.length < 2) continue;
      const X = elementAt(names, x);
      const A = elementAt(names, answer);
      if (named(clues, X, A) || condition.text.en.includes(X.en)) continue;
      const trap = others.find((p) => p !== answer) ?? -1; // the answer in the other seating
      const ask = relAsk(X, k, side);
      const { options, correctIndex } = personOptions(
        rng,
        names,
        answer,
        [trap],
        `${ask.en} ${condition.text.en}`,
      );
      const ifEn = condition.text.en.replace(/\.$/, '');
      const ifHi = condition.text.hi.replace(/।$/, '');
      const askEn = ask.en.charAt(0).toLowerCase() + ask.en.slice(1);
      const { list, lines } = renderChain(kept, clues);
      const all = joinNames([...names].sort((p, q) => p.en.localeCompare(q.en)));
      const around = clockwise(g, names, truth);
      const pair = [dropped.person, steps[steps.length - 1]?.person ?? 0].map((p) =>
        g.seatName(elementAt(truth, p)),
      );
      const target = sideSeat(g, truth, x, k, side);
      return {
        title: { en: 'Conditional question on a circular seating', hi: 'वृत्ताकार बैठक पर सशर्त प्रश्न' },
        type: 'single',
        statement: {
          en: `Eight friends — ${all.en} — sit around a circular table, all facing the centre.\n\n${list('en')}\n\nIf ${ifEn}, ${askEn}`,
          hi: `आठ मित्र — ${all.hi} — एक वृत्ताकार मेज़ के चारों ओर केंद्र की ओर मुख करके बैठे हैं।\n\n${list('hi')}\n\nयदि ${ifHi}, तो ${ask.hi}`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            "Number the seats 1 to 8 clockwise. Facing the centre, a person's left is clockwise (the next seat number).",
            ...lines('en'),
            `The clues stop here: two people are left for ${pair.map((p) => p.en).join(' and ')}, so without the condition there are two seatings.`,
            `**Condition** — ${condition.text.en} ${dropped.explain.en} ${steps[steps.length - 1]?.explain.en ?? ''}`,
            `Clockwise from seat 1: ${around.map((p) => p.en).join(', ')}.`,
            `Counting ${k} seat${k > 1 ? 's' : ''} to the ${side} of ${X.en} gives ${g.seatName(target).en}, where ${A.en} sits. (In the other seating the answer would be ${elementAt(names, trap).en}, but the condition rules that seating out.)`,
            `**Answer: ${A.en}**`,
          ].join('\n\n'),
          hi: [
            'सीटों को दक्षिणावर्त 1 से 8 तक क्रमांकित कीजिए। केंद्र की ओर मुख होने पर व्यक्ति का बायाँ दक्षिणावर्त (अगली सीट) होता है।',
            ...lines('hi'),
            `संकेत यहीं समाप्त होते हैं: ${pair.map((p) => p.hi).join(' और ')} के लिए दो व्यक्ति बचते हैं, इसलिए शर्त के बिना दो व्यवस्थाएँ संभव हैं।`,
            `**शर्त** — ${condition.text.hi} ${dropped.explain.hi} ${steps[steps.length - 1]?.explain.hi ?? ''}`,
            `सीट 1 से दक्षिणावर्त: ${around.map((p) => p.hi).join(', ')}।`,
            `${X.hi} के ${SIDE_HI[side]} ${k} सीट गिनने पर ${g.seatName(target).hi} मिलती है, जहाँ ${A.hi} है। (दूसरी व्यवस्था में उत्तर ${elementAt(names, trap).hi} होता, पर शर्त उस व्यवस्था को रद्द कर देती है।)`,
            `**उत्तर: ${A.hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 180,
        numbers: [],
        check(): QuestionAnswer {
          const who = onlyValue(solveAll(8, [...clues, condition], 50, true), value);
          const name = who === undefined || who < 0 ? '' : elementAt(names, who).en;
          return { kind: 'choice', correct: [options.findIndex((o) => o.en === name)] };
        },
      };
    }
  },
};

const JOBS: readonly Text[] = [
  { en: 'doctor', hi: 'डॉक्टर' },
  { en: 'engineer', hi: 'इंजीनियर' },
  { en: 'teacher', hi: 'शिक्षक' },
  { en: 'lawyer', hi: 'वकील' },
  { en: 'pilot', hi: 'पायलट' },
  { en: 'banker', hi: 'बैंकर' },
];

interface JobClue {
  text: Text;
  holds(seat: readonly number[], job: readonly number[]): boolean;
  explain: Text;
}

/** Every way of giving the six jobs to the six people (job[p] = job of person p). */
function* jobAssignments(n: number, job: number[] = [], used = new Set<number>()): Generator<number[]> {
  if (job.length === n) {
    yield [...job];
    return;
  }
  for (let j = 0; j < n; j++) {
    if (used.has(j)) continue;
    used.add(j);
    job.push(j);
    yield* jobAssignments(n, job, used);
    job.pop();
    used.delete(j);
  }
}

/** Six people round a table, each with a profession: the profession of the person at a place. */
export const seatingWithProfessions: QuestionGenerator = {
  id: 'seating-arrangements/circle-with-professions',
  topic: 'seating-arrangements',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const n = 6;
      const g = table(n, 1);
      const names = rng.shuffle(PERSON_NAMES).slice(0, n);
      const truth = rng.shuffle(indices(n));
      const job = rng.shuffle(indices(n)); // job[p]
      const steps = buildChain(rng, g, names, truth);
      const ownerOf = (j: number) => job.indexOf(j);
      // Clues for five of the jobs; the sixth follows by elimination.
      const lastJob = rng.int(0, n - 1);
      const jobClues: JobClue[] = [];
      for (const j of rng.shuffle(indices(n).filter((x) => x !== lastJob))) {
        const o = ownerOf(j);
        const J = elementAt(JOBS, j);
        const O = elementAt(names, o);
        const so = elementAt(truth, o);
        const where = { en: `So the ${J.en} is ${O.en}.`, hi: `अतः ${J.hi} ${O.hi} है।` };
        if (rng.next() < 0.35) {
          jobClues.push({
            text: { en: `${O.en} is the ${J.en}.`, hi: `${O.hi} ${J.hi} है।` },
            holds: (_seat, jb) => jb[o] === j,
            explain: where,
          });
          continue;
        }
        const v = rng.pick(indices(n).filter((p) => p !== o));
        const V = elementAt(names, v);
        const sv = elementAt(truth, v);
        const kinds: { k: number; side: 'left' | 'right' }[] = [];
        for (const side of ['left', 'right'] as const)
          for (let k = 1; k <= 2; k++)
            if (g.move(sv, k * (side === 'left' ? 1 : -1)) === so) kinds.push({ k, side });
        if (g.opposite(sv) === so || kinds.length === 0) {
          jobClues.push({
            text: { en: `The ${J.en} sits opposite ${V.en}.`, hi: `${J.hi}, ${V.hi} के ठीक सामने है।` },
            holds: (seat, jb) => jb[whoAt(seat, g.opposite(elementAt(seat, v)))] === j,
            explain: {
              en: `${V.en} is at ${g.seatName(sv).en}; opposite is ${g.seatName(so).en}. ${where.en}`,
              hi: `${V.hi} ${g.seatName(sv).hi} पर है; सामने ${g.seatName(so).hi} है। ${where.hi}`,
            },
          });
          continue;
        }
        const { k, side } = rng.pick(kinds);
        jobClues.push({
          text: {
            en: `The ${J.en} sits ${k === 1 ? `to the immediate ${side}` : `second to the ${side}`} of ${V.en}.`,
            hi: `${J.hi}, ${V.hi} के ${k === 1 ? `ठीक ${SIDE_HI[side]}` : `${SIDE_HI[side]} से दूसरे स्थान पर`} है।`,
          },
          holds: (seat, jb) => jb[whoAt(seat, sideSeat(g, seat, v, k, side))] === j,
          explain: {
            en: `${V.en} is at ${g.seatName(sv).en}, so that seat is ${g.seatName(so).en}. ${where.en}`,
            hi: `${V.hi} ${g.seatName(sv).hi} पर है, अतः वह सीट ${g.seatName(so).hi} है। ${where.hi}`,
          },
        });
      }
      const x = rng.int(0, n - 1);
      const k = rng.int(1, 2);
      const side = rng.pick(['left', 'right'] as const);
      const target = whoAt(truth, sideSeat(g, truth, x, k, side));
      const answer = elementAt(job, target);
      const X = elementAt(names, x);
      const seatClues: Clue[] = steps.flatMap((s) => (s.clue ? [s.clue] : []));
      const mixed = rng.shuffle([
        ...seatClues.map((c) => ({
          text: c.text,
          seatClue: c as Clue | null,
          jobClue: null as JobClue | null,
        })),
        ...jobClues.map((c) => ({
          text: c.text,
          seatClue: null as Clue | null,
          jobClue: c as JobClue | null,
        })),
      ]);
      const clues = mixed.flatMap((m) => (m.seatClue ? [m.seatClue] : []));
      const jc = mixed.flatMap((m) => (m.jobClue ? [m.jobClue] : []));
      const numberOf = (t: Text) => mixed.findIndex((m) => m.text === t) + 1;
      const near = [
        elementAt(job, x),
        elementAt(job, whoAt(truth, g.move(elementAt(truth, target), 1))),
        elementAt(job, whoAt(truth, g.move(elementAt(truth, target), -1))),
      ];
      const chosen = [answer, ...near.filter((j, i, a) => j !== answer && a.indexOf(j) === i)];
      for (const j of rng.shuffle(indices(n))) if (!chosen.includes(j) && chosen.length < 4) chosen.push(j);
      const order = rng.shuffle(chosen.slice(0, 4));
      const options = order.map((j) => {
        const J = elementAt(JOBS, j);
        return { en: `${J.en.charAt(0).toUpperCase()}${J.en.slice(1)}`, hi: J.hi };
      });
      const list = (lang: 'en' | 'hi') => mixed.map((m, i) => `${i + 1}. ${m.text[lang]}`).join('\n');
      const lines = (lang: 'en' | 'hi') =>
        steps.map((st) =>
          st.clue
            ? `**${lang === 'en' ? 'Clue' : 'संकेत'} ${numberOf(st.clue.text)}** — ${st.clue.text[lang]} ${st.explain[lang]}`
            : st.explain[lang],
        );
      const jobLines = (lang: 'en' | 'hi') =>
        jc.map(
          (c) =>
            `**${lang === 'en' ? 'Clue' : 'संकेत'} ${numberOf(c.text)}** — ${c.text[lang]} ${c.explain[lang]}`,
        );
      const L = elementAt(JOBS, lastJob);
      const LO = elementAt(names, ownerOf(lastJob));
      const T = elementAt(names, target);
      const A = elementAt(JOBS, answer);
      const all = joinNames([...names].sort((p, q) => p.en.localeCompare(q.en)));
      const jobsAll = joinNames(JOBS.map((j) => j));
      const ask = {
        en: `What is the profession of the person who sits ${k === 1 ? `to the immediate ${side}` : `second to the ${side}`} of ${X.en}?`,
        hi: `${X.hi} के ${k === 1 ? `ठीक ${SIDE_HI[side]}` : `${SIDE_HI[side]} से दूसरे स्थान पर`} बैठे व्यक्ति का पेशा क्या है?`,
      };
      return {
        title: { en: 'Circular seating with professions', hi: 'पेशों सहित वृत्ताकार बैठक' },
        type: 'single',
        statement: {
          en: `Six friends — ${all.en} — sit around a circular table, all facing the centre. They are a ${jobsAll.en}, one profession each (not in that order).\n\n${list('en')}\n\n${ask.en}`,
          hi: `छह मित्र — ${all.hi} — एक वृत्ताकार मेज़ के चारों ओर केंद्र की ओर मुख करके बैठे हैं। उनके पेशे ${jobsAll.hi} हैं, हर एक का एक पेशा (इसी क्रम में नहीं)।\n\n${list('hi')}\n\n${ask.hi}`,
        },
        options,
        answer: { kind: 'choice', correct: [order.indexOf(answer)] },
        solution: {
          en: [
            'First fix the seats with the clues about people only, then place the professions. Number the seats 1 to 6 clockwise; facing the centre, left is clockwise.',
            ...lines('en'),
            ...jobLines('en'),
            `The ${L.en} is the one left: ${LO.en}.`,
            `The person ${k === 1 ? `to the immediate ${side}` : `second to the ${side}`} of ${X.en} is ${T.en}, the ${A.en}.`,
            `**Answer: ${elementAt(options, order.indexOf(answer)).en}**`,
          ].join('\n\n'),
          hi: [
            'पहले केवल व्यक्तियों वाले संकेतों से सीटें तय कीजिए, फिर पेशे रखिए। सीटों को दक्षिणावर्त 1 से 6 तक क्रमांकित कीजिए; केंद्र की ओर मुख होने पर बायाँ दक्षिणावर्त होता है।',
            ...lines('hi'),
            ...jobLines('hi'),
            `बचा हुआ पेशा ${L.hi} है: ${LO.hi}।`,
            `${X.hi} के ${k === 1 ? `ठीक ${SIDE_HI[side]}` : `${SIDE_HI[side]} से दूसरे स्थान पर`} ${T.hi} है, जो ${A.hi} है।`,
            `**उत्तर: ${A.hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 210,
        numbers: [],
        check(): QuestionAnswer {
          const found = new Set<number>();
          for (const seat of solveAll(n, clues, 50, true))
            for (const jb of jobAssignments(n))
              if (jc.every((c) => c.holds(seat, jb)))
                found.add(jb[whoAt(seat, sideSeat(g, seat, x, k, side))] ?? -1);
          const only = found.size === 1 ? [...found][0] : undefined;
          return { kind: 'choice', correct: [only === undefined ? -1 : order.indexOf(only)] };
        },
      };
    }
  },
};
