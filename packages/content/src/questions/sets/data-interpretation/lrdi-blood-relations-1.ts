import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  type Ask,
  both,
  type Clue,
  choiceQuestion,
  clueList,
  deductionLines,
  get,
  joinTexts,
  lazy,
  MEN,
  mdTable,
  permutations,
  range,
  singleOut,
  T,
  type Text,
  textOptions,
  WOMEN,
} from './lrdi-solver.js';

/**
 * Blood relations: a family of eight in three generations. The eldest couple has a son and a
 * daughter, both married; the two grandchildren (a boy and a girl) are children of either younger
 * couple. A family is one of the 4 shapes with the four men and the four women placed in its roles
 * (4 × 24 × 24 families); clues (relations between named members) single out the hidden one. The
 * checker rebuilds every family afresh, keeps those obeying every clue and reads the answer off the
 * only one left.
 */

/** Roles: 0 grandfather, 1 son, 2 son-in-law, 3 grandson (men); 4 grandmother, 5 daughter-in-law,
 * 6 daughter, 7 granddaughter (women). */
const GF = 0;
const SON = 1;
const SIL = 2;
const GS = 3;
const GM = 4;
const DIL = 5;
const DAU = 6;
const GD = 7;
const male = (r: number) => r < 4;

interface Shape {
  father: number[];
  mother: number[];
  spouse: number[];
}

/** Shape k: bit 0 = the grandson is the daughter's child, bit 1 = the granddaughter is. */
function shape(k: number): Shape {
  const father = new Array<number>(8).fill(-1);
  const mother = new Array<number>(8).fill(-1);
  const spouse = new Array<number>(8).fill(-1);
  const couple = (a: number, b: number) => {
    spouse[a] = b;
    spouse[b] = a;
  };
  couple(GF, GM);
  couple(SON, DIL);
  couple(SIL, DAU);
  for (const c of [SON, DAU]) {
    father[c] = GF;
    mother[c] = GM;
  }
  const parentsOf = (viaDaughter: boolean) => (viaDaughter ? [SIL, DAU] : [SON, DIL]);
  [father[GS], mother[GS]] = parentsOf((k & 1) !== 0) as [number, number];
  [father[GD], mother[GD]] = parentsOf((k & 2) !== 0) as [number, number];
  return { father, mother, spouse };
}
const SHAPES = range(4).map(shape);

interface Relation {
  en: string;
  hi: string;
  /** Hindi possessive before the word: का, की, or के for elders (with the verb हैं). */
  ka: 'का' | 'की' | 'के';
}
const REL: Record<string, Relation> = {
  husband: { en: 'husband', hi: 'पति', ka: 'का' },
  wife: { en: 'wife', hi: 'पत्नी', ka: 'की' },
  father: { en: 'father', hi: 'पिता', ka: 'के' },
  mother: { en: 'mother', hi: 'माता', ka: 'की' },
  son: { en: 'son', hi: 'पुत्र', ka: 'का' },
  daughter: { en: 'daughter', hi: 'पुत्री', ka: 'की' },
  brother: { en: 'brother', hi: 'भाई', ka: 'का' },
  sister: { en: 'sister', hi: 'बहन', ka: 'की' },
  pgf: { en: 'paternal grandfather', hi: 'दादा', ka: 'के' },
  pgm: { en: 'paternal grandmother', hi: 'दादी', ka: 'की' },
  mgf: { en: 'maternal grandfather', hi: 'नाना', ka: 'के' },
  mgm: { en: 'maternal grandmother', hi: 'नानी', ka: 'की' },
  gsS: { en: "son's son", hi: 'पोता', ka: 'का' },
  gdS: { en: "son's daughter", hi: 'पोती', ka: 'की' },
  gsD: { en: "daughter's son", hi: 'नाती', ka: 'का' },
  gdD: { en: "daughter's daughter", hi: 'नातिन', ka: 'की' },
  fil: { en: 'father-in-law', hi: 'ससुर', ka: 'के' },
  mil: { en: 'mother-in-law', hi: 'सास', ka: 'की' },
  sil: { en: 'son-in-law', hi: 'दामाद', ka: 'का' },
  dil: { en: 'daughter-in-law', hi: 'बहू', ka: 'की' },
  wifeBrother: { en: "wife's brother", hi: 'साला', ka: 'का' },
  sisterHusband: { en: "sister's husband", hi: 'जीजा', ka: 'के' },
  husbandSister: { en: "husband's sister", hi: 'ननद', ka: 'की' },
  brotherWife: { en: "brother's wife", hi: 'भाभी', ka: 'की' },
  mama: { en: 'maternal uncle', hi: 'मामा', ka: 'के' },
  mami: { en: "maternal uncle's wife", hi: 'मामी', ka: 'की' },
  bua: { en: 'paternal aunt', hi: 'बुआ', ka: 'की' },
  phupha: { en: "paternal aunt's husband", hi: 'फूफा', ka: 'के' },
  bhatija: { en: "brother's son", hi: 'भतीजा', ka: 'का' },
  bhatiji: { en: "brother's daughter", hi: 'भतीजी', ka: 'की' },
  bhanja: { en: "sister's son", hi: 'भांजा', ka: 'का' },
  bhanji: { en: "sister's daughter", hi: 'भांजी', ka: 'की' },
  mameraB: { en: "maternal uncle's son", hi: 'ममेरा भाई', ka: 'का' },
  mameraZ: { en: "maternal uncle's daughter", hi: 'ममेरी बहन', ka: 'की' },
  phupheraB: { en: "paternal aunt's son", hi: 'फुफेरा भाई', ka: 'का' },
  phupheraZ: { en: "paternal aunt's daughter", hi: 'फुफेरी बहन', ka: 'की' },
};
const REL_KEYS = Object.keys(REL);

/** What x is to y in a shape ("x is y's …"), or '' when the family has no simple word for it. */
function relation(sh: Shape, x: number, y: number): string {
  const { father, mother, spouse } = sh;
  const parents = (p: number) => [get(father, p), get(mother, p)].filter((q) => q >= 0);
  const children = (p: number) => range(8).filter((c) => parents(c).includes(p));
  const siblings = (p: number) =>
    range(8).filter((q) => q !== p && parents(p).length > 0 && get(father, q) === get(father, p));
  const m = male(x);
  if (x === y) return '';
  if (get(spouse, y) === x) return m ? 'husband' : 'wife';
  if (parents(y).includes(x)) return m ? 'father' : 'mother';
  if (parents(x).includes(y)) return m ? 'son' : 'daughter';
  if (siblings(y).includes(x)) return m ? 'brother' : 'sister';
  for (const p of parents(y))
    if (parents(p).includes(x)) return p === get(father, y) ? (m ? 'pgf' : 'pgm') : m ? 'mgf' : 'mgm';
  for (const p of parents(x))
    if (parents(p).includes(y)) return male(p) ? (m ? 'gsS' : 'gdS') : m ? 'gsD' : 'gdD';
  const sp = get(spouse, y);
  if (sp >= 0 && parents(sp).includes(x)) return m ? 'fil' : 'mil';
  if (children(y).some((c) => get(spouse, c) === x)) return m ? 'sil' : 'dil';
  if (sp >= 0 && siblings(sp).includes(x)) {
    if (m && !male(y)) return 'wifeBrother';
    if (!m && !male(y)) return 'husbandSister';
    return '';
  }
  if (siblings(y).some((q) => get(spouse, q) === x)) return m ? 'sisterHusband' : 'brotherWife';
  for (const p of parents(y)) {
    const viaFather = p === get(father, y);
    if (siblings(p).includes(x)) return viaFather ? (m ? '' : 'bua') : m ? 'mama' : '';
    if (siblings(p).some((q) => get(spouse, q) === x))
      return viaFather ? (m ? 'phupha' : '') : m ? '' : 'mami';
  }
  // x is a child of y's brother (भतीजा) or sister (भांजा).
  for (const p of parents(x))
    if (siblings(p).includes(y)) return male(p) ? (m ? 'bhatija' : 'bhatiji') : m ? 'bhanja' : 'bhanji';
  for (const p of parents(x))
    for (const q of parents(y))
      if (siblings(q).includes(p) && male(p) && !male(q)) return m ? 'mameraB' : 'mameraZ';
  for (const p of parents(x))
    for (const q of parents(y))
      if (siblings(q).includes(p) && !male(p) && male(q)) return m ? 'phupheraB' : 'phupheraZ';
  return '';
}

/** RELATION[shape][x][y]: the key of what role x is to role y. */
const RELATION = SHAPES.map((sh) => range(8).map((x) => range(8).map((y) => relation(sh, x, y))));

/** A family: shape k, men in roles by permutation i, women by permutation j. */
type Family = number;
const PERMS = lazy(() => permutations(4));
const TABLES = lazy(() => {
  const perms = PERMS();
  const count = 4 * perms.length * perms.length;
  /** ROLE[f·8 + p]: the role of person p (0-3 the men, 4-7 the women) in family f. */
  const role = new Int8Array(count * 8);
  for (let f = 0; f < count; f++) {
    const j = f % perms.length;
    const i = Math.floor(f / perms.length) % perms.length;
    for (let p = 0; p < 4; p++) {
      role[f * 8 + p] = get(get(perms, i), p);
      role[f * 8 + 4 + p] = 4 + get(get(perms, j), p);
    }
  }
  return { count, role, space: range(count) };
});
const shapeOf = (f: Family) => Math.floor(f / 576);
/** KIDS[shape][role]: how many children the member in that role has. */
const KIDS = SHAPES.map((sh) =>
  range(8).map((r) => range(8).filter((c) => sh.father[c] === r || sh.mother[c] === r).length),
);

export const lrdiFamilyOfEight: QuestionSetGenerator = {
  id: 'blood-relations-1/family-of-eight',
  topic: 'blood-relations-1',
  difficulty: 'medium',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng): GeneratedSet {
    const { role, space } = TABLES();
    const people = [...rng.shuffle(MEN).slice(0, 4), ...rng.shuffle(WOMEN).slice(0, 4)];
    const name = (p: number) => get(people, p);
    const roleOf = (f: Family, p: number) => role[f * 8 + p] as number;
    const rel = (f: Family, x: number, y: number) =>
      get(get(get(RELATION, shapeOf(f)), roleOf(f, x)), roleOf(f, y));
    const says = (x: number, y: number, key: string): Text => {
      const r = REL[key] as Relation;
      return T(
        `${name(x).en} is ${name(y).en}'s ${r.en}.`,
        `${name(x).hi}, ${name(y).hi} ${r.ka} ${r.hi} ${r.ka === 'के' ? 'हैं' : 'है'}।`,
      );
    };
    const kidsOf = (f: Family, x: number) => get(get(KIDS, shapeOf(f)), roleOf(f, x));
    const isMarried = (f: Family, x: number) => roleOf(f, x) !== GS && roleOf(f, x) !== GD;

    let truth = 0;
    type Tagged = Clue<Family> & { tag: string };
    let clues: Tagged[] | null = null;
    for (;;) {
      truth = rng.pick(space);
      const t = truth;
      const pool: (Clue<Family> & { tag: string })[] = [];
      for (let x = 0; x < 8; x++)
        for (let y = 0; y < 8; y++) {
          const key = rel(t, x, y);
          if (key === '' || rng.next() < 0.4) continue;
          pool.push({ tag: `rel:${x}:${y}`, text: says(x, y, key), holds: (f) => rel(f, x, y) === key });
        }
      for (let x = 0; x < 8; x++) {
        const k = kidsOf(t, x);
        const X = name(x);
        if (k === 0)
          pool.push({
            tag: `kids:${x}`,
            text: T(`${X.en} has no children.`, `${X.hi} की कोई संतान नहीं है।`),
            holds: (f) => kidsOf(f, x) === 0,
          });
        else if (k === 1)
          pool.push({
            tag: `kids:${x}`,
            text: T(`${X.en} has only one child.`, `${X.hi} की केवल एक संतान है।`),
            holds: (f) => kidsOf(f, x) === 1,
          });
        if (!isMarried(t, x))
          pool.push({
            tag: `single:${x}`,
            text: T(`${X.en} is unmarried.`, `${X.hi} अविवाहित है।`),
            holds: (f) => !isMarried(f, x),
          });
      }
      clues = singleOut(rng, space, truth, pool) as Tagged[] | null;
      if (clues && clues.length >= 5 && clues.length <= 10) break;
    }
    const chosen = clues;
    const t = truth;
    const tags = new Set(chosen.map((c) => c.tag));

    // The checker: every family afresh (each shape, each placing of the men and of the women).
    const solve = lazy(() => {
      const perms = PERMS();
      const found: Family[] = [];
      for (let k = 0; k < 4; k++)
        perms.forEach((_, i) => {
          perms.forEach((__, j) => {
            const f = (k * perms.length + i) * perms.length + j;
            if (chosen.every((c) => c.holds(f))) found.push(f);
          });
        });
      return found.length === 1 ? (found[0] as Family) : null;
    });

    const whoIs = (f: Family, r: number) => range(8).find((p) => roleOf(f, p) === r) ?? 0;
    const roleName = (f: Family, r: number): Text => {
      const n = (q: number) => name(whoIs(f, q));
      const gsParents = (k: number, child: number) => {
        const viaDaughter = (k & (child === GS ? 1 : 2)) !== 0;
        return viaDaughter ? [n(SIL), n(DAU)] : [n(SON), n(DIL)];
      };
      const k = shapeOf(f);
      switch (r) {
        case GF:
          return T('the eldest man', 'परिवार के सबसे बड़े पुरुष');
        case GM:
          return T('the eldest woman', 'परिवार की सबसे बड़ी महिला');
        case SON:
          return T(`the son of ${n(GF).en} and ${n(GM).en}`, `${n(GF).hi} और ${n(GM).hi} का पुत्र`);
        case DAU:
          return T(`the daughter of ${n(GF).en} and ${n(GM).en}`, `${n(GF).hi} और ${n(GM).hi} की पुत्री`);
        case DIL:
          return T(`${n(SON).en}'s wife`, `${n(SON).hi} की पत्नी`);
        case SIL:
          return T(`${n(DAU).en}'s husband`, `${n(DAU).hi} का पति`);
        default: {
          const [a, b] = gsParents(k, r) as Text[] as [Text, Text];
          return r === GS
            ? T(`the son of ${a.en} and ${b.en}`, `${a.hi} और ${b.hi} का पुत्र`)
            : T(`the daughter of ${a.en} and ${b.en}`, `${a.hi} और ${b.hi} की पुत्री`);
        }
      }
    };
    // A fact: a member's place, with the members its wording names (and the shape for a grandchild).
    const named = (r: number, k: number): number[] => {
      if (r === SON || r === DAU) return [GF, GM];
      if (r === DIL) return [SON];
      if (r === SIL) return [DAU];
      if (r === GS || r === GD) return (k & (r === GS ? 1 : 2)) !== 0 ? [SIL, DAU] : [SON, DIL];
      return [];
    };
    const facts = range(8).map((p) => {
      const r = roleOf(t, p);
      const k = shapeOf(t);
      const needs = [r, ...named(r, k)].map((q) => [whoIs(t, q), q] as const);
      const bit = r === GS ? 1 : r === GD ? 2 : 0;
      return {
        text: both((lang) => `${name(p)[lang]} ${lang === 'en' ? 'is' : '—'} ${roleName(t, r)[lang]}`),
        holds: (f: Family) =>
          (shapeOf(f) & bit) === (k & bit) && needs.every(([who, q]) => roleOf(f, who) === q),
      };
    });
    const order = [GF, GM, SON, DIL, DAU, SIL, GS, GD];
    const table = both((lang) =>
      mdTable(
        lang === 'en' ? ['Member', 'Place in the family'] : ['सदस्य', 'परिवार में स्थान'],
        order.map((r) => [name(whoIs(t, r))[lang], roleName(t, r)[lang]]),
      ),
    );
    const steps = deductionLines(space, chosen, facts);
    const deduction = both((lang) =>
      [
        lang === 'en' ? 'Building the family tree from the clues:' : 'संकेतों से वंश-वृक्ष बनाते हुए:',
        steps[lang],
        table[lang],
      ].join('\n\n'),
    );
    const relText = (key: string): Text => {
      const r = REL[key] as Relation;
      return T(r.en.charAt(0).toUpperCase() + r.en.slice(1), r.hi);
    };

    // Pairs with a word for their relation, not stated in a clue.
    const pairs = rng.shuffle(
      range(64)
        .map((k) => [Math.floor(k / 8), k % 8] as [number, number])
        .filter(([x, y]) => rel(t, x, y) !== '' && !tags.has(`rel:${x}:${y}`) && !tags.has(`rel:${y}:${x}`)),
    );
    const asks: Ask[] = [];
    const used = new Set<string>();
    for (const [x, y] of pairs) {
      if (asks.length >= 3) break;
      if (used.has(`${x}:${y}`) || used.has(`${y}:${x}`)) continue;
      used.add(`${x}:${y}`);
      const key = rel(t, x, y);
      const answer = relText(key);
      const sameSex = REL_KEYS.filter(
        (k) =>
          k !== key &&
          RELATION.some((sh) => sh.some((row, rx) => male(rx) === male(roleOf(t, x)) && row.includes(k))),
      );
      const inverse = rel(t, y, x);
      asks.push({
        title: T('How are they related?', 'संबंध क्या है?'),
        statement: T(
          `How is ${name(x).en} related to ${name(y).en}?`,
          `${name(x).hi} का ${name(y).hi} से क्या संबंध है?`,
        ),
        explain: T(
          `From the tree: ${name(x).en} is ${roleName(t, roleOf(t, x)).en} and ${name(y).en} is ${roleName(t, roleOf(t, y)).en}, so ${says(x, y, key).en.replace(/^./, (c) => c)}`,
          `वंश-वृक्ष से: ${name(x).hi} — ${roleName(t, roleOf(t, x)).hi}; ${name(y).hi} — ${roleName(t, roleOf(t, y)).hi}; ${says(x, y, key).hi.replace(/^/, 'अतः ')}`,
        ),
        answer,
        ...textOptions(
          rng,
          answer,
          inverse && male(roleOf(t, y)) === male(roleOf(t, x)) ? [relText(inverse)] : [],
          sameSex.map(relText),
        ),
        checkAnswer: () => {
          const f = solve();
          return f === null ? null : relText(rel(f, x, y)).en;
        },
        seconds: 150,
      });
    }
    // Who is the spouse of someone whose marriage is not stated.
    const marriedPeople = range(8).filter((x) =>
      range(8).some(
        (y) => rel(t, y, x) === 'wife' && !tags.has(`rel:${y}:${x}`) && !tags.has(`rel:${x}:${y}`),
      ),
    );
    if (marriedPeople.length > 0) {
      const x = rng.pick(marriedPeople);
      const wifeOf = (f: Family) => range(8).find((y) => rel(f, y, x) === 'wife') ?? -1;
      const answer = name(wifeOf(t));
      asks.push({
        title: T('A married couple', 'एक विवाहित जोड़ा'),
        statement: T(`Who is ${name(x).en}'s wife?`, `${name(x).hi} की पत्नी कौन है?`),
        explain: T('', ''),
        answer,
        ...textOptions(rng, answer, [], people.slice(4)),
        checkAnswer: () => {
          const f = solve();
          return f === null ? null : (name(wifeOf(f))?.en ?? null);
        },
        seconds: 120,
      });
    }
    // A parent of a grandchild: the grandson's mother or the granddaughter's father.
    {
      const c = rng.pick([GS, GD]);
      const x = whoIs(t, c);
      const key = c === GS ? 'mother' : 'father';
      const parentOf = (f: Family) => range(8).find((y) => rel(f, y, x) === key) ?? -1;
      const answer = name(parentOf(t));
      asks.push({
        title: c === GS ? T('The mother', 'माता') : T('The father', 'पिता'),
        statement:
          c === GS
            ? T(`Who is ${name(x).en}'s mother?`, `${name(x).hi} की माता कौन है?`)
            : T(`Who is ${name(x).en}'s father?`, `${name(x).hi} के पिता कौन हैं?`),
        explain: T('', ''),
        answer,
        ...textOptions(rng, answer, [], c === GS ? people.slice(4) : people.slice(0, 4)),
        checkAnswer: () => {
          const f = solve();
          return f === null ? null : name(parentOf(f)).en;
        },
        seconds: 120,
      });
    }
    const questions = asks.slice(0, 5).map((a) => choiceQuestion(a, deduction));
    const men = joinTexts(people.slice(0, 4));
    const women = joinTexts(people.slice(4));
    const body = both((lang) =>
      [
        lang === 'en'
          ? `A family has eight members in three generations. The eldest couple has exactly two children, a son and a daughter, and both of them are married. The youngest generation has two members, a boy and a girl, each a child of one of the two younger couples. There are no other members. The men are ${men.en}; the women are ${women.en}.`
          : `एक परिवार में तीन पीढ़ियों के आठ सदस्य हैं। सबसे बड़े दंपती की ठीक दो संतानें हैं, एक पुत्र और एक पुत्री, और दोनों विवाहित हैं। सबसे छोटी पीढ़ी में दो सदस्य हैं, एक लड़का और एक लड़की, और दोनों में से प्रत्येक दो छोटे दंपतियों में से किसी एक की संतान है। परिवार में कोई अन्य सदस्य नहीं है। पुरुष हैं ${men.hi}; महिलाएँ हैं ${women.hi}।`,
        lang === 'en' ? 'The following is known:' : 'निम्नलिखित जानकारी ज्ञात है:',
        clueList(chosen, lang),
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T('A family of eight', 'आठ सदस्यों का परिवार'), body },
      questions,
      numbers: [],
    };
  },
};
