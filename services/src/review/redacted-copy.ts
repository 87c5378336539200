// Blind review's redacted copy of each resume (issue 34), made by the resume-text worker right after
// it has the text: for every applicant with text, blind or not, so switching blind review on later
// finds copies ready; and on `review.blind_enabled` for the opportunity's applicants still without
// one. The copy is stored under the site's key for the applicant (a rerun replaces it, so the job is
// idempotent) and its key written to applicants.redacted_resume_key.
import type { Db } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
import { withTenant, type TenantTx } from '../tenants/unit-of-work.ts';
import { redactText } from './redact-text.ts';
import { redactedPdf } from './redacted-pdf.ts';

/** Where a site's applicant's redacted copy is stored. */
export const redactedKey = (tenantId: string, applicantId: string) => `redacted/${tenantId}/${applicantId}.pdf`;

/** The facts the copy must not show, the main-site profile's nationality and residence included. */
async function identityFacts(tx: TenantTx, applicantId: string) {
  const row = await tx.applicant.findUnique({
    where: { id: applicantId },
    select: {
      name: true,
      email: true,
      phone: true,
      country: true,
      resumeText: true,
      application: {
        select: { country: true, user: { select: { profile: { select: { nationality: true, residence: true } } } } },
      },
    },
  });
  if (!row) return null;
  const profile = row.application?.user?.profile;
  return {
    text: row.resumeText,
    facts: {
      name: row.name,
      email: row.email,
      phone: row.phone,
      countries: [row.country, row.application?.country, profile?.nationality, profile?.residence],
    },
  };
}

export type RedactionOutcome = 'made' | 'no-text' | 'gone';

/** Makes (or remakes) the applicant's redacted copy from the resume text stored on the row. */
export async function makeRedactedCopy(
  db: Db,
  storage: Storage,
  ref: { tenantId: string; applicantId: string },
): Promise<RedactionOutcome> {
  const found = await withTenant(db, ref.tenantId, (tx) => identityFacts(tx, ref.applicantId));
  if (!found) return 'gone';
  if (!found.text) return 'no-text';
  const key = redactedKey(ref.tenantId, ref.applicantId);
  // Stored before the key is written: a reader that finds the key always finds the file.
  await storage.put(key, await redactedPdf(redactText(found.text, found.facts)), 'application/pdf');
  const updated = await withTenant(db, ref.tenantId, (tx) =>
    tx.applicant.updateMany({ where: { id: ref.applicantId }, data: { redactedResumeKey: key } }),
  );
  if (updated.count === 0) {
    // Deleted meanwhile: its copy goes too.
    await storage.delete(key);
    return 'gone';
  }
  return 'made';
}

/** On `review.blind_enabled`: copies for the opportunity's applicants that have text and lack one. */
export async function redactOpportunity(
  db: Db,
  storage: Storage,
  ref: { tenantId: string; opportunityId: string },
): Promise<{ redacted: number }> {
  const missing = await withTenant(db, ref.tenantId, (tx) =>
    tx.applicant.findMany({
      where: {
        tenantId: ref.tenantId,
        opportunityId: ref.opportunityId,
        redactedResumeKey: null,
        resumeText: { not: null },
      },
      select: { id: true },
    }),
  );
  let redacted = 0;
  for (const { id } of missing) {
    if ((await makeRedactedCopy(db, storage, { tenantId: ref.tenantId, applicantId: id })) === 'made') redacted++;
  }
  return { redacted };
}
