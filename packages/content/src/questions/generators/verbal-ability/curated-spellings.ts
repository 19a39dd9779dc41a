import type { QuestionGenerator } from '../../generator.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { curatedGenerator } from './curated-question.js';
import { placeAt, SPELLING_WORDS, type SpellingWord } from './curated-words.js';

/**
 * Spellings on the curated list of commonly misspelt words (data/vocabulary-curated/spellings-*.yaml,
 * British spelling):
 * - spellings/curated-correct-spelling: the right spelling among three real misspellings (SSC CGL, RRB NTPC, Bank PO, CUET)
 * - spellings/curated-misspelt-in-sentence: the misspelt word of a sentence (SSC CGL, RRB NTPC, Bank PO, CUET)
 */

const EXAMS = ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'] as const;

/** What a misspelling got wrong: the letters that differ once the common beginning and end are stripped. */
export function spellingMistake(correct: string, wrong: string): BilingualText {
  let start = 0;
  while (start < Math.min(correct.length, wrong.length) && correct[start] === wrong[start]) start++;
  let end = 0;
  while (
    end < Math.min(correct.length, wrong.length) - start &&
    correct[correct.length - 1 - end] === wrong[wrong.length - 1 - end]
  )
    end++;
  const right = correct.slice(start, correct.length - end);
  const written = wrong.slice(start, wrong.length - end);
  if (!written) return { en: `leaves out ‘${right}’`, hi: `इसमें ‘${right}’ छूट गया है` };
  if (!right) return { en: `adds an extra ‘${written}’`, hi: `इसमें ‘${written}’ अतिरिक्त जुड़ गया है` };
  return { en: `writes ‘${written}’ for ‘${right}’`, hi: `इसमें ‘${right}’ के स्थान पर ‘${written}’ लिखा है` };
}

const SPELT = new Set(SPELLING_WORDS.map((s) => s.word));

/** The right spelling of a word, given its meaning, among three misspellings candidates really make. */
export const spellingsCuratedCorrectSpelling: QuestionGenerator = curatedGenerator<SpellingWord>(
  {
    id: 'spellings/curated-correct-spelling',
    topic: 'spellings',
    title: { en: 'Correct spelling of a tricky word', hi: 'कठिन शब्द की सही वर्तनी' },
    difficulty: 'easy',
    expectedSeconds: 30,
    exams: [...EXAMS],
    pool: SPELLING_WORDS,
  },
  (rng, entry, slot) => {
    const options = placeAt(rng.shuffle([entry.word, ...entry.misspellings]), entry.word, slot);
    return {
      statement: {
        en: `Choose the correctly spelt word meaning ‘${entry.meaning}’.`,
        hi: `‘${entry.hi}’ अर्थ वाले अंग्रेज़ी शब्द की सही वर्तनी चुनिए।`,
      },
      options,
      answer: options.indexOf(entry.word),
      answerText: { en: entry.word, hi: entry.word },
      solution: {
        en: [
          `The word is spelt **${entry.word}**.`,
          entry.misspellings.map((w) => `- *${w}* ${spellingMistake(entry.word, w).en}.`).join('\n'),
        ],
        hi: [
          `सही वर्तनी **${entry.word}** है (${entry.hi})।`,
          entry.misspellings.map((w) => `- *${w}*: ${spellingMistake(entry.word, w).hi}।`).join('\n'),
        ],
      },
      // Look every option up in the list of correctly spelt words.
      check: () => options.flatMap((o, i) => (SPELT.has(o) ? [i] : [])),
    };
  },
);

/** The words of a sentence that can stand as options: lower-case words of five letters or more. */
function otherWords(entry: SpellingWord): string[] {
  const tokens = entry.sentence.split(/[^A-Za-z]+/).filter((t) => /^[a-z]{5,}$/.test(t));
  return [...new Set(tokens)].filter((t) => t !== entry.word).sort((x, y) => y.length - x.length);
}

const IN_SENTENCE = SPELLING_WORDS.filter((e) => otherWords(e).length >= 3);

/** A sentence with one tricky word misspelt: find it among four of the sentence's longer words. */
export const spellingsCuratedMisspeltInSentence: QuestionGenerator = curatedGenerator<SpellingWord>(
  {
    id: 'spellings/curated-misspelt-in-sentence',
    topic: 'spellings',
    title: { en: 'Misspelt word in a written sentence', hi: 'लिखे वाक्य में गलत वर्तनी' },
    difficulty: 'medium',
    expectedSeconds: 45,
    exams: [...EXAMS],
    pool: IN_SENTENCE,
  },
  (rng, entry, slot) => {
    const misspelt = rng.pick(entry.misspellings);
    const shown = entry.sentence.replace(new RegExp(`\\b${entry.word}\\b`, 'gi'), (m) =>
      m[0] === m[0]?.toUpperCase() ? `${misspelt[0]?.toUpperCase()}${misspelt.slice(1)}` : misspelt,
    );
    // The three longest other words of the sentence: the ones a reader doubts.
    const others = otherWords(entry).slice(0, 3);
    const options = placeAt(rng.shuffle([misspelt, ...others]), misspelt, slot);
    const fault = spellingMistake(entry.word, misspelt);
    return {
      statement: {
        en: `Which word in the sentence “${shown}” is misspelt?`,
        hi: `नीचे दिए गए वाक्य में किस शब्द की वर्तनी गलत है?\n\n(${shown})`,
      },
      options,
      answer: options.indexOf(misspelt),
      answerText: { en: misspelt, hi: misspelt },
      solution: {
        en: [
          `*${misspelt}* ${fault.en}: the word is spelt **${entry.word}** (*${entry.meaning}*).`,
          'The other words are spelt correctly.',
        ],
        hi: [
          `*${misspelt}* गलत है: ${fault.hi}। सही वर्तनी **${entry.word}** है (${entry.hi})।`,
          'बाकी शब्दों की वर्तनी सही है।',
        ],
      },
      // Compare with the sentence as written in the data: the misspelt word is the one not in it.
      check: () => {
        const original = new Set(entry.sentence.toLowerCase().split(/[^a-z]+/));
        return options.flatMap((o, i) => (original.has(o) ? [] : [i]));
      },
    };
  },
);
