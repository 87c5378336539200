// The week's candidates for the digest, read once per run: every publicly open opportunity created in
// the window, ranked by freshness and views. Each subscriber's top 10 is then a filter of this list
// by their countries and disciplines (pickTop), computed once per distinct choice of the two.
import { Prisma } from '../db/client.ts';
import type { Db } from '../db/client.ts';
import { publiclyOpenSql } from '../opportunities/public-visibility.ts';

export const DIGEST_SIZE = 10;

export interface Candidate {
  id: string;
  country: string;
  discipline: string | null;
}

/**
 * Ranked best first. The score weighs freshness (0 at the window's start, 1 at its end) and views
 * (log-scaled against the window's most viewed) equally: a new listing people already open beats an
 * old one nobody opened, and one very popular listing does not outrank everything fresh.
 */
export async function weekCandidates(db: Db, since: Date, until: Date): Promise<Candidate[]> {
  const span = Math.max(1, until.getTime() - since.getTime());
  return db.$queryRaw<Candidate[]>(Prisma.sql`
    WITH week AS (
      SELECT o.id, o.country, o.discipline, o.views, o.created_at
      FROM opportunities o
      WHERE ${publiclyOpenSql('o')} AND o.created_at >= ${since} AND o.created_at < ${until}
    )
    SELECT id, country, discipline
    FROM week
    ORDER BY
      0.5 * (EXTRACT(EPOCH FROM created_at - ${since}::timestamptz) * 1000 / ${span}::float8)
      + 0.5 * ln(1 + views) / GREATEST(ln(1 + (SELECT max(views) FROM week)), 1e-9) DESC,
      created_at DESC, id`);
}

export interface Choice {
  countries: readonly string[];
  disciplines: readonly string[];
}

/** The key of a choice: subscribers with equal keys get the same list. */
export const choiceKey = ({ countries, disciplines }: Choice): string =>
  JSON.stringify([[...countries].sort(), [...disciplines].sort()]);

/** The best DIGEST_SIZE candidates in the chosen countries and disciplines (either empty: any). */
export function pickTop(candidates: readonly Candidate[], { countries, disciplines }: Choice): string[] {
  const countrySet = new Set(countries.map((c) => c.toLowerCase()));
  const disciplineSet = new Set(disciplines.map((d) => d.toLowerCase()));
  const picked: string[] = [];
  for (const c of candidates) {
    if (countrySet.size > 0 && !countrySet.has(c.country.toLowerCase())) continue;
    if (disciplineSet.size > 0 && !disciplineSet.has((c.discipline ?? '').toLowerCase())) continue;
    picked.push(c.id);
    if (picked.length === DIGEST_SIZE) break;
  }
  return picked;
}
