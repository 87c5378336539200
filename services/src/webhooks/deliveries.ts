// What an owner sees and does with deliveries (docs/webhooks.md "Resending"): an endpoint's deliveries,
// newest first, with their tries; a resend (a new delivery of the same body, `resend_of_id` set, sent
// by the worker at once through the outbox); and a test event (`ping`).
import { randomUUID } from 'node:crypto';
import { DELIVERY_NOT_FOUND, PING_EVENT } from '@phd/contracts/endpoints/webhooks';
import { recordAudit, staffActor } from '../audit/audit-log.ts';
import type { Prisma } from '../db/client.ts';
import { conflict, notFound } from '../errors.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { findEndpoint, requireOwner } from './endpoints.ts';
import { createDelivery } from './fan-out.ts';
import { envelope } from './payload.ts';
import { presentDelivery, type DeliveryBody } from './present.ts';

export const ENDPOINT_DISABLED = 'This endpoint is disabled: enable it first, then send again.';

export async function listDeliveries(
  tx: TenantTx,
  actor: StaffSession,
  endpointId: string,
  { page, per_page }: { page: number; per_page: number },
): Promise<{ data: DeliveryBody[]; meta: { page: number; per_page: number; total: number } }> {
  requireOwner(actor);
  const endpoint = await findEndpoint(tx, actor, endpointId);
  const total = await tx.webhookDelivery.count({ where: { endpointId: endpoint.id } });
  const rows = await tx.webhookDelivery.findMany({
    where: { endpointId: endpoint.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: (page - 1) * per_page,
    take: per_page,
    include: { attemptsLog: { orderBy: { createdAt: 'desc' }, take: 20 } },
  });
  return { data: rows.map(presentDelivery), meta: { page, per_page, total } };
}

export async function resendDelivery(
  tx: TenantTx,
  actor: StaffSession,
  endpointId: string,
  deliveryId: string,
): Promise<{ message: string; data: DeliveryBody }> {
  requireOwner(actor);
  const endpoint = await findEndpoint(tx, actor, endpointId);
  const original = await tx.webhookDelivery.findFirst({ where: { id: deliveryId, endpointId: endpoint.id } });
  if (!original) throw notFound(DELIVERY_NOT_FOUND);
  if (endpoint.disabledAt) throw conflict(ENDPOINT_DISABLED);
  const row = await createDelivery(tx, {
    tenantId: actor.tenantId,
    endpointId: endpoint.id,
    event: original.event,
    payload: original.payload as Prisma.InputJsonValue,
    resendOfId: original.id,
  });
  await recordAudit(tx, staffActor(actor), {
    action: 'webhook_delivery.resent',
    recordType: 'webhook_delivery',
    recordId: row.id,
    before: { delivery: original.id },
    after: { endpoint: endpoint.id, event: row.event },
  });
  return { message: 'Sending again now.', data: presentDelivery(row) };
}

export async function pingEndpoint(
  tx: TenantTx,
  actor: StaffSession,
  endpointId: string,
  now = new Date(),
): Promise<{ message: string; data: DeliveryBody }> {
  requireOwner(actor);
  const endpoint = await findEndpoint(tx, actor, endpointId);
  if (endpoint.disabledAt) throw conflict(ENDPOINT_DISABLED);
  const site = await tx.tenant.findUniqueOrThrow({ where: { id: actor.tenantId }, select: { id: true, slug: true } });
  const row = await createDelivery(tx, {
    tenantId: actor.tenantId,
    endpointId: endpoint.id,
    event: PING_EVENT,
    payload: envelope(`ping_${randomUUID()}`, PING_EVENT, now, site, { endpoint_id: endpoint.id }),
  });
  return { message: 'A test event is on its way.', data: presentDelivery(row) };
}
