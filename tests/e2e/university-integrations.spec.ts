// A university site connected to its own systems, in the browser (issue 33): the demo site's owner adds
// a webhook endpoint (a receiver this spec runs on 127.0.0.1), sees its secret once, and a status change
// of an applicant reaches the receiver signed with it; the owner opens the deliveries and resends one,
// which arrives again with the same body. Then an API key made in Settings lists the site's applicants
// for the site's HR system, and is refused once revoked. The endpoint and key are removed at the end, so
// the demo site is as it was. Screenshots at 1280 and 375 px.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_PORT } from './support/constants.ts';
import { expect, test } from './support/fixtures.ts';
import { signInStaff } from './support/staff.ts';

const TENANT = `http://demo-university.localhost:${E2E_PORT}`;
const OWNER = { email: 'owner@demo-university.test', password: 'Tenant-demo-2026' };

interface Payload {
  data: { id: string };
}

interface Received {
  event: string;
  signature: string;
  body: string;
}

/** An HR system's endpoint: keeps what it is sent, answers 200. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        event: String(req.headers['phd-finder-event']),
        signature: String(req.headers['phd-finder-signature']),
        body,
      });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received };
}

/** The check a receiver makes: an HMAC of "<t>.<body>" under the secret, among the v1 values. */
function signedWith(secret: string, { signature, body }: Received): boolean {
  const parts = new Map<string, string[]>();
  for (const part of signature.split(',')) {
    const [key, value] = part.split('=');
    parts.set(key!, [...(parts.get(key!) ?? []), value!]);
  }
  const t = parts.get('t')?.[0];
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return Boolean(t) && (parts.get('v1') ?? []).includes(expected);
}

test('a webhook gets a signed status change and a resend; an API key lists applicants until revoked', async ({
  page,
  context,
  request,
  shots,
}) => {
  test.setTimeout(90_000);
  const receiver = await startReceiver();
  try {
    await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: TENANT }]);
    const token = await signInStaff(context, request, OWNER);
    await page.goto(`${TENANT}/settings`);

    const hooks = page.getByRole('region', { name: 'Webhooks' });
    const add = hooks.getByRole('form', { name: 'Add a webhook endpoint' });
    await add.getByLabel('URL').fill(receiver.url);
    await add.getByLabel('Description (optional)').fill('HR system');
    await add.getByRole('button', { name: 'Add endpoint' }).click();
    const secretBox = hooks.getByRole('textbox', { name: `Signing secret for ${receiver.url}` });
    await expect(secretBox).toBeVisible();
    const secret = await secretBox.inputValue();
    expect(secret).toMatch(/^whsec_/);

    // An applicant's status changes (as the site's review screen does it).
    const staff = { authorization: `Bearer ${token}`, 'x-tenant': 'demo-university' };
    // Each width's run moves an applicant of its own (the runs share the demo site and its endpoints).
    const applicants = await request.get('/api/applicants?limit=2', { headers: staff });
    const mine = test.info().project.name === 'desktop' ? 0 : 1;
    const applicant = ((await applicants.json()) as { data: { id: string; status: string }[] }).data[mine]!;
    const next = applicant.status === 'reviewing' ? 'shortlisted' : 'reviewing';
    const moved = await request.put(`/api/applicants/${applicant.id}/status`, {
      headers: staff,
      data: { status: next, notify: false },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const aboutMine = () =>
      receiver.received.filter(
        (r) => r.event === 'applicant.status_changed' && (JSON.parse(r.body) as Payload).data.id === applicant.id,
      );
    await expect.poll(() => aboutMine().length, { timeout: 30_000 }).toBe(1);
    const delivered = aboutMine()[0]!;
    expect(signedWith(secret, delivered)).toBe(true);
    expect(JSON.parse(delivered.body)).toMatchObject({
      event: 'applicant.status_changed',
      site: { slug: 'demo-university' },
      data: { id: applicant.id, status: next, previous_status: applicant.status },
    });

    // The deliveries, and a resend of the one that arrived.
    const row = hooks
      .getByRole('list', { name: 'Webhook endpoints' })
      .getByRole('listitem')
      .filter({ hasText: receiver.url });
    await row.getByRole('button', { name: 'Deliveries' }).click();
    const deliveries = row.getByRole('list', { name: 'Deliveries' });
    await expect(deliveries.getByText('applicant.status_changed').first()).toBeVisible();
    await expect(deliveries).toContainText('succeeded');
    await shots.screenshot('webhook-deliveries');
    // Resend each listed status change (the other width's run may have one here too): mine arrives again.
    const resends = deliveries.getByRole('button', { name: /^Resend applicant\.status_changed/ });
    for (let i = 0; i < (await resends.count()); i++) await resends.nth(i).click();
    await expect.poll(() => aboutMine().length, { timeout: 30_000 }).toBe(2);
    const resent = aboutMine()[1]!;
    expect(signedWith(secret, resent)).toBe(true);
    expect(JSON.parse(resent.body).data).toEqual(JSON.parse(delivered.body).data);

    // An API key for the HR system: it reads the applicants, and stops when revoked.
    const keys = page.getByRole('region', { name: 'API keys' });
    const keyName = `HR system ${test.info().project.name}`;
    await keys.getByRole('textbox', { name: 'Name', exact: true }).fill(keyName);
    await keys.getByRole('button', { name: 'Make key' }).click();
    const made = keys.getByRole('region', { name: 'New API key' });
    const key = await made.getByRole('textbox').inputValue();
    expect(key).toMatch(/^phd_/);
    await shots.screenshot('api-key-made');
    await shots.expectAccessible();
    const asHr = () => request.get('/api/applicants?limit=5', { headers: { authorization: `Bearer ${key}` } });
    const listed = await asHr();
    expect(listed.status(), await listed.text()).toBe(200);
    expect(((await listed.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    await made.getByRole('button', { name: 'I have copied it' }).click();
    await keys.getByRole('button', { name: `Revoke ${keyName}` }).click();
    await page.getByRole('dialog', { name: 'Revoke this API key?' }).getByRole('button', { name: 'Revoke' }).click();
    // This run's key (the other width's run may have revoked its own already).
    await expect(
      keys.getByRole('list', { name: 'API keys' }).getByRole('listitem').filter({ hasText: keyName }),
    ).toContainText('Revoked');
    const refused = await asHr();
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('This API key has been revoked.');

    // Leave the demo site as it was: the applicant's status, the endpoint (the key stays, revoked).
    await row.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    const back = await request.put(`/api/applicants/${applicant.id}/status`, {
      headers: staff,
      data: { status: applicant.status, notify: false },
    });
    expect(back.status(), await back.text()).toBe(200);
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
