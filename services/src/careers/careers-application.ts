// An application on a university site's careers page (issue 14): no account, so the applicant is kept
// unconfirmed (reviewers do not see it) until the address is confirmed through an e-mailed link; that
// keeps spam out of the pipeline. A second application by the same address to the same position
// answers exactly as the first and adds nothing (no duplicate, and no way to learn who applied).
import type { StoredResume } from '../applications/resume.ts';
import type { Db } from '../db/client.ts';
import { invalid } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import type { Storage } from '../storage/storage.ts';
import { findLink, issueLink, useLink } from '../tenants/staff-tokens.ts';
import { addReferences, checkReferees, sendReferenceRequests } from '../references/request-references.ts';
import { withTenant, type TenantTx } from '../tenants/unit-of-work.ts';
import { findCareersOpportunity } from './careers-opportunities.ts';
import { CONFIRMATION_INVALID, type CareersApplicationFields, type ConfirmInput } from '@phd/contracts/input/careers';

async function requestConfirmation(
  tx: TenantTx,
  appSecret: string,
  tenantId: string,
  applicantId: string,
  email: string,
) {
  const tokenId = await issueLink(tx, appSecret, tenantId, { kind: 'applicant_confirmation', email, applicantId });
  await recordEvent(tx, 'applicant.confirmation_requested', { tenantId, tokenId });
}

/**
 * Stores the applicant unconfirmed and records the confirmation e-mail; the form was read at the edge
 * and the resume is already stored (removed again unless it is kept).
 */
export async function submitCareersApplication(
  db: Db,
  storage: Storage,
  appSecret: string,
  tenantId: string,
  form: CareersApplicationFields,
  resume: StoredResume,
): Promise<void> {
  let kept = false;
  try {
    kept = await withTenant(db, tenantId, async (tx) => {
      const opportunity = await findCareersOpportunity(tx, tenantId, form.opportunity_id);
      const referees = checkReferees(form.referees, opportunity.referencesRequired, form.email);
      // Two identical submissions at once must not both find "no applicant yet".
      await tx.$queryRaw`SELECT true AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${`${opportunity.id}:${form.email}`}))) l`;
      const existing = await tx.applicant.findFirst({
        where: { tenantId, opportunityId: opportunity.id, email: form.email },
        select: { id: true, confirmedAt: true },
      });
      if (existing) {
        // The person who lost the first e-mail gets a fresh link; a confirmed one needs nothing.
        if (!existing.confirmedAt) await requestConfirmation(tx, appSecret, tenantId, existing.id, form.email);
        return false;
      }
      const { id } = await tx.applicant.create({
        data: {
          tenantId,
          opportunityId: opportunity.id,
          name: form.name,
          email: form.email,
          phone: form.phone,
          country: form.country,
          source: 'careers',
          consentAt: new Date(),
          resumeKey: resume.key,
          resumeFilename: resume.filename,
          resumeMime: resume.mime,
          resumeSize: resume.size,
        },
        select: { id: true },
      });
      // Kept unsent until the address is confirmed (the applicant reaches the reviewers then).
      await addReferences(tx, appSecret, tenantId, id, referees, { send: false });
      await requestConfirmation(tx, appSecret, tenantId, id, form.email);
      return true;
    });
  } finally {
    if (!kept) await storage.delete(resume.key);
  }
}

/**
 * Confirms the address of a careers link: every application from it on this site still waiting for
 * confirmation reaches the reviewers (a newer link replaces an older one of the same address, so one
 * click confirms them all). Answers how many were confirmed; 400 for a used, replaced or expired link.
 */
export async function confirmCareersApplication(db: Db, tenantId: string, { token }: ConfirmInput): Promise<number> {
  const confirmed = await withTenant(db, tenantId, async (tx) => {
    const link = await findLink(tx, token, 'applicant_confirmation');
    if (!link || !(await useLink(tx, link.id))) return null;
    const now = new Date();
    const pending = await tx.applicant.findMany({
      where: { tenantId, email: link.email, source: 'careers', confirmedAt: null },
      select: { id: true },
      orderBy: { createdAt: 'asc' },
    });
    for (const { id } of pending) {
      await tx.applicant.update({ where: { id }, data: { confirmedAt: now } });
      await recordEvent(tx, 'applicant.added', { tenantId, applicantId: id });
      await sendReferenceRequests(tx, tenantId, id, now);
    }
    return pending.length;
  });
  if (confirmed === null) throw invalid(CONFIRMATION_INVALID, { token: CONFIRMATION_INVALID });
  return confirmed;
}
