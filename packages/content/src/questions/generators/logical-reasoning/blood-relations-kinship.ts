import type { Rng } from '../../random.js';
import { bilingualNames, MEN_NAMES, WOMEN_NAMES } from '../shared/person-names.js';

/**
 * The family model the newer blood-relations shapes share: relations as paths of steps (father,
 * mother, son … wife) with their English and Hindi names, a three-generation family drawn at random,
 * the facts that state it (some in gender-neutral words: "a child of", "a married couple"), the family
 * rebuilt from those facts alone (parents shared through siblings and spouses), and every assignment
 * of genders the facts allow.
 */

export type Gender = 'm' | 'f';
/** Steps: Father, Mother, Son, Daughter, Brother, siZter, Husband, Wife. */
export type Step = 'F' | 'M' | 'S' | 'D' | 'B' | 'Z' | 'H' | 'W';
const STEP_GENDER: Record<Step, Gender> = { F: 'm', M: 'f', S: 'm', D: 'f', B: 'm', Z: 'f', H: 'm', W: 'f' };
export const STEP_WORD: Record<Step, { en: string; hi: string }> = {
  F: { en: 'father', hi: 'पिता' },
  M: { en: 'mother', hi: 'माता' },
  S: { en: 'son', hi: 'पुत्र' },
  D: { en: 'daughter', hi: 'पुत्री' },
  B: { en: 'brother', hi: 'भाई' },
  Z: { en: 'sister', hi: 'बहन' },
  H: { en: 'husband', hi: 'पति' },
  W: { en: 'wife', hi: 'पत्नी' },
};

/** Relations by their path of steps, in the order they are tried when naming one (shortest first). */
export const KIN: readonly { key: string; en: string; hi: string }[] = [
  { key: 'F', en: 'Father', hi: 'पिता' },
  { key: 'M', en: 'Mother', hi: 'माता' },
  { key: 'S', en: 'Son', hi: 'पुत्र' },
  { key: 'D', en: 'Daughter', hi: 'पुत्री' },
  { key: 'B', en: 'Brother', hi: 'भाई' },
  { key: 'Z', en: 'Sister', hi: 'बहन' },
  { key: 'H', en: 'Husband', hi: 'पति' },
  { key: 'W', en: 'Wife', hi: 'पत्नी' },
  { key: 'FF', en: 'Paternal grandfather', hi: 'दादा' },
  { key: 'FM', en: 'Paternal grandmother', hi: 'दादी' },
  { key: 'MF', en: 'Maternal grandfather', hi: 'नाना' },
  { key: 'MM', en: 'Maternal grandmother', hi: 'नानी' },
  { key: 'SS', en: 'Grandson', hi: 'पोता' },
  { key: 'SD', en: 'Granddaughter', hi: 'पोती' },
  { key: 'DS', en: 'Grandson', hi: 'नाती' },
  { key: 'DD', en: 'Granddaughter', hi: 'नातिन' },
  { key: 'FB', en: 'Paternal uncle', hi: 'चाचा/ताऊ' },
  { key: 'MB', en: 'Maternal uncle', hi: 'मामा' },
  { key: 'FZ', en: 'Paternal aunt', hi: 'बुआ' },
  { key: 'MZ', en: 'Maternal aunt', hi: 'मौसी' },
  { key: 'BS', en: 'Nephew', hi: 'भतीजा' },
  { key: 'BD', en: 'Niece', hi: 'भतीजी' },
  { key: 'ZS', en: 'Nephew', hi: 'भांजा' },
  { key: 'ZD', en: 'Niece', hi: 'भांजी' },
  { key: 'HF', en: 'Father-in-law', hi: 'ससुर' },
  { key: 'WF', en: 'Father-in-law', hi: 'ससुर' },
  { key: 'HM', en: 'Mother-in-law', hi: 'सास' },
  { key: 'WM', en: 'Mother-in-law', hi: 'सास' },
  { key: 'SW', en: 'Daughter-in-law', hi: 'बहू' },
  { key: 'DH', en: 'Son-in-law', hi: 'दामाद' },
  { key: 'WB', en: 'Brother-in-law', hi: 'साला' },
  { key: 'ZH', en: 'Brother-in-law', hi: 'जीजा' },
  { key: 'HZ', en: 'Sister-in-law', hi: 'ननद' },
  { key: 'WZ', en: 'Sister-in-law', hi: 'साली' },
  { key: 'BW', en: 'Sister-in-law', hi: 'भाभी' },
  { key: 'HB', en: 'Brother-in-law', hi: 'देवर/जेठ' },
  { key: 'FBS', en: 'Cousin', hi: 'चचेरा भाई' },
  { key: 'FBD', en: 'Cousin', hi: 'चचेरी बहन' },
  { key: 'MBS', en: 'Cousin', hi: 'ममेरा भाई' },
  { key: 'MBD', en: 'Cousin', hi: 'ममेरी बहन' },
  { key: 'FZS', en: 'Cousin', hi: 'फुफेरा भाई' },
  { key: 'FZD', en: 'Cousin', hi: 'फुफेरी बहन' },
  { key: 'MZS', en: 'Cousin', hi: 'मौसेरा भाई' },
  { key: 'MZD', en: 'Cousin', hi: 'मौसेरी बहन' },
];
export const kinOf = (key: string) => KIN.find((k) => k.key === key);
/** The gender a relation names (that of its last step). */
export const kinGender = (key: string): Gender => STEP_GENDER[key[key.length - 1] as Step];
/** "का"/"की" before a relation word in Hindi, agreeing with the relation's gender. */
export const kaKi = (key: string) => (kinGender(key) === 'm' ? 'का' : 'की');

/** Who is whose parent and spouse; the same interface for the drawn family and the rebuilt one. */
export interface Kin {
  size: number;
  parents(a: number): number[];
  spouse(a: number): number[];
}

/** Each person's children and siblings, worked out once per family. */
const LINKS = new WeakMap<Kin, { children: number[][]; siblings: number[][] }>();
function links(kin: Kin) {
  let l = LINKS.get(kin);
  if (!l) {
    const all = Array.from({ length: kin.size }, (_, i) => i);
    l = {
      children: all.map((x) => all.filter((i) => kin.parents(i).includes(x))),
      siblings: all.map((x) =>
        all.filter((i) => i !== x && kin.parents(i).some((p) => kin.parents(x).includes(p))),
      ),
    };
    LINKS.set(kin, l);
  }
  return l;
}

/** People reached from `a` along a path of steps, with the genders given. */
export function reach(kin: Kin, g: readonly Gender[], a: number, key: string): number[] {
  const { children, siblings } = links(kin);
  let at = [a];
  for (const s of key as Iterable<Step>) {
    const next = new Set<number>();
    for (const x of at) {
      const found =
        s === 'F' || s === 'M'
          ? kin.parents(x)
          : s === 'S' || s === 'D'
            ? (children[x] ?? [])
            : s === 'B' || s === 'Z'
              ? (siblings[x] ?? [])
              : kin.spouse(x);
      for (const f of found) if (g[f] === STEP_GENDER[s]) next.add(f);
    }
    at = [...next];
  }
  return at;
}

/** The name of b's relation to a (b is a's …), the first in KIN that fits, or undefined. */
export function relationKey(kin: Kin, g: readonly Gender[], a: number, b: number): string | undefined {
  return KIN.find((k) => reach(kin, g, a, k.key).includes(b))?.key;
}

/** People holding any relation called by the same English or Hindi word ("grandson": पोता and नाती). */
export function reachNamed(kin: Kin, g: readonly Gender[], a: number, key: string): number[] {
  const named = kinOf(key);
  const keys = KIN.filter((k) => k.en === named?.en || k.hi === named?.hi).map((k) => k.key);
  return [...new Set(keys.flatMap((k) => reach(kin, g, a, k)))];
}

/** A drawn family: genders, each person's two parents (or none) and spouse. */
export interface Family extends Kin {
  g: Gender[];
  par: number[][];
  sp: (number | undefined)[];
}

export function familyOf(g: Gender[], par: number[][], sp: (number | undefined)[]): Family {
  return {
    g,
    par,
    sp,
    size: g.length,
    parents: (a) => par[a] ?? [],
    spouse: (a) => {
      const s = sp[a];
      return s === undefined ? [] : [s];
    },
  };
}

/** Grandparents (0, 1), their children, the spouses of some of them and their children. */
export function drawFamily(rng: Rng, kids: [number, number], married: [number, number]): Family {
  const g: Gender[] = ['m', 'f'];
  const par: number[][] = [[], []];
  const sp: (number | undefined)[] = [1, 0];
  const k = rng.int(kids[0], kids[1]);
  const children: number[] = [];
  for (let i = 0; i < k; i++) {
    children.push(g.length);
    g.push(rng.pick<Gender>(['m', 'f']));
    par.push([0, 1]);
    sp.push(undefined);
  }
  const wed = rng.shuffle(children).slice(0, rng.int(married[0], Math.min(married[1], k)));
  for (const c of wed) {
    const s = g.length;
    g.push(g[c] === 'm' ? 'f' : 'm');
    par.push([]);
    sp.push(c);
    sp[c] = s;
    const n = rng.int(1, 2);
    for (let j = 0; j < n; j++) {
      g.push(rng.pick<Gender>(['m', 'f']));
      par.push([c, s]);
      sp.push(undefined);
    }
  }
  return familyOf(g, par, sp);
}

/** A stated fact: subject is the <word> of object; neutral words carry no gender. */
export type Word = Step | 'parent' | 'child' | 'couple';
export interface Fact {
  s: number;
  w: Word;
  o: number;
}

/**
 * Facts that pin the family down: every couple, and every child linked to one parent or to an
 * earlier sibling. `neutral` is the chance of a gender-neutral word where one exists.
 */
export function familyFacts(rng: Rng, f: Family, neutral: number): Fact[] {
  const facts: Fact[] = [];
  for (let a = 0; a < f.size; a++) {
    const b = f.sp[a];
    if (b === undefined || b < a) continue;
    const [x, y] = rng.next() < 0.5 ? [a, b] : [b, a];
    facts.push({ s: x, w: rng.next() < neutral ? 'couple' : f.g[x] === 'm' ? 'H' : 'W', o: y });
  }
  const seenKids = new Map<string, number[]>();
  for (let c = 0; c < f.size; c++) {
    const ps = f.par[c] ?? [];
    if (ps.length === 0) continue;
    const key = ps.join(',');
    const earlier = seenKids.get(key) ?? [];
    if (earlier.length > 0 && rng.next() < 0.4) {
      const sib = rng.pick(earlier);
      const [x, y] = rng.next() < 0.5 ? [c, sib] : [sib, c];
      facts.push({ s: x, w: f.g[x] === 'm' ? 'B' : 'Z', o: y });
    } else {
      const p = rng.pick(ps);
      if (rng.next() < 0.5)
        facts.push({ s: p, w: rng.next() < neutral ? 'parent' : f.g[p] === 'm' ? 'F' : 'M', o: c });
      else facts.push({ s: c, w: rng.next() < neutral ? 'child' : f.g[c] === 'm' ? 'S' : 'D', o: p });
    }
    seenKids.set(key, [...earlier, c]);
  }
  return facts;
}

/** The family as the facts alone describe it (parents shared through siblings and spouses). */
export function rebuild(size: number, facts: readonly Fact[]): Kin {
  const direct: Set<number>[] = Array.from({ length: size }, () => new Set<number>());
  const group = Array.from({ length: size }, (_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : root(group[i] ?? i));
  const spouses: Set<number>[] = Array.from({ length: size }, () => new Set<number>());
  for (const { s, w, o } of facts) {
    if (w === 'F' || w === 'M' || w === 'parent') direct[o]?.add(s);
    else if (w === 'S' || w === 'D' || w === 'child') direct[s]?.add(o);
    else if (w === 'B' || w === 'Z') group[root(s)] = root(o);
    else {
      spouses[s]?.add(o);
      spouses[o]?.add(s);
    }
  }
  const parents = Array.from({ length: size }, (_, c) => {
    const out = new Set<number>();
    for (let i = 0; i < size; i++) if (root(i) === root(c)) for (const p of direct[i] ?? []) out.add(p);
    for (const p of [...out]) for (const q of spouses[p] ?? []) out.add(q);
    return [...out];
  });
  // Siblings whose parents no fact names still share parents: an unnamed one, of unknown gender.
  let total = size;
  for (let r = 0; r < size; r++) {
    const members = Array.from({ length: size }, (_, i) => i).filter((i) => root(i) === r);
    if (members.length < 2 || members.some((i) => (parents[i] ?? []).length > 0)) continue;
    for (const i of members) parents[i] = [total];
    total++;
  }
  return { size: total, parents: (a) => parents[a] ?? [], spouse: (a) => [...(spouses[a] ?? [])] };
}

/** Every assignment of genders the facts allow (gendered words; a married couple is a man and a woman). */
export function genderings(size: number, facts: readonly Fact[]): Gender[][] {
  const fixed: (Gender | undefined)[] = Array(size).fill(undefined);
  const partner: (number | undefined)[] = Array(size).fill(undefined);
  for (const { s, w, o } of facts) {
    if (w === 'parent' || w === 'child') continue;
    if (w !== 'couple') {
      if (fixed[s] !== undefined && fixed[s] !== STEP_GENDER[w]) return [];
      fixed[s] = STEP_GENDER[w];
    }
    if (w === 'couple' || w === 'H' || w === 'W') {
      partner[s] = o;
      partner[o] = s;
    }
  }
  // Each person decides alone or with a partner (of the other gender): one or two choices each.
  let out: Gender[][] = [Array(size).fill('m')];
  const other = (x: Gender): Gender => (x === 'm' ? 'f' : 'm');
  for (let i = 0; i < size; i++) {
    const p = partner[i];
    if (p !== undefined && p < i) continue;
    const choices = (['m', 'f'] as Gender[]).filter(
      (x) =>
        (fixed[i] === undefined || fixed[i] === x) &&
        (p === undefined || fixed[p] === undefined || fixed[p] === other(x)),
    );
    out = out.flatMap((g) =>
      choices.map((x) => {
        const next = [...g];
        next[i] = x;
        if (p !== undefined) next[p] = other(x);
        return next;
      }),
    );
  }
  return out;
}

/** "X is the father of Y." / "X, Y का पिता है।" (and the neutral words). */
export function factText(f: Fact, name: (i: number) => { en: string; hi: string }) {
  const x = name(f.s);
  const y = name(f.o);
  if (f.w === 'parent')
    return { en: `${x.en} is a parent of ${y.en}.`, hi: `${x.hi}, ${y.hi} के माता-पिता में से एक है।` };
  if (f.w === 'child') return { en: `${x.en} is a child of ${y.en}.`, hi: `${x.hi}, ${y.hi} की संतान है।` };
  if (f.w === 'couple')
    return { en: `${x.en} and ${y.en} are a married couple.`, hi: `${x.hi} और ${y.hi} पति-पत्नी हैं।` };
  const word = STEP_WORD[f.w];
  return {
    en: `${x.en} is the ${word.en} of ${y.en}.`,
    hi: `${x.hi}, ${y.hi} ${STEP_GENDER[f.w] === 'm' ? 'का' : 'की'} ${word.hi} है।`,
  };
}

const MEN = bilingualNames(MEN_NAMES);
const WOMEN = bilingualNames(WOMEN_NAMES);
/** Given names for a family, a man's name for each man and a woman's for each woman. */
export function namesFor(rng: Rng, g: readonly Gender[]) {
  const men = rng.shuffle(MEN);
  const women = rng.shuffle(WOMEN);
  return g.map((x, i) => (x === 'm' ? men[i] : women[i]) ?? { en: 'Ram', hi: 'राम' });
}

/** "माता के भाई" style Hindi for a path of steps. */
export function hiPath(key: string): string {
  const steps = [...key] as Step[];
  return steps
    .map((s, i) => {
      const w = STEP_WORD[s].hi;
      if (i === 0) return w;
      return `${STEP_GENDER[s] === 'f' ? 'की' : i === steps.length - 1 ? 'का' : 'के'} ${w}`;
    })
    .join(' ');
}
/** The marker after an owner's name before a Hindi path ("रीना की माता", "रीना के पिता के भाई"). */
export function hiOwner(key: string): string {
  const first = key[0] as Step;
  return STEP_GENDER[first] === 'f' ? 'की' : key.length === 1 ? 'का' : 'के';
}
