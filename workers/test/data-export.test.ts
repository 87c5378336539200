// "Download my data" through the workers' processors on real parts (Postgres, a local file store, a
// real SMTP server): the data-export job builds the ZIP and records account.export_ready, whose e-mail
// carries a link that downloads it; a retried build or a redelivered mail event sends no second
// e-mail; a mail server that is down delays the e-mail without losing it; a build still failing at
// its last try marks the export failed; storage.delete_requested deletes the files it names, and
// waits (fails for a retry) while the store is down.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openExportDownload } from '@phd/services/candidates/data-export/download';
import { latestExport, requestExport } from '@phd/services/candidates/data-export/request-export';
import type { EventType } from '@phd/services/events/catalogue';
import { recordEvent } from '@phd/services/events/outbox';
import { createLocalStorage, type Storage } from '@phd/services/storage/index';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
import { dataExportProcessor } from '../src/processors/data-export.ts';
import { mailProcessor } from '../src/processors/mail.ts';
import type { ProcessorContext } from '../src/processors/processor.ts';
import { noRedis, silentLogger } from './helpers.ts';
import { mailContextFor, recipients, startInbox, type Inbox } from './mail-inbox.ts';

let database: TestDatabase;
let inbox: Inbox;
let storage: Storage;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  inbox = await startInbox();
  dir = mkdtempSync(join(tmpdir(), 'export-worker-'));
  storage = createLocalStorage(dir);
});
afterAll(async () => {
  await inbox?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const context = (overrides: Partial<ProcessorContext> = {}): ProcessorContext => ({
  db: database.db,
  logger: silentLogger(),
  search: null as never,
  redis: noRedis,
  keyPrefix: 'unused',
  storage,
  mail: mailContextFor(inbox.url),
  ...overrides,
});

/** A try of a job with this many tries made before it (BullMQ's attemptsMade), out of eight. */
const attempt = (made: number) => ({ attemptsMade: made, opts: { attempts: 8 } }) as unknown as Job;

/** The outbox events of a type naming this export, oldest first. */
const eventsOf = async (type: EventType, exportId: string) =>
  (await database.owner.outboxEvent.findMany({ where: { type }, orderBy: { id: 'asc' } })).filter(
    (e) => (e.payload as { exportId?: string }).exportId === exportId,
  );

async function run(
  queue: 'data-export' | 'mail',
  type: EventType,
  event: { id: bigint; payload: unknown },
  ctx = context(),
  raw = attempt(0),
) {
  const job = parseJob(queue, type, { eventId: String(event.id), payload: event.payload });
  const processor = queue === 'mail' ? mailProcessor : dataExportProcessor;
  return (processor.handle as (j: unknown, c: ProcessorContext, r: Job) => Promise<unknown>)(job, ctx, raw);
}

let people = 0;
async function asked() {
  const email = `worker-export-${++people}@example.org`;
  const user = await database.db.user.create({ data: { email, firstName: 'Grace' } });
  const { id } = await requestExport(database.db, mailContextFor(inbox.url).appSecret, user.id);
  const [requested] = await eventsOf('account.export_requested', id);
  return { email, userId: user.id, exportId: id, requested: requested! };
}

const linkIn = (text: string) => /\/api\/account\/exports\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('the data-export job and its e-mail', () => {
  it('builds the ZIP, e-mails a link that downloads it, once however often the jobs run', async () => {
    const { email, userId, exportId, requested } = await asked();
    await run('data-export', 'account.export_requested', requested);
    await run('data-export', 'account.export_requested', requested);
    const ready = await eventsOf('account.export_ready', exportId);
    expect(ready).toHaveLength(1);

    expect(await run('mail', 'account.export_ready', ready[0]!)).toMatchObject({ sent: true });
    expect(await run('mail', 'account.export_ready', ready[0]!)).toMatchObject({ sent: false, duplicate: true });
    const mail = await inbox.waitForMessage((m) => recipients(m).includes(email), 'the export e-mail');
    expect(mail.subject).toBe('Your PhD Finder data is ready to download');
    expect(mail.text).toContain('works once');
    expect(inbox.messages.filter((m) => recipients(m).includes(email))).toHaveLength(1);

    const token = linkIn(mail.text ?? '');
    expect(token).toBeDefined();
    const download = await openExportDownload(database.db, storage, token!);
    await download.discard();
    expect(await latestExport(database.db, userId)).toMatchObject({ state: 'downloaded' });
  });

  it('keeps the e-mail while the mail server is down and sends it once it is back', async () => {
    const { email, exportId, requested } = await asked();
    await run('data-export', 'account.export_requested', requested);
    const [ready] = await eventsOf('account.export_ready', exportId);
    await inbox.stop();
    try {
      await expect(run('mail', 'account.export_ready', ready!)).rejects.toThrow();
    } finally {
      await inbox.start();
    }
    expect(await run('mail', 'account.export_ready', ready!)).toMatchObject({ sent: true });
    await inbox.waitForMessage((m) => recipients(m).includes(email), 'the delayed export e-mail');
    expect(inbox.messages.filter((m) => recipients(m).includes(email))).toHaveLength(1);
  });

  it('sends nothing for an export downloaded or erased before the mail job ran', async () => {
    const { userId, exportId, requested } = await asked();
    await run('data-export', 'account.export_requested', requested);
    const [ready] = await eventsOf('account.export_ready', exportId);
    await database.db.user.delete({ where: { id: userId } });
    expect(await run('mail', 'account.export_ready', ready!)).toMatchObject({ sent: false });
  });

  it('waits while storage is down, and marks the export failed only at the last try', async () => {
    const { userId, exportId, requested } = await asked();
    const down = context({ storage: { ...storage, put: () => Promise.reject(new Error('store unreachable')) } });
    await expect(run('data-export', 'account.export_requested', requested, down, attempt(0))).rejects.toThrow(
      'store unreachable',
    );
    expect(await latestExport(database.db, userId)).toMatchObject({ state: 'queued' });
    await expect(run('data-export', 'account.export_requested', requested, down, attempt(7))).rejects.toThrow();
    expect(await latestExport(database.db, userId)).toMatchObject({ state: 'failed' });
    expect(await eventsOf('account.export_ready', exportId)).toHaveLength(0);
  });
});

describe('storage.delete_requested', () => {
  it('deletes the files it names, and fails for a retry while the store is down', async () => {
    const keys = ['cvs/left-behind-1.pdf', 'resumes/left-behind-2.pdf'];
    for (const key of keys) await storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    const id = await database.db.$transaction((tx) => recordEvent(tx, 'storage.delete_requested', { keys }));
    const event = await database.owner.outboxEvent.findUniqueOrThrow({ where: { id } });

    const down = context({ storage: { ...storage, delete: () => Promise.reject(new Error('store unreachable')) } });
    await expect(run('data-export', 'storage.delete_requested', event, down)).rejects.toThrow('store unreachable');
    expect(await storage.get(keys[0]!)).not.toBeNull();

    expect(await run('data-export', 'storage.delete_requested', event)).toEqual({ deleted: 2 });
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    // Redelivered after the files are gone: nothing to do, no error.
    expect(await run('data-export', 'storage.delete_requested', event)).toEqual({ deleted: 2 });
  });
});

describe('data-export.sweep', () => {
  it('deletes ZIPs whose link expired unused or that a download left behind, and no other', async () => {
    const built = async () => {
      const { exportId, requested } = await asked();
      await run('data-export', 'account.export_requested', requested);
      return database.db.dataExport.findUniqueOrThrow({ where: { id: exportId } });
    };
    const expired = await built();
    const leftBehind = await built();
    const fresh = await built();
    const day = 24 * 60 * 60 * 1000;
    await database.db.dataExport.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - day) } });
    await database.db.dataExport.update({
      where: { id: leftBehind.id },
      data: { status: 'downloaded', downloadedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) },
    });

    const job = parseJob('data-export', 'data-export.sweep', {});
    const swept = await dataExportProcessor.handle(job, context(), attempt(0));
    expect(swept).toMatchObject({ deleted: 2 });
    for (const gone of [expired, leftBehind]) {
      expect(await storage.get(gone.key!)).toBeNull();
      expect((await database.db.dataExport.findUniqueOrThrow({ where: { id: gone.id } })).key).toBeNull();
    }
    expect(await storage.get(fresh.key!)).not.toBeNull();
    // Run again: nothing more to do.
    expect(await dataExportProcessor.handle(job, context(), attempt(0))).toMatchObject({ deleted: 0 });
  });
});
