// Adds a batch of per-day counts to analytics_days: one upsert statement, so a batch folds whole or
// not at all.
import { Prisma, type Db } from '../db/client.ts';
import type { AnalyticsCount } from './analytics.schema.ts';

const keyOf = (c: AnalyticsCount) => `${c.day}\n${c.name}\n${c.label}`;

export async function foldAnalyticsCounts(db: Db, counts: readonly AnalyticsCount[]): Promise<number> {
  // Merged and sorted, so one statement never touches a row twice and concurrent batches lock rows
  // in the same order.
  const merged = new Map<string, AnalyticsCount>();
  for (const c of counts) {
    const seen = merged.get(keyOf(c));
    merged.set(keyOf(c), seen ? { ...seen, count: seen.count + c.count } : c);
  }
  if (merged.size === 0) return 0;
  const rows = [...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
  return db.$executeRaw`
    INSERT INTO analytics_days (day, name, label, count)
    SELECT v.day, v.name, v.label, v.n
    FROM (VALUES ${Prisma.join(rows.map((c) => Prisma.sql`(${c.day}::date, ${c.name}, ${c.label}, ${c.count}::int)`))})
      AS v(day, name, label, n)
    ON CONFLICT (day, name, label) DO UPDATE SET count = analytics_days.count + EXCLUDED.count`;
}
