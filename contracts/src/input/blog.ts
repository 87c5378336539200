// What an admin may send for a blog post (issue 18), and the blog's pages: the form's fields with a
// sentence for each refusal. The slug is checked here for its shape; its uniqueness is the database's
// (blog_posts_slug_key). The HTML is sanitised on the server (services/src/content/sanitize-html.ts).
import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN, SLUG_RULE } from '../blog.ts';
import { canonicalId } from './ids.ts';
import { lineText, multilineText } from './text.ts';
import { wholeNumber } from './numbers.ts';

export const TITLE_MAX = 200;
export const EXCERPT_MAX = 500;
export const CONTENT_MAX = 200_000;
export const POST_NOT_FOUND = 'Blog post not found.';
export const TITLE_REQUIRED = 'Title is required';
export const CONTENT_REQUIRED = 'Please write the post before publishing it.';
export const slugTaken = (slug: string) => `Another post already uses the address "${slug}". Please choose another.`;

/** A post's id in any letter case; anything but a UUID is "not found" (nothing could match it). */
export const postId = z.string().transform((s, ctx) => {
  const id = canonicalId(s.trim());
  if (!id) ctx.addIssue({ code: 'custom', message: POST_NOT_FOUND });
  return id ?? '';
});

const title = lineText('Title', { error: TITLE_REQUIRED })
  .trim()
  .min(1, TITLE_REQUIRED)
  .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);

/** Empty means "make one from the title". */
const slug = lineText('Address', { error: 'Address must be text' })
  .trim()
  .max(SLUG_MAX, `Address must be at most ${SLUG_MAX} characters`)
  .transform((s) => s.toLowerCase())
  .refine((s) => s === '' || SLUG_PATTERN.test(s), SLUG_RULE);

const excerpt = multilineText('Excerpt', { error: 'Excerpt must be text' })
  .trim()
  .max(EXCERPT_MAX, `Excerpt must be at most ${EXCERPT_MAX} characters`);

const contentHtml = z
  .string({ error: 'Content must be text' })
  .max(CONTENT_MAX, `Content must be at most ${CONTENT_MAX.toLocaleString('en-GB')} characters`)
  .refine((s) => !s.includes('\u0000'), 'Content may not contain the NUL character (U+0000).');

const status = z.enum(['draft', 'published'], { error: 'Status must be draft or published' });

export const createPostInput = z.object({
  title,
  slug: slug.optional(),
  excerpt: excerpt.default(''),
  content_html: contentHtml.default(''),
  status: status.default('draft'),
});

export const updatePostInput = z.object({
  title: title.optional(),
  slug: slug.optional(),
  excerpt: excerpt.optional(),
  content_html: contentHtml.optional(),
  status: status.optional(),
});

export const previewInput = z.object({ content_html: contentHtml.default('') });

export const publicListQuery = z.object({
  limit: wholeNumber('Limit', 1, 50, 9),
  offset: wholeNumber('Offset', 0, 100_000, 0),
});

export const adminListQuery = publicListQuery.extend({
  limit: wholeNumber('Limit', 1, 100, 20),
  status: z
    .enum(['draft', 'published', 'all'], { error: 'Status must be one of: draft, published, all' })
    .default('all'),
});

export type CreatePostInput = z.output<typeof createPostInput>;
export type UpdatePostInput = z.output<typeof updatePostInput>;
export type PreviewInput = z.output<typeof previewInput>;
export type PublicListQuery = z.output<typeof publicListQuery>;
export type AdminListQuery = z.output<typeof adminListQuery>;
