// Tenant isolation in Postgres (issue 13): the application's role, row-level security on tenant-owned
// tables and the unit of work that sets the tenant. Real Postgres; `database.db` is the application's
// client (role phd_app), `database.owner` the owner's (here the cluster's superuser).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { createDb, type Db } from '../src/db/client.ts';
import { currentTenant, setTransactionTenant, withTenant, type TenantTx } from '../src/tenants/unit-of-work.ts';

interface TenantFixture {
  id: string;
  userId: string;
  /** Not listed on PhD Finder: the tenant's own site only. */
  opportunityId: string;
  /** "Also listed on PhD Finder": open, closed, and a draft (which no public page shows). */
  listedOpenId: string;
  listedClosedId: string;
  listedDraftId: string;
  applicantId: string;
  sessionId: string;
}

async function makeTenant(owner: Db, slug: string): Promise<TenantFixture> {
  const tenant = await owner.tenant.create({ data: { slug, name: slug, universityName: `${slug} University` } });
  return owner.$transaction(async (tx) => {
    await setTransactionTenant(tx, tenant.id);
    const user = await tx.tenantUser.create({
      data: { tenantId: tenant.id, email: `owner@${slug}.test`, passwordHash: 'x', name: 'Owner', role: 'owner' },
    });
    const listing = (title: string, data: { listedPublicly: boolean; status: 'draft' | 'open' | 'closed' }) =>
      tx.opportunity.create({
        data: { title: `${slug} ${title}`, universityName: slug, country: 'Netherlands', tenantId: tenant.id, ...data },
      });
    const opportunity = await listing('private listing', { listedPublicly: false, status: 'open' });
    const listedOpen = await listing('listed open', { listedPublicly: true, status: 'open' });
    const listedClosed = await listing('listed closed', { listedPublicly: true, status: 'closed' });
    const listedDraft = await listing('listed draft', { listedPublicly: true, status: 'draft' });
    const applicant = await tx.applicant.create({
      data: {
        tenantId: tenant.id,
        opportunityId: opportunity.id,
        name: `Applicant of ${slug}`,
        email: `a@${slug}.test`,
      },
    });
    await tx.applicantComment.create({
      data: { tenantId: tenant.id, applicantId: applicant.id, authorId: user.id, comment: `Comment at ${slug}` },
    });
    await tx.applicantStatusChange.create({
      data: { tenantId: tenant.id, applicantId: applicant.id, toStatus: 'new' },
    });
    const session = await tx.session.create({
      data: { id: randomUUID(), kind: 'tenant', tenantUserId: user.id, expiresAt: new Date(Date.now() + 3_600_000) },
    });
    return {
      id: tenant.id,
      userId: user.id,
      opportunityId: opportunity.id,
      listedOpenId: listedOpen.id,
      listedClosedId: listedClosed.id,
      listedDraftId: listedDraft.id,
      applicantId: applicant.id,
      sessionId: session.id,
    };
  });
}

const TENANT_TABLES = ['tenant_users', 'applicants', 'applicant_comments', 'applicant_status_changes'] as const;

async function counts(db: Pick<Db, '$queryRawUnsafe'>): Promise<Record<string, number>> {
  const [row] = await db.$queryRawUnsafe<Record<string, number>[]>(
    `SELECT ${TENANT_TABLES.map((t) => `(SELECT count(*)::int FROM "${t}") AS "${t}"`).join(', ')},
            (SELECT count(*)::int FROM sessions WHERE kind = 'tenant') AS tenant_sessions,
            (SELECT count(*)::int FROM opportunities WHERE tenant_id IS NOT NULL) AS tenant_opportunities`,
  );
  return row!;
}

describe('tenant isolation with row-level security (real Postgres)', () => {
  let database: TestDatabase;
  let a: TenantFixture;
  let b: TenantFixture;
  let mainSiteOpportunityId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await makeTenant(database.owner, 'tenant-a');
    b = await makeTenant(database.owner, 'tenant-b');
    const main = await database.owner.opportunity.create({
      data: { title: 'Main-site listing', universityName: 'Main', country: 'Germany' },
    });
    mainSiteOpportunityId = main.id;
  });
  afterAll(() => database.drop());

  it('runs the application as phd_app, which owns nothing and cannot bypass row-level security', async () => {
    const [who] = await database.db.$queryRaw<{ role: string; superuser: boolean; bypass: boolean; owns: number }[]>`
      SELECT current_user AS role, r.rolsuper AS superuser, r.rolbypassrls AS bypass,
             (SELECT count(*)::int FROM pg_class c WHERE c.relowner = r.oid) AS owns
        FROM pg_roles r WHERE r.rolname = current_user`;
    expect(who).toEqual({ role: 'phd_app', superuser: false, bypass: false, owns: 0 });
    const tables = await database.owner.$queryRaw<{ relname: string; enabled: boolean; forced: boolean }[]>`
      SELECT relname, relrowsecurity AS enabled, relforcerowsecurity AS forced FROM pg_class
       WHERE relname = ANY(${[...TENANT_TABLES, 'sessions', 'opportunities']}) AND relkind = 'r' ORDER BY relname`;
    expect(tables).toHaveLength(6);
    for (const table of tables) expect(table, table.relname).toMatchObject({ enabled: true, forced: true });
  });

  it('guards every table that carries a tenant_id, but the audit log and the rollups, with forced row-level security', async () => {
    // The audit log is the admins' (they read every site's rows); applicant_search is read only through
    // applicants_matching, which keeps to the caller's site (its migration says why).
    const shared = ['audit_events', 'applicant_search'];
    const unguarded = await database.owner.$queryRaw<{ relname: string }[]>`
      SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r' AND NOT (c.relrowsecurity AND c.relforcerowsecurity)
         AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
       ORDER BY c.relname`;
    expect(unguarded.map((t) => t.relname).filter((name) => !shared.includes(name))).toEqual([]);
  });

  it('shows no tenant rows when no tenant is set (fail closed), but for listings also on PhD Finder', async () => {
    expect(await counts(database.db)).toEqual({
      tenant_users: 0,
      applicants: 0,
      applicant_comments: 0,
      applicant_status_changes: 0,
      tenant_sessions: 0,
      // Each tenant's listed open and listed closed listing; never an unlisted one or a draft.
      tenant_opportunities: 4,
    });
    expect(await database.db.applicant.findUnique({ where: { id: a.applicantId } })).toBeNull();
    expect(await database.db.session.findUnique({ where: { id: a.sessionId } })).toBeNull();
    // The owner sees them (a superuser here, so row-level security does not apply to it).
    expect((await counts(database.owner)).applicants).toBe(2);
  });

  it('refuses to write tenant rows with no tenant set', async () => {
    await expect(
      database.db.applicant.create({ data: { tenantId: a.id, name: 'Nobody', email: 'nobody@example.org' } }),
    ).rejects.toThrow(/row-level security/);
    expect(await database.db.$executeRaw`UPDATE applicants SET name = 'x'`).toBe(0);
    expect(await database.db.$executeRaw`DELETE FROM tenant_users`).toBe(0);
  });

  it("sees only its tenant's rows inside withTenant, even through hand-written SQL", async () => {
    const seen = await withTenant(database.db, a.id, async (tx) => ({
      tenant: await currentTenant(tx),
      counts: await counts(tx),
      applicants: await tx.$queryRaw<{ id: string; tenant_id: string }[]>`SELECT id, tenant_id FROM applicants`,
      users: await tx.$queryRaw<{ id: string }[]>`SELECT id FROM tenant_users`,
      joined: await tx.$queryRaw<{ comment: string }[]>`
        SELECT c.comment FROM applicant_comments c JOIN applicants p ON p.id = c.applicant_id`,
      // Asking for the other tenant by id finds nothing.
      other: await tx.$queryRaw<{ id: string }[]>`SELECT id FROM applicants WHERE tenant_id = ${b.id}::uuid`,
      otherListing: await tx.opportunity.findUnique({ where: { id: b.opportunityId } }),
      otherListed: await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM opportunities WHERE id = ANY(${[b.listedOpenId, b.listedClosedId, b.listedDraftId]}::uuid[])`,
      ownListing: await tx.opportunity.findUnique({ where: { id: a.opportunityId } }),
      mainListing: await tx.opportunity.findUnique({ where: { id: mainSiteOpportunityId } }),
      otherSession: await tx.session.findUnique({ where: { id: b.sessionId } }),
      ownSession: await tx.session.findUnique({ where: { id: a.sessionId } }),
    }));
    expect(seen.tenant).toBe(a.id);
    expect(seen.counts).toEqual({
      tenant_users: 1,
      applicants: 1,
      applicant_comments: 1,
      applicant_status_changes: 1,
      tenant_sessions: 1,
      // All four of its own, listed or not; none of B's, not even B's listed ones.
      tenant_opportunities: 4,
    });
    expect(seen.applicants).toEqual([{ id: a.applicantId, tenant_id: a.id }]);
    expect(seen.users).toEqual([{ id: a.userId }]);
    expect(seen.joined).toEqual([{ comment: 'Comment at tenant-a' }]);
    expect(seen.other).toEqual([]);
    expect(seen.otherListing).toBeNull();
    expect(seen.otherListed).toEqual([]);
    expect(seen.ownListing?.id).toBe(a.opportunityId);
    expect(seen.mainListing?.id).toBe(mainSiteOpportunityId);
    expect(seen.otherSession).toBeNull();
    expect(seen.ownSession?.id).toBe(a.sessionId);
  });

  it("searches applicants only within the unit of work's site, and nowhere without one", async () => {
    // applicant_search is read by its owner through applicants_matching (see its migration): the site
    // it keeps to is the one the unit of work set, never one a caller names.
    const hits = (tx: Pick<Db, '$queryRaw'>, q: string) =>
      tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM applicants_matching(websearch_to_tsquery('simple', ${q}), ${`%${q}%`}) AS hit(id)`;
    // Both tenants' applicants are called "Applicant of ..."; each site finds only its own.
    expect(await withTenant(database.db, a.id, (tx) => hits(tx, 'applicant'))).toEqual([{ id: a.applicantId }]);
    expect(await withTenant(database.db, b.id, (tx) => hits(tx, 'tenant-b'))).toEqual([{ id: b.applicantId }]);
    expect(await withTenant(database.db, a.id, (tx) => hits(tx, 'tenant-b'))).toEqual([]);
    expect(await hits(database.db, 'applicant')).toEqual([]);
    // Read or written directly, the table keeps to the site as every tenant table does.
    const direct = await withTenant(database.db, a.id, async (tx) => ({
      rows: await tx.$queryRaw<{ applicant_id: string }[]>`SELECT applicant_id FROM applicant_search`,
      changed: await tx.$executeRaw`UPDATE applicant_search SET contact = 'x' WHERE tenant_id = ${b.id}::uuid`,
    }));
    expect(direct).toEqual({ rows: [{ applicant_id: a.applicantId }], changed: 0 });
    expect(await database.db.$queryRaw`SELECT applicant_id FROM applicant_search`).toEqual([]);
  });

  it("cannot change or remove the other tenant's rows, nor write rows into it", async () => {
    const affected = await withTenant(database.db, a.id, async (tx) => ({
      update: await tx.$executeRaw`UPDATE applicants SET name = 'Taken over' WHERE id = ${b.applicantId}::uuid`,
      updateAll: await tx.$executeRaw`UPDATE tenant_users SET name = 'Renamed' WHERE tenant_id = ${b.id}::uuid`,
      delete: await tx.$executeRaw`DELETE FROM applicant_comments WHERE tenant_id = ${b.id}::uuid`,
      deleteListing: await tx.$executeRaw`DELETE FROM opportunities WHERE id = ${b.opportunityId}::uuid`,
      updateListed:
        await tx.$executeRaw`UPDATE opportunities SET title = 'Taken over' WHERE id = ${b.listedOpenId}::uuid`,
      deleteListed: await tx.$executeRaw`DELETE FROM opportunities WHERE id = ${b.listedOpenId}::uuid`,
      deleteSession: await tx.$executeRaw`DELETE FROM sessions WHERE id = ${b.sessionId}`,
    }));
    expect(affected).toEqual({
      update: 0,
      updateAll: 0,
      delete: 0,
      deleteListing: 0,
      updateListed: 0,
      deleteListed: 0,
      deleteSession: 0,
    });

    const refused: ((tx: TenantTx) => Promise<unknown>)[] = [
      (tx: TenantTx) =>
        tx.$executeRaw`INSERT INTO applicants (id, tenant_id, name, email, updated_at)
                       VALUES (${randomUUID()}::uuid, ${b.id}::uuid, 'Planted', 'p@example.org', now())`,
      (tx: TenantTx) =>
        tx.$executeRaw`UPDATE applicants SET tenant_id = ${b.id}::uuid WHERE id = ${a.applicantId}::uuid`,
      (tx: TenantTx) =>
        tx.opportunity.create({ data: { title: 'Planted', universityName: 'x', country: 'x', tenantId: b.id } }),
      (tx: TenantTx) =>
        tx.session.create({
          data: { id: randomUUID(), kind: 'tenant', tenantUserId: b.userId, expiresAt: new Date(Date.now() + 60_000) },
        }),
    ];
    for (const write of refused) {
      await expect(withTenant(database.db, a.id, write)).rejects.toThrow(/row-level security/);
    }
    // B's rows are as they were.
    const bRows = await withTenant(database.db, b.id, (tx) => counts(tx));
    expect(bRows).toMatchObject({ applicants: 1, tenant_users: 1, applicant_comments: 1, tenant_sessions: 1 });
    const applicant = await database.owner.applicant.findUniqueOrThrow({ where: { id: b.applicantId } });
    expect(applicant.name).toBe('Applicant of tenant-b');
  });

  it('does not leak the tenant to the next query on the same pooled connection', async () => {
    const single = createDb(database.url, { max: 1 });
    try {
      expect((await withTenant(single, a.id, (tx) => counts(tx))).applicants).toBe(1);
      // Same (only) connection, next query: the setting ended with the transaction.
      expect(await currentTenant(single)).toBeNull();
      expect(await counts(single)).toMatchObject({ applicants: 0, tenant_users: 0, tenant_sessions: 0 });
      // A failed unit of work does not leave it behind either.
      await expect(
        withTenant(single, a.id, async () => {
          throw new Error('unit failed');
        }),
      ).rejects.toThrow('unit failed');
      expect(await counts(single)).toMatchObject({ applicants: 0, tenant_users: 0 });
      // The role survives RESET ALL / DISCARD ALL (it is the connection's startup setting).
      await single.$executeRawUnsafe('DISCARD ALL');
      const [who] = await single.$queryRaw<{ role: string }[]>`SELECT current_user AS role`;
      expect(who!.role).toBe('phd_app');
    } finally {
      await single.$disconnect();
    }
  });

  it('refuses a tenant id that is not a UUID before touching the database', async () => {
    await expect(withTenant(database.db, '', async () => 1)).rejects.toThrow(/UUID/);
    await expect(withTenant(database.db, "x' OR true --", async () => 1)).rejects.toThrow(/UUID/);
  });

  it('keeps main-site reads and writes working as phd_app without a tenant', async () => {
    const created = await database.db.opportunity.create({
      data: { title: 'Written by the app', universityName: 'Main', country: 'France' },
    });
    await database.db.opportunity.update({ where: { id: created.id }, data: { title: 'Edited by the app' } });
    const listed = await database.db.opportunity.findMany({ where: { tenantId: null }, select: { id: true } });
    expect(listed.map((o) => o.id).sort()).toEqual([created.id, mainSiteOpportunityId].sort());
    await database.db.outboxEvent.create({ data: { type: 'test.event', payload: {} } });
    const session = await database.db.session.create({
      data: { id: randomUUID(), kind: 'candidate', expiresAt: new Date(Date.now() + 60_000) },
    });
    expect(await database.db.session.findUnique({ where: { id: session.id } })).not.toBeNull();
    // But not the migrations table, and no TRUNCATE (it would ignore row-level security).
    await expect(database.db.$queryRawUnsafe('SELECT count(*) FROM _prisma_migrations')).rejects.toThrow(
      /permission denied/,
    );
    await expect(database.db.$executeRawUnsafe('TRUNCATE applicants')).rejects.toThrow(/permission denied/);
  });
});

describe('tenant listings also on PhD Finder, with no tenant set (real Postgres)', () => {
  let database: TestDatabase;
  let a: TenantFixture;
  let mainSiteOpportunityId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await makeTenant(database.owner, 'tenant-a');
    const main = await database.owner.opportunity.create({
      data: { title: 'Main-site listing', universityName: 'Main', country: 'Germany' },
    });
    mainSiteOpportunityId = main.id;
  });
  afterAll(() => database.drop());

  it('reads main-site rows and listed tenant rows that are not drafts, even by id', async () => {
    const rows = await database.db.$queryRaw<{ id: string }[]>`SELECT id FROM opportunities ORDER BY title`;
    expect(rows.map((r) => r.id).sort()).toEqual([mainSiteOpportunityId, a.listedOpenId, a.listedClosedId].sort());
    expect(await database.db.opportunity.findUnique({ where: { id: a.opportunityId } })).toBeNull();
    expect(await database.db.opportunity.findUnique({ where: { id: a.listedDraftId } })).toBeNull();
  });

  it('lets the indexer and the view counter write a listed row, and nothing write an unlisted one', async () => {
    expect(
      await database.db.$executeRaw`
        UPDATE opportunities SET indexed_at = now(), views = views + 1
        WHERE id = ANY(${[a.listedOpenId, a.listedClosedId, a.opportunityId, a.listedDraftId]}::uuid[])`,
    ).toBe(2);
    const owner = await database.owner.opportunity.findMany({
      where: { tenantId: a.id },
      select: { id: true, views: true },
    });
    const views = Object.fromEntries(owner.map((o) => [o.id, o.views]));
    expect(views).toEqual({ [a.listedOpenId]: 1, [a.listedClosedId]: 1, [a.opportunityId]: 0, [a.listedDraftId]: 0 });
  });

  it('cannot create, delete, unlist, draft or move a tenant row without the tenant', async () => {
    await expect(
      database.db.opportunity.create({
        data: { title: 'Planted', universityName: 'x', country: 'x', tenantId: a.id, listedPublicly: true },
      }),
    ).rejects.toThrow(/row-level security/);
    expect(await database.db.$executeRaw`DELETE FROM opportunities WHERE id = ${a.listedOpenId}::uuid`).toBe(0);
    await expect(
      database.db.$executeRaw`UPDATE opportunities SET listed_publicly = false WHERE id = ${a.listedOpenId}::uuid`,
    ).rejects.toThrow(/row-level security/);
    await expect(
      database.db.$executeRaw`UPDATE opportunities SET status = 'draft' WHERE id = ${a.listedOpenId}::uuid`,
    ).rejects.toThrow(/row-level security/);
    await expect(
      database.db.$executeRaw`UPDATE opportunities SET tenant_id = NULL WHERE id = ${a.listedOpenId}::uuid`,
    ).rejects.toThrow(/tenant cannot change/);
    const row = await database.owner.opportunity.findUniqueOrThrow({ where: { id: a.listedOpenId } });
    expect(row).toMatchObject({ tenantId: a.id, listedPublicly: true, status: 'open', deletedAt: null });
  });

  it("leaves the public site's view as soon as its tenant unlists it or makes it a draft", async () => {
    await withTenant(database.db, a.id, async (tx) => {
      await tx.opportunity.update({ where: { id: a.listedOpenId }, data: { listedPublicly: false } });
      await tx.opportunity.update({ where: { id: a.listedClosedId }, data: { status: 'draft' } });
    });
    expect(await database.db.opportunity.count({ where: { tenantId: a.id } })).toBe(0);
    await withTenant(database.db, a.id, (tx) =>
      tx.opportunity.update({ where: { id: a.listedOpenId }, data: { listedPublicly: true } }),
    );
    expect(await database.db.opportunity.count({ where: { tenantId: a.id } })).toBe(1);
  });
});
