// The public blog (issue 18): published posts, newest first, one post with a few to read next (a draft
// is "not found"), and the cover images (the file name carries the image's digest, so a cover's URL
// never changes content and is cached for a year). Anyone may read them; they set their own caching.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { publicListQuery } from '../input/blog.ts';
import { blogListSchema, blogPostSchema, errorSchema } from '../public-schemas.ts';

/** The error answers every blog read may give. */
const blogErrors = {
  400: errorSchema.describe('A parameter is malformed; the message names it'),
  503: errorSchema.describe('The blog is unavailable for a moment (Retry-After)'),
};

const blog = { audience: 'anyone', area: 'Public', topic: 'Blog', cacheable: true, others: blogErrors } as const;

export const listBlogPosts = contract({
  ...blog,
  method: 'GET',
  path: '/api/blog',
  summary: 'Published blog posts, newest first',
  query: publicListQuery,
  responses: { 200: blogListSchema },
});

export const readBlogPost = contract({
  ...blog,
  method: 'GET',
  path: '/api/blog/:id',
  summary: 'One published post (by id) and a few to read next',
  params: z.object({ id: z.string().max(200, 'Post id is too long').describe('The post id (UUID, any case)') }),
  responses: { 200: blogPostSchema },
  others: { ...blogErrors, 404: errorSchema.describe('No published post has this id') },
});

export const blogCover = contract({
  ...blog,
  method: 'GET',
  path: '/api/blog/covers/:file',
  summary: "A post's cover image (JPEG; the URL is a post's cover_url, cached for a year)",
  params: z.object({ file: z.string().max(200, 'File name is too long') }),
  produces: 'image/jpeg',
  responses: { 200: z.string().describe('The cover image (JPEG, 1200×630)') },
  others: { 404: errorSchema.describe('No cover has this name') },
});
