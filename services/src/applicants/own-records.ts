// One rule for every applicant call that names records by id, in a filter or a selection as much as in
// the path: an id that is not the caller's site's answers 404, never an empty answer. Under row-level
// security another site's row does not exist in the site's unit of work, so another site's id, a main
// site opportunity and an id nobody has look alike: "not found", and the message names them (the caller
// sent them; it learns nothing). A selection is all or nothing: nothing is read or changed.
import { DomainError } from '../errors.ts';
import { CONFIRMED } from './find-applicant.ts';
import { hiddenFrom } from '../review/conflicts.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

/** How many ids a message names before it says how many more (a selection holds up to 500). */
const NAMED_IDS = 10;

function notFoundIds(kind: 'opportunity' | 'applicant', field: string, missing: string[]): DomainError {
  const named = missing.slice(0, NAMED_IDS).join(', ');
  const more = missing.length > NAMED_IDS ? ` and ${missing.length - NAMED_IDS} more` : '';
  const what = kind === 'opportunity' ? 'Opportunity' : missing.length === 1 ? 'Applicant' : 'Applicants';
  return new DomainError('not_found', `${what} not found on your site: ${named}${more}.`, {
    [field]: missing.join(','),
  });
}

/** Whose records: the caller's site. */
type Site = Pick<StaffSession, 'tenantId'> & { userId?: string };

const distinctLower = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** The site's own opportunity (not deleted), as GET /api/saas/opportunities/{id} finds it; else 404. */
export async function requireOwnOpportunity(tx: TenantTx, actor: Site, id: string | undefined) {
  if (!id) return;
  const wanted = id.toLowerCase();
  // The main site's listings are visible in a unit too (tenant_id NULL): only the site's own count.
  const found = await tx.opportunity.count({ where: { id: wanted, tenantId: actor.tenantId, deletedAt: null } });
  if (found === 0) throw notFoundIds('opportunity', 'opportunity', [wanted]);
}

/** The site's own applicants that reviewers see (confirmed), as GET /api/applicants/{id} finds them; else 404. */
export async function requireOwnApplicants(tx: TenantTx, actor: Site, ids: string[] | undefined) {
  if (!ids || ids.length === 0) return;
  const wanted = distinctLower(ids);
  const found = await tx.applicant.findMany({
    // An applicant the caller declared a conflict with is "not found" to them (review/conflicts.ts).
    where: {
      id: { in: wanted },
      tenantId: actor.tenantId,
      ...CONFIRMED,
      ...(actor.userId ? hiddenFrom(actor.userId) : {}),
    },
    select: { id: true },
  });
  const own = new Set(found.map((row) => row.id));
  const missing = wanted.filter((id) => !own.has(id));
  if (missing.length > 0) throw notFoundIds('applicant', 'ids', missing);
}
