// GET /robots.txt, /sitemap.xml and /sitemaps/<n>.xml (the files of a split sitemap). Crawlers may
// keep them an hour; the gateway rebuilds the XML at most once a minute (seo/sitemap.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@phd/services/errors';
import { robotsTxt } from '../seo/robots.ts';
import type { Sitemaps } from '../seo/sitemap.ts';

export const SITEMAP_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

export interface SitemapRouteOptions {
  sitemaps: Sitemaps;
  publicUrl: string;
}

export const sitemapRoutes: FastifyPluginAsyncZod<SitemapRouteOptions> = async (app, { sitemaps, publicUrl }) => {
  const robots = robotsTxt(publicUrl);

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', SITEMAP_CACHE).type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', SITEMAP_CACHE)
      .type(XML)
      .send(await sitemaps.root()),
  );

  app.get('/sitemaps/:file', { schema: { params: z.object({ file: z.string().max(20) }) } }, async (request, reply) => {
    const match = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    const body = match ? await sitemaps.file(Number(match[1])) : null;
    if (!body) throw notFound(`There is no sitemap file ${request.params.file}.`);
    return reply.header('cache-control', SITEMAP_CACHE).type(XML).send(body);
  });
};
