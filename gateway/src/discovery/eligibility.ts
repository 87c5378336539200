// "Positions I can apply to" on the catalogue's answers (docs/eligibility.md): each position's
// eligibility for the candidate's codes, from its stored facts, country and eligible_countries, read
// in one query for a page (the search documents hold no facts). The sentence is
// services/src/enrichment/eligibility-for.ts's.
import type { EligibilityJson } from '@phd/contracts/public-schemas';
import type { Db } from '@phd/services/db/client';
import { eligibilityFor } from '@phd/services/enrichment/eligibility-for';

/** Each position's eligibility by id; a position gone since its page was searched reads as "not stated". */
export async function eligibilityOf(
  db: Db,
  ids: readonly string[],
  codes: readonly string[],
): Promise<(id: string) => EligibilityJson> {
  const rows = await db.opportunity.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, facts: true, country: true, eligibleCountries: true },
  });
  const found = new Map(rows.map((row) => [row.id, eligibilityFor(row, codes)]));
  return (id) => found.get(id) ?? eligibilityFor({ facts: null, country: '', eligibleCountries: null }, codes);
}
