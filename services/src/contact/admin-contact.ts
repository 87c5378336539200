// The contact messages in the admin console (issue 15; spec section 7, "Contact"): newest first with
// paging, marked handled or not, and deleted (softly: the row stays, out of every list, so a delete
// done twice at once, or after the other admin's, answers "not found" rather than failing). Each
// change is in the audit log, in its own transaction. The input arrives parsed
// (@phd/contracts/input/admin-contact): ids in lower case, the page's numbers checked.
import { MESSAGE_DELETED, type ContactMessageJson } from '@phd/contracts/endpoints/admin-contact';
import type { ContactListQuery } from '@phd/contracts/input/admin-contact';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';

export const MESSAGE_NOT_FOUND = 'Message not found.';

const present = (r: {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
}): ContactMessageJson => ({
  id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  created_at: r.createdAt.toISOString(),
  handled_at: r.handledAt?.toISOString() ?? null,
});

export async function listContactMessages(db: Db, q: ContactListQuery) {
  const where = {
    deletedAt: null,
    ...(q.state === 'open' && { handledAt: null }),
    ...(q.state === 'handled' && { handledAt: { not: null } }),
  };
  const [rows, total, open] = await Promise.all([
    db.contactMessage.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: q.limit,
      skip: q.offset,
    }),
    db.contactMessage.count({ where }),
    db.contactMessage.count({ where: { deletedAt: null, handledAt: null } }),
  ]);
  return { data: rows.map(present), pagination: { total }, open };
}

/** `id` in lower case (the contract's contactIdQuery). */
export async function setContactHandled(db: Db, actor: Actor, id: string, handled: boolean) {
  return db.$transaction(async (tx) => {
    const row = await tx.contactMessage.findFirst({ where: { id, deletedAt: null } });
    if (!row) throw notFound(MESSAGE_NOT_FOUND);
    // Setting the state it already has changes nothing and records nothing.
    if ((row.handledAt !== null) === handled) return present(row);
    const updated = await tx.contactMessage.update({ where: { id }, data: { handledAt: handled ? new Date() : null } });
    await recordAudit(tx, actor, {
      action: handled ? 'contact_message.handled' : 'contact_message.reopened',
      recordType: 'contact_message',
      recordId: id,
    });
    return present(updated);
  });
}

/** `id` in lower case (the contract's contactIdQuery). */
export async function deleteContactMessage(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ message: typeof MESSAGE_DELETED }> {
  return db.$transaction(async (tx) => {
    // One statement decides who deleted it: of two identical requests at once, one wins, one is told.
    const deleted = await tx.contactMessage.updateMany({
      where: { id, deletedAt: null },
      data: { deletedAt: new Date() },
    });
    if (deleted.count === 0) throw notFound(MESSAGE_NOT_FOUND);
    const row = await tx.contactMessage.findUniqueOrThrow({ where: { id } });
    await recordAudit(tx, actor, {
      action: 'contact_message.deleted',
      recordType: 'contact_message',
      recordId: id,
      before: { name: row.name, email: row.email, created_at: row.createdAt.toISOString() },
    });
    return { message: MESSAGE_DELETED };
  });
}
