// schema.org JobPosting (issue 31, docs/imports.md "Formats"): the JSON-LD blocks of a careers page
// (htmlparser2, fed chunk by chunk), a JSON array or object of postings, and a sitemap of such pages
// (sax, streaming), whose page URLs the run fetches one by one.
import { Parser } from 'htmlparser2';
import sax from 'sax';
import { IntakeError, INTAKE_LIMITS, type SourceItem } from '../types.ts';
import { capBytes, capped, jsonBody, type Body } from './caps.ts';
import { jobPostingFields, jobPostingsIn } from './job-posting-fields.ts';
import { firstSignificant, peek } from './peek.ts';
import { xmlError } from './xml-error.ts';

/** The body as text, chunk by chunk (a character split across two chunks is put back together). */
async function* textChunks(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) yield decoder.decode(chunk, { stream: true });
  yield decoder.decode();
}

/** The text of each <script type="application/ld+json">, as each closes. */
async function* ldJsonBlocks(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const closed: string[] = [];
  let block: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' && attributes.type?.trim().toLowerCase() === 'application/ld+json') block = '';
    },
    ontext(text) {
      if (block !== null) block += text;
    },
    onclosetag(name) {
      if (name === 'script' && block !== null) closed.push(block);
      if (name === 'script') block = null;
    },
  });
  for await (const text of textChunks(chunks)) {
    parser.write(text);
    yield* closed.splice(0);
  }
  parser.end();
  yield* closed.splice(0);
}

async function* htmlItems(body: AsyncIterable<Uint8Array>): AsyncGenerator<SourceItem> {
  let row = 0;
  let unreadable: string | null = null;
  for await (const block of ldJsonBlocks(body)) {
    let value: unknown;
    try {
      value = JSON.parse(block);
    } catch (error) {
      // One broken block (another tool's markup) does not hide the page's postings.
      unreadable = (error as Error).message;
      continue;
    }
    for (const posting of jobPostingsIn(value)) yield { row: ++row, fields: jobPostingFields(posting) };
  }
  if (row === 0) {
    // A page with no posting is refused rather than read as "no positions", which would close them all.
    throw new IntakeError(
      unreadable
        ? `The page's JSON-LD is not valid JSON (${unreadable}), and no JobPosting could be read`
        : 'The page holds no schema.org JobPosting (a <script type="application/ld+json"> with "@type": "JobPosting")',
      'malformed',
    );
  }
}

/** A JSON list of postings is parsed whole: it is JSON, within the 10 MB cap. */
async function* jsonItems(body: AsyncIterable<Uint8Array>): AsyncGenerator<SourceItem> {
  const postings = jobPostingsIn(await jsonBody(body, 'The JobPosting list'));
  for (const [index, posting] of postings.entries()) yield { row: index + 1, fields: jobPostingFields(posting) };
}

async function* jobPostingItems(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<SourceItem> {
  const { head, body } = await peek(chunks, (held) => firstSignificant(held) !== '' || held.length >= 4096);
  const start = firstSignificant(head);
  yield* start === '[' || start === '{' ? jsonItems(body) : htmlItems(body);
}

/** A careers page's (or a JSON list's) JobPostings, with fields named by ItemField. */
export const readJobPostings = capped(jobPostingItems);

/**
 * A sitemap's page URLs (<urlset><url><loc>), for the run to fetch. A sitemap index (<sitemapindex>)
 * is refused: the source should name one of its sitemaps. Capped at INTAKE_LIMITS like every reader.
 */
export async function* readSitemapUrls(body: Body): AsyncGenerator<string> {
  const parser = sax.parser(true, { trim: true });
  const found: string[] = [];
  const path: string[] = [];
  let failure: IntakeError | null = null;
  parser.onopentag = (tag) => {
    if (path.length === 0 && tag.name !== 'urlset') {
      failure = new IntakeError(
        tag.name === 'sitemapindex'
          ? 'This is a sitemap index: give one of the sitemaps it lists, the one with the positions'
          : `This is not a sitemap (its root is <${tag.name}>, not <urlset>)`,
        'malformed',
      );
    }
    path.push(tag.name);
  };
  parser.onclosetag = () => void path.pop();
  parser.ontext = (text) => {
    if (path.at(-1) === 'loc' && path.at(-2) === 'url' && text) found.push(text);
  };
  parser.onerror = (error) => {
    failure ??= xmlError('The sitemap', error);
  };
  let count = 0;
  const drain = function* () {
    if (failure) throw failure;
    for (const url of found.splice(0)) {
      if (++count > INTAKE_LIMITS.maxItems) {
        throw new IntakeError(`The sitemap lists more than ${INTAKE_LIMITS.maxItems} pages`, 'too_many_items');
      }
      yield url;
    }
  };
  for await (const text of textChunks(capBytes(body))) {
    parser.write(text);
    yield* drain();
  }
  parser.close();
  yield* drain();
}
