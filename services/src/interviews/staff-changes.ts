// Staff changes to an interview (PUT /api/interviews/{id}, POST /api/interviews/{id}/cancel): each
// bumps the sequence (calendars replace the event with the higher one, same UID), is audited and
// records `interview.changed` for the e-mails, in the caller's unit of work. The row is locked first,
// so a candidate's pick and a cancellation at the same moment happen one after the other.
// An interview is reached through its applicant: one the caller may not see (another site's, or a
// declared conflict once find-applicant filters those) is "not found" like the applicant.
import type { InterviewJson } from '@phd/contracts/endpoints/interviews';
import type { CancelInput, RescheduleInput } from '@phd/contracts/input/interviews';
import { recordAudit, staffActor } from '../audit/audit-log.ts';
import { findApplicant } from '../applicants/find-applicant.ts';
import { conflict, DomainError, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { INTERVIEW_INCLUDE, presentInterview } from './present-interview.ts';

export const INTERVIEW_NOT_FOUND = 'Interview not found.';
export const NOT_SCHEDULED = 'Only an interview with a chosen time can be moved: cancel this one and propose again.';
export const ALREADY_CANCELLED = 'This interview is already cancelled.';

async function lockInterview(tx: TenantTx, actor: StaffSession, id: string) {
  await tx.$queryRaw`SELECT id FROM interviews WHERE id = ${id}::uuid FOR UPDATE`;
  const row = await tx.interview.findFirst({ where: { id, tenantId: actor.tenantId } });
  if (!row) throw notFound(INTERVIEW_NOT_FOUND);
  try {
    await findApplicant(tx, actor, row.applicantId);
  } catch (err) {
    if (err instanceof DomainError && err.kind === 'not_found') throw notFound(INTERVIEW_NOT_FOUND);
    throw err;
  }
  return row;
}

const present = async (tx: TenantTx, id: string) =>
  presentInterview(await tx.interview.findFirstOrThrow({ where: { id }, include: INTERVIEW_INCLUDE }));

export async function rescheduleInterview(
  tx: TenantTx,
  actor: StaffSession,
  id: string,
  input: RescheduleInput,
): Promise<InterviewJson> {
  const row = await lockInterview(tx, actor, id);
  if (row.status !== 'scheduled') throw conflict(NOT_SCHEDULED);
  const slot = await tx.interviewSlot.create({
    data: { tenantId: actor.tenantId, interviewId: id, startsAt: input.starts_at },
  });
  const updated = await tx.interview.update({
    where: { id },
    data: {
      chosenSlotId: slot.id,
      sequence: { increment: 1 },
      ...(input.location !== undefined && { location: input.location }),
      ...(input.note !== null && { note: input.note }),
    },
  });
  await recordAudit(tx, staffActor(actor), {
    action: 'interview.rescheduled',
    recordType: 'interview',
    recordId: id,
    before: { chosenSlotId: row.chosenSlotId, location: row.location },
    after: { startsAt: input.starts_at.toISOString(), location: updated.location },
  });
  await recordEvent(tx, 'interview.changed', {
    tenantId: actor.tenantId,
    interviewId: id,
    sequence: updated.sequence,
    change: 'rescheduled',
  });
  return present(tx, id);
}

export async function cancelInterview(
  tx: TenantTx,
  actor: StaffSession,
  id: string,
  { reason }: CancelInput,
): Promise<InterviewJson> {
  const row = await lockInterview(tx, actor, id);
  if (row.status === 'cancelled') throw conflict(ALREADY_CANCELLED);
  // The reason is the staff's last word to the candidate: it replaces the proposal's note.
  const updated = await tx.interview.update({
    where: { id },
    data: { status: 'cancelled', sequence: { increment: 1 }, note: reason },
  });
  await recordAudit(tx, staffActor(actor), {
    action: 'interview.cancelled',
    recordType: 'interview',
    recordId: id,
    before: { status: row.status },
    after: { status: 'cancelled', reason },
  });
  await recordEvent(tx, 'interview.changed', {
    tenantId: actor.tenantId,
    interviewId: id,
    sequence: updated.sequence,
    change: 'cancelled',
  });
  return present(tx, id);
}
