import type { GeneratedQuestion } from '../../generator.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  type Ask,
  both,
  choiceQuestion,
  get,
  joinTexts,
  lazy,
  mdTable,
  numberTexts,
  numericQuestion,
  type Person,
  pickPeople,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Calculation-based LRDI: the marks of five students in three subjects, some cells of the table
 * missing and recovered from statements (a total, a subject's total, a difference). `generate`
 * fills the cells in a chain, each statement giving one missing cell from cells already known; each
 * checker instead solves the statements as a system of linear equations (Gaussian elimination over
 * the missing cells) and reads the answer off the rebuilt table.
 */

const STUDENTS = 5;
const SUBJECTS: readonly Text[] = [
  T('Physics', 'भौतिकी'),
  T('Chemistry', 'रसायन'),
  T('Mathematics', 'गणित'),
  T('Biology', 'जीवविज्ञान'),
  T('English', 'अंग्रेज़ी'),
];
const S = 3;

/** A linear statement: Σ coef × cell = rhs (cells numbered student·3 + subject). */
interface Equation {
  terms: [number, number][];
  rhs: number;
  text: Text;
}

/** Solves the equations for the unknown cells (Gaussian elimination); null unless unique. */
function solveCells(
  equations: readonly Equation[],
  known: ReadonlyMap<number, number>,
  unknown: readonly number[],
) {
  const idx = new Map(unknown.map((c, i) => [c, i]));
  const rows = equations.map((e) => {
    const row = new Array<number>(unknown.length + 1).fill(0);
    let rhs = e.rhs;
    for (const [cell, coef] of e.terms) {
      const i = idx.get(cell);
      if (i === undefined) rhs -= coef * (known.get(cell) ?? Number.NaN);
      else row[i] = get(row, i) + coef;
    }
    row[unknown.length] = rhs;
    return row;
  });
  const n = unknown.length;
  let r = 0;
  for (let c = 0; c < n; c++) {
    const p = range(rows.length).find((i) => i >= r && Math.abs(get(get(rows, i), c)) > 1e-9);
    if (p === undefined) return null;
    [rows[r], rows[p]] = [get(rows, p), get(rows, r)];
    const pivot = get(rows, r);
    const pv = get(pivot, c);
    for (let j = 0; j <= n; j++) pivot[j] = get(pivot, j) / pv;
    rows.forEach((row, i) => {
      if (i === r) return;
      const f = get(row, c);
      if (f === 0) return;
      for (let j = 0; j <= n; j++) row[j] = get(row, j) - f * get(pivot, j);
    });
    r++;
  }
  const out = new Map(known);
  unknown.forEach((cell, i) => {
    out.set(cell, Math.round(get(get(rows, i), n) * 1e6) / 1e6);
  });
  return out;
}

export const lrdiMarksTable: QuestionSetGenerator = {
  id: 'calculation-based-lrdi/marks-table',
  topic: 'calculation-based-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng): GeneratedSet {
    const people: Person[] = pickPeople(rng, STUDENTS);
    const subjects = rng.shuffle(SUBJECTS).slice(0, S);
    const name = (p: number) => get(people, p);
    const subj = (s: number) => get(subjects, s);
    const cellOf = (p: number, s: number) => p * S + s;
    const marks = range(STUDENTS * S).map(() => rng.int(32, 98));
    const m = (c: number) => get(marks, c);
    const total = (p: number) => range(S).reduce((a, s) => a + m(cellOf(p, s)), 0);
    // Distinct totals (so "the highest total" has one answer).
    while (new Set(range(STUDENTS).map(total)).size < STUDENTS)
      marks[rng.int(0, marks.length - 1)] = rng.int(32, 98);

    // Hide six cells, at most two per student, and build the chain of statements.
    let hidden: number[] = [];
    let equations: Equation[] = [];
    let steps: { cell: number; eq: Equation; how: Text }[] = [];
    for (;;) {
      hidden = rng.shuffle(range(STUDENTS * S)).slice(0, 6);
      if (range(STUDENTS).some((p) => hidden.filter((c) => Math.floor(c / S) === p).length > 2)) continue;
      if (range(S).some((s) => hidden.filter((c) => c % S === s).length > 3)) continue;
      equations = [];
      steps = [];
      const knownNow = new Set(range(STUDENTS * S).filter((c) => !hidden.includes(c)));
      let ok = true;
      for (const h of rng.shuffle(hidden)) {
        const [p, s] = [Math.floor(h / S), h % S];
        const options: { eq: Equation; how: Text }[] = [];
        const rowCells = range(S).map((t) => cellOf(p, t));
        if (rowCells.every((c) => c === h || knownNow.has(c))) {
          const others = rowCells.filter((c) => c !== h);
          options.push({
            eq: {
              terms: rowCells.map((c) => [c, 1]),
              rhs: total(p),
              text: T(
                `${name(p).en} scored ${total(p)} marks in all three subjects together.`,
                `${name(p).hi} के तीनों विषयों के कुल अंक ${total(p)} हैं।`,
              ),
            },
            how: T(
              `${total(p)} − ${others.map(m).join(' − ')} = ${m(h)}`,
              `${total(p)} − ${others.map(m).join(' − ')} = ${m(h)}`,
            ),
          });
        }
        const colCells = range(STUDENTS).map((q) => cellOf(q, s));
        if (colCells.every((c) => c === h || knownNow.has(c))) {
          const sum = colCells.reduce((a, c) => a + m(c), 0);
          const others = colCells.filter((c) => c !== h);
          const avg = sum / STUDENTS;
          options.push({
            eq: {
              terms: colCells.map((c) => [c, 1]),
              rhs: sum,
              text: Number.isInteger(avg)
                ? T(
                    `The average marks of the five students in ${subj(s).en} are ${avg}.`,
                    `${subj(s).hi} में पाँचों छात्रों के औसत अंक ${avg} हैं।`,
                  )
                : T(
                    `The five students together scored ${sum} marks in ${subj(s).en}.`,
                    `${subj(s).hi} में पाँचों छात्रों के कुल अंक ${sum} हैं।`,
                  ),
            },
            how: T(
              `${Number.isInteger(avg) ? `5 × ${avg} = ${sum}; ` : ''}${sum} − (${others.map(m).join(' + ')}) = ${m(h)}`,
              `${Number.isInteger(avg) ? `5 × ${avg} = ${sum}; ` : ''}${sum} − (${others.map(m).join(' + ')}) = ${m(h)}`,
            ),
          });
        }
        for (const q of range(STUDENTS)) {
          const c = cellOf(q, s);
          if (q === p || !knownNow.has(c) || m(c) === m(h)) continue;
          const d = m(h) - m(c);
          options.push({
            eq: {
              terms: [
                [h, 1],
                [c, -1],
              ],
              rhs: d,
              text:
                d > 0
                  ? T(
                      `In ${subj(s).en}, ${name(p).en} scored ${d} ${d === 1 ? 'mark' : 'marks'} more than ${name(q).en}.`,
                      `${subj(s).hi} में ${name(p).hi} ने ${name(q).hi} से ${d} अंक अधिक प्राप्त किए।`,
                    )
                  : T(
                      `In ${subj(s).en}, ${name(p).en} scored ${-d} ${d === -1 ? 'mark' : 'marks'} less than ${name(q).en}.`,
                      `${subj(s).hi} में ${name(p).hi} ने ${name(q).hi} से ${-d} अंक कम प्राप्त किए।`,
                    ),
            },
            how: T(
              `${m(c)} ${d > 0 ? '+' : '−'} ${Math.abs(d)} = ${m(h)}`,
              `${m(c)} ${d > 0 ? '+' : '−'} ${Math.abs(d)} = ${m(h)}`,
            ),
          });
        }
        for (const t of range(S)) {
          const c = cellOf(p, t);
          if (t === s || !knownNow.has(c) || m(c) === m(h) || rng.next() < 0.5) continue;
          const d = m(h) - m(c);
          options.push({
            eq: {
              terms: [
                [h, 1],
                [c, -1],
              ],
              rhs: d,
              text: T(
                `${name(p).en}'s marks in ${subj(s).en} are ${Math.abs(d)} ${d > 0 ? 'more' : 'less'} than in ${subj(t).en}.`,
                `${name(p).hi} के ${subj(s).hi} में अंक ${subj(t).hi} से ${Math.abs(d)} ${d > 0 ? 'अधिक' : 'कम'} हैं।`,
              ),
            },
            how: T(
              `${m(c)} ${d > 0 ? '+' : '−'} ${Math.abs(d)} = ${m(h)}`,
              `${m(c)} ${d > 0 ? '+' : '−'} ${Math.abs(d)} = ${m(h)}`,
            ),
          });
        }
        if (options.length === 0) {
          ok = false;
          break;
        }
        // Prefer totals (they make the solver work with several cells).
        const totals = options.filter((o) => o.eq.terms.length > 2);
        const pick = totals.length > 0 && rng.next() < 0.6 ? rng.pick(totals) : rng.pick(options);
        equations.push(pick.eq);
        steps.push({ cell: h, eq: pick.eq, how: pick.how });
        knownNow.add(h);
      }
      if (ok && new Set(equations.map((e) => e.text.en)).size === equations.length) break;
    }
    const shown = rng.shuffle(equations);
    const knownCells = new Map(
      range(STUDENTS * S)
        .filter((c) => !hidden.includes(c))
        .map((c) => [c, m(c)]),
    );
    const solved = lazy(() => solveCells(shown, knownCells, hidden));
    const at = (c: number) => solved()?.get(c) ?? Number.NaN;
    const totalBy = (p: number) => range(S).reduce((a, s) => a + at(cellOf(p, s)), 0);

    const fullTable = both((lang) =>
      mdTable(
        [lang === 'en' ? 'Student' : 'छात्र', ...subjects.map((x) => x[lang]), lang === 'en' ? 'Total' : 'कुल'],
        range(STUDENTS).map((p) => [
          name(p)[lang],
          ...range(S).map((s) =>
            hidden.includes(cellOf(p, s)) ? `**${m(cellOf(p, s))}**` : String(m(cellOf(p, s))),
          ),
          String(total(p)),
        ]),
      ),
    );
    const filledBy = new Map(steps.map((st) => [st.cell, st] as const));
    const usesOf = (st: (typeof steps)[number]): Set<number> => {
      const out = new Set([shown.indexOf(st.eq) + 1]);
      for (const [c] of st.eq.terms) {
        const from = c === st.cell ? undefined : filledBy.get(c);
        if (from) for (const k of usesOf(from)) out.add(k);
      }
      return out;
    };
    const working = both((lang) =>
      [
        lang === 'en'
          ? 'Fill the missing cells one at a time, each from a statement whose other cells are known:'
          : 'हर बार ऐसा कथन लेकर जिसके बाकी खाने ज्ञात हों, एक-एक रिक्त खाना भरें:',
        steps
          .map((st) => {
            const [p, s] = [Math.floor(st.cell / S), st.cell % S];
            // The statement used and every statement that filled a missing cell it relies on.
            const nums = [...usesOf(st)].sort((a, b) => a - b);
            const word = lang === 'en' ? (nums.length > 1 ? 'Statements' : 'Statement') : 'कथन';
            const cited = joinTexts(nums.map((k) => T(String(k), String(k))))[lang];
            return `- **${word} ${cited}** ⇒ ${name(p)[lang]}, ${subj(s)[lang]}: ${st.how[lang]}.`;
          })
          .join('\n'),
        fullTable[lang],
      ].join('\n\n'),
    );

    const questions: GeneratedQuestion[] = [];
    // 1. A missing cell (type in).
    const h0 = get(steps, steps.length - 1).cell;
    const [p0, s0] = [Math.floor(h0 / S), h0 % S];
    questions.push(
      numericQuestion({
        title: T('A missing score', 'एक रिक्त अंक'),
        statement: T(
          `What are ${name(p0).en}'s marks in ${subj(s0).en}?`,
          `${name(p0).hi} के ${subj(s0).hi} में कितने अंक हैं?`,
        ),
        value: m(h0),
        solution: working,
        seconds: 180,
        check: () => at(h0),
      }),
    );
    const asks: Ask[] = [];
    // 2. The highest total.
    {
      const best = range(STUDENTS).reduce((b, p) => (total(p) > total(b) ? p : b), 0);
      const order = [...range(STUDENTS)].sort((a, b) => total(b) - total(a));
      const answer = name(best);
      asks.push({
        title: T('Highest total', 'सर्वाधिक कुल अंक'),
        statement: T('Which student has the highest total marks?', 'किस छात्र के कुल अंक सबसे अधिक हैं?'),
        explain: T(
          `Totals: ${order.map((p) => `${name(p).en} ${total(p)}`).join(', ')}.`,
          `कुल अंक: ${order.map((p) => `${name(p).hi} ${total(p)}`).join(', ')}।`,
        ),
        answer,
        ...textOptions(rng, answer, order.slice(1, 3).map(name), people),
        checkAnswer: () => {
          const totals = range(STUDENTS).map(totalBy);
          const top = Math.max(...totals);
          const who = range(STUDENTS).filter((p) => totalBy(p) === top);
          return who.length === 1 ? name(who[0] as number).en : null;
        },
        seconds: 150,
      });
    }
    // 3. Students above a mark in a subject.
    {
      const s = rng.int(0, S - 1);
      const col = range(STUDENTS)
        .map((p) => m(cellOf(p, s)))
        .sort((a, b) => a - b);
      const cut = Math.floor((get(col, 1) + get(col, 3)) / 2 / 5) * 5;
      const count = (f: (c: number) => number) => range(STUDENTS).filter((p) => f(cellOf(p, s)) > cut).length;
      const n = count(m);
      const answer = T(String(n), String(n));
      asks.push({
        title: T('Above a mark', 'एक अंक से अधिक'),
        statement: T(
          `How many students scored more than ${cut} marks in ${subj(s).en}?`,
          `${subj(s).hi} में कितने छात्रों ने ${cut} से अधिक अंक प्राप्त किए?`,
        ),
        explain: T(
          `${subj(s).en} marks: ${range(STUDENTS)
            .map((p) => m(cellOf(p, s)))
            .join(', ')}; ${n} of them exceed ${cut}.`,
          `${subj(s).hi} के अंक: ${range(STUDENTS)
            .map((p) => m(cellOf(p, s)))
            .join(', ')}; इनमें से ${n}, ${cut} से अधिक हैं।`,
        ),
        answer,
        ...textOptions(rng, answer, numberTexts(n, [n + 1, n - 1]), []),
        checkAnswer: () => String(count(at)),
        seconds: 120,
        numbers: [cut],
      });
    }
    // 4. A subject's total.
    {
      const s = rng.int(0, S - 1);
      const sum = (f: (c: number) => number) => range(STUDENTS).reduce((a, p) => a + f(cellOf(p, s)), 0);
      const v = sum(m);
      const answer = T(String(v), String(v));
      asks.push({
        title: T("A subject's total", 'विषय के कुल अंक'),
        statement: T(
          `What is the total of the marks of all five students in ${subj(s).en}?`,
          `${subj(s).hi} में पाँचों छात्रों के अंकों का योग कितना है?`,
        ),
        explain: T(
          `${range(STUDENTS)
            .map((p) => m(cellOf(p, s)))
            .join(' + ')} = ${v}.`,
          `${range(STUDENTS)
            .map((p) => m(cellOf(p, s)))
            .join(' + ')} = ${v}।`,
        ),
        answer,
        ...textOptions(rng, answer, numberTexts(v, [v + 10, v - 10, v + 1]), []),
        checkAnswer: () => String(sum(at)),
        seconds: 150,
      });
    }
    questions.push(...rng.shuffle(asks).map((a) => choiceQuestion(a, working)));
    // 5. Difference of two totals (type in).
    {
      const [a, b] = rng.shuffle(range(STUDENTS)).slice(0, 2) as [number, number];
      const [hiP, loP] = total(a) > total(b) ? [a, b] : [b, a];
      questions.push(
        numericQuestion({
          title: T('Difference of totals', 'कुल अंकों का अंतर'),
          statement: T(
            `By how many marks does ${name(hiP).en}'s total exceed ${name(loP).en}'s total?`,
            `${name(hiP).hi} के कुल अंक ${name(loP).hi} के कुल अंकों से कितने अधिक हैं?`,
          ),
          value: total(hiP) - total(loP),
          solution: both(
            (lang) =>
              `${working[lang]}\n\n${total(hiP)} − ${total(loP)} = ${total(hiP) - total(loP)}${lang === 'en' ? '.' : '।'}`,
          ),
          seconds: 150,
          check: () => totalBy(hiP) - totalBy(loP),
        }),
      );
    }
    const shownTable = both((lang) =>
      mdTable(
        [lang === 'en' ? 'Student' : 'छात्र', ...subjects.map((x) => x[lang])],
        range(STUDENTS).map((p) => [
          name(p)[lang],
          ...range(S).map((s) => (hidden.includes(cellOf(p, s)) ? '?' : String(m(cellOf(p, s))))),
        ]),
      ),
    );
    const body = both((lang) =>
      [
        lang === 'en'
          ? `The table gives the marks (out of 100) of five students in three subjects; some entries are missing (?).`
          : `तालिका में पाँच छात्रों के तीन विषयों में अंक (100 में से) दिए गए हैं; कुछ प्रविष्टियाँ अनुपलब्ध (?) हैं।`,
        shownTable[lang],
        lang === 'en' ? 'The following is also known:' : 'यह भी ज्ञात है:',
        shown.map((e, i) => `${i + 1}. ${e.text[lang]}`).join('\n'),
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T('Marks of five students', 'पाँच छात्रों के अंक'), body },
      questions,
      numbers: [...knownCells.values()],
    };
  },
};
