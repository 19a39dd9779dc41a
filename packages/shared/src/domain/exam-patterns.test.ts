import { describe, expect, it } from 'vitest';
import { EXAM_PATTERNS } from './exam-patterns.js';
import { MARKING_SCHEME_IDS } from './marking-schemes.js';

describe('exam patterns', () => {
  it('cover each exam course once with a known marking scheme', () => {
    expect(EXAM_PATTERNS.map((p) => p.course).sort()).toEqual(['banking', 'cat', 'cuet', 'railways', 'ssc']);
    for (const p of EXAM_PATTERNS) expect(MARKING_SCHEME_IDS).toContain(p.scheme);
  });

  it('time sections one by one exactly when they come in order, adding up to the paper', () => {
    for (const p of EXAM_PATTERNS) {
      const timed = p.sections.map((s) => s.durationMinutes);
      if (p.sectionsInOrder) {
        expect(timed.every((m) => m !== null)).toBe(true);
        expect(timed.reduce<number>((sum, m) => sum + (m ?? 0), 0)).toBe(p.durationMinutes);
      } else {
        expect(timed.every((m) => m === null)).toBe(true);
      }
    }
  });

  it('run CAT as VARC, DILR, QA at 40 minutes each', () => {
    const cat = EXAM_PATTERNS.find((p) => p.exam === 'CAT');
    expect(cat?.sections.map((s) => [s.questionCount, s.durationMinutes])).toEqual([
      [24, 40],
      [22, 40],
      [22, 40],
    ]);
  });
});
