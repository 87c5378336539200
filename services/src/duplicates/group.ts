// Reads of duplicate groups: the other postings of an opportunity's group ("Also posted at …" on the
// detail page, public ones only) and the whole group for the admin console.
import type { Db } from '../db/client.ts';
import type { Prisma } from '../db/generated/client.ts';
import { publiclyVisible } from '../opportunities/public-visibility.ts';

const memberSelect = {
  id: true,
  title: true,
  universityName: true,
  country: true,
  status: true,
  duplicateOf: true,
  createdAt: true,
} as const satisfies Prisma.OpportunitySelect;

export type GroupMember = Prisma.OpportunityGetPayload<{ select: typeof memberSelect }>;

/** Members of the group whose canonical is this id (canonical first, then by publication). */
function membersOf(db: Db, canonicalId: string, where: Prisma.OpportunityWhereInput = {}): Promise<GroupMember[]> {
  return db.opportunity
    .findMany({
      where: { AND: [{ OR: [{ id: canonicalId }, { duplicateOf: canonicalId }] }, where] },
      select: memberSelect,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    })
    .then((rows) => [...rows.filter((r) => r.id === canonicalId), ...rows.filter((r) => r.id !== canonicalId)]);
}

/** The group's other postings the public may see; empty for a posting in no group. */
export async function otherPostings(
  db: Db,
  opportunity: { id: string; duplicateOf: string | null },
): Promise<GroupMember[]> {
  const canonicalId = opportunity.duplicateOf ?? opportunity.id;
  const members = await membersOf(db, canonicalId, publiclyVisible);
  return members.filter((m) => m.id !== opportunity.id);
}

/** The whole group an opportunity belongs to (itself included), for the admin; empty when in none. */
export async function duplicateGroup(db: Db, opportunity: { id: string; duplicateOf: string | null }) {
  const members = await membersOf(db, opportunity.duplicateOf ?? opportunity.id, { deletedAt: null });
  return members.length > 1 ? members : [];
}
