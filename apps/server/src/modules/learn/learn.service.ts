import {
  type CourseCard,
  type CourseDetail,
  type LocalisedText,
  localise,
  type Rendered,
  splitLessonExercises,
  type TopicDetail,
} from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { type RichTexts, renderedMap, textVersions } from '../../lib/rich-text/rendered.js';
import * as repo from './learn.repository.js';
import { courseCounts, questionCountsOf } from './question-counts.js';

const courseNotFound = () => notFound('This course does not exist or is not published', 'COURSE_NOT_FOUND');
const topicNotFound = () => notFound('This lesson does not exist in this course', 'TOPIC_NOT_FOUND');

function card(
  course: repo.CourseRow,
  counts: Awaited<ReturnType<typeof courseCounts>>,
  signedIn: boolean,
): CourseCard {
  return {
    _id: course.id,
    slug: course.slug,
    kind: course.kind,
    title: course.title,
    description: course.description,
    topicCount: counts.topics.get(course.id) ?? 0,
    questionCount: counts.questions.get(course.id) ?? 0,
    completedCount: signedIn ? (counts.completed.get(course.id) ?? 0) : null,
  };
}

export async function listCourses(db: Db, userId: string | null): Promise<CourseCard[]> {
  const [rows, counts] = await Promise.all([repo.listPublishedCourses(db), courseCounts(db, userId)]);
  return rows.map((c) => card(c, counts, userId !== null));
}

export async function getCourse(db: Db, key: string, userId: string | null): Promise<CourseDetail> {
  const course = await repo.findPublishedCourse(db, key);
  if (!course) throw courseNotFound();
  const outline = await repo.courseOutline(db, course.id);
  const topicIds = [...new Set(outline.map((r) => r.topicId))];
  const [questionCounts, completed] = await Promise.all([
    questionCountsOf(db, topicIds),
    repo.completedTopicIds(db, userId, topicIds),
  ]);
  const subjects: CourseDetail['subjects'] = [];
  for (const row of outline) {
    let subject = subjects.at(-1);
    if (subject?._id !== row.subjectId) {
      subject = { _id: row.subjectId, slug: row.subjectSlug, title: row.subjectTitle, topics: [] };
      subjects.push(subject);
    }
    subject.topics.push({
      _id: row.topicId,
      slug: row.topicSlug,
      title: row.topicTitle,
      questionCount: questionCounts.get(row.topicId) ?? 0,
      completed: completed.has(row.topicId),
    });
  }
  return {
    _id: course.id,
    slug: course.slug,
    kind: course.kind,
    title: course.title,
    description: course.description,
    topicCount: topicIds.length,
    questionCount: [...questionCounts.values()].reduce((a, b) => a + b, 0),
    completedCount: userId ? completed.size : null,
    subjects,
  };
}

export async function getTopic(
  db: Db,
  courseKey: string,
  topicKey: string,
  userId: string | null,
): Promise<TopicDetail> {
  const course = await repo.findPublishedCourse(db, courseKey);
  if (!course) throw courseNotFound();
  const topic = await repo.findPublishedTopic(db, topicKey);
  if (!topic) throw topicNotFound();
  const outline = await repo.courseOutline(db, course.id);
  const index = outline.findIndex((r) => r.topicId === topic.id);
  const row = outline[index];
  if (!row) throw topicNotFound();
  const [questionCounts, completed] = await Promise.all([
    questionCountsOf(db, [topic.id]),
    repo.completedTopicIds(db, userId, [topic.id]),
  ]);
  const neighbour = (r: (typeof outline)[number] | undefined) =>
    r ? { slug: r.topicSlug, title: r.topicTitle } : null;
  const title = localise(topic.title, 'en');
  return {
    _id: topic.id,
    slug: topic.slug,
    title: topic.title,
    lesson: topic.lesson ?? null,
    seo: {
      title: topic.seoTitle || `${title}: concepts, formulas and solved examples`,
      description:
        topic.seoDescription ||
        `Learn ${title} for CAT, SSC, banking and placement exams: the concept, formulas, shortcuts and worked examples.`,
      primaryKeyword: topic.primaryKeyword,
      keywords: topic.keywords,
    },
    course: { _id: course.id, slug: course.slug, title: course.title },
    subject: { _id: row.subjectId, slug: row.subjectSlug, title: row.subjectTitle },
    previous: neighbour(outline[index - 1]),
    next: neighbour(outline[index + 1]),
    questionCount: questionCounts.get(topic.id) ?? 0,
    completed: completed.has(topic.id),
    rendered: lessonRendered(topic.lesson ?? null),
  };
}

/** Every part the lesson page shows, in each language (as the page splits the lesson). */
export function lessonTexts(lesson: LocalisedText | null): RichTexts {
  const parts = textVersions(lesson).flatMap((text) => {
    const { before, intro, exercises, after } = splitLessonExercises(text);
    return [before, intro, after, ...exercises.flatMap((e) => [e.question, e.answer])].filter(Boolean);
  });
  return parts.map((part): RichTexts[number] => [part, 'prose']);
}

/** The HTML of every part the lesson page shows. */
const lessonRendered = (lesson: LocalisedText | null): Rendered => renderedMap(lessonTexts(lesson));

export async function markTopic(
  db: Db,
  userId: string,
  topicKey: string,
  completed: boolean,
  courseKey: string,
) {
  const topic = await repo.findPublishedTopic(db, topicKey);
  if (!topic) throw topicNotFound();
  const course = await repo.findPublishedCourse(db, courseKey);
  if (!course) throw courseNotFound();
  await repo.setTopicCompleted(db, userId, topic.id, completed);
  const topicIds = [...new Set((await repo.courseOutline(db, course.id)).map((r) => r.topicId))];
  const done = await repo.completedTopicIds(db, userId, topicIds);
  return { completed, courseCompleted: done.size, courseTotal: topicIds.length };
}
