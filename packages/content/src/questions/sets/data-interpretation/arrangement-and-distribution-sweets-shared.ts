import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { build, clueBlock, collect, type Fact, retitled, retry } from './group-d8-kit.js';
import {
  cannotQuestion,
  conditionalQuestion,
  countQuestion,
  extremeQuestion,
  mustQuestion,
  settleQuestion,
} from './lrdi-cat-common.js';
import { both, type Clue, get, lazy, mdTable, pickPeople, range, T, type Text } from './lrdi-solver.js';

/**
 * Arrangement and distribution — sweets shared out (CAT, Placements): a known number of sweets is shared
 * among four children, each getting 1 to 12. Clues compare the shares (more than, twice as many,
 * together, odd or even) and leave two to four distributions open; the questions ask how many fit,
 * the most or fewest a child could have got, what must or cannot be true and which fact settles it.
 * The checker walks all 12^4 = 20,736 ways to give out 1-12 sweets each and keeps those with the total.
 */

const K = 4;
const MAX = 12;
/** A distribution: the shares of the four children. */
type Share = readonly number[];

/** Every way to give out 1-12 sweets to each child. */
const TUPLES = lazy(() =>
  range(MAX ** K).map((m) => range(K).map((i) => (Math.floor(m / MAX ** i) % MAX) + 1)),
);

function attempt(rng: Rng): GeneratedSet | null {
  const P = pickPeople(rng, K);
  const X = (p: number) => get(P, p);
  const truth = range(K).map(() => rng.int(1, MAX));
  const total = truth.reduce((a, b) => a + b, 0);
  const all: Share[] = TUPLES().filter((s) => s.reduce((a, b) => a + b, 0) === total);
  const t = all.find((s) => s.every((v, i) => v === truth[i])) as Share;
  const pool: Clue<Share>[] = [];
  const add = (text: Text, holds: (s: Share) => boolean) => pool.push({ text, holds });
  const v = (s: Share, p: number) => get(s, p);
  for (const p of range(K)) {
    const a = v(t, p);
    if (rng.next() < 0.3)
      add(
        T(
          `${X(p).en} got an ${a % 2 ? 'odd' : 'even'} number of sweets.`,
          `${X(p).hi} को ${a % 2 ? 'विषम' : 'सम'} संख्या में मिठाइयाँ मिलीं।`,
        ),
        (s) => v(s, p) % 2 === a % 2,
      );
    if (a >= 4 && rng.next() < 0.25) {
      const lo = rng.int(2, a);
      add(
        T(`${X(p).en} got at least ${lo} sweets.`, `${X(p).hi} को कम से कम ${lo} मिठाइयाँ मिलीं।`),
        (s) => v(s, p) >= lo,
      );
    }
    if (a <= 9 && rng.next() < 0.25) {
      const hi = rng.int(Math.max(a, 2), 10);
      add(
        T(`${X(p).en} got at most ${hi} sweets.`, `${X(p).hi} को अधिक से अधिक ${hi} मिठाइयाँ मिलीं।`),
        (s) => v(s, p) <= hi,
      );
    }
    if (a % 3 === 0 && rng.next() < 0.3)
      add(
        T(
          `The number of sweets ${X(p).en} got is a multiple of 3.`,
          `${X(p).hi} को मिली मिठाइयों की संख्या 3 का गुणज है।`,
        ),
        (s) => v(s, p) % 3 === 0,
      );
    for (const q of range(K)) {
      if (q === p) continue;
      const b = v(t, q);
      if (a > b && rng.next() < 0.3)
        add(
          T(`${X(p).en} got more sweets than ${X(q).en}.`, `${X(p).hi} को ${X(q).hi} से अधिक मिठाइयाँ मिलीं।`),
          (s) => v(s, p) > v(s, q),
        );
      if (a === 2 * b && rng.next() < 0.7)
        add(
          T(
            `${X(p).en} got twice as many sweets as ${X(q).en}.`,
            `${X(p).hi} को ${X(q).hi} से दोगुनी मिठाइयाँ मिलीं।`,
          ),
          (s) => v(s, p) === 2 * v(s, q),
        );
      if (a - b >= 2 && rng.next() < 0.2)
        add(
          T(
            `${X(p).en} got ${a - b} more sweets than ${X(q).en}.`,
            `${X(p).hi} को ${X(q).hi} से ${a - b} मिठाइयाँ अधिक मिलीं।`,
          ),
          (s) => v(s, p) - v(s, q) === a - b,
        );
      if (p < q && rng.next() < 0.15)
        add(
          T(
            `${X(p).en} and ${X(q).en} together got ${a + b} sweets.`,
            `${X(p).hi} और ${X(q).hi} को मिलाकर ${a + b} मिठाइयाँ मिलीं।`,
          ),
          (s) => v(s, p) + v(s, q) === a + b,
        );
    }
  }
  if (new Set(t).size === K && rng.next() < 0.5)
    add(
      T('No two children got the same number of sweets.', 'किन्हीं दो बच्चों को बराबर मिठाइयाँ नहीं मिलीं।'),
      (s) => new Set(s).size === K,
    );
  const facts: Fact<Share>[] = [];
  for (const p of range(K)) {
    for (let a = 1; a <= MAX; a++)
      facts.push({
        text:
          a === 1
            ? T(`${X(p).en} got 1 sweet.`, `${X(p).hi} को 1 मिठाई मिली।`)
            : T(`${X(p).en} got ${a} sweets.`, `${X(p).hi} को ${a} मिठाइयाँ मिलीं।`),
        holds: (s) => v(s, p) === a,
      });
    for (const q of range(K))
      if (q !== p)
        facts.push({
          text: T(
            `${X(p).en} got more sweets than ${X(q).en}.`,
            `${X(p).hi} को ${X(q).hi} से अधिक मिठाइयाँ मिलीं।`,
          ),
          holds: (s) => v(s, p) > v(s, q),
        });
  }
  const trace: Fact<Share>[] = range(K).map((p) => ({
    text: T(`${X(p).en} got ${v(t, p)}`, `${X(p).hi} को ${v(t, p)}`),
    holds: (s: Share) => v(s, p) === v(t, p),
  }));
  const table = (cands: readonly Share[], lang: 'en' | 'hi') =>
    mdTable(
      [lang === 'en' ? 'Case' : 'स्थिति', ...P.map((p) => p[lang])],
      cands.map((s, i) => [lang === 'en' ? `Case ${i + 1}` : `स्थिति ${i + 1}`, ...s.map(String)]),
    );
  const b = build({ rng, space: all, truth: t, pool, trace, table, facts, open: [2, 4], clueRange: [4, 9] });
  if (!b) return null;
  const c = b.cases;
  // The checker walks every way to give out 1-12 sweets each, afresh.
  c.solve = lazy(() => {
    const found: Share[] = [];
    for (let m = 0; m < MAX ** K; m++) {
      const s = range(K).map((i) => (Math.floor(m / MAX ** i) % MAX) + 1);
      if (s.reduce((x, y) => x + y, 0) === total && b.clues.every((cl) => cl.holds(s))) found.push(s);
    }
    return found;
  });
  const used = new Set<string>();
  const open = range(K).filter((p) => new Set(b.cands.map((s) => v(s, p))).size > 1);
  const who = open.length > 0 ? rng.pick(open) : -1;
  const max = rng.next() < 0.5;
  const questions = collect(
    [
      () =>
        retitled(
          countQuestion(
            c,
            T('Possible distributions', 'संभव वितरण'),
            T(
              'How many different distributions of the sweets are consistent with all the clues?',
              'मिठाइयों के कितने अलग-अलग वितरण सभी संकेतों के अनुरूप हैं?',
            ),
            T('distributions', 'वितरणों'),
          ),
          T('Possible distributions', 'संभव वितरण'),
        ),
      () =>
        who < 0
          ? null
          : extremeQuestion(c, {
              title: max
                ? T('The largest possible share', 'अधिकतम संभव हिस्सा')
                : T('The smallest possible share', 'न्यूनतम संभव हिस्सा'),
              statement: max
                ? T(
                    `What is the largest number of sweets ${X(who).en} could have got?`,
                    `${X(who).hi} को अधिकतम कितनी मिठाइयाँ मिली हो सकती हैं?`,
                  )
                : T(
                    `What is the smallest number of sweets ${X(who).en} could have got?`,
                    `${X(who).hi} को न्यूनतम कितनी मिठाइयाँ मिली हो सकती हैं?`,
                  ),
              value: (s) => v(s, who),
              show: (n) => T(n === 1 ? '1 sweet' : `${n} sweets`, n === 1 ? '1 मिठाई' : `${n} मिठाइयाँ`),
              max,
            }),
      () =>
        retitled(
          conditionalQuestion(c, used),
          T('Shares under an added condition', 'अतिरिक्त शर्त के साथ हिस्से'),
        ),
      () => retitled(cannotQuestion(c), T('A share that cannot be', 'असंभव हिस्सा')),
      () =>
        retitled(
          settleQuestion(
            c,
            T(
              'Which one of the following, if known, would fix every share?',
              'निम्नलिखित में से कौन-सा तथ्य ज्ञात होने पर हर हिस्सा निश्चित हो जाएगा?',
            ),
          ),
          T('The fact that fixes the shares', 'हिस्से निश्चित करने वाला तथ्य'),
        ),
      () => retitled(mustQuestion(c, null), T('True of every distribution', 'हर वितरण में सत्य')),
    ],
    5,
  );
  if (questions.length < 5) return null;
  const body = both((lang) =>
    [
      lang === 'en'
        ? `A teacher gave out ${total} sweets among four children — ${P.map((p) => p.en).join(', ')}. Each child got at least 1 and at most 12 sweets, and all ${total} were given out.`
        : `एक शिक्षक ने ${total} मिठाइयाँ चार बच्चों — ${P.map((p) => p.hi).join(', ')} — में बाँटीं। हर बच्चे को कम से कम 1 और अधिक से अधिक 12 मिठाइयाँ मिलीं, और सभी ${total} मिठाइयाँ बाँट दी गईं।`,
      clueBlock(b.clues, lang, true),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Sweets shared among four children', 'चार बच्चों में मिठाइयाँ'), body },
    questions,
    numbers: [total],
  };
}

/** A known total of sweets among four children: comparison clues leave a few distributions. */
export const arrangementSweetsShared: QuestionSetGenerator = {
  id: 'arrangement-and-distribution/sweets-shared',
  topic: 'arrangement-and-distribution',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
