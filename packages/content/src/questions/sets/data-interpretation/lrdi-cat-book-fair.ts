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
  narrowDown,
  settleQuestion,
} from './lrdi-cat-common.js';
import {
  both,
  type Clue,
  clueList,
  deductionLines,
  get,
  joinTexts,
  lazy,
  mdTable,
  type Person,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Books bought at a fair (CAT style, calculation based): five friends bought a known total of
 * books, each between 1 and 8; sums, differences, parities and comparisons leave two to four ways
 * the total could have been shared. Questions: the number of ways, the most (or fewest) books one
 * friend could have bought, what must be true if a count is added, what cannot be true, which fact
 * would settle every count. The checker tries every way to give the five friends 1 to 8 books each.
 */

const K = 5;
const MAX = 8;
/** A sharing: the books of the five friends in base 8 (digit p is friend p's count minus 1). */
type Share = number;
const ALL = 8 ** K;
const count = (s: Share, p: number) => 1 + (Math.floor(s / 8 ** p) % 8);
const total = (s: Share) => {
  let acc = 0;
  for (let p = 0; p < K; p++) acc += count(s, p);
  return acc;
};
const books = (n: number) => T(n === 1 ? '1 book' : `${n} books`, `${n} पुस्तकें`.replace(/^1 पुस्तकें$/, '1 पुस्तक'));

function attempt(
  rng: Rng,
  people: readonly Person[],
  sum: number,
  space: readonly Share[],
): GeneratedSet | null {
  const P = (p: number) => get(people, p);
  const truth = rng.pick(space);
  const t = truth;
  const c = (s: Share, p: number) => count(s, p);
  const pool: Clue<Share>[] = [];
  const add = (text: Text, holds: (s: Share) => boolean) => pool.push({ text, holds });
  const chance = (x: number) => rng.next() < x;
  for (const p of range(K)) {
    const X = P(p);
    const v = c(t, p);
    add(
      T(
        `${X.en} bought an ${v % 2 ? 'odd' : 'even'} number of books.`,
        `${X.hi} ने ${v % 2 ? 'विषम' : 'सम'} संख्या में पुस्तकें खरीदीं।`,
      ),
      (s) => c(s, p) % 2 === v % 2,
    );
    const cut = rng.int(2, MAX - 1);
    if (v > cut && chance(0.5))
      add(
        T(`${X.en} bought more than ${books(cut).en}.`, `${X.hi} ने ${books(cut).hi} से अधिक खरीदीं।`),
        (s) => c(s, p) > cut,
      );
    if (v < cut && chance(0.5))
      add(
        T(`${X.en} bought fewer than ${books(cut).en}.`, `${X.hi} ने ${books(cut).hi} से कम खरीदीं।`),
        (s) => c(s, p) < cut,
      );
    for (const q of range(K)) {
      if (q === p) continue;
      const Y = P(q);
      const d = v - c(t, q);
      if (d > 0 && chance(0.25))
        add(
          T(`${X.en} bought more books than ${Y.en}.`, `${X.hi} ने ${Y.hi} से अधिक पुस्तकें खरीदीं।`),
          (s) => c(s, p) > c(s, q),
        );
      if (d > 0 && chance(0.15))
        add(
          T(
            `${X.en} bought ${books(d).en.replace('books', 'more books').replace('1 book', '1 more book')} than ${Y.en}.`,
            `${X.hi} ने ${Y.hi} से ${books(d).hi} अधिक खरीदीं।`,
          ),
          (s) => c(s, p) - c(s, q) === d,
        );
      if (v === 2 * c(t, q) && chance(0.6))
        add(
          T(`${X.en} bought twice as many books as ${Y.en}.`, `${X.hi} ने ${Y.hi} से दोगुनी पुस्तकें खरीदीं।`),
          (s) => c(s, p) === 2 * c(s, q),
        );
      if (p < q && chance(0.2)) {
        const both2 = v + c(t, q);
        add(
          T(
            `${X.en} and ${Y.en} together bought ${both2} books.`,
            `${X.hi} और ${Y.hi} ने मिलकर ${both2} पुस्तकें खरीदीं।`,
          ),
          (s) => c(s, p) + c(s, q) === both2,
        );
      }
      if (p < q && v === c(t, q) && chance(0.6))
        add(
          T(`${X.en} and ${Y.en} bought the same number of books.`, `${X.hi} और ${Y.hi} ने बराबर पुस्तकें खरीदीं।`),
          (s) => c(s, p) === c(s, q),
        );
    }
  }
  const counts = range(K).map((p) => c(t, p));
  const distinct = new Set(counts).size;
  if (distinct === K)
    add(
      T('No two friends bought the same number of books.', 'किन्हीं दो मित्रों ने बराबर पुस्तकें नहीं खरीदीं।'),
      (s) => new Set(range(K).map((p) => c(s, p))).size === K,
    );
  const spread = Math.max(...counts) - Math.min(...counts);
  if (spread > 0)
    add(
      T(
        `The friend who bought the most books bought ${books(spread).en.replace('books', 'more').replace('1 book', '1 more')} than the friend who bought the fewest.`,
        `सबसे अधिक पुस्तकें खरीदने वाले मित्र ने सबसे कम खरीदने वाले से ${books(spread).hi} अधिक खरीदीं।`,
      ),
      (s) => {
        const cs = range(K).map((p) => c(s, p));
        return Math.max(...cs) - Math.min(...cs) === spread;
      },
    );
  const clues = narrowDown(rng, space, truth, pool, 2, 4);
  if (!clues || clues.length < 4 || clues.length > 9) return null;

  // The checker: every way to give the five friends 1 to 8 books each, kept when the total and every clue hold.
  const solve = lazy(() => {
    const found: Share[] = [];
    const walk = (p: number, code: number, weight: number, left: number) => {
      if (p === K) {
        if (left === 0 && allHold(clues, code)) found.push(code);
        return;
      }
      for (let v = 1; v <= MAX; v++) walk(p + 1, code + (v - 1) * weight, weight * 8, left - v);
    };
    walk(0, 0, 1, sum);
    return found;
  });
  const cands = space.filter((s) => allHold(clues, s));
  const label = (n: number) => T(`Case ${n + 1}`, `स्थिति ${n + 1}`);
  const facts: Fact<Share>[] = [];
  const seen = new Set<string>();
  const fact = (text: Text, holds: (s: Share) => boolean) => {
    if (!seen.has(text.en)) {
      seen.add(text.en);
      facts.push({ text, holds });
    }
  };
  for (const p of range(K)) {
    for (let v = 1; v <= MAX; v++)
      fact(
        T(
          `${P(p).en} bought ${books(v).en}.`,
          `${P(p).hi} ने ${books(v).hi} खरीदीं।`.replace('1 पुस्तक खरीदीं', '1 पुस्तक खरीदी'),
        ),
        (s) => c(s, p) === v,
      );
    for (const q of range(K))
      if (q !== p)
        fact(
          T(`${P(p).en} bought more books than ${P(q).en}.`, `${P(p).hi} ने ${P(q).hi} से अधिक पुस्तकें खरीदीं।`),
          (s) => c(s, p) > c(s, q),
        );
  }
  const steps = deductionLines(
    space,
    clues,
    range(K).map((p) => ({
      text: T(`${P(p).en}: ${books(c(t, p)).en}`, `${P(p).hi}: ${books(c(t, p)).hi}`),
      holds: (s: Share) => c(s, p) === c(t, p),
    })),
  );
  const table = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Friend' : 'मित्र', ...cands.map((_, n) => label(n)[lang])],
      range(K).map((p) => [P(p)[lang], ...cands.map((s) => String(c(s, p)))]),
    ),
  );
  const n = cands.length;
  const deduction = both((lang) =>
    [
      lang === 'en'
        ? `The five counts add up to ${sum}, each from 1 to ${MAX}. Working through the clues:`
        : `पाँचों संख्याओं का योग ${sum} है, प्रत्येक 1 से ${MAX} तक। संकेतों से क्रमशः:`,
      steps[lang],
      lang === 'en'
        ? `Trying the remaining counts, exactly ${n} ways of sharing fit every clue:`
        : `बची हुई संख्याओं को जाँचने पर ठीक ${n} बँटवारे सभी संकेतों के अनुरूप हैं:`,
      table[lang],
    ].join('\n\n'),
  );
  const used = new Set<string>();
  const cases: Cases<Share> = { rng, cands, facts, solve, deduction, label };
  const questions: GeneratedQuestion[] = [
    countQuestion(
      cases,
      T('Number of possible sharings', 'संभावित बँटवारों की संख्या'),
      T(
        'In how many different ways (the number of books of each friend) could the books have been bought?',
        'पुस्तकें कितने अलग-अलग तरीकों (हर मित्र की पुस्तकों की संख्या) से खरीदी गई हो सकती हैं?',
      ),
      T('ways', 'बँटवारों'),
    ),
  ];
  const varies = (p: number) => new Set(cands.map((s) => c(s, p))).size > 1;
  const xs = rng.shuffle(range(K));
  const x = xs.find(varies) ?? get(xs, 0);
  const max = rng.next() < 0.5;
  const more: (() => GeneratedQuestion | null)[] = [
    () =>
      extremeQuestion(cases, {
        title: max
          ? T('Most books possible', 'अधिकतम संभव पुस्तकें')
          : T('Fewest books possible', 'न्यूनतम संभव पुस्तकें'),
        statement: max
          ? T(
              `What is the largest number of books ${P(x).en} could have bought?`,
              `${P(x).hi} ने अधिकतम कितनी पुस्तकें खरीदी हो सकती हैं?`,
            )
          : T(
              `What is the smallest number of books ${P(x).en} could have bought?`,
              `${P(x).hi} ने न्यूनतम कितनी पुस्तकें खरीदी हो सकती हैं?`,
            ),
        value: (s) => c(s, x),
        show: books,
        max,
      }),
    () => conditionalQuestion(cases, used),
    () => cannotQuestion(cases),
    () =>
      settleQuestion(
        cases,
        T(
          'Which one of the following, if known, would fix the number of books of every friend?',
          'निम्नलिखित में से कौन-सी जानकारी, यदि ज्ञात हो, तो हर मित्र की पुस्तकों की संख्या निश्चित कर देगी?',
        ),
      ),
    () => conditionalQuestion(cases, used),
  ];
  for (const make of more) {
    const q = make();
    if (q && questions.length < 5) questions.push(q);
  }
  if (questions.length < 5) return null;
  const names = joinTexts(people);
  const body = both((lang) =>
    [
      lang === 'en'
        ? `Five friends — ${names.en} — visited a book fair and bought ${sum} books in all. Each of them bought at least 1 and at most ${MAX} books.`
        : `पाँच मित्र — ${names.hi} — एक पुस्तक मेले में गए और कुल ${sum} पुस्तकें खरीदीं। प्रत्येक ने कम से कम 1 और अधिक से अधिक ${MAX} पुस्तकें खरीदीं।`,
      lang === 'en'
        ? 'The following is known (it does not fix every count):'
        : 'निम्नलिखित ज्ञात है (इससे हर संख्या निश्चित नहीं होती):',
      clueList(clues, lang),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Books bought at a fair', 'पुस्तक मेले में खरीदी गई पुस्तकें'), body },
    questions,
    numbers: [sum],
  };
}

/** Five friends share a known total of books; sums, parities and comparisons leave two to four ways. */
export const lrdiCatBookFair: QuestionSetGenerator = {
  id: 'calculation-based-lrdi/cat-book-fair',
  topic: 'calculation-based-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng): GeneratedSet {
    const people = pickPeople(rng, K);
    const sum = rng.int(18, 26);
    const space = range(ALL).filter((s) => total(s) === sum);
    for (;;) {
      const made = attempt(rng, people, sum, space);
      if (made) return made;
    }
  },
};
