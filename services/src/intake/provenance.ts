// Where an imported position came from (issue 31, docs/imports.md "Provenance"): "Imported from <source>
// on <date>", with the source's link. Read with the position (the include below), never by a query per
// position. A source is under row-level security: a site's unit of work sees its own sources and the
// main site sees those of no site, so a query reads the provenance of the positions of its own scope.
// The main site also shows a site's positions that are "Also listed on PhD Finder": their source is the
// site's, hidden there, so findPublicOpportunity reads that one in the site's unit of work.
import type { ImportSource, Opportunity, Prisma } from '../db/generated/client.ts';
import type { Db } from '../db/client.ts';
import { withTenant } from '../tenants/unit-of-work.ts';

/** The source's columns the provenance needs. */
export const provenanceSelect = {
  name: true,
  kind: true,
  url: true,
  tenantId: true,
} as const satisfies Prisma.ImportSourceSelect;

/** Add to an opportunity query: `include: provenanceInclude`. */
export const provenanceInclude = { importSource: { select: provenanceSelect } } as const;

export type ProvenanceSource = Pick<ImportSource, keyof typeof provenanceSelect>;

/** A row read with its source (null when typed by hand, when the source was deleted, or out of scope). */
export type WithProvenance<R extends Opportunity = Opportunity> = R & { importSource: ProvenanceSource | null };

export interface Provenance {
  name: string;
  /**
   * A URL source's address. An upload has none: its file is not public, and the item's own link is
   * already the position's "Apply" link, so repeating it here would name the university's page as the
   * source of an import it never sent.
   */
  url: string | null;
  /** When a run last wrote the position. */
  importedAt: Date;
}

/**
 * The provenance of a row read with `provenanceInclude`; null for a position typed by hand. A source
 * that is not the position's owner's (another site's) is never shown, whatever the row says.
 */
export function provenanceOf(row: WithProvenance): Provenance | null {
  const source = row.importSource;
  if (!row.importSourceId || !row.importedAt || !source || source.tenantId !== row.tenantId) return null;
  return { name: source.name, url: source.kind === 'url' ? source.url : null, importedAt: row.importedAt };
}

/**
 * The source of a site's position read outside that site's unit of work (the main site's detail of a
 * listed position): read in the site's own unit of work, so row-level security still decides. A row
 * whose source was read already, or that has none, is answered as it is.
 */
export async function withSiteProvenance<R extends Opportunity>(
  db: Db,
  row: WithProvenance<R>,
): Promise<WithProvenance<R>> {
  const { tenantId, importSourceId } = row;
  if (row.importSource || !tenantId || !importSourceId) return row;
  const importSource = await withTenant(db, tenantId, (tx) =>
    tx.importSource.findFirst({ where: { id: importSourceId, tenantId }, select: provenanceSelect }),
  );
  return { ...row, importSource };
}
