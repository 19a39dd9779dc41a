import type { QuestionSetGenerator } from '../../set-generator.js';
import { drawSet, kitSet, type ValueAsk } from './group-d7-kit.js';
import type { Fact } from './lrdi-cat-common.js';
import { both, type Clue, get, joinTexts, mdTable, pickPeople, range, T, type Text } from './lrdi-solver.js';

/**
 * Other LRDI (group D11): a grade sheet with the grades missing, a CAT-style set (CAT, Bank PO,
 * Placements). Five students each got grade A, B or C (grades may repeat); clues on counts of
 * grades, better/same grade and "at least one of" leave two to four grade sheets. The checker tries
 * all 3^5 = 243 sheets.
 */

const N = 5;
const GRADES = ['A', 'B', 'C'];
/** A sheet s: student p's grade is digit p of s in base 3 (0 = A, the best). */
type Sheet = number;
const enumerate = () => range(3 ** N);
const grade = (s: Sheet, p: number) => Math.floor(s / 3 ** p) % 3;
const howMany = (s: Sheet, g: number) => range(N).filter((p) => grade(s, p) === g).length;
const G = (g: number) => get(GRADES, g);
const countText = (k: number, g: number): Text =>
  k === 1
    ? T(`Exactly one student got grade ${G(g)}.`, `ठीक एक छात्र को ग्रेड ${G(g)} मिला।`)
    : k === 0
      ? T(`No student got grade ${G(g)}.`, `किसी भी छात्र को ग्रेड ${G(g)} नहीं मिला।`)
      : T(`Exactly ${k} students got grade ${G(g)}.`, `ठीक ${k} छात्रों को ग्रेड ${G(g)} मिला।`);

export const otherLrdiGradeSheet: QuestionSetGenerator = {
  id: 'other-lrdi/grade-sheet',
  topic: 'other-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const people = pickPeople(rng, N);
      const P = (p: number) => get(people, p) as Text;
      const truth = rng.int(0, 3 ** N - 1);
      const t = truth;
      const pool: Clue<Sheet>[] = [];
      const add = (text: Text, holds: (s: Sheet) => boolean) => {
        if (holds(t)) pool.push({ text, holds });
      };
      for (const g of range(3))
        if (rng.next() < 0.5) add(countText(howMany(t, g), g), (s) => howMany(s, g) === howMany(t, g));
      if (howMany(t, 1) > howMany(t, 0))
        add(
          T('More students got grade B than grade A.', 'ग्रेड B पाने वाले छात्र ग्रेड A पाने वालों से अधिक हैं।'),
          (s) => howMany(s, 1) > howMany(s, 0),
        );
      for (const x of range(N)) {
        if (grade(t, x) !== 2 && rng.next() < 0.3)
          add(
            T(`${P(x).en} did not get grade C.`, `${P(x).hi} को ग्रेड C नहीं मिला।`),
            (s) => grade(s, x) !== 2,
          );
        if (grade(t, x) !== 0 && rng.next() < 0.3)
          add(
            T(`${P(x).en} did not get grade A.`, `${P(x).hi} को ग्रेड A नहीं मिला।`),
            (s) => grade(s, x) !== 0,
          );
        const alone = howMany(t, grade(t, x)) === 1;
        if (rng.next() < 0.2)
          add(
            alone
              ? T(`No one else got the same grade as ${P(x).en}.`, `${P(x).hi} जैसा ग्रेड किसी और को नहीं मिला।`)
              : T(
                  `At least one other student got the same grade as ${P(x).en}.`,
                  `कम से कम एक अन्य छात्र को ${P(x).hi} जैसा ही ग्रेड मिला।`,
                ),
            (s) => (howMany(s, grade(s, x)) === 1) === alone,
          );
        for (const y of range(N)) {
          if (x >= y) continue;
          const [gx, gy] = [grade(t, x), grade(t, y)];
          if (gx !== gy && rng.next() < 0.35) {
            const [a, b] = gx < gy ? [x, y] : [y, x];
            add(
              T(
                `${P(a).en} got a better grade than ${P(b).en}.`,
                `${P(a).hi} को ${P(b).hi} से बेहतर ग्रेड मिला।`,
              ),
              (s) => grade(s, a) < grade(s, b),
            );
          }
          if (gx === gy && rng.next() < 0.35)
            add(
              T(
                `${P(x).en} and ${P(y).en} got the same grade.`,
                `${P(x).hi} और ${P(y).hi} को एक ही ग्रेड मिला।`,
              ),
              (s) => grade(s, x) === grade(s, y),
            );
          if ((gx === 2 || gy === 2) && rng.next() < 0.2)
            add(
              T(
                `At least one of ${P(x).en} and ${P(y).en} got grade C.`,
                `${P(x).hi} और ${P(y).hi} में से कम से कम एक को ग्रेड C मिला।`,
              ),
              (s) => grade(s, x) === 2 || grade(s, y) === 2,
            );
        }
      }
      const facts: Fact<Sheet>[] = [
        ...range(N).flatMap((p) =>
          range(3).map((g) => ({
            text: T(`${P(p).en} got grade ${G(g)}.`, `${P(p).hi} को ग्रेड ${G(g)} मिला।`),
            holds: (s: Sheet) => grade(s, p) === g,
          })),
        ),
        ...range(3).flatMap((g) =>
          range(N + 1).map((k) => ({ text: countText(k, g), holds: (s: Sheet) => howMany(s, g) === k })),
        ),
      ];
      const x = rng.int(0, N - 1);
      const gradeTexts = [
        ...GRADES.map((g) => T(`Grade ${g}`, `ग्रेड ${g}`)),
        T('Cannot be determined', 'निश्चित नहीं'),
      ];
      const asks: ValueAsk<Sheet>[] = [
        {
          title: T("A student's grade", 'छात्र का ग्रेड'),
          statement: T(`Which grade did ${P(x).en} get?`, `${P(x).hi} को कौन-सा ग्रेड मिला?`),
          value: (s) => get(gradeTexts, grade(s, x)),
          slips: [],
          filler: gradeTexts,
          seconds: 180,
        },
      ];
      return kitSet({
        rng,
        enumerate,
        truth,
        pool,
        clues: [4, 9],
        open: true,
        trace: range(N).map((p) => ({
          text: T(`${P(p).en} got grade ${G(grade(t, p))}`, `${P(p).hi} को ग्रेड ${G(grade(t, p))} मिला`),
          holds: (s: Sheet) => grade(s, p) === grade(t, p),
        })),
        table: (cands, label) =>
          both((lang) =>
            mdTable(
              [lang === 'en' ? 'Case' : 'स्थिति', ...people.map((p) => p[lang])],
              cands.map((s, i) => [label(i)[lang], ...range(N).map((p) => G(grade(s, p)))]),
            ),
          ),
        facts,
        asks,
        intro: both((lang) =>
          lang === 'en'
            ? `In a test, five students — ${joinTexts(people).en} — were each given one of the grades A, B and C (A is the best, C the lowest). A grade may be given to any number of students. The grade sheet was lost, but some facts are remembered.`
            : `एक परीक्षा में पाँच छात्रों — ${joinTexts(people).hi} — में से हर एक को A, B और C में से एक ग्रेड मिला (A सबसे अच्छा, C सबसे नीचा)। एक ग्रेड कितने भी छात्रों को मिल सकता है। ग्रेड सूची (grade sheet) खो गई, पर कुछ बातें याद हैं।`,
        ),
        title: T('A lost grade sheet', 'खोई हुई ग्रेड सूची'),
        count: {
          title: T('Number of grade sheets', 'संभव ग्रेड सूचियों की संख्या'),
          statement: T(
            'How many different grade sheets are consistent with all the facts?',
            'सभी तथ्यों से मेल खाने वाली कितनी अलग-अलग ग्रेड सूचियाँ संभव हैं?',
          ),
          noun: T('grade sheets', 'ग्रेड सूचियों'),
        },
        settle: T(
          'Which one additional fact would fix the grade of every student?',
          'कौन-सा एक अतिरिक्त तथ्य हर छात्र का ग्रेड निश्चित कर देगा?',
        ),
      });
    }),
};
