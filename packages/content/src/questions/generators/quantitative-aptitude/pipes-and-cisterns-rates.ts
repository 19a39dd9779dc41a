import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { wholePositive } from './answer-formats.js';

/** Leak x hours, with an r litres-a-minute inlet y hours: the capacity 60·r·x·y / (y − x) is whole. */
const CAPACITY_CASES: { x: number; y: number; r: number }[] = [];
for (let x = 2; x <= 12; x++) {
  for (let y = x + 1; y <= x + 24; y++) {
    for (let r = 2; r <= 30; r++) {
      const capacity = (60 * r * x * y) / (y - x);
      if (Number.isInteger(capacity) && capacity <= 30_000) CAPACITY_CASES.push({ x, y, r });
    }
  }
}

/** A leak and an inlet given in litres a minute: the capacity of the tank from the two emptying times. */
export const pipesLeakCapacityInLitres: QuestionGenerator = {
  id: 'pipes-and-cisterns/capacity-from-inlet-litres',
  topic: 'pipes-and-cisterns',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const { x, y, r } = rng.pick(CAPACITY_CASES);
    const capacity = (60 * r * x * y) / (y - x);
    const perHour = 60 * r;
    const g = gcd(y - x, x * y);
    const part = `\\frac{${(y - x) / g}}{${(x * y) / g}}`;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      capacity,
      wholePositive([
        (r * x * y) / (y - x), // forgets to turn litres a minute into litres an hour
        (60 * r * x * y) / (y + x), // adds the two times in the denominator
        60 * r * y, // the inlet's litres over the slower emptying time
        60 * r * x,
      ]),
    );
    const statement = {
      en: `A leak at the bottom of a tank can empty the full tank in ${x} hours. An inlet pipe that lets in ${r} litres of water a minute is opened, and with both working the full tank is emptied in ${y} hours. What is the capacity of the tank?`,
      hi: `एक टंकी की तली का रिसाव भरी टंकी को ${x} घंटे में खाली कर सकता है। प्रति मिनट ${r} लीटर पानी भरने वाला एक नल खोल दिया जाता है, और दोनों के साथ चलने पर भरी टंकी ${y} घंटे में खाली होती है। टंकी की धारिता कितनी है?`,
    };
    const solution = {
      en: [
        `The inlet fills $${r} \\times 60 = ${perHour}$ litres an hour, i.e. $\\frac{1}{${x}} - \\frac{1}{${y}}$ of the tank an hour (the leak's rate minus the net emptying rate).`,
        `$\\frac{1}{${x}} - \\frac{1}{${y}} = ${part}$, so $${part} \\times C = ${perHour}$.`,
        `$C = \\frac{${perHour} \\times ${(x * y) / g}}{${(y - x) / g}} = ${capacity}$ litres.`,
        '',
        `**Answer: ${capacity} litres**`,
      ].join('\n\n'),
      hi: [
        `नल प्रति घंटा $${r} \\times 60 = ${perHour}$ लीटर भरता है, जो टंकी का $\\frac{1}{${x}} - \\frac{1}{${y}}$ भाग है (रिसाव की दर में से कुल खाली होने की दर घटाकर)।`,
        `$\\frac{1}{${x}} - \\frac{1}{${y}} = ${part}$, अतः $${part} \\times C = ${perHour}$।`,
        `$C = \\frac{${perHour} \\times ${(x * y) / g}}{${(y - x) / g}} = ${capacity}$ लीटर।`,
        '',
        `**उत्तर: ${capacity} लीटर**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Tank capacity from an inlet in litres', hi: 'लीटर में नल की दर से टंकी की धारिता' },
      type: 'single',
      statement,
      options: raw.map((t) => ({ en: `${t} litres`, hi: `${t} लीटर` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [x, r, y, capacity],
      check() {
        // The leak's own rate ℓ litres an hour: in y hours it removes the tank plus the inlet's water,
        // ℓ·y = ℓ·x + 60·r·y; the capacity is what it removes in x hours.
        const leak = (60 * r * y) / (y - x);
        const value = Math.round(leak * x * 100) / 100;
        return { kind: 'choice', correct: [raw.indexOf(String(value))] };
      },
    };
  },
};

/** The faster pipe's time x, the gap d and the time together t = x(x + d)/(2x + d), all whole. */
const GAP_CASES: { x: number; d: number; t: number }[] = [];
for (let x = 3; x <= 60; x++) {
  for (let d = 1; d <= 60; d++) {
    const t = (x * (x + d)) / (2 * x + d);
    if (Number.isInteger(t) && t >= 2) GAP_CASES.push({ x, d, t });
  }
}

/** `x^2 + bx + c` with the coefficients signed and a coefficient of one left out. */
function quadratic(b: number, c: number): string {
  const mid = b === 0 ? '' : b === 1 ? ' + x' : b === -1 ? ' - x' : b > 0 ? ` + ${b}x` : ` - ${-b}x`;
  return `x^2${mid} - ${-c} = 0`;
}

/** Two pipes together in t minutes, one d minutes faster than the other: a quadratic in the faster time. */
export const pipesFasterByMinutes: QuestionGenerator = {
  id: 'pipes-and-cisterns/one-faster-by-minutes',
  topic: 'pipes-and-cisterns',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    const { x, d, t } = rng.pick(GAP_CASES);
    const askFaster = rng.pick([true, false]);
    const value = askFaster ? x : x + d;
    const b = d - 2 * t;
    const disc = b * b + 4 * t * d;
    const root = Math.round(Math.sqrt(disc));
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      wholePositive([
        askFaster ? x + d : x, // the other pipe's time
        2 * t, // takes the two pipes as equally fast
        2 * t + (askFaster ? -d : d), // splits the gap around twice the time together
        t + d,
      ]),
    );
    const which = askFaster
      ? { en: 'the faster pipe', hi: 'तेज़ नल' }
      : { en: 'the slower pipe', hi: 'धीमा नल' };
    const statement = {
      en: `Two pipes together fill a tank in ${t} minutes. One of them alone takes ${d} ${d === 1 ? 'minute' : 'minutes'} longer than the other to fill it. In how many minutes can ${which.en} alone fill the tank?`,
      hi: `दो नल मिलकर एक टंकी को ${t} मिनट में भरते हैं। उनमें से एक अकेला उसे भरने में दूसरे से ${d} मिनट अधिक लेता है। ${which.hi} अकेला टंकी को कितने मिनट में भरेगा?`,
    };
    const solution = {
      en: [
        `Let the faster pipe take $x$ minutes; the slower takes $x + ${d}$.`,
        `$\\frac{1}{x} + \\frac{1}{x + ${d}} = \\frac{1}{${t}} \\Rightarrow ${t}(2x + ${d}) = x(x + ${d}) \\Rightarrow ${quadratic(b, -t * d)}$`,
        `$x = \\frac{${-b} + \\sqrt{${disc}} }{2} = \\frac{${-b + root}}{2} = ${x}$ (the other root is negative).`,
        askFaster
          ? `The faster pipe takes ${x} minutes (check: $\\frac{1}{${x}} + \\frac{1}{${x + d}} = \\frac{${2 * x + d}}{${x * (x + d)}} = \\frac{1}{${t}}$).`
          : `The slower pipe takes $${x} + ${d} = ${x + d}$ minutes (check: $\\frac{1}{${x}} + \\frac{1}{${x + d}} = \\frac{${2 * x + d}}{${x * (x + d)}} = \\frac{1}{${t}}$).`,
        '',
        `**Answer: ${value} minutes**`,
      ].join('\n\n'),
      hi: [
        `मान लें तेज़ नल $x$ मिनट लेता है; धीमा नल $x + ${d}$ मिनट।`,
        `$\\frac{1}{x} + \\frac{1}{x + ${d}} = \\frac{1}{${t}} \\Rightarrow ${t}(2x + ${d}) = x(x + ${d}) \\Rightarrow ${quadratic(b, -t * d)}$`,
        `$x = \\frac{${-b} + \\sqrt{${disc}} }{2} = \\frac{${-b + root}}{2} = ${x}$ (दूसरा मूल ऋणात्मक है)।`,
        askFaster
          ? `तेज़ नल ${x} मिनट लेता है (जाँच: $\\frac{1}{${x}} + \\frac{1}{${x + d}} = \\frac{${2 * x + d}}{${x * (x + d)}} = \\frac{1}{${t}}$)।`
          : `धीमा नल $${x} + ${d} = ${x + d}$ मिनट लेता है (जाँच: $\\frac{1}{${x}} + \\frac{1}{${x + d}} = \\frac{${2 * x + d}}{${x * (x + d)}} = \\frac{1}{${t}}$)।`,
        '',
        `**उत्तर: ${value} मिनट**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'One pipe slower by some minutes', hi: 'एक नल कुछ मिनट धीमा' },
      type: 'single',
      statement,
      options: raw.map((o) => ({ en: `${o} ${o === '1' ? 'minute' : 'minutes'}`, hi: `${o} मिनट` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 110,
      numbers: [t, d, value],
      check() {
        // Try each whole time for the faster pipe until the two rates add up to the pair's.
        for (let f = 1; f <= 1000; f++) {
          if (t * (2 * f + d) === f * (f + d))
            return { kind: 'choice', correct: [raw.indexOf(String(askFaster ? f : f + d))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
