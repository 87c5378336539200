// The public blog API (issue 18), served from its contracts (@phd/contracts/endpoints/blog):
// GET /api/blog?limit&offset (published posts, newest first) and GET /api/blog/{id} (one published post
// and a few to read next; drafts are "not found"), plus the cover images at GET /api/blog/covers/{file}
// (the file name carries the image's digest, so a cover's URL never changes content and is cached for
// a year).
import type { FastifyPluginAsync } from 'fastify';
import { blogCover, listBlogPosts, readBlogPost } from '@phd/contracts/endpoints/blog';
import { COVER_FILE } from '@phd/services/blog/blog-cover';
import { listPublishedPosts, readPublishedPost } from '@phd/services/blog/blog-posts';
import { COVER_PREFIX } from '@phd/services/blog/present-blog';
import type { Db } from '@phd/services/db/client';
import { notFound } from '@phd/services/errors';
import type { Storage } from '@phd/services/storage/storage';
import { serve } from '../plugins/contract-routes.ts';
import { LIST_CACHE } from './cache-headers.ts';

const COVER_NOT_FOUND = 'Cover image not found.';

export const blogRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  serve(app, listBlogPosts, async ({ query, reply }) => {
    reply.header('cache-control', LIST_CACHE);
    return listPublishedPosts(db, query);
  });

  serve(app, readBlogPost, async ({ params, reply }) => {
    reply.header('cache-control', LIST_CACHE);
    return readPublishedPost(db, params.id);
  });

  serve(app, blogCover, async ({ params, reply }) => {
    const { file } = params;
    if (!COVER_FILE.test(file)) throw notFound(COVER_NOT_FOUND);
    const stored = await storage.get(`${COVER_PREFIX}${file}`);
    if (!stored) throw notFound(COVER_NOT_FOUND);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .type('image/jpeg')
      .send(stored.body);
  });
};
