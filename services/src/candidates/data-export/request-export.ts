// "Download my data" (issue 32, GDPR articles 15 and 20): the request and the state the page shows.
// The request records a queued data_exports row and account.export_requested in one transaction; the
// data-export queue builds the ZIP (build-export.ts) and the mail queue sends the link. One request per
// candidate per 10 minutes, counted in Postgres under a lock on the user's row, so two clicks at once
// make one export and a Redis outage does not lift the limit.
import type { ExportState } from '@phd/contracts/endpoints/candidate-data';
import type { Db } from '../../db/client.ts';
import type { DataExport } from '../../db/generated/client.ts';
import { notFound, rateLimited } from '../../errors.ts';
import { recordEvent } from '../../events/outbox.ts';
import { exportToken, hashExportToken } from './tokens.ts';

export const EXPORT_INTERVAL_MS = 10 * 60 * 1000;
export const EXPORT_TOO_SOON = 'You asked for your data a moment ago: the e-mail is on its way.';
export const ACCOUNT_GONE = 'Your account no longer exists.';

/** What the page shows (`expired`: a ready export whose link ran out before it was used). */
export interface ExportView {
  id: string;
  state: ExportState;
  requestedAt: Date;
  expiresAt: Date | null;
  downloadedAt: Date | null;
}

export function viewOf(row: DataExport, now = new Date()): ExportView {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    state: expired ? 'expired' : row.status,
    requestedAt: row.createdAt,
    expiresAt: row.expiresAt,
    downloadedAt: row.downloadedAt,
  };
}

/** The candidate's newest export, or null when they never asked. */
export async function latestExport(db: Db, userId: string, now = new Date()): Promise<ExportView | null> {
  const row = await db.dataExport.findFirst({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return row ? viewOf(row, now) : null;
}

export async function requestExport(db: Db, appSecret: string, userId: string, now = new Date()): Promise<ExportView> {
  return db.$transaction(async (tx) => {
    // Serialises this candidate's requests: the second of two at once waits here, then sees the first.
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw notFound(ACCOUNT_GONE);
    const recent = await tx.dataExport.count({
      where: { userId, createdAt: { gt: new Date(now.getTime() - EXPORT_INTERVAL_MS) } },
    });
    if (recent > 0) throw rateLimited(EXPORT_TOO_SOON);
    const id = crypto.randomUUID();
    const row = await tx.dataExport.create({
      // The hash is known now (the token derives from the id); the link works only once the row is ready.
      data: { id, userId, status: 'queued', tokenHash: hashExportToken(exportToken(appSecret, id)), createdAt: now },
    });
    await recordEvent(tx, 'account.export_requested', { exportId: id });
    return viewOf(row, now);
  });
}
