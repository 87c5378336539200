// The data-export queue's daily sweep: stored ZIPs no link can fetch any more go. An export whose
// link expired unused, and a downloaded one whose ZIP is still there (the gateway stopped between
// sending it and deleting it): the file is deleted, then the row forgets its key.
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';

/** Rows per run; the next day's run takes the rest. */
export const SWEEP_BATCH = 500;
/** A download may still be streaming this long after it was claimed: its ZIP is not touched before. */
const DOWNLOAD_GRACE_MS = 60 * 60 * 1000;

export async function sweepExports(db: Db, storage: Storage, now = new Date()): Promise<{ deleted: number }> {
  const rows = await db.dataExport.findMany({
    where: {
      key: { not: null },
      OR: [
        { status: 'ready', expiresAt: { lte: now } },
        { status: 'downloaded', downloadedAt: { lte: new Date(now.getTime() - DOWNLOAD_GRACE_MS) } },
      ],
    },
    select: { id: true, key: true },
    orderBy: { createdAt: 'asc' },
    take: SWEEP_BATCH,
  });
  for (const row of rows) {
    await storage.delete(row.key!);
    await db.dataExport.updateMany({ where: { id: row.id, key: row.key }, data: { key: null } });
  }
  return { deleted: rows.length };
}
