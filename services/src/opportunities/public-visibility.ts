// What the public site (PhD Finder itself) shows: the one rule, in the three forms the code needs.
//
// An opportunity is publicly visible when it is not deleted, not a draft, approved by moderation (a
// held posting waits for an admin), its owner (recruiter or university site) is not suspended, and
// either the main site's own (tenant_id NULL) or a tenant's listing that is "Also listed on PhD
// Finder" (listed_publicly).
// Closed ones stay visible by id (the detail page says "This position is closed"); search holds the
// open ones only. The listing, facets, search (both engines), detail, sitemap, related,
// recommendations and saved opportunities all use this module, so a tenant's listed opportunity
// behaves there exactly like any other.
//
// Row-level security (migration 20261125070600_public_tenant_opportunities) is the wall under this
// rule: with no tenant set the application cannot even see a tenant's unlisted or draft rows, and
// inside a tenant's unit of work it never sees another tenant's. This module decides what a page
// shows among the rows it may see, and holds when RLS does not apply (the owner's connection).
// services/test/public-visibility.test.ts checks the three forms agree, row by row.
import { Prisma } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';

type VisibilityFields = Pick<
  Opportunity,
  'status' | 'deletedAt' | 'tenantId' | 'listedPublicly' | 'moderationState' | 'ownerSuspended'
>;

/** The columns the predicates read: select these to test a row with isPubliclyVisible / isPubliclyOpen. */
export const visibilitySelect = {
  status: true,
  deletedAt: true,
  tenantId: true,
  listedPublicly: true,
  moderationState: true,
  ownerSuspended: true,
} as const satisfies Record<keyof VisibilityFields, true>;

/** Prisma filter: publicly visible (open or closed). Combine with `AND`, never spread beside an `OR`. */
export const publiclyVisible = {
  deletedAt: null,
  status: { not: 'draft' },
  moderationState: 'approved',
  ownerSuspended: false,
  OR: [{ tenantId: null }, { listedPublicly: true }],
} satisfies Prisma.OpportunityWhereInput;

/** Prisma filter: publicly visible and open (what search, the sitemap and new saves hold). */
export const publiclyOpen = {
  ...publiclyVisible,
  status: 'open',
} satisfies Prisma.OpportunityWhereInput;

export function isPubliclyVisible(row: VisibilityFields): boolean {
  return (
    row.deletedAt === null &&
    row.status !== 'draft' &&
    row.moderationState === 'approved' &&
    !row.ownerSuspended &&
    (row.tenantId === null || row.listedPublicly)
  );
}

export function isPubliclyOpen(row: VisibilityFields): boolean {
  return row.status === 'open' && isPubliclyVisible(row);
}

const ALIAS = /^[a-z_][a-z0-9_]*$/;

/** The columns of `opportunities`, qualified by `alias` when one is given. */
function columns(alias?: string) {
  if (alias !== undefined && !ALIAS.test(alias)) throw new Error(`not a table alias: ${alias}`);
  const c = (name: string) => Prisma.raw(alias ? `${alias}.${name}` : name);
  return {
    status: c('status'),
    deletedAt: c('deleted_at'),
    tenantId: c('tenant_id'),
    listed: c('listed_publicly'),
    moderation: c('moderation_state'),
    ownerSuspended: c('owner_suspended'),
    collectResumes: c('collect_resumes'),
  };
}

/** SQL: publicly visible and open, over `opportunities` (columns unqualified, or as `alias.column`). */
export function publiclyOpenSql(alias?: string): Prisma.Sql {
  const c = columns(alias);
  return Prisma.sql`(${c.status} = 'open' AND ${c.deletedAt} IS NULL AND ${c.moderation} = 'approved'
    AND NOT ${c.ownerSuspended} AND (${c.tenantId} IS NULL OR ${c.listed}))`;
}

// Applications on the site: a tenant's listing that collects resumes takes applications on PhD Finder
// like any other, and each becomes the tenant's applicant (careers/main-site-applicant.ts); one that
// does not shows its external link, as for collect_resumes = false.

/** Whether candidates apply on PhD Finder itself (the "Apply for this Position" form). */
export function takesSiteApplications(row: Pick<Opportunity, 'collectResumes'>): boolean {
  return row.collectResumes;
}

/** SQL of takesSiteApplications, for documents selected straight from `opportunities`. */
export function takesSiteApplicationsSql(alias?: string): Prisma.Sql {
  return columns(alias).collectResumes;
}

// Near-duplicates (services/src/duplicates): a group shows once in listings and counts, as its
// canonical opportunity; the others keep their pages (visible by id) but are never indexed.

/** Prisma filter: what search holds, publicly open and not grouped under another opportunity. */
export const listedInSearch = {
  ...publiclyOpen,
  duplicateOf: null,
} satisfies Prisma.OpportunityWhereInput;

/** SQL of listedInSearch (columns unqualified, or as `alias.column`). */
export function listedInSearchSql(alias?: string): Prisma.Sql {
  if (alias !== undefined && !ALIAS.test(alias)) throw new Error(`not a table alias: ${alias}`);
  const duplicateOf = Prisma.raw(alias ? `${alias}.duplicate_of` : 'duplicate_of');
  return Prisma.sql`(${publiclyOpenSql(alias)} AND ${duplicateOf} IS NULL)`;
}

export function isListedInSearch(row: VisibilityFields & Pick<Opportunity, 'duplicateOf'>): boolean {
  return isPubliclyOpen(row) && row.duplicateOf === null;
}
