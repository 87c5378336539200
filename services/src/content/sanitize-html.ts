// Server-side HTML sanitising for every stored rich text (opportunity descriptions, blog posts,
// professor postings): an allow-list of formatting tags, links forced to http(s)/mailto and opened
// safely. Stored HTML is then safe to render as is.
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'span',
    'div',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // rel and target are always overwritten by the transform below.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Headings above h2 would compete with the page's own title.
  transformTags: {
    h1: 'h2',
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

// Blog posts (issue 18) may also hold images: by https address or from our own covers, never data:
// URIs or scripts, with their text alternative (and loaded lazily); sizes come from the page's styles, not the markup.
const BLOG_OPTIONS: sanitize.IOptions = {
  ...OPTIONS,
  allowedTags: [...(OPTIONS.allowedTags as string[]), 'img', 'figure', 'figcaption'],
  allowedAttributes: { ...OPTIONS.allowedAttributes, img: ['src', 'alt', 'title', 'loading'] },
  allowedSchemesByTag: { img: ['https'] },
  transformTags: {
    ...OPTIONS.transformTags,
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
  // An image whose address was refused has nothing left to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeBlogHtml(html: string): string {
  return sanitize(html, BLOG_OPTIONS).trim();
}
