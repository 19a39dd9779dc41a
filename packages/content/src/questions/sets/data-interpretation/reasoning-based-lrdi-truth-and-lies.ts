import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  allHold,
  type Cases,
  cannotQuestion,
  conditionalQuestion,
  countQuestion,
  type Fact,
  mustQuestion,
  settleQuestion,
  spreadQuestion,
} from './lrdi-cat-common.js';
import {
  both,
  type Clue,
  clueList,
  get,
  joinTexts,
  lazy,
  mdTable,
  NUM_EN,
  NUM_HI,
  type Person,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Shapes in this file (group D9): reasoning-based-lrdi/truth-and-lies — five suspects of a theft,
 * each always truthful or always lying, each makes one statement; the statements leave two to four
 * cases of who took it and who lies (CAT, Placements, GMAT). The checker tries every culprit and
 * every way of marking each suspect truthful or lying (5 × 32 cases), evaluating each statement.
 */

const N = 5;
/** A case: culprit × 32 + liar mask (bit p set: suspect p lies). */
type Case = number;
const SPACE = range(N * 32);
const culprit = (s: Case) => Math.floor(s / 32);
const lies = (s: Case, p: number) => ((s % 32) >> p) & 1;
const liars = (s: Case) => range(N).filter((p) => lies(s, p)).length;

/** A statement a suspect can make: its text and whether it is true in a case. */
interface Said {
  text: Text;
  true(s: Case): boolean;
}

function attempt(rng: Rng): GeneratedSet | null {
  const space = SPACE;
  const people: Person[] = pickPeople(rng, N);
  const P = (p: number) => get(people, p);
  const truth = rng.pick(space);
  const t = truth;
  const num = (k: number) => T(NUM_EN[k] ?? String(k), NUM_HI[k] ?? String(k));
  /** Statements suspect p could make. */
  const sayings = (p: number): Said[] => {
    const out: Said[] = [];
    for (const q of range(N)) {
      if (q !== p) {
        out.push({ text: T(`${P(q).en} took it.`, `${P(q).hi} ने लिया।`), true: (s) => culprit(s) === q });
        out.push({
          text: T(`${P(q).en} did not take it.`, `${P(q).hi} ने नहीं लिया।`),
          true: (s) => culprit(s) !== q,
        });
        out.push({
          text: T(
            `${P(q).en} is lying.`,
            `${P(q).hi} झूठ बोल रहा/रही है।`.replace('रहा/रही', P(q).male ? 'रहा' : 'रही'),
          ),
          true: (s) => lies(s, q) === 1,
        });
        out.push({
          text: T(
            `${P(q).en} is telling the truth.`,
            `${P(q).hi} सच बोल रहा/रही है।`.replace('रहा/रही', P(q).male ? 'रहा' : 'रही'),
          ),
          true: (s) => lies(s, q) === 0,
        });
      }
    }
    out.push({ text: T('I did not take it.', 'मैंने नहीं लिया।'), true: (s) => culprit(s) !== p });
    for (const k of [1, 2, 3])
      out.push({
        text: T(
          `Exactly ${num(k).en} of us ${k === 1 ? 'is' : 'are'} lying.`,
          `हममें से ठीक ${num(k).hi} झूठ बोल रहे हैं।`,
        ),
        true: (s) => liars(s) === k,
      });
    return out;
  };
  // Each suspect makes one statement: true if the suspect is truthful in the hidden case, false if not.
  const said = range(N).map((p) => rng.pick(sayings(p).filter((x) => x.true(t) === (lies(t, p) === 0))));
  const clues: Clue<Case>[] = said.map((x, p) => ({
    text: T(`${P(p).en}: "${x.text.en}"`, `${P(p).hi}: "${x.text.hi}"`),
    holds: (s: Case) => x.true(s) === (lies(s, p) === 0),
  }));
  const extra: Clue<Case>[] = [];
  const k = liars(t);
  if (rng.next() < 0.5) {
    const c = {
      text: T(
        `At least ${num(Math.max(1, k)).en} of the five ${Math.max(1, k) === 1 ? 'is' : 'are'} lying.`,
        `पाँचों में से कम से कम ${num(Math.max(1, k)).hi} झूठ बोल रहे हैं।`,
      ),
      holds: (s: Case) => liars(s) >= Math.max(1, k),
    };
    extra.push(c);
  }
  const all = [...clues, ...extra];
  const cands = space.filter((s) => allHold(all, s));
  if (cands.length < 2 || cands.length > 4) return null;
  // The statements alone must not say nothing: at most half of the cases of each culprit are left.
  if (new Set(cands.map(culprit)).size === N) return null;

  // The checker: for each possible culprit and each way of marking the five truthful or lying,
  // keep the markings where every truthful suspect's statement is true and every liar's is false.
  const solve = lazy(() => {
    const found: Case[] = [];
    for (const c of range(N))
      for (let mask = 0; mask < 32; mask++) {
        const s = c * 32 + mask;
        const fits = said.every((x, p) => x.true(s) === ((mask & (1 << p)) === 0));
        if (fits && extra.every((e) => e.holds(s))) found.push(s);
      }
    return found;
  });
  const label = (n: number) => T(`Case ${n + 1}`, `स्थिति ${n + 1}`);
  const facts: Fact<Case>[] = [];
  for (const p of range(N)) {
    facts.push({ text: T(`${P(p).en} took it.`, `${P(p).hi} ने लिया।`), holds: (s) => culprit(s) === p });
    facts.push({
      text: T(
        `${P(p).en} is lying.`,
        `${P(p).hi} झूठ बोल रहा/रही है।`.replace('रहा/रही', P(p).male ? 'रहा' : 'रही'),
      ),
      holds: (s) => lies(s, p) === 1,
    });
    facts.push({
      text: T(
        `${P(p).en} is telling the truth.`,
        `${P(p).hi} सच बोल रहा/रही है।`.replace('रहा/रही', P(p).male ? 'रहा' : 'रही'),
      ),
      holds: (s) => lies(s, p) === 0,
    });
  }
  for (const j of [1, 2, 3, 4])
    facts.push({
      text: T(
        `Exactly ${num(j).en} of the five ${j === 1 ? 'is' : 'are'} lying.`,
        `पाँचों में से ठीक ${num(j).hi} झूठ बोल रहे हैं।`,
      ),
      holds: (s) => liars(s) === j,
    });
  const table = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Suspect' : 'संदिग्ध', ...cands.map((_, n) => label(n)[lang])],
      [
        ...range(N).map((p) => [
          P(p)[lang],
          ...cands.map((s) => {
            const word = lies(s, p) ? (lang === 'en' ? 'lies' : 'झूठा') : lang === 'en' ? 'truthful' : 'सच्चा';
            return culprit(s) === p ? `**${word}, ${lang === 'en' ? 'took it' : 'लेने वाला'}**` : word;
          }),
        ]),
      ],
    ),
  );
  const n = cands.length;
  const deduction = both((lang) =>
    [
      lang === 'en'
        ? "Take each suspect in turn as the one who took it. A truthful suspect's statement must then be true and a liar's false, so each statement fixes whether its speaker lies; a case survives only if every statement fits (and the count of liars agrees with what is given)."
        : 'हर संदिग्ध को बारी-बारी से लेने वाला मानें। तब सच्चे संदिग्ध का कथन सत्य और झूठे का असत्य होना चाहिए, अतः हर कथन से तय होता है कि बोलने वाला झूठा है या नहीं; कोई स्थिति तभी बचती है जब हर कथन उसमें बैठे (और झूठों की संख्या दी गई जानकारी से मेल खाए)।',
      lang === 'en'
        ? `Exactly ${n} cases survive (bold: the one who took it):`
        : `ठीक ${n} स्थितियाँ बचती हैं (मोटे अक्षरों में: लेने वाला):`,
      table[lang],
    ].join('\n\n'),
  );
  const used = new Set<string>();
  const cases: Cases<Case> = { rng, cands, facts, solve, deduction, label };
  const questions: GeneratedQuestion[] = [
    countQuestion(
      cases,
      T('Consistent cases', 'संगत स्थितियाँ'),
      T(
        'A case says who took the watch and which suspects lie. How many cases are consistent with all the statements?',
        'एक स्थिति बताती है कि घड़ी किसने ली और कौन-से संदिग्ध झूठ बोलते हैं। कितनी स्थितियाँ सभी कथनों से संगत हैं?',
      ),
      T('cases', 'स्थितियों'),
    ),
  ];
  const more: (() => GeneratedQuestion | null)[] = [
    () => conditionalQuestion(cases, used),
    () => cannotQuestion(cases),
    () =>
      spreadQuestion(cases, {
        title: T('Possible culprits', 'संभावित दोषी'),
        statement: T(
          'How many of the five suspects could have taken the watch?',
          'पाँच संदिग्धों में से कितने घड़ी लेने वाले हो सकते हैं?',
        ),
        value: (s) => culprit(s),
        show: (v) => P(v),
      }),
    () =>
      settleQuestion(
        cases,
        T(
          'Which one of the following, if known, would settle who took the watch and who lies?',
          'निम्नलिखित में से कौन-सी बात, यदि ज्ञात हो, तो यह पूरी तरह तय कर देगी कि घड़ी किसने ली और कौन झूठ बोलता है?',
        ),
      ),
    () => mustQuestion(cases, null),
    () => conditionalQuestion(cases, used),
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
  if (questions.length < 5) {
    return null;
  }
  const body = both((lang) =>
    [
      lang === 'en'
        ? `A watch has gone missing from a hostel room, and exactly one of five suspects — ${joinTexts(people).en} — took it. Each suspect either always tells the truth or always lies. Each makes one statement:`
        : `एक छात्रावास के कमरे से एक घड़ी गायब है, और पाँच संदिग्धों — ${joinTexts(people).hi} — में से ठीक एक ने उसे लिया है। हर संदिग्ध या तो सदा सच बोलता है या सदा झूठ। हर एक ने एक कथन कहा:`,
      clueList(clues, lang),
      ...extra.map((e) =>
        lang === 'en' ? `It is also known that: ${e.text.en}` : `यह भी ज्ञात है कि: ${e.text.hi}`,
      ),
    ].join('\n\n'),
  );
  return {
    set: {
      kind: 'passage',
      title: T('The missing watch: truth-tellers and liars', 'गायब घड़ी: सच्चे और झूठे'),
      body,
    },
    questions,
    numbers: [],
  };
}

/** Five suspects, each always truthful or always lying, one statement each; two to four cases fit. */
export const reasoningTruthAndLies: QuestionSetGenerator = {
  id: 'reasoning-based-lrdi/truth-and-lies',
  topic: 'reasoning-based-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  generate(rng): GeneratedSet {
    for (;;) {
      const made = attempt(rng);
      if (made) return made;
    }
  },
};
