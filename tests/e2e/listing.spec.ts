/// <reference lib="dom" />
// The PhD vacancies listing (spec section 2, "PhD vacancies listing"; section 4, "Listing filters" and
// "Pagination"; section 5, "Listing filters"; section 9, page size and breakpoints), against the
// running product: totals come from the API, every filter change is checked in the address.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { listingMeta } from '@phd/contracts/seo';
import { ANY_WIDTH, expect, isMobile, test } from './support/fixtures.ts';
import { filterPanel } from './support/filter-panel.ts';

const DAY = 86_400;
const oneOf = (value: string) => JSON.stringify({ in: [value] });
const routeName = (name: string) => encodeURIComponent(name.trim().replace(/\s+/g, '-'));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The address must be exactly this path and query. */
const exactly = (pathAndQuery: string) => new RegExp(`^[^/]+//[^/]+${escape(pathAndQuery)}$`);

async function apiTotal(request: APIRequestContext, query: Record<string, string>): Promise<number> {
  const response = await request.get(`/api/opportunities?${new URLSearchParams({ limit: '1', ...query })}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { pagination: { total: number } }).pagination.total;
}

async function apiList<T>(request: APIRequestContext, path: string, query: Record<string, string>): Promise<T[]> {
  const response = await request.get(`${path}?${new URLSearchParams(query)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T[];
}

/** An end date's bound: the end of its day (midnight UTC after it). */
const endSecondsOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000 + DAY;

/** A name made of letters and spaces, so its route form is plain to write down. */
const plain = (name: string) => /^[A-Za-z ]+$/.test(name);

async function catalogueNames(request: APIRequestContext) {
  const countries = await apiList<{ country: string; Count: number }>(request, '/api/countries', {
    category: oneOf('standard'),
  });
  const withSpace = countries.find((c) => c.country === 'United Kingdom') ?? countries.find((c) => plain(c.country))!;
  const other = countries.find((c) => c.country !== withSpace.country && plain(c.country))!;
  const universities = await apiList<{ university: string; Count: number }>(request, '/api/universities', {
    category: oneOf('standard'),
    country: oneOf(withSpace.country),
  });
  const university = universities.find((u) => plain(u.university))!;
  const disciplines = await apiList<{ ai_department: string; Count: number }>(request, '/api/disciplines', {
    category: oneOf('standard'),
  });
  const discipline =
    disciplines.find((d) => plain(d.ai_department) && d.ai_department.includes(' ')) ??
    disciplines.find((d) => plain(d.ai_department))!;
  return {
    country: withSpace.country,
    otherCountry: other.country,
    university: university.university,
    discipline: discipline.ai_department,
  };
}

async function heading(page: Page): Promise<Locator> {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toContainText(/^\d/);
  return h1;
}

// Each test drives the whole product (and axe, full-page screenshots of long lists) on a shared
// machine: more time than Playwright's default 30 s per test.
test.describe.configure({ timeout: 90_000 });

// The cookie notice is the layout's (its own spec covers it); here the visitor has acknowledged it,
// so it does not cover the controls at the bottom of the screen.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

test.describe('listing: heading and metadata', () => {
  test(
    'shows "<total> PhD Positions" with the scope of the route, and matching metadata',
    ANY_WIDTH,
    async ({ page, request }) => {
      const names = await catalogueNames(request);
      const cases: {
        path: string;
        query: Record<string, string>;
        text: string;
        meta: Parameters<typeof listingMeta>[0];
      }[] = [
        {
          path: '/phd-vacancies',
          query: { category: oneOf('standard') },
          text: 'PhD Positions',
          meta: { category: 'standard' },
        },
        {
          path: '/phd-vacancies/standard',
          query: { category: oneOf('standard') },
          text: 'PhD Positions',
          meta: { category: 'standard' },
        },
        {
          path: `/phd-vacancies/standard/${routeName(names.country)}`,
          query: { category: oneOf('standard'), country: oneOf(names.country) },
          text: `PhD Positions in ${names.country}`,
          meta: { category: 'standard', country: names.country },
        },
        {
          path: `/phd-vacancies/standard/${routeName(names.country)}/${routeName(names.university)}`,
          query: { category: oneOf('standard'), country: oneOf(names.country), university: oneOf(names.university) },
          text: `PhD Positions in ${names.country} at ${names.university}`,
          meta: { category: 'standard', country: names.country, university: names.university },
        },
        {
          path: `/phd-vacancies/standard/discipline/${routeName(names.discipline)}`,
          query: { category: oneOf('standard'), discipline: oneOf(names.discipline) },
          text: `PhD Positions in ${names.discipline}`,
          meta: { category: 'standard', discipline: names.discipline },
        },
        {
          path: `/phd-vacancies/standard/discipline/${routeName(names.discipline)}/country/${routeName(names.country)}`,
          query: { category: oneOf('standard'), discipline: oneOf(names.discipline), country: oneOf(names.country) },
          text: `PhD Positions in ${names.discipline} in ${names.country}`,
          meta: { category: 'standard', discipline: names.discipline, country: names.country },
        },
      ];
      for (const c of cases) {
        await page.goto(c.path);
        const total = await apiTotal(request, c.query);
        await expect(await heading(page)).toHaveText(`${total.toLocaleString('en-US')} ${c.text}`);
        await expect(page).toHaveTitle(listingMeta(c.meta).title);
      }

      await page.goto('/phd-vacancies/featured');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Featured Opportunities');
      const featured = await apiTotal(request, { category: oneOf('featured') });
      await expect(page.getByText(`${featured.toLocaleString('en-US')} positions`)).toBeVisible();
      await expect(page).toHaveTitle(listingMeta({ category: 'featured' }).title);
    },
  );
});

test.describe('listing: filters', () => {
  test('country and discipline exclude each other; the university needs a country and is cleared', async ({
    page,
    request,
    shots,
  }) => {
    const names = await catalogueNames(request);
    await page.goto('/phd-vacancies/standard');
    await heading(page);

    let panel = await filterPanel(page);
    await expect(panel.getByLabel('University')).toBeDisabled();
    await expect(panel.getByText('Please select a country first')).toBeVisible();
    await expect(panel.getByLabel('Country')).toBeEnabled();
    await expect(panel.getByLabel('Discipline')).toBeEnabled();

    // Choosing a country: its route, the discipline disabled, the university open.
    await panel.getByLabel('Country').selectOption(names.country);
    await expect(page).toHaveURL(exactly(`/phd-vacancies/standard/${routeName(names.country)}`));
    panel = await filterPanel(page);
    await expect(panel.getByLabel('Discipline')).toBeDisabled();
    await expect(panel.getByText('Discipline selection is disabled when a country is selected')).toBeVisible();
    await expect(panel.getByLabel('University')).toBeEnabled();
    await expect(panel.getByText('Please select a country first')).toHaveCount(0);

    // Choosing a university under it.
    await panel.getByLabel('University').selectOption(names.university);
    await expect(page).toHaveURL(
      exactly(`/phd-vacancies/standard/${routeName(names.country)}/${routeName(names.university)}`),
    );
    await expect(await heading(page)).toContainText(`in ${names.country} at ${names.university}`);
    panel = await filterPanel(page);
    await expect(panel.getByLabel('University')).toHaveValue(names.university);
    await shots.screenshot('listing-filters-university');

    // Another country clears the university.
    await panel.getByLabel('Country').selectOption(names.otherCountry);
    await expect(page).toHaveURL(exactly(`/phd-vacancies/standard/${routeName(names.otherCountry)}`));
    panel = await filterPanel(page);
    await expect(panel.getByLabel('University')).toHaveValue('');

    // No country: the discipline opens again; choosing one disables the country.
    await panel.getByLabel('Country').selectOption('');
    await expect(page).toHaveURL(exactly('/phd-vacancies/standard'));
    panel = await filterPanel(page);
    await expect(panel.getByLabel('Discipline')).toBeEnabled();
    await panel.getByLabel('Discipline').selectOption(names.discipline);
    await expect(page).toHaveURL(exactly(`/phd-vacancies/standard/discipline/${routeName(names.discipline)}`));
    panel = await filterPanel(page);
    await expect(panel.getByLabel('Country')).toBeDisabled();
    await expect(panel.getByText('Country selection is disabled when a discipline is selected')).toBeVisible();
    await expect(panel.getByLabel('University')).toBeDisabled();
    await expect(panel.getByText('Please select a country first')).toBeVisible();
    await expect(await heading(page)).toContainText(`PhD Positions in ${names.discipline}`);
    await shots.expectAccessible();
  });

  test(
    'a discipline-and-country route offers its universities; none returns to the route without one',
    ANY_WIDTH,
    async ({ page, request }) => {
      const names = await catalogueNames(request);
      const base = `/phd-vacancies/standard/discipline/${routeName(names.discipline)}/country/${routeName(names.country)}`;
      await page.goto(`${base}/university/${routeName(names.university)}`);
      await heading(page);
      const panel = await filterPanel(page);
      await expect(panel.getByLabel('University')).toHaveValue(names.university);
      await panel.getByLabel('University').selectOption('');
      await expect(page).toHaveURL(exactly(base));
    },
  );

  test('every change keeps the query and goes back to page 1', ANY_WIDTH, async ({ page, request }) => {
    const names = await catalogueNames(request);
    await page.goto('/phd-vacancies/standard?q=research&page=2');
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    let panel = await filterPanel(page);
    await panel.getByLabel('Fully Funded Only').check();
    await expect(page).toHaveURL(exactly('/phd-vacancies/standard?q=research&funded=true'));
    const fundedTotal = await apiTotal(request, { category: oneOf('standard'), q: 'research', funded: 'true' });
    await expect(await heading(page)).toHaveText(`${fundedTotal.toLocaleString('en-US')} PhD Positions`);

    panel = await filterPanel(page);
    await panel.getByLabel('Country').selectOption(names.country);
    await expect(page).toHaveURL(exactly(`/phd-vacancies/standard/${routeName(names.country)}?q=research&funded=true`));
    const countryTotal = await apiTotal(request, {
      category: oneOf('standard'),
      country: oneOf(names.country),
      q: 'research',
      funded: 'true',
    });
    await expect(await heading(page)).toHaveText(
      `${countryTotal.toLocaleString('en-US')} PhD Positions in ${names.country}`,
    );

    panel = await filterPanel(page);
    await expect(panel.getByLabel('Fully Funded Only')).toBeChecked();
    await panel.getByLabel('Fully Funded Only').uncheck();
    await expect(page).toHaveURL(exactly(`/phd-vacancies/standard/${routeName(names.country)}?q=research`));
  });

  test(
    'minimum stipend: a currency and a yearly amount, in the address and as a chip',
    ANY_WIDTH,
    async ({ page, request }) => {
      await page.goto('/phd-vacancies/standard');
      await heading(page);
      const panel = await filterPanel(page);
      await panel.getByLabel('Stipend currency').selectOption('GBP');
      await panel.getByLabel('Minimum stipend per year').fill('21000');
      await panel.getByLabel('Minimum stipend per year').press('Enter');
      await expect(page).toHaveURL(exactly('/phd-vacancies/standard?stipend_min=21000&stipend_currency=GBP'));
      const total = await apiTotal(request, {
        category: oneOf('standard'),
        stipend_min: '21000',
        stipend_currency: 'GBP',
      });
      expect(total).toBeGreaterThan(0);
      await expect(await heading(page)).toHaveText(`${total.toLocaleString('en-US')} PhD Positions`);
      await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Stipend from £21,000 a year');
    },
  );

  test('dates: a start date sets the end to now; the end picker starts at the start date', async ({ page }) => {
    await page.goto('/phd-vacancies/standard?page=3');
    await heading(page);
    const startDay = new Date(Date.now() - 10 * DAY * 1000).toISOString().slice(0, 10);
    const startSeconds = Date.parse(`${startDay}T00:00:00Z`) / 1000;

    let panel = await filterPanel(page);
    const before = Math.floor(Date.now() / 1000);
    await panel.getByLabel('Start date').fill(startDay);
    await expect(page).toHaveURL(/created_at\[lt\]=\d+/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/phd-vacancies/standard');
    expect(url.searchParams.get('created_at[gt]')).toBe(String(startSeconds));
    const end = Number(url.searchParams.get('created_at[lt]'));
    expect(end).toBeGreaterThanOrEqual(before);
    expect(end).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(url.searchParams.has('page')).toBe(false);

    panel = await filterPanel(page);
    await expect(panel.getByLabel('End date')).toHaveAttribute('min', startDay);
    await expect(panel.getByLabel('End date')).toHaveValue(new Date((end - 1) * 1000).toISOString().slice(0, 10));

    // An end date covers its whole day.
    const endDay = new Date(Date.now() - 5 * DAY * 1000).toISOString().slice(0, 10);
    const listing = page.waitForRequest((r) => {
      const sent = new URL(r.url());
      return (
        sent.pathname === '/api/opportunities' &&
        sent.searchParams.get('created_at[lt]') === String(endSecondsOf(endDay))
      );
    });
    await panel.getByLabel('End date').fill(endDay);
    const endSeconds = endSecondsOf(endDay);
    await expect(page).toHaveURL(
      exactly(`/phd-vacancies/standard?created_at[gt]=${startSeconds}&created_at[lt]=${endSeconds}`),
    );
    expect(new URL((await listing).url()).searchParams.get('created_at[gt]')).toBe(String(startSeconds));
  });

  test('dates: a start date in the address without an end gets start + 86400', ANY_WIDTH, async ({ page }) => {
    const startDay = new Date(Date.now() - 20 * DAY * 1000).toISOString().slice(0, 10);
    const start = Date.parse(`${startDay}T00:00:00Z`) / 1000;
    const request = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/opportunities' && url.searchParams.has('created_at[gt]');
    });
    await page.goto(`/phd-vacancies/standard?created_at[gt]=${start}`);
    const sent = new URL((await request).url());
    expect(sent.searchParams.get('created_at[gt]')).toBe(String(start));
    expect(sent.searchParams.get('created_at[lt]')).toBe(String(start + DAY));
    await expect(page).toHaveURL(
      exactly(`/phd-vacancies/standard?created_at[gt]=${start}&created_at[lt]=${start + DAY}`),
    );
    const panel = await filterPanel(page);
    await expect(panel.getByLabel('Start date')).toHaveValue(startDay);
    await expect(panel.getByLabel('End date')).toHaveValue(startDay);
    await expect(panel.getByLabel('End date')).toHaveAttribute('min', startDay);
  });

  test('"Clear All Filters" resets everything and returns to the category root', async ({ page, request }) => {
    const names = await catalogueNames(request);
    const now = Math.floor(Date.now() / 1000);
    await page.goto(
      `/phd-vacancies/featured/discipline/${routeName(names.discipline)}?funded=true&q=data&created_at[gt]=${now - 60 * DAY}&created_at[lt]=${now}&page=2`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Featured Opportunities');
    const panel = await filterPanel(page);
    await panel.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(exactly('/phd-vacancies/featured'));
    const cleared = await filterPanel(page);
    await expect(cleared.getByLabel('Discipline')).toHaveValue('');
    await expect(cleared.getByLabel('Fully Funded Only')).not.toBeChecked();
    await expect(cleared.getByLabel('Start date')).toHaveValue('');
    await expect(cleared.getByLabel('End date')).toHaveValue('');
    await expect(page.getByRole('searchbox', { name: 'Search by keyword' })).toHaveValue('');
  });

  test('the keyword box is kept in the address', ANY_WIDTH, async ({ page, request }) => {
    await page.goto('/phd-vacancies/standard?page=2');
    await heading(page);
    const box = page.getByRole('searchbox', { name: 'Search by keyword' });
    await box.fill('quantum');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(exactly('/phd-vacancies/standard?q=quantum'));
    const total = await apiTotal(request, { category: oneOf('standard'), q: 'quantum' });
    expect(total).toBeGreaterThan(0);
    await expect(await heading(page)).toHaveText(`${total.toLocaleString('en-US')} PhD Positions`);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search by keyword' })).toHaveValue('quantum');
    await expect(await heading(page)).toHaveText(`${total.toLocaleString('en-US')} PhD Positions`);
  });
});

test.describe('listing: layout and states', () => {
  test('filter panel: a left sidebar from 1024 px, a slide-over drawer with a backdrop below', async ({
    page,
    shots,
  }) => {
    await page.goto('/phd-vacancies/standard');
    await heading(page);
    const filtersButton = page.getByRole('button', { name: /^Filters\b/ });
    // Nothing wider than the screen: no sideways scrolling at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    if (!isMobile(page)) {
      const sidebar = page.getByRole('complementary', { name: 'Filters' });
      await expect(sidebar).toBeVisible();
      await expect(filtersButton).toHaveCount(0);
      const side = (await sidebar.boundingBox())!;
      const results = (await page.getByRole('region', { name: 'Results' }).boundingBox())!;
      expect(side.x + side.width).toBeLessThanOrEqual(results.x);
      await shots.screenshot('listing');
      await shots.expectAccessible();
      return;
    }
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toHaveCount(0);

    await filtersButton.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Country')).toBeVisible();
    await expect(page.getByTestId('filters-backdrop')).toBeVisible();
    await shots.screenshot('listing-drawer');
    await shots.expectAccessible();

    // A strip of backdrop stays beside the panel, wide enough to tap (3rem), and a tap on it closes.
    const viewport = page.viewportSize()!;
    const panel = (await dialog.boundingBox())!;
    const strip = viewport.width - (panel.x + panel.width);
    expect(strip).toBeGreaterThanOrEqual(48);
    await page.touchscreen.tap(viewport.width - strip / 2, viewport.height / 2);
    await expect(dialog).toHaveCount(0);

    await filtersButton.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await filtersButton.click();
    await dialog.getByRole('button', { name: 'Close filters' }).click();
    await expect(dialog).toHaveCount(0);
    await shots.screenshot('listing');
  });

  test('shows 3 skeleton cards while loading', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/opportunities' && url.searchParams.has('offset'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/phd-vacancies/standard');
    await expect(page.getByTestId('skeleton-card')).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: 'Loading opportunities...' })).toBeAttached();
    await expect(page.getByTestId('opportunity-card')).toHaveCount(0);
    release();
    await expect(page.getByTestId('opportunity-card')).toHaveCount(30);
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
  });

  test('pagination: Previous, "Page X of Y", Next; page in the address; scroll to top', async ({ page, request }) => {
    const total = await apiTotal(request, { category: oneOf('standard') });
    const pages = Math.ceil(total / 30);
    expect(pages).toBeGreaterThan(1);
    await page.goto('/phd-vacancies/standard');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByText(`Page 1 of ${pages}`, { exact: true })).toBeVisible();
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByTestId('opportunity-card')).toHaveCount(30);
    const firstOnPage1 = await page.getByTestId('opportunity-card').first().getByRole('heading').textContent();

    await pagination.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(exactly('/phd-vacancies/standard?page=2'));
    await expect(pagination.getByText(`Page 2 of ${pages}`, { exact: true })).toBeVisible();
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(page.getByTestId('opportunity-card').first().getByRole('heading')).not.toHaveText(firstOnPage1!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await pagination.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(exactly('/phd-vacancies/standard'));
    await expect(pagination.getByText(`Page 1 of ${pages}`, { exact: true })).toBeVisible();

    await page.goto(`/phd-vacancies/standard?page=${pages}`);
    await expect(pagination.getByText(`Page ${pages} of ${pages}`, { exact: true })).toBeVisible();
    await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.getByTestId('opportunity-card')).toHaveCount(total - 30 * (pages - 1));
  });

  test('pagination is absent with a single page', ANY_WIDTH, async ({ page, request }) => {
    const names = await catalogueNames(request);
    const universities = await apiList<{ university: string; Count: number }>(request, '/api/universities', {
      category: oneOf('standard'),
      country: oneOf(names.country),
    });
    const small = universities.find((u) => u.Count > 0 && u.Count <= 30 && plain(u.university))!;
    expect(small).toBeDefined();
    await page.goto(`/phd-vacancies/standard/${routeName(names.country)}/${routeName(small.university)}`);
    const total = await apiTotal(request, {
      category: oneOf('standard'),
      country: oneOf(names.country),
      university: oneOf(small.university),
    });
    await expect(await heading(page)).toContainText(`${total} PhD Positions`);
    await expect(page.getByTestId('opportunity-card')).toHaveCount(total);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveCount(0);
  });

  test('empty state: message, hint and "Clear Filters"', async ({ page, shots }) => {
    await page.goto(`/phd-vacancies/standard?created_at[gt]=${DAY}&created_at[lt]=${2 * DAY}&funded=true`);
    await expect(page.getByText('No opportunities found', { exact: true })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or check back later', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('0 PhD Positions');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await shots.screenshot('listing-empty');
    await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
    await expect(page).toHaveURL(exactly('/phd-vacancies/standard'));
    await expect(page.getByTestId('opportunity-card')).toHaveCount(30);
  });

  test('a social-follow block follows the list', ANY_WIDTH, async ({ page }) => {
    await page.goto('/phd-vacancies/standard');
    await expect(page.getByTestId('opportunity-card')).toHaveCount(30);
    const block = page.getByTestId('social-follow');
    for (const [count, network] of [
      ['33k+', 'LinkedIn'],
      ['2k+', 'Twitter'],
      ['1k+', 'Facebook'],
      ['1k+', 'Instagram'],
    ] as const) {
      await expect(block.getByRole('link', { name: `${count} ${network}` })).toBeVisible();
    }
    const list = (await page.getByRole('region', { name: 'Results' }).boundingBox())!;
    const social = (await block.boundingBox())!;
    expect(social.y).toBeGreaterThan(list.y + list.height - 1);
  });
});
