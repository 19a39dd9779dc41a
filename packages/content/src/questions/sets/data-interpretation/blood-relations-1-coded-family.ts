import type { QuestionSetGenerator } from '../../set-generator.js';
import { cachedSpace, KIN, kinText, type Template, template } from './blood-relations-1-kin.js';
import { drawSet, kitSet, type ValueAsk } from './group-d7-kit.js';
import { both, type Clue, joinTexts, MEN, mdTable, range, T, type Text, WOMEN } from './lrdi-solver.js';

/**
 * Blood relations (group D7): a coded family (SBI PO, IBPS, SSC CGL, CAT). Six symbols stand for
 * father, mother, brother, sister, husband and wife; coded chains such as "A + B × C" describe a
 * family of seven in three generations. The checker tries every family of that kind (each
 * placing of the men and the women) against the coded clues.
 */

/** Roles: 0 eldest man, 1 eldest woman, 2 their married child, 3 that child's spouse, 4 their other
 * child (unmarried), 5 and 6 the married couple's children; the sexes of 2, 4, 5, 6 vary. */
const TEMPLATES = () =>
  range(16).flatMap((b) => {
    const [c1, c2, k1, k2] = [0, 1, 2, 3].map((i) => ((b >> i) & 1) === 1) as [
      boolean,
      boolean,
      boolean,
      boolean,
    ];
    if (!k1 && k2) return [];
    const [h, w] = c1 ? [2, 3] : [3, 2];
    const t: Template = template(
      [true, false, c1, !c1, c2, k1, k2],
      [
        [0, 1],
        [h, w],
      ],
      [
        [2, 0, 1],
        [4, 0, 1],
        [5, h, w],
        [6, h, w],
      ],
    );
    return [t];
  });
const SPACES = [3, 4, 5].map((men) => cachedSpace(TEMPLATES, men, 7 - men));

const CODES: readonly { sym: string; key: string }[] = [
  { sym: '+', key: 'father' },
  { sym: '−', key: 'mother' },
  { sym: '×', key: 'brother' },
  { sym: '÷', key: 'sister' },
  { sym: '#', key: 'husband' },
  { sym: '@', key: 'wife' },
];
const symOf = (key: string) => CODES.find((c) => c.key === key)?.sym ?? '';

/** A coded family of seven; the coded chains single out the family. */
export const bloodRelationsCodedFamily: QuestionSetGenerator = {
  id: 'blood-relations-1/coded-family',
  topic: 'blood-relations-1',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CAT', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const men = rng.int(3, 5);
      const sp = (SPACES[men - 3] as () => ReturnType<(typeof SPACES)[0]>)();
      const ids = sp.all();
      if (ids.length === 0) return null;
      const people = [...rng.shuffle(MEN).slice(0, men), ...rng.shuffle(WOMEN).slice(0, 7 - men)];
      const P = (p: number) => people[p] as Text;
      const truth = rng.pick(ids);
      const rel = sp.rel;
      const pool: Clue<number>[] = [];
      const coded = (x: number, y: number) => symOf(rel(truth, x, y));
      for (const x of range(7))
        for (const y of range(7)) {
          if (coded(x, y) === '') continue;
          if (rng.next() < 0.5)
            pool.push({
              text: T(`${P(x).en} ${coded(x, y)} ${P(y).en}`, `${P(x).hi} ${coded(x, y)} ${P(y).hi}`),
              holds: (f) => rel(f, x, y) === rel(truth, x, y),
            });
          for (const z of range(7)) {
            if (z === x || coded(y, z) === '' || rng.next() < 0.85) continue;
            pool.push({
              text: T(
                `${P(x).en} ${coded(x, y)} ${P(y).en} ${coded(y, z)} ${P(z).en}`,
                `${P(x).hi} ${coded(x, y)} ${P(y).hi} ${coded(y, z)} ${P(z).hi}`,
              ),
              holds: (f) => rel(f, x, y) === rel(truth, x, y) && rel(f, y, z) === rel(truth, y, z),
            });
          }
        }
      const asks: ValueAsk<number>[] = [];
      const pairs = rng.shuffle(range(49).map((k) => [Math.floor(k / 7), k % 7] as [number, number]));
      for (const [x, y] of pairs) {
        const key = rel(truth, x, y);
        if (key === '' || symOf(key) !== '' || asks.length >= 4) continue;
        // Options of x's sex only (the sex is known from the name): first relations some family
        // of the kind allows, then any.
        const fem = (k: string) => KIN[k]?.ka === 'की';
        const ofSex = Object.keys(KIN).filter((k) => k !== key && fem(k) === x >= men);
        const near = ofSex.filter((k) => sp.keysOf(x, y).includes(k));
        asks.push({
          title: T('Decoding a relation', 'कूट से संबंध'),
          statement: T(`How is ${P(x).en} related to ${P(y).en}?`, `${P(x).hi} का ${P(y).hi} से क्या संबंध है?`),
          value: (f) => (rel(f, x, y) === '' ? T('No single word', 'कोई एक शब्द नहीं') : kinText(rel(f, x, y))),
          slips: rng.shuffle(near).map(kinText),
          filler: rng.shuffle(ofSex).slice(0, 6).map(kinText),
          seconds: 120,
        });
      }
      const spouseOf = (f: number, x: number) =>
        range(7).find((y) => ['husband', 'wife'].includes(rel(f, y, x)));
      const married = rng.shuffle(range(7)).find((x) => spouseOf(truth, x) !== undefined) ?? 0;
      asks.push({
        title: T('Husband and wife', 'पति-पत्नी'),
        statement: T(`Who is married to ${P(married).en}?`, `${P(married).hi} का विवाह किससे हुआ है?`),
        value: (f) => P(spouseOf(f, married) ?? married),
        slips: [],
        filler: people.filter((_, q) => q !== married),
        seconds: 90,
      });
      const menList = joinTexts(people.slice(0, men));
      const womenList = joinTexts(people.slice(men));
      const legend = both((lang) =>
        CODES.map((c) =>
          lang === 'en'
            ? `- 'P ${c.sym} Q' means 'P is the ${KIN[c.key]?.en} of Q'.`
            : `- 'P ${c.sym} Q' का अर्थ है 'P, Q ${KIN[c.key]?.ka} ${KIN[c.key]?.hi} ${KIN[c.key]?.ka === 'के' ? 'हैं' : 'है'}'।`,
        ).join('\n'),
      );
      return kitSet({
        rng,
        enumerate: () => sp.all(),
        truth,
        pool,
        clues: [3, 8],
        trace: range(7).map((p) => ({
          text: T(
            `${P(p).en}: ${roleName(sp.roleOf(truth, p)).en}`,
            `${P(p).hi}: ${roleName(sp.roleOf(truth, p)).hi}`,
          ),
          holds: (f: number) => sp.roleOf(f, p) === sp.roleOf(truth, p),
        })),
        table: (cands) =>
          both((lang) =>
            mdTable(
              lang === 'en' ? ['Member', 'Place in the family'] : ['सदस्य', 'परिवार में स्थान'],
              range(7).map((p) => [P(p)[lang], roleName(sp.roleOf(cands[0] ?? truth, p))[lang]]),
            ),
          ),
        asks,
        intro: both((lang) =>
          lang === 'en'
            ? `In a certain code:\n\n${legend.en}\n\nA family has seven members in three generations: an elderly couple; their two children, only one of whom is married (to a member of the family); and the two children of that married couple. The men are ${menList.en}; the women are ${womenList.en}. The clues below are written in the code.`
            : `एक निश्चित कूट भाषा में:\n\n${legend.hi}\n\nएक परिवार में तीन पीढ़ियों के सात सदस्य हैं: एक बुज़ुर्ग दंपती; उनकी दो संतानें, जिनमें से केवल एक विवाहित है (जीवनसाथी भी परिवार का सदस्य है); और उस विवाहित दंपती की दो संतानें। पुरुष हैं ${menList.hi}; महिलाएँ हैं ${womenList.hi}। नीचे के संकेत इसी कूट भाषा में लिखे हैं।`,
        ),
        title: T('A family in code', 'कूट भाषा में परिवार'),
      });
    }),
};

/** The place of a role in the family (roles of TEMPLATES). */
function roleName(r: number): Text {
  return (
    [
      T('the eldest man', 'सबसे बड़े पुरुष'),
      T('the eldest woman', 'सबसे बड़ी महिला'),
      T("the eldest couple's married child", 'बुज़ुर्ग दंपती की विवाहित संतान'),
      T('spouse of that married child', 'उस विवाहित संतान का जीवनसाथी'),
      T("the eldest couple's unmarried child", 'बुज़ुर्ग दंपती की अविवाहित संतान'),
      T('a child of the younger couple', 'छोटे दंपती की संतान'),
      T('a child of the younger couple', 'छोटे दंपती की संतान'),
    ][r] ?? T('', '')
  );
}
