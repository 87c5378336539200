// The public read of one opportunity, by id, from Postgres (the search index holds open listings
// only, and a person may hold the link to a closed one). Drafts and a tenant's listings that are not
// also listed on PhD Finder do not exist for the public (./public-visibility.ts): "not found". A listing
// the public could see until it was deleted is "gone" (410), so people holding its link are told it
// was removed and crawlers drop it; one never shown (a draft, a held posting) stays "not found".
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { gone, notFound } from '../errors.ts';
import { provenanceInclude, withSiteProvenance, type WithProvenance } from '../intake/provenance.ts';
import { isPubliclyVisible, publiclyVisible, visibilitySelect } from './public-visibility.ts';

const uuid = z.uuid();

export const OPPORTUNITY_REMOVED = 'This position has been removed.';

/** The row with its import source (the page's "Imported from …" line: ../intake/provenance.ts). */
export async function findPublicOpportunity(db: Db, id: string): Promise<WithProvenance<Opportunity>> {
  // A malformed id would otherwise surface as a Postgres cast error.
  if (!uuid.safeParse(id).success) throw notFound('Opportunity not found.');
  const row = await db.opportunity.findFirst({ where: { id, ...publiclyVisible }, include: provenanceInclude });
  if (row) return withSiteProvenance(db, row);
  const deleted = await db.opportunity.findFirst({ where: { id, deletedAt: { not: null } }, select: visibilitySelect });
  if (deleted && isPubliclyVisible({ ...deleted, deletedAt: null })) throw gone(OPPORTUNITY_REMOVED);
  throw notFound('Opportunity not found.');
}
