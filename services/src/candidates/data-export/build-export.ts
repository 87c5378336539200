// The data-export job's work: the candidate's ZIP (collect.ts) streamed to storage with yazl, never
// held in memory whole, then the row made ready with its 7-day expiry and account.export_ready (the
// mail queue sends the link) in one transaction. Safe to run twice: the ZIP's key is the export's
// own, and only the run that moves the row from queued to ready records the e-mail's event.
import { PassThrough, Transform, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import type { Storage } from '../../storage/storage.ts';
import { collectExport, type ExportFile } from './collect.ts';
import { EXPORT_TTL_MS } from './tokens.ts';

/** Longest the export's read may hold its transaction (hundreds of applications, every site visited). */
const COLLECT_TIMEOUT_MS = 60_000;

export const MISSING_FILE_NOTE = 'This file was listed in your account but could not be found in storage.\n';

export type BuildOutcome = { built: true; key: string; size: number } | { built: false; reason: string };

export const exportKey = (exportId: string) => `exports/${exportId}.zip`;

function addStoredFile(zip: ZipFile, storage: Storage, file: ExportFile): void {
  // Lazy: each file is opened only when the ZIP reaches it, so 200 resumes never mean 200 open streams.
  zip.addReadStreamLazy(file.path, { compress: false }, (done) => {
    storage.get(file.key).then(
      (stored) => {
        if (!stored) return done(null, bufferStream(Buffer.from(MISSING_FILE_NOTE)));
        done(null, Buffer.isBuffer(stored.body) ? bufferStream(stored.body) : stored.body);
      },
      (err: unknown) => done(err, null as never),
    );
  });
}

function bufferStream(bytes: Buffer): Readable {
  const stream = new PassThrough();
  stream.end(bytes);
  return stream;
}

/** Writes the ZIP to storage and answers its size in bytes. */
async function storeZip(storage: Storage, key: string, json: Record<string, unknown>, files: ExportFile[]) {
  const zip = new ZipFile();
  for (const [name, value] of Object.entries(json)) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`), name);
  }
  for (const file of files) addStoredFile(zip, storage, file);
  zip.end();
  let size = 0;
  // Counts as the store reads (a 'data' listener would start the flow before the store is ready).
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  zip.outputStream.on('error', (err) => counted.destroy(err));
  zip.outputStream.pipe(counted);
  await storage.put(key, counted, 'application/zip');
  return size;
}

export async function buildExport(db: Db, storage: Storage, exportId: string, now = new Date()): Promise<BuildOutcome> {
  const row = await db.dataExport.findUnique({ where: { id: exportId }, select: { userId: true, status: true } });
  if (!row) return { built: false, reason: 'gone' };
  if (row.status !== 'queued') return { built: false, reason: row.status };
  const content = await db.$transaction((tx) => collectExport(tx, row.userId), { timeout: COLLECT_TIMEOUT_MS });
  if (!content) return { built: false, reason: 'gone' };
  const key = exportKey(exportId);
  const size = await storeZip(storage, key, content.json, content.files);
  const ready = await db.$transaction(async (tx) => {
    const { count } = await tx.dataExport.updateMany({
      where: { id: exportId, status: 'queued' },
      data: { status: 'ready', key, size, error: null, expiresAt: new Date(now.getTime() + EXPORT_TTL_MS) },
    });
    if (count === 1) await recordEvent(tx, 'account.export_ready', { exportId });
    return count === 1;
  });
  if (ready) return { built: true, key, size };
  // The account was erased while the ZIP was written: nothing may keep its data.
  if ((await db.dataExport.count({ where: { id: exportId } })) === 0) await storage.delete(key);
  return { built: false, reason: 'superseded' };
}

/** After the last try: the page says it failed, and the candidate can ask again. */
export async function markExportFailed(db: Db, exportId: string, error: string): Promise<void> {
  await db.dataExport.updateMany({
    where: { id: exportId, status: 'queued' },
    data: { status: 'failed', error: error.slice(0, 500) },
  });
}
