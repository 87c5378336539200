// A site's webhook endpoints (issue 33; docs/webhooks.md): list, create (the secret answered once),
// change, delete and rotate the secret. Owners only; each change is audited in its transaction. The
// address is checked before anything is written (https, public, resolvable): see address.ts.
import {
  ENDPOINT_NOT_FOUND,
  type CreateEndpointInput,
  type UpdateEndpointInput,
} from '@phd/contracts/endpoints/webhooks';
import { recordAudit, staffActor } from '../audit/audit-log.ts';
import { forbidden, invalid, notFound } from '../errors.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { checkWebhookAddress, WebhookAddressError } from './address.ts';
import { presentEndpoint, type EndpointBody } from './present.ts';
import { PREVIOUS_SECRET_GRACE_MS, type WebhookSettings } from './settings.ts';
import { newSecret, sealSecret } from './signing.ts';

export const OWNERS_ONLY = 'Only the site’s owners can manage its webhooks.';

/** A site may have this many endpoints: each event costs one delivery per endpoint. */
export const MAX_ENDPOINTS = 20;

export function requireOwner(actor: StaffSession): void {
  if (actor.role !== 'owner') throw forbidden(OWNERS_ONLY);
}

/** The refusal of an address a person typed, as a 400 naming the field. */
async function checkTyped(url: string, settings: WebhookSettings): Promise<void> {
  try {
    await checkWebhookAddress(url, settings.allowLoopback);
  } catch (error) {
    if (error instanceof WebhookAddressError) throw invalid(error.message, { url: error.message });
    throw error;
  }
}

export async function findEndpoint(tx: TenantTx, actor: StaffSession, id: string) {
  const row = await tx.webhookEndpoint.findFirst({ where: { id, tenantId: actor.tenantId } });
  if (!row) throw notFound(ENDPOINT_NOT_FOUND);
  return row;
}

export async function listEndpoints(tx: TenantTx, actor: StaffSession): Promise<{ data: EndpointBody[] }> {
  requireOwner(actor);
  const rows = await tx.webhookEndpoint.findMany({
    where: { tenantId: actor.tenantId },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  });
  return { data: rows.map((row) => presentEndpoint(row)) };
}

export async function createEndpoint(
  tx: TenantTx,
  settings: WebhookSettings,
  actor: StaffSession,
  input: CreateEndpointInput,
): Promise<{ message: string; secret: string; data: EndpointBody }> {
  requireOwner(actor);
  await checkTyped(input.url, settings);
  // Serialises two creates of one site, so the cap holds when both arrive at once.
  await tx.$queryRaw`SELECT true AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${`webhooks:${actor.tenantId}`}))) l`;
  const count = await tx.webhookEndpoint.count({ where: { tenantId: actor.tenantId } });
  if (count >= MAX_ENDPOINTS) {
    throw invalid(`A site may have at most ${MAX_ENDPOINTS} webhook endpoints: delete one you no longer use first.`);
  }
  const secret = newSecret();
  const row = await tx.webhookEndpoint.create({
    data: {
      tenantId: actor.tenantId,
      url: input.url,
      description: input.description,
      events: input.events,
      secret: sealSecret(settings.appSecret, secret),
      disabledAt: input.enabled ? null : new Date(),
      createdById: actor.userId,
    },
  });
  await recordAudit(tx, staffActor(actor), {
    action: 'webhook_endpoint.created',
    recordType: 'webhook_endpoint',
    recordId: row.id,
    after: { url: row.url, events: row.events, enabled: input.enabled },
  });
  return {
    message: 'Endpoint added. Copy the signing secret now: you will not see it again.',
    secret,
    data: presentEndpoint(row),
  };
}

export async function updateEndpoint(
  tx: TenantTx,
  settings: WebhookSettings,
  actor: StaffSession,
  id: string,
  input: UpdateEndpointInput,
): Promise<{ message: string; data: EndpointBody }> {
  requireOwner(actor);
  const before = await findEndpoint(tx, actor, id);
  if (input.url !== undefined) await checkTyped(input.url, settings);
  const enabledNow = before.disabledAt === null;
  const row = await tx.webhookEndpoint.update({
    where: { id: before.id },
    data: {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.enabled !== undefined && input.enabled !== enabledNow
        ? { disabledAt: input.enabled ? null : new Date() }
        : {}),
    },
  });
  await recordAudit(tx, staffActor(actor), {
    action: 'webhook_endpoint.updated',
    recordType: 'webhook_endpoint',
    recordId: row.id,
    before: { url: before.url, description: before.description, events: before.events, enabled: enabledNow },
    after: { url: row.url, description: row.description, events: row.events, enabled: row.disabledAt === null },
  });
  const said =
    input.enabled === undefined || input.enabled === enabledNow
      ? 'Endpoint saved.'
      : input.enabled
        ? 'Endpoint enabled: new events will be sent to it.'
        : 'Endpoint disabled: no new events will be sent to it.';
  return { message: said, data: presentEndpoint(row) };
}

export async function deleteEndpoint(tx: TenantTx, actor: StaffSession, id: string): Promise<{ message: string }> {
  requireOwner(actor);
  const row = await findEndpoint(tx, actor, id);
  // Its deliveries go with it (cascade): their pending jobs find nothing and stop.
  await tx.webhookEndpoint.delete({ where: { id: row.id } });
  await recordAudit(tx, staffActor(actor), {
    action: 'webhook_endpoint.deleted',
    recordType: 'webhook_endpoint',
    recordId: row.id,
    before: { url: row.url, events: row.events },
  });
  return { message: `The endpoint ${row.url} was deleted.` };
}

export async function rotateSecret(
  tx: TenantTx,
  settings: WebhookSettings,
  actor: StaffSession,
  id: string,
  now = new Date(),
): Promise<{ message: string; secret: string; data: EndpointBody }> {
  requireOwner(actor);
  const before = await findEndpoint(tx, actor, id);
  const secret = newSecret();
  const row = await tx.webhookEndpoint.update({
    where: { id: before.id },
    data: {
      secret: sealSecret(settings.appSecret, secret),
      previousSecret: before.secret,
      previousSecretExpiresAt: new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS),
    },
  });
  await recordAudit(tx, staffActor(actor), {
    action: 'webhook_endpoint.secret_rotated',
    recordType: 'webhook_endpoint',
    recordId: row.id,
  });
  return {
    message:
      'New signing secret made. Copy it now: you will not see it again. The previous one keeps signing too for 24 hours.',
    secret,
    data: presentEndpoint(row, now),
  };
}
