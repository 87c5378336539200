// The team's e-mail for one stored contact message, read fresh when the mail job runs (the event
// carries only the id); null when the message was deleted in the meantime.
import type { Tx } from '../events/outbox.ts';
import { oneLine } from '../mail/html.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { contactReceivedMail } from '../mail/templates/contact-received.ts';

export async function contactNotification(db: Tx, teamEmail: string, id: string): Promise<OutgoingMail | null> {
  const row = await db.contactMessage.findUnique({ where: { id } });
  if (!row || row.deletedAt) return null;
  return {
    to: teamEmail,
    replyTo: { name: oneLine(row.name), address: row.email },
    ...contactReceivedMail({ name: row.name, email: row.email, message: row.message, receivedAt: row.createdAt }),
  };
}
