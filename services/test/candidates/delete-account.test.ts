// "Delete my account" in the services, on real Postgres as the application's role (row-level security
// on: every site's rows are reached through its tenant) and a real file store: what is erased, what a
// site that must keep records gets instead (anonymised, with the day it goes), the audit row without
// the erased data, the files (deleted at once, and recorded for the queue when the store is down), and
// a second or simultaneous request.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '@phd/services/accounts/sessions';
import { applyRetention } from '@phd/services/applicants/retention';
import { ACCOUNT_ALREADY_DELETED, deleteAccount } from '@phd/services/candidates/delete-account';
import { ERASED_NAME, erasedEmail } from '@phd/services/candidates/erasure/site-records';
import { DomainError } from '@phd/services/errors';
import { createLogger } from '@phd/services/logger';
import { createLocalStorage, type Storage } from '@phd/services/storage/index';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import { seedCandidateData, type SeededCandidate } from './candidate-data-fixture.ts';

const silentLogger = createLogger({ logLevel: 'silent' }, 'test');

let database: TestDatabase;
let storage: Storage;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'erasure-'));
  storage = createLocalStorage(dir);
});
afterAll(async () => {
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

let made = 0;
async function site(fields: { retentionMonths?: number; legalHold?: boolean } = {}) {
  const slug = `erasure-${++made}`;
  return (
    await database.owner.tenant.create({ data: { slug, name: slug, universityName: `University ${made}`, ...fields } })
  ).id;
}

const candidate = (tenantId: string) =>
  seedCandidateData(database.db, storage, { email: `leaver-${++made}@example.org`, tenantId });

const applicantsOf = (tenantId: string, ids: string[]) =>
  withTenant(database.db, tenantId, (tx) =>
    tx.applicant.findMany({ where: { id: { in: ids } }, include: { comments: true, search: true } }),
  );

async function everyFile(who: SeededCandidate) {
  return [...who.cvKeys, ...who.resumeKeys, ...(who.site?.keys ?? [])];
}

async function storedCount(keys: string[]) {
  return (await Promise.all(keys.map((k) => storage.get(k)))).filter((f) => f !== null).length;
}

describe('deleting an account', () => {
  it('erases the account, its rows and files, and the site applications of a site that keeps nothing', async () => {
    const tenantId = await site();
    const who = await candidate(tenantId);
    await startSession(database.db, { kind: 'candidate', userId: who.userId });
    const outcome = await deleteAccount(database.db, storage, who.userId);

    expect(outcome.counts).toMatchObject({
      applications: 3,
      universityApplicationsDeleted: 2,
      universityApplicationsAnonymised: 0,
      cvs: 2,
      saved: 1,
      alerts: 1,
      externalApplications: 1,
      files: 7,
    });
    expect(outcome.kept).toEqual([]);
    const db = database.owner;
    expect(await db.user.count({ where: { id: who.userId } })).toBe(0);
    for (const count of [
      db.candidateProfile.count({ where: { userId: who.userId } }),
      db.candidateCv.count({ where: { userId: who.userId } }),
      db.savedOpportunity.count({ where: { userId: who.userId } }),
      db.searchAlert.count({ where: { userId: who.userId } }),
      db.externalApplication.count({ where: { userId: who.userId } }),
      db.session.count({ where: { userId: who.userId } }),
      db.userIdentity.count({ where: { userId: who.userId } }),
      db.application.count({ where: { email: who.email } }),
    ]) {
      expect(await count).toBe(0);
    }
    // The candidate's applicants are gone with their comments; the row staff added by hand stays.
    const left = await applicantsOf(tenantId, [who.site!.fromApplication, who.site!.careers, who.site!.staffAdded]);
    expect(left.map((a) => a.id)).toEqual([who.site!.staffAdded]);
    expect(await storedCount(await everyFile(who))).toBe(0);
  });

  it('records an audit row with the user id and counts only, and the files for the queue', async () => {
    const tenantId = await site();
    const who = await candidate(tenantId);
    await deleteAccount(database.db, storage, who.userId);
    const audit = await database.owner.auditEvent.findMany({ where: { recordId: who.userId } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'candidate',
      actorId: who.userId,
      actorEmail: null,
      ip: null,
      action: 'account.erased',
    });
    const logged = JSON.stringify(audit[0]);
    expect(logged).not.toContain(who.email);
    expect(logged).not.toContain('Lovelace');
    const events = await database.owner.outboxEvent.findMany({ where: { type: 'storage.delete_requested' } });
    const named = events.flatMap((e) => (e.payload as { keys: string[] }).keys);
    expect(named).toEqual(expect.arrayContaining(await everyFile(who)));
  });

  it('anonymises the applications of a site with a retention period, and says the day they go', async () => {
    const tenantId = await site({ retentionMonths: 6 });
    const who = await candidate(tenantId);
    const outcome = await deleteAccount(database.db, storage, who.userId);
    expect(outcome.counts).toMatchObject({ universityApplicationsDeleted: 0, universityApplicationsAnonymised: 2 });
    expect(outcome.kept).toHaveLength(2);
    // The position closed on 15 January 2026: six months later.
    expect(outcome.kept[0]).toMatchObject({ reason: 'retention', until: new Date('2026-07-15T00:00:00Z') });
    expect(outcome.kept[0]!.when).toContain('15 July 2026');

    const rows = await applicantsOf(tenantId, [who.site!.fromApplication, who.site!.careers]);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        name: ERASED_NAME,
        email: erasedEmail(row.id),
        phone: null,
        country: null,
        resumeKey: null,
        resumeText: null,
        applicationId: null,
      });
      expect(row.anonymisedAt).toBeInstanceOf(Date);
      // What search finds the applicant by no longer names them.
      expect(row.search[0]?.contact ?? '').not.toMatch(/lovelace|leaver/i);
    }
    // Staff's comments on the review stay.
    expect(rows.find((r) => r.id === who.site!.fromApplication)!.comments.map((c) => c.comment)).toEqual([
      'Strong candidate',
    ]);
    expect(await storedCount(await everyFile(who))).toBe(0);
  });

  it('anonymises under a legal hold: they go when the hold is lifted', async () => {
    const tenantId = await site({ legalHold: true });
    const who = await candidate(tenantId);
    const outcome = await deleteAccount(database.db, storage, who.userId);
    expect(outcome.kept).toEqual([
      expect.objectContaining({ reason: 'legal_hold', until: null, site: expect.stringMatching(/^University/) }),
      expect.objectContaining({ reason: 'legal_hold', until: null }),
    ]);
    expect(outcome.kept[0]!.when).toMatch(/stays until the hold is lifted/);
    const rows = await applicantsOf(tenantId, [who.site!.fromApplication, who.site!.careers]);
    expect(rows.every((r) => r.name === ERASED_NAME && r.anonymisedAt)).toBe(true);
  });

  it('loses no file while the store is down: the deletions wait in the outbox', async () => {
    const tenantId = await site();
    const who = await candidate(tenantId);
    const down: Storage = { ...storage, delete: () => Promise.reject(new Error('store unreachable')) };
    await deleteAccount(database.db, down, who.userId);
    expect(await database.owner.user.count({ where: { id: who.userId } })).toBe(0);
    const files = await everyFile(who);
    expect(await storedCount(files)).toBe(files.length);
    const events = await database.owner.outboxEvent.findMany({ where: { type: 'storage.delete_requested' } });
    expect(events.flatMap((e) => (e.payload as { keys: string[] }).keys)).toEqual(expect.arrayContaining(files));
  });

  it('answers a second request, or one made at the same time, with a sentence', async () => {
    const tenantId = await site();
    const who = await candidate(tenantId);
    const results = await Promise.allSettled([
      deleteAccount(database.db, storage, who.userId),
      deleteAccount(database.db, storage, who.userId),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as DomainError;
    expect([refused.kind, refused.message]).toEqual(['not_found', ACCOUNT_ALREADY_DELETED]);
    expect(await database.owner.auditEvent.count({ where: { recordId: who.userId } })).toBe(1);
  });

  it('leaves other candidates and their site applications alone', async () => {
    const tenantId = await site();
    const leaver = await candidate(tenantId);
    const stayer = await candidate(tenantId);
    await deleteAccount(database.db, storage, leaver.userId);
    expect(await database.owner.user.count({ where: { id: stayer.userId } })).toBe(1);
    expect(await database.owner.application.count({ where: { userId: stayer.userId } })).toBe(3);
    expect(await applicantsOf(tenantId, [stayer.site!.fromApplication, stayer.site!.careers])).toHaveLength(2);
    expect(await storedCount(await everyFile(stayer))).toBe((await everyFile(stayer)).length);
  });
});

describe('an anonymised record under a legal hold', () => {
  it('outlives the retention sweep while the hold lasts, and goes once it is lifted', async () => {
    const tenantId = await site({ retentionMonths: 6, legalHold: true });
    const who = await candidate(tenantId);
    const { kept } = await deleteAccount(database.db, storage, who.userId);
    expect(kept[0]!.when).toContain(
      'Once the hold is lifted, your anonymised application is deleted 6 months after the position closed (15 July 2026)',
    );
    const ids = [who.site!.fromApplication, who.site!.careers];
    // The position closed on 15 January 2026: more than six months ago, so only the hold keeps them.
    await applyRetention(database.db, storage, silentLogger);
    expect(await applicantsOf(tenantId, ids)).toHaveLength(2);

    await database.owner.tenant.update({ where: { id: tenantId }, data: { legalHold: false } });
    await applyRetention(database.db, storage, silentLogger);
    expect(await applicantsOf(tenantId, ids)).toHaveLength(0);
  });
});
