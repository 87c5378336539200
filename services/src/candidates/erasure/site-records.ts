// Erasing a candidate's records on university sites (issue 32, GDPR article 17). Each applicant of
// theirs (site-applicants.ts) is deleted, with its ratings, history and accesses (cascades), unless its
// site must keep it for now, a legal hold or a retention period: then it is anonymised (name, contact,
// country and resume gone, the review itself kept, anonymised_at set) and goes when the period ends.
import { addMonths } from './months.ts';
import type { TenantTx } from '../../tenants/unit-of-work.ts';
import { candidateApplicantsWhere, type Candidate, type Site } from './site-applicants.ts';
import { letterKeysOf } from '../../references/staff-references.ts';

export const ERASED_NAME = 'Erased applicant';

/** A unique address that is no address (.invalid never resolves), so the site's unique keys still hold. */
export const erasedEmail = (applicantId: string) => `erased-${applicantId}@erased.invalid`;

/** An anonymised application: where it is and when it will go. */
export interface KeptRecord {
  site: string;
  position: string | null;
  reason: 'legal_hold' | 'retention';
  /** The day it will be deleted, when known (retention of a closed position). */
  until: Date | null;
  /** The same, in a sentence for the candidate. */
  when: string;
}

export interface SiteErasure {
  deleted: number;
  kept: KeptRecord[];
  /** Resume files of the rows deleted or anonymised, to delete after the commit. */
  keys: string[];
}

interface Closing {
  status: string;
  closedAt: Date | null;
  deletedAt: Date | null;
  closingDate: Date | null;
}

/** When a position counts as closed for retention: as services/src/applicants/retention.ts reads it. */
function closedOn(o: Closing | null): Date | null {
  if (!o) return null;
  const dates = [o.status === 'closed' ? o.closedAt : null, o.deletedAt, o.closingDate].filter((d): d is Date => !!d);
  return dates.length > 0 ? new Date(Math.min(...dates.map((d) => d.getTime()))) : null;
}

const day = (at: Date) =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function keptRecord(site: Site, position: ({ title: string } & Closing) | null): KeptRecord {
  const months = site.retentionMonths;
  const closed = closedOn(position);
  const until = months !== null && closed ? addMonths(closed, months) : null;
  const period =
    months === null
      ? ''
      : until
        ? `${months} months after the position closed (${day(until)})`
        : `${months} months after the position closes`;
  if (site.legalHold) {
    return {
      site: site.universityName,
      position: position?.title ?? null,
      reason: 'legal_hold',
      until: null,
      when:
        months === null
          ? 'The university must keep its records for now (a legal hold): your anonymised application stays until the hold is lifted and the university deletes it.'
          : `The university must keep its records for now (a legal hold). Once the hold is lifted, your anonymised application is deleted ${period}, or at once if that day has passed.`,
    };
  }
  return {
    site: site.universityName,
    position: position?.title ?? null,
    reason: 'retention',
    until,
    when: `The university keeps its applications for a set period: your application was anonymised, and will be deleted ${period}.`,
  };
}

/** Runs in the erasure's transaction with the site's tenant set. */
export async function eraseOnSite(tx: TenantTx, site: Site, who: Candidate, now: Date): Promise<SiteErasure> {
  const rows = await tx.applicant.findMany({
    where: candidateApplicantsWhere(site, who),
    select: {
      id: true,
      resumeKey: true,
      redactedResumeKey: true,
      opportunity: { select: { title: true, status: true, closedAt: true, deletedAt: true, closingDate: true } },
    },
  });
  // The careers form's confirmation links name the address too.
  await tx.tenantToken.deleteMany({
    where: { tenantId: site.id, kind: 'applicant_confirmation', email: { equals: who.email, mode: 'insensitive' } },
  });
  const keys = [
    ...rows.flatMap((r) => (r.resumeKey ? [r.resumeKey] : [])),
    // Blind review's redacted copy is the resume's text: it goes with the resume.
    ...rows.flatMap((r) => (r.redactedResumeKey ? [r.redactedResumeKey] : [])),
    // Reference letters are about the candidate: they go with the application, even when it is kept.
    ...(await letterKeysOf(
      tx,
      rows.map((r) => r.id),
    )),
  ];
  await tx.applicantReference.deleteMany({ where: { tenantId: site.id, applicantId: { in: rows.map((r) => r.id) } } });
  if (rows.length === 0) return { deleted: 0, kept: [], keys };
  const mustKeep = site.legalHold || site.retentionMonths !== null;
  if (!mustKeep) {
    const { count } = await tx.applicant.deleteMany({
      where: { tenantId: site.id, id: { in: rows.map((r) => r.id) } },
    });
    return { deleted: count, kept: [], keys };
  }
  for (const row of rows) {
    await tx.applicant.update({
      where: { id: row.id },
      data: {
        name: ERASED_NAME,
        email: erasedEmail(row.id),
        phone: null,
        country: null,
        applicationId: null,
        resumeKey: null,
        resumeFilename: null,
        resumeMime: null,
        resumeSize: null,
        resumeText: null,
        redactedResumeKey: null,
        anonymisedAt: now,
      },
    });
  }
  return { deleted: 0, kept: rows.map((r) => keptRecord(site, r.opportunity)), keys };
}
