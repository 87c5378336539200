// A university site's API keys (issue 33; docs/api-keys.md) on real Postgres under row-level security:
// owners make, list and revoke keys; the site's systems call the staff's API with them (a read key
// lists the applicants and cannot write, a write key changes a status authored by the key's maker and
// audited as the key), a revoked, unknown or malformed key is refused with a sentence, one site's key
// never works on another, and no key manages keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_CREATED,
  API_KEY_REVOKED,
  createApiKey,
  listApiKeys,
  revokeApiKey,
} from '@phd/contracts/endpoints/api-keys';
import { listApplicants } from '@phd/contracts/endpoints/applicants';
import { LAST_USED_EVERY_MS } from '@phd/services/tenants/api-keys';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { API_KEY_NOT_ALLOWED, API_KEY_READ_ONLY, API_KEY_UNKNOWN } from '../src/auth/api-key.ts';
import { OTHER_SITE } from '../src/auth/tenant-staff.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { createSite, staffMember, type Site, type StaffMember } from './tenant-staff.ts';

let gw: Gateway;
let alpha: Site;
let beta: Site;
let owner: StaffMember;
let admin: StaffMember;
let reviewer: StaffMember;
let betaOwner: StaffMember;
let applicantId: string;
let betaApplicantId: string;

async function seedApplicant(site: Site, name: string): Promise<string> {
  return withTenant(gw.database.owner, site.id, async (tx) => {
    const opportunity = await tx.opportunity.create({
      data: {
        title: `${site.name} PhD`,
        universityName: site.name,
        country: 'Netherlands',
        tenantId: site.id,
        source: 'tenant',
      },
    });
    const row = await tx.applicant.create({
      data: {
        tenantId: site.id,
        opportunityId: opportunity.id,
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
        source: 'careers',
        confirmedAt: new Date(),
      },
    });
    return row.id;
  });
}

beforeAll(async () => {
  gw = await startGateway({ label: 'api-keys' });
  alpha = await createSite(gw.database.owner, 'alpha-keys', 'Alpha Keys');
  beta = await createSite(gw.database.owner, 'beta-keys', 'Beta Keys');
  owner = await staffMember(gw.app, gw.db, alpha, 'owner');
  admin = await staffMember(gw.app, gw.db, alpha, 'admin');
  reviewer = await staffMember(gw.app, gw.db, alpha, 'reviewer');
  betaOwner = await staffMember(gw.app, gw.db, beta, 'owner');
  applicantId = await seedApplicant(alpha, 'Ada Lovelace');
  betaApplicantId = await seedApplicant(beta, 'Bea Beta');
}, 60_000);

afterAll(async () => {
  await gw?.close();
});

async function makeKey(member: StaffMember, scope: 'read' | 'write', name = `${scope} key`) {
  const res = await member.inject({ method: 'POST', url: '/api/saas/api-keys', payload: { name, scope } });
  expect(res.statusCode, res.body).toBe(201);
  expectContractAnswer(createApiKey, res);
  const body = res.json<{ key: string; data: { id: string; prefix: string } }>();
  return { key: body.key, id: body.data.id, prefix: body.data.prefix };
}

/** A call as the HR system makes it: the key alone, on the main host (no X-Tenant), or with headers. */
const withKey = (
  key: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
    headers?: Record<string, string>;
  },
) => gw.app.inject({ ...options, headers: { authorization: `Bearer ${key}`, ...options.headers } });

const auditRows = (recordId: string) =>
  gw.database.owner.auditEvent.findMany({ where: { recordId }, orderBy: { createdAt: 'asc' } });

describe('making and listing keys (owners only)', () => {
  it('answers the key once, stores only its hash, lists it without the key and audits the creation', async () => {
    const { key, id, prefix } = await makeKey(owner, 'read', 'HR system');
    expect(key).toMatch(new RegExp(`^phd_${alpha.id}_[A-Za-z0-9_-]{43}$`));
    expect(prefix).toBe(`phd_…${key.slice(-43, -35)}`);

    const row = await withTenant(gw.database.owner, alpha.id, (tx) => tx.apiKey.findUniqueOrThrow({ where: { id } }));
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key.slice(-43));
    expect(row.createdById).toBe(owner.id);

    const list = await owner.inject({ method: 'GET', url: '/api/saas/api-keys' });
    expect(list.statusCode).toBe(200);
    expectContractAnswer(listApiKeys, list);
    expect(list.body).not.toContain(key.slice(-43));
    const listed = list.json<{ data: { id: string; name: string; scope: string; created_by: { id: string } }[] }>()
      .data;
    expect(listed.find((k) => k.id === id)).toMatchObject({
      name: 'HR system',
      scope: 'read',
      created_by: { id: owner.id },
    });

    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({
      action: 'api_key.created',
      actorKind: 'staff',
      actorId: owner.id,
      tenantId: alpha.id,
    });
    expect(JSON.stringify(audit)).not.toContain(key.slice(-43));
  });

  it('refuses admins and reviewers (403) on every key route', async () => {
    const { id } = await makeKey(owner, 'read');
    for (const member of [admin, reviewer]) {
      for (const [method, url] of [
        ['GET', '/api/saas/api-keys'],
        ['POST', '/api/saas/api-keys'],
        ['DELETE', `/api/saas/api-keys/${id}`],
      ] as const) {
        const res = await member.inject({
          method,
          url,
          payload: method === 'POST' ? { name: 'x', scope: 'read' } : undefined,
        });
        expect(res.statusCode, `${member.role} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('refuses bad input with a sentence: no name, a NUL, control characters cleaned, a long name, an unknown scope', async () => {
    const post = (payload: unknown) =>
      owner.inject({ method: 'POST', url: '/api/saas/api-keys', payload: payload as object });
    const cases: [unknown, string][] = [
      [{ scope: 'read' }, 'Name is required'],
      [{ name: '   ', scope: 'read' }, 'Name is required'],
      [{ name: 'a\u0000b', scope: 'read' }, 'may not contain the NUL character (U+0000).'],
      [{ name: 'x'.repeat(101), scope: 'read' }, 'Name must be at most 100 characters'],
      [{ name: 'HR', scope: 'admin' }, 'Scope must be read or write'],
      [{ name: 'HR' }, 'Scope must be read or write'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain(message);
    }
    const cleaned = await post({ name: 'HR\u001b[31m sync\u0007', scope: 'write' });
    expect(cleaned.statusCode).toBe(201);
    expect(cleaned.json().data.name).toBe('HR sync');
  });
});

describe('calling the API with a key', () => {
  it('a read key lists the site’s applicants (no X-Tenant needed) and is refused after it is revoked', async () => {
    const { key, id } = await makeKey(owner, 'read');
    const res = await withKey(key, { url: '/api/applicants' });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(listApplicants, res);
    const names = res.json<{ data: { id: string; name: string }[] }>().data.map((a) => a.id);
    expect(names).toContain(applicantId);
    expect(names).not.toContain(betaApplicantId);
    // On the site's own address (X-Tenant here) too.
    expect((await withKey(key, { url: '/api/applicants', headers: { 'x-tenant': alpha.slug } })).statusCode).toBe(200);

    const revoked = await owner.inject({ method: 'DELETE', url: `/api/saas/api-keys/${id}` });
    expect(revoked.statusCode).toBe(200);
    expectContractAnswer(revokeApiKey, revoked);
    expect(revoked.json()).toMatchObject({ message: API_KEY_REVOKED, data: { id } });
    expect(revoked.json().data.revoked_at).not.toBeNull();

    const refused = await withKey(key, { url: '/api/applicants' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This API key has been revoked.');
    const [, audit] = await auditRows(id);
    expect(audit).toMatchObject({ action: 'api_key.revoked', actorKind: 'staff', actorId: owner.id });
  });

  it('a read key cannot write: 403 "This API key can only read.", and nothing changes', async () => {
    const { key } = await makeKey(owner, 'read');
    const res = await withKey(key, {
      method: 'PUT',
      url: `/api/applicants/${applicantId}/status`,
      payload: { status: 'shortlisted' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_KEY_READ_ONLY);
    const row = await withTenant(gw.database.owner, alpha.id, (tx) =>
      tx.applicant.findUniqueOrThrow({ where: { id: applicantId } }),
    );
    expect(row.status).not.toBe('shortlisted');
  });

  it('a write key changes an applicant’s status, authored by the key’s maker and audited as the key', async () => {
    const { key, id } = await makeKey(owner, 'write', 'HR write');
    const res = await withKey(key, {
      method: 'PUT',
      url: `/api/applicants/${applicantId}/status`,
      payload: { status: 'reviewing' },
    });
    expect(res.statusCode, res.body).toBe(200);

    const detail = await owner.inject({ method: 'GET', url: `/api/applicants/${applicantId}` });
    const history = detail.json<{ data: { history: { to: string; by: { id: string } | null }[] } }>().data.history;
    expect(history.at(-1)).toMatchObject({ to: 'reviewing', by: { id: owner.id } });

    const audit = await gw.database.owner.auditEvent.findFirst({
      where: { recordId: applicantId, actorKind: 'api_key' },
      orderBy: { createdAt: 'desc' },
    });
    expect(audit).toMatchObject({ actorId: id, actorEmail: owner.email, tenantId: alpha.id });
  });

  it('a write key acts as an admin at most: it manages no keys, even its owner’s', async () => {
    const { key, id } = await makeKey(owner, 'write');
    for (const [method, url] of [
      ['GET', '/api/saas/api-keys'],
      ['POST', '/api/saas/api-keys'],
      ['DELETE', `/api/saas/api-keys/${id}`],
    ] as const) {
      const res = await withKey(key, {
        method,
        url,
        payload: method === 'POST' ? { name: 'x', scope: 'write' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(API_KEY_NOT_ALLOWED);
    }
    // Admin work is open to it.
    expect((await withKey(key, { url: '/api/saas/staff' })).statusCode).toBe(200);
  });

  it('a key of site A is refused on site B (403), and sees nothing of B without the header', async () => {
    const { key } = await makeKey(owner, 'write');
    const res = await withKey(key, { url: '/api/applicants', headers: { 'x-tenant': beta.slug } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(OTHER_SITE);
    const other = await withKey(key, { url: `/api/applicants/${betaApplicantId}` });
    expect(other.statusCode).toBe(404);
    // B's own owner is refused A's keys the same way.
    const list = await betaOwner.inject({
      method: 'DELETE',
      url: `/api/saas/api-keys/${(await makeKey(owner, 'read')).id}`,
    });
    expect(list.statusCode).toBe(404);
  });

  it('a malformed or unknown key is 401 with a sentence, never a 500', async () => {
    const { key } = await makeKey(owner, 'read');
    const secret = key.slice(-43);
    const forged = [
      `phd_${alpha.id}_${'A'.repeat(43)}`,
      `phd_${beta.id}_${secret}`,
      `phd_${alpha.id.toUpperCase()}_${'B'.repeat(43)}`,
      `phd_00000000-0000-0000-0000-000000000000_${secret}`,
    ];
    for (const token of forged) {
      const res = await withKey(token, { url: '/api/applicants' });
      expect(res.statusCode, token).toBe(401);
      expect(res.json().message, token).toBe(API_KEY_UNKNOWN);
    }
    // Not key-shaped: the staff sign-in's refusal.
    for (const token of [`phd_${alpha.id}_short`, 'phd_', `phd_${alpha.id}_${secret}x`, 'phd_%00']) {
      const res = await withKey(token, { url: '/api/applicants', headers: { 'x-tenant': alpha.slug } });
      expect(res.statusCode, token).toBe(401);
      expect(res.json().message, token).toMatch(/sign in/i);
    }
  });

  it('notes the last use, at most once a minute', async () => {
    const { key, id } = await makeKey(owner, 'read');
    const lastUsed = () =>
      withTenant(
        gw.database.owner,
        alpha.id,
        async (tx) => (await tx.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt,
      );
    expect(await lastUsed()).toBeNull();
    await withKey(key, { url: '/api/applicants' });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await withKey(key, { url: '/api/applicants' });
    expect(await lastUsed()).toEqual(first);
    // A use more than a minute later moves it.
    const earlier = new Date(Date.now() - LAST_USED_EVERY_MS - 1_000);
    await withTenant(gw.database.owner, alpha.id, (tx) =>
      tx.apiKey.update({ where: { id }, data: { lastUsedAt: earlier } }),
    );
    await withKey(key, { url: '/api/applicants' });
    expect((await lastUsed())!.getTime()).toBeGreaterThan(earlier.getTime() + LAST_USED_EVERY_MS);
    const listed = (await owner.inject({ method: 'GET', url: '/api/saas/api-keys' })).json<{
      data: { id: string; last_used_at: string | null }[];
    }>();
    expect(listed.data.find((k) => k.id === id)?.last_used_at).not.toBeNull();
  });
});

describe('limits', () => {
  it('refuses a key on a suspended site, even called without X-Tenant', async () => {
    const gamma = await createSite(gw.database.owner, 'gamma-keys', 'Gamma Keys');
    const { key } = await makeKey(await staffMember(gw.app, gw.db, gamma, 'owner'), 'read');
    expect((await withKey(key, { url: '/api/applicants' })).statusCode).toBe(200);
    await gw.database.owner.tenant.update({ where: { id: gamma.id }, data: { suspendedAt: new Date() } });
    const res = await withKey(key, { url: '/api/applicants' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/suspended/);
  });

  it('answers 429 with a sentence past 600 calls a minute with one key', async () => {
    const { key } = await makeKey(owner, 'read');
    const statuses: number[] = [];
    for (let i = 0; i < 601; i += 1)
      statuses.push((await withKey(key, { method: 'GET', url: '/api/saas/pipeline' })).statusCode);
    expect(statuses.slice(0, 600).every((s) => s === 200)).toBe(true);
    expect(statuses[600]).toBe(429);
    const res = await withKey(key, { url: '/api/applicants' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many calls with this API key\. Please try again in \d+ seconds\.$/);
    // Another key of the same site is counted apart.
    expect((await withKey((await makeKey(owner, 'read')).key, { url: '/api/applicants' })).statusCode).toBe(200);
  }, 60_000);
});

describe('revoking', () => {
  it('takes upper-case ids, is idempotent, and of two revokes at once audits one', async () => {
    const { key, id } = await makeKey(owner, 'write');
    const [a, b] = await Promise.all([
      owner.inject({ method: 'DELETE', url: `/api/saas/api-keys/${id.toUpperCase()}` }),
      owner.inject({ method: 'DELETE', url: `/api/saas/api-keys/${id}` }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.revoked_at).toBe(b.json().data.revoked_at);
    const again = await owner.inject({ method: 'DELETE', url: `/api/saas/api-keys/${id}` });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.revoked_at).toBe(a.json().data.revoked_at);
    expect((await auditRows(id)).map((r) => r.action)).toEqual(['api_key.created', 'api_key.revoked']);
    expect((await withKey(key, { url: '/api/applicants' })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown key and 400 for a malformed id', async () => {
    const unknown = await owner.inject({
      method: 'DELETE',
      url: '/api/saas/api-keys/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This API key does not exist on your site.');
    const bad = await owner.inject({ method: 'DELETE', url: '/api/saas/api-keys/not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not a valid id/);
  });

  it('ends a key when its maker leaves the staff', async () => {
    const leaving = await staffMember(gw.app, gw.db, alpha, 'owner');
    const { key } = await makeKey(leaving, 'read');
    expect((await withKey(key, { url: '/api/applicants' })).statusCode).toBe(200);
    const removed = await owner.inject({ method: 'DELETE', url: `/api/saas/staff/${leaving.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await withKey(key, { url: '/api/applicants' })).statusCode).toBe(401);
  });
});

it('says API_KEY_CREATED when a key is made', async () => {
  const res = await owner.inject({
    method: 'POST',
    url: '/api/saas/api-keys',
    payload: { name: 'Once', scope: 'read' },
  });
  expect(res.json().message).toBe(API_KEY_CREATED);
});
