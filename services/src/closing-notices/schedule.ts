// Scheduling a closing notice (issue 32, docs/closing-notices.md): written in the same transaction as
// the close itself, on every close path (a recruiter or site through set-status.ts, the expiry sweep,
// an intake source closing a row that left its feed). That transaction already sees the position under
// the right tenant, where a later consumer of opportunity.closed could not see a site's unlisted
// positions without one; and a close that commits has its notice, or neither happened.
//
// due_at = closed_at + the site's closing_notice_delay_days (0 for main-site positions). The unique
// (opportunity_id, closed_at) makes scheduling the same close twice a no-op.
import { Prisma } from '../db/client.ts';
import type { Tx } from '../events/outbox.ts';

/**
 * A member of a WITH statement that inserts one notice per row of a preceding member named `closed`,
 * which must answer id, tenant_id and closed_at of the positions it closed.
 */
export const SCHEDULE_CLOSING_NOTICES = Prisma.sql`notices AS (
  INSERT INTO closing_notices (id, opportunity_id, closed_at, due_at)
  SELECT gen_random_uuid(), c.id, c.closed_at,
         c.closed_at + make_interval(days => COALESCE(t.closing_notice_delay_days, 0))
  FROM closed c LEFT JOIN tenants t ON t.id = c.tenant_id
  WHERE c.closed_at IS NOT NULL
  ON CONFLICT (opportunity_id, closed_at) DO NOTHING
)`;

/** Schedules the notice of one position's current close (nothing when it is not closed). */
export async function scheduleClosingNotice(tx: Tx, opportunityId: string): Promise<void> {
  await tx.$executeRaw(Prisma.sql`
    WITH closed AS (
      SELECT id, tenant_id, closed_at FROM opportunities WHERE id = ${opportunityId}::uuid AND status = 'closed'
    ), ${SCHEDULE_CLOSING_NOTICES}
    SELECT 1`);
}
