// The public read of one opportunity, by id, from Postgres (the search index holds open listings
// only, and a person may hold the link to a closed one). Deleted rows, drafts and a tenant's listings
// that are not also listed on PhD Finder do not exist for the public (./public-visibility.ts).
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { notFound } from '../errors.ts';
import { publiclyVisible } from './public-visibility.ts';

const uuid = z.uuid();

export async function findPublicOpportunity(db: Db, id: string): Promise<Opportunity> {
  // A malformed id would otherwise surface as a Postgres cast error.
  if (!uuid.safeParse(id).success) throw notFound('Opportunity not found.');
  const row = await db.opportunity.findFirst({ where: { id, ...publiclyVisible } });
  if (!row) throw notFound('Opportunity not found.');
  return row;
}
