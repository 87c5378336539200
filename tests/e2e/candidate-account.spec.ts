// A new candidate's own pages (issue 32) against the running product: the profile filled once with a
// stored CV, two applications each in one screen (the form prefilled, the default CV chosen), one made
// elsewhere tracked by hand, the private calendar feed read back, "Download my data" e-mailed, and the
// account deleted, after which the session is gone. Layouts at both widths are in the screenshots.
import type { APIRequestContext, Page } from '@playwright/test';
import type { OpportunityJson } from '@phd/contracts/public-schemas';
import { takesApplications } from '@phd/contracts/application-window';
import { expect, isMobile, test } from './support/fixtures.ts';
import { newCandidateEmail, signIn } from './support/sign-in.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Open opportunities that take applications on the site, past the ones other specs apply to. */
async function applyable(request: APIRequestContext, skip: number, count: number): Promise<OpportunityJson[]> {
  const response = await request.get('/api/opportunities?limit=100&sort=latest');
  const { data } = (await response.json()) as { data: OpportunityJson[] };
  const found = data.filter((o) => o.collect_resumes && takesApplications(o, Date.now())).slice(skip, skip + count);
  expect(found, 'the demo catalogue has opportunities collecting resumes').toHaveLength(count);
  return found;
}

async function applyInOneScreen(page: Page, opportunity: OpportunityJson) {
  await page.goto(`/opportunities/${opportunity.link}`);
  const apply = page.getByRole('region', { name: 'Apply for this Position' });
  await expect(apply.getByLabel('Country', { exact: true })).toHaveValue('Portugal');
  await expect(apply.getByRole('radio', { name: 'thesis-cv.pdf (default)' })).toBeChecked();
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(apply.getByText('Application Submitted!')).toBeVisible();
}

test('a candidate fills the profile once, applies twice in one screen each, tracks, exports and deletes', async ({
  page,
  request,
  shots,
}) => {
  // A journey across many pages and the workers (the export's ZIP and its e-mail).
  test.slow();
  const email = newCandidateEmail('account');
  const widthSkip = isMobile(page) ? 14 : 10;
  const [first, second] = await applyable(request, widthSkip, 2);
  await signIn(page, email, { returnTo: '/account/profile' });

  // The profile, once.
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await page.getByLabel('Full name').fill('Inês Duarte');
  await page.getByLabel('Nationality').selectOption('Portugal');
  await page.getByLabel('Country of residence').selectOption('Portugal');
  await page.getByLabel('Country code').fill('+351');
  await page.getByLabel('Phone number').fill('912 345 678');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page
    .getByLabel('Upload a CV')
    .setInputFiles({ name: 'thesis-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Default', { exact: true })).toBeVisible();
  await shots.screenshot('account-profile');
  await shots.expectAccessible();

  // Two applications, each one press on the position's page.
  await applyInOneScreen(page, first!);
  await applyInOneScreen(page, second!);

  // Both on My applications, with one made elsewhere added by hand.
  await page.goto('/account/applications');
  await expect(page.getByRole('heading', { name: 'My applications', level: 1 })).toBeVisible();
  await expect(page.getByText(first!.title).first()).toBeVisible();
  await expect(page.getByText(second!.title).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add an application made elsewhere' }).click();
  const form = page.getByRole('form', { name: 'Add an application made elsewhere' });
  await form.getByLabel('Position', { exact: true }).fill('PhD in Ocean Acoustics');
  await form.getByLabel('University', { exact: true }).fill('University of Bergen');
  await form.getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByText('PhD in Ocean Acoustics').first()).toBeVisible();

  // The private calendar feed: a secret address any calendar app can read.
  await page.getByRole('button', { name: 'Get my calendar link' }).click();
  const link = await page.getByRole('textbox', { name: 'Your calendar link' }).inputValue();
  expect(link).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
  const feed = await request.get(new URL(link).pathname);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  // Each position applied to with a deadline is an event (SUMMARY "Deadline: <title>", folded at 75 octets).
  const withDeadline = [first!, second!].filter((o) => o.closing_date);
  expect(ics.match(/BEGIN:VEVENT/g)?.length ?? 0).toBe(withDeadline.length);
  for (const o of withDeadline) expect(ics).toContain(`SUMMARY:Deadline: ${o.title.slice(0, 20)}`);
  await shots.screenshot('account-applications');
  await shots.expectAccessible();

  // Download my data: asked for, built by the worker, e-mailed.
  await page.goto('/account/data');
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect
    .poll(async () => (await (await request.get('/dev/mail')).text()).includes(email), { timeout: 30_000 })
    .toBe(true);
  await shots.screenshot('account-data');
  await shots.expectAccessible();

  // Delete my account: confirmed by typing, then signed out and nothing answers for them.
  await page.getByRole('button', { name: 'Delete my account...' }).click();
  await page.getByLabel(/Type DELETE/).fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  expect((await page.request.get('/api/user/profile')).status()).toBe(401);
  await shots.screenshot('account-deleted');
});
