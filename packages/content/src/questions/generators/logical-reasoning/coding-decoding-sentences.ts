import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';

/**
 * Coding-decoding shapes on coded sentences: each word coded by a letter and its length, and (CAT
 * level) four coded sentences with the question how many words' codes they fix. `generate` groups words by the set of sentences they occur in (a word is fixed iff no other
 * word shares its set); `check` enumerates every word-to-code assignment that fits all sentences.
 */

const PLAIN = [
  'sky',
  'blue',
  'ink',
  'pen',
  'good',
  'food',
  'very',
  'red',
  'rose',
  'sweet',
  'tea',
  'hot',
  'cold',
  'water',
  'sun',
  'moon',
  'green',
  'big',
  'fast',
  'car',
  'book',
  'new',
  'rain',
  'bird',
  'tree',
  'milk',
  'fresh',
  'fruit',
] as const;
const CODES = [
  'ta',
  'na',
  'pa',
  'ri',
  'lo',
  'zu',
  'ki',
  'mo',
  'se',
  'du',
  'fi',
  'ga',
  'he',
  'jo',
  'ku',
  'le',
];

/** All word→code maps under which every sentence's words carry exactly its codes. */
function assignments(sentences: readonly string[][], coded: readonly string[][]): Map<string, string>[] {
  const words = [...new Set(sentences.flat())];
  const out: Map<string, string>[] = [];
  const used = new Map<string, string>();
  const taken = new Set<string>();
  const go = (i: number) => {
    const w = words[i];
    if (w === undefined) {
      const ok = sentences.every(
        (s, k) =>
          JSON.stringify(s.map((x) => used.get(x)).sort()) === JSON.stringify([...(coded[k] ?? [])].sort()),
      );
      if (ok) out.push(new Map(used));
      return;
    }
    for (const c of new Set(coded.flat())) {
      if (taken.has(c)) continue;
      // The code must be in exactly the sentences that hold the word.
      if (!sentences.every((s, k) => s.includes(w) === (coded[k] ?? []).includes(c))) continue;
      used.set(w, c);
      taken.add(c);
      go(i + 1);
      used.delete(w);
      taken.delete(c);
    }
  };
  go(0);
  return out;
}

/** Four coded sentences: for how many words is the code certain? */
export const codingDeterminableCodes: QuestionGenerator = {
  id: 'coding-decoding/determinable-codes',
  topic: 'coding-decoding',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const n = rng.int(7, 8);
      const words = rng.shuffle(PLAIN).slice(0, n);
      const codes = rng.shuffle(CODES).slice(0, n);
      const sentences: number[][] = [0, 1, 2, 3].map(() =>
        rng.shuffle(words.map((_, i) => i)).slice(0, rng.int(3, 4)),
      );
      const signature = (i: number) =>
        sentences
          .map((s, k) => (s.includes(i) ? k + 1 : 0))
          .filter((k) => k > 0)
          .join(',');
      const sigs = words.map((_, i) => signature(i));
      if (sigs.some((s) => s === '')) continue;
      if (new Set(sentences.map((s) => [...s].sort().join())).size < 4) continue;
      const fixed = words.map((_, i) => sigs.filter((s) => s === sigs[i]).length === 1);
      const answer = fixed.filter(Boolean).length;
      if (answer < 1 || answer > n - 2) continue;
      const w = (i: number) => words[i] ?? '';
      const c = (i: number) => codes[i] ?? '';
      const shownWords = sentences.map((s) => rng.shuffle(s).map(w));
      const shownCodes = sentences.map((s) => rng.shuffle(s).map(c));
      const inTwo = sigs.filter((s) => s.includes(',')).length;
      const { options, correctIndex } = choiceOptions(rng, answer, [
        inTwo, // counts the words that occur in two or more sentences
        n, // thinks four sentences fix every code
        answer + 1,
        answer - 1,
      ]);
      const lines = shownWords.map((s, k) => ({
        en: `${k + 1}. "${s.join(' ')}" is written as "${(shownCodes[k] ?? []).join(' ')}"`,
        hi: `${k + 1}. "${s.join(' ')}" को "${(shownCodes[k] ?? []).join(' ')}" लिखा जाता है`,
      }));
      const statement: Text = {
        en: [
          'In a certain code language:',
          ...lines.map((l) => l.en),
          '',
          `Each word has one code of its own, and the codes of a sentence may be in any order. For how many of the ${n} words used can the code be determined with certainty?`,
        ].join('\n'),
        hi: [
          'किसी कूट भाषा में:',
          ...lines.map((l) => l.hi),
          '',
          `हर शब्द का अपना एक कूट है, और वाक्य के कूट किसी भी क्रम में हो सकते हैं। प्रयुक्त ${n} शब्दों में से कितने शब्दों का कूट निश्चित रूप से ज्ञात किया जा सकता है?`,
        ].join('\n'),
      };
      // Groups of words with the same set of sentences, and their codes.
      const groups = [...new Set(sigs)].map((sig) => ({
        sig,
        members: words.map((_, i) => i).filter((i) => sigs[i] === sig),
      }));
      const where = (sig: string, hi: boolean) => {
        const list = sig.replace(/,/g, ', ');
        if (hi) return sig.includes(',') ? `वाक्य ${list}` : `केवल वाक्य ${list}`;
        return sig.includes(',') ? `sentences ${list}` : `sentence ${list} alone`;
      };
      const stepsEn = groups.map(({ sig, members }) =>
        members.length === 1
          ? `"${w(members[0] ?? 0)}" is the only word found in ${where(sig, false)}, and "${c(members[0] ?? 0)}" the only code there: fixed.`
          : `${members.map((i) => `"${w(i)}"`).join(', ')} are all found in ${where(sig, false)}; so are the codes ${members
              .map((i) => `"${c(i)}"`)
              .join(', ')}, in some order: not fixed.`,
      );
      const stepsHi = groups.map(({ sig, members }) =>
        members.length === 1
          ? `${where(sig, true)} में केवल "${w(members[0] ?? 0)}" शब्द है और केवल "${c(members[0] ?? 0)}" कूट है: निश्चित।`
          : `${members.map((i) => `"${w(i)}"`).join(', ')} सभी ${where(sig, true)} में हैं; कूट ${members
              .map((i) => `"${c(i)}"`)
              .join(', ')} भी वहीं हैं, पर किसी भी क्रम में: निश्चित नहीं।`,
      );
      const solution: Text = {
        en: [
          'A word and its code occur in exactly the same sentences. So list, for every word, the sentences it occurs in, and do the same for every code.',
          ...stepsEn,
          `Codes are certain only for the words whose set of sentences no other word shares: ${answer} of them.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          'कोई शब्द और उसका कूट ठीक उन्हीं वाक्यों में आते हैं। इसलिए हर शब्द के लिए लिखिए कि वह किन वाक्यों में है, और हर कूट के लिए भी।',
          ...stepsHi,
          `कूट केवल उन्हीं शब्दों का निश्चित है जिनके वाक्यों का समूह किसी और शब्द का नहीं है: ऐसे ${answer} शब्द हैं।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      };
      return {
        title: { en: 'How many codes can be determined', hi: 'कितने कूट निश्चित हैं' },
        type: 'single',
        statement,
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution,
        expectedSeconds: 210,
        numbers: [n, answer],
        check(): QuestionAnswer {
          const all = assignments(shownWords, shownCodes);
          const distinct = [...new Set(shownWords.flat())];
          const certain =
            all.length === 0
              ? -1
              : distinct.filter((x) => new Set(all.map((m) => m.get(x))).size === 1).length;
          return { kind: 'choice', correct: [options.indexOf(String(certain))] };
        },
      };
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Each word coded as a letter and a number (the "new pattern" of bank exams)

const WORDS = [
  'sky',
  'is',
  'blue',
  'good',
  'food',
  'very',
  'red',
  'rose',
  'sweet',
  'tea',
  'hot',
  'cold',
  'water',
  'sun',
  'moon',
  'green',
  'big',
  'fast',
  'car',
  'book',
  'new',
  'rain',
  'bird',
  'tree',
  'milk',
  'fresh',
  'fruit',
  'river',
  'deep',
  'clean',
  'garden',
  'flower',
] as const;

const up = (ch: string) => ch.toUpperCase().charCodeAt(0) - 64;
const letterAt = (p: number) => String.fromCharCode(65 + ((((p - 1) % 26) + 26) % 26));

/** A word's code: a letter from its first or last letter (shifted by k), then its length plus c. */
function wordCode(w: string, useLast: boolean, k: number, c: number): string {
  const ch = useLast ? w.charAt(w.length - 1) : w.charAt(0);
  return `${letterAt(up(ch) + k)}${w.length + c}`;
}

/** A coded sentence shows the rule; code another sentence's word. */
export const codingWordLengthCodes: QuestionGenerator = {
  id: 'coding-decoding/letter-and-length-codes',
  topic: 'coding-decoding',
  difficulty: 'medium',
  exams: ['Bank PO', 'RRB NTPC', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const useLast = rng.next() < 0.4;
      const k = rng.pick([1, 2, -1, 0]);
      const c = rng.pick([0, 0, 1, -1]);
      const picked = rng.shuffle(WORDS).slice(0, 5);
      const sentence = picked.slice(0, 4);
      const query = picked[4] ?? 'sky';
      const code = (w: string) => wordCode(w, useLast, k, c);
      const coded = sentence.map(code);
      const answer = code(query);
      // The checker's family must leave one answer.
      const family: ((w: string) => string)[] = [];
      for (const last of [false, true])
        for (let kk = -3; kk <= 3; kk++)
          for (let cc = -2; cc <= 2; cc++) family.push((w) => wordCode(w, last, kk, cc));
      const fits = (f: (w: string) => string) => sentence.every((w, i) => f(w) === coded[i]);
      if (new Set(family.filter(fits).map((f) => f(query))).size !== 1) continue;
      const wrong = [
        wordCode(query, !useLast, k, c), // the letter from the wrong end of the word
        wordCode(query, useLast, -k || 1, c), // the shift the wrong way
        wordCode(query, useLast, k, c + 1), // the length miscounted
        wordCode(query, useLast, k, c - 1),
      ].filter((w, i, all) => w !== answer && all.indexOf(w) === i);
      if (wrong.length < 3) continue;
      const options = rng.shuffle([answer, ...wrong.slice(0, 3)]);
      const letterRule = {
        en: `the ${useLast ? 'last' : 'first'} letter of the word${k === 0 ? '' : `, moved ${Math.abs(k)} place${Math.abs(k) > 1 ? 's' : ''} ${k > 0 ? 'forward' : 'back'}`}`,
        hi: `शब्द का ${useLast ? 'अंतिम' : 'पहला'} अक्षर${k === 0 ? '' : `, ${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'}`}`,
      };
      const numberRule =
        c === 0
          ? { en: 'the number of letters in the word', hi: 'शब्द के अक्षरों की संख्या' }
          : {
              en: `the number of letters ${c > 0 ? 'plus' : 'minus'} 1`,
              hi: `अक्षरों की संख्या ${c > 0 ? '+' : '−'} 1`,
            };
      const show = sentence.map((w, i) => `${w} → ${coded[i]}`).join(', ');
      return {
        title: { en: 'Words coded by a letter and their length', hi: 'अक्षर और लंबाई से शब्दों का कूट' },
        type: 'single',
        statement: {
          en: `In a certain code language, "${sentence.join(' ')}" is written as "${coded.join(' ')}", each code in the same place as its word. What is the code for "${query}"?`,
          hi: `किसी कूट भाषा में "${sentence.join(' ')}" को "${coded.join(' ')}" लिखा जाता है, हर कूट अपने शब्द के स्थान पर। "${query}" का कूट क्या होगा?`,
        },
        options,
        answer: { kind: 'choice', correct: [options.indexOf(answer)] },
        solution: {
          en: [
            `Match each word with its code: ${show}.`,
            `The letter of a code is ${letterRule.en}; the number is ${numberRule.en}.`,
            `"${query}" has ${query.length} letters, so its code is ${answer}.`,
            '',
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `हर शब्द को उसके कूट से मिलाइए: ${show}।`,
            `कूट का अक्षर = ${letterRule.hi}; कूट की संख्या = ${numberRule.hi}।`,
            `"${query}" में ${query.length} अक्षर हैं, इसलिए इसका कूट ${answer} है।`,
            '',
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 70,
        numbers: [],
        check(): QuestionAnswer {
          const got = new Set(family.filter(fits).map((f) => f(query)));
          const only = got.size === 1 ? [...got][0] : undefined;
          return { kind: 'choice', correct: [only === undefined ? -1 : options.indexOf(only)] };
        },
      };
    }
  },
};
