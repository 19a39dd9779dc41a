import type { QuestionSetGenerator } from '../../set-generator.js';
import { drawSet, kitSet } from './group-d7-kit.js';
import type { Fact } from './lrdi-cat-common.js';
import { both, type Clue, joinTexts, mdTable, pickPeople, range, T, type Text } from './lrdi-solver.js';

/**
 * Caselets (group D7): committee selection, CAT style (CAT, Placements). A committee of five
 * with a chair is chosen from nine candidates under conditional clues ("if A then B", "at most one
 * of C and D", how many women); the clues leave two to four committees open. The checker walks all
 * 126 × 5 committees with chairs.
 */

interface Committee {
  mask: number;
  chair: number;
}
const SIZE = 5;
const POOL = 9;
const bitsOf = (m: number) => range(POOL).filter((p) => (m >> p) & 1).length;

function enumerate(): Committee[] {
  const out: Committee[] = [];
  for (let mask = 0; mask < 1 << POOL; mask++) {
    if (bitsOf(mask) !== SIZE) continue;
    for (const chair of range(POOL)) if ((mask >> chair) & 1) out.push({ mask, chair });
  }
  return out;
}

const exactlyWomen = (k: number): Text =>
  k === 0
    ? T('No member is a woman.', 'समिति में कोई महिला सदस्य नहीं है।')
    : k === 1
      ? T('Exactly one member is a woman.', 'समिति में ठीक एक महिला सदस्य है।')
      : T(`Exactly ${k} of the members are women.`, `समिति के ठीक ${k} सदस्य महिलाएँ हैं।`);

/** Nine candidates; a committee of five with a chair; the clues leave 2-4 committees. */
export const caseletsCommitteeSelection: QuestionSetGenerator = {
  id: 'caselets/committee-selection',
  topic: 'caselets',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const people = pickPeople(rng, POOL);
      const women = range(POOL).filter((p) => !people[p]?.male);
      if (women.length < 3 || women.length > 6) return null;
      const P = (p: number) => people[p] as Text;
      const inC = (s: Committee, p: number) => ((s.mask >> p) & 1) === 1;
      const womenIn = (s: Committee) => women.filter((p) => inC(s, p)).length;
      const space = enumerate();
      const truth = rng.pick(space);
      const pool: Clue<Committee>[] = [];
      const add = (text: Text, holds: (s: Committee) => boolean) => {
        if (holds(truth)) pool.push({ text, holds });
      };
      for (const x of range(POOL))
        for (const y of range(POOL)) {
          if (x === y || rng.next() < 0.5) continue;
          const [X, Y] = [P(x), P(y)];
          add(
            T(
              `If ${X.en} is on the committee, so is ${Y.en}.`,
              `यदि ${X.hi} समिति में है, तो ${Y.hi} भी समिति में है।`,
            ),
            (s) => !inC(s, x) || inC(s, y),
          );
          if (x < y) {
            add(
              T(
                `At most one of ${X.en} and ${Y.en} is on the committee.`,
                `${X.hi} और ${Y.hi} में से अधिकतम एक ही समिति में है।`,
              ),
              (s) => !(inC(s, x) && inC(s, y)),
            );
            add(
              T(
                `At least one of ${X.en} and ${Y.en} is on the committee.`,
                `${X.hi} और ${Y.hi} में से कम से कम एक समिति में है।`,
              ),
              (s) => inC(s, x) || inC(s, y),
            );
          }
          add(
            T(
              `If ${X.en} is on the committee, ${Y.en} is its chair.`,
              `यदि ${X.hi} समिति में है, तो ${Y.hi} उसका अध्यक्ष है।`,
            ),
            (s) => !inC(s, x) || s.chair === y,
          );
        }
      for (const x of range(POOL)) {
        if (rng.next() < 0.5)
          add(T(`${P(x).en} is not the chair.`, `${P(x).hi} अध्यक्ष नहीं है।`), (s) => s.chair !== x);
        if (rng.next() < 0.2)
          add(T(`${P(x).en} is on the committee.`, `${P(x).hi} समिति में है।`), (s) => inC(s, x));
      }
      const w = womenIn(truth);
      add(exactlyWomen(w), (s) => womenIn(s) === w);
      if (w >= 2)
        add(
          T(`At least ${w} of the members are women.`, `समिति के कम से कम ${w} सदस्य महिलाएँ हैं।`),
          (s) => womenIn(s) >= w,
        );
      const chairWoman = !people[truth.chair]?.male;
      add(
        chairWoman
          ? T('The chair is a woman.', 'अध्यक्ष एक महिला है।')
          : T('The chair is a man.', 'अध्यक्ष एक पुरुष है।'),
        (s) => !people[s.chair]?.male === chairWoman,
      );
      const facts: Fact<Committee>[] = [];
      for (const x of range(POOL)) {
        facts.push({
          text: T(`${P(x).en} is on the committee.`, `${P(x).hi} समिति में है।`),
          holds: (s) => inC(s, x),
        });
        facts.push({
          text: T(`${P(x).en} is not on the committee.`, `${P(x).hi} समिति में नहीं है।`),
          holds: (s) => !inC(s, x),
        });
        facts.push({
          text: T(`${P(x).en} is the chair.`, `${P(x).hi} अध्यक्ष है।`),
          holds: (s) => s.chair === x,
        });
        for (const y of range(POOL).filter((q) => q > x))
          facts.push({
            text: T(
              `Both ${P(x).en} and ${P(y).en} are on the committee.`,
              `${P(x).hi} और ${P(y).hi} दोनों समिति में हैं।`,
            ),
            holds: (s) => inC(s, x) && inC(s, y),
          });
      }
      for (const k of range(SIZE + 1)) facts.push({ text: exactlyWomen(k), holds: (s) => womenIn(s) === k });
      const members = (s: Committee): Text =>
        joinTexts(
          range(POOL)
            .filter((p) => inC(s, p))
            .map(P),
        );
      const roster = (list: number[]) => joinTexts(list.map(P));
      return kitSet({
        rng,
        enumerate,
        truth,
        pool,
        clues: [5, 10],
        open: true,
        trace: [
          ...range(POOL).map((x) =>
            inC(truth, x)
              ? {
                  text: T(`${P(x).en} is on the committee`, `${P(x).hi} समिति में है`),
                  holds: (s: Committee) => inC(s, x),
                }
              : {
                  text: T(`${P(x).en} is left out`, `${P(x).hi} समिति से बाहर है`),
                  holds: (s: Committee) => !inC(s, x),
                },
          ),
          {
            text: T(`${P(truth.chair).en} is the chair`, `${P(truth.chair).hi} अध्यक्ष है`),
            holds: (s) => s.chair === truth.chair,
          },
        ],
        table: (cands, label) =>
          both((lang) =>
            mdTable(
              lang === 'en' ? ['Case', 'Members', 'Chair'] : ['स्थिति', 'सदस्य', 'अध्यक्ष'],
              cands.map((s, k) => [label(k)[lang], members(s)[lang], P(s.chair)[lang]]),
            ),
          ),
        facts,
        asks: [],
        intro: both((lang) =>
          lang === 'en'
            ? `A committee of five is to be formed from nine candidates: ${roster(range(POOL)).en}. Of these, ${roster(women).en} are women and the rest are men. One of the five members is made the chair of the committee.`
            : `नौ उम्मीदवारों — ${roster(range(POOL)).hi} — में से पाँच सदस्यों की एक समिति बनानी है। इनमें ${roster(women).hi} महिलाएँ हैं और बाकी पुरुष। पाँच सदस्यों में से एक को समिति का अध्यक्ष बनाया जाता है।`,
        ),
        title: T('A committee of five', 'पाँच सदस्यों की समिति'),
        count: {
          title: T('Possible committees', 'संभव समितियाँ'),
          statement: T(
            'How many different committees (the five members and the chair) are consistent with all the clues?',
            'कितनी अलग-अलग समितियाँ (पाँच सदस्य और अध्यक्ष) सभी संकेतों के अनुरूप हैं?',
          ),
          noun: T('committees', 'समितियों'),
        },
        settle: T(
          'Which one of the following, if added as a clue, would fix the committee and its chair?',
          'निम्नलिखित में से कौन-सा कथन, यदि संकेत के रूप में जोड़ा जाए, तो समिति और उसके अध्यक्ष को पूरी तरह निश्चित कर देगा?',
        ),
      });
    }),
};
