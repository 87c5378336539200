// Which opportunities may be recommended to a candidate, as SQL over `opportunities o`: shared by the
// recommenders (when computing) and the read (when showing), so a listing that closed, was deleted,
// passed its closing date, was saved or called "not for me" since the last computation is never shown.
import { Prisma } from '../db/client.ts';
import { publiclyOpenSql } from '../opportunities/public-visibility.ts';

export function recommendable(userId: string): Prisma.Sql {
  return Prisma.sql`(${publiclyOpenSql('o')}
    AND (o.closing_date IS NULL OR o.closing_date >= now())
    AND NOT EXISTS (
      SELECT 1 FROM saved_opportunities s WHERE s.user_id = ${userId}::uuid AND s.opportunity_id = o.id)
    AND NOT EXISTS (
      SELECT 1 FROM recommendation_dismissals x WHERE x.user_id = ${userId}::uuid AND x.opportunity_id = o.id))`;
}
