// Cache-Control values of the public API. Lists may be reused by browsers and shared caches for a
// second (together with the gateway's one-second micro-cache a change shows within two); the detail
// is revalidated every time because opening it counts a view; images live a day (with an ETag).
import type { FastifyInstance } from 'fastify';

export const LIST_CACHE = 'public, max-age=1';
export const DETAIL_CACHE = 'no-cache';
export const IMAGE_CACHE = 'public, max-age=86400';

/** Successful answers of this plugin's routes get LIST_CACHE unless they set their own; errors never. */
export function cacheListsBriefly(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200 && !reply.hasHeader('cache-control')) reply.header('cache-control', LIST_CACHE);
  });
}
