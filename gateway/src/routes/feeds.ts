// GET /feeds/opportunities.rss, .atom and .json: the newest opportunities of any listing (the listing's
// own query string, parsed by the same schema) as a feed (discovery/feeds.ts). Cached like the lists
// (a second, so a new position is in the feed within two), with an ETag: a feed reader's poll of an
// unchanged feed is a 304. The rendered document lives in the micro-cache like the lists.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheKey, type MicroCache } from '../cache/micro-cache.ts';
import type { Catalogue } from '../discovery/catalogue.ts';
import { FEED_CONTENT_TYPES, FEED_FORMATS, feedRoute, renderFeed, type FeedFormat } from '../discovery/feeds.ts';
import { errorSchema } from '@phd/contracts/public-schemas';
import { listingQuery } from '../query/listing-query.ts';
import { LIST_CACHE } from './cache-headers.ts';

export interface FeedRouteOptions {
  catalogue: Catalogue;
  cache: MicroCache;
  publicUrl: string;
}

const FEED_RESPONSE = {
  200: z.string().describe('The feed document'),
  304: z.undefined().describe('Not modified (If-None-Match matched the ETag)'),
  400: errorSchema.describe('A parameter is malformed; the message names it'),
};

export const feedRoutes: FastifyPluginAsyncZod<FeedRouteOptions> = async (app, { catalogue, cache, publicUrl }) => {
  async function document(format: FeedFormat, url: string, query: z.output<typeof listingQuery>) {
    const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    return cache.get(cacheKey('feed', { format, query, search }), async () => {
      const page = await catalogue.list({ ...query, sort: 'latest' });
      const body = renderFeed(format, {
        publicUrl,
        filters: query.filters,
        search,
        items: page.data,
        now: new Date(),
      });
      return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    });
  }

  for (const format of FEED_FORMATS) {
    app.get(
      feedRoute(format),
      {
        schema: {
          summary: `New opportunities as ${format === 'json' ? 'JSON Feed 1.1' : format === 'rss' ? 'RSS 2.0' : 'Atom 1.0'}`,
          description:
            'The newest opportunities of a listing, newest first: takes the query string of GET /api/opportunities (sort is always latest).',
          tags: ['Feeds'],
          querystring: listingQuery,
          produces: [FEED_CONTENT_TYPES[format].split(';')[0]!],
          response: FEED_RESPONSE,
        },
      },
      async (request, reply) => {
        const { body, etag } = await document(format, request.url, request.query);
        reply.header('cache-control', LIST_CACHE).header('etag', etag).header('access-control-allow-origin', '*');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type(FEED_CONTENT_TYPES[format]).send(body);
      },
    );
  }
};
