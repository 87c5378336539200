// The built index.html split once, at start, around the place where each page's head tags go. The web
// app's own <title> and description are taken out (every page sends its own); the marker comment in
// web/index.html's <head> says where the rest goes, with </head> (or the document start) as fallbacks
// so an index.html without the marker still gets its tags.

export const HEAD_MARKER = "<!-- page-meta: the gateway writes each page's title and meta tags here -->";

export interface HtmlTemplate {
  /** The document with these tags in its head. */
  render(headTags: string): string;
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi;
const DESCRIPTION = /<meta\s[^>]*\bname\s*=\s*["']?description["']?[^>]*>\s*/gi;

export function parseTemplate(html: string): HtmlTemplate {
  const headEnd = html.search(/<\/head\s*>/i);
  // Only the head is rewritten; the body is the app's and stays byte for byte.
  const head = headEnd >= 0 ? html.slice(0, headEnd) : '';
  const rest = headEnd >= 0 ? html.slice(headEnd) : html;
  const cleaned = head.replace(TITLE, '').replace(DESCRIPTION, '');

  let before: string;
  let after: string;
  const marker = cleaned.indexOf(HEAD_MARKER);
  if (marker >= 0) {
    before = cleaned.slice(0, marker);
    after = cleaned.slice(marker + HEAD_MARKER.length) + rest;
  } else if (headEnd >= 0) {
    before = `${cleaned}  `;
    after = `\n  ${rest}`;
  } else {
    // No <head> at all: the parser puts title and meta elements met before any content into the head.
    const doctype = /^\s*<!doctype[^>]*>/i.exec(rest);
    const at = doctype ? doctype[0].length : 0;
    before = `${rest.slice(0, at)}\n`;
    after = `\n${rest.slice(at)}`;
  }
  return { render: (headTags) => `${before}${headTags}${after}` };
}
