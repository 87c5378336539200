// The audit log (issue 15): who changed what, when and from where. Written in the same transaction as
// the change it records, so a change and its record land together or not at all; the application's
// role may only add rows (migration 20261125115319_admin_contact_audit revokes UPDATE and DELETE).
import type { AuditEvent, AuditQuery } from '@phd/contracts/endpoints/admin-operations';
import type { Prisma } from '../db/client.ts';
import type { Db } from '../db/client.ts';

/**
 * `candidate`: a candidate's own request about their account (issue 32: an erasure), logged without their address.
 * `api_key`: a site's API key (issue 33) acting for the staff member who made it: the id is the key's,
 * the e-mail its maker's.
 */
export type ActorKind = 'admin' | 'recruiter' | 'staff' | 'candidate' | 'api_key';

/** Who acted, as the gateway knows them. */
export interface Actor {
  kind: ActorKind;
  id: string;
  /** Looked up by kind and id when the caller does not know it (recruiter and staff sessions carry ids only). */
  email?: string;
  ip?: string;
  /** The university site a staff member acted on. */
  tenantId?: string;
}

/** A university site's staff member as the audit log names them (or their API key, when one acted). */
export const staffActor = (staff: { userId: string; tenantId: string; ip?: string; apiKeyId?: string }): Actor => ({
  kind: staff.apiKeyId ? 'api_key' : 'staff',
  id: staff.apiKeyId ?? staff.userId,
  tenantId: staff.tenantId,
  ip: staff.ip,
});

export interface AuditEntry {
  /** `<record>.<verb>`, e.g. `contact_message.deleted`. */
  action: string;
  recordType: string;
  recordId: string | null;
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
}

/** The account's e-mail, so the log still names them after the account is gone. */
async function emailOf(tx: Prisma.TransactionClient, actor: Actor): Promise<string | null> {
  if (actor.email) return actor.email;
  // An erased candidate's address must not outlive the account in the log.
  if (actor.kind === 'candidate') return null;
  const found =
    actor.kind === 'recruiter'
      ? await tx.recruiter.findUnique({ where: { id: actor.id }, select: { email: true } })
      : actor.kind === 'staff'
        ? await tx.tenantUser.findFirst({ where: { id: actor.id }, select: { email: true } })
        : actor.kind === 'api_key'
          ? (await tx.apiKey.findFirst({ where: { id: actor.id }, select: { createdBy: { select: { email: true } } } }))
              ?.createdBy
          : await tx.user.findUnique({ where: { id: actor.id }, select: { email: true } });
  return found?.email ?? null;
}

/** Appends rows for one actor's change (one per record it touched), in the change's transaction. */
export async function recordAudit(tx: Prisma.TransactionClient, actor: Actor, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const actorEmail = await emailOf(tx, actor);
  await tx.auditEvent.createMany({
    data: entries.map((entry) => ({
      actorKind: actor.kind,
      actorId: actor.id,
      actorEmail,
      tenantId: actor.tenantId ?? null,
      ip: actor.ip ?? null,
      action: entry.action,
      recordType: entry.recordType,
      recordId: entry.recordId,
      before: entry.before,
      after: entry.after,
    })),
  });
}

/** GET /api/admin/audit: newest first, filtered by action, record and actor (e-mail contains). */
export async function listAudit(db: Db, q: AuditQuery) {
  const where: Prisma.AuditEventWhereInput = {
    ...(q.action && { action: q.action }),
    ...(q.record_type && { recordType: q.record_type }),
    ...(q.record_id && { recordId: q.record_id }),
    ...(q.actor && { actorEmail: { contains: q.actor, mode: 'insensitive' as const } }),
  };
  const [rows, total] = await Promise.all([
    db.auditEvent.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: q.limit, skip: q.offset }),
    db.auditEvent.count({ where }),
  ]);
  const data: AuditEvent[] = rows.map((r) => ({
    id: r.id,
    actor: { kind: r.actorKind, id: r.actorId, email: r.actorEmail },
    tenant_id: r.tenantId,
    action: r.action,
    record_type: r.recordType,
    record_id: r.recordId,
    before: r.before,
    after: r.after,
    ip: r.ip,
    created_at: r.createdAt.toISOString(),
  }));
  return { data, pagination: { total } };
}
