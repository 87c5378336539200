// Feeds from real files: RSS 2.0 with content:encoded, a job namespace and named categories; Atom; JSON
// Feed with its _phd extension; and the refusals: malformed XML with its line, a billion-laughs DTD, an
// XML document that is no feed, JSON that is no JSON Feed (issue 31, docs/imports.md "Formats").
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readFeed } from '../../src/intake/formats/feed.ts';
import { INTAKE_LIMITS } from '../../src/intake/types.ts';
import { collect, fixture, intakeErrorOf } from './formats-support.ts';

const file = (name: string) => readFeed(createReadStream(fixture(name), { highWaterMark: 256 }));

describe('readFeed', () => {
  it('reads RSS 2.0 items: guid else link, content:encoded over description, extensions and categories', async () => {
    expect(await collect(file('positions.rss'))).toEqual([
      {
        row: 1,
        fields: {
          id: 'LEEDS-2027-001',
          title: 'PhD in Soil Carbon',
          url: 'https://leeds.example/phd/soil-carbon',
          description: '<p>Three years, <strong>fully funded</strong>.</p>',
          posted_date: 'Mon, 02 Nov 2026 09:00:00 GMT',
          closing_date: '2027-03-31',
          university: 'University of Leeds',
          department: 'School of Geography',
          country: 'United Kingdom',
          city: 'Leeds',
        },
      },
      {
        row: 2,
        fields: {
          id: 'https://leeds.example/phd/peatland',
          title: 'PhD in Peatland Hydrology',
          url: 'https://leeds.example/phd/peatland',
          description: 'Modelling wet peatlands.',
          closing_date: '15 April 2027',
        },
      },
    ]);
  });

  it('reads Atom entries: id, alternate link, HTML content, published as written, categories by scheme', async () => {
    expect(await collect(file('positions.atom'))).toEqual([
      {
        row: 1,
        fields: {
          id: 'urn:eth:phd:4711',
          title: 'Doctoral position in Glaciology',
          url: 'https://eth.example/jobs/4711',
          description: '<p>Field work on <em>Swiss</em> glaciers.</p>',
          posted_date: '2026-11-20T10:00:00+01:00',
          closing_date: '2027-01-15',
          university: 'ETH Zürich',
          city: 'Zürich',
          country: 'CH',
        },
      },
    ]);
  });

  it('reads a JSON Feed 1.1, told apart by content, with the _phd extension', async () => {
    expect(await collect(file('positions.json-feed.json'))).toEqual([
      {
        row: 1,
        fields: {
          id: 'KUL-BAP-2026-812',
          title: 'PhD in Computational Linguistics',
          url: 'https://kuleuven.example/phd/812',
          description: '<p>Four years, <em>funded</em>.</p>',
          posted_date: '2026-11-15T08:00:00+01:00',
          closing_date: '2027-02-01',
          university: 'KU Leuven',
          department: 'Department of Linguistics',
          country: 'BE',
          city: 'Leuven',
          funding: 'EUR 2,700 a month',
        },
      },
      {
        row: 2,
        fields: {
          id: 'https://kuleuven.example/phd/813',
          title: 'PhD in Phonetics',
          url: 'https://kuleuven.example/phd/813',
          description: 'Speech lab.',
        },
      },
    ]);
  });

  it('reads a feed its declaration says is ISO-8859-1', async () => {
    expect(await collect(file('latin1.rss'))).toEqual([
      {
        row: 1,
        fields: { id: 'TUM-1', title: 'Promotion in Straßenbau', url: 'https://tum.example/1', city: 'München' },
      },
    ]);
  });

  it('refuses malformed XML with the line and column sax stopped at', async () => {
    const error = await intakeErrorOf(file('malformed.rss'));
    expect(error.code).toBe('malformed');
    expect(error.message).toMatch(/^The feed is not well-formed XML at line 5, column \d+: Unexpected close tag/);
  });

  it('refuses a billion-laughs document quickly, without expanding its entities', async () => {
    const started = Date.now();
    const before = process.memoryUsage().heapUsed;
    const error = await intakeErrorOf(file('billion-laughs.rss'));
    expect(error.code).toBe('malformed');
    expect(error.message).toContain('entities a document defines for itself are not read');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses XML that is no feed, and JSON that is no JSON Feed', async () => {
    const sitemap = await intakeErrorOf(readFeed(Readable.from([Buffer.from('<urlset><url/></urlset>')])));
    expect(sitemap).toMatchObject({ code: 'malformed', message: expect.stringContaining('not an RSS or Atom feed') });
    const json = await intakeErrorOf(readFeed(Readable.from([Buffer.from('{"items": []}')])));
    expect(json).toMatchObject({ code: 'malformed', message: expect.stringContaining('not a JSON Feed') });
    const broken = await intakeErrorOf(readFeed(Readable.from([Buffer.from('{"version": ')])));
    expect(broken).toMatchObject({ code: 'malformed', message: expect.stringContaining('not valid JSON') });
  });

  it('reads every item of a long RSS or Atom feed whole, though each is dropped from the parser once read', async () => {
    const chunked = (text: string) => {
      const bytes = Buffer.from(text);
      return Readable.from(
        Array.from({ length: Math.ceil(bytes.length / 256) }, (_, i) => bytes.subarray(i * 256, (i + 1) * 256)),
      );
    };
    const expected = (i: number) => ({
      row: i + 1,
      fields: {
        id: `ID-${i}`,
        title: `PhD ${i}`,
        url: `https://jobs.example/${i}`,
        description: `<p>Position ${i}</p>`,
        closing_date: '2031-03-31',
        university: 'University of Leeds',
      },
    });
    const rssItems = Array.from(
      { length: 2_000 },
      (_, i) => `<item><guid>ID-${i}</guid><title>PhD ${i}</title><link>https://jobs.example/${i}</link>
        <description>&lt;p&gt;Position ${i}&lt;/p&gt;</description><job:closingDate>2031-03-31</job:closingDate>
        <job:university>University of Leeds</job:university></item>`,
    );
    // Channel elements after the items still belong to the channel, not to an item.
    const rss = `<rss version="2.0" xmlns:job="https://jobs.example/ns"><channel><title>Many</title>${rssItems.join('')}
      <lastBuildDate>Mon, 02 Nov 2026 09:00:00 GMT</lastBuildDate></channel></rss>`;
    const fromRss = await collect(readFeed(chunked(rss)));
    expect(fromRss).toHaveLength(2_000);
    fromRss.forEach((item, i) => expect(item).toEqual(expected(i)));

    const entries = Array.from(
      { length: 2_000 },
      (_, i) => `<entry><id>ID-${i}</id><title>PhD ${i}</title><link rel="alternate" href="https://jobs.example/${i}"/>
        <content type="html">&lt;p&gt;Position ${i}&lt;/p&gt;</content><job:closingDate>2031-03-31</job:closingDate>
        <job:university>University of Leeds</job:university></entry>`,
    );
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:job="https://jobs.example/ns"><title>Many</title>${entries.join('')}</feed>`;
    const fromAtom = await collect(readFeed(chunked(atom)));
    expect(fromAtom).toHaveLength(2_000);
    fromAtom.forEach((item, i) => expect(item).toEqual(expected(i)));
  });

  it('stops a feed of more than 5,000 items with too_many_items', async () => {
    const items = Array.from({ length: INTAKE_LIMITS.maxItems + 1 }, (_, i) => `<item><title>PhD ${i}</title></item>`);
    const rss = `<rss version="2.0"><channel><title>Many</title>${items.join('')}</channel></rss>`;
    const error = await intakeErrorOf(readFeed(Readable.from([Buffer.from(rss)])));
    expect(error.code).toBe('too_many_items');
  });
});
