// A candidate withdraws an application made on the site (issue 32, "A candidate who withdraws is told
// it was received; the reviewer sees 'withdrawn'"; docs/candidates-tracking.md, "Withdrawing").
//
// One transaction: the application becomes `withdrawn`; when it reached a university site as that
// site's applicant (applicants.application_id), the applicant becomes `withdrawn` too, with a history
// row, in the site's unit of work (applicants are under row-level security); an audit row for the
// candidate's act; and `application.withdrawn`, whose mail job sends the acknowledgement once.
// The application's row is locked first, so of two requests at once one withdraws and the other finds
// it withdrawn (409): one change, one e-mail.
import { WITHDRAWABLE_STATUSES, type WithdrawableStatus } from '@phd/contracts/endpoints/application-withdrawal';
import { recordAudit } from '../audit/audit-log.ts';
import type { ApplicantStatus, ApplicationStatus, Db, Prisma } from '../db/client.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { withTenant, type TenantTx } from '../tenants/unit-of-work.ts';
import { recordWebhookEvents } from '../webhooks/record-event.ts';

export const APPLICATION_NOT_FOUND = 'Application not found.';

/** Why an application that has ended cannot be withdrawn, in the candidate's words. */
export const CANNOT_WITHDRAW: Record<Exclude<ApplicationStatus, WithdrawableStatus>, string> = {
  withdrawn: 'This application was already withdrawn.',
  rejected: 'This application was not selected, so there is nothing to withdraw.',
  closed: 'This position has closed, so there is nothing to withdraw.',
};

const withdrawable = (status: ApplicationStatus): status is WithdrawableStatus =>
  (WITHDRAWABLE_STATUSES as readonly ApplicationStatus[]).includes(status);

/** The site's applicant made from this application, withdrawn with its history row (no-op when none). */
async function withdrawApplicant(tx: TenantTx, tenantId: string, applicationId: string, now: Date): Promise<void> {
  const [applicant] = await tx.$queryRaw<{ id: string; status: ApplicantStatus }[]>`
    SELECT id, status::text AS status FROM applicants
    WHERE tenant_id = ${tenantId}::uuid AND application_id = ${applicationId}::uuid
    FOR UPDATE`;
  if (!applicant || applicant.status === 'withdrawn') return;
  await tx.applicant.update({ where: { id: applicant.id }, data: { status: 'withdrawn', statusChangedAt: now } });
  // No staff member acted: the history names the candidate.
  await tx.applicantStatusChange.create({
    data: {
      tenantId,
      applicantId: applicant.id,
      fromStatus: applicant.status,
      toStatus: 'withdrawn',
      changedById: null,
      byCandidate: true,
      createdAt: now,
    },
  });
  await recordWebhookEvents(
    tx,
    tenantId,
    'applicant.withdrawn',
    [{ applicantId: applicant.id, status: 'withdrawn', previousStatus: applicant.status }],
    now,
  );
}

export async function withdrawApplication(
  db: Db,
  userId: string,
  applicationId: string,
): Promise<{ id: string; status: 'withdrawn' }> {
  // Only the caller's own: anyone else's id reads exactly like an unknown one.
  const found = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: { id: true, opportunity: { select: { tenantId: true } } },
  });
  if (!found) throw notFound(APPLICATION_NOT_FOUND);
  const tenantId = found.opportunity.tenantId;

  const work = async (tx: Prisma.TransactionClient) => {
    const [locked] = await tx.$queryRaw<{ status: ApplicationStatus }[]>`
      SELECT status::text AS status FROM applications WHERE id = ${found.id}::uuid AND user_id = ${userId}::uuid
      FOR UPDATE`;
    if (!locked) throw notFound(APPLICATION_NOT_FOUND);
    if (!withdrawable(locked.status)) throw conflict(CANNOT_WITHDRAW[locked.status]);
    const now = new Date();
    await tx.application.update({ where: { id: found.id }, data: { status: 'withdrawn', statusChangedAt: now } });
    if (tenantId) await withdrawApplicant(tx as TenantTx, tenantId, found.id, now);
    await recordAudit(
      tx,
      { kind: 'candidate', id: userId },
      {
        action: 'application.withdrawn',
        recordType: 'application',
        recordId: found.id,
        before: { status: locked.status },
        after: { status: 'withdrawn' },
      },
    );
    await recordEvent(tx, 'application.withdrawn', { applicationId: found.id });
  };
  if (tenantId) await withTenant(db, tenantId, work);
  else await db.$transaction(work);
  return { id: found.id, status: 'withdrawn' };
}
