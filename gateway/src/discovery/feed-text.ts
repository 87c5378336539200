// Text made safe for the feeds (the opportunities' and the blog's): what the `feed` package leaves to
// its caller. XML 1.0 refuses most control characters, and RSS descriptions and Atom's type="html"
// fields are read as HTML, so plain text goes in escaped and shows as written.

// XML 1.0 allows tab, newline and carriage return only among the control characters.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g;
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text without the characters XML 1.0 refuses. */
export const xmlText = (text: string) => text.replace(NOT_XML, '');

/** Plain text for a field feed readers read as HTML: escaped, so markup in it shows as text. */
export const textAsHtml = (text: string) => xmlText(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
