import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { build, clueBlock, collect, type Fact, numberAsk, retry, valueAsk } from './group-d8-kit.js';
import { both, type Clue, get, mdTable, pickPeople, range, T, type Text } from './lrdi-solver.js';

/**
 * Direction sense — shadows and turns (SSC CGL, Bank PO, CAT): five people stand in an open ground
 * just after sunrise (shadows point west) or just before sunset (shadows point east), each facing
 * north, east, south or west. Clues on which side each shadow falls and how the facings relate
 * (opposite, a right turn away) fix every facing. The checker walks all 4^5 = 1,024 facings.
 */

const N = 5;
/** Facings: base-4 digits, 0 north, 1 east, 2 south, 3 west (clockwise). */
type Face = number;
const face = (s: Face, p: number) => Math.floor(s / 4 ** p) % 4;
const DIRS: readonly Text[] = [T('north', 'उत्तर'), T('east', 'पूर्व'), T('south', 'दक्षिण'), T('west', 'पश्चिम')];
/** Side of a person a direction d lies on, facing f: 0 ahead, 1 right, 2 behind, 3 left. */
const side = (f: number, d: number) => (d - f + 4) % 4;
const SIDES: readonly Text[] = [
  T('in front of', 'सामने'),
  T('to the right of', 'दाईं ओर'),
  T('behind', 'पीछे'),
  T('to the left of', 'बाईं ओर'),
];
const SIDE_SHORT: readonly Text[] = [
  T('In front', 'सामने'),
  T('To the right', 'दाईं ओर'),
  T('Behind', 'पीछे'),
  T('To the left', 'बाईं ओर'),
];

function attempt(rng: Rng): GeneratedSet | null {
  const P = pickPeople(rng, N);
  const X = (p: number) => get(P, p);
  const morning = rng.next() < 0.5;
  const shadow = morning ? 3 : 1;
  const space = range(4 ** N);
  const t = rng.int(0, 4 ** N - 1);
  const pool: Clue<Face>[] = [];
  const add = (text: Text, holds: (s: Face) => boolean) => pool.push({ text, holds });
  const his = (p: number) => T(X(p).male ? 'his' : 'her', 'उसकी');
  for (const p of range(N)) {
    const f = face(t, p);
    const sd = side(f, shadow);
    if (rng.next() < 0.45) {
      const where = get(SIDES, sd);
      add(
        sd === 0 || sd === 2
          ? T(
              `${X(p).en}'s shadow falls ${sd === 0 ? 'straight ahead of' : 'straight behind'} ${his(p).en === 'his' ? 'him' : 'her'}.`,
              `${X(p).hi} की परछाईं ठीक उसके ${where.hi} पड़ती है।`,
            )
          : T(
              `${X(p).en}'s shadow falls ${where.en} ${his(p).en === 'his' ? 'him' : 'her'}.`,
              `${X(p).hi} की परछाईं उसके ${where.hi} पड़ती है।`,
            ),
        (s) => side(face(s, p), shadow) === sd,
      );
    }
    if (sd !== 0 && rng.next() < 0.2)
      add(
        T(
          `${X(p).en}'s shadow does not fall in front of ${his(p).en === 'his' ? 'him' : 'her'}.`,
          `${X(p).hi} की परछाईं उसके सामने नहीं पड़ती।`,
        ),
        (s) => side(face(s, p), shadow) !== 0,
      );
    for (const q of range(N)) {
      if (q === p) continue;
      const g = face(t, q);
      const rel = (g - f + 4) % 4;
      if (rel === 2 && p < q && rng.next() < 0.25)
        add(
          T(
            `${X(p).en} and ${X(q).en} face opposite directions.`,
            `${X(p).hi} और ${X(q).hi} के मुँह विपरीत दिशाओं में हैं।`,
          ),
          (s) => (face(s, q) - face(s, p) + 4) % 4 === 2,
        );
      if (rel === 0 && p < q && rng.next() < 0.2)
        add(
          T(
            `${X(p).en} and ${X(q).en} face the same direction.`,
            `${X(p).hi} और ${X(q).hi} का मुँह एक ही दिशा में है।`,
          ),
          (s) => face(s, q) === face(s, p),
        );
      if ((rel === 1 || rel === 3) && rng.next() < 0.15)
        add(
          T(
            `If ${X(p).en} turned 90° to the ${rel === 1 ? 'right' : 'left'}, ${X(p).male ? 'he' : 'she'} would face the same direction as ${X(q).en}.`,
            `यदि ${X(p).hi} ${rel === 1 ? 'दाईं' : 'बाईं'} ओर 90° मुड़े, तो उसका मुँह ${X(q).hi} की दिशा में होगा।`,
          ),
          (s) => (face(s, q) - face(s, p) + 4) % 4 === rel,
        );
      if (rng.next() < 0.1) {
        const sq = side(f, shadow) === side(g, shadow);
        add(
          sq
            ? T(
                `The shadows of ${X(p).en} and ${X(q).en} fall on the same side of each (both ahead, both behind, both left or both right).`,
                `${X(p).hi} और ${X(q).hi} दोनों की परछाईं अपनी-अपनी एक ही ओर पड़ती है (दोनों सामने, दोनों पीछे, दोनों बाएँ या दोनों दाएँ)।`,
              )
            : T(
                `The shadows of ${X(p).en} and ${X(q).en} fall on different sides of each.`,
                `${X(p).hi} और ${X(q).hi} की परछाइयाँ अपनी-अपनी अलग-अलग ओर पड़ती हैं।`,
              ),
          (s) => (side(face(s, p), shadow) === side(face(s, q), shadow)) === sq,
        );
      }
    }
  }
  const trace: Fact<Face>[] = range(N).map((p) => ({
    text: T(
      `${X(p).en} faces ${get(DIRS, face(t, p)).en}`,
      `${X(p).hi} का मुँह ${get(DIRS, face(t, p)).hi} की ओर`,
    ),
    holds: (s: Face) => face(s, p) === face(t, p),
  }));
  const table = (cands: readonly Face[], lang: 'en' | 'hi') =>
    mdTable(
      [
        lang === 'en' ? 'Person' : 'व्यक्ति',
        lang === 'en' ? 'Faces' : 'मुँह',
        lang === 'en' ? 'Shadow falls' : 'परछाईं',
      ],
      range(N).map((p) => {
        const f = face(cands[0] as Face, p);
        return [X(p)[lang], get(DIRS, f)[lang], get(SIDE_SHORT, side(f, shadow))[lang]];
      }),
    );
  const b = build({ rng, space, truth: t, pool, trace, table, clueRange: [4, 10] });
  if (!b) return null;
  const names = P.map((p) => T(p.en, p.hi));
  const [a1, a2] = rng.shuffle(range(N)) as [number, number];
  const lone = range(4).filter((d) => range(N).filter((p) => face(t, p) === d).length === 1);
  const dLone = lone.length > 0 ? rng.pick(lone) : -1;
  const rule = T(
    `${morning ? 'Just after sunrise the sun is in the east, so shadows point west' : 'Just before sunset the sun is in the west, so shadows point east'}. Facing north, east is on your right; facing east, south is on your right; and so on clockwise.`,
    `${morning ? 'सूर्योदय के ठीक बाद सूर्य पूर्व में होता है, अतः परछाइयाँ पश्चिम की ओर पड़ती हैं' : 'सूर्यास्त से ठीक पहले सूर्य पश्चिम में होता है, अतः परछाइयाँ पूर्व की ओर पड़ती हैं'}। उत्तर की ओर मुँह हो तो पूर्व दाईं ओर होता है; पूर्व की ओर मुँह हो तो दक्षिण दाईं ओर; इसी तरह दक्षिणावर्त।`,
  );
  const questions = collect(
    [
      () =>
        valueAsk(rng, b, {
          title: T('Which way does a person face?', 'किसी व्यक्ति का मुँह किधर?'),
          statement: T(`Which direction does ${X(a1).en} face?`, `${X(a1).hi} का मुँह किस दिशा में है?`),
          value: (s) => get(DIRS, face(s, a1)),
          pool: DIRS,
          explain: rule,
          seconds: 180,
        }),
      () =>
        valueAsk(rng, b, {
          title: T('Where a shadow falls', 'परछाईं किस ओर'),
          statement: T(
            `On which side of ${X(a2).en} does ${X(a2).male ? 'his' : 'her'} shadow fall?`,
            `${X(a2).hi} की परछाईं उसके किस ओर पड़ती है?`,
          ),
          value: (s) => get(SIDE_SHORT, side(face(s, a2), shadow)),
          pool: SIDE_SHORT,
          explain: rule,
          seconds: 180,
        }),
      () =>
        dLone < 0
          ? null
          : valueAsk(rng, b, {
              title: T('The one facing a direction', 'किसी दिशा की ओर मुँह वाला'),
              statement: T(
                `Who is the only one facing ${get(DIRS, dLone).en}?`,
                `केवल किसका मुँह ${get(DIRS, dLone).hi} की ओर है?`,
              ),
              value: (s) => {
                const w = range(N).filter((p) => face(s, p) === dLone);
                return w.length === 1
                  ? get(names, w[0] as number)
                  : T('More than one person, or nobody', 'एक से अधिक व्यक्ति, या कोई नहीं');
              },
              pool: names,
              explain: rule,
              seconds: 180,
            }),
      () =>
        numberAsk(b, {
          title: T('Shadows behind', 'पीछे पड़ती परछाइयाँ'),
          statement: T(
            'How many of the five have their shadow falling behind them?',
            'पाँचों में से कितनों की परछाईं उनके पीछे पड़ती है?',
          ),
          value: (s) => range(N).filter((p) => side(face(s, p), shadow) === 2).length,
          explain: T(
            `Those facing ${morning ? 'east' : 'west'} (towards the sun) have their shadows behind them.`,
            `जिनका मुँह ${morning ? 'पूर्व' : 'पश्चिम'} (सूर्य) की ओर है, उनकी परछाईं पीछे पड़ती है।`,
          ),
          seconds: 180,
        }),
      () =>
        valueAsk(rng, b, {
          title: T('Facing of a second person', 'दूसरे व्यक्ति का मुँह'),
          statement: T(`Which direction does ${X(a2).en} face?`, `${X(a2).hi} का मुँह किस दिशा में है?`),
          value: (s) => get(DIRS, face(s, a2)),
          pool: DIRS,
          explain: rule,
          seconds: 180,
        }),
    ],
    5,
  );
  if (questions.length < 4) return null;
  const body = both((lang) =>
    [
      lang === 'en'
        ? `Five friends — ${P.map((p) => p.en).join(', ')} — stand in an open ground ${morning ? 'just after sunrise' : 'just before sunset'}. Each faces exactly one of north, east, south and west.`
        : `पाँच मित्र — ${P.map((p) => p.hi).join(', ')} — ${morning ? 'सूर्योदय के ठीक बाद' : 'सूर्यास्त से ठीक पहले'} एक खुले मैदान में खड़े हैं। हर एक का मुँह उत्तर, पूर्व, दक्षिण और पश्चिम में से ठीक एक दिशा में है।`,
      clueBlock(b.clues, lang, false),
    ].join('\n\n'),
  );
  return {
    set: {
      kind: 'passage',
      title: morning
        ? T('Shadows after sunrise', 'सूर्योदय के बाद परछाइयाँ')
        : T('Shadows before sunset', 'सूर्यास्त से पहले परछाइयाँ'),
      body,
    },
    questions,
    numbers: [],
  };
}

/** Five people in the morning or evening sun: shadow sides and turns fix who faces where. */
export const directionShadows: QuestionSetGenerator = {
  id: 'direction-senses/shadows',
  topic: 'direction-senses',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT'],
  generate: (rng) => retry(rng, attempt),
};
