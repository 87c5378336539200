// The admins' blog API (issue 18), served from its contracts (@phd/contracts/endpoints/admin-blog):
// GET /api/admin/blog?status&limit&offset, GET /api/admin/blog/{id}, POST /api/admin/blog, PUT and
// DELETE /api/admin/blog/{id}, POST and DELETE /api/admin/blog/{id}/cover (multipart, field `cover`)
// and POST /api/admin/blog/preview (the HTML as it would be stored). Admins only (401 signed out, 403
// anyone else); writes need the CSRF token; every change is audited.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  COVER_REMOVED,
  COVER_UPLOADED,
  createBlogPost,
  deleteBlogPost,
  DRAFT_SAVED,
  getAdminBlogPost,
  listAdminBlogPosts,
  POST_PUBLISHED,
  POST_SAVED_AND_PUBLISHED,
  previewBlogPost,
  removeBlogCover,
  setBlogCover,
  updateBlogPost,
} from '@phd/contracts/endpoints/admin-blog';
import * as blog from '@phd/services/blog/admin-blog';
import type { Db } from '@phd/services/db/client';
import type { Storage } from '@phd/services/storage/storage';
import { serve } from '../plugins/contract-routes.ts';
import { readCover } from './blog-cover-upload.ts';
import { LIMITS } from './rate-limits.ts';

// Ids are checked by the services (anything but a post's id is "not found"), after the admin check,
// so a stranger is told 401 or 403 whatever they send.

/** A long post with its markup is larger than the gateway's default 1 MB body. */
const bodyLimit = 2 * 1024 * 1024;

export const adminBlogRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  await app.register(multipart);

  serve(app, listAdminBlogPosts, async ({ query }) => blog.listAdminPosts(db, query));

  serve(app, previewBlogPost, async ({ body }) => blog.previewPost(body), { bodyLimit });

  serve(app, getAdminBlogPost, async ({ params }) => ({ data: await blog.getAdminPost(db, params.id) }));

  serve(
    app,
    createBlogPost,
    async ({ caller, body }) => {
      const data = await blog.createPost(db, caller, body);
      return { message: data.status === 'published' ? POST_PUBLISHED : DRAFT_SAVED, data };
    },
    { bodyLimit },
  );

  serve(
    app,
    updateBlogPost,
    async ({ caller, params, body }) => {
      const data = await blog.updatePost(db, caller, params.id, body);
      return { message: data.status === 'published' ? POST_SAVED_AND_PUBLISHED : DRAFT_SAVED, data };
    },
    { bodyLimit },
  );

  serve(app, deleteBlogPost, async ({ caller, params }) => blog.deletePost(db, storage, caller, params.id));

  serve(
    app,
    setBlogCover,
    async ({ caller, params, request }) => {
      const cover = await readCover(request);
      return { message: COVER_UPLOADED, data: await blog.setCover(db, storage, caller, params.id, cover) };
    },
    { rateLimit: LIMITS.logoUpload },
  );

  serve(app, removeBlogCover, async ({ caller, params }) => ({
    message: COVER_REMOVED,
    data: await blog.removeCover(db, storage, caller, params.id),
  }));
};
