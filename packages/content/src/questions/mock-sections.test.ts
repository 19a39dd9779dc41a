import { EXAM_PATTERNS } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { TOPICS_FILE } from '../catalogue/build-catalogue.js';
import { splitByWeights } from './mock-mix.js';
import { mockSectionPlan, mockSectionTopics } from './mock-sections.js';

const coursesOf = (title: string) => mockSectionPlan(title).map((part) => part.course);
const courseOfTopic = new Map(
  TOPICS_FILE.courses.flatMap((c) => c.topics.map((t) => [t.slug, c.slug] as const)),
);

describe('mock sections', () => {
  it.each([
    ['Verbal Ability and Reading Comprehension', ['verbal-ability']],
    ['English Comprehension', ['verbal-ability']],
    ['English Language', ['verbal-ability']],
    ['Data Interpretation and Logical Reasoning', ['data-interpretation', 'logical-reasoning']],
    ['Quantitative Ability', ['quantitative-aptitude']],
    ['Quantitative Aptitude', ['quantitative-aptitude']],
    ['Mathematics', ['quantitative-aptitude']],
    ['Quantitative Reasoning', ['quantitative-aptitude']],
    ['General Intelligence and Reasoning', ['logical-reasoning']],
    ['Reasoning Ability', ['logical-reasoning']],
    ['Logical and Analytical Reasoning', ['logical-reasoning']],
  ])('"%s" draws on %j (reading comprehension has no generators yet)', (title, courses) => {
    expect(coursesOf(title)).toEqual(courses);
  });

  it('map every section of every exam pattern to topics of its courses', () => {
    for (const section of EXAM_PATTERNS.flatMap((p) => p.sections)) {
      const topics = mockSectionTopics(section.title);
      expect(topics.length).toBeGreaterThan(0);
      expect(topics.every((t) => coursesOf(section.title).includes(courseOfTopic.get(t) ?? ''))).toBe(true);
    }
  });

  it('give the parts shares that add up to the whole', () => {
    const shares = mockSectionPlan('Data Interpretation and Logical Reasoning').map((part) => part.share);
    expect(shares.reduce((a, s) => a + s, 0)).toBeCloseTo(1);
    expect(mockSectionPlan('English Language')[0]?.share).toBe(1);
  });

  it('refuse a section title no rule knows', () => {
    expect(() => mockSectionPlan('General Awareness')).toThrow(/General Awareness/);
  });
});

describe('splitByWeights', () => {
  it.each([
    [22, [0.2, 0.4, 0.4], [4, 9, 9]],
    [25, [0.45, 0.45, 0.1], [11, 11, 3]],
    [3, [1, 1, 1], [1, 1, 1]],
    [0, [1, 2], [0, 0]],
  ])('splits %i by %j into %j', (total, weights, parts) => {
    expect(splitByWeights(total, weights)).toEqual(parts);
  });
});
