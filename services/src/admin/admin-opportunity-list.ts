// The admin's view of the catalogue (issue 15): every listing from Postgres, whatever its status,
// source or moderation, newest first, searched by title or university and filtered; and one listing
// with every field the edit form needs, deleted ones included.
//
// Row-level security still applies: the application's role, with no tenant set, sees the main site's
// listings and the tenants' listings that are "Also listed on PhD Finder" and not drafts (docs/university-sites.md,
// "Tenant isolation"). A tenant's private listings and drafts stay its own, even to an admin.
//
// Cost: q is ILIKE '%q%' over title and university name, a sequential scan plus count(*). At the demo's
// 3,000 rows that is a few milliseconds; at 100,000 it is tens of milliseconds per page (title has a
// trigram index, university_name none), acceptable for a handful of admins.
//
// The query arrives parsed (@phd/contracts/input/admin-opportunity); ids are checked here (anything but
// a listing's id is "not found").
import { z } from 'zod';
import type { AdminOpportunityQuery } from '@phd/contracts/input/admin-opportunity';
import type { Db, Prisma } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { OPPORTUNITY_NOT_FOUND } from '../opportunities/find-opportunity.ts';

/** LIKE's own characters, matched as themselves (Prisma passes `contains` through unescaped). */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, '\\$&');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function adminOpportunityWhere(q: AdminOpportunityQuery): Prisma.OpportunityWhereInput {
  const and: Prisma.OpportunityWhereInput[] = [];
  if (q.status === 'deleted') and.push({ deletedAt: { not: null } });
  else if (q.status !== 'all') and.push({ deletedAt: null });
  if (q.status === 'open' || q.status === 'closed' || q.status === 'draft') and.push({ status: q.status });
  if (q.source) and.push({ source: q.source });
  if (q.category) and.push({ category: q.category });
  if (q.country) and.push({ country: { equals: q.country, mode: 'insensitive' } });
  if (q.university)
    and.push(
      UUID.test(q.university)
        ? { universityId: q.university.toLowerCase() }
        : { universityName: { equals: q.university, mode: 'insensitive' } },
    );
  if (q.q) {
    const contains = likeLiteral(q.q);
    and.push({
      OR: [{ title: { contains, mode: 'insensitive' } }, { universityName: { contains, mode: 'insensitive' } }],
    });
  }
  return { AND: and };
}

export async function listAdminOpportunities(db: Db, q: AdminOpportunityQuery) {
  const where = adminOpportunityWhere(q);
  const [rows, total] = await Promise.all([
    db.opportunity.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: q.limit,
      skip: q.offset,
      omit: { description: true, riskReasons: true },
      // Near-duplicates grouped under each row, so the console can offer "Not a duplicate".
      include: { _count: { select: { duplicates: true } } },
    }),
    db.opportunity.count({ where }),
  ]);
  return { rows, total };
}

const opportunityId = z.string().trim().pipe(z.uuid());

/** One listing for the edit form, deleted or not, with its university's logo; 404 for anything else. */
export async function findAdminOpportunity(db: Db, idInput: string) {
  const parsed = opportunityId.safeParse(idInput);
  if (!parsed.success) throw notFound(OPPORTUNITY_NOT_FOUND);
  const row = await db.opportunity.findUnique({
    where: { id: parsed.data.toLowerCase() },
    include: { university: { select: { name: true, logoKey: true } } },
  });
  if (!row) throw notFound(OPPORTUNITY_NOT_FOUND);
  return row;
}
