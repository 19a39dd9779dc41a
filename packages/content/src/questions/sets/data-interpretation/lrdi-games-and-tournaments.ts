import type { GeneratedQuestion } from '../../generator.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  type Ask,
  both,
  type Clue,
  choiceQuestion,
  clueList,
  deductionLines,
  get,
  lazy,
  mdTable,
  NUM_EN,
  NUM_HI,
  numericQuestion,
  numText,
  range,
  singleOut,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Games and tournaments: a round-robin league of five teams (ten matches; a win earns 2 points, a
 * draw 1, a loss 0). Part of the final table is given, and clues drawn at random single out the ten
 * results (see `singleOut`). The checker runs through all 3^10 ways the ten matches could have
 * ended, keeps those obeying the table and every clue, and reads the answer off the only one left.
 */

const TEAMS = 5;
const MATCHES: readonly (readonly [number, number])[] = range(TEAMS).flatMap((a) =>
  range(TEAMS)
    .filter((b) => b > a)
    .map((b) => [a, b] as const),
);
const M = MATCHES.length;
/** Outcome of a match: 0 the first team won, 1 a draw, 2 the second team won. */
type Season = number;

const TABLES = lazy(() => {
  const count = 3 ** M;
  const result = new Int8Array(count * M);
  const won = new Int8Array(count * TEAMS);
  const drawn = new Int8Array(count * TEAMS);
  const lost = new Int8Array(count * TEAMS);
  const draws = new Int8Array(count);
  /** 1 when the five teams finished on five different points totals. */
  const distinct = new Int8Array(count);
  for (let s = 0; s < count; s++) {
    let x = s;
    for (let m = 0; m < M; m++) {
      const r = x % 3;
      x = (x - r) / 3;
      result[s * M + m] = r;
      const [a, b] = get(MATCHES, m);
      if (r === 1) {
        draws[s] = (draws[s] as number) + 1;
        drawn[s * TEAMS + a] = (drawn[s * TEAMS + a] as number) + 1;
        drawn[s * TEAMS + b] = (drawn[s * TEAMS + b] as number) + 1;
      } else {
        const [w, l] = r === 0 ? [a, b] : [b, a];
        won[s * TEAMS + w] = (won[s * TEAMS + w] as number) + 1;
        lost[s * TEAMS + l] = (lost[s * TEAMS + l] as number) + 1;
      }
    }
    let seen = 0;
    let clash = false;
    for (let x = 0; x < TEAMS; x++) {
      const bit = 1 << (2 * (won[s * TEAMS + x] as number) + (drawn[s * TEAMS + x] as number));
      if (seen & bit) clash = true;
      seen |= bit;
    }
    distinct[s] = clash ? 0 : 1;
  }
  return { count, result, won, drawn, lost, draws, distinct, space: range(count) };
});

const CITIES: readonly Text[] = [
  T('Delhi', 'दिल्ली'),
  T('Mumbai', 'मुंबई'),
  T('Chennai', 'चेन्नई'),
  T('Kolkata', 'कोलकाता'),
  T('Pune', 'पुणे'),
  T('Jaipur', 'जयपुर'),
  T('Lucknow', 'लखनऊ'),
  T('Hyderabad', 'हैदराबाद'),
  T('Bengaluru', 'बेंगलुरु'),
  T('Guwahati', 'गुवाहाटी'),
];
const SPORTS: readonly Text[] = [T('hockey', 'हॉकी'), T('football', 'फ़ुटबॉल'), T('kabaddi', 'कबड्डी')];

const times = (n: number) => T(n === 1 ? 'one match' : `${NUM_EN[n]} matches`, `${NUM_HI[n]} मैच`);

export const lrdiRoundRobinLeague: QuestionSetGenerator = {
  id: 'games-and-tournaments/round-robin-league',
  topic: 'games-and-tournaments',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate(rng): GeneratedSet {
    const { result, won, drawn, lost, draws: drawCount, distinct, space } = TABLES();
    const teams = rng.shuffle(CITIES).slice(0, TEAMS);
    const sport = rng.pick(SPORTS);
    const W = (s: Season, x: number) => won[s * TEAMS + x] as number;
    const D = (s: Season, x: number) => drawn[s * TEAMS + x] as number;
    const L = (s: Season, x: number) => lost[s * TEAMS + x] as number;
    const P = (s: Season, x: number) => 2 * W(s, x) + D(s, x);
    const R = (s: Season, m: number) => result[s * M + m] as number;
    const matchIndex = range(TEAMS * TEAMS).map((k) => {
      const [x, y] = [Math.floor(k / TEAMS), k % TEAMS];
      return MATCHES.findIndex(([a, b]) => (a === x && b === y) || (a === y && b === x));
    });
    const matchOf = (x: number, y: number) => matchIndex[x * TEAMS + y] as number;
    /** 1 when x beat y, 0 a draw, -1 when y beat x. */
    const outcome = (s: Season, x: number, y: number) => {
      const m = matchOf(x, y);
      const r = R(s, m);
      if (r === 1) return 0;
      const firstWon = r === 0;
      return (get(MATCHES, m)[0] === x) === firstWon ? 1 : -1;
    };
    const team = (x: number) => get(teams, x);
    const draws = (s: Season) => drawCount[s] as number;
    const COLS = ['won', 'drawn', 'lost', 'points'] as const;
    type Col = (typeof COLS)[number];
    const cell = (s: Season, x: number, c: Col) =>
      c === 'won' ? W(s, x) : c === 'drawn' ? D(s, x) : c === 'lost' ? L(s, x) : P(s, x);

    let truth = 0;
    let given: (Clue<Season> & { tag: string })[] = [];
    let clues: (Clue<Season> & { tag: string })[] | null = null;
    let fitTable: Season[] = [];
    for (;;) {
      truth = rng.pick(space);
      const t = truth;
      // The given cells of the table: the points of three teams and three other cells.
      const pointsShown = rng.shuffle(range(TEAMS)).slice(0, 2);
      const cells: [number, Col][] = pointsShown.map((x) => [x, 'points']);
      for (const x of rng.shuffle(range(TEAMS)).slice(0, 2))
        cells.push([x, rng.pick(['won', 'drawn', 'lost'] as const)]);
      const colName: Record<Col, Text> = {
        won: T('won', 'जीते'),
        drawn: T('drawn', 'बराबरी'),
        lost: T('lost', 'हारे'),
        points: T('points', 'अंक'),
      };
      given = cells.map(([x, c]) => {
        const v = cell(t, x, c);
        const column = c === 'won' ? won : c === 'drawn' ? drawn : c === 'lost' ? lost : null;
        return {
          tag: `cell:${x}:${c}`,
          text: T(`${team(x).en}: ${c} ${v}`, `${team(x).hi}: ${colName[c].hi} ${v}`),
          ref: T(`table (${team(x).en}, ${c} = ${v})`, `तालिका (${team(x).hi}, ${colName[c].hi} = ${v})`),
          holds: column
            ? (s: Season) => column[s * TEAMS + x] === v
            : (s: Season) => 2 * (won[s * TEAMS + x] as number) + (drawn[s * TEAMS + x] as number) === v,
        };
      });
      const pool: (Clue<Season> & { tag: string })[] = [];
      const add = (tag: string, text: Text, holds: (s: Season) => boolean) => pool.push({ tag, text, holds });
      for (const [a, b] of MATCHES) {
        if (rng.next() < 0.5) continue;
        const o = outcome(t, a, b);
        const [x, y] = rng.next() < 0.5 ? [a, b] : [b, a];
        const ox = outcome(t, x, y);
        if (o === 0)
          add(
            `match:${a}:${b}`,
            T(
              `The match between ${team(x).en} and ${team(y).en} was drawn.`,
              `${team(x).hi} और ${team(y).hi} का मैच बराबरी पर छूटा।`,
            ),
            (s) => outcome(s, x, y) === 0,
          );
        else if (ox === 1)
          add(
            `match:${a}:${b}`,
            T(`${team(x).en} beat ${team(y).en}.`, `${team(x).hi} ने ${team(y).hi} को हराया।`),
            (s) => outcome(s, x, y) === 1,
          );
        else
          add(
            `match:${a}:${b}`,
            T(`${team(x).en} did not beat ${team(y).en}.`, `${team(x).hi} ने ${team(y).hi} को नहीं हराया।`),
            (s) => outcome(s, x, y) !== 1,
          );
      }
      for (const x of range(TEAMS)) {
        const X = team(x);
        if (L(t, x) === 0)
          add(
            `unbeaten:${x}`,
            T(`${X.en} did not lose any match.`, `${X.hi} कोई मैच नहीं हारी।`),
            (s) => L(s, x) === 0,
          );
        if (W(t, x) === 0)
          add(
            `winless:${x}`,
            T(`${X.en} did not win any match.`, `${X.hi} ने कोई मैच नहीं जीता।`),
            (s) => W(s, x) === 0,
          );
        if (W(t, x) === 1) {
          const y = range(TEAMS).find((z) => z !== x && outcome(t, x, z) === 1) ?? 0;
          add(
            `only:${x}`,
            T(
              `${X.en}'s only win came against ${team(y).en}.`,
              `${X.hi} की एकमात्र जीत ${team(y).hi} के विरुद्ध थी।`,
            ),
            (s) => W(s, x) === 1 && outcome(s, x, y) === 1,
          );
        }
        if (D(t, x) > 0 && rng.next() < 0.5)
          add(
            `draws:${x}`,
            T(
              `${X.en} drew exactly ${times(D(t, x)).en}.`,
              `${X.hi} के ठीक ${times(D(t, x)).hi} बराबरी पर छूटे।`,
            ),
            (s) => D(s, x) === D(t, x),
          );
        for (const y of range(TEAMS)) {
          if (y <= x) continue;
          const Y = team(y);
          if (P(t, x) === P(t, y))
            add(
              `level:${x}:${y}`,
              T(`${X.en} and ${Y.en} finished with equal points.`, `${X.hi} और ${Y.hi} के अंक बराबर रहे।`),
              (s) => P(s, x) === P(s, y),
            );
          else if (rng.next() < 0.5) {
            const [hi, lo] = P(t, x) > P(t, y) ? [x, y] : [y, x];
            add(
              `above:${hi}:${lo}`,
              T(
                `${team(hi).en} finished with more points than ${team(lo).en}.`,
                `${team(hi).hi} के अंक ${team(lo).hi} से अधिक रहे।`,
              ),
              (s) => P(s, hi) > P(s, lo),
            );
          }
        }
      }
      const k = draws(t);
      add(
        'draws',
        k === 0
          ? T('No match ended in a draw.', 'कोई भी मैच बराबरी पर नहीं छूटा।')
          : T(`Exactly ${times(k).en} ended in a draw.`, `ठीक ${times(k).hi} बराबरी पर छूटे।`),
        (s) => draws(s) === k,
      );
      const pts = range(TEAMS).map((x) => P(t, x));
      if (new Set(pts).size === TEAMS)
        add(
          'distinct',
          T('No two teams finished with the same number of points.', 'किन्हीं दो टीमों के अंक बराबर नहीं रहे।'),
          (s) => distinct[s] === 1,
        );
      // The table's cells are read first: the clues single out the truth among the seasons fitting them.
      const fit = space.filter((s) => given.every((g) => g.holds(s)));
      fitTable = fit;
      const more = singleOut(rng, fit, truth, pool) as (Clue<Season> & { tag: string })[] | null;
      clues = more ? [...given, ...more] : null;
      if (clues && clues.length - given.length >= 3 && clues.length - given.length <= 10) break;
    }
    const chosen = clues;
    const t = truth;
    const tags = new Set(chosen.map((c) => c.tag));

    // The checker: every way the ten matches could end, tried in turn (a recursive walk over the
    // matches), kept when the given cells and all the clues hold.
    const solve = lazy(() => {
      const found: Season[] = [];
      const walk = (m: number, code: number, weight: number) => {
        if (m === M) {
          if (chosen.every((c) => c.holds(code))) found.push(code);
          return;
        }
        for (let r = 0; r < 3; r++) walk(m + 1, code + r * weight, weight * 3);
      };
      walk(0, 0, 1);
      return found.length === 1 ? (found[0] as number) : null;
    });

    const resultText = (s: Season, m: number): Text => {
      const [a, b] = get(MATCHES, m);
      const r = R(s, m);
      if (r === 1)
        return T(
          `${team(a).en} drew with ${team(b).en}`,
          `${team(a).hi} और ${team(b).hi} का मैच बराबरी पर छूटा`,
        );
      const [w, l] = r === 0 ? [a, b] : [b, a];
      return T(`${team(w).en} beat ${team(l).en}`, `${team(w).hi} ने ${team(l).hi} को हराया`);
    };
    const facts = range(M).map((m) => ({
      text: resultText(t, m),
      holds: (s: Season) => R(s, m) === R(t, m),
    }));
    const fullTable = both((lang) =>
      mdTable(
        lang === 'en' ? ['Team', 'Won', 'Drawn', 'Lost', 'Points'] : ['टीम', 'जीते', 'बराबरी', 'हारे', 'अंक'],
        range(TEAMS).map((x) => [team(x)[lang], ...COLS.map((c) => String(cell(t, x, c)))]),
      ),
    );
    // The table is read first: the trace starts from the seasons that fit its given cells.
    const steps = deductionLines(
      fitTable,
      chosen.filter((c) => !c.ref),
      facts,
      T('The table alone', 'केवल तालिका से'),
    );
    const deduction = both((lang) =>
      [
        lang === 'en'
          ? 'Each team plays 4 matches, so won + drawn + lost = 4 and points = 2 × won + drawn. Starting from the given cells of the table and working through the clues:'
          : 'हर टीम 4 मैच खेलती है, अतः जीते + बराबरी + हारे = 4 और अंक = 2 × जीते + बराबरी। तालिका के दिए गए मानों से आरंभ करके, संकेतों से क्रमशः:',
        steps[lang],
        fullTable[lang],
      ].join('\n\n'),
    );

    const questions: GeneratedQuestion[] = [];
    // 1. Points of a team whose points are not given (type in the answer).
    const hidden = range(TEAMS).filter((x) => !tags.has(`cell:${x}:points`));
    const px = rng.pick(hidden.length > 0 ? hidden : range(TEAMS));
    questions.push(
      numericQuestion({
        title: T('Points of a team', 'टीम के अंक'),
        statement: T(`How many points did ${team(px).en} finish with?`, `${team(px).hi} के कुल कितने अंक रहे?`),
        value: P(t, px),
        solution: both(
          (lang) =>
            `${deduction[lang]}\n\n${
              lang === 'en'
                ? `${team(px).en}: ${W(t, px)} wins and ${D(t, px)} draws, so 2 × ${W(t, px)} + ${D(t, px)} = ${P(t, px)} points.`
                : `${team(px).hi}: ${W(t, px)} जीत और ${D(t, px)} बराबरी, अतः 2 × ${W(t, px)} + ${D(t, px)} = ${P(t, px)} अंक।`
            }`,
        ),
        seconds: 180,
        check: () => {
          const s = solve();
          return s === null ? null : P(s, px);
        },
      }),
    );
    const asks: (() => Ask | null)[] = [
      () => {
        // Exactly one true match result among four.
        const ms = rng.shuffle(
          range(M).filter((m) => !tags.has(`match:${get(MATCHES, m)[0]}:${get(MATCHES, m)[1]}`)),
        );
        if (ms.length < 4) return null;
        const [m0, ...rest] = ms.slice(0, 4) as [number, number, number, number];
        const answer = resultText(t, m0);
        const wrong = rest.map((m) => {
          const [a, b] = get(MATCHES, m);
          const r = (R(t, m) + rng.int(1, 2)) % 3;
          if (r === 1)
            return T(
              `${team(a).en} drew with ${team(b).en}`,
              `${team(a).hi} और ${team(b).hi} का मैच बराबरी पर छूटा`,
            );
          const [w, l] = r === 0 ? [a, b] : [b, a];
          return T(`${team(w).en} beat ${team(l).en}`, `${team(w).hi} ने ${team(l).hi} को हराया`);
        });
        const all = [answer, ...wrong];
        const ofMatch = [m0, ...rest];
        return {
          title: T('A match result', 'मैच का परिणाम'),
          statement: T(
            'Which of the following match results is correct?',
            'निम्नलिखित में से कौन-सा मैच परिणाम सही है?',
          ),
          explain: T('', ''),
          answer,
          ...textOptions(rng, answer, wrong, []),
          checkAnswer: () => {
            const s = solve();
            if (s === null) return null;
            const right = all.filter((o, i) => resultText(s, get(ofMatch, i)).en === o.en);
            return right.length === 1 ? (right[0] as Text).en : null;
          },
          seconds: 150,
        };
      },
      () => {
        const xs = range(TEAMS).filter((x) => !tags.has(`cell:${x}:drawn`) && !tags.has(`draws:${x}`));
        if (xs.length === 0) return null;
        const x = rng.pick(xs);
        const answer = numText(D(t, x));
        return {
          title: T('Draws of a team', 'टीम के बराबरी वाले मैच'),
          statement: T(
            `How many of its matches did ${team(x).en} draw?`,
            `${team(x).hi} के कितने मैच बराबरी पर छूटे?`,
          ),
          explain: T('', ''),
          answer,
          ...textOptions(
            rng,
            answer,
            [numText(W(t, x)), numText(L(t, x))],
            range(5).map((k) => numText(k)),
          ),
          checkAnswer: () => {
            const s = solve();
            return s === null ? null : numText(D(s, x)).en;
          },
          seconds: 120,
        };
      },
      () => {
        const pts = range(TEAMS).map((x) => P(t, x));
        const top = Math.max(...pts);
        if (pts.filter((p) => p === top).length !== 1) return null;
        const champion = pts.indexOf(top);
        const answer = team(champion);
        const second = [...range(TEAMS)].sort((a, b) => P(t, b) - P(t, a))[1] ?? 0;
        return {
          title: T('The league winner', 'लीग विजेता'),
          statement: T('Which team finished with the most points?', 'किस टीम के सबसे अधिक अंक रहे?'),
          explain: T(
            `${team(champion).en} has ${top} points, more than any other team.`,
            `${team(champion).hi} के ${top} अंक हैं, जो किसी भी अन्य टीम से अधिक हैं।`,
          ),
          answer,
          ...textOptions(rng, answer, [team(second)], teams),
          checkAnswer: () => {
            const s = solve();
            if (s === null) return null;
            const p = range(TEAMS).map((x) => P(s, x));
            const best = range(TEAMS).filter((x) => P(s, x) === Math.max(...p));
            return best.length === 1 ? team(best[0] as number).en : null;
          },
          seconds: 120,
        };
      },
      () => {
        const x = rng.int(0, TEAMS - 1);
        const more = (s: Season) => range(TEAMS).filter((y) => P(s, y) > P(s, x)).length;
        const n = more(t);
        const answer = numText(n);
        return {
          title: T('Teams ahead', 'आगे की टीमें'),
          statement: T(
            `How many teams finished with more points than ${team(x).en}?`,
            `कितनी टीमों के अंक ${team(x).hi} से अधिक रहे?`,
          ),
          explain: T('', ''),
          answer,
          ...textOptions(
            rng,
            answer,
            [numText(TEAMS - 1 - n)],
            range(5).map((k) => numText(k)),
          ),
          checkAnswer: () => {
            const s = solve();
            return s === null ? null : numText(more(s)).en;
          },
          seconds: 120,
        };
      },
      () => {
        if (tags.has('draws')) return null;
        const k = draws(t);
        const answer = numText(k);
        return {
          title: T('Drawn matches', 'बराबरी वाले मैच'),
          statement: T('How many matches of the league ended in a draw?', 'लीग के कितने मैच बराबरी पर छूटे?'),
          explain: T(
            `The ten matches give 2 points each, 20 in all; the results above show ${k} draws.`,
            `दस मैचों में प्रत्येक के 2 अंक, कुल 20 अंक; ऊपर के परिणामों में ${k} मैच बराबरी पर छूटे।`,
          ),
          answer,
          ...textOptions(
            rng,
            answer,
            [numText(k + 1), numText(Math.max(0, k - 1))],
            range(7).map((j) => numText(j)),
          ),
          checkAnswer: () => {
            const s = solve();
            return s === null ? null : numText(draws(s)).en;
          },
          seconds: 150,
        };
      },
    ];
    for (const make of rng.shuffle(asks)) {
      const ask = make();
      if (ask && questions.length < 5) questions.push(choiceQuestion(ask, deduction));
    }
    const shownTable = both((lang) =>
      mdTable(
        lang === 'en' ? ['Team', 'Won', 'Drawn', 'Lost', 'Points'] : ['टीम', 'जीते', 'बराबरी', 'हारे', 'अंक'],
        range(TEAMS).map((x) => [
          team(x)[lang],
          ...COLS.map((c) => (given.some((g) => g.tag === `cell:${x}:${c}`) ? String(cell(t, x, c)) : '?')),
        ]),
      ),
    );
    const names = both((lang) => teams.map((x) => x[lang]).join(', '));
    const body = both((lang) =>
      [
        lang === 'en'
          ? `Five ${sport.en} teams — ${names.en} — played a league in which every team played every other team exactly once. A win earned 2 points, a draw 1 point and a loss 0 points. Part of the final points table is shown below (? marks a value not given).`
          : `पाँच ${sport.hi} टीमों — ${names.hi} — ने एक लीग खेली जिसमें हर टीम ने हर दूसरी टीम से ठीक एक मैच खेला। जीत पर 2 अंक, बराबरी पर 1 अंक और हार पर 0 अंक मिले। अंतिम अंक तालिका का कुछ भाग नीचे दिया है (? का अर्थ है कि मान नहीं दिया गया)।`,
        shownTable[lang],
        lang === 'en' ? 'Further, the following is known:' : 'इसके अतिरिक्त, निम्नलिखित ज्ञात है:',
        clueList(chosen, lang),
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T(`A ${sport.en} league`, `${sport.hi} लीग`), body },
      questions,
      numbers: [],
    };
  },
};
