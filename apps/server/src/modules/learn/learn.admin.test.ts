import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { loadConfig } from '../../config/env.js';
import { seedAll } from '../../seed/index.js';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await build();
  headers = await authHeader(t.app, await createUser(t.database.db, { isContentManager: true }));
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

describe('admin content', () => {
  it('lists all courses with sections and topics', async () => {
    const res = await call('GET', '/api/admin/courses');
    expect(res.statusCode).toBe(200);
    const quant = res.json().find((c: { slug: string }) => c.slug === 'quantitative-aptitude');
    expect(quant.subjects).toHaveLength(7);
    expect(quant.subjects[0].topics[0].slug).toBe('number-system');
  });

  it('creates a course, a section and a topic that the public pages then show', async () => {
    const course = await call('POST', '/api/admin/courses', {
      slug: 'gmat-focus',
      kind: 'exam',
      title: { en: 'GMAT Focus' },
      description: { en: 'Quant and data insights for the GMAT Focus Edition.' },
    });
    expect(course.statusCode).toBe(201);
    const subject = await call('POST', '/api/admin/subjects', {
      courseId: course.json()._id,
      slug: 'quant',
      title: { en: 'Quant' },
    });
    expect(subject.statusCode).toBe(201);
    const topic = await call('POST', '/api/admin/topics', {
      slug: 'gmat-number-properties',
      title: { en: 'Number Properties', hi: 'संख्या गुण' },
      subjectId: subject.json()._id,
      lesson: { en: '## The idea\n\nEven times odd is even: $2 \\times 3 = 6$.' },
    });
    expect(topic.statusCode).toBe(201);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/courses/gmat-focus/topics/gmat-number-properties',
    });
    expect(page.json().lesson.en).toContain('Even times odd');

    const dup = await call('POST', '/api/admin/courses', {
      slug: 'gmat-focus',
      kind: 'exam',
      title: { en: 'x' },
      description: { en: 'y' },
    });
    expect(dup.statusCode).toBe(409);
    const badSlug = await call('POST', '/api/admin/courses', {
      slug: 'Bad Slug',
      kind: 'exam',
      title: { en: 'x' },
      description: { en: 'y' },
    });
    expect(badSlug.statusCode).toBe(400);
  });

  it('keeps staff edits of a seeded topic when the catalogue is seeded again', async () => {
    const list = (await call('GET', '/api/admin/topics?search=averages')).json();
    const averages = list.find((x: { slug: string }) => x.slug === 'averages');
    const edit = await call('PATCH', `/api/admin/topics/${averages._id}`, {
      title: { en: 'Averages (edited)' },
      lesson: { en: '## The idea\n\nEdited by staff.' },
      seoDescription: 'Staff-written description.',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().edited).toBe(true);
    await seedAll(t.database.db, loadConfig({}, { DATA_DIR: t.app.config.DATA_DIR }), {
      info: () => undefined,
    });
    const topic = (
      await t.app.inject({ method: 'GET', url: '/api/courses/quantitative-aptitude/topics/averages' })
    ).json();
    expect(topic.title).toEqual({ en: 'Averages (edited)' });
    expect(topic.lesson.en).toBe('## The idea\n\nEdited by staff.');
    expect(topic.seo.description).toBe('Staff-written description.');
  });

  it('unpublishes a course so visitors no longer see it, and reorders courses', async () => {
    const all = (await call('GET', '/api/admin/courses')).json() as { _id: string; slug: string }[];
    const railways = all.find((c) => c.slug === 'railways');
    await call('PATCH', `/api/admin/courses/${railways?._id}`, { published: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/courses/railways' })).statusCode).toBe(404);
    const ids = all.map((c) => c._id).reverse();
    expect((await call('PUT', '/api/admin/courses/order', { ids })).statusCode).toBe(200);
    const after = (await call('GET', '/api/admin/courses')).json() as { _id: string }[];
    expect(after.map((c) => c._id)).toEqual(ids);
  });

  it('sets the topics of a section in a new order', async () => {
    const quant = (await call('GET', '/api/admin/courses'))
      .json()
      .find((c: { slug: string }) => c.slug === 'quantitative-aptitude');
    const numbers = quant.subjects[0];
    const reversed = numbers.topics.map((x: { _id: string }) => x._id).reverse();
    expect(
      (await call('PATCH', `/api/admin/subjects/${numbers._id}`, { topicIds: reversed })).statusCode,
    ).toBe(200);
    const course = (await t.app.inject({ method: 'GET', url: '/api/courses/quantitative-aptitude' })).json();
    expect(course.subjects[0].topics.map((x: { _id: string }) => x._id)).toEqual(reversed);
  });

  it('refuses a section list naming an unknown topic with 400 and stores nothing', async () => {
    const sectionOf = async () =>
      (await call('GET', '/api/admin/courses'))
        .json()
        .find((c: { slug: string }) => c.slug === 'quantitative-aptitude').subjects[1];
    const before = await sectionOf();
    const ids = before.topics.map((x: { _id: string }) => x._id);
    const res = await call('PATCH', `/api/admin/subjects/${before._id}`, {
      title: { en: 'Renamed' },
      topicIds: [...ids.slice(1), '00000000-0000-4000-8000-000000000000'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The list names an unknown topic', code: 'UNKNOWN_TOPIC' });
    expect(await sectionOf()).toEqual(before);
  });
});
