// The blog ("PhD Tips", issue 18): its addresses, the API's JSON shapes and the rules both ends share
// (what a slug may be, how one is made from a title, how long a post takes to read). Pure functions.
import { formatDeadline } from './seo.ts';

/** GET /api/blog and /api/admin/blog rows. */
export interface BlogPostSummaryJson {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Site-relative URL of the cover image, or null (the page draws a placeholder). */
  cover_url: string | null;
  /** ISO time; null for a draft never published. */
  published_at: string | null;
  updated_at: string;
  reading_minutes: number;
  author: string | null;
}

/** GET /api/blog/{id}: the post with its sanitised HTML and a few related posts. */
export interface BlogPostJson extends BlogPostSummaryJson {
  content_html: string;
}

/** GET /api/admin/blog/{id}: a post as its editor sees it, drafts included. */
export interface AdminBlogPostJson extends BlogPostJson {
  status: 'draft' | 'published';
  created_at: string;
}

export const BLOG_LIST_PATH = '/blogs';
/** The feeds (gateway/src/routes/blog-feeds.ts), linked from the blog's pages. */
export const BLOG_RSS_PATH = '/blogs/rss.xml';
export const BLOG_ATOM_PATH = '/blogs/atom.xml';

export const SLUG_MAX = 100;
/** Lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_RULE = 'The address may use lower-case letters, digits and single hyphens between words.';

/** The canonical address of a post: /blog/{slug}/{id}. */
export function blogPostPath(post: { slug: string; id: string }): string {
  return `/blog/${encodeURIComponent(post.slug)}/${post.id}`;
}

/** A slug made from a title: "Écrire ta thèse: 10 tips!" -> "ecrire-ta-these-10-tips". */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= 80) return words;
  const cut = words.slice(0, 80);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 40 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** The text of HTML, for word counts and descriptions (entities of the common kind decoded). */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read at 220 words a minute, at least 1. */
export function readingMinutes(html: string): number {
  const words = htmlText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}

/** "4 November 2026", the same on the server and in every browser (no Intl). */
export function formatPostDate(iso: string): string {
  return formatDeadline(new Date(iso).getTime() / 1000);
}
