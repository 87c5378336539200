// Reading a source's items for a run (issue 31): an upload from storage, or a URL fetched safely
// (fetch/: the address checked, robots.txt obeyed, a conditional GET with the last validators, one
// request at a time per host with a polite delay). A URL's body is read whole inside the host's turn
// and the fetch's deadline (the 10 MB cap bounds it), and both are released before `consume` parses,
// maps and writes: a run whose writes take longer than the deadline still finishes, and the host is not
// held while the database works. Bytes whose hash is the last run's read as unchanged, like a 304. A
// sitemap's URLs are read from its body, and its pages each in a turn of their own (read-sitemap.ts).
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Redis } from 'ioredis';
import type { Storage } from '../storage/storage.ts';
import { fetchSource, type FetchResult, type IntakeLimits } from './fetch/safe-fetch.ts';
import { isAllowed, USER_AGENT } from './fetch/robots.ts';
import { withHost } from './fetch/host-gate.ts';
import { isSitemap, readItems, sniffFormat } from './formats/index.ts';
import { wholeBody } from './formats/caps.ts';
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
  /**
   * SHA-256 of the bytes the last completed run read: the same bytes again read as unchanged, as a 304
   * would (a server that sends no ETag or Last-Modified, or changes them without changing the file).
   */
  contentHash?: string | null;
}

export type ReadOutcome<T> =
  | {
      notModified: true;
      /** When the server sent the bytes again (same hash): its validators now, for the next request. */
      validators?: { etag: string | null; lastModified: string | null };
    }
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
  /** The fetch's caps (INTAKE_LIMITS unless a test shortens them). */
  fetchLimits?: Partial<IntakeLimits>;
}

type Fetched = Extract<FetchResult, { notModified: false }>;

/** A URL's answer read whole: its bytes, and what the server said about them. */
type Whole = Omit<Fetched, 'body'> & { bytes: Buffer };

/** Bytes looked at to tell a format, or a sitemap from a careers page (past any declaration and comments). */
const SNIFF_BYTES = 4096;

export const FORMAT_UNKNOWN = "We could not tell this address's format; please choose one.";

export async function readSource<T>(
  deps: SourceDeps,
  source: ReadableSource,
  consume: (body: SourceBody) => Promise<T>,
): Promise<ReadOutcome<T>> {
  if (source.kind === 'upload') {
    if (!source.fileKey || !deps.storage)
      throw new IntakeError('The uploaded file is no longer stored.', 'missing_file');
    if (!source.format) throw new IntakeError('An upload needs its format (csv or xlsx).', 'malformed');
    const file = await deps.storage.get(source.fileKey);
    if (!file) throw new IntakeError('The uploaded file is no longer stored.', 'missing_file');
    // A stored file has no deadline and holds no host's turn, so it is streamed as it is read.
    const hash = createHash('sha256');
    const hashed = async function* (stream: AsyncIterable<Uint8Array>) {
      for await (const chunk of stream) {
        hash.update(chunk);
        yield chunk;
      }
    };
    const stream = Buffer.isBuffer(file.body) ? Readable.from([file.body]) : file.body;
    const result = await consume(bodyOf(source.format, readItems(source.format, hashed(stream))));
    return { notModified: false, result, etag: null, lastModified: null, contentHash: hash.digest('hex') };
  }
  if (!source.url) throw new IntakeError('This source has no address.', 'malformed');
  const fetched = await fetchWhole(deps, source.url, source);
  if (fetched.notModified) return { notModified: true };
  const { bytes, ...answer } = fetched.value;
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  const head = bytes.subarray(0, SNIFF_BYTES);
  const format = source.format ?? sniffFormat(head, answer.contentType);
  if (!format) throw new IntakeError(FORMAT_UNKNOWN, 'unknown_format');
  if (format === 'jobposting' && isSitemap(head)) {
    const pages = await sitemapPages(chunksOf(bytes), answer.finalUrl);
    const readPage = async (url: string) => {
      const page = await fetchWhole(deps, url, { format: 'jobposting' });
      if (page.notModified) return [];
      const items: SourceItem[] = [];
      for await (const item of readItems('jobposting', chunksOf(page.value.bytes))) items.push(item);
      return items;
    };
    const result = await consume({ entries: sitemapEntries(pages, readPage), format, pages: pages.length });
    // No validators and no unchanged hash for a sitemap: its pages are read every run, since a page can
    // change (or its position close) while the list of pages stays the same.
    return { notModified: false, result, etag: null, lastModified: null, contentHash };
  }
  const { etag, lastModified } = answer;
  if (source.contentHash && source.contentHash === contentHash) {
    return { notModified: true, validators: { etag, lastModified } };
  }
  const result = await consume(bodyOf(format, readItems(format, chunksOf(bytes))));
  return { notModified: false, result, etag, lastModified, contentHash };
}

/**
 * A read body handed to a parser in pieces, as it arrived: a streaming parser given 10 MB at once would
 * parse every item before the first is used (no backpressure), so the items would all be held at once.
 */
async function* chunksOf(bytes: Buffer, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.byteLength; start += size) yield bytes.subarray(start, start + size);
}

const bodyOf = (format: IntakeFormat, items: AsyncIterable<SourceItem>): SourceBody => ({
  format,
  entries: (async function* () {
    for await (const item of items) yield { item };
  })(),
});

/**
 * One URL in the host's turn: robots.txt, then the (conditional) GET, its body read whole within the
 * fetch's deadline. The turn ends (and the connection is released) before anyone parses the bytes.
 */
async function fetchWhole(
  deps: SourceDeps,
  url: string,
  options: { format: IntakeFormat | null; etag?: string | null; lastModified?: string | null },
): Promise<{ notModified: true } | { notModified: false; value: Whole }> {
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
      limits: deps.fetchLimits,
    });
    if (answer.notModified) return { notModified: true } as const;
    const { body, ...rest } = answer;
    return { notModified: false, value: { ...rest, bytes: await wholeBody(body) } } as const;
  };
  return withHost(deps.redis, new URL(url).host, work, { waitMs: deps.hostWaitMs });
}
