// How an opportunity row becomes a Postgres full-text document: the weights are the ranking policy
// (a title match beats a university match beats a place match beats a description match).
import { Prisma } from '@phd/services/db/client';
import { publiclyOpenSql } from '@phd/services/opportunities/public-visibility';

/** Rows that belong in the index: the publicly open ones (@phd/services/opportunities/public-visibility). */
export const searchableRow = publiclyOpenSql();

// Tags become spaces so "<p>foo</p><p>bar</p>" does not index "foobar"; entities likewise.
const plainDescription = Prisma.sql`regexp_replace(
  regexp_replace(description, '<[^>]*>', ' ', 'g'),
  '&(#[0-9]+|#x[0-9a-f]+|[a-z]+);', ' ', 'gi')`;

/** Weighted tsvector over the columns of `opportunities` (unqualified, so usable in any UPDATE). */
export const documentVector = Prisma.sql`
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', concat_ws(' ', university_name, discipline, department)), 'B') ||
  setweight(to_tsvector('english', concat_ws(' ', supervisor, city, country, research_area)), 'C') ||
  setweight(to_tsvector('english', ${plainDescription}), 'D')`;
