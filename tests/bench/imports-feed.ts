// The import benchmark's sources (issue 31 "Speed"): positions drawn by the demo seed's own generator
// (its universities, disciplines, countries, supervisors and descriptions), written as an RSS 2.0 feed
// with a job namespace or as the CSV template's columns, the two shapes a university's HR system sends.
import { createOpportunityFactory, generateUniversities, DEFAULT_SEED } from '@phd/services/seed/generate';
import { TEMPLATE_COLUMNS } from '@phd/services/intake/mapping/template';

const DAY = 86_400_000;

export interface BenchPosition {
  ref: string;
  title: string;
  university: string;
  country: string;
  city: string;
  department: string;
  discipline: string;
  supervisor: string;
  funding: string;
  closingDate: Date;
  postedAt: Date;
  url: string;
  description: string;
}

/**
 * `count` positions at the seeded universities. Titles carry a vacancy reference, as universities'
 * do, so every title is distinct; every closing date is ahead (a passed one is refused by the mapping,
 * and the benchmark measures writes, not refusals). A description keeps its first blocks up to
 * `maxDescription` characters, as a feed's summary does: whole ones run to ~3 KB, and 5,000 of them
 * would pass the 10 MB cap.
 */
export function benchPositions(count: number, options: { now?: Date; stream?: string; maxDescription?: number } = {}) {
  const now = options.now ?? new Date();
  const universities = generateUniversities(DEFAULT_SEED, now);
  const next = createOpportunityFactory({
    seed: DEFAULT_SEED,
    stream: options.stream ?? 'import-bench',
    now,
    universities,
  });
  const positions: BenchPosition[] = [];
  for (let i = 0; i < count; i++) {
    const row = next();
    const ref = `IMP-${String(i + 1).padStart(5, '0')}`;
    positions.push({
      ref,
      title: `${row.title} (ref. ${ref})`,
      university: row.universityName,
      country: row.country,
      city: row.city,
      department: row.department,
      discipline: row.discipline,
      supervisor: row.supervisor,
      funding: row.funding,
      closingDate: new Date(now.getTime() + (30 + (i % 150)) * DAY),
      postedAt: row.createdAt,
      url: row.opportunityUrl,
      description: firstBlocks(row.description, options.maxDescription ?? 1_200),
    });
  }
  return positions;
}

/** The description's first lines (the generator writes one HTML block a line) within `max` characters. */
function firstBlocks(html: string, max: number): string {
  const kept: string[] = [];
  let length = 0;
  for (const block of html.split('\n')) {
    if (kept.length > 0 && length + block.length > max) break;
    kept.push(block);
    length += block.length + 1;
  }
  return kept.join('\n');
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const cdata = (html: string) => `<![CDATA[${html.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** An RSS 2.0 feed of the positions, their job fields in a namespace of their own (docs/imports.md "Feeds"). */
export function rssFeed(positions: readonly BenchPosition[]): Buffer {
  const items = positions.map(
    (p) => `<item>
<guid isPermaLink="false">${xml(p.ref)}</guid>
<title>${xml(p.title)}</title>
<link>${xml(p.url)}</link>
<pubDate>${p.postedAt.toUTCString()}</pubDate>
<description>${cdata(p.description)}</description>
<job:university>${xml(p.university)}</job:university>
<job:department>${xml(p.department)}</job:department>
<job:discipline>${xml(p.discipline)}</job:discipline>
<job:supervisor>${xml(p.supervisor)}</job:supervisor>
<job:country>${xml(p.country)}</job:country>
<job:city>${xml(p.city)}</job:city>
<job:funding>${xml(p.funding)}</job:funding>
<job:closingDate>${isoDay(p.closingDate)}</job:closingDate>
</item>`,
  );
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:job="https://example.org/ns/job">
<channel>
<title>Vacancies</title>
<link>https://example.org/vacancies</link>
<description>Open doctoral positions</description>
${items.join('\n')}
</channel>
</rss>
`);
}

/** The positions as the CSV template's columns (headers that map themselves), RFC 4180 quoting. */
export function csvFile(positions: readonly BenchPosition[]): Buffer {
  const value: Record<string, (p: BenchPosition) => string> = {
    id: (p) => p.ref,
    title: (p) => p.title,
    university: (p) => p.university,
    department: (p) => p.department,
    discipline: (p) => p.discipline,
    supervisor: (p) => p.supervisor,
    country: (p) => p.country,
    city: (p) => p.city,
    description: (p) => p.description,
    closing_date: (p) => isoDay(p.closingDate),
    url: (p) => p.url,
    funding: (p) => p.funding,
    posted_date: (p) => isoDay(p.postedAt),
  };
  const columns = TEMPLATE_COLUMNS.filter((c) => value[c.field]);
  const cell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const lines = [
    columns.map((c) => cell(c.header)).join(','),
    ...positions.map((p) => columns.map((c) => cell(value[c.field]!(p))).join(',')),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}
