import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AuthoredItemData,
  authoredItemsSchema,
  authoredSetSchema,
  type LocalisedText,
} from '@preparena/shared';
import { parse as parseYaml } from 'yaml';
import type { ZodError } from 'zod';
import type { AuthoredQuestion, AuthoredSet, AuthoredTopic } from './authored.js';

/**
 * Authored content is data: packages/content/questions/<course>/<topic>/<key>.md (a passage or set:
 * YAML front matter with its questions, the passage in the body) and <name>.yaml (single items).
 * Every file is checked against the shared schema; a mistake names the file and the field.
 */

/** The questions folder of packages/content, found by walking up (sources and the bundled server). */
export function findAuthoredDir(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'packages', 'content', 'questions');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No packages/content/questions folder above ${start}`);
  }
}

export class AuthoredFileError extends Error {}

function issuesOf(file: string, error: ZodError): AuthoredFileError {
  const lines = error.issues.slice(0, 5).map((i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`);
  return new AuthoredFileError(`${file}\n${lines.join('\n')}`);
}

/** English text with its Hindi version when there is one. */
function bilingual(en: string, hi: string | undefined): LocalisedText {
  return hi ? { en, hi } : en;
}

function question(item: AuthoredItemData): AuthoredQuestion {
  const { hi } = item;
  const answers = Array.isArray(item.answer) ? item.answer : [item.answer];
  return {
    key: item.key,
    title: bilingual(item.title, hi?.title),
    type: item.type,
    statement: bilingual(item.statement, hi?.statement),
    options: item.options.map((o, i) => bilingual(o, hi?.options?.[i])),
    answer:
      item.type === 'numeric'
        ? { kind: 'numeric', value: answers[0] ?? 0, tolerance: item.tolerance ?? 0 }
        : { kind: 'choice', correct: answers.map((a) => a - 1) },
    solution: bilingual(item.solution, hi?.solution),
    difficulty: item.difficulty,
    expectedSeconds: item.expectedSeconds,
    exams: item.exams,
  };
}

function duplicateKeys(file: string, items: { key: string }[]): void {
  const seen = new Set<string>();
  for (const { key } of items) {
    if (seen.has(key)) throw new AuthoredFileError(`${file}\n  key: ${key} is used twice`);
    seen.add(key);
  }
}

/** A passage or set file: front matter and body. */
export function parseSetFile(file: string, text: string): AuthoredSet {
  const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n/);
  if (!match) throw new AuthoredFileError(`${file}\n  (file): no front matter between --- lines`);
  const body = text.slice(match[0].length).trim();
  if (!body) throw new AuthoredFileError(`${file}\n  body: the passage is missing`);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new AuthoredFileError(`${file}\n  front matter: ${(error as Error).message.split('\n')[0]}`);
  }
  const parsed = authoredSetSchema.safeParse(data);
  if (!parsed.success) throw issuesOf(file, parsed.error);
  const set = parsed.data;
  duplicateKeys(file, set.questions);
  return {
    key: path.basename(file).replace(/\.md$/, ''),
    set: { kind: set.kind, title: bilingual(set.title, set.titleHi), body: bilingual(body, set.bodyHi) },
    questions: set.questions.map(question),
  };
}

/** A file of single items. */
export function parseItemsFile(file: string, text: string): AuthoredQuestion[] {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new AuthoredFileError(`${file}\n  (file): ${(error as Error).message.split('\n')[0]}`);
  }
  const parsed = authoredItemsSchema.safeParse(data);
  if (!parsed.success) throw issuesOf(file, parsed.error);
  duplicateKeys(file, parsed.data.items);
  return parsed.data.items.map(question);
}

const sortedEntries = (dir: string) => readdirSync(dir).sort();

/** Every topic's authored content, read from the files (in file-name order, stable). */
export function readAuthoredTopics(dir = findAuthoredDir()): AuthoredTopic[] {
  const topics: AuthoredTopic[] = [];
  for (const course of sortedEntries(dir)) {
    const courseDir = path.join(dir, course);
    if (!statSync(courseDir).isDirectory()) continue;
    for (const topic of sortedEntries(courseDir)) {
      const topicDir = path.join(courseDir, topic);
      if (!statSync(topicDir).isDirectory()) continue;
      const questions: AuthoredQuestion[] = [];
      const sets: AuthoredSet[] = [];
      for (const name of sortedEntries(topicDir)) {
        const file = path.join(topicDir, name);
        const shown = path.relative(path.dirname(dir), file);
        const text = readFileSync(file, 'utf8');
        if (name.endsWith('.md')) sets.push(parseSetFile(shown, text));
        else if (name.endsWith('.yaml')) questions.push(...parseItemsFile(shown, text));
      }
      duplicateKeys(path.relative(path.dirname(dir), topicDir), [...questions, ...sets]);
      topics.push({ topic, questions, sets });
    }
  }
  return topics;
}
