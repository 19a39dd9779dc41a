import type { GeneratedQuestion } from '../../generator.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  type Ask,
  both,
  choiceQuestion,
  get,
  joinTexts,
  lazy,
  numberTexts,
  numericQuestion,
  type Person,
  pickPeople,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Selection under constraints: a committee of five chosen from nine candidates in three groups,
 * under conditions (at least / exactly so many from a group, "if A then B", "not both", "at least
 * one of"). `generate` lists the valid committees by building every 5-member combination in order;
 * each checker instead scans all 2^9 subsets of the candidates as bit masks, keeping those of five
 * members that obey every condition.
 */

const GROUPS: readonly { name: Text; plural: Text }[] = [
  { name: T('engineer', 'इंजीनियर'), plural: T('engineers', 'इंजीनियर') },
  { name: T('doctor', 'डॉक्टर'), plural: T('doctors', 'डॉक्टर') },
  { name: T('lawyer', 'वकील'), plural: T('lawyers', 'वकील') },
];
const SIZES = [4, 3, 2];
const TOTAL = 9;
const SIZE = 5;

interface Rule {
  text: Text;
  ok(members: readonly boolean[]): boolean;
}

export const lrdiCommitteeSelection: QuestionSetGenerator = {
  id: 'other-lrdi/committee-selection',
  topic: 'other-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng): GeneratedSet {
    const people: Person[] = pickPeople(rng, TOTAL);
    const group = SIZES.flatMap((n, g) => range(n).map(() => g));
    const name = (p: number) => get(people, p);
    const inGroup = (g: number) => range(TOTAL).filter((p) => group[p] === g);

    /** Every committee as a sorted list of members, by building combinations in order. */
    const combos = (rules: readonly Rule[]) => {
      const out: number[][] = [];
      const pick: number[] = [];
      const walk = (from: number) => {
        if (pick.length === SIZE) {
          const members = range(TOTAL).map((p) => pick.includes(p));
          if (rules.every((r) => r.ok(members))) out.push([...pick]);
          return;
        }
        for (let p = from; p < TOTAL; p++) {
          pick.push(p);
          walk(p + 1);
          pick.pop();
        }
      };
      walk(0);
      return out;
    };

    let rules: Rule[] = [];
    let valid: number[][] = [];
    for (;;) {
      rules = [];
      // A group condition.
      const g = rng.int(0, 2);
      const k = g === 0 ? rng.int(2, 3) : rng.int(1, 2);
      const exact = rng.next() < 0.5;
      rules.push({
        text: exact
          ? T(
              `Exactly ${k} of the ${GROUPS[g]?.plural.en} must be selected.`,
              `${GROUPS[g]?.plural.hi} में से ठीक ${k} चुने जाने चाहिए।`,
            )
          : T(
              `At least ${k} ${GROUPS[g]?.plural.en} must be selected.`,
              `कम से कम ${k} ${GROUPS[g]?.plural.hi} चुने जाने चाहिए।`,
            ),
        ok: (m) => {
          const n = inGroup(g).filter((p) => m[p]).length;
          return exact ? n === k : n >= k;
        },
      });
      const others = rng.shuffle(range(TOTAL));
      let at = 0;
      const next = () => get(others, at++ % TOTAL);
      for (let i = 0; i < 4; i++) {
        const kind = rng.int(0, 2);
        const [a, b] = [next(), next()];
        if (kind === 0)
          rules.push({
            text: T(
              `If ${name(a).en} is selected, ${name(b).en} must also be selected.`,
              `यदि ${name(a).hi} का चयन होता है, तो ${name(b).hi} का चयन भी अनिवार्य है।`,
            ),
            ok: (m) => !m[a] || Boolean(m[b]),
          });
        else if (kind === 1)
          rules.push({
            text: T(
              `${name(a).en} and ${name(b).en} cannot both be selected.`,
              `${name(a).hi} और ${name(b).hi} दोनों का चयन एक साथ नहीं हो सकता।`,
            ),
            ok: (m) => !(m[a] && m[b]),
          });
        else
          rules.push({
            text: T(
              `At least one of ${name(a).en} and ${name(b).en} must be selected.`,
              `${name(a).hi} और ${name(b).hi} में से कम से कम एक का चयन अनिवार्य है।`,
            ),
            ok: (m) => Boolean(m[a] || m[b]),
          });
      }
      valid = combos(rules);
      if (valid.length < 4 || valid.length > 14) continue;
      const always = range(TOTAL).filter((p) => valid.every((c) => c.includes(p)));
      const never = range(TOTAL).filter((p) => valid.every((c) => !c.includes(p)));
      if (always.length + never.length === 0) continue;
      break;
    }
    const ruleSet = rules;
    // The checker: all 2^9 subsets as bit masks.
    const maskValid = lazy(() =>
      range(1 << TOTAL).filter((mask) => {
        const m = range(TOTAL).map((p) => (mask & (1 << p)) !== 0);
        return m.filter(Boolean).length === SIZE && ruleSet.every((r) => r.ok(m));
      }),
    );
    const has = (mask: number, p: number) => (mask & (1 << p)) !== 0;
    const committeeText = (c: readonly number[]) => joinTexts(c.map(name));
    const listing = both((lang) =>
      [
        lang === 'en'
          ? `Going through the 5-member selections that satisfy every condition, there are ${valid.length}:`
          : `हर शर्त को पूरा करने वाले 5 सदस्यीय चयन गिनने पर ये ${valid.length} मिलते हैं:`,
        valid.map((c, i) => `${i + 1}. ${committeeText(c)[lang]}`).join('\n'),
      ].join('\n\n'),
    );

    const questions: GeneratedQuestion[] = [];
    // 1. The number of committees (type in).
    questions.push(
      numericQuestion({
        title: T('Number of committees', 'समितियों की संख्या'),
        statement: T('How many different committees can be formed?', 'कितनी अलग-अलग समितियाँ बनाई जा सकती हैं?'),
        value: valid.length,
        solution: listing,
        seconds: 240,
        check: () => maskValid().length,
      }),
    );
    const asks: Ask[] = [];
    // 2. Who must be (or can never be) selected.
    {
      const always = range(TOTAL).filter((p) => valid.every((c) => c.includes(p)));
      const never = range(TOTAL).filter((p) => valid.every((c) => !c.includes(p)));
      const useAlways = always.length > 0 && (never.length === 0 || rng.next() < 0.5);
      const answerP = rng.pick(useAlways ? always : never);
      const wrong = range(TOTAL).filter((p) => !(useAlways ? always : never).includes(p));
      const answer = name(answerP);
      const options = textOptions(rng, answer, rng.shuffle(wrong).map(name), []);
      asks.push({
        title: useAlways ? T('Always selected', 'सदा चयनित') : T('Never selected', 'कभी चयनित नहीं'),
        statement: useAlways
          ? T(
              'Which of the following must be on every possible committee?',
              'निम्नलिखित में से कौन हर संभव समिति में अवश्य होगा?',
            )
          : T(
              'Which of the following can never be on the committee?',
              'निम्नलिखित में से कौन समिति में कभी नहीं हो सकता?',
            ),
        explain: useAlways
          ? T(
              `${name(answerP).en} appears in all ${valid.length} committees.`,
              `${name(answerP).hi} सभी ${valid.length} समितियों में है।`,
            )
          : T(
              `${name(answerP).en} appears in none of the ${valid.length} committees.`,
              `${valid.length} समितियों में से किसी में भी ${name(answerP).hi} नहीं है।`,
            ),
        answer,
        ...options,
        checkAnswer: () => {
          const fit = options.options.filter((o) => {
            const p = people.findIndex((x) => x.en === o.en);
            return maskValid().every((mask) => has(mask, p) === useAlways);
          });
          return fit.length === 1 ? (fit[0] as Text).en : null;
        },
        seconds: 180,
      });
    }
    // 3. A possible committee among impossible ones.
    {
      const good = rng.pick(valid);
      const bad: number[][] = [];
      for (let tries = 0; tries < 200 && bad.length < 3; tries++) {
        const c = [...good];
        c[rng.int(0, SIZE - 1)] = rng.pick(range(TOTAL).filter((p) => !good.includes(p)));
        c.sort((x, y) => x - y);
        if (!valid.some((v) => v.join() === c.join()) && !bad.some((b) => b.join() === c.join())) bad.push(c);
      }
      const answer = committeeText(good);
      const options = textOptions(rng, answer, bad.map(committeeText), []);
      asks.push({
        title: T('A possible committee', 'एक संभव समिति'),
        statement: T('Which of the following can be the committee?', 'निम्नलिखित में से कौन-सी समिति बन सकती है?'),
        explain: T(
          'Each other option breaks at least one condition; the answer is in the list above.',
          'अन्य प्रत्येक विकल्प कम से कम एक शर्त तोड़ता है; उत्तर ऊपर की सूची में है।',
        ),
        answer,
        ...options,
        checkAnswer: () => {
          const fit = options.options.filter((o) =>
            maskValid().some((mask) => committeeText(range(TOTAL).filter((p) => has(mask, p))).en === o.en),
          );
          return fit.length === 1 ? (fit[0] as Text).en : null;
        },
        seconds: 180,
      });
    }
    // 4. If someone is left out, how many committees remain.
    {
      const sometimes = range(TOTAL).filter(
        (p) => valid.some((c) => c.includes(p)) && valid.some((c) => !c.includes(p)),
      );
      const p = rng.pick(sometimes.length > 0 ? sometimes : range(TOTAL));
      const n = valid.filter((c) => !c.includes(p)).length;
      const answer = T(String(n), String(n));
      asks.push({
        title: T('One candidate left out', 'एक उम्मीदवार बाहर'),
        statement: T(
          `If ${name(p).en} is not selected, how many different committees can be formed?`,
          `यदि ${name(p).hi} का चयन नहीं होता, तो कितनी अलग-अलग समितियाँ बन सकती हैं?`,
        ),
        explain: T(
          `Of the ${valid.length} committees, ${valid.length - n} include ${name(p).en}; the other ${n} do not.`,
          `${valid.length} समितियों में से ${valid.length - n} में ${name(p).hi} है; बाकी ${n} में नहीं।`,
        ),
        answer,
        ...textOptions(rng, answer, numberTexts(n, [valid.length - n, valid.length, n + 1]), []),
        checkAnswer: () => String(maskValid().filter((mask) => !has(mask, p)).length),
        seconds: 180,
      });
    }
    // 5. Given someone is selected, who else must be.
    {
      const pairs = range(TOTAL).flatMap((a) => {
        const withA = valid.filter((c) => c.includes(a));
        if (withA.length === 0 || withA.length === valid.length) return [];
        const forced = range(TOTAL).filter(
          (b) => b !== a && withA.every((c) => c.includes(b)) && !valid.every((c) => c.includes(b)),
        );
        const notForced = range(TOTAL).filter((b) => b !== a && !withA.every((c) => c.includes(b)));
        return forced.length > 0 && notForced.length >= 3 ? [{ a, b: rng.pick(forced), notForced }] : [];
      });
      if (pairs.length > 0) {
        const { a, b, notForced } = rng.pick(pairs);
        const answer = name(b);
        const options = textOptions(rng, answer, rng.shuffle(notForced).map(name), []);
        asks.push({
          title: T('Selected together', 'साथ में चयन'),
          statement: T(
            `If ${name(a).en} is on the committee, which of the following must also be on it?`,
            `यदि ${name(a).hi} समिति में है, तो निम्नलिखित में से किसका समिति में होना अनिवार्य है?`,
          ),
          explain: T(
            `Every committee that includes ${name(a).en} also includes ${name(b).en}; each other option is missing from at least one of them.`,
            `${name(a).hi} वाली हर समिति में ${name(b).hi} भी है; बाकी हर विकल्प इनमें से कम से कम एक में नहीं है।`,
          ),
          answer,
          ...options,
          checkAnswer: () => {
            const withA = maskValid().filter((mask) => has(mask, a));
            const fit = options.options.filter((o) => {
              const p = people.findIndex((x) => x.en === o.en);
              return withA.every((mask) => has(mask, p));
            });
            return fit.length === 1 ? (fit[0] as Text).en : null;
          },
          seconds: 180,
        });
      }
    }
    questions.push(
      ...rng
        .shuffle(asks)
        .slice(0, 4)
        .map((a) => choiceQuestion(a, listing)),
    );
    const groupsText = both((lang) =>
      GROUPS.map((g, i) => {
        const members = joinTexts(inGroup(i).map(name))[lang];
        return lang === 'en' ? `${g.plural.en}: ${members}` : `${g.plural.hi}: ${members}`;
      }).join('; '),
    );
    const body = both((lang) =>
      [
        lang === 'en'
          ? `A committee of ${SIZE} is to be selected from ${TOTAL} candidates — ${groupsText.en}. The selection must satisfy all of the following conditions:`
          : `${TOTAL} उम्मीदवारों में से ${SIZE} सदस्यों की एक समिति चुननी है — ${groupsText.hi}। चयन को निम्नलिखित सभी शर्तें पूरी करनी होंगी:`,
        ruleSet.map((r, i) => `${i + 1}. ${r.text[lang]}`).join('\n'),
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T('Selecting a committee', 'समिति का चयन'), body },
      questions,
      numbers: [SIZE, TOTAL],
    };
  },
};
