import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { menAndWomen } from '../shared/person-names.js';

/**
 * Direction sense without distances: the sun and shadows, a compass whose names are turned, and a
 * clock laid flat (also the compass helpers the other direction files share). `generate` counts in
 * eighths of a turn clockwise from North; `check` turns unit vectors or tries every candidate.
 */

/** The eight directions, clockwise from North (index = eighths of a turn). */
export const DIRS8 = [
  { en: 'North', hi: 'उत्तर' },
  { en: 'North-East', hi: 'उत्तर-पूर्व' },
  { en: 'East', hi: 'पूर्व' },
  { en: 'South-East', hi: 'दक्षिण-पूर्व' },
  { en: 'South', hi: 'दक्षिण' },
  { en: 'South-West', hi: 'दक्षिण-पश्चिम' },
  { en: 'West', hi: 'पश्चिम' },
  { en: 'North-West', hi: 'उत्तर-पश्चिम' },
] as const;
export const dir8 = (i: number) => DIRS8[((i % 8) + 8) % 8] ?? DIRS8[0];

/** Unit vectors (x east, y north) of the eight directions; diagonals are (±1, ±1). */
export const VEC8: readonly [number, number][] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];
/** The direction index of a vector whose coordinates are -1, 0 or 1. */
export const vecIndex = (x: number, y: number) =>
  VEC8.findIndex(([vx, vy]) => vx === Math.sign(x) && vy === Math.sign(y));
/** A quarter turn clockwise of a vector. */
export const rightOf = ([x, y]: readonly [number, number]): [number, number] => [y, -x];

export const WALKERS = menAndWomen(
  ['Ravi', 'Amit', 'Suresh', 'Mohan', 'Rahul', 'Karan', 'Deepak', 'Vivek'],
  ['Sita', 'Priya', 'Neha', 'Anjali', 'Pooja', 'Kavita', 'Meena', 'Radha'],
);

/** Options made of direction names: the right one first among distinct mistakes, shuffled. */
export function directionOptions(
  rng: { shuffle<T>(items: readonly T[]): T[] },
  correct: number,
  mistakes: number[],
): { options: { en: string; hi: string }[]; correctIndex: number } {
  const right = dir8(correct);
  const seen = new Set<string>([right.en]);
  const wrong: { en: string; hi: string }[] = [];
  for (const m of [...mistakes, correct + 4, correct + 2, correct - 2, correct + 1, correct - 1]) {
    const d = dir8(m);
    if (wrong.length < 3 && !seen.has(d.en)) {
      seen.add(d.en);
      wrong.push(d);
    }
  }
  const options = rng.shuffle([right, ...wrong]);
  return { options, correctIndex: options.indexOf(right) };
}

/** The side (in quarter turns clockwise from the front) on which a thing lies, as seen by a person. */
function sideLabel(side: number, m: boolean) {
  const him = m ? 'him' : 'her';
  const his = m ? 'his' : 'her';
  return (
    [
      { en: `in front of ${him}`, hi: 'उसके सामने' },
      { en: `to ${his} right`, hi: 'उसके दाईं ओर' },
      { en: `behind ${him}`, hi: 'उसके पीछे' },
      { en: `to ${his} left`, hi: 'उसके बाईं ओर' },
    ][((side % 4) + 4) % 4] ?? { en: '', hi: '' }
  );
}

/** The quarter turns clockwise from `facing` to `towards` (both direction indices), by turning a vector. */
function quarterTurns(facing: number, towards: number): number {
  let v = VEC8[facing] ?? [0, 1];
  for (let turns = 0; turns < 4; turns++) {
    if (vecIndex(v[0], v[1]) === towards) return turns;
    v = rightOf(v);
  }
  return -1;
}

/** Morning sun, evening sun and the side a shadow falls on: the shadow's side, or the way one faces. */
export const directionSenseSunShadow: QuestionGenerator = {
  id: 'direction-sense/sun-and-shadow',
  topic: 'direction-sense',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const [p, q] = rng.shuffle(WALKERS);
    if (!p || !q) throw new Error('two people needed');
    const morning = rng.next() < 0.5;
    const sun = morning ? 2 : 6; // East in the morning, West in the evening
    const shadow = (sun + 4) % 8;
    const kind = rng.pick(['side', 'facing', 'other'] as const);
    const facing = rng.pick([0, 2, 4, 6]); // p faces this way
    const side = ((((shadow - facing) / 2) % 4) + 4) % 4; // 0 front, 1 right, 2 behind, 3 left
    const when = morning
      ? { en: 'One morning, soon after sunrise,', hi: 'एक दिन सुबह सूर्योदय के कुछ देर बाद' }
      : { en: 'One evening, shortly before sunset,', hi: 'एक दिन शाम को सूर्यास्त से कुछ देर पहले' };
    const stood = p.m ? 'खड़ा था' : 'खड़ी थी';
    const sunLine = {
      en: `${morning ? 'In the morning the sun is in the East' : 'In the evening the sun is in the West'}, so a shadow falls towards the ${dir8(shadow).en}.`,
      hi: `${morning ? 'सुबह सूर्य पूर्व में होता है' : 'शाम को सूर्य पश्चिम में होता है'}, अतः परछाई ${dir8(shadow).hi} की ओर पड़ती है।`,
    };
    const answerSide = sideLabel(side, p.m);
    if (kind === 'side') {
      const options = rng.shuffle([0, 1, 2, 3].map((k) => sideLabel(k, p.m))).map((o) => ({
        en: capital(o.en),
        hi: o.hi,
      }));
      const correctIndex = options.findIndex((o) => o.en === capital(answerSide.en));
      return {
        title: { en: 'Side of the shadow', hi: 'परछाई किस ओर' },
        type: 'single',
        statement: {
          en: `${when.en} ${p.en} was standing in an open field, facing ${dir8(facing).en}. On which side of ${p.en} did ${p.m ? 'his' : 'her'} shadow fall?`,
          hi: `${when.hi} ${p.hi} एक खुले मैदान में ${dir8(facing).hi} की ओर मुँह करके ${stood}। ${p.hi} की परछाई किस ओर पड़ी?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            sunLine.en,
            `Facing ${dir8(facing).en}, the ${dir8(shadow).en} is ${answerSide.en}.`,
            '',
            `**Answer: ${capital(answerSide.en)}**`,
          ].join('\n\n'),
          hi: [
            sunLine.hi,
            `${dir8(facing).hi} की ओर मुँह होने पर ${dir8(shadow).hi} दिशा ${answerSide.hi} होती है।`,
            '',
            `**उत्तर: ${answerSide.hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 35,
        numbers: [],
        check(): QuestionAnswer {
          const turns = quarterTurns(facing, morning ? 6 : 2);
          const text = capital(sideLabel(turns, p.m).en);
          return { kind: 'choice', correct: [options.findIndex((o) => o.en === text)] };
        },
      };
    }
    // The shadow's side is given; which way does p (or q, standing face to face with p) face?
    const shift = kind === 'other' ? 4 : 0;
    const asked = facing + shift;
    const { options, correctIndex } = directionOptions(
      rng,
      asked,
      [2 * shadow - facing, facing + 4, shadow, sun].map((d) => d + shift), // mirrors the side; reverses; faces the shadow; faces the sun
    );
    const story =
      kind === 'other'
        ? {
            en: `${when.en} ${p.en} and ${q.en} were talking, standing face to face. ${p.en}'s shadow fell exactly ${answerSide.en}. Which direction was ${q.en} facing?`,
            hi: `${when.hi} ${p.hi} और ${q.hi} आमने-सामने खड़े होकर बात कर रहे थे। ${p.hi} की परछाई ठीक ${answerSide.hi} पड़ रही थी। ${q.hi} का मुँह किस दिशा में था?`,
          }
        : {
            en: `${when.en} ${p.en} was standing in an open field. ${capital(p.m ? 'his' : 'her')} shadow fell exactly ${answerSide.en}. Which direction was ${p.en} facing?`,
            hi: `${when.hi} ${p.hi} एक खुले मैदान में ${stood}। उसकी परछाई ठीक ${answerSide.hi} पड़ रही थी। ${p.hi} का मुँह किस दिशा में था?`,
          };
    const facingLine = {
      en: `The shadow points ${dir8(shadow).en} and lies ${[`in front of ${p.en}`, `to ${p.en}'s right`, `behind ${p.en}`, `to ${p.en}'s left`][side]}, so ${p.en} faces ${dir8(facing).en}.`,
      hi: `परछाई ${dir8(shadow).hi} की ओर है और ${p.hi} के ${['सामने', 'दाईं ओर', 'पीछे', 'बाईं ओर'][side]} है, अतः ${p.hi} का मुँह ${dir8(facing).hi} की ओर है।`,
    };
    const otherLine = {
      en: `${q.en} faces ${p.en}, i.e. the opposite way: ${dir8(asked).en}.`,
      hi: `${q.hi} का मुँह ${p.hi} की ओर, यानी विपरीत दिशा में है: ${dir8(asked).hi}।`,
    };
    const extra = kind === 'other' ? [otherLine] : [];
    return {
      title: { en: 'Facing direction from a shadow', hi: 'परछाई से मुख की दिशा' },
      type: 'single',
      statement: story,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [sunLine.en, facingLine.en, ...extra.map((l) => l.en), '', `**Answer: ${dir8(asked).en}**`].join(
          '\n\n',
        ),
        hi: [sunLine.hi, facingLine.hi, ...extra.map((l) => l.hi), '', `**उत्तर: ${dir8(asked).hi}**`].join(
          '\n\n',
        ),
      },
      expectedSeconds: kind === 'other' ? 50 : 40,
      numbers: [],
      check(): QuestionAnswer {
        // Try the four ways p could face; keep those that put the shadow (away from the sun) on the stated side.
        const fits = [0, 2, 4, 6].filter((f) => quarterTurns(f, morning ? 6 : 2) === side);
        const ways = fits.map((f) => dir8(kind === 'other' ? f + 4 : f).en);
        if (ways.length !== 1) return { kind: 'choice', correct: [-1] };
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === ways[0])] };
      },
    };
  },
};

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A clockwise angle in eighths, read as "135° clockwise" or "90° anticlockwise". */
function turnWords(r: number): { en: string; hi: string } {
  const deg = (((r % 8) + 8) % 8) * 45;
  return deg <= 180
    ? { en: `${deg}° clockwise`, hi: `${deg}° दक्षिणावर्त` }
    : { en: `${360 - deg}° anticlockwise`, hi: `${360 - deg}° वामावर्त` };
}

/** The whole compass is renamed by one turn, shown by two examples: what is a direction called? */
export const directionSenseRenamedCompass: QuestionGenerator = {
  id: 'direction-sense/renamed-compass',
  topic: 'direction-sense',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const r = rng.int(1, 7); // a real direction d is called d + r
    const d1 = rng.int(0, 7);
    const d2 = rng.pick([1, 2, 3, 5, 6, 7].map((k) => (d1 + k) % 8));
    const askName = rng.next() < 0.6;
    const x = rng.pick([0, 1, 2, 3, 4, 5, 6, 7].filter((d) => d !== d1 && d !== d2 && d + r !== d1 + r));
    const value = askName ? x + r : x; // asked: the name of x, or the direction whose name is x + r
    const { options, correctIndex } = directionOptions(
      rng,
      value,
      askName ? [x - r, x, x + r + 4] : [x + 2 * r, x + r, x + 4], // turns the wrong way; no change; opposite
    );
    const t = turnWords(r);
    const named = (d: number) => ({
      en: `${dir8(d).en} is called ${dir8(d + r).en}`,
      hi: `${dir8(d).hi} को ${dir8(d + r).hi} कहा जाता है`,
    });
    const question = askName
      ? { en: `What is ${dir8(x).en} called?`, hi: `${dir8(x).hi} को क्या कहा जाता है?` }
      : {
          en: `Which direction is called ${dir8(x + r).en}?`,
          hi: `किस दिशा को ${dir8(x + r).hi} कहा जाता है?`,
        };
    const deg = (d: number) => (((d % 8) + 8) % 8) * 45;
    return {
      title: { en: 'Renamed compass directions', hi: 'बदले हुए दिशा-नाम' },
      type: 'single',
      statement: {
        en: `In a certain town the directions are renamed: ${named(d1).en}, ${named(d2).en}, and every other direction is renamed in the same way (the whole compass is turned). ${question.en}`,
        hi: `एक शहर में दिशाओं के नाम बदल दिए गए हैं: ${named(d1).hi}, ${named(d2).hi}, और बाकी सभी दिशाओं के नाम भी इसी प्रकार (पूरे दिशा-चक्र को घुमाकर) बदले गए हैं। ${question.hi}`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Measure clockwise from North. ${dir8(d1).en} ($${deg(d1)}^\\circ$) is called ${dir8(d1 + r).en} ($${deg(d1 + r)}^\\circ$): every name is the real direction turned ${t.en}.`,
          `Check: ${dir8(d2).en} ($${deg(d2)}^\\circ$) turned ${t.en} is ${dir8(d2 + r).en}, as given.`,
          askName
            ? `So ${dir8(x).en} ($${deg(x)}^\\circ$) is called ${dir8(x + r).en} ($${deg(x + r)}^\\circ$).`
            : `Turn back: the direction called ${dir8(x + r).en} is ${dir8(x).en}.`,
          '',
          `**Answer: ${dir8(value).en}**`,
        ].join('\n\n'),
        hi: [
          `उत्तर से दक्षिणावर्त कोण मापिए। ${dir8(d1).hi} ($${deg(d1)}^\\circ$) को ${dir8(d1 + r).hi} ($${deg(d1 + r)}^\\circ$) कहा जाता है: हर नाम वास्तविक दिशा को ${t.hi} घुमाने से मिलता है।`,
          `जाँच: ${dir8(d2).hi} ($${deg(d2)}^\\circ$) को ${t.hi} घुमाने पर ${dir8(d2 + r).hi} मिलता है, जैसा दिया है।`,
          askName
            ? `अतः ${dir8(x).hi} ($${deg(x)}^\\circ$) को ${dir8(x + r).hi} ($${deg(x + r)}^\\circ$) कहा जाता है।`
            : `उलटा घुमाइए: जिस दिशा को ${dir8(x + r).hi} कहा जाता है, वह ${dir8(x).hi} है।`,
          '',
          `**उत्तर: ${dir8(value).hi}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [],
      check(): QuestionAnswer {
        // Every turn and every mirror image of the compass that fits both examples.
        const maps: ((d: number) => number)[] = [];
        for (let k = 0; k < 8; k++) {
          maps.push((d) => (d + k) % 8);
          maps.push((d) => (((k - d) % 8) + 8) % 8);
        }
        const fit = maps.filter((m) => m(d1) === (d1 + r) % 8 && m(d2) === (d2 + r) % 8);
        const answers = new Set(
          fit.map((m) =>
            askName ? m(x) : ([0, 1, 2, 3, 4, 5, 6, 7].find((d) => m(d) === (x + r) % 8) ?? -1),
          ),
        );
        if (answers.size !== 1) return { kind: 'choice', correct: [-1] };
        const [only = -1] = [...answers];
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === dir8(only).en)] };
      },
    };
  },
};

const CLOCK_TIMES = [
  { h: 1, m: 30 },
  { h: 3, m: 0 },
  { h: 4, m: 30 },
  { h: 6, m: 0 },
  { h: 7, m: 30 },
  { h: 9, m: 0 },
  { h: 10, m: 30 },
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].flatMap((h) => [15, 30, 45].map((m) => ({ h, m }))),
];

/** A clock laid flat with its 12 towards a given direction: where does a hand point at a later time? */
export const directionSenseClockHands: QuestionGenerator = {
  id: 'direction-sense/clock-hand-direction',
  topic: 'direction-sense',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const d0 = rng.int(0, 7);
    // Hour-hand times put the hour hand on a multiple of 45°; minute-hand times the minute hand.
    const hourTimes = CLOCK_TIMES.filter((t) => (t.h * 60 + t.m) % 90 === 0);
    const minuteTimes = CLOCK_TIMES.filter((t) => t.m % 15 === 0 && t.m !== 0);
    const askHour = rng.next() < 0.55;
    const time = rng.pick(askHour ? hourTimes : minuteTimes);
    const eighths = askHour ? (time.h * 60 + time.m) / 90 : time.m / 7.5;
    const other = askHour ? time.m / 7.5 : undefined; // where the minute hand points (the hands confused)
    const value = d0 + eighths;
    const { options, correctIndex } = directionOptions(
      rng,
      value,
      [d0 - eighths, ...(other !== undefined ? [d0 + other] : []), d0, value + 4], // anticlockwise; the other hand; no move; opposite
    );
    const clock = `${time.h}:${String(time.m).padStart(2, '0')}`;
    const part = time.h <= 3 ? 'दोपहर' : time.h <= 6 ? 'शाम' : 'रात';
    const hand = askHour ? { en: 'hour hand', hi: 'घंटे की सुई' } : { en: 'minute hand', hi: 'मिनट की सुई' };
    const given = rng.pick([
      { en: 'minute hand', hi: 'मिनट की सुई' },
      { en: 'hour hand', hi: 'घंटे की सुई' },
    ]);
    const deg = eighths * 45;
    const handLine = askHour
      ? {
          en: `The hour hand turns $30^\\circ$ an hour: at ${clock} it has turned $${time.h} \\times 30 + ${time.m} \\times 0.5 = ${deg}^\\circ$ clockwise from 12.`,
          hi: `घंटे की सुई एक घंटे में $30^\\circ$ घूमती है: ${clock} बजे तक वह 12 से दक्षिणावर्त $${time.h} \\times 30 + ${time.m} \\times 0.5 = ${deg}^\\circ$ घूम चुकी होती है।`,
        }
      : {
          en: `The minute hand turns $6^\\circ$ a minute: at ${clock} it points $${time.m} \\times 6 = ${deg}^\\circ$ clockwise from 12.`,
          hi: `मिनट की सुई एक मिनट में $6^\\circ$ घूमती है: ${clock} बजे वह 12 से दक्षिणावर्त $${time.m} \\times 6 = ${deg}^\\circ$ पर होती है।`,
        };
    return {
      title: { en: 'Direction of a clock hand', hi: 'घड़ी की सुई की दिशा' },
      type: 'single',
      statement: {
        en: `A clock is laid flat on a table so that at 12 noon its ${given.en} points towards the ${dir8(d0).en}. In which direction will its ${hand.en} point at ${clock} pm?`,
        hi: `एक घड़ी मेज़ पर इस प्रकार सीधी रखी है कि दोपहर 12 बजे उसकी ${given.hi} ${dir8(d0).hi} की ओर है। ${part} ${clock} बजे उसकी ${hand.hi} किस दिशा में होगी?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `At 12 noon both hands point to 12, so the 12 of the dial faces ${dir8(d0).en}.`,
          handLine.en,
          `Turning ${dir8(d0).en} by $${deg}^\\circ$ clockwise gives ${dir8(value).en}.`,
          '',
          `**Answer: ${dir8(value).en}**`,
        ].join('\n\n'),
        hi: [
          `दोपहर 12 बजे दोनों सुइयाँ 12 पर होती हैं, अतः डायल का 12 ${dir8(d0).hi} की ओर है।`,
          handLine.hi,
          `${dir8(d0).hi} को $${deg}^\\circ$ दक्षिणावर्त घुमाने पर ${dir8(value).hi} मिलता है।`,
          '',
          `**उत्तर: ${dir8(value).hi}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [],
      check(): QuestionAnswer {
        // Run the clock minute by minute, then walk round the dial in 45° steps from the 12.
        let angle = 0;
        for (let minute = 0; minute < time.h * 60 + time.m; minute++) angle += askHour ? 0.5 : 6;
        let [x, y] = VEC8[d0] ?? [0, 1];
        for (let a = 0; a < angle % 360; a += 45) [x, y] = [Math.sign(x + y), Math.sign(y - x)];
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === dir8(vecIndex(x, y)).en)] };
      },
    };
  },
};
