import type { GeneratedQuestion } from '../../generator.js';
import type { QuestionSetGenerator } from '../../set-generator.js';
import { DICE } from './cubes-and-dices-die.js';
import { both, choiceQuestion, get, mdTable, range, T, type Text, textOptions } from './lrdi-solver.js';

/**
 * Cubes and dice (group D7): a tower of standard dice, a dice caselet (SSC CGL, Bank PO, CAT,
 * Placements). Standard dice (opposite faces add up to 7) are stacked on a table; the top face
 * and each die's front and right faces are given. The questions ask the totals on the back and
 * left faces, on the hidden faces, and on all faces seen from around the tower. `generate` uses
 * the rule of 7; each checker tries every standing of every die (both mirror-image standard
 * dice) that shows the given faces and adds up the faces directly.
 */

/** The standings (top, front, right) of a standard die, both mirror images: pips 1-6. */
function standings(): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const d of DICE())
    if (range(6).every((c) => d.opposite[c] === 5 - c))
      for (const code of d.views)
        out.push([Math.floor(code / 36) + 1, (Math.floor(code / 6) % 6) + 1, (code % 6) + 1]);
  return out;
}

/** A tower of three or four standard dice; totals of hidden and unseen faces. */
export const cubesDiceTower: QuestionSetGenerator = {
  id: 'cubes-and-dices/dice-tower',
  topic: 'cubes-and-dices',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const n = rng.int(3, 4);
    const all = standings();
    // Each die's front and right faces (adjacent, so not a pair adding up to 7).
    const dice = range(n).map(() => rng.pick(all));
    const top = get(dice, 0)[0];
    const front = dice.map((d) => d[1]);
    const right = dice.map((d) => d[2]);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const questions: GeneratedQuestion[] = [];
    const nText = (x: number) => T(String(x), String(x));
    /** Totals over every tower of standings showing the given faces (each checker's search). */
    const search = (f: (tower: [number, number, number][]) => number): string => {
      const values = new Set<number>();
      const walk = (k: number, tower: [number, number, number][]) => {
        if (k === n) {
          values.add(f(tower));
          return;
        }
        for (const s of all)
          if (s[1] === get(front, k) && s[2] === get(right, k) && (k > 0 || s[0] === top))
            walk(k + 1, [...tower, s]);
      };
      walk(0, []);
      return values.size === 1 ? String([...values][0]) : '';
    };
    const ask = (q: {
      title: Text;
      statement: Text;
      value: number;
      slips: number[];
      explain: Text;
      check: () => string;
    }) => {
      const slips = [...q.slips, q.value + 1, q.value - 1, q.value + 7, q.value - 7]
        .filter((x) => x > 0)
        .map(nText);
      const made = textOptions(rng, nText(q.value), slips, []);
      questions.push(
        choiceQuestion(
          { ...q, answer: nText(q.value), ...made, seconds: 120, checkAnswer: q.check },
          T('', ''),
        ),
      );
    };
    const back = sum(front.map((x) => 7 - x));
    ask({
      title: T('The back faces', 'पीछे के फलक'),
      statement: T(
        'What is the total number of dots on the back faces of all the dice?',
        'सभी पासों के पीछे वाले फलकों पर कुल कितने बिंदु हैं?',
      ),
      value: back,
      // Slips: the front total itself, and 6 in place of 7 for the opposite face.
      slips: [sum(front), sum(front.map((x) => 6 - x + 1)) + n],
      explain: T(
        `Opposite faces add up to 7, so each back face is 7 minus the front: ${front.map((x) => `(7 − ${x})`).join(' + ')} = ${back}.`,
        `विपरीत फलकों का योग 7 होता है, अतः हर पिछला फलक = 7 − सामने वाला: ${front.map((x) => `(7 − ${x})`).join(' + ')} = ${back}।`,
      ),
      check: () => search((t) => sum(t.map((s) => 7 - s[1]))),
    });
    const left = sum(right.map((x) => 7 - x));
    ask({
      title: T('The left faces', 'बाएँ फलक'),
      statement: T(
        'What is the total number of dots on the left faces of all the dice?',
        'सभी पासों के बाएँ फलकों पर कुल कितने बिंदु हैं?',
      ),
      value: left,
      slips: [sum(right), back],
      explain: T(
        `Each left face is 7 minus the right face: ${right.map((x) => `(7 − ${x})`).join(' + ')} = ${left}.`,
        `हर बायाँ फलक = 7 − दायाँ फलक: ${right.map((x) => `(7 − ${x})`).join(' + ')} = ${left}।`,
      ),
      check: () => search((t) => sum(t.map((s) => 7 - s[2]))),
    });
    const hidden = 7 * (n - 1) + (7 - top);
    ask({
      title: T('The hidden faces', 'छिपे हुए फलक'),
      statement: T(
        'What is the total number of dots on the faces that cannot be seen from any side (the faces touching another die or the table)?',
        'उन फलकों पर कुल कितने बिंदु हैं जो किसी भी ओर से दिखाई नहीं देते (जो किसी दूसरे पासे या मेज़ को छूते हैं)?',
      ),
      value: hidden,
      // Slips: forgetting the bottom of the lowest die, or counting the top die's top.
      slips: [7 * (n - 1), 7 * n, hidden + top],
      explain: T(
        `The top and bottom of each of the ${n - 1} lower dice are hidden: ${n - 1} × 7 = ${7 * (n - 1)}; of the top die only the bottom is hidden: 7 − ${top} = ${7 - top}. Total ${hidden}.`,
        `नीचे के ${n - 1} पासों में से हर एक का ऊपरी और निचला फलक छिपा है: ${n - 1} × 7 = ${7 * (n - 1)}; सबसे ऊपर वाले पासे का केवल निचला फलक छिपा है: 7 − ${top} = ${7 - top}। कुल ${hidden}।`,
      ),
      check: () =>
        search((t) => {
          let s = 7 - get(t, n - 1)[0]; // the bottom of the lowest die
          for (let k = 0; k < n - 1; k++) s += 7 - get(t, k)[0] + get(t, k + 1)[0];
          return s;
        }),
    });
    const seen = top + 14 * n;
    ask({
      title: T('All the faces seen', 'दिखाई देने वाले सभी फलक'),
      statement: T(
        'Walking around the tower and looking from above, what is the total number of dots on all the faces that can be seen?',
        'मीनार के चारों ओर घूमकर और ऊपर से देखने पर, दिखाई देने वाले सभी फलकों पर कुल कितने बिंदु हैं?',
      ),
      value: seen,
      slips: [14 * n, 21 * n - hidden, seen + 7],
      explain: T(
        `The four side faces of a die are two opposite pairs, 7 + 7 = 14 dots, whatever the die: ${n} × 14 = ${14 * n}; add the top ${top}: ${seen}.`,
        `किसी भी पासे के चार बगल वाले फलक दो विपरीत जोड़े हैं, 7 + 7 = 14 बिंदु: ${n} × 14 = ${14 * n}; ऊपर का ${top} जोड़ें: ${seen}।`,
      ),
      check: () => search((t) => get(t, 0)[0] + sum(t.map((s) => s[1] + s[2] + (7 - s[1]) + (7 - s[2])))),
    });
    const body = both((lang) =>
      [
        lang === 'en'
          ? `${n === 3 ? 'Three' : 'Four'} standard dice, on each of which opposite faces add up to 7, are stacked one on another on a table. The top face of the highest die shows ${top}. The front and right faces of the dice are:`
          : `${n === 3 ? 'तीन' : 'चार'} मानक पासे, जिनमें से हर एक पर विपरीत फलकों का योग 7 है, एक मेज़ पर एक के ऊपर एक रखे हैं। सबसे ऊपर वाले पासे के ऊपरी फलक पर ${top} है। पासों के सामने और दाएँ फलक इस प्रकार हैं:`,
        mdTable(
          lang === 'en' ? ['Die (from the top)', 'Front', 'Right'] : ['पासा (ऊपर से)', 'सामने', 'दायाँ'],
          range(n).map((k) => [String(k + 1), String(get(front, k)), String(get(right, k))]),
        ),
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T('A tower of dice', 'पासों की मीनार'), body },
      questions,
      numbers: [top],
    };
  },
};
