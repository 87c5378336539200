// The public site's one rule (services/src/opportunities/public-visibility.ts) in its three forms
// (Prisma filter, SQL, predicate) gives the same answer for every kind of row, and row-level security
// lets the application (phd_app, no tenant set) see every row the rule shows. Real Postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import type { Opportunity } from '../src/db/generated/client.ts';
import {
  isListedInSearch,
  isPubliclyOpen,
  listedInSearch,
  listedInSearchSql,
  isPubliclyVisible,
  publiclyOpen,
  publiclyOpenSql,
  publiclyVisible,
  takesSiteApplications,
  takesSiteApplicationsSql,
} from '../src/opportunities/public-visibility.ts';
import { setTransactionTenant } from '../src/tenants/unit-of-work.ts';

const STATUSES = ['draft', 'open', 'closed'] as const;
// 48 rows cover tenancy, listing, status, deletion and resumes; 4 more are held by moderation or
// belong to a suspended owner.

describe('publicly visible opportunities (real Postgres)', () => {
  let database: TestDatabase;
  let rows: Opportunity[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const tenant = await database.owner.tenant.create({
      data: { slug: 'rule-tenant', name: 'Rule Tenant', universityName: 'KU Leuven' },
    });
    // Every combination: main site or tenant, listed or not, each status, deleted or not, collecting
    // resumes or not (48 rows).
    const data = [null, tenant.id].flatMap((tenantId) =>
      [true, false].flatMap((listedPublicly) =>
        STATUSES.flatMap((status) =>
          [null, new Date()].flatMap((deletedAt) =>
            [true, false].map((collectResumes) => ({
              title: `${tenantId ? 'tenant' : 'main'} ${listedPublicly} ${status} ${deletedAt ? 'deleted' : 'live'}`,
              universityName: 'KU Leuven',
              country: 'Belgium',
              tenantId,
              listedPublicly,
              status,
              deletedAt,
              collectResumes,
            })),
          ),
        ),
      ),
    );
    // Open, live main-site rows that moderation holds or rejected, or whose owner is suspended (4 rows):
    // never public, whatever else they are.
    const withheld = [
      { moderationState: 'pending' as const },
      { moderationState: 'rejected' as const },
      { ownerSuspended: true },
      { moderationState: 'pending' as const, ownerSuspended: true },
    ].map((fields) => ({
      title: `main withheld ${JSON.stringify(fields)}`,
      universityName: 'KU Leuven',
      country: 'Belgium',
      status: 'open' as const,
      collectResumes: true,
      ...fields,
    }));
    await database.owner.$transaction(async (tx) => {
      await setTransactionTenant(tx, tenant.id);
      await tx.opportunity.createMany({ data: [...data, ...withheld] });
    });
    rows = await database.owner.opportunity.findMany();
    expect(rows).toHaveLength(52);
  });
  afterAll(() => database.drop());

  const ids = (list: { id: string }[]) => list.map((r) => r.id).sort();

  it('the Prisma filters and the predicates agree', async () => {
    // The owner here is a superuser: row-level security does not apply, so this is the rule alone.
    const visible = await database.owner.opportunity.findMany({ where: publiclyVisible, select: { id: true } });
    const open = await database.owner.opportunity.findMany({ where: publiclyOpen, select: { id: true } });
    expect(ids(visible)).toEqual(ids(rows.filter(isPubliclyVisible)));
    expect(ids(open)).toEqual(ids(rows.filter(isPubliclyOpen)));
    // Live main-site rows that are not drafts (2 statuses x 2 listed x 2 collect) and live listed
    // tenant rows that are not drafts (2 statuses x 2 collect).
    expect(visible).toHaveLength(12);
    expect(open).toHaveLength(6);
  });

  it('the SQL agrees with the predicates, qualified or not', async () => {
    const bare = await database.owner.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM opportunities WHERE ${publiclyOpenSql()}`;
    const aliased = await database.owner.$queryRaw<{ id: string }[]>`
      SELECT o.id::text AS id FROM opportunities o WHERE ${publiclyOpenSql('o')}`;
    expect(ids(bare)).toEqual(ids(rows.filter(isPubliclyOpen)));
    expect(ids(aliased)).toEqual(ids(bare));
    const apply = await database.owner.$queryRaw<{ id: string }[]>`
      SELECT o.id::text AS id FROM opportunities o WHERE ${takesSiteApplicationsSql('o')}`;
    expect(ids(apply)).toEqual(ids(rows.filter(takesSiteApplications)));
    // Every row that collects resumes (half of the 48, and the 4 withheld), a tenant's as a main-site
    // one: visibility is decided by the listing's own filters, not by this rule.
    expect(apply).toHaveLength(24 + 4);
    expect(() => publiclyOpenSql('o; DROP TABLE x')).toThrow(/alias/);
  });

  it("the trigger that takes a row out of search agrees: after any change to the rule's columns, only open rows keep their document", async () => {
    // A document for every row (as if each had been open once), then every row touched in the
    // columns the rule reads: the trigger of migration ..._search_documents keeps the open ones only.
    await database.owner.$executeRaw`
      INSERT INTO search_documents (id, title, university_name, country, fully_funded, collect_resumes,
        category, views, created_at, search_vector, title_vector)
      SELECT id, title, university_name, country, fully_funded, collect_resumes, category, views,
        created_at, to_tsvector('english', title), to_tsvector('english', title)
      FROM opportunities`;
    await database.owner.$executeRaw`
      UPDATE opportunities SET status = status, deleted_at = deleted_at, moderation_state = moderation_state,
        owner_suspended = owner_suspended, listed_publicly = listed_publicly`;
    const kept = await database.owner.$queryRaw<{ id: string }[]>`SELECT id::text AS id FROM search_documents`;
    expect(ids(kept)).toEqual(ids(rows.filter(isPubliclyOpen)));
    await database.owner.$executeRaw`DELETE FROM search_documents`;
  });

  it('search holds the open rows that are not near-duplicates: filter, SQL, predicate and trigger agree', async () => {
    const open = rows.filter(isPubliclyOpen);
    // One open row grouped under another (services/src/duplicates), one closed row under an open one.
    const duplicate = open[1]!;
    const closed = rows.find((r) => r.status === 'closed' && isPubliclyVisible(r))!;
    await database.owner.$executeRaw`
      INSERT INTO search_documents (id, title, university_name, country, fully_funded, collect_resumes,
        category, views, created_at, search_vector, title_vector)
      SELECT id, title, university_name, country, fully_funded, collect_resumes, category, views,
        created_at, to_tsvector('english', title), to_tsvector('english', title)
      FROM opportunities WHERE id = ANY(${open.map((r) => r.id)}::uuid[])`;
    await database.owner.opportunity.updateMany({
      where: { id: { in: [duplicate.id, closed.id] } },
      data: { duplicateOf: open[0]!.id },
    });
    const now = await database.owner.opportunity.findMany();
    const listed = await database.owner.opportunity.findMany({ where: listedInSearch, select: { id: true } });
    const bare = await database.owner.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM opportunities WHERE ${listedInSearchSql()}`;
    const aliased = await database.owner.$queryRaw<{ id: string }[]>`
      SELECT o.id::text AS id FROM opportunities o WHERE ${listedInSearchSql('o')}`;
    const kept = await database.owner.$queryRaw<{ id: string }[]>`SELECT id::text AS id FROM search_documents`;
    const expected = ids(now.filter(isListedInSearch));
    expect(expected).toEqual(ids(open.filter((r) => r.id !== duplicate.id)));
    expect([ids(listed), ids(bare), ids(aliased), ids(kept)]).toEqual([expected, expected, expected, expected]);
    expect(() => listedInSearchSql('o; DROP TABLE x')).toThrow(/alias/);
    await database.owner.$executeRaw`DELETE FROM search_documents`;
    await database.owner.opportunity.updateMany({ where: { duplicateOf: { not: null } }, data: { duplicateOf: null } });
  });

  it('row-level security shows the application every publicly visible row, and no private one', async () => {
    const seen = await database.db.opportunity.findMany({ select: { id: true, tenantId: true } });
    const seenIds = new Set(seen.map((r) => r.id));
    for (const row of rows.filter(isPubliclyVisible)) expect(seenIds.has(row.id), row.title).toBe(true);
    // Tenant rows it sees are the listed, non-draft ones (deleted ones included: the indexer must see them go).
    const tenantSeen = rows.filter((r) => r.tenantId !== null && seenIds.has(r.id));
    expect(tenantSeen.every((r) => r.listedPublicly && r.status !== 'draft')).toBe(true);
    expect(tenantSeen).toHaveLength(8);
    // Through the application's client the rule gives the same answer as through the owner's.
    const visible = await database.db.opportunity.findMany({ where: publiclyVisible, select: { id: true } });
    expect(ids(visible)).toEqual(ids(rows.filter(isPubliclyVisible)));
  });
});
