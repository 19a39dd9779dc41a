import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { type DsCase, type DsFact, dsAimed, span } from './data-sufficiency-worlds.js';

/**
 * Data sufficiency on directions: in which direction is Q from P, given facts about a third point R
 * (exact moves, directions without distances, a walk, a side of P). The worlds are every position of
 * R and Q on a grid of whole kilometres around P.
 */

interface Map2 {
  rx: number;
  ry: number;
  qx: number;
  qy: number;
}
const GRID = span(-5, 5);
const MAPS: readonly Map2[] = GRID.flatMap((rx) =>
  GRID.flatMap((ry) => GRID.flatMap((qx) => GRID.map((qy) => ({ rx, ry, qx, qy })))),
);

/** The four directions: unit step, names. */
const DIRS = [
  { dx: 0, dy: 1, en: 'north', hi: 'उत्तर' },
  { dx: 1, dy: 0, en: 'east', hi: 'पूर्व' },
  { dx: 0, dy: -1, en: 'south', hi: 'दक्षिण' },
  { dx: -1, dy: 0, en: 'west', hi: 'पश्चिम' },
] as const;

/** The direction of a point from the origin by the signs of its coordinates (8 sectors, or none). */
function sector(x: number, y: number): string {
  const ns = y > 0 ? 'N' : y < 0 ? 'S' : '';
  const ew = x > 0 ? 'E' : x < 0 ? 'W' : '';
  return ns + ew || 'O';
}
const SECTOR_NAMES: Record<string, BilingualText> = {
  N: { en: 'north', hi: 'उत्तर' },
  S: { en: 'south', hi: 'दक्षिण' },
  E: { en: 'east', hi: 'पूर्व' },
  W: { en: 'west', hi: 'पश्चिम' },
  NE: { en: 'north-east', hi: 'उत्तर-पूर्व' },
  NW: { en: 'north-west', hi: 'उत्तर-पश्चिम' },
  SE: { en: 'south-east', hi: 'दक्षिण-पूर्व' },
  SW: { en: 'south-west', hi: 'दक्षिण-पश्चिम' },
  O: { en: 'nowhere (Q is at P)', hi: 'कहीं नहीं (Q, P पर ही है)' },
};

/** Whether (x, y) lies due <dir> of the origin (on its ray, not at it). */
const due = (x: number, y: number, d: { dx: number; dy: number }) =>
  (x !== 0 || y !== 0) && (d.dx === 0 ? x === 0 && Math.sign(y) === d.dy : y === 0 && Math.sign(x) === d.dx);

function mapFacts(
  w: Map2,
  dr: (typeof DIRS)[number],
  dq: (typeof DIRS)[number],
  a: number,
  b: number,
  rng: Rng,
) {
  const facts: DsFact<Map2>[] = [
    {
      text: { en: `R is ${a} km to the ${dr.en} of P.`, hi: `R, P से ${a} किमी ${dr.hi} में है।` },
      holds: (m) => m.rx === w.rx && m.ry === w.ry,
    },
    {
      text: { en: `Q is ${b} km to the ${dq.en} of R.`, hi: `Q, R से ${b} किमी ${dq.hi} में है।` },
      holds: (m) => m.qx - m.rx === w.qx - w.rx && m.qy - m.ry === w.qy - w.ry,
    },
    {
      text: { en: `R is due ${dr.en} of P.`, hi: `R, P के ठीक ${dr.hi} में है।` },
      holds: (m) => due(m.rx, m.ry, dr),
    },
    {
      text: { en: `Q is due ${dq.en} of R.`, hi: `Q, R के ठीक ${dq.hi} में है।` },
      holds: (m) => due(m.qx - m.rx, m.qy - m.ry, dq),
    },
    {
      text: {
        en: `Q is due ${dq.en} of R, and R is due ${dr.en} of P.`,
        hi: `Q, R के ठीक ${dq.hi} में है, और R, P के ठीक ${dr.hi} में है।`,
      },
      holds: (m) => due(m.rx, m.ry, dr) && due(m.qx - m.rx, m.qy - m.ry, dq),
    },
    {
      text: {
        en: `Q is ${b} km from R, and R is ${a} km from P, each along a straight road running north–south or east–west.`,
        hi: `Q, R से ${b} किमी और R, P से ${a} किमी दूर है, दोनों दूरियाँ उत्तर–दक्षिण या पूर्व–पश्चिम सीधी सड़क पर हैं।`,
      },
      holds: (m) =>
        (m.rx === 0 || m.ry === 0) &&
        Math.abs(m.rx) + Math.abs(m.ry) === a &&
        (m.qx === m.rx || m.qy === m.ry) &&
        Math.abs(m.qx - m.rx) + Math.abs(m.qy - m.ry) === b,
    },
  ];
  const ir = DIRS.indexOf(dr);
  const iq = DIRS.indexOf(dq);
  const turn = [
    { en: 'goes straight on', hi: 'सीधा चलता रहता है' },
    { en: 'turns right', hi: 'दाएँ मुड़ता है' },
    { en: 'turns back', hi: 'पीछे मुड़ता है' },
    { en: 'turns left', hi: 'बाएँ मुड़ता है' },
  ][(iq - ir + 4) % 4] ?? { en: '', hi: '' };
  facts.push({
    text: {
      en: `A man walks ${a} km ${dr.en} from P to reach R, then ${turn.en} and walks ${b} km to reach Q.`,
      hi: `एक व्यक्ति P से ${a} किमी ${dr.hi} की ओर चलकर R पहुँचता है, फिर ${turn.hi} और ${b} किमी चलकर Q पहुँचता है।`,
    },
    holds: (m) => m.rx === w.rx && m.ry === w.ry && m.qx === w.qx && m.qy === w.qy,
  });
  if (w.qy !== 0)
    facts.push({
      text: {
        en: `Q is somewhere to the ${w.qy > 0 ? 'north' : 'south'} of P (not necessarily due ${w.qy > 0 ? 'north' : 'south'}).`,
        hi: `Q, P के ${w.qy > 0 ? 'उत्तर' : 'दक्षिण'} में कहीं है (ठीक ${w.qy > 0 ? 'उत्तर' : 'दक्षिण'} में होना आवश्यक नहीं)।`,
      },
      holds: (m) => Math.sign(m.qy) === Math.sign(w.qy),
    });
  if (w.qx !== 0)
    facts.push({
      text: {
        en: `Q is somewhere to the ${w.qx > 0 ? 'east' : 'west'} of P (not necessarily due ${w.qx > 0 ? 'east' : 'west'}).`,
        hi: `Q, P के ${w.qx > 0 ? 'पूर्व' : 'पश्चिम'} में कहीं है (ठीक ${w.qx > 0 ? 'पूर्व' : 'पश्चिम'} में होना आवश्यक नहीं)।`,
      },
      holds: (m) => Math.sign(m.qx) === Math.sign(w.qx),
    });
  return rng.shuffle(facts);
}

/** In which direction is Q from P? Exact moves, bare directions and sides through a point R. */
export const dataSufficiencyDirection: QuestionGenerator = {
  id: 'data-sufficiency/direction-of-a-point',
  topic: 'data-sufficiency',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    return dsAimed(rng, (): DsCase<Map2> | undefined => {
      const dr = rng.pick(DIRS);
      const dq = rng.pick(DIRS);
      const a = rng.int(1, 4);
      const b = rng.int(1, 4);
      const w = { rx: a * dr.dx, ry: a * dr.dy, qx: a * dr.dx + b * dq.dx, qy: a * dr.dy + b * dq.dy };
      if ((w.qx === 0 && w.qy === 0) || Math.abs(w.qx) > 5 || Math.abs(w.qy) > 5) return undefined;
      const [s1, s2] = mapFacts(w, dr, dq, a, b, rng);
      if (!s1 || !s2) return undefined;
      return {
        title: { en: 'Data sufficiency: direction of a point', hi: 'आँकड़ों की पर्याप्तता: किसी बिंदु की दिशा' },
        question: {
          en: 'P, Q and R are three places. In which direction is Q from P? (Here north-east means both north and east of P, not necessarily at 45°; distances are whole kilometres, at most 5 km east–west or north–south from P.)',
          hi: 'P, Q और R तीन स्थान हैं। Q, P से किस दिशा में है? (यहाँ उत्तर-पूर्व का अर्थ है P के उत्तर में भी और पूर्व में भी, 45° पर होना आवश्यक नहीं; दूरियाँ पूरे किलोमीटर में हैं, P से पूर्व–पश्चिम या उत्तर–दक्षिण में अधिकतम 5 किमी।)',
        },
        s1,
        s2,
        worlds: () => MAPS,
        answerOf: (m) => sector(m.qx, m.qy),
        say: (k) => SECTOR_NAMES[k] ?? { en: k, hi: k },
        example: (m) => ({
          en: `$R(${m.rx}, ${m.ry}), Q(${m.qx}, ${m.qy})$`,
          hi: `$R(${m.rx}, ${m.ry}), Q(${m.qx}, ${m.qy})$`,
        }),
        method: {
          en: 'Put P at the origin $(0, 0)$ with east and north positive (coordinates in km); the direction of Q from P is read from the signs of its two coordinates, so a statement is enough only if it fixes both signs.',
          hi: 'P को मूल बिंदु $(0, 0)$ पर रखिए, पूर्व और उत्तर धनात्मक (निर्देशांक किमी में); Q की दिशा उसके दोनों निर्देशांकों के चिह्नों से पढ़ी जाती है, इसलिए कथन तभी पर्याप्त है जब वह दोनों चिह्न तय करे।',
        },
        numbers: [],
        seconds: 90,
      };
    });
  },
};
