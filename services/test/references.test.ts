// Reference letters in the services, on real Postgres as the application's role (row-level security
// on) and a real file store: letter files leave with the application, whether the site's retention
// deletes it or the candidate erases their account (deleted, or anonymised where the site must keep
// records: the letters go either way); a careers applicant who never confirmed is never reminded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRetention } from '@phd/services/applicants/retention';
import { deleteAccount } from '@phd/services/candidates/delete-account';
import { createLogger } from '@phd/services/logger';
import { addReferences } from '@phd/services/references/request-references';
import { remindReferences } from '@phd/services/references/remind-references';
import { createLocalStorage, type Storage } from '@phd/services/storage/index';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { seedCandidateData } from './candidates/candidate-data-fixture.ts';

const DAY = 24 * 60 * 60 * 1000;
let database: TestDatabase;
let storage: Storage;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'letters-'));
  storage = createLocalStorage(dir);
});
afterAll(async () => {
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

let made = 0;
async function site(fields: { retentionMonths?: number } = {}) {
  const slug = `letters-${++made}`;
  return (await database.owner.tenant.create({ data: { slug, name: slug, universityName: `U ${made}`, ...fields } }))
    .id;
}

/** A received PDF letter for the applicant; answers its storage key. */
async function letterFor(tenantId: string, applicantId: string): Promise<string> {
  const key = `letters/${tenantId}/letter-${++made}.pdf`;
  await storage.put(key, Buffer.from('%PDF-1.4 letter'), 'application/pdf');
  await withTenant(database.db, tenantId, async (tx) => {
    await addReferences(
      tx,
      'secret',
      tenantId,
      applicantId,
      [{ name: 'Alan Turing', email: `alan-${made}@example.org`, relation: 'Supervisor' }],
      { send: false },
    );
    await tx.applicantReference.updateMany({
      where: { applicantId },
      data: { status: 'received', letterKey: key, letterFilename: 'letter.pdf', letterSize: 15 },
    });
  });
  return key;
}

const references = (tenantId: string, applicantId: string) =>
  withTenant(database.db, tenantId, (tx) => tx.applicantReference.count({ where: { applicantId } }));

describe('letter files leave with the application', () => {
  it("by the site's retention", async () => {
    const tenantId = await site({ retentionMonths: 1 });
    const applicantId = await withTenant(database.owner, tenantId, async (tx) => {
      const opportunity = await tx.opportunity.create({
        data: {
          title: 'Old position',
          universityName: 'U',
          country: 'Norway',
          tenantId,
          source: 'tenant',
          status: 'closed',
          closedAt: new Date(Date.now() - 90 * DAY),
        },
      });
      const a = await tx.applicant.create({
        data: {
          tenantId,
          opportunityId: opportunity.id,
          name: 'Old',
          email: 'old@example.org',
          confirmedAt: new Date(),
        },
      });
      return a.id;
    });
    const key = await letterFor(tenantId, applicantId);
    const results = await applyRetention(database.db, storage, createLogger({ logLevel: 'silent' }, 'test'));
    expect(results.find((r) => r.tenantId === tenantId)).toMatchObject({ deleted: 1 });
    expect(await storage.get(key)).toBeNull();
    expect(await references(tenantId, applicantId)).toBe(0);
  });

  it("by the candidate's erasure, deleted or anonymised", async () => {
    for (const fields of [{}, { retentionMonths: 6 }]) {
      const tenantId = await site(fields);
      const who = await seedCandidateData(database.db, storage, { email: `leaver-${++made}@example.org`, tenantId });
      const key = await letterFor(tenantId, who.site!.fromApplication);
      await deleteAccount(database.db, storage, who.userId);
      expect(await storage.get(key), JSON.stringify(fields)).toBeNull();
      expect(await references(tenantId, who.site!.fromApplication)).toBe(0);
      const events = await database.owner.outboxEvent.findMany({ where: { type: 'storage.delete_requested' } });
      expect(events.flatMap((e) => (e.payload as { keys: string[] }).keys)).toContain(key);
    }
  });
});

describe('references.remind', () => {
  it('never reminds the referees of a careers applicant who did not confirm (they were never asked)', async () => {
    const tenantId = await site();
    const start = new Date(Date.now() - 6 * DAY);
    const applicantId = await withTenant(database.db, tenantId, async (tx) => {
      const a = await tx.applicant.create({
        data: { tenantId, name: 'Unconfirmed', email: 'unconfirmed@example.org', source: 'careers' },
      });
      await addReferences(
        tx,
        'secret',
        tenantId,
        a.id,
        [{ name: 'Alan', email: 'alan-unconfirmed@example.org', relation: 'Supervisor' }],
        { send: false, now: start },
      );
      return a.id;
    });
    await remindReferences(database.db, { now: new Date() });
    const rows = await withTenant(database.db, tenantId, (tx) =>
      tx.applicantReference.findMany({ where: { applicantId } }),
    );
    expect(rows.map((r) => r.remindersSent)).toEqual([0]);
  });
});
