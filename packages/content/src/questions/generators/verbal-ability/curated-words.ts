import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { Rng } from '../../random.js';

/**
 * The curated vocabulary (issue 12): authored YAML in packages/content/data/vocabulary-curated.
 * `words-*.yaml` hold exam headwords (word, part of speech, a sentence written for the bank with the
 * word in bold, its meaning, Hindi meaning, synonyms, antonyms and look-alike wrong options);
 * `spellings-*.yaml` hold commonly misspelt words with three real misspellings and a sentence.
 * Every file is validated here; a mistake names the file and the entry.
 */

export type CuratedPos = 'noun' | 'verb' | 'adjective' | 'adverb';

/** A wrong option: a word of the same part of speech a candidate might confuse with the answer. */
export interface Distractor {
  word: string;
  meaning: string;
  hi: string;
}

export interface CuratedWord {
  word: string;
  pos: CuratedPos;
  /** The sentence with the word (as used) in `**bold**`. */
  sentence: string;
  meaning: string;
  /** The Hindi equivalent, shown in brackets after the word. */
  hi: string;
  /** The meaning explained in Hindi. */
  hiMeaning: string;
  synonyms: string[];
  antonyms: string[];
  distractors: Distractor[];
}

export interface SpellingWord {
  word: string;
  meaning: string;
  hi: string;
  /** A sentence that uses the word exactly as spelt. */
  sentence: string;
  misspellings: string[];
}

export const POS_NAME: Record<CuratedPos, { en: string; hi: string }> = {
  noun: { en: 'noun', hi: 'संज्ञा' },
  verb: { en: 'verb', hi: 'क्रिया' },
  adjective: { en: 'adjective', hi: 'विशेषण' },
  adverb: { en: 'adverb', hi: 'क्रिया-विशेषण' },
};

const lowerWord = z.string().regex(/^[a-z][a-z -]*[a-z]$/, 'a lower-case word');
const hindi = z.string().regex(/[\u0900-\u097F]/, 'Hindi text');
const distractor = z
  .string()
  .transform((s) => s.split('|').map((p) => p.trim()))
  .refine(
    (p) => p.length === 3 && /^[a-z][a-z -]*[a-z]$/.test(p[0] ?? '') && /[\u0900-\u097F]/.test(p[2] ?? ''),
    {
      message: 'a wrong option is "word | meaning | Hindi meaning"',
    },
  )
  .transform(([word = '', meaning = '', hi = '']) => ({ word, meaning, hi }));

const wordSchema = z.object({
  word: lowerWord,
  pos: z.enum(['noun', 'verb', 'adjective', 'adverb']),
  sentence: z.string().regex(/^[A-Z‘“'"].*[^*]\*\*[^*]+\*\*.*[.!?]$/, 'a sentence with the word in **bold**'),
  meaning: z.string().min(8),
  hi: hindi,
  hiMeaning: hindi,
  synonyms: z.array(lowerWord).min(1).max(2),
  antonyms: z.array(lowerWord).max(2).default([]),
  distractors: z.array(distractor).min(3),
});

const spellingSchema = z.object({
  word: lowerWord,
  meaning: z.string().min(5),
  hi: hindi,
  sentence: z.string().regex(/^[A-Z].*[.!?]$/, 'a sentence'),
  misspellings: z.array(lowerWord).length(3),
});

const fileSchema = z.union([
  z.object({ words: z.array(z.unknown()).min(1) }).strict(),
  z.object({ spellings: z.array(z.unknown()).min(1) }).strict(),
]);

export class CuratedWordsError extends Error {}

/** The curated folder, found by walking up (sources and the bundled server alike). */
export function findCuratedDir(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'packages', 'content', 'data', 'vocabulary-curated');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir)
      throw new Error(`No packages/content/data/vocabulary-curated above ${start}`);
  }
}

function fail(file: string, where: string, message: string): never {
  throw new CuratedWordsError(`${file}: ${where}: ${message}`);
}

function parseEntries<T>(file: string, list: unknown[], schema: z.ZodType<T>): T[] {
  return list.map((raw, i) => {
    const parsed = schema.safeParse(raw);
    const name = (raw as { word?: unknown } | null)?.word;
    const where = `entry ${i + 1}${typeof name === 'string' ? ` (${name})` : ''}`;
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      fail(file, where, `${issue?.path.join('.') || '(entry)'}: ${issue?.message}`);
    }
    return parsed.data;
  });
}

/** The bold span of a sentence. */
export function boldOf(sentence: string): string {
  return sentence.match(/\*\*([^*]+)\*\*/)?.[1] ?? '';
}

function checkWord(file: string, e: CuratedWord): void {
  const where = `entry ${e.word}`;
  const bold = boldOf(e.sentence).toLowerCase();
  const stem = e.word.slice(0, Math.max(3, Math.min(5, e.word.length - 2)));
  if ((e.sentence.match(/\*\*/g) ?? []).length !== 2)
    fail(file, where, 'the sentence needs exactly one **bold** word');
  if (!bold.startsWith(stem)) fail(file, where, `the bold word "${bold}" is not a form of ${e.word}`);
  const near = new Set([e.word, ...e.synonyms, ...e.antonyms]);
  if (near.size !== 1 + e.synonyms.length + e.antonyms.length)
    fail(file, where, 'the word, its synonyms and antonyms must all differ');
  const wrong = e.distractors.map((d) => d.word);
  if (new Set(wrong).size !== wrong.length) fail(file, where, 'a wrong option is repeated');
  for (const w of wrong)
    if (near.has(w)) fail(file, where, `wrong option ${w} is the word or its synonym/antonym`);
}

function checkSpelling(file: string, e: SpellingWord): void {
  const where = `entry ${e.word}`;
  if (!new RegExp(`\\b${e.word}\\b`, 'i').test(e.sentence))
    fail(file, where, 'the sentence must use the word as spelt');
  if (new Set([e.word, ...e.misspellings]).size !== 4)
    fail(file, where, 'the misspellings must differ from each other and the word');
}

/** Read and validate every curated file of a folder. */
export function readCurated(dir = findCuratedDir()): { words: CuratedWord[]; spellings: SpellingWord[] } {
  const words: CuratedWord[] = [];
  const spellings: SpellingWord[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.yaml')) continue;
    const file = path.join('packages/content/data/vocabulary-curated', name);
    let data: unknown;
    try {
      data = parseYaml(readFileSync(path.join(dir, name), 'utf8'));
    } catch (error) {
      fail(file, '(file)', (error as Error).message.split('\n')[0] ?? 'not YAML');
    }
    const top = fileSchema.safeParse(data);
    if (!top.success) fail(file, '(file)', 'expected a `words:` or a `spellings:` list');
    if ('words' in top.data) {
      if (!name.startsWith('words-')) fail(file, '(file)', 'a words list belongs in words-*.yaml');
      const list = parseEntries(file, top.data.words, wordSchema);
      for (const e of list) checkWord(file, e);
      words.push(...list);
    } else {
      if (!name.startsWith('spellings-'))
        fail(file, '(file)', 'a spellings list belongs in spellings-*.yaml');
      const list = parseEntries(file, top.data.spellings, spellingSchema);
      for (const e of list) checkSpelling(file, e);
      spellings.push(...list);
    }
  }
  checkAcross(words, spellings);
  return { words, spellings };
}

/** Checks across entries: one entry per headword, no wrong option that another entry calls near. */
function checkAcross(words: CuratedWord[], spellings: SpellingWord[]): void {
  const seen = new Set<string>();
  for (const e of words) {
    const key = `${e.word}/${e.pos}`;
    if (seen.has(key)) throw new CuratedWordsError(`vocabulary-curated: ${key} appears twice`);
    seen.add(key);
  }
  for (const e of words) {
    for (const d of e.distractors) {
      // A wrong option that is itself a headword must not list the word among its synonyms/antonyms.
      for (const other of words.filter((o) => o.word === d.word && o.pos === e.pos))
        if ([...other.synonyms, ...other.antonyms].includes(e.word))
          throw new CuratedWordsError(
            `vocabulary-curated: ${e.word}: wrong option ${d.word} is near it in ${other.word}`,
          );
    }
  }
  const spelt = new Set(spellings.map((s) => s.word));
  if (spelt.size !== spellings.length)
    throw new CuratedWordsError('vocabulary-curated: a spelling word appears twice');
  for (const s of spellings)
    for (const m of s.misspellings)
      if (spelt.has(m)) throw new CuratedWordsError(`vocabulary-curated: misspelling ${m} is a listed word`);
}

const CURATED = readCurated();
/** The headwords, in file order (seed n asks entry n - 1). */
export const CURATED_WORDS: readonly CuratedWord[] = CURATED.words;
/** The spelling words, in file order. */
export const SPELLING_WORDS: readonly SpellingWord[] = CURATED.spellings;

/** The first draw of each bank seed (1, 2, 3…), to recognise the seed a generator was given. */
const SEED_OF_FIRST_DRAW = new Map<number, number>();
const KNOWN_SEEDS = Math.max(CURATED.words.length, CURATED.spellings.length);
for (let seed = KNOWN_SEEDS; seed >= 1; seed--) SEED_OF_FIRST_DRAW.set(new Rng(seed).next(), seed);

/**
 * The entry a question asks: bank seed n (n = 1, 2, 3…) asks entry n - 1 of the list, so the bank
 * uses every entry once per generator; any other seed asks an entry drawn from its first number.
 */
export function entryForRng<T>(rng: Rng, list: readonly T[]): { entry: T; slot: number } {
  const first = rng.next();
  const seed = SEED_OF_FIRST_DRAW.get(first);
  const index = seed !== undefined && seed <= list.length ? seed - 1 : Math.floor(first * list.length);
  const entry = list[index];
  if (entry === undefined) throw new Error('empty curated list');
  return { entry, slot: answerSlot(index) };
}

/** The 24 orders of four positions. */
const ORDERS: number[][] = [0, 1, 2, 3].flatMap((a) =>
  [0, 1, 2, 3].flatMap((b) =>
    [0, 1, 2, 3].flatMap((c) =>
      [0, 1, 2, 3].flatMap((d) => (new Set([a, b, c, d]).size === 4 ? [[a, b, c, d]] : [])),
    ),
  ),
);

/**
 * Where entry `index` puts its right option: every block of four entries uses each position once,
 * in an order that changes from block to block (balanced, with no cycle a candidate could learn).
 */
export function answerSlot(index: number): number {
  const block = Math.floor(index / 4);
  return ORDERS[(block * 7) % ORDERS.length]?.[index % 4] ?? 0;
}

/** The options with the right one moved to `slot` (the wrong ones keep their shuffled order). */
export function placeAt<O>(options: readonly O[], right: O, slot: number): O[] {
  const wrong = options.filter((o) => o !== right);
  return [...wrong.slice(0, slot), right, ...wrong.slice(slot)];
}
