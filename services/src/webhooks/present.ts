// The JSON a site's owner sees of endpoints, deliveries and attempts (contracts/src/endpoints/webhooks.ts).
// Secrets are never part of it: they are answered once, by create and rotate only.
import type { WebhookEvent } from '@phd/contracts/endpoints/webhooks';
import type { Prisma } from '../db/client.ts';

type EndpointRow = Prisma.WebhookEndpointGetPayload<object>;
type AttemptRow = Prisma.WebhookAttemptGetPayload<object>;
type DeliveryRow = Prisma.WebhookDeliveryGetPayload<object> & { attemptsLog?: AttemptRow[] };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentEndpoint(row: EndpointRow, now = new Date()) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    enabled: row.disabledAt === null,
    previous_secret_expires_at:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentAttempt(row: AttemptRow) {
  return {
    id: row.id,
    response_status: row.responseStatus,
    response_body: row.responseBody,
    error: row.error,
    duration_ms: row.durationMs,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentDelivery(row: DeliveryRow) {
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    delivered_at: iso(row.deliveredAt),
    resend_of_id: row.resendOfId,
    created_at: row.createdAt.toISOString(),
    payload: row.payload as unknown,
    attempt_log: (row.attemptsLog ?? []).map(presentAttempt),
  };
}

export type EndpointBody = ReturnType<typeof presentEndpoint>;
export type DeliveryBody = ReturnType<typeof presentDelivery>;
