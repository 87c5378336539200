// An admin's "Not a duplicate": takes an opportunity out of its duplicate group and records a split
// with every other member, so detection never groups those pairs again (detect.ts reads
// duplicate_splits). When the one split out was the canonical, the rest regroup under the next
// (cluster.ts). Audited, and every row whose group changed records opportunity.updated so both
// search engines take the change (the search-index processor re-runs detection, which agrees).
import type { Actor } from '../audit/audit-log.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { isPubliclyVisible, visibilitySelect } from '../opportunities/public-visibility.ts';
import { assignGroups, pairKey } from './cluster.ts';

export const NOT_IN_A_GROUP = 'This opportunity is not in a duplicate group.';

export interface SplitResult {
  /** Ids whose canonical changed, the split one included. */
  changed: string[];
}

export async function splitDuplicate(db: Db, opportunityId: string, actor?: Actor): Promise<SplitResult> {
  return db.$transaction(async (tx) => {
    const target = await tx.opportunity.findFirst({
      where: { id: opportunityId, deletedAt: null },
      select: { id: true, duplicateOf: true },
    });
    if (!target) throw notFound('Opportunity not found.');
    const canonicalId = target.duplicateOf ?? target.id;
    // Row locks in id order, as detection takes them, so a split and a detection never interleave.
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM opportunities
      WHERE (id = ${canonicalId}::uuid OR duplicate_of = ${canonicalId}::uuid) AND deleted_at IS NULL
      ORDER BY id FOR UPDATE`;
    const ids = locked.map((r) => r.id);
    if (ids.length < 2) throw conflict(NOT_IN_A_GROUP);
    const others = ids.filter((id) => id !== opportunityId);
    await tx.duplicateSplit.createMany({
      data: others.map((other) => {
        const [firstId, secondId] = opportunityId < other ? [opportunityId, other] : [other, opportunityId];
        return { firstId, secondId, splitBy: actor?.kind === 'admin' ? actor.id : null };
      }),
      skipDuplicates: true,
    });
    const rows = await tx.opportunity.findMany({
      where: { id: { in: ids } },
      select: { id: true, minhash: true, createdAt: true, duplicateOf: true, ...visibilitySelect },
    });
    const splitRows = await tx.duplicateSplit.findMany({
      where: { firstId: { in: ids }, secondId: { in: ids } },
      select: { firstId: true, secondId: true },
    });
    const groups = assignGroups(
      rows.map((r) => ({
        id: r.id,
        minhash: r.minhash,
        open: r.status === 'open',
        createdAt: r.createdAt,
        eligible: isPubliclyVisible(r),
      })),
      new Set(splitRows.map((s) => pairKey(s.firstId, s.secondId))),
    );
    // The split one stands alone whatever its signature says; the rest follow cluster.ts.
    groups.set(opportunityId, null);
    const changed = rows.filter((r) => (groups.get(r.id) ?? null) !== r.duplicateOf).map((r) => r.id);
    const ordered = [...changed].sort((a, b) => Number(groups.get(a) !== null) - Number(groups.get(b) !== null));
    for (const id of ordered) {
      await tx.opportunity.update({ where: { id }, data: { duplicateOf: groups.get(id) ?? null } });
      await recordEvent(tx, 'opportunity.updated', { opportunityId: id });
    }
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'opportunity.duplicate_split',
        recordType: 'opportunity',
        recordId: opportunityId,
        before: { duplicate_of: target.duplicateOf, group: ids },
        after: { duplicate_of: null, split_from: others },
      });
    }
    return { changed };
  });
}
