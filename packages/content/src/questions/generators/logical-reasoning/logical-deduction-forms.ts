import type { Rng } from '../../random.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { singleChoice } from '../shared/single-choice.js';

/**
 * The engine of the newer logical-deduction shapes (the generators are in
 * logical-deduction-connectives.ts): the connectives the existing shapes leave out, "exactly one of",
 * "only if", necessary and sufficient conditions, a conclusion that cannot be true, and a CAT-level chain
 * of five simple statements that needs a case split. `generate` lists the rows of the truth table as
 * bit masks and keeps the options true in every row where the premises hold; `check` searches for a
 * counterexample by backtracking over the simple statements one at a time.
 */

interface Prop {
  en: string;
  enNot: string;
  hi: string;
  hiNot: string;
}
const PROPS: readonly Prop[] = [
  { en: 'the bank is open', enNot: 'the bank is not open', hi: 'बैंक खुला है', hiNot: 'बैंक खुला नहीं है' },
  { en: 'it is raining', enNot: 'it is not raining', hi: 'बारिश हो रही है', hiNot: 'बारिश नहीं हो रही है' },
  {
    en: 'the match is played',
    enNot: 'the match is not played',
    hi: 'मैच खेला जाता है',
    hiNot: 'मैच नहीं खेला जाता',
  },
  { en: 'the road is closed', enNot: 'the road is not closed', hi: 'सड़क बंद है', hiNot: 'सड़क बंद नहीं है' },
  {
    en: 'the school is shut',
    enNot: 'the school is not shut',
    hi: 'विद्यालय बंद है',
    hiNot: 'विद्यालय बंद नहीं है',
  },
  { en: 'the price rises', enNot: 'the price does not rise', hi: 'कीमत बढ़ती है', hiNot: 'कीमत नहीं बढ़ती' },
  { en: 'the meeting is held', enNot: 'the meeting is not held', hi: 'बैठक होती है', hiNot: 'बैठक नहीं होती' },
  { en: 'the bus runs', enNot: 'the bus does not run', hi: 'बस चलती है', hiNot: 'बस नहीं चलती' },
  {
    en: 'the festival is held',
    enNot: 'the festival is not held',
    hi: 'उत्सव होता है',
    hiNot: 'उत्सव नहीं होता',
  },
  {
    en: 'the river floods',
    enNot: 'the river does not flood',
    hi: 'नदी में बाढ़ आती है',
    hiNot: 'नदी में बाढ़ नहीं आती',
  },
  {
    en: 'the exam is postponed',
    enNot: 'the exam is not postponed',
    hi: 'परीक्षा स्थगित होती है',
    hiNot: 'परीक्षा स्थगित नहीं होती',
  },
  {
    en: 'the library is crowded',
    enNot: 'the library is not crowded',
    hi: 'पुस्तकालय में भीड़ है',
    hiNot: 'पुस्तकालय में भीड़ नहीं है',
  },
];

export interface Lit {
  atom: number;
  neg: boolean;
}
export type F =
  | { k: 'lit'; a: Lit }
  | { k: 'if' | 'onlyIf' | 'xor' | 'or' | 'and' | 'necessary' | 'sufficient'; a: Lit; b: Lit };

export const neg = (l: Lit): Lit => ({ atom: l.atom, neg: !l.neg });

/** Truth of a formula where `v(l)` gives a literal's truth. */
function truth(f: F, v: (l: Lit) => boolean): boolean {
  if (f.k === 'lit') return v(f.a);
  const a = v(f.a);
  const b = v(f.b);
  switch (f.k) {
    case 'if':
    case 'onlyIf':
    case 'necessary':
      return !a || b; // a → b ("a only if b"; "b is necessary for a")
    case 'sufficient':
      return !b || a; // b → a ("b is sufficient for a")
    case 'xor':
      return a !== b;
    case 'or':
      return a || b;
    default:
      return a && b;
  }
}

function fText(f: F, atoms: readonly Prop[]): BilingualText {
  const t = (l: Lit) => {
    const p = atoms[l.atom] ?? PROPS[0];
    return l.neg ? { en: p?.enNot ?? '', hi: p?.hiNot ?? '' } : { en: p?.en ?? '', hi: p?.hi ?? '' };
  };
  const a = t(f.a);
  if (f.k === 'lit') return { en: `${cap(a.en)}.`, hi: `${a.hi}।` };
  const b = t(f.b);
  switch (f.k) {
    case 'if':
      return { en: `If ${a.en}, then ${b.en}.`, hi: `यदि ${a.hi}, तो ${b.hi}।` };
    case 'onlyIf':
      return { en: `${cap(a.en)} only if ${b.en}.`, hi: `${a.hi}, केवल तभी जब ${b.hi}।` };
    case 'xor':
      return {
        en: `Exactly one of these is true: ${a.en}; ${b.en}.`,
        hi: `इनमें से ठीक एक सत्य है: ${a.hi}; ${b.hi}।`,
      };
    case 'or':
      return { en: `${cap(a.en)}, or ${b.en}, or both.`, hi: `${a.hi}, या ${b.hi}, या दोनों।` };
    case 'necessary':
      return {
        en: `"${cap(b.en)}" is a necessary condition for "${a.en}".`,
        hi: `"${a.hi}" के लिए "${b.hi}" एक आवश्यक शर्त है।`,
      };
    case 'sufficient':
      return {
        en: `"${cap(b.en)}" is a sufficient condition for "${a.en}".`,
        hi: `"${a.hi}" के लिए "${b.hi}" एक पर्याप्त शर्त है।`,
      };
    default:
      return { en: `${cap(a.en)}, and ${b.en}.`, hi: `${a.hi}, और ${b.hi}।` };
  }
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Generate's way: the truth-table rows (bit masks) where every premise holds. */
function models(premises: readonly F[], n: number): number[] {
  const rows: number[] = [];
  for (let m = 0; m < 1 << n; m++) {
    const v = (l: Lit) => (((m >> l.atom) & 1) === 1) !== l.neg;
    if (premises.every((p) => truth(p, v))) rows.push(m);
  }
  return rows;
}
const holdsIn = (f: F, m: number) => truth(f, (l) => (((m >> l.atom) & 1) === 1) !== l.neg);

/** Check's way: is there an assignment making all of `must` true and `f` false? Backtracking. */
function counterexample(must: readonly F[], f: F, n: number, want: boolean): boolean {
  const vals: (boolean | undefined)[] = Array.from({ length: n }, () => undefined);
  const all = [...must.map((p) => ({ p, w: true })), { p: f, w: want }];
  const decided = (x: F) => vals[x.a.atom] !== undefined && (x.k === 'lit' || vals[x.b.atom] !== undefined);
  const go = (i: number): boolean => {
    const v = (l: Lit) => (vals[l.atom] ?? false) !== l.neg;
    if (all.some(({ p, w }) => decided(p) && truth(p, v) !== w)) return false;
    if (i === n) return true;
    for (const b of [false, true]) {
      vals[i] = b;
      if (go(i + 1)) return true;
    }
    vals[i] = undefined;
    return false;
  };
  return go(0);
}

interface Built {
  premises: F[];
  /** Options to choose from: every one is a candidate. */
  pool: F[];
  /** Ask which must be true (entailed) or which cannot be true (contradicts the premises). */
  ask: 'must' | 'cannot' | 'can';
}

export const lits = (n: number) =>
  Array.from({ length: n }, (_, atom) => [
    { atom, neg: false },
    { atom, neg: true },
  ]).flat();

export function question(
  rng: Rng,
  n: number,
  build: (l: Lit[]) => Built,
  title: BilingualText,
  seconds: number,
  lead: BilingualText,
) {
  for (;;) {
    const atoms = rng.shuffle(PROPS).slice(0, n);
    const base = Array.from({ length: n }, (_, atom) => ({ atom, neg: rng.next() < 0.3 }));
    const b = build(base);
    const rows = models(b.premises, n);
    if (rows.length === 0) continue;
    const key = (f: F) => JSON.stringify(fText(f, atoms));
    const isPremise = new Set(b.premises.map(key));
    const pool = b.pool.filter((f) => !isPremise.has(key(f)));
    const good = (f: F) =>
      b.ask === 'must'
        ? rows.every((m) => holdsIn(f, m))
        : b.ask === 'cannot'
          ? rows.every((m) => !holdsIn(f, m))
          : rows.some((m) => holdsIn(f, m));
    const right = rng.shuffle(pool.filter(good));
    const wrong = rng.shuffle(pool.filter((f) => !good(f)));
    const seen = new Set<string>();
    const wrong3: F[] = [];
    for (const f of wrong)
      if (!seen.has(key(f)) && wrong3.length < 3) {
        seen.add(key(f));
        wrong3.push(f);
      }
    const pick = right[0];
    if (!pick || wrong3.length < 3 || seen.has(key(pick))) continue;
    const all = rng.shuffle([pick, ...wrong3]);
    const correct = all.indexOf(pick);
    const options = all.map((f) => fText(f, atoms));
    const premiseText = b.premises.map((f) => fText(f, atoms));
    const qEn =
      b.ask === 'must' ? 'Which of the following must be true?' : 'Which of the following CANNOT be true?';
    const qHi =
      b.ask === 'must' ? 'निम्नलिखित में से कौन-सा निश्चित रूप से सत्य है?' : 'निम्नलिखित में से कौन-सा सत्य नहीं हो सकता?';
    const rowText = (f: F) => {
      const inRows = rows.filter((m) => holdsIn(f, m)).length;
      return { en: `${inRows} of ${rows.length}`, hi: `${rows.length} में से ${inRows}` };
    };
    const why = all.map((f, i) => {
      const r = rowText(f);
      const o = options[i] ?? { en: '', hi: '' };
      return { en: `- "${o.en}" — true in ${r.en} cases`, hi: `- "${o.hi}" — ${r.hi} स्थितियों में सत्य` };
    });
    const premises = b.premises;
    const ask = b.ask;
    return singleChoice(
      title,
      {
        en: `${lead.en}\n\n${premiseText.map((p, i) => `${i + 1}. ${p.en}`).join('\n')}\n\n${qEn}`,
        hi: `${lead.hi}\n\n${premiseText.map((p, i) => `${i + 1}. ${p.hi}`).join('\n')}\n\n${qHi}`,
      },
      options,
      correct,
      {
        en: [
          `Rewrite each statement as an if–then: "a only if b" and "b is necessary for a" mean "if a, then b"; "b is sufficient for a" means "if b, then a"; "exactly one of a; b" means one holds and the other fails. Of the ${2 ** n} ways the ${n} simple statements can be true or false, ${rows.length} satisfy all the statements. Count the cases in which each option is true:`,
          why.map((w) => w.en).join('\n'),
          {
            must: 'Only an option true in every case must be true.',
            cannot: 'An option true in no case cannot be true.',
            can: 'An option true in at least one case can be true together with the statements; the others contradict them.',
          }[ask],
          `**Answer: ${options[correct]?.en}**`,
        ].join('\n\n'),
        hi: [
          `हर कथन को यदि–तो रूप में लिखिए: "a, केवल तभी जब b" और "a के लिए b आवश्यक शर्त है" का अर्थ है "यदि a, तो b"; "a के लिए b पर्याप्त शर्त है" का अर्थ है "यदि b, तो a"; "ठीक एक सत्य है: a; b" का अर्थ है एक सत्य और दूसरा असत्य। ${n} सरल कथनों के सत्य-असत्य होने के ${2 ** n} ढंगों में से ${rows.length} सभी कथनों को संतुष्ट करते हैं। हर विकल्प कितनी स्थितियों में सत्य है, गिनिए:`,
          why.map((w) => w.hi).join('\n'),
          {
            must: 'केवल वही विकल्प निश्चित रूप से सत्य है जो हर स्थिति में सत्य हो।',
            cannot: 'जो विकल्प किसी भी स्थिति में सत्य न हो, वह सत्य नहीं हो सकता।',
            can: 'जो विकल्प कम से कम एक स्थिति में सत्य हो, वह कथनों के साथ सत्य हो सकता है; शेष कथनों का खंडन करते हैं।',
          }[ask],
          `**उत्तर: ${options[correct]?.hi}**`,
        ].join('\n\n'),
      },
      seconds,
      [],
      () => {
        // Must be true: no counterexample exists. Cannot be true: no model with it. Can be true: a model.
        const ok = all
          .map((f, i) => {
            if (ask === 'must') return counterexample(premises, f, n, false) ? -1 : i;
            const possible = counterexample(premises, f, n, true);
            return possible === (ask === 'can') ? i : -1;
          })
          .filter((i) => i >= 0);
        return ok.length === 1 ? (ok[0] ?? -1) : -1;
      },
    );
  }
}

export const litF = (a: Lit): F => ({ k: 'lit', a });
export const bin = (k: Exclude<F['k'], 'lit'>, a: Lit, b: Lit): F => ({ k, a, b }) as F;
export const literalPool = (n: number) => lits(n).map(litF);
export const ifPool = (n: number) =>
  lits(n).flatMap((a) =>
    lits(n)
      .filter((b) => b.atom !== a.atom)
      .map((b) => bin('if', a, b)),
  );

export const LEAD: BilingualText = {
  en: 'Consider the following statements:',
  hi: 'निम्नलिखित कथनों पर विचार कीजिए:',
};
