// The public blog (issue 18): published posts only, newest first. A draft is never read here, so no
// public page, feed, sitemap or API call can show one.
import type { BlogPostJson, BlogPostSummaryJson } from '@phd/contracts/blog';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { POST_NOT_FOUND, postId, type PublicListQuery } from '@phd/contracts/input/blog';
import { BLOG_SELECT, presentPost, presentSummary, type BlogRow } from './present-blog.ts';

export const PUBLISHED = { status: 'published' as const, publishedAt: { not: null } };
const NEWEST = [{ publishedAt: 'desc' as const }, { id: 'desc' as const }];
const RELATED_COUNT = 3;

/** GET /api/blog?limit&offset: the query as publicListQuery reads it (the contract parses it). */
export async function listPublishedPosts(db: Db, { limit, offset }: PublicListQuery) {
  const [rows, total] = await Promise.all([
    db.blogPost.findMany({ where: PUBLISHED, orderBy: NEWEST, take: limit, skip: offset, select: BLOG_SELECT }),
    db.blogPost.count({ where: PUBLISHED }),
  ]);
  return { data: rows.map((r) => presentSummary(r as BlogRow)), pagination: { total, limit, offset } };
}

/** A published post by id (any letter case), or null: a draft, a deleted post and a non-id are all "none". */
export async function findPublishedPost(db: Db, id: string): Promise<BlogPostJson | null> {
  const parsed = postId.safeParse(id);
  if (!parsed.success) return null;
  const row = await db.blogPost.findFirst({ where: { id: parsed.data, ...PUBLISHED }, select: BLOG_SELECT });
  return row ? presentPost(row as BlogRow) : null;
}

/** GET /api/blog/{id}: the post and a few others to read next (the newest ones). */
export async function readPublishedPost(
  db: Db,
  id: string,
): Promise<{ data: BlogPostJson; related: BlogPostSummaryJson[] }> {
  const post = await findPublishedPost(db, id);
  if (!post) throw notFound(POST_NOT_FOUND);
  const others = await db.blogPost.findMany({
    where: { ...PUBLISHED, id: { not: post.id } },
    orderBy: NEWEST,
    take: RELATED_COUNT,
    select: BLOG_SELECT,
  });
  return { data: post, related: others.map((r) => presentSummary(r as BlogRow)) };
}

/** The newest `count` published posts with their content, for the feeds. */
export async function latestPublishedPosts(db: Db, count = 20): Promise<BlogPostJson[]> {
  const rows = await db.blogPost.findMany({ where: PUBLISHED, orderBy: NEWEST, take: count, select: BLOG_SELECT });
  return rows.map((r) => presentPost(r as BlogRow));
}

/** Every published post's address parts, for the sitemap (a blog stays small: hundreds, not millions). */
export function publishedPostLinks(db: Db) {
  return db.blogPost.findMany({
    where: PUBLISHED,
    orderBy: NEWEST,
    select: { id: true, slug: true, updatedAt: true },
  });
}
