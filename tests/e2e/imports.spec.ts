// Importing positions (issue 31) in the browser: the demo recruiter uploads a CSV whose title column
// has an unknown header and one row whose closing date has passed; the preview says no column fills
// the title, the column is given it, the preview follows with the row refused and why; confirmed, the
// source is listed, its run (the product's own workers) creates the positions, which reach the public
// listing, and its runs list the refused row; a new version of the file updates those positions. The demo site's owner previews a feed served by this
// spec on 127.0.0.1 (after a private address is refused in words, the form keeping the address) and
// imports it; a reviewer sees it with nothing to change it with. The admin sees a recruiter's and a site's source with their owners. Screenshots at 1280
// and 375 px; at 375 the page never scrolls sideways (wide tables scroll in their own box).
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { SAMPLE_FEED_PATH } from '@phd/contracts/demo-imports';
import { E2E_PORT } from './support/constants.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { signInStaff, staffSession } from './support/staff.ts';

// Seeded by the demo catalogue (services/src/seed/accounts.ts).
const DEMO_RECRUITER = { email: 'demo.recruiter@ed.ac.uk', password: 'Recruiter-demo-2026' };
const OWNER = { email: 'owner@demo-university.test', password: 'Tenant-demo-2026' };
const REVIEWER = { email: 'reviewer@demo-university.test', password: 'Reviewer-demo-2026' };
const ADMIN = 'admin@phd-finder.test';
const TENANT = `http://demo-university.localhost:${E2E_PORT}`;

const main = (page: Page) => page.getByRole('main');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

/** The demo recruiter's sign-in, put where the web app keeps it; the token for API calls. */
async function signInRecruiter(context: BrowserContext, request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/university/auth/login', { data: DEMO_RECRUITER });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  await context.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('university_token', token);
      localStorage.setItem('university_user', user);
    },
    { token, user: JSON.stringify(user) },
  );
  return token;
}

/** Three positions, the title under a header nothing maps by name, and row 3 closed already. */
function positionsCsv(word: string): string {
  return [
    'Reference,Opening,Country,Closing date,Link',
    `${word}-1,PhD in ${word} tides,United Kingdom,${inDays(60)},https://www.ed.ac.uk/jobs/${word}-1`,
    `${word}-2,PhD in ${word} glaciers,United Kingdom,12 March 2025,https://www.ed.ac.uk/jobs/${word}-2`,
    `${word}-3,PhD in ${word} storms,United Kingdom,${inDays(90)},https://www.ed.ac.uk/jobs/${word}-3`,
  ].join('\n');
}

/** The listing's titles for q. */
async function listed(request: APIRequestContext, q: string): Promise<string[]> {
  const res = await request.get(`/api/opportunities?q=${encodeURIComponent(q)}&limit=10`);
  if (!res.ok()) return [`HTTP ${res.status()}: ${await res.text()}`];
  return ((await res.json()).data as { title: string }[]).map((o) => o.title).sort();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a recruiter previews a CSV, maps its title column, sees the refused row and why, and imports it', async ({
  page,
  context,
  request,
  shots,
}) => {
  test.setTimeout(120_000);
  const word = `Thalassology${randomUUID().slice(0, 6)}`;
  await signInRecruiter(context, request);
  await page.goto('/university/dashboard');
  await main(page).getByRole('link', { name: 'Import positions' }).click();
  await expect(page).toHaveURL(/\/university\/imports$/);
  await expect(main(page).getByRole('heading', { name: 'Import positions', level: 1 })).toBeVisible();

  await main(page).getByRole('button', { name: 'Import positions' }).first().click();
  const form = main(page).getByRole('form', { name: 'Import positions' });
  await form.getByLabel('CSV or XLSX file').setInputFiles({
    name: `positions-${word}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(positionsCsv(word)),
  });
  await form.getByRole('button', { name: 'Preview' }).click();

  // "Opening" names no field: nothing fills the title, and every row would be refused.
  const preview = main(page).getByRole('region', { name: 'Preview' });
  await expect(preview.getByTestId('import-totals')).toHaveText('3 rows read · 0 will be published · 3 refused');
  await expect(preview.getByRole('alert')).toContainText('No column fills Title');
  await preview.getByLabel('Field for the column “Opening”').selectOption('title');

  // The preview follows: row 3 is refused with its reason, the others as they will be published.
  await expect(preview.getByTestId('import-totals')).toHaveText('3 rows read · 2 will be published · 1 refused');
  await expect(preview.getByRole('alert')).toHaveCount(0);
  const refused = preview.getByTestId('refused-row');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('3');
  await expect(refused).toContainText('The closing date 12 March 2025 has passed');
  const published = preview.getByRole('row').filter({ hasText: `PhD in ${word} tides` });
  await expect(published).toContainText('University of Edinburgh');
  await expect(published).toContainText('United Kingdom');
  await shots.screenshot('imports-preview');
  await expectNoSidewaysScroll(page);
  await shots.expectAccessible();

  const confirm = main(page).getByRole('form', { name: 'Confirm the import' });
  await expect(confirm.getByLabel('Name on your list')).toHaveValue(`positions-${word}.csv`);
  await confirm.getByRole('button', { name: 'Import 2 positions' }).click();
  await expect(
    main(page).getByRole('status').filter({ hasText: 'Import created; its first run is queued' }),
  ).toBeVisible();

  // Listed at once with its run queued; the list asks again until the workers have run it.
  const source = main(page).getByRole('listitem', { name: `positions-${word}.csv` });
  await expect(source).toBeVisible();
  await expect(source.getByTestId('import-last-run')).toContainText('Done', { timeout: 60_000 });
  await expect(source.getByTestId('import-last-run')).toContainText('2 created');
  await expect(source.getByTestId('import-last-run')).toContainText('1 refused');
  await expect
    .poll(() => listed(request, word), { timeout: 30_000 })
    .toEqual([`PhD in ${word} storms`, `PhD in ${word} tides`]);

  await source.getByRole('button', { name: 'Runs' }).click();
  await expect(source.getByRole('region', { name: 'Latest runs' })).toContainText(
    'Row 3: The closing date 12 March 2025 has passed',
  );
  await shots.screenshot('imports-list');
  await expectNoSidewaysScroll(page);
  await shots.expectAccessible();

  // The spreadsheet changes and is uploaded again on its card: read with the saved columns, it updates
  // the positions it holds rather than importing them twice.
  await source.getByRole('button', { name: 'Upload a new version' }).click();
  await source.getByLabel(`New version of positions-${word}.csv`).setInputFiles({
    name: `positions-${word}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(positionsCsv(word).replace(`PhD in ${word} tides`, `PhD in ${word} tidal flows`)),
  });
  await expect(source.getByTestId('import-totals')).toHaveText('3 rows read · 2 will be published · 1 refused');
  await source.getByRole('button', { name: 'Update 2 positions' }).click();
  await expect(source.getByRole('status').filter({ hasText: 'New file uploaded; its run is queued' })).toBeVisible();
  await expect(source.getByTestId('import-last-run')).toContainText('1 updated', { timeout: 60_000 });
  await expect(source.getByTestId('import-last-run')).toContainText('0 created');
  await expect
    .poll(() => listed(request, word), { timeout: 30_000 })
    .toEqual([`PhD in ${word} storms`, `PhD in ${word} tidal flows`]);
});

/** A tiny RSS feed of two positions, on 127.0.0.1. */
async function feedServer(word: string): Promise<{ server: Server; url: string }> {
  const item = (n: number, topic: string) => `
    <item>
      <guid>${word}-${n}</guid>
      <title>PhD in ${word} ${topic}</title>
      <link>https://www.tudelft.nl/jobs/${word}-${n}</link>
      <description>A fully funded four-year PhD position on ${topic}.</description>
      <job:closingDate>${inDays(45)}</job:closingDate>
      <job:country>Netherlands</job:country>
    </item>`;
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:job="https://example.org/job"><channel><title>Vacancies</title>
<link>https://www.tudelft.nl/jobs</link><description>Open PhD positions</description>
${item(1, 'dikes')}${item(2, 'deltas')}
</channel></rss>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/vacancies.xml` };
}

test('a university site previews a feed URL (a private address refused in words) and imports it; reviewers only read', async ({
  page,
  context,
  browser,
  baseURL,
  request,
  shots,
}) => {
  test.setTimeout(90_000);
  const word = `Hydrology${randomUUID().slice(0, 6)}`;
  const { server, url } = await feedServer(word);
  try {
    await signInStaff(context, request, OWNER);
    await page.goto(`${TENANT}/dashboard`);
    await main(page).getByRole('link', { name: 'Import positions' }).click();
    await expect(page).toHaveURL(`${TENANT}/imports`);
    await main(page).getByRole('button', { name: 'Import positions' }).first().click();
    const form = main(page).getByRole('form', { name: 'Import positions' });
    await form.getByLabel('From a URL').check();

    // The demo offers its own sample feed, at the main site's address (the server fetches it).
    await form.getByRole('button', { name: 'Use the demo’s sample feed' }).click();
    await expect(form.getByLabel('Address')).toHaveValue(`http://127.0.0.1:${E2E_PORT}${SAMPLE_FEED_PATH}`);

    // A private address is refused with a sentence beside the form, which keeps the address.
    await form.getByLabel('Address').fill('http://10.20.30.40/vacancies.xml');
    await form.getByRole('button', { name: 'Preview' }).click();
    await expect(form.getByRole('alert')).toContainText('is not on the public internet');
    await expect(form.getByLabel('Address')).toHaveValue('http://10.20.30.40/vacancies.xml');

    // The spec's own feed on 127.0.0.1: the e2e product lets imports read loopback (INTAKE_ALLOW_LOOPBACK).
    await form.getByLabel('Address').fill(url);
    await expect(form.getByLabel('Format')).toHaveValue('');
    await form.getByLabel('Read it again').selectOption('weekly');
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = main(page).getByRole('region', { name: 'Preview' });
    await expect(preview.getByTestId('import-totals')).toHaveText('2 rows read · 2 will be published · 0 refused');
    await expect(preview.getByRole('row').filter({ hasText: `PhD in ${word} dikes` })).toContainText('Netherlands');
    await shots.screenshot('imports-site-preview');
    await expectNoSidewaysScroll(page);

    const confirm = main(page).getByRole('form', { name: 'Confirm the import' });
    await expect(confirm.getByLabel('Name on your list')).toHaveValue(new URL(url).host);
    await confirm.getByLabel('Name on your list').fill(`Vacancies ${word}`);
    await confirm.getByRole('button', { name: 'Import 2 positions' }).click();
    const source = main(page).getByRole('listitem', { name: `Vacancies ${word}` });
    await expect(source).toContainText('RSS, Atom or JSON Feed · Every week');
    await expect(source.getByTestId('import-last-run')).toContainText('2 created', { timeout: 60_000 });
    await shots.expectAccessible();

    // A reviewer sees the site's imports and their runs, and nothing to change them with.
    const reviewerContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    await signInStaff(reviewerContext, request, REVIEWER);
    const reviewer = await reviewerContext.newPage();
    await reviewer.goto(`${TENANT}/imports`);
    const seen = main(reviewer).getByRole('listitem', { name: `Vacancies ${word}` });
    await expect(seen).toContainText('2 open · 0 closed');
    await expect(main(reviewer).getByRole('button', { name: 'Import positions' })).toHaveCount(0);
    await expect(seen.getByRole('button')).toHaveText(['Runs']);
    await reviewerContext.close();
  } finally {
    server.close();
  }
});

test('the admin sees every owner’s sources with their owners and runs one now', async ({ page, request, shots }) => {
  test.setTimeout(60_000);
  const word = `Orology${randomUUID().slice(0, 6)}`;
  // A recruiter's upload and a site's URL source, made through their APIs.
  const recruiter = await request.post('/api/university/auth/login', { data: DEMO_RECRUITER });
  const recruiterToken = ((await recruiter.json()) as { token: string }).token;
  const upload = await request.post('/api/university/imports/upload', {
    headers: { authorization: `Bearer ${recruiterToken}` },
    multipart: {
      name: `Recruiter ${word}`,
      format: 'csv',
      file: { name: 'p.csv', mimeType: 'text/csv', buffer: Buffer.from(positionsCsv(word)) },
      mapping: JSON.stringify({ Opening: 'title' }),
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const staffToken = (await staffSession(request, OWNER)).token;
  const site = await request.post('/api/saas/imports', {
    headers: { authorization: `Bearer ${staffToken}`, 'x-tenant': 'demo-university' },
    data: {
      name: `Site ${word}`,
      url: `https://feed-${word.toLowerCase()}.invalid/jobs.xml`,
      format: 'feed',
      schedule: 'daily',
    },
  });
  expect(site.status(), await site.text()).toBe(201);

  await signIn(page, ADMIN, { returnTo: '/admin?section=imports' });
  await expect(main(page).getByRole('heading', { name: 'Imports', level: 2 })).toBeVisible();
  const recruiterSource = main(page).getByRole('listitem', { name: `Recruiter ${word}` });
  await expect(recruiterSource).toContainText(`Recruiter: ${DEMO_RECRUITER.email}`);
  const siteSource = main(page).getByRole('listitem', { name: `Site ${word}` });
  await expect(siteSource).toContainText('University site: Demo University');
  await shots.screenshot('imports-admin');
  await expectNoSidewaysScroll(page);
  await shots.expectAccessible();

  // The admin's controls act on another owner's source, and say what they did.
  await recruiterSource.getByRole('button', { name: 'Run now' }).click();
  await expect(recruiterSource.getByRole('status')).toHaveText(/Import queued|This import is already queued/);
});
