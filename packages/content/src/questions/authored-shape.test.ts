import { chartProblems, localise } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { TOPICS_FILE } from '../catalogue/build-catalogue.js';
import type { AuthoredQuestion } from './authored.js';
import { AUTHORED_TOPICS } from './authored-registry.js';
import { shapeProblems, textProblems } from './question-checks.js';

const courseOf = new Map(TOPICS_FILE.courses.flatMap((c) => c.topics.map((t) => [t.slug, c.slug] as const)));

/** Problems of one authored question; reasoning questions must be bilingual. */
function problemsOf(q: AuthoredQuestion, bilingual: boolean): string[] {
  const texts = [q.title, q.statement, q.solution, ...q.options];
  const problems = [...shapeProblems(q), ...textProblems(texts, 'en')];
  if (bilingual) problems.push(...textProblems(texts, 'hi'));
  if (q.exams.length === 0) problems.push('no exam');
  return problems.map((p) => `${q.key}: ${p}`);
}

describe('the authored content', () => {
  it('is filed under topics of the catalogue, each topic once', () => {
    const topics = AUTHORED_TOPICS.map((t) => t.topic);
    expect(topics.filter((t) => !courseOf.has(t))).toEqual([]);
    expect(topics.length - new Set(topics).size, 'topics listed twice').toBe(0);
  });
});

describe.each(AUTHORED_TOPICS.map((t) => [t.topic, t] as const))('authored topic %s', (topic, content) => {
  const bilingual =
    courseOf.get(topic) !== 'verbal-ability' && courseOf.get(topic) !== 'reading-comprehension';
  const singles = content.questions ?? [];
  const sets = content.sets ?? [];

  it('has unique, stable keys', () => {
    const keys = [...singles.map((q) => q.key), ...sets.map((s) => s.key)];
    expect(keys.filter((k) => !/^[a-z0-9-]+$/.test(k))).toEqual([]);
    expect(keys.length - new Set(keys).size, 'repeated keys').toBe(0);
    for (const s of sets) {
      const inner = s.questions.map((q) => q.key);
      expect(inner.length - new Set(inner).size, `repeated keys in ${s.key}`).toBe(0);
    }
  });

  it('has well-formed questions: answer among distinct options, a solution, clean text', () => {
    expect(singles.flatMap((q) => problemsOf(q, bilingual))).toEqual([]);
    const statements = singles.map((q) => localise(q.statement, 'en'));
    expect(statements.length - new Set(statements).size, 'repeated statements').toBe(0);
  });

  it('has sets of 4-6 questions on a passage or chart', () => {
    const problems = sets.flatMap((s) => {
      const own: string[] = [];
      if (s.questions.length < 4 || s.questions.length > 6) own.push(`${s.questions.length} questions`);
      if (!localise(s.set.body, 'en').trim()) own.push('no body');
      for (const c of s.set.charts ?? []) own.push(...chartProblems(c));
      own.push(...textProblems([s.set.title, s.set.body], 'en'));
      if (bilingual) own.push(...textProblems([s.set.title, s.set.body], 'hi'));
      return [...own.map((p) => `${s.key}: ${p}`), ...s.questions.flatMap((q) => problemsOf(q, bilingual))];
    });
    expect(problems).toEqual([]);
  });
});
