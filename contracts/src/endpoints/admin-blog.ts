// The admins' blog (issue 18): every post, drafts included; create, edit, publish or unpublish, delete,
// set or remove the cover (multipart, field `cover`), and preview the HTML as it would be stored (the
// server sanitises whatever the editor sends). Admins only (401 signed out, 403 "Only admins can do
// this." to anyone else; writes carry the CSRF token); every change is audited. Anything but a post's
// id answers 404.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { adminListQuery, createPostInput, previewInput, updatePostInput } from '../input/blog.ts';
import { blogPostSchema, blogPostSummarySchema, errorSchema } from '../public-schemas.ts';

export const POST_PUBLISHED = 'Post published.' as const;
export const DRAFT_SAVED = 'Draft saved.' as const;
export const POST_SAVED_AND_PUBLISHED = 'Post saved and published.' as const;
export const POST_DELETED = 'Post deleted.' as const;
export const COVER_UPLOADED = 'Cover image uploaded.' as const;
export const COVER_REMOVED = 'Cover image removed.' as const;

const POSTS = '/api/admin/blog';
const status = z.enum(['draft', 'published']);

/** A post as its editor sees it: the excerpt as written (no fallback), with its status. */
export const adminBlogPostSchema = blogPostSchema.shape.data
  .extend({ status, created_at: z.string().describe('ISO 8601') })
  .meta({ id: 'AdminBlogPost' });

const saved = <const M extends readonly [string, ...string[]]>(...messages: M) =>
  z.object({ message: z.enum(messages), data: adminBlogPostSchema });

const idParams = z.object({ id: z.string().describe("The post's id (UUID, any case); another value answers 404") });
const notFound = { 404: errorSchema.describe('No post has this id') };
const slugTaken = { 409: errorSchema.describe('Another post already uses the address (slug)') };
const admin = { audience: 'admin', area: 'Admin', topic: 'Blog' } as const;

export const listAdminBlogPosts = contract({
  ...admin,
  method: 'GET',
  path: POSTS,
  summary: 'Every post, drafts included, the latest change first',
  query: adminListQuery,
  responses: {
    200: z.object({
      data: z.array(blogPostSummarySchema.extend({ status })),
      pagination: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
    }),
  },
});

export const previewBlogPost = contract({
  ...admin,
  method: 'POST',
  path: `${POSTS}/preview`,
  summary: 'The HTML as it would be stored and shown (sanitised)',
  body: previewInput,
  responses: { 200: z.object({ content_html: z.string().describe('Sanitised HTML') }) },
});

export const getAdminBlogPost = contract({
  ...admin,
  method: 'GET',
  path: `${POSTS}/:id`,
  summary: 'One post for the editor, draft or published',
  params: idParams,
  responses: { 200: z.object({ data: adminBlogPostSchema }) },
  others: notFound,
});

export const createBlogPost = contract({
  ...admin,
  method: 'POST',
  path: POSTS,
  summary: 'Write a post, as a draft or published (an empty address is made from the title)',
  body: createPostInput,
  responses: { 201: saved(POST_PUBLISHED, DRAFT_SAVED) },
  others: slugTaken,
});

export const updateBlogPost = contract({
  ...admin,
  method: 'PUT',
  path: `${POSTS}/:id`,
  summary: 'Change the fields sent; publish or unpublish with status (an empty address is made again)',
  params: idParams,
  body: updatePostInput,
  responses: { 200: saved(POST_SAVED_AND_PUBLISHED, DRAFT_SAVED) },
  others: { ...notFound, ...slugTaken },
});

export const deleteBlogPost = contract({
  ...admin,
  method: 'DELETE',
  path: `${POSTS}/:id`,
  summary: 'Delete a post and its cover (a second delete answers 404)',
  params: idParams,
  responses: { 200: z.object({ message: z.literal(POST_DELETED) }) },
  others: notFound,
});

export const setBlogCover = contract({
  ...admin,
  method: 'POST',
  path: `${POSTS}/:id/cover`,
  summary: "Set the post's cover: checked by its content, cropped to 1200×630 JPEG (limited per address)",
  params: idParams,
  consumes: 'multipart/form-data',
  body: z.object({
    cover: z.string().describe('The image file (PNG, JPEG, WebP, AVIF or GIF, up to 8 MB, at least 600 pixels wide)'),
  }),
  responses: { 200: z.object({ message: z.literal(COVER_UPLOADED), data: adminBlogPostSchema }) },
  others: notFound,
});

export const removeBlogCover = contract({
  ...admin,
  method: 'DELETE',
  path: `${POSTS}/:id/cover`,
  summary: "Remove the post's cover (its file is deleted)",
  params: idParams,
  responses: { 200: z.object({ message: z.literal(COVER_REMOVED), data: adminBlogPostSchema }) },
  others: notFound,
});
