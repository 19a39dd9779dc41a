import type { LocalisedText } from '@preparena/shared';
import topicsJson from '../../catalogue/topics.json' with { type: 'json' };
import { CORE_COURSE_PLANS, type CoursePlan, EXAM_COURSE_PLANS, type SubjectPlan } from './course-plan.js';

export interface TopicsFile {
  courses: { slug: string; title: string; topics: { slug: string; title: string }[] }[];
  examCourses: { slug: string; title: string; exam: string }[];
}

export interface CatalogueTopic {
  slug: string;
  title: LocalisedText;
  homeCourse: string;
}

export interface CatalogueSubject {
  slug: string;
  title: LocalisedText;
  topics: string[];
}

export interface CatalogueCourse {
  slug: string;
  kind: 'category' | 'exam';
  title: LocalisedText;
  description: LocalisedText;
  subjects: CatalogueSubject[];
}

export interface Catalogue {
  courses: CatalogueCourse[];
  topics: CatalogueTopic[];
}

/** The version-controlled copy of the catalogue's topic slugs (public URLs), bundled as JSON. */
export const TOPICS_FILE: TopicsFile = topicsJson;

/** Builds the ten courses with their sections from topics.json and the course plans. */
export function buildCatalogue(file: TopicsFile = TOPICS_FILE): Catalogue {
  const coreTopics = new Map(file.courses.map((c) => [c.slug, c.topics.map((t) => t.slug)]));
  const topics: CatalogueTopic[] = file.courses.flatMap((c) =>
    c.topics.map((t) => ({ slug: t.slug, title: t.title, homeCourse: c.slug })),
  );
  const known = new Set(topics.map((t) => t.slug));

  const resolve = (course: string, plan: SubjectPlan): string[] => {
    let slugs: string[];
    if (plan.range) {
      const all = coreTopics.get(course) ?? [];
      const from = all.indexOf(plan.range[0]);
      const to = all.indexOf(plan.range[1]);
      if (from < 0 || to < from) throw new Error(`Bad range ${plan.range.join('..')} in ${course}`);
      slugs = all.slice(from, to + 1);
    } else if (plan.allOf) {
      slugs = (coreTopics.get(plan.allOf) ?? []).filter((s) => !plan.except?.includes(s));
    } else slugs = [...(plan.topics ?? [])];
    for (const s of slugs) if (!known.has(s)) throw new Error(`Unknown topic ${s} in ${course}/${plan.slug}`);
    return slugs;
  };

  const toCourse = (plan: CoursePlan, title: string, dataCourse: string): CatalogueCourse => ({
    slug: plan.slug,
    kind: plan.kind,
    title,
    description: plan.description,
    subjects: plan.subjects.map((s) => ({ slug: s.slug, title: s.title, topics: resolve(dataCourse, s) })),
  });

  const core = file.courses.map((c) => {
    const plan = CORE_COURSE_PLANS.find((p) => p.slug === c.slug);
    if (!plan) throw new Error(`No course plan for ${c.slug}`);
    return toCourse(plan, c.title, c.slug);
  });
  const exams = file.examCourses.map((c) => {
    const plan = EXAM_COURSE_PLANS.find((p) => p.slug === c.slug);
    if (!plan) throw new Error(`No course plan for ${c.slug}`);
    // Exam subjects with a range refer to the data-interpretation course (the only range used there).
    return toCourse(plan, c.title, 'data-interpretation');
  });
  return { courses: [...core, ...exams], topics };
}
