// What a referee does through their link, on the site it names (the request's host; the row is
// row-level secured, so another site's token is simply not found): read what is asked, then answer
// once: a PDF, a written letter or a decline. The answer is a conditional update (still requested,
// still unexpired): of two identical submissions one wins, the other finds the link used (410). A
// link never says anything about the applicant once it is used or expired. The answer records
// `reference.responded` in the same transaction: the applicant is told which letters arrived.
import { REFERENCE_MESSAGES, type DeclineInput } from '@phd/contracts/input/references';
import type { ReferenceRequestJson } from '@phd/contracts/endpoints/references';
import type { Db } from '../db/client.ts';
import { gone, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import type { Storage } from '../storage/storage.ts';
import { withTenant, type TenantTx } from '../tenants/unit-of-work.ts';
import { hashReferenceToken, isReferenceToken } from './reference-links.ts';
import type { StoredLetter } from './letter-file.ts';

/** The live reference of this token on the unit's site; 404 for no such link, 410 once used or expired. */
async function liveReference(tx: TenantTx, token: string, now: Date) {
  if (!isReferenceToken(token)) throw notFound(REFERENCE_MESSAGES.notFound);
  const row = await tx.applicantReference.findUnique({
    where: { tokenHash: hashReferenceToken(token) },
    include: {
      applicant: { select: { name: true, confirmedAt: true, opportunity: { select: { title: true } } } },
      tenant: { select: { name: true } },
    },
  });
  // A careers applicant who never confirmed was never sent the link.
  if (!row || !row.applicant.confirmedAt) throw notFound(REFERENCE_MESSAGES.notFound);
  if (row.status !== 'requested') throw gone(REFERENCE_MESSAGES.used);
  if (row.expiresAt <= now) throw gone(REFERENCE_MESSAGES.expired);
  return row;
}

export async function referenceRequest(tx: TenantTx, token: string, now = new Date()): Promise<ReferenceRequestJson> {
  const row = await liveReference(tx, token, now);
  return {
    applicant_name: row.applicant.name,
    position: row.applicant.opportunity?.title ?? null,
    site: row.tenant.name,
    referee_name: row.refereeName,
    due_at: row.expiresAt.toISOString(),
  };
}

type Answer =
  | { status: 'received'; letterText: string }
  | { status: 'received'; letterKey: string; letterFilename: string; letterSize: number }
  | { status: 'declined'; declineNote: string | null };

/** Records the answer if the link is still live; 410 for the loser of two at once. */
async function answer(tx: TenantTx, token: string, data: Answer, now: Date): Promise<void> {
  const row = await liveReference(tx, token, now);
  const { count } = await tx.applicantReference.updateMany({
    where: { id: row.id, status: 'requested', expiresAt: { gt: now } },
    data: { ...data, respondedAt: now },
  });
  if (count !== 1) throw gone(REFERENCE_MESSAGES.used);
  await recordEvent(tx, 'reference.responded', { tenantId: row.tenantId, referenceId: row.id });
}

export const writeLetter = (tx: TenantTx, token: string, text: string, now = new Date()) =>
  answer(tx, token, { status: 'received', letterText: text }, now);

export const declineReference = (tx: TenantTx, token: string, input: DeclineInput, now = new Date()) =>
  answer(tx, token, { status: 'declined', declineNote: input.note }, now);

/** Before a PDF is read: a dead link stores nothing. */
export async function checkReferenceLink(db: Db, tenantId: string, token: string): Promise<void> {
  await withTenant(db, tenantId, (tx) => liveReference(tx, token, new Date()));
}

/**
 * The PDF, already stored (storeLetter, outside any transaction), is recorded if the link is still
 * live; a refusal removes the file again.
 */
export async function recordLetterFile(
  db: Db,
  storage: Storage,
  tenantId: string,
  token: string,
  letter: StoredLetter,
): Promise<void> {
  try {
    await withTenant(db, tenantId, (tx) =>
      answer(
        tx,
        token,
        { status: 'received', letterKey: letter.key, letterFilename: letter.filename, letterSize: letter.size },
        new Date(),
      ),
    );
  } catch (error) {
    await storage.delete(letter.key);
    throw error;
  }
}
