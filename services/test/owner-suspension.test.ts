// Suspensions (issue 15) at the level of the data, on real Postgres as the application's role: a
// suspended site or recruiter cannot start a session even when the gateway's copy of the site is a
// second old, a sign-in racing a suspension never outlives it, and a site's suspension flags all its
// listings (unlisted and drafts too, seen in its unit of work) while only those on PhD Finder are
// queued for re-indexing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { suspendRecruiter } from '../src/admin/admin-recruiters.ts';
import { reinstateTenant, suspendTenant } from '../src/admin/admin-tenants.ts';
import type { Actor } from '../src/audit/audit-log.ts';
import { DomainError } from '../src/errors.ts';
import { startRecruiterSession } from '../src/recruiters/recruiter-sessions.ts';
import { TENANT_SUSPENDED } from '../src/tenants/site-suspension.ts';
import { startStaffSession } from '../src/tenants/staff-sessions.ts';
import { setTransactionTenant, withTenant } from '../src/tenants/unit-of-work.ts';

let database: TestDatabase;
const actor: Actor = { kind: 'admin', id: randomUUID(), email: 'admin@example.org' };
const PUBLIC_URL = 'https://phd.example';

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

let made = 0;
async function siteWithOwner() {
  const slug = `site-${++made}`;
  const tenant = await database.owner.tenant.create({ data: { slug, name: slug, universityName: 'U' } });
  const user = await withTenant(database.db, tenant.id, (tx) =>
    tx.tenantUser.create({
      data: { tenantId: tenant.id, email: `owner@${slug}.test`, passwordHash: 'x', name: 'Owner', role: 'owner' },
    }),
  );
  return { tenantId: tenant.id, userId: user.id };
}

const staffSessions = (tenantId: string) =>
  withTenant(database.db, tenantId, (tx) => tx.session.count({ where: { tenantUser: { tenantId } } }));

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('a suspended site', () => {
  it('starts no staff session, whatever the gateway believes', async () => {
    const { tenantId, userId } = await siteWithOwner();
    await suspendTenant(database.db, actor, PUBLIC_URL, tenantId);
    const error = await refusal(withTenant(database.db, tenantId, (tx) => startStaffSession(tx, tenantId, userId)));
    expect(error).toMatchObject({ kind: 'forbidden', code: TENANT_SUSPENDED });
    expect(await staffSessions(tenantId)).toBe(0);
  });

  it('ends a sign-in that is under way when the site is suspended', async () => {
    const { tenantId, userId } = await siteWithOwner();
    let suspension: Promise<unknown> | undefined;
    await withTenant(database.db, tenantId, async (tx) => {
      await startStaffSession(tx, tenantId, userId);
      // The admin suspends the site while this sign-in has not committed yet: the suspension waits
      // for it (the share lock on the site's row), then ends its session too.
      suspension = suspendTenant(database.db, actor, PUBLIC_URL, tenantId);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await suspension;
    expect(await staffSessions(tenantId)).toBe(0);
  });

  it('flags every listing of the site, and queues only those on PhD Finder for the index', async () => {
    const { tenantId } = await siteWithOwner();
    const ids = await database.owner.$transaction(async (tx) => {
      await setTransactionTenant(tx, tenantId);
      const listing = (listedPublicly: boolean, status: 'draft' | 'open') =>
        tx.opportunity.create({
          data: { title: 'x', universityName: 'U', country: 'NL', tenantId, listedPublicly, status },
          select: { id: true },
        });
      return {
        listed: (await listing(true, 'open')).id,
        unlisted: (await listing(false, 'open')).id,
        draft: (await listing(true, 'draft')).id,
      };
    });
    const since = await database.owner.outboxEvent.aggregate({ _max: { id: true } });
    await suspendTenant(database.db, actor, PUBLIC_URL, tenantId);
    const rows = await database.owner.opportunity.findMany({ where: { tenantId }, select: { ownerSuspended: true } });
    expect(rows.map((r) => r.ownerSuspended)).toEqual([true, true, true]);
    const queued = await database.owner.outboxEvent.findMany({
      where: { id: { gt: since._max.id ?? 0n }, type: 'opportunity.updated' },
    });
    // The listed one leaves the index; the unlisted one never was on PhD Finder, so nothing is queued.
    const queuedIds = queued.map((e) => (e.payload as { opportunityId: string }).opportunityId);
    expect(queuedIds).toContain(ids.listed);
    expect(queuedIds).not.toContain(ids.unlisted);

    await reinstateTenant(database.db, actor, PUBLIC_URL, tenantId);
    const back = await database.owner.opportunity.findMany({ where: { tenantId }, select: { ownerSuspended: true } });
    expect(back.every((r) => !r.ownerSuspended)).toBe(true);
  });
});

describe('a suspended recruiter', () => {
  it('starts no session, and a sign-in racing the suspension does not outlive it', async () => {
    for (let round = 0; round < 5; round++) {
      const recruiter = await database.db.recruiter.create({
        data: {
          email: `r${round}-${randomUUID()}@testing.ac.uk`,
          passwordHash: 'x',
          firstName: 'R',
          lastName: 'R',
          universityName: 'U',
          status: 'active',
          emailVerifiedAt: new Date(),
        },
      });
      await Promise.allSettled([
        startRecruiterSession(database.db, recruiter.id),
        suspendRecruiter(database.db, actor, recruiter.id),
      ]);
      expect(await database.db.session.count({ where: { recruiterId: recruiter.id } }), `round ${round}`).toBe(0);
      const error = await refusal(startRecruiterSession(database.db, recruiter.id));
      expect(error).toMatchObject({ kind: 'forbidden', code: 'account_suspended' });
    }
  });
});
