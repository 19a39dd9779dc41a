import { describe, expect, it } from 'vitest';
import { singleSource, sourcesOf } from './fresh-sources.js';
import type { QuestionGenerator } from './generator.js';

/** A generator whose checker is wrong on even seeds (the first number the Rng draws is even). */
const halfWrong: QuestionGenerator = {
  id: 'percentages/half-wrong',
  topic: 'percentages',
  difficulty: 'easy',
  exams: [],
  generate(rng) {
    const n = rng.int(1, 1000);
    const answer = { kind: 'numeric' as const, value: n, tolerance: 0 };
    return {
      title: { en: 'T', hi: 'T' },
      type: 'numeric',
      statement: { en: `What is ${n}?`, hi: `${n} क्या है?` },
      options: [],
      answer,
      solution: { en: String(n), hi: String(n) },
      expectedSeconds: 10,
      numbers: [n],
      check: () => ({ ...answer, value: n % 2 === 0 ? n + 1 : n }),
    };
  },
};

describe('fresh sources', () => {
  it('drop a question whose checker disagrees with its answer', () => {
    const source = singleSource(halfWrong);
    const made = Array.from({ length: 40 }, (_, i) => source.make(i + 1));
    const kept = made.flatMap((item) => (item?.kind === 'single' ? [item.row.answer] : []));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(made.length);
    expect(kept.every((answer) => answer.kind === 'numeric' && answer.value % 2 === 1)).toBe(true);
  });

  it('take turns topic by topic', () => {
    const topics = sourcesOf(['percentages', 'syllogism'])
      .slice(0, 4)
      .map((s) => s.topic);
    expect(topics).toEqual(['percentages', 'syllogism', 'percentages', 'syllogism']);
  });
});
