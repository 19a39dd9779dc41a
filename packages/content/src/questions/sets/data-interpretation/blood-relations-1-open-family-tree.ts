import type { QuestionSetGenerator } from '../../set-generator.js';
import { cachedSpace, says, type Template, template } from './blood-relations-1-kin.js';
import { drawSet, kitSet } from './group-d7-kit.js';
import type { Fact } from './lrdi-cat-common.js';
import { both, type Clue, get, joinTexts, MEN, mdTable, range, T, type Text, WOMEN } from './lrdi-solver.js';

/**
 * Blood relations (group D7): an open family tree, CAT style (CAT, Placements). A joint family of
 * seven (an elderly couple, their two married children with their spouses, and one grandchild); the
 * relation clues leave two to four family trees open, so the questions ask how many trees fit,
 * what must or cannot be true and which clue would settle it. The checker tries every tree.
 */

/** Roles: 0 eldest man, 1 eldest woman, 2 the child whose couple has the grandchild, 3 that
 * child's spouse, 4 the married child without children, 5 that child's spouse, 6 the grandchild. */
const ROLE_NAMES: readonly Text[] = [
  T('eldest man', 'सबसे बड़े पुरुष'),
  T('eldest woman', 'सबसे बड़ी महिला'),
  T('married child, parent of the grandchild', 'विवाहित संतान, पोते/पोती के माता-पिता में से एक'),
  T('spouse of the parent of the grandchild', 'पोते/पोती के माता-पिता में से दूसरा (जीवनसाथी)'),
  T('married child without children', 'विवाहित संतान, जिसकी कोई संतान नहीं'),
  T('spouse of the childless married child', 'उस निःसंतान विवाहित संतान का जीवनसाथी'),
  T('grandchild', 'पोता/पोती या नाती/नातिन'),
];
const N = 7;
/** Templates with the grandchild a boy (`boy`) or a girl; the sexes of the two children vary. */
const TEMPLATES = (boy: boolean) => () =>
  range(4).map((b): Template => {
    const [a, c] = [(b & 1) === 1, (b & 2) === 2];
    const [h1, w1] = a ? [2, 3] : [3, 2];
    const [h2, w2] = c ? [4, 5] : [5, 4];
    return template(
      [true, false, a, !a, c, !c, boy],
      [
        [0, 1],
        [h1, w1],
        [h2, w2],
      ],
      [
        [2, 0, 1],
        [4, 0, 1],
        [6, h1, w1],
      ],
    );
  });
const SPACES = [cachedSpace(TEMPLATES(true), 4, 3), cachedSpace(TEMPLATES(false), 3, 4)];

/** Seven members; the relation clues leave two to four trees. */
export const bloodRelationsOpenFamilyTree: QuestionSetGenerator = {
  id: 'blood-relations-1/open-family-tree',
  topic: 'blood-relations-1',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const boy = rng.next() < 0.5;
      const men = boy ? 4 : 3;
      const space = SPACES[boy ? 0 : 1] as (typeof SPACES)[0];
      const sp = space();
      const ids = sp.all();
      const people = [...rng.shuffle(MEN).slice(0, men), ...rng.shuffle(WOMEN).slice(0, N - men)];
      const P = (p: number) => people[p] as Text;
      const truth = rng.pick(ids);
      const { rel, roleOf } = sp;
      const tpl = (f: number) => get(sp.fit, sp.tplOf(f));
      const married = (f: number, p: number) => get(tpl(f).spouse, roleOf(f, p)) >= 0;
      const kids = (f: number, p: number) =>
        range(N).filter((c) => [get(tpl(f).father, c), get(tpl(f).mother, c)].includes(roleOf(f, p))).length;
      const pool: Clue<number>[] = [];
      for (const x of range(N))
        for (const y of range(N)) {
          const key = rel(truth, x, y);
          if (key !== '' && rng.next() < 0.3)
            pool.push({ text: says(P(x), P(y), key), holds: (f) => rel(f, x, y) === key });
        }
      for (const x of range(N)) {
        const X = P(x);
        if (!married(truth, x) && rng.next() < 0.5)
          pool.push({
            text: T(`${X.en} is unmarried.`, `${X.hi} अविवाहित है।`),
            holds: (f) => !married(f, x),
          });
        if (kids(truth, x) === 0 && rng.next() < 0.5)
          pool.push({
            text: T(`${X.en} has no children.`, `${X.hi} की कोई संतान नहीं है।`),
            holds: (f) => kids(f, x) === 0,
          });
      }
      // Options: relations some tree of the space allows between two members.
      const facts: Fact<number>[] = [];
      for (const x of range(N))
        for (const y of range(N)) {
          const all = sp.keysOf(x, y).filter((k) => k !== rel(truth, x, y));
          for (const key of [rel(truth, x, y), ...rng.shuffle(all).slice(0, 2)])
            if (key !== '') facts.push({ text: says(P(x), P(y), key), holds: (f) => rel(f, x, y) === key });
        }
      for (const x of range(N))
        facts.push({
          text: T(`${P(x).en} is unmarried.`, `${P(x).hi} अविवाहित है।`),
          holds: (f) => !married(f, x),
        });
      return kitSet({
        rng,
        enumerate: () => space().all(),
        truth,
        pool,
        clues: [4, 10],
        open: true,
        trace: range(N).map((p) => ({
          text: T(
            `${P(p).en}: ${ROLE_NAMES[roleOf(truth, p)]?.en}`,
            `${P(p).hi}: ${ROLE_NAMES[roleOf(truth, p)]?.hi}`,
          ),
          holds: (f: number) => roleOf(f, p) === roleOf(truth, p),
        })),
        table: (cands, label) =>
          both((lang) =>
            mdTable(
              [lang === 'en' ? 'Member' : 'सदस्य', ...cands.map((_, k) => label(k)[lang])],
              range(N).map((p) => [
                P(p)[lang],
                ...cands.map((f) => (ROLE_NAMES[roleOf(f, p)] as Text)[lang]),
              ]),
            ),
          ),
        facts,
        asks: [],
        intro: both((lang) =>
          lang === 'en'
            ? `A joint family has seven members in three generations: an elderly couple; their two children, both married (to members of the family); and one grandchild, the only child of one of the two younger couples. The men are ${joinTexts(people.slice(0, men)).en}; the women are ${joinTexts(people.slice(men)).en}.`
            : `एक संयुक्त परिवार में तीन पीढ़ियों के सात सदस्य हैं: एक बुज़ुर्ग दंपती; उनकी दो संतानें, दोनों विवाहित (जीवनसाथी भी परिवार के सदस्य हैं); और एक पोता/पोती या नाती/नातिन, जो दोनों छोटे दंपतियों में से किसी एक की इकलौती संतान है। पुरुष हैं ${joinTexts(people.slice(0, men)).hi}; महिलाएँ हैं ${joinTexts(people.slice(men)).hi}।`,
        ),
        title: T('A joint family: open cases', 'संयुक्त परिवार: खुली स्थितियाँ'),
        count: {
          title: T('Possible family trees', 'संभव वंश-वृक्ष'),
          statement: T(
            'How many different family trees (the place of every member) are consistent with all the clues?',
            'कितने अलग-अलग वंश-वृक्ष (हर सदस्य का स्थान) सभी संकेतों के अनुरूप हैं?',
          ),
          noun: T('family trees', 'वंश-वृक्षों'),
        },
        settle: T(
          'Which one of the following, if added as a clue, would fix the family tree completely?',
          'निम्नलिखित में से कौन-सा कथन, यदि संकेत के रूप में जोड़ा जाए, तो वंश-वृक्ष को पूरी तरह निश्चित कर देगा?',
        ),
      });
    }),
};
