// Consumes: view-counts.batch (direct jobs from the gateway's view buffer, about one a second per
//           gateway: { views: [{ visitor, opportunityId, at }] }).
// Emits:    nothing; adds accepted views to opportunities.views and opportunity_view_days, then gives
//           the search engine the new totals (search.updateViews).
// At most one view per visitor per opportunity per hour: SET NX EX 3600 on
// `<prefix>:views:<visitor>:<opportunityId>`, holding a token of the batch (a hash of its content).
// Safe to run twice: a retry re-accepts exactly the views its own earlier attempt claimed, and a
// marker set after the fold commits stops a second fold (a retry then only re-sends the totals).
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { Prisma, type Db } from '@phd/services/db/client';
import type { DirectJobData } from '@phd/services/events/catalogue';
import { defineProcessor } from './processor.ts';

type View = DirectJobData<'view-counts', 'view-counts.batch'>['views'][number];

export const VIEW_DEDUPE_SECONDS = 3_600;
/** Longer than any retry schedule: a batch is never folded twice. */
const FOLDED_MARKER_SECONDS = 24 * 3_600;

export const viewKey = (prefix: string, visitor: string, opportunityId: string) =>
  `${prefix}:views:${visitor}:${opportunityId}`;

export const viewCountsProcessor = defineProcessor({
  queue: 'view-counts',
  async handle(job, { db, search, redis, keyPrefix }) {
    const { views } = job.data;
    const token = createHash('sha256').update(JSON.stringify(views)).digest('hex').slice(0, 24);
    const folded = `${keyPrefix}:views:folded:${token}`;
    const accepted = await acceptViews(redis, keyPrefix, views, token);

    let totals: Map<string, number>;
    if (await redis.exists(folded)) {
      totals = await currentTotals(db, [...new Set(accepted.map((v) => v.opportunityId))]);
    } else {
      totals = await foldViews(db, accepted);
      await redis.set(folded, '1', 'EX', FOLDED_MARKER_SECONDS);
    }
    if (totals.size > 0) await search.updateViews(totals);
    return { received: views.length, accepted: accepted.length, opportunities: totals.size };
  },
});

/** The views that count: the first per visitor and opportunity in an hour (or already ours). */
async function acceptViews(redis: Redis, prefix: string, views: readonly View[], token: string): Promise<View[]> {
  const unique = new Map<string, View>();
  for (const view of views) {
    const key = viewKey(prefix, view.visitor, view.opportunityId);
    if (!unique.has(key)) unique.set(key, view);
  }
  if (unique.size === 0) return [];
  const keys = [...unique.keys()];

  const claim = redis.pipeline();
  for (const key of keys) claim.set(key, token, 'EX', VIEW_DEDUPE_SECONDS, 'NX');
  const claimed = await claim.exec();
  const lost = keys.filter((_key, i) => claimed?.[i]?.[1] !== 'OK');
  // A key already holding this batch's token was claimed by an earlier attempt of this same job.
  const owners = lost.length > 0 ? await redis.mget(lost) : [];
  const ours = new Set(lost.filter((_key, i) => owners[i] === token));
  return keys.filter((key, i) => claimed?.[i]?.[1] === 'OK' || ours.has(key)).map((key) => unique.get(key)!);
}

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Adds the views per opportunity and per day in one transaction; returns the new totals. */
async function foldViews(db: Db, views: readonly View[]): Promise<Map<string, number>> {
  if (views.length === 0) return new Map();
  const perOpportunity = new Map<string, number>();
  const perDay = new Map<string, { id: string; day: string; count: number }>();
  for (const { opportunityId: id, at } of views) {
    perOpportunity.set(id, (perOpportunity.get(id) ?? 0) + 1);
    const day = utcDay(at);
    const entry = perDay.get(`${id} ${day}`) ?? { id, day, count: 0 };
    entry.count += 1;
    perDay.set(`${id} ${day}`, entry);
  }
  // Sorted by id, so concurrent batches lock rows in the same order.
  const byId = [...perOpportunity].sort(([a], [b]) => (a < b ? -1 : 1));
  const days = [...perDay.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.day < b.day ? -1 : 1));

  const rows = await db.$transaction(async (tx) => {
    const updated = await tx.$queryRaw<{ id: string; views: number }[]>`
      UPDATE opportunities o SET views = o.views + v.n
      FROM (VALUES ${Prisma.join(byId.map(([id, n]) => Prisma.sql`(${id}::uuid, ${n}::int)`))}) AS v(id, n)
      WHERE o.id = v.id
      RETURNING o.id::text AS id, o.views`;
    await tx.$executeRaw`
      INSERT INTO opportunity_view_days (opportunity_id, day, count)
      SELECT v.id, v.day, v.n
      FROM (VALUES ${Prisma.join(days.map((d) => Prisma.sql`(${d.id}::uuid, ${d.day}::date, ${d.count}::int)`))})
        AS v(id, day, n)
      JOIN opportunities o ON o.id = v.id
      ON CONFLICT (opportunity_id, day) DO UPDATE SET count = opportunity_view_days.count + EXCLUDED.count`;
    return updated;
  });
  return new Map(rows.map((r) => [r.id, r.views]));
}

async function currentTotals(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.opportunity.findMany({ where: { id: { in: [...ids] } }, select: { id: true, views: true } });
  return new Map(rows.map((r) => [r.id, r.views]));
}
