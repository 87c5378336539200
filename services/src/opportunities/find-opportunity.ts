// The row a write may touch: exists, not soft-deleted, and inside the caller's scope. Anything else
// is "not found", so a recruiter cannot learn that another recruiter's listing exists.
import { z } from 'zod';
import type { Tx } from '../events/outbox.ts';
import { notFound } from '../errors.ts';
import type { OpportunityScope } from './opportunity.schema.ts';

const uuid = z.uuid();

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found.';

const opportunityId = z
  .string()
  .trim()
  .pipe(z.uuid())
  .transform((s) => s.toLowerCase());

/** An opportunity id from a path, in its one form; a malformed one names no opportunity: "not found". */
export function opportunityIdOf(input: string): string {
  const parsed = opportunityId.safeParse(input);
  if (!parsed.success) throw notFound(OPPORTUNITY_NOT_FOUND);
  return parsed.data;
}

export async function findWritableOpportunity(tx: Tx, id: string, scope: OpportunityScope = {}) {
  // A malformed id would otherwise surface as a Postgres cast error.
  if (!uuid.safeParse(id).success) throw notFound(OPPORTUNITY_NOT_FOUND);
  const row = await tx.opportunity.findFirst({
    where: { id, deletedAt: null, recruiterId: scope.recruiterId, tenantId: scope.tenantId },
  });
  if (!row) throw notFound(OPPORTUNITY_NOT_FOUND);
  return row;
}
