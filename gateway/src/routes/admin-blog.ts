// The admins' blog API (issue 18): GET /api/admin/blog?status&limit&offset, GET /api/admin/blog/{id},
// POST /api/admin/blog, PUT and DELETE /api/admin/blog/{id}, POST and DELETE /api/admin/blog/{id}/cover
// (multipart, field `cover`) and POST /api/admin/blog/preview (the HTML as it would be stored). Admins
// only (401 signed out, 403 anyone else); writes need the CSRF token; every change is audited.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  createPost,
  deletePost,
  getAdminPost,
  listAdminPosts,
  previewPost,
  removeCover,
  setCover,
  updatePost,
} from '@phd/services/blog/admin-blog';
import type { Db } from '@phd/services/db/client';
import type { Storage } from '@phd/services/storage/storage';
import { readCover } from './blog-cover-upload.ts';
import { LIMITS } from './rate-limits.ts';

// Ids are checked by the services (anything but a post's id is "not found"), after the admin check,
// so a stranger is told 401 or 403 whatever they send.
type IdParams = { Params: { id: string } };
// A long post with its markup is larger than the gateway's default 1 MB body.
const POST_BODY_LIMIT = 2 * 1024 * 1024;

export const adminBlogRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  await app.register(multipart);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/blog', async (request) => {
    await app.requireAdmin(request);
    return listAdminPosts(db, request.query);
  });

  app.post('/api/admin/blog/preview', { bodyLimit: POST_BODY_LIMIT }, async (request) => {
    await app.requireAdmin(request);
    return previewPost(request.body);
  });

  app.get<IdParams>('/api/admin/blog/:id', async (request) => {
    await app.requireAdmin(request);
    return { data: await getAdminPost(db, request.params.id) };
  });

  app.post('/api/admin/blog', { bodyLimit: POST_BODY_LIMIT }, async (request, reply) => {
    const actor = await app.requireAdmin(request);
    const data = await createPost(db, actor, request.body);
    return reply.status(201).send({ message: data.status === 'published' ? 'Post published.' : 'Draft saved.', data });
  });

  app.put<IdParams>('/api/admin/blog/:id', { bodyLimit: POST_BODY_LIMIT }, async (request) => {
    const actor = await app.requireAdmin(request);
    const data = await updatePost(db, actor, request.params.id, request.body);
    return { message: data.status === 'published' ? 'Post saved and published.' : 'Draft saved.', data };
  });

  app.delete<IdParams>('/api/admin/blog/:id', async (request) => {
    const actor = await app.requireAdmin(request);
    return deletePost(db, storage, actor, request.params.id);
  });

  app.post<IdParams>('/api/admin/blog/:id/cover', { config: { rateLimit: LIMITS.logoUpload } }, async (request) => {
    const actor = await app.requireAdmin(request);
    const cover = await readCover(request);
    return { message: 'Cover image uploaded.', data: await setCover(db, storage, actor, request.params.id, cover) };
  });

  app.delete<IdParams>('/api/admin/blog/:id/cover', async (request) => {
    const actor = await app.requireAdmin(request);
    return { message: 'Cover image removed.', data: await removeCover(db, storage, actor, request.params.id) };
  });
};
