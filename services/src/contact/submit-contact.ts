// Stores a contact-form message and records contact.received in the same transaction; the mail
// processor then e-mails it to the team (the request never waits for the mail server).
import type { Db } from '../db/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { parseForm } from '../form-input.ts';
import { contactInput } from './contact.schema.ts';

export async function submitContactMessage(db: Db, input: unknown, meta: { ip?: string } = {}) {
  const { name, email, message } = parseForm(contactInput, input);
  return db.$transaction(async (tx) => {
    const row = await tx.contactMessage.create({
      data: { name, email, message, ip: meta.ip ?? null },
      select: { id: true, createdAt: true },
    });
    await recordEvent(tx, 'contact.received', { contactMessageId: row.id });
    return row;
  });
}
