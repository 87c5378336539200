// From an event to deliveries (docs/webhooks.md): for the site the event belongs to, one
// webhook_deliveries row per enabled endpoint subscribed to it, with the body fixed now and a
// webhook.delivery_due event each, all in one transaction of the site's unit of work. A receipt
// (event_receipts, consumer `webhooks:<site>`) makes a redelivered event a no-op; one site's event never
// reads another site's endpoints, since each site's rows are read in its own unit only.
import type { WebhookEvent } from '@phd/contracts/endpoints/webhooks';
import type { Db, Prisma } from '../db/client.ts';
import type { EventPayload, EventType } from '../events/catalogue.ts';
import { recordEvent } from '../events/outbox.ts';
import { setTransactionTenant, withTenant, type TenantTx } from '../tenants/unit-of-work.ts';
import { applicantData, commentData, envelope, opportunityData, type Site } from './payload.ts';
import type { WebhookSettings } from './settings.ts';

/** The outbox events the webhooks queue turns into deliveries. */
export type FanOutEvent =
  | 'opportunity.created'
  | 'opportunity.updated'
  | 'opportunity.closed'
  | 'opportunities.created'
  | 'applicant.added'
  | 'webhook.event_occurred';

interface Subject {
  tenantId: string;
  event: WebhookEvent;
  data: (tx: TenantTx, site: Site) => Promise<Record<string, unknown> | null>;
}

export async function fanOut<E extends FanOutEvent>(
  db: Db,
  settings: Pick<WebhookSettings, 'publicUrl'>,
  eventId: string,
  name: E,
  payload: EventPayload<E>,
  now = new Date(),
): Promise<{ deliveries: number }> {
  const subjects = await subjectsOf(db, settings.publicUrl, name as FanOutEvent, payload as EventPayload<FanOutEvent>);
  let deliveries = 0;
  for (const [tenantId, list] of group(subjects)) {
    deliveries += await withTenant(db, tenantId, (tx) => deliverToSite(tx, tenantId, eventId, list, now));
  }
  return { deliveries };
}

async function deliverToSite(tx: TenantTx, tenantId: string, eventId: string, subjects: Subject[], now: Date) {
  const inserted = await tx.$executeRaw`
    INSERT INTO event_receipts (consumer, event_id) VALUES (${`webhooks:${tenantId}`}, ${BigInt(eventId)})
    ON CONFLICT DO NOTHING`;
  if (inserted === 0) return 0;
  const site = await tx.tenant.findUnique({ where: { id: tenantId }, select: { id: true, slug: true } });
  if (!site) return 0;
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { tenantId, disabledAt: null, events: { hasSome: subjects.map((s) => s.event) } },
    select: { id: true, events: true },
  });
  if (endpoints.length === 0) return 0;
  let made = 0;
  // A batch event (opportunities.created) names several listings: only its first delivery per endpoint
  // carries the event's id, which the unique (endpoint, source event) index needs once; the receipt above
  // already keeps the whole batch from being made twice.
  const keyed = new Set<string>();
  for (const [index, subject] of subjects.entries()) {
    const data = await subject.data(tx, site);
    if (!data) continue;
    const body = envelope(
      subjects.length > 1 ? `evt_${eventId}_${index}` : `evt_${eventId}`,
      subject.event,
      now,
      site,
      data,
    );
    for (const endpoint of endpoints) {
      if (!endpoint.events.includes(subject.event)) continue;
      const sourceEventId = keyed.has(endpoint.id) ? null : BigInt(eventId);
      keyed.add(endpoint.id);
      await createDelivery(tx, {
        tenantId,
        endpointId: endpoint.id,
        event: subject.event,
        sourceEventId,
        payload: body,
      });
      made++;
    }
  }
  return made;
}

/** A pending delivery and the outbox event that sends it, in the caller's transaction. */
export async function createDelivery(
  tx: TenantTx,
  row: {
    tenantId: string;
    endpointId: string;
    event: string;
    sourceEventId?: bigint | null;
    payload: Prisma.InputJsonValue;
    resendOfId?: string;
  },
) {
  const delivery = await tx.webhookDelivery.create({ data: { ...row, nextAttemptAt: new Date() } });
  await recordEvent(tx, 'webhook.delivery_due', { tenantId: row.tenantId, deliveryId: delivery.id });
  return delivery;
}

function group(subjects: Subject[]): Map<string, Subject[]> {
  const byTenant = new Map<string, Subject[]>();
  for (const s of subjects) byTenant.set(s.tenantId, [...(byTenant.get(s.tenantId) ?? []), s]);
  return byTenant;
}

const OPPORTUNITY_EVENTS: Partial<Record<EventType, WebhookEvent>> = {
  'opportunity.created': 'opportunity.created',
  'opportunities.created': 'opportunity.created',
  'opportunity.updated': 'opportunity.updated',
  'opportunity.closed': 'opportunity.closed',
};

async function subjectsOf(
  db: Db,
  publicUrl: string,
  name: FanOutEvent,
  payload: EventPayload<FanOutEvent>,
): Promise<Subject[]> {
  if (name === 'applicant.added') {
    const { tenantId, applicantId } = payload as EventPayload<'applicant.added'>;
    return [{ tenantId, event: 'applicant.received', data: (tx) => applicantData(tx, applicantId) }];
  }
  if (name === 'webhook.event_occurred') {
    const p = payload as EventPayload<'webhook.event_occurred'>;
    return [
      {
        tenantId: p.tenantId,
        event: p.event,
        data: (tx) =>
          p.event === 'comment.added' && p.commentId
            ? commentData(tx, p.commentId)
            : applicantData(tx, p.applicantId, { status: p.status, previousStatus: p.previousStatus }),
      },
    ];
  }
  const event = OPPORTUNITY_EVENTS[name]!;
  const ids =
    'opportunityIds' in payload
      ? payload.opportunityIds
      : [(payload as EventPayload<'opportunity.created'>).opportunityId];
  const owners = await siteOfOpportunities(db, ids);
  return ids.flatMap((id) => {
    const tenantId = owners.get(id);
    if (!tenantId) return [];
    return [{ tenantId, event, data: (tx: TenantTx, site: Site) => opportunityData(tx, publicUrl, site, id) }];
  });
}

/**
 * The site of each listing that has one. Outside any site a site's unlisted rows are invisible (row-level
 * security), and opportunity events name no site: those are looked for site by site, in one transaction.
 * Main-site listings (most events) are answered by the first query alone.
 */
async function siteOfOpportunities(db: Db, ids: string[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  const visible = await db.opportunity.findMany({ where: { id: { in: ids } }, select: { id: true, tenantId: true } });
  for (const row of visible) if (row.tenantId) owners.set(row.id, row.tenantId);
  const missing = ids.filter((id) => !visible.some((row) => row.id === id));
  if (missing.length === 0) return owners;
  const sites = await db.tenant.findMany({ select: { id: true } });
  await db.$transaction(async (tx) => {
    for (const site of sites) {
      const scoped = await setTransactionTenant(tx, site.id);
      const rows = await scoped.opportunity.findMany({
        where: { id: { in: missing }, tenantId: site.id },
        select: { id: true },
      });
      for (const row of rows) owners.set(row.id, site.id);
    }
  });
  return owners;
}
