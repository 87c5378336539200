// The audit log beyond the admin's own actions (issue 15): every recruiter or university-site change
// that others depend on (publishing, editing, closing, reopening and deleting positions, application
// and applicant statuses, staff invitations, roles and removals) appends a row naming who (kind, id,
// e-mail), what, which record, before and after, the site, and the address; the admin finds them in
// GET /api/admin/audit. Real Postgres, through the HTTP API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditLog, type AuditEvent as AuditEventJson } from '@phd/contracts/endpoints/admin-operations';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { startGateway, type Gateway } from './harness.ts';
import { createOpportunity } from './opportunity-fixture.ts';
import { verifiedRecruiter, type SignedInRecruiter } from './recruiter.ts';
import { createSite, staffMember, type Site, type StaffMember } from './tenant-staff.ts';
import { expectContractAnswer } from './contract-answer.ts';

let gw: Gateway;
let admin: SignedInCandidate;
let recruiter: SignedInRecruiter;
let recruiterEmail: string;
let site: Site;
let owner: StaffMember;

beforeAll(async () => {
  gw = await startGateway({ label: 'audit-trail' });
  admin = await signInAs(gw.app, gw.db, 'admin@audit-trail.test', { role: 'admin' });
  recruiter = await verifiedRecruiter(gw.app, gw.db);
  recruiterEmail = (await gw.db.recruiter.findUniqueOrThrow({ where: { id: recruiter.id } })).email;
  site = await createSite(gw.db, 'audit-trail');
  owner = await staffMember(gw.app, gw.db, site, 'owner');
});
afterAll(async () => {
  await gw?.close();
});

async function trail(recordId: string): Promise<AuditEventJson[]> {
  const res = await admin.inject({ method: 'GET', url: `/api/admin/audit?record_id=${recordId}` });
  expect(res.statusCode).toBe(200);
  expectContractAnswer(listAuditLog, res);
  // Newest first; read oldest first here to follow the story.
  return (res.json().data as AuditEventJson[]).reverse();
}

const position = {
  title: 'PhD in Audited Systems',
  country: 'United Kingdom',
  description: '<p>Four years, fully funded.</p>',
  opportunity_url: 'https://www.example.ac.uk/apply',
};

describe('a recruiter’s changes', () => {
  it('publish, edit, close and reopen each leave a row with the recruiter, the address and before/after', async () => {
    const published = await recruiter.inject({
      method: 'POST',
      url: '/api/university/opportunities',
      payload: position,
    });
    expect(published.statusCode).toBe(201);
    const id = published.json().data.id as string;
    const steps = [
      {
        method: 'PUT',
        url: `/api/university/opportunities/${id}`,
        payload: { title: 'PhD in Audited Systems (2027)' },
      },
      { method: 'POST', url: `/api/university/opportunities/${id}/close` },
      { method: 'POST', url: `/api/university/opportunities/${id}/reopen` },
    ] as const;
    for (const step of steps) expect((await recruiter.inject(step)).statusCode).toBe(200);

    const rows = await trail(id);
    expect(rows.map((r) => r.action)).toEqual([
      'opportunity.created',
      'opportunity.updated',
      'opportunity.closed',
      'opportunity.reopened',
    ]);
    for (const row of rows) {
      expect(row.actor).toEqual({ kind: 'recruiter', id: recruiter.id, email: recruiterEmail });
      expect(row.record_type).toBe('opportunity');
      expect(row.ip).toBe('127.0.0.1');
      expect(row.tenant_id).toBeNull();
    }
    const [, edited, closed] = rows;
    expect(edited?.before).toMatchObject({ title: 'PhD in Audited Systems' });
    expect(edited?.after).toMatchObject({ title: 'PhD in Audited Systems (2027)' });
    expect(closed?.before).toMatchObject({ status: 'open' });
    expect(closed?.after).toMatchObject({ status: 'closed' });
  });

  it('an application’s status change is recorded once, with the old and new status', async () => {
    const opportunity = await createOpportunity(gw.db, 'audit-application', { recruiterId: recruiter.id });
    const candidate = await signInAs(gw.app, gw.db, 'applicant@audit-trail.test');
    const application = await gw.db.application.create({
      data: {
        opportunityId: opportunity.id,
        userId: candidate.userId,
        name: 'Ada Applicant',
        email: 'applicant@audit-trail.test',
        contactMobile: '+44 20 7946 0000',
        country: 'United Kingdom',
      },
    });
    const change = { method: 'PUT', url: `/api/university/applications/${application.id}/status` } as const;
    const payload = { status: 'shortlisted', notify: false };
    expect((await recruiter.inject({ ...change, payload })).statusCode).toBe(200);
    // The same status again changes nothing and records nothing.
    expect((await recruiter.inject({ ...change, payload })).statusCode).toBe(200);

    const rows = await trail(application.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'application.status_changed',
      record_type: 'application',
      actor: { kind: 'recruiter', email: recruiterEmail },
      before: { status: 'new' },
      after: { status: 'shortlisted', notify: false },
    });
  });
});

describe('a university site’s changes', () => {
  it('positions created, closed and deleted by staff name the staff member and the site', async () => {
    const created = await owner.inject({
      method: 'POST',
      url: '/api/saas/opportunities',
      payload: { ...position, status: 'draft' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    for (const status of ['open', 'closed']) {
      const res = await owner.inject({ method: 'PUT', url: `/api/saas/opportunities/${id}`, payload: { status } });
      expect(res.statusCode).toBe(200);
    }
    expect((await owner.inject({ method: 'DELETE', url: `/api/saas/opportunities/${id}` })).statusCode).toBe(200);

    const rows = await trail(id);
    expect(rows.map((r) => r.action)).toEqual([
      'opportunity.created',
      'opportunity.published',
      'opportunity.closed',
      'opportunity.deleted',
    ]);
    for (const row of rows) {
      expect(row.actor).toEqual({ kind: 'staff', id: owner.id, email: owner.email });
      expect(row.tenant_id).toBe(site.id);
    }
  });

  it('an applicant’s status change and deletion are recorded without their personal data', async () => {
    const applicant = await withTenant(gw.db, site.id, (tx) =>
      tx.applicant.create({
        data: { tenantId: site.id, name: 'Private Person', email: 'private@example.org', confirmedAt: new Date() },
      }),
    );
    const moved = await owner.inject({
      method: 'PUT',
      url: `/api/applicants/${applicant.id}/status`,
      payload: { status: 'reviewing', notify: false },
    });
    expect(moved.statusCode).toBe(200);
    expect((await owner.inject({ method: 'DELETE', url: `/api/applicants/${applicant.id}` })).statusCode).toBe(200);

    const rows = await trail(applicant.id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['applicant.status_changed', { status: 'new' }, { status: 'reviewing', notify: false }],
      ['applicant.deleted', { opportunity_id: null, status: 'reviewing' }, null],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Private Person|private@example\.org/);
  });

  it('staff invitations, role changes and removals are recorded', async () => {
    const invited = await owner.inject({
      method: 'POST',
      url: '/api/saas/staff/invitations',
      payload: { email: 'new.reviewer@audit-trail.test', role: 'reviewer' },
    });
    expect(invited.statusCode).toBe(201);
    const invitation = await trail(invited.json().invitation.id);
    expect(invitation.map((r) => [r.action, r.after])).toEqual([
      ['staff.invited', { email: 'new.reviewer@audit-trail.test', role: 'reviewer' }],
    ]);

    const colleague = await staffMember(gw.app, gw.db, site, 'reviewer');
    const promote = { method: 'PUT', url: `/api/saas/staff/${colleague.id}`, payload: { role: 'admin' } } as const;
    expect((await owner.inject(promote)).statusCode).toBe(200);
    expect((await owner.inject({ method: 'DELETE', url: `/api/saas/staff/${colleague.id}` })).statusCode).toBe(200);
    const rows = await trail(colleague.id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['staff.role_changed', { email: colleague.email, role: 'reviewer' }, { email: colleague.email, role: 'admin' }],
      ['staff.removed', expect.objectContaining({ email: colleague.email, role: 'admin' }), null],
    ]);
    expect(rows.every((r) => r.tenant_id === site.id && r.actor.email === owner.email)).toBe(true);
  });
});
