// A university site's opportunities (issue 13): the owner creates one on the dashboard, "Also list on
// PhD Finder" on by default, and finds it in the public listing within a few seconds (the outbox, the
// relay and the indexer of the running product); a reviewer sees the list without any way to change it.
import { randomUUID } from 'node:crypto';
import { E2E_PORT } from './support/constants.ts';
import { expect, test } from './support/fixtures.ts';
import { signInStaff } from './support/staff.ts';

const TENANT = `http://demo-university.localhost:${E2E_PORT}`;
// Seeded demo staff (services/src/seed/accounts.ts, README).
const OWNER = { email: 'owner@demo-university.test', password: 'Tenant-demo-2026' };
const REVIEWER = { email: 'reviewer@demo-university.test', password: 'Reviewer-demo-2026' };

test('the owner creates an opportunity that reaches the public listing; a reviewer cannot change it', async ({
  page,
  browser,
  request,
  shots,
}) => {
  // Two sign-ins (argon2), the editor, the axe check and the indexer's round trip: about 25 s alone,
  // more while the other width runs beside it.
  test.slow();
  await signInStaff(page.context(), request, OWNER);
  await page.goto(`${TENANT}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Opportunities', level: 2 })).toBeVisible();
  await expect(page.getByTestId('tenant-opportunity').first()).toBeVisible();

  const title = `Offshore wind turbine PhD ${randomUUID().slice(0, 8)}`;
  await page.getByRole('button', { name: 'New Opportunity' }).first().click();
  const editor = page.getByRole('form', { name: 'New opportunity' });
  await expect(editor.getByRole('checkbox', { name: /Also list on PhD Finder/ })).toBeChecked();
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Country').fill('Netherlands');
  await editor.getByLabel('City').fill('Delft');
  await editor.getByRole('radio', { name: 'Candidates apply on our own web page' }).check();
  await editor.getByLabel('Where candidates apply').fill('https://www.tudelft.nl/en/phd/apply');
  await shots.screenshot('tenant-opportunity-editor');
  await editor.getByRole('button', { name: 'Create Opportunity' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opportunity created' })).toBeVisible();
  const row = page.getByTestId('tenant-opportunity').filter({ hasText: title });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Also on PhD Finder');
  await shots.screenshot('tenant-dashboard');
  await shots.expectAccessible();

  // On the public site (the main host), in the site's university, within a few seconds.
  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto(`/phd-vacancies/standard?q=${encodeURIComponent(title)}`);
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(visitor.getByText('Delft University of Technology').first()).toBeVisible();
  await visitor.close();

  // The reviewer sees it, read-only.
  const context = await browser.newContext({ viewport: page.viewportSize() });
  await signInStaff(context, request, REVIEWER);
  const reviewer = await context.newPage();
  await reviewer.goto(`${TENANT}/dashboard`);
  await reviewer.getByRole('searchbox', { name: 'Search' }).fill(title);
  await reviewer.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(reviewer.getByTestId('tenant-opportunity').filter({ hasText: title })).toBeVisible();
  await expect(reviewer.getByRole('button', { name: 'New Opportunity' })).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: /^(Edit|Close|Delete)\b/ })).toHaveCount(0);
  await context.close();
});
