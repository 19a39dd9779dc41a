import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOPICS_FILE } from '../catalogue/build-catalogue.js';
import { findAuthoredDir, parseItemsFile, parseSetFile, readAuthoredTopics } from './authored-files.js';

const PASSAGE = `---
title: A short passage
questions:
  - key: q1
    title: Detail
    statement: What does the passage say?
    options: [one thing, another thing, a third thing, a fourth thing]
    answer: 2
    solution: The second, because paragraph 1 says so.
    difficulty: easy
    expectedSeconds: 45
    exams: [CAT]
---
**(1)** The passage itself.
`;

describe('authored content files', () => {
  it('are read from packages/content/questions/<course>/<topic>/, each topic in its own course', () => {
    const dir = findAuthoredDir();
    const courseOf = new Map(TOPICS_FILE.courses.flatMap((c) => c.topics.map((t) => [t.slug, c.slug])));
    const misplaced = readdirSync(dir).flatMap((course) =>
      readdirSync(path.join(dir, course))
        .filter((topic) => courseOf.get(topic) !== course)
        .map((topic) => `${course}/${topic}`),
    );
    expect(misplaced).toEqual([]);
    const topics = readAuthoredTopics(dir);
    expect(topics.length).toBeGreaterThan(40);
    expect(topics.every((t) => (t.questions?.length ?? 0) + (t.sets?.length ?? 0) > 0)).toBe(true);
  });

  it('turn a passage file into a set: the file name is its key, answers become 0-based', () => {
    const set = parseSetFile('x/short.md', PASSAGE);
    expect(set.key).toBe('short');
    expect(set.set).toEqual({
      kind: 'passage',
      title: 'A short passage',
      body: '**(1)** The passage itself.',
    });
    expect(set.questions[0]?.answer).toEqual({ kind: 'choice', correct: [1] });
    expect(set.questions[0]?.type).toBe('single');
  });

  it('keep a Hindi version beside the English', () => {
    const withHindi = PASSAGE.replace(
      '    exams: [CAT]',
      '    exams: [CAT]\n    hi:\n      statement: गद्यांश क्या कहता है?\n      solution: दूसरा।',
    );
    const q = parseSetFile('x/short.md', withHindi).questions[0];
    expect(q?.statement).toEqual({ en: 'What does the passage say?', hi: 'गद्यांश क्या कहता है?' });
    expect(q?.title).toBe('Detail');
  });

  it.each([
    [
      'an answer beyond the options',
      PASSAGE.replace('answer: 2', 'answer: 5'),
      'questions.0.answer: no option 5',
    ],
    ['an unknown exam', PASSAGE.replace('[CAT]', '[UPSC]'), 'questions.0.exams.0'],
    ['a missing solution', PASSAGE.replace(/ {4}solution: .*\n/, ''), 'questions.0.solution'],
    ['a misspelt field', PASSAGE.replace('statement:', 'statment:'), 'questions.0'],
    ['no passage', PASSAGE.replace('**(1)** The passage itself.\n', ''), 'body: the passage is missing'],
    ['broken YAML', PASSAGE.replace('title: Detail', 'title: [Detail'), 'front matter:'],
  ])('name the file and the field on %s', (_what, text, field) => {
    expect(() => parseSetFile('reading-comprehension/t/short.md', text)).toThrow(
      new RegExp(`^reading-comprehension/t/short\\.md\\n[\\s\\S]*${field.replace(/[.[\]]/g, '\\$&')}`),
    );
  });

  it('refuse a key used twice in a file of items', () => {
    const item = PASSAGE.split('---')[1]?.replace('title: A short passage\nquestions:', '') ?? '';
    expect(() => parseItemsFile('v/t/items.yaml', `items:${item}${item}`)).toThrow(
      /v\/t\/items\.yaml\n {2}key: q1/,
    );
  });
});
