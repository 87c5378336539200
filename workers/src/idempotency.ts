// Exactly-once effects over at-least-once delivery, for processors whose effect is not naturally
// idempotent (a counter, an e-mail log row): the receipt and the effect commit in one transaction,
// so a redelivered event finds the receipt and does nothing.
import type { Db } from '@phd/services/db/client';
import type { Tx } from '@phd/services/events/outbox';

export type RunOnceResult<T> = { ran: true; result: T } | { ran: false };

export async function runOnce<T>(
  db: Db,
  consumer: string,
  eventId: string | bigint,
  effect: (tx: Tx) => Promise<T>,
  /** For effects slower than Prisma's 5 s transaction default (e.g. an SMTP conversation). */
  options: { timeoutMs?: number } = {},
): Promise<RunOnceResult<T>> {
  return db.$transaction(
    async (tx) => {
      // A concurrent duplicate blocks on the primary key here until the first commits (then skips) or
      // rolls back (then runs): never both.
      const inserted = await tx.$executeRaw`
      INSERT INTO event_receipts (consumer, event_id) VALUES (${consumer}, ${BigInt(eventId)})
      ON CONFLICT DO NOTHING`;
      if (inserted === 0) return { ran: false };
      return { ran: true, result: await effect(tx) };
    },
    options.timeoutMs === undefined ? undefined : { timeout: options.timeoutMs },
  );
}
