// The local mail catcher and its inbox page: real SMTP into infra/local/mail-catcher.ts, stored as
// JSON, listed at GET /dev/mail newest first with every part escaped; never served in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer, type Mailer } from '@phd/services/mail/index';
import { listCaughtMail } from '@phd/services/mail/caught-mail';
import { waitFor } from '../../workers/test/helpers.ts';
import { startInbox, type Inbox } from '../../workers/test/mail-inbox.ts';
import { startGateway, type Gateway } from './harness.ts';

let inbox: Inbox;
let mailer: Mailer;
let gw: Gateway;
beforeAll(async () => {
  inbox = await startInbox();
  mailer = createSmtpMailer(inbox.url, 'PhD Finder <no-reply@phd-finder.test>');
  gw = await startGateway({ label: 'dev-mail', env: { MAIL_CATCHER_DIR: inbox.dir } });
});
afterAll(async () => {
  mailer?.close();
  await gw?.close();
  await inbox?.close();
});

describe('GET /dev/mail', () => {
  it('shows an empty inbox before any mail arrived', async () => {
    const res = await gw.app.inject('/dev/mail');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No e-mail yet.');
  });

  it('lists what the catcher received over SMTP, newest first, with bodies escaped or sandboxed', async () => {
    await mailer.send({ to: 'first@example.org', subject: 'First message', text: 'one', html: '<p>one</p>' });
    await waitFor(async () => (await listCaughtMail(inbox.dir)).length === 1, { what: 'the first message stored' });
    await mailer.send({
      to: 'second@example.org',
      subject: 'Second <script>alert(1)</script>',
      text: 'two <b>bold</b>',
      html: '<p onclick="x()">two "quoted"</p><script>alert(2)</script>',
    });
    await waitFor(async () => (await listCaughtMail(inbox.dir)).length === 2, { what: 'both messages stored' });

    const stored = await listCaughtMail(inbox.dir);
    expect(stored.map((m) => m.to)).toEqual([['second@example.org'], ['first@example.org']]);
    expect(stored[1]).toMatchObject({
      subject: 'First message',
      text: 'one',
      from: expect.stringContaining('no-reply@'),
    });

    const res = await gw.app.inject('/dev/mail');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.body;
    expect(page.indexOf('Second &lt;script&gt;')).toBeGreaterThan(-1);
    expect(page.indexOf('Second &lt;script&gt;')).toBeLessThan(page.indexOf('First message'));
    expect(page).toContain('second@example.org');
    expect(page).toContain('two &lt;b&gt;bold&lt;/b&gt;');
    // The HTML body only ever runs inside a sandboxed iframe, as an escaped srcdoc attribute.
    expect(page).toContain('<iframe sandbox title="HTML body" srcdoc="&lt;p onclick=&quot;x()&quot;&gt;two');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('onclick="');
  });

  it('is not served without a catcher folder, nor ever in production', async () => {
    const plain = await startGateway({ label: 'dev-mail-off' });
    const production = await startGateway({
      label: 'dev-mail-prod',
      env: {
        NODE_ENV: 'production',
        APP_SECRET: 'a-production-secret-of-at-least-32-chars',
        MAIL_CATCHER_DIR: inbox.dir,
      },
    });
    try {
      for (const app of [plain.app, production.app]) {
        const res = await app.inject('/dev/mail');
        expect(res.body).not.toContain('Caught e-mail');
        expect(res.body).not.toContain('First message');
      }
    } finally {
      await plain.close();
      await production.close();
    }
  });
});
