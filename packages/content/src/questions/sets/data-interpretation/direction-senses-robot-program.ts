import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { retry } from './group-d8-kit.js';
import {
  both,
  choiceQuestion,
  get,
  numericQuestion,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Direction sense — a robot's program with a loop (CAT, Placements): a delivery robot on a grid of
 * streets starts at the depot facing north and runs a short program: a few commands, a block repeated
 * several times, a few more commands. The questions ask where it ends, which way it faces, the
 * direction of the end point and the farthest it goes east. `generate` works block by block (the
 * block's own move and turn, turned by the heading it starts with); each checker runs the program
 * command by command with complex numbers.
 */

type Cmd = { op: 'F'; n: number } | { op: 'R' } | { op: 'L' } | { op: 'U' };
const DIRS: readonly Text[] = [T('north', 'उत्तर'), T('east', 'पूर्व'), T('south', 'दक्षिण'), T('west', 'पश्चिम')];
const STEP = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
] as const;
const show = (c: Cmd) => (c.op === 'F' ? `F${c.n}` : c.op);

/** Moves of one run of commands from heading h: displacement, final heading, and the x after each step. */
function run(cmds: readonly Cmd[], h0: number): { dx: number; dy: number; h: number; xs: number[] } {
  let h = h0;
  let dx = 0;
  let dy = 0;
  const xs: number[] = [];
  for (const c of cmds) {
    if (c.op === 'R') h = (h + 1) % 4;
    else if (c.op === 'L') h = (h + 3) % 4;
    else if (c.op === 'U') h = (h + 2) % 4;
    else {
      const [sx, sy] = get(STEP, h);
      for (let i = 0; i < c.n; i++) {
        dx += sx;
        dy += sy;
        xs.push(dx);
      }
    }
  }
  return { dx, dy, h, xs };
}
/** The whole program command by command with complex numbers (heading a + bi, R multiplies by −i). */
function replay(pre: readonly Cmd[], block: readonly Cmd[], times: number, post: readonly Cmd[]) {
  const all = [...pre, ...range(times).flatMap(() => [...block]), ...post];
  let [hx, hy] = [0, 1];
  let x = 0;
  let y = 0;
  let maxX = 0;
  for (const c of all) {
    if (c.op === 'R') [hx, hy] = [hy, -hx];
    else if (c.op === 'L') [hx, hy] = [-hy, hx];
    else if (c.op === 'U') [hx, hy] = [-hx, -hy];
    else
      for (let i = 0; i < c.n; i++) {
        x += hx;
        y += hy;
        maxX = Math.max(maxX, x);
      }
  }
  return { x, y, hx, hy, maxX };
}
function compass(x: number, y: number): Text {
  const ns = y > 0 ? T('north', 'उत्तर') : y < 0 ? T('south', 'दक्षिण') : null;
  const ew = x > 0 ? T('east', 'पूर्व') : x < 0 ? T('west', 'पश्चिम') : null;
  if (ns && ew) return T(`${ns.en}-${ew.en}`, `${ns.hi}-${ew.hi}`);
  return ns ?? ew ?? T('at the depot', 'डिपो पर ही');
}
const ALL8 = ['north', 'south', 'east', 'west', 'north-east', 'north-west', 'south-east', 'south-west'].map(
  (d) =>
    compass(
      d.includes('east') ? 1 : d.includes('west') ? -1 : 0,
      d.includes('north') ? 1 : d.includes('south') ? -1 : 0,
    ),
);

function attempt(rng: Rng): GeneratedSet | null {
  const turn = (): Cmd => rng.pick<Cmd>([{ op: 'R' }, { op: 'L' }, { op: 'R' }, { op: 'L' }, { op: 'U' }]);
  const fwd = (): Cmd => ({ op: 'F', n: rng.int(1, 5) });
  const pre: Cmd[] = [fwd(), turn(), fwd()];
  const block: Cmd[] = rng.next() < 0.5 ? [fwd(), turn(), fwd()] : [turn(), fwd(), turn(), fwd()];
  const times = rng.int(3, 5);
  const post: Cmd[] = [turn(), fwd()];
  // Block by block: the block moves (bx, by) and turns by bt when started facing north; started
  // facing h, its move is turned by h.
  const p1 = run(pre, 0);
  let x = p1.dx;
  let y = p1.dy;
  let h = p1.h;
  let maxX = Math.max(0, ...p1.xs);
  for (let i = 0; i < times; i++) {
    const r = run(block, h);
    maxX = Math.max(maxX, ...r.xs.map((v) => x + v));
    x += r.dx;
    y += r.dy;
    h = r.h;
  }
  const p2 = run(post, h);
  maxX = Math.max(maxX, ...p2.xs.map((v) => x + v));
  x += p2.dx;
  y += p2.dy;
  h = p2.h;
  if (x === 0 || y === 0 || maxX === 0) return null;
  const blockTurn = run(block, 0).h;
  const prog = `${pre.map(show).join(' ')} REPEAT ${times} [ ${block.map(show).join(' ')} ] ${post.map(show).join(' ')}`;
  const how = both((lang) => {
    const lines: string[] = [];
    const fmt = (a: number, b: number) => `(${a}, ${b})`;
    let cx = p1.dx;
    let cy = p1.dy;
    let ch = p1.h;
    lines.push(
      lang === 'en'
        ? `Put the depot at (0, 0), east and north positive. After ${pre.map(show).join(' ')}: ${fmt(cx, cy)}, facing ${get(DIRS, ch).en}.`
        : `डिपो को (0, 0) पर रखें, पूर्व और उत्तर धनात्मक। ${pre.map(show).join(' ')} के बाद: ${fmt(cx, cy)}, मुँह ${get(DIRS, ch).hi} की ओर।`,
    );
    for (let i = 0; i < times; i++) {
      const r = run(block, ch);
      cx += r.dx;
      cy += r.dy;
      ch = r.h;
      lines.push(
        lang === 'en'
          ? `After round ${i + 1} of the loop: ${fmt(cx, cy)}, facing ${get(DIRS, ch).en}.`
          : `लूप के चक्कर ${i + 1} के बाद: ${fmt(cx, cy)}, मुँह ${get(DIRS, ch).hi} की ओर।`,
      );
    }
    lines.push(
      lang === 'en'
        ? `After ${post.map(show).join(' ')}: ${fmt(x, y)}, facing ${get(DIRS, h).en}. (Each round of the loop turns the robot ${['not at all', '90° right', 'round (180°)', '90° left'][blockTurn]}${blockTurn === 0 ? ', so every round moves it the same way' : ', so the rounds move it in turned directions'}.)`
        : `${post.map(show).join(' ')} के बाद: ${fmt(x, y)}, मुँह ${get(DIRS, h).hi} की ओर। (लूप का हर चक्कर रोबोट को ${['बिल्कुल नहीं घुमाता', '90° दाएँ घुमाता है', 'पूरा पीछे (180°) घुमाता है', '90° बाएँ घुमाता है'][blockTurn]}${blockTurn === 0 ? ', अतः हर चक्कर उसे एक ही ओर ले जाता है' : ', अतः चक्कर उसे घूमी हुई दिशाओं में ले जाते हैं'}।)`,
    );
    return lines.map((l) => `- ${l}`).join('\n');
  });
  const again = () => replay(pre, block, times, post);
  const qs: GeneratedQuestion[] = [];
  qs.push(
    numericQuestion({
      title: T('Blocks from the depot', 'डिपो से ब्लॉक'),
      statement: T(
        'At the end, what is the shortest distance from the robot back to the depot along the streets (in blocks)?',
        'अंत में सड़कों के रास्ते रोबोट से डिपो तक की न्यूनतम दूरी (ब्लॉकों में) कितनी है?',
      ),
      value: Math.abs(x) + Math.abs(y),
      solution: both((lang) => `${how[lang]}\n\n|${x}| + |${y}| = ${Math.abs(x) + Math.abs(y)}`),
      seconds: 180,
      check: () => {
        const r = again();
        return Math.abs(r.x) + Math.abs(r.y);
      },
    }),
  );
  const dirMade = textOptions(rng, compass(x, y), [compass(-x, -y), compass(y, x), compass(x, -y)], ALL8);
  qs.push(
    choiceQuestion(
      {
        title: T('Where the robot stops', 'रोबोट कहाँ रुकता है'),
        statement: T(
          'In which direction from the depot does the robot stop?',
          'रोबोट डिपो से किस दिशा में रुकता है?',
        ),
        explain: T(
          `It stops at (${x}, ${y}): ${compass(x, y).en} of the depot.`,
          `वह (${x}, ${y}) पर रुकता है: डिपो से ${compass(x, y).hi}।`,
        ),
        answer: compass(x, y),
        ...dirMade,
        seconds: 180,
        checkAnswer: () => {
          const r = again();
          return compass(r.x, r.y).en;
        },
      },
      how,
    ),
  );
  const faceMade = textOptions(rng, get(DIRS, h), [get(DIRS, (h + 2) % 4)], DIRS);
  qs.push(
    choiceQuestion(
      {
        title: T('Facing at the end', 'अंत में रोबोट का मुँह'),
        statement: T(
          'Which way is the robot facing when the program ends?',
          'प्रोग्राम समाप्त होने पर रोबोट का मुँह किस ओर है?',
        ),
        explain: T(`It ends facing ${get(DIRS, h).en}.`, `अंत में उसका मुँह ${get(DIRS, h).hi} की ओर है।`),
        answer: get(DIRS, h),
        ...faceMade,
        seconds: 150,
        checkAnswer: () => {
          const r = again();
          return get(
            DIRS,
            STEP.findIndex(([a, b]) => a === r.hx && b === r.hy),
          ).en;
        },
      },
      how,
    ),
  );
  qs.push(
    numericQuestion({
      title: T('Farthest east', 'सबसे अधिक पूर्व'),
      statement: T(
        'How many blocks east of the depot is the easternmost point the robot reaches during the program?',
        'प्रोग्राम के दौरान रोबोट जिस सबसे पूर्वी बिंदु तक पहुँचता है, वह डिपो से कितने ब्लॉक पूर्व में है?',
      ),
      value: maxX,
      solution: both(
        (lang) =>
          `${how[lang]}\n\n${lang === 'en' ? `Following the moves step by step, the largest east coordinate reached is ${maxX}.` : `हर कदम पर देखें तो पहुँचा गया सबसे बड़ा पूर्व निर्देशांक ${maxX} है।`}`,
      ),
      seconds: 200,
      check: () => again().maxX,
    }),
  );
  const body = both((lang) =>
    lang === 'en'
      ? `A delivery robot moves on a grid of streets, one block at a time. It starts at the depot facing north and understands four commands: Fn (go forward n blocks), R (turn 90° right), L (turn 90° left) and U (turn round, 180°). "REPEAT k [ … ]" runs the commands in the brackets k times in a row. Its program today is:\n\n\`${prog}\``
      : `एक डिलीवरी रोबोट सड़कों के ग्रिड पर एक-एक ब्लॉक चलता है। वह डिपो से उत्तर की ओर मुँह करके शुरू करता है और चार आदेश समझता है: Fn (n ब्लॉक आगे चलो), R (90° दाएँ मुड़ो), L (90° बाएँ मुड़ो) और U (पूरा पीछे मुड़ो, 180°)। "REPEAT k [ … ]" (दोहराओ) कोष्ठक के आदेशों को लगातार k बार चलाता है। आज उसका प्रोग्राम है:\n\n\`${prog}\``,
  );
  return {
    set: { kind: 'passage', title: T("A robot's program with a loop", 'लूप वाला रोबोट प्रोग्राम'), body },
    questions: rng.next() < 0.5 ? qs : [get(qs, 0), get(qs, 3), get(qs, 2), get(qs, 1)],
    numbers: [times],
  };
}

/** A robot program with a repeated block on a street grid: where it ends, facing, farthest east. */
export const directionRobotProgram: QuestionSetGenerator = {
  id: 'direction-senses/robot-program',
  topic: 'direction-senses',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
