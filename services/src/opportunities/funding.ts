// The one funding fact of an opportunity, in the two forms the code needs (a predicate over a row and
// SQL over `opportunities`). Every reader takes it from here: the listing's badge and "Fully Funded
// Only" (the API's fully_funded and funded=true), the "Funding" filter (funding_type), the detail page,
// cards, feeds and both search engines.
//
// A row keeps two inputs: the "fully funded" box (catalogue imports, posters, editors) and the funding
// type (an editor's choice, or inferred from the text by the enrichment processor). The box is the
// poster's word, as the enrichment already treats it; a type that says fully funded counts the same
// even with the box left empty. So: ticked box -> fully funded; otherwise the type as stored.
// services/test/funding.test.ts checks the two forms agree.
import { Prisma } from '../db/client.ts';
import type { FundingType } from '../db/generated/client.ts';

export interface FundingInputs {
  fullyFunded: boolean;
  fundingType: FundingType | null;
}

/** The funding type every reader shows and filters on. */
export function effectiveFundingType(row: FundingInputs): FundingType | null {
  return row.fullyFunded ? 'fully_funded' : row.fundingType;
}

/**
 * The funding a poster or an editor stated (the box, or a type they chose), by the same rule; null
 * when only the enrichment inferred it or nobody says. The summary's funding clause follows this
 * when present, so it never contradicts the badge; an inferred type is re-read with the text.
 */
export function statedFundingType(row: FundingInputs & { inferredFields: readonly string[] }): FundingType | null {
  const explicit = row.inferredFields.includes('fundingType') || row.fundingType === 'unknown' ? null : row.fundingType;
  return effectiveFundingType({ fullyFunded: row.fullyFunded, fundingType: explicit });
}

/** fully_funded as the API, the badge and "Fully Funded Only" mean it. */
export const isFullyFunded = (row: FundingInputs): boolean => effectiveFundingType(row) === 'fully_funded';

const ALIAS = /^[a-z_][a-z0-9_]*$/;

function column(name: string, alias?: string): Prisma.Sql {
  if (alias !== undefined && !ALIAS.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return Prisma.raw(alias ? `${alias}.${name}` : name);
}

/** SQL of effectiveFundingType over `opportunities` (columns unqualified, or as `alias.column`). */
export function effectiveFundingTypeSql(alias?: string): Prisma.Sql {
  return Prisma.sql`(CASE WHEN ${column('fully_funded', alias)} THEN 'fully_funded'::"FundingType" ELSE ${column('funding_type', alias)} END)`;
}

/** SQL of isFullyFunded. */
export function isFullyFundedSql(alias?: string): Prisma.Sql {
  return Prisma.sql`(${column('fully_funded', alias)} OR ${column('funding_type', alias)} IS NOT DISTINCT FROM 'fully_funded'::"FundingType")`;
}
