import { SUGGESTED_SCORECARD } from '@phd/contracts/input/review';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { storeResume } from '../src/applications/resume.ts';
import { eligibleCountries } from '../src/enrichment/eligibility-countries.ts';
import { findOwedEnrichment } from '../src/enrichment/enrich-opportunity.ts';
import { LOCAL_ENGINE_REVISION } from '../src/enrichment/engine-revision.ts';
import { createLocalStorage, type Storage } from '../src/storage/index.ts';
import { adminQuery, createTestDatabase, databaseUrl, type TestDatabase } from '../../tests/support/services.ts';
import { createDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { sanitizeHtml } from '../src/content/sanitize-html.ts';
import { withTenant } from '../src/tenants/unit-of-work.ts';
import { FOOTER_COUNTRIES } from '@phd/contracts/paths';
import { generateCatalogue } from '../src/seed/generate.ts';
import { insertOpportunities, insertUniversities, withIndexesDeferred } from '../src/seed/insert.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_TENANT_SLUG,
  SECOND_TENANT_SLUG,
  DatabaseNotEmptyError,
  isDatabaseEmpty,
  seedDemo,
  type SeedSummary,
} from '../src/seed/index.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('demo seed (real Postgres)', () => {
  let database: TestDatabase;
  let summary: SeedSummary;
  let filesDir: string;
  let storage: Storage;

  beforeAll(async () => {
    database = await createTestDatabase();
    filesDir = mkdtempSync(join(tmpdir(), 'seed-files-'));
    storage = createLocalStorage(filesDir);
    expect(await isDatabaseEmpty(database.owner)).toBe(true);
    const result = await seedDemo(database.owner, { now: NOW, storage });
    if (result.skipped) throw new Error('seed skipped on an empty database');
    summary = result;
  });
  afterAll(async () => {
    await database.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('builds a catalogue with the numbers the issue asks for', async () => {
    const db = database.owner;
    const open = { source: 'seed' as const, status: 'open' as const };
    expect(summary.opportunities).toBe(3000);
    expect(summary.openOpportunities).toBeGreaterThanOrEqual(2500);
    expect(await db.opportunity.count({ where: open })).toBe(summary.openOpportunities);

    expect(await db.university.count()).toBeGreaterThanOrEqual(120);
    const universities = await db.opportunity.groupBy({ by: ['universityName'], where: open });
    expect(universities.length).toBeGreaterThanOrEqual(120);

    const countries = await db.opportunity.groupBy({ by: ['country'], where: open, _count: true });
    expect(countries.length).toBeGreaterThanOrEqual(15);
    for (const country of FOOTER_COUNTRIES) {
      expect(countries.find((c) => c.country === country)?._count, country).toBeGreaterThanOrEqual(20);
    }
    const disciplines = await db.opportunity.groupBy({ by: ['discipline'], where: open });
    expect(disciplines.length).toBeGreaterThanOrEqual(25);
  });

  it('mixes funding, deadlines, freshness, supervisors, categories and resume collection', async () => {
    const rows = await database.owner.opportunity.findMany({ where: { source: 'seed' } });
    const share = (predicate: (row: (typeof rows)[number]) => boolean) => rows.filter(predicate).length / rows.length;
    const now = NOW.getTime();
    const latestFrom = Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate()) - 2 * DAY;

    expect(share((r) => r.fullyFunded)).toBeGreaterThan(0.25);
    expect(share((r) => r.fullyFunded)).toBeLessThan(0.45);
    expect(share((r) => r.closingDate === null)).toBeGreaterThan(0.08);
    expect(share((r) => r.closingDate !== null && r.closingDate.getTime() < now)).toBeGreaterThan(0.08);
    const future = rows.filter((r) => r.closingDate && r.closingDate.getTime() > now);
    expect(future.length / rows.length).toBeGreaterThan(0.6);
    expect(future.every((r) => r.closingDate!.getTime() <= now + 184 * DAY)).toBe(true);

    expect(rows.every((r) => r.createdAt.getTime() <= now && r.createdAt.getTime() > now - 90 * DAY)).toBe(true);
    expect(rows.filter((r) => r.createdAt.getTime() >= latestFrom).length).toBeGreaterThanOrEqual(50);
    expect(rows.filter((r) => r.createdAt.getTime() < now - 60 * DAY).length).toBeGreaterThan(500);

    expect(share((r) => r.supervisorUrl !== null)).toBeGreaterThan(0.3);
    expect(share((r) => r.supervisorUrl !== null)).toBeLessThan(0.5);
    expect(share((r) => r.collectResumes)).toBeGreaterThan(0.15);
    expect(share((r) => r.collectResumes)).toBeLessThan(0.35);
    expect(share((r) => r.category === 'featured')).toBeGreaterThan(0.05);
    expect(rows.every((r) => r.supervisor && r.openTo && r.city && r.department && r.funding && r.aiSummary)).toBe(
      true,
    );
    expect(new Set(rows.map((r) => r.openTo))).toContain('All nationalities');
    expect(rows.every((r) => r.opportunityUrl?.startsWith(r.universityUrl ?? '-'))).toBe(true);
    expect(rows.some((r) => r.title.startsWith('Fully Funded PhD'))).toBe(true);
  });

  it("writes each listing's summary, funding type and facts with the local engine, marked inferred", async () => {
    const rows = await database.owner.opportunity.findMany({
      where: { source: 'seed' },
      select: {
        aiSummary: true,
        universityName: true,
        fullyFunded: true,
        funding: true,
        fundingType: true,
        facts: true,
        inferredFields: true,
        enrichedHash: true,
        enrichedBy: true,
        enrichedRevision: true,
        discipline: true,
        country: true,
        eligibleCountries: true,
      },
    });
    for (const r of rows) {
      // Who may apply, as countries, from the same facts through the same function as the processor's.
      const notes = (r.facts as { eligibility: string[] }).eligibility;
      expect(r.eligibleCountries).toEqual(eligibleCountries(notes, r.country));
      expect(r.aiSummary!.length).toBeLessThanOrEqual(300);
      expect(r.aiSummary).toContain(r.universityName);
      expect(r.aiSummary).not.toMatch(/[<>]/);
      expect(r.inferredFields.sort()).toEqual(['aiSummary', 'facts', 'fundingType']);
      expect(r.enrichedHash).toBeTruthy();
      expect(r).toMatchObject({ enrichedBy: 'local', enrichedRevision: LOCAL_ENGINE_REVISION });
      expect(r.discipline).toBeTruthy();
      if (r.fullyFunded) expect(r.fundingType).toBe('fully_funded');
      if (r.funding === 'Self-funded') expect(r.fundingType).toBe('self_funded');
      expect(r.facts).toMatchObject({ tuition: expect.any(Object), eligibility: expect.any(Array) });
    }
    expect(rows.some((r) => r.eligibleCountries.length > 0)).toBe(true);
    expect(new Set(rows.map((r) => r.aiSummary)).size).toBeGreaterThan(rows.length * 0.95);
    expect(
      rows.filter((r) => (r.facts as { durationMonths: number | null }).durationMonths !== null).length,
    ).toBeGreaterThan(rows.length * 0.9);
    // Read by the current engine: the first start's enrichment sweep reads none of them again (it owes
    // only the rows the demo publishes through the API, whose events the workers take).
    const owed = await database.owner.opportunity.findMany({
      where: { id: { in: await findOwedEnrichment(database.owner, 100) } },
      select: { enrichedHash: true },
    });
    expect(owed.filter((r) => r.enrichedHash !== null)).toEqual([]);
  });

  it('writes realistic HTML descriptions that the sanitiser leaves as they are', async () => {
    const rows = await database.owner.opportunity.findMany({
      where: { source: 'seed' },
      select: { description: true },
    });
    for (const { description } of rows) {
      expect(description.length).toBeGreaterThanOrEqual(1500);
      expect(description.length).toBeLessThanOrEqual(4000);
      expect(description.match(/<p>/g)!.length).toBeGreaterThanOrEqual(3);
      expect(description).toMatch(/<h3>[^<]+<\/h3>/);
      expect(description).toMatch(/<ul>(<li>[^<]+<\/li>)+<\/ul>/);
      expect(sanitizeHtml(description)).toBe(description);
    }
    const posts = await database.owner.blogPost.findMany();
    for (const post of posts) expect(sanitizeHtml(post.contentHtml)).toBe(post.contentHtml);
  });

  it('stores exactly what the generator produced and writes no outbox events', async () => {
    const { opportunities } = generateCatalogue({ count: 3000, seed: 42, now: NOW });
    const sample = [opportunities[0]!, opportunities[1234]!, opportunities[2999]!];
    for (const expected of sample) {
      const row = await database.owner.opportunity.findUniqueOrThrow({ where: { id: expected.id } });
      expect(row).toMatchObject({ ...expected, source: 'seed', updatedAt: expected.createdAt });
    }
    expect(await database.owner.outboxEvent.count()).toBe(0);
  });

  it('leaves the opportunities indexes exactly as the migrations made them', async () => {
    const fresh = await createTestDatabase();
    try {
      const indexes = (db: TestDatabase['db']) =>
        db.$queryRawUnsafe<{ indexdef: string }[]>(
          `SELECT indexdef FROM pg_indexes WHERE tablename = 'opportunities' ORDER BY indexname`,
        );
      expect(await indexes(database.owner)).toEqual(await indexes(fresh.db));
    } finally {
      await fresh.drop();
    }
  });

  it('creates demo accounts whose passwords verify', async () => {
    const db = database.owner;
    const admin = await db.user.findUniqueOrThrow({
      where: { email: 'admin@phd-finder.test' },
      include: { identities: true },
    });
    expect(admin.role).toBe('admin');
    expect(admin.identities).toEqual([expect.objectContaining({ provider: 'dev', subject: admin.email })]);
    const candidate = await db.user.findUniqueOrThrow({
      where: { email: 'candidate@phd-finder.test' },
      include: { identities: true, saves: true, preference: true },
    });
    expect(candidate.role).toBe('user');
    expect(candidate.identities[0]?.provider).toBe('dev');
    expect(candidate.saves.length).toBeGreaterThan(0);
    expect(candidate.preference?.countries.length).toBeGreaterThan(0);

    const recruiterAccount = DEMO_ACCOUNTS.find((a) => a.role === 'recruiter')!;
    const recruiter = await db.recruiter.findUniqueOrThrow({
      where: { email: recruiterAccount.email },
      include: { university: true },
    });
    expect(recruiter.status).toBe('active');
    expect(recruiter.emailVerifiedAt).not.toBeNull();
    expect(recruiter.university!.emailDomains).toContain(recruiter.email.split('@')[1]);
    expect(await verify(recruiter.passwordHash, recruiterAccount.password!)).toBe(true);
    expect(recruiter.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await db.opportunity.count({ where: { recruiterId: recruiter.id, source: 'recruiter' } })).toBeGreaterThan(
      0,
    );
    expect(await db.application.count({ where: { opportunity: { recruiterId: recruiter.id } } })).toBeGreaterThan(0);

    const tenant = await db.tenant.findUniqueOrThrow({ where: { slug: DEMO_TENANT_SLUG }, include: { users: true } });
    expect(tenant.universityId).not.toBeNull();
    for (const account of DEMO_ACCOUNTS.filter((a) => a.role.startsWith('tenant'))) {
      const user = tenant.users.find((u) => u.email === account.email)!;
      expect(await verify(user.passwordHash!, account.password!)).toBe(true);
      expect(await verify(user.passwordHash!, 'wrong password')).toBe(false);
    }
    expect(tenant.users.find((u) => u.role === 'owner')).toBeDefined();
  });

  it('gives the tenant listings, applicants, comments and a consistent status history', async () => {
    const db = database.owner;
    const tenant = await db.tenant.findUniqueOrThrow({ where: { slug: DEMO_TENANT_SLUG } });
    expect(await db.opportunity.count({ where: { tenantId: tenant.id, source: 'tenant' } })).toBe(20);
    const applicants = await db.applicant.findMany({
      where: { tenantId: tenant.id },
      include: { statusChanges: { orderBy: { createdAt: 'asc' } }, comments: true },
    });
    expect(applicants).toHaveLength(60);
    expect(new Set(applicants.map((a) => a.status)).size).toBeGreaterThanOrEqual(5);
    // One position has a full pipeline to screen; nine others have a few applicants each.
    const perListing = new Map<string | null, number>();
    for (const a of applicants) perListing.set(a.opportunityId, (perListing.get(a.opportunityId) ?? 0) + 1);
    expect(Math.max(...perListing.values())).toBe(30);
    expect(perListing.size).toBe(10);
    for (const applicant of applicants) {
      expect(applicant.statusChanges.at(-1)?.toStatus).toBe(applicant.status);
      expect(applicant.statusChanges[0]?.fromStatus).toBeNull();
    }
    expect(applicants.flatMap((a) => a.comments).length).toBeGreaterThanOrEqual(5);
    expect(await db.blogPost.count({ where: { status: 'published' } })).toBeGreaterThan(0);
    // PhD postings are opportunities posted on the site, with who posted them.
    const postings = await db.opportunity.findMany({ where: { source: 'post_jobs' } });
    expect(postings.length).toBe(8);
    for (const p of postings) expect(p).toMatchObject({ status: 'open', postedByName: expect.any(String) });
  });

  it("gives the demo tenant's applicants real PDF and DOCX resumes in storage, searchable text, and ratings", async () => {
    const db = database.owner;
    const tenant = await db.tenant.findUniqueOrThrow({ where: { slug: DEMO_TENANT_SLUG } });
    const applicants = await db.applicant.findMany({ where: { tenantId: tenant.id }, include: { ratings: true } });
    expect(summary.applicantResumes).toBe(60);
    expect(new Set(applicants.map((a) => a.resumeMime))).toEqual(
      new Set(['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']),
    );
    expect(applicants.every((a) => a.confirmedAt !== null)).toBe(true);
    const scratch = createLocalStorage(join(filesDir, 'checked'));
    for (const a of applicants) {
      const stored = await storage.get(a.resumeKey!);
      const bytes = await buffer(stored!.body as Readable);
      expect(bytes.length, a.resumeFilename!).toBe(a.resumeSize);
      expect(a.resumeText).toContain(a.name);
      // The same content checks as an upload (PDF or DOCX by content, the zip directory's limits).
      const checked = await storeResume(scratch, { filename: a.resumeFilename!, stream: Readable.from([bytes]) });
      expect(checked.mime).toBe(a.resumeMime);
    }
    const [{ found } = { found: 0 }] = await db.$queryRaw<{ found: number }[]>`
      SELECT count(*)::int AS found FROM applicant_search
       WHERE tenant_id = ${tenant.id}::uuid AND search_vector @@ to_tsquery('simple', 'bayesian')`;
    expect(found).toBeGreaterThan(0);
    expect(found).toBe(applicants.filter((a) => /bayesian/i.test(a.resumeText!)).length);
    const ratings = applicants.flatMap((a) => a.ratings);
    expect(ratings.length).toBe(summary.applicantRatings);
    expect(ratings.length).toBeGreaterThan(20);
    expect(ratings.every((r) => r.score >= 1 && r.score <= 4)).toBe(true);
    expect(applicants.filter((a) => a.status === 'new').every((a) => a.ratings.length === 0)).toBe(true);
  });

  it('sets up fair review to try: a position asking for three letters, one blind with redacted resumes', async () => {
    const db = database.owner;
    const tenant = await db.tenant.findUniqueOrThrow({ where: { slug: DEMO_TENANT_SLUG } });
    const positions = await db.opportunity.findMany({
      where: { tenantId: tenant.id, status: 'open' },
      include: { _count: { select: { applicants: true } } },
      orderBy: { createdAt: 'desc' },
    });
    const letters = positions.filter((p) => p.referencesRequired === 3);
    const blind = positions.filter((p) => p.blindUntil === 'shortlisted');
    expect(letters).toHaveLength(1);
    expect(letters[0]!.scorecard).toEqual(SUGGESTED_SCORECARD);
    expect(letters[0]!._count.applicants).toBe(0);
    expect(blind).toHaveLength(1);
    expect(blind[0]!._count.applicants).toBeGreaterThan(0);
    // Never the newest open position, the one a first look opens.
    expect([letters[0]!.id, blind[0]!.id]).not.toContain(positions[0]!.id);
    const blindApplicants = await db.applicant.findMany({ where: { opportunityId: blind[0]!.id } });
    expect(summary.redactionsDue).toHaveLength(blindApplicants.length);
    for (const a of blindApplicants) {
      expect(a.redactedResumeKey).not.toBeNull();
      expect(await storage.get(a.redactedResumeKey!)).not.toBeNull();
    }
  });

  it('adds a second tenant with its own staff, listings and applicants, kept apart from the first', async () => {
    const owner = database.owner;
    const [first, second] = await Promise.all(
      [DEMO_TENANT_SLUG, SECOND_TENANT_SLUG].map((slug) =>
        owner.tenant.findUniqueOrThrow({ where: { slug }, include: { users: true } }),
      ),
    );
    for (const account of DEMO_ACCOUNTS.filter((a) => a.role.startsWith('second-tenant'))) {
      const user = second!.users.find((u) => u.email === account.email)!;
      expect(await verify(user.passwordHash!, account.password!)).toBe(true);
    }
    expect(second!.users.map((u) => u.role).sort()).toEqual(['owner', 'reviewer']);
    expect(summary.secondTenantOpportunities).toBe(6);
    expect(summary.secondTenantApplicants).toBe(8);

    // The application (role phd_app) sees no tenant's rows without a tenant, and each tenant's only
    // inside its unit of work.
    expect(await database.db.applicant.count()).toBe(0);
    expect(await database.db.tenantUser.count()).toBe(0);
    const seenBy = (tenantId: string) =>
      withTenant(database.db, tenantId, async (tx) => ({
        users: await tx.tenantUser.count(),
        applicants: await tx.applicant.count(),
        listings: await tx.opportunity.count({ where: { tenantId: { not: null } } }),
        foreignApplicants: await tx.applicant.count({ where: { tenantId: { not: tenantId } } }),
      }));
    expect(await seenBy(first!.id)).toEqual({ users: 2, applicants: 60, listings: 20, foreignApplicants: 0 });
    expect(await seenBy(second!.id)).toEqual({ users: 2, applicants: 8, listings: 6, foreignApplicants: 0 });
  });

  it('refuses to seed a database that holds data, or skips with ifEmpty', async () => {
    await expect(seedDemo(database.owner, { now: NOW, count: 10 })).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    expect(await seedDemo(database.owner, { now: NOW, count: 10, ifEmpty: true })).toEqual({ skipped: true });
    expect(await database.owner.opportunity.count({ where: { source: 'seed' } })).toBe(3000);
  });
});

describe('migrations and seed as an owner that is not a superuser (real Postgres)', () => {
  // Production's owner is an ordinary role: FORCE ROW LEVEL SECURITY applies to it, so the seed must
  // set each tenant on its transaction to write that tenant's rows.
  const suffix = randomBytes(4).toString('hex');
  const role = `owner_${suffix}`;
  const name = `o_${suffix}`;
  const url = (() => {
    const u = new URL(databaseUrl(name));
    u.username = role;
    u.password = 'owner-password';
    return u.toString();
  })();

  beforeAll(async () => {
    await adminQuery(`CREATE ROLE "${role}" LOGIN PASSWORD 'owner-password'`);
    await adminQuery(`CREATE DATABASE "${name}" OWNER "${role}"`);
  });
  afterAll(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(`DROP ROLE IF EXISTS "${role}"`);
  });

  it('says how to fix a missing phd_app membership, then migrates and seeds every tenant', async () => {
    await expect(migrate(url)).rejects.toThrow(/must be allowed to SET ROLE phd_app.*GRANT phd_app TO/);
    await adminQuery(`GRANT phd_app TO "${role}"`);
    await migrate(url);

    const owner = createDb(url, { max: 2, owner: true });
    const app = createDb(url, { max: 2 });
    try {
      const result = await seedDemo(owner, { count: 40, now: NOW });
      expect(result.skipped).toBe(false);
      // The owner is under FORCE ROW LEVEL SECURITY too: no tenant, no rows.
      expect(await owner.applicant.count()).toBe(0);
      const tenants = await owner.tenant.findMany({ orderBy: { slug: 'asc' } });
      expect(tenants.map((t) => t.slug)).toEqual([DEMO_TENANT_SLUG, SECOND_TENANT_SLUG]);
      const [who] = await app.$queryRaw<{ role: string }[]>`SELECT current_user AS role`;
      expect(who!.role).toBe('phd_app');
      for (const [tenant, applicants] of [
        [tenants[0]!, 60],
        [tenants[1]!, 8],
      ] as const) {
        expect(await withTenant(app, tenant.id, (tx) => tx.applicant.count())).toBe(applicants);
        expect(await withTenant(owner, tenant.id, (tx) => tx.applicant.count())).toBe(applicants);
      }
    } finally {
      await Promise.all([owner.$disconnect(), app.$disconnect()]);
    }
  }, 120_000);
});

describe('demo seed generator', () => {
  it('is deterministic for a seed and a moment, ids included', () => {
    const a = generateCatalogue({ count: 300, seed: 7, now: NOW });
    const b = generateCatalogue({ count: 300, seed: 7, now: NOW });
    expect(b).toEqual(a);
    const ids = [...a.universities, ...a.opportunities].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V4);

    const other = generateCatalogue({ count: 300, seed: 8, now: NOW });
    expect(other.opportunities[0]!.id).not.toBe(a.opportunities[0]!.id);
    expect(other.opportunities.map((o) => o.title)).not.toEqual(a.opportunities.map((o) => o.title));
  });

  it('generates exactly the requested number, sharing a prefix across sizes', () => {
    const small = generateCatalogue({ count: 500, seed: 42, now: NOW });
    const large = generateCatalogue({ count: 1000, seed: 42, now: NOW });
    expect(small.opportunities).toHaveLength(500);
    expect(large.opportunities.slice(0, 500)).toEqual(small.opportunities);
    expect(new Set(small.universities.map((u) => u.slug)).size).toBe(small.universities.length);
  });
});

describe('demo seed --scale (real Postgres)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('inserts exactly N catalogue opportunities, once, even when two seeders race', async () => {
    const results = await Promise.all([
      seedDemo(database.owner, { count: 500, seed: 3, now: NOW, ifEmpty: true }),
      seedDemo(database.owner, { count: 500, seed: 3, now: NOW, ifEmpty: true }),
    ]);
    expect(results.filter((r) => r.skipped)).toHaveLength(1);
    expect(await database.owner.opportunity.count({ where: { source: 'seed' } })).toBe(500);
    expect(await database.owner.user.count()).toBe(2);
  });
});

describe('demo seed bulk insert (real Postgres)', () => {
  it('rolls back whole when a chunk fails, indexes included', async () => {
    const database = await createTestDatabase();
    try {
      const db = database.owner;
      const indexes = () =>
        db.$queryRawUnsafe<{ indexdef: string }[]>(
          `SELECT indexdef FROM pg_indexes WHERE tablename = 'opportunities' ORDER BY indexname`,
        );
      const before = await indexes();
      const { universities, opportunities } = generateCatalogue({ count: 450, seed: 1, now: NOW });
      const rows = opportunities.map((o) => ({ ...o, source: 'seed' as const }));
      rows[5] = { ...rows[5]!, id: rows[4]!.id };
      await expect(
        db.$transaction(async (tx) => {
          await insertUniversities(tx, universities);
          await withIndexesDeferred(tx, 'opportunities', () => insertOpportunities(tx, rows, { chunkSize: 200 }));
        }),
      ).rejects.toThrow(/duplicate key|Unique constraint/i);
      expect(await db.opportunity.count()).toBe(0);
      expect(await db.university.count()).toBe(0);
      expect(await indexes()).toEqual(before);
    } finally {
      await database.drop();
    }
  });
});
