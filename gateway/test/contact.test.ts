// POST /api/contact end to end on real parts: validation with the spec's messages, the row and its
// outbox event in one write, the per-IP limit, and the team's e-mail arriving at a real SMTP server
// through the outbox relay and the mail processor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipients } from '../../workers/test/mail-inbox.ts';
import { CONTACT_RECEIVED, sendContactMessage } from '@phd/contracts/endpoints/contact';
import { expectContractAnswer } from './contract-answer.ts';
import { startMailSuite, type MailSuite } from './mail-suite.ts';

let suite: MailSuite;
beforeAll(async () => {
  suite = await startMailSuite({ label: 'contact' });
});
afterAll(() => suite?.close());

const post = (payload: unknown, ip = suite.freshIp()) =>
  suite.gw.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });

const valid = { name: 'Ada Lovelace', email: 'ada@example.org', message: 'Do you list PhDs in mathematics?' };

describe('POST /api/contact', () => {
  it.each([
    ['no name', { ...valid, name: undefined }, 'Name is required', 'name'],
    ['a blank name', { ...valid, name: '   ' }, 'Name is required', 'name'],
    ['no e-mail', { ...valid, email: undefined }, 'Email is required', 'email'],
    ['an empty e-mail', { ...valid, email: '' }, 'Email is required', 'email'],
    ['a malformed e-mail', { ...valid, email: 'ada-at-example.org' }, 'Email is invalid', 'email'],
    ['no message', { ...valid, message: undefined }, 'Message is required', 'message'],
    ['a blank message', { ...valid, message: ' \n ' }, 'Message is required', 'message'],
    ['a message over 1500 characters', { ...valid, message: 'x'.repeat(1_501) }, 'Message is too long', 'message'],
  ])('answers 400 for %s with the form message', async (_case, payload, message, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid', message, details: { [field]: message } });
  });

  it('reports the first problem in form order, and every field in details', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid',
      message: 'Name is required',
      details: { name: 'Name is required', email: 'Email is required', message: 'Message is required' },
    });
    expect(
      (await suite.gw.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: suite.freshIp() })).json(),
    ).toMatchObject({ message: 'Name is required' });
  });

  it('accepts a message of exactly 1500 characters', async () => {
    const res = await post({ ...valid, message: 'y'.repeat(1_500) });
    expect(res.statusCode).toBe(201);
  });

  it('stores the message with its contact.received event and answers 201', async () => {
    const ip = suite.freshIp();
    const res = await post({ ...valid, name: 'Grace Hopper', message: 'Stored with its event' }, ip);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_RECEIVED });
    expectContractAnswer(sendContactMessage, res);
    const row = await suite.gw.db.contactMessage.findFirstOrThrow({ where: { message: 'Stored with its event' } });
    expect(row).toMatchObject({ name: 'Grace Hopper', email: 'ada@example.org', ip, deletedAt: null });
    const events = await suite.gw.db.outboxEvent.findMany({ where: { type: 'contact.received' } });
    expect(events.map((e) => e.payload)).toContainEqual({ contactMessageId: row.id, version: 1 });
  });

  it('e-mails the message to the team through the outbox and the mail processor, escaping it in HTML', async () => {
    const message = 'Hello <b>team</b> & friends,\nis <script>alert(1)</script> a PhD topic?';
    const res = await post({ name: 'Mallory <x@evil.test>\nBcc: a@b.c', email: 'mallory@example.org', message });
    expect(res.statusCode).toBe(201);

    const mail = await suite.inbox.waitForMessage((m) => m.text?.includes('a PhD topic?') ?? false, 'the team e-mail');
    expect(recipients(mail)).toEqual(['team@phd-finder.test']);
    expect(mail.from?.value).toEqual([{ name: 'PhD Finder', address: 'no-reply@phd-finder.test' }]);
    // The name stays on one line: it cannot add headers or recipients.
    expect(mail.subject).toBe('Contact form: message from Mallory <x@evil.test> Bcc: a@b.c');
    expect(mail.headers.get('bcc')).toBeUndefined();
    expect(mail.replyTo?.value).toEqual([{ name: 'Mallory <x@evil.test> Bcc: a@b.c', address: 'mallory@example.org' }]);
    expect(mail.text).toContain(message);
    expect(mail.text).toContain('Email: mallory@example.org');
    expect(mail.html).toContain('Hello &lt;b&gt;team&lt;/b&gt; &amp; friends');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('limits each address to 5 messages in 10 minutes, with a readable 429', async () => {
    const ip = suite.freshIp();
    for (let i = 0; i < 5; i += 1) expect((await post({ ...valid, message: `flood ${i}` }, ip)).statusCode).toBe(201);
    const limited = await post({ ...valid, message: 'one too many' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'rate_limited',
      message: 'Too many requests from your address. Please try again in 10 minutes.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(await suite.gw.db.contactMessage.count({ where: { message: 'one too many' } })).toBe(0);
    // Another address is not affected.
    expect((await post(valid)).statusCode).toBe(201);
  });

  it('counts only messages that pass the form: corrections do not use up the limit', async () => {
    const ip = suite.freshIp();
    for (let i = 0; i < 8; i += 1) {
      expect((await post({ ...valid, email: `ada-at-example.org-${i}` }, ip)).json().message).toBe('Email is invalid');
    }
    for (let i = 0; i < 5; i += 1) expect((await post({ ...valid, message: `fixed ${i}` }, ip)).statusCode).toBe(201);
    expect((await post({ ...valid, message: 'sixth' }, ip)).statusCode).toBe(429);
  });
});
