import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import {
  chain,
  closure,
  contradictory,
  definite,
  derivation,
  diagramTable,
  fitting,
  holdsIn,
  NOUNS,
  type Prop,
  possibleByRules,
  say,
  sayPossible,
  statementsText,
  TRUE_EVEN_IF,
  verdict,
} from './syllogism-venn.js';

/**
 * Syllogism shapes that turn the question round: which pair of statements supports a conclusion,
 * the least number of statements a conclusion needs (CAT level), and how many of four definite and
 * possibility conclusions follow (CAT level). Generators use the rules; checkers the Venn diagrams.
 */

const KINDS = ['A', 'E', 'I', 'O'] as const;
const pairText = (pair: readonly Prop[], t: typeof NOUNS): Text => ({
  en: pair.map((q) => say(q, t).en).join(' '),
  hi: pair.map((q) => say(q, t).hi).join(' '),
});

/** A conclusion about A and C: which pair of statements (via B) makes it definite? */
export const syllogismSupportingStatements: QuestionGenerator = {
  id: 'syllogism/supporting-statements',
  topic: 'syllogism',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const pairs: Prop[][] = [];
      for (const k1 of KINDS)
        for (const k2 of KINDS)
          for (const f1 of [true, false])
            for (const f2 of [true, false])
              pairs.push([
                { kind: k1, s: f1 ? 0 : 1, p: f1 ? 1 : 0 },
                { kind: k2, s: f2 ? 1 : 2, p: f2 ? 2 : 1 },
              ]);
      const conclusion: Prop = { kind: rng.pick(KINDS), s: rng.pick([0, 2]), p: 0 };
      conclusion.p = 2 - conclusion.s;
      const good = pairs.filter((p) => definite(closure(p), conclusion));
      // Near misses: pairs whose own conclusion is another kind, or that only make it possible.
      const bad = pairs.filter((p) => !definite(closure(p), conclusion) && fitting(3, p).length > 0);
      if (good.length === 0 || bad.length < 3) continue;
      const right = rng.pick(good);
      const close = bad.filter((p) =>
        p.some((q) => right.some((r) => r.kind === q.kind && r.s === q.s && r.p === q.p)),
      );
      const wrong = rng.shuffle(close.length >= 3 && rng.next() < 0.7 ? close : bad).slice(0, 3);
      const order = rng.shuffle([right, ...wrong]);
      const t = rng.shuffle(NOUNS).slice(0, 3);
      const options = order.map((p) => pairText(p, t));
      const c = say(conclusion, t);
      const facts = closure(right);
      const d = derivation(facts, conclusion, t);
      const why = wrong.map((p) => {
        const f = closure(p);
        const v = verdict(f, conclusion, t, { en: 'the conclusion', hi: 'निष्कर्ष' });
        return {
          en: `With "${pairText(p, t).en}": ${v.en[v.en.length - 1]}`,
          hi: `"${pairText(p, t).hi}" से: ${v.hi[v.hi.length - 1]}`,
        };
      });
      return {
        title: { en: 'Statements that support a conclusion', hi: 'निष्कर्ष का समर्थन करने वाले कथन' },
        type: 'single',
        statement: {
          en: `**Conclusion:** ${c.en}\n\nWhich pair of statements, taken to be true, makes this conclusion definitely true?`,
          hi: `**निष्कर्ष:** ${c.hi}\n\nकौन-सा कथन-युग्म, सत्य मानने पर, इस निष्कर्ष को निश्चित रूप से सत्य बनाता है?`,
        },
        options,
        answer: { kind: 'choice', correct: [order.indexOf(right)] },
        solution: {
          en: [
            `Test each pair with the rules. The right pair: ${d.en.join(' ')}`,
            ...why.map((w) => w.en),
            '',
            `**Answer: ${pairText(right, t).en}**`,
          ].join('\n\n'),
          hi: [
            `हर युग्म को नियमों से जाँचिए। सही युग्म: ${d.hi.join(' ')}`,
            ...why.map((w) => w.hi),
            '',
            `**उत्तर: ${pairText(right, t).hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 90,
        numbers: [],
        check(): QuestionAnswer {
          const ok = order.filter((p) => {
            const ds = fitting(3, p);
            return ds.length > 0 && ds.every((m) => holdsIn(m, conclusion, 3));
          });
          return { kind: 'choice', correct: [ok.length === 1 ? order.indexOf(ok[0] ?? right) : -1] };
        },
      };
    }
  },
};

/** Subsets of 0..n-1 as bitmasks, smallest first. */
const subsets = (n: number) =>
  Array.from({ length: (1 << n) - 1 }, (_, i) => i + 1).sort((a, b) => popcount(a) - popcount(b) || a - b);
const popcount = (x: number): number => (x === 0 ? 0 : (x & 1) + popcount(x >> 1));

/** Four statements and a conclusion: the least number of them that makes it definite. */
export const syllogismMinimumStatements: QuestionGenerator = {
  id: 'syllogism/minimum-statements',
  topic: 'syllogism',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const base = chain(rng, 4, ['A', 'A', 'I', 'E', 'O']);
      const extraPair = rng.pick([
        [0, 2],
        [1, 3],
        [0, 3],
      ]);
      const extra: Prop = { kind: rng.pick(KINDS), s: extraPair[0] ?? 0, p: extraPair[1] ?? 2 };
      const st = rng.shuffle([...base, extra]);
      const facts = closure(st);
      const pool: Prop[] = [];
      for (let s = 0; s < 4; s++)
        for (let p = 0; p < 4; p++)
          for (const kind of KINDS) {
            const q: Prop = { kind, s, p };
            if (s !== p && definite(facts, q) && !st.some((x) => x.kind === kind && x.s === s && x.p === p))
              pool.push(q);
          }
      if (pool.length === 0) continue;
      const conclusion = rng.pick(pool);
      const need = subsets(4).find((mask) =>
        definite(closure(st.filter((_, i) => mask & (1 << i))), conclusion),
      );
      if (need === undefined) continue;
      const m = popcount(need);
      if (m < 2 || (m === 2 && rng.next() < 0.3) || fitting(4, st).length === 0) continue;
      const t = rng.shuffle(NOUNS).slice(0, 4);
      const used = st.filter((_, i) => need & (1 << i));
      const usedNums = st.map((_, i) => i + 1).filter((i) => need & (1 << (i - 1)));
      const d = derivation(closure(used), conclusion, t);
      const options = rng.shuffle(['1', '2', '3', '4']);
      const s = statementsText(st, t);
      const c = say(conclusion, t);
      const listEn = `${usedNums.slice(0, -1).join(', ')} and ${usedNums[usedNums.length - 1]}`;
      const listHi = `${usedNums.slice(0, -1).join(', ')} और ${usedNums[usedNums.length - 1]}`;
      return {
        title: { en: 'Least number of statements for a conclusion', hi: 'निष्कर्ष के लिए न्यूनतम कथन' },
        type: 'single',
        statement: {
          en: `**Statements:**\n${s.en}\n\n**Conclusion:** ${c.en}\n\n${TRUE_EVEN_IF.en}, what is the least number of the given statements that together make the conclusion definitely true?`,
          hi: `**कथन:**\n${s.hi}\n\n**निष्कर्ष:** ${c.hi}\n\n${TRUE_EVEN_IF.hi}, दिए गए कथनों में से कम-से-कम कितने कथन मिलकर इस निष्कर्ष को निश्चित रूप से सत्य बनाते हैं?`,
        },
        options,
        answer: { kind: 'choice', correct: [options.indexOf(String(m))] },
        solution: {
          en: [
            `Statements ${listEn} are enough: ${d.en.join(' ')}`,
            `No smaller set works: leave out any one of statements ${listEn} and the chain of rules linking the two terms of the conclusion breaks, so a diagram can be drawn in which the conclusion fails.`,
            '',
            `**Answer: ${m}**`,
          ].join('\n\n'),
          hi: [
            `कथन ${listHi} पर्याप्त हैं: ${d.hi.join(' ')}`,
            `इससे छोटा कोई समूह काम नहीं करता: कथन ${listHi} में से कोई भी एक हटाने पर निष्कर्ष के दोनों पदों को जोड़ने वाली नियमों की कड़ी टूट जाती है, इसलिए ऐसा आरेख बन सकता है जिसमें निष्कर्ष असत्य हो।`,
            '',
            `**उत्तर: ${m}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 180,
        numbers: [m],
        check(): QuestionAnswer {
          // A subset makes the conclusion definite unless some diagram satisfies all of it and not the conclusion.
          const table = diagramTable(4, [...st, conclusion]);
          const cBit = 1 << st.length;
          const fails = (mask: number) =>
            table.some((row) => (row.sat & mask) === mask && (row.sat & cBit) === 0);
          const least = subsets(4).find((mask) => !fails(mask));
          return {
            kind: 'choice',
            correct: [least === undefined ? -1 : options.indexOf(String(popcount(least)))],
          };
        },
      };
    }
  },
};

interface Conclusion {
  q: Prop;
  possibility: boolean;
}

/** Three statements and four conclusions, definite and possible: how many follow? */
export const syllogismCountConclusions: QuestionGenerator = {
  id: 'syllogism/count-conclusions',
  topic: 'syllogism',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'CUET'],
  count: 60,
  generate(rng) {
    for (;;) {
      const st = chain(rng, 4, ['A', 'I', 'E', 'O', 'F', 'A']);
      if (fitting(4, st).length === 0) continue;
      const facts = closure(st);
      const given = new Set(st.map((q) => `${q.kind}${q.s}${q.p}`));
      const all: Conclusion[] = [];
      for (let s = 0; s < 4; s++)
        for (let p = 0; p < 4; p++) {
          if (s === p) continue;
          for (const kind of KINDS)
            if (!given.has(`${kind}${s}${p}`)) all.push({ q: { kind, s, p }, possibility: false });
          for (const kind of ['A', 'I'] as const)
            if (!definite(facts, { kind, s, p })) all.push({ q: { kind, s, p }, possibility: true });
        }
      const follows = (c: Conclusion) => (c.possibility ? possibleByRules(facts, c.q) : definite(facts, c.q));
      const want = rng.int(0, 4);
      const yes = rng.shuffle(all.filter(follows));
      const no = rng.shuffle(all.filter((c) => !follows(c)));
      const picked: Conclusion[] = [];
      const pairKey = (c: Conclusion) => `${Math.min(c.q.s, c.q.p)}${Math.max(c.q.s, c.q.p)}`;
      const take = (from: Conclusion[], n: number) => {
        for (const c of from)
          if (n > 0 && !picked.some((x) => pairKey(x) === pairKey(c))) {
            picked.push(c);
            n--;
          }
      };
      take(yes, want);
      take(no, 4 - want);
      if (picked.length !== 4 || picked.filter(follows).length !== want) continue;
      const four = rng.shuffle(picked);
      const t = rng.shuffle(NOUNS).slice(0, 4);
      const words = ['None', 'Only one', 'Only two', 'Only three', 'All four'];
      const wordsHi = ['कोई नहीं', 'केवल एक', 'केवल दो', 'केवल तीन', 'चारों'];
      const drop = rng.pick([0, 1, 2, 3, 4].filter((x) => x !== want));
      const values = [0, 1, 2, 3, 4].filter((x) => x !== drop);
      const options = values.map((v) => ({ en: words[v] ?? '', hi: wordsHi[v] ?? '' }));
      const text = (c: Conclusion) => (c.possibility ? sayPossible(c.q, t) : say(c.q, t));
      const s = statementsText(st, t);
      const lines = four.flatMap((c, i) => {
        const label = {
          en: `Conclusion ${['I', 'II', 'III', 'IV'][i]}`,
          hi: `निष्कर्ष ${['I', 'II', 'III', 'IV'][i]}`,
        };
        if (!c.possibility) {
          const v = verdict(facts, c.q, t, label);
          return v.en.map((en, j) => ({ en, hi: v.hi[j] ?? '' }));
        }
        const opp = contradictory(c.q);
        if (definite(facts, opp)) {
          const d = derivation(facts, opp, t);
          return [
            ...d.en.map((en, j) => ({ en, hi: d.hi[j] ?? '' })),
            {
              en: `${label.en} ("${text(c).en}") does not follow: "${say(opp, t).en}" is definite.`,
              hi: `${label.hi} ("${text(c).hi}") अनुसरण नहीं करता: "${say(opp, t).hi}" निश्चित है।`,
            },
          ];
        }
        return [
          {
            en: `${label.en} ("${text(c).en}") follows: nothing definite rules it out.`,
            hi: `${label.hi} ("${text(c).hi}") अनुसरण करता है: कोई निश्चित परिणाम इसे रोकता नहीं।`,
          },
        ];
      });
      const answerIndex = values.indexOf(want);
      return {
        title: { en: 'How many conclusions follow', hi: 'कितने निष्कर्ष अनुसरण करते हैं' },
        type: 'single',
        statement: {
          en: `**Statements:**\n${s.en}\n\n**Conclusions:**\n${four.map((c, i) => `${['I', 'II', 'III', 'IV'][i]}. ${text(c).en}`).join('\n')}\n\n${TRUE_EVEN_IF.en}, how many of the conclusions follow?`,
          hi: `**कथन:**\n${s.hi}\n\n**निष्कर्ष:**\n${four.map((c, i) => `${['I', 'II', 'III', 'IV'][i]}. ${text(c).hi}`).join('\n')}\n\n${TRUE_EVEN_IF.hi}, कितने निष्कर्ष अनुसरण करते हैं?`,
        },
        options,
        answer: { kind: 'choice', correct: [answerIndex] },
        solution: {
          en: [
            'A definite conclusion must hold in every diagram of the statements; a possibility needs just one diagram, so it follows unless its opposite is definite.',
            ...lines.map((l) => l.en),
            `So ${want} of the conclusions ${want === 1 ? 'follows' : 'follow'}.`,
            '',
            `**Answer: ${words[want]}**`,
          ].join('\n\n'),
          hi: [
            'निश्चित निष्कर्ष कथनों के हर आरेख में सत्य होना चाहिए; संभावना के लिए एक आरेख पर्याप्त है, इसलिए वह तब तक अनुसरण करती है जब तक उसका विपरीत निश्चित न हो।',
            ...lines.map((l) => l.hi),
            `अतः ${want} निष्कर्ष अनुसरण ${want === 1 ? 'करता है' : 'करते हैं'}।`,
            '',
            `**उत्तर: ${wordsHi[want]}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 180,
        numbers: [],
        check(): QuestionAnswer {
          const ds = fitting(4, st);
          const n = four.filter((c) =>
            c.possibility
              ? ds.some((m) => holdsIn(m, c.q, 4))
              : ds.length > 0 && ds.every((m) => holdsIn(m, c.q, 4)),
          ).length;
          return { kind: 'choice', correct: [values.indexOf(n)] };
        },
      };
    }
  },
};
