import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';

/**
 * The engine of the newer syllogism shapes. `generate` reasons with the textbook rules (conversion,
 * implication, All/Some/No combinations, applied until nothing new follows); the checkers decide by
 * enumerating every Venn diagram of the terms (which regions are non-empty) that fits the statements.
 * "Only a few X are Y" means "Some X are Y" and "Some X are not Y" together.
 */

export type Kind = 'A' | 'E' | 'I' | 'O';
export interface Prop {
  kind: Kind | 'F';
  s: number;
  p: number;
}
export interface Noun {
  en: string;
  enSg: string;
  hi: string;
  hiSg: string;
  hiObl: string;
}

export const NOUNS: readonly Noun[] = [
  { en: 'pens', enSg: 'pen', hi: 'कलमें', hiSg: 'कलम', hiObl: 'कलमों' },
  { en: 'books', enSg: 'book', hi: 'किताबें', hiSg: 'किताब', hiObl: 'किताबों' },
  { en: 'chairs', enSg: 'chair', hi: 'कुर्सियाँ', hiSg: 'कुर्सी', hiObl: 'कुर्सियों' },
  { en: 'boxes', enSg: 'box', hi: 'डिब्बे', hiSg: 'डिब्बा', hiObl: 'डिब्बों' },
  { en: 'bottles', enSg: 'bottle', hi: 'बोतलें', hiSg: 'बोतल', hiObl: 'बोतलों' },
  { en: 'keys', enSg: 'key', hi: 'चाबियाँ', hiSg: 'चाबी', hiObl: 'चाबियों' },
  { en: 'clocks', enSg: 'clock', hi: 'घड़ियाँ', hiSg: 'घड़ी', hiObl: 'घड़ियों' },
  { en: 'bags', enSg: 'bag', hi: 'थैले', hiSg: 'थैला', hiObl: 'थैलों' },
  { en: 'stones', enSg: 'stone', hi: 'पत्थर', hiSg: 'पत्थर', hiObl: 'पत्थरों' },
  { en: 'trees', enSg: 'tree', hi: 'पेड़', hiSg: 'पेड़', hiObl: 'पेड़ों' },
  { en: 'doors', enSg: 'door', hi: 'दरवाज़े', hiSg: 'दरवाज़ा', hiObl: 'दरवाज़ों' },
  { en: 'rings', enSg: 'ring', hi: 'अंगूठियाँ', hiSg: 'अंगूठी', hiObl: 'अंगूठियों' },
  { en: 'lamps', enSg: 'lamp', hi: 'दीपक', hiSg: 'दीपक', hiObl: 'दीपकों' },
  { en: 'flowers', enSg: 'flower', hi: 'फूल', hiSg: 'फूल', hiObl: 'फूलों' },
  { en: 'plates', enSg: 'plate', hi: 'थालियाँ', hiSg: 'थाली', hiObl: 'थालियों' },
  { en: 'shirts', enSg: 'shirt', hi: 'कमीज़ें', hiSg: 'कमीज़', hiObl: 'कमीज़ों' },
];

const noun = (t: readonly Noun[], i: number): Noun => {
  const n = t[i];
  if (!n) throw new Error(`no term ${i}`);
  return n;
};

/** A statement in words. */
export function say(q: Prop, t: readonly Noun[]): Text {
  const s = noun(t, q.s);
  const p = noun(t, q.p);
  switch (q.kind) {
    case 'A':
      return { en: `All ${s.en} are ${p.en}.`, hi: `सभी ${s.hi} ${p.hi} हैं।` };
    case 'E':
      return { en: `No ${s.enSg} is a ${p.enSg}.`, hi: `कोई भी ${s.hiSg} ${p.hiSg} नहीं है।` };
    case 'I':
      return { en: `Some ${s.en} are ${p.en}.`, hi: `कुछ ${s.hi} ${p.hi} हैं।` };
    case 'O':
      return { en: `Some ${s.en} are not ${p.en}.`, hi: `कुछ ${s.hi} ${p.hi} नहीं हैं।` };
    case 'F':
      return { en: `Only a few ${s.en} are ${p.en}.`, hi: `केवल कुछ ${s.hi} ${p.hi} हैं।` };
  }
}

/** "All / Some X being Y is a possibility." */
export function sayPossible(q: Prop, t: readonly Noun[]): Text {
  const s = noun(t, q.s);
  const p = noun(t, q.p);
  const all = q.kind === 'A';
  return {
    en: `${all ? 'All' : 'Some'} ${s.en} being ${p.en} is a possibility.`,
    hi: `${all ? 'सभी' : 'कुछ'} ${s.hiObl} के ${p.hiSg} होने की संभावना है।`,
  };
}

const key = (q: Prop) => `${q.kind}${q.s}${q.p}`;
/** "Only a few" split into what it says: Some are, and some are not. */
export const basic = (qs: readonly Prop[]): Prop[] =>
  qs.flatMap((q) =>
    q.kind === 'F'
      ? [
          { kind: 'I' as const, s: q.s, p: q.p },
          { kind: 'O' as const, s: q.s, p: q.p },
        ]
      : [q],
  );

interface Fact {
  q: Prop;
  rule: string;
  from: Prop[];
}

const RULE: Record<string, Text> = {
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

/** Everything the textbook rules derive from the statements, each with its first derivation. */
export function closure(statements: readonly Prop[]): Map<string, Fact> {
  const facts = new Map<string, Fact>();
  for (const q of basic(statements)) facts.set(key(q), { q, rule: 'given', from: [] });
  for (let changed = true; changed; ) {
    changed = false;
    const all = [...facts.values()].map((f) => f.q);
    const add = (q: Prop, rule: string, from: Prop[]) => {
      if (q.s !== q.p && !facts.has(key(q))) {
        facts.set(key(q), { q, rule, from });
        changed = true;
      }
    };
    for (const x of all) {
      if (x.kind === 'I' || x.kind === 'E') add({ kind: x.kind, s: x.p, p: x.s }, 'conv', [x]);
      if (x.kind === 'A') add({ kind: 'I', s: x.s, p: x.p }, 'imp', [x]);
      if (x.kind === 'E') add({ kind: 'O', s: x.s, p: x.p }, 'imp', [x]);
      for (const y of all) {
        if (x.p === y.s && x.kind === 'A' && y.kind === 'A') add({ kind: 'A', s: x.s, p: y.p }, 'AA', [x, y]);
        if (x.p === y.s && x.kind === 'A' && y.kind === 'E') add({ kind: 'E', s: x.s, p: y.p }, 'AE', [x, y]);
        if (x.p === y.s && x.kind === 'I' && y.kind === 'A') add({ kind: 'I', s: x.s, p: y.p }, 'IA', [x, y]);
        if (x.p === y.s && x.kind === 'I' && y.kind === 'E') add({ kind: 'O', s: x.s, p: y.p }, 'IE', [x, y]);
        if (x.kind === 'A' && y.kind === 'O' && x.p === y.p) add({ kind: 'O', s: y.s, p: x.s }, 'AO', [x, y]);
        if (x.kind === 'O' && y.kind === 'A' && x.s === y.s) add({ kind: 'O', s: y.p, p: x.p }, 'OA', [x, y]);
      }
    }
  }
  return facts;
}

/** The rule steps that make a definite statement, premises first, as solution lines. */
export function derivation(
  facts: Map<string, Fact>,
  q: Prop,
  t: readonly Noun[],
): { en: string[]; hi: string[] } {
  const en: string[] = [];
  const hi: string[] = [];
  const done = new Set<string>();
  const visit = (p: Prop) => {
    const f = facts.get(key(p)) ?? facts.get(key({ ...p, s: p.p, p: p.s }));
    if (!f || f.rule === 'given' || done.has(key(f.q))) return;
    done.add(key(f.q));
    for (const x of f.from) visit(x);
    const r = RULE[f.rule] ?? RULE.given;
    en.push(`${f.from.map((x) => `"${say(x, t).en}"`).join(' + ')} ⇒ "${say(f.q, t).en}" (${r?.en}).`);
    hi.push(`${f.from.map((x) => `"${say(x, t).hi}"`).join(' + ')} ⇒ "${say(f.q, t).hi}" (${r?.hi})।`);
  };
  for (const x of basic([q])) visit(x);
  return { en, hi };
}

/** Whether the rules make a statement definite ("only a few" needs both its halves). */
export function definite(facts: Map<string, Fact>, q: Prop): boolean {
  if (q.kind === 'F') return basic([q]).every((x) => definite(facts, x));
  return (
    facts.has(key(q)) || ((q.kind === 'I' || q.kind === 'E') && facts.has(key({ ...q, s: q.p, p: q.s })))
  );
}

export function contradictory(q: Prop): Prop {
  const opposite: Record<Kind, Kind> = { A: 'O', O: 'A', I: 'E', E: 'I' };
  return { kind: q.kind === 'F' ? 'A' : opposite[q.kind], s: q.s, p: q.p };
}

/** A possibility (All/Some X being Y) follows by the rules iff its contradictory is not definite. */
export const possibleByRules = (facts: Map<string, Fact>, q: Prop) => !definite(facts, contradictory(q));

const MASKS = new Map<number, number[]>();
function termMasks(k: number): number[] {
  const hit = MASKS.get(k);
  if (hit) return hit;
  const made = makeMasks(k);
  MASKS.set(k, made);
  return made;
}

function makeMasks(k: number): number[] {
  return Array.from({ length: k }, (_, t) => {
    let mask = 0;
    for (let r = 1; r < 1 << k; r++) if (r & (1 << t)) mask |= 1 << r;
    return mask;
  });
}

/** Whether a basic or "only a few" statement holds in a diagram (bitmask of non-empty regions). */
export function holdsIn(m: number, q: Prop, k: number): boolean {
  const masks = termMasks(k);
  const s = masks[q.s] ?? 0;
  const p = masks[q.p] ?? 0;
  const inBoth = (m & s & p) !== 0;
  const outside = (m & s & ~p) !== 0;
  switch (q.kind) {
    case 'A':
      return !outside;
    case 'E':
      return !inBoth;
    case 'I':
      return inBoth;
    case 'O':
      return outside;
    case 'F':
      return inBoth && outside;
  }
}

const DIAGRAMS = new Map<number, number[]>();
/** Every diagram of k terms in which each term is non-empty (cached). */
function diagrams(k: number): number[] {
  const hit = DIAGRAMS.get(k);
  if (hit) return hit;
  const masks = termMasks(k);
  const out: number[] = [];
  for (let m = 0; m < 1 << (1 << k); m += 2) if (masks.every((mask) => (m & mask) !== 0)) out.push(m);
  DIAGRAMS.set(k, out);
  return out;
}

/** Every diagram of k terms, each term non-empty, with the statements each one satisfies (bits). */
export function diagramTable(k: number, statements: readonly Prop[]): { m: number; sat: number }[] {
  return diagrams(k).map((m) => {
    let sat = 0;
    statements.forEach((q, i) => {
      if (holdsIn(m, q, k)) sat |= 1 << i;
    });
    return { m, sat };
  });
}

/** The diagrams in which all the statements hold. */
export function fitting(k: number, statements: readonly Prop[]): number[] {
  return diagrams(k).filter((m) => statements.every((q) => holdsIn(m, q, k)));
}

/** Statements linking t0–t1–…–t(k-1) in a chain, each in a random direction. */
export function chain(rng: Rng, k: number, kinds: readonly Prop['kind'][]): Prop[] {
  const out: Prop[] = [];
  for (let i = 0; i + 1 < k; i++) {
    const kind = rng.pick(kinds);
    const forward = kind === 'F' || rng.next() < 0.6;
    out.push({ kind, s: forward ? i : i + 1, p: forward ? i + 1 : i });
  }
  return rng.shuffle(out);
}

export const statementsText = (qs: readonly Prop[], t: readonly Noun[]) => ({
  en: qs.map((q, i) => `${i + 1}. ${say(q, t).en}`).join('\n'),
  hi: qs.map((q, i) => `${i + 1}. ${say(q, t).hi}`).join('\n'),
});

export const TRUE_EVEN_IF: Text = {
  en: 'Taking the statements to be true even if they seem to be at variance with commonly known facts',
  hi: 'कथनों को सत्य मानते हुए, भले ही वे सर्वज्ञात तथ्यों से भिन्न प्रतीत हों',
};

/** A diagram, allowed by every statement, in which a (not definite) statement fails. */
export function counterText(q: Prop, t: readonly Noun[]): Text {
  const s = noun(t, q.s);
  const p = noun(t, q.p);
  switch (q.kind) {
    case 'A':
    case 'F':
      return q.kind === 'A'
        ? {
            en: `part of the ${s.en} circle can be drawn outside ${p.en}`,
            hi: `${s.hiObl} के वृत्त का कुछ भाग ${p.hiObl} के बाहर बनाया जा सकता है`,
          }
        : {
            en: `the whole ${s.en} circle can be drawn inside ${p.en}, or outside it`,
            hi: `${s.hiObl} का पूरा वृत्त ${p.hiObl} के अंदर, या बाहर, बनाया जा सकता है`,
          };
    case 'E':
      return {
        en: `the ${s.en} and ${p.en} circles can be drawn overlapping`,
        hi: `${s.hiObl} और ${p.hiObl} के वृत्त एक-दूसरे को काटते हुए बनाए जा सकते हैं`,
      };
    case 'I':
      return {
        en: `the ${s.en} and ${p.en} circles can be drawn apart`,
        hi: `${s.hiObl} और ${p.hiObl} के वृत्त अलग-अलग बनाए जा सकते हैं`,
      };
    case 'O':
      return {
        en: `the whole ${s.en} circle can be drawn inside ${p.en}`,
        hi: `${s.hiObl} का पूरा वृत्त ${p.hiObl} के अंदर बनाया जा सकता है`,
      };
  }
}

/** Why a conclusion does or does not follow, by the rules (solution lines). */
export function verdict(
  facts: Map<string, Fact>,
  q: Prop,
  t: readonly Noun[],
  label: Text,
): { en: string[]; hi: string[] } {
  const c = say(q, t);
  if (definite(facts, q)) {
    const d = derivation(facts, q, t);
    return {
      en: [...d.en, `${label.en} ("${c.en}") definitely follows.`],
      hi: [...d.hi, `${label.hi} ("${c.hi}") निश्चित रूप से अनुसरण करता है।`],
    };
  }
  const opp = contradictory(q);
  if (q.kind !== 'F' && definite(facts, opp)) {
    const d = derivation(facts, opp, t);
    return {
      en: [...d.en, `So ${label.en} ("${c.en}") is definitely false.`],
      hi: [...d.hi, `अतः ${label.hi} ("${c.hi}") निश्चित रूप से गलत है।`],
    };
  }
  const why = counterText(q, t);
  return {
    en: [`${label.en} ("${c.en}") is not definite: without breaking any statement, ${why.en}.`],
    hi: [`${label.hi} ("${c.hi}") निश्चित नहीं है: किसी कथन को तोड़े बिना ${why.hi}।`],
  };
}
