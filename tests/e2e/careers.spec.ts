// A university site's public careers page (issue 14): a candidate with no account opens a position of
// the demo site, applies with a resume and the consent line, and confirms the address through the
// e-mailed link (the running product's outbox, relay, mail processor and mail catcher).
import { randomUUID } from 'node:crypto';
import { E2E_PORT } from './support/constants.ts';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';
import { linkFromMail } from './support/mail.ts';

const TENANT = `http://demo-university.localhost:${E2E_PORT}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test(
  'a candidate applies on the careers page and confirms the address by the e-mailed link',
  ANY_WIDTH,
  async ({ page, request }) => {
    await page.goto(`${TENANT}/careers`);
    await expect(page.getByRole('heading', { name: /^PhD positions at / })).toBeVisible();
    // A position's title link (its h2), never a supervisor's profile link in the same item.
    const first = page.getByRole('heading', { level: 2 }).getByRole('link').first();
    const title = (await first.textContent())!.trim();
    expect(title).not.toBe('');
    await first.click();
    await expect(page).toHaveURL(/\/careers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    const email = `careers-${randomUUID().slice(0, 8)}@example.org`;
    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel(/^Resume/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    const consent = page.getByRole('checkbox', { name: /stores my application and resume/ });
    // The consent line states the site's retention (tenants.retention_months).
    await expect(
      page.getByText(/it is kept (until the university deletes it|for \d+ months? after the position closes)/),
    ).toBeVisible();
    await consent.check();
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please confirm your e-mail address' })).toBeVisible();

    const link = await linkFromMail(request, email, '/careers/confirm');
    await page.goto(`${TENANT}${link}`);
    await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is confirmed' })).toBeVisible();
  },
);
