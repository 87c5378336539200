// Retention (issue 14): sites with retention_months lose their applicants N months after the
// opportunity closed (closed by staff, deleted or past its closing date), with comments, history and
// resume files; sites without it, recent closings and open opportunities keep theirs. Real Postgres,
// a real local file store, through the processor the daily schedule runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from '@phd/services/storage/index';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
import { applicantRetentionProcessor } from '../src/processors/applicant-retention.ts';
import { schedules } from '../src/schedules.ts';
import { noRedis, silentLogger } from './helpers.ts';

let database: TestDatabase;
let storage: Storage;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'retention-'));
  storage = createLocalStorage(dir);
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const monthsAgo = (months: number) => {
  const at = new Date();
  at.setMonth(at.getMonth() - months);
  return at;
};

let made = 0;
async function site(retentionMonths: number | null) {
  const slug = `retention-${++made}`;
  const row = await database.owner.tenant.create({ data: { slug, name: slug, universityName: 'U', retentionMonths } });
  return row.id;
}

type Closing = { status?: 'open' | 'closed'; closedAt?: Date; closingDate?: Date; deletedAt?: Date };

/** An opportunity of the site closed as told, with one applicant (resume file, comment, history). */
async function applicantOf(tenantId: string, closing: Closing) {
  const key = `resumes/retention-${++made}.pdf`;
  await storage.put(key, Buffer.from('%PDF-1.4 stored'), 'application/pdf');
  return withTenant(database.db, tenantId, async (tx) => {
    const opportunity = await tx.opportunity.create({
      data: { title: 'Position', universityName: 'U', country: 'Norway', tenantId, source: 'tenant', ...closing },
    });
    const applicant = await tx.applicant.create({
      data: { tenantId, opportunityId: opportunity.id, name: 'A', email: 'a@example.test', resumeKey: key },
    });
    await tx.applicantComment.create({ data: { tenantId, applicantId: applicant.id, comment: 'kept?' } });
    await tx.applicantStatusChange.create({ data: { tenantId, applicantId: applicant.id, toStatus: 'reviewing' } });
    return { id: applicant.id, key };
  });
}

const exists = (tenantId: string, id: string) =>
  withTenant(database.db, tenantId, async (tx) => ({
    applicant: (await tx.applicant.count({ where: { id } })) === 1,
    comments: await tx.applicantComment.count({ where: { applicantId: id } }),
    history: await tx.applicantStatusChange.count({ where: { applicantId: id } }),
  }));

const run = () =>
  applicantRetentionProcessor.handle(
    parseJob('applicant-retention', 'applicant-retention.sweep', {}),
    { db: database.db, logger: silentLogger(), search: null!, redis: noRedis, keyPrefix: 'x', storage },
    {} as Job,
  );

describe('applicant retention sweep (real Postgres, real file store)', () => {
  it('deletes applicants N months after their opportunity closed, with their rows and resume files', async () => {
    const strict = await site(6);
    const keeping = await site(null);
    const closedLongAgo = await applicantOf(strict, { status: 'closed', closedAt: monthsAgo(7) });
    const deadlinePassed = await applicantOf(strict, { closingDate: monthsAgo(8) });
    const deleted = await applicantOf(strict, { deletedAt: monthsAgo(12) });
    const closedRecently = await applicantOf(strict, { status: 'closed', closedAt: monthsAgo(5) });
    const open = await applicantOf(strict, {});
    const otherSite = await applicantOf(keeping, { status: 'closed', closedAt: monthsAgo(60) });

    const results = await run();
    expect(results).toEqual([{ tenantId: strict, slug: expect.any(String), months: 6, deleted: 3 }]);

    for (const gone of [closedLongAgo, deadlinePassed, deleted]) {
      expect(await exists(strict, gone.id)).toEqual({ applicant: false, comments: 0, history: 0 });
      expect(await storage.get(gone.key)).toBeNull();
    }
    for (const kept of [closedRecently, open]) {
      expect(await exists(strict, kept.id)).toEqual({ applicant: true, comments: 1, history: 1 });
      expect(await storage.get(kept.key)).not.toBeNull();
    }
    expect(await exists(keeping, otherSite.id)).toMatchObject({ applicant: true });

    // Idempotent: nothing more to do until more time passes.
    expect(await run()).toEqual([expect.objectContaining({ tenantId: strict, deleted: 0 })]);
  });

  it('runs on a daily schedule', () => {
    expect(schedules).toContainEqual({
      queue: 'applicant-retention',
      job: 'applicant-retention.sweep',
      everyMs: 24 * 60 * 60_000,
    });
  });
});
