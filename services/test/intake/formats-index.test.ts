// The product's own export, the format guess for a URL, and readItems over a real HTTP body: the
// fixtures served from 127.0.0.1 and read as fetch gives them (issue 31, docs/imports.md "Formats").
import { readFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSitemap, readItems, readSitemapUrls, sniffFormat } from '../../src/intake/formats/index.ts';
import { readPhdExport } from '../../src/intake/formats/phd-export.ts';
import { collect, fixture, intakeErrorOf } from './formats-support.ts';

const bytes = async (name: string) => new Uint8Array(await readFile(fixture(name)));

describe('readPhdExport', () => {
  it("reads the export's items: closing date from unix seconds (0 = none), description else the summary", async () => {
    const items = await collect(readPhdExport(Readable.from([await readFile(fixture('phd-export.json'))])));
    expect(items).toEqual([
      {
        row: 1,
        fields: {
          id: '6f1d2a4e-3c1b-4c55-9a4e-0b7f3e2d9a10',
          title: 'PhD in Medieval Manuscripts',
          university: 'University of Edinburgh',
          department: 'School of History',
          discipline: 'History',
          supervisor: 'Dr A. Reid',
          country: 'United Kingdom',
          city: 'Edinburgh',
          description: 'A funded PhD on medieval manuscripts.',
          closing_date: '2027-01-31T23:59:59.000Z',
          url: 'https://ed.example/phd/manuscripts',
          funding: 'UKRI stipend',
          funding_type: 'fully_funded',
          open_to: 'UK and international',
        },
      },
      {
        row: 2,
        fields: {
          id: '0b1c2d3e-0000-4000-8000-000000000002',
          title: 'PhD in Robotics',
          university: 'University of Edinburgh',
          country: 'United Kingdom',
          description: '<p>Legged robots.</p>',
        },
      },
    ]);
  });

  it('refuses JSON that is not a list of positions', async () => {
    const error = await intakeErrorOf(readPhdExport(Readable.from([Buffer.from('{"items": []}')])));
    expect(error).toMatchObject({ code: 'malformed', message: expect.stringContaining('not an export of positions') });
  });
});

describe('sniffFormat', () => {
  it('tells each fixture apart by its first bytes', async () => {
    expect(sniffFormat(await bytes('positions.rss'))).toBe('feed');
    expect(sniffFormat(await bytes('positions.atom'))).toBe('feed');
    expect(sniffFormat(await bytes('billion-laughs.rss'))).toBe('feed');
    expect(sniffFormat(await bytes('positions.json-feed.json'))).toBe('feed');
    expect(sniffFormat(await bytes('careers-page.html'))).toBe('jobposting');
    expect(sniffFormat(await bytes('job-postings.json'))).toBe('jobposting');
    expect(sniffFormat(await bytes('sitemap.xml'))).toBe('jobposting');
    expect(sniffFormat(await bytes('phd-export.json'))).toBe('phd_export');
  });

  it('reads CSV and XLSX from the content type or the zip signature, and gives up on the unknown', async () => {
    const csv = await bytes('positions-semicolon.csv');
    expect(sniffFormat(csv, 'text/csv; charset=utf-8')).toBe('csv');
    expect(sniffFormat(csv, 'application/octet-stream')).toBeNull();
    expect(sniffFormat(Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0, 0))).toBe('xlsx');
    expect(sniffFormat(new TextEncoder().encode('<note><to>x</to></note>'))).toBeNull();
    expect(sniffFormat(new TextEncoder().encode('{"hello": "world"}'))).toBeNull();
    expect(sniffFormat(new TextEncoder().encode('garbage'), 'application/rss+xml')).toBe('feed');
  });

  it('says which jobposting source is a sitemap', async () => {
    expect(isSitemap(await bytes('sitemap.xml'))).toBe(true);
    expect(isSitemap(await bytes('careers-page.html'))).toBe(false);
  });
});

/** A 50 MB feed written as fast as the client reads it; `sent` says how far it got before the client left. */
let sent = { bytes: 0, hungUp: false };
async function serveEndlessFeed(response: ServerResponse): Promise<void> {
  sent = { bytes: 0, hungUp: false };
  response.on('close', () => (sent.hungUp = !response.writableFinished));
  // 4 KB an item: 10 MB hold ~2,500 items, so the byte cap comes before the item cap.
  const item = Buffer.from(
    `<item><title>PhD</title><description>${'x'.repeat(4_000)}</description></item>`.repeat(100),
  );
  response.write('<rss version="2.0"><channel><title>Endless</title>');
  while (sent.bytes < 50 * 1024 * 1024 && !response.destroyed) {
    sent.bytes += item.length;
    if (!response.write(item)) await new Promise((resolve) => response.once('drain', resolve).once('close', resolve));
  }
  response.end('</channel></rss>');
}

describe('readItems over HTTP', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/endless.rss') return void serveEndlessFeed(response);
      const name = decodeURIComponent(request.url!.slice(1));
      readFile(fixture(name)).then(
        (body) => response.end(body),
        () => response.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['positions.rss', 'feed', 2],
    ['positions.atom', 'feed', 1],
    ['positions.json-feed.json', 'feed', 2],
    ['careers-page.html', 'jobposting', 2],
    ['phd-export.json', 'phd_export', 2],
    ['positions-semicolon.csv', 'csv', 2],
  ] as const)('reads %s from a fetch body as %s', async (name, format, count) => {
    const response = await fetch(`${base}/${name}`);
    const items = await collect(readItems(format, response.body!));
    expect(items).toHaveLength(count);
    expect(items.every((item) => Object.values(item.fields).some((value) => value !== null))).toBe(true);
  });

  it('stops a served 50 MB feed at 10 MB with too_large, and the connection is dropped', async () => {
    const response = await fetch(`${base}/endless.rss`);
    const error = await intakeErrorOf(readItems('feed', response.body!));
    expect(error.code).toBe('too_large');
    await expect.poll(() => sent.hungUp).toBe(true);
    expect(sent.bytes).toBeLessThan(50 * 1024 * 1024);
  });

  it('reads the pages a served sitemap lists', async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(await collect(readSitemapUrls(response.body!))).toHaveLength(2);
  });
});
