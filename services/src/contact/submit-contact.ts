// Stores a contact-form message and records contact.received in the same transaction; the mail
// processor then e-mails it to the team (the request never waits for the mail server). The form is
// read at the edge (@phd/contracts/input/contact).
import type { ContactForm } from '@phd/contracts/input/contact';
import type { Db } from '../db/client.ts';
import { recordEvent } from '../events/outbox.ts';

export async function submitContactMessage(db: Db, form: ContactForm, meta: { ip?: string } = {}) {
  const { name, email, message } = form;
  return db.$transaction(async (tx) => {
    const row = await tx.contactMessage.create({
      data: { name, email, message, ip: meta.ip ?? null },
      select: { id: true, createdAt: true },
    });
    await recordEvent(tx, 'contact.received', { contactMessageId: row.id });
    return row;
  });
}
