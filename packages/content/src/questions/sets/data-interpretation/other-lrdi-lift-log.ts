import type { QuestionSetGenerator } from '../../set-generator.js';
import { drawSet, kitSet, type ValueAsk } from './group-d7-kit.js';
import type { Fact } from './lrdi-cat-common.js';
import {
  both,
  type Clue,
  get,
  joinTexts,
  lazy,
  mdTable,
  ORD_EN,
  ORD_HI,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Other LRDI (group D11): a lift's visit log, a CAT-style set (CAT, Bank PO, Placements). Five people board
 * a lift at the ground floor and get off at five different floors from 1 to 7; the clues (above,
 * how far above, stops, floor parity) leave two to four cases. The checker tries all 2520 ways.
 */

const N = 5;
const FLOORS = 7;
/** A case: the index of a list of the five exit floors (1..FLOORS, all different). */
type Case = number;
const TABLE = lazy(() => {
  const out: number[][] = [];
  const walk = (pick: number[]) => {
    if (pick.length === N) {
      out.push([...pick]);
      return;
    }
    for (let f = 1; f <= FLOORS; f++)
      if (!pick.includes(f)) {
        pick.push(f);
        walk(pick);
        pick.pop();
      }
  };
  walk([]);
  const turns = out.flatMap((fs) => fs.map((f) => fs.filter((g) => g < f).length));
  const masks = out.map((fs) => fs.reduce((m, f) => m | (1 << f), 0));
  return {
    count: out.length,
    floors: Int8Array.from(out.flat()),
    turns: Int8Array.from(turns),
    masks: Int16Array.from(masks),
  };
});
const enumerate = () => range(TABLE().count);
const floor = (s: Case, p: number) => TABLE().floors[s * N + p] as number;
/** 0-based position of p in the order of getting off. */
const turn = (s: Case, p: number) => TABLE().turns[s * N + p] as number;
const stops = (s: Case, f: number) => ((TABLE().masks[s] as number) & (1 << f)) !== 0;

export const otherLrdiLiftLog: QuestionSetGenerator = {
  id: 'other-lrdi/lift-log',
  topic: 'other-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const people = pickPeople(rng, N);
      const P = (p: number) => get(people, p) as Text;
      const utra = (p: number) => (get(people, p).male ? 'उतरा' : 'उतरी');
      const truth = rng.int(0, TABLE().count - 1);
      const t = truth;
      const pool: Clue<Case>[] = [];
      const add = (text: Text, holds: (s: Case) => boolean) => {
        if (holds(t)) pool.push({ text, holds });
      };
      for (const x of range(N)) {
        const f = floor(t, x);
        if (rng.next() < 0.3)
          add(
            f % 2 === 1
              ? T(
                  `${P(x).en} got off at an odd-numbered floor.`,
                  `${P(x).hi} विषम संख्या वाली मंज़िल पर ${utra(x)}।`,
                )
              : T(
                  `${P(x).en} got off at an even-numbered floor.`,
                  `${P(x).hi} सम संख्या वाली मंज़िल पर ${utra(x)}।`,
                ),
            (s) => floor(s, x) % 2 === f % 2,
          );
        if (rng.next() < 0.3)
          add(
            f > 4
              ? T(`${P(x).en} got off above floor 4.`, `${P(x).hi} चौथी मंज़िल से ऊपर ${utra(x)}।`)
              : T(`${P(x).en} got off at floor 4 or below.`, `${P(x).hi} चौथी मंज़िल या उससे नीचे ${utra(x)}।`),
            (s) => floor(s, x) > 4 === f > 4,
          );
        for (const y of range(N)) {
          if (x === y) continue;
          const d = floor(t, x) - floor(t, y);
          if (d > 0 && rng.next() < 0.25)
            add(
              T(`${P(x).en} got off above ${P(y).en}.`, `${P(x).hi} ${P(y).hi} से ऊपर की मंज़िल पर ${utra(x)}।`),
              (s) => floor(s, x) > floor(s, y),
            );
          if (d > 0 && rng.next() < 0.2)
            add(
              T(
                `${P(x).en} got off exactly ${d} floor${d === 1 ? '' : 's'} above ${P(y).en}.`,
                `${P(x).hi} ${P(y).hi} से ठीक ${d} मंज़िल ऊपर ${utra(x)}।`,
              ),
              (s) => floor(s, x) - floor(s, y) === d,
            );
        }
      }
      for (let f = 1; f <= FLOORS; f++)
        if (rng.next() < 0.3)
          add(
            stops(t, f)
              ? T(`Someone got off at floor ${f}.`, `मंज़िल ${f} पर कोई उतरा।`)
              : T(`Nobody got off at floor ${f}.`, `मंज़िल ${f} पर कोई नहीं उतरा।`),
            (s) => stops(s, f) === stops(t, f),
          );
      const facts: Fact<Case>[] = [];
      for (const x of range(N)) {
        for (let f = 1; f <= FLOORS; f++)
          facts.push({
            text: T(`${P(x).en} got off at floor ${f}.`, `${P(x).hi} मंज़िल ${f} पर ${utra(x)}।`),
            holds: (s) => floor(s, x) === f,
          });
        facts.push({
          text: T(`${P(x).en} was the first to get off.`, `${P(x).hi} सबसे पहले ${utra(x)}।`),
          holds: (s) => turn(s, x) === 0,
        });
        for (const y of range(N))
          if (x < y)
            facts.push({
              text: T(
                `${P(x).en} got off below ${P(y).en}.`,
                `${P(x).hi} ${P(y).hi} से नीचे की मंज़िल पर ${utra(x)}।`,
              ),
              holds: (s) => floor(s, x) < floor(s, y),
            });
      }
      for (let f = 1; f <= FLOORS; f++)
        facts.push({
          text: T(`The lift stopped at floor ${f}.`, `लिफ़्ट मंज़िल ${f} पर रुकी।`),
          holds: (s) => stops(s, f),
        });
      const x = rng.int(0, N - 1);
      const k = rng.int(1, N - 2);
      const floorsText = range(FLOORS).map((f) => T(`Floor ${f + 1}`, `मंज़िल ${f + 1}`));
      const asks: ValueAsk<Case>[] = rng.shuffle([
        {
          title: T("A person's floor", 'व्यक्ति की मंज़िल'),
          statement: T(`At which floor did ${P(x).en} get off?`, `${P(x).hi} किस मंज़िल पर ${utra(x)}?`),
          value: (s: Case) => get(floorsText, floor(s, x) - 1),
          slips: [],
          filler: floorsText,
          seconds: 180,
        },
        {
          title: T('The k-th to get off', 'क्रम में उतरने वाला'),
          statement: T(
            `Who was the ${get(ORD_EN, k + 1)} person to get off the lift?`,
            `लिफ़्ट से ${get(ORD_HI, k + 1).replace(/े$/, 'ा')} उतरने वाला व्यक्ति कौन था?`,
          ),
          value: (s: Case) => P(range(N).find((p) => turn(s, p) === k) ?? 0),
          slips: [],
          filler: people,
          seconds: 180,
        },
      ]);
      return kitSet({
        rng,
        enumerate,
        truth,
        pool,
        clues: [4, 9],
        open: true,
        trace: range(N).map((p) => ({
          text: T(
            `${P(p).en} got off at floor ${floor(t, p)}`,
            `${P(p).hi} मंज़िल ${floor(t, p)} पर ${utra(p)}`,
          ),
          holds: (s: Case) => floor(s, p) === floor(t, p),
        })),
        table: (cands, label) =>
          both((lang) =>
            mdTable(
              [lang === 'en' ? 'Case' : 'स्थिति', ...people.map((p) => p[lang])],
              cands.map((s, i) => [label(i)[lang], ...range(N).map((p) => String(floor(s, p)))]),
            ),
          ),
        facts,
        asks,
        intro: both((lang) =>
          lang === 'en'
            ? `Five people — ${joinTexts(people).en} — entered an empty lift at the ground floor of a seven-storey office (floors 1 to 7 above the ground floor). The lift only went up, and each of them got off at a different floor; nobody else used the lift.`
            : `पाँच लोग — ${joinTexts(people).hi} — एक सात मंज़िला दफ़्तर (भूतल के ऊपर मंज़िल 1 से 7) के भूतल पर एक ख़ाली लिफ़्ट में चढ़े। लिफ़्ट केवल ऊपर गई, और हर व्यक्ति अलग-अलग मंज़िल पर उतरा; लिफ़्ट का उपयोग किसी और ने नहीं किया।`,
        ),
        title: T('A lift log', 'लिफ़्ट का विवरण'),
        count: {
          title: T('Number of cases', 'स्थितियों की संख्या'),
          statement: T(
            'In how many different ways could the five people have got off, consistent with all the clues?',
            'सभी संकेतों के अनुसार पाँचों लोग कितने अलग-अलग तरीक़ों से उतर सकते थे?',
          ),
          noun: T('cases', 'स्थितियों'),
        },
        settle: T(
          'Which one additional clue would fix the floor of every person?',
          'कौन-सा एक अतिरिक्त संकेत हर व्यक्ति की मंज़िल निश्चित कर देगा?',
        ),
      });
    }),
};
