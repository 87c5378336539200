// What a university site's careers page shows (issue 14): the site's own open opportunities, listed on
// PhD Finder or not; drafts, closed, deleted and past-deadline ones never, nor another site's or the
// main site's.
// Runs in the site's unit of work (row-level security is the wall; the filter says what the page wants).
import { z } from 'zod';
import type { Opportunity } from '../db/generated/client.ts';
import { notFound } from '../errors.ts';
import { provenanceInclude, type WithProvenance } from '../intake/provenance.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

export const CAREERS_NOT_FOUND = 'This position is not open on this site.';

/**
 * Open and taking applications: a passed deadline closes them (@phd/contracts/application-window, the
 * rule every screen shows), so the page never lists, shows or accepts a position past its deadline.
 */
const careersOpen = (tenantId: string, now = new Date()) => ({
  tenantId,
  status: 'open' as const,
  deletedAt: null,
  OR: [{ closingDate: null }, { closingDate: { gt: now } }],
});

/**
 * The site's open opportunities, newest first (a site has tens, not thousands: no paging), each with
 * its import source: the site's own, which its unit of work sees.
 */
export function listCareersOpportunities(tx: TenantTx, tenantId: string): Promise<WithProvenance<Opportunity>[]> {
  return tx.opportunity.findMany({
    where: careersOpen(tenantId),
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    include: provenanceInclude,
  });
}

/** One of the site's open opportunities; 404 for anything else (a malformed id included). */
export async function findCareersOpportunity(
  tx: TenantTx,
  tenantId: string,
  id: string,
): Promise<WithProvenance<Opportunity>> {
  if (!z.uuid().safeParse(id).success) throw notFound(CAREERS_NOT_FOUND);
  const row = await tx.opportunity.findFirst({ where: { id, ...careersOpen(tenantId) }, include: provenanceInclude });
  if (!row) throw notFound(CAREERS_NOT_FOUND);
  return row;
}
