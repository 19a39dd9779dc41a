import type { QuestionSetGenerator } from '../../set-generator.js';
import { drawSet, kitSet, type ValueAsk } from './group-d7-kit.js';
import type { Fact } from './lrdi-cat-common.js';
import { both, type Clue, get, joinTexts, mdTable, range, T } from './lrdi-solver.js';

/**
 * Other LRDI (group D11): coin weighings, a CAT-style set (CAT, Bank PO, Placements). Eight coins, one of
 * them counterfeit (heavier or lighter than the rest); the reported results of a few balance
 * weighings leave two to four cases open. The checker tries all 16 (coin, heavier/lighter) cases.
 */

const N = 8;
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
/** A case s = 2·coin + (1 if the counterfeit is heavier). */
type Case = number;
const enumerate = () => range(2 * N);
const coinOf = (s: Case) => Math.floor(s / 2);
const heavy = (s: Case) => s % 2 === 1;
const L = (c: number) => get(LETTERS, c);
const coinsText = (cs: readonly number[]) => joinTexts(cs.map((c) => T(L(c), L(c))));

/** The pan that goes down: -1 left, 0 balance, 1 right. */
function outcome(s: Case, left: readonly number[], right: readonly number[]): number {
  const sign = heavy(s) ? 1 : -1;
  if (left.includes(coinOf(s))) return -sign;
  if (right.includes(coinOf(s))) return sign;
  return 0;
}

export const otherLrdiCoinWeighings: QuestionSetGenerator = {
  id: 'other-lrdi/coin-weighings',
  topic: 'other-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const truth = rng.int(0, 2 * N - 1);
      const pool: Clue<Case>[] = [];
      for (let i = 0; i < 14; i++) {
        const k = rng.int(1, 3);
        const coins = rng.shuffle(range(N)).slice(0, 2 * k);
        const left = coins.slice(0, k).sort((a, b) => a - b);
        const right = coins.slice(k).sort((a, b) => a - b);
        const o = outcome(truth, left, right);
        const pans = both((lang) =>
          lang === 'en'
            ? `With ${coinsText(left).en} on the left pan and ${coinsText(right).en} on the right pan`
            : `बाएँ पलड़े पर ${coinsText(left).hi} और दाएँ पलड़े पर ${coinsText(right).hi} रखने पर`,
        );
        const result =
          o === 0
            ? T('the scale balanced', 'तराजू संतुलित रहा')
            : o < 0
              ? T('the left pan went down', 'बायाँ पलड़ा नीचे झुका')
              : T('the right pan went down', 'दायाँ पलड़ा नीचे झुका');
        pool.push({
          text: T(`${pans.en}, ${result.en}.`, `${pans.hi} ${result.hi}।`),
          holds: (s) => outcome(s, left, right) === o,
        });
      }
      const facts: Fact<Case>[] = [
        ...range(N).flatMap((c) => [
          {
            text: T(`Coin ${L(c)} is the counterfeit.`, `सिक्का ${L(c)} नकली है।`),
            holds: (s: Case) => coinOf(s) === c,
          },
          {
            text: T(`Coin ${L(c)} is genuine.`, `सिक्का ${L(c)} असली है।`),
            holds: (s: Case) => coinOf(s) !== c,
          },
        ]),
        {
          text: T('The counterfeit coin is heavier than a genuine one.', 'नकली सिक्का असली सिक्के से भारी है।'),
          holds: heavy,
        },
        {
          text: T('The counterfeit coin is lighter than a genuine one.', 'नकली सिक्का असली सिक्के से हल्का है।'),
          holds: (s) => !heavy(s),
        },
      ];
      const weightText = (s: Case) => (heavy(s) ? T('heavier', 'भारी') : T('lighter', 'हल्का'));
      const asks: ValueAsk<Case>[] = [
        {
          title: T('The counterfeit coin', 'नकली सिक्का'),
          statement: T('Which coin is the counterfeit?', 'कौन-सा सिक्का नकली है?'),
          value: (s) => T(L(coinOf(s)), L(coinOf(s))),
          slips: [],
          filler: LETTERS.map((l) => T(l, l)),
          seconds: 180,
        },
      ];
      return kitSet({
        rng,
        enumerate,
        truth,
        pool,
        clues: [2, 5],
        open: true,
        trace: [
          {
            text: heavy(truth)
              ? T('the counterfeit is heavier', 'नकली सिक्का भारी है')
              : T('the counterfeit is lighter', 'नकली सिक्का हल्का है'),
            holds: (s: Case) => heavy(s) === heavy(truth),
          },
          ...range(N)
            .filter((c) => c !== coinOf(truth))
            .map((c) => ({
              text: T(`coin ${L(c)} is genuine`, `सिक्का ${L(c)} असली है`),
              holds: (s: Case) => coinOf(s) !== c,
            })),
        ],
        table: (cands, label) =>
          both((lang) =>
            mdTable(
              lang === 'en' ? ['Case', 'Counterfeit coin', 'It is'] : ['स्थिति', 'नकली सिक्का', 'वह है'],
              cands.map((s, k) => [label(k)[lang], L(coinOf(s)), weightText(s)[lang]]),
            ),
          ),
        facts,
        asks,
        intro: T(
          `Eight coins look alike: ${coinsText(range(N)).en}. Exactly one of them is counterfeit; it is either heavier or lighter than a genuine coin, and all genuine coins weigh the same. A pan balance was used a few times.`,
          `आठ सिक्के एक जैसे दिखते हैं: ${coinsText(range(N)).hi}। इनमें से ठीक एक नकली है; वह असली सिक्के से या तो भारी है या हल्का, और सभी असली सिक्कों का भार समान है। एक पलड़े वाले तराजू (pan balance) से कुछ बार तौला गया।`,
        ),
        title: T('Finding the counterfeit coin', 'नकली सिक्के की खोज'),
        count: {
          title: T('Number of cases', 'स्थितियों की संख्या'),
          statement: T(
            'How many cases (counterfeit coin together with heavier or lighter) agree with all the weighings?',
            'कितनी स्थितियाँ (नकली सिक्का और वह भारी है या हल्का) सभी तौलों से मेल खाती हैं?',
          ),
          noun: T('cases', 'स्थितियों'),
        },
        settle: T(
          'Which one additional piece of information would identify the counterfeit coin and whether it is heavier or lighter?',
          'कौन-सी एक अतिरिक्त जानकारी नकली सिक्का और उसका भारी या हल्का होना निश्चित कर देगी?',
        ),
      });
    }),
};
