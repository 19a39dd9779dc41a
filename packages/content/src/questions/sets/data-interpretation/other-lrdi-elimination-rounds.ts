import type { QuestionSetGenerator } from '../../set-generator.js';
import { drawSet, kitSet, type ValueAsk } from './group-d7-kit.js';
import {
  both,
  type Clue,
  get,
  joinTexts,
  lazy,
  mdTable,
  ORD_EN,
  ORD_HI,
  permutations,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Other LRDI (group D11): an election in elimination rounds (CAT, Bank PO, Placements). Five
 * candidates; after each of four rounds of counting the one with the fewest votes drops out and the
 * last one left wins. Clues on who went out before whom and in which round fix the order; the
 * checker tries all 120 orders.
 */

const N = 5;
const PERMS = lazy(() => permutations(N));
/** An order: the index of a permutation giving each candidate's round of exit (4 = the winner). */
type Order = number;
const enumerate = () => range(PERMS().length);
const round = (s: Order, p: number) => get(get(PERMS(), s), p);
const whoIn = (s: Order, r: number) => get(PERMS(), s).indexOf(r);
const roundText = (r: number): Text =>
  r === N - 1 ? T('none (won the election)', 'किसी में नहीं (विजेता)') : T(`round ${r + 1}`, `दौर ${r + 1}`);

export const otherLrdiEliminationRounds: QuestionSetGenerator = {
  id: 'other-lrdi/elimination-rounds',
  topic: 'other-lrdi',
  difficulty: 'medium',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const people = pickPeople(rng, N);
      const P = (p: number) => get(people, p) as Text;
      /** The Hindi past tense for the person's gender. */
      const hua = (p: number) => (get(people, p).male ? 'हुआ' : 'हुई');
      const truth = rng.int(0, PERMS().length - 1);
      const t = truth;
      const pool: Clue<Order>[] = [];
      const add = (text: Text, holds: (s: Order) => boolean) => {
        if (holds(t)) pool.push({ text, holds });
      };
      for (const x of range(N)) {
        const r = round(t, x);
        if (rng.next() < 0.4)
          add(
            T(`${P(x).en} was not eliminated in round 1.`, `${P(x).hi} पहले दौर में बाहर नहीं ${hua(x)}।`),
            (s) => round(s, x) !== 0,
          );
        if (rng.next() < 0.4)
          add(
            r % 2 === 1
              ? T(
                  `${P(x).en} was eliminated in an even-numbered round.`,
                  `${P(x).hi} किसी सम संख्या वाले दौर में बाहर ${hua(x)}।`,
                )
              : T(
                  `${P(x).en} did not go out in an even-numbered round.`,
                  `${P(x).hi} किसी सम संख्या वाले दौर में बाहर नहीं ${hua(x)}।`,
                ),
            (s) => round(s, x) % 2 === r % 2,
          );
        if (r < N - 1 && rng.next() < 0.2)
          add(
            T(`${P(x).en} did not win.`, `${P(x).hi} विजेता नहीं ${get(people, x).male ? 'बना' : 'बनी'}।`),
            (s) => round(s, x) !== N - 1,
          );
        for (const y of range(N)) {
          if (x === y) continue;
          const d = round(t, y) - round(t, x);
          if (d > 0 && rng.next() < 0.35)
            add(
              T(
                `${P(x).en} was eliminated before ${P(y).en}.`,
                `${P(x).hi} ${P(y).hi} से पहले बाहर ${hua(x)}।`,
              ),
              (s) => round(s, x) < round(s, y),
            );
          if (d === 1 && round(t, y) < N - 1 && rng.next() < 0.4)
            add(
              T(
                `${P(y).en} was eliminated in the round right after ${P(x).en}.`,
                `${P(x).hi} जिस दौर में बाहर ${hua(x)}, ${P(y).hi} ठीक उसके अगले दौर में बाहर ${hua(y)}।`,
              ),
              (s) => round(s, y) - round(s, x) === 1 && round(s, y) < N - 1,
            );
          if (d === 2 && x < y && round(t, y) < N - 1 && rng.next() < 0.4)
            add(
              T(
                `Exactly one candidate went out between ${P(x).en} and ${P(y).en}.`,
                `${P(x).hi} और ${P(y).hi} के बाहर होने के बीच ठीक एक उम्मीदवार बाहर हुआ।`,
              ),
              (s) => Math.abs(round(s, y) - round(s, x)) === 2 && round(s, x) < N - 1 && round(s, y) < N - 1,
            );
        }
      }
      const x = rng.int(0, N - 1);
      const r = rng.int(1, N - 2);
      const rounds = range(N).map(roundText);
      const asks: ValueAsk<Order>[] = rng.shuffle([
        {
          title: T('The winner', 'विजेता'),
          statement: T('Who won the election?', 'चुनाव किसने जीता?'),
          value: (s: Order) => P(whoIn(s, N - 1)),
          slips: [P(whoIn(t, N - 2))],
          filler: people,
          seconds: 120,
        },
        {
          title: T('Out in a given round', 'किसी दौर में बाहर'),
          statement: T(
            `Who was eliminated in the ${get(ORD_EN, r + 1)} round?`,
            `${get(ORD_HI, r + 1)} दौर में कौन बाहर हुआ?`,
          ),
          value: (s: Order) => P(whoIn(s, r)),
          slips: [P(whoIn(t, r - 1)), P(whoIn(t, r + 1))],
          filler: people,
          seconds: 120,
        },
        {
          title: T("A candidate's round", 'उम्मीदवार का दौर'),
          statement: T(
            `In which round was ${P(x).en} eliminated, if at all?`,
            `${P(x).hi} किस दौर में बाहर ${hua(x)} (यदि ${hua(x)})?`,
          ),
          value: (s: Order) => get(rounds, round(s, x)),
          slips: [],
          filler: rounds,
          seconds: 120,
        },
        {
          title: T('Candidates still in', 'बचे हुए उम्मीदवार'),
          statement: T(
            'Which two candidates were left for the final (fourth) round?',
            'अंतिम (चौथे) दौर में कौन-से दो उम्मीदवार बचे थे?',
          ),
          value: (s: Order) =>
            joinTexts([P(whoIn(s, 3)), P(whoIn(s, 4))].sort((a, b) => a.en.localeCompare(b.en))),
          slips: [
            joinTexts([P(whoIn(t, 2)), P(whoIn(t, 4))].sort((a, b) => a.en.localeCompare(b.en))),
            joinTexts([P(whoIn(t, 2)), P(whoIn(t, 3))].sort((a, b) => a.en.localeCompare(b.en))),
            joinTexts([P(whoIn(t, 1)), P(whoIn(t, 4))].sort((a, b) => a.en.localeCompare(b.en))),
          ],
          filler: [],
          seconds: 150,
        },
      ]);
      return kitSet({
        rng,
        enumerate,
        truth,
        pool,
        clues: [3, 7],
        trace: range(N).map((p) => ({
          text: both((lang) =>
            round(t, p) === N - 1
              ? lang === 'en'
                ? `${P(p).en} won`
                : `${P(p).hi} विजेता है`
              : lang === 'en'
                ? `${P(p).en} went out in round ${round(t, p) + 1}`
                : `${P(p).hi} दौर ${round(t, p) + 1} में बाहर ${hua(p)}`,
          ),
          holds: (s: Order) => round(s, p) === round(t, p),
        })),
        table: (cands) =>
          both((lang) =>
            mdTable(
              lang === 'en' ? ['Round', 'Eliminated'] : ['दौर', 'बाहर हुआ'],
              range(N).map((k) => [
                k === N - 1 ? (lang === 'en' ? 'Winner' : 'विजेता') : String(k + 1),
                P(whoIn(get(cands, 0), k))[lang],
              ]),
            ),
          ),
        asks,
        intro: both((lang) =>
          lang === 'en'
            ? `Five candidates — ${joinTexts(people).en} — contested a club election decided in rounds. After each round of counting, the candidate with the fewest votes was eliminated and that candidate's votes went to the others. After four rounds one candidate was left and won.`
            : `एक क्लब के चुनाव में पाँच उम्मीदवार थे — ${joinTexts(people).hi}। चुनाव दौरों में तय हुआ: हर दौर की गिनती के बाद सबसे कम मतों वाला उम्मीदवार बाहर हुआ और उसके मत बाकी उम्मीदवारों को चले गए। चार दौरों के बाद एक उम्मीदवार बचा और वही विजेता बना।`,
        ),
        title: T('An election in rounds', 'दौरों में चुनाव'),
      });
    }),
};
