// The admin console and operators' tools (issue 15), walked as its "How it will be checked" asks,
// signed in as the demo admin through the development provider: an opportunity created in the
// console, edited and deleted with the public listing following (the deleted one answers 410); a
// contact message deleted; a university site provisioned and its invited owner signed in; a held
// posting approved; a failed job seen on the queue board and retried; a reindex from the panel;
// /metrics with and without the token; each action in the audit log. The demo candidate is refused
// everywhere (the queue board's page shows them the console's "Admins only"). Rules at lower levels
// live in gateway/test/admin-*.test.ts.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_METRICS_TOKEN } from './support/constants.ts';
import { ANY_WIDTH, expect, isMobile, test } from './support/fixtures.ts';
import { linkFromMail } from './support/mail.ts';
import { signIn } from './support/sign-in.ts';
import { signInStaff } from './support/staff.ts';

const ADMIN = 'admin@phd-finder.test';
const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

async function openConsole(page: Page, section: string) {
  await signIn(page, ADMIN, { returnTo: `/admin?section=${section}` });
  await expect(main(page).getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
}

/** The audit log's rows for a record, as the console's API answers them to the signed-in admin. */
async function auditActions(page: Page, query: string): Promise<string[]> {
  const res = await page.request.get(`/api/admin/audit?${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()).data as { action: string }[]).map((r) => r.action);
}

/** The listing's titles for q; a failed answer reads as its status and body, so a poll shows it. */
async function listed(request: APIRequestContext, q: string): Promise<string[]> {
  const res = await request.get(`/api/opportunities?q=${encodeURIComponent(q)}&limit=10`);
  if (!res.ok()) return [`HTTP ${res.status()}: ${await res.text()}`];
  return ((await res.json()).data as { title: string }[]).map((o) => o.title);
}

test(
  'an opportunity created, edited and deleted in the console; the listing follows and the deleted one is gone (410)',
  ANY_WIDTH,
  async ({ page, shots }) => {
    test.setTimeout(60_000);
    const word = `Zephyrology${randomUUID().slice(0, 6)}`;
    await openConsole(page, 'opportunities');
    await main(page).getByRole('button', { name: 'New opportunity' }).click();
    const editor = main(page).getByRole('form', { name: /New opportunity|Edit position/ });
    await editor.getByLabel('Title').fill(`PhD in ${word}`);
    await editor.getByLabel('University', { exact: true }).fill('University of Edinburgh');
    await editor.getByLabel('Country').fill('United Kingdom');
    await editor.getByRole('textbox', { name: 'Description' }).fill('Study the west wind, fully funded.');
    await shots.screenshot('admin-opportunity-form');
    await editor.getByRole('button', { name: 'Create Opportunity' }).click();
    await expect.poll(() => listed(page.request, word), { timeout: 10_000 }).toEqual([`PhD in ${word}`]);

    const row = main(page).getByRole('row').filter({ hasText: word });
    await row.getByRole('button', { name: /Edit/ }).click();
    await editor.getByLabel('Title').fill(`PhD in Applied ${word}`);
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => listed(page.request, word), { timeout: 10_000 }).toEqual([`PhD in Applied ${word}`]);

    const id = ((await (await page.request.get(`/api/admin/opportunities?q=${word}`)).json()).data[0] as { id: string })
      .id;
    page.once('dialog', (dialog) => dialog.accept());
    await main(page)
      .getByRole('row')
      .filter({ hasText: word })
      .getByRole('button', { name: /Delete/ })
      .click();
    await expect.poll(() => listed(page.request, word), { timeout: 10_000 }).toEqual([]);
    expect((await page.request.get(`/api/opportunities/${id}`)).status()).toBe(410);
    expect(await auditActions(page, `record_id=${id}`)).toEqual([
      'opportunity.deleted',
      'opportunity.updated',
      'opportunity.created',
    ]);
  },
);

test('a contact message deleted after confirming, and found in the audit log', ANY_WIDTH, async ({ page, request }) => {
  const name = `Visitor ${randomUUID().slice(0, 6)}`;
  const sent = await request.post('/api/contact', {
    data: { name, email: 'visitor@example.org', message: 'Do you list positions in Iceland too?' },
  });
  expect(sent.status()).toBe(201);
  await openConsole(page, 'contact');
  const message = main(page).getByRole('listitem').filter({ hasText: name });
  page.once('dialog', (dialog) => dialog.accept());
  await message.getByRole('button', { name: 'Delete' }).click();
  await expect(message).toHaveCount(0);
  expect(await auditActions(page, `action=contact_message.deleted&actor=${ADMIN}`)).not.toHaveLength(0);
});

test(
  'a university site provisioned in the console; its invited owner accepts and signs in',
  ANY_WIDTH,
  async ({ page, browser }) => {
    test.setTimeout(60_000);
    const slug = `site-${randomUUID().slice(0, 6)}`;
    const owner = `owner@${slug}.test`;
    await openConsole(page, 'tenants');
    const form = main(page).getByRole('form', { name: 'Provision a university site' });
    await form.getByLabel('Address').fill(slug);
    await form.getByLabel('Site name').fill('Maritime Lab');
    await form.getByLabel('University').fill('University of Edinburgh');
    await form.getByLabel("Owner's e-mail").fill(owner);
    await form.getByRole('button').click();
    await expect(main(page).getByRole('list', { name: 'University sites' })).toContainText('Maritime Lab');

    const link = await linkFromMail(page.request, owner, '/saas/invite');
    const invitee = await browser.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { name: 'Join the staff' })).toBeVisible();
    await invitee.getByLabel('Your name').fill('Olive Owner');
    await invitee.getByLabel('Password', { exact: true }).fill('Tidal owner marathon 2026');
    await invitee.getByLabel('Confirm password').fill('Tidal owner marathon 2026');
    await invitee.getByRole('button', { name: 'Join and sign in' }).click();
    await invitee.waitForURL(/\/saas\/dashboard/);
    // Signed in as the site's owner: the staff API answers them.
    const me = await invitee.evaluate(() => localStorage.getItem('user'));
    expect(me).toContain(owner);
    await invitee.close();
    expect(await auditActions(page, `action=tenant.provisioned&actor=${ADMIN}`)).not.toHaveLength(0);
  },
);

test('a held posting approved from the moderation queue reaches the listing', ANY_WIDTH, async ({ page }) => {
  await openConsole(page, 'moderation');
  const postings = main(page).getByRole('list', { name: 'Postings' });
  const first = postings.getByRole('listitem').first();
  await expect(first.getByRole('list', { name: 'Risk reasons' })).toBeVisible();
  const title = (await first.getByRole('heading').first().textContent())!.trim();
  await first.getByRole('button', { name: 'Approve' }).click();
  await expect(postings.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await expect
    .poll(async () => listed(page.request, title.split(' ').slice(0, 4).join(' ')), { timeout: 5_000 })
    .toContain(title);
  expect(await auditActions(page, `action=opportunity.approved&actor=${ADMIN}`)).not.toHaveLength(0);
});

test(
  'a failed job on the queue board, retried; a reindex from the panel; metrics only with the token',
  ANY_WIDTH,
  async ({ page, context, request, shots }) => {
    test.setTimeout(90_000);
    // A real failure: a resume that looks like a PDF by its first bytes but cannot be read.
    const token = await signInStaff(context, request, {
      email: 'owner@demo-university.test',
      password: 'Tenant-demo-2026',
    });
    const opportunities = await request.get('/api/saas/opportunities?limit=1', {
      headers: { authorization: `Bearer ${token}`, 'x-tenant': 'demo-university' },
    });
    const opportunity = (await opportunities.json()).data[0].id as string;
    const upload = await request.post('/api/applicants/upload', {
      headers: { authorization: `Bearer ${token}`, 'x-tenant': 'demo-university' },
      multipart: {
        name: 'Broken Resume',
        email: `broken-${randomUUID().slice(0, 6)}@example.org`,
        opportunity,
        resume: {
          name: 'broken.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.7\n% not really a PDF\n'),
        },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);

    await openConsole(page, 'operations');
    await expect
      .poll(
        async () => {
          const panel = await (await page.request.get('/api/admin/search')).json();
          return panel.queues?.['resume-text']?.failed ?? 0;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);

    // The board shows the failed job with its error; its retry is the board's own call, sent from
    // the page as the board's button sends it (same-origin, the admin's cookie).
    await page.goto('/admin/queues/queue/resume-text?status=failed');
    await expect(page.getByText(/resume unreadable/).first()).toBeVisible();
    // Each job card's buttons have names, and only the actions this site allows are offered.
    const card = page.locator('[class^="jobActions-"]').first();
    await expect(card.getByRole('button', { name: 'Retry job' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Clean job' })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(2);
    await page.getByRole('button', { name: 'More' }).first().click();
    await expect(page.getByRole('menuitem', { name: 'Pause' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Add job|Empty|Obliterate/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await shots.expectAccessible();
    await shots.screenshot('admin-queue-board');
    const board = await page.request.get('/admin/queues/api/queues?activeQueue=resume-text&status=failed');
    const queue = ((await board.json()).queues as { name: string; jobs: { id: string }[] }[]).find(
      (q) => q.name === 'resume-text',
    );
    const jobId = queue!.jobs[0]!.id;
    const retried = await page.evaluate(
      async (url) => (await fetch(url, { method: 'PUT' })).status,
      `/admin/queues/api/queues/resume-text/${encodeURIComponent(jobId)}/retry`,
    );
    expect(retried).toBeLessThan(300);
    await expect.poll(() => auditActions(page, 'action=queue_job.retried'), { timeout: 10_000 }).not.toHaveLength(0);

    await page.goto('/admin?section=operations');
    page.once('dialog', (dialog) => dialog.accept());
    await main(page).getByRole('button', { name: 'Reindex' }).click();
    await expect
      .poll(
        async () => {
          const panel = await (await page.request.get('/api/admin/search')).json();
          return panel.last_reindex?.status;
        },
        { timeout: 60_000 },
      )
      .toBe('succeeded');
    await expect(main(page).getByRole('button', { name: 'Reindex' })).toBeEnabled();
    await shots.screenshot('admin-operations');
    expect(await auditActions(page, `actor=${ADMIN}&record_type=search_reindex_run`)).not.toHaveLength(0);

    expect((await request.get('/metrics')).status()).toBe(401);
    const metrics = await request.get('/metrics', { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
    expect(metrics.status()).toBe(200);
    expect(await metrics.text()).toContain('http_requests_total');
  },
);

/** Neither the page nor the table's frame scrolls sideways: on a phone each row is a card. */
async function expectNoSidewaysScroll(page: Page, region: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  if (isMobile(page)) expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

/** One change of the signed-in admin's in the log (a contact message marked handled), whatever ran before. */
async function someAuditedChange(page: Page) {
  const name = `Visitor ${randomUUID().slice(0, 6)}`;
  const data = { name, email: 'visitor@example.org', message: 'Is there a PhD in limnology?' };
  expect((await page.request.post('/api/contact', { data })).status()).toBe(201);
  const open = (await (await page.request.get('/api/admin/contact?state=open&limit=50')).json()) as {
    data: { id: string; name: string }[];
  };
  const id = open.data.find((m) => m.name === name)!.id;
  const csrf = ((await (await page.request.get('/api/csrf-token')).json()) as { token: string }).token;
  const handled = await page.request.put(`/api/admin/contact/${id}`, {
    headers: { 'x-csrf-token': csrf },
    data: { handled: true },
  });
  expect(handled.status(), await handled.text()).toBe(200);
}

test('the console at each width, and the audit log it keeps', async ({ page, shots }) => {
  await openConsole(page, 'contact');
  await someAuditedChange(page);
  await page.goto('/admin?section=audit');
  await expect(main(page).getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const entries = main(page).getByRole('region', { name: 'Audit log entries' });
  await expect(entries).toBeVisible();
  await expectNoSidewaysScroll(page, entries);
  await shots.expectAccessible();
  await shots.screenshot('admin-audit');
  await page.goto('/admin?section=opportunities');
  const listings = main(page).getByRole('region', { name: 'Opportunity listings' });
  await expect(listings).toBeVisible();
  await expectNoSidewaysScroll(page, listings);
  // A row's buttons are on screen, not past the edge of a sideways-scrolling table.
  const edit = listings.getByRole('button', { name: /^Edit / }).first();
  const box = (await edit.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shots.screenshot('admin-opportunities');
});

test('the demo candidate is refused: every admin call 403, the queue board too', ANY_WIDTH, async ({ page }) => {
  await signIn(page, 'candidate@phd-finder.test', { returnTo: '/admin' });
  await expect(main(page).getByRole('heading', { name: 'Admins only' })).toBeVisible();
  for (const url of ['/api/admin/opportunities', '/api/admin/contact', '/api/admin/search', '/api/admin/audit']) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
  expect((await page.request.get('/admin/queues/api/queues')).status()).toBe(403);
  // Opening the queue board in the browser: the console's page, not the API's JSON.
  const board = await page.goto('/admin/queues');
  expect(board?.status()).toBe(403);
  await expect(main(page).getByRole('heading', { name: 'Admins only' })).toBeVisible();
});
