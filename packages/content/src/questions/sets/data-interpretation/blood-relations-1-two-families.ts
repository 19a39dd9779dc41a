import type { QuestionSetGenerator } from '../../set-generator.js';
import { cachedSpace, KIN, says, type Template, template } from './blood-relations-1-kin.js';
import { drawSet, kitSet } from './group-d7-kit.js';
import type { Fact } from './lrdi-cat-common.js';
import { both, type Clue, joinTexts, MEN, mdTable, range, T, type Text, WOMEN } from './lrdi-solver.js';

/**
 * Blood relations (group D7): two families joined by a marriage, CAT style (CAT, Placements). Each
 * family is a couple with a son and a daughter; the son of one married the daughter of the other
 * and they have one child. In-law clues (साला, ननद, ससुर …) leave two to four placings open; the
 * questions ask how many fit, what must or cannot be true and which clue settles it.
 */

const ROLE_NAMES: readonly Text[] = [
  T("groom's father", 'दूल्हे के पिता'),
  T("groom's mother", 'दूल्हे की माता'),
  T('groom', 'दूल्हा'),
  T("groom's sister", 'दूल्हे की बहन'),
  T("bride's father", 'दुल्हन के पिता'),
  T("bride's mother", 'दुल्हन की माता'),
  T("bride's brother", 'दुल्हन का भाई'),
  T('bride', 'दुल्हन'),
  T("couple's child", 'दंपती की संतान'),
];
/** Roles as in ROLE_NAMES; the couple's child (8) is a boy or a girl. */
const TEMPLATES = () =>
  [true, false].map(
    (boy): Template =>
      template(
        [true, false, true, false, true, false, true, false, boy],
        [
          [0, 1],
          [4, 5],
          [2, 7],
        ],
        [
          [2, 0, 1],
          [3, 0, 1],
          [6, 4, 5],
          [7, 4, 5],
          [8, 2, 7],
        ],
      ),
  );
const SPACES = [cachedSpace(TEMPLATES, 5, 4), cachedSpace(TEMPLATES, 4, 5)];
const N = 9;

/** Two families linked by one marriage; the clues leave two to four placings. */
export const bloodRelationsTwoFamilies: QuestionSetGenerator = {
  id: 'blood-relations-1/two-families',
  topic: 'blood-relations-1',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const boy = rng.next() < 0.5;
      const men = boy ? 5 : 4;
      const space = (SPACES[boy ? 0 : 1] as (typeof SPACES)[0])();
      const ids = space.all();
      const people = [...rng.shuffle(MEN).slice(0, men), ...rng.shuffle(WOMEN).slice(0, N - men)];
      const P = (p: number) => people[p] as Text;
      const truth = rng.pick(ids);
      const { rel, roleOf } = space;
      const pool: Clue<number>[] = [];
      for (const x of range(N))
        for (const y of range(N)) {
          const key = rel(truth, x, y);
          if (key !== '' && !['husband', 'wife'].includes(key) && rng.next() < 0.35)
            pool.push({ text: says(P(x), P(y), key), holds: (f) => rel(f, x, y) === key });
        }
      const facts: Fact<number>[] = [];
      for (const x of range(N))
        for (const y of range(N)) {
          const all = space.keysOf(x, y).filter((k) => k !== '' && k !== rel(truth, x, y));
          const own = rel(truth, x, y) === '' ? [] : [rel(truth, x, y)];
          for (const key of [...own, ...rng.shuffle(all).slice(0, 2)])
            if (KIN[key]) facts.push({ text: says(P(x), P(y), key), holds: (f) => rel(f, x, y) === key });
        }
      return kitSet({
        rng,
        enumerate: () => space.all(),
        truth,
        pool,
        clues: [4, 10],
        open: true,
        trace: range(N).map((p) => ({
          text: T(
            `${P(p).en} is the ${ROLE_NAMES[roleOf(truth, p)]?.en}`,
            `${P(p).hi} — ${ROLE_NAMES[roleOf(truth, p)]?.hi}`,
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
            ? `Two families, each a couple with exactly one son and one daughter, were joined when the son of one family married the daughter of the other. That couple has one child. The nine people — the men ${joinTexts(people.slice(0, men)).en} and the women ${joinTexts(people.slice(men)).en} — are all the members of the two families.`
            : `दो परिवार, जिनमें से प्रत्येक में एक दंपती और उनका ठीक एक पुत्र व एक पुत्री हैं, तब जुड़ गए जब एक परिवार के पुत्र ने दूसरे परिवार की पुत्री से विवाह किया। इस नए दंपती की एक संतान है। ये नौ व्यक्ति — पुरुष ${joinTexts(people.slice(0, men)).hi} और महिलाएँ ${joinTexts(people.slice(men)).hi} — दोनों परिवारों के सभी सदस्य हैं।`,
        ),
        title: T('Two families, one wedding', 'दो परिवार, एक विवाह'),
        count: {
          title: T('Possible placings', 'संभव स्थितियाँ'),
          statement: T(
            'In how many different ways can the nine people be placed in the two families consistently with all the clues?',
            'नौ व्यक्तियों को दोनों परिवारों में कितने अलग-अलग तरीकों से रखा जा सकता है कि सभी संकेत सही रहें?',
          ),
          noun: T('placings', 'स्थितियों'),
        },
        settle: T(
          'Which one of the following, if added as a clue, would fix everyone’s place in the two families?',
          'निम्नलिखित में से कौन-सा कथन, यदि संकेत के रूप में जोड़ा जाए, तो दोनों परिवारों में हर व्यक्ति का स्थान निश्चित कर देगा?',
        ),
      });
    }),
};
