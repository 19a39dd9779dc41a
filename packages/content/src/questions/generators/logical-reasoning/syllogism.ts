import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';

/**
 * Syllogism shapes (id – what it asks – exams):
 * - syllogism/two-statements – two statements, do conclusions I and II follow – SSC CGL, RRB NTPC, Bank PO, CUET
 * - syllogism/three-statements – three statements on four terms – Bank PO, SSC CGL, RRB NTPC, CUET
 * - syllogism/possibility-cases – possibility conclusions – Bank PO, CUET
 * - syllogism/only-a-few – statements with "only a few" – Bank PO, SSC CGL, CUET
 * - syllogism/which-conclusion-follows – the one of four conclusions that follows – SSC CGL, Bank PO, RRB NTPC, CUET
 * - syllogism/definitely-false – the one of four conclusions that is definitely false – Bank PO, SSC CGL, CUET, Placements
 * - syllogism/either-or-pair – the complementary pair among four conclusions – Bank PO, SSC CGL, CUET
 * - syllogism/supporting-statements – the pair of statements that makes a conclusion true – Bank PO, SSC CGL, CUET, Placements
 * - syllogism/minimum-statements – the least number of statements a conclusion needs (CAT level) – CAT, Bank PO, Placements
 * - syllogism/count-conclusions – how many definite and possibility conclusions follow (CAT level) – CAT, Bank PO, CUET
 *
 * Syllogisms. `generate` reasons with the textbook rules (conversion, implication and the
 * All/Some/No combinations, applied until nothing new follows); `check` decides every conclusion
 * afresh by enumerating all Venn diagrams of the terms (which regions are non-empty) that fit the
 * statements: a conclusion follows iff it holds in every fitting diagram, a possibility iff in one.
 */

/** A = All s are p, E = No s is p, I = Some s are p, O = Some s are not p. */
type Kind = 'A' | 'E' | 'I' | 'O';
interface Prop {
  kind: Kind;
  s: number;
  p: number;
}
/** A conclusion: a definite statement, or "… being … is a possibility" (kinds A and I only). */
interface Conclusion extends Prop {
  possibility: boolean;
}

interface Noun {
  en: string;
  enSg: string;
  hi: string;
  hiSg: string;
  hiObl: string;
}

const NOUNS: readonly Noun[] = [
  { en: 'pens', enSg: 'a pen', hi: 'कलमें', hiSg: 'कलम', hiObl: 'कलमों' },
  { en: 'books', enSg: 'a book', hi: 'किताबें', hiSg: 'किताब', hiObl: 'किताबों' },
  { en: 'cups', enSg: 'a cup', hi: 'कप', hiSg: 'कप', hiObl: 'कपों' },
  { en: 'chairs', enSg: 'a chair', hi: 'कुर्सियाँ', hiSg: 'कुर्सी', hiObl: 'कुर्सियों' },
  { en: 'tables', enSg: 'a table', hi: 'मेज़ें', hiSg: 'मेज़', hiObl: 'मेज़ों' },
  { en: 'boxes', enSg: 'a box', hi: 'डिब्बे', hiSg: 'डिब्बा', hiObl: 'डिब्बों' },
  { en: 'bottles', enSg: 'a bottle', hi: 'बोतलें', hiSg: 'बोतल', hiObl: 'बोतलों' },
  { en: 'keys', enSg: 'a key', hi: 'चाबियाँ', hiSg: 'चाबी', hiObl: 'चाबियों' },
  { en: 'clocks', enSg: 'a clock', hi: 'घड़ियाँ', hiSg: 'घड़ी', hiObl: 'घड़ियों' },
  { en: 'bags', enSg: 'a bag', hi: 'थैले', hiSg: 'थैला', hiObl: 'थैलों' },
  { en: 'stones', enSg: 'a stone', hi: 'पत्थर', hiSg: 'पत्थर', hiObl: 'पत्थरों' },
  { en: 'trees', enSg: 'a tree', hi: 'पेड़', hiSg: 'पेड़', hiObl: 'पेड़ों' },
  { en: 'doors', enSg: 'a door', hi: 'दरवाज़े', hiSg: 'दरवाज़ा', hiObl: 'दरवाज़ों' },
  { en: 'windows', enSg: 'a window', hi: 'खिड़कियाँ', hiSg: 'खिड़की', hiObl: 'खिड़कियों' },
  { en: 'rings', enSg: 'a ring', hi: 'अंगूठियाँ', hiSg: 'अंगूठी', hiObl: 'अंगूठियों' },
  { en: 'shirts', enSg: 'a shirt', hi: 'कमीज़ें', hiSg: 'कमीज़', hiObl: 'कमीज़ों' },
  { en: 'lamps', enSg: 'a lamp', hi: 'दीपक', hiSg: 'दीपक', hiObl: 'दीपकों' },
  { en: 'flowers', enSg: 'a flower', hi: 'फूल', hiSg: 'फूल', hiObl: 'फूलों' },
  { en: 'leaves', enSg: 'a leaf', hi: 'पत्ते', hiSg: 'पत्ता', hiObl: 'पत्तों' },
  { en: 'plates', enSg: 'a plate', hi: 'थालियाँ', hiSg: 'थाली', hiObl: 'थालियों' },
];

// ---------------------------------------------------------------------------------------------
// Wording

function propEn(q: Prop, t: readonly Noun[]): string {
  const s = nounAt(t, q.s);
  const p = nounAt(t, q.p);
  switch (q.kind) {
    case 'A':
      return `All ${s.en} are ${p.en}.`;
    case 'E':
      return `No ${s.enSg.replace(/^an? /, '')} is ${p.enSg}.`;
    case 'I':
      return `Some ${s.en} are ${p.en}.`;
    case 'O':
      return `Some ${s.en} are not ${p.en}.`;
  }
}

function propHi(q: Prop, t: readonly Noun[]): string {
  const s = nounAt(t, q.s);
  const p = nounAt(t, q.p);
  switch (q.kind) {
    case 'A':
      return `सभी ${s.hi} ${p.hi} हैं।`;
    case 'E':
      return `कोई भी ${s.hiSg} ${p.hiSg} नहीं है।`;
    case 'I':
      return `कुछ ${s.hi} ${p.hi} हैं।`;
    case 'O':
      return `कुछ ${s.hi} ${p.hi} नहीं हैं।`;
  }
}

function conclusionEn(c: Conclusion, t: readonly Noun[]): string {
  if (!c.possibility) return propEn(c, t);
  const s = nounAt(t, c.s);
  const p = nounAt(t, c.p);
  return `${c.kind === 'A' ? 'All' : 'Some'} ${s.en} being ${p.en} is a possibility.`;
}

function conclusionHi(c: Conclusion, t: readonly Noun[]): string {
  if (!c.possibility) return propHi(c, t);
  const s = nounAt(t, c.s);
  const p = nounAt(t, c.p);
  return `${c.kind === 'A' ? 'सभी' : 'कुछ'} ${s.hiObl} के ${p.hiSg} होने की संभावना है।`;
}

function nounAt(t: readonly Noun[], i: number): Noun {
  const n = t[i];
  if (!n) throw new Error(`no term ${i}`);
  return n;
}

// ---------------------------------------------------------------------------------------------
// The rule engine used by generate()

interface Fact {
  prop: Prop;
  /** How it was obtained: 'given', or a rule with the facts it came from. */
  rule: 'given' | 'conv' | 'imp' | 'AA' | 'AE' | 'IA' | 'IE' | 'AO' | 'OA';
  from: string[];
}

const key = (q: Prop) => `${q.kind}${q.s}${q.p}`;

/** Everything the rules derive from the statements, each fact with its first (shortest) derivation. */
function closure(premises: readonly Prop[]): Map<string, Fact> {
  const facts = new Map<string, Fact>();
  for (const p of premises) facts.set(key(p), { prop: p, rule: 'given', from: [] });
  for (let changed = true; changed; ) {
    changed = false;
    const found: Fact[] = [];
    const add = (prop: Prop, rule: Fact['rule'], from: Prop[]) => {
      if (prop.s !== prop.p) found.push({ prop, rule, from: from.map(key) });
    };
    const all = [...facts.values()].map((f) => f.prop);
    for (const x of all) {
      // Conversion of Some and No, and the implications All ⇒ Some, No ⇒ Some-not.
      if (x.kind === 'I' || x.kind === 'E') add({ kind: x.kind, s: x.p, p: x.s }, 'conv', [x]);
      if (x.kind === 'A') add({ kind: 'I', s: x.s, p: x.p }, 'imp', [x]);
      if (x.kind === 'E') add({ kind: 'O', s: x.s, p: x.p }, 'imp', [x]);
      for (const y of all) {
        if (x.p === y.s && y.kind === 'A' && x.kind === 'A') add({ kind: 'A', s: x.s, p: y.p }, 'AA', [x, y]);
        if (x.p === y.s && y.kind === 'E' && x.kind === 'A') add({ kind: 'E', s: x.s, p: y.p }, 'AE', [x, y]);
        if (x.p === y.s && y.kind === 'A' && x.kind === 'I') add({ kind: 'I', s: x.s, p: y.p }, 'IA', [x, y]);
        if (x.p === y.s && y.kind === 'E' && x.kind === 'I') add({ kind: 'O', s: x.s, p: y.p }, 'IE', [x, y]);
        // All Z are Y + Some X are not Y ⇒ Some X are not Z.
        if (x.kind === 'A' && y.kind === 'O' && x.p === y.p) add({ kind: 'O', s: y.s, p: x.s }, 'AO', [x, y]);
        // Some Y are not Z + All Y are X ⇒ Some X are not Z.
        if (x.kind === 'O' && y.kind === 'A' && x.s === y.s) add({ kind: 'O', s: y.p, p: x.p }, 'OA', [x, y]);
      }
    }
    for (const f of found) {
      if (!facts.has(key(f.prop))) {
        facts.set(key(f.prop), f);
        changed = true;
      }
    }
  }
  return facts;
}

/** The contradictory of a definite statement (exactly one of the two is true in any diagram). */
function contradictory(q: Prop): Prop {
  const opposite: Record<Kind, Kind> = { A: 'O', O: 'A', I: 'E', E: 'I' };
  return { kind: opposite[q.kind], s: q.s, p: q.p };
}

const definite = (facts: Map<string, Fact>, q: Prop) =>
  facts.has(key(q)) || ((q.kind === 'I' || q.kind === 'E') && facts.has(key({ ...q, s: q.p, p: q.s })));

/** Whether a conclusion follows by the rules. A possibility follows iff its contradictory is not definite. */
function followsByRules(facts: Map<string, Fact>, c: Conclusion): boolean {
  return c.possibility ? !definite(facts, contradictory(c)) : definite(facts, c);
}

const RULE_TEXT: Record<Fact['rule'], { en: string; hi: string }> = {
  given: { en: 'given', hi: 'दिया गया' },
  conv: { en: 'conversion', hi: 'परिवर्तन' },
  imp: { en: 'implication', hi: 'निहितार्थ' },
  AA: { en: 'All + All = All', hi: 'सभी + सभी = सभी' },
  AE: { en: 'All + No = No', hi: 'सभी + कोई नहीं = कोई नहीं' },
  IA: { en: 'Some + All = Some', hi: 'कुछ + सभी = कुछ' },
  IE: { en: 'Some + No = Some not', hi: 'कुछ + कोई नहीं = कुछ नहीं' },
  AO: { en: 'All + Some not = Some not', hi: 'सभी + कुछ नहीं = कुछ नहीं' },
  OA: { en: 'Some not + All = Some not', hi: 'कुछ नहीं + सभी = कुछ नहीं' },
};

/** The derivation steps of a fact, premises first, as solution lines. */
function derivation(facts: Map<string, Fact>, q: Prop, t: readonly Noun[]): { en: string[]; hi: string[] } {
  const start = facts.get(key(q)) ?? facts.get(key({ ...q, s: q.p, p: q.s }));
  const en: string[] = [];
  const hi: string[] = [];
  const done = new Set<string>();
  const visit = (f: Fact | undefined) => {
    if (!f || f.rule === 'given' || done.has(key(f.prop))) return;
    done.add(key(f.prop));
    const parents = f.from.map((k) => facts.get(k));
    for (const parent of parents) visit(parent);
    const ps = parents.flatMap((x) => (x ? [x.prop] : []));
    en.push(
      `${ps.map((x) => `"${propEn(x, t)}"`).join(' + ')} ⇒ "${propEn(f.prop, t)}" (${RULE_TEXT[f.rule].en}).`,
    );
    hi.push(
      `${ps.map((x) => `"${propHi(x, t)}"`).join(' + ')} ⇒ "${propHi(f.prop, t)}" (${RULE_TEXT[f.rule].hi})।`,
    );
  };
  visit(start);
  return { en, hi };
}

// ---------------------------------------------------------------------------------------------
// The model enumerator used by check()

/** Every Venn diagram of k terms (a bitmask of non-empty regions) in which all statements hold. */
function fittingDiagrams(k: number, premises: readonly Prop[]): number[] {
  const masks = termMasks(k);
  // Each statement says that a set of regions is empty (All, No) or that it is not (Some, Some-not).
  const tests = premises.map((q) => ({
    regions: regionsOf(q, masks),
    empty: q.kind === 'A' || q.kind === 'E',
  }));
  const out: number[] = [];
  next: for (let m = 0; m < 1 << (1 << k); m += 2) {
    // Every term names a non-empty class (the exam convention: All A are B implies Some A are B).
    for (const mask of masks) if ((m & mask) === 0) continue next;
    for (const t of tests) if (((m & t.regions) === 0) !== t.empty) continue next;
    out.push(m);
  }
  return out;
}

/** The regions a statement talks about: s-and-p for No/Some, s-but-not-p for All/Some-not. */
function regionsOf(q: Prop, masks: readonly number[]): number {
  const s = masks[q.s] ?? 0;
  const p = masks[q.p] ?? 0;
  return q.kind === 'A' || q.kind === 'O' ? s & ~p : s & p;
}

function holdsIn(m: number, q: Prop, masks: readonly number[]): boolean {
  const empty = (m & regionsOf(q, masks)) === 0;
  return q.kind === 'A' || q.kind === 'E' ? empty : !empty;
}

/** For each term, the regions inside it; region r (1..2^k-1) holds what is in exactly the terms of r's bits. */
function termMasks(k: number): number[] {
  return Array.from({ length: k }, (_, t) => {
    let mask = 0;
    for (let r = 1; r < 1 << k; r++) if (r & (1 << t)) mask |= 1 << r;
    return mask;
  });
}

/** The standard answer, decided from the diagrams alone. */
function answerByDiagrams(k: number, premises: readonly Prop[], c1: Conclusion, c2: Conclusion): Answer {
  const diagrams = fittingDiagrams(k, premises);
  const masks = termMasks(k);
  const follows = (c: Conclusion) =>
    c.possibility ? diagrams.some((m) => holdsIn(m, c, masks)) : diagrams.every((m) => holdsIn(m, c, masks));
  const f1 = follows(c1);
  const f2 = follows(c2);
  if (f1 && f2) return 'both';
  if (f1) return 'only1';
  if (f2) return 'only2';
  // Either-or needs a complementary pair on the same two terms, one of which is true in every diagram.
  const pair =
    !c1.possibility &&
    !c2.possibility &&
    sameTerms(c1, c2) &&
    key(contradictory(c1)) === key(orient(c2, c1)) &&
    diagrams.every((m) => holdsIn(m, c1, masks) || holdsIn(m, c2, masks));
  return pair ? 'either' : 'neither';
}

const sameTerms = (a: Prop, b: Prop) => (a.s === b.s && a.p === b.p) || (a.s === b.p && a.p === b.s);
/** b written with a's subject when b is symmetric (Some / No), so that pairs compare by key. */
const orient = (b: Prop, a: Prop): Prop =>
  b.s !== a.s && (b.kind === 'I' || b.kind === 'E') ? { kind: b.kind, s: b.p, p: b.s } : b;

// ---------------------------------------------------------------------------------------------
// Questions

type Answer = 'only1' | 'only2' | 'either' | 'neither' | 'both';
const ANSWERS: readonly Answer[] = ['only1', 'only2', 'either', 'neither', 'both'];
const ANSWER_TEXT: Record<Answer, { en: string; hi: string }> = {
  only1: { en: 'Only conclusion I follows', hi: 'केवल निष्कर्ष I अनुसरण करता है' },
  only2: { en: 'Only conclusion II follows', hi: 'केवल निष्कर्ष II अनुसरण करता है' },
  either: { en: 'Either conclusion I or II follows', hi: 'या तो निष्कर्ष I या II अनुसरण करता है' },
  neither: { en: 'Neither conclusion I nor II follows', hi: 'न तो निष्कर्ष I और न ही II अनुसरण करता है' },
  both: { en: 'Both conclusions I and II follow', hi: 'निष्कर्ष I और II दोनों अनुसरण करते हैं' },
};

/** Statements linking the terms in a chain t0–t1–t2(–t3), each in a random direction; always consistent. */
function chainPremises(rng: Rng, k: number): Prop[] {
  const premises: Prop[] = [];
  for (let i = 0; i + 1 < k; i++) {
    const kind = rng.pick<Kind>(['A', 'A', 'A', 'I', 'I', 'E', 'E', 'O']);
    const forward = rng.next() < 0.6;
    premises.push({ kind, s: forward ? i : i + 1, p: forward ? i + 1 : i });
  }
  return rng.shuffle(premises);
}

/** All conclusions the question could ask about, with whether each follows by the rules. */
function candidates(k: number, premises: readonly Prop[], possibility: boolean): Conclusion[] {
  const out: Conclusion[] = [];
  const given = new Set(premises.map(key));
  const kinds: Kind[] = possibility ? ['A', 'I'] : ['A', 'E', 'I', 'O'];
  for (let s = 0; s < k; s++) {
    for (let p = 0; p < k; p++) {
      if (s === p) continue;
      for (const kind of kinds) {
        const c = { kind, s, p, possibility };
        if (!given.has(key(c))) out.push(c);
      }
    }
  }
  return out;
}

/** Two conclusions that may share a question: no repeats, no ambiguous Some / Some-not pairs. */
function compatible(a: Conclusion, b: Conclusion, answer: Answer): boolean {
  if (!sameTerms(a, b)) return true;
  if (a.possibility || b.possibility) return false;
  const contra = key(contradictory(a)) === key(orient(b, a));
  // The same two terms appear twice only as a complementary pair (the either-or trap, or one definite).
  return contra && answer !== 'both' && answer !== 'neither';
}

interface Built {
  k: number;
  terms: Noun[];
  premises: Prop[];
  c1: Conclusion;
  c2: Conclusion;
  answer: Answer;
  facts: Map<string, Fact>;
}

function build(rng: Rng, k: number, withPossibility: boolean): Built {
  const answers = withPossibility ? ANSWERS.filter((a) => a !== 'either') : ANSWERS;
  const answer = rng.pick(answers);
  for (let attempt = 0; ; attempt++) {
    const premises = chainPremises(rng, k);
    const facts = closure(premises);
    const definitePool = candidates(k, premises, false);
    // A possibility conclusion is asked only when its statement is not already definite (the
    // "definite, so also possible?" case is disputed between books).
    const possiblePool = withPossibility
      ? candidates(k, premises, true).filter((c) => !definite(facts, c))
      : [];
    const yes = (pool: Conclusion[]) => pool.filter((c) => followsByRules(facts, c));
    const no = (pool: Conclusion[]) => pool.filter((c) => !followsByRules(facts, c));
    // Prefer conclusions linking terms that no single statement links (as the exams do).
    const far = (pool: Conclusion[]) => {
      const linked = pool.filter((c) => Math.abs(c.s - c.p) > 1);
      return linked.length > 0 && rng.next() < 0.7 ? linked : pool;
    };
    const first = withPossibility ? possiblePool : definitePool;
    const second = withPossibility && rng.next() < 0.5 ? possiblePool : definitePool;
    let pair: [Conclusion, Conclusion] | undefined;
    if (answer === 'either') {
      const open = far(definitePool).filter(
        (c) =>
          (c.kind === 'I' || c.kind === 'A') &&
          !followsByRules(facts, c) &&
          !definite(facts, contradictory(c)),
      );
      if (open.length > 0) {
        const c = rng.pick(open);
        const other = { ...contradictory(c), possibility: false };
        pair = rng.next() < 0.5 ? [c, other] : [other, c];
      }
    } else {
      const pools: Record<Exclude<Answer, 'either'>, [Conclusion[], Conclusion[]]> = {
        only1: [yes(first), no(second)],
        only2: [no(first), yes(second)],
        both: [yes(first), yes(second)],
        neither: [no(first), no(second)],
      };
      const [p1, p2] = pools[answer];
      if (p1.length > 0 && p2.length > 0) {
        const c1 = rng.pick(far(p1));
        const options = p2.filter((c) => compatible(c1, c, answer));
        if (options.length > 0) pair = [c1, rng.pick(far(options))];
      }
    }
    if (pair) {
      // Put the two conclusions (and so the possibility, when there is one) in a random order.
      if (rng.next() < 0.5) {
        const flipped: Record<Answer, Answer> = {
          only1: 'only2',
          only2: 'only1',
          either: 'either',
          neither: 'neither',
          both: 'both',
        };
        return finish(rng, k, premises, facts, [pair[1], pair[0]], flipped[answer]);
      }
      return finish(rng, k, premises, facts, pair, answer);
    }
    if (attempt > 200) throw new Error('syllogism: no question found');
  }
}

function finish(
  rng: Rng,
  k: number,
  premises: Prop[],
  facts: Map<string, Fact>,
  [c1, c2]: [Conclusion, Conclusion],
  answer: Answer,
): Built {
  const terms = rng.shuffle(NOUNS).slice(0, k);
  return { k, terms, premises, c1, c2, answer, facts };
}

/** Why one conclusion does or does not follow, by the rules. */
function reason(b: Built, c: Conclusion, n: 'I' | 'II'): { en: string[]; hi: string[] } {
  const t = b.terms;
  const cEn = conclusionEn(c, t);
  const cHi = conclusionHi(c, t);
  if (c.possibility) {
    const opp = contradictory(c);
    if (definite(b.facts, opp)) {
      const d = derivation(b.facts, opp, t);
      return {
        en: [
          ...d.en,
          `Conclusion ${n} ("${cEn}") does not follow: "${propEn(opp, t)}" is definite, so it can never be drawn.`,
        ],
        hi: [
          ...d.hi,
          `निष्कर्ष ${n} ("${cHi}") अनुसरण नहीं करता: "${propHi(opp, t)}" निश्चित है, इसलिए ऐसा आरेख बन ही नहीं सकता।`,
        ],
      };
    }
    return {
      en: [
        `Conclusion ${n} ("${cEn}") follows: nothing definite rules it out (its opposite "${propEn(opp, t)}" is not definite), so a diagram with it can be drawn.`,
      ],
      hi: [
        `निष्कर्ष ${n} ("${cHi}") अनुसरण करता है: कोई निश्चित परिणाम इसे रोकता नहीं (इसका विपरीत "${propHi(opp, t)}" निश्चित नहीं है), इसलिए ऐसा आरेख बनाया जा सकता है।`,
      ],
    };
  }
  if (definite(b.facts, c)) {
    const d = derivation(b.facts, c, t);
    return {
      en: [...d.en, `So conclusion ${n} ("${cEn}") follows.`],
      hi: [...d.hi, `अतः निष्कर्ष ${n} ("${cHi}") अनुसरण करता है।`],
    };
  }
  const opp = contradictory(c);
  if (definite(b.facts, opp)) {
    const d = derivation(b.facts, opp, t);
    return {
      en: [...d.en, `So conclusion ${n} ("${cEn}") is false and does not follow.`],
      hi: [...d.hi, `अतः निष्कर्ष ${n} ("${cHi}") गलत है, यह अनुसरण नहीं करता।`],
    };
  }
  // Not definite: describe the diagram, allowed by every statement, in which the conclusion fails.
  const sN = nounAt(t, c.s);
  const pN = nounAt(t, c.p);
  const counter: Record<Kind, { en: string; hi: string }> = {
    A: {
      en: `part of the ${sN.en} circle can be drawn outside ${pN.en}`,
      hi: `${sN.hiObl} के वृत्त का कुछ भाग ${pN.hiObl} के बाहर बनाया जा सकता है`,
    },
    E: {
      en: `the ${sN.en} and ${pN.en} circles can be drawn overlapping`,
      hi: `${sN.hiObl} और ${pN.hiObl} के वृत्त एक-दूसरे को काटते हुए बनाए जा सकते हैं`,
    },
    I: {
      en: `the ${sN.en} and ${pN.en} circles can be drawn apart, with nothing in common`,
      hi: `${sN.hiObl} और ${pN.hiObl} के वृत्त बिना किसी उभयनिष्ठ भाग के अलग-अलग बनाए जा सकते हैं`,
    },
    O: {
      en: `the whole ${sN.en} circle can be drawn inside ${pN.en}`,
      hi: `${sN.hiObl} का पूरा वृत्त ${pN.hiObl} के अंदर बनाया जा सकता है`,
    },
  };
  return {
    en: [
      `Conclusion ${n} ("${cEn}") is not definite: no rule links these terms this way, and without breaking any statement ${counter[c.kind].en}. So it does not follow.`,
    ],
    hi: [
      `निष्कर्ष ${n} ("${cHi}") निश्चित नहीं है: कोई नियम इन पदों को इस प्रकार नहीं जोड़ता, और किसी कथन को तोड़े बिना ${counter[c.kind].hi}। अतः यह अनुसरण नहीं करता।`,
    ],
  };
}

function question(b: Built, expectedSeconds: number, title: { en: string; hi: string }) {
  const t = b.terms;
  const options = [...ANSWERS];
  const r1 = reason(b, b.c1, 'I');
  const r2 = reason(b, b.c2, 'II');
  const closing =
    b.answer === 'either'
      ? {
          en: [
            'Neither conclusion is definite on its own, but they are a complementary pair about the same two terms: in every diagram exactly one of them is true.',
          ],
          hi: [
            'कोई भी निष्कर्ष अकेले निश्चित नहीं है, पर दोनों एक ही दो पदों पर पूरक युग्म हैं: हर आरेख में इनमें से एक सत्य होता है।',
          ],
        }
      : { en: [], hi: [] };
  const statement = {
    en: [
      '**Statements:**',
      ...b.premises.map((q, i) => `${i + 1}. ${propEn(q, t)}`),
      '',
      '**Conclusions:**',
      `I. ${conclusionEn(b.c1, t)}`,
      `II. ${conclusionEn(b.c2, t)}`,
      '',
      'Taking the statements to be true even if they seem to be at variance with commonly known facts, decide which of the conclusions logically follow.',
    ].join('\n'),
    hi: [
      '**कथन:**',
      ...b.premises.map((q, i) => `${i + 1}. ${propHi(q, t)}`),
      '',
      '**निष्कर्ष:**',
      `I. ${conclusionHi(b.c1, t)}`,
      `II. ${conclusionHi(b.c2, t)}`,
      '',
      'कथनों को सत्य मानते हुए, भले ही वे सर्वज्ञात तथ्यों से भिन्न प्रतीत हों, निर्णय कीजिए कि कौन-से निष्कर्ष तर्कसंगत रूप से अनुसरण करते हैं।',
    ].join('\n'),
  };
  const solution = {
    en: [
      'Accept the statements as true and test each conclusion against them.',
      ...r1.en,
      ...r2.en,
      ...closing.en,
      '',
      `**Answer: ${ANSWER_TEXT[b.answer].en}**`,
    ].join('\n\n'),
    hi: [
      'कथनों को सत्य मानकर प्रत्येक निष्कर्ष की जाँच कीजिए।',
      ...r1.hi,
      ...r2.hi,
      ...closing.hi,
      '',
      `**उत्तर: ${ANSWER_TEXT[b.answer].hi}**`,
    ].join('\n\n'),
  };
  const premises = b.premises;
  const { k, c1, c2 } = b;
  return {
    title,
    type: 'single' as const,
    statement,
    options: options.map((a) => ANSWER_TEXT[a]),
    answer: { kind: 'choice', correct: [options.indexOf(b.answer)] } as QuestionAnswer,
    solution,
    expectedSeconds,
    numbers: [],
    check(): QuestionAnswer {
      const found = answerByDiagrams(k, premises, c1, c2);
      return { kind: 'choice', correct: [options.indexOf(found)] };
    },
  };
}

/** Two statements on three terms, two definite conclusions. */
export const syllogismTwoStatements: QuestionGenerator = {
  id: 'syllogism/two-statements',
  topic: 'syllogism',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  generate(rng) {
    return question(build(rng, 3, false), 45, {
      en: 'Syllogism with two statements',
      hi: 'दो कथनों वाला न्याय निगमन',
    });
  },
};

/** Three statements on four terms, two definite conclusions (often linking the two end terms). */
export const syllogismThreeStatements: QuestionGenerator = {
  id: 'syllogism/three-statements',
  topic: 'syllogism',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'RRB NTPC', 'CUET'],
  generate(rng) {
    return question(build(rng, 4, false), 75, {
      en: 'Syllogism with three statements',
      hi: 'तीन कथनों वाला न्याय निगमन',
    });
  },
};

/** Three statements on four terms with possibility conclusions, as in recent bank exams. */
export const syllogismPossibility: QuestionGenerator = {
  id: 'syllogism/possibility-cases',
  topic: 'syllogism',
  difficulty: 'hard',
  exams: ['Bank PO', 'CUET'],
  generate(rng) {
    return question(build(rng, 4, true), 120, {
      en: 'Syllogism with possibility conclusions',
      hi: 'संभावना वाले निष्कर्षों का न्याय निगमन',
    });
  },
};
