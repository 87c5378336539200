// `npm run bench:plans`: EXPLAIN (ANALYZE, BUFFERS) of the Postgres engine's hot statements over the
// demo catalogue at --scale (default 100,000), written to docs/query-plans.md so that a change to a
// plan shows in review. Statements come from the engine itself (searchStatement, facetStatement), so
// the plans are of the SQL the site runs. Also times the first full reindex.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Prisma, createDb, type Db } from '@phd/services/db/client';
import { migrate } from '@phd/services/db/migrate';
import { seedDemo } from '@phd/services/seed/index';
import type { FacetField, SearchFilters, SearchRequest } from '@phd/search/engine';
import { createPostgresEngine } from '@phd/search/postgres/engine';
import { facetStatement } from '@phd/search/postgres/facets';
import { searchStatement } from '@phd/search/postgres/search';
import { startLocalPostgres } from '../../infra/local/postgres.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '100000' } } });
const scale = Number(values.scale);
const OUT = join(resolve(import.meta.dirname, '..', '..'), 'docs', 'query-plans.md');
const log = (line: string) => console.log(`[plans] ${line}`);

type Case =
  | { name: string; kind: 'search'; request: SearchRequest }
  | { name: string; kind: 'facets'; filters: SearchFilters; fields: FacetField[] };

const standard = ['standard'];
const CASES: Case[] = [
  { name: 'listing, newest first, no filter', kind: 'search', request: { category: standard, limit: 30, offset: 0 } },
  {
    name: 'listing, one country, page 20',
    kind: 'search',
    request: { category: standard, country: ['Germany'], limit: 30, offset: 570 },
  },
  {
    name: 'listing, funded, a date range, most viewed',
    kind: 'search',
    request: {
      category: standard,
      fundedOnly: true,
      createdAfter: new Date(Date.now() - 90 * 86_400_000),
      createdBefore: new Date(Date.now() - 30 * 86_400_000),
      sort: 'most_viewed',
      limit: 30,
      offset: 60,
    },
  },
  { name: 'keyword, broad word ("research")', kind: 'search', request: { q: 'research', limit: 30, offset: 0 } },
  { name: 'keyword, two words', kind: 'search', request: { q: 'quantum optics', limit: 30, offset: 0 } },
  { name: 'keyword, a typo ("neurosciense")', kind: 'search', request: { q: 'neurosciense', limit: 30, offset: 0 } },
  {
    name: 'option lists: countries and disciplines of a category (rollup)',
    kind: 'facets',
    filters: { category: standard },
    fields: ['country', 'discipline'],
  },
  {
    name: 'option list: universities of a country (rollup)',
    kind: 'facets',
    filters: { category: standard, country: ['Germany'] },
    fields: ['university'],
  },
  {
    name: 'facets under a keyword (documents)',
    kind: 'facets',
    filters: { q: 'research', country: ['Germany'] },
    fields: ['country', 'university', 'discipline'],
  },
];

/** The plan, and how long resolving the keyword (its word and typo probes) took before it. */
async function explain(db: Db, test: Case): Promise<{ plan: string; resolveMs: number }> {
  const started = performance.now();
  const { sql, keyword } =
    test.kind === 'search'
      ? await searchStatement(db, test.request)
      : await facetStatement(db, test.filters, test.fields);
  const resolveMs = performance.now() - started;
  const plan = Prisma.sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, SUMMARY ON) ${sql}`;
  // Run as the engine runs it: keyword statements with sequential scans off for their transaction.
  const [, rows] = await db.$transaction([
    db.$executeRawUnsafe(keyword ? 'SET LOCAL enable_seqscan = off' : 'SET LOCAL enable_seqscan = on'),
    db.$queryRaw<{ 'QUERY PLAN': string }[]>(plan),
  ]);
  return { plan: rows.map((r) => r['QUERY PLAN']).join('\n'), resolveMs };
}

const dir = mkdtempSync(join(tmpdir(), 'phd-plans-'));
const postgres = await startLocalPostgres({ dir: join(dir, 'pg'), persistent: false });
try {
  const url = await postgres.createDatabase('plans');
  await migrate(url);
  const db = createDb(url, { max: 4, owner: true });
  log(`seeding ${scale.toLocaleString('en')} opportunities...`);
  await seedDemo(db, { count: scale });
  log('full reindex...');
  const started = performance.now();
  const result = await createPostgresEngine(db).reindexAll();
  const seconds = (performance.now() - started) / 1000;
  const rate = Math.round((result.indexed + result.removed) / seconds);
  log(`reindexed ${result.indexed + result.removed} rows in ${seconds.toFixed(1)} s (${rate} documents/s)`);
  await db.$executeRawUnsafe('VACUUM (ANALYZE) opportunities, search_documents, search_facet_counts');
  const [sizes] = await db.$queryRaw<{ combinations: number; heap: string; toast: string }[]>`
    SELECT (SELECT count(*)::int FROM search_facet_counts) AS combinations,
      pg_size_pretty(pg_relation_size('search_documents')) AS heap,
      pg_size_pretty(pg_total_relation_size('search_documents') - pg_relation_size('search_documents')
        - pg_indexes_size('search_documents')) AS toast`;
  log(`search_documents: heap ${sizes!.heap}, TOAST ${sizes!.toast}; ${sizes!.combinations} facet combinations`);
  // The application role, as the site runs (owner: false): row-level security in force.
  const app = createDb(url, { max: 2 });
  const sections: string[] = [];
  for (const test of CASES) {
    await explain(app, test); // warm the cache: plans of a running site, not of a cold disk
    const { plan, resolveMs } = await explain(app, test);
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?';
    const words = `keyword resolved in ${resolveMs.toFixed(1)} ms`;
    log(`${test.name}: ${time} ms (${words})`);
    sections.push(`## ${test.name}\n\nStatement ${time} ms; ${words} before it.\n\n\`\`\`\n${plan}\n\`\`\``);
  }
  await Promise.all([db.$disconnect(), app.$disconnect()]);
  writeFileSync(
    OUT,
    `# Query plans of the Postgres search engine

Written by \`npm run bench:plans\` on ${new Date().toISOString().slice(0, 10)} (${cpus().length} cores), over the
demo catalogue at ${scale.toLocaleString('en')} opportunities after a full reindex (${rate.toLocaleString('en')}
documents/s) and VACUUM ANALYZE (search_documents: heap ${sizes!.heap}, TOAST ${sizes!.toast};
${sizes!.combinations.toLocaleString('en')} rows in search_facet_counts), as the application role, second run of each statement. A change to
search/src/postgres that changes one of these plans should change this file in the same commit.

${sections.join('\n\n')}
`,
  );
  log(`written to ${OUT}`);
} finally {
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}
