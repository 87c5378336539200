// The public read of one opportunity, by id, from Postgres (the search index holds open listings
// only, and a person may hold the link to a closed one). Deleted rows and rows of a tenant's private
// site do not exist for the public.
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { notFound } from '../errors.ts';

const uuid = z.uuid();

export async function findPublicOpportunity(db: Db, id: string): Promise<Opportunity> {
  // A malformed id would otherwise surface as a Postgres cast error.
  if (!uuid.safeParse(id).success) throw notFound('Opportunity not found.');
  const row = await db.opportunity.findFirst({ where: { id, deletedAt: null, tenantId: null } });
  if (!row) throw notFound('Opportunity not found.');
  return row;
}
