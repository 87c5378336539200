// GET /api/account/exports/<token>: the e-mailed link, which needs no session (the link is the
// secret). It works once: the stored ZIP is opened first, then the row is claimed (ready and not
// expired -> downloaded) by a conditional update, so of two clicks at once only one gets the file;
// once the answer is sent the ZIP is deleted (a failed deletion is recorded for the data-export queue).
import type { Db } from '../../db/client.ts';
import { gone, notFound } from '../../errors.ts';
import { recordEvent } from '../../events/outbox.ts';
import type { Storage, StoredFile } from '../../storage/storage.ts';
import { EXPORT_TOKEN_SHAPE, hashExportToken } from './tokens.ts';

const AGAIN = 'You can ask for your data again on the My data page of your account.';
export const EXPORT_LINK_UNKNOWN = `This download link is not valid. ${AGAIN}`;
export const EXPORT_LINK_USED = `This download link was already used: each link works once. ${AGAIN}`;
export const EXPORT_LINK_EXPIRED = `This download link has expired: links work for 7 days. ${AGAIN}`;

export interface ExportDownload {
  file: StoredFile;
  filename: string;
  /** Deletes the stored ZIP; call it once the answer is sent (or failed). Never throws. */
  discard(): Promise<void>;
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export async function openExportDownload(
  db: Db,
  storage: Storage,
  token: string,
  now = new Date(),
): Promise<ExportDownload> {
  if (!EXPORT_TOKEN_SHAPE.test(token)) throw notFound(EXPORT_LINK_UNKNOWN);
  const row = await db.dataExport.findUnique({ where: { tokenHash: hashExportToken(token) } });
  if (!row || row.status === 'queued' || row.status === 'failed') throw notFound(EXPORT_LINK_UNKNOWN);
  if (row.status === 'downloaded') throw gone(EXPORT_LINK_USED);
  if (!row.key || !row.expiresAt || row.expiresAt <= now) throw gone(EXPORT_LINK_EXPIRED);
  const key = row.key;
  const file = await storage.get(key);
  if (!file) throw gone(EXPORT_LINK_EXPIRED);
  const { count } = await db.dataExport.updateMany({
    where: { id: row.id, status: 'ready', expiresAt: { gt: now } },
    // The key stays until the file is gone (discard), so the sweep finds a ZIP a crash left behind.
    data: { status: 'downloaded', downloadedAt: now },
  });
  if (count === 0) {
    if (!Buffer.isBuffer(file.body)) file.body.destroy();
    throw gone(EXPORT_LINK_USED);
  }
  return {
    file,
    filename: `phd-finder-my-data-${isoDay(row.createdAt)}.zip`,
    discard: async () => {
      if (await deleteOrRecord(db, storage, [key])) {
        await db.dataExport.updateMany({ where: { id: row.id, key }, data: { key: null } }).catch(() => undefined);
      }
    },
  };
}

/**
 * Deletes stored files now, answering whether all went; what the store refuses is recorded for the
 * data-export queue to retry. Never throws: the answer was sent already, and the daily sweep
 * (sweep.ts) finds a ZIP even if recording failed too.
 */
async function deleteOrRecord(db: Db, storage: Storage, keys: string[]): Promise<boolean> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const left = keys.filter((_key, i) => results[i]!.status === 'rejected');
  if (left.length === 0) return true;
  await db.$transaction((tx) => recordEvent(tx, 'storage.delete_requested', { keys: left })).catch(() => undefined);
  return false;
}
