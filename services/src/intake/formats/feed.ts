// Feeds whose items are positions (issue 31, docs/imports.md "Formats"): RSS 2.0 and Atom through
// feedparser (sax, streaming), JSON Feed 1.1 told apart by content. feedparser runs strict: malformed
// XML is refused with sax's line and column rather than guessed at, and sax never reads a DTD's
// entity definitions, so a "billion laughs" document cannot expand: its entities are refused as unknown.
import { PassThrough, Readable, pipeline } from 'node:stream';
import FeedParser, { type Item } from 'feedparser';
import { IntakeError, type ItemField, type SourceItem } from '../types.ts';
import { capped, jsonBody, presentFields, textOf } from './caps.ts';
import { extensionFields } from './feed-extensions.ts';
import { firstSignificant, peek } from './peek.ts';
import { xmlError } from './xml-error.ts';

const JSON_FEED_VERSION = 'https://jsonfeed.org/version/';

function feedError(error: Error): IntakeError {
  if (error.message === 'Not a feed') {
    return new IntakeError(
      'This is XML but not an RSS or Atom feed (its root is neither <rss> nor <feed>)',
      'malformed',
    );
  }
  return xmlError('The feed', error);
}

/** The raw text of the first of these elements the item has (dates kept as written, for the mapping). */
function rawText(item: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const element = item[key] as { '#'?: string } | undefined;
    const text = textOf(element?.['#']);
    if (text) return text;
  }
  return null;
}

function xmlItemFields(item: Item): Record<string, string | null> {
  const raw = item as unknown as Record<string, unknown>;
  const fields: Partial<Record<ItemField, string | null>> = {
    ...extensionFields(raw),
    // feedparser's guid falls back to the link itself (its guidlink option).
    id: textOf(item.guid) ?? textOf(item.link),
    title: textOf(item.title),
    url: textOf(item.link),
    // content:encoded or Atom's content when there is one, else the description or summary.
    description: textOf(item.description) ?? textOf(item.summary),
    posted_date: rawText(raw, 'rss:pubDate', 'atom:published', 'dc:date', 'atom:updated'),
  };
  return presentFields(fields);
}

/** RSS's and RDF's item, Atom's entry, whatever the prefix. */
const isItemTag = (name: string) => /^(?:.*:)?(?:item|entry)$/.test(name);

/**
 * feedparser keeps every finished item on its parent node (the channel) until the channel closes
 * (lib/feedparser.js handleCloseTag), so a feed's items would all stay in memory while it is read (a
 * 10 MB feed: 4 → 62 MB of live heap in the import benchmark). Each item has been handed on by then,
 * so its copy on the parent is dropped as it closes. Listeners run in order: this one after the parser's.
 */
function dropFinishedItems(feedParser: FeedParser): void {
  // Its sax stream and node stack, which feedparser's own typings leave out.
  const parser = feedParser as unknown as {
    stream: NodeJS.EventEmitter;
    stack: Record<string, unknown>[];
  };
  parser.stream.on('closetag', (name: string) => {
    if (!isItemTag(name)) return;
    const parent = parser.stack[0];
    for (const key of Object.keys(parent ?? {})) if (isItemTag(key)) delete parent![key];
  });
}

async function* xmlFeedItems(body: AsyncIterable<Uint8Array>): AsyncGenerator<SourceItem> {
  const parser = new FeedParser({ strict: true, resume_saxerror: false, addmeta: false });
  dropFinishedItems(parser);
  // Node's pipeline takes feedparser's readable-stream v2 stream and ends in a stream of its own that
  // can be iterated; any error (the byte cap, sax) destroys it, which ends the loop below.
  const items = new PassThrough({ objectMode: true });
  pipeline(Readable.from(body), parser as unknown as NodeJS.ReadWriteStream, items, () => {});
  let row = 0;
  try {
    for await (const item of items as AsyncIterable<Item>) {
      row += 1;
      yield { row, fields: xmlItemFields(item) };
    }
  } catch (error) {
    if (error instanceof IntakeError) throw error;
    throw feedError(error as Error);
  } finally {
    items.destroy();
  }
}

/** JSON Feed's own extension for positions (docs/imports.md): `_phd: { closing_date, university, … }`. */
const JSON_FEED_EXTENSION_FIELDS: ItemField[] = [
  'closing_date',
  'university',
  'department',
  'country',
  'city',
  'start_date',
  'funding',
  'funding_type',
  'discipline',
  'supervisor',
];

function jsonFeedFields(item: Record<string, unknown>): Record<string, string | null> {
  const extension = (typeof item._phd === 'object' && item._phd !== null ? item._phd : {}) as Record<string, unknown>;
  const fields: Record<string, string | null> = {};
  for (const field of JSON_FEED_EXTENSION_FIELDS) fields[field] = textOf(extension[field]);
  const url = textOf(item.url) ?? textOf(item.external_url);
  return presentFields({
    ...fields,
    id: textOf(item.id) ?? url,
    title: textOf(item.title),
    url,
    description: textOf(item.content_html) ?? textOf(item.content_text) ?? textOf(item.summary),
    posted_date: textOf(item.date_published),
  });
}

/** JSON Feed is parsed whole: it is JSON, within the 10 MB cap. */
async function* jsonFeedItems(body: AsyncIterable<Uint8Array>): AsyncGenerator<SourceItem> {
  const feed = (await jsonBody(body, 'The feed')) as { version?: unknown; items?: unknown };
  if (typeof feed?.version !== 'string' || !feed.version.startsWith(JSON_FEED_VERSION)) {
    throw new IntakeError(
      `This JSON is not a JSON Feed (its "version" does not start with ${JSON_FEED_VERSION})`,
      'malformed',
    );
  }
  if (!Array.isArray(feed.items)) throw new IntakeError('The JSON Feed has no "items" list', 'malformed');
  let row = 0;
  for (const item of feed.items as unknown[]) {
    row += 1;
    if (typeof item === 'object' && item !== null)
      yield { row, fields: jsonFeedFields(item as Record<string, unknown>) };
  }
}

/** The encoding an XML declaration names (`<?xml version="1.0" encoding="ISO-8859-1"?>`); UTF-8 when none. */
function declaredEncoding(head: Buffer): string {
  const declaration = /^(?:\xEF\xBB\xBF)?\s*<\?xml[^>]*?\bencoding\s*=\s*["']([\w.:-]+)["']/i;
  return declaration.exec(head.toString('latin1'))?.[1]?.toLowerCase() ?? 'utf-8';
}

/**
 * The body as UTF-8: sax reads UTF-8 only, and older HR systems still write ISO-8859-1 or windows-1252
 * feeds. TextDecoder (Node's ICU) knows the encodings a declaration can name.
 */
async function* asUtf8(chunks: AsyncIterable<Uint8Array>, encoding: string): AsyncGenerator<Uint8Array> {
  if (encoding === 'utf-8' || encoding === 'utf8') return yield* chunks;
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(encoding);
  } catch {
    throw new IntakeError(
      `The feed is written in an encoding that cannot be read ("${encoding}"): use UTF-8`,
      'malformed',
    );
  }
  for await (const chunk of chunks) yield Buffer.from(decoder.decode(chunk, { stream: true }));
  yield Buffer.from(decoder.decode());
}

async function* feedItems(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<SourceItem> {
  // The first KB holds the first character (JSON or XML) and the XML declaration with its encoding.
  const { head, body } = await peek(chunks, (held) => held.length >= 1024);
  yield* firstSignificant(head) === '{' ? jsonFeedItems(body) : xmlFeedItems(asUtf8(body, declaredEncoding(head)));
}

/** An RSS 2.0, Atom or JSON Feed's items, with fields named by ItemField. */
export const readFeed = capped(feedItems);
