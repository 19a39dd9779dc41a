import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, TOPICS_FILE } from './build-catalogue.js';

const SHARED_TOPICS = new URL('../../../../../shared/catalogue/topics.json', import.meta.url);

describe('catalogue', () => {
  const catalogue = buildCatalogue();

  it('matches the shared topics.json exactly when it is beside the repository', () => {
    if (!existsSync(SHARED_TOPICS)) return;
    expect(TOPICS_FILE).toEqual(JSON.parse(readFileSync(SHARED_TOPICS, 'utf8')));
  });

  it('has the five core courses with 42, 29, 26, 24 and 19 topics, and five exam courses', () => {
    const core = catalogue.courses.filter((c) => c.kind === 'category');
    expect(core.map((c) => [c.slug, c.subjects.flatMap((s) => s.topics).length])).toEqual([
      ['quantitative-aptitude', 42],
      ['logical-reasoning', 29],
      ['reading-comprehension', 26],
      ['verbal-ability', 24],
      ['data-interpretation', 19],
    ]);
    expect(catalogue.courses.filter((c) => c.kind === 'exam').map((c) => c.slug)).toEqual([
      'cat',
      'cuet',
      'ssc',
      'banking',
      'railways',
    ]);
    expect(catalogue.topics).toHaveLength(140);
  });

  it('lists every core topic exactly once, in topics.json order, with slugs unchanged', () => {
    for (const course of TOPICS_FILE.courses) {
      const built = catalogue.courses.find((c) => c.slug === course.slug);
      expect(built?.subjects.flatMap((s) => s.topics)).toEqual(course.topics.map((t) => t.slug));
    }
  });

  it('builds exam courses only from existing core topics, without duplicates within a section', () => {
    const known = new Set(catalogue.topics.map((t) => t.slug));
    for (const course of catalogue.courses.filter((c) => c.kind === 'exam')) {
      expect(course.subjects.length).toBeGreaterThanOrEqual(3);
      for (const subject of course.subjects) {
        expect(subject.topics.length, `${course.slug}/${subject.slug}`).toBeGreaterThan(0);
        expect(new Set(subject.topics).size).toBe(subject.topics.length);
        for (const slug of subject.topics) expect(known.has(slug), slug).toBe(true);
      }
    }
  });
});
