// The public blog API (issue 18): GET /api/blog?limit&offset (published posts, newest first) and
// GET /api/blog/{id} (one published post and a few to read next; drafts are "not found"), plus the
// cover images at GET /api/blog/covers/{file} (the file name carries the image's digest, so a
// cover's URL never changes content and is cached for a year).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COVER_FILE } from '@phd/services/blog/blog-cover';
import { listPublishedPosts, readPublishedPost } from '@phd/services/blog/blog-posts';
import { COVER_PREFIX } from '@phd/services/blog/present-blog';
import { publicListQuery } from '@phd/services/blog/blog-input';
import type { Db } from '@phd/services/db/client';
import { notFound } from '@phd/services/errors';
import type { Storage } from '@phd/services/storage/storage';
import { blogListSchema, blogPostSchema, errorSchema, publicResponses } from '@phd/contracts/public-schemas';
import { LIST_CACHE } from './cache-headers.ts';

const COVER_NOT_FOUND = 'Cover image not found.';

export const blogRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  app.get(
    '/api/blog',
    {
      schema: {
        tags: ['Blog'],
        summary: 'Published blog posts, newest first',
        querystring: publicListQuery,
        response: publicResponses(blogListSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', LIST_CACHE);
      return listPublishedPosts(db, request.query);
    },
  );

  app.get(
    '/api/blog/:id',
    {
      schema: {
        tags: ['Blog'],
        summary: 'One published post (by id) and a few to read next',
        params: z.object({ id: z.string().max(200, 'Post id is too long') }),
        response: { ...publicResponses(blogPostSchema), 404: errorSchema.describe('No published post has this id') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', LIST_CACHE);
      return readPublishedPost(db, request.params.id);
    },
  );

  app.get(
    '/api/blog/covers/:file',
    {
      schema: {
        tags: ['Blog'],
        summary: "A post's cover image (JPEG; the URL is a post's cover_url, cached for a year)",
        params: z.object({ file: z.string().max(200, 'File name is too long') }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!COVER_FILE.test(file)) throw notFound(COVER_NOT_FOUND);
      const stored = await storage.get(`${COVER_PREFIX}${file}`);
      if (!stored) throw notFound(COVER_NOT_FOUND);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type('image/jpeg')
        .send(stored.body);
    },
  );
};
