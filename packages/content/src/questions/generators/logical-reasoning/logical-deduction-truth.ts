import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { singleChoice } from '../shared/single-choice.js';

/**
 * Truth-tellers and liars: three islanders, each always truthful or always lying, talk about one
 * another (who is truthful?); and the CAT-level "who did it", where five suspects make statements and
 * exactly one of them lies (or exactly one tells the truth). `generate` runs its statements as
 * closures over the cases; `check` reads each statement's kind and data afresh and tests the cases
 * with its own evaluator.
 */

const L3 = ['A', 'B', 'C'];

type Said =
  | { kind: 'liar'; x: number }
  | { kind: 'truthful'; x: number }
  | { kind: 'same'; x: number; y: number }
  | { kind: 'different'; x: number; y: number }
  | { kind: 'count'; k: number };

function saidText(s: Said, speaker: number): BilingualText {
  const X = 'x' in s ? L3[s.x] : '';
  if ((s.kind === 'same' || s.kind === 'different') && (s.x === speaker || s.y === speaker)) {
    const other = L3[s.x === speaker ? s.y : s.x];
    return s.kind === 'same'
      ? { en: `${other} and I are of the same kind.`, hi: `${other} और मैं एक ही प्रकार के हैं।` }
      : { en: `${other} and I are of different kinds.`, hi: `${other} और मैं अलग-अलग प्रकार के हैं।` };
  }
  switch (s.kind) {
    case 'liar':
      return { en: `${X} is a liar.`, hi: `${X} झूठा है।` };
    case 'truthful':
      return { en: `${X} always tells the truth.`, hi: `${X} सदा सच बोलता है।` };
    case 'same':
      return { en: `${X} and ${L3[s.y]} are of the same kind.`, hi: `${X} और ${L3[s.y]} एक ही प्रकार के हैं।` };
    case 'different':
      return {
        en: `${X} and ${L3[s.y]} are of different kinds.`,
        hi: `${X} और ${L3[s.y]} अलग-अलग प्रकार के हैं।`,
      };
    default:
      return s.k === 0
        ? { en: 'All three of us are liars.', hi: 'हम तीनों झूठे हैं।' }
        : s.k === 1
          ? { en: 'Exactly one of us three tells the truth.', hi: 'हम तीनों में से ठीक एक सच बोलता है।' }
          : { en: 'Exactly two of us three tell the truth.', hi: 'हम तीनों में से ठीक दो सच बोलते हैं।' };
  }
}

/** Generate's reading: a statement as a closure on the case (t[i]: whether i is truthful). */
function closure(s: Said): (t: boolean[]) => boolean {
  if (s.kind === 'liar') return (t) => !t[s.x];
  if (s.kind === 'truthful') return (t) => t[s.x] === true;
  if (s.kind === 'same') return (t) => t[s.x] === t[s.y];
  if (s.kind === 'different') return (t) => t[s.x] !== t[s.y];
  const k = s.k;
  return (t) => t.filter(Boolean).length === k;
}

function drawSaid(rng: Rng, speaker: number): Said {
  const others = [0, 1, 2].filter((i) => i !== speaker);
  const x = rng.pick(others);
  const kind = rng.pick(['liar', 'truthful', 'same', 'different', 'count'] as const);
  if (kind === 'count') return { kind, k: rng.int(0, 2) };
  if (kind === 'same' || kind === 'different') {
    const pair = rng.shuffle([0, 1, 2]).slice(0, 2);
    return { kind, x: pair[0] ?? 0, y: pair[1] ?? 1 };
  }
  return { kind, x };
}

const CASES: boolean[][] = Array.from({ length: 8 }, (_, c) => [0, 1, 2].map((i) => ((c >> i) & 1) === 1));

function groupText(t: boolean[]): BilingualText {
  const who = L3.filter((_, i) => t[i]);
  if (who.length === 0) return { en: 'None of them', hi: 'इनमें से कोई नहीं' };
  if (who.length === 3) return { en: 'All three of them', hi: 'तीनों' };
  if (who.length === 1) return { en: `Only ${who[0]}`, hi: `केवल ${who[0]}` };
  return { en: `${who[0]} and ${who[1]} only`, hi: `केवल ${who[0]} और ${who[1]}` };
}

/** Three islanders, each a truth-teller or a liar, speak about one another: who tells the truth? */
export const deductionTruthTellersAndLiars: QuestionGenerator = {
  id: 'logical-deduction/truth-tellers-and-liars',
  topic: 'logical-deduction',
  difficulty: 'medium',
  exams: ['CAT', 'GMAT', 'Placements', 'Bank PO'],
  count: 40,
  generate(rng) {
    for (;;) {
      const said = [0, 1, 2].map((i) => drawSaid(rng, i));
      const tests = said.map(closure);
      const fits = (t: boolean[]) => tests.every((f, i) => f(t) === t[i]);
      const good = CASES.filter(fits);
      if (good.length !== 1) continue;
      const truth = good[0] ?? [];
      // Distractors: the cases that break the fewest statements (one statement overlooked), then the rest.
      const broken = (t: boolean[]) => tests.filter((f, i) => f(t) !== t[i]).length;
      const wrong = rng
        .shuffle(CASES.filter((t) => t !== truth))
        .sort((a, b) => broken(a) - broken(b))
        .slice(0, 3);
      const all = rng.shuffle(wrong);
      all.splice(rng.int(0, 3), 0, truth);
      const correct = all.indexOf(truth);
      const lines = CASES.map((t) => {
        const kinds = t.map((v, i) => `${L3[i]}: ${v ? 'T' : 'L'}`).join(', ');
        const bad = tests.findIndex((f, i) => f(t) !== t[i]);
        return bad < 0
          ? { en: `- ${kinds} — every statement fits ✓`, hi: `- ${kinds} — हर कथन मेल खाता है ✓` }
          : {
              en: `- ${kinds} — ${L3[bad]}'s statement would be ${t[bad] ? 'false, but' : 'true, but'} ${L3[bad]} is ${t[bad] ? 'truthful' : 'a liar'} ✗`,
              hi: `- ${kinds} — ${L3[bad]} का कथन ${t[bad] ? 'असत्य' : 'सत्य'} होगा, पर ${L3[bad]} ${t[bad] ? 'सच्चा' : 'झूठा'} है ✗`,
            };
      });
      const ans = groupText(truth);
      const setupEn = `On an island every person is either a truth-teller, who always tells the truth, or a liar, who always lies. Three islanders A, B and C make these statements:\n\n${said.map((s, i) => `- ${L3[i]}: "${saidText(s, i).en}"`).join('\n')}\n\nWho among them tell the truth?`;
      const setupHi = `एक द्वीप पर हर व्यक्ति या तो सच्चा है, जो सदा सच बोलता है, या झूठा, जो सदा झूठ बोलता है। तीन द्वीपवासी A, B और C ये कथन कहते हैं:\n\n${said.map((s, i) => `- ${L3[i]}: "${saidText(s, i).hi}"`).join('\n')}\n\nइनमें से कौन सच बोलते हैं?`;
      const saidAgain = said.map((s) => ({ ...s }));
      return singleChoice(
        { en: 'Truth-tellers and liars on an island', hi: 'द्वीप के सच्चे और झूठे लोग' },
        { en: setupEn, hi: setupHi },
        all.map(groupText),
        correct,
        {
          en: [
            "A truth-teller's statement is true and a liar's is false. Test the 8 cases (T = truth-teller, L = liar):",
            lines.map((l) => l.en).join('\n'),
            '',
            `**Answer: ${ans.en}**`,
          ].join('\n\n'),
          hi: [
            'सच्चे का कथन सत्य होता है और झूठे का असत्य। आठों स्थितियाँ जाँचिए (T = सच्चा, L = झूठा):',
            lines.map((l) => l.hi).join('\n'),
            '',
            `**उत्तर: ${ans.hi}**`,
          ].join('\n\n'),
        },
        120,
        [],
        () => {
          // The checker's own evaluator, case by case from 0 to 7.
          const value = (s: Said, t: number[]) => {
            const sum = t.reduce((a, b) => a + b, 0);
            if (s.kind === 'count') return sum === s.k;
            if (s.kind === 'liar') return t[s.x] === 0;
            if (s.kind === 'truthful') return t[s.x] === 1;
            return s.kind === 'same' ? t[s.x] === t[s.y] : t[s.x] !== t[s.y];
          };
          const ok: string[] = [];
          for (let c = 0; c < 8; c++) {
            const t = [c & 1, (c >> 1) & 1, (c >> 2) & 1];
            if (saidAgain.every((s, i) => value(s, t) === (t[i] === 1))) ok.push(t.join(''));
          }
          const key = (t: boolean[]) => t.map((v) => (v ? 1 : 0)).join('');
          return ok.length === 1 ? all.findIndex((t) => key(t) === ok[0]) : -1;
        },
      );
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Who did it? Five suspects; exactly one lies, or exactly one tells the truth.

const SUSPECTS = ['P', 'Q', 'R', 'S', 'T'];

type Claim =
  | { kind: 'notMe'; x: number }
  | { kind: 'did'; x: number }
  | { kind: 'didNot'; x: number }
  | { kind: 'either'; x: number; y: number }
  | { kind: 'lying'; x: number };

function claimText(c: Claim, speaker: number): BilingualText {
  const X = SUSPECTS[c.x];
  if (c.kind === 'either' && (c.x === speaker || c.y === speaker)) {
    const other = SUSPECTS[c.x === speaker ? c.y : c.x];
    return { en: `Either ${other} or I did it.`, hi: `या तो ${other} ने किया या मैंने।` };
  }
  if (c.kind === 'notMe') return { en: 'I did not do it.', hi: 'मैंने नहीं किया।' };
  if (c.kind === 'did') return { en: `${X} did it.`, hi: `${X} ने किया।` };
  if (c.kind === 'didNot') return { en: `${X} did not do it.`, hi: `${X} ने नहीं किया।` };
  if (c.kind === 'lying') return { en: `${X} is lying.`, hi: `${X} झूठ बोल रहा है।` };
  return { en: `Either ${X} or ${SUSPECTS[c.y]} did it.`, hi: `या तो ${X} ने किया या ${SUSPECTS[c.y]} ने।` };
}

/** Whether each claim is true when `culprit` did it (generate's way: simple claims first, then "is lying"). */
function truths(claims: Claim[], speakers: number[], culprit: number): boolean[] {
  const base = claims.map((c, i) => {
    if (c.kind === 'notMe') return culprit !== speakers[i];
    if (c.kind === 'did') return culprit === c.x;
    if (c.kind === 'didNot') return culprit !== c.x;
    if (c.kind === 'either') return culprit === c.x || culprit === c.y;
    return false;
  });
  return claims.map((c, i) => (c.kind === 'lying' ? !base[speakers.indexOf(c.x)] : (base[i] ?? false)));
}

/** Five suspects, one culprit, exactly one liar (or exactly one truth-teller): who did it? */
export const deductionWhoIsLying: QuestionGenerator = {
  id: 'logical-deduction/who-did-it-one-liar',
  topic: 'logical-deduction',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const speakers = [0, 1, 2, 3, 4];
      const k = rng.next() < 0.6 ? 4 : 1; // how many statements are true
      const claims: Claim[] = speakers.map((s) => {
        const x = rng.pick(speakers.filter((y) => y !== s));
        const kind = rng.pick(['notMe', 'did', 'didNot', 'either', 'lying', 'did', 'notMe'] as const);
        if (kind === 'either') {
          const y = rng.pick(speakers.filter((z) => z !== x));
          return { kind, x, y };
        }
        return { kind, x };
      });
      // A "lying" claim may only point at a simple claim.
      if (claims.some((c) => c.kind === 'lying' && claims[c.x]?.kind === 'lying')) continue;
      const counts = speakers.map((c) => truths(claims, speakers, c).filter(Boolean).length);
      const fit = speakers.filter((c) => counts[c] === k);
      if (fit.length !== 1) continue;
      const culprit = fit[0] ?? 0;
      const wrong = rng
        .shuffle(speakers.filter((c) => c !== culprit))
        .sort((a, b) => Math.abs((counts[a] ?? 0) - k) - Math.abs((counts[b] ?? 0) - k))
        .slice(0, 3);
      const all = rng.shuffle([culprit, ...wrong]);
      const rule =
        k === 4
          ? { en: 'exactly one of the five is lying', hi: 'पाँचों में से ठीक एक झूठ बोल रहा है' }
          : { en: 'exactly one of the five is telling the truth', hi: 'पाँचों में से ठीक एक सच बोल रहा है' };
      const said = claims.map((c, i) => claimText(c, i));
      const rows = speakers.map((c) => {
        const t = truths(claims, speakers, c);
        const mark = t.map((v, i) => `${SUSPECTS[i]} ${v ? '✓' : '✗'}`).join(', ');
        return {
          en: `- If ${SUSPECTS[c]} did it: ${mark} — ${counts[c]} true${c === culprit ? ' ✓' : ''}`,
          hi: `- यदि ${SUSPECTS[c]} ने किया: ${mark} — ${counts[c]} सत्य${c === culprit ? ' ✓' : ''}`,
        };
      });
      const claimsAgain = claims.map((c) => ({ ...c }));
      return singleChoice(
        { en: 'Who did it? Statements with one odd one', hi: 'किसने किया? कथनों में एक अलग' },
        {
          en: `One of five suspects P, Q, R, S and T broke a window. Questioned, they say:\n\n${said.map((s, i) => `- ${SUSPECTS[i]}: "${s.en}"`).join('\n')}\n\nIf ${rule.en}, who broke the window?`,
          hi: `पाँच संदिग्धों P, Q, R, S और T में से एक ने खिड़की तोड़ी। पूछने पर वे कहते हैं:\n\n${said.map((s, i) => `- ${SUSPECTS[i]}: "${s.hi}"`).join('\n')}\n\nयदि ${rule.hi}, तो खिड़की किसने तोड़ी?`,
        },
        all.map((c) => ({ en: SUSPECTS[c] ?? '', hi: SUSPECTS[c] ?? '' })),
        all.indexOf(culprit),
        {
          en: [
            `Try each suspect as the culprit and count the true statements (a "… is lying" statement is true exactly when the other one is false); the count must be ${k}:`,
            rows.map((r) => r.en).join('\n'),
            '',
            `**Answer: ${SUSPECTS[culprit]}**`,
          ].join('\n\n'),
          hi: [
            `हर संदिग्ध को दोषी मानकर सत्य कथन गिनिए ("… झूठ बोल रहा है" वाला कथन तभी सत्य है जब दूसरे का कथन असत्य हो); गिनती ${k} होनी चाहिए:`,
            rows.map((r) => r.hi).join('\n'),
            '',
            `**उत्तर: ${SUSPECTS[culprit]}**`,
          ].join('\n\n'),
        },
        210,
        [],
        () => {
          // The checker's evaluator: resolve each statement's truth with a small fixed-point loop.
          const found: number[] = [];
          for (let c = 0; c < 5; c++) {
            const v: (boolean | undefined)[] = claimsAgain.map(() => undefined);
            for (let round = 0; round < 3; round++)
              claimsAgain.forEach((cl, i) => {
                if (cl.kind === 'notMe') v[i] = c !== i;
                else if (cl.kind === 'did') v[i] = c === cl.x;
                else if (cl.kind === 'didNot') v[i] = c !== cl.x;
                else if (cl.kind === 'either') v[i] = c === cl.x || c === cl.y;
                else if (v[cl.x] !== undefined) v[i] = !v[cl.x];
              });
            if (v.filter((x) => x === true).length === k) found.push(c);
          }
          return found.length === 1 ? all.indexOf(found[0] ?? -1) : -1;
        },
      );
    }
  },
};
