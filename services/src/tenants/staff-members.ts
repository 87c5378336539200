// A university site's staff (issue 13): the list with pending invitations, inviting by e-mail, changing
// roles and removing members. Managers (owner, admin) only; only an owner may invite, change or remove
// an owner, and the site always keeps one owner. Each runs in the site's unit of work (`tx`).
import { recordAudit, staffActor } from '../audit/audit-log.ts';
import type { TenantRole } from '../db/client.ts';
import { conflict, forbidden, invalid, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { requireManager } from './roles.ts';
import { presentStaff, type StaffUserBody } from './present-staff.ts';
import type { InviteInput, RoleInput } from '@phd/contracts/input/staff';
import type { StaffSession } from './staff-sessions.ts';
import { issueLink } from './staff-tokens.ts';
import type { TenantTx } from './unit-of-work.ts';

export const OWNERS_ONLY = 'Only an owner can invite, change or remove an owner.';
export const LAST_OWNER = 'A site needs at least one owner. Make someone else an owner first.';
export const MEMBER_NOT_FOUND = 'This person is not on your site’s staff (any more).';
export const INVITATION_NOT_FOUND = 'This invitation was already used or withdrawn.';

export interface InvitationBody {
  id: string;
  email: string;
  role: TenantRole;
  expires_at: string;
  created_at: string;
}

export async function listStaff(
  tx: TenantTx,
  actor: StaffSession,
  now = new Date(),
): Promise<{ data: StaffUserBody[]; invitations: InvitationBody[] }> {
  requireManager(actor);
  // One after the other: a transaction is one connection.
  const members = await tx.tenantUser.findMany({
    where: { tenantId: actor.tenantId },
    orderBy: [{ role: 'asc' }, { name: 'asc' }],
  });
  const pending = await tx.tenantToken.findMany({
    where: { tenantId: actor.tenantId, kind: 'invitation', usedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: 'desc' },
  });
  return {
    data: members.map(presentStaff),
    invitations: pending.map((p) => ({
      id: p.id,
      email: p.email,
      role: p.role ?? 'reviewer',
      expires_at: p.expiresAt.toISOString(),
      created_at: p.createdAt.toISOString(),
    })),
  };
}

/** Invites an address to the staff: a single-use link valid 7 days, e-mailed through the outbox. */
export async function inviteStaff(
  tx: TenantTx,
  appSecret: string,
  actor: StaffSession,
  { email, role }: InviteInput,
): Promise<{ message: string; invitation: InvitationBody }> {
  requireManager(actor);
  if (role === 'owner' && actor.role !== 'owner') throw forbidden(OWNERS_ONLY);
  const member = await tx.tenantUser.findUnique({ where: { tenantId_email: { tenantId: actor.tenantId, email } } });
  if (member) throw conflict(`${email} is already on your site’s staff.`);
  const invitation = await sendInvitation(tx, appSecret, actor.tenantId, { email, role, invitedById: actor.userId });
  await recordAudit(tx, staffActor(actor), {
    action: 'staff.invited',
    recordType: 'staff_invitation',
    recordId: invitation.id,
    after: { email, role },
  });
  return { message: `Invitation sent to ${email}. The link in it works for 7 days.`, invitation };
}

/**
 * Makes the single-use 7-day invitation link and records tenant.staff_invited (the mail processor
 * e-mails it), in the site's unit of work. `invitedById` names the staff member who invited; without
 * it (a PhD Finder admin provisioning the site, admin/admin-tenants.ts) the e-mail says "You have
 * been invited". Callers check who may invite whom.
 */
export async function sendInvitation(
  tx: TenantTx,
  appSecret: string,
  tenantId: string,
  invite: { email: string; role: TenantRole; invitedById?: string },
): Promise<InvitationBody> {
  const tokenId = await issueLink(tx, appSecret, tenantId, { kind: 'invitation', ...invite });
  await recordEvent(tx, 'tenant.staff_invited', { tenantId, tokenId });
  const row = await tx.tenantToken.findUniqueOrThrow({ where: { id: tokenId } });
  return {
    id: row.id,
    email: row.email,
    role: invite.role,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export async function withdrawInvitation(tx: TenantTx, actor: StaffSession, id: string): Promise<{ message: string }> {
  requireManager(actor);
  const row = await tx.tenantToken.findFirst({
    where: { id, tenantId: actor.tenantId, kind: 'invitation', usedAt: null },
  });
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  if (row.role === 'owner' && actor.role !== 'owner') throw forbidden(OWNERS_ONLY);
  await tx.tenantToken.update({ where: { id }, data: { usedAt: new Date() } });
  await recordAudit(tx, staffActor(actor), {
    action: 'staff.invitation_withdrawn',
    recordType: 'staff_invitation',
    recordId: id,
    before: { email: row.email, role: row.role },
  });
  return { message: `The invitation to ${row.email} was withdrawn.` };
}

async function memberToChange(tx: TenantTx, actor: StaffSession, id: string) {
  requireManager(actor);
  const member = await tx.tenantUser.findFirst({ where: { id, tenantId: actor.tenantId } });
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  if (member.role === 'owner' && actor.role !== 'owner') throw forbidden(OWNERS_ONLY);
  return member;
}

/** Whether the site would keep an owner without this one. Locks the owners so two demotions cannot race. */
async function anotherOwner(tx: TenantTx, tenantId: string, id: string): Promise<boolean> {
  const owners = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM tenant_users WHERE tenant_id = ${tenantId}::uuid AND role = 'owner' FOR UPDATE`;
  return owners.some((o) => o.id !== id);
}

export async function changeRole(
  tx: TenantTx,
  actor: StaffSession,
  id: string,
  { role }: RoleInput,
): Promise<{ message: string; user: StaffUserBody }> {
  const member = await memberToChange(tx, actor, id);
  if (role === 'owner' && actor.role !== 'owner') throw forbidden(OWNERS_ONLY);
  if (member.role === 'owner' && role !== 'owner' && !(await anotherOwner(tx, actor.tenantId, id))) {
    throw invalid(LAST_OWNER);
  }
  const updated = await tx.tenantUser.update({ where: { id }, data: { role } });
  await recordAudit(tx, staffActor(actor), {
    action: 'staff.role_changed',
    recordType: 'staff',
    recordId: id,
    before: { email: member.email, role: member.role },
    after: { email: updated.email, role: updated.role },
  });
  return {
    message: `${updated.name} is now ${role === 'admin' ? 'an admin' : `a ${role}`}.`,
    user: presentStaff(updated),
  };
}

/** Removes a member: their sessions end with them (the sessions table cascades). */
export async function removeStaff(tx: TenantTx, actor: StaffSession, id: string): Promise<{ message: string }> {
  const member = await memberToChange(tx, actor, id);
  if (member.role === 'owner' && !(await anotherOwner(tx, actor.tenantId, id))) throw invalid(LAST_OWNER);
  await tx.tenantUser.delete({ where: { id } });
  await recordAudit(tx, staffActor(actor), {
    action: 'staff.removed',
    recordType: 'staff',
    recordId: id,
    before: { email: member.email, name: member.name, role: member.role },
  });
  return { message: `${member.name} was removed from the staff.` };
}
