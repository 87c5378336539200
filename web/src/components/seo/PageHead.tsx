// Keeps <head> in step with the page after client-side navigation, with the same metadata the gateway
// writes into the HTML for crawlers (shared/seo.ts). It updates the server's tags in place rather
// than adding second copies, so there is always one title, one description and one canonical link.
import { useEffect } from 'react';
import { canonicalUrl, SITE_IMAGE_PATH, SITE_NAME, type PageMeta } from '@phd/contracts/seo';

function upsert(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  upsert(
    `meta[${key}="${name}"]`,
    () => {
      const element = document.createElement('meta');
      element.setAttribute(key, name);
      return element;
    },
    'content',
    content,
  );

export function applyPageMeta(page: PageMeta): void {
  const origin = window.location.origin;
  const url = canonicalUrl(origin, page.canonicalPath);
  document.title = page.title;
  meta('name', 'description', page.description);
  meta('name', 'keywords', page.keywords);
  meta('name', 'robots', page.noindex ? 'noindex, nofollow' : 'index, follow');
  upsert(
    'link[rel="canonical"]',
    () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    'href',
    url,
  );
  meta('property', 'og:title', page.title);
  meta('property', 'og:description', page.description);
  meta('property', 'og:url', url);
  meta('property', 'og:type', page.ogType ?? 'website');
  meta('property', 'og:site_name', SITE_NAME);
  meta('property', 'og:image', canonicalUrl(origin, page.imagePath ?? SITE_IMAGE_PATH));
  meta('name', 'twitter:title', page.title);
  meta('name', 'twitter:description', page.description);
  // Only the page feed this component manages (data-page-feed): the blog writes feed links of its own.
  const feedSelector = 'link[rel="alternate"][data-page-feed]';
  const current = document.head.querySelector(feedSelector);
  if (page.feed) {
    const link = current ?? document.createElement('link');
    link.setAttribute('rel', 'alternate');
    link.setAttribute('type', 'application/rss+xml');
    link.setAttribute('data-page-feed', '');
    link.setAttribute('title', page.feed.title);
    link.setAttribute('href', `${origin}${page.feed.path}`);
    if (!current) document.head.append(link);
  } else {
    // Only listings have a feed: leaving a listing takes its link away.
    current?.remove();
  }
}

/** Renders nothing; sets the document's metadata while mounted and whenever `meta` changes. */
export function PageHead({ meta: page }: { meta: PageMeta }) {
  const key = JSON.stringify(page);
  useEffect(() => {
    applyPageMeta(JSON.parse(key) as PageMeta);
  }, [key]);
  return null;
}
