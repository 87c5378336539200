// A 'jobposting' source whose URL answers a sitemap (issue 31, docs/imports.md "Runs"): its pages are
// fetched one by one (each through the same safe fetch, robots.txt and host's turn as a source) and read
// as careers pages. One page that cannot be read is a refused row (its URL as the key), not the run's
// failure; the items of every page together stop at INTAKE_LIMITS.maxItems like any source's.
import { readSitemapUrls } from './formats/index.ts';
import { capItems } from './formats/caps.ts';
import { HttpStatusError } from './fetch/safe-fetch.ts';
import { IntakeError, type RowProblem, type SourceItem } from './types.ts';

/**
 * Pages one sitemap may list: each is a request, at the host's polite pace, so 500 pages is several
 * minutes already. A longer sitemap is refused whole rather than read in part, since the positions of
 * the pages left out would count as gone.
 */
export const MAX_SITEMAP_PAGES = 500;

/** What a source yields as it is read: an item, or a sitemap page that could not be read. */
export type SourceEntry =
  | { item: SourceItem }
  | {
      page: RowProblem;
      /**
       * The page may well be there next time (a timeout, a 5xx, the host busy): its positions cannot be
       * told from gone ones, so a run with such a page closes nothing.
       */
      transient: boolean;
    };

/** A sitemap's page URLs (isSitemap tells one), absolute, each once, at most MAX_SITEMAP_PAGES. */
export async function sitemapPages(body: AsyncIterable<Uint8Array>, baseUrl: string): Promise<string[]> {
  const pages = new Set<string>();
  for await (const loc of readSitemapUrls(body)) {
    pages.add(URL.canParse(loc, baseUrl) ? new URL(loc, baseUrl).href : loc);
    if (pages.size > MAX_SITEMAP_PAGES) {
      throw new IntakeError(
        `The sitemap lists more than ${MAX_SITEMAP_PAGES} pages: give a sitemap of the position pages only, or a feed`,
        'too_many_items',
      );
    }
  }
  return [...pages];
}

const TRANSIENT_CODES = new Set(['timeout', 'unreachable', 'busy', 'unavailable', 'robots_unavailable']);

function isTransient(error: IntakeError): boolean {
  if (error instanceof HttpStatusError) return error.status >= 500 || error.status === 429;
  return TRANSIENT_CODES.has(error.code);
}

/**
 * Every page's items, numbered across the pages, and a refused row for each page that cannot be read.
 * `readPage` fetches and reads one page whole (all its items or an IntakeError), so a page that breaks
 * halfway gives none of its items; anything but an IntakeError is thrown (a crash, for the queue to retry).
 */
export async function* sitemapEntries(
  pages: readonly string[],
  readPage: (url: string) => Promise<SourceItem[]>,
): AsyncGenerator<SourceEntry> {
  const refused: SourceEntry[] = [];
  async function* items(): AsyncGenerator<SourceItem> {
    let row = 0;
    for (const [index, url] of pages.entries()) {
      let found: SourceItem[];
      try {
        if (!URL.canParse(url)) throw new IntakeError(`${JSON.stringify(url)} is not a web address`, 'malformed');
        found = await readPage(url);
      } catch (error) {
        if (!(error instanceof IntakeError)) throw error;
        const reason = `Page ${index + 1} of the sitemap could not be read: ${error.message}`;
        refused.push({ page: { row: index + 1, key: url, reason }, transient: isTransient(error) });
        continue;
      }
      for (const item of found) yield { ...item, row: ++row };
    }
  }
  for await (const item of capItems(items())) {
    yield* refused.splice(0);
    yield { item };
  }
  yield* refused.splice(0);
}
