// Writing one mapped item (issue 31): create it, update it, or leave it, keyed by the source's own id
// or URL (opportunities.import_source_id + import_key, unique). Each write goes through the same
// services as a person's edit, so the outbox events (enrichment, near-duplicates, indexing), the audit
// trail and the moderation rules are the same as for a position typed into a form. Running the same
// item twice changes nothing the second time.
import type { Actor } from '../../audit/audit-log.ts';
import type { Opportunity } from '../../db/generated/client.ts';
import type { Tx } from '../../events/outbox.ts';
import { holdForModeration, moderateEdit } from '../../moderation/hold.ts';
import { createOpportunities } from '../../opportunities/create-opportunity.ts';
import type { CreateOpportunityInput, OpportunityScope } from '../../opportunities/opportunity.schema.ts';
import { setOpportunityStatus } from '../../opportunities/set-status.ts';
import { updateOpportunity } from '../../opportunities/update-opportunity.ts';

/** Who a source writes for, as the run resolved it from the source's owner. */
export interface SourceOwner {
  scope: OpportunityScope;
  /**
   * What every position of this owner carries whatever the item says: a recruiter's or a site's
   * university, a recruiter's name as the poster. Empty for the site's own sources.
   */
  fixed: Partial<ImportedFields>;
  /** Postings from a recruiter whose domain only the academic dataset knows wait for moderation. */
  held: boolean;
  /** The person who started the run ("run now", an upload), for the audit log; none for a scheduled run. */
  actor?: Actor;
}

export type WriteOutcome = 'created' | 'updated' | 'unchanged';

/** The fields an import writes: everything mapped but the owner's and the provenance. */
export type ImportedFields = Omit<CreateOpportunityInput, 'source' | 'recruiterId' | 'tenantId' | 'status'>;

/**
 * What a source says about a position, and so what a later run may change. The rest (status, category,
 * resumes on the site, "also list on PhD Finder") is the owner's to set after the import, and stays.
 */
const SOURCE_FIELDS = [
  'title',
  'universityName',
  'universityId',
  'department',
  'discipline',
  'supervisor',
  'city',
  'country',
  'description',
  'closingDate',
  'opportunityUrl',
  'funding',
  'fundingType',
  'fullyFunded',
  'openTo',
  'postedByName',
  'postedByPosition',
  'postedByDepartment',
] as const satisfies readonly (keyof ImportedFields)[];

const same = (a: unknown, b: unknown): boolean => {
  if (a instanceof Date || b instanceof Date) {
    const time = (v: unknown) => (v instanceof Date ? v.getTime() : v == null ? null : new Date(String(v)).getTime());
    return time(a) === time(b);
  }
  return (a ?? null) === (b ?? null);
};

/**
 * The fields that differ between the item and the stored row. A field the item leaves empty that the
 * enrichment filled (listed in inferred_fields) is not a difference: the import would otherwise wipe
 * the summary, discipline or funding type on every run.
 */
export function changedFields(row: Opportunity, fields: ImportedFields): Partial<ImportedFields> {
  const changed: Record<string, unknown> = {};
  const inferred = (name: string) =>
    row.inferredFields.includes(name) ||
    // The badge follows the funding type: inferred with it, so an item without a type leaves both.
    (name === 'fullyFunded' && fields.fundingType == null && row.inferredFields.includes('fundingType'));
  for (const name of SOURCE_FIELDS) {
    const value = fields[name];
    if (value === undefined) continue;
    if ((value === null || name === 'fullyFunded') && inferred(name)) continue;
    if (!same(row[name as keyof Opportunity], value)) changed[name] = value;
  }
  return changed as Partial<ImportedFields>;
}

export interface ImportedItem {
  key: string | null;
  fields: ImportedFields;
}

/**
 * Writes a batch of items (keys unique within it, as a run makes them), finding the stored rows of all
 * their keys in one query: a 5,000-item import or an unchanged re-poll costs one lookup per batch, not
 * one per item.
 */
export async function writeItems(
  tx: Tx,
  source: { id: string },
  owner: SourceOwner,
  items: readonly ImportedItem[],
  now: Date,
): Promise<WriteOutcome[]> {
  const keys = items.flatMap((item) => (item.key === null ? [] : [item.key]));
  const stored =
    keys.length === 0
      ? []
      : await tx.opportunity.findMany({ where: { importSourceId: source.id, importKey: { in: keys } } });
  const byKey = new Map(stored.map((row) => [row.importKey!, row]));
  const outcomes: WriteOutcome[] = [];
  const fresh: ImportedItem[] = [];
  for (const item of items) {
    const existing = item.key === null ? undefined : byKey.get(item.key);
    if (existing) {
      outcomes.push(await writeItem(tx, source, owner, item, now, existing));
    } else {
      fresh.push(item);
      outcomes.push('created');
    }
  }
  // The batch's new positions together: one insert, one outbox write and one audit write for all.
  await createItems(tx, source, owner, fresh, now);
  return outcomes;
}

/** Creates the items as the owner's new positions, with their provenance; held ones wait for moderation. */
async function createItems(
  tx: Tx,
  source: { id: string },
  owner: SourceOwner,
  items: readonly ImportedItem[],
  now: Date,
): Promise<void> {
  const rows = await createOpportunities(
    tx,
    items.map((item) => ({
      ...item.fields,
      ...owner.fixed,
      ...owner.scope,
      source: 'import' as const,
      importSourceId: source.id,
      importKey: item.key,
      importedAt: now,
    })),
    owner.actor,
  );
  if (owner.held) for (const row of rows) await holdForModeration(tx, row);
}

/** Writes one item; `existing` is its stored row when the caller already looked it up (writeItems). */
export async function writeItem(
  tx: Tx,
  source: { id: string },
  owner: SourceOwner,
  item: ImportedItem,
  now: Date,
  existing?: Opportunity | null,
): Promise<WriteOutcome> {
  const fields: ImportedFields = { ...item.fields, ...owner.fixed };
  if (existing === undefined) {
    existing =
      item.key === null
        ? null
        : await tx.opportunity.findUnique({
            where: { importSourceId_importKey: { importSourceId: source.id, importKey: item.key } },
          });
  }

  if (!existing) {
    await createItems(tx, source, owner, [item], now);
    return 'created';
  }

  // Seen again: it no longer counts as missing, and a position the import closed for going missing opens again.
  const seen = { importedAt: now, importMissingRuns: 0 };
  const patch = changedFields(existing, fields);
  const reopen = existing.status === 'closed' && existing.importMissingRuns >= 2 && existing.deletedAt === null;
  if (Object.keys(patch).length === 0 && !reopen) {
    if (existing.importMissingRuns !== 0) await tx.opportunity.update({ where: { id: existing.id }, data: seen });
    return 'unchanged';
  }
  await tx.opportunity.update({ where: { id: existing.id }, data: seen });
  if (Object.keys(patch).length > 0) {
    const row = await updateOpportunity(tx, existing.id, patch, owner.scope, owner.actor);
    if (owner.held) await moderateEdit(tx, row);
  }
  if (reopen) await setOpportunityStatus(tx, existing.id, 'open', owner.scope, owner.actor);
  return 'updated';
}
