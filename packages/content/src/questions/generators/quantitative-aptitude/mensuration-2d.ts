/**
 * Mensuration 2D: the topic's shapes (docs/question-bank.md) and the exams that ask them.
 *
 * - wheel-revolutions — revolutions of a wheel over a distance, or the distance (SSC CGL, RRB NTPC, Bank PO, Placements)
 * - path-cost — a path outside or inside a rectangular plot, or two crossing roads, and its cost (SSC CGL, RRB NTPC, Bank PO, CAT)
 * - sector — a sector's area, perimeter or angle from the others (SSC CGL, CAT, CUET)
 * - rectangle-percent-change — percent change of a rectangle's area when both sides change (SSC CGL, RRB NTPC, Bank PO); mensuration-2d-regions.ts
 * - carpet-cost — carpeting a room with a carpet of given width: cost, or the room's breadth (SSC CGL, RRB NTPC, Placements); mensuration-2d-regions.ts
 * - ring-area — area of a circular ring from two circumferences or a radius and width (SSC CGL, RRB NTPC, CUET); mensuration-2d-regions.ts
 * - wire-square-to-circle — a wire re-bent from a square into a circle or back (SSC CGL, RRB NTPC, Bank PO, CUET); mensuration-2d-regions.ts
 * - wall-fencing-maximum — CAT: greatest rectangle fenced against a wall of limited length (CAT, Placements, CUET); mensuration-2d-optimisation.ts
 * - grazing-shed-corner — CAT: a goat tied outside a square shed at a corner (CAT, SSC CGL, Placements); mensuration-2d-optimisation.ts
 * - circles-in-square — CAT: circles cut from a square sheet: n × n circles, corner circles, square-circle chain (CAT, SSC CGL, CUET); mensuration-2d-optimisation.ts
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/** A wheel of radius 7j cm covers a distance: find the revolutions, or the distance from them. */
export const mensuration2dWheel: QuestionGenerator = {
  id: 'mensuration-2d/wheel-revolutions',
  topic: 'mensuration-2d',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const j = rng.int(1, 10);
    const r = 7 * j;
    const byDiameter = rng.next() < 0.5;
    // Circumference 2 × 22/7 × 7j = 44j cm; 25u revolutions make 1100ju cm = 11ju m exactly.
    const circumference = 44 * j;
    const revolutions = 25 * rng.int(2, 40);
    const metres = (revolutions * circumference) / 100;
    const ask = rng.pick(['revolutions', 'distance'] as const);
    const size = byDiameter
      ? { en: `diameter ${2 * r} cm`, hi: `व्यास ${2 * r} सेमी` }
      : { en: `radius ${r} cm`, hi: `त्रिज्या ${r} सेमी` };
    // Radius and diameter mixed up: a diameter read as a radius doubles the circumference, and
    // the other way round halves it.
    const mixUp = byDiameter ? 0.5 : 2;
    const { options, correctIndex } =
      ask === 'revolutions'
        ? choiceOptions(
            rng,
            revolutions,
            [
              revolutions * mixUp, // radius and diameter mixed up
              revolutions * 2, // circumference taken as πr instead of 2πr
              revolutions + 25, // a slip of one in the last division step
              revolutions - 25,
              revolutions + 50,
            ].filter((n) => Number.isInteger(n)),
          )
        : choiceOptions(
            rng,
            metres,
            [
              metres / mixUp, // radius and diameter mixed up
              metres / 2, // circumference taken as πr instead of 2πr
              metres * 10, // centimetres to metres divided by 10, not 100
              metres + 11 * j, // 25 revolutions too many
            ],
            (n) => `${n} m`,
          );
    const localOptions = options.map((o) => ({ en: o, hi: o.replace(/ m$/, ' मी') }));
    const statement =
      ask === 'revolutions'
        ? {
            en: `A wheel has ${size.en}. How many complete revolutions will it make in covering a distance of ${metres} m? (use π = 22/7)`,
            hi: `एक पहिए का ${size.hi} है। ${metres} मी की दूरी तय करने में वह कितने पूरे चक्कर लगाएगा? (π = 22/7 लें)`,
          }
        : {
            en: `A wheel has ${size.en}. What distance does it cover in ${revolutions} revolutions? (use π = 22/7)`,
            hi: `एक पहिए का ${size.hi} है। ${revolutions} चक्करों में वह कितनी दूरी तय करेगा? (π = 22/7 लें)`,
          };
    const radiusStep = byDiameter
      ? {
          en: `Radius $= \\frac{${2 * r}}{2} = ${r}$ cm. `,
          hi: `त्रिज्या $= \\frac{${2 * r}}{2} = ${r}$ सेमी। `,
        }
      : { en: '', hi: '' };
    const circ = `2 \\times \\frac{22}{7} \\times ${r} = ${circumference}`;
    const last =
      ask === 'revolutions'
        ? {
            en: `Distance $= ${metres}$ m $= ${metres * 100}$ cm, so revolutions $= \\frac{${metres * 100}}{${circumference}} = ${revolutions}$.`,
            hi: `दूरी $= ${metres}$ मी $= ${metres * 100}$ सेमी, अतः चक्कर $= \\frac{${metres * 100}}{${circumference}} = ${revolutions}$।`,
          }
        : {
            en: `Distance $= ${revolutions} \\times ${circumference} = ${revolutions * circumference}$ cm $= ${metres}$ m.`,
            hi: `दूरी $= ${revolutions} \\times ${circumference} = ${revolutions * circumference}$ सेमी $= ${metres}$ मी।`,
          };
    return {
      title: { en: 'Revolutions of a wheel', hi: 'पहिए के चक्कर' },
      type: 'single',
      statement,
      options: localOptions,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `${radiusStep.en}In one revolution the wheel covers its circumference: $2\\pi r = ${circ}$ cm.`,
          last.en,
          '',
          `**Answer: ${ask === 'revolutions' ? revolutions : `${metres} m`}**`,
        ].join('\n\n'),
        hi: [
          `${radiusStep.hi}एक चक्कर में पहिया अपनी परिधि जितनी दूरी तय करता है: $2\\pi r = ${circ}$ सेमी।`,
          last.hi,
          '',
          `**उत्तर: ${ask === 'revolutions' ? revolutions : `${metres} मी`}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [byDiameter ? 2 * r : r, revolutions, metres],
      check() {
        // Roll the wheel: add one circumference (π d with π = 22/7) per revolution until the distance.
        const perTurnCm = (22 / 7) * 2 * r;
        if (ask === 'distance') {
          let cm = 0;
          for (let turn = 0; turn < revolutions; turn++) cm += perTurnCm;
          const text = `${Math.round(cm) / 100} m`;
          return { kind: 'choice', correct: [options.indexOf(text)] };
        }
        let turns = 0;
        while ((turns + 1) * perTurnCm <= metres * 100 + 1e-6) turns++;
        return { kind: 'choice', correct: [options.indexOf(String(turns))] };
      },
    };
  },
};

/** The area of a path (outside, inside, or two cross roads) of a rectangular plot, and its cost. */
export const mensuration2dPathCost: QuestionGenerator = {
  id: 'mensuration-2d/path-cost',
  topic: 'mensuration-2d',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT'],
  generate(rng) {
    const kind = rng.pick(['outside', 'inside', 'roads'] as const);
    const l = rng.int(8, 30) * 5;
    const b = rng.int(4, Math.min(l / 5 - 1, 20)) * 5;
    const w = rng.int(1, 5);
    const rate = rng.pick([4, 5, 6, 8, 10, 12, 15, 18, 20, 25, 30, 40, 50]);
    const area =
      kind === 'outside'
        ? 2 * w * (l + b + 2 * w)
        : kind === 'inside'
          ? 2 * w * (l + b - 2 * w)
          : w * (l + b - w);
    const cost = area * rate;
    const statements = {
      outside: {
        en: `A rectangular garden is ${l} m long and ${b} m wide. A path ${w} m wide runs all round it on the outside. Find the cost, in rupees, of paving the path at ₹${rate} per square metre.`,
        hi: `एक आयताकार बगीचा ${l} मी लंबा और ${b} मी चौड़ा है। इसके चारों ओर बाहर की तरफ़ ${w} मी चौड़ा रास्ता है। ₹${rate} प्रति वर्ग मी की दर से रास्ता बनवाने का खर्च (रुपये में) ज्ञात कीजिए।`,
      },
      inside: {
        en: `A rectangular lawn is ${l} m long and ${b} m wide. A path ${w} m wide runs all round it on the inside, along its boundary. Find the cost, in rupees, of gravelling the path at ₹${rate} per square metre.`,
        hi: `एक आयताकार लॉन ${l} मी लंबा और ${b} मी चौड़ा है। इसके अंदर की ओर सीमा के साथ-साथ चारों ओर ${w} मी चौड़ा रास्ता है। ₹${rate} प्रति वर्ग मी की दर से रास्ते पर बजरी बिछाने का खर्च (रुपये में) ज्ञात कीजिए।`,
      },
      roads: {
        en: `A rectangular park is ${l} m long and ${b} m wide. Two roads, each ${w} m wide, run through the middle of the park, one parallel to the length and the other parallel to the width. Find the cost, in rupees, of paving the roads at ₹${rate} per square metre.`,
        hi: `एक आयताकार पार्क ${l} मी लंबा और ${b} मी चौड़ा है। पार्क के बीच से ${w} मी चौड़ी दो सड़कें गुज़रती हैं, एक लंबाई के समांतर और दूसरी चौड़ाई के समांतर। ₹${rate} प्रति वर्ग मी की दर से सड़कें बनवाने का खर्च (रुपये में) ज्ञात कीजिए।`,
      },
    }[kind];
    const outerL = kind === 'outside' ? l + 2 * w : l;
    const outerB = kind === 'outside' ? b + 2 * w : b;
    const innerL = kind === 'outside' ? l : l - 2 * w;
    const innerB = kind === 'outside' ? b : b - 2 * w;
    const areaStep =
      kind === 'roads'
        ? {
            en: `Road along the length $= ${l} \\times ${w} = ${l * w}$; road along the width $= ${b} \\times ${w} = ${b * w}$. The crossing square $${w} \\times ${w} = ${w * w}$ is counted twice, so area $= ${l * w} + ${b * w} - ${w * w} = ${area}$ sq m.`,
            hi: `लंबाई के समांतर सड़क $= ${l} \\times ${w} = ${l * w}$; चौड़ाई के समांतर सड़क $= ${b} \\times ${w} = ${b * w}$। दोनों के मिलने वाला वर्ग $${w} \\times ${w} = ${w * w}$ दो बार गिना गया, अतः क्षेत्रफल $= ${l * w} + ${b * w} - ${w * w} = ${area}$ वर्ग मी।`,
          }
        : {
            en: `${kind === 'outside' ? 'Outer' : 'Whole'} rectangle $= ${outerL} \\times ${outerB} = ${outerL * outerB}$; ${kind === 'outside' ? 'garden' : 'inner rectangle'} $= ${innerL} \\times ${innerB} = ${innerL * innerB}$. Path area $= ${outerL * outerB} - ${innerL * innerB} = ${area}$ sq m.`,
            hi: `${kind === 'outside' ? 'बाहरी' : 'पूरा'} आयत $= ${outerL} \\times ${outerB} = ${outerL * outerB}$; ${kind === 'outside' ? 'बगीचा' : 'भीतरी आयत'} $= ${innerL} \\times ${innerB} = ${innerL * innerB}$। रास्ते का क्षेत्रफल $= ${outerL * outerB} - ${innerL * innerB} = ${area}$ वर्ग मी।`,
          };
    const dims =
      kind === 'outside'
        ? {
            en: `With the path outside, the outer rectangle is $${l} + 2 \\times ${w} = ${outerL}$ m by $${b} + 2 \\times ${w} = ${outerB}$ m.`,
            hi: `रास्ता बाहर है, इसलिए बाहरी आयत $${l} + 2 \\times ${w} = ${outerL}$ मी $\\times$ $${b} + 2 \\times ${w} = ${outerB}$ मी है।`,
          }
        : kind === 'inside'
          ? {
              en: `With the path inside, the inner rectangle is $${l} - 2 \\times ${w} = ${innerL}$ m by $${b} - 2 \\times ${w} = ${innerB}$ m.`,
              hi: `रास्ता अंदर है, इसलिए भीतरी आयत $${l} - 2 \\times ${w} = ${innerL}$ मी $\\times$ $${b} - 2 \\times ${w} = ${innerB}$ मी है।`,
            }
          : null;
    return {
      title: { en: 'Cost of a path round a plot', hi: 'रास्ते का क्षेत्रफल और खर्च' },
      type: 'numeric',
      statement: statements,
      options: [],
      answer: { kind: 'numeric', value: cost, tolerance: 0 },
      solution: {
        en: [
          ...(dims ? [dims.en] : []),
          areaStep.en,
          `Cost $= ${area} \\times ${rate} = ${cost}$.`,
          '',
          `**Answer: ₹${cost}**`,
        ].join('\n\n'),
        hi: [
          ...(dims ? [dims.hi] : []),
          areaStep.hi,
          `खर्च $= ${area} \\times ${rate} = ${cost}$।`,
          '',
          `**उत्तर: ₹${cost}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [l, b, w, rate, cost],
      check() {
        // Count the 1 m × 1 m squares of the plot (and its surround) that the path or roads cover.
        let squares = 0;
        const pad = kind === 'outside' ? w : 0;
        const roadX = Math.floor((l - w) / 2); // any position works: the area does not depend on it
        const roadY = Math.floor((b - w) / 2);
        for (let x = -pad; x < l + pad; x++) {
          for (let y = -pad; y < b + pad; y++) {
            const inPlot = x >= 0 && x < l && y >= 0 && y < b;
            const covered =
              kind === 'outside'
                ? !inPlot
                : kind === 'inside'
                  ? x < w || x >= l - w || y < w || y >= b - w
                  : (x >= roadX && x < roadX + w) || (y >= roadY && y < roadY + w);
            if (covered) squares++;
          }
        }
        return { kind: 'numeric', value: squares * rate, tolerance: 0 };
      },
    };
  },
};

/** Sector angles tried; only those giving a whole arc and area for the radius are kept. */
const ANGLES = [
  20, 30, 36, 40, 45, 60, 72, 80, 90, 100, 108, 120, 135, 144, 150, 160, 180, 200, 210, 216, 225, 240, 252,
  270, 288, 300, 315, 320, 330,
];

/** Sector of a circle: from the perimeter find the area, from the area the perimeter, or the angle. */
export const mensuration2dSector: QuestionGenerator = {
  id: 'mensuration-2d/sector',
  topic: 'mensuration-2d',
  difficulty: 'hard',
  exams: ['SSC CGL', 'CAT', 'CUET'],
  generate(rng) {
    // Arc = θ/360 × 2 × 22/7 × 7k = 11kθ/90 and area = arc × r / 2; keep both whole.
    let k = 1;
    let theta = 90;
    do {
      k = rng.int(1, 10);
      theta = rng.pick(ANGLES);
    } while ((11 * k * theta) % 90 !== 0 || (((11 * k * theta) / 90) * 7 * k) % 2 !== 0);
    const r = 7 * k;
    const arc = (11 * k * theta) / 90;
    const area = (arc * r) / 2;
    const perimeter = arc + 2 * r;
    const ask = rng.pick(['area', 'perimeter', 'angle'] as const);
    const sq = (n: number) => `${n} cm²`;
    const cm = (n: number) => `${n} cm`;
    const built =
      ask === 'area'
        ? choiceOptions(
            rng,
            area,
            [
              arc * r, // forgets the 1/2 in ½ × arc × r
              ((perimeter - r) * r) / 2, // subtracts only one radius from the perimeter
              (perimeter * r) / 2, // uses the whole perimeter as the arc
              area + r,
            ],
            sq,
          )
        : ask === 'perimeter'
          ? choiceOptions(
              rng,
              perimeter,
              [
                arc, // gives the arc length only
                arc + r, // adds one radius instead of two
                arc / 2 + 2 * r, // forgets the 2 in area = ½ × arc × r
                perimeter + 2 * r,
              ],
              cm,
            )
          : choiceOptions(
              rng,
              theta,
              [
                2 * theta, // arc taken as θ/360 × πr (missing the 2)
                theta / 2, // arc taken as θ/360 × 4πr
                360 - theta, // the angle of the other (major/minor) sector
                theta + 30,
              ].filter((x) => x > 0 && x < 360),
              (n) => `${n}°`,
            );
    const local = (o: string) => ({ en: o, hi: o.replace(' cm²', ' वर्ग सेमी').replace(' cm', ' सेमी') });
    const statement = {
      area: {
        en: `The perimeter of a sector of a circle of radius ${r} cm is ${perimeter} cm. Find the area of the sector. (use π = 22/7)`,
        hi: `${r} सेमी त्रिज्या वाले वृत्त के एक त्रिज्यखंड का परिमाप ${perimeter} सेमी है। त्रिज्यखंड का क्षेत्रफल ज्ञात कीजिए। (π = 22/7 लें)`,
      },
      perimeter: {
        en: `The area of a sector of a circle of radius ${r} cm is ${area} cm². Find the perimeter of the sector. (use π = 22/7)`,
        hi: `${r} सेमी त्रिज्या वाले वृत्त के एक त्रिज्यखंड का क्षेत्रफल ${area} वर्ग सेमी है। त्रिज्यखंड का परिमाप ज्ञात कीजिए। (π = 22/7 लें)`,
      },
      angle: {
        en: `The arc of a sector of a circle is ${arc} cm long and the area of the sector is ${area} cm². Find the angle of the sector. (use π = 22/7)`,
        hi: `एक वृत्त के त्रिज्यखंड के चाप की लंबाई ${arc} सेमी है और त्रिज्यखंड का क्षेत्रफल ${area} वर्ग सेमी है। त्रिज्यखंड का कोण ज्ञात कीजिए। (π = 22/7 लें)`,
      },
    }[ask];
    const steps = {
      area: {
        en: [
          `Perimeter $=$ arc $+ 2r$, so arc $= ${perimeter} - 2 \\times ${r} = ${arc}$ cm.`,
          `Area of a sector $= \\frac{1}{2} \\times \\text{arc} \\times r = \\frac{1}{2} \\times ${arc} \\times ${r} = ${area}$ cm².`,
        ],
        hi: [
          `परिमाप $=$ चाप $+ 2r$, अतः चाप $= ${perimeter} - 2 \\times ${r} = ${arc}$ सेमी।`,
          `त्रिज्यखंड का क्षेत्रफल $= \\frac{1}{2} \\times \\text{चाप} \\times r = \\frac{1}{2} \\times ${arc} \\times ${r} = ${area}$ वर्ग सेमी।`,
        ],
      },
      perimeter: {
        en: [
          `Area $= \\frac{1}{2} \\times \\text{arc} \\times r$, so arc $= \\frac{2 \\times ${area}}{${r}} = ${arc}$ cm.`,
          `Perimeter $=$ arc $+ 2r = ${arc} + ${2 * r} = ${perimeter}$ cm.`,
        ],
        hi: [
          `क्षेत्रफल $= \\frac{1}{2} \\times \\text{चाप} \\times r$, अतः चाप $= \\frac{2 \\times ${area}}{${r}} = ${arc}$ सेमी।`,
          `परिमाप $=$ चाप $+ 2r = ${arc} + ${2 * r} = ${perimeter}$ सेमी।`,
        ],
      },
      angle: {
        en: [
          `Area $= \\frac{1}{2} \\times \\text{arc} \\times r$, so $r = \\frac{2 \\times ${area}}{${arc}} = ${r}$ cm.`,
          `Arc $= \\frac{\\theta}{360^\\circ} \\times 2\\pi r$: $${arc} = \\frac{\\theta}{360^\\circ} \\times 2 \\times \\frac{22}{7} \\times ${r} = \\frac{\\theta}{360^\\circ} \\times ${44 * k}$, so $\\theta = \\frac{${arc} \\times 360^\\circ}{${44 * k}} = ${theta}^\\circ$.`,
        ],
        hi: [
          `क्षेत्रफल $= \\frac{1}{2} \\times \\text{चाप} \\times r$, अतः $r = \\frac{2 \\times ${area}}{${arc}} = ${r}$ सेमी।`,
          `चाप $= \\frac{\\theta}{360^\\circ} \\times 2\\pi r$: $${arc} = \\frac{\\theta}{360^\\circ} \\times 2 \\times \\frac{22}{7} \\times ${r} = \\frac{\\theta}{360^\\circ} \\times ${44 * k}$, अतः $\\theta = \\frac{${arc} \\times 360^\\circ}{${44 * k}} = ${theta}^\\circ$।`,
        ],
      },
    }[ask];
    const answerText = built.options[built.correctIndex] ?? '';
    return {
      title: { en: 'Sector of a circle', hi: 'वृत्त का त्रिज्यखंड' },
      type: 'single',
      statement,
      options: built.options.map(local),
      answer: { kind: 'choice', correct: [built.correctIndex] },
      solution: {
        en: [...steps.en, '', `**Answer: ${answerText}**`].join('\n\n'),
        hi: [...steps.hi, '', `**उत्तर: ${local(answerText).hi}**`].join('\n\n'),
      },
      expectedSeconds: 120,
      numbers:
        ask === 'area'
          ? [r, perimeter, area]
          : ask === 'perimeter'
            ? [r, area, perimeter]
            : [arc, area, theta],
      check() {
        // Use the degree formulas: find θ from what is given, then compute the asked quantity.
        const pi = 22 / 7;
        const radius = ask === 'angle' ? (2 * area) / arc : r;
        const arcLength =
          ask === 'area' ? perimeter - 2 * radius : ask === 'angle' ? arc : (2 * area) / radius;
        const angle = (arcLength * 360) / (2 * pi * radius);
        const text =
          ask === 'area'
            ? sq(Math.round((angle / 360) * pi * radius * radius))
            : ask === 'perimeter'
              ? cm(Math.round((angle / 360) * 2 * pi * radius + 2 * radius))
              : `${Math.round(angle)}°`;
        return { kind: 'choice', correct: [built.options.indexOf(text)] };
      },
    };
  },
};
