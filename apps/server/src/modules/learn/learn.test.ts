import { richTextKey, splitLessonExercises } from '@preparena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await build({ env: { PUBLIC_URL: 'https://preparena.example' } });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('courses', () => {
  it('lists the ten courses in order with topic counts, and no progress for visitors', async () => {
    const res = await get('/api/courses');
    expect(res.statusCode).toBe(200);
    const courses = res.json() as { slug: string; topicCount: number; completedCount: number | null }[];
    expect(courses.map((c) => c.slug)).toEqual([
      'quantitative-aptitude',
      'logical-reasoning',
      'reading-comprehension',
      'verbal-ability',
      'data-interpretation',
      'cat',
      'cuet',
      'ssc',
      'banking',
      'railways',
    ]);
    expect(courses.slice(0, 5).map((c) => c.topicCount)).toEqual([42, 29, 26, 24, 19]);
    expect(courses.every((c) => c.completedCount === null)).toBe(true);
  });

  it('shows a course by slug and by id with its sections and lessons', async () => {
    const bySlug = (await get('/api/courses/quantitative-aptitude')).json();
    expect(bySlug.subjects.map((s: { slug: string }) => s.slug)).toEqual([
      'numbers',
      'arithmetic',
      'algebra',
      'geometry',
      'modern-maths',
      'time-speed-work',
      'ages-clocks-calendars',
    ]);
    expect(bySlug.subjects[0].topics[0]).toMatchObject({
      slug: 'number-system',
      title: expect.anything(),
      completed: false,
    });
    const byId = (await get(`/api/courses/${bySlug._id}`)).json();
    expect(byId.slug).toBe('quantitative-aptitude');
  });

  it('answers 404 with a message for an unknown course or a topic outside the course', async () => {
    const course = await get('/api/courses/astrology');
    expect(course.statusCode).toBe(404);
    expect(course.json().message).toMatch(/course/i);
    const topic = await get('/api/courses/verbal-ability/topics/averages');
    expect(topic.statusCode).toBe(404);
  });

  it('gives a topic with its neighbours in the course and its SEO fields', async () => {
    const res = await get('/api/courses/quantitative-aptitude/topics/averages');
    expect(res.statusCode).toBe(200);
    const topic = res.json();
    expect(topic.previous.slug).toBe('advanced-concepts-in-numbers');
    expect(topic.next.slug).toBe('percentages');
    expect(topic.subject.slug).toBe('arithmetic');
    expect(topic.seo.title.length).toBeGreaterThan(5);
    expect(topic.seo.description.length).toBeGreaterThan(20);
  });

  it('sends the parts of a lesson typeset on the server, in both languages, keyed as the page splits them', async () => {
    const topic = (await get('/api/courses/quantitative-aptitude/topics/percentages')).json();
    for (const lang of ['en', 'hi'] as const) {
      const { before, exercises } = splitLessonExercises(topic.lesson[lang]);
      expect(exercises.length).toBeGreaterThanOrEqual(3);
      for (const part of [before, exercises[0]?.answer ?? '']) {
        const html = topic.rendered[richTextKey(part, 'prose')];
        expect(html).toMatch(/<h2|<p>/);
      }
    }
    expect(Object.values(topic.rendered).join('')).toContain('class="katex"');
  });

  it('shares one lesson between a core course and the exam courses that use it', async () => {
    const core = (await get('/api/courses/quantitative-aptitude/topics/percentages')).json();
    const exam = (await get('/api/courses/cat/topics/percentages')).json();
    expect(exam._id).toBe(core._id);
    expect(exam.course.slug).toBe('cat');
  });
});

describe('lesson progress', () => {
  it('marks lessons complete and shows the progress on course cards and pages', async () => {
    const user = await createUser(t.database.db);
    const headers = await authHeader(t.app, user);
    const mark = await t.app.inject({
      method: 'PUT',
      url: '/api/progress/topics/averages',
      headers,
      payload: { completed: true, course: 'quantitative-aptitude' },
    });
    expect(mark.json()).toEqual({ completed: true, courseCompleted: 1, courseTotal: 42 });
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/progress/topics/averages',
      headers,
      payload: { completed: true, course: 'cat' },
    });
    expect(again.json().courseCompleted).toBe(1);

    const cards = (await get('/api/courses', headers)).json() as { slug: string; completedCount: number }[];
    expect(cards.find((c) => c.slug === 'quantitative-aptitude')?.completedCount).toBe(1);
    expect(cards.find((c) => c.slug === 'verbal-ability')?.completedCount).toBe(0);
    const page = (await get('/api/courses/quantitative-aptitude', headers)).json();
    const averages = page.subjects
      .flatMap((s: { topics: { slug: string; completed: boolean }[] }) => s.topics)
      .find((x: { slug: string }) => x.slug === 'averages');
    expect(averages.completed).toBe(true);

    const undo = await t.app.inject({
      method: 'PUT',
      url: '/api/progress/topics/averages',
      headers,
      payload: { completed: false, course: 'quantitative-aptitude' },
    });
    expect(undo.json().courseCompleted).toBe(0);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/progress/topics/averages',
      payload: { completed: true, course: 'cat' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('SEO', () => {
  it('puts the topic title and description into the served HTML', async () => {
    const topic = (await get('/api/courses/quantitative-aptitude/topics/averages')).json();
    const html = (await get('/learn/quantitative-aptitude/averages')).body;
    expect(html).toContain(`<title>${topic.seo.title} | PrepArena</title>`);
    expect(html).toContain(`<meta name="description" content="${topic.seo.description}">`);
    expect(html).toContain(
      '<link rel="canonical" href="https://preparena.example/learn/quantitative-aptitude/averages">',
    );
  });

  it('answers unknown courses and lessons with 404 pages', async () => {
    expect((await get('/learn/no-such-course')).statusCode).toBe(404);
    expect((await get('/learn/quantitative-aptitude/no-such-topic')).statusCode).toBe(404);
    expect((await get('/learn/%E0%A4')).statusCode).toBe(400);
  });

  it('lists every course and topic page in the sitemap and points robots.txt to it', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('<loc>https://preparena.example/learn/cat</loc>');
    expect(xml).toContain('<loc>https://preparena.example/learn/data-interpretation/other-lrdi</loc>');
    expect(xml.match(/<loc>https:\/\/preparena\.example\/learn\/quantitative-aptitude\//g)).toHaveLength(42);
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Sitemap: https://preparena.example/sitemap.xml');
  });
});
