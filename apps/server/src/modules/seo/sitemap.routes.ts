import type { FastifyPluginAsync } from 'fastify';
import { courseOutline, listPublishedCourses } from '../learn/index.js';
import { publishedQuestionNumbers } from '../practice/index.js';

const STATIC_PATHS = [
  '/',
  '/learn',
  '/practice',
  '/compete',
  '/about',
  '/contact',
  '/ratings-explained',
  '/careers',
  '/terms',
  '/privacy',
  '/cookies',
];
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** /sitemap.xml (every public course, topic and question page) and /robots.txt pointing to it. */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.PUBLIC_URL;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /api/',
          'Allow: /',
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const paths = [...STATIC_PATHS];
    const courses = await listPublishedCourses(app.db);
    const outlines = await Promise.all(courses.map((c) => courseOutline(app.db, c.id)));
    courses.forEach((course, i) => {
      paths.push(`/learn/${course.slug}`);
      for (const row of outlines[i] ?? []) paths.push(`/learn/${course.slug}/${row.topicSlug}`);
    });
    for (const number of await publishedQuestionNumbers(app.db)) paths.push(`/question/${number}`);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
};
