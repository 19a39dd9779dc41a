import type { GeneratedQuestion } from '../../generator.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  type Ask,
  both,
  choiceQuestion,
  get,
  lazy,
  numericQuestion,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Coding-decoding caselet: four sentences and their codes in a code language, each word always
 * getting the same code and the codes of a sentence written in jumbled order. `generate` deduces the
 * codes by set reasoning (a word's code is in every coded sentence holding the word and in no other;
 * a code known to one word is struck off the rest). Each checker instead searches every way of
 * giving the words different codes that fits all four sentences (backtracking) and keeps the words
 * whose code is the same in all of them.
 */

const WORDS = [
  'sun',
  'rain',
  'moon',
  'star',
  'sky',
  'tree',
  'river',
  'hill',
  'sea',
  'wind',
  'bright',
  'cold',
  'warm',
  'dark',
  'soft',
  'tall',
  'deep',
  'green',
  'blue',
  'wild',
  'is',
  'the',
  'very',
  'and',
  'are',
  'not',
  'so',
  'far',
];
const CODES = [
  'ka',
  'lo',
  'mi',
  'tu',
  'ze',
  'ra',
  'po',
  'si',
  'ne',
  'gu',
  'ba',
  'fi',
  'jo',
  'vo',
  'wa',
  'de',
  'yo',
  'hu',
];
const SENTENCES = 4;
const PER = 4;

/** Codes deduced by set reasoning: index of the code for each word, or -1 when not fixed. */
function deduce(
  words: number,
  sentences: readonly number[][],
  coded: readonly number[][],
  codes: number,
): number[] {
  const cand = range(words).map((w) => {
    let c = range(codes);
    sentences.forEach((s, i) => {
      const set = get(coded, i);
      c = s.includes(w) ? c.filter((x) => set.includes(x)) : c.filter((x) => !set.includes(x));
    });
    return c;
  });
  for (let changed = true; changed; ) {
    changed = false;
    for (let w = 0; w < words; w++) {
      const mine = get(cand, w);
      if (mine.length !== 1) continue;
      const x = get(mine, 0);
      for (let v = 0; v < words; v++) {
        const other = get(cand, v);
        if (v !== w && other.includes(x)) {
          cand[v] = other.filter((y) => y !== x);
          changed = true;
        }
      }
    }
  }
  return cand.map((c) => (c.length === 1 ? get(c, 0) : -1));
}

/** Every assignment of distinct codes to the words fitting all sentences (backtracking). */
function allCodings(
  words: number,
  sentences: readonly number[][],
  coded: readonly number[][],
  codes: number,
): number[][] {
  const out: number[][] = [];
  const code = new Array<number>(words).fill(-1);
  const used = new Array<boolean>(codes).fill(false);
  const walk = (w: number) => {
    if (w === words) {
      out.push([...code]);
      return;
    }
    for (let x = 0; x < codes; x++) {
      if (used[x]) continue;
      const fits = sentences.every((s, i) => s.includes(w) === get(coded, i).includes(x));
      if (!fits) continue;
      used[x] = true;
      code[w] = x;
      walk(w + 1);
      used[x] = false;
      code[w] = -1;
    }
  };
  walk(0);
  return out;
}

export const lrdiCodedSentences: QuestionSetGenerator = {
  id: 'coding-decoding-lrdi/coded-sentences',
  topic: 'coding-decoding-lrdi',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CAT', 'Placements'],
  generate(rng): GeneratedSet {
    let vocab: string[] = [];
    let sentences: number[][] = [];
    let fixed: number[] = [];
    for (;;) {
      const count = rng.int(8, 9);
      vocab = rng.shuffle(WORDS).slice(0, count);
      sentences = range(SENTENCES).map(() => rng.shuffle(range(count)).slice(0, PER));
      const used = new Set(sentences.flat());
      if (used.size !== count) continue;
      const keys = sentences.map((s) => [...s].sort((a, b) => a - b).join(','));
      if (new Set(keys).size !== SENTENCES) continue;
      // The deduction needs the code of each word; any bijection works (codes are relabelled below).
      const coded = sentences.map((s) => [...s]);
      fixed = deduce(count, sentences, coded, count);
      const known = fixed.filter((x) => x >= 0).length;
      if (known >= 4 && known <= count - 2) break;
    }
    const count = vocab.length;
    const codeText = rng.shuffle(CODES).slice(0, count);
    // Word w has code codeText[w]; the coded sentences list their codes in jumbled order.
    const coded = sentences.map((s) => rng.shuffle(s));
    const word = (w: number) => get(vocab, w);
    const code = (w: number) => get(codeText, w);
    const sentenceText = (s: readonly number[]) => `'${s.map(word).join(' ')}'`;
    const codedText = (i: number) => `'${get(coded, i).map(code).join(' ')}'`;
    const known = range(count).filter((w) => get(fixed, w) >= 0);
    const unknown = range(count).filter((w) => get(fixed, w) < 0);

    // The checker: every coding fitting the sentences; a word is known when its code never changes.
    const solutions = lazy(() => allCodings(count, sentences, coded, count));
    const knownByCheck = () =>
      range(count).filter((w) => new Set(solutions().map((s) => get(s, w))).size === 1);
    const codeByCheck = (w: number) => {
      const seen = new Set(solutions().map((s) => get(s, w)));
      return seen.size === 1 ? code([...seen][0] as number) : null;
    };

    const reason = (w: number): Text => {
      const inS = range(SENTENCES).filter((i) => get(sentences, i).includes(w));
      const outS = range(SENTENCES).filter((i) => !get(sentences, i).includes(w));
      return T(
        `'${word(w)}' is in sentence${inS.length > 1 ? 's' : ''} ${inS.map((i) => i + 1).join(', ')}${outS.length ? ` but not in ${outS.map((i) => i + 1).join(', ')}` : ''}; the only code that fits (after striking off codes already known) is '${code(w)}'.`,
        `'${word(w)}' वाक्य ${inS.map((i) => i + 1).join(', ')} में है${outS.length ? ` पर ${outS.map((i) => i + 1).join(', ')} में नहीं` : ''}; (पहले से ज्ञात कोड हटाने के बाद) केवल '${code(w)}' कोड ही उपयुक्त है।`,
      );
    };
    const working = both((lang) =>
      [
        lang === 'en'
          ? "A word's code must appear in the code of every sentence that has the word, and in no other:"
          : 'किसी शब्द का कोड उन सभी वाक्यों के कोड में होना चाहिए जिनमें वह शब्द है, और किसी अन्य में नहीं:',
        known.map((w) => `- ${reason(w)[lang]}`).join('\n'),
        lang === 'en'
          ? `The codes of ${unknown.map((w) => `'${word(w)}'`).join(', ')} cannot be fixed: each appears in exactly the same sentences as some other word, so their codes can be swapped.`
          : `${unknown.map((w) => `'${word(w)}'`).join(', ')} के कोड निश्चित नहीं किए जा सकते: इनमें से हर शब्द ठीक उन्हीं वाक्यों में आता है जिनमें कोई अन्य शब्द, अतः उनके कोड आपस में बदले जा सकते हैं।`,
      ].join('\n\n'),
    );

    const asks: Ask[] = [];
    const [k1, k2, k3] = rng.shuffle(known) as [number, number, number];
    // 1. The code of a word.
    {
      const answer = T(`'${code(k1)}'`, `'${code(k1)}'`);
      const near = get(
        sentences.filter((s) => s.includes(k1)),
        0,
      )
        .filter((w) => w !== k1)
        .map((w) => T(`'${code(w)}'`, `'${code(w)}'`));
      asks.push({
        title: T('Code of a word', 'शब्द का कोड'),
        statement: T(`What is the code for '${word(k1)}'?`, `'${word(k1)}' का कोड क्या है?`),
        explain: reason(k1),
        answer,
        ...textOptions(
          rng,
          answer,
          near,
          range(count).map((w) => T(`'${code(w)}'`, `'${code(w)}'`)),
        ),
        checkAnswer: () => {
          const c = codeByCheck(k1);
          return c ? `'${c}'` : null;
        },
        seconds: 120,
      });
    }
    // 2. The word of a code.
    {
      const answer = T(`'${word(k2)}'`, `'${word(k2)}'`);
      asks.push({
        title: T('Word of a code', 'कोड का शब्द'),
        statement: T(`Which word is coded as '${code(k2)}'?`, `किस शब्द का कोड '${code(k2)}' है?`),
        explain: reason(k2),
        answer,
        ...textOptions(
          rng,
          answer,
          [],
          range(count).map((w) => T(`'${word(w)}'`, `'${word(w)}'`)),
        ),
        checkAnswer: () => {
          const w = range(count).find((v) => codeByCheck(v) === code(k2));
          return w === undefined ? null : `'${word(w)}'`;
        },
        seconds: 120,
      });
    }
    // 3. The code of a two-word phrase.
    {
      const pair = (a: number, b: number) => {
        const [x, y] = [code(a), code(b)].sort();
        return T(`'${x} ${y}'`, `'${x} ${y}'`);
      };
      const answer = pair(k2, k3);
      const others = range(count).filter((w) => w !== k2 && w !== k3);
      const slips = [
        pair(k2, get(others, 0)),
        pair(k3, get(others, 1)),
        pair(get(others, 2), get(others, 3)),
      ];
      asks.push({
        title: T('Code of a phrase', 'वाक्यांश का कोड'),
        statement: T(
          `Which of the following is the code for '${word(k3)} ${word(k2)}' (in some order)?`,
          `'${word(k3)} ${word(k2)}' का कोड (किसी भी क्रम में) निम्नलिखित में से कौन-सा है?`,
        ),
        explain: both((lang) => `${reason(k2)[lang]}\n\n${reason(k3)[lang]}`),
        answer,
        ...textOptions(rng, answer, slips, []),
        checkAnswer: () => {
          const [a, b] = [codeByCheck(k2), codeByCheck(k3)];
          if (!a || !b) return null;
          const [x, y] = [a, b].sort();
          return `'${x} ${y}'`;
        },
        seconds: 150,
      });
    }
    // 4. The word whose code cannot be determined.
    {
      const u = rng.pick(unknown);
      const answer = T(`'${word(u)}'`, `'${word(u)}'`);
      const certain = rng.shuffle(known).map((w) => T(`'${word(w)}'`, `'${word(w)}'`));
      asks.push({
        title: T('Code not determined', 'अनिर्धारित कोड'),
        statement: T(
          'For which of the following words can the code NOT be determined from the given information?',
          'दी गई जानकारी से निम्नलिखित में से किस शब्द का कोड निश्चित नहीं किया जा सकता?',
        ),
        explain: T('', ''),
        answer,
        ...textOptions(rng, answer, certain.slice(0, 3), []),
        checkAnswer: () => {
          const sure = knownByCheck();
          const opts = [u, ...known];
          const open = opts.filter((w) => !sure.includes(w));
          return open.length === 1 ? `'${word(open[0] as number)}'` : null;
        },
        seconds: 150,
      });
    }
    const questions: GeneratedQuestion[] = rng.shuffle(asks).map((a) => choiceQuestion(a, working));
    // 5. How many words' codes are certain (type in).
    questions.push(
      numericQuestion({
        title: T('Codes known for certain', 'निश्चित कोड'),
        statement: T(
          `Of the ${count} words used in the four sentences, for how many can the code be determined with certainty?`,
          `चारों वाक्यों में प्रयुक्त ${count} शब्दों में से कितने शब्दों का कोड निश्चित रूप से ज्ञात किया जा सकता है?`,
        ),
        value: known.length,
        solution: both(
          (lang) =>
            `${working[lang]}\n\n${lang === 'en' ? `So ${known.length} codes are certain.` : `अतः ${known.length} कोड निश्चित हैं।`}`,
        ),
        seconds: 200,
        check: () => knownByCheck().length,
        numbers: [count],
      }),
    );
    const body = both((lang) =>
      [
        lang === 'en'
          ? 'In a certain code language, each word is always written with the same code and different words get different codes; the codes of a sentence are written in a jumbled order.'
          : 'एक निश्चित कूट भाषा में हर शब्द का कोड सदा एक ही होता है और अलग-अलग शब्दों के कोड अलग होते हैं; किसी वाक्य के कोड बिखरे (अव्यवस्थित) क्रम में लिखे जाते हैं।',
        range(SENTENCES)
          .map((i) =>
            lang === 'en'
              ? `${i + 1}. ${sentenceText(get(sentences, i))} is written as ${codedText(i)}.`
              : `${i + 1}. ${sentenceText(get(sentences, i))} को ${codedText(i)} लिखा जाता है।`,
          )
          .join('\n'),
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T('A code language', 'एक कूट भाषा'), body },
      questions,
      numbers: [],
    };
  },
};
