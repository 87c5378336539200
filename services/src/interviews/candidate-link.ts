// The candidate's side of an interview (GET /api/interviews/{token}, …/pick, …/alternatives), without
// an account: the e-mailed token finds the interview inside the request's site (another site's token
// is "not valid" there), and the link works only while the interview is proposed and unexpired. After
// that every call answers 410 with the reason in words. Each use is a conditional update on
// status = 'proposed': of two picks at once, exactly one changes the row, the other reads why not.
import type { InterviewStatus } from '../db/client.ts';
import { LINK_GONE, LINK_NOT_VALID, type PublicInterviewJson } from '@phd/contracts/endpoints/interviews';
import type { AlternativesInput, PickInput } from '@phd/contracts/input/interviews';
import { gone, invalid, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { hashInterviewToken, isInterviewToken } from './interview-token.ts';

export const NOT_OFFERED = 'That time is not one of those offered: please choose one from the list.';

async function byToken(tx: TenantTx, tenantId: string, token: string) {
  if (!isInterviewToken(token)) throw notFound(LINK_NOT_VALID);
  const row = await tx.interview.findFirst({
    where: { tenantId, tokenHash: hashInterviewToken(token) },
    include: {
      slots: { orderBy: [{ startsAt: 'asc' }, { id: 'asc' }] },
      applicant: { select: { opportunity: { select: { title: true } } } },
      tenant: { select: { name: true } },
    },
  });
  if (!row) throw notFound(LINK_NOT_VALID);
  return row;
}

/** Why the link no longer works, or null while it does. */
function closedReason(row: { status: InterviewStatus; expiresAt: Date }, now: Date): string | null {
  if (row.status !== 'proposed') return LINK_GONE[row.status];
  if (row.expiresAt <= now) return LINK_GONE.expired;
  return null;
}

function requireOpen(row: { status: InterviewStatus; expiresAt: Date }, now: Date): void {
  const reason = closedReason(row, now);
  if (reason) throw gone(reason);
}

export async function interviewForCandidate(
  tx: TenantTx,
  tenantId: string,
  token: string,
  now = new Date(),
): Promise<PublicInterviewJson> {
  const row = await byToken(tx, tenantId, token);
  requireOpen(row, now);
  return {
    site: row.tenant.name,
    position: row.applicant.opportunity?.title ?? null,
    time_zone: row.timeZone,
    duration_minutes: row.durationMinutes,
    location: row.location,
    note: row.note,
    slots: row.slots.map((s) => ({ id: s.id, starts_at: s.startsAt.toISOString() })),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Moves a proposed, unexpired interview on with `data`, bumping its sequence; of concurrent uses only
 * one matches. Answers the new sequence, or throws the 410 of whatever the row became.
 */
async function useLink(
  tx: TenantTx,
  id: string,
  now: Date,
  data: { status: InterviewStatus; chosenSlotId?: string; candidateNote?: string },
): Promise<number> {
  const { count } = await tx.interview.updateMany({
    where: { id, status: 'proposed', expiresAt: { gt: now } },
    data: { ...data, sequence: { increment: 1 } },
  });
  const after = await tx.interview.findUniqueOrThrow({
    where: { id },
    select: { sequence: true, status: true, expiresAt: true },
  });
  if (count !== 1) {
    requireOpen(after, now);
    // Unreachable: a row that did not match is closed or expired.
    throw gone(LINK_GONE.expired);
  }
  return after.sequence;
}

export async function pickSlot(
  tx: TenantTx,
  tenantId: string,
  token: string,
  { slot_id }: PickInput,
  now = new Date(),
): Promise<{ startsAt: Date }> {
  const row = await byToken(tx, tenantId, token);
  requireOpen(row, now);
  const slot = row.slots.find((s) => s.id === slot_id);
  if (!slot) throw invalid(NOT_OFFERED);
  const sequence = await useLink(tx, row.id, now, { status: 'scheduled', chosenSlotId: slot.id });
  await recordEvent(tx, 'interview.changed', { tenantId, interviewId: row.id, sequence, change: 'scheduled' });
  return { startsAt: slot.startsAt };
}

export async function requestOtherTimes(
  tx: TenantTx,
  tenantId: string,
  token: string,
  { note }: AlternativesInput,
  now = new Date(),
): Promise<void> {
  const row = await byToken(tx, tenantId, token);
  requireOpen(row, now);
  const sequence = await useLink(tx, row.id, now, { status: 'alternatives_requested', candidateNote: note });
  await recordEvent(tx, 'interview.changed', {
    tenantId,
    interviewId: row.id,
    sequence,
    change: 'alternatives_requested',
  });
}
