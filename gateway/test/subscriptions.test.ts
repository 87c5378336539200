// The newsletter end to end on real parts: POST /api/subscribe/email (validation, idempotency,
// double opt-in, rate limit), the confirmation link arriving at a real SMTP server through the
// outbox relay and the mail processor, confirming (single use, expiry, two clicks at once), the
// digest's choices, and the unsubscribe link (GET and RFC 8058 one-click POST).
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmToken, tokenHash, unsubscribeToken } from '@phd/services/subscriptions/index';
import { recipients } from '../../workers/test/mail-inbox.ts';
import {
  CONFIRMED,
  confirmSubscription,
  DIGEST_SAVED,
  digestPreferences,
  saveDigestPreferences,
  subscribe as subscribeContract,
  SUBSCRIBED,
} from '@phd/contracts/endpoints/subscriptions';
import { expectContractAnswer } from './contract-answer.ts';
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
const requests = async (subscriptionId: string) =>
  (await suite.gw.db.outboxEvent.findMany({ where: { type: 'subscription.confirmation_requested' } })).filter(
    (e) => (e.payload as { subscriptionId: string }).subscriptionId === subscriptionId,
  ).length;
const idOf = async (email: string) => (await suite.gw.db.newsletterSubscription.findUnique({ where: { email } }))?.id;
const confirm = (token: string) =>
  suite.gw.app.inject({ method: 'POST', url: '/api/subscribe/confirm', payload: { token } });

/** The token of a confirmation e-mail's link (a web page on PUBLIC_URL, localhost:3000). */
function confirmTokenOf(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'a link in the text part').toBeDefined();
  const url = new URL(link!);
  expect(url.origin).toBe('http://localhost:3000');
  expect(mail.html).toContain(`href="${link}"`);
  return url.searchParams.get('token')!;
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

  it('keeps a new address pending and e-mails one confirmation link; a repeat answers the same and sends nothing', async () => {
    const first = await subscribe({ email: 'Reader.One@Example.org ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: SUBSCRIBED });
    expectContractAnswer(subscribeContract, first);
    const row = await suite.gw.db.newsletterSubscription.findUniqueOrThrow({
      where: { email: 'reader.one@example.org' },
    });
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null, unsubscribedAt: null });
    // The stored hash is of the token derived from the id, so the processor can rebuild the link.
    expect(row.unsubscribeTokenHash).toBe(tokenHash(unsubscribeToken(testConfig().appSecret, row.id)));
    expect(row.confirmTokenHash).toBe(tokenHash(confirmToken(testConfig().appSecret, row.id, row.confirmRequestedAt!)));

    const mail = await suite.inbox.waitForMessage((m) => recipients(m).includes('reader.one@example.org'), 'the link');
    expect(mail.subject).toBe('Confirm your subscription to the PhD Finder weekly update');
    expect(mail.from?.value).toEqual([{ name: 'PhD Finder', address: 'no-reply@phd-finder.test' }]);
    expect(confirmTokenOf(mail)).toBeDefined();
    for (const email of ['reader.one@example.org', 'READER.ONE@example.org']) {
      const again = await subscribe({ email });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: SUBSCRIBED });
    }
    expect(await suite.gw.db.newsletterSubscription.count({ where: { email: 'reader.one@example.org' } })).toBe(1);
    expect(await requests(row.id)).toBe(1);
    // Give a wrongly queued second e-mail the time to arrive before counting.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(mailsTo('reader.one@example.org')).toHaveLength(1);
  });

  it('confirms with the link once; the answer carries the manage token and the digest choices', async () => {
    const email = 'reader.two@example.org';
    await subscribe({ email });
    const token = confirmTokenOf(await suite.inbox.waitForMessage((m) => recipients(m).includes(email), 'the link'));

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const row = await suite.gw.db.newsletterSubscription.findUniqueOrThrow({ where: { email } });
    expect(confirmed.json()).toEqual({
      message: CONFIRMED,
      email,
      token: unsubscribeToken(testConfig().appSecret, row.id),
      countries: [],
      disciplines: [],
    });
    expect(row).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
    expectContractAnswer(confirmSubscription, confirmed);
    expect(row.confirmedAt).toBeInstanceOf(Date);

    // Single use: the same link again is refused with a sentence.
    const reused = await confirm(token);
    expect(reused.statusCode).toBe(404);
    expect(reused.json().message).toMatch(/not valid or was already used/);
    // A confirmed address asking again gets no e-mail.
    await subscribe({ email });
    await new Promise((r) => setTimeout(r, 800));
    expect(mailsTo(email)).toHaveLength(1);
    expect(await requests(row.id)).toBe(1);
  });

  it('two clicks on one link at once: one confirms, the other is told the link was used', async () => {
    const email = 'double-click@example.org';
    await subscribe({ email });
    const token = confirmTokenOf(await suite.inbox.waitForMessage((m) => recipients(m).includes(email), 'the link'));
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
  });

  it('refuses an expired link and sends a fresh one on a new sign-up, voiding the old', async () => {
    const email = 'slow-reader@example.org';
    await subscribe({ email });
    const old = confirmTokenOf(await suite.inbox.waitForMessage((m) => recipients(m).includes(email), 'the link'));
    // Eight days later (moved back in the row, as the clock cannot be).
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const row = await suite.gw.db.newsletterSubscription.update({
      where: { email },
      data: {
        confirmRequestedAt: eightDaysAgo,
        confirmTokenHash: tokenHash(confirmToken(testConfig().appSecret, (await idOf(email))!, eightDaysAgo)),
      },
    });
    const expired = await confirm(confirmToken(testConfig().appSecret, row.id, eightDaysAgo));
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(
      'This confirmation link has expired. Subscribe again and we will send you a new one.',
    );

    await subscribe({ email });
    await suite.inbox.waitForMessage(() => mailsTo(email).length === 2, 'a fresh link');
    const fresh = confirmTokenOf(mailsTo(email)[1]!);
    expect(fresh).not.toBe(old);
    expect((await confirm(old)).statusCode).toBe(404);
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  it('reads and saves the digest countries and disciplines with the manage token', async () => {
    const email = 'chooser@example.org';
    await subscribe({ email });
    const token = confirmTokenOf(await suite.inbox.waitForMessage((m) => recipients(m).includes(email), 'the link'));
    const manage = (await confirm(token)).json().token as string;

    const saved = await suite.gw.app.inject({
      method: 'PUT',
      url: '/api/subscribe/preferences',
      payload: { token: manage, countries: ['Sweden', 'Germany', 'Sweden'], disciplines: ['Physics'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: DIGEST_SAVED, countries: ['Germany', 'Sweden'], disciplines: ['Physics'] });
    expectContractAnswer(saveDigestPreferences, saved);
    const read = await suite.gw.app.inject(`/api/subscribe/preferences?token=${manage}`);
    expectContractAnswer(digestPreferences, read);
    expect(read.json()).toEqual({
      email,
      status: 'confirmed',
      countries: ['Germany', 'Sweden'],
      disciplines: ['Physics'],
    });

    const tooMany = await suite.gw.app.inject({
      method: 'PUT',
      url: '/api/subscribe/preferences',
      payload: { token: manage, countries: Array.from({ length: 11 }, (_, i) => `Country ${i}`) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Maximum 10 selections allowed for countries');
    for (const bad of [`/api/subscribe/preferences?token=${'A'.repeat(43)}`, '/api/subscribe/preferences']) {
      const res = await suite.gw.app.inject(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().message).toBe('This link is not valid. Please use the link from your latest e-mail.');
    }
  });

  it('unsubscribes by link (GET, idempotent) and by one-click POST; a returning address confirms again', async () => {
    const email = 'returning@example.org';
    await subscribe({ email });
    const token = confirmTokenOf(await suite.inbox.waitForMessage((m) => recipients(m).includes(email), 'the link'));
    const manage = (await confirm(token)).json().token as string;
    const path = `/api/subscribe/unsubscribe?token=${manage}`;

    const page = await suite.gw.app.inject(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('You have been unsubscribed');
    expect(page.body).toContain(email);
    const row = await suite.gw.db.newsletterSubscription.findUniqueOrThrow({ where: { email } });
    expect(row.status).toBe('unsubscribed');
    const again = await suite.gw.app.inject(path);
    expect(again.statusCode).toBe(200);
    expect((await suite.gw.db.newsletterSubscription.findUniqueOrThrow({ where: { email } })).unsubscribedAt).toEqual(
      row.unsubscribedAt,
    );

    // Back: pending again, with a new link to follow.
    expect((await subscribe({ email })).json()).toEqual({ message: SUBSCRIBED });
    expect((await suite.gw.db.newsletterSubscription.findUniqueOrThrow({ where: { email } })).status).toBe('pending');
    await suite.inbox.waitForMessage(() => mailsTo(email).length === 2, 'the second link');
    expect((await confirm(confirmTokenOf(mailsTo(email)[1]!))).statusCode).toBe(200);

    // What a mail client's unsubscribe button sends (RFC 8058).
    const oneClick = await suite.gw.app.inject({
      method: 'POST',
      url: path,
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
