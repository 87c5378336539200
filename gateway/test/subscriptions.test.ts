// The newsletter end to end on real parts: POST /api/subscribe/email (validation, idempotency,
// re-activation, rate limit), the confirmation e-mail arriving at a real SMTP server through the
// outbox relay and the mail processor, and its unsubscribe link (GET and RFC 8058 one-click POST).
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash, unsubscribeToken } from '@phd/services/subscriptions/index';
import { recipients } from '../../workers/test/mail-inbox.ts';
import { SUBSCRIBED } from '../src/routes/subscriptions.ts';
import { testConfig } from './harness.ts';
import { startMailSuite, type MailSuite } from './mail-suite.ts';

let suite: MailSuite;
beforeAll(async () => {
  suite = await startMailSuite({ label: 'subscriptions' });
});
afterAll(() => suite?.close());

const subscribe = (payload: unknown, ip = suite.freshIp()) =>
  suite.gw.app.inject({ method: 'POST', url: '/api/subscribe/email', payload: payload as object, remoteAddress: ip });

const mailsTo = (address: string) => suite.inbox.messages.filter((m) => recipients(m).includes(address));
const activations = async (subscriptionId: string) =>
  (await suite.gw.db.outboxEvent.findMany({ where: { type: 'subscription.activated' } })).filter(
    (e) => (e.payload as { subscriptionId: string }).subscriptionId === subscriptionId,
  ).length;

/** The unsubscribe link of a confirmation, as a path on this gateway (PUBLIC_URL is localhost:3000). */
function unsubscribePath(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/api\/subscribe\/unsubscribe\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'a link in the text part').toBeDefined();
  const url = new URL(link!);
  expect(url.origin).toBe('http://localhost:3000');
  expect(mail.html).toContain(`href="${link}"`);
  return `${url.pathname}${url.search}`;
}

describe('POST /api/subscribe/email', () => {
  it.each([
    ['no e-mail', {}, 'Email is required'],
    ['an empty e-mail', { email: '  ' }, 'Email is required'],
    ['a malformed e-mail', { email: 'not-an-address' }, 'Email is invalid'],
    ['an e-mail that is not text', { email: 42 }, 'Email is required'],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid', message, details: { email: message } });
  });

  it('subscribes once per address: a repeat answers the same, with no second row, event or e-mail', async () => {
    const first = await subscribe({ email: 'Reader.One@Example.org ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: SUBSCRIBED });
    const row = await suite.gw.db.newsletterSubscription.findUniqueOrThrow({
      where: { email: 'reader.one@example.org' },
    });
    expect(row).toMatchObject({ status: 'active', unsubscribedAt: null });
    // The stored hash is of the token derived from the id, so the processor can rebuild the link.
    expect(row.unsubscribeTokenHash).toBe(tokenHash(unsubscribeToken(testConfig().appSecret, row.id)));

    await suite.inbox.waitForMessage((m) => recipients(m).includes('reader.one@example.org'), 'the confirmation');
    for (const email of ['reader.one@example.org', 'READER.ONE@example.org']) {
      const again = await subscribe({ email });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: SUBSCRIBED });
    }
    expect(await suite.gw.db.newsletterSubscription.count({ where: { email: 'reader.one@example.org' } })).toBe(1);
    expect(await activations(row.id)).toBe(1);
    // Give a wrongly queued second confirmation the time to arrive before counting.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(mailsTo('reader.one@example.org')).toHaveLength(1);
  });

  it('sends a confirmation whose unsubscribe link really unsubscribes (and is idempotent)', async () => {
    expect((await subscribe({ email: 'reader.two@example.org' })).statusCode).toBe(200);
    const mail = await suite.inbox.waitForMessage(
      (m) => recipients(m).includes('reader.two@example.org'),
      'the confirmation e-mail',
    );
    expect(mail.subject).toBe("You're subscribed to the PhD Finder weekly update");
    expect(mail.from?.value).toEqual([{ name: 'PhD Finder', address: 'no-reply@phd-finder.test' }]);
    expect(mail.text).toContain('Thank you for subscribing!');
    const path = unsubscribePath(mail);
    // RFC 2369 / 8058 headers point at the same link.
    const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n/g, '');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <http://localhost:3000${path}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const page = await suite.gw.app.inject(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('You have been unsubscribed');
    expect(page.body).toContain('reader.two@example.org');
    const row = await suite.gw.db.newsletterSubscription.findUniqueOrThrow({
      where: { email: 'reader.two@example.org' },
    });
    expect(row.status).toBe('unsubscribed');
    expect(row.unsubscribedAt).toBeInstanceOf(Date);

    const again = await suite.gw.app.inject(path);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('You have been unsubscribed');
    const unchanged = await suite.gw.db.newsletterSubscription.findUniqueOrThrow({ where: { id: row.id } });
    expect(unchanged.unsubscribedAt).toEqual(row.unsubscribedAt);
  });

  it('re-activates an unsubscribed address with a new confirmation; its one-click POST unsubscribes', async () => {
    const email = 'returning@example.org';
    await subscribe({ email });
    const first = await suite.inbox.waitForMessage((m) => recipients(m).includes(email), 'the first confirmation');
    expect((await suite.gw.app.inject(unsubscribePath(first))).statusCode).toBe(200);

    expect((await subscribe({ email })).json()).toEqual({ message: SUBSCRIBED });
    const row = await suite.gw.db.newsletterSubscription.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({ status: 'active', unsubscribedAt: null });
    expect(await activations(row.id)).toBe(2);
    await suite.inbox.waitForMessage(() => mailsTo(email).length === 2, 'the second confirmation');
    const second = mailsTo(email)[1]!;

    // What a mail client's unsubscribe button sends (RFC 8058).
    const oneClick = await suite.gw.app.inject({
      method: 'POST',
      url: unsubscribePath(second),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You have been unsubscribed');
    expect((await suite.gw.db.newsletterSubscription.findUniqueOrThrow({ where: { email } })).status).toBe(
      'unsubscribed',
    );
  });

  it('answers an unknown or malformed token with a readable 404 page', async () => {
    for (const url of [
      `/api/subscribe/unsubscribe?token=${'A'.repeat(43)}`,
      '/api/subscribe/unsubscribe?token=short',
      '/api/subscribe/unsubscribe',
    ]) {
      const res = await suite.gw.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('This link is not valid');
      expect(res.body).toContain('Please use the link from your latest e-mail.');
    }
  });

  it('limits each address to 10 sign-ups in 10 minutes, with a readable 429', async () => {
    const ip = suite.freshIp();
    for (let i = 0; i < 10; i += 1)
      expect((await subscribe({ email: `flood${i}@example.org` }, ip)).statusCode).toBe(200);
    const limited = await subscribe({ email: 'flood-last@example.org' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many requests/),
    });
    expect(await suite.gw.db.newsletterSubscription.count({ where: { email: 'flood-last@example.org' } })).toBe(0);
  });

  it('counts only addresses that pass the form: "Email is invalid" does not use up the limit', async () => {
    const ip = suite.freshIp();
    for (let i = 0; i < 12; i += 1)
      expect((await subscribe({ email: `typo${i}-example.org` }, ip)).statusCode).toBe(400);
    for (let i = 0; i < 10; i += 1)
      expect((await subscribe({ email: `fixed${i}@example.org` }, ip)).statusCode).toBe(200);
    expect((await subscribe({ email: 'fixed-last@example.org' }, ip)).statusCode).toBe(429);
  });
});
