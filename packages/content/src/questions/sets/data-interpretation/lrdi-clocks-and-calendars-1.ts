import type { GeneratedQuestion } from '../../generator.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  type Ask,
  both,
  choiceQuestion,
  DAYS,
  get,
  joinTexts,
  mdTable,
  NUM_EN,
  NUM_HI,
  numericQuestion,
  ORD_EN,
  ORD_HI,
  type Person,
  pickPeople,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Clocks and calendars: five guest lectures in one month, on five different dates. The weekday of
 * a reference date earlier in the year is given; clues fix the dates one after another (the first
 * by "the second Tuesday of the month", later ones relative to lectures already fixed). `generate`
 * takes weekdays from the JavaScript calendar; each checker finds the weekday of the 1st by
 * Zeller's congruence and searches all date assignments that obey every clue (a backtracking search).
 */

const MONTHS: readonly Text[] = [
  T('January', 'जनवरी'),
  T('February', 'फ़रवरी'),
  T('March', 'मार्च'),
  T('April', 'अप्रैल'),
  T('May', 'मई'),
  T('June', 'जून'),
  T('July', 'जुलाई'),
  T('August', 'अगस्त'),
  T('September', 'सितंबर'),
  T('October', 'अक्टूबर'),
  T('November', 'नवंबर'),
  T('December', 'दिसंबर'),
];
const N = 5;

/** Weekday (0 = Monday) of a date, from the JavaScript calendar. */
const weekdayJs = (y: number, m: number, d: number) => (new Date(Date.UTC(y, m, d)).getUTCDay() + 6) % 7;
/** Weekday (0 = Monday) by Zeller's congruence (m 0-based). */
function weekdayZeller(y: number, m: number, d: number): number {
  const mm = m < 2 ? m + 13 : m + 1;
  const yy = m < 2 ? y - 1 : y;
  const k = yy % 100;
  const j = Math.floor(yy / 100);
  const h = (d + Math.floor((13 * (mm + 1)) / 5) + k + Math.floor(k / 4) + Math.floor(j / 4) + 5 * j) % 7;
  // h: 0 = Saturday … 6 = Friday.
  return (h + 5) % 7;
}
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/** A clue on the dates (index = lecture), given the weekday of the 1st and the month's length. */
interface DateClue {
  text: Text;
  vars: number[];
  holds(dates: readonly number[], first: number, length: number): boolean;
}
const wd = (date: number, first: number) => (first + date - 1) % 7;

/** All date assignments (distinct dates) obeying the clues: backtracking, fewest options first. */
function solveDates(clues: readonly DateClue[], first: number, length: number): number[][] {
  const out: number[][] = [];
  const dates = new Array<number>(N).fill(-1);
  const fits = (v: number, d: number) => {
    if (dates.includes(d)) return false;
    dates[v] = d;
    const ok = clues.every(
      (c) => !c.vars.includes(v) || c.vars.some((u) => get(dates, u) < 0) || c.holds(dates, first, length),
    );
    dates[v] = -1;
    return ok;
  };
  const walk = () => {
    const open = range(N).filter((v) => get(dates, v) < 0);
    if (open.length === 0) {
      out.push([...dates]);
      return;
    }
    let best = -1;
    let bestOptions: number[] = [];
    for (const v of open) {
      const options = range(length)
        .map((i) => i + 1)
        .filter((d) => fits(v, d));
      if (best < 0 || options.length < bestOptions.length) {
        best = v;
        bestOptions = options;
      }
    }
    for (const d of bestOptions) {
      dates[best] = d;
      walk();
      dates[best] = -1;
    }
  };
  walk();
  return out;
}

export const lrdiLectureCalendar: QuestionSetGenerator = {
  id: 'clocks-and-calendars-1/lecture-calendar',
  topic: 'clocks-and-calendars-1',
  difficulty: 'medium',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng): GeneratedSet {
    const year = rng.int(2023, 2029);
    const month = rng.int(2, 11);
    const length = daysIn(year, month);
    const first = weekdayJs(year, month, 1);
    const refMonth = rng.int(0, month - 1);
    const refDay = rng.int(1, daysIn(year, refMonth));
    const refWeekday = weekdayJs(year, refMonth, refDay);
    const people: Person[] = pickPeople(rng, N);
    const name = (p: number) => get(people, p);
    const M = get(MONTHS, month);
    const dayText = (d: number) => T(`${d} ${M.en}`, `${d} ${M.hi}`);
    const weekdayOf = (d: number) => get(DAYS, wd(d, first));

    // The chain: lecture order[0] is placed by an absolute clue, each later one relative to earlier ones.
    let dates: number[] = [];
    let chain: DateClue[] = [];
    for (;;) {
      dates = new Array<number>(N).fill(-1);
      chain = [];
      const order = rng.shuffle(range(N));
      const o0 = get(order, 0);
      const w = rng.int(0, 6);
      const firstW = ((w - first + 7) % 7) + 1;
      const ks = range(5).filter((k) => firstW + 7 * k <= length);
      const useLast = rng.next() < 0.3;
      const k = useLast ? ks.length - 1 : rng.pick(ks.slice(0, 4));
      dates[o0] = firstW + 7 * k;
      chain.push({
        text: useLast
          ? T(
              `${name(o0).en}'s lecture is on the last ${get(DAYS, w).en} of the month.`,
              `${name(o0).hi} का व्याख्यान महीने के अंतिम ${get(DAYS, w).hi} को है।`,
            )
          : T(
              `${name(o0).en}'s lecture is on the ${ORD_EN[k + 1]} ${get(DAYS, w).en} of the month.`,
              `${name(o0).hi} का व्याख्यान महीने के ${ORD_HI[k + 1]} ${get(DAYS, w).hi} को है।`,
            ),
        vars: [o0],
        holds: (ds, f, len) => {
          const d = get(ds, o0);
          if (wd(d, f) !== w) return false;
          return useLast ? d + 7 > len : Math.floor((d - 1) / 7) === k;
        },
      });
      let ok = true;
      for (const e of order.slice(1)) {
        const placed = order.filter((p) => get(dates, p) > 0);
        let done = false;
        for (let tries = 0; tries < 20 && !done; tries++) {
          const x = rng.pick(placed);
          const dx = get(dates, x);
          const kind = rng.int(0, 3);
          let d = -1;
          let clue: DateClue | null = null;
          if (kind === 0) {
            const n = rng.int(2, 13) * (rng.next() < 0.5 ? 1 : -1);
            d = dx + n;
            clue = {
              text:
                n > 0
                  ? T(
                      `${name(e).en}'s lecture is ${n} days after ${name(x).en}'s.`,
                      `${name(e).hi} का व्याख्यान ${name(x).hi} के व्याख्यान के ${n} दिन बाद है।`,
                    )
                  : T(
                      `${name(e).en}'s lecture is ${-n} days before ${name(x).en}'s.`,
                      `${name(e).hi} का व्याख्यान ${name(x).hi} के व्याख्यान से ${-n} दिन पहले है।`,
                    ),
              vars: [e, x],
              holds: (ds) => get(ds, e) - get(ds, x) === n,
            };
          } else if (kind === 1) {
            const w2 = rng.int(0, 6);
            const after = rng.next() < 0.5;
            const gap = (w2 - wd(dx, first) + 7) % 7 || 7;
            d = after ? dx + gap : dx - ((wd(dx, first) - w2 + 7) % 7 || 7);
            clue = {
              text: after
                ? T(
                    `${name(e).en}'s lecture is on the first ${get(DAYS, w2).en} after ${name(x).en}'s lecture.`,
                    `${name(e).hi} का व्याख्यान ${name(x).hi} के व्याख्यान के बाद आने वाले पहले ${get(DAYS, w2).hi} को है।`,
                  )
                : T(
                    `${name(e).en}'s lecture is on the last ${get(DAYS, w2).en} before ${name(x).en}'s lecture.`,
                    `${name(e).hi} का व्याख्यान ${name(x).hi} के व्याख्यान से ठीक पहले वाले ${get(DAYS, w2).hi} को है।`,
                  ),
              vars: [e, x],
              holds: (ds, f) => {
                const diff = get(ds, e) - get(ds, x);
                return (
                  wd(get(ds, e), f) === w2 && (after ? diff >= 1 && diff <= 7 : diff <= -1 && diff >= -7)
                );
              },
            };
          } else if (kind === 2) {
            const weeks = rng.int(1, 3) * (rng.next() < 0.5 ? 1 : -1);
            d = dx + 7 * weeks;
            const m = Math.abs(weeks);
            clue = {
              text: T(
                `${name(e).en}'s lecture is on the same weekday as ${name(x).en}'s, exactly ${m === 1 ? 'one week' : `${NUM_EN[m]} weeks`} ${weeks > 0 ? 'later' : 'earlier'}.`,
                `${name(e).hi} का व्याख्यान ${name(x).hi} के व्याख्यान वाले वार को ही, ठीक ${NUM_HI[m]} सप्ताह ${weeks > 0 ? 'बाद' : 'पहले'} है।`,
              ),
              vars: [e, x],
              holds: (ds) => get(ds, e) - get(ds, x) === 7 * weeks,
            };
          } else if (placed.length >= 2) {
            // The only given weekday strictly between two lectures already placed.
            const [a, b] = rng.shuffle(placed).slice(0, 2) as [number, number];
            const [lo, hi] = [Math.min(get(dates, a), get(dates, b)), Math.max(get(dates, a), get(dates, b))];
            const w2 = rng.int(0, 6);
            const inside = range(hi - lo - 1)
              .map((i) => lo + 1 + i)
              .filter((q) => wd(q, first) === w2);
            if (inside.length !== 1) continue;
            d = inside[0] as number;
            clue = {
              text: T(
                `${name(e).en}'s lecture is on a ${get(DAYS, w2).en} between the lectures of ${name(a).en} and ${name(b).en}.`,
                `${name(e).hi} का व्याख्यान ${name(a).hi} और ${name(b).hi} के व्याख्यानों के बीच किसी ${get(DAYS, w2).hi} को है।`,
              ),
              vars: [e, a, b],
              holds: (ds, f) => {
                const [p, q] = [Math.min(get(ds, a), get(ds, b)), Math.max(get(ds, a), get(ds, b))];
                return wd(get(ds, e), f) === w2 && get(ds, e) > p && get(ds, e) < q;
              },
            };
          }
          if (!clue || d < 1 || d > length || dates.includes(d)) continue;
          dates[e] = d;
          chain.push(clue);
          done = true;
        }
        if (!done) ok = false;
      }
      if (!ok) continue;
      // Unique, and not all in one week.
      const all = solveDates(chain, first, length);
      if (all.length === 1 && Math.max(...dates) - Math.min(...dates) >= 10) break;
    }
    const shown = rng.shuffle(chain);
    const checkFirst = () => weekdayZeller(year, month, 1);
    const solved = () => {
      const all = solveDates(shown, checkFirst(), daysIn(year, month));
      return all.length === 1 ? (all[0] as number[]) : null;
    };

    // Working: the weekday of the 1st from the reference date, then the chain.
    const refText = T(
      `${refDay} ${get(MONTHS, refMonth).en} ${year}`,
      `${refDay} ${get(MONTHS, refMonth).hi} ${year}`,
    );
    const gapDays = (Date.UTC(year, month, 1) - Date.UTC(year, refMonth, refDay)) / 86_400_000;
    const working = both((lang) => {
      const intro =
        lang === 'en'
          ? `From ${refText.en} (${get(DAYS, refWeekday).en}) to 1 ${M.en} ${year} is ${gapDays} days; ${gapDays} = 7 × ${Math.floor(gapDays / 7)} + ${gapDays % 7}, so 1 ${M.en} is ${gapDays % 7} weekday(s) after ${get(DAYS, refWeekday).en}: a ${get(DAYS, first).en}. ${M.en} ${year} has ${length} days.`
          : `${refText.hi} (${get(DAYS, refWeekday).hi}) से 1 ${M.hi} ${year} तक ${gapDays} दिन हैं; ${gapDays} = 7 × ${Math.floor(gapDays / 7)} + ${gapDays % 7}, अतः 1 ${M.hi}, ${get(DAYS, refWeekday).hi} से ${gapDays % 7} वार आगे: ${get(DAYS, first).hi} है। ${M.hi} ${year} में ${length} दिन हैं।`;
      // Each step cites its own clue and every clue the dates it relies on came from (in the chain,
      // a clue fixes its first person from the dates of the others it names).
      const fixedBy = new Map(chain.map((c) => [get(c.vars, 0), c] as const));
      const uses = (c: (typeof chain)[number]): Set<number> => {
        const out = new Set([shown.indexOf(c) + 1]);
        for (const v of c.vars.slice(1)) {
          const from = fixedBy.get(v);
          if (from && from !== c) for (const k of uses(from)) out.add(k);
        }
        return out;
      };
      const list = chain.map((c) => {
        const e = get(c.vars, 0);
        const nums = [...uses(c)].sort((a, b) => a - b);
        const cited = joinTexts(nums.map((k) => T(String(k), String(k))));
        return lang === 'en'
          ? `- **Clue${nums.length > 1 ? 's' : ''} ${cited.en}** ⇒ ${name(e).en}: ${get(dates, e)} ${M.en} (${weekdayOf(get(dates, e)).en}).`
          : `- **संकेत ${cited.hi}** ⇒ ${name(e).hi}: ${get(dates, e)} ${M.hi} (${weekdayOf(get(dates, e)).hi})।`;
      });
      const table = mdTable(
        lang === 'en' ? ['Speaker', 'Date', 'Day'] : ['वक्ता', 'तिथि', 'वार'],
        [...range(N)]
          .sort((a, b) => get(dates, a) - get(dates, b))
          .map((p) => [name(p)[lang], dayText(get(dates, p))[lang], weekdayOf(get(dates, p))[lang]]),
      );
      return [intro, list.join('\n'), table].join('\n\n');
    });

    const questions: GeneratedQuestion[] = [];
    const asks: Ask[] = [];
    // 1. The weekday of the 1st.
    {
      const answer = get(DAYS, first);
      asks.push({
        title: T('The first of the month', 'महीने का पहला दिन'),
        statement: T(
          `On which day of the week does ${M.en} ${year} begin?`,
          `${M.hi} ${year} सप्ताह के किस दिन से आरंभ होता है?`,
        ),
        explain: T('', ''),
        answer,
        ...textOptions(
          rng,
          answer,
          [get(DAYS, (first + 1) % 7), get(DAYS, (first + 6) % 7), get(DAYS, refWeekday)],
          DAYS,
        ),
        checkAnswer: () => get(DAYS, checkFirst()).en,
        seconds: 120,
        numbers: [year],
      });
    }
    // 2. The date of a lecture not placed by the absolute clue.
    const rel = range(N).filter((p) => p !== get(chain, 0).vars[0]);
    const x = rng.pick(rel);
    {
      const answer = dayText(get(dates, x));
      asks.push({
        title: T('Date of a lecture', 'व्याख्यान की तिथि'),
        statement: T(`On which date is ${name(x).en}'s lecture?`, `${name(x).hi} का व्याख्यान किस तिथि को है?`),
        explain: T('', ''),
        answer,
        ...textOptions(
          rng,
          answer,
          [get(dates, x) + 7, get(dates, x) - 7, get(dates, x) + 1, get(dates, x) - 1]
            .filter((d) => d >= 1 && d <= length)
            .map(dayText),
          range(length)
            .map((i) => i + 1)
            .filter((d) => Math.abs(d - get(dates, x)) <= 9 && d !== get(dates, x))
            .map(dayText),
        ),
        checkAnswer: () => {
          const s = solved();
          return s ? dayText(get(s, x)).en : null;
        },
        seconds: 150,
      });
    }
    // 3. Whose lecture is on a given weekday-date.
    {
      const y = rng.pick(range(N).filter((p) => p !== x));
      const answer = name(y);
      asks.push({
        title: T('Whose lecture?', 'किसका व्याख्यान?'),
        statement: T(
          `Whose lecture is on ${get(dates, y)} ${M.en}?`,
          `${get(dates, y)} ${M.hi} को किसका व्याख्यान है?`,
        ),
        explain: T('', ''),
        answer,
        ...textOptions(rng, answer, [], people),
        checkAnswer: () => {
          const s = solved();
          return s ? name(s.indexOf(get(dates, y))).en : null;
        },
        seconds: 120,
        numbers: [get(dates, y)],
      });
      // 4. The weekday of the last lecture.
      const last = range(N).reduce((b, p) => (get(dates, p) > get(dates, b) ? p : b), 0);
      const ans = weekdayOf(get(dates, last));
      asks.push({
        title: T('The last lecture', 'अंतिम व्याख्यान'),
        statement: T(
          'On which day of the week is the last lecture of the month?',
          'महीने का अंतिम व्याख्यान सप्ताह के किस दिन है?',
        ),
        explain: T('', ''),
        answer: ans,
        ...textOptions(rng, ans, [weekdayOf(get(dates, last) + 1), weekdayOf(get(dates, last) + 6)], DAYS),
        checkAnswer: () => {
          const s = solved();
          return s ? get(DAYS, wd(Math.max(...s), checkFirst())).en : null;
        },
        seconds: 120,
      });
    }
    questions.push(...rng.shuffle(asks).map((a) => choiceQuestion(a, working)));
    // 5. Days between the first and the last lecture (type in).
    {
      const span = Math.max(...dates) - Math.min(...dates) - 1;
      const firstL = dates.indexOf(Math.min(...dates));
      const lastL = dates.indexOf(Math.max(...dates));
      questions.push(
        numericQuestion({
          title: T('Days in between', 'बीच के दिन'),
          statement: T(
            'How many days lie strictly between the first lecture and the last lecture of the month?',
            'महीने के पहले और अंतिम व्याख्यान के बीच (दोनों दिनों को छोड़कर) कितने दिन हैं?',
          ),
          value: span,
          solution: both(
            (lang) =>
              `${working[lang]}\n\n${
                lang === 'en'
                  ? `The first lecture (${name(firstL).en}) is on ${Math.min(...dates)} ${M.en} and the last (${name(lastL).en}) on ${Math.max(...dates)} ${M.en}: ${Math.max(...dates)} − ${Math.min(...dates)} − 1 = ${span} days in between.`
                  : `पहला व्याख्यान (${name(firstL).hi}) ${Math.min(...dates)} ${M.hi} को और अंतिम (${name(lastL).hi}) ${Math.max(...dates)} ${M.hi} को है: बीच में ${Math.max(...dates)} − ${Math.min(...dates)} − 1 = ${span} दिन।`
              }`,
          ),
          seconds: 150,
          check: () => {
            const s = solved();
            return s ? Math.max(...s) - Math.min(...s) - 1 : null;
          },
        }),
      );
    }
    const body = both((lang) =>
      [
        lang === 'en'
          ? `Five speakers — ${people.map((p) => p.en).join(', ')} — each give one guest lecture at a college in ${M.en} ${year}, on five different dates. ${refText.en} was a ${get(DAYS, refWeekday).en}.`
          : `पाँच वक्ता — ${people.map((p) => p.hi).join(', ')} — ${M.hi} ${year} में एक कॉलेज में अलग-अलग पाँच तिथियों पर एक-एक अतिथि व्याख्यान देते हैं। ${refText.hi} को ${get(DAYS, refWeekday).hi} था।`,
        lang === 'en'
          ? 'The following is known about the dates of the lectures:'
          : 'व्याख्यानों की तिथियों के बारे में निम्नलिखित ज्ञात है:',
        shown.map((c, i) => `${i + 1}. ${c.text[lang]}`).join('\n'),
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T(`Guest lectures in ${M.en}`, `${M.hi} के अतिथि व्याख्यान`), body },
      questions,
      numbers: [year, refDay],
    };
  },
};
