import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { showableDistractors, withUnit } from './answer-formats.js';
import { termTex } from './katex-math.js';

/** Steps and the answer line, joined as the solutions of this topic are. */
function worked(steps: string[], answer: string, lang: 'en' | 'hi'): string {
  return [...steps, '', lang === 'en' ? `**Answer: ${answer}**` : `**उत्तर: ${answer}**`].join('\n\n');
}

/** Three runners on a circular track: when all are first back at the start together, or A's rounds by then. */
export const racesThreeRunnersAtStart: QuestionGenerator = {
  id: 'races-and-games/three-runners-at-start',
  topic: 'races-and-games',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let laps: [number, number, number] = [30, 45, 60];
    let together = 180;
    for (let tries = 0; tries < 2000; tries++) {
      const base = rng.pick([2, 3, 4, 5, 6, 8, 10, 12]);
      laps = [base * rng.int(3, 15), base * rng.int(3, 15), base * rng.int(3, 15)];
      const [p, q, r] = laps;
      together = lcm(lcm(p, q), r);
      if (p < q && q < r && together <= 3600 && together !== p * q * r && together > r) break;
    }
    const [p, q, r] = laps;
    const askRounds = rng.pick([true, false]);
    const value = askRounds ? together / p : together;
    const unit = askRounds ? { en: 'rounds', hi: 'चक्कर' } : { en: 'seconds', hi: 'सेकंड' };
    const hcf = gcd(gcd(p, q), r);
    const distractors = askRounds
      ? [together / q, together / r, (p * q * r) / hcf / p, r / p + q / p]
      : [hcf, lcm(p, q), lcm(q, r), lcm(p, r), 2 * together, r];
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      showableDistractors(distractors).filter((d) => Number.isInteger(d)),
    );
    const ask = askRounds
      ? {
          en: 'How many rounds will A have completed when all three are first together again at the starting point?',
          hi: 'जब तीनों पहली बार फिर से आरंभ बिंदु पर एक साथ होंगे, तब तक A कितने चक्कर पूरे कर चुका होगा?',
        }
      : {
          en: 'After how many seconds will all three first be together again at the starting point?',
          hi: 'कितने सेकंड बाद तीनों पहली बार फिर से आरंभ बिंदु पर एक साथ होंगे?',
        };
    const statement = {
      en: `A, B and C start together from the same point of a circular track and run round it in the same direction. A completes a round in ${p} seconds, B in ${q} seconds and C in ${r} seconds. ${ask.en}`,
      hi: `A, B और C एक वृत्ताकार पथ के एक ही बिंदु से एक साथ एक ही दिशा में दौड़ना शुरू करते हैं। A एक चक्कर ${p} सेकंड में, B ${q} सेकंड में और C ${r} सेकंड में पूरा करता है। ${ask.hi}`,
    };
    const last = askRounds
      ? {
          en: [`In ${together} s, A completes $\\frac{${together}}{${p}} = ${value}$ rounds.`],
          hi: [`${together} सेकंड में A $\\frac{${together}}{${p}} = ${value}$ चक्कर पूरे करता है।`],
        }
      : { en: [], hi: [] };
    const solution = {
      en: worked(
        [
          `Each runner is at the start only after whole numbers of rounds: A at multiples of ${p} s, B of ${q} s, C of ${r} s.`,
          `All three are there together first after $\\text{LCM}(${p}, ${q}, ${r}) = ${together}$ s.`,
          ...last.en,
        ],
        `${value} ${unit.en}`,
        'en',
      ),
      hi: worked(
        [
          `हर धावक पूरे चक्करों के बाद ही आरंभ बिंदु पर होता है: A, ${p} सेकंड के गुणजों पर, B, ${q} के और C, ${r} के।`,
          `तीनों पहली बार एक साथ $\\text{LCM}(${p}, ${q}, ${r}) = ${together}$ सेकंड बाद वहाँ होंगे।`,
          ...last.hi,
        ],
        `${value} ${unit.hi}`,
        'hi',
      ),
    };
    return {
      title: { en: 'Three runners back at the start', hi: 'तीन धावक फिर आरंभ बिंदु पर' },
      type: 'single',
      statement,
      options: withUnit(raw, unit.en, unit.hi),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [p, q, r, value],
      check() {
        // Second by second until every runner has just finished a whole round.
        for (let t = 1; t <= 100_000; t++) {
          if (t % p === 0 && t % q === 0 && t % r === 0) {
            return { kind: 'choice', correct: [raw.indexOf(String(askRounds ? t / p : t))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/**
 * Two runners on a circular track, speeds in km/h or lap times, the same or opposite ways: at how
 * many distinct points of the track they meet.
 */
export const racesDistinctMeetingPoints: QuestionGenerator = {
  id: 'races-and-games/distinct-meeting-points',
  topic: 'races-and-games',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    let p = 5;
    let q = 3;
    for (;;) {
      p = rng.int(2, 9);
      q = rng.int(1, p - 1);
      if (gcd(p, q) === 1) break;
    }
    const same = rng.pick([true, false]);
    const byLaps = rng.pick([true, false]);
    const track = 100 * rng.int(3, 15);
    // Speeds p·k and q·k km/h, or lap times in the inverse ratio (below).
    const k = rng.int(2, 12);
    const answer = same ? p - q : p + q;
    const speeds = byLaps ? null : { a: p * k, b: q * k };
    // Lap times in seconds inversely as the speeds: A takes q·m, B takes p·m.
    const m = rng.int(4, 20);
    const lapA = q * m;
    const lapB = p * m;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      answer,
      showableDistractors([
        same ? p + q : p - q, // uses the rule of the other direction
        p, // the faster runner's share
        p * q, // multiplies the ratio terms
        speeds ? (same ? speeds.a - speeds.b : speeds.a + speeds.b) : same ? lapB - lapA : lapA + lapB, // works on unreduced numbers
      ]),
    );
    const dir = same
      ? { en: 'in the same direction', hi: 'एक ही दिशा में' }
      : { en: 'in opposite directions', hi: 'विपरीत दिशाओं में' };
    const given = speeds
      ? {
          en: `A runs at ${speeds.a} km/h and B at ${speeds.b} km/h`,
          hi: `A की चाल ${speeds.a} km/h और B की चाल ${speeds.b} km/h है`,
        }
      : {
          en: `A completes a round in ${lapA} seconds and B in ${lapB} seconds`,
          hi: `A एक चक्कर ${lapA} सेकंड में और B ${lapB} सेकंड में पूरा करता है`,
        };
    const statement = {
      en: `A and B start together from the same point of a circular track ${track} m long and run ${dir.en}; ${given.en}. If they keep running, at how many distinct points on the track will they meet?`,
      hi: `A और B, ${track} m लंबे एक वृत्ताकार पथ के एक ही बिंदु से एक साथ ${dir.hi} दौड़ना शुरू करते हैं; ${given.hi}। यदि वे दौड़ते रहें, तो वे पथ के कितने भिन्न बिंदुओं पर मिलेंगे?`,
    };
    const ratioLine = speeds
      ? {
          en: `Speed ratio $${speeds.a} : ${speeds.b} = ${p} : ${q}$ in lowest terms.`,
          hi: `चालों का अनुपात $${speeds.a} : ${speeds.b} = ${p} : ${q}$ (न्यूनतम रूप में)।`,
        }
      : {
          en: `In the same time the distances are inversely as the lap times: speed ratio $${lapB} : ${lapA} = ${p} : ${q}$ in lowest terms.`,
          hi: `समान समय में दूरियाँ चक्कर के समय के व्युत्क्रम अनुपात में होती हैं: चालों का अनुपात $${lapB} : ${lapA} = ${p} : ${q}$ (न्यूनतम रूप में)।`,
        };
    const rule = same
      ? {
          en: `Running the same way, they meet each time A gains a full round on B. While A runs ${p} rounds B runs ${q}, so A gains $${p} - ${q} = ${answer}$ rounds and they meet ${answer} times up to the moment both are back at the start together (that meeting included); after that the meetings repeat.`,
          hi: `एक ही दिशा में दौड़ते हुए वे हर बार तब मिलते हैं जब A, B से एक पूरा चक्कर आगे निकलता है। जब तक A ${p} चक्कर दौड़ता है B ${q} चक्कर दौड़ता है, अतः A $${p} - ${q} = ${answer}$ चक्कर आगे निकलता है और दोनों के एक साथ आरंभ बिंदु पर लौटने तक (उस मिलन सहित) वे ${answer} बार मिलते हैं; उसके बाद मिलन बिंदु दोहराए जाते हैं।`,
        }
      : {
          en: `Running towards each other, they meet each time they cover one full round together. While A runs ${p} rounds B runs ${q}, together $${p} + ${q} = ${answer}$ rounds, so they meet ${answer} times up to the moment both are back at the start together (that meeting included); after that the meetings repeat.`,
          hi: `विपरीत दिशाओं में दौड़ते हुए वे हर बार तब मिलते हैं जब दोनों मिलकर एक पूरा चक्कर तय करते हैं। जब तक A ${p} चक्कर दौड़ता है B ${q} चक्कर दौड़ता है, कुल $${p} + ${q} = ${answer}$ चक्कर, अतः दोनों के एक साथ आरंभ बिंदु पर लौटने तक (उस मिलन सहित) वे ${answer} बार मिलते हैं; उसके बाद मिलन बिंदु दोहराए जाते हैं।`,
        };
    const spread = {
      en: `These ${answer} meetings are at equally spaced points, $\\frac{${track}}{${answer}}$ m apart, all different. The track's length does not matter.`,
      hi: `ये ${answer} मिलन समान दूरी पर, $\\frac{${track}}{${answer}}$ m के अंतर पर, अलग-अलग बिंदुओं पर होते हैं। पथ की लंबाई से उत्तर नहीं बदलता।`,
    };
    const points = (n: number) => (n === 1 ? 'point' : 'points');
    const solution = {
      en: worked([ratioLine.en, rule.en, spread.en], `${answer} ${points(answer)}`, 'en'),
      hi: worked([ratioLine.hi, rule.hi, spread.hi], `${answer} बिंदु`, 'hi'),
    };
    return {
      title: { en: 'Distinct meeting points on a circular track', hi: 'वृत्ताकार पथ पर भिन्न मिलन बिंदु' },
      type: 'single',
      statement,
      options: raw.map((o) => ({ en: `${o} ${points(Number(o))}`, hi: `${o} बिंदु` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 180,
      numbers: [track],
      check() {
        // Take speeds from the givens (lap times inverted) and list where the first 200 meetings are.
        const [va, vb] = speeds ? [speeds.a, speeds.b] : [lapB, lapA];
        const rel = same ? va - vb : va + vb;
        // The k-th meeting is at time k·track/rel; A is then at va·k·track/rel (mod track).
        // Positions are kept as whole numbers by measuring in units of track/rel.
        const seen = new Set<number>();
        for (let j = 1; j <= 200; j++) seen.add((va * j) % rel);
        return { kind: 'choice', correct: [raw.indexOf(String(seen.size))] };
      },
    };
  },
};

/** A beats B and B beats C by given metres, and A beats C by a given margin: the race's length. */
export const racesLengthFromMargins: QuestionGenerator = {
  id: 'races-and-games/race-length-from-margins',
  topic: 'races-and-games',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    let race = 200;
    let x = 20;
    let y = 25;
    let z = 43;
    for (let tries = 0; tries < 5000; tries++) {
      race = 10 * rng.int(10, 100);
      x = rng.int(4, Math.floor(race / 6));
      y = rng.int(4, Math.floor(race / 6));
      if ((x * y) % race !== 0 || x === y) continue;
      z = x + y - (x * y) / race;
      if (z > x && z > y && x + y - z >= 2) break;
    }
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      race,
      showableDistractors([
        (x * y) / (z - x - y + (2 * x * y) / race), // doubles the correction term
        x + y + z, // adds the margins
        (x * y) / (x + y - z) + x, // adds one margin to the length
        (x * y) / Math.abs(z - x), // solves a wrong equation
        race * 2,
      ]).filter((d) => Number.isInteger(d)),
    );
    const statement = {
      en: `In a race, A beats B by ${x} m and B beats C by ${y} m. In the same race, A beats C by ${z} m. How long is the race?`,
      hi: `एक दौड़ में A, B को ${x} m से और B, C को ${y} m से हराता है। उसी दौड़ में A, C को ${z} m से हराता है। दौड़ कितनी लंबी है?`,
    };
    const lhs = `(L - ${x})(L - ${y})`;
    const solution = {
      en: worked(
        [
          `Let the race be $L$ m. When A runs $L$, B runs $L - ${x}$; when B runs $L$, C runs $L - ${y}$. So when A runs $L$, C runs $\\frac{${lhs}}{L}$.`,
          `This is $L - ${z}$: $${lhs} = L(L - ${z})$, so $L^2 - ${x + y}L + ${x * y} = L^2 - ${z}L$.`,
          `$${x * y} = ${termTex(x + y - z, 'L')}$, so $L = \\frac{${x * y}}{${x + y} - ${z}} = \\frac{${x * y}}{${x + y - z}} = ${race}$ m.`,
          `Check: C runs $\\frac{${race - x} \\times ${race - y}}{${race}} = ${race - z}$ m when A finishes.`,
        ],
        `${race} m`,
        'en',
      ),
      hi: worked(
        [
          `मान लें दौड़ $L$ m की है। जब A, $L$ दौड़ता है, B $L - ${x}$ दौड़ता है; जब B, $L$ दौड़ता है, C $L - ${y}$ दौड़ता है। अतः जब A, $L$ दौड़ता है, C $\\frac{${lhs}}{L}$ दौड़ता है।`,
          `यह $L - ${z}$ के बराबर है: $${lhs} = L(L - ${z})$, अतः $L^2 - ${x + y}L + ${x * y} = L^2 - ${z}L$।`,
          `$${x * y} = ${termTex(x + y - z, 'L')}$, अतः $L = \\frac{${x * y}}{${x + y} - ${z}} = \\frac{${x * y}}{${x + y - z}} = ${race}$ m।`,
          `जाँच: A के पहुँचने पर C $\\frac{${race - x} \\times ${race - y}}{${race}} = ${race - z}$ m दौड़ चुका है।`,
        ],
        `${race} m`,
        'hi',
      ),
    };
    return {
      title: { en: 'Race length from three margins', hi: 'तीन अंतरों से दौड़ की लंबाई' },
      type: 'single',
      statement,
      options: raw.map((o) => `${o} m`),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 180,
      numbers: [x, y, z, race],
      check() {
        // Try every whole length: C's distance when A finishes must be L − z.
        for (let len = z + 1; len <= 10_000; len++) {
          if ((len - x) * (len - y) === len * (len - z))
            return { kind: 'choice', correct: [raw.indexOf(String(len))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
