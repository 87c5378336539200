// The referees an applicant names become ApplicantReference rows with the applicant, each e-mailed
// (`reference.requested`, in the same transaction) once the applicant reaches the reviewers: at once
// for a main-site application, at the address confirmation for a careers-page one (its rows wait
// unsent until then, and their three weeks start at the confirmation).
import { randomUUID } from 'node:crypto';
import { refereesCountMessage, REFERENCE_MESSAGES, type RefereeInput } from '@phd/contracts/input/references';
import { invalid } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { hashReferenceToken, referenceToken, REFERENCE_TTL_MS } from './reference-links.ts';

/**
 * Refuses referees that do not fit the position: exactly `required` of them (none when it asks for
 * none: a stale form's referees are not kept), none with the applicant's own address.
 */
export function checkReferees(referees: RefereeInput[], required: number, ownEmail: string): RefereeInput[] {
  if (required <= 0) return [];
  if (referees.length !== required) {
    throw invalid(refereesCountMessage(required), { referees: refereesCountMessage(required) });
  }
  if (referees.some((r) => r.email === ownEmail.toLowerCase())) {
    throw invalid(REFERENCE_MESSAGES.own, { referees: REFERENCE_MESSAGES.own });
  }
  return referees;
}

/** Stores the referees; `send` records their e-mails now (else `sendReferenceRequests` does later). */
export async function addReferences(
  tx: TenantTx,
  appSecret: string,
  tenantId: string,
  applicantId: string,
  referees: RefereeInput[],
  { send, now = new Date() }: { send: boolean; now?: Date },
): Promise<void> {
  for (const [i, referee] of referees.entries()) {
    const id = randomUUID();
    // A millisecond apart: the staff and the candidate see the referees in the order they were named.
    const createdAt = new Date(now.getTime() + i);
    await tx.applicantReference.create({
      data: {
        id,
        tenantId,
        applicantId,
        refereeName: referee.name,
        refereeEmail: referee.email,
        relation: referee.relation,
        tokenHash: hashReferenceToken(referenceToken(appSecret, id)),
        expiresAt: new Date(createdAt.getTime() + REFERENCE_TTL_MS),
        createdAt,
      },
    });
    if (send) await recordEvent(tx, 'reference.requested', { tenantId, referenceId: id });
  }
}

/**
 * The applicant now reaches the reviewers (a careers address confirmed): its waiting references are
 * asked for, their three weeks and reminders counted from now.
 */
export async function sendReferenceRequests(tx: TenantTx, tenantId: string, applicantId: string, now = new Date()) {
  const waiting = await tx.applicantReference.findMany({
    where: { tenantId, applicantId, status: 'requested', remindersSent: 0 },
    select: { id: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  for (const [i, { id }] of waiting.entries()) {
    const createdAt = new Date(now.getTime() + i);
    await tx.applicantReference.update({
      where: { id },
      data: { createdAt, expiresAt: new Date(createdAt.getTime() + REFERENCE_TTL_MS) },
    });
    await recordEvent(tx, 'reference.requested', { tenantId, referenceId: id });
  }
}
