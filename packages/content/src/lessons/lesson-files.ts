import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@preparena/shared';

export interface LessonMeta {
  title: string;
  description: string;
  primaryKeyword: string;
  keywords: string;
}

export interface LessonFile {
  course: string;
  topic: string;
  lang: Language;
  meta: LessonMeta;
  /** The Markdown body after the front matter. */
  body: string;
}

/**
 * The lessons folder of packages/content, found by walking up from this module: it works from the
 * TypeScript sources and from the bundled server alike.
 */
export function findLessonsDir(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    for (const candidate of [path.join(dir, 'packages', 'content', 'lessons'), path.join(dir, 'lessons')]) {
      if (existsSync(candidate) && existsSync(path.join(candidate, '..', 'catalogue', 'topics.json')))
        return candidate;
    }
    if (path.dirname(dir) === dir) throw new Error(`No lessons folder above ${start}`);
  }
}

/** Splits `---` front matter (one `key: value` a line) from the Markdown body. */
export function parseLesson(text: string): { meta: Record<string, string>; body: string } {
  const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n/);
  if (!match) return { meta: {}, body: text };
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) meta[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return { meta, body: text.slice(match[0].length).trim() };
}

/** Every lesson file: lessons/<course>/<topic>.<lang>.md. */
export function readLessonFiles(dir = findLessonsDir()): LessonFile[] {
  if (!existsSync(dir)) return [];
  const files: LessonFile[] = [];
  for (const course of readdirSync(dir).sort()) {
    const courseDir = path.join(dir, course);
    if (!statSync(courseDir).isDirectory()) continue;
    for (const name of readdirSync(courseDir).sort()) {
      const m = name.match(/^(.+)\.(en|hi)\.md$/);
      if (!m) continue;
      const { meta, body } = parseLesson(readFileSync(path.join(courseDir, name), 'utf8'));
      files.push({
        course,
        topic: m[1] as string,
        lang: m[2] as Language,
        meta: {
          title: meta.title ?? '',
          description: meta.description ?? '',
          primaryKeyword: meta.primaryKeyword ?? '',
          keywords: meta.keywords ?? '',
        },
        body,
      });
    }
  }
  return files;
}

/**
 * The topic's name from a lesson's SEO title: the part before " – ", without an English-only gloss in
 * brackets ("प्रतिशत (Percentages) – शॉर्टकट…" → "प्रतिशत").
 */
export function topicNameFromTitle(title: string): string {
  const head = title.split(/\s+[–—-]\s+/)[0] ?? title;
  return head.replace(/\s*\([A-Za-z][A-Za-z0-9 ,.&'/-]*\)\s*$/, '').trim();
}

export interface TopicLesson {
  lesson: Partial<Record<Language, string>>;
  title: Partial<Record<Language, string>>;
  meta: LessonMeta;
}

/** Lessons grouped by topic slug: body and topic name per language, SEO metadata from the English file. */
export function lessonsByTopic(files: LessonFile[] = readLessonFiles()): Map<string, TopicLesson> {
  const out = new Map<string, TopicLesson>();
  for (const f of files) {
    const entry = out.get(f.topic) ?? { lesson: {}, title: {}, meta: f.meta };
    entry.lesson[f.lang] = f.body;
    entry.title[f.lang] = topicNameFromTitle(f.meta.title);
    if (f.lang === 'en') entry.meta = f.meta;
    out.set(f.topic, entry);
  }
  return out;
}
