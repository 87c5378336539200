// The applicant review at scale (issue 14), part of `npm run bench`: one university site with 20,000
// applicants (bulk-inserted, each with a resume's worth of text, made searchable by the same trigger
// as the resume-text worker's writes), measured one request at a time (latency, not throughput: a reviewer waits for one
// list at a time) beside the bench's static JSON route in the same run:
// - the review list (GET /api/applicants) with filters and with `q` over resume text, many distinct
//   queries;
// - GET /api/applicants/stats over HTTP, for the whole site and per opportunity.
import { randomUUID } from 'node:crypto';
import type { Db } from '@phd/services/db/client';
import { Prisma } from '@phd/services/db/client';
import { hashPassword } from '@phd/services/recruiters/password';
import { startStaffSession } from '@phd/services/tenants/staff-sessions';
import { withTenant } from '@phd/services/tenants/unit-of-work';

export const APPLICANTS = 20_000;
const OPPORTUNITIES = 40;
/** Words of academic resumes; the rest of each resume is drawn from a long tail of rarer terms. */
const COMMON = (
  'research thesis university laboratory publication conference journal experiment analysis data model ' +
  'supervisor teaching assistant grant fellowship bachelor master doctoral python matlab statistics ' +
  'bayesian inference neural network machine learning genomics proteomics microscopy spectroscopy ' +
  'climate ecology chemistry physics quantum optics photonics robotics control signal processing ' +
  'mathematics algebra topology economics sociology linguistics history philosophy neuroscience ' +
  'immunology cancer epidemiology vaccine protein enzyme catalysis polymer materials graphene battery ' +
  'hydrology geology seismology astronomy cosmology galaxy exoplanet simulation optimisation compiler'
).split(' ');
const RARE = 4_000;

export interface LatencyResult {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export function summarise(samples: number[]): LatencyResult {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: at(1) };
}

async function timed(runs: (() => Promise<unknown>)[]): Promise<LatencyResult> {
  const samples: number[] = [];
  for (const run of runs) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}

/** The site, its opportunities, applicants with resume text and vectors, and their status history. */
export async function seedApplicants(owner: Db): Promise<{ tenantId: string; slug: string; opportunities: string[] }> {
  const slug = 'bench-university';
  const tenant = await owner.tenant.create({ data: { slug, name: 'Bench University', universityName: 'Bench U' } });
  return withTenant(
    owner,
    tenant.id,
    async (tx) => {
      const opportunities: string[] = [];
      for (let i = 0; i < OPPORTUNITIES; i++) {
        const row = await tx.opportunity.create({
          data: {
            title: `Bench position ${i}`,
            universityName: 'Bench U',
            country: 'Norway',
            tenantId: tenant.id,
            source: 'tenant',
          },
        });
        opportunities.push(row.id);
      }
      const words = Prisma.sql`ARRAY[${Prisma.join(COMMON)}]::text[]`;
      // About 250 words each: mostly common terms, one in five from the long tail of rare ones.
      await tx.$executeRaw`
        INSERT INTO applicants (id, tenant_id, opportunity_id, name, email, status, source, resume_text,
                                confirmed_at, created_at, updated_at, status_changed_at)
        SELECT gen_random_uuid(), ${tenant.id}::uuid, (${opportunities}::uuid[])[1 + i % ${OPPORTUNITIES}],
          'Applicant ' || i, 'applicant' || i || '@bench.test',
          (enum_range(NULL::"ApplicantStatus"))[1 + (i * 7919) % 7], 'careers',
          (SELECT string_agg(CASE WHEN random() < 0.2 THEN 'term' || floor(random() * ${RARE})::int
                                  ELSE (${words})[1 + floor(random() * ${COMMON.length})::int] END, ' ')
           FROM generate_series(1, 200 + i % 100)),
          now() - (i % 365) * interval '1 day', now() - (i % 365) * interval '1 day', now(), now()
        FROM generate_series(1, ${APPLICANTS}::int) AS i`;
      // Everyone left `new` a few days after applying; whoever is further went through reviewing.
      await tx.$executeRaw`
        INSERT INTO applicant_status_changes (id, tenant_id, applicant_id, from_status, to_status, created_at)
        SELECT gen_random_uuid(), tenant_id, id, 'new', CASE WHEN status = 'new' THEN 'reviewing' ELSE status END,
               created_at + (1 + abs(hashtext(id::text)) % 9) * interval '1 day'
        FROM applicants WHERE tenant_id = ${tenant.id}::uuid AND status <> 'reviewing'`;
      return { tenantId: tenant.id, slug, opportunities };
    },
    { timeout: 600_000 },
  );
}

/** A signed-in owner of the site: the headers its calls carry. */
export async function staffHeaders(owner: Db, tenantId: string, slug: string): Promise<Record<string, string>> {
  const token = await withTenant(owner, tenantId, async (tx) => {
    const user = await tx.tenantUser.create({
      data: {
        tenantId,
        email: 'bench@bench.test',
        name: 'Bench',
        role: 'owner',
        passwordHash: await hashPassword(randomUUID()),
      },
    });
    return startStaffSession(tx, tenantId, user.id);
  });
  return { 'x-tenant': slug, authorization: `Bearer ${token}` };
}

export interface ApplicantsBench {
  list: { filters: LatencyResult; q: LatencyResult; qFiltered: LatencyResult };
  stats: { site: LatencyResult; opportunity: LatencyResult };
  baseline: LatencyResult;
  distinctQueries: number;
}

/** Runs every measurement over HTTP through the gateway, as a signed-in owner of the site. */
export async function benchApplicants(
  site: { opportunities: string[] },
  base: string,
  headers: Record<string, string>,
  staticPath: string,
): Promise<ApplicantsBench> {
  const { opportunities } = site;
  const statuses = ['new', 'reviewing', 'shortlisted', 'interview', 'offered', 'rejected', 'withdrawn'];
  const queries = [
    ...COMMON,
    ...Array.from({ length: 150 }, (_, i) => `term${(i * 26) % RARE}`),
    ...COMMON.slice(0, 40).map((w, i) => `${w} ${COMMON[(i * 7 + 3) % COMMON.length]}`),
    'Applicant 1234',
    'applicant777@bench.test',
  ];
  const get = (path: string) => async () => {
    const response = await fetch(`${base}${path}`, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const list = (params: Record<string, string>) =>
    get(`/api/applicants?${new URLSearchParams({ limit: '30', ...params })}`);
  // Warm-up: the first calls pay for plans and cold pages.
  for (const q of queries.slice(0, 20)) await list({ q })();
  await get('/api/applicants/stats')();

  const filters = await timed(
    Array.from(
      { length: 200 },
      (_, i) => () => list({ opportunity: opportunities[i % opportunities.length]!, status: statuses[i % 7]! })(),
    ),
  );
  const q = await timed(queries.map((query) => list({ q: query })));
  const qFiltered = await timed(
    queries.map((query, i) => list({ q: query, opportunity: opportunities[i % opportunities.length]! })),
  );
  const statsSite = await timed(Array.from({ length: 60 }, () => get('/api/applicants/stats')));
  const statsOpportunity = await timed(
    Array.from({ length: 60 }, (_, i) =>
      get(`/api/applicants/stats?opportunity=${opportunities[i % opportunities.length]}&from=2025-01-01`),
    ),
  );
  const baseline = await timed(Array.from({ length: 200 }, () => get(staticPath)));
  return {
    list: { filters, q, qFiltered },
    stats: { site: statsSite, opportunity: statsOpportunity },
    baseline,
    distinctQueries: queries.length,
  };
}

export function applicantsReport(result: ApplicantsBench, day: string, machine: string): string {
  const row = (name: string, r: LatencyResult, target: number) =>
    `| ${name} | ${r.n} | ${r.p50} | ${r.p95} | ${r.max} | ${target} | ${r.p95 < target ? 'yes' : 'NO'} |`;
  return `## Applicant review at scale

\`npm run bench\` on ${day}, ${machine}. One university site with ${APPLICANTS.toLocaleString('en')} confirmed
applicants over ${OPPORTUNITIES} opportunities, each with 200 to 300 words of resume text made searchable
(services/src/applicants/search-text.ts), and a status history. One call at a time, after a warm-up.
Every row is a call over HTTP through the gateway process as a signed-in owner of the site: the review
list is \`GET /api/applicants\` (filters, \`q\` over name, e-mail and resume text, newest first, a page of
30 with the total and the counts per status), the stats \`GET /api/applicants/stats\`. Baseline: the bench's static
JSON route, same process, same run, same one-at-a-time method.

| call | calls | p50 ms | p95 ms | max ms | target p95 ms | met |
|---|---|---|---|---|---|---|
${row('list: opportunity + status filters', result.list.filters, 100)}
${row(`list: \`q\` over resume text (${result.distinctQueries} distinct queries)`, result.list.q, 100)}
${row('list: `q` + opportunity', result.list.qFiltered, 100)}
${row('stats: whole site', result.stats.site, 200)}
${row('stats: one opportunity, from a date', result.stats.opportunity, 200)}
${row('baseline: static JSON route (HTTP)', result.baseline, 100)}
`;
}
