import type { QuestionSetGenerator } from '../../set-generator.js';
import { KIN, kinKey, kinText, says, type Template, template } from './blood-relations-1-kin.js';
import { drawSet, kitSet, type ValueAsk } from './group-d7-kit.js';
import { both, type Clue, get, lazy, mdTable, permutations, range, T, type Text } from './lrdi-solver.js';

/**
 * Blood relations (group D7): six members known only by letters, their sexes not given (SSC CGL,
 * Bank PO, CAT). The clues ("A is B's sister", "C has no children") fix both the family tree and
 * who is a man and who a woman. The checker tries every family of the kind (each template of
 * sexes, each placing of the six letters).
 */

const N = 6;
/** Roles: 0 grandfather, 1 grandmother, 2 their married child, 3 that child's spouse, 4 their
 * other child (unmarried), 5 the married couple's only child; the sexes of 2, 4 and 5 vary. */
const TEMPLATES = lazy(() =>
  range(8).map((b): Template => {
    const [c1, c2, k] = [0, 1, 2].map((i) => ((b >> i) & 1) === 1) as [boolean, boolean, boolean];
    const [h, w] = c1 ? [2, 3] : [3, 2];
    return template(
      [true, false, c1, !c1, c2, k],
      [
        [0, 1],
        [h, w],
      ],
      [
        [2, 0, 1],
        [4, 0, 1],
        [5, h, w],
      ],
    );
  }),
);
const KEYS = ['', ...Object.keys(KIN)];
/** Every family: template t with letter p in role perm[p]; relations as indices into KEYS. */
const SPACE = lazy(() => {
  const tpls = TEMPLATES();
  const perms = permutations(N);
  const tables = tpls.map((t) => range(N).map((x) => range(N).map((y) => KEYS.indexOf(kinKey(t, x, y)))));
  const count = tpls.length * perms.length;
  const code = new Int8Array(count * N * N);
  const role = new Int8Array(count * N);
  const male = new Int8Array(count * N);
  for (let f = 0; f < count; f++) {
    const t = Math.floor(f / perms.length);
    const perm = get(perms, f % perms.length);
    for (let x = 0; x < N; x++) {
      role[f * N + x] = get(perm, x);
      male[f * N + x] = get(get(tpls, t).male, get(perm, x)) ? 1 : 0;
      for (let y = 0; y < N; y++)
        code[(f * N + x) * N + y] = get(get(get(tables, t), get(perm, x)), get(perm, y));
    }
  }
  return { count, code, role, male, all: range(count) };
});
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
const ROLE_NAMES: readonly Text[] = [
  T('grandfather', 'दादा/नाना'),
  T('grandmother', 'दादी/नानी'),
  T('married child of the eldest couple', 'बुज़ुर्ग दंपती की विवाहित संतान'),
  T('spouse of that child', 'उस संतान का जीवनसाथी'),
  T('unmarried child of the eldest couple', 'बुज़ुर्ग दंपती की अविवाहित संतान'),
  T('grandchild', 'पोता/पोती या नाती/नातिन'),
];

/** Six letters, sexes unknown; the clues fix the tree and the sexes. */
export const bloodRelationsUnknownGenders: QuestionSetGenerator = {
  id: 'blood-relations-1/unknown-genders',
  topic: 'blood-relations-1',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT'],
  generate: (rng) =>
    drawSet(rng, () => {
      const sp = SPACE();
      const rel = (f: number, x: number, y: number) => KEYS[sp.code[(f * N + x) * N + y] as number] as string;
      const isMale = (f: number, x: number) => sp.male[f * N + x] === 1;
      const roleOf = (f: number, x: number) => sp.role[f * N + x] as number;
      const L = (x: number) => T(get(LETTERS, x), get(LETTERS, x));
      const truth = rng.int(0, sp.count - 1);
      const pool: Clue<number>[] = [];
      for (const x of range(N))
        for (const y of range(N)) {
          const key = rel(truth, x, y);
          if (key !== '' && rng.next() < 0.4)
            pool.push({ text: says(L(x), L(y), key), holds: (f) => rel(f, x, y) === key });
        }
      const kids = (f: number, x: number) =>
        range(N).filter((c) => ['son', 'daughter'].includes(rel(f, c, x))).length;
      for (const x of range(N)) {
        if (kids(truth, x) === 0 && rng.next() < 0.4)
          pool.push({
            text: T(`${L(x).en} has no children.`, `${L(x).hi} की कोई संतान नहीं है।`),
            holds: (f) => kids(f, x) === 0,
          });
        if (rng.next() < 0.15) {
          const m = isMale(truth, x);
          pool.push({
            text: m
              ? T(`${L(x).en} is a man.`, `${L(x).hi} एक पुरुष है।`)
              : T(`${L(x).en} is a woman.`, `${L(x).hi} एक महिला है।`),
            holds: (f) => isMale(f, x) === m,
          });
        }
      }
      const women = (f: number) => range(N).filter((x) => !isMale(f, x)).length;
      const [x, y] = rng.shuffle(range(N)) as [number, number];
      const gm = (f: number) => range(N).find((p) => roleOf(f, p) === 1) ?? 0;
      const gc = (f: number) => range(N).find((p) => roleOf(f, p) === 5) ?? 0;
      const keyXY = rel(truth, x, y);
      const fem = (k: string) => KIN[k]?.ka === 'की';
      const asks: ValueAsk<number>[] = [
        {
          title: T('How many women', 'कितनी महिलाएँ'),
          statement: T('How many of the six members are women?', 'छह सदस्यों में से कितनी महिलाएँ हैं?'),
          value: (f) => T(String(women(f)), String(women(f))),
          slips: [],
          filler: ['1', '2', '3', '4', '5'].map((n) => T(n, n)),
          seconds: 150,
        },
        {
          title: T('The eldest woman', 'सबसे बड़ी महिला'),
          statement: T('Who is the grandmother in the family?', 'परिवार में दादी/नानी कौन है?'),
          value: (f) => L(gm(f)),
          slips: [],
          filler: range(N).map(L),
          seconds: 120,
        },
        {
          title: T('The youngest member', 'सबसे छोटा सदस्य'),
          statement: T('Who belongs to the youngest generation?', 'सबसे छोटी पीढ़ी का सदस्य कौन है?'),
          value: (f) => L(gc(f)),
          slips: [],
          filler: range(N).map(L),
          seconds: 120,
        },
        {
          title: T('Man or woman', 'पुरुष या महिला'),
          statement: T(
            `Which of the following is true about ${L(y).en}?`,
            `${L(y).hi} के बारे में निम्नलिखित में से कौन-सा सत्य है?`,
          ),
          value: (f) =>
            isMale(f, y)
              ? T(`${L(y).en} is a man`, `${L(y).hi} एक पुरुष है`)
              : T(`${L(y).en} is a woman`, `${L(y).hi} एक महिला है`),
          slips: [
            T(`${L(y).en} is a man`, `${L(y).hi} एक पुरुष है`),
            T(`${L(y).en} is a woman`, `${L(y).hi} एक महिला है`),
            T('The sex cannot be determined', 'लिंग निर्धारित नहीं किया जा सकता'),
            T('The clues contradict each other', 'संकेत परस्पर विरोधी हैं'),
          ],
          filler: [],
          seconds: 120,
        },
        ...(keyXY === ''
          ? []
          : [
              {
                title: T('Two letters related', 'दो अक्षरों का संबंध'),
                statement: T(
                  `How is ${L(x).en} related to ${L(y).en}?`,
                  `${L(x).hi} का ${L(y).hi} से क्या संबंध है?`,
                ),
                value: (f: number) =>
                  rel(f, x, y) === '' ? T('No single word', 'कोई एक शब्द नहीं') : kinText(rel(f, x, y)),
                slips: [],
                filler: rng
                  .shuffle(Object.keys(KIN).filter((k) => fem(k) === fem(keyXY) && k !== keyXY))
                  .slice(0, 5)
                  .map(kinText),
                seconds: 150,
              },
            ]),
      ];
      return kitSet({
        rng,
        enumerate: () => SPACE().all,
        truth,
        pool,
        clues: [3, 9],
        trace: range(N).map((p) => ({
          text: T(
            `${L(p).en}: ${ROLE_NAMES[roleOf(truth, p)]?.en}, ${isMale(truth, p) ? 'a man' : 'a woman'}`,
            `${L(p).hi}: ${ROLE_NAMES[roleOf(truth, p)]?.hi}, ${isMale(truth, p) ? 'पुरुष' : 'महिला'}`,
          ),
          holds: (f: number) => roleOf(f, p) === roleOf(truth, p) && isMale(f, p) === isMale(truth, p),
        })),
        table: (cands) =>
          both((lang) =>
            mdTable(
              lang === 'en' ? ['Member', 'Place in the family', 'Sex'] : ['सदस्य', 'परिवार में स्थान', 'लिंग'],
              range(N).map((p) => {
                const f = cands[0] ?? truth;
                const sex = isMale(f, p) ? T('man', 'पुरुष') : T('woman', 'महिला');
                return [L(p)[lang], (ROLE_NAMES[roleOf(f, p)] as Text)[lang], sex[lang]];
              }),
            ),
          ),
        asks: rng.shuffle(asks),
        intro: T(
          'A family has six members, A, B, C, D, E and F, in three generations: an elderly couple; their two children, only one of whom is married (to a member of the family); and the only child of that married couple. Whether each member is a man or a woman is not stated.',
          'एक परिवार में तीन पीढ़ियों के छह सदस्य A, B, C, D, E और F हैं: एक बुज़ुर्ग दंपती; उनकी दो संतानें, जिनमें से केवल एक विवाहित है (जीवनसाथी भी परिवार का सदस्य है); और उस विवाहित दंपती की इकलौती संतान। कौन पुरुष है और कौन महिला, यह नहीं बताया गया है।',
        ),
        title: T('Six letters, one family', 'छह अक्षर, एक परिवार'),
      });
    }),
};
