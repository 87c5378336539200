// `npm run bench:plans`: EXPLAIN (ANALYZE, BUFFERS) of the Postgres engine's hot statements over the
// demo catalogue at --scale (default 100,000), written to docs/query-plans.md so that a change to a
// plan shows in review. Statements come from the engine itself (searchStatements, facetStatement), so
// the plans are of the SQL the site runs. Also times the first full reindex.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Prisma, createDb, type Db } from '@phd/services/db/client';
import { migrate } from '@phd/services/db/migrate';
import { seedDemo } from '@phd/services/seed/index';
import { KEYWORD_TOTAL_CAP, type FacetField, type SearchFilters, type SearchRequest } from '@phd/search/engine';
import { facetStatement } from '@phd/search/postgres/facets';
import { searchStatements } from '@phd/search/postgres/search';
import { startLocalPostgres } from '../../infra/local/postgres.ts';
import { timedFullReindex } from './full-reindex.ts';

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
  {
    name: 'listing, Positions I can apply to (an Indian living in Germany), newest first',
    kind: 'search',
    request: { category: standard, eligibleFor: ['DE', 'IN'], limit: 30, offset: 0 },
  },
  {
    name: 'listing, Positions I can apply to (a US citizen), one country, page 5',
    kind: 'search',
    request: { category: standard, eligibleFor: ['US'], country: ['United Kingdom'], limit: 30, offset: 120 },
  },
  {
    name: 'listing, Positions I can apply to (a US citizen), a year of listings, page 2',
    kind: 'search',
    request: {
      category: standard,
      eligibleFor: ['US'],
      createdAfter: new Date(Date.now() - 300 * 86_400_000),
      createdBefore: new Date(Date.now() + 65 * 86_400_000),
      limit: 30,
      offset: 30,
    },
  },
  {
    name: 'keyword, broad word ("research"), by relevance',
    kind: 'search',
    request: { q: 'research', limit: 30, offset: 0 },
  },
  {
    name: 'keyword, broad word ("research"), newest first, page 5',
    kind: 'search',
    request: { q: 'research', sort: 'latest', category: standard, limit: 30, offset: 120 },
  },
  { name: 'keyword, a rarer word ("solar")', kind: 'search', request: { q: 'solar', limit: 30, offset: 0 } },
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
    name: 'option lists under Positions I can apply to (documents)',
    kind: 'facets',
    filters: { category: standard, eligibleFor: ['GB'] },
    fields: ['country', 'discipline'],
  },
  {
    name: 'facets under a keyword (documents)',
    kind: 'facets',
    filters: { q: 'research', country: ['Germany'] },
    fields: ['country', 'university', 'discipline'],
  },
];

/** EXPLAIN ANALYZE of one statement, with the planner settings the engine runs it under. */
async function analyze(db: Db, sql: Prisma.Sql, settings: string[]): Promise<string> {
  const plan = Prisma.sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, SUMMARY ON) ${sql}`;
  const rows = await db.$transaction([
    ...settings.map((setting) => db.$executeRawUnsafe(`SET LOCAL ${setting}`)),
    db.$queryRaw<{ 'QUERY PLAN': string }[]>(plan),
  ]);
  return (rows.at(-1) as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * The plans of the statements a case runs (a keyword search: the capped count and page, then, for a
 * word in more than KEYWORD_TOTAL_CAP listings, the walk newest first), and how long resolving the
 * keyword (its word and typo probes) took before them.
 */
async function explain(db: Db, test: Case): Promise<{ plans: [string, string][]; resolveMs: number }> {
  const started = performance.now();
  if (test.kind === 'facets') {
    const { sql, keyword } = await facetStatement(db, test.filters, test.fields);
    const resolveMs = performance.now() - started;
    return { plans: [['', await analyze(db, sql, keyword ? ['enable_seqscan = off'] : [])]], resolveMs };
  }
  const { first, keyword, common } = await searchStatements(db, test.request);
  const resolveMs = performance.now() - started;
  if (!keyword) return { plans: [['', await analyze(db, first, [])]], resolveMs };
  const plans: [string, string][] = [
    ['count up to the cap and page', await analyze(db, first, ['enable_seqscan = off', 'enable_indexscan = off'])],
  ];
  const [row] = await db
    .$transaction([
      db.$executeRawUnsafe('SET LOCAL enable_seqscan = off'),
      db.$executeRawUnsafe('SET LOCAL enable_indexscan = off'),
      db.$queryRaw<{ total: number }[]>(first),
    ])
    .then((r) => r[2]);
  if (common && (row?.total ?? 0) > KEYWORD_TOTAL_CAP) {
    plans.push(['past the cap: the page, walking newest first', await analyze(db, common, ['enable_seqscan = off'])]);
  }
  return { plans, resolveMs };
}

const dir = mkdtempSync(join(tmpdir(), 'phd-plans-'));
const postgres = await startLocalPostgres({ dir: join(dir, 'pg'), persistent: false });
try {
  const url = await postgres.createDatabase('plans');
  await migrate(url);
  const db = createDb(url, { max: 4, owner: true });
  log(`seeding ${scale.toLocaleString('en')} opportunities...`);
  await seedDemo(db, { count: scale });
  const { rate: exactRate } = await timedFullReindex(db, log);
  const rate = Math.round(exactRate);
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
    const { plans, resolveMs } = await explain(app, test);
    const times = plans.map(([, plan]) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN));
    const words = `keyword resolved in ${resolveMs.toFixed(1)} ms`;
    const time = times.map((t) => `${t} ms`).join(' + ');
    log(`${test.name}: ${time} (${words})`);
    const bodies = plans.map(([label, plan]) => `${label ? `${label}:\n\n` : ''}\`\`\`\n${plan}\n\`\`\``);
    sections.push(`## ${test.name}\n\nStatements ${time}; ${words} before them.\n\n${bodies.join('\n\n')}`);
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
