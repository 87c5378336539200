// The detail page's share bar (spec section 2): LinkedIn, Twitter and WhatsApp with the site hashtags.
import { SHARE_HASHTAGS } from '@phd/contracts/seo';

export interface ShareLink {
  network: 'LinkedIn' | 'Twitter' | 'WhatsApp';
  href: string;
}

const hashtagText = SHARE_HASHTAGS.map((tag) => `#${tag}`).join(' ');

/** Share links for a page at `url` (absolute) titled `title`. */
export function shareLinks(title: string, url: string): ShareLink[] {
  const linkedIn = new URLSearchParams({ mini: 'true', url, title, summary: `${title} ${hashtagText}` });
  const twitter = new URLSearchParams({ text: title, url, hashtags: SHARE_HASHTAGS.join(',') });
  const whatsApp = new URLSearchParams({ text: `${title} ${url} ${hashtagText}` });
  return [
    { network: 'LinkedIn', href: `https://www.linkedin.com/shareArticle?${linkedIn}` },
    { network: 'Twitter', href: `https://twitter.com/intent/tweet?${twitter}` },
    { network: 'WhatsApp', href: `https://wa.me/?${whatsApp}` },
  ];
}
