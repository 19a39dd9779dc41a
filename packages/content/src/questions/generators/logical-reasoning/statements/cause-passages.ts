import type { QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { CAUSE_EFFECT_PAIRS } from './cause-and-effect.js';
import { ANSWER, CAUSAL, COMMON, choiceQuestion, pairsApart, textsOf, UNRELATED } from './cause-pairs.js';
import { type Bi, STATEMENT_EXAMS } from './shared.js';

/**
 * CAT-level cause and effect on the hand-judged pairs of `cause-and-effect.ts`: six events to be
 * matched cause to effect, and a report of four events whose two pairs must both be classified.
 * Pairs of one question never share a theme (see `cause-pairs.ts`). The checkers test every claim
 * of every option against the pool of judged pairs.
 */

type Pair = (typeof CAUSE_EFFECT_PAIRS)[number];
const bi = (f: (lang: 'en' | 'hi') => string): Bi => ({ en: f('en'), hi: f('hi') });

/** Whether the pool judges `cause` to bring about `effect`. */
function causes(cause: string, effect: string): boolean {
  return CAUSE_EFFECT_PAIRS.some(
    (p) => p.kind === 'causal' && p.cause.en === cause && p.effect.en === effect,
  );
}
/** Whether the pool judges the two events to be effects of one cause (or of unrelated ones). */
function effectsOf(kind: 'common' | 'independent-effects', a: string, b: string): boolean {
  return CAUSE_EFFECT_PAIRS.some((p) => {
    if (p.kind !== kind) return false;
    const [x, y] = textsOf(p);
    return (x === a && y === b) || (x === b && y === a);
  });
}

function drawApart<T extends Pair>(rng: Rng, pool: readonly T[], taken: readonly Pair[], n: number): T[] {
  for (;;) {
    const got = pairsApart(rng, pool, taken, n);
    if (got) return got;
  }
}

/** Six events, three causes and their three effects, shuffled: match each cause to its effect. */
export const causeEffectMatchSix: QuestionGenerator = {
  id: 'cause-and-effect/match-six-events',
  topic: 'cause-and-effect',
  difficulty: 'hard',
  count: 60,
  exams: ['CAT', ...STATEMENT_EXAMS],
  generate(rng) {
    const pairs = drawApart(rng, CAUSAL, [], 3);
    const events = rng.shuffle(pairs.flatMap((p) => [p.cause, p.effect]));
    const num = (e: Bi) => events.indexOf(e) + 1;
    type Arrow = [number, number];
    const right: Arrow[] = pairs.map((p) => [num(p.cause), num(p.effect)]);
    const [p0, p1, p2] = pairs;
    if (!p0 || !p1 || !p2) throw new Error('three pairs');
    const k = rng.int(0, 2);
    const m = (k + 1) % 3;
    const swapped = (a: number, b: number): Arrow[] =>
      pairs.map((p, i) => [
        num(p.cause),
        num(i === a ? (pairs[b] as typeof p).effect : i === b ? (pairs[a] as typeof p).effect : p.effect),
      ]);
    const wrongs: Arrow[][] = [
      // One pair read backwards: the effect taken for the cause.
      pairs.map((p, i) => (i === k ? [num(p.effect), num(p.cause)] : [num(p.cause), num(p.effect)])),
      // Two effects exchanged: each cause tied to an effect of another theme.
      swapped(k, m),
      // The same exchange with the third pair also read backwards.
      swapped(k, m).map(([c, e], i) => (i === 3 - k - m ? [e, c] : [c, e]) as Arrow),
    ];
    const text = (arrows: Arrow[]) =>
      [...arrows]
        .sort((a, b) => a[0] - b[0])
        .map(([c, e]) => `${c} → ${e}`)
        .join(', ');
    const sets = rng.shuffle([right, ...wrongs]);
    const options = sets.map((s) => ({ en: text(s), hi: text(s) }));
    const statement = bi((lang) =>
      [
        lang === 'en'
          ? 'Six events are listed below. Three of them are causes, and each of the other three is the effect of exactly one of those causes.'
          : 'नीचे छह घटनाएँ दी गई हैं। इनमें से तीन कारण हैं, और शेष तीन में से प्रत्येक इन्हीं में से ठीक एक कारण का प्रभाव है।',
        '',
        ...events.map((e, i) => `${i + 1}. ${e[lang]}`),
        '',
        lang === 'en'
          ? 'Which option matches every cause with its effect (cause → effect)?'
          : 'कौन-सा विकल्प प्रत्येक कारण को उसके प्रभाव से सही मिलाता है (कारण → प्रभाव)?',
      ].join('\n'),
    );
    const solution = bi((lang) =>
      [
        ...pairs.map((p) => `${num(p.cause)} → ${num(p.effect)}: ${p.why[lang]}`),
        ...sets
          .filter((s) => s !== right)
          .map((s) => {
            const bad = s.find(([c, e]) => !causes(events[c - 1]?.en ?? '', events[e - 1]?.en ?? '')) ?? [
              0, 0,
            ];
            const backwards = causes(events[bad[1] - 1]?.en ?? '', events[bad[0] - 1]?.en ?? '');
            return lang === 'en'
              ? `${text(s)}: ${bad[0]} → ${bad[1]} ${backwards ? 'reads a pair backwards (an effect cannot come before its cause)' : 'links two events on unrelated subjects'}.`
              : `${text(s)}: ${bad[0]} → ${bad[1]} ${backwards ? 'एक युग्म को उलटा पढ़ता है (प्रभाव अपने कारण से पहले नहीं हो सकता)' : 'असंबंधित विषयों की दो घटनाओं को जोड़ता है'}।`;
          }),
        `**${ANSWER[lang]}: ${text(right)}**`,
      ].join('\n\n'),
    );
    return choiceQuestion(
      { en: 'Match six events cause to effect', hi: 'छह घटनाओं में कारण-प्रभाव का मिलान' },
      statement,
      options,
      sets.indexOf(right),
      solution,
      200,
      // The checker: an option is right when each of its arrows is a judged causal pair.
      () =>
        sets.flatMap((s, o) =>
          s.every(([c, e]) => causes(events[c - 1]?.en ?? '', events[e - 1]?.en ?? '')) ? [o] : [],
        ),
    );
  },
};

type Claim =
  | { kind: 'causes'; from: number; to: number }
  | { kind: 'common' | 'independent-effects'; x: number; y: number };

/** A report of four events: one causal pair and one pair of effects of a common cause. */
export const causeEffectFourEventReport: QuestionGenerator = {
  id: 'cause-and-effect/four-event-report',
  topic: 'cause-and-effect',
  difficulty: 'hard',
  count: 60,
  exams: ['CAT', ...STATEMENT_EXAMS],
  generate(rng) {
    const [c] = drawApart(rng, CAUSAL, [], 1);
    if (!c) throw new Error('a causal pair');
    // The second pair: effects of a common cause, or (in some questions) of unrelated causes.
    const second =
      rng.next() < 0.7 ? drawApart(rng, COMMON, [c], 1)[0] : drawApart(rng, UNRELATED, [c], 1)[0];
    if (!second) throw new Error('a pair of effects');
    const events = rng.shuffle([c.cause, c.effect, second.a, second.b]);
    const n = (e: Bi) => events.indexOf(e) + 1;
    const [x, y] = [n(second.a), n(second.b)].sort((a, b) => a - b) as [number, number];
    const kind = second.kind;
    const other = kind === 'common' ? 'independent-effects' : 'common';
    const right: Claim[] = [
      { kind: 'causes', from: n(c.cause), to: n(c.effect) },
      { kind, x, y },
    ];
    const wrongs: Claim[][] = [
      // The causal pair read backwards.
      [
        { kind: 'causes', from: n(c.effect), to: n(c.cause) },
        { kind, x, y },
      ],
      // The second pair misjudged: a common cause taken for unrelated causes, or the reverse.
      [right[0] as Claim, { kind: other, x, y }],
      // The second pair taken as causal, the first as merely sharing a cause.
      [
        { kind: 'causes', from: x, to: y },
        { kind: 'common', x: Math.min(n(c.cause), n(c.effect)), y: Math.max(n(c.cause), n(c.effect)) },
      ],
    ];
    const claimText = (cl: Claim): Bi =>
      cl.kind === 'causes'
        ? { en: `(${cl.from}) is the cause of (${cl.to})`, hi: `(${cl.from}), (${cl.to}) का कारण है` }
        : cl.kind === 'common'
          ? {
              en: `(${cl.x}) and (${cl.y}) are effects of a common cause`,
              hi: `(${cl.x}) और (${cl.y}) किसी सामान्य कारण के प्रभाव हैं`,
            }
          : {
              en: `(${cl.x}) and (${cl.y}) are effects of independent causes`,
              hi: `(${cl.x}) और (${cl.y}) स्वतंत्र कारणों के प्रभाव हैं`,
            };
    const optionText = (cls: Claim[]): Bi => ({
      en: cls.map((cl) => claimText(cl).en).join('; '),
      hi: cls.map((cl) => claimText(cl).hi).join('; '),
    });
    const sets = rng.shuffle([right, ...wrongs]);
    const statement = bi((lang) =>
      [
        lang === 'en'
          ? 'A local newspaper reported the following four events in one week.'
          : 'एक स्थानीय समाचार पत्र ने एक सप्ताह में निम्नलिखित चार घटनाओं की सूचना दी।',
        '',
        ...events.map((e, i) => `(${i + 1}) ${e[lang]}`),
        '',
        lang === 'en'
          ? 'Which of the following correctly describes how these events are related?'
          : 'निम्नलिखित में से कौन-सा इन घटनाओं के आपसी संबंध का सही वर्णन करता है?',
      ].join('\n'),
    );
    const holds = (cl: Claim): boolean => {
      const e = (i: number) => events[i - 1]?.en ?? '';
      return cl.kind === 'causes' ? causes(e(cl.from), e(cl.to)) : effectsOf(cl.kind, e(cl.x), e(cl.y));
    };
    const solution = bi((lang) =>
      [
        `(${n(c.cause)}) → (${n(c.effect)}): ${c.why[lang]}`,
        `(${x}), (${y}): ${second.why[lang]}`,
        ...sets
          .filter((s) => s !== right)
          .map((s) => {
            const bad = s.find((cl) => !holds(cl)) ?? s[0];
            return lang === 'en'
              ? `"${optionText(s).en}" fails: "${bad ? claimText(bad).en : ''}" is not true.`
              : `"${optionText(s).hi}" गलत है: "${bad ? claimText(bad).hi : ''}" सही नहीं है।`;
          }),
        `**${ANSWER[lang]}: ${optionText(right)[lang]}**`,
      ].join('\n\n'),
    );
    return choiceQuestion(
      { en: 'Four events in a news report', hi: 'समाचार की चार घटनाएँ' },
      statement,
      sets.map(optionText),
      sets.indexOf(right),
      solution,
      180,
      () => sets.flatMap((s, o) => (s.every(holds) ? [o] : [])),
    );
  },
};
