import { type LocalisedText, localise } from '@preparena/shared';
import { TOPICS_FILE } from '../catalogue/build-catalogue.js';
import type { GeneratedQuestionRow } from './bank.js';
import { MEN_NAMES, WOMEN_NAMES } from './generators/shared/person-names.js';
import type { GeneratedSetRow } from './set-bank.js';

/**
 * What `npm run content:report` measures per topic (issue 12, docs/question-bank.md): how many
 * shapes, how the right answers spread over the positions, how often the right option is the
 * longest (a test-wise candidate's cue), and the difficulty mix with the CAT-level share.
 */

export interface TopicReport {
  course: string;
  topic: string;
  questions: number;
  /** Generators (or set generators), merged when they share a stem and a title: the shapes. */
  shapes: number;
  /** Distinct statements after numbers, names and figures are replaced. */
  stems: number;
  /** Share of single-answer four-option questions whose key is option 1, 2, 3, 4. */
  positions: [number, number, number, number];
  /** Share of choice questions whose right option is strictly the longest. */
  longestRight: number;
  difficulty: { easy: number; medium: number; hard: number };
  /** Share at CAT level: labelled hard with a budget of at least 180 s, or in a set labelled hard. */
  catLevel: number;
}

const NAMES = new RegExp(`\\b(${[...MEN_NAMES, ...WOMEN_NAMES].join('|')})\\b`, 'g');

/** A statement with its numbers, person names, single-letter names and figures replaced. */
export function stemOf(text: LocalisedText): string {
  return localise(text, 'en')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '[figure]')
    .replace(NAMES, 'N')
    .replace(/\b[A-Z]\b/g, 'N')
    .replace(/₹?\d[\d,]*(\.\d+)?/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Row {
  topic: string;
  group: string;
  q: GeneratedQuestionRow;
  /** The statement's stem. */
  stem: string;
  /** The stem with the title: generic statements ("Which is the odd one out?") differ by title. */
  shape: string;
  inSet: boolean;
}

/** Generators sharing any stem are one shape (union-find over the topic's generators). */
function countShapes(rows: Row[]): number {
  const parent = new Map<string, string>();
  const find = (g: string): string => {
    const p = parent.get(g) ?? g;
    if (p === g) return g;
    const root = find(p);
    parent.set(g, root);
    return root;
  };
  const owner = new Map<string, string>();
  for (const { group, shape } of rows) {
    if (!parent.has(group)) parent.set(group, group);
    const other = owner.get(shape);
    if (other) parent.set(find(group), find(other));
    else owner.set(shape, group);
  }
  return new Set([...parent.keys()].map(find)).size;
}

const share = (n: number, of: number) => (of === 0 ? 0 : n / of);

function topicReport(course: string, topic: string, rows: Row[]): TopicReport {
  const positions = [0, 0, 0, 0];
  let fourOption = 0;
  let choice = 0;
  let longest = 0;
  const difficulty = { easy: 0, medium: 0, hard: 0 };
  let cat = 0;
  for (const { q, inSet } of rows) {
    difficulty[q.difficulty]++;
    // A set is labelled as a whole (rubricDifficulty): every question of a hard set is CAT level.
    if (q.difficulty === 'hard' && (q.expectedSeconds >= 180 || inSet)) cat++;
    if (q.answer.kind !== 'choice' || q.answer.correct.length !== 1) continue;
    const right = q.answer.correct[0] ?? 0;
    const lengths = q.options.map((o) => localise(o, 'en').length);
    choice++;
    if (lengths.every((l, i) => i === right || l < (lengths[right] ?? 0))) longest++;
    if (q.options.length === 4) {
      fourOption++;
      positions[right] = (positions[right] ?? 0) + 1;
    }
  }
  const n = rows.length;
  return {
    course,
    topic,
    questions: n,
    shapes: countShapes(rows),
    stems: new Set(rows.map((r) => r.stem)).size,
    positions: positions.map((p) => share(p, fourOption)) as TopicReport['positions'],
    longestRight: share(longest, choice),
    difficulty: {
      easy: share(difficulty.easy, n),
      medium: share(difficulty.medium, n),
      hard: share(difficulty.hard, n),
    },
    catLevel: share(cat, n),
  };
}

/** The report of every topic of the catalogue that has questions, in catalogue order. */
export function contentReport(bank: {
  singles: GeneratedQuestionRow[];
  sets: GeneratedSetRow[];
}): TopicReport[] {
  const byTopic = new Map<string, Row[]>();
  const add = (row: Row) => {
    const rows = byTopic.get(row.topic);
    if (rows) rows.push(row);
    else byTopic.set(row.topic, [row]);
  };
  for (const q of bank.singles) {
    // A generator's questions are one group; an authored item is its own.
    const stem = stemOf(q.statement);
    add({
      topic: q.topic,
      group: q.source.generator,
      q,
      stem,
      shape: `${stemOf(q.title)}|${stem}`,
      inSet: false,
    });
  }
  for (const s of bank.sets) {
    const group = s.source.generator;
    const stem = stemOf(s.set.body).slice(0, 400);
    for (const q of s.questions) {
      const own = `${stem}|${stemOf(q.statement)}`;
      add({ topic: s.topic, group, q, stem: own, shape: `${stemOf(s.set.title)}|${own}`, inSet: true });
    }
  }
  return TOPICS_FILE.courses.flatMap((c) =>
    c.topics.flatMap((t) => {
      const rows = byTopic.get(t.slug);
      return rows ? [topicReport(c.slug, t.slug, rows)] : [];
    }),
  );
}
