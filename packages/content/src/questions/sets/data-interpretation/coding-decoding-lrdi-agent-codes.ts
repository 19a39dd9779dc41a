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
import {
  both,
  type Clue,
  get,
  lazy,
  mdTable,
  permutations,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Coding-decoding — agents' code names and code numbers (CAT, Placements): five agents each get a
 * different code name and a different code number from 1 to 5. Clues link names, code names and
 * numbers (odd/even, one number larger than another, sums, "not code-named …") and leave two to four
 * assignments open. The questions ask how many assignments fit, how many code names an agent could
 * have, what must or cannot be true and which fact settles it. The checker walks all
 * 120 · 120 = 14,400 assignments.
 */

const P = 5;
const CODE_NAMES: readonly Text[] = [
  T('Falcon', 'फाल्कन'),
  T('Cobra', 'कोबरा'),
  T('Tiger', 'टाइगर'),
  T('Eagle', 'ईगल'),
  T('Panther', 'पैंथर'),
  T('Viper', 'वाइपर'),
  T('Hawk', 'हॉक'),
];
type Asg = number;
const TAB = lazy(() => {
  const perms = permutations(P);
  const n = perms.length;
  const cn = new Int8Array(n * n * P);
  const no = new Int8Array(n * n * P);
  const hd = new Int8Array(n * n * P);
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++)
      for (let p = 0; p < P; p++) {
        const c = get(get(perms, a), p);
        cn[(a * n + b) * P + p] = c;
        no[(a * n + b) * P + p] = get(get(perms, b), p) + 1;
        hd[(a * n + b) * P + c] = p;
      }
  return { cn, no, hd, space: range(n * n) };
});
/** The code name (index) and the code number (1-5) of agent p. */
const nm = (s: Asg, p: number) => TAB().cn[s * P + p] as number;
const nb = (s: Asg, p: number) => TAB().no[s * P + p] as number;
/** The agent with code name c. */
const who = (s: Asg, c: number) => TAB().hd[s * P + c] as number;

function attempt(rng: Rng): GeneratedSet | null {
  const { space } = TAB();
  const ag = pickPeople(rng, P);
  const codeNames = rng.shuffle(CODE_NAMES).slice(0, P);
  const A = (p: number) => get(ag, p);
  const N = (c: number) => get(codeNames, c);
  const t = rng.pick(space);
  const pool: Clue<Asg>[] = [];
  const add = (text: Text, holds: (s: Asg) => boolean) => pool.push({ text, holds });
  for (const p of range(P)) {
    const odd = nb(t, p) % 2 === 1;
    if (rng.next() < 0.3)
      add(
        T(
          `${A(p).en}'s code number is ${odd ? 'odd' : 'even'}.`,
          `${A(p).hi} की कोड संख्या ${odd ? 'विषम' : 'सम'} है।`,
        ),
        (s) => nb(s, p) % 2 === (odd ? 1 : 0),
      );
    for (const c of range(P))
      if (c !== nm(t, p) && rng.next() < 0.12)
        add(
          T(`${A(p).en} is not code-named ${N(c).en}.`, `${A(p).hi} का कूट नाम ${N(c).hi} नहीं है।`),
          (s) => nm(s, p) !== c,
        );
    for (const q of range(P)) {
      if (q === p) continue;
      const d = nb(t, p) - nb(t, q);
      if (d > 0 && rng.next() < 0.1)
        add(
          T(
            `${A(p).en}'s code number is ${d} more than ${A(q).en}'s.`,
            `${A(p).hi} की कोड संख्या ${A(q).hi} की कोड संख्या से ${d} अधिक है।`,
          ),
          (s) => nb(s, p) - nb(s, q) === d,
        );
    }
  }
  for (const c of range(P)) {
    const odd = nb(t, who(t, c)) % 2 === 1;
    if (rng.next() < 0.3)
      add(
        T(
          `The agent code-named ${N(c).en} has an ${odd ? 'odd' : 'even'} code number.`,
          `${N(c).hi} कूट नाम वाले एजेंट की कोड संख्या ${odd ? 'विषम' : 'सम'} है।`,
        ),
        (s) => nb(s, who(s, c)) % 2 === (odd ? 1 : 0),
      );
    for (const p of range(P)) {
      if (who(t, c) === p) continue;
      if (nb(t, who(t, c)) > nb(t, p) && rng.next() < 0.12)
        add(
          T(
            `The agent code-named ${N(c).en} has a larger code number than ${A(p).en}.`,
            `${N(c).hi} कूट नाम वाले एजेंट की कोड संख्या ${A(p).hi} की कोड संख्या से बड़ी है।`,
          ),
          (s) => nb(s, who(s, c)) > nb(s, p),
        );
    }
    const k = nb(t, who(t, c));
    if (rng.next() < 0.15)
      add(
        T(`Code number ${k} belongs to ${N(c).en}.`, `कोड संख्या ${k} ${N(c).hi} की है।`),
        (s) => nb(s, who(s, c)) === k,
      );
  }
  const facts: Fact<Asg>[] = [];
  for (const p of range(P)) {
    for (const c of range(P))
      facts.push({
        text: T(`${A(p).en} is code-named ${N(c).en}.`, `${A(p).hi} का कूट नाम ${N(c).hi} है।`),
        holds: (s) => nm(s, p) === c,
      });
    for (let k = 1; k <= P; k++)
      facts.push({
        text: T(`${A(p).en}'s code number is ${k}.`, `${A(p).hi} की कोड संख्या ${k} है।`),
        holds: (s) => nb(s, p) === k,
      });
  }
  const trace: Fact<Asg>[] = range(P).map((p) => ({
    text: T(`${A(p).en}: ${N(nm(t, p)).en}, ${nb(t, p)}`, `${A(p).hi}: ${N(nm(t, p)).hi}, ${nb(t, p)}`),
    holds: (s: Asg) => nm(s, p) === nm(t, p) && nb(s, p) === nb(t, p),
  }));
  const table = (cands: readonly Asg[], lang: 'en' | 'hi') =>
    mdTable(
      [lang === 'en' ? 'Case' : 'स्थिति', ...range(P).map((p) => A(p)[lang])],
      cands.map((s, i) => [
        lang === 'en' ? `Case ${i + 1}` : `स्थिति ${i + 1}`,
        ...range(P).map((p) => `${N(nm(s, p))[lang]}, ${nb(s, p)}`),
      ]),
    );
  // One code name is given outright (clue 1): it also keeps the searches short.
  const p0 = rng.int(0, P - 1);
  const c0 = nm(t, p0);
  const first: Clue<Asg>[] = [
    {
      text: T(`${A(p0).en} is code-named ${N(c0).en}.`, `${A(p0).hi} का कूट नाम ${N(c0).hi} है।`),
      holds: (s) => nm(s, p0) === c0,
    },
  ];
  const b = build({
    rng,
    space,
    truth: t,
    pool,
    first,
    trace,
    table,
    facts,
    open: [2, 4],
    clueRange: [5, 11],
  });
  if (!b) return null;
  const c = b.cases;
  const used = new Set<string>();
  const loose = range(P).filter((p) => new Set(b.cands.map((s) => nm(s, p))).size > 1);
  const one = loose.length > 0 ? rng.pick(loose) : -1;
  const questions = collect(
    [
      () =>
        countQuestion(
          c,
          T('Possible assignments', 'संभव आवंटन'),
          T(
            'How many different assignments of code names and code numbers are consistent with all the clues?',
            'कूट नामों और कोड संख्याओं के कितने अलग-अलग आवंटन सभी संकेतों के अनुरूप हैं?',
          ),
          T('assignments', 'आवंटनों'),
        ),
      () =>
        one < 0
          ? null
          : spreadQuestion(c, {
              title: T('Code names an agent could have', 'एजेंट के संभव कूट नाम'),
              statement: T(
                `How many different code names could ${A(one).en} have?`,
                `${A(one).hi} के कितने अलग-अलग कूट नाम हो सकते हैं?`,
              ),
              value: (s) => nm(s, one),
              show: (v) => N(v),
            }),
      () => retitled(conditionalQuestion(c, used), T('With one more fact known', 'एक और तथ्य ज्ञात होने पर')),
      () => retitled(cannotQuestion(c), T('What cannot be', 'जो संभव नहीं')),
      () =>
        retitled(
          settleQuestion(
            c,
            T(
              "Which one of the following, if known, would fix every agent's code name and code number?",
              'निम्नलिखित में से कौन-सा तथ्य ज्ञात होने पर हर एजेंट का कूट नाम और कोड संख्या निश्चित हो जाएगी?',
            ),
          ),
          T('The fact that settles the codes', 'कोड निश्चित करने वाला तथ्य'),
        ),
      () => retitled(mustQuestion(c, null), T('True in every case', 'हर स्थिति में सत्य')),
    ],
    5,
  );
  if (questions.length < 5) return null;
  const body = both((lang) =>
    [
      lang === 'en'
        ? `Five agents — ${ag.map((p) => p.en).join(', ')} — are each given a different code name (${codeNames.map((x) => x.en).join(', ')}) and a different code number from 1 to 5.`
        : `पाँच एजेंटों — ${ag.map((p) => p.hi).join(', ')} — में से प्रत्येक को एक अलग कूट नाम (${codeNames.map((x) => x.hi).join(', ')}) और 1 से 5 तक की एक अलग कोड संख्या दी गई है।`,
      clueBlock(b.clues, lang, true),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Code names of five agents', 'पाँच एजेंटों के कूट नाम'), body },
    questions,
    numbers: [],
  };
}

/** Five agents, five code names, five code numbers: clues leave a few assignments open. */
export const codingAgentCodes: QuestionSetGenerator = {
  id: 'coding-decoding-lrdi/agent-codes',
  topic: 'coding-decoding-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
