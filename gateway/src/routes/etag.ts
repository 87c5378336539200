// Strong ETags and If-None-Match, for answers a client polls (the image routes, the demo feed): a
// matching poll is a 304 with no body.
import { createHash } from 'node:crypto';

/** A strong ETag of the content: the same bytes always give the same tag. */
export const strongEtag = (prefix: string, content: string) =>
  `"${prefix}-${createHash('sha256').update(content).digest('hex').slice(0, 20)}"`;

/** Whether If-None-Match names `etag` (a list, `*`, or its weak form: RFC 9110 compares them weakly). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
