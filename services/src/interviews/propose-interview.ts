// Proposing an interview (POST /api/applicants/{id}/interviews): the interview with its slots and
// panel, the applicant moved to Interview through the pipeline's own path (history, webhooks) but
// without the site's status template (the proposal e-mail is the message), and `interview.changed`
// {proposed} for the e-mail with the candidate's link, all in the caller's unit of work.
// One open interview per applicant: the applicant's row is locked first, so two proposals at once are
// one after the other and the second finds the first. An interview whose candidate asked for other
// times is closed by the new proposal (it is the answer to that request).
import { randomUUID } from 'node:crypto';
import type { InterviewJson } from '@phd/contracts/endpoints/interviews';
import type { ProposeInput } from '@phd/contracts/input/interviews';
import { recordAudit, staffActor } from '../audit/audit-log.ts';
import { changeStatus } from '../applicants/change-status.ts';
import { findApplicant } from '../applicants/find-applicant.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { hashInterviewToken, interviewToken, proposalExpiry } from './interview-token.ts';
import { INTERVIEW_INCLUDE, presentInterview } from './present-interview.ts';

export const ALREADY_OPEN =
  'This applicant already has an interview in progress: reschedule or cancel it before proposing another.';
export const PANEL_NOT_FOUND = 'A panel member is not on this site’s staff.';

/** Statuses before Interview: proposing one moves the applicant on; later ones stay as they are. */
const BEFORE_INTERVIEW = new Set(['new', 'reviewing', 'shortlisted']);

export async function proposeInterview(
  tx: TenantTx,
  actor: StaffSession,
  appSecret: string,
  applicantId: string,
  input: ProposeInput,
  now = new Date(),
): Promise<InterviewJson> {
  const applicant = await findApplicant(tx, actor, applicantId);
  await tx.$queryRaw`SELECT id FROM applicants WHERE id = ${applicant.id}::uuid FOR UPDATE`;
  const open = await tx.interview.findFirst({
    where: { tenantId: actor.tenantId, applicantId: applicant.id, status: { in: ['proposed', 'scheduled'] } },
    select: { id: true },
  });
  if (open) throw conflict(ALREADY_OPEN);

  const panel = await tx.tenantUser.findMany({
    where: { tenantId: actor.tenantId, id: { in: input.panel } },
    select: { id: true },
  });
  if (panel.length !== input.panel.length) throw notFound(PANEL_NOT_FOUND);

  await tx.interview.updateMany({
    where: { tenantId: actor.tenantId, applicantId: applicant.id, status: 'alternatives_requested' },
    data: { status: 'cancelled' },
  });

  const id = randomUUID();
  const slots = [...input.slots].sort((a, b) => a.getTime() - b.getTime());
  await tx.interview.create({
    data: {
      id,
      tenantId: actor.tenantId,
      applicantId: applicant.id,
      proposedById: actor.userId,
      timeZone: input.time_zone,
      durationMinutes: input.duration_minutes,
      location: input.location,
      note: input.note,
      tokenHash: hashInterviewToken(interviewToken(appSecret, id)),
      expiresAt: proposalExpiry(slots, now),
      createdAt: now,
    },
  });
  await tx.interviewSlot.createMany({
    data: slots.map((startsAt) => ({ tenantId: actor.tenantId, interviewId: id, startsAt })),
  });
  await tx.interviewPanelist.createMany({
    data: input.panel.map((staffId) => ({ tenantId: actor.tenantId, interviewId: id, staffId })),
  });

  if (BEFORE_INTERVIEW.has(applicant.status)) {
    await changeStatus(tx, actor, applicant.id, { status: 'interview', notify: false });
  }
  await recordAudit(tx, staffActor(actor), {
    action: 'interview.proposed',
    recordType: 'interview',
    recordId: id,
    after: {
      applicantId: applicant.id,
      slots: slots.map((d) => d.toISOString()),
      timeZone: input.time_zone,
      panel: input.panel,
    },
  });
  await recordEvent(tx, 'interview.changed', {
    tenantId: actor.tenantId,
    interviewId: id,
    sequence: 0,
    change: 'proposed',
  });
  const row = await tx.interview.findFirstOrThrow({ where: { id }, include: INTERVIEW_INCLUDE });
  return presentInterview(row);
}
