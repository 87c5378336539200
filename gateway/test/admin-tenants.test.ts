// The admin's university sites (issue 15) on real parts (Postgres under row-level security, Redis, the
// workers' outbox relay, search-index and mail processors, a real SMTP inbox): provisioning a site
// e-mails its owner the staff invitation, who accepts it and signs in on the new site as its owner;
// the address follows the shared host rule and is taken once, even by two provisions at once; rename;
// suspend closes the site (sessions end, sign-in, staff and careers calls refused, listings leave PhD
// Finder through the outbox) and reinstate opens it again; each change once in the audit log.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listAdminTenants,
  provisionAdminTenant,
  reinstateAdminTenant,
  renameAdminTenant,
  suspendAdminTenant,
  type AdminTenant as AdminTenantJson,
} from '@phd/contracts/endpoints/admin-people';
import { SITE_SUSPENDED } from '@phd/services/tenants/site-suspension';
import { createTenantOpportunity } from '@phd/services/tenants/tenant-opportunities';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { recipients } from '../../workers/test/mail-inbox.ts';
import { waitFor } from '../../workers/test/helpers.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { startMailSuite, type MailSuite } from './mail-suite.ts';
import { createSite, signIn, staffMember, STRONG_PASSWORD, type Site } from './tenant-staff.ts';
import { fixtureWebRoot } from './web-root.ts';
import { expectContractAnswer } from './contract-answer.ts';

const UNIVERSITY = 'Delft University of Technology';

let suite: MailSuite;
let webRoot: string;
let admin: SignedInCandidate;
let candidate: SignedInCandidate;
beforeAll(async () => {
  webRoot = fixtureWebRoot();
  suite = await startMailSuite({ label: 'admin-tenants', webRoot });
  await suite.gw.database.owner.university.create({
    data: { name: UNIVERSITY, slug: 'tu-delft', country: 'Netherlands' },
  });
  admin = await signInAs(suite.gw.app, suite.gw.db, 'admin@admin-tenants.test', { role: 'admin' });
  candidate = await signInAs(suite.gw.app, suite.gw.db, 'someone@admin-tenants.test');
});
afterAll(async () => {
  await suite?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const app = () => suite.gw.app;

const provision = (fields: Record<string, unknown> = {}) =>
  admin.inject({
    method: 'POST',
    url: '/api/admin/tenants',
    payload: {
      slug: `site-${randomUUID().slice(0, 8)}`,
      name: 'Delft Robotics Graduate School',
      university: 'delft university of technology',
      owner_email: `owner-${randomUUID().slice(0, 8)}@tudelft.nl`,
      ...fields,
    },
  });

const act = (id: string, verb: 'suspend' | 'reinstate') =>
  admin.inject({ method: 'POST', url: `/api/admin/tenants/${id}/${verb}` });

const auditOf = async (id: string) =>
  (await admin.inject({ method: 'GET', url: `/api/admin/audit?record_type=tenant&record_id=${id}` })).json().data as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

async function listed(slug: string): Promise<AdminTenantJson> {
  const res = await admin.inject({ method: 'GET', url: `/api/admin/tenants?q=${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  expectContractAnswer(listAdminTenants, res);
  return (res.json().data as AdminTenantJson[]).find((t) => t.slug === slug)!;
}

async function listedPublicly(title: string): Promise<boolean> {
  const res = await app().inject(`/api/opportunities?q=${encodeURIComponent(title)}&limit=30`);
  return (res.json().data as { title: string }[]).some((o) => o.title === title);
}

describe('admin tenants', () => {
  it('refuses everyone but admins on every route: 401 signed out, 403 signed in', async () => {
    const id = randomUUID();
    const calls = [
      { method: 'GET', url: '/api/admin/tenants' },
      { method: 'POST', url: '/api/admin/tenants', payload: { slug: 'x' } },
      { method: 'PUT', url: `/api/admin/tenants/${id}`, payload: { name: 'x' } },
      { method: 'POST', url: `/api/admin/tenants/${id}/suspend` },
      { method: 'POST', url: `/api/admin/tenants/${id}/reinstate` },
    ] as const;
    for (const call of calls) {
      expect((await app().inject(call)).statusCode, call.url).toBe(401);
      expect((await candidate.inject(call)).statusCode, call.url).toBe(403);
    }
  });

  it('provisions a site: the owner gets the invitation by e-mail, accepts it and signs in as owner', async () => {
    const ownerEmail = `ada-${randomUUID().slice(0, 8)}@tudelft.nl`;
    const res = await provision({ slug: 'Maritime-Lab', owner_email: ownerEmail.toUpperCase() });
    expect(res.statusCode, res.body).toBe(201);
    expectContractAnswer(provisionAdminTenant, res);
    const site = res.json().data as AdminTenantJson;
    expect(site).toMatchObject({
      slug: 'maritime-lab',
      name: 'Delft Robotics Graduate School',
      university: UNIVERSITY,
      site_url: 'http://maritime-lab.localhost:3000/',
      staff_count: 0,
      owners: [],
      pending_owner_invitations: [{ email: ownerEmail }],
      listings: { open: 0, total: 0 },
      suspended_at: null,
    });
    const row = await suite.gw.db.tenant.findUniqueOrThrow({ where: { id: site.id }, include: { university: true } });
    expect(row.university?.name).toBe(UNIVERSITY);

    const mail = await suite.inbox.waitForMessage(
      (m) => recipients(m).includes(ownerEmail),
      `the invitation to ${ownerEmail}`,
    );
    expect(mail.subject).toBe('Join the staff of Delft Robotics Graduate School');
    expect(mail.text).toContain('as an owner');
    const link = /http:\/\/maritime-lab\.localhost:3000\/invite\?token=([\w-]+)/.exec(mail.text ?? '');
    expect(link, 'an invitation link on the site’s own address').not.toBeNull();

    const host = { host: 'maritime-lab.localhost:3000' };
    const accepted = await app().inject({
      method: 'POST',
      url: '/api/staff/invitations/accept',
      headers: host,
      payload: { token: link![1], name: 'Ada Owner', password: STRONG_PASSWORD },
      remoteAddress: suite.freshIp(),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({ email: ownerEmail, role: 'owner', tenant_id: site.id });

    const login = await app().inject({
      method: 'POST',
      url: '/api/login',
      headers: host,
      payload: { email: ownerEmail, password: STRONG_PASSWORD },
      remoteAddress: suite.freshIp(),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ user: { role: 'owner' }, tenant: { slug: 'maritime-lab' } });
    const staff = await app().inject({
      method: 'GET',
      url: '/api/saas/staff',
      headers: { ...host, authorization: `Bearer ${login.json().token}` },
    });
    expect(staff.statusCode, staff.body).toBe(200);

    expect(await listed('maritime-lab')).toMatchObject({
      staff_count: 1,
      owners: [{ name: 'Ada Owner', email: ownerEmail }],
      pending_owner_invitations: [],
    });
    const [provisioned] = await auditOf(site.id);
    expect(provisioned).toMatchObject({
      action: 'tenant.provisioned',
      before: null,
      after: { slug: 'maritime-lab', university: UNIVERSITY, owner_invited: ownerEmail },
    });
  });

  it('refuses reserved, malformed and taken addresses, unknown universities and bad e-mails, saying why', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ slug: 'www' }, 400, 'The address “www” is reserved for PhD Finder’s own use. Choose another one.'],
      [{ slug: 'SaaS' }, 400, 'The address “saas” is reserved for PhD Finder’s own use. Choose another one.'],
      [
        { slug: 'bad_slug!' },
        400,
        'Address must be 1 to 63 lowercase letters, digits and hyphens, and may not start or end with a hyphen.',
      ],
      [{ slug: '' }, 400, 'Address is required'],
      [
        { university: 'Hogwarts' },
        400,
        'We do not know the university “Hogwarts”. Choose one from the list of universities.',
      ],
      [{ owner_email: 'not-an-address' }, 400, 'Email is invalid'],
      [{ name: ' ' }, 400, 'Site name is required'],
      // A NUL character is refused at the edge, naming the field as sent.
      [{ name: 'Nul\u0000name' }, 400, 'name may not contain the NUL character (U+0000).'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await provision(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().message, JSON.stringify(fields)).toBe(message);
    }
    expect((await provision({ slug: 'taken-once' })).statusCode).toBe(201);
    const taken = await provision({ slug: 'Taken-Once' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'conflict',
      message: 'That address is taken by another university site. Choose another one.',
    });
  });

  it('two identical provisions at once make one site', async () => {
    const body = { slug: 'twice-at-once', owner_email: 'twice@tudelft.nl' };
    const both = await Promise.all([provision(body), provision(body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await suite.gw.db.tenant.count({ where: { slug: 'twice-at-once' } })).toBe(1);
  });

  it('renames a site, with before and after in the audit log', async () => {
    const site = (await provision({ slug: 'rename-me' })).json().data as AdminTenantJson;
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/tenants/${site.id.toUpperCase()}`,
      payload: { name: 'TU Delft Careers' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(renameAdminTenant, res);
    expect(res.json().data.name).toBe('TU Delft Careers');
    const publicFace = await app().inject({ method: 'GET', url: '/api/tenant', headers: { 'x-tenant': 'rename-me' } });
    expect(publicFace.json().name).toBe('TU Delft Careers');
    const [renamed] = await auditOf(site.id);
    expect(renamed).toMatchObject({
      action: 'tenant.renamed',
      before: { name: 'Delft Robotics Graduate School' },
      after: { name: 'TU Delft Careers' },
    });
    const empty = await admin.inject({ method: 'PUT', url: `/api/admin/tenants/${site.id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Site name is required');
    for (const id of ['nope', randomUUID()]) {
      const res = await admin.inject({ method: 'PUT', url: `/api/admin/tenants/${id}`, payload: { name: 'x' } });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('University site not found.');
    }
  });

  it('suspends a site: staff signed out, sign-in, staff and careers calls refused, listings gone; reinstate reopens', async () => {
    const site: Site = await createSite(suite.gw.database.owner, 'closing-soon', 'Closing Soon');
    const owner = await staffMember(app(), suite.gw.db, site, 'owner');
    const { opportunity } = await withTenant(suite.gw.db, site.id, (tx) =>
      createTenantOpportunity(
        tx,
        { tenantId: site.id, userId: owner.id, role: 'owner' },
        {
          title: `Tidal energy PhD ${randomUUID().slice(0, 8)}`,
          country: 'Netherlands',
          city: 'Delft',
          ai_department: 'Energy',
          collect_resumes: false,
          opportunity_url: 'https://closing-soon.example/apply',
        },
      ),
    );
    await waitFor(() => listedPublicly(opportunity.title), { what: 'the listing before the suspension' });
    const site_ = { 'x-tenant': site.slug };

    const both = await Promise.all([act(site.id, 'suspend'), act(site.id, 'suspend')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const r of both) expect(r.json().data.suspended_at).toEqual(expect.any(String));
    expectContractAnswer(suspendAdminTenant, both[0]);
    expect((await auditOf(site.id)).map((e) => e.action)).toEqual(['tenant.suspended']);

    // Sign-in is refused at once (the site's row decides, not the plugin's second-old copy).
    const login = await signIn(app(), site, owner.email);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ error: 'tenant_suspended', message: SITE_SUSPENDED });
    // The owner's session ended; within the tenant plugin's cache every call of the site is refused.
    await waitFor(
      async () => (await owner.inject({ method: 'GET', url: '/api/user/me' })).json().error === 'tenant_suspended',
      { what: 'the staff call refused' },
    );
    const careers = await app().inject({ method: 'GET', url: '/api/careers/opportunities', headers: site_ });
    expect(careers.statusCode).toBe(403);
    expect(careers.json().error).toBe('tenant_suspended');
    await waitFor(async () => !(await listedPublicly(opportunity.title)), { what: 'the listing gone from PhD Finder' });
    // Its pages say so (and carry no careers JobPosting).
    const page = await app().inject({
      method: 'GET',
      url: '/careers',
      headers: { host: 'closing-soon.localhost:3000' },
    });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('<title>This university site is suspended | Closing Soon');
    expect(page.body).not.toContain('JobPosting');
    expect((await listed(site.slug)).suspended_at).not.toBeNull();

    const reinstated = await act(site.id, 'reinstate');
    expect(reinstated.statusCode).toBe(200);
    expectContractAnswer(reinstateAdminTenant, reinstated);
    expect(reinstated.json().data).toMatchObject({ suspended_at: null, listings: { open: 1, total: 1 } });
    await waitFor(async () => (await signIn(app(), site, owner.email)).statusCode === 200, {
      what: 'sign-in open again',
    });
    await waitFor(() => listedPublicly(opportunity.title), { what: 'the listing back on PhD Finder' });
    const [back, suspended] = await auditOf(site.id);
    expect(back).toMatchObject({ action: 'tenant.reinstated', after: { suspended_at: null } });
    expect(suspended).toMatchObject({ before: { suspended_at: null }, after: { suspended_at: expect.any(String) } });
    expect((await act(site.id, 'reinstate')).json().message).toBe('Closing Soon is not suspended.');
  });

  it('lists sites newest first with their address and figures, filtered by state', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/tenants?limit=100' });
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json() as { data: AdminTenantJson[]; pagination: { total: number } };
    expect(pagination.total).toBe(data.length);
    expect(data.map((t) => t.created_at)).toEqual([...data.map((t) => t.created_at)].sort().reverse());
    const suspended = (await admin.inject({ method: 'GET', url: '/api/admin/tenants?status=suspended' })).json();
    expect(suspended.data).toEqual([]);
    const bad = await admin.inject({ method: 'GET', url: '/api/admin/tenants?status=closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be one of: active, suspended, all');
  });
});
