// An owner's listings follow the owner's suspension (issue 15): when an admin suspends a recruiter or a
// university site, every listing of theirs gets owner_suspended = true, so the public rule
// (public-visibility.ts) hides them, and each one still on PhD Finder records opportunity.updated so
// the search indexer takes it out; reinstating reverses both. Runs in the caller's transaction: for a
// site, its unit of work (withTenant), which sees the site's unlisted rows too.
import { Prisma } from '../db/client.ts';
import { recordEvents, type Tx } from '../events/outbox.ts';

export type ListingOwner = { recruiterId: string } | { tenantId: string };

/** Sets owner_suspended on the owner's listings that differ; answers how many changed. */
export async function setOwnerSuspended(tx: Tx, owner: ListingOwner, suspended: boolean): Promise<number> {
  const whose =
    'recruiterId' in owner
      ? Prisma.sql`recruiter_id = ${owner.recruiterId}::uuid`
      : Prisma.sql`tenant_id = ${owner.tenantId}::uuid`;
  // updated_at moves too: the indexer's repair sweep compares it with what it indexed.
  const changed = await tx.$queryRaw<{ id: string; on_site: boolean }[]>`
    UPDATE opportunities SET owner_suspended = ${suspended}, updated_at = now()
    WHERE ${whose} AND owner_suspended <> ${suspended}
    RETURNING id, (deleted_at IS NULL AND (tenant_id IS NULL OR listed_publicly)) AS on_site`;
  // Deleted and unlisted ones were never (or are no longer) on PhD Finder: nothing to re-index.
  const toIndex = changed.filter((row) => row.on_site).map((row) => ({ opportunityId: row.id }));
  await recordEvents(tx, 'opportunity.updated', toIndex);
  return changed.length;
}
