// A university site's careers form prefills from the candidate's PhD Finder profile (issue 32, part 1)
// against the running product: a signed-in candidate with a profile and a stored CV opens a position
// of the demo site and finds name, e-mail, phone, country and their CV ready, changes a field and
// sends it with the stored CV (the site checks that file by content as any upload).
// This deployment's main host is an IP address (PUBLIC_URL http://127.0.0.1:<port>), which has no
// subdomains: its tenant hosts (<slug>.localhost) are another site the cookie never reaches, so the
// prefill is seen under /saas on the main host, and on the tenant host the form asks nothing and its
// sign-in line leads to the same form there. The tenant-host reads with CORS are gateway/test/profile-cors.test.ts and
// web/test/careers-prefill.test.tsx.
import type { Page } from '@playwright/test';
import { E2E_PORT } from './support/constants.ts';
import { expect, test } from './support/fixtures.ts';
import { newCandidateEmail, signIn } from './support/sign-in.ts';

const TENANT = `http://demo-university.localhost:${E2E_PORT}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const FILLED = 'Filled in from your PhD Finder profile. Change anything for this application.';

/** The profile and a CV, saved through the API with the browser's session (as the profile page does). */
async function seedProfile(page: Page, contactEmail: string) {
  const csrf = ((await (await page.request.get('/api/csrf-token')).json()) as { token: string }).token;
  const headers = { 'x-csrf-token': csrf };
  const saved = await page.request.put('/api/user/profile', {
    headers,
    data: {
      full_name: 'Inês Duarte',
      contact_email: contactEmail,
      phone: { dial_code: '+351', number: '912 345 678' },
      nationality: 'Portugal',
      country_of_residence: 'Portugal',
    },
  });
  expect(saved.status()).toBe(200);
  const cv = await page.request.post('/api/user/cvs', {
    headers,
    multipart: { cv: { name: 'thesis-cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(cv.status()).toBe(201);
}

/** The first open position of the careers page at `base` (the tenant host, or /saas on the main host). */
async function openFirstPosition(page: Page, base: string, query = '') {
  await page.goto(`${base}/careers${query}`);
  const first = page.getByRole('heading', { level: 2 }).getByRole('link').first();
  await first.click();
  await expect(page).toHaveURL(/\/careers\/[0-9a-f-]{36}$/);
}

test('a signed-in candidate finds the careers form filled from the profile and sends it with the stored CV', async ({
  page,
  shots,
}) => {
  const account = newCandidateEmail('careers-prefill');
  const contact = newCandidateEmail('careers-contact');
  await signIn(page, account, { returnTo: '/account/profile' });
  await seedProfile(page, contact);

  await openFirstPosition(page, '/saas', '?site=demo-university');
  const apply = page.getByRole('region', { name: 'Apply for this position' });
  await expect(apply.getByText(FILLED)).toBeVisible();
  await expect(apply.getByLabel('Name', { exact: true })).toHaveValue('Inês Duarte');
  await expect(apply.getByLabel('Email', { exact: true })).toHaveValue(contact);
  await expect(apply.getByLabel('Phone number (optional)')).toHaveValue('+351 912 345 678');
  await expect(apply.getByLabel('Country (optional)')).toHaveValue('Portugal');
  await expect(apply.getByRole('radio', { name: 'Use my CV: thesis-cv.pdf' })).toBeChecked();
  await shots.screenshot('careers-prefilled');
  await shots.expectAccessible();

  // Changed for this one application; the stored CV goes as the resume.
  await apply.getByLabel('Phone number (optional)').fill('+351 210 000 000');
  await apply.getByRole('checkbox', { name: /stores my application and resume/ }).check();
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please confirm your e-mail address' })).toBeVisible();

  // The profile is untouched by what was changed on the form.
  const profile = (await (await page.request.get('/api/user/profile')).json()) as {
    profile: { phone: { number: string } };
  };
  expect(profile.profile.phone.number).toBe('912 345 678');
});

test('on a tenant host beside an IP main host, the form asks nothing and its sign-in leads to the form filled in under /saas', async ({
  page,
}) => {
  await signIn(page, newCandidateEmail('careers-beside'), { returnTo: '/account/profile' });
  await seedProfile(page, newCandidateEmail('careers-beside-contact'));
  const asked: string[] = [];
  // Asked by the tenant's pages (the account page signing in may still be finishing its own reads).
  page.on('request', (request) => {
    const fromTenant = request.frame().url().startsWith(TENANT);
    if (fromTenant && new URL(request.url()).pathname.startsWith('/api/user')) asked.push(request.url());
  });
  await openFirstPosition(page, TENANT);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const apply = page.getByRole('region', { name: 'Apply for this position' });
  const signInLink = apply.getByRole('link', { name: 'Sign in on PhD Finder' });
  await expect(signInLink).toBeVisible();
  await expect(apply.getByLabel('Name', { exact: true })).toHaveValue('');
  expect(asked).toEqual([]);

  // Already signed in on the main site: its sign-in page offers to continue, to the same form there.
  await signInLink.click();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`http://127.0.0.1:${E2E_PORT}/saas/careers/${id}?site=demo-university`);
  await expect(page.getByRole('region', { name: 'Apply for this position' }).getByText(FILLED)).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Inês Duarte');
});
