// The white-label tenant sites (issue 13, spec sections 1 and 2): a tenant host (here
// demo-university.localhost, which Chromium resolves to this machine) shows the tenant's screens in
// the tenant layout (its university in the header, no Recruiters menu, no cookie notice, SaaS Login
// and SaaS Dashboard in the footer), every API call names the tenant in X-Tenant, /saas/login on the
// main host asks for the site, and an address naming no site shows the "no such university site" page.
import type { Page } from '@playwright/test';
import { E2E_PORT } from './support/constants.ts';
import { expect, isMobile, test } from './support/fixtures.ts';

const TENANT = `http://demo-university.localhost:${E2E_PORT}`;
const UNIVERSITY = 'Delft University of Technology';
const COMING = /Staff sign-in is coming soon/;

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

  // Staff sign-in does not exist yet: the form says so and signs nobody in.
  await page.getByLabel('Email').fill('owner@demo-university.test');
  await page.getByLabel('Password').fill('Tenant-demo-2026');
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await expect(page.getByRole('status').filter({ hasText: COMING })).toBeVisible();
  await shots.screenshot('tenant-login');
  await shots.expectAccessible();

  // Any other path is the dashboard, never the main site's page.
  await page.goto(`${TENANT}/about`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About PhD Finder' })).toHaveCount(0);
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
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await expect(page.getByRole('status').filter({ hasText: COMING })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tenant'))).toBe('demo-university');

  // Remembered: the next visit names the site in X-Tenant and shows its university.
  const tenantCall = page.waitForRequest((request) => request.url().endsWith('/api/tenant'));
  await page.reload();
  expect((await tenantCall).headers()['x-tenant']).toBe('demo-university');
  await expect(page.getByLabel('University site')).toHaveValue('demo-university');
  await expect(page.getByRole('banner').getByText(UNIVERSITY)).toBeVisible();
  await shots.screenshot('saas-login');
});

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
