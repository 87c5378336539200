// Blind review (issue 34, docs/fair-review.md "Blind review"): while an applicant's status comes before
// their opportunity's `blind_until` stage, every member of the staff (owners included: reading who is
// who is a deliberate, logged reveal, POST /api/applicants/{id}/reveal) sees a pseudonym instead of
// the name and nothing that identifies the person: no e-mail, phone or country, and the redacted copy
// of the resume. Rejected and withdrawn applicants never passed the stage, so they stay blind.
import { createHash } from 'node:crypto';
import { Prisma, type ApplicantStatus } from '../db/client.ts';
import { STAGES } from '../applicants/pipeline.ts';

/** The forward path of the pipeline; the statuses after it (rejected, withdrawn) passed no stage. */
const FORWARD: readonly ApplicantStatus[] = STAGES.filter((s) => s !== 'rejected' && s !== 'withdrawn');

/** Whether blind review hides who an applicant in `status` is, on an opportunity blind until `blindUntil`. */
export function isBlindFor(status: ApplicantStatus, blindUntil: ApplicantStatus | null | undefined): boolean {
  if (!blindUntil) return false;
  const at = FORWARD.indexOf(status);
  const until = FORWARD.indexOf(blindUntil);
  // A stage outside the forward path as the limit would blind nobody reliably: treat it as "all stages".
  if (until < 0) return true;
  return at < 0 || at < until;
}

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const PSEUDONYM_LENGTH = 6;

/**
 * A stable name for a blind applicant, e.g. "Candidate 7F3K2A". It comes from a hash of the row's id
 * alone, so it says nothing about the person and is the same in every answer, e-mail and export.
 */
export function pseudonym(applicantId: string): string {
  const digest = createHash('sha256').update(applicantId.toLowerCase()).digest();
  let code = '';
  for (let i = 0; i < PSEUDONYM_LENGTH; i++) code += ALPHABET[digest[i]! % ALPHABET.length];
  return `Candidate ${code}`;
}

/** The file name a blind reviewer sees and downloads: the redacted copy's, never the original's. */
export const REDACTED_FILENAME = 'resume-redacted.pdf';
/** How the list names a blind applicant's resume (the redacted copy). */
export const BLIND_RESUME_FILENAME = 'resume.pdf';

/** The applicant's columns presentIdentity reads, with its opportunity's setting and title. */
export const IDENTITY_SELECT = {
  id: true,
  name: true,
  email: true,
  phone: true,
  country: true,
  status: true,
  opportunityId: true,
  opportunity: { select: { title: true, blindUntil: true } },
} as const satisfies Prisma.ApplicantSelect;

export interface Identity {
  name: string;
  email: string | null;
  phone: string | null;
  country: string | null;
  blind: boolean;
}

/** What blind review lets staff see of who an applicant is (interviews, letters and lists reuse it). */
export function presentIdentity(
  row: {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    country: string | null;
    status: ApplicantStatus;
  },
  opportunity: { blindUntil: ApplicantStatus | null } | null | undefined,
): Identity {
  if (isBlindFor(row.status, opportunity?.blindUntil)) {
    return { name: pseudonym(row.id), email: null, phone: null, country: null, blind: true };
  }
  return { name: row.name, email: row.email, phone: row.phone, country: row.country, blind: false };
}

/**
 * Who sees pseudonyms: every role. An owner reads an identity only through the reveal, one applicant
 * and one request at a time, each in the access log; nobody's view is unblinded by their role.
 */
export function blindView(role: string): { pseudonyms: true; mayReveal: boolean } {
  return { pseudonyms: true, mayReveal: role === 'owner' };
}

/** SQL: whether the applicant `a` (with its opportunity's `blind_until` as `blindUntil`) is blind. */
export function blindSql(a: Prisma.Sql, blindUntil: Prisma.Sql): Prisma.Sql {
  const order = Prisma.sql`ARRAY[${Prisma.join(FORWARD.map((s) => Prisma.sql`${s}::"ApplicantStatus"`))}]`;
  return Prisma.sql`(${blindUntil} IS NOT NULL AND (
    array_position(${order}, ${a}.status) IS NULL
    OR array_position(${order}, ${blindUntil}) IS NULL
    OR array_position(${order}, ${a}.status) < array_position(${order}, ${blindUntil})))`;
}

/**
 * The search rule under blind review: `q` never matches a blind applicant's name, e-mail or resume (a
 * search by name would otherwise point at "Candidate 7F3K2A"). A blind applicant is found only by
 * their pseudonym: "Candidate 7F3K" (the word and 3 to 6 characters of the code) or the whole code
 * alone ("7F3K2A"). Shorter bare words are ordinary searches: "data" must not scan every applicant's
 * pseudonym.
 */
export function pseudonymQuery(q: string): string | null {
  const m = /^\s*candidate\s+([2-9a-z]{3,6})\s*$/i.exec(q) ?? /^\s*([2-9a-z]{6})\s*$/i.exec(q);
  if (!m) return null;
  const code = m[1]!.toUpperCase();
  return [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

/** SQL: the pseudonym's code of the applicant id `id`, computed exactly as pseudonym() does. */
function pseudonymCodeSql(id: Prisma.Sql): Prisma.Sql {
  const digest = Prisma.sql`sha256(convert_to(lower(${id}::text), 'UTF8'))`;
  const letters = Array.from(
    { length: PSEUDONYM_LENGTH },
    (_, i) => Prisma.sql`substr(${ALPHABET}, get_byte(${digest}, ${i}::int) % ${ALPHABET.length}::int + 1, 1)`,
  );
  return Prisma.sql`(${Prisma.join(letters, ' || ')})`;
}

/** SQL: the blind-review status of applicant `a` (a row of applicants), its opportunity looked up. */
export function applicantBlindSql(a: Prisma.Sql): Prisma.Sql {
  return blindSql(a, Prisma.sql`(SELECT o.blind_until FROM opportunities o WHERE o.id = ${a}.opportunity_id)`);
}

/**
 * SQL: a condition on applicant `a` that `q` selects it, under the search rule above. `matching` is the
 * search's own selection of ids (search-text.ts applicantsMatching).
 */
export function searchMatchSql(a: Prisma.Sql, q: string, matching: Prisma.Sql): Prisma.Sql {
  const blind = applicantBlindSql(a);
  const open = Prisma.sql`(${a}.id IN (SELECT hit.id FROM ${matching}) AND NOT ${blind})`;
  const code = pseudonymQuery(q);
  if (!code) return open;
  return Prisma.sql`(${open} OR (${blind} AND strpos(${pseudonymCodeSql(Prisma.sql`${a}.id`)}, ${code}) > 0))`;
}
