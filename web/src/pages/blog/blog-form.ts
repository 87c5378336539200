// The blog editor's form rules (issue 18), mirroring the server's (contracts/src/input/blog.ts) so
// most mistakes are shown before a round trip; the server still decides.
import { SLUG_MAX, SLUG_PATTERN, SLUG_RULE, slugify, type AdminBlogPostJson } from '@phd/contracts/blog';

export interface BlogDraft {
  title: string;
  slug: string;
  /** Whether the admin typed the slug: until then it follows the title. */
  slugEdited: boolean;
  excerpt: string;
  content_html: string;
}

export type BlogFieldErrors = Partial<Record<'title' | 'slug' | 'excerpt' | 'content_html' | 'cover', string>>;

export const EMPTY_POST: BlogDraft = { title: '', slug: '', slugEdited: false, excerpt: '', content_html: '' };

export const draftOf = (post: AdminBlogPostJson): BlogDraft => ({
  title: post.title,
  slug: post.slug,
  slugEdited: true,
  excerpt: post.excerpt,
  content_html: post.content_html,
});

/** The draft after the title changed: the slug follows it until the admin edits the slug. */
export const withTitle = (draft: BlogDraft, title: string): BlogDraft => ({
  ...draft,
  title,
  slug: draft.slugEdited ? draft.slug : slugify(title),
});

export function draftErrors(draft: BlogDraft, publishing: boolean): BlogFieldErrors {
  const errors: BlogFieldErrors = {};
  if (!draft.title.trim()) errors.title = 'Title is required';
  const slug = draft.slug.trim().toLowerCase();
  if (slug.length > SLUG_MAX) errors.slug = `Address must be at most ${SLUG_MAX} characters`;
  else if (slug && !SLUG_PATTERN.test(slug)) errors.slug = SLUG_RULE;
  if (draft.excerpt.length > 500) errors.excerpt = 'Excerpt must be at most 500 characters';
  const text = draft.content_html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (publishing && !text && !draft.content_html.includes('<img')) {
    errors.content_html = 'Please write the post before publishing it.';
  }
  return errors;
}
