import type { FastifyPluginAsync } from 'fastify';
import { sitemapRoutes } from './sitemap.routes.js';

/** Search engines: sitemap and robots.txt; the SPA host renders each page's head (`registerSpaHost`). */
export const seoModule: FastifyPluginAsync = async (app) => {
  await app.register(sitemapRoutes);
};

export { inlineScriptHashes, readIndexHtml, registerSpaHost } from './spa-host.js';
