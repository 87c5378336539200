// The blog's feeds (issue 18): RSS 2.0 at /blogs/rss.xml and Atom at /blogs/atom.xml, the newest 20
// published posts with their full sanitised HTML, linked from the blog's pages (<link rel="alternate">).
// Titles and excerpts are plain text, escaped where readers take HTML, as the page's meta description
// escapes them. RSS 2.0's <author> must be an e-mail address, so RSS names the author with dc:creator.
import type { FastifyPluginAsync } from 'fastify';
import { Feed } from 'feed';
import { BLOG_ATOM_PATH, BLOG_LIST_PATH, BLOG_RSS_PATH, blogPostPath } from '@phd/contracts/blog';
import { canonicalUrl, SITE_NAME } from '@phd/contracts/seo';
import { latestPublishedPosts } from '@phd/services/blog/blog-posts';
import type { Db } from '@phd/services/db/client';
import { textAsHtml, xmlText } from '../discovery/feed-text.ts';

export const BLOG_FEED_TITLE = `${SITE_NAME}: PhD Tips`;
export const BLOG_FEED_DESCRIPTION = 'Advice on finding, applying for and succeeding in a PhD.';
// Feed readers poll; a few minutes of staleness costs nothing and spares the database.
const FEED_CACHE = 'public, max-age=300';

/** Relative links in a post's HTML (our covers) made absolute: a feed reader has no base URL. */
const absoluteLinks = (html: string, publicUrl: string) =>
  html.replace(/(\s(?:src|href)=")\/(?!\/)/g, `$1${publicUrl.replace(/\/+$/, '')}/`);

export async function buildBlogFeed(db: Db, publicUrl: string, format: 'rss' | 'atom'): Promise<Feed> {
  const posts = await latestPublishedPosts(db);
  const url = (path: string) => canonicalUrl(publicUrl, path);
  const feed = new Feed({
    id: url(BLOG_LIST_PATH),
    link: url(BLOG_LIST_PATH),
    title: BLOG_FEED_TITLE,
    description: BLOG_FEED_DESCRIPTION,
    language: 'en',
    copyright: `© ${new Date().getUTCFullYear()} ${SITE_NAME}`,
    updated: posts[0] ? new Date(posts[0].updated_at) : new Date(0),
    generator: false,
    feedLinks: { rss: url(BLOG_RSS_PATH), atom: url(BLOG_ATOM_PATH) },
    favicon: url('/favicon.svg'),
  });
  for (const post of posts) {
    const link = url(blogPostPath(post));
    const author = post.author ? xmlText(post.author) : undefined;
    feed.addItem({
      title: textAsHtml(post.title),
      id: link,
      link,
      date: new Date(post.updated_at),
      published: new Date(post.published_at!),
      description: textAsHtml(post.excerpt),
      // A published post always has a body, so the library declares the dc namespace with content:encoded.
      content: absoluteLinks(post.content_html, publicUrl),
      ...(author && format === 'atom' && { author: [{ name: author }] }),
      ...(author && format === 'rss' && { extensions: [{ name: 'dc:creator', objects: { _text: author } }] }),
      image: post.cover_url ? { url: url(post.cover_url), type: 'image/jpeg' } : undefined,
    });
  }
  return feed;
}

export const blogFeedRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.get(BLOG_RSS_PATH, async (_request, reply) => {
    const feed = await buildBlogFeed(db, publicUrl, 'rss');
    return reply.header('cache-control', FEED_CACHE).type('application/rss+xml; charset=utf-8').send(feed.rss2());
  });
  app.get(BLOG_ATOM_PATH, async (_request, reply) => {
    const feed = await buildBlogFeed(db, publicUrl, 'atom');
    return reply.header('cache-control', FEED_CACHE).type('application/atom+xml; charset=utf-8').send(feed.atom1());
  });
};
