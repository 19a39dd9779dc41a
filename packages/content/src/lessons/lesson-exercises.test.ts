import { splitLessonExercises } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { mathErrors } from '../math-check.js';
import { readLessonFiles } from './lesson-files.js';

const files = readLessonFiles();
const label = (f: (typeof files)[number]) => `${f.course}/${f.topic}.${f.lang}`;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Issue 12 (item 7): every lesson ends with 3–5 "Try it" exercises and runs to 800 words or more. */

describe('"Try it" exercises of the lessons', () => {
  for (const file of files) {
    const { exercises, after } = splitLessonExercises(file.body);
    if (exercises.length === 0) continue;
    it(`${label(file)}: 3–5 exercises, numbered, each with its answer, before the practice link`, () => {
      expect(exercises.length).toBeGreaterThanOrEqual(3);
      expect(exercises.length).toBeLessThanOrEqual(5);
      expect(exercises.map((e) => e.number)).toEqual(exercises.map((_, i) => i + 1));
      for (const e of exercises) {
        expect(e.question.length, `exercise ${e.number} question`).toBeGreaterThan(15);
        expect(e.answer.length, `exercise ${e.number} answer`).toBeGreaterThan(0);
        expect(mathErrors(`${e.question}\n\n${e.answer}`), `exercise ${e.number} math`).toEqual([]);
      }
      expect(after).toContain(`(/practice?topic=${file.topic})`);
    });
  }

  it('has the same number of exercises in a lesson’s English and Hindi versions', () => {
    const count = new Map(files.map((f) => [label(f), splitLessonExercises(f.body).exercises.length]));
    const differ = files
      .filter((f) => f.lang === 'hi')
      .filter((f) => count.get(label(f)) !== count.get(`${f.course}/${f.topic}.en`))
      .map(label);
    expect(differ).toEqual([]);
  });

  it('gives every lesson exercises, and every English lesson 800 words or more', () => {
    const without = files.filter((f) => splitLessonExercises(f.body).exercises.length === 0).map(label);
    const short = files.filter((f) => f.lang === 'en' && words(f.body) < 800).map(label);
    expect(without).toEqual([]);
    expect(short).toEqual([]);
  });
});
