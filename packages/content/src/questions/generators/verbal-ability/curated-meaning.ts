import type { QuestionGenerator } from '../../generator.js';
import { curatedGenerator, meaningLine, sentenceInHindi } from './curated-question.js';
import { CURATED_WORDS, type CuratedWord, POS_NAME, placeAt } from './curated-words.js';

/**
 * Word meaning on the curated word list (data/vocabulary-curated/words-*.yaml):
 * - word-meaning/curated-in-sentence: what the bold word of a sentence means (SSC CGL, RRB NTPC, Bank PO, CUET)
 * - word-meaning/curated-word: the word that has a given meaning (SSC CGL, RRB NTPC, Bank PO, CUET)
 * The wrong options are the look-alike words a candidate confuses with the word (and their meanings).
 */

const EN_COMMON = new Set(
  'with that from something someone more than very being having showing others other which into make made about done does their thing things quality state person people used great much what when only easily without'.split(
    ' ',
  ),
);
const HI_COMMON = new Set(
  'का की के को से में और या है हो होना करना करने वाला वाली वाले बहुत जो कि न नहीं किसी कोई भी ही तक पर एक'.split(' '),
);

/** The content words of an entry's meanings, English (first five letters) and Hindi. */
function meaningWords(e: CuratedWord): Set<string> {
  const en = e.meaning
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !EN_COMMON.has(w))
    .map((w) => w.slice(0, 5));
  const hi = `${e.hi} ${e.hiMeaning}`
    .split(/[\s,;()।-]+/)
    .filter((w) => w.length >= 3 && !HI_COMMON.has(w))
    .map((w) => w.slice(0, 4));
  return new Set([...en, ...e.synonyms.map((w) => w.slice(0, 5)), ...hi]);
}

/** Pairs close in meaning that no shared word betrays (checked by hand over the list). */
const CLOSE_PAIRS = new Set(
  [
    'censure admonish',
    'censure berate',
    'censure disparage',
    'elated jovial',
    'malevolent belligerent',
    'rectify alleviate',
    'benevolent benign',
    'fickle erratic',
    'pacify alleviate',
  ].flatMap((p) => [p, p.split(' ').reverse().join(' ')]),
);

/**
 * Two headwords far apart in meaning: neither lists the other, they share no synonym or antonym,
 * and their English and Hindi meanings share no content word (so no wrong option fits the sentence too).
 */
function unrelatedWords(a: CuratedWord, b: CuratedWord): boolean {
  const near = (e: CuratedWord) => new Set([e.word, ...e.synonyms, ...e.antonyms]);
  const nearA = near(a);
  const wordsA = meaningWords(a);
  return (
    a.word !== b.word &&
    !CLOSE_PAIRS.has(`${a.word} ${b.word}`) &&
    [...near(b)].every((w) => !nearA.has(w)) &&
    [...meaningWords(b)].every((w) => !wordsA.has(w))
  );
}

const firstClause = (meaning: string) => meaning.split(';')[0]?.trim() ?? meaning;

/** The meaning of the bold word in its sentence; the wrong options are the meanings of look-alike words. */
export const wordMeaningCuratedInSentence: QuestionGenerator = curatedGenerator(
  {
    id: 'word-meaning/curated-in-sentence',
    topic: 'word-meaning',
    title: { en: 'Meaning of a word in a sentence', hi: 'वाक्य में शब्द का अर्थ' },
    difficulty: 'medium',
    expectedSeconds: 50,
    pool: CURATED_WORDS,
  },
  (rng, entry, slot) => {
    // One look-alike word's meaning and the meanings of two unrelated exam words of the same part of speech.
    const lookAlike = rng.pick(entry.distractors);
    const unrelated = rng
      .shuffle(
        CURATED_WORDS.filter(
          (e) => e.pos === entry.pos && unrelatedWords(entry, e) && e.word !== lookAlike.word,
        ),
      )
      .slice(0, 2);
    const wrong = [lookAlike, ...unrelated.map((e) => ({ word: e.word, meaning: e.meaning, hi: e.hi }))];
    // An option gives a meaning's first clause (the solution gives it in full).
    const right = { en: firstClause(entry.meaning), hi: entry.hi };
    const options = placeAt(
      rng.shuffle([right, ...wrong.map((d) => ({ en: firstClause(d.meaning), hi: d.hi }))]),
      right,
      slot,
    );
    const answer = options.indexOf(right);
    const opening = meaningLine(entry, true);
    return {
      statement: {
        en: `In the sentence “${entry.sentence.replace(/[.]$/, '')}”, the word in bold means`,
        hi: `नीचे दिए गए वाक्य में मोटे अक्षरों में छपे शब्द का अर्थ चुनिए।\n\n${sentenceInHindi(entry.sentence)}`,
      },
      options,
      answer,
      answerText: right,
      solution: {
        en: [
          opening.en,
          `The other options are the meanings of other words:\n${wrong.map((d) => `- *${firstClause(d.meaning)}* is **${d.word}**.`).join('\n')}`,
        ],
        hi: [
          opening.hi,
          `अन्य विकल्प दूसरे शब्दों के अर्थ हैं:\n${wrong.map((d) => `- ${d.hi}: यह **${d.word}** का अर्थ है।`).join('\n')}`,
        ],
      },
      // The option whose Hindi meaning is the one the data gives the bold word's headword.
      check: () =>
        options.flatMap((o, i) =>
          CURATED_WORDS.some(
            (e) => e.sentence === entry.sentence && e.hi === o.hi && firstClause(e.meaning) === o.en,
          )
            ? [i]
            : [],
        ),
    };
  },
);

/** Given a meaning, choose the word: the wrong options look or sound like it. */
export const wordMeaningCuratedWord: QuestionGenerator = curatedGenerator(
  {
    id: 'word-meaning/curated-word',
    topic: 'word-meaning',
    title: { en: 'Word for a given meaning', hi: 'दिए गए अर्थ वाला शब्द' },
    difficulty: 'medium',
    expectedSeconds: 40,
    pool: CURATED_WORDS,
  },
  (rng, entry, slot) => {
    const wrong = rng.shuffle(entry.distractors).slice(0, 3);
    const options = placeAt(rng.shuffle([entry.word, ...wrong.map((d) => d.word)]), entry.word, slot);
    const pos = POS_NAME[entry.pos];
    return {
      statement: {
        en: `Which ${pos.en} means ‘${entry.meaning}’?`,
        hi: `किस अंग्रेज़ी शब्द (${pos.hi}) का अर्थ है: ‘${entry.hiMeaning}’?`,
      },
      options,
      answer: options.indexOf(entry.word),
      answerText: { en: entry.word, hi: entry.word },
      solution: {
        en: [
          meaningLine(entry, false).en,
          `The other options:\n${wrong.map((d) => `- **${d.word}** means *${d.meaning}*.`).join('\n')}`,
        ],
        hi: [
          meaningLine(entry, false).hi,
          `अन्य विकल्प:\n${wrong.map((d) => `- **${d.word}** का अर्थ है ${d.hi}।`).join('\n')}`,
        ],
      },
      // Look each option up as a headword of this part of speech with exactly this meaning.
      check: () =>
        options.flatMap((o, i) =>
          CURATED_WORDS.some((e) => e.word === o && e.pos === entry.pos && e.meaning === entry.meaning)
            ? [i]
            : [],
        ),
    };
  },
);
