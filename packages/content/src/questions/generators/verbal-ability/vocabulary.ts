import data from '../../../../data/vocabulary.json' with { type: 'json' };
import type { Rng } from '../../random.js';

/**
 * The exam vocabulary extracted from WordNet 3.1 by scripts/extract-vocabulary.mjs (see the
 * notice in the JSON): synsets (one meaning each, with its definition and the vocabulary words
 * that have it) and entries (an exam word in one part of speech, its senses most common first,
 * its synonyms and antonyms, and the words near to or opposite it in any sense, which must never
 * be offered as a wrong option).
 */
export type PartOfSpeech = 'n' | 'v' | 'a' | 'r';

export interface Synset {
  pos: PartOfSpeech;
  gloss: string;
  words: string[];
}

export interface Entry {
  word: string;
  pos: PartOfSpeech;
  /** How often the word occurs in the tagged SemCor corpus: a measure of how common it is. */
  freq: number;
  /** Indices into SYNSETS, the most common sense first. */
  senses: number[];
  synonyms: string[];
  antonyms: string[];
  /** For each antonym, the index in `senses` of the sense it is the opposite of. */
  antonymSenses: number[];
  near: string[];
  opposite: string[];
  /** A WordNet example of the main sense that uses the word. */
  example?: string;
  /** Misspellings candidates really make (none of them an English word). */
  misspellings?: string[];
}

const DATA = data as unknown as { synsets: Synset[]; entries: Entry[] };
export const SYNSETS: readonly Synset[] = DATA.synsets;
export const ENTRIES: readonly Entry[] = DATA.entries;

/** Words met at least this often in the tagged corpus make the easy questions. */
export const COMMON_FREQ = 5;
/** Definitions longer than this make unwieldy options. */
export const MAX_GLOSS = 100;

export function synsetAt(index: number | undefined): Synset {
  const synset = index === undefined ? undefined : SYNSETS[index];
  if (!synset) throw new Error(`no synset ${index}`);
  return synset;
}

/** The definition of an entry's sense (its most common one by default). */
export function glossOf(entry: Entry, sense = 0): string {
  return synsetAt(entry.senses[sense]).gloss;
}

const byKey = new Map(ENTRIES.map((e) => [`${e.pos}:${e.word}`, e]));
export function entryOf(word: string, pos: PartOfSpeech): Entry | undefined {
  return byKey.get(`${pos}:${word}`);
}

export const POS_NAME: Record<PartOfSpeech, { en: string; hi: string }> = {
  n: { en: 'noun', hi: 'संज्ञा' },
  v: { en: 'verb', hi: 'क्रिया' },
  a: { en: 'adjective', hi: 'विशेषण' },
  r: { en: 'adverb', hi: 'क्रियाविशेषण' },
};

const spellingKeys = new Map<string, string>();
/** British and American spellings of one word collapse to the same key (colour/color, -ise/-ize). */
function spellingKey(word: string): string {
  let key = spellingKeys.get(word);
  if (key === undefined) {
    key = word
      .replace(/our/g, 'or')
      .replace(/([^aeiou])re$/, '$1er')
      .replace(/^scep/, 'skep')
      .replace(/is(e|ed|ing|ation)$/, 'iz$1')
      .replace(/ll/g, 'l')
      .replace(/ae/g, 'e');
    spellingKeys.set(word, key);
  }
  return key;
}

/** A set per (part of speech, word), built from the data on first use and then kept. */
function memoisedByWord(build: (word: string, pos: PartOfSpeech) => Set<string>) {
  const sets = new Map<string, Set<string>>();
  return (word: string, pos: PartOfSpeech): Set<string> => {
    const key = `${pos}:${word}`;
    let set = sets.get(key);
    if (!set) {
      set = build(word, pos);
      sets.set(key, set);
    }
    return set;
  };
}

/** The word and every word near it in meaning (all senses, similar, broader and sister words). */
export const neighbourhood = memoisedByWord((word, pos) => {
  const entry = entryOf(word, pos);
  return new Set([word, ...(entry ? [...entry.synonyms, ...entry.near] : [])]);
});

/** The word and its synonyms. */
const withSynonyms = memoisedByWord((word, pos) => new Set([word, ...(entryOf(word, pos)?.synonyms ?? [])]));

/** The words opposite to a word in any sense (its antonyms and their near words). */
const opposites = memoisedByWord((word, pos) => {
  const entry = entryOf(word, pos);
  return new Set(entry ? [...entry.antonyms, ...entry.opposite] : []);
});

function overlaps(a: Set<string>, b: Set<string>): boolean {
  for (const x of a) if (b.has(x)) return true;
  return false;
}

/**
 * Whether two words of one part of speech could be taken as synonyms in some sense: one is near
 * the other, they share a synonym, or they are spellings of one word.
 */
export function closeInMeaning(a: string, b: string, pos: PartOfSpeech): boolean {
  return (
    spellingKey(a) === spellingKey(b) ||
    neighbourhood(a, pos).has(b) ||
    neighbourhood(b, pos).has(a) ||
    overlaps(withSynonyms(a, pos), withSynonyms(b, pos))
  );
}

/** Whether two words of one part of speech could be taken as antonyms in some sense. */
export function opposedInMeaning(a: string, b: string, pos: PartOfSpeech): boolean {
  return (
    overlaps(neighbourhood(a, pos), opposites(b, pos)) || overlaps(neighbourhood(b, pos), opposites(a, pos))
  );
}

/** Whether one word is listed among the other's opposites (a direct, not a neighbourly, link). */
export function listedOpposite(a: string, b: string, pos: PartOfSpeech): boolean {
  return opposites(a, pos).has(b) || opposites(b, pos).has(a);
}

const NEGATIONS = ['un', 'in', 'im', 'il', 'ir', 'dis', 'non', 'mis', 'a', 'an', 'ab'];
/** Opposites made by a negative prefix (happy/unhappy) or -ful/-less: too easy to ask. */
export function prefixOpposite(a: string, b: string): boolean {
  return (
    NEGATIONS.some((p) => a === p + b || b === p + a) ||
    a.replace(/ful$/, 'less') === b ||
    b.replace(/ful$/, 'less') === a
  );
}

/** How alike two words look (shared beginning, shared ending): look-alikes make good traps. */
function lookAlike(a: string, b: string): number {
  let prefix = 0;
  while (prefix < Math.min(a.length, b.length) && a[prefix] === b[prefix]) prefix++;
  const suffix = a.slice(-3) === b.slice(-3) ? 1 : 0;
  return (prefix >= 2 ? prefix : 0) + suffix;
}

/**
 * `count` distinct wrong options drawn from the entries of one part of speech that pass `fits`,
 * preferring words that look like `target` (the setter's look-alike trap; '' for none) and never a
 * word close in meaning to one already `taken` (the word asked, the answer) or to another option,
 * nor one whose `label` (the option text) repeats.
 */
export function pickDistractors(
  rng: Rng,
  pos: PartOfSpeech,
  count: number,
  fits: (e: Entry) => boolean,
  target: string,
  taken: readonly string[],
  label: (e: Entry) => string = (e) => e.word,
): Entry[] {
  const ranked = rng
    .shuffle(entriesOf(pos))
    .map((e) => ({ e, score: target ? lookAlike(target, e.word) : 0 }))
    .sort((x, y) => y.score - x.score)
    .map((x) => x.e);
  const out: Entry[] = [];
  const labels = new Set<string>();
  const accept = (e: Entry) => {
    if (out.length === count || labels.has(label(e))) return;
    if ([...taken, ...out.map((o) => o.word)].some((t) => closeInMeaning(t, e.word, pos))) return;
    out.push(e);
    labels.add(label(e));
  };
  // A random few of the best-fitting look-alikes first, then the rest in random order; `fits` is
  // tested lazily, as far down the ranking as needed.
  let i = 0;
  const best: Entry[] = [];
  for (; i < ranked.length && best.length < 10; i++) {
    const e = ranked[i];
    if (e && fits(e)) best.push(e);
  }
  for (const e of rng.shuffle(best)) accept(e);
  for (; i < ranked.length && out.length < count; i++) {
    const e = ranked[i];
    if (e && fits(e)) accept(e);
  }
  if (out.length < count) throw new Error(`too few distractors for ${target}`);
  return out;
}

const byPos = new Map<PartOfSpeech, Entry[]>();
/** Entries of one part of speech. */
export function entriesOf(pos: PartOfSpeech): Entry[] {
  let list = byPos.get(pos);
  if (!list) {
    list = ENTRIES.filter((e) => e.pos === pos);
    byPos.set(pos, list);
  }
  return list;
}

/** The word as printed in a question: capitals, in bold. */
export function headword(word: string): string {
  return `**${word.toUpperCase()}**`;
}

/**
 * The entry's example with the word (any inflection) in bold, as a sentence (capital and full stop)
 * when it has five words or more and as a phrase otherwise; undefined when it has none.
 */
export function boldExample(entry: Entry): { text: string; sentence: boolean } | undefined {
  if (!entry.example) return undefined;
  const stem = entry.word.length > 4 ? entry.word.replace(/[ey]$/, '') : entry.word;
  const pattern = new RegExp(`\\b${stem}[a-z]{0,3}\\b`, 'i');
  if (!pattern.test(entry.example)) return undefined;
  const sentence = entry.example.split(' ').length >= 5;
  const raw = sentence
    ? `${entry.example[0]?.toUpperCase()}${entry.example.slice(1)}${/[.!?]$/.test(entry.example) ? '' : '.'}`
    : entry.example;
  return { text: raw.replace(pattern, (m) => `**${m}**`), sentence };
}

/**
 * The antonyms worth asking: not made by a negative prefix (happy/unhappy is no test), not close
 * in meaning to the word itself, and, when `mainSenseOnly`, opposite to its main sense.
 */
export function askableAntonyms(entry: Entry, mainSenseOnly = false): string[] {
  return entry.antonyms.filter(
    (a, i) =>
      !prefixOpposite(entry.word, a) &&
      !closeInMeaning(a, entry.word, entry.pos) &&
      (!mainSenseOnly || entry.antonymSenses[i] === 0),
  );
}

/** The synonyms of an entry that have its main sense (the sense its example sentence uses). */
export function mainSenseSynonyms(entry: Entry): string[] {
  const main = synsetAt(entry.senses[0]);
  return entry.synonyms.filter((s) => main.words.includes(s));
}

export interface WrongOptions {
  /** The setter's trap: the word's antonym in a synonym question, its synonym in an antonym one. */
  trap: string[];
  distractors: Entry[];
}

/**
 * Wrong options when `answer` is a synonym of `entry`: perhaps an antonym of the word (opposite,
 * so certainly wrong), then words of the same part of speech near neither the word nor the answer.
 */
export function synonymWrongOptions(
  rng: Rng,
  entry: Entry,
  answer: string,
  options: { antonymTrap: boolean; fits: (e: Entry) => boolean; lookAlikes: boolean },
): WrongOptions {
  const { word, pos } = entry;
  const antonyms = options.antonymTrap
    ? entry.antonyms.filter((a) => !closeInMeaning(a, word, pos) && !closeInMeaning(a, answer, pos))
    : [];
  const trap = antonyms.length ? [rng.pick(antonyms)] : [];
  const distractors = pickDistractors(
    rng,
    pos,
    3 - trap.length,
    (e) =>
      options.fits(e) &&
      !closeInMeaning(e.word, word, pos) &&
      !closeInMeaning(e.word, answer, pos) &&
      !trap.some((t) => closeInMeaning(e.word, t, pos)),
    options.lookAlikes ? word : '',
    [word, answer, ...trap],
  );
  return { trap, distractors };
}

/**
 * Wrong options when `answer` is an antonym of `entry`: a synonym of the word (same meaning, so
 * certainly not the opposite), then words of the same part of speech opposed to the word in no
 * sense and not near the answer.
 */
export function antonymWrongOptions(
  rng: Rng,
  entry: Entry,
  answer: string,
  options: { fits: (e: Entry) => boolean; lookAlikes: boolean },
): WrongOptions {
  const { word, pos } = entry;
  const synonyms = entry.synonyms.filter(
    (s) => !opposedInMeaning(s, word, pos) && !closeInMeaning(s, answer, pos) && !prefixOpposite(s, word),
  );
  const trap = synonyms.length ? [rng.pick(synonyms)] : [];
  const distractors = pickDistractors(
    rng,
    pos,
    3 - trap.length,
    (e) =>
      options.fits(e) &&
      !opposedInMeaning(e.word, word, pos) &&
      !prefixOpposite(e.word, word) &&
      !closeInMeaning(e.word, answer, pos) &&
      !trap.some((t) => closeInMeaning(e.word, t, pos)),
    options.lookAlikes ? answer : '',
    [word, answer, ...trap],
  );
  return { trap, distractors };
}

// ---- Independent lookups for the checkers: scan the whole data set for a relation ----------

/** Whether some WordNet sense holds both words. */
export function shareASense(a: string, b: string, pos: PartOfSpeech): boolean {
  return SYNSETS.some((s) => s.pos === pos && s.words.includes(a) && s.words.includes(b));
}

/** Whether some entry lists the two words as antonyms, either way round. */
export function areAntonyms(a: string, b: string, pos: PartOfSpeech): boolean {
  return ENTRIES.some(
    (e) =>
      e.pos === pos && ((e.word === a && e.antonyms.includes(b)) || (e.word === b && e.antonyms.includes(a))),
  );
}

/** How two words are related, found by scanning the data set. */
export function relationOf(a: string, b: string, pos: PartOfSpeech): 'synonyms' | 'antonyms' | 'none' {
  if (shareASense(a, b, pos)) return 'synonyms';
  if (areAntonyms(a, b, pos)) return 'antonyms';
  return 'none';
}

/** Whether a definition gives its word away by using a form of it ("violate": "be in violation of"). */
export function namesWord(gloss: string, word: string): boolean {
  const stem = word.slice(0, Math.min(6, Math.max(4, word.length - 2)));
  return gloss
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((token) => token.startsWith(stem));
}
