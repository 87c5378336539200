// The blog's page metadata and schema.org BlogPosting (issue 18), shared by the gateway (written into
// the HTML crawlers and link previews read) and the web app (set after client-side navigation).
import { BLOG_ATOM_PATH, BLOG_RSS_PATH, blogPostPath, htmlText, type BlogPostJson } from './blog.ts';
import { canonicalUrl, SITE_IMAGE_PATH, SITE_KEYWORDS, SITE_NAME, type PageMeta } from './seo.ts';

const MAX_DESCRIPTION = 300;

function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The feeds, as <link rel="alternate"> attributes (the gateway writes them, the app keeps them). */
export const BLOG_FEED_LINKS = [
  { type: 'application/rss+xml', title: `${SITE_NAME}: PhD Tips (RSS)`, path: BLOG_RSS_PATH },
  { type: 'application/atom+xml', title: `${SITE_NAME}: PhD Tips (Atom)`, path: BLOG_ATOM_PATH },
] as const;

const description = (post: Pick<BlogPostJson, 'excerpt' | 'content_html'>) =>
  truncate(post.excerpt || htmlText(post.content_html), MAX_DESCRIPTION);

/** A post's page: its title, excerpt, canonical /blog/{slug}/{id}, and its cover as the preview. */
export function blogPostMeta(post: BlogPostJson): PageMeta {
  return {
    title: `${truncate(post.title, 120)} | ${SITE_NAME}`,
    description: description(post),
    keywords: [post.title, 'PhD tips', 'PhD advice', ...SITE_KEYWORDS].join(', '),
    canonicalPath: blogPostPath(post),
    ogType: 'article',
    ...(post.cover_url ? { imagePath: post.cover_url } : {}),
  };
}

/** schema.org BlogPosting of a post (Google's article markup). */
export function blogPostingJsonLd(post: BlogPostJson, publicUrl: string): Record<string, unknown> {
  const url = canonicalUrl(publicUrl, blogPostPath(post));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: truncate(post.title, 110),
    description: description(post),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: canonicalUrl(publicUrl, post.cover_url ?? SITE_IMAGE_PATH),
    datePublished: post.published_at,
    dateModified: post.updated_at,
    author: post.author
      ? { '@type': 'Person', name: post.author }
      : { '@type': 'Organization', name: SITE_NAME, url: canonicalUrl(publicUrl, '/') },
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: canonicalUrl(publicUrl, SITE_IMAGE_PATH) },
    },
    wordCount: htmlText(post.content_html).split(' ').filter(Boolean).length,
  };
}
