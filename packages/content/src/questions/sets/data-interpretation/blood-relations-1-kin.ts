import { get, lazy, permutations, range, T, type Text } from './lrdi-solver.js';

/**
 * Kinship machinery of the group D7 blood-relation sets: a family template (roles with their sex,
 * parents and spouses), the word for what one member is to another (in English and Hindi), and the
 * space of families (a template with the men and the women placed in its roles of their sex).
 */

export interface Template {
  male: boolean[];
  father: number[];
  mother: number[];
  spouse: number[];
}

/** A template from its roles' sexes, its couples (husband, wife) and its children (child, father, mother). */
export function template(
  male: boolean[],
  couples: [number, number][],
  kids: [number, number, number][],
): Template {
  const n = male.length;
  const father = new Array<number>(n).fill(-1);
  const mother = new Array<number>(n).fill(-1);
  const spouse = new Array<number>(n).fill(-1);
  for (const [h, w] of couples) {
    spouse[h] = w;
    spouse[w] = h;
  }
  for (const [c, f, m] of kids) {
    father[c] = f;
    mother[c] = m;
  }
  return { male, father, mother, spouse };
}

export interface Kin {
  en: string;
  hi: string;
  /** The Hindi possessive: का, की, or के for respectful words (with हैं). */
  ka: 'का' | 'की' | 'के';
}
const K = (en: string, hi: string, ka: 'का' | 'की' | 'के'): Kin => ({ en, hi, ka });
export const KIN: Record<string, Kin> = {
  husband: K('husband', 'पति', 'का'),
  wife: K('wife', 'पत्नी', 'की'),
  father: K('father', 'पिता', 'के'),
  mother: K('mother', 'माता', 'की'),
  son: K('son', 'पुत्र', 'का'),
  daughter: K('daughter', 'पुत्री', 'की'),
  brother: K('brother', 'भाई', 'का'),
  sister: K('sister', 'बहन', 'की'),
  pgf: K("father's father", 'दादा', 'के'),
  pgm: K("father's mother", 'दादी', 'की'),
  mgf: K("mother's father", 'नाना', 'के'),
  mgm: K("mother's mother", 'नानी', 'की'),
  gsS: K("son's son", 'पोता', 'का'),
  gdS: K("son's daughter", 'पोती', 'की'),
  gsD: K("daughter's son", 'नाती', 'का'),
  gdD: K("daughter's daughter", 'नातिन', 'की'),
  fil: K('father-in-law', 'ससुर', 'के'),
  mil: K('mother-in-law', 'सास', 'की'),
  sil: K('son-in-law', 'दामाद', 'का'),
  dil: K('daughter-in-law', 'बहू', 'की'),
  wBro: K("wife's brother", 'साला', 'का'),
  wSis: K("wife's sister", 'साली', 'की'),
  hSis: K("husband's sister", 'ननद', 'की'),
  zHus: K("sister's husband", 'जीजा', 'के'),
  bWife: K("brother's wife", 'भाभी', 'की'),
  chacha: K("father's brother", 'चाचा', 'के'),
  chachi: K("father's brother's wife", 'चाची', 'की'),
  bua: K("father's sister", 'बुआ', 'की'),
  phupha: K("father's sister's husband", 'फूफा', 'के'),
  mama: K("mother's brother", 'मामा', 'के'),
  mami: K("mother's brother's wife", 'मामी', 'की'),
  mausi: K("mother's sister", 'मौसी', 'की'),
  mausa: K("mother's sister's husband", 'मौसा', 'के'),
  bhatija: K("brother's son", 'भतीजा', 'का'),
  bhatiji: K("brother's daughter", 'भतीजी', 'की'),
  bhanja: K("sister's son", 'भांजा', 'का'),
  bhanji: K("sister's daughter", 'भांजी', 'की'),
  chacheraB: K("father's brother's son", 'चचेरा भाई', 'का'),
  chacheraZ: K("father's brother's daughter", 'चचेरी बहन', 'की'),
  phupheraB: K("father's sister's son", 'फुफेरा भाई', 'का'),
  phupheraZ: K("father's sister's daughter", 'फुफेरी बहन', 'की'),
  mameraB: K("mother's brother's son", 'ममेरा भाई', 'का'),
  mameraZ: K("mother's brother's daughter", 'ममेरी बहन', 'की'),
  mausB: K("mother's sister's son", 'मौसेरा भाई', 'का'),
  mausZ: K("mother's sister's daughter", 'मौसेरी बहन', 'की'),
};

/** The key of what role x is to role y in a template ('' when there is no single word for it). */
export function kinKey(t: Template, x: number, y: number): string {
  const n = t.male.length;
  const m = get(t.male, x);
  const parents = (p: number) => [get(t.father, p), get(t.mother, p)].filter((q) => q >= 0);
  const sibs = (p: number) =>
    range(n).filter((q) => q !== p && get(t.father, p) >= 0 && get(t.father, q) === get(t.father, p));
  const sp = (p: number) => get(t.spouse, p);
  const pick = (a: string, b: string) => (m ? a : b);
  if (x === y) return '';
  if (sp(y) === x) return pick('husband', 'wife');
  if (parents(y).includes(x)) return pick('father', 'mother');
  if (parents(x).includes(y)) return pick('son', 'daughter');
  if (sibs(y).includes(x)) return pick('brother', 'sister');
  for (const p of parents(y))
    if (parents(p).includes(x)) return get(t.male, p) ? pick('pgf', 'pgm') : pick('mgf', 'mgm');
  for (const p of parents(x))
    if (parents(p).includes(y)) return get(t.male, p) ? pick('gsS', 'gdS') : pick('gsD', 'gdD');
  if (sp(y) >= 0 && parents(sp(y)).includes(x)) return pick('fil', 'mil');
  if (sp(x) >= 0 && parents(sp(x)).includes(y)) return pick('sil', 'dil');
  if (sp(y) >= 0 && sibs(sp(y)).includes(x)) {
    // y's wife's brother or sister; a husband's brother is देवर or जेठ by age, which the sets
    // never give: no single word.
    if (get(t.male, y)) return pick('wBro', 'wSis');
    return m ? '' : 'hSis';
  }
  if (sp(x) >= 0 && sibs(y).includes(sp(x))) return pick('zHus', 'bWife');
  for (const p of parents(y)) {
    const viaF = get(t.male, p);
    if (sibs(p).includes(x)) return viaF ? pick('chacha', 'bua') : pick('mama', 'mausi');
    const s = sp(x);
    if (s >= 0 && sibs(p).includes(s))
      return viaF ? (get(t.male, s) ? 'chachi' : 'phupha') : get(t.male, s) ? 'mami' : 'mausa';
  }
  for (const p of parents(x))
    if (sibs(p).includes(y)) return get(t.male, p) ? pick('bhatija', 'bhatiji') : pick('bhanja', 'bhanji');
  for (const p of parents(x))
    for (const q of parents(y))
      if (sibs(q).includes(p)) {
        const a = get(t.male, q) ? 'F' : 'M';
        const b = get(t.male, p) ? 'B' : 'Z';
        const key = { FB: 'chachera', FZ: 'phuphera', MB: 'mamera', MZ: 'maus' }[a + b] as string;
        return key + pick('B', 'Z');
      }
  return '';
}

/** "X is Y's …" in both languages (a full sentence). */
export function says(X: Text, Y: Text, key: string): Text {
  const k = KIN[key] as Kin;
  return T(`${X.en} is ${Y.en}'s ${k.en}.`, `${X.hi}, ${Y.hi} ${k.ka} ${k.hi} ${k.ka === 'के' ? 'हैं' : 'है'}।`);
}

/** The relation as an option: "father's sister (बुआ)". */
export const kinText = (key: string): Text => {
  const k = KIN[key] as Kin;
  return T(k.en.charAt(0).toUpperCase() + k.en.slice(1), k.hi);
};

/** The space of families: template k with men permuted over its male roles, women over its female roles. */
export function familySpace(templates: readonly Template[], men: number, women: number) {
  const fit = templates.filter((t) => t.male.filter(Boolean).length === men && t.male.length === men + women);
  const pm = permutations(men);
  const pw = permutations(women);
  const per = pm.length * pw.length;
  const count = fit.length * per;
  const n = men + women;
  const role = new Int8Array(count * n);
  for (let f = 0; f < count; f++) {
    const t = get(fit, Math.floor(f / per));
    const i = Math.floor((f % per) / pw.length);
    const j = f % pw.length;
    const mr = range(n).filter((r) => get(t.male, r));
    const wr = range(n).filter((r) => !get(t.male, r));
    for (let p = 0; p < men; p++) role[f * n + p] = get(mr, get(get(pm, i), p));
    for (let p = 0; p < women; p++) role[f * n + men + p] = get(wr, get(get(pw, j), p));
  }
  const keys = ['', ...Object.keys(KIN)];
  const table = fit.map((t) => range(n).map((x) => range(n).map((y) => keys.indexOf(kinKey(t, x, y)))));
  const roleOf = (f: number, p: number) => role[f * n + p] as number;
  const tplOf = (f: number) => Math.floor(f / per);
  // The relation of every pair in every family, as an index into `keys` (looked up often).
  const code = new Int8Array(count * n * n);
  for (let f = 0; f < count; f++) {
    const tab = get(table, tplOf(f));
    for (let x = 0; x < n; x++)
      for (let y = 0; y < n; y++) code[(f * n + x) * n + y] = get(get(tab, roleOf(f, x)), roleOf(f, y));
  }
  /** The key of what person x is to person y in family f. */
  const rel = (f: number, x: number, y: number) => keys[code[(f * n + x) * n + y] as number] as string;
  // Placings that give the same family (two children of one couple swapped) are kept once.
  const seen = new Set<string>();
  const ids = range(count).filter((f) => {
    const key = code.subarray(f * n * n, (f + 1) * n * n).join(',');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  /** The relations any family of the space allows between x and y (for options). */
  const allowed = range(n).map((x) => range(n).map((y) => [...new Set(ids.map((f) => rel(f, x, y)))]));
  const keysOf = (x: number, y: number) => get(get(allowed, x), y);
  return { fit, count, roleOf, tplOf, rel, n, keysOf, all: () => ids };
}

export const cachedSpace = (templates: () => Template[], men: number, women: number) =>
  lazy(() => familySpace(templates(), men, women));
