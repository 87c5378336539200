// How an opportunity row becomes a search document (the table search_documents): the listing's card
// fields copied as they are, plus the full-text vectors. The weights are the ranking policy (a title
// match beats a university match beats a place match beats a description match).
import { Prisma } from '@phd/services/db/client';
import { effectiveFundingTypeSql, isFullyFundedSql } from '@phd/services/opportunities/funding';
import { postedOnSiteSql } from '@phd/services/opportunities/posted-on-site';
import { listedInSearchSql, takesSiteApplicationsSql } from '@phd/services/opportunities/public-visibility';

/** Rows that belong in the index: publicly open and not a near-duplicate (@phd/services/opportunities/public-visibility). */
export const searchableRow = listedInSearchSql();

/**
 * Weighted tsvector over the columns of `opportunities` (unqualified) and `title_words`, the title's
 * own vector (parsed once: it is also the document's title_vector). The description is HTML:
 * Postgres's text-search parser reads tags and entities as tokens of their own, which the english
 * configuration does not index, so "<p>foo</p><p>bar</p>" gives foo and bar, and no tag name is
 * searchable, without a regex pass over every description (the contract's "HTML stripped" case). The
 * description's vector is parsed when the description is written (opportunities.description_vector).
 */
const documentVector = Prisma.sql`
  setweight(title_words, 'A') ||
  setweight(to_tsvector('english', concat_ws(' ', university_name, discipline, department)), 'B') ||
  setweight(to_tsvector('english', concat_ws(' ', supervisor, city, country, research_area)), 'C') ||
  setweight(coalesce(description_vector, to_tsvector('english', description)), 'D')`;

/** The card fields, named alike in both tables (the funding fact is derived: opportunities/funding.ts). */
const CARD_FIELDS = [
  'title',
  'university_name',
  'university_url',
  'department',
  'discipline',
  'supervisor',
  'supervisor_url',
  'closing_date',
  'deadline',
  'open_to',
  'city',
  'country',
  'opportunity_url',
  'funding',
  'funding_details',
  'research_area',
  'ai_summary',
  'category',
  'views',
  'created_at',
  'posted_by_name',
  'posted_by_position',
  'posted_by_department',
  // Not shown on a card: the stipend sort and filter read them, and the "Positions I can apply to"
  // filter reads who may apply.
  'stipend_yearly',
  'stipend_currency',
  'eligible_countries',
] as const;

const DOCUMENT_FIELDS = [
  'id',
  ...CARD_FIELDS,
  'collect_resumes',
  'posted_on_site',
  'fully_funded',
  'funding_type',
  'search_vector',
  'title_vector',
] as const;

/**
 * Writes the documents of the searchable rows among `rows` (a condition over `opportunities`), new or
 * refreshed; returns the ids written. Rows that are not searchable are not touched here.
 */
export function upsertDocuments(rows: Prisma.Sql): Prisma.Sql {
  const updates = DOCUMENT_FIELDS.filter((f) => f !== 'id').map((f) => Prisma.raw(`${f} = EXCLUDED.${f}`));
  return Prisma.sql`
    INSERT INTO search_documents (${Prisma.raw(DOCUMENT_FIELDS.join(', '))})
    SELECT id, ${Prisma.raw(CARD_FIELDS.join(', '))}, ${takesSiteApplicationsSql()}, ${postedOnSiteSql()},
      ${isFullyFundedSql()}, ${effectiveFundingTypeSql()}, ${documentVector}, title_words
    FROM opportunities, LATERAL to_tsvector('english', coalesce(title, '')) AS title_words
    WHERE (${rows}) AND ${searchableRow}
    ON CONFLICT (id) DO UPDATE SET ${Prisma.join(updates, ', ')}
    RETURNING id`;
}
