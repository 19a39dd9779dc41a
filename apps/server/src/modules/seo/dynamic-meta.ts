import { localise } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { findPublishedCourse, getTopic } from '../learn/index.js';
import { questionHead } from '../practice/index.js';
import { type PageMeta, staticPageMeta } from './page-meta.js';

const COURSE = /^\/learn\/(?:courses\/)?([^/]+)\/?$/;
const TOPIC = /^\/learn\/([^/]+)\/([^/]+)\/?$/;
const QUESTION = /^\/question\/(\d{1,9})\/?$/;
const TOPIC_BY_ID = /^\/learn\/courses\/([^/]+)\/subjects\/[^/]+\/topics\/([^/]+)\/?$/;

/**
 * The head of a page, looking up courses and topics in the database. `found: false` means the
 * path has the shape of a page but names nothing that exists (answered with status 404).
 */
export async function pageMetaFor(db: Db, pathname: string): Promise<{ meta: PageMeta; found: boolean }> {
  const topicMatch =
    pathname.match(TOPIC_BY_ID) ?? (pathname.startsWith('/learn/courses/') ? null : pathname.match(TOPIC));
  if (topicMatch) {
    try {
      const topic = await getTopic(db, topicMatch[1] ?? '', topicMatch[2] ?? '', null);
      return {
        found: true,
        meta: {
          title: `${topic.seo.title} | PrepArena`,
          description: topic.seo.description,
          keywords: topic.seo.keywords ?? undefined,
        },
      };
    } catch {
      return {
        found: false,
        meta: { title: 'Lesson not found | PrepArena', description: '', noindex: true },
      };
    }
  }
  const courseMatch = pathname.match(COURSE);
  if (courseMatch && courseMatch[1] !== 'courses') {
    const course = await findPublishedCourse(db, courseMatch[1] ?? '');
    if (!course)
      return {
        found: false,
        meta: { title: 'Course not found | PrepArena', description: '', noindex: true },
      };
    const title = localise(course.title, 'en');
    return {
      found: true,
      meta: {
        title: `${title} course: lessons and practice | PrepArena`,
        description: localise(course.description, 'en'),
        keywords: `${title}, ${title} lessons, ${title} questions, aptitude preparation`,
      },
    };
  }
  const questionMatch = pathname.match(QUESTION);
  if (questionMatch) {
    const head = await questionHead(db, Number(questionMatch[1]));
    if (!head)
      return {
        found: false,
        meta: { title: 'Question not found | PrepArena', description: '', noindex: true },
      };
    return {
      found: true,
      meta: {
        title: `${head.title}: ${head.topic} question with solution | PrepArena`,
        description: `Solve this ${head.topic} question and check the worked solution, in English and Hindi.`,
      },
    };
  }
  return { found: true, meta: staticPageMeta(pathname) };
}
