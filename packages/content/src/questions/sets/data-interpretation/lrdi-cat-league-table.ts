import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  allHold,
  type Cases,
  cannotQuestion,
  conditionalQuestion,
  countQuestion,
  extremeQuestion,
  type Fact,
  mustQuestion,
  narrowDown,
  settleQuestion,
} from './lrdi-cat-common.js';
import {
  both,
  type Clue,
  clueList,
  deductionLines,
  get,
  lazy,
  mdTable,
  NUM_EN,
  NUM_HI,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * A league table with gaps (CAT style): five teams play a round robin (win 2 points, draw 1, loss
 * 0); part of the final table and a few clues are given, and they leave two to four ways the ten
 * matches could have ended. Questions: how many ways, the maximum or minimum points of a team, what
 * must be true if one result is added, what cannot be true, which fact would settle every result.
 * The checker walks all 3^10 ways the matches could end.
 */

const TEAMS = 5;
const MATCHES: readonly (readonly [number, number])[] = range(TEAMS).flatMap((a) =>
  range(TEAMS)
    .filter((b) => b > a)
    .map((b) => [a, b] as const),
);
const M = MATCHES.length;
/** A season: the ten results in base 3 (digit m: 0 the first team won, 1 a draw, 2 the second won). */
type Season = number;

const TABLES = lazy(() => {
  const count = 3 ** M;
  const res = new Int8Array(count * M);
  const won = new Int8Array(count * TEAMS);
  const drawn = new Int8Array(count * TEAMS);
  const draws = new Int8Array(count);
  for (let s = 0; s < count; s++) {
    let x = s;
    for (let m = 0; m < M; m++) {
      const r = x % 3;
      x = (x - r) / 3;
      res[s * M + m] = r;
      const [a, b] = get(MATCHES, m);
      if (r === 1) {
        draws[s] = (draws[s] as number) + 1;
        drawn[s * TEAMS + a] = (drawn[s * TEAMS + a] as number) + 1;
        drawn[s * TEAMS + b] = (drawn[s * TEAMS + b] as number) + 1;
      } else {
        const w = r === 0 ? a : b;
        won[s * TEAMS + w] = (won[s * TEAMS + w] as number) + 1;
      }
    }
  }
  // Each cell of the final table, by column: won, drawn, lost, points.
  const cols = [won, drawn, new Int8Array(count * TEAMS), new Int8Array(count * TEAMS)];
  for (let k = 0; k < count * TEAMS; k++) {
    (cols[2] as Int8Array)[k] = TEAMS - 1 - (won[k] as number) - (drawn[k] as number);
    (cols[3] as Int8Array)[k] = 2 * (won[k] as number) + (drawn[k] as number);
  }
  return { res, won, drawn, draws, cols, space: range(count) };
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
];
const SPORTS: readonly Text[] = [T('hockey', 'हॉकी'), T('football', 'फ़ुटबॉल'), T('kabaddi', 'कबड्डी')];
const matchWord = (n: number) => T(n === 1 ? 'one match' : `${NUM_EN[n]} matches`, `${NUM_HI[n]} मैच`);

function attempt(rng: Rng, teams: readonly Text[], sport: Text): GeneratedSet | null {
  const { res, won, drawn, draws, cols, space } = TABLES();
  const W = (s: Season, x: number) => won[s * TEAMS + x] as number;
  const D = (s: Season, x: number) => drawn[s * TEAMS + x] as number;
  const L = (s: Season, x: number) => TEAMS - 1 - W(s, x) - D(s, x);
  const P = (s: Season, x: number) => 2 * W(s, x) + D(s, x);
  const R = (s: Season, m: number) => res[s * M + m] as number;
  const DR = (s: Season) => draws[s] as number;
  const team = (x: number) => get(teams, x);
  /** The result of match m as a sentence. */
  const said = (m: number, r: number): Text => {
    const [a, b] = get(MATCHES, m);
    if (r === 1)
      return T(
        `${team(a).en} and ${team(b).en} drew.`,
        `${team(a).hi} और ${team(b).hi} का मैच बराबरी पर छूटा।`,
      );
    const [w, l] = r === 0 ? [a, b] : [b, a];
    return T(`${team(w).en} beat ${team(l).en}.`, `${team(w).hi} ने ${team(l).hi} को हराया।`);
  };
  const truth = rng.pick(space);
  const t = truth;
  // The given cells: the points of two or three teams and one more cell.
  type Col = 'won' | 'drawn' | 'lost' | 'points';
  const value = (s: Season, x: number, c: Col) =>
    c === 'won' ? W(s, x) : c === 'drawn' ? D(s, x) : c === 'lost' ? L(s, x) : P(s, x);
  const cells: [number, Col][] = rng
    .shuffle(range(TEAMS))
    .slice(0, rng.int(2, 3))
    .map((x) => [x, 'points']);
  cells.push([rng.int(0, TEAMS - 1), rng.pick(['won', 'drawn', 'lost'] as const)]);
  const given: Clue<Season>[] = cells.map(([x, c]) => {
    const column = get(cols, ['won', 'drawn', 'lost', 'points'].indexOf(c));
    const v = value(t, x, c);
    return {
      text: T(`${team(x).en}: ${c} ${v}`, `${team(x).hi}: ${v}`),
      ref: T(`table (${team(x).en}, ${c} = ${v})`, `तालिका (${team(x).hi}: ${v})`),
      holds: (s: Season) => column[s * TEAMS + x] === v,
    };
  });
  const pool: Clue<Season>[] = [];
  const add = (text: Text, holds: (s: Season) => boolean) => pool.push({ text, holds });
  for (const m of range(M)) {
    if (rng.next() < 0.5) continue;
    const r = R(t, m);
    const [a, b] = get(MATCHES, m);
    if (r === 1 || rng.next() < 0.5) add(said(m, r), (s) => R(s, m) === r);
    else {
      // "L did not beat W", a weaker clue.
      const [w, l] = r === 0 ? [a, b] : [b, a];
      add(
        T(`${team(l).en} did not beat ${team(w).en}.`, `${team(l).hi} ने ${team(w).hi} को नहीं हराया।`),
        (s) => (l === a ? R(s, m) !== 0 : R(s, m) !== 2),
      );
    }
  }
  for (const x of range(TEAMS)) {
    const X = team(x);
    if (L(t, x) === 0)
      add(T(`${X.en} did not lose any match.`, `${X.hi} कोई मैच नहीं हारी।`), (s) => L(s, x) === 0);
    if (W(t, x) === 0)
      add(T(`${X.en} did not win any match.`, `${X.hi} ने कोई मैच नहीं जीता।`), (s) => W(s, x) === 0);
    const d = D(t, x);
    if (d > 0 && rng.next() < 0.5)
      add(
        T(
          `${X.en} drew exactly ${matchWord(d).en}.`,
          `${X.hi} के ठीक ${matchWord(d).hi} बराबरी पर ${d === 1 ? 'छूटा' : 'छूटे'}।`,
        ),
        (s) => D(s, x) === d,
      );
    const w = W(t, x);
    if (w > 0 && rng.next() < 0.3)
      add(
        T(
          `${X.en} won exactly ${matchWord(w).en}.`,
          `${X.hi} ने ठीक ${matchWord(w).hi} ${w === 1 ? 'जीता' : 'जीते'}।`,
        ),
        (s) => W(s, x) === w,
      );
    for (const y of range(TEAMS))
      if (y !== x && P(t, x) > P(t, y) && rng.next() < 0.25)
        add(
          T(`${X.en} finished with more points than ${team(y).en}.`, `${X.hi} के अंक ${team(y).hi} से अधिक रहे।`),
          (s) => P(s, x) > P(s, y),
        );
  }
  const k = DR(t);
  if (rng.next() < 0.7)
    add(
      k === 0
        ? T('No match ended in a draw.', 'कोई भी मैच बराबरी पर नहीं छूटा।')
        : T(`Exactly ${matchWord(k).en} ended in a draw.`, `ठीक ${matchWord(k).hi} बराबरी पर छूटे।`),
      (s) => DR(s) === k,
    );
  // The table's cells are read first: the clues narrow down the seasons fitting them.
  const fit = space.filter((s) => allHold(given, s));
  const extra = narrowDown(rng, fit, truth, pool, 2, 4);
  if (!extra || extra.length < 3 || extra.length > 9) return null;
  const clues = [...given, ...extra];

  // The checker: every way the ten matches could end, by a walk over the matches.
  const solve = lazy(() => {
    const found: Season[] = [];
    const walk = (m: number, code: number, weight: number) => {
      if (m === M) {
        if (allHold(clues, code)) found.push(code);
        return;
      }
      for (let r = 0; r < 3; r++) walk(m + 1, code + r * weight, weight * 3);
    };
    walk(0, 0, 1);
    return found;
  });
  const cands = fit.filter((s) => allHold(extra, s));
  const label = (n: number) => T(`Case ${n + 1}`, `स्थिति ${n + 1}`);
  const facts: Fact<Season>[] = [];
  const seen = new Set<string>();
  const fact = (text: Text, holds: (s: Season) => boolean) => {
    if (!seen.has(text.en)) {
      seen.add(text.en);
      facts.push({ text, holds });
    }
  };
  // Statements about any season (true in some candidates, in all or in none).
  for (const m of range(M)) for (const r of range(3)) fact(said(m, r), (x) => R(x, m) === r);
  const near = (vs: readonly number[], hi: number) =>
    [...new Set(vs.flatMap((v) => [v - 2, v - 1, v, v + 1, v + 2]))].filter((v) => v >= 0 && v <= hi);
  for (const x of range(TEAMS))
    if (!cells.some(([y, c]) => y === x && c === 'points'))
      for (const p of near(
        cands.map((s) => P(s, x)),
        2 * (TEAMS - 1),
      ))
        fact(
          T(
            `${team(x).en} finished with ${p === 1 ? '1 point' : `${p} points`}.`,
            `${team(x).hi} के कुल ${p} अंक रहे।`,
          ),
          (z) => P(z, x) === p,
        );
  for (const d of near(cands.map(DR), M))
    fact(
      d === 0
        ? T('No match ended in a draw.', 'कोई भी मैच बराबरी पर नहीं छूटा।')
        : T(`Exactly ${matchWord(d).en} ended in a draw.`, `ठीक ${matchWord(d).hi} बराबरी पर छूटे।`),
      (z) => DR(z) === d,
    );
  const steps = deductionLines(
    fit,
    clues.filter((c) => !c.ref),
    range(M)
      .map((m) => ({ text: said(m, R(t, m)), holds: (s: Season) => R(s, m) === R(t, m) }))
      .map((f) => ({
        ...f,
        text: T(f.text.en.replace(/\.$/, ''), f.text.hi.replace(/।$/, '')),
      })),
    T('The table alone', 'केवल तालिका से'),
  );
  const short = (s: Season, m: number): Text => {
    const [a, b] = get(MATCHES, m);
    const r = R(s, m);
    return r === 1
      ? T('draw', 'बराबरी')
      : T(`${team(r === 0 ? a : b).en} won`, `${team(r === 0 ? a : b).hi} जीती`);
  };
  const casesTable = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Match' : 'मैच', ...cands.map((_, n) => label(n)[lang])],
      [
        ...range(M).map((m) => {
          const [a, b] = get(MATCHES, m);
          return [`${team(a)[lang]} – ${team(b)[lang]}`, ...cands.map((s) => short(s, m)[lang])];
        }),
        [
          lang === 'en' ? 'Points' : 'अंक',
          ...cands.map((s) =>
            range(TEAMS)
              .map((x) => P(s, x))
              .join(', '),
          ),
        ],
      ],
    ),
  );
  const order = both((lang) => teams.map((x) => x[lang]).join(', '));
  const n = cands.length;
  const deduction = both((lang) =>
    [
      lang === 'en'
        ? 'Each team plays 4 matches, so won + drawn + lost = 4 and points = 2 × won + drawn. Starting from the given cells of the table and working through the clues:'
        : 'हर टीम 4 मैच खेलती है, अतः जीते + बराबरी + हारे = 4 और अंक = 2 × जीते + बराबरी। तालिका के दिए गए मानों से आरंभ करके, संकेतों से क्रमशः:',
      steps[lang],
      lang === 'en'
        ? `Checking the remaining results match by match, exactly ${n} sets of results fit everything (points in the order ${order.en}):`
        : `बचे हुए परिणामों को मैच-दर-मैच जाँचने पर ठीक ${n} परिणाम-समूह सब कुछ संतुष्ट करते हैं (अंक इस क्रम में: ${order.hi}):`,
      casesTable[lang],
    ].join('\n\n'),
  );
  const used = new Set<string>();
  const cases: Cases<Season> = { rng, cands, facts, solve, deduction, label };
  const questions: GeneratedQuestion[] = [
    countQuestion(
      cases,
      T('Number of possible outcomes', 'संभावित परिणाम-समूहों की संख्या'),
      T(
        'In how many different ways could the ten matches have ended (the result of every match), given all the information?',
        'दी गई सारी जानकारी के अनुसार दसों मैच (हर मैच का परिणाम) कितने अलग-अलग तरीकों से समाप्त हो सकते थे?',
      ),
      T('sets of results', 'परिणाम-समूहों'),
    ),
  ];
  const hidden = range(TEAMS).filter((x) => !cells.some(([y, c]) => y === x && c === 'points'));
  const varies = (f: (s: Season) => number) => new Set(cands.map(f)).size > 1;
  const xs = rng.shuffle(hidden);
  const x = xs.find((y) => varies((s) => P(s, y))) ?? get(xs, 0);
  const max = rng.next() < 0.6;
  const more: (() => GeneratedQuestion | null)[] = [
    () =>
      extremeQuestion(cases, {
        title: max ? T('Most points possible', 'अधिकतम संभव अंक') : T('Fewest points possible', 'न्यूनतम संभव अंक'),
        statement: max
          ? T(
              `What is the maximum number of points ${team(x).en} could have finished with?`,
              `${team(x).hi} के अधिकतम कितने अंक हो सकते थे?`,
            )
          : T(
              `What is the minimum number of points ${team(x).en} could have finished with?`,
              `${team(x).hi} के न्यूनतम कितने अंक हो सकते थे?`,
            ),
        value: (s) => P(s, x),
        show: (v) => T(v === 1 ? '1 point' : `${v} points`, `${v} अंक`),
        max,
      }),
    () => conditionalQuestion(cases, used),
    () => cannotQuestion(cases),
    () =>
      settleQuestion(
        cases,
        T(
          'Which one of the following, if known, would settle the result of every match?',
          'निम्नलिखित में से कौन-सी जानकारी, यदि ज्ञात हो, तो हर मैच का परिणाम निश्चित कर देगी?',
        ),
      ),
    () =>
      varies(DR)
        ? extremeQuestion(cases, {
            title: T('Fewest draws possible', 'न्यूनतम संभव बराबरी'),
            statement: T(
              'What is the minimum possible number of drawn matches in the league?',
              'लीग में बराबरी पर छूटे मैचों की न्यूनतम संभव संख्या क्या है?',
            ),
            value: DR,
            show: (v) => T(String(v), String(v)),
            max: false,
          })
        : null,
    () => mustQuestion(cases, null),
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
  const shown = both((lang) =>
    mdTable(
      lang === 'en' ? ['Team', 'Won', 'Drawn', 'Lost', 'Points'] : ['टीम', 'जीते', 'बराबरी', 'हारे', 'अंक'],
      range(TEAMS).map((y) => [
        team(y)[lang],
        ...(['won', 'drawn', 'lost', 'points'] as const).map((c) =>
          cells.some(([z, cc]) => z === y && cc === c) ? String(value(t, y, c)) : '?',
        ),
      ]),
    ),
  );
  const body = both((lang) =>
    [
      lang === 'en'
        ? `Five ${sport.en} teams — ${order.en} — played a league in which every team played every other team exactly once. A win earned 2 points, a draw 1 point and a loss 0 points. Only some cells of the final table survive (? marks a value not known).`
        : `पाँच ${sport.hi} टीमों — ${order.hi} — ने एक लीग खेली जिसमें हर टीम ने हर दूसरी टीम से ठीक एक मैच खेला। जीत पर 2 अंक, बराबरी पर 1 अंक और हार पर 0 अंक मिले। अंतिम तालिका के केवल कुछ मान उपलब्ध हैं (? का अर्थ है कि मान ज्ञात नहीं)।`,
      shown[lang],
      lang === 'en'
        ? 'Further, the following is known (it does not settle every result):'
        : 'इसके अतिरिक्त, निम्नलिखित ज्ञात है (इससे हर मैच का परिणाम निश्चित नहीं होता):',
      clueList(clues, lang),
    ].join('\n\n'),
  );
  return {
    set: {
      kind: 'passage',
      title: T(`A ${sport.en} league table with gaps`, `अधूरी ${sport.hi} लीग तालिका`),
      body,
    },
    questions,
    numbers: [],
  };
}

/** A five-team round robin whose partial table and clues leave two to four sets of results open. */
export const lrdiCatLeagueTable: QuestionSetGenerator = {
  id: 'games-and-tournaments/cat-league-table-gaps',
  topic: 'games-and-tournaments',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate(rng): GeneratedSet {
    const teams = rng.shuffle(CITIES).slice(0, TEAMS);
    const sport = rng.pick(SPORTS);
    for (;;) {
      const made = attempt(rng, teams, sport);
      if (made) return made;
    }
  },
};
