import type { GeneratedQuestion } from '../../generator.js';
import type { QuestionSetGenerator } from '../../set-generator.js';
import { both, choiceQuestion, T, type Text, textOptions } from './lrdi-solver.js';

/**
 * Clocks and calendars (group D7): bells rung by the positions of a clock's hands, a clock-angle
 * caselet (SSC CGL, Bank PO, CAT). A school rings its bells when the hands first coincide, stand
 * opposite or at a right angle after given hours; the questions ask those times, an angle and how
 * many right angles fall between two bells. `generate` uses the 11/2 degrees-a-minute formula;
 * each checker scans the clock in steps of 1/11 minute (exact integers).
 */

/** Minutes after 12:00 as "5 $27\frac{3}{11}$ past" text; t11 = 11 × minutes (an integer). */
function timeOf(t11: number): Text {
  const total = ((t11 % (720 * 11)) + 720 * 11) % (720 * 11);
  const h = Math.floor(total / 660);
  const rest = total - h * 660;
  const whole = Math.floor(rest / 11);
  const frac = rest % 11;
  const hour = h === 0 ? 12 : h;
  const mins =
    frac === 0 ? `${whole}` : whole === 0 ? `$\\frac{${frac}}{11}$` : `$${whole}\\frac{${frac}}{11}$`;
  const one = whole === 1 && frac === 0;
  if (rest === 0) return T(`${hour} o'clock`, `${hour} बजे`);
  return T(`${mins} minute${one ? '' : 's'} past ${hour}`, `${hour} बजकर ${mins} मिनट`);
}
/** Twice the angle between the hands (0-360) at t11 / 11 minutes after 12:00: the minute hand
 * gains 11/2 degrees a minute, so the gap is t11 / 2 degrees (mod 360). */
const angle2 = (t11: number) => {
  const a = ((t11 % 720) + 720) % 720;
  return a > 360 ? 720 - a : a;
};
/** The first t11 at or after `from` (a whole hour, in t11 units) where 2 × angle = target, by scanning. */
function scanFirst(from: number, target2: number): number {
  for (let u = from + 1; u < from + 720 * 11; u++) if (angle2(u) === target2) return u;
  return -1;
}

const KINDS = [
  { target: 0, en: 'the hands coincide', hi: 'दोनों सुइयाँ एक-दूसरे पर होती हैं' },
  { target: 180, en: 'the hands point in opposite directions', hi: 'दोनों सुइयाँ विपरीत दिशाओं में होती हैं' },
  { target: 90, en: 'the hands are at right angles', hi: 'दोनों सुइयाँ समकोण पर होती हैं' },
] as const;

/** A school's three bells set by the positions of the hands, between given hours. */
export const clocksHandBells: QuestionSetGenerator = {
  id: 'clocks-and-calendars-1/hand-bells',
  topic: 'clocks-and-calendars-1',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT'],
  generate(rng) {
    // Bells: the first time after h o'clock that each kind happens (h on a 12-hour dial).
    const hours = rng
      .shuffle([1, 2, 3, 4, 5, 7, 8, 9, 10])
      .slice(0, 3)
      .sort((a, b) => a - b);
    const kinds = rng.shuffle([0, 1, 2]);
    const bells = hours.map((h, i) => {
      const k = KINDS[kinds[i] as number] as (typeof KINDS)[number];
      // By formula: twice the gap, t11 mod 720, is 2·target or 720 − 2·target; the first such t11 after h o'clock.
      const bases = [...new Set([(2 * k.target) % 720, (720 - 2 * k.target) % 720])];
      let best = Number.POSITIVE_INFINITY;
      for (let m = 0; m < 12; m++)
        for (const base of bases) if (base + 720 * m > 660 * h) best = Math.min(best, base + 720 * m);
      return { h, k, t11: best, g: (best - 660 * h) / 2 };
    });
    const names = [
      T('The first bell', 'पहली घंटी'),
      T('The second bell', 'दूसरी घंटी'),
      T('The third bell', 'तीसरी घंटी'),
    ];
    const questions: GeneratedQuestion[] = [];
    const ask = (q: {
      title: Text;
      statement: Text;
      answer: Text;
      slips: Text[];
      explain: Text;
      seconds: number;
      check: () => string;
    }) => {
      const made = textOptions(rng, q.answer, q.slips, []);
      questions.push(choiceQuestion({ ...q, ...made, checkAnswer: q.check }, T('', '')));
    };
    bells.forEach((b, i) => {
      const name = names[i] as Text;
      ask({
        title: T(`The time of ${name.en.toLowerCase()}`, `${name.hi} का समय`),
        statement: T(`At what time does ${name.en.toLowerCase()} ring?`, `${name.hi} किस समय बजती है?`),
        answer: timeOf(b.t11),
        // Slips: the hour hand taken as fixed (6° a minute), 12 for 11 in the formula, the next
        // such moment, an hour late.
        slips: [
          timeOf(660 * b.h + Math.round((b.g * 11) / 6)),
          timeOf(660 * b.h + Math.round((2 * b.g * 11) / 12)),
          timeOf(b.t11 + 720),
          timeOf(b.t11 + 660),
        ],
        explain: T(
          `At ${b.h} o'clock the minute hand is ${30 * b.h}° behind the hour hand and gains $\\frac{11}{2}$° on it every minute. For this position it must gain ${b.g}°: $\\frac{11}{2}t = ${b.g}$, so $t = \\frac{${2 * b.g}}{11}$ minutes after ${b.h} o'clock, that is ${timeOf(b.t11).en}.`,
          `${b.h} बजे मिनट की सुई घंटे की सुई से ${30 * b.h}° पीछे होती है और हर मिनट उससे $\\frac{11}{2}$° अधिक चलती है। इस स्थिति के लिए उसे ${b.g}° अधिक चलना है: $\\frac{11}{2}t = ${b.g}$, अतः $t = \\frac{${2 * b.g}}{11}$ मिनट, यानी समय ${timeOf(b.t11).hi}।`,
        ),
        seconds: 120,
        check: () => timeOf(scanFirst(b.h * 660, 2 * b.k.target)).en,
      });
    });
    // How many right angles between the first and the last bell (exclusive), by formula.
    const [first, , last] = bells as [(typeof bells)[0], (typeof bells)[0], (typeof bells)[0]];
    let count = 0;
    for (let m = 0; m < 12; m++) {
      for (const base of [180, 540]) {
        const u = base + 720 * m;
        if (u > first.t11 && u < last.t11) count++;
      }
    }
    const nText = (n: number) => T(String(n), String(n));
    ask({
      title: T('Right angles between bells', 'घंटियों के बीच समकोण'),
      statement: T(
        'How many times are the hands at right angles after the first bell and before the third bell?',
        'पहली घंटी के बाद और तीसरी घंटी से पहले दोनों सुइयाँ कितनी बार समकोण पर होती हैं?',
      ),
      answer: nText(count),
      slips: [
        nText(count + 1),
        nText(Math.max(0, count - 1)),
        nText(2 * (last.h - first.h)),
        nText(count + 2),
      ],
      explain: T(
        `The hands are at right angles 22 times in every 12 hours, at $t = \\frac{180 + 360k}{11}$ minutes after 12. Counting those strictly between ${timeOf(first.t11).en} and ${timeOf(last.t11).en} gives ${count}.`,
        `सुइयाँ 12 घंटों में 22 बार समकोण पर होती हैं, 12 बजे के $t = \\frac{180 + 360k}{11}$ मिनट बाद। ${timeOf(first.t11).hi} और ${timeOf(last.t11).hi} के बीच (दोनों को छोड़कर) ऐसे समय ${count} हैं।`,
      ),
      seconds: 150,
      check: () => {
        let n = 0;
        for (let u = first.t11 + 1; u < last.t11; u++) if (angle2(u) === 180) n++;
        return String(n);
      },
    });
    const body = both((lang) =>
      [
        lang === 'en'
          ? 'A school rings three bells each morning by its wall clock, each at the first moment after a given hour when its hands are in a given position:'
          : 'एक विद्यालय हर सुबह अपनी दीवार घड़ी के अनुसार तीन घंटियाँ बजाता है; हर घंटी किसी दिए गए घंटे के बाद उस पहले क्षण बजती है जब सुइयाँ किसी दी गई स्थिति में हों:',
        bells
          .map((b, i) =>
            lang === 'en'
              ? `- ${(names[i] as Text).en}: the first time after ${b.h} o'clock that ${b.k.en}.`
              : `- ${(names[i] as Text).hi}: ${b.h} बजे के बाद पहली बार जब ${b.k.hi}।`,
          )
          .join('\n'),
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T('Bells by the clock hands', 'सुइयों से बजने वाली घंटियाँ'), body },
      questions,
      numbers: [],
    };
  },
};
