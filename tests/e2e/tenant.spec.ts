// The white-label tenant sites (issue 13, spec sections 1, 2 and 4): a tenant host (here
// demo-university.localhost, which Chromium resolves to this machine) shows the tenant's screens in
// the tenant layout (its university in the header, no Recruiters menu, no cookie notice, SaaS Login
// and SaaS Dashboard in the footer), every API call names the tenant in X-Tenant, staff sign in there
// or on /saas/login (which asks for the site), a stale token goes back to the right login, owners
// invite staff by e-mail, and an address naming no site shows the "no such university site" page.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_PORT } from './support/constants.ts';
import { ANY_WIDTH, expect, isMobile, test } from './support/fixtures.ts';
import { linkFromMail } from './support/mail.ts';
import { signInStaff } from './support/staff.ts';

const TENANT = `http://demo-university.localhost:${E2E_PORT}`;
const UNIVERSITY = 'Delft University of Technology';
// Seeded demo staff (services/src/seed/accounts.ts).
const OWNER = { email: 'owner@demo-university.test', password: 'Tenant-demo-2026', name: 'Sanne de Vries' };

const notice = (page: Page) => page.getByRole('region', { name: 'Cookie Notice' });
const footerNav = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Navigation' });

test('a tenant host shows the staff sign-in in the tenant layout', async ({ page, shots }) => {
  const tenantCall = page.waitForRequest((request) => request.url().endsWith('/api/tenant'));
  const response = await page.goto(`${TENANT}/login`);
  expect(response?.status()).toBe(200);
  expect((await tenantCall).headers()['x-tenant']).toBe('demo-university');
  await expect(page).toHaveTitle('Staff sign-in | Demo University');

  await expect(page.getByRole('heading', { name: 'Staff sign-in', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText(UNIVERSITY)).toBeVisible();
  await expect(page.getByLabel('University site')).toHaveCount(0);
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Recruiters' })).toHaveCount(0);
  await expect(footerNav(page).getByRole('link', { name: 'SaaS Login' })).toHaveAttribute('href', '/login');
  await expect(footerNav(page).getByRole('link', { name: 'SaaS Dashboard' })).toHaveAttribute('href', '/dashboard');
  if (!isMobile(page))
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

  // The main site's pages are at the main site's address, not this host's.
  await expect(footerNav(page).getByRole('link', { name: 'PhD Openings' })).toHaveAttribute(
    'href',
    new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PORT}/`),
  );
  await shots.screenshot('tenant-login');
  await shots.expectAccessible();

  // A wrong password says so and keeps the form.
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();

  // Any other path is the dashboard, behind the sign-in, never the main site's page.
  await page.goto(`${TENANT}/about`);
  await expect(page).toHaveURL(`${TENANT}/login?next=%2Fabout`);
  await expect(page.getByRole('heading', { name: 'About PhD Finder' })).toHaveCount(0);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  const signIn = page.waitForRequest((request) => request.url().endsWith('/api/login'));
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  expect((await signIn).headers()['x-tenant']).toBe('demo-university');
  await expect(page).toHaveURL(`${TENANT}/about`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(`Signed in to Demo University as ${OWNER.name}.`)).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('tenant'), typeof localStorage.getItem('token')])).toEqual([
    'demo-university',
    'string',
  ]);
});

test('/saas/login on the main host asks for the site and remembers it', async ({ page, shots }) => {
  await page.goto('/saas/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in', level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await expect(footerNav(page).getByRole('link', { name: 'SaaS Login' })).toHaveAttribute('href', '/saas/login');

  const site = page.getByLabel('University site');
  await site.fill('nosuch');
  await page.getByLabel('Email').fill('owner@demo-university.test');
  await page.getByLabel('Password').fill('Tenant-demo-2026');
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await expect(page.getByText('There is no university site called "nosuch"')).toBeVisible();

  await site.fill('demo-university');
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await expect(page).toHaveURL(/\/saas\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('tenant'))).toBe('demo-university');

  // Remembered: the next visit names the site in X-Tenant with the staff token, and shows its university.
  const profile = page.waitForRequest((request) => request.url().endsWith('/api/user/me'));
  await page.reload();
  const headers = (await profile).headers();
  expect(headers['x-tenant']).toBe('demo-university');
  expect(headers.authorization).toMatch(/^Bearer [0-9a-f-]{36}\./);
  await expect(page.getByRole('banner').getByText(UNIVERSITY)).toBeVisible();
  await shots.screenshot('saas-dashboard');

  // Signing out returns to this login, which still knows the site.
  if (isMobile(page)) await page.getByRole('button', { name: 'Menu' }).click();
  else
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(OWNER.name) })
      .click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/saas\/login$/);
  await expect(page.getByLabel('University site')).toHaveValue('demo-university');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a stale token sends the browser to the right login, clearing token, user and tenant', async ({ page }) => {
  const stale = `${randomUUID()}.${'x'.repeat(43)}`;
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', token);
      localStorage.setItem('user', '{"id":"gone"}');
      localStorage.setItem('tenant', 'demo-university');
      sessionStorage.setItem('seeded', '1');
    }
  }, stale);
  await page.goto(`${TENANT}/dashboard`);
  await expect(page).toHaveURL(`${TENANT}/login?next=%2Fdashboard`);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);

  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('tenant', 'demo-university');
  }, stale);
  await page.goto('/saas/staff');
  await expect(page).toHaveURL(/\/saas\/login\?next=%2Fsaas%2Fstaff$/);
  expect(await page.evaluate(() => localStorage.getItem('tenant'))).toBeNull();
});

test(
  'the owner invites a reviewer by e-mail; the reviewer joins through the link and cannot manage the staff',
  ANY_WIDTH,
  async ({ page, browser, request, shots }) => {
    await signInStaff(page.context(), request, OWNER);
    await page.goto(`${TENANT}/staff`);
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    const email = `reviewer-${randomUUID().slice(0, 8)}@demo-university.test`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await shots.screenshot('tenant-staff');
    await shots.expectAccessible();

    // The e-mail's link (on an IP address there is no subdomain: /saas with the site named).
    const link = await linkFromMail(request, email, '/saas/invite');
    expect(link).toContain('site=demo-university');
    const guest = await browser.newContext();
    const invited = await guest.newPage();
    await invited.goto(`http://127.0.0.1:${E2E_PORT}${link}`);
    await expect(invited.getByText(`signing in as ${email}`)).toBeVisible();
    await invited.getByLabel('Your name').fill('Ravi Reviewer');
    await invited.getByLabel('Password', { exact: true }).fill('Quiet harbour lantern 58');
    await invited.getByLabel('Confirm password').fill('Quiet harbour lantern 58');
    await invited.getByRole('button', { name: 'Join and sign in' }).click();
    await expect(invited).toHaveURL(/\/saas\/dashboard$/);
    await expect(invited.getByText('Signed in to Demo University as Ravi Reviewer.')).toBeVisible();
    await expect(invited.getByRole('banner').getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await invited.goto(`http://127.0.0.1:${E2E_PORT}/saas/staff`);
    await expect(invited.getByText('Only the site’s owners and admins manage its staff.')).toBeVisible();

    // The link worked once.
    await invited.evaluate(() => localStorage.clear());
    await invited.goto(`http://127.0.0.1:${E2E_PORT}${link}`);
    await expect(invited.getByRole('alert')).toContainText('This invitation link is invalid, was already used');
    await guest.close();

    // The owner sees the new member and can remove them.
    await page.reload();
    await expect(page.getByText('Ravi Reviewer', { exact: true })).toBeVisible();
  },
);

test('an address naming no university site shows the no-such-site page, answered 404', async ({ page, shots }) => {
  const response = await page.goto(`http://nosuch.localhost:${E2E_PORT}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'No university site here', level: 1 })).toBeVisible();
  await expect(page.getByText(`nosuch.localhost:${E2E_PORT}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to PhD Finder' })).toHaveAttribute(
    'href',
    `http://127.0.0.1:${E2E_PORT}`,
  );
  await expect(page.getByText('Latest PhD Opportunities')).toHaveCount(0);
  await expect(notice(page)).toHaveCount(0);
  await shots.screenshot('no-such-site');
  await shots.expectAccessible();
});

test(
  "a site's owner sets its name, accent colour and logo, and the site wears them",
  ANY_WIDTH,
  async ({ page, request, shots }) => {
    // The second demo site, so the demo site's name stays as the other tests expect it.
    const site = `http://second-university.localhost:${E2E_PORT}`;
    await signInStaff(
      page.context(),
      request,
      { email: 'owner@second-university.test', password: 'Second-owner-2026' },
      'second-university',
    );
    await page.goto(`${site}/settings`);
    const name = `Leuven Doctoral School ${randomUUID().slice(0, 4)}`;
    await page.getByLabel('Site name').fill(name);
    await page.getByLabel('Accent colour', { exact: true }).fill('#0f766e');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Site settings saved' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCSS(
      'background-color',
      'rgb(15, 118, 110)',
    );

    await page.getByLabel('Image file').setInputFiles({
      name: 'crest.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Logo uploaded' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await shots.screenshot('tenant-settings');
    await shots.expectAccessible();

    // Back to the standard look for the next run.
    await page.getByLabel('Accent colour', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.mouse.move(0, 0); // off the button: its hover colour is another
    await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCSS('background-color', 'rgb(30, 58, 138)');
  },
);
