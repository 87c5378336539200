// schema.org JobPosting from real files: a careers page with two JSON-LD postings (one in an @graph) among
// other blocks and scripts, a JSON list, a sitemap's page URLs; and the refusals (issue 31).
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readJobPostings, readSitemapUrls } from '../../src/intake/formats/jobposting.ts';
import { INTAKE_LIMITS } from '../../src/intake/types.ts';
import { collect, fixture, intakeErrorOf } from './formats-support.ts';

// Small chunks, so a block, a tag or a character is split across them as on a slow connection.
const file = (name: string) => createReadStream(fixture(name), { highWaterMark: 64 });
const text = (body: string) => Readable.from([Buffer.from(body)]);

describe('readJobPostings', () => {
  it("reads a careers page's JSON-LD postings, including one inside an @graph with a list of types", async () => {
    expect(await collect(readJobPostings(file('careers-page.html')))).toEqual([
      {
        row: 1,
        fields: {
          id: 'UOS-038211',
          title: 'PhD Studentship in Battery Materials',
          university: 'University of Sheffield',
          department: 'Department of Materials Science',
          country: 'GB',
          city: 'Sheffield',
          description: '<p>A fully funded <b>EPSRC</b> studentship.</p>',
          closing_date: '2027-01-31T23:59:00+00:00',
          posted_date: '2026-11-01',
          start_date: '2027-10-01',
          url: 'https://sheffield.example/jobs/038211',
          funding: 'GBP 20,780 a year',
        },
      },
      {
        row: 2,
        fields: {
          id: 'UOS-038212',
          // JSON-LD inside <script> is raw text: an entity stays as the page wrote it.
          title: 'PhD in Hydrogen Storage &amp; Safety',
          university: 'University of Sheffield',
          country: 'United Kingdom',
          city: 'Sheffield',
          funding: 'GBP 19,000–21,000 a year',
        },
      },
    ]);
  });

  it('reads a JSON list of postings, leaving out what is not a JobPosting', async () => {
    expect(await collect(readJobPostings(file('job-postings.json')))).toEqual([
      {
        row: 1,
        fields: {
          id: 'https://tuwien.example/jobs/q-17',
          title: 'Doctoral Researcher in Quantum Optics',
          university: 'TU Wien',
          country: 'Österreich',
          city: 'Wien',
          closing_date: '2027-02-28',
          url: 'https://tuwien.example/jobs/q-17',
          funding: 'EUR 3,714.8 a month',
        },
      },
    ]);
  });

  it('refuses a page without postings, and says so when its JSON-LD is broken', async () => {
    const none = await intakeErrorOf(readJobPostings(text('<html><body><h1>Jobs</h1></body></html>')));
    expect(none).toMatchObject({ code: 'malformed', message: expect.stringContaining('no schema.org JobPosting') });
    const broken = await intakeErrorOf(
      readJobPostings(text('<script type="application/ld+json">{"@type": "JobPosting",</script>')),
    );
    expect(broken).toMatchObject({ code: 'malformed', message: expect.stringContaining('not valid JSON') });
  });

  it('keeps the postings of a page whose other JSON-LD block is broken', async () => {
    const page =
      '<script type="application/ld+json">{oops</script>' +
      '<script type="application/ld+json">{"@type": "JobPosting", "title": "PhD A", "url": "https://a.example/1"}</script>';
    expect(await collect(readJobPostings(text(page)))).toEqual([
      { row: 1, fields: { id: 'https://a.example/1', title: 'PhD A', url: 'https://a.example/1' } },
    ]);
  });
});

describe('readSitemapUrls', () => {
  it("yields a sitemap's page URLs, entities decoded", async () => {
    expect(await collect(readSitemapUrls(file('sitemap.xml')))).toEqual([
      'https://sheffield.example/jobs/038211',
      'https://sheffield.example/jobs/038212?lang=en&ref=sitemap',
    ]);
  });

  it('refuses a sitemap index, another document and broken XML', async () => {
    const index = await intakeErrorOf(
      readSitemapUrls(text('<sitemapindex><sitemap><loc>x</loc></sitemap></sitemapindex>')),
    );
    expect(index).toMatchObject({ code: 'malformed', message: expect.stringContaining('sitemap index') });
    const rss = await intakeErrorOf(readSitemapUrls(text('<rss><channel/></rss>')));
    expect(rss).toMatchObject({ code: 'malformed', message: expect.stringContaining('its root is <rss>') });
    const broken = await intakeErrorOf(readSitemapUrls(text('<urlset>\n<url><loc>x</url>\n</urlset>')));
    expect(broken.code).toBe('malformed');
    expect(broken.message).toMatch(/^The sitemap is not well-formed XML at line 2, column \d+/);
  });

  it('stops past 5,000 URLs with too_many_items', async () => {
    const urls = Array.from(
      { length: INTAKE_LIMITS.maxItems + 1 },
      (_, i) => `<url><loc>https://a.example/${i}</loc></url>`,
    );
    const error = await intakeErrorOf(readSitemapUrls(text(`<urlset>${urls.join('')}</urlset>`)));
    expect(error.code).toBe('too_many_items');
  });
});
