// The heads of the blog's pages (issue 18). /blogs: the list's metadata and the feed links. A post at
// /blog/{slug}/{id}: its title, description, canonical URL, Open Graph (its cover) and BlogPosting
// JSON-LD. /blog/{id}, a wrong or outdated slug, or an id in another letter case answer 301 to the
// canonical address, so shared links keep working after a post is renamed. Drafts and unknown ids: 404.
import { BLOG_LIST_PATH, blogPostPath, type BlogPostJson } from '@phd/contracts/blog';
import { BLOG_FEED_LINKS, blogPostingJsonLd, blogPostMeta } from '@phd/contracts/blog-seo';
import { canonicalUrl, pageMeta } from '@phd/contracts/seo';
import { cacheKey, type MicroCache } from '../cache/micro-cache.ts';
import { escapeHtml, renderHeadTags, type PageHead } from './head-tags.ts';

/** A published post by id (any case), or null. */
export type BlogPostReader = (id: string) => Promise<BlogPostJson | null>;

export interface BlogHeadDeps {
  findPost: BlogPostReader;
  cache: MicroCache;
  publicUrl: string;
  notFound: PageHead;
}

const POST_PATH = /^\/blog\/(?:([^/]+)\/)?([^/]+)$/i;

export function feedLinkTags(publicUrl: string): string {
  return BLOG_FEED_LINKS.map(
    (feed) =>
      `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(canonicalUrl(publicUrl, feed.path))}" />`,
  ).join('\n    ');
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The head of a blog path, or null when the path is not the blog's. */
export function createBlogHeads({ findPost, cache, publicUrl, notFound }: BlogHeadDeps) {
  const feeds = feedLinkTags(publicUrl);
  const list: PageHead = {
    status: 200,
    tags: `${renderHeadTags({ meta: pageMeta(BLOG_LIST_PATH), publicUrl })}\n    ${feeds}`,
  };

  return async function resolve(path: string): Promise<PageHead | null> {
    if (path.toLowerCase() === BLOG_LIST_PATH) return list;
    const match = POST_PATH.exec(path);
    if (!match || !path.toLowerCase().startsWith('/blog/')) return null;
    const slug = match[1] === undefined ? undefined : decode(match[1]);
    const id = decode(match[2]!);
    if (slug === null || id === null) return notFound;
    const post = await cache.get(cacheKey('page-head blog', { id: id.toLowerCase() }), () => findPost(id));
    if (!post) return notFound;
    const canonical = blogPostPath(post);
    if (slug !== post.slug || id !== post.id) return { status: 301, location: canonical, tags: '' };
    return {
      status: 200,
      tags: `${renderHeadTags({ meta: blogPostMeta(post), publicUrl, jsonLd: blogPostingJsonLd(post, publicUrl) })}\n    ${feeds}`,
    };
  };
}
