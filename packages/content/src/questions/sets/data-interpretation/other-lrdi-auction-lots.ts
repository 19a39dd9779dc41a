import type { QuestionSetGenerator } from '../../set-generator.js';
import { drawSet, kitSet, type ValueAsk } from './group-d7-kit.js';
import {
  both,
  type Clue,
  get,
  joinTexts,
  lazy,
  mdTable,
  permutations,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Other LRDI (group D11): an auction of four lots (Bank PO, CAT, Placements). Four bidders each won
 * one of four lots at four different final bids; clues on who paid more, price gaps and who did not
 * win what fix the buyer and price of every lot. The checker walks all 24 × 24 assignments.
 */

const LOTS: readonly Text[] = [
  T('the painting', 'पेंटिंग'),
  T('the vase', 'फूलदान'),
  T('the clock', 'घड़ी'),
  T('the lamp', 'लैंप'),
  T('the carpet', 'क़ालीन'),
  T('the mirror', 'दर्पण'),
];
/** Lots whose Hindi noun is feminine (पेंटिंग, घड़ी). */
const FEMININE = ['the painting', 'the clock'];
const N = 4;
const PERMS = lazy(() => permutations(N));
/** s = a·24 + b: lot i fetched the price of rank a[i] and went to bidder b[i]. */
type Sale = number;
const enumerate = () => range(PERMS().length ** 2);
const rankOf = (s: Sale, lot: number) => get(get(PERMS(), Math.floor(s / PERMS().length)), lot);
const buyerOf = (s: Sale, lot: number) => get(get(PERMS(), s % PERMS().length), lot);
const lotOf = (s: Sale, p: number) => get(PERMS(), s % PERMS().length).indexOf(p);
const money = (v: number): Text => T(`₹${v.toLocaleString('en-IN')}`, `₹${v.toLocaleString('en-IN')}`);
const cap = (t: Text): Text => T(t.en.charAt(0).toUpperCase() + t.en.slice(1), t.hi);

export const otherLrdiAuctionLots: QuestionSetGenerator = {
  id: 'other-lrdi/auction-lots',
  topic: 'other-lrdi',
  difficulty: 'medium',
  exams: ['Bank PO', 'CAT', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const people = pickPeople(rng, N);
      const lots = rng.shuffle(LOTS).slice(0, N);
      const unit = rng.pick([1000, 2000, 5000]);
      const prices = rng
        .shuffle(range(12).map((k) => (k + 2) * unit))
        .slice(0, N)
        .sort((a, b) => a - b);
      const P = (p: number) => get(people, p) as Text;
      const Lt = (l: number) => get(lots, l);
      /** Hindi endings by the lot's gender: ख़रीदा/ख़रीदी, बिका/बिकी, महँगा/महँगी. */
      const aa = (l: number) => (FEMININE.includes(Lt(l).en) ? 'ी' : 'ा');
      const price = (s: Sale, l: number) => get(prices, rankOf(s, l));
      const paid = (s: Sale, p: number) => price(s, lotOf(s, p));
      const truth = rng.int(0, PERMS().length ** 2 - 1);
      const t = truth;
      const pool: Clue<Sale>[] = [];
      const add = (text: Text, holds: (s: Sale) => boolean) => {
        if (holds(t)) pool.push({ text, holds });
      };
      for (const x of range(N)) {
        for (const l of range(N))
          if (lotOf(t, x) !== l && rng.next() < 0.25)
            add(
              T(`${P(x).en} did not buy ${Lt(l).en}.`, `${P(x).hi} ने ${Lt(l).hi} नहीं ख़रीद${aa(l)}।`),
              (s) => lotOf(s, x) !== l,
            );
        for (const y of range(N)) {
          if (x === y) continue;
          const d = paid(t, x) - paid(t, y);
          if (d > 0 && rng.next() < 0.3)
            add(
              T(`${P(x).en} paid more than ${P(y).en}.`, `${P(x).hi} ने ${P(y).hi} से अधिक राशि चुकाई।`),
              (s) => paid(s, x) > paid(s, y),
            );
          if (d > 0 && rng.next() < 0.2)
            add(
              T(
                `${P(x).en} paid ${money(d).en} more than ${P(y).en}.`,
                `${P(x).hi} ने ${P(y).hi} से ${money(d).hi} अधिक चुकाए।`,
              ),
              (s) => paid(s, x) - paid(s, y) === d,
            );
        }
      }
      for (const l of range(N)) {
        const b = buyerOf(t, l);
        for (const m of range(N)) {
          if (price(t, l) > price(t, m) && rng.next() < 0.25)
            add(
              T(
                `${cap(Lt(l)).en} sold for more than ${Lt(m).en}.`,
                `${Lt(l).hi} ${Lt(m).hi} से महँग${aa(l)} बिक${aa(l)}।`,
              ),
              (s) => price(s, l) > price(s, m),
            );
          if (m !== b && rng.next() < 0.15)
            add(
              T(
                `The buyer of ${Lt(l).en} paid more than ${P(m).en}.`,
                `${Lt(l).hi} के ख़रीदार ने ${P(m).hi} से अधिक राशि चुकाई।`,
              ),
              (s) => price(s, l) > paid(s, m),
            );
        }
        if (rng.next() < 0.3)
          add(
            T(
              `${cap(Lt(l)).en} sold for ${money(price(t, l)).en}.`,
              `${Lt(l).hi} ${money(price(t, l)).hi} में बिक${aa(l)}।`,
            ),
            (s) => price(s, l) === price(t, l),
          );
      }
      const x = rng.int(0, N - 1);
      const l = rng.int(0, N - 1);
      const asks: ValueAsk<Sale>[] = rng.shuffle([
        {
          title: T('The buyer of a lot', 'वस्तु का ख़रीदार'),
          statement: T(`Who bought ${Lt(l).en}?`, `${Lt(l).hi} किसने ख़रीद${aa(l)}?`),
          value: (s: Sale) => P(buyerOf(s, l)),
          slips: [],
          filler: people,
          seconds: 120,
        },
        {
          title: T("A bidder's lot", 'बोलीदाता की वस्तु'),
          statement: T(`Which lot did ${P(x).en} buy?`, `${P(x).hi} ने कौन-सी वस्तु ख़रीदी?`),
          value: (s: Sale) => cap(Lt(lotOf(s, x))),
          slips: [],
          filler: lots.map(cap),
          seconds: 120,
        },
        {
          title: T("A bidder's payment", 'बोलीदाता का भुगतान'),
          statement: T(`How much did ${P(x).en} pay?`, `${P(x).hi} ने कितनी राशि चुकाई?`),
          value: (s: Sale) => money(paid(s, x)),
          slips: [],
          filler: prices.map(money),
          seconds: 120,
        },
        {
          title: T('The costliest lot', 'सबसे महँगी वस्तु'),
          statement: T('Who bought the lot that sold for the most?', 'सबसे महँगी बिकी वस्तु किसने ख़रीदी?'),
          value: (s: Sale) => P(buyerOf(s, range(N).find((m) => rankOf(s, m) === N - 1) ?? 0)),
          slips: [],
          filler: people,
          seconds: 120,
        },
      ]);
      return kitSet({
        rng,
        enumerate,
        truth,
        pool,
        clues: [4, 9],
        trace: range(N).flatMap((m) => [
          {
            text: T(
              `${P(buyerOf(t, m)).en} bought ${Lt(m).en}`,
              `${P(buyerOf(t, m)).hi} ने ${Lt(m).hi} ख़रीद${aa(m)}`,
            ),
            holds: (s: Sale) => buyerOf(s, m) === buyerOf(t, m),
          },
          {
            text: T(
              `${cap(Lt(m)).en} sold for ${money(price(t, m)).en}`,
              `${Lt(m).hi} ${money(price(t, m)).hi} में बिक${aa(m)}`,
            ),
            holds: (s: Sale) => price(s, m) === price(t, m),
          },
        ]),
        table: (cands) =>
          both((lang) =>
            mdTable(
              lang === 'en' ? ['Lot', 'Buyer', 'Price'] : ['वस्तु', 'ख़रीदार', 'मूल्य'],
              range(N).map((m) => [
                cap(Lt(m))[lang],
                P(buyerOf(get(cands, 0), m))[lang],
                money(price(get(cands, 0), m))[lang],
              ]),
            ),
          ),
        asks,
        intro: both((lang) =>
          lang === 'en'
            ? `At an auction, four lots — ${joinTexts(lots).en} — were sold to four bidders, ${joinTexts(people).en}, one lot each. The four winning bids were ${joinTexts(prices.map(money)).en}, in some order.`
            : `एक नीलामी में चार वस्तुएँ — ${joinTexts(lots).hi} — चार बोलीदाताओं ${joinTexts(people).hi} को बेची गईं, हर एक को एक वस्तु। चार जीतने वाली बोलियाँ किसी क्रम में ${joinTexts(prices.map(money)).hi} थीं।`,
        ),
        title: T('Four lots at an auction', 'नीलामी की चार वस्तुएँ'),
      });
    }),
};
