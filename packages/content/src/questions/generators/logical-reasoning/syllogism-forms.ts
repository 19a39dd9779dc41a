import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import {
  chain,
  closure,
  contradictory,
  definite,
  fitting,
  holdsIn,
  NOUNS,
  type Prop,
  say,
  statementsText,
  TRUE_EVEN_IF,
  verdict,
} from './syllogism-venn.js';

/**
 * Syllogism shapes: "only a few" statements, the one conclusion that follows, the one that is
 * definitely false, and the either-or pair among four conclusions. Generators decide by the rules
 * (syllogism-venn.ts); checkers by every Venn diagram that fits the statements.
 */

const KINDS = ['A', 'E', 'I', 'O'] as const;

/** Every statement on two different terms (not one of the given ones). */
function candidates(k: number, given: readonly Prop[], kinds: readonly Prop['kind'][] = KINDS): Prop[] {
  const out: Prop[] = [];
  const seen = new Set(given.map((q) => `${q.kind}${q.s}${q.p}`));
  for (let s = 0; s < k; s++)
    for (let p = 0; p < k; p++)
      for (const kind of kinds) if (s !== p && !seen.has(`${kind}${s}${p}`)) out.push({ kind, s, p });
  return out;
}

const sameTerms = (a: Prop, b: Prop) => (a.s === b.s && a.p === b.p) || (a.s === b.p && a.p === b.s);
/** Definite in every fitting diagram (the checker's test). */
const always = (ds: number[], q: Prop, k: number) => ds.length > 0 && ds.every((m) => holdsIn(m, q, k));

const FOUR: readonly { key: string; text: Text }[] = [
  { key: 'only1', text: { en: 'Only conclusion I follows', hi: 'केवल निष्कर्ष I अनुसरण करता है' } },
  { key: 'only2', text: { en: 'Only conclusion II follows', hi: 'केवल निष्कर्ष II अनुसरण करता है' } },
  { key: 'both', text: { en: 'Both conclusions I and II follow', hi: 'निष्कर्ष I और II दोनों अनुसरण करते हैं' } },
  {
    key: 'neither',
    text: { en: 'Neither conclusion I nor II follows', hi: 'न तो निष्कर्ष I और न ही II अनुसरण करता है' },
  },
];
const LABEL = (n: string): Text => ({ en: `Conclusion ${n}`, hi: `निष्कर्ष ${n}` });

/** Two statements, one of them "Only a few X are Y"; do conclusions I and II follow? */
export const syllogismOnlyAFew: QuestionGenerator = {
  id: 'syllogism/only-a-few',
  topic: 'syllogism',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CUET'],
  count: 40,
  generate(rng) {
    const want = rng.pick(FOUR).key;
    for (;;) {
      const k = 3;
      const st = chain(rng, k, ['F', 'A', 'E', 'I', 'A']);
      if (!st.some((q) => q.kind === 'F')) continue;
      const facts = closure(st);
      const pool = candidates(k, st, ['A', 'E', 'I', 'O', 'F']);
      const yes = pool.filter((q) => definite(facts, q));
      const no = pool.filter((q) => !definite(facts, q));
      const [p1, p2] =
        want === 'only1' ? [yes, no] : want === 'only2' ? [no, yes] : want === 'both' ? [yes, yes] : [no, no];
      const far = (qs: Prop[]) => {
        const linked = qs.filter((q) => Math.abs(q.s - q.p) > 1);
        return linked.length > 0 && rng.next() < 0.7 ? linked : qs;
      };
      if (p1.length === 0 || p2.length === 0) continue;
      const c1 = rng.pick(far(p1));
      const rest = p2.filter((q) => !sameTerms(q, c1));
      if (rest.length === 0) continue;
      const c2 = rng.pick(far(rest));
      const t = rng.shuffle(NOUNS).slice(0, k);
      const s = statementsText(st, t);
      const v1 = verdict(facts, c1, t, LABEL('I'));
      const v2 = verdict(facts, c2, t, LABEL('II'));
      const answer = FOUR.findIndex((f) => f.key === want);
      const few = st.find((q) => q.kind === 'F') ?? st[0];
      const fewNote = few
        ? {
            en: `"${say(few, t).en}" means two things: "${say({ ...few, kind: 'I' }, t).en}" and "${say({ ...few, kind: 'O' }, t).en}"`,
            hi: `"${say(few, t).hi}" का अर्थ दो बातें हैं: "${say({ ...few, kind: 'I' }, t).hi}" और "${say({ ...few, kind: 'O' }, t).hi}"`,
          }
        : { en: '', hi: '' };
      const right = FOUR[answer]?.text ?? { en: '', hi: '' };
      return {
        title: { en: 'Syllogism with "only a few"', hi: '"केवल कुछ" वाला न्याय निगमन' },
        type: 'single',
        statement: {
          en: `**Statements:**\n${s.en}\n\n**Conclusions:**\nI. ${say(c1, t).en}\nII. ${say(c2, t).en}\n\n${TRUE_EVEN_IF.en}, decide which of the conclusions logically follow.`,
          hi: `**कथन:**\n${s.hi}\n\n**निष्कर्ष:**\nI. ${say(c1, t).hi}\nII. ${say(c2, t).hi}\n\n${TRUE_EVEN_IF.hi}, निर्णय कीजिए कि कौन-से निष्कर्ष तर्कसंगत रूप से अनुसरण करते हैं।`,
        },
        options: FOUR.map((f) => f.text),
        answer: { kind: 'choice', correct: [answer] },
        solution: {
          en: [fewNote.en, ...v1.en, ...v2.en, '', `**Answer: ${right.en}**`].join('\n\n'),
          hi: [fewNote.hi, ...v1.hi, ...v2.hi, '', `**उत्तर: ${right.hi}**`].join('\n\n'),
        },
        expectedSeconds: 75,
        numbers: [],
        check(): QuestionAnswer {
          const ds = fitting(k, st);
          const f1 = always(ds, c1, k);
          const f2 = always(ds, c2, k);
          const got = f1 && f2 ? 'both' : f1 ? 'only1' : f2 ? 'only2' : 'neither';
          return { kind: 'choice', correct: [FOUR.findIndex((f) => f.key === got)] };
        },
      };
    }
  },
};

interface Picked {
  k: number;
  st: Prop[];
  right: Prop;
  wrong: Prop[];
  t: typeof NOUNS;
}

/** Statements and four candidate conclusions: `isRight` picks the one answer, `isWrong` the others. */
function pickFour(
  rng: Rng,
  kinds: readonly Prop['kind'][],
  isRight: (facts: ReturnType<typeof closure>, q: Prop) => boolean,
  isWrong: (facts: ReturnType<typeof closure>, q: Prop) => boolean,
): Picked {
  for (;;) {
    const k = rng.int(3, 4);
    const st = chain(rng, k, kinds);
    const facts = closure(st);
    const pool = candidates(k, st);
    const rights = pool.filter((q) => isRight(facts, q) && Math.abs(q.s - q.p) > 0);
    const wrongs = pool.filter((q) => isWrong(facts, q));
    if (rights.length === 0 || wrongs.length < 3) continue;
    const right = rng.pick(
      rights.filter((q) => Math.abs(q.s - q.p) > 1).length > 0 && rng.next() < 0.7
        ? rights.filter((q) => Math.abs(q.s - q.p) > 1)
        : rights,
    );
    const wrong: Prop[] = [];
    for (const q of rng.shuffle(wrongs))
      if (wrong.length < 3 && !wrong.some((w) => sameTerms(w, q) && w.kind === q.kind)) wrong.push(q);
    if (wrong.length < 3) continue;
    return { k, st, right, wrong, t: rng.shuffle(NOUNS).slice(0, k) };
  }
}

function choose(
  rng: Rng,
  p: Picked,
  title: Text,
  ask: Text,
  seconds: number,
  closing: Text,
  accept: (ds: number[], q: Prop, k: number) => boolean,
) {
  const { k, st, right, wrong, t } = p;
  const facts = closure(st);
  const order = rng.shuffle([right, ...wrong]);
  const options = order.map((q) => say(q, t));
  const s = statementsText(st, t);
  const lines = order.map((q, i) => verdict(facts, q, t, { en: `Option ${i + 1}`, hi: `विकल्प ${i + 1}` }));
  const answer = order.indexOf(right);
  return {
    title,
    type: 'single' as const,
    statement: {
      en: `**Statements:**\n${s.en}\n\n${TRUE_EVEN_IF.en}, ${ask.en}`,
      hi: `**कथन:**\n${s.hi}\n\n${TRUE_EVEN_IF.hi}, ${ask.hi}`,
    },
    options,
    answer: { kind: 'choice', correct: [answer] } as QuestionAnswer,
    solution: {
      en: [...lines.flatMap((l) => l.en), closing.en, '', `**Answer: ${say(right, t).en}**`].join('\n\n'),
      hi: [...lines.flatMap((l) => l.hi), closing.hi, '', `**उत्तर: ${say(right, t).hi}**`].join('\n\n'),
    },
    expectedSeconds: seconds,
    numbers: [],
    check(): QuestionAnswer {
      const ds = fitting(k, st);
      const good = order.filter((q) => accept(ds, q, k));
      return { kind: 'choice', correct: [good.length === 1 ? order.indexOf(good[0] ?? right) : -1] };
    },
  };
}

/** Statements with "some … not" and "no": which one of four conclusions definitely follows? */
export const syllogismWhichFollows: QuestionGenerator = {
  id: 'syllogism/which-conclusion-follows',
  topic: 'syllogism',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const p = pickFour(
      rng,
      ['A', 'O', 'E', 'I', 'A'],
      (f, q) => definite(f, q) && (q.kind === 'O' || q.kind === 'E' || rng.next() < 0.3),
      (f, q) => !definite(f, q),
    );
    return choose(
      rng,
      p,
      { en: 'The one conclusion that follows', hi: 'अनुसरण करने वाला एकमात्र निष्कर्ष' },
      {
        en: 'which of the following conclusions definitely follows?',
        hi: 'निम्नलिखित में से कौन-सा निष्कर्ष निश्चित रूप से अनुसरण करता है?',
      },
      75,
      { en: 'Only one option is definite.', hi: 'केवल एक विकल्प निश्चित है।' },
      (ds, q, k) => ds.length > 0 && ds.every((m) => holdsIn(m, q, k)),
    );
  },
};

/** Which of four conclusions is definitely false (its opposite is definite)? */
export const syllogismDefinitelyFalse: QuestionGenerator = {
  id: 'syllogism/definitely-false',
  topic: 'syllogism',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const p = pickFour(
      rng,
      ['A', 'E', 'I', 'O', 'A'],
      (f, q) => definite(f, contradictory(q)) && !definite(f, q),
      (f, q) => !definite(f, q) && !definite(f, contradictory(q)),
    );
    return choose(
      rng,
      p,
      { en: 'The conclusion that is definitely false', hi: 'निश्चित रूप से गलत निष्कर्ष' },
      { en: 'which of the following is definitely false?', hi: 'निम्नलिखित में से कौन-सा निश्चित रूप से गलत है?' },
      75,
      {
        en: 'The other options are only not definite — they may or may not be true — so they are not "definitely false".',
        hi: 'शेष विकल्प केवल अनिश्चित हैं — वे सत्य हो भी सकते हैं और नहीं भी — इसलिए वे "निश्चित रूप से गलत" नहीं हैं।',
      },
      (ds, q, k) => ds.length > 0 && ds.every((m) => !holdsIn(m, q, k)),
    );
  },
};

const PAIRS: readonly [number, number][] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 2],
  [1, 3],
  [2, 3],
];
const ROMAN = ['I', 'II', 'III', 'IV'];

/** Four conclusions: which two form an either-or (complementary) pair? */
export const syllogismEitherOrPair: QuestionGenerator = {
  id: 'syllogism/either-or-pair',
  topic: 'syllogism',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CUET'],
  count: 40,
  generate(rng) {
    for (;;) {
      const k = rng.int(3, 4);
      const st = chain(rng, k, ['A', 'I', 'E', 'O', 'I']);
      const facts = closure(st);
      const pool = candidates(k, st).filter((q) => q.kind === 'I' || q.kind === 'A');
      const open = pool.filter((q) => !definite(facts, q) && !definite(facts, contradictory(q)));
      if (open.length === 0) continue;
      const a = rng.pick(open);
      const b = contradictory(a);
      // A trap: a complementary-looking pair in which one side is definite (so not "either-or").
      const sure = candidates(k, st).filter(
        (q) => (q.kind === 'I' || q.kind === 'A') && definite(facts, q) && !sameTerms(q, a),
      );
      const trap = sure.length > 0 ? rng.pick(sure) : undefined;
      const fillers = candidates(k, st).filter((q) => !sameTerms(q, a) && (!trap || !sameTerms(q, trap)));
      const others = trap ? [trap, contradictory(trap)] : rng.shuffle(fillers).slice(0, 2);
      if (others.length < 2 || (!trap && others[0] && others[1] && sameTerms(others[0], others[1]))) continue;
      const four = rng.shuffle([a, b, ...others]);
      const t = rng.shuffle(NOUNS).slice(0, k);
      const ia = four.indexOf(a);
      const ib = four.indexOf(b);
      const rightPair = PAIRS.findIndex(([x, y]) => (x === ia && y === ib) || (x === ib && y === ia));
      const wrongPairs = rng.shuffle(PAIRS.filter((_, i) => i !== rightPair)).slice(0, 3);
      const chosen: (readonly [number, number])[] = rng.shuffle([PAIRS[rightPair] ?? [0, 1], ...wrongPairs]);
      const pairText = ([x, y]: readonly [number, number]): Text => ({
        en: `${ROMAN[x]} and ${ROMAN[y]}`,
        hi: `${ROMAN[x]} और ${ROMAN[y]}`,
      });
      const options = chosen.map(pairText);
      const answer = chosen.findIndex(([x, y]) => PAIRS[rightPair]?.[0] === x && PAIRS[rightPair]?.[1] === y);
      const s = statementsText(st, t);
      const conclusions = four.map((q, i) => `${ROMAN[i]}. ${say(q, t).en}`).join('\n');
      const conclusionsHi = four.map((q, i) => `${ROMAN[i]}. ${say(q, t).hi}`).join('\n');
      const verdicts = four.map((q, i) => verdict(facts, q, t, LABEL(ROMAN[i] ?? '')));
      const right = pairText(PAIRS[rightPair] ?? [0, 1]);
      return {
        title: { en: 'Either-or pair among four conclusions', hi: 'चार निष्कर्षों में "या तो-या" युग्म' },
        type: 'single',
        statement: {
          en: `**Statements:**\n${s.en}\n\n**Conclusions:**\n${conclusions}\n\n${TRUE_EVEN_IF.en}, which two conclusions form an "either-or" pair (exactly one of them must be true)?`,
          hi: `**कथन:**\n${s.hi}\n\n**निष्कर्ष:**\n${conclusionsHi}\n\n${TRUE_EVEN_IF.hi}, कौन-से दो निष्कर्ष "या तो-या" युग्म बनाते हैं (जिनमें से ठीक एक सत्य होना ही चाहिए)?`,
        },
        options,
        answer: { kind: 'choice', correct: [answer] },
        solution: {
          en: [
            'An either-or pair is two conclusions about the same two terms that contradict each other (All / Some not, or Some / No) when neither is definite on its own.',
            ...verdicts.flatMap((v) => v.en),
            `So ${right.en} form the pair: neither is definite, and one of them must be true.`,
            '',
            `**Answer: ${right.en}**`,
          ].join('\n\n'),
          hi: [
            '"या तो-या" युग्म एक ही दो पदों पर ऐसे दो विरोधी निष्कर्ष होते हैं (सभी / कुछ नहीं, या कुछ / कोई नहीं) जिनमें से कोई भी अकेले निश्चित न हो।',
            ...verdicts.flatMap((v) => v.hi),
            `अतः ${right.hi} युग्म बनाते हैं: कोई भी निश्चित नहीं है, और इनमें से एक सत्य होना ही चाहिए।`,
            '',
            `**उत्तर: ${right.hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 90,
        numbers: [],
        check(): QuestionAnswer {
          const ds = fitting(k, st);
          const good = chosen.filter(([x, y]) => {
            const qx = four[x];
            const qy = four[y];
            if (!qx || !qy) return false;
            const never = (q: Prop) => ds.every((m) => holdsIn(m, q, k));
            return !never(qx) && !never(qy) && ds.every((m) => holdsIn(m, qx, k) !== holdsIn(m, qy, k));
          });
          return { kind: 'choice', correct: [good.length === 1 ? chosen.indexOf(good[0] ?? [0, 0]) : -1] };
        },
      };
    }
  },
};
