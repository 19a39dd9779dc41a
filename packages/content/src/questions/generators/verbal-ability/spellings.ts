import type { ExamTag } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { ENTRIES, type Entry, glossOf, MAX_GLOSS, namesWord } from './vocabulary.js';

const EXAMS: ExamTag[] = ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'];

/**
 * What a misspelling got wrong, as the part of the word that differs: strip the common beginning
 * and end, and what is left is the letters written instead of the right ones.
 */
function mistake(correct: string, wrong: string): { en: string; hi: string } {
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

/** The headword spellings, for the checkers: a word is spelt right when it is one of them. */
function isVocabularyWord(word: string): boolean {
  return ENTRIES.some((e) => e.word === word);
}

const WITH_CLUE = ENTRIES.filter(
  (e) =>
    (e.misspellings?.length ?? 0) >= 3 && glossOf(e).length <= MAX_GLOSS && !namesWord(glossOf(e), e.word),
);

/** Four spellings of one word, with its meaning as the clue: choose the right one. */
export const spellingsCorrectSpelling: QuestionGenerator = {
  id: 'spellings/correct-spelling',
  topic: 'spellings',
  difficulty: 'easy',
  exams: EXAMS,
  generate(rng) {
    const entry = rng.pick(WITH_CLUE);
    const { word } = entry;
    const wrong = rng.shuffle(entry.misspellings ?? []).slice(0, 3);
    const options = rng.shuffle([word, ...wrong]);
    const gloss = glossOf(entry);
    return {
      title: { en: 'Correctly spelt word', hi: 'सही वर्तनी वाला शब्द' },
      type: 'single',
      statement: {
        en: `Choose the correctly spelt word that means ‘${gloss}’.`,
        hi: `‘${gloss}’ अर्थ वाले शब्द की सही वर्तनी चुनिए।`,
      },
      options,
      answer: { kind: 'choice', correct: [options.indexOf(word)] },
      solution: {
        en: [
          `The word meaning ‘${gloss}’ is spelt **${word}**.`,
          wrong.map((w) => `- *${w}* ${mistake(word, w).en}.`).join('\n'),
          `**Answer: ${word}**`,
        ].join('\n\n'),
        hi: [
          `‘${gloss}’ अर्थ वाले शब्द की सही वर्तनी **${word}** है।`,
          wrong.map((w) => `- *${w}*: ${mistake(word, w).hi}।`).join('\n'),
          `**उत्तर: ${word}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 30,
      numbers: [],
      check() {
        // Look every option up among the vocabulary's words: only the right spelling is there.
        const correct = options.flatMap((o, i) => (isVocabularyWord(o) ? [i] : []));
        return { kind: 'choice', correct };
      },
    };
  },
};

/** The other words of an example that can stand as options: plain lower-case words. */
function otherWords(entry: Entry): string[] {
  const tokens = (entry.example ?? '').split(/[^A-Za-z'-]+/).filter((t) => /^[a-z]{4,}$/.test(t));
  return [...new Set(tokens)].filter((t) => t !== entry.word);
}

/** Whether an example uses the word itself, uninflected. */
function usesWord(entry: Entry): boolean {
  return new RegExp(`\\b${entry.word}\\b`, 'i').test(entry.example ?? '');
}

const IN_SENTENCE = ENTRIES.filter(
  (e) => (e.misspellings?.length ?? 0) >= 1 && usesWord(e) && otherWords(e).length >= 3,
);

/** A sentence with one word misspelt: find it among four of the sentence's words. */
export const spellingsMisspeltInSentence: QuestionGenerator = {
  id: 'spellings/misspelt-in-sentence',
  topic: 'spellings',
  difficulty: 'medium',
  exams: EXAMS,
  generate(rng) {
    const entry = rng.pick(IN_SENTENCE);
    const { word } = entry;
    const misspelt = rng.pick(entry.misspellings ?? []);
    const example = entry.example ?? '';
    const shown = example.replace(new RegExp(`\\b${word}\\b`, 'gi'), misspelt);
    const sentence = `${shown[0]?.toUpperCase()}${shown.slice(1)}${/[.!?]$/.test(shown) ? '' : '.'}`;
    const options = rng.shuffle([misspelt, ...rng.shuffle(otherWords(entry)).slice(0, 3)]);
    const fault = mistake(word, misspelt);
    return {
      title: { en: 'Misspelt word in a sentence', hi: 'वाक्य में गलत वर्तनी वाला शब्द' },
      type: 'single',
      statement: {
        en: `Which word in the sentence “${sentence}” is misspelt?`,
        hi: `“${sentence}” — इस वाक्य में किस शब्द की वर्तनी गलत है?`,
      },
      options,
      answer: { kind: 'choice', correct: [options.indexOf(misspelt)] },
      solution: {
        en: [
          `*${misspelt}* ${fault.en}: the word is spelt **${word}** (*${glossOf(entry)}*).`,
          'The other words are spelt correctly.',
          `**Answer: ${misspelt}**`,
        ].join('\n\n'),
        hi: [
          `*${misspelt}* गलत है: ${fault.hi}। सही वर्तनी **${word}** है (*${glossOf(entry)}*)।`,
          'बाकी शब्दों की वर्तनी सही है।',
          `**उत्तर: ${misspelt}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [],
      check() {
        // Compare with the sentence as WordNet prints it: the misspelt word is the one not in it.
        const original = new Set(example.toLowerCase().split(/[^a-z'-]+/));
        const correct = options.flatMap((o, i) => (original.has(o) ? [] : [i]));
        return { kind: 'choice', correct };
      },
    };
  },
};
