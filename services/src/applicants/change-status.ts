// Moving applicants through the pipeline (PUT /api/applicants/{id}/status, POST
// /api/applicants/bulk-status): each change is kept in the history (who, when, from, to) and stamps
// status_changed_at. With `notify`, a change to interview, offered or rejected records
// `applicant.status_changed`, and the mail job e-mails the applicant the site's template for it, but
// only while that change is still the latest (a status taken back, or changed again, is not e-mailed).
// Setting the status an applicant already has changes nothing.
import { isEmailedStatus } from '@phd/contracts/applicant-statuses';
import type { BulkStatusInput, StatusInput } from '@phd/contracts/input/applicant';
import { recordAudit, staffActor } from '../audit/audit-log.ts';
import type { ApplicantStatus } from '../db/client.ts';
import { syncApplicationStatus } from '../careers/application-status.ts';
import { conflict } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { recordWebhookEvents } from '../webhooks/record-event.ts';
import { CONFIRMED, findApplicant } from './find-applicant.ts';
import { requireOwnApplicants } from './own-records.ts';
import { presentApplicant, siteStageNames, type ApplicantBody } from './present-applicant.ts';

/**
 * Locks the applicants' rows (in id order, so two bulk changes cannot deadlock) before their status is
 * read: two changes at once then happen one after the other, and each history row's `from` is true.
 */
async function lockApplicants(tx: TenantTx, ids: string[]): Promise<void> {
  await tx.$queryRaw`SELECT id FROM applicants WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`;
}

/** Moves applicants (already found in the unit) to `status`, with their history rows and e-mail events. */
async function moveAll(
  tx: TenantTx,
  actor: StaffSession,
  applicants: { id: string; status: ApplicantStatus }[],
  status: ApplicantStatus,
  notify: boolean,
): Promise<void> {
  const now = new Date();
  await tx.applicant.updateMany({
    where: { id: { in: applicants.map((a) => a.id) } },
    data: { status, statusChangedAt: now },
  });
  await recordAudit(
    tx,
    staffActor(actor),
    ...applicants.map((a) => ({
      action: 'applicant.status_changed',
      recordType: 'applicant',
      recordId: a.id,
      before: { status: a.status },
      after: { status, notify },
    })),
  );
  await tx.applicantStatusChange.createMany({
    data: applicants.map((a) => ({
      tenantId: actor.tenantId,
      applicantId: a.id,
      fromStatus: a.status,
      toStatus: status,
      changedById: actor.userId,
      createdAt: now,
    })),
  });
  // Candidates who applied on the main site see the status in "My Applications".
  for (const a of applicants) await syncApplicationStatus(tx, a.id);
  await recordWebhookEvents(
    tx,
    actor.tenantId,
    status === 'withdrawn' ? 'applicant.withdrawn' : 'applicant.status_changed',
    applicants.map((a) => ({ applicantId: a.id, status, previousStatus: a.status })),
    now,
  );
  if (!notify || !isEmailedStatus(status)) return;
  for (const a of applicants) {
    await recordEvent(tx, 'applicant.status_changed', {
      tenantId: actor.tenantId,
      applicantId: a.id,
      status,
      changedAt: now.getTime(),
    });
  }
}

export const WITHDRAWN_BY_CANDIDATE = 'The candidate withdrew this application, so its status can no longer change.';

/** Applicants whose candidate withdrew on the main site (issue 32): their status is the candidate's call. */
const NOT_WITHDRAWN_BY_CANDIDATE = {
  OR: [{ applicationId: null }, { application: { status: { not: 'withdrawn' as const } } }],
};

export async function changeStatus(
  tx: TenantTx,
  actor: StaffSession,
  id: string,
  { status, notify }: StatusInput,
): Promise<{ message: string; data: ApplicantBody }> {
  await lockApplicants(tx, [id]);
  const applicant = await findApplicant(tx, actor, id);
  const names = await siteStageNames(tx, actor.tenantId);
  if (applicant.status === status) {
    return { message: `Already ${names[status]}`, data: presentApplicant(applicant, names, actor.userId) };
  }
  const movable = await tx.applicant.count({ where: { id: applicant.id, ...NOT_WITHDRAWN_BY_CANDIDATE } });
  if (movable === 0) throw conflict(WITHDRAWN_BY_CANDIDATE);
  await moveAll(tx, actor, [applicant], status, notify);
  const moved = await findApplicant(tx, actor, applicant.id);
  const emailed = notify && isEmailedStatus(status) ? ' The applicant will be e-mailed.' : '';
  return { message: `Moved to ${names[status]}.${emailed}`, data: presentApplicant(moved, names, actor.userId) };
}

/**
 * Many applicants to one status in one transaction. Any id that is not the site's applicant (another
 * site's, unknown, unconfirmed) is 404 naming it, and nobody moves.
 */
export async function bulkChangeStatus(
  tx: TenantTx,
  actor: StaffSession,
  { ids, status, notify }: BulkStatusInput,
): Promise<{ message: string; updated: number }> {
  await requireOwnApplicants(tx, actor, ids);
  await lockApplicants(tx, ids);
  const applicants = await tx.applicant.findMany({
    // Those whose candidate withdrew stay as they are (the message counts only the moved).
    where: {
      id: { in: ids },
      tenantId: actor.tenantId,
      ...CONFIRMED,
      status: { not: status },
      ...NOT_WITHDRAWN_BY_CANDIDATE,
    },
    select: { id: true, status: true },
  });
  if (applicants.length > 0) await moveAll(tx, actor, applicants, status, notify);
  const names = await siteStageNames(tx, actor.tenantId);
  const n = applicants.length;
  return { message: `${n} applicant${n === 1 ? '' : 's'} moved to ${names[status]}`, updated: n };
}
