// A site's webhooks over HTTP (issue 33, docs/webhooks.md): owners only (admins and reviewers get 403),
// the signing secret is answered once (create, rotate) and stored sealed, addresses are checked when
// saved (https to a public address when loopback is not allowed: this gateway's configuration), and bad
// input (NUL bytes, unknown events, upper-case ids, another site's endpoint) is a 4xx with a sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  rotateWebhookSecret,
} from '@phd/contracts/endpoints/webhooks';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { createSite, staffMember, type StaffMember } from './tenant-staff.ts';

const URL = '/api/saas/webhooks';
// A public address given as a number: saving checks it without any DNS (nothing is sent from here).
const PUBLIC = 'https://93.184.215.14/phd-finder';

let gw: Gateway;
let owner: StaffMember;
let admin: StaffMember;
let reviewer: StaffMember;
let otherOwner: StaffMember;

beforeAll(async () => {
  gw = await startGateway({ label: 'webhooks' });
  const site = await createSite(gw.database.owner, 'hooks', 'Hooks Site');
  owner = await staffMember(gw.app, gw.db, site, 'owner');
  admin = await staffMember(gw.app, gw.db, site, 'admin');
  reviewer = await staffMember(gw.app, gw.db, site, 'reviewer');
  otherOwner = await staffMember(gw.app, gw.db, await createSite(gw.database.owner, 'other-hooks'), 'owner');
}, 60_000);
afterAll(() => gw?.close());

const create = (member: StaffMember, payload: unknown) =>
  member.inject({ method: 'POST', url: URL, payload: payload as object });

describe('webhook endpoints', () => {
  it('an owner adds one: the secret is answered once, stored sealed, never listed; the change is audited', async () => {
    const made = await create(owner, { url: PUBLIC, description: 'HR', events: ['applicant.status_changed'] });
    expect(made.statusCode).toBe(201);
    expectContractAnswer(createWebhookEndpoint, made);
    const { secret, data } = made.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(data).toMatchObject({ url: PUBLIC, description: 'HR', enabled: true, events: ['applicant.status_changed'] });

    const listed = await owner.inject({ method: 'GET', url: URL });
    expectContractAnswer(listWebhookEndpoints, listed);
    expect(listed.body).not.toContain(secret);
    expect(listed.json().data.map((e: { id: string }) => e.id)).toContain(data.id);

    const row = await withTenant(gw.db, owner.site.id, (tx) =>
      tx.webhookEndpoint.findUniqueOrThrow({ where: { id: data.id } }),
    );
    expect(row.secret).toMatch(/^v1\./);
    expect(row.secret).not.toContain(secret.slice(6));
    const audit = await gw.database.owner.auditEvent.findMany({ where: { recordId: data.id } });
    expect(audit.map((a) => a.action)).toEqual(['webhook_endpoint.created']);
  });

  it('rotating answers a new secret once; the previous one keeps signing for 24 hours', async () => {
    const { data } = (await create(owner, { url: PUBLIC, events: ['comment.added'] })).json();
    const rotated = await owner.inject({ method: 'POST', url: `${URL}/${data.id}/rotate-secret` });
    expect(rotated.statusCode).toBe(200);
    expectContractAnswer(rotateWebhookSecret, rotated);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    const until = Date.parse(rotated.json().data.previous_secret_expires_at);
    expect(until - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('changes, disables and deletes an endpoint; upper-case ids are the same id', async () => {
    const { data } = (await create(owner, { url: PUBLIC, events: ['opportunity.created'] })).json();
    const changed = await owner.inject({
      method: 'PATCH',
      url: `${URL}/${data.id.toUpperCase()}`,
      payload: { enabled: false, events: ['opportunity.closed', 'opportunity.closed'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ enabled: false, events: ['opportunity.closed'] });
    expect(changed.json().message).toMatch(/disabled/);

    const deliveries = await owner.inject({ method: 'GET', url: `${URL}/${data.id}/deliveries?page=1` });
    expect(deliveries.statusCode).toBe(200);
    expectContractAnswer(listWebhookDeliveries, deliveries);
    expect(deliveries.json()).toMatchObject({ data: [], meta: { page: 1, total: 0 } });

    const ping = await owner.inject({ method: 'POST', url: `${URL}/${data.id}/ping` });
    expect(ping.statusCode).toBe(409);
    expect(ping.json().message).toMatch(/disabled/);

    const gone = await owner.inject({ method: 'DELETE', url: `${URL}/${data.id}` });
    expect(gone.statusCode).toBe(200);
    expect((await owner.inject({ method: 'DELETE', url: `${URL}/${data.id}` })).statusCode).toBe(404);
  });

  it('a ping makes a pending delivery (sent by the workers, never by the request)', async () => {
    const { data } = (await create(owner, { url: PUBLIC, events: ['comment.added'] })).json();
    const ping = await owner.inject({ method: 'POST', url: `${URL}/${data.id}/ping` });
    expect(ping.statusCode).toBe(202);
    expect(ping.json().data).toMatchObject({ event: 'ping', status: 'pending', attempts: 0 });
    const due = await gw.database.owner.outboxEvent.findMany({ where: { type: 'webhook.delivery_due' } });
    expect(due.some((e) => (e.payload as { deliveryId: string }).deliveryId === ping.json().data.id)).toBe(true);
  });

  it('admins and reviewers are refused (403); another site’s owner never finds this site’s endpoint (404)', async () => {
    const { data } = (await create(owner, { url: PUBLIC, events: ['comment.added'] })).json();
    for (const member of [admin, reviewer]) {
      expect((await member.inject({ method: 'GET', url: URL })).statusCode).toBe(403);
      expect((await create(member, { url: PUBLIC, events: ['comment.added'] })).statusCode).toBe(403);
    }
    const other = await otherOwner.inject({ method: 'PATCH', url: `${URL}/${data.id}`, payload: { enabled: false } });
    expect(other.statusCode).toBe(404);
    expect((await otherOwner.inject({ method: 'GET', url: URL })).json().data).toEqual([]);
  });

  it('refuses bad addresses and bad input with a sentence, never a 500', async () => {
    const cases: [unknown, RegExp][] = [
      [{ url: 'http://93.184.215.14/x', events: ['comment.added'] }, /https/],
      [{ url: 'https://127.0.0.1/x', events: ['comment.added'] }, /not on the public internet/],
      [{ url: 'https://10.1.2.3/x', events: ['comment.added'] }, /not on the public internet/],
      [{ url: 'https://[::1]/x', events: ['comment.added'] }, /not on the public internet/],
      [{ url: 'https://169.254.169.254/latest', events: ['comment.added'] }, /not on the public internet/],
      [{ url: 'https://93.184.215.14:8443/x', events: ['comment.added'] }, /443/],
      [{ url: 'not a url', events: ['comment.added'] }, /full address/],
      [{ url: `${PUBLIC}\u0000`, events: ['comment.added'] }, /NUL/],
      [{ url: PUBLIC, events: [] }, /at least one event/],
      [{ url: PUBLIC, events: ['applicant.deleted'] }, /Events must be among/],
      [{ url: PUBLIC, events: ['comment.added'], description: 'a\u0000b' }, /NUL/],
      [{ url: `https://x.test/${'a'.repeat(2100)}`, events: ['comment.added'] }, /at most 2000/],
    ];
    for (const [payload, message] of cases) {
      const response = await create(owner, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message, JSON.stringify(payload).slice(0, 80)).toMatch(message);
    }
    expect((await owner.inject({ method: 'PATCH', url: `${URL}/not-an-id`, payload: {} })).statusCode).toBe(400);
    expect((await owner.inject({ method: 'GET', url: `${URL}/${crypto.randomUUID()}/deliveries` })).statusCode).toBe(
      404,
    );
  });

  it('two identical creates at once both succeed as two endpoints, each with its own secret', async () => {
    const [a, b] = await Promise.all([
      create(owner, { url: PUBLIC, events: ['comment.added'] }),
      create(owner, { url: PUBLIC, events: ['comment.added'] }),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(a!.json().secret).not.toBe(b!.json().secret);
  });
});
