// Webhook deliveries end to end below the queue (issue 33, docs/webhooks.md): real Postgres, a real
// receiver on loopback (node:http) that checks the signature, and the webhooks processor fed the outbox
// events the relay would give it (Redis and BullMQ's clock are not needed to show one try; the back-off
// itself is the queue's, read from the row's next_attempt_at). A status change reaches the site's
// endpoint signed; a 500 or a hanging receiver is a failed try kept with its answer and retried; the last
// try fails the delivery; a resend sends the same body again; another site's endpoint hears nothing.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeStatus } from '@phd/services/applicants/change-status';
import { addComment } from '@phd/services/applicants/comments';
import { queues, type EventType } from '@phd/services/events/catalogue';
import { recordEvent } from '@phd/services/events/outbox';
import type { StaffSession } from '@phd/services/tenants/staff-sessions';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { resendDelivery } from '@phd/services/webhooks/deliveries';
import { createEndpoint, rotateSecret } from '@phd/services/webhooks/endpoints';
import type { WebhookSettings } from '@phd/services/webhooks/settings';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
import { webhooksProcessor } from '../src/processors/webhooks.ts';
import { noRedis, silentLogger } from './helpers.ts';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let database: TestDatabase;
let server: Server;
let mode: 'ok' | 'fail' | 'hang' = 'ok';
const received: Received[] = [];
let settings: WebhookSettings;

interface SiteUnderTest {
  tenantId: string;
  owner: StaffSession;
  opportunityId: string;
  applicantId: string;
  endpointId: string;
  secret: string;
}
let a: SiteUnderTest;
let b: SiteUnderTest;

async function makeSite(slug: string, path: string): Promise<SiteUnderTest> {
  const tenant = await database.owner.tenant.create({ data: { slug, name: slug, universityName: `${slug} U` } });
  const tenantId = tenant.id;
  const made = await withTenant(database.owner, tenantId, async (tx) => {
    const user = await tx.tenantUser.create({
      data: { tenantId, name: 'Olive Owner', email: `olive@${slug}.test`, passwordHash: 'x', role: 'owner' },
    });
    const opportunity = await tx.opportunity.create({
      data: { title: `PhD at ${slug}`, universityName: `${slug} U`, country: 'Ireland', tenantId, source: 'tenant' },
    });
    const applicant = await tx.applicant.create({
      data: {
        tenantId,
        opportunityId: opportunity.id,
        name: 'Ada Applicant',
        email: 'ada@x.test',
        confirmedAt: new Date(),
      },
    });
    return {
      owner: { tenantId, userId: user.id, role: user.role },
      opportunityId: opportunity.id,
      applicantId: applicant.id,
    };
  });
  const { secret, data } = await withTenant(database.db, tenantId, (tx) =>
    createEndpoint(tx, settings, made.owner, {
      url: `${receiverUrl()}${path}`,
      description: null,
      events: ['applicant.status_changed', 'comment.added', 'opportunity.created'],
      enabled: true,
    }),
  );
  return { tenantId, ...made, endpointId: data.id, secret };
}

const receiverUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  database = await createTestDatabase();
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (mode === 'hang') return; // never answers
      if (mode === 'fail') response.writeHead(500).end('receiver broke: ' + 'x'.repeat(5000));
      else response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  settings = {
    appSecret: 'webhook-test-secret-of-at-least-32-chars',
    publicUrl: 'http://localhost:3000',
    allowLoopback: true,
    timeoutMs: 300,
  };
  a = await makeSite('hook-a', '/a');
  b = await makeSite('hook-b', '/b');
}, 60_000);
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await database?.drop();
});
beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

const handled = new Set<bigint>();
const context = () =>
  ({ db: database.db, logger: silentLogger(), redis: noRedis, keyPrefix: 'test', webhooks: settings }) as never;

/** Every outbox event the webhooks queue takes, not yet handled, handled in order (as the relay would). */
async function drain(raw: Partial<Job> = { attemptsMade: 0, opts: { attempts: 12 } }): Promise<Error[]> {
  const errors: Error[] = [];
  for (;;) {
    const events = await database.owner.outboxEvent.findMany({
      where: { type: { in: [...queues.webhooks.events] }, id: { notIn: [...handled] } },
      orderBy: { id: 'asc' },
    });
    if (events.length === 0) return errors;
    for (const event of events) {
      handled.add(event.id);
      const job = parseJob('webhooks', event.type as EventType, { eventId: String(event.id), payload: event.payload });
      await webhooksProcessor.handle(job as never, context(), raw as Job).catch((e: Error) => errors.push(e));
    }
  }
}

function verify(header: string, body: string, secret: string): boolean {
  const parts = header.split(',').map((p) => p.split('=') as [string, string]);
  const t = parts.find(([k]) => k === 't')![1];
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return parts.some(([k, v]) => k === 'v1' && v === expected);
}

const deliveriesOf = (site: SiteUnderTest) =>
  withTenant(database.db, site.tenantId, (tx) =>
    tx.webhookDelivery.findMany({
      where: { endpointId: site.endpointId },
      orderBy: { createdAt: 'asc' },
      include: { attemptsLog: true },
    }),
  );

const move = (site: SiteUnderTest, status: 'reviewing' | 'interview' | 'offered' | 'shortlisted') =>
  withTenant(database.db, site.tenantId, (tx) =>
    changeStatus(tx, site.owner, site.applicantId, { status, notify: false }),
  );

describe('webhook deliveries', () => {
  it('a status change reaches the site’s endpoint once, signed, with the change in its body', async () => {
    await move(a, 'reviewing');
    expect(await drain()).toEqual([]);
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit!.headers['phd-finder-event']).toBe('applicant.status_changed');
    expect(hit!.headers['content-type']).toBe('application/json');
    expect(hit!.headers['user-agent']).toMatch(/PhD-Finder/);
    expect(verify(String(hit!.headers['phd-finder-signature']), hit!.body, a.secret)).toBe(true);
    expect(verify(String(hit!.headers['phd-finder-signature']), hit!.body, b.secret)).toBe(false);
    const body = JSON.parse(hit!.body);
    expect(body).toMatchObject({
      event: 'applicant.status_changed',
      site: { id: a.tenantId, slug: 'hook-a' },
      data: {
        id: a.applicantId,
        opportunity_id: a.opportunityId,
        status: 'reviewing',
        previous_status: 'new',
        name: 'Ada Applicant',
      },
    });
    const [delivery] = await deliveriesOf(a);
    expect(hit!.headers['phd-finder-delivery']).toBe(delivery!.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(delivery!.attemptsLog[0]).toMatchObject({ responseStatus: 204, error: null });
    // Another site's endpoint heard nothing.
    expect(await deliveriesOf(b)).toEqual([]);
  });

  it('a receiver answering 500 is a failed try kept with its answer and retried with back-off; the last try fails it', async () => {
    mode = 'fail';
    await move(a, 'shortlisted');
    const errors = await drain();
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/will try again/)]);
    const delivery = (await deliveriesOf(a)).at(-1)!;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(delivery.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(40_000);
    expect(delivery.attemptsLog[0]).toMatchObject({ responseStatus: 500 });
    expect(delivery.attemptsLog[0]!.responseBody).toHaveLength(2048);

    // The queue's last try (BullMQ's attemptsMade 11 of 12): the delivery is failed, the job ends.
    const lastTry = parseJob('webhooks', 'webhook.delivery_due', {
      eventId: '1',
      payload: { tenantId: a.tenantId, deliveryId: delivery.id, version: 1 },
    });
    await webhooksProcessor.handle(lastTry as never, context(), { attemptsMade: 11, opts: { attempts: 12 } } as Job);
    const failed = (await deliveriesOf(a)).at(-1)!;
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, nextAttemptAt: null });
    expect(failed.attemptsLog).toHaveLength(2);
  });

  it('a receiver that hangs holds the worker no longer than the timeout', async () => {
    mode = 'hang';
    await move(a, 'interview');
    const started = Date.now();
    const errors = await drain();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(errors).toHaveLength(1);
    const delivery = (await deliveriesOf(a)).at(-1)!;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(delivery.attemptsLog[0]).toMatchObject({ responseStatus: null, error: 'No answer within 0.3 seconds.' });
  });

  it('a resend is a new delivery with the same body, sent at once', async () => {
    const original = (await deliveriesOf(a))[0]!;
    const { data } = await withTenant(database.db, a.tenantId, (tx) =>
      resendDelivery(tx, a.owner, a.endpointId, original.id),
    );
    expect(await drain()).toEqual([]);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toEqual(original.payload);
    expect(received[0]!.headers['phd-finder-delivery']).toBe(data.id);
    const resent = (await deliveriesOf(a)).find((d) => d.id === data.id)!;
    expect(resent).toMatchObject({ status: 'succeeded', resendOfId: original.id });
  });

  it('after a rotation both secrets sign; comments and a site’s new position reach only that site', async () => {
    const { secret } = await withTenant(database.db, a.tenantId, (tx) =>
      rotateSecret(tx, settings, a.owner, a.endpointId),
    );
    await withTenant(database.db, a.tenantId, (tx) => addComment(tx, a.owner, a.applicantId, { comment: 'Strong CV' }));
    await withTenant(database.db, a.tenantId, async (tx) => {
      const row = await tx.opportunity.create({
        data: {
          title: 'New PhD',
          universityName: 'A U',
          country: 'Ireland',
          tenantId: a.tenantId,
          source: 'tenant',
          listedPublicly: false,
        },
      });
      await recordEvent(tx, 'opportunity.created', { opportunityId: row.id });
    });
    expect(await drain()).toEqual([]);
    expect(received.map((r) => r.headers['phd-finder-event']).sort()).toEqual(['comment.added', 'opportunity.created']);
    for (const r of received) {
      const header = String(r.headers['phd-finder-signature']);
      expect(header.match(/v1=/g)).toHaveLength(2);
      expect(verify(header, r.body, secret)).toBe(true);
      expect(verify(header, r.body, a.secret)).toBe(true);
    }
    const position = JSON.parse(received.find((r) => r.headers['phd-finder-event'] === 'opportunity.created')!.body);
    expect(position.data).toMatchObject({
      title: 'New PhD',
      status: 'open',
      url: expect.stringContaining('/careers/'),
    });
    expect(await deliveriesOf(b)).toEqual([]);
  });

  it('a redelivered event makes no second delivery', async () => {
    const before = (await deliveriesOf(a)).length;
    const event = await database.owner.outboxEvent.findFirstOrThrow({ where: { type: 'webhook.event_occurred' } });
    const job = parseJob('webhooks', 'webhook.event_occurred', { eventId: String(event.id), payload: event.payload });
    await webhooksProcessor.handle(job as never, context(), { attemptsMade: 0, opts: { attempts: 12 } } as Job);
    expect(await deliveriesOf(a)).toHaveLength(before);
  });
});
