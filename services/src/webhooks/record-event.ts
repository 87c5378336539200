// The one call a service makes when an applicant changes or a comment is added (docs/webhooks.md): an
// outbox row in the change's transaction, so the webhook exists if and only if the change commits. A
// site without an enabled endpoint for the event costs one indexed count and no row.
import type { EventInput } from '../events/catalogue.ts';
import { recordEvent, type Tx } from '../events/outbox.ts';

type Occurred = EventInput<'webhook.event_occurred'>;

/** `tx` must be the site's unit of work (endpoints are under row-level security). */
export async function recordWebhookEvents(
  tx: Tx,
  tenantId: string,
  event: Occurred['event'],
  items: Omit<Occurred, 'tenantId' | 'event' | 'occurredAt'>[],
  occurredAt = new Date(),
): Promise<void> {
  if (items.length === 0) return;
  const wanted = await tx.webhookEndpoint.count({ where: { tenantId, disabledAt: null, events: { has: event } } });
  if (wanted === 0) return;
  for (const item of items) {
    await recordEvent(tx, 'webhook.event_occurred', { ...item, tenantId, event, occurredAt: occurredAt.getTime() });
  }
}
