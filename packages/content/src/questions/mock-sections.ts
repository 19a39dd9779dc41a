import { TOPICS_FILE } from '../catalogue/build-catalogue.js';
import { TOPICS_WITH_GENERATORS } from './fresh-sources.js';

/** A share of a mock section's questions, drawn from one core course's topics. */
export interface MockSectionPart {
  course: string;
  share: number;
}

/**
 * Which courses a mock section's questions come from, by the section's title; the first rule that
 * matches wins (so "Quantitative Reasoning" is quantitative, "Data Interpretation and Logical
 * Reasoning" is DILR). DILR leads with DI sets, as CAT's section is mostly sets.
 */
export const MOCK_SECTION_RULES: readonly { match: RegExp; parts: readonly MockSectionPart[] }[] = [
  {
    match: /data interpretation/i,
    parts: [
      { course: 'data-interpretation', share: 0.75 },
      { course: 'logical-reasoning', share: 0.25 },
    ],
  },
  {
    match: /verbal|reading|english/i,
    parts: [
      { course: 'reading-comprehension', share: 0.5 },
      { course: 'verbal-ability', share: 0.5 },
    ],
  },
  {
    match: /quantitative|mathematics|\bmaths?\b|numerical/i,
    parts: [{ course: 'quantitative-aptitude', share: 1 }],
  },
  { match: /reasoning|intelligence/i, parts: [{ course: 'logical-reasoning', share: 1 }] },
];

/** A section's source of questions: topics with generators, and their share of the section. */
export interface MockSectionPlanPart {
  course: string;
  topics: string[];
  share: number;
}

/**
 * Where a mock section's fresh questions come from: the matching rule's courses, each cut down to
 * its topics that have generators (a course with none, such as reading comprehension today, drops
 * out and the others share its part). Throws for a title no rule matches.
 */
export function mockSectionPlan(title: string): MockSectionPlanPart[] {
  const rule = MOCK_SECTION_RULES.find((r) => r.match.test(title));
  if (!rule) throw new Error(`No mock section mapping for "${title}"`);
  const parts = rule.parts
    .map(({ course, share }) => {
      const slugs = TOPICS_FILE.courses.find((c) => c.slug === course)?.topics.map((t) => t.slug) ?? [];
      return { course, share, topics: slugs.filter((t) => TOPICS_WITH_GENERATORS.has(t)) };
    })
    .filter((part) => part.topics.length > 0);
  const total = parts.reduce((sum, part) => sum + part.share, 0);
  if (!parts.length) throw new Error(`No question generators for mock section "${title}"`);
  return parts.map((part) => ({ ...part, share: part.share / total }));
}

/** Every topic slug a mock section draws fresh questions from (see mockSectionPlan). */
export function mockSectionTopics(title: string): string[] {
  return mockSectionPlan(title).flatMap((part) => part.topics);
}
