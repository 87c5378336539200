// Sending closing notices (issue 32, docs/closing-notices.md): the closing-notices sweep takes every
// due, unsent notice and tells the position's undecided applicants, one outbox e-mail each.
//
// One notice per transaction, picked FOR UPDATE SKIP LOCKED: two sweeps at once never take the same
// notice, and the rows' own guards (an application still undecided, an applicant's closing_notice_at
// still empty) mean a person is told once even across two closes of one position. The e-mail events
// are recorded with the status changes, so they exist if and only if the change committed.
//
// Tenant rows are under row-level security, so the sweep walks the scopes: the main site's positions
// with no tenant set, then each site's positions in its own unit of work (as retention does).
import { Prisma, type Db } from '../db/client.ts';
import type { ClosingOutcome } from '../db/generated/client.ts';
import { recordEvents, type Tx } from '../events/outbox.ts';
import { inUnitOf } from '../tenants/unit-of-work.ts';

/** A main-site application with no decision: the recruiter has not rejected or offered. */
export const UNDECIDED_APPLICATION = ['new', 'reviewing', 'shortlisted'] as const;
/** A site's applicant with no decision (an interview is not one). */
export const UNDECIDED_APPLICANT = ['new', 'reviewing', 'shortlisted', 'interview'] as const;

/** One notice may tell a few thousand applicants: room for that in one transaction. */
const NOTICE_TIMEOUT_MS = 60_000;

export interface SweepResult {
  /** Notices settled: sent, or dropped because the position reopened or went. */
  notices: number;
  /** People told (one e-mail each). */
  told: number;
}

interface DueNotice {
  id: string;
  closed_at: Date;
  opportunity_id: string;
  status: string;
  opportunity_closed_at: Date | null;
  deleted_at: Date | null;
  closed_outcome: ClosingOutcome | null;
}

/** Sends every notice due at `now` (tests move the clock). */
export async function sendDueNotices(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<SweepResult> {
  const result: SweepResult = { notices: 0, told: 0 };
  const [due] = await db.$queryRaw<{ any: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM closing_notices WHERE sent_at IS NULL AND due_at <= ${now}) AS any`;
  if (!due?.any) return result;
  const sites = await db.tenant.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  const scopes: (string | null)[] = [null, ...sites.map((s) => s.id)];
  for (const tenantId of scopes) {
    for (;;) {
      const work = (tx: Tx) => sendNext(tx, tenantId, now);
      const told = await inUnitOf(db, tenantId, work, { timeout: NOTICE_TIMEOUT_MS });
      if (told === null) break;
      result.notices += 1;
      result.told += told;
    }
  }
  return result;
}

/** Settles the next due notice of this scope; answers how many it told, or null when none is left. */
async function sendNext(tx: Tx, tenantId: string | null, now: Date): Promise<number | null> {
  const scope = tenantId ? Prisma.sql`o.tenant_id = ${tenantId}::uuid` : Prisma.sql`o.tenant_id IS NULL`;
  const [notice] = await tx.$queryRaw<DueNotice[]>`
    SELECT n.id, n.closed_at, o.id AS opportunity_id, o.status::text AS status,
           o.closed_at AS opportunity_closed_at, o.deleted_at, o.closed_outcome
    FROM closing_notices n JOIN opportunities o ON o.id = n.opportunity_id
    WHERE n.sent_at IS NULL AND n.due_at <= ${now} AND ${scope}
    ORDER BY n.due_at, n.id
    LIMIT 1
    FOR UPDATE OF n SKIP LOCKED`;
  if (!notice) return null;
  // Reopened (or closed again later, which has its own notice) or deleted: this close tells no one.
  const stillClosed =
    notice.status === 'closed' &&
    notice.deleted_at === null &&
    notice.opportunity_closed_at?.getTime() === notice.closed_at.getTime();
  const told = stillClosed ? await tellUndecided(tx, tenantId, notice, now) : 0;
  await tx.$executeRaw`UPDATE closing_notices SET sent_at = ${now}, told = ${told} WHERE id = ${notice.id}::uuid`;
  return told;
}

async function tellUndecided(tx: Tx, tenantId: string | null, notice: DueNotice, now: Date): Promise<number> {
  const opportunityId = notice.opportunity_id;
  const outcome = notice.closed_outcome ?? (await outcomeFromStatuses(tx, opportunityId));
  const noticeId = notice.id;
  const applicants = tenantId ? await markApplicants(tx, tenantId, opportunityId, now) : [];
  const linked = applicants.map((a) => a.application_id).filter((id): id is string => id !== null);
  if (linked.length > 0) {
    // The candidate who applied through the main site sees "closed" there too; the applicant's e-mail covers them.
    await tx.$executeRaw`
      UPDATE applications SET status = 'closed', status_changed_at = ${now}, updated_at = ${now}
      WHERE id = ANY(${linked}::uuid[]) AND status::text = ANY(${[...UNDECIDED_APPLICATION]}::text[])`;
  }
  // Applications with no applicant on a site: a site's applicant (decided or not) speaks for its own.
  const applications = await tx.$queryRaw<{ id: string }[]>`
    UPDATE applications a SET status = 'closed', status_changed_at = ${now}, updated_at = ${now}
    WHERE a.opportunity_id = ${opportunityId}::uuid
      AND a.status::text = ANY(${[...UNDECIDED_APPLICATION]}::text[])
      AND NOT EXISTS (SELECT 1 FROM applicants p WHERE p.application_id = a.id)
    RETURNING a.id`;
  await recordEvents(
    tx,
    'applicant.closing_notice',
    applicants.map((a) => ({ tenantId: tenantId!, applicantId: a.id, noticeId, outcome })),
  );
  await recordEvents(
    tx,
    'application.closing_notice',
    applications.map((a) => ({ applicationId: a.id, noticeId, outcome, ...(tenantId ? { tenantId } : {}) })),
  );
  return applicants.length + applications.length;
}

/** A site's confirmed, not anonymised, undecided applicants not yet told: now told. */
function markApplicants(tx: Tx, tenantId: string, opportunityId: string, now: Date) {
  return tx.$queryRaw<{ id: string; application_id: string | null }[]>`
    UPDATE applicants SET closing_notice_at = ${now}, updated_at = ${now}
    WHERE tenant_id = ${tenantId}::uuid AND opportunity_id = ${opportunityId}::uuid
      AND status::text = ANY(${[...UNDECIDED_APPLICANT]}::text[])
      AND confirmed_at IS NOT NULL AND anonymised_at IS NULL AND closing_notice_at IS NULL
    RETURNING id, application_id`;
}

/** The closer did not say: an offer made to anyone for this position means it was filled. */
async function outcomeFromStatuses(tx: Tx, opportunityId: string): Promise<ClosingOutcome> {
  const [row] = await tx.$queryRaw<{ filled: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM applications WHERE opportunity_id = ${opportunityId}::uuid AND status = 'offered')
        OR EXISTS (SELECT 1 FROM applicants WHERE opportunity_id = ${opportunityId}::uuid AND status = 'offered')
        AS filled`;
  return row?.filled ? 'filled' : 'not_filled';
}
