// Bytes in, SourceItems out (issue 31, docs/imports.md "Formats"): the reader for a source's format,
// and a guess at the format of a URL whose format the user did not pick. Every reader streams what
// can be streamed and stops at INTAKE_LIMITS (10 MB, 5,000 items) with an IntakeError.
import type { IntakeFormat, SourceItem } from '../types.ts';
import type { Body } from './caps.ts';
import { readCsv } from './csv.ts';
import { readFeed } from './feed.ts';
import { readJobPostings } from './jobposting.ts';
import { readPhdExport } from './phd-export.ts';
import { readXlsx } from './xlsx.ts';

export type { Body } from './caps.ts';
export { readSitemapUrls } from './jobposting.ts';

const READERS: Record<IntakeFormat, (body: Body) => AsyncGenerator<SourceItem>> = {
  csv: readCsv,
  xlsx: readXlsx,
  feed: readFeed,
  jobposting: readJobPostings,
  phd_export: readPhdExport,
};

/**
 * The items of a body in the given format. `contentType` is not needed to read any format (each
 * tells its variants apart by content); it is accepted so a caller can pass what the server said.
 */
export function readItems(
  format: IntakeFormat,
  body: Body,
  _options: { contentType?: string } = {},
): AsyncGenerator<SourceItem> {
  return READERS[format](body);
}

/** The first element's name in an XML document, past its declaration, comments and doctype (with its [subset]). */
function xmlRoot(text: string): string | null {
  const match = /^(?:\s*<(?:\?[\s\S]*?\?|!--[\s\S]*?--|!(?:[^[>]|\[[\s\S]*?\])*)>)*\s*<([A-Za-z][\w:.-]*)/.exec(text);
  return match?.[1]?.split(':').pop()?.toLowerCase() ?? null;
}

/**
 * True when a 'jobposting' source is a sitemap: the run then fetches each of readSitemapUrls' pages and
 * reads it with readItems('jobposting', …), instead of reading the body itself.
 */
export function isSitemap(firstBytes: Uint8Array): boolean {
  return (
    xmlRoot(
      Buffer.from(firstBytes)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimStart(),
    ) === 'urlset'
  );
}

/**
 * A URL source's format from its first bytes (a few KB) and the server's content type, or null when
 * it cannot be told (the user then picks). A sitemap (urlset) is 'jobposting': its pages are read.
 */
export function sniffFormat(firstBytes: Uint8Array, contentType?: string): IntakeFormat | null {
  const text = Buffer.from(firstBytes)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const start = text.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) {
    if (/"version"\s*:\s*"https:\/\/jsonfeed\.org\/version\//.test(text)) return 'feed';
    if (/"@type"\s*:\s*(?:"JobPosting"|\[[^\]]*"JobPosting")/.test(text)) return 'jobposting';
    // The product's export: its items carry the opportunity's own field names.
    if (/"opportunity_url"\s*:|"closing_date"\s*:\s*\d/.test(text)) return 'phd_export';
    return null;
  }
  if (start.startsWith('<')) {
    if (/application\/ld\+json/i.test(text) || /^<!doctype html|^<html/i.test(start)) return 'jobposting';
    const root = xmlRoot(start);
    if (root === 'rss' || root === 'feed' || root === 'rdf') return 'feed';
    if (root === 'urlset') return 'jobposting';
    return null;
  }
  if (/[+/](?:rss|atom)\+?xml$|^application\/feed\+json$/.test(type)) return 'feed';
  if (type === 'text/html') return 'jobposting';
  if (type === 'text/csv' || type === 'application/csv' || type === 'text/tab-separated-values') return 'csv';
  if (type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  // A zip's signature: the only zip a source can be is a workbook.
  if (firstBytes[0] === 0x50 && firstBytes[1] === 0x4b && firstBytes[2] === 0x03 && firstBytes[3] === 0x04)
    return 'xlsx';
  return null;
}
