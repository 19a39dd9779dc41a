import { describe, expect, it } from 'vitest';
import { TOPICS_FILE } from '../catalogue/build-catalogue.js';
import { mathErrors } from '../math-check.js';
import { type LessonFile, lessonsByTopic, readLessonFiles, topicNameFromTitle } from './lesson-files.js';

const files = readLessonFiles();
const find = (course: string, topic: string, lang: 'en' | 'hi') =>
  files.find((f) => f.course === course && f.topic === topic && f.lang === lang);

const HEADINGS = {
  en: [
    '## The idea',
    '## Formulas and rules',
    '## Fast methods',
    '## Worked examples',
    '## Common traps',
    '## Practise',
  ],
  hi: ['## मूल विचार', '## सूत्र और नियम', '## तेज़ तरीके', '## हल किए गए उदाहरण', '## आम गलतियाँ', '## अभ्यास'],
};

function checkLesson(file: LessonFile) {
  const label = `${file.course}/${file.topic}.${file.lang}`;
  for (const key of ['title', 'description', 'primaryKeyword', 'keywords'] as const) {
    expect(file.meta[key].length, `${label} ${key}`).toBeGreaterThan(0);
  }
  let at = -1;
  for (const heading of HEADINGS[file.lang]) {
    const i = file.body.indexOf(`${heading}\n`);
    expect(i, `${label} has "${heading}" after the previous section`).toBeGreaterThan(at);
    at = i;
  }
  const examples = file.body.match(/^### (Example|उदाहरण) \d/gm) ?? [];
  expect(examples.length, `${label} worked examples`).toBeGreaterThanOrEqual(2);
  expect(file.body, `${label} links to its own practice`).toContain(`(/practice?topic=${file.topic})`);
  expect(file.body, label).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|\bundefined\b|\bNaN\b/i);
  expect(mathErrors(file.body), `${label} math renders`).toEqual([]);
}

describe('lessons', () => {
  it('exist in English for all 140 topics, and in Hindi for every quantitative aptitude topic', () => {
    const missing: string[] = [];
    for (const course of TOPICS_FILE.courses) {
      for (const topic of course.topics) {
        if (!find(course.slug, topic.slug, 'en')) missing.push(`${course.slug}/${topic.slug}.en.md`);
        if (course.slug === 'quantitative-aptitude' && !find(course.slug, topic.slug, 'hi')) {
          missing.push(`${course.slug}/${topic.slug}.hi.md`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('belong to a topic of their course (no stray files)', () => {
    const known = new Set(TOPICS_FILE.courses.flatMap((c) => c.topics.map((t) => `${c.slug}/${t.slug}`)));
    expect(files.map((f) => `${f.course}/${f.topic}`).filter((k) => !known.has(k))).toEqual([]);
  });

  for (const file of files) {
    it(`${file.course}/${file.topic}.${file.lang} has the sections, two worked examples and math that renders`, () => {
      checkLesson(file);
    });
  }
});

describe('topic names from lesson titles', () => {
  it('drops the SEO tail and the English gloss', () => {
    expect(topicNameFromTitle('प्रतिशत (Percentages) – शॉर्टकट, सूत्र')).toBe('प्रतिशत');
    expect(topicNameFromTitle('महत्तम समापवर्तक (HCF और LCM) – सूत्र')).toBe('महत्तम समापवर्तक (HCF और LCM)');
    expect(topicNameFromTitle('Averages')).toBe('Averages');
  });

  it('gives every Hindi lesson a short Hindi topic name', () => {
    for (const [slug, lesson] of lessonsByTopic(files)) {
      const name = lesson.title.hi;
      if (name === undefined) continue;
      expect(name, slug).toMatch(/^[\u0900-\u097F]/);
      expect(name.length, `${slug}: ${name}`).toBeLessThanOrEqual(60);
    }
  });
});
