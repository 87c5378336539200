// The <head> tags of a page as HTML text: title, description, keywords, robots, canonical, Open Graph
// and Twitter cards, and an optional JSON-LD block. Every value comes from data (opportunity titles
// posted by recruiters, names typed into a URL), so every one is escaped for where it goes.
import { canonicalUrl, jsonForScript, SITE_IMAGE_PATH, SITE_NAME, type PageMeta } from '@phd/contracts/seo';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export interface PageHead {
  status: 200 | 301 | 404 | 410;
  /** The tags for the document's <head>. */
  tags: string;
  /** With 301: the canonical address to send the visitor to (a blog post's, seo/blog-heads.ts). */
  location?: string;
}

export interface HeadInput {
  meta: PageMeta;
  publicUrl: string;
  /** Structured data for a <script type="application/ld+json"> block. */
  jsonLd?: unknown;
}

export function renderHeadTags({ meta, publicUrl, jsonLd }: HeadInput): string {
  const url = canonicalUrl(publicUrl, meta.canonicalPath);
  const image = canonicalUrl(publicUrl, meta.imagePath ?? SITE_IMAGE_PATH);
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    named('keywords', meta.keywords),
  ];
  // A page kept out of the index names no canonical URL: a 404 has none, and private pages need none.
  if (meta.noindex) tags.push(named('robots', 'noindex, follow'));
  else tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  tags.push(
    property('og:site_name', meta.siteName ?? SITE_NAME),
    property('og:type', meta.ogType ?? 'website'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    named('twitter:card', 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
  );
  if (meta.feed) {
    // The path is already encoded (its query string would not survive canonicalUrl's encoding).
    const href = `${publicUrl.replace(/\/+$/, '')}${meta.feed.path}`;
    tags.push(
      // data-page-feed: the one the app keeps in step (PageHead.tsx); other pages' feed links are left alone.
      `<link rel="alternate" type="application/rss+xml" data-page-feed title="${escapeHtml(meta.feed.title)}" href="${escapeHtml(href)}" />`,
    );
  }
  if (jsonLd !== undefined) tags.push(`<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`);
  return tags.join('\n    ');
}
