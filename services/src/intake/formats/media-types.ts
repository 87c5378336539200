// The content types a URL source of each format may answer with (issue 31): anything else is refused
// before a byte is parsed (fetch/safe-fetch.ts compares the media type without its parameters). A
// generic application/octet-stream is taken only for spreadsheets, which servers often label so.
import type { IntakeFormat } from '../types.ts';

const XML = ['application/xml', 'text/xml'];
const JSON_TYPES = ['application/json'];

const ACCEPTED: Record<IntakeFormat, readonly string[]> = {
  csv: ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream'],
  feed: ['application/rss+xml', 'application/atom+xml', 'application/feed+json', ...XML, ...JSON_TYPES],
  // A careers page, a JSON list of JobPostings, or a sitemap of pages.
  jobposting: ['text/html', 'application/xhtml+xml', 'application/ld+json', ...JSON_TYPES, ...XML],
  phd_export: JSON_TYPES,
};

/** Every type some format reads: for a URL whose format is told from its content once fetched. */
const ANY_FORMAT = [...new Set(Object.values(ACCEPTED).flat())];

export function acceptedTypes(format: IntakeFormat | null): readonly string[] {
  return format ? ACCEPTED[format] : ANY_FORMAT;
}
