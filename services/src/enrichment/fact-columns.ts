// The columns derived from a row's stored facts (opportunities.stipend_yearly, stipend_currency,
// eligible_countries): the one place that turns facts into them, so every writer of facts (the
// enrichment processor, the seed) keeps them in step. The listing's stipend sort and filter and its
// "Positions I can apply to" filter read the columns; the facts keep the amount, currency and
// period, and who may apply, as the posting wrote them.
import { eligibleCountries } from './eligibility-countries.ts';
import { storedFactsSchema } from './engine.ts';
import { yearlyStipend } from './stipend-yearly.ts';

export interface FactColumns {
  /** The stipend as a yearly figure in its own currency; null when there is none to tell. */
  stipendYearly: number | null;
  /** ISO 4217 code of stipendYearly; null with it. */
  stipendCurrency: string | null;
  /** ISO 3166-1 alpha-2 codes of who may apply (eligibility-countries.ts); empty for no known limit. */
  eligibleCountries: string[];
}

const MAX_INT = 2_147_483_647;

const stipendFacts = storedFactsSchema.pick({ stipend: true, durationMonths: true });
const eligibilityFacts = storedFactsSchema.pick({ eligibility: true });

/**
 * The columns for facts as stored (null, or a shape from before the current one, gives none), for a
 * position in `country` (the site's name for it: "home students only" admits that country's own).
 */
export function factColumns(facts: unknown, country: string): FactColumns {
  const notes = eligibilityFacts.safeParse(facts);
  const eligible = { eligibleCountries: notes.success ? eligibleCountries(notes.data.eligibility, country) : [] };
  const parsed = stipendFacts.safeParse(facts);
  if (!parsed.success || !parsed.data.stipend) return { stipendYearly: null, stipendCurrency: null, ...eligible };
  const yearly = yearlyStipend(parsed.data.stipend, parsed.data.durationMonths);
  // The column is a Postgres integer: a figure past it (no currency pays that much a year) is not kept.
  if (yearly === null || yearly > MAX_INT) return { stipendYearly: null, stipendCurrency: null, ...eligible };
  return { stipendYearly: yearly, stipendCurrency: parsed.data.stipend.currency, ...eligible };
}
