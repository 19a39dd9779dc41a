import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { build, clueBlock, collect, type Fact, retitled, retry } from './group-d8-kit.js';
import {
  cannotQuestion,
  conditionalQuestion,
  countQuestion,
  extremeQuestion,
  settleQuestion,
  spreadQuestion,
} from './lrdi-cat-common.js';
import { both, type Clue, get, lazy, mdTable, range, T, type Text } from './lrdi-solver.js';

/**
 * Coding-decoding — letters coded as digits (CAT, Placements): five letters are each coded as a
 * different digit from 1 to 7. Clues (odd/even, larger than, sums, the digit sum of a coded word)
 * leave two to four codings open. The questions ask how many codings fit, how many digits a letter
 * could have, the largest possible code of a word, what must or cannot be true, and which fact
 * settles it. The checker walks all 7 · 6 · 5 · 4 · 3 = 2,520 codings.
 */

const L = 5;
const MAXD = 7;
const LETTERS = ['A', 'B', 'D', 'E', 'G', 'K', 'M', 'N', 'P', 'R', 'S', 'T'];
type Cod = number;
const TAB = lazy(() => {
  const rows: number[][] = [];
  const cur: number[] = [];
  const walk = () => {
    if (cur.length === L) {
      rows.push([...cur]);
      return;
    }
    for (let d = 1; d <= MAXD; d++)
      if (!cur.includes(d)) {
        cur.push(d);
        walk();
        cur.pop();
      }
  };
  walk();
  const dig = new Int8Array(rows.length * L);
  rows.forEach((r, i) => {
    r.forEach((d, k) => {
      dig[i * L + k] = d;
    });
  });
  return { dig, space: range(rows.length) };
});
const dg = (s: Cod, k: number) => TAB().dig[s * L + k] as number;

function attempt(rng: Rng): GeneratedSet | null {
  const { space } = TAB();
  const let5 = rng.shuffle(LETTERS).slice(0, L);
  const X = (k: number) => get(let5, k);
  const t = rng.pick(space);
  const word = rng.shuffle(range(L)).slice(0, 3);
  const wordText = word.map(X).join('');
  const wordValue = (s: Cod) => word.reduce((v, k) => v * 10 + dg(s, k), 0);
  const pool: Clue<Cod>[] = [];
  const add = (text: Text, holds: (s: Cod) => boolean) => pool.push({ text, holds });
  for (const a of range(L)) {
    const odd = dg(t, a) % 2 === 1;
    if (rng.next() < 0.35)
      add(
        T(
          `The code of ${X(a)} is an ${odd ? 'odd' : 'even'} digit.`,
          `${X(a)} का कोड एक ${odd ? 'विषम' : 'सम'} अंक है।`,
        ),
        (s) => dg(s, a) % 2 === (odd ? 1 : 0),
      );
    for (const b of range(L)) {
      if (b === a) continue;
      if (dg(t, a) > dg(t, b) && rng.next() < 0.15)
        add(
          T(
            `The code of ${X(a)} is larger than the code of ${X(b)}.`,
            `${X(a)} का कोड ${X(b)} के कोड से बड़ा है।`,
          ),
          (s) => dg(s, a) > dg(s, b),
        );
      if (a < b && rng.next() < 0.12) {
        const sum = dg(t, a) + dg(t, b);
        add(
          T(
            `The codes of ${X(a)} and ${X(b)} add up to ${sum}.`,
            `${X(a)} और ${X(b)} के कोडों का योग ${sum} है।`,
          ),
          (s) => dg(s, a) + dg(s, b) === sum,
        );
      }
      if (a < b && Math.abs(dg(t, a) - dg(t, b)) === 1 && rng.next() < 0.3)
        add(
          T(
            `The codes of ${X(a)} and ${X(b)} are consecutive digits.`,
            `${X(a)} और ${X(b)} के कोड क्रमागत अंक हैं।`,
          ),
          (s) => Math.abs(dg(s, a) - dg(s, b)) === 1,
        );
    }
  }
  const w2 = rng.shuffle(range(L)).slice(0, 3);
  const w2sum = w2.reduce((v, k) => v + dg(t, k), 0);
  add(
    T(
      `The word ${w2.map(X).join('')} is coded as a number whose digits add up to ${w2sum}.`,
      `शब्द ${w2.map(X).join('')} का कोड एक ऐसी संख्या है जिसके अंकों का योग ${w2sum} है।`,
    ),
    (s) => w2.reduce((v, k) => v + dg(s, k), 0) === w2sum,
  );
  const unused = range(MAXD)
    .map((d) => d + 1)
    .filter((d) => !range(L).some((k) => dg(t, k) === d));
  if (rng.next() < 0.4) {
    const u = rng.pick(unused);
    add(T(`The digit ${u} is not used.`, `अंक ${u} का प्रयोग नहीं हुआ है।`), (s) =>
      range(L).every((k) => dg(s, k) !== u),
    );
  }
  const facts: Fact<Cod>[] = [];
  for (const a of range(L)) {
    for (let d = 1; d <= MAXD; d++)
      facts.push({
        text: T(`${X(a)} is coded as ${d}.`, `${X(a)} का कोड ${d} है।`),
        holds: (s) => dg(s, a) === d,
      });
    for (const b of range(L))
      if (a < b)
        facts.push({
          text: T(
            `The code of ${X(a)} is larger than the code of ${X(b)}.`,
            `${X(a)} का कोड ${X(b)} के कोड से बड़ा है।`,
          ),
          holds: (s) => dg(s, a) > dg(s, b),
        });
  }
  const trace: Fact<Cod>[] = range(L).map((a) => ({
    text: T(`${X(a)} = ${dg(t, a)}`, `${X(a)} = ${dg(t, a)}`),
    holds: (s: Cod) => dg(s, a) === dg(t, a),
  }));
  const table = (cands: readonly Cod[], lang: 'en' | 'hi') =>
    mdTable(
      [lang === 'en' ? 'Case' : 'स्थिति', ...range(L).map(X), wordText],
      cands.map((s, i) => [
        lang === 'en' ? `Case ${i + 1}` : `स्थिति ${i + 1}`,
        ...range(L).map((k) => String(dg(s, k))),
        String(wordValue(s)),
      ]),
    );
  const b = build({ rng, space, truth: t, pool, trace, table, facts, open: [2, 4], clueRange: [4, 9] });
  if (!b) return null;
  const c = b.cases;
  const used = new Set<string>();
  const loose = range(L).filter((k) => new Set(b.cands.map((s) => dg(s, k))).size > 1);
  const who = loose.length > 0 ? rng.pick(loose) : -1;
  const max = rng.next() < 0.5;
  const questions = collect(
    [
      () =>
        countQuestion(
          c,
          T('Possible codings', 'संभव कोडिंग'),
          T(
            'In how many different ways can the five letters be coded so that all the clues hold?',
            'पाँचों अक्षरों को कितने अलग-अलग तरीकों से कोड किया जा सकता है कि सभी संकेत सही रहें?',
          ),
          T('codings', 'कोडिंग'),
        ),
      () =>
        who < 0
          ? null
          : spreadQuestion(c, {
              title: T('Digits a letter could have', 'अक्षर के संभव अंक'),
              statement: T(
                `How many different digits could be the code of ${X(who)}?`,
                `${X(who)} का कोड कितने अलग-अलग अंक हो सकते हैं?`,
              ),
              value: (s) => dg(s, who),
              show: (v) => T(String(v), String(v)),
            }),
      () =>
        extremeQuestion(c, {
          title: T(
            `${max ? 'Largest' : 'Smallest'} code of a word`,
            `शब्द का ${max ? 'सबसे बड़ा' : 'सबसे छोटा'} कोड`,
          ),
          statement: T(
            `The word ${wordText} is coded by writing the codes of its letters in order. What is the ${max ? 'largest' : 'smallest'} possible code of ${wordText}?`,
            `शब्द ${wordText} का कोड उसके अक्षरों के कोड क्रम से लिखकर बनता है। ${wordText} का ${max ? 'सबसे बड़ा' : 'सबसे छोटा'} संभव कोड क्या है?`,
          ),
          value: wordValue,
          show: (v) => T(String(v), String(v)),
          max,
        }),
      () => retitled(conditionalQuestion(c, used), T('With one more code known', 'एक और कोड ज्ञात होने पर')),
      () => retitled(cannotQuestion(c), T('A code that cannot be', 'असंभव कोड')),
      () =>
        retitled(
          settleQuestion(
            c,
            T(
              'Which one of the following, if known, would fix the code of every letter?',
              'निम्नलिखित में से कौन-सा तथ्य ज्ञात होने पर हर अक्षर का कोड निश्चित हो जाएगा?',
            ),
          ),
          T('The fact that fixes the codes', 'कोड निश्चित करने वाला तथ्य'),
        ),
    ],
    5,
  );
  if (questions.length < 5) return null;
  const body = both((lang) =>
    [
      lang === 'en'
        ? `In a certain code, each of the five letters ${let5.join(', ')} is coded as a different digit from 1 to ${MAXD} (so two digits are not used). A word is coded by writing the codes of its letters in the same order; for example, a two-letter word whose letters are coded 3 and 5 (in that order) is coded as 35.`
        : `एक निश्चित कूट में पाँच अक्षरों ${let5.join(', ')} में से प्रत्येक का कोड 1 से ${MAXD} तक का एक अलग अंक है (अतः दो अंकों का प्रयोग नहीं होता)। किसी शब्द का कोड उसके अक्षरों के कोड उसी क्रम में लिखकर बनता है; उदाहरण के लिए, जिस दो अक्षरों वाले शब्द के अक्षरों के कोड (इसी क्रम में) 3 और 5 हों, उसका कोड 35 होगा।`,
      clueBlock(b.clues, lang, true),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Letters coded as digits', 'अंकों में कोडित अक्षर'), body },
    questions,
    numbers: [],
  };
}

/** Five letters coded as distinct digits: arithmetic clues leave a few codings open. */
export const codingLetterDigits: QuestionSetGenerator = {
  id: 'coding-decoding-lrdi/letter-digits',
  topic: 'coding-decoding-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
