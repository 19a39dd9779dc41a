import type { Difficulty } from '@preparena/shared';
import type { GeneratedQuestionRow } from './bank.js';
import { generateQuestion, type QuestionGenerator } from './generator.js';
import { publishedSetKeys, publishedStatements, questionKey } from './published-keys.js';
import { GENERATORS } from './registry.js';
import { type GeneratedSetRow, setKey } from './set-bank.js';
import { generateSet, type QuestionSetGenerator } from './set-generator.js';
import { SET_GENERATORS } from './set-registry.js';

/** One seed's output of a generator, as the bank would store it. */
export type FreshItem =
  | { kind: 'single'; key: string; size: 1; row: GeneratedQuestionRow }
  | { kind: 'set'; key: string; size: number; row: GeneratedSetRow };

/** A single-question or set generator, seen the same way by the fresh-variant picker. */
export interface FreshSource {
  id: string;
  topic: string;
  difficulty: Difficulty;
  kind: 'single' | 'set';
  /** The keys of the bank's published output of this generator (memoised). */
  published(): ReadonlySet<string>;
  /** The item for one seed, or null when a checker disagrees with an answer. */
  make(seed: number): FreshItem | null;
}

type Checked = { check(): unknown; answer: unknown };
const checkerAgrees = (q: Checked) => JSON.stringify(q.check()) === JSON.stringify(q.answer);

/** A single-question generator as a fresh-variant source. */
export function singleSource(generator: QuestionGenerator): FreshSource {
  // The label the rubric gives its questions (a short "hard" one is medium), read off its first seed.
  const difficulty = generateQuestion(generator, 1).difficulty;
  return {
    id: generator.id,
    topic: generator.topic,
    difficulty,
    kind: 'single',
    published: () => publishedStatements(generator),
    make(seed) {
      const question = generateQuestion(generator, seed);
      if (!checkerAgrees(question) || question.difficulty !== difficulty) return null;
      const { check: _check, numbers: _numbers, ...rest } = question;
      const row = { ...rest, topic: generator.topic };
      return { kind: 'single', key: questionKey(question), size: 1, row };
    },
  };
}

/** A set generator as a fresh-variant source. */
export function setSource(generator: QuestionSetGenerator): FreshSource {
  const difficulty = generateSet(generator, 1).questions[0]?.difficulty ?? generator.difficulty;
  return {
    id: generator.id,
    topic: generator.topic,
    difficulty,
    kind: 'set',
    published: () => publishedSetKeys(generator),
    make(seed) {
      const made = generateSet(generator, seed);
      if (!made.questions.every((q) => checkerAgrees(q) && q.difficulty === difficulty)) return null;
      const row: GeneratedSetRow = {
        topic: generator.topic,
        set: made.set,
        source: made.source,
        questions: made.questions.map(({ check: _check, numbers: _numbers, ...q }) => ({
          ...q,
          topic: generator.topic,
        })),
      };
      return { kind: 'set', key: setKey(made), size: row.questions.length, row };
    },
  };
}

/** Every generator of the bank as a fresh-variant source, singles first, in registry order. */
export const FRESH_SOURCES: readonly FreshSource[] = [
  ...GENERATORS.map(singleSource),
  ...SET_GENERATORS.map(setSource),
];

/** The topic slugs some generator (single or set) writes questions on. */
export const TOPICS_WITH_GENERATORS: ReadonlySet<string> = new Set(FRESH_SOURCES.map((s) => s.topic));

/**
 * The generators of the topics (and of the difficulty, if given), taking turns topic by topic so
 * that a topic with many generators does not crowd out the others.
 */
export function sourcesOf(topics: readonly string[], difficulty?: Difficulty): FreshSource[] {
  const byTopic = [...new Set(topics)].map((topic) =>
    FRESH_SOURCES.filter((s) => s.topic === topic && (!difficulty || s.difficulty === difficulty)),
  );
  const ordered: FreshSource[] = [];
  const rounds = Math.max(0, ...byTopic.map((list) => list.length));
  for (let round = 0; round < rounds; round++) {
    for (const list of byTopic) if (list[round]) ordered.push(list[round] as FreshSource);
  }
  return ordered;
}
