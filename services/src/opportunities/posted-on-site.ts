// Which listings were published on the site by their posters (the /phd-postings pages): recruiters'
// positions, university sites' listed positions and the public post-jobs form's, as opposed to the
// catalogue we seed or import and the admin's own entries. One rule, used by both search engines.
import { Prisma, type OpportunitySource } from '../db/client.ts';

export const POSTED_ON_SITE_SOURCES = [
  'recruiter',
  'tenant',
  'post_jobs',
] as const satisfies readonly OpportunitySource[];

export const isPostedOnSite = (source: OpportunitySource): boolean =>
  (POSTED_ON_SITE_SOURCES as readonly string[]).includes(source);

/** The same rule over `opportunities` (unqualified columns). */
export const postedOnSiteSql = (): Prisma.Sql =>
  Prisma.sql`(source IN (${Prisma.join(POSTED_ON_SITE_SOURCES.map((s) => Prisma.sql`${s}::"OpportunitySource"`))}))`;
