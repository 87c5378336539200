// "Download my data" in the services, on real Postgres (row-level security on) and a real file store:
// the request (queued row and event in one transaction, once per 10 minutes, two at once make one),
// the build (a ZIP read back with yauzl holding every JSON file and every stored file, no secrets, the
// university site's applicants of the candidate and not the staff-added one), idempotent rebuilding,
// and the single-use, expiring link.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExport, exportKey, MISSING_FILE_NOTE } from '@phd/services/candidates/data-export/build-export';
import {
  EXPORT_LINK_EXPIRED,
  EXPORT_LINK_UNKNOWN,
  EXPORT_LINK_USED,
  openExportDownload,
} from '@phd/services/candidates/data-export/download';
import { EXPORT_TOO_SOON, latestExport, requestExport } from '@phd/services/candidates/data-export/request-export';
import { exportToken } from '@phd/services/candidates/data-export/tokens';
import type { DomainError } from '@phd/services/errors';
import { createLocalStorage, type Storage } from '@phd/services/storage/index';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import { seedCandidateData, PDF } from './candidate-data-fixture.ts';
import { refusal } from '../support/refusal.ts';
import { bytesOf, readZip } from './read-zip.ts';

const SECRET = 'test-app-secret-for-data-export-0123456789';

let database: TestDatabase;
let storage: Storage;
let dir: string;
let tenantId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'data-export-'));
  storage = createLocalStorage(dir);
  tenantId = (
    await database.owner.tenant.create({
      data: { slug: 'export-site', name: 'Export Site', universityName: 'Site University' },
    })
  ).id;
});
afterAll(async () => {
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

let people = 0;
const candidate = (options: { tenantId?: string; applications?: number } = {}) =>
  seedCandidateData(database.db, storage, { email: `exporter-${++people}@example.org`, ...options });

async function downloadBytes(token: string): Promise<Buffer> {
  const download = await openExportDownload(database.db, storage, token);
  const bytes = await bytesOf(download.file.body);
  await download.discard();
  return bytes;
}

describe('asking for the data', () => {
  it('records a queued export and account.export_requested together', async () => {
    const who = await candidate();
    const view = await requestExport(database.db, SECRET, who.userId);
    expect(view.state).toBe('queued');
    const events = await database.owner.outboxEvent.findMany({ where: { type: 'account.export_requested' } });
    expect(events.map((e) => (e.payload as { exportId: string }).exportId)).toContain(view.id);
    expect(await latestExport(database.db, who.userId)).toMatchObject({ id: view.id, state: 'queued' });
  });

  it('refuses a second request within 10 minutes with a sentence, and allows one after', async () => {
    const who = await candidate();
    const first = new Date('2026-11-01T10:00:00Z');
    await requestExport(database.db, SECRET, who.userId, first);
    const soon = await refusal(requestExport(database.db, SECRET, who.userId, new Date(first.getTime() + 9 * 60_000)));
    expect(soon.kind).toBe('rate_limited');
    expect(soon.message).toBe(EXPORT_TOO_SOON);
    const later = await requestExport(database.db, SECRET, who.userId, new Date(first.getTime() + 11 * 60_000));
    expect(later.state).toBe('queued');
  });

  it('makes one export of two identical requests at once', async () => {
    const who = await candidate();
    const results = await Promise.allSettled([
      requestExport(database.db, SECRET, who.userId),
      requestExport(database.db, SECRET, who.userId),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await database.db.dataExport.count({ where: { userId: who.userId } })).toBe(1);
  });
});

describe('building the ZIP', () => {
  it('holds every JSON file and every stored file, and none of the secrets', async () => {
    const who = await candidate({ tenantId });
    await database.db.user.update({ where: { id: who.userId }, data: { calendarTokenHash: 'calendar-secret-hash' } });
    const { id } = await requestExport(database.db, SECRET, who.userId);
    const outcome = await buildExport(database.db, storage, id);
    expect(outcome).toMatchObject({ built: true, key: exportKey(id) });
    const zip = await readZip(await downloadBytes(exportToken(SECRET, id)));

    const names = [...zip.keys()];
    for (const name of [
      'account.json',
      'profile.json',
      'saved.json',
      'preferences.json',
      'alerts.json',
      'applications.json',
      'external-applications.json',
    ]) {
      expect(names).toContain(name);
    }
    const json = (name: string) => JSON.parse(zip.get(name)!.toString('utf8')) as Record<string, unknown>;
    expect(json('account.json')).toMatchObject({ id: who.userId, email: who.email, firstName: 'Ada' });
    expect(json('profile.json')).toMatchObject({ fullName: 'Ada Lovelace', orcid: '0000-0002-1825-0097' });
    expect(json('saved.json')).toEqual([
      expect.objectContaining({ opportunity: expect.objectContaining({ title: `Saved position of ${who.email}` }) }),
    ]);
    expect(json('alerts.json')).toEqual([expect.objectContaining({ label: 'Physics in Norway' })]);
    expect(json('external-applications.json')).toEqual([expect.objectContaining({ title: 'PhD elsewhere' })]);

    const applications = json('applications.json') as {
      mainSite: Record<string, unknown>[];
      universitySites: Record<string, unknown>[];
    };
    expect(applications.mainSite).toHaveLength(3);
    expect(applications.mainSite).toContainEqual(
      expect.objectContaining({
        status: 'shortlisted',
        opportunity: expect.objectContaining({ title: `Applied position 1 of ${who.email}` }),
      }),
    );
    // The candidate's applicants on the site (from their application, and the careers page), not the staff-added row.
    const siteIds = applications.universitySites.map((a) => a.id).sort();
    expect(siteIds).toEqual([who.site!.fromApplication, who.site!.careers].sort());
    expect(applications.universitySites).toContainEqual(
      expect.objectContaining({
        site: 'Site University',
        position: `Site position of ${who.email}`,
        status: 'interview',
      }),
    );

    // Every stored file, byte for byte: 2 CVs and 3 application resumes.
    const files = names.filter((n) => n.startsWith('files/'));
    expect(files.filter((n) => n.startsWith('files/cvs/'))).toEqual(['files/cvs/1-CV 1.pdf', 'files/cvs/2-CV 2.pdf']);
    expect(files.filter((n) => n.startsWith('files/applications/'))).toHaveLength(3);
    expect(zip.get('files/cvs/2-CV 2.pdf')).toEqual(PDF('cv 2'));

    const everything = [...zip.values()].map((b) => b.toString('latin1')).join('\n');
    expect(everything).not.toContain('calendar-secret-hash');
    expect(everything).not.toMatch(/tokenHash|calendarTokenHash|resumeKey/);
  });

  it('says so in the file when a stored file has gone missing', async () => {
    const who = await candidate({ applications: 1 });
    await storage.delete(who.cvKeys[0]!);
    const { id } = await requestExport(database.db, SECRET, who.userId);
    await buildExport(database.db, storage, id);
    const zip = await readZip(await downloadBytes(exportToken(SECRET, id)));
    expect(zip.get('files/cvs/1-CV 1.pdf')!.toString()).toBe(MISSING_FILE_NOTE);
  });

  it('builds once: a retried job finds it ready and records no second e-mail event', async () => {
    const who = await candidate({ applications: 1 });
    const { id } = await requestExport(database.db, SECRET, who.userId);
    const built = await buildExport(database.db, storage, id);
    expect(built.built).toBe(true);
    // The size recorded is the stored ZIP's, byte for byte.
    const row = await database.db.dataExport.findUniqueOrThrow({ where: { id } });
    expect(row.size).toBe((await storage.get(exportKey(id)))!.size);
    expect(await buildExport(database.db, storage, id)).toEqual({ built: false, reason: 'ready' });
    const ready = await database.owner.outboxEvent.findMany({ where: { type: 'account.export_ready' } });
    expect(ready.filter((e) => (e.payload as { exportId: string }).exportId === id)).toHaveLength(1);
    expect(await latestExport(database.db, who.userId)).toMatchObject({ state: 'ready' });
  });
});

describe('the e-mailed link', () => {
  async function readyExport() {
    const who = await candidate({ applications: 1 });
    const { id } = await requestExport(database.db, SECRET, who.userId);
    await buildExport(database.db, storage, id);
    return { who, id, token: exportToken(SECRET, id) };
  }

  it('works once, then deletes the ZIP and answers 410 with a sentence', async () => {
    const { who, id, token } = await readyExport();
    expect((await downloadBytes(token)).subarray(0, 2).toString()).toBe('PK');
    expect(await storage.get(exportKey(id))).toBeNull();
    expect(await latestExport(database.db, who.userId)).toMatchObject({ state: 'downloaded' });
    const again = await refusal(openExportDownload(database.db, storage, token));
    expect([again.kind, again.message]).toEqual(['gone', EXPORT_LINK_USED]);
  });

  it('gives the file to only one of two clicks at once', async () => {
    const { token } = await readyExport();
    const results = await Promise.allSettled([
      openExportDownload(database.db, storage, token),
      openExportDownload(database.db, storage, token),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as DomainError).message).toBe(EXPORT_LINK_USED);
    const { file, discard } = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof openExportDownload>>>).value;
    await bytesOf(file.body);
    await discard();
  });

  it('answers 410 after 7 days and 404 for a link we never sent', async () => {
    const { token } = await readyExport();
    const eightDays = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const expired = await refusal(openExportDownload(database.db, storage, token, eightDays));
    expect([expired.kind, expired.message]).toEqual(['gone', EXPORT_LINK_EXPIRED]);
    for (const guess of [
      'A'.repeat(43),
      'short',
      `${token}\u0000`,
      token.toLowerCase() === token ? 'x' : token.toLowerCase(),
    ]) {
      const unknown = await refusal(openExportDownload(database.db, storage, guess));
      expect([unknown.kind, unknown.message]).toEqual(['not_found', EXPORT_LINK_UNKNOWN]);
    }
  });

  it('does not work while the export is still being built', async () => {
    const who = await candidate({ applications: 0 });
    const { id } = await requestExport(database.db, SECRET, who.userId);
    const early = await refusal(openExportDownload(database.db, storage, exportToken(SECRET, id)));
    expect(early.message).toBe(EXPORT_LINK_UNKNOWN);
  });
});
