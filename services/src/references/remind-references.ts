// The `references.remind` sweep (hourly, workers/src/schedules.ts): a referee who has not answered is
// reminded after five days and again after ten, while the link still works. Each reminder bumps the
// row's count and records `reference.reminder_due` in one transaction, so a second run (or two at
// once: the rows are locked and skipped) sends nothing twice. References are row-level secured, so
// the sweep goes site by site.
import type { Db } from '../db/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { withTenant, type TenantTx } from '../tenants/unit-of-work.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days after the request at which reminders 1 and 2 go. */
export const REMINDER_DAYS = [5, 10] as const;
/** References reminded per transaction: a site's backlog never holds one connection long. */
const BATCH = 200;

export interface RemindResult {
  reminded: number;
}

async function remindBatch(tx: TenantTx, tenantId: string, now: Date): Promise<number> {
  const due = await tx.$queryRaw<{ id: string; reminders_sent: number; created_at: Date }[]>`
    SELECT r.id, r.reminders_sent, r.created_at FROM applicant_references r
    JOIN applicants a ON a.id = r.applicant_id
    WHERE r.tenant_id = ${tenantId}::uuid AND r.status = 'requested' AND r.expires_at > ${now}
      AND a.confirmed_at IS NOT NULL
      AND ((r.reminders_sent = 0 AND r.created_at <= ${new Date(now.getTime() - REMINDER_DAYS[0] * DAY_MS)})
        OR (r.reminders_sent = 1 AND r.created_at <= ${new Date(now.getTime() - REMINDER_DAYS[1] * DAY_MS)}))
    ORDER BY r.created_at, r.id
    LIMIT ${BATCH}
    FOR UPDATE OF r SKIP LOCKED`;
  const late = now.getTime() - REMINDER_DAYS[1] * DAY_MS;
  for (const row of due) {
    const reminder = row.reminders_sent === 0 ? 1 : 2;
    // Never reminded and already ten days old (the sweep was down): one reminder, not two in a row.
    const sent = reminder === 1 && row.created_at.getTime() <= late ? 2 : reminder;
    await tx.applicantReference.update({ where: { id: row.id }, data: { remindersSent: sent } });
    await recordEvent(tx, 'reference.reminder_due', { tenantId, referenceId: row.id, reminder });
  }
  return due.length;
}

export async function remindReferences(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<RemindResult> {
  const result: RemindResult = { reminded: 0 };
  const sites = await db.tenant.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  for (const { id } of sites) {
    for (;;) {
      const n = await withTenant(db, id, (tx) => remindBatch(tx, id, now));
      result.reminded += n;
      if (n < BATCH) break;
    }
  }
  return result;
}
