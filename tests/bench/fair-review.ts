// Fair review at scale (issue 34), part of `npm run bench` (`--only fair-review` runs it alone): one
// opportunity with 2,000 applicants, each with a scorecard from three reviewers and three reference
// letters, its review list sorted by weighted score and by disagreement (spread) and filtered by status
// and `q`, measured one call at a time over HTTP as one of the reviewers (so every score is visible to
// the sort), beside the same static JSON baseline as the applicant table's.
import { randomUUID } from 'node:crypto';
import { SUGGESTED_SCORECARD } from '@phd/contracts/input/review';
import type { Db } from '@phd/services/db/client';
import { hashPassword } from '@phd/services/recruiters/password';
import { startStaffSession } from '@phd/services/tenants/staff-sessions';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { summarise, type LatencyResult } from './applicants.ts';

export const FAIR_APPLICANTS = 2_000;
const REVIEWERS = 3;
const LETTERS = 3;

export interface FairReviewSite {
  opportunity: string;
  headers: Record<string, string>;
}

/** The site, its opportunity with the suggested scorecard, applicants, scorecards and letters. */
export async function seedFairReview(owner: Db): Promise<FairReviewSite> {
  const slug = 'bench-fair-review';
  const tenant = await owner.tenant.create({ data: { slug, name: 'Fair Review U', universityName: 'Fair U' } });
  const passwordHash = await hashPassword(randomUUID());
  return withTenant(
    owner,
    tenant.id,
    async (tx) => {
      const opportunity = await tx.opportunity.create({
        data: {
          title: 'Fair review bench position',
          universityName: 'Fair U',
          country: 'Norway',
          tenantId: tenant.id,
          source: 'tenant',
          referencesRequired: LETTERS,
          scorecard: SUGGESTED_SCORECARD,
        },
      });
      const reviewers: string[] = [];
      for (let i = 0; i < REVIEWERS; i++) {
        const user = await tx.tenantUser.create({
          data: {
            tenantId: tenant.id,
            email: `reviewer${i}@fair.test`,
            name: `Reviewer ${i}`,
            role: 'reviewer',
            passwordHash,
          },
        });
        reviewers.push(user.id);
      }
      await tx.$executeRaw`
        INSERT INTO applicants (id, tenant_id, opportunity_id, name, email, status, source, resume_text,
                                confirmed_at, created_at, updated_at)
        SELECT gen_random_uuid(), ${tenant.id}::uuid, ${opportunity.id}::uuid, 'Fair Applicant ' || i,
          'fair' || i || '@bench.test', (ARRAY['new','reviewing','shortlisted','interview']::"ApplicantStatus"[])[1 + i % 4],
          'careers', 'research thesis methods ' || CASE WHEN i % 3 = 0 THEN 'robotics' ELSE 'genomics' END,
          now() - (i % 90) * interval '1 day', now() - (i % 90) * interval '1 day', now()
        FROM generate_series(1, ${FAIR_APPLICANTS}::int) AS i`;
      // Each reviewer scores each criterion 1-4 at random; weighted and score as the service stores them.
      const weights = JSON.stringify(SUGGESTED_SCORECARD.map(({ key, weight }) => ({ key, weight })));
      await tx.$executeRaw`
        INSERT INTO applicant_ratings (id, tenant_id, applicant_id, reviewer_id, score, criteria, weighted, created_at, updated_at)
        SELECT gen_random_uuid(), a.tenant_id, a.id, r.id, round(s.weighted)::int, s.criteria, s.weighted, now(), now()
        FROM applicants a
        CROSS JOIN unnest(${reviewers}::uuid[]) AS r(id)
        CROSS JOIN LATERAL (
          SELECT jsonb_object_agg(c.key, c.score) AS criteria,
                 round(sum(c.weight * c.score)::numeric / sum(c.weight), 2)::float8 AS weighted
          FROM (SELECT c.key, c.weight, 1 + floor(random() * 4)::int + 0 * length(r.id::text) AS score
                FROM jsonb_to_recordset(${weights}::jsonb) AS c(key text, weight int)) c
        ) s
        WHERE a.opportunity_id = ${opportunity.id}::uuid`;
      await tx.$executeRaw`
        INSERT INTO applicant_references (id, tenant_id, applicant_id, referee_name, referee_email, status,
                                          token_hash, expires_at, letter_text, responded_at, created_at, updated_at)
        SELECT gen_random_uuid(), a.tenant_id, a.id, 'Referee ' || n, 'referee' || n || '.' || a.id || '@bench.test',
          (ARRAY['requested','received','declined']::"ReferenceStatus"[])[1 + (n + abs(hashtext(a.id::text))) % 3],
          md5(random()::text || a.id || n), now() + interval '14 days', 'A strong candidate.', now(), now(), now()
        FROM applicants a CROSS JOIN generate_series(1, ${LETTERS}::int) AS n
        WHERE a.opportunity_id = ${opportunity.id}::uuid`;
      const token = await startStaffSession(tx, tenant.id, reviewers[0]!);
      return { opportunity: opportunity.id, headers: { 'x-tenant': slug, authorization: `Bearer ${token}` } };
    },
    { timeout: 600_000 },
  );
}

export interface FairReviewBench {
  byScore: LatencyResult;
  byDisagreement: LatencyResult;
  filtered: LatencyResult;
  searched: LatencyResult;
  baseline: LatencyResult;
}

/** Each list sorted and filtered as a committee works through it, one call at a time after a warm-up. */
export async function benchFairReview(
  site: FairReviewSite,
  base: string,
  staticPath: string,
): Promise<FairReviewBench> {
  const timed = async (paths: string[]): Promise<LatencyResult> => {
    const samples: number[] = [];
    for (const path of paths) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers: site.headers });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
      samples.push(performance.now() - started);
    }
    return summarise(samples);
  };
  const list = (params: Record<string, string>) =>
    `/api/applicants?${new URLSearchParams({ opportunity: site.opportunity, limit: '30', ...params })}`;
  const statuses = ['new', 'reviewing', 'shortlisted', 'interview'];
  const pages = (sort: string) => Array.from({ length: 60 }, (_, i) => list({ sort, offset: String((i % 10) * 30) }));
  await timed([...pages('rating').slice(0, 10), ...pages('disagreement').slice(0, 10)]);
  return {
    byScore: await timed(pages('rating')),
    byDisagreement: await timed(pages('disagreement')),
    filtered: await timed(
      Array.from({ length: 60 }, (_, i) => list({ sort: i % 2 ? 'rating' : 'disagreement', status: statuses[i % 4]! })),
    ),
    searched: await timed(
      Array.from({ length: 60 }, (_, i) =>
        list({
          sort: i % 2 ? 'rating' : 'disagreement',
          q: ['robotics', 'genomics', `Fair Applicant ${i * 7}`][i % 3]!,
        }),
      ),
    ),
    baseline: await timed(Array.from({ length: 60 }, () => staticPath)),
  };
}

export function fairReviewReport(result: FairReviewBench, day: string, machine: string): string {
  const row = (name: string, r: LatencyResult, target: number) =>
    `| ${name} | ${r.n} | ${r.p50} | ${r.p95} | ${r.max} | ${target} | ${r.p95 < target ? 'yes' : 'NO'} |`;
  return `## Fair review at scale: scorecards and letters

\`npm run bench\` (\`--only fair-review\` alone) on ${day}, ${machine}. One opportunity with
${FAIR_APPLICANTS.toLocaleString('en')} confirmed applicants, each with a scorecard (five weighted criteria) from
${REVIEWERS} reviewers and ${LETTERS} reference letters. \`GET /api/applicants\` over HTTP through the gateway as one of
the reviewers, a page of 30 with the total and the counts per status, one call at a time after a warm-up.
Baseline: the bench's static JSON route, same process, same run.

| call | calls | p50 ms | p95 ms | max ms | target p95 ms | met |
|---|---|---|---|---|---|---|
${row('sorted by weighted score (pages 1-10)', result.byScore, 200)}
${row('sorted by disagreement (pages 1-10)', result.byDisagreement, 200)}
${row('either sort + status filter', result.filtered, 200)}
${row('either sort + `q` (resume word or name)', result.searched, 200)}
${row('baseline: static JSON route (HTTP)', result.baseline, 100)}
`;
}
