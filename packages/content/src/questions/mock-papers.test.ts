import { EXAM_PATTERNS, localise } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestionRow } from './bank.js';
import { FRESH_SEED_BASE } from './fresh-variants.js';
import { type MockPaper, mockPaper } from './mock-papers.js';
import { mockSectionTopics } from './mock-sections.js';
import type { GeneratedSetRow } from './set-bank.js';

const statement = (q: GeneratedQuestionRow) => localise(q.statement, 'en');
const setKey = (s: GeneratedSetRow) => localise(s.set.body, 'en') + JSON.stringify(s.set.charts ?? []);
const questionsOf = (section: MockPaper['sections'][number]) => [
  ...section.singles,
  ...section.sets.flatMap((s) => s.questions),
];

describe.each(EXAM_PATTERNS.map((p) => [p.exam, p] as const))('the %s mock paper', (_exam, pattern) => {
  const paper = mockPaper(pattern, FRESH_SEED_BASE);

  it("has each section's exact number of questions, in the pattern's order", () => {
    expect(paper.sections.map((s) => [s.title, questionsOf(s).length])).toEqual(
      pattern.sections.map((s) => [s.title, s.questionCount]),
    );
  });

  it('keeps each set whole: all its questions, from its generator and seed', () => {
    for (const row of paper.sections.flatMap((s) => s.sets)) {
      expect(row.questions.length).toBeGreaterThanOrEqual(4);
      expect(row.questions.map((q) => q.source)).toEqual(
        row.questions.map((_q, i) => ({
          generator: `${row.source.generator}/q${i + 1}`,
          seed: row.source.seed,
        })),
      );
    }
  });

  it('never asks a question twice (a set question counts with its set)', () => {
    const keys = paper.sections.flatMap((s) => [
      ...s.singles.map(statement),
      ...s.sets.flatMap((row) => row.questions.map((q) => setKey(row) + statement(q))),
    ]);
    expect(new Set(keys).size).toBe(keys.length);
    const sets = paper.sections.flatMap((s) => s.sets.map(setKey));
    expect(new Set(sets).size).toBe(sets.length);
  });

  it('draws each section from its own topics, on fresh seeds up to nextSeed', () => {
    for (const section of paper.sections) {
      const topics = new Set(mockSectionTopics(section.title));
      expect(questionsOf(section).filter((q) => !topics.has(q.topic))).toEqual([]);
      for (const q of questionsOf(section)) {
        expect(q.source.seed).toBeGreaterThanOrEqual(FRESH_SEED_BASE);
        expect(q.source.seed).toBeLessThan(paper.nextSeed);
      }
    }
  });

  it('mixes difficulties: CAT leans hard, the other exams easy and medium', () => {
    const all = paper.sections.flatMap(questionsOf);
    const share = (d: string) => all.filter((q) => q.difficulty === d).length / all.length;
    if (pattern.course === 'cat') {
      // Its DILR and quant sections are CAT level; VARC's fresh questions are vocabulary, which has
      // no CAT-level shape (reading passages and para-jumbles are authored, never fresh).
      const dilrAndQuant = paper.sections.filter((s) => !/verbal/i.test(s.title)).flatMap(questionsOf);
      const hard = dilrAndQuant.filter((q) => q.difficulty === 'hard').length / dilrAndQuant.length;
      expect(hard).toBeGreaterThanOrEqual(0.35);
      expect(share('hard')).toBeGreaterThanOrEqual(0.2);
    } else {
      expect(share('easy') + share('medium')).toBeGreaterThanOrEqual(0.8);
      expect(share('easy')).toBeGreaterThan(0.2);
    }
  });

  it('is the same paper for the same seed', () => {
    expect(JSON.stringify(mockPaper(pattern, FRESH_SEED_BASE))).toBe(JSON.stringify(paper));
  });
});

describe('mock papers', () => {
  it('continue the seeds: a paper from nextSeed shares no seed with the one before', () => {
    const pattern = EXAM_PATTERNS.find((p) => p.course === 'cuet') ?? EXAM_PATTERNS[0];
    if (!pattern) throw new Error('no exam patterns');
    const first = mockPaper(pattern, FRESH_SEED_BASE);
    const next = mockPaper(pattern, first.nextSeed);
    const seeds = (p: MockPaper) => p.sections.flatMap(questionsOf).map((q) => q.source.seed);
    expect(Math.min(...seeds(next))).toBeGreaterThanOrEqual(first.nextSeed);
  });
});
