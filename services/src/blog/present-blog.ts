// A blog post as the API answers it (contracts/src/blog.ts): the public summary and post, and the
// editor's view with the status. The excerpt falls back to the post's opening words.
import {
  htmlText,
  readingMinutes,
  type AdminBlogPostJson,
  type BlogPostJson,
  type BlogPostSummaryJson,
} from '@phd/contracts/blog';

export const COVER_PREFIX = 'blog-covers/';
export const COVER_URL_PREFIX = '/api/blog/covers/';

export interface BlogRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  contentHtml: string;
  coverKey: string | null;
  status: 'draft' | 'published';
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  author: { name: string | null; firstName: string | null; lastName: string | null } | null;
}

/** Every column a presenter reads, for Prisma's `select`. */
export const BLOG_SELECT = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  contentHtml: true,
  coverKey: true,
  status: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
  author: { select: { name: true, firstName: true, lastName: true } },
} as const;

export const coverUrl = (key: string | null) =>
  key?.startsWith(COVER_PREFIX) ? `${COVER_URL_PREFIX}${key.slice(COVER_PREFIX.length)}` : null;

function shortText(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function authorName(author: BlogRow['author']): string | null {
  if (!author) return null;
  const name = author.name?.trim() || [author.firstName, author.lastName].filter(Boolean).join(' ').trim();
  return name || 'PhD Finder team';
}

export function presentSummary(row: BlogRow): BlogPostSummaryJson {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt || shortText(htmlText(row.contentHtml)),
    cover_url: coverUrl(row.coverKey),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    reading_minutes: readingMinutes(row.contentHtml),
    author: authorName(row.author),
  };
}

export const presentPost = (row: BlogRow): BlogPostJson => ({ ...presentSummary(row), content_html: row.contentHtml });

export const presentAdminPost = (row: BlogRow): AdminBlogPostJson => ({
  ...presentPost(row),
  // The editor shows what the admin wrote, not the fallback.
  excerpt: row.excerpt,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});
