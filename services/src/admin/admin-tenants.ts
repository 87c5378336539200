// The university sites (tenants) in the admin console (issue 15). This is how tenants come to exist:
// an admin provisions a site (its address, name and university) and its owner gets the staff
// invitation of issue 13 (single-use, 7 days, e-mailed through tenant.staff_invited), chooses a name
// and a password and is signed in. Admins also rename, suspend and reinstate sites. A suspended site
// is closed (site-suspension.ts): its staff's sessions end, no new one starts, its API calls are
// refused and its listings leave PhD Finder (owner_suspended, re-indexed through the outbox).
// Each change and its audit row share one transaction; the site's private rows (staff, invitations,
// sessions, unlisted listings) are under row-level security, so the work on them runs in the site's
// unit of work.
import type { AdminTenant, ProvisionInput, RenameInput, TenantListQuery } from '@phd/contracts/endpoints/admin-people';
import { tenantPageUrl } from '@phd/contracts/tenant-site';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Db, Prisma } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Tenant } from '../db/generated/client.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { canonicalId } from '@phd/contracts/input/ids';
import { setOwnerSuspended } from '../opportunities/owner-suspension.ts';
import { sendInvitation } from '../tenants/staff-members.ts';
import { setTransactionTenant, withTenant, type TenantTx } from '../tenants/unit-of-work.ts';

export const TENANT_NOT_FOUND = 'University site not found.';
export const SLUG_TAKEN = 'That address is taken by another university site. Choose another one.';
export const unknownUniversity = (name: string) =>
  `We do not know the university “${name}”. Choose one from the list of universities.`;

/** A malformed id names no site: "not found", as for one that does not exist. */
function idOf(input: string): string {
  const id = canonicalId(input);
  if (id === null) throw notFound(TENANT_NOT_FOUND);
  return id;
}

/** What the audit log keeps of a site. */
const snapshot = (t: Tenant) => ({
  slug: t.slug,
  name: t.name,
  university: t.universityName,
  suspended_at: t.suspendedAt?.toISOString() ?? null,
});

interface SiteFigures {
  staff: number;
  owners: { name: string; email: string }[];
  invitations: { email: string; expires_at: string }[];
  open: number;
  total: number;
}

/** The private figures of one site, read with the transaction's tenant set to it (one statement). */
async function figuresOf(tx: TenantTx, tenantId: string): Promise<SiteFigures> {
  const [row] = await tx.$queryRaw<
    {
      staff: number;
      owners: SiteFigures['owners'];
      invitations: SiteFigures['invitations'];
      open: number;
      total: number;
    }[]
  >`
    SELECT
      (SELECT count(*)::int FROM tenant_users WHERE tenant_id = ${tenantId}::uuid) AS staff,
      (SELECT coalesce(json_agg(json_build_object('name', name, 'email', email) ORDER BY name), '[]'::json)
         FROM tenant_users WHERE tenant_id = ${tenantId}::uuid AND role = 'owner') AS owners,
      (SELECT coalesce(json_agg(json_build_object('email', email, 'expires_at', expires_at) ORDER BY created_at), '[]'::json)
         FROM tenant_tokens WHERE tenant_id = ${tenantId}::uuid AND kind = 'invitation' AND role = 'owner'
          AND used_at IS NULL AND expires_at > now()) AS invitations,
      (SELECT count(*)::int FROM opportunities
         WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL AND status = 'open') AS open,
      (SELECT count(*)::int FROM opportunities WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL) AS total`;
  return {
    ...row!,
    invitations: row!.invitations.map((i) => ({ email: i.email, expires_at: new Date(i.expires_at).toISOString() })),
  };
}

/**
 * Each site with its figures. Its staff, invitations and unlisted listings are visible only with its
 * tenant set, so one transaction walks the page, setting each site's tenant in turn (one connection,
 * two statements a site) rather than opening a unit of work per site.
 */
async function present(db: Db, publicUrl: string, rows: Tenant[]): Promise<AdminTenant[]> {
  const figures =
    rows.length === 0
      ? []
      : await db.$transaction(async (tx) => {
          const all: SiteFigures[] = [];
          for (const row of rows) {
            all.push(await figuresOf(await setTransactionTenant(tx, row.id), row.id));
          }
          return all;
        });
  return rows.map((t, i) => {
    const f = figures[i]!;
    return {
      id: t.id,
      slug: t.slug,
      name: t.name,
      university: t.universityName,
      university_id: t.universityId,
      site_url: tenantPageUrl(publicUrl, t.slug, '/'),
      staff_count: f.staff,
      owners: f.owners,
      pending_owner_invitations: f.invitations,
      listings: { open: f.open, total: f.total },
      suspended_at: t.suspendedAt?.toISOString() ?? null,
      created_at: t.createdAt.toISOString(),
    };
  });
}

/** GET /api/admin/tenants: newest first, by state and a search on address, name and university. */
export async function listTenants(db: Db, publicUrl: string, q: TenantListQuery) {
  const contains = (text: string) => ({ contains: text, mode: 'insensitive' as const });
  const where: Prisma.TenantWhereInput = {
    ...(q.status === 'active' && { suspendedAt: null }),
    ...(q.status === 'suspended' && { suspendedAt: { not: null } }),
    ...(q.q && { OR: [{ slug: contains(q.q) }, { name: contains(q.q) }, { universityName: contains(q.q) }] }),
  };
  const [rows, total] = await Promise.all([
    db.tenant.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: q.limit, skip: q.offset }),
    db.tenant.count({ where }),
  ]);
  return { data: await present(db, publicUrl, rows), pagination: { total } };
}

async function presentOne(db: Db, publicUrl: string, id: string): Promise<AdminTenant> {
  const row = await db.tenant.findUniqueOrThrow({ where: { id } });
  return (await present(db, publicUrl, [row]))[0]!;
}

/**
 * POST /api/admin/tenants: the site and its owner's invitation, in one transaction. Of two identical
 * provisions at once, the unique slug lets one through; the other is told the address is taken.
 */
export async function provisionTenant(
  db: Db,
  actor: Actor,
  settings: { appSecret: string; publicUrl: string },
  body: ProvisionInput,
) {
  const university = await db.university.findFirst({
    where: { name: { equals: body.university, mode: 'insensitive' } },
    select: { id: true, name: true },
  });
  if (!university)
    throw invalid(unknownUniversity(body.university), { university: unknownUniversity(body.university) });
  if (await db.tenant.findUnique({ where: { slug: body.slug }, select: { id: true } })) {
    throw conflict(SLUG_TAKEN);
  }
  let id: string;
  try {
    id = await db.$transaction(async (tx) => {
      const tenant = await tx.tenant.create({
        data: { slug: body.slug, name: body.name, universityId: university.id, universityName: university.name },
      });
      // The invitation is one of the site's private rows: written with the new site's tenant set.
      const site = await setTransactionTenant(tx, tenant.id);
      const invitation = await sendInvitation(site, settings.appSecret, tenant.id, {
        email: body.owner_email,
        role: 'owner',
      });
      await recordAudit(tx, actor, {
        action: 'tenant.provisioned',
        recordType: 'tenant',
        recordId: tenant.id,
        after: { ...snapshot(tenant), owner_invited: invitation.email },
      });
      return tenant.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN);
    throw error;
  }
  return {
    message: `The site ${body.slug} is ready. ${body.owner_email} has been sent an invitation to become its owner (the link works for 7 days).`,
    data: await presentOne(db, settings.publicUrl, id),
  };
}

/** The site, its row locked until the transaction ends (concurrent changes run one after the other). */
async function lockTenant(tx: TenantTx, id: string): Promise<Tenant> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM tenants WHERE id = ${id}::uuid FOR UPDATE`;
  if (locked.length === 0) throw notFound(TENANT_NOT_FOUND);
  return tx.tenant.findUniqueOrThrow({ where: { id } });
}

type Change = (tx: TenantTx, before: Tenant) => Promise<{ action: string; message: string } | { unchanged: string }>;

/** One change to a locked site, in its unit of work; audited when something changed. */
async function act(db: Db, actor: Actor, publicUrl: string, idInput: string, change: Change) {
  const id = idOf(idInput);
  // A site that does not exist has no unit of work to open: answer "not found" first.
  if (!(await db.tenant.findUnique({ where: { id }, select: { id: true } }))) throw notFound(TENANT_NOT_FOUND);
  const message = await withTenant(db, id, async (tx) => {
    const before = await lockTenant(tx, id);
    const outcome = await change(tx, before);
    if (!('action' in outcome)) return outcome.unchanged;
    const after = await tx.tenant.findUniqueOrThrow({ where: { id } });
    await recordAudit(tx, actor, {
      action: outcome.action,
      recordType: 'tenant',
      recordId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return outcome.message;
  });
  return { message, data: await presentOne(db, publicUrl, id) };
}

/** PUT /api/admin/tenants/{id} { name }: the site's display name. */
export function renameTenant(db: Db, actor: Actor, publicUrl: string, id: string, { name }: RenameInput) {
  return act(db, actor, publicUrl, id, async (tx, t) => {
    if (t.name === name) return { unchanged: `The site is already called ${name}.` };
    await tx.tenant.update({ where: { id: t.id }, data: { name } });
    return { action: 'tenant.renamed', message: `The site ${t.slug} is now called ${name}.` };
  });
}

/** POST /api/admin/tenants/{id}/suspend: the site closes, its staff are signed out, its listings leave PhD Finder. */
export function suspendTenant(db: Db, actor: Actor, publicUrl: string, id: string) {
  return act(db, actor, publicUrl, id, async (tx, t) => {
    if (t.suspendedAt) return { unchanged: `${t.name} is already suspended.` };
    await tx.tenant.update({ where: { id: t.id }, data: { suspendedAt: new Date() } });
    // Every staff session of the site (visible here, in its unit of work).
    await tx.session.deleteMany({ where: { tenantUser: { tenantId: t.id } } });
    await setOwnerSuspended(tx, { tenantId: t.id }, true);
    return {
      action: 'tenant.suspended',
      message: `${t.name} is suspended: its staff are signed out, and its site and listings are closed.`,
    };
  });
}

/** POST /api/admin/tenants/{id}/reinstate: the site opens again and its listed positions return. */
export function reinstateTenant(db: Db, actor: Actor, publicUrl: string, id: string) {
  return act(db, actor, publicUrl, id, async (tx, t) => {
    if (!t.suspendedAt) return { unchanged: `${t.name} is not suspended.` };
    await tx.tenant.update({ where: { id: t.id }, data: { suspendedAt: null } });
    await setOwnerSuspended(tx, { tenantId: t.id }, false);
    return { action: 'tenant.reinstated', message: `${t.name} is open again.` };
  });
}
