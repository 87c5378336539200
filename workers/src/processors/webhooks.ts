// Consumes: opportunity.created / updated / closed and opportunities.created (a site's listings),
//           applicant.added (applicant.received), webhook.event_occurred (applicant status changes,
//           withdrawals, comments): each fans out to one webhook_deliveries row per subscribed endpoint
//           of the event's site; and webhook.delivery_due: one try of one delivery.
// Emits:    webhook.delivery_due, one per delivery made (services/src/webhooks/fan-out.ts).
// Idempotent: a fan-out keeps a receipt per site and event, so a redelivered event makes no second
//           delivery; a try of a delivery that is no longer pending does nothing. A failed try throws, so
//           the queue's back-off (catalogue.ts: 12 tries over about a day) schedules the next; the last
//           one marks the delivery failed and returns.
import { fanOut } from '@phd/services/webhooks/fan-out';
import { sendDelivery } from '@phd/services/webhooks/send';
import { defineProcessor } from './processor.ts';

export const webhooksProcessor = defineProcessor({
  queue: 'webhooks',
  async handle(job, { db, webhooks, logger }, raw) {
    if (!webhooks) throw new Error('webhooks are not configured in this process: the job waits in its queue');
    if (job.name !== 'webhook.delivery_due') {
      return fanOut(db, webhooks, job.eventId, job.name, job.payload);
    }
    const lastTry = raw.attemptsMade + 1 >= (raw.opts.attempts ?? 1);
    const outcome = await sendDelivery(db, webhooks, job.payload, { lastTry });
    if (outcome === 'retry') throw new Error(`webhook delivery ${job.payload.deliveryId} failed; will try again`);
    if (outcome === 'failed') logger.warn({ deliveryId: job.payload.deliveryId }, 'webhook delivery failed for good');
    return { outcome };
  },
});
