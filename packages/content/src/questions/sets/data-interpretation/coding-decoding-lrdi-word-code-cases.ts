import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { build, clueBlock, collect, type Fact, retitled, retry } from './group-d8-kit.js';
import {
  cannotQuestion,
  conditionalQuestion,
  countQuestion,
  mustQuestion,
  settleQuestion,
  spreadQuestion,
} from './lrdi-cat-common.js';
import { both, type Clue, get, lazy, mdTable, permutations, range, T } from './lrdi-solver.js';

/**
 * Coding-decoding — six words, six codes, a few cases left (CAT, Bank PO Mains): short phrases are
 * given with their codes in jumbled order, plus a clue or two of the form "X is not coded as y"; they
 * leave two to four complete codings open. The questions ask how many codings fit, how many codes a
 * word could have, what must or cannot be true (also under an added condition) and which fact would
 * settle every code. The checker walks all 6! = 720 ways of giving the words different codes.
 */

const N = 6;
const WORDS = ['sun', 'rain', 'moon', 'star', 'sky', 'tree', 'river', 'hill', 'sea', 'wind', 'cold', 'warm'];
const CODES = ['ka', 'lo', 'mi', 'tu', 'ze', 'ra', 'po', 'si', 'ne', 'gu', 'ba', 'fi'];
type Cod = number;
const TAB = lazy(() => {
  const perms = permutations(N);
  const code = new Int8Array(perms.length * N);
  perms.forEach((p, i) => {
    p.forEach((c, w) => {
      code[i * N + w] = c;
    });
  });
  return { code, space: range(perms.length) };
});
const cd = (s: Cod, w: number) => TAB().code[s * N + w] as number;

function attempt(rng: Rng): GeneratedSet | null {
  const { space } = TAB();
  const words = rng.shuffle(WORDS).slice(0, N);
  const codes = rng.shuffle(CODES).slice(0, N);
  const W = (w: number) => `'${get(words, w)}'`;
  const C = (c: number) => `'${get(codes, c)}'`;
  const t = rng.pick(space);
  const pool: Clue<Cod>[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 30; i++) {
    const size = rng.int(2, 3);
    const phrase = rng.shuffle(range(N)).slice(0, size);
    const key = [...phrase].sort().join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    const set = phrase.map((w) => cd(t, w));
    const shown = `'${rng
      .shuffle(set)
      .map((c) => get(codes, c))
      .join(' ')}'`;
    const text = phrase.map((w) => get(words, w)).join(' ');
    pool.push({
      text: T(`'${text}' is written as ${shown}.`, `'${text}' को ${shown} लिखा जाता है।`),
      holds: (s) => phrase.every((w) => set.includes(cd(s, w))),
    });
  }
  for (const w of range(N))
    if (rng.next() < 0.5) {
      const c = rng.pick(range(N).filter((x) => x !== cd(t, w)));
      pool.push({
        text: T(`${W(w)} is not coded as ${C(c)}.`, `${W(w)} का कोड ${C(c)} नहीं है।`),
        holds: (s) => cd(s, w) !== c,
      });
    }
  const facts: Fact<Cod>[] = [];
  for (const w of range(N))
    for (const c of range(N))
      facts.push({
        text: T(`${W(w)} is coded as ${C(c)}.`, `${W(w)} का कोड ${C(c)} है।`),
        holds: (s) => cd(s, w) === c,
      });
  const trace: Fact<Cod>[] = range(N).map((w) => ({
    text: T(`${W(w)} = ${C(cd(t, w))}`, `${W(w)} = ${C(cd(t, w))}`),
    holds: (s: Cod) => cd(s, w) === cd(t, w),
  }));
  const table = (cands: readonly Cod[], lang: 'en' | 'hi') =>
    mdTable(
      [lang === 'en' ? 'Case' : 'स्थिति', ...range(N).map(W)],
      cands.map((s, i) => [
        lang === 'en' ? `Case ${i + 1}` : `स्थिति ${i + 1}`,
        ...range(N).map((w) => C(cd(s, w))),
      ]),
    );
  const b = build({ rng, space, truth: t, pool, trace, table, facts, open: [2, 4], clueRange: [3, 10] });
  if (!b) return null;
  const c = b.cases;
  const used = new Set<string>();
  const loose = range(N).filter((w) => new Set(b.cands.map((s) => cd(s, w))).size > 1);
  const who = loose.length > 0 ? rng.pick(loose) : -1;
  const questions = collect(
    [
      () =>
        countQuestion(
          c,
          T('Possible codings', 'संभव कोडिंग'),
          T(
            'In how many different ways can the six words be given their codes so that all the clues hold?',
            'छहों शब्दों को कितने अलग-अलग तरीकों से कोड दिए जा सकते हैं कि सभी संकेत सही रहें?',
          ),
          T('codings', 'कोडिंग'),
        ),
      () =>
        who < 0
          ? null
          : spreadQuestion(c, {
              title: T('Codes a word could have', 'शब्द के संभव कोड'),
              statement: T(
                `How many different codes could ${W(who)} have?`,
                `${W(who)} के कितने अलग-अलग कोड हो सकते हैं?`,
              ),
              value: (s) => cd(s, who),
              show: (v) => T(C(v), C(v)),
            }),
      () => retitled(conditionalQuestion(c, used), T('With one code known', 'एक कोड ज्ञात होने पर')),
      () => retitled(cannotQuestion(c), T('A code that is ruled out', 'असंभव कोड')),
      () =>
        retitled(
          settleQuestion(
            c,
            T(
              'Which one of the following, if known, would fix the code of every word?',
              'निम्नलिखित में से कौन-सा तथ्य ज्ञात होने पर हर शब्द का कोड निश्चित हो जाएगा?',
            ),
          ),
          T('The fact that fixes every code', 'हर कोड निश्चित करने वाला तथ्य'),
        ),
      () => retitled(mustQuestion(c, null), T('True in every coding', 'हर कोडिंग में सत्य')),
    ],
    5,
  );
  if (questions.length < 5) return null;
  const body = both((lang) =>
    [
      lang === 'en'
        ? `In a certain code language, the six words ${range(N).map(W).join(', ')} have the six codes ${range(N).map(C).join(', ')}, one each, in some order. In a coded phrase the codes of its words are written in a jumbled order.`
        : `एक निश्चित कूट भाषा में छह शब्दों ${range(N).map(W).join(', ')} के छह कोड ${range(N).map(C).join(', ')} हैं, हर शब्द का एक, किसी क्रम में। किसी कोडित वाक्यांश में उसके शब्दों के कोड अव्यवस्थित क्रम में लिखे जाते हैं।`,
      clueBlock(b.clues, lang, true),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Six words, six codes', 'छह शब्द, छह कोड'), body },
    questions,
    numbers: [],
  };
}

/** Six words and six codes: jumbled coded phrases leave a few codings open. */
export const codingWordCodeCases: QuestionSetGenerator = {
  id: 'coding-decoding-lrdi/word-code-cases',
  topic: 'coding-decoding-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO'],
  generate: (rng) => retry(rng, attempt),
};
