// The dry run of an import (issue 31): a body read and mapped exactly as a run would, with real
// Postgres for the known universities and the owner's university, and nothing written. A refused row
// says why, a saved mapping is applied, a required field no column fills is named, a repeated key is
// refused, an XLSX and a feed preview like a CSV, and 5,000 rows preview quickly in kept-small answers.
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_ROWS } from '@phd/contracts/endpoints/imports';
import { createTestDatabase, redisUrl, type TestDatabase } from '../../../tests/support/services.ts';
import { DomainError } from '../../src/errors.ts';
import { previewItems, previewUrl, type PreviewSettings } from '../../src/intake/preview.ts';
import { FORMAT_UNKNOWN } from '../../src/intake/read-source.ts';
import type { SourceOwnership } from '../../src/intake/run/owner.ts';
import { REFUSALS_KEPT } from '../../src/intake/run/run-import.ts';
import { fixture } from './formats-support.ts';
import { servePage, startFixtureServer, type FixtureServer } from './fetch-server.ts';

let database: TestDatabase;
let redis: Redis;
let fixtures: FixtureServer;

let base: string;
let recruiterId: string;

const MAIN: SourceOwnership = { recruiterId: null, tenantId: null };
/** A fixed "now", so the fixtures' 2027 closing dates stay ahead of it. */
const NOW = () => new Date('2026-12-01T00:00:00Z');

const csv = (text: string) => Readable.from([Buffer.from(text)]);
const preview = (text: string, settings: PreviewSettings = {}, owner = MAIN) =>
  previewItems(database.db, owner, 'csv', csv(text), settings, NOW);

/** The DomainError a preview ends with (failing the test when it answers). */
async function refusalOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

beforeAll(async () => {
  database = await createTestDatabase();
  redis = new Redis(redisUrl());
  await database.owner.university.create({
    data: { name: 'University of Leeds', slug: 'leeds', country: 'United Kingdom', emailDomains: ['leeds.ac.uk'] },
  });
  recruiterId = (
    await database.owner.recruiter.create({
      data: {
        email: 'ada@leeds.ac.uk',
        passwordHash: 'x',
        firstName: 'Ada',
        lastName: 'Lovelace',
        universityName: 'University of Leeds',
      },
    })
  ).id;
  fixtures = await startFixtureServer();
  fixtures.route(
    '/positions.csv',
    servePage('text/csv', 'Title,University,Country\nPhD in Optics,University of Leeds,UK\n'),
  );
  // A sitemap of three careers pages of ten postings each: the preview's 20 rows fill after two pages.
  const page = (n: number) =>
    `<html><script type="application/ld+json">${JSON.stringify(
      Array.from({ length: 10 }, (_, i) => ({
        '@type': 'JobPosting',
        identifier: `P${n}-${i}`,
        title: `PhD position ${n}.${i}`,
        hiringOrganization: { name: 'University of Leeds' },
      })),
    )}</script></html>`;
  for (const n of [1, 2, 3]) fixtures.route(`/jobs/${n}`, servePage('text/html', page(n)));
  fixtures.route(
    '/sitemap.xml',
    servePage(
      'application/xml',
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[1, 2, 3].map((n) => `<url><loc>/jobs/${n}</loc></url>`).join('')}</urlset>`,
    ),
  );
  fixtures.route('/mystery', servePage('application/octet-stream', 'nothing a reader knows'));
  base = fixtures.origin;
}, 120_000);

afterAll(async () => {
  await fixtures?.close();
  redis?.disconnect();
  await database?.drop();
});

describe('previewItems (a dry run of a body)', () => {
  it('shows each row as it will be published or why it is refused, with the mapping applied', async () => {
    const answer = await preview(
      [
        'Ref,Post,Institution,Country,Deadline,Notes',
        'A1,PhD in Optics,University of Leeds,UK,31 March 2027,keep',
        'A2,PhD in Acoustics,Somewhere Else,Germany,yesterday-ish,',
        'A1,PhD in Optics again,University of Leeds,UK,,',
        'A3,,University of Leeds,UK,,',
      ].join('\n'),
      { mapping: { Post: 'title', Notes: 'ignore' } },
    );
    expect(answer.format).toBe('csv');
    expect(answer.headers).toEqual(['Ref', 'Post', 'Institution', 'Country', 'Deadline', 'Notes']);
    expect(answer.mapping).toEqual({
      Ref: 'id',
      Post: 'title',
      Institution: 'university',
      Country: 'country',
      Deadline: 'closing_date',
      Notes: 'ignore',
    });
    expect(answer.missing_fields).toEqual([]);
    expect(answer).toMatchObject({ total: 4, publishable: 1, refused: 3 });
    expect(answer.rows[0]).toEqual({
      row: 2,
      key: 'A1',
      reason: null,
      position: {
        title: 'PhD in Optics',
        university: 'University of Leeds',
        country: 'United Kingdom',
        city: null,
        department: null,
        discipline: null,
        closing_date: '2027-03-31T23:59:59.999Z',
        funding_type: null,
        url: null,
      },
    });
    expect(answer.refusals).toEqual([
      { row: 3, key: 'A2', reason: "Closing date 'yesterday-ish' is not a date we can read" },
      { row: 4, key: 'A1', reason: 'Repeats the id or link of row 2' },
      { row: 5, key: 'A3', reason: 'Title is required' },
    ]);
    expect(answer.rows.slice(1)).toEqual(answer.refusals.map((refusal) => ({ ...refusal, position: null })));
  });

  it('names the required fields no column fills and no default covers, and stops naming what a default covers', async () => {
    const body = 'Position title,Deadline\nPhD in Optics,31 March 2027\n';
    const bare = await preview(body);
    expect(bare.missing_fields).toEqual(['university', 'country']);
    expect(bare.refusals).toEqual([{ row: 2, key: null, reason: 'University is required' }]);

    // A known default university brings its country.
    const covered = await preview(body, { defaults: { university: 'University of Leeds' } });
    expect(covered.missing_fields).toEqual([]);
    expect(covered.rows[0]?.position).toMatchObject({ university: 'University of Leeds', country: 'United Kingdom' });

    const untitled = await preview('Notes\nhello\n', { defaults: { university: 'Nowhere', country: 'France' } });
    expect(untitled.missing_fields).toEqual(['title']);
  });

  it("shows a recruiter's rows at the recruiter's university whatever the row says, as the run writes them", async () => {
    const answer = await preview(
      'Title,University,Country\nPhD in Optics,Oxford,UK\n',
      {},
      { recruiterId, tenantId: null },
    );
    expect(answer.rows[0]?.position).toMatchObject({ title: 'PhD in Optics', university: 'University of Leeds' });
  });

  it('previews an XLSX like a CSV', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Positions');
    sheet.addRow(['Title', 'University', 'Country', 'Closing date']);
    sheet.addRow(['PhD in Optics', 'University of Leeds', 'UK', new Date(Date.UTC(2027, 2, 31))]);
    sheet.addRow(['', 'University of Leeds', 'UK', '']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const answer = await previewItems(database.db, MAIN, 'xlsx', Readable.from([bytes]), {}, NOW);
    expect(answer).toMatchObject({
      format: 'xlsx',
      headers: ['Title', 'University', 'Country', 'Closing date'],
      total: 2,
      publishable: 1,
      refusals: [{ row: 3, key: null, reason: 'Title is required' }],
    });
    expect(answer.rows[0]?.position).toMatchObject({
      title: 'PhD in Optics',
      closing_date: '2027-03-31T23:59:59.999Z',
    });
  });

  it("previews a feed's items, with no headers, and its defaults filling what an item leaves out", async () => {
    const body = await readFile(fixture('positions.rss'));
    const plain = await previewItems(database.db, MAIN, 'feed', Readable.from([body]), {}, NOW);
    expect(plain).toMatchObject({ format: 'feed', headers: [], mapping: {}, total: 2, publishable: 1, refused: 1 });
    expect(plain.rows[0]).toMatchObject({
      key: 'LEEDS-2027-001',
      position: { title: 'PhD in Soil Carbon', university: 'University of Leeds', city: 'Leeds' },
    });
    expect(plain.refusals[0]).toMatchObject({ key: 'https://leeds.example/phd/peatland' });

    const filled = await previewItems(
      database.db,
      MAIN,
      'feed',
      Readable.from([body]),
      { defaults: { university: 'University of Leeds' } },
      NOW,
    );
    expect(filled).toMatchObject({ publishable: 2, refused: 0, missing_fields: [] });
  });

  it('answers an unreadable file with a 400 and the reader’s sentence', async () => {
    const error = await refusalOf(previewItems(database.db, MAIN, 'csv', csv('Title,title\nA,B\n'), {}, NOW));
    expect(error.kind).toBe('invalid');
    expect(error.message).toMatch(/names "Title" twice/);
  });

  it('previews 5,000 rows in well under 5 s, keeping only the first rows and 500 refusals', async () => {
    const lines = ['Reference,Title,University,Country,Closing date'];
    for (let i = 1; i <= 5_000; i++) {
      // Every eighth row has no title: 625 refusals, more than the answer keeps.
      lines.push(`R${i},${i % 8 === 0 ? '' : `PhD position ${i}`},University of Leeds,UK,31 March 2027`);
    }
    const started = performance.now();
    const answer = await preview(lines.join('\n'));
    const elapsed = performance.now() - started;
    expect(answer).toMatchObject({ total: 5_000, publishable: 4_375, refused: 625 });
    expect(answer.rows).toHaveLength(PREVIEW_ROWS);
    expect(answer.refusals).toHaveLength(REFUSALS_KEPT);
    expect(elapsed).toBeLessThan(5_000);
  });

  it('writes nothing', async () => {
    await preview('Title,University,Country\nPhD in Optics,University of Leeds,UK\n');
    expect(await database.owner.opportunity.count()).toBe(0);
    expect(await database.owner.importSource.count()).toBe(0);
  });
});

describe('previewUrl (a dry run of an address, fetched once)', () => {
  const deps = () => ({ db: database.db, redis, allowLoopback: true, now: NOW });

  it("tells a URL's format from its content when it was left out", async () => {
    const answer = await previewUrl(deps(), MAIN, { url: `${base}/positions.csv` });
    expect(answer).toMatchObject({ format: 'csv', headers: ['Title', 'University', 'Country'], publishable: 1 });
  });

  it("reads a sitemap's pages only until the shown rows are full (each page is a polite request)", async () => {
    const answer = await previewUrl(deps(), MAIN, { url: `${base}/sitemap.xml` });
    expect(answer).toMatchObject({ format: 'jobposting', total: 20, publishable: 20, refused: 0 });
    expect(answer.rows.map((row) => row.key)).toEqual(
      [1, 2].flatMap((n) => Array.from({ length: 10 }, (_, i) => `P${n}-${i}`)),
    );
    expect(fixtures.seen.map((request) => request.url)).not.toContain('/jobs/3');
  });

  it('answers 400 when the format cannot be told, or the address is refused', async () => {
    expect((await refusalOf(previewUrl(deps(), MAIN, { url: `${base}/mystery` }))).message).toBe(FORMAT_UNKNOWN);
    const refused = await refusalOf(
      previewUrl({ ...deps(), allowLoopback: false }, MAIN, { url: `${base}/positions.csv` }),
    );
    expect(refused.kind).toBe('invalid');
  });
});
