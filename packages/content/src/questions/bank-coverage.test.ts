import { describe, expect, it } from 'vitest';
import { TOPICS_FILE } from '../catalogue/build-catalogue.js';
import { AUTHORED_TOPICS } from './authored-registry.js';
import { quotaOf } from './bank.js';
import { GENERATORS } from './registry.js';
import { SETS_PER_GENERATOR } from './set-bank.js';
import { SET_GENERATORS } from './set-registry.js';

/** Each set has at least 4 questions (set-generator-properties.test.ts checks it). */
const MIN_QUESTIONS_A_SET = 4;

/** The fewest questions the bank publishes on a topic (exact for single questions, a floor for sets). */
function questionsOn(topic: string): number {
  const generated = GENERATORS.filter((g) => g.topic === topic).reduce((n, g) => n + quotaOf(g), 0);
  const sets =
    SET_GENERATORS.filter((g) => g.topic === topic).length * SETS_PER_GENERATOR * MIN_QUESTIONS_A_SET;
  const authored = AUTHORED_TOPICS.filter((t) => t.topic === topic).reduce(
    (n, t) => n + (t.questions?.length ?? 0) + (t.sets ?? []).reduce((m, s) => m + s.questions.length, 0),
    0,
  );
  return generated + sets + authored;
}

const topicsOf = (course: string) =>
  TOPICS_FILE.courses.find((c) => c.slug === course)?.topics.map((t) => t.slug) ?? [];

describe('the bank covers every topic of the core courses (issue 5)', () => {
  it.each([
    ['quantitative-aptitude', 120],
    ['logical-reasoning', 60],
    ['data-interpretation', 60],
    ['verbal-ability', 30],
  ] as const)('%s: at least %i questions on every topic', (course, minimum) => {
    const topics = topicsOf(course);
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.filter((t) => questionsOn(t) < minimum)).toEqual([]);
  });

  it('reading comprehension: at least 3 passages with 4-5 questions on every topic', () => {
    const thin = topicsOf('reading-comprehension').filter((topic) => {
      const sets = AUTHORED_TOPICS.find((t) => t.topic === topic)?.sets ?? [];
      return sets.filter((s) => s.questions.length >= 4 && s.questions.length <= 5).length < 3;
    });
    expect(thin).toEqual([]);
  });

  it('publishes more than 10,000 questions in all', () => {
    const all = TOPICS_FILE.courses.flatMap((c) => c.topics.map((t) => t.slug));
    expect(all.reduce((n, t) => n + questionsOn(t), 0)).toBeGreaterThan(10_000);
  });
});
