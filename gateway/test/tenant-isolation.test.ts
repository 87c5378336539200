// The walls between university sites (issue 13), walked over the app's own route table, so every
// tenant endpoint that exists (today's and those later work adds) is held to them:
// - without a token, every one answers 401;
// - with a second site's token and this site's X-Tenant header or host, 403;
// - with the second site's token alone, it acts for the second site: nothing of the first is read
//   (no id, e-mail or name of it in any answer) and nothing of it changes (its rows are compared before
//   and after);
// never 404 or 500 for the first two. And at the database, the runtime role sees none of the first
// site's staff links from the second site's unit of work, even through hand-written SQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@phd/services/db/client';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { startGateway, type Gateway } from './harness.ts';
import { createSite, staffMember, type Site, type StaffMember } from './tenant-staff.ts';

let gw: Gateway;
let alpha: Site;
let beta: Site;
let alphaOwner: StaffMember;
let alphaReviewer: StaffMember;
let betaOwner: StaffMember;
/** Ids of the first site's rows, by the path parameter a route would name them with. */
let alphaIds: Record<string, string>;

/** Tenant endpoints: they take the site from the staff token. */
const isTenantEndpoint = (url: string) =>
  url.startsWith('/api/saas/') ||
  url === '/api/saas' ||
  url.startsWith('/api/applicants') ||
  url.startsWith('/api/customer') ||
  url === '/api/user/me';

/** A body each write could act on, so a refusal is the wall's and not the form's. */
const PLAUSIBLE_BODY = {
  email: 'intruder@beta.test',
  role: 'owner',
  name: 'Taken over',
  accent_color: '#000000',
  title: 'Planted position',
  comment: 'Planted comment',
  status: 'rejected',
};

async function alphaSnapshot(db: Db) {
  // The tests' owner connection may be a superuser (who skips row-level security): filter by hand.
  const mine = { where: { tenantId: alpha.id }, orderBy: { id: 'asc' as const } };
  return withTenant(db, alpha.id, async (tx) => ({
    tenant: await tx.tenant.findUnique({ where: { id: alpha.id } }),
    users: await tx.tenantUser.findMany(mine),
    tokens: await tx.tenantToken.findMany(mine),
    applicants: await tx.applicant.findMany(mine),
    comments: await tx.applicantComment.findMany(mine),
    opportunities: await tx.opportunity.findMany(mine),
  }));
}

beforeAll(async () => {
  gw = await startGateway({ label: 'tenant-isolation' });
  alpha = await createSite(gw.database.owner, 'alpha', 'Alpha Site');
  beta = await createSite(gw.database.owner, 'beta', 'Beta Site');
  alphaOwner = await staffMember(gw.app, gw.db, alpha, 'owner');
  alphaReviewer = await staffMember(gw.app, gw.db, alpha, 'reviewer');
  betaOwner = await staffMember(gw.app, gw.db, beta, 'owner');
  const invited = await alphaOwner.inject({
    method: 'POST',
    url: '/api/saas/staff/invitations',
    payload: { email: 'invited@alpha.test', role: 'reviewer' },
  });
  expect(invited.statusCode).toBe(201);
  const { opportunityId, applicantId, commentId } = await withTenant(gw.database.owner, alpha.id, async (tx) => {
    const opportunity = await tx.opportunity.create({
      data: {
        title: 'Alpha private position',
        universityName: 'Alpha Site University',
        country: 'Netherlands',
        tenantId: alpha.id,
        source: 'tenant',
      },
    });
    const applicant = await tx.applicant.create({
      data: {
        tenantId: alpha.id,
        opportunityId: opportunity.id,
        name: 'Alice Applicant',
        email: 'alice@applicant.test',
      },
    });
    const comment = await tx.applicantComment.create({
      data: { tenantId: alpha.id, applicantId: applicant.id, authorId: alphaOwner.id, comment: 'Strong candidate' },
    });
    return { opportunityId: opportunity.id, applicantId: applicant.id, commentId: comment.id };
  });
  alphaIds = {
    staff: alphaReviewer.id,
    invitations: (invited.json() as { invitation: { id: string } }).invitation.id,
    opportunities: opportunityId,
    applicants: applicantId,
    comments: commentId,
    customers: alpha.id,
  };
}, 60_000);

afterAll(async () => {
  await gw?.close();
});

/** The route's URL with each :param filled by the first site's row it names (by the path segment before it). */
function fill(url: string): string {
  const parts = url.split('/');
  return parts
    .map((part, i) => {
      if (!part.startsWith(':')) return part;
      const owner = parts[i - 1] ?? '';
      if (part === ':commentId') return alphaIds.comments!;
      return alphaIds[owner] ?? alphaIds.applicants!;
    })
    .join('/');
}

function secretsOfAlpha(): string[] {
  return [
    alpha.id,
    alphaOwner.id,
    alphaReviewer.id,
    alphaOwner.email,
    alphaReviewer.email,
    'invited@alpha.test',
    'Alice Applicant',
    'Strong candidate',
    'Alpha private position',
    ...Object.values(alphaIds),
  ];
}

describe('every tenant endpoint', () => {
  it('is walked: the route table has the staff, customer and profile endpoints', () => {
    const urls = gw.app.routeTable.filter((r) => isTenantEndpoint(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/user/me',
        'GET /api/customer/me',
        'GET /api/customers/:id',
        'GET /api/saas/staff',
        'DELETE /api/saas/staff/:id',
      ]),
    );
  });

  it('refuses a caller without a token (401) and the second site’s token on this site (403), changing nothing', async () => {
    const before = await alphaSnapshot(gw.database.owner);
    const routes = gw.app.routeTable.filter(
      (r) => isTenantEndpoint(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    const wrong: string[] = [];
    for (const route of routes) {
      const url = fill(route.url);
      const method = route.method as 'GET';
      const payload = method === 'GET' || method === 'DELETE' ? undefined : PLAUSIBLE_BODY;
      const cases: [string, Record<string, string>, number][] = [
        ['no token', { 'x-tenant': 'alpha' }, 401],
        ['no token, tenant host', { host: 'alpha.example.com' }, 401],
        ["beta's token, alpha's header", { 'x-tenant': 'alpha', authorization: `Bearer ${betaOwner.token}` }, 403],
        ["beta's token, alpha's host", { host: 'alpha.example.com', authorization: `Bearer ${betaOwner.token}` }, 403],
      ];
      for (const [label, headers, status] of cases) {
        const response = await gw.app.inject({ method, url, headers, payload });
        if (response.statusCode !== status)
          wrong.push(`${method} ${url} (${label}) -> ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
    expect(await alphaSnapshot(gw.database.owner)).toEqual(before);
  });

  it('serves the second site’s token only the second site: no row of the first is read or written', async () => {
    const before = await alphaSnapshot(gw.database.owner);
    const routes = gw.app.routeTable.filter(
      (r) => isTenantEndpoint(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    const leaks: string[] = [];
    for (const route of routes) {
      const url = fill(route.url);
      const method = route.method as 'GET';
      const payload = method === 'GET' || method === 'DELETE' ? undefined : PLAUSIBLE_BODY;
      for (const headers of [{}, { 'x-tenant': 'beta' }, { host: 'beta.example.com' }]) {
        const response = await betaOwner.inject({ method, url, headers: { 'x-tenant': '', ...headers }, payload });
        if (response.statusCode >= 500) leaks.push(`${method} ${url} -> ${response.statusCode}`);
        const seen = secretsOfAlpha().filter((secret) => response.body.includes(secret));
        if (seen.length > 0)
          leaks.push(`${method} ${url} ${JSON.stringify(headers)} -> ${response.statusCode} shows ${seen.join(', ')}`);
      }
    }
    expect(leaks, leaks.join('\n')).toEqual([]);
    expect(await alphaSnapshot(gw.database.owner)).toEqual(before);
  });
});

describe('a call naming the first site’s records in a filter or a selection', () => {
  it('answers 404 naming the ids that are not the caller’s, as by id: lists, exports, bulk changes, stats', async () => {
    const mine = await withTenant(gw.database.owner, beta.id, async (tx) => {
      const opportunity = await tx.opportunity.create({
        data: { title: 'Beta position', universityName: 'Beta University', country: 'France', tenantId: beta.id },
      });
      const applicant = await tx.applicant.create({
        data: {
          tenantId: beta.id,
          opportunityId: opportunity.id,
          name: 'Bob Applicant',
          email: 'bob@applicant.test',
          confirmedAt: new Date(),
        },
      });
      return { opportunity: opportunity.id, applicant: applicant.id };
    });
    const main = await gw.database.owner.opportunity.create({
      data: { title: 'Main site position', universityName: 'Main University', country: 'France' },
    });
    const unknown = randomUUID();
    const before = await alphaSnapshot(gw.database.owner);

    const byOpportunity = (id: string) =>
      [
        ['GET', `/api/applicants?opportunity=${id}`],
        ['GET', `/api/applicants/export.csv?opportunity=${id}`],
        ['POST', '/api/applicants/export.csv', { opportunity: id }],
        ['GET', `/api/applicants/stats?opportunity=${id}`],
      ] as const;
    const bySelection = (ids: string[]) =>
      [
        ['GET', `/api/applicants/export.csv?ids=${ids.join(',')}`],
        ['POST', '/api/applicants/export.csv', { ids }],
        ['POST', '/api/applicants/bulk-status', { ids, status: 'rejected' }],
      ] as const;
    const call = ([method, url, payload]: readonly [string, string, object?]) =>
      betaOwner.inject({ method: method as 'GET', url, payload });

    const wrong: string[] = [];
    const expectNotFound = async (calls: readonly (readonly [string, string, object?])[], message: string) => {
      for (const c of calls) {
        const res = await call(c);
        const body = res.json() as { error?: string; message?: string };
        if (res.statusCode !== 404 || body.error !== 'not_found' || body.message !== message)
          wrong.push(`${c[0]} ${c[1]} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    };
    const alphaOpportunity = alphaIds.opportunities!;
    for (const id of [alphaOpportunity, alphaOpportunity.toUpperCase(), main.id, unknown])
      await expectNotFound(byOpportunity(id), `Opportunity not found on your site: ${id.toLowerCase()}.`);
    const alphaApplicant = alphaIds.applicants!;
    await expectNotFound(bySelection([alphaApplicant]), `Applicant not found on your site: ${alphaApplicant}.`);
    // A mixed selection names only what is not the caller's, and changes nothing of its own either.
    await expectNotFound(
      bySelection([mine.applicant, alphaApplicant, unknown]),
      `Applicants not found on your site: ${alphaApplicant}, ${unknown}.`,
    );
    expect(wrong, wrong.join('\n')).toEqual([]);
    const own = await withTenant(gw.db, beta.id, (tx) =>
      tx.applicant.findUniqueOrThrow({ where: { id: mine.applicant } }),
    );
    expect(own.status).toBe('new');
    expect(await alphaSnapshot(gw.database.owner)).toEqual(before);

    // The caller's own ids answer as before.
    for (const c of [...byOpportunity(mine.opportunity), ...bySelection([mine.applicant])]) {
      const res = await call(c);
      expect(res.statusCode, `${c[0]} ${c[1]} ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});

describe('at the database', () => {
  it('shows the runtime role no staff links of another site, even through hand-written SQL', async () => {
    const none = await gw.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM tenant_tokens`;
    expect(none[0]!.n).toBe(0);
    const fromBeta = await withTenant(
      gw.db,
      beta.id,
      (tx) =>
        tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM tenant_tokens WHERE tenant_id = ${alpha.id}::uuid`,
    );
    expect(fromBeta[0]!.n).toBe(0);
    const fromAlpha = await withTenant(
      gw.db,
      alpha.id,
      (tx) =>
        tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM tenant_tokens WHERE tenant_id = ${alpha.id}::uuid`,
    );
    expect(fromAlpha[0]!.n).toBeGreaterThan(0);
  });
});
