import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { wholePositive } from './answer-formats.js';

/** One candidate fails by x marks at a%, another passes by y marks at b%: the maximum (or pass) marks. */
export const percentagesPassMarks: QuestionGenerator = {
  id: 'percentages/pass-marks',
  topic: 'percentages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let max = 0;
    let low = 0;
    let pass = 0;
    let high = 0;
    let short = 0;
    let over = 0;
    for (let tries = 0; tries < 200; tries++) {
      max = 50 * rng.int(4, 24);
      pass = rng.int(30, 45);
      low = rng.int(15, pass - 3);
      high = rng.int(pass + 3, 70);
      short = ((pass - low) * max) / 100;
      over = ((high - pass) * max) / 100;
      if (Number.isInteger(short) && Number.isInteger(over) && Number.isInteger((pass * max) / 100)) break;
    }
    const passMarks = (pass * max) / 100;
    const askMax = rng.next() < 0.6;
    const asked = askMax ? max : passMarks;
    const { options, correctIndex } = choiceOptions(
      rng,
      asked,
      wholePositive(
        askMax
          ? [
              (100 * Math.abs(over - short)) / (high - low), // subtracts the two gaps instead of adding them
              passMarks, // answers the pass marks
              Math.round((100 * (short + over)) / (high + low)), // divides by the sum of the two percentages
              Math.round((100 * (short + over)) / high), // uses only the higher percentage
            ]
          : [
              (low * max) / 100 - short, // takes the shortfall off the lower score
              (high * max) / 100 + over, // adds the excess to the higher score
              max, // answers the maximum marks
              (low * max) / 100 + over, // adds the wrong gap to the lower score
            ],
      ),
    );
    const statement = {
      en: `In an examination, a candidate who scores ${low}% of the maximum marks fails by ${short} marks, while another candidate who scores ${high}% gets ${over} marks more than the minimum pass marks. What are the ${askMax ? 'maximum marks' : 'minimum pass marks'}?`,
      hi: `एक परीक्षा में अधिकतम अंकों के ${low}% अंक पाने वाला परीक्षार्थी ${short} अंकों से अनुत्तीर्ण हो जाता है, जबकि ${high}% अंक पाने वाले दूसरे परीक्षार्थी को न्यूनतम उत्तीर्ण अंकों से ${over} अंक अधिक मिलते हैं। ${askMax ? 'अधिकतम अंक' : 'न्यूनतम उत्तीर्ण अंक'} कितने हैं?`,
    };
    const solution = {
      en: [
        `Let the maximum marks be $M$. The pass mark is ${short} above ${low}% of $M$ and ${over} below ${high}% of $M$.`,
        `So the two scores differ by $${short} + ${over} = ${short + over}$ marks: $\\frac{${high} - ${low}}{100} M = ${short + over}$, so $M = \\frac{${short + over} \\times 100}{${high - low}} = ${max}$.`,
        `Pass marks $= \\frac{${low}}{100} \\times ${max} + ${short} = ${(low * max) / 100} + ${short} = ${passMarks}$.`,
        '',
        `**Answer: ${asked}**`,
      ].join('\n\n'),
      hi: [
        `माना अधिकतम अंक $M$ हैं। उत्तीर्ण अंक $M$ के ${low}% से ${short} अधिक और $M$ के ${high}% से ${over} कम हैं।`,
        `अतः दोनों अंकों का अंतर $${short} + ${over} = ${short + over}$ है: $\\frac{${high} - ${low}}{100} M = ${short + over}$, अतः $M = \\frac{${short + over} \\times 100}{${high - low}} = ${max}$।`,
        `उत्तीर्ण अंक $= \\frac{${low}}{100} \\times ${max} + ${short} = ${(low * max) / 100} + ${short} = ${passMarks}$।`,
        '',
        `**उत्तर: ${asked}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Fails by some marks, passes by some', hi: 'कुछ अंकों से अनुत्तीर्ण, कुछ से उत्तीर्ण' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [low, short, high, over, asked],
      check() {
        // Try every maximum up to 5000: the two descriptions must name the same pass mark.
        for (let m = 1; m <= 5000; m++) {
          const fromLow = (low * m) / 100 + short;
          if (Number.isInteger(fromLow) && fromLow === (high * m) / 100 - over) {
            return { kind: 'choice', correct: [options.indexOf(String(askMax ? m : fromLow))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

const SUBJECT_PAIRS = [
  [
    { en: 'Hindi', hi: 'हिंदी' },
    { en: 'English', hi: 'अंग्रेज़ी' },
  ],
  [
    { en: 'Mathematics', hi: 'गणित' },
    { en: 'Science', hi: 'विज्ञान' },
  ],
  [
    { en: 'Physics', hi: 'भौतिकी' },
    { en: 'Chemistry', hi: 'रसायन विज्ञान' },
  ],
  [
    { en: 'History', hi: 'इतिहास' },
    { en: 'Geography', hi: 'भूगोल' },
  ],
] as const;

/** Failed in one subject, in the other, in both; the number who passed both: how many appeared. */
export const percentagesPassedBothSubjects: QuestionGenerator = {
  id: 'percentages/passed-both-subjects',
  topic: 'percentages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const [one, two] = rng.pick(SUBJECT_PAIRS);
    let a = 0;
    let b = 0;
    let c = 0;
    do {
      a = rng.int(10, 45);
      b = rng.int(10, 45);
      c = rng.int(3, Math.min(a, b) - 2);
    } while (100 - a - b + c < 20);
    const passed = 100 - a - b + c;
    // Every group (failed in one, in the other, in both) a whole number of candidates.
    const step = 100 / gcd(gcd(gcd(a, b), c), 100);
    const total = step * rng.int(Math.max(1, Math.ceil(200 / step)), Math.floor(5000 / step));
    const both = (passed * total) / 100;
    const { options, correctIndex } = choiceOptions(
      rng,
      total,
      wholePositive([
        Math.round((both * 100) / (100 - a - b)), // forgets to add back those who failed in both
        Math.round((both * 100) / (100 - a - b + 2 * c)), // adds back those who failed in both twice
        Math.round((both * 100) / (100 - Math.max(a, b))), // takes only the larger failure group
        Math.round((both * 100) / (100 - c)), // takes only those who failed in both as failures
      ]),
    );
    const statement = {
      en: `In an examination, ${a}% of the candidates failed in ${one.en}, ${b}% failed in ${two.en} and ${c}% failed in both subjects. If ${both} candidates passed in both subjects, how many candidates appeared in the examination?`,
      hi: `एक परीक्षा में ${a}% परीक्षार्थी ${one.hi} में, ${b}% ${two.hi} में और ${c}% दोनों विषयों में अनुत्तीर्ण हुए। यदि ${both} परीक्षार्थी दोनों विषयों में उत्तीर्ण हुए, तो कितने परीक्षार्थी परीक्षा में बैठे?`,
    };
    const failed = a + b - c;
    const solution = {
      en: [
        `Failed in at least one subject $= ${a}\\% + ${b}\\% - ${c}\\% = ${failed}\\%$ (those who failed in both are counted twice in ${a} + ${b}).`,
        `Passed in both $= 100\\% - ${failed}\\% = ${passed}\\%$ of the candidates.`,
        `$\\frac{${passed}}{100} \\times \\text{Total} = ${both}$, so $\\text{Total} = \\frac{${both} \\times 100}{${passed}} = ${total}$.`,
        '',
        `**Answer: ${total}**`,
      ].join('\n\n'),
      hi: [
        `कम से कम एक विषय में अनुत्तीर्ण $= ${a}\\% + ${b}\\% - ${c}\\% = ${failed}\\%$ (दोनों में अनुत्तीर्ण ${a} + ${b} में दो बार गिने गए हैं)।`,
        `दोनों में उत्तीर्ण $= 100\\% - ${failed}\\% = ${passed}\\%$ परीक्षार्थी।`,
        `$\\frac{${passed}}{100} \\times \\text{Total} = ${both}$, अतः कुल $= \\frac{${both} \\times 100}{${passed}} = ${total}$।`,
        '',
        `**उत्तर: ${total}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Passed in both subjects', hi: 'दोनों विषयों में उत्तीर्ण' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [a, b, c, both, total],
      check() {
        // Count the groups for each possible total until those who passed both match.
        for (let n = 1; n <= 10000; n++) {
          const failOne = (a * n) / 100;
          const failTwo = (b * n) / 100;
          const failBoth = (c * n) / 100;
          if (
            [failOne, failTwo, failBoth].every(Number.isInteger) &&
            n - (failOne + failTwo - failBoth) === both
          ) {
            return { kind: 'choice', correct: [options.indexOf(String(n))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/**
 * x% of boys and y% of girls pass, t% of all: the number failing gives the class, and the
 * question asks how many girls passed (alligation inside a percentage problem, TITA).
 */
export const percentagesBoysGirlsPassRate: QuestionGenerator = {
  id: 'percentages/boys-girls-pass-rate',
  topic: 'percentages',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL'],
  count: 60,
  generate(rng) {
    // A fallback that always works (40% and 80%, 60% overall: 1 boy to 1 girl), replaced by a draw.
    let [x, y, t, u, v, k] = [40, 80, 60, 1, 1, 50];
    for (let tries = 0; tries < 500; tries++) {
      const dx = 5 * rng.int(8, 19);
      const dy = 5 * rng.int(8, 19);
      if (dx === dy) continue;
      const dt = rng.int(Math.min(dx, dy) + 1, Math.max(dx, dy) - 1);
      // Boys : girls = |y − t| : |t − x| by alligation.
      const g = gcd(Math.abs(dy - dt), Math.abs(dt - dx));
      const du = Math.abs(dy - dt) / g;
      const dv = Math.abs(dt - dx) / g;
      // k copies of the ratio must make the passes whole: boys = uk, girls = vk.
      const unit = 100 / gcd(gcd(du * dx, 100), gcd(dv * dy, 100));
      const most = Math.floor(2000 / ((du + dv) * unit));
      if (most < 1 || du + dv > 40) continue;
      const dk = unit * rng.int(1, most);
      if ((du + dv) * dk < 60) continue;
      [x, y, t, u, v, k] = [dx, dy, dt, du, dv, dk];
      break;
    }
    const boys = u * k;
    const girls = v * k;
    const failed = (boys * (100 - x)) / 100 + (girls * (100 - y)) / 100;
    const girlsPassed = (girls * y) / 100;
    const statement = {
      en: `In a school examination, ${x}% of the boys and ${y}% of the girls passed, and ${t}% of all the students passed. If ${failed} students failed in all, how many girls passed?`,
      hi: `एक विद्यालय की परीक्षा में ${x}% लड़के और ${y}% लड़कियाँ उत्तीर्ण हुईं, और कुल विद्यार्थियों में से ${t}% उत्तीर्ण हुए। यदि कुल ${failed} विद्यार्थी अनुत्तीर्ण हुए, तो कितनी लड़कियाँ उत्तीर्ण हुईं?`,
    };
    const perK = (u * (100 - x) + v * (100 - y)) / 100;
    // "k", "2k": never "1k".
    const times = (n: number) => (n === 1 ? 'k' : `${n}k`);
    const ratio =
      Math.abs(y - t) === u ? `${u} : ${v}` : `${Math.abs(y - t)} : ${Math.abs(t - x)} = ${u} : ${v}`;
    const solution = {
      en: [
        `The overall ${t}% is a weighted average of ${x}% (boys) and ${y}% (girls). By alligation, boys : girls $= |${y} - ${t}| : |${t} - ${x}| = ${ratio}$.`,
        `Let there be $${times(u)}$ boys and $${times(v)}$ girls. Failures: $\\frac{${100 - x}}{100} \\times ${times(u)} + \\frac{${100 - y}}{100} \\times ${times(v)} = ${times(perK)}$.`,
        `$${times(perK)} = ${failed}$ gives $k = ${k}$: ${boys} boys and ${girls} girls (check: $${100 - t}\\%$ of ${boys + girls} is ${failed}).`,
        `Girls who passed $= \\frac{${y}}{100} \\times ${girls} = ${girlsPassed}$.`,
        '',
        `**Answer: ${girlsPassed}**`,
      ].join('\n\n'),
      hi: [
        `कुल ${t}% उत्तीर्ण, ${x}% (लड़के) और ${y}% (लड़कियाँ) का भारित औसत है। मिश्रण नियम (एलीगेशन) से लड़के : लड़कियाँ $= |${y} - ${t}| : |${t} - ${x}| = ${ratio}$।`,
        `माना $${times(u)}$ लड़के और $${times(v)}$ लड़कियाँ हैं। अनुत्तीर्ण: $\\frac{${100 - x}}{100} \\times ${times(u)} + \\frac{${100 - y}}{100} \\times ${times(v)} = ${times(perK)}$।`,
        `$${times(perK)} = ${failed}$ से $k = ${k}$: ${boys} लड़के और ${girls} लड़कियाँ (जाँच: ${boys + girls} का $${100 - t}\\%$ = ${failed})।`,
        `उत्तीर्ण लड़कियाँ $= \\frac{${y}}{100} \\times ${girls} = ${girlsPassed}$।`,
        '',
        `**उत्तर: ${girlsPassed}**`,
      ].join('\n\n'),
    };
    return {
      title: {
        en: 'Boys and girls: pass rates and failures',
        hi: 'लड़के-लड़कियाँ: उत्तीर्ण प्रतिशत और अनुत्तीर्ण संख्या',
      },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: girlsPassed, tolerance: 0 },
      solution,
      expectedSeconds: 200,
      numbers: [x, y, t, failed, girlsPassed],
      check() {
        // Try every number of boys; the overall rate fixes the girls, and the failures must match.
        for (let b = 1; b <= 5000; b++) {
          const g = (b * (t - x)) / (y - t);
          if (!Number.isInteger(g) || g <= 0) continue;
          const fails = b - (b * x) / 100 + g - (g * y) / 100;
          if (Math.abs(fails - failed) < 1e-9) return { kind: 'numeric', value: (g * y) / 100, tolerance: 0 };
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
