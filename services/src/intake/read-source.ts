// Reading a source's items for a run (issue 31): an upload from storage, or a URL fetched safely
// (fetch/: the address checked, robots.txt obeyed, a conditional GET with the last validators, one
// request at a time per host with a polite delay). The host's turn lasts while the body is read, so
// `consume` runs inside it; a sitemap's URLs are read inside it, and its pages each in a turn of their
// own after it (read-sitemap.ts), so a page on the sitemap's own host never waits for a turn it holds.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Redis } from 'ioredis';
import type { Storage } from '../storage/storage.ts';
import { fetchSource, type FetchResult } from './fetch/safe-fetch.ts';
import { isAllowed, USER_AGENT } from './fetch/robots.ts';
import { withHost } from './fetch/host-gate.ts';
import { isSitemap, readItems, sniffFormat } from './formats/index.ts';
import { peek } from './formats/peek.ts';
import { acceptedTypes } from './formats/media-types.ts';
import { sitemapEntries, sitemapPages, type SourceEntry } from './read-sitemap.ts';
import { IntakeError, type IntakeFormat, type SourceItem } from './types.ts';

export type { SourceEntry } from './read-sitemap.ts';

export interface SourceBody {
  /** The source's items as they are read (a sitemap's: each page's in turn), and its refused pages. */
  entries: AsyncIterable<SourceEntry>;
  /** The format read: the source's, or for a URL given without one, the one its first bytes show. */
  format: IntakeFormat;
  /** A sitemap's page count (its pages are read one request each); absent for any other body. */
  pages?: number;
}

export interface ReadableSource {
  kind: 'upload' | 'url';
  /** Null only for a URL whose format is to be told from its content (a preview's). */
  format: IntakeFormat | null;
  url: string | null;
  fileKey: string | null;
  etag: string | null;
  lastModified: string | null;
}

export type ReadOutcome<T> =
  | { notModified: true }
  | {
      notModified: false;
      result: T;
      /** The validators for the next run's conditional GET (none for a sitemap: see below). */
      etag: string | null;
      lastModified: string | null;
      /** SHA-256 of the bytes read (a sitemap's own, not its pages'). */
      contentHash: string;
    };

export interface SourceDeps {
  redis: Redis;
  storage?: Storage;
  allowLoopback: boolean;
  /** How long to wait for the host's turn (withHost's default: 2 minutes; a person waits less). */
  hostWaitMs?: number;
}

type Fetched = Extract<FetchResult, { notModified: false }>;

/** What the source's turn ends with: the body consumed, or a sitemap's pages to read after the turn. */
type InTurn<T> = { result: T; answer: Fetched } | { pages: string[] };

/** Bytes looked at to tell a format, or a sitemap from a careers page (past any declaration and comments). */
const SNIFF_BYTES = 4096;

export const FORMAT_UNKNOWN = "We could not tell this address's format; please choose one.";

export async function readSource<T>(
  deps: SourceDeps,
  source: ReadableSource,
  consume: (body: SourceBody) => Promise<T>,
): Promise<ReadOutcome<T>> {
  const hash = createHash('sha256');
  const hashed = async function* (stream: AsyncIterable<Uint8Array>) {
    for await (const chunk of stream) {
      hash.update(chunk);
      yield chunk;
    }
  };
  if (source.kind === 'upload') {
    if (!source.fileKey || !deps.storage)
      throw new IntakeError('The uploaded file is no longer stored.', 'missing_file');
    if (!source.format) throw new IntakeError('An upload needs its format (csv or xlsx).', 'malformed');
    const file = await deps.storage.get(source.fileKey);
    if (!file) throw new IntakeError('The uploaded file is no longer stored.', 'missing_file');
    const stream = Buffer.isBuffer(file.body) ? Readable.from([file.body]) : file.body;
    const result = await consume(bodyOf(source.format, readItems(source.format, hashed(stream))));
    return { notModified: false, result, etag: null, lastModified: null, contentHash: hash.digest('hex') };
  }
  if (!source.url) throw new IntakeError('This source has no address.', 'malformed');
  const read = await fetchInTurn(deps, source.url, source, async (answer): Promise<InTurn<T>> => {
    const { head, body } = await peek(hashed(answer.body), (held) => held.byteLength >= SNIFF_BYTES);
    const format = source.format ?? sniffFormat(head, answer.contentType);
    if (!format) throw new IntakeError(FORMAT_UNKNOWN, 'unknown_format');
    if (format === 'jobposting' && isSitemap(head)) return { pages: await sitemapPages(body, answer.finalUrl) };
    return { result: await consume(bodyOf(format, readItems(format, body))), answer };
  });
  if (read.notModified) return { notModified: true };
  const { value } = read;
  if ('pages' in value) {
    const readPage = (url: string) =>
      fetchInTurn(deps, url, { format: 'jobposting' }, async (page) => {
        const items: SourceItem[] = [];
        for await (const item of readItems('jobposting', page.body)) items.push(item);
        return items;
      }).then((page) => (page.notModified ? [] : page.value));
    const result = await consume({
      entries: sitemapEntries(value.pages, readPage),
      format: 'jobposting',
      pages: value.pages.length,
    });
    // No validators for a sitemap: a 304 would skip its pages, and a page can change (or its position
    // close) while the list of pages stays the same.
    return { notModified: false, result, etag: null, lastModified: null, contentHash: hash.digest('hex') };
  }
  return {
    notModified: false,
    result: value.result,
    etag: value.answer.etag,
    lastModified: value.answer.lastModified,
    contentHash: hash.digest('hex'),
  };
}

const bodyOf = (format: IntakeFormat, items: AsyncIterable<SourceItem>): SourceBody => ({
  format,
  entries: (async function* () {
    for await (const item of items) yield { item };
  })(),
});

/**
 * One URL in the host's turn: robots.txt, then the (conditional) GET, then `use` on the body while the
 * turn is still held. withHost is not re-entrant: `use` must not fetch from the same host.
 */
async function fetchInTurn<T>(
  deps: SourceDeps,
  url: string,
  options: { format: IntakeFormat | null; etag?: string | null; lastModified?: string | null },
  use: (answer: Fetched) => Promise<T>,
): Promise<{ notModified: true } | { notModified: false; value: T }> {
  const work = async () => {
    if (!(await isAllowed(url, { allowLoopback: deps.allowLoopback }))) {
      throw new IntakeError(`The site's robots.txt does not allow fetching ${url}.`, 'robots');
    }
    const answer = await fetchSource(url, {
      etag: options.etag,
      lastModified: options.lastModified,
      accept: acceptedTypes(options.format),
      allowLoopback: deps.allowLoopback,
      userAgent: USER_AGENT,
    });
    if (answer.notModified) return { notModified: true } as const;
    return { notModified: false, value: await use(answer) } as const;
  };
  return withHost(deps.redis, new URL(url).host, work, { waitMs: deps.hostWaitMs });
}
