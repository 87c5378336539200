// A candidate's records on university sites, for "Download my data" and "Delete my account". Which
// applicants are the candidate's: those made from their main-site applications (applicants.application_id),
// and careers-page applicants who confirmed the candidate's sign-in address (the identity provider
// verified it, the careers form's confirmation link did too). Rows a site's staff added by hand are the
// site's own record of someone and stay the site's to answer for.
//
// Applicants are under row-level security: each site's rows are read in one transaction whose tenant
// is switched site by site (setTransactionTenant), never with the policies bypassed, and the tenant is
// cleared again before the caller's next query.
import type { Prisma } from '../../db/client.ts';
import { setTransactionTenant, type TenantTx } from '../../tenants/unit-of-work.ts';

export interface Site {
  id: string;
  name: string;
  universityName: string;
  legalHold: boolean;
  retentionMonths: number | null;
}

export interface Candidate {
  /** Their main-site applications' ids. */
  applicationIds: string[];
  /** Their sign-in address, lower case. */
  email: string;
}

export function candidateApplicantsWhere(site: Site, who: Candidate): Prisma.ApplicantWhereInput {
  return {
    tenantId: site.id,
    anonymisedAt: null,
    OR: [
      ...(who.applicationIds.length > 0 ? [{ applicationId: { in: who.applicationIds } }] : []),
      { source: 'careers', confirmedAt: { not: null }, email: { equals: who.email, mode: 'insensitive' } },
    ],
  };
}

/**
 * Runs `work` for each university site, on the caller's transaction with that site's tenant set, and
 * clears the tenant after. Every site is visited: a careers-page application names no account, so only
 * the site's own rows can say whether it is the candidate's (one indexed lookup a site).
 */
export async function inEachSite<T>(
  tx: Prisma.TransactionClient,
  work: (site: Site, siteTx: TenantTx) => Promise<T>,
): Promise<T[]> {
  const sites = await tx.tenant.findMany({
    select: { id: true, name: true, universityName: true, legalHold: true, retentionMonths: true },
    orderBy: { id: 'asc' },
  });
  const results: T[] = [];
  for (const site of sites) results.push(await work(site, await setTransactionTenant(tx, site.id)));
  // Not in a finally: after a failure the transaction is rolled back, setting and all.
  await setTransactionTenant(tx, null);
  return results;
}
