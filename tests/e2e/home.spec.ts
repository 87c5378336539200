/// <reference lib="dom" />
// The home page (spec section 2, "Home page"; section 4, "Subscribe form"; section 8, "Subscribe";
// section 9, limits), against the running product and its demo catalogue.
import type { Locator, Page, Request, Response } from '@playwright/test';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';

const COUNTRIES_WITH_IMAGES = [
  'United Kingdom',
  'Denmark',
  'Netherlands',
  'Sweden',
  'Germany',
  'France',
  'Belgium',
  'Finland',
  'Norway',
  'Switzerland',
  'Luxembourg',
];

const isHomeLatest = (url: URL) =>
  url.pathname === '/api/opportunities' && url.searchParams.get('sort') === 'latest' && !url.searchParams.has('offset');
const isMostViewed = (url: URL) => url.pathname === '/api/opportunities/most-viewed';

const answer = (page: Page, match: (url: URL) => boolean): Promise<Response> =>
  page.waitForResponse((r) => match(new URL(r.url())) && r.request().method() === 'GET');

/** Card titles as read: the screen-reader note on their new-tab links left out. */
const cardTitles = async (headings: Locator) =>
  (await headings.allTextContents()).map((text) => text.replace(' (opens in a new tab)', ''));

const subscribeCall = (url: URL) => url.pathname === '/api/subscribe/email';

// Each test drives the whole product (and axe, full-page screenshots of long lists) on a shared
// machine: more time than Playwright's default 30 s per test.
test.describe.configure({ timeout: 90_000 });

// The cookie notice is the layout's (its own spec covers it); here the visitor has acknowledged it,
// so it does not cover the controls at the bottom of the screen.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

test.describe('home page', () => {
  test('shows banner, recruiter banner, hero and the stats strip', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('img', { name: /find your calling/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Publish Opportunities Free' })).toHaveAttribute(
      'href',
      '/university/signup',
    );
    await expect(page.getByRole('link', { name: 'Already Registered?' })).toHaveAttribute('href', '/university/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Opportunities' })).toHaveAttribute(
      'href',
      '/phd-vacancies/standard',
    );
    const stats = page.getByRole('region', { name: 'PhD Finder in numbers' });
    for (const [value, label] of [
      ['30K+', 'Social Followers'],
      ['400K+', 'Monthly Visitors'],
      ['100+', 'Active Universities'],
      ['2K+', 'Positions'],
      ['15+', 'Countries'],
      ['50K+', 'Researchers'],
    ] as const) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: 'View All Opportunities' }).click();
    await expect(page).toHaveURL(/\/phd-vacancies\/standard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('PhD Positions');
  });

  test('lists the 12 latest opportunities, latest first, and the top 12 most viewed', async ({ page, shots }) => {
    const latestAnswer = answer(page, isHomeLatest);
    const mostViewedAnswer = answer(page, isMostViewed);
    await page.goto('/');
    const latestResponse = await latestAnswer;
    expect(new URL(latestResponse.url()).searchParams.get('limit')).toBe('12');
    const latest = ((await latestResponse.json()) as { data: { title: string; created_at: number }[] }).data;
    const mostViewedResponse = await mostViewedAnswer;
    expect(new URL(mostViewedResponse.url()).searchParams.get('limit')).toBe('12');
    const mostViewed = ((await mostViewedResponse.json()) as { data: { title: string }[] }).data;

    expect(latest).toHaveLength(12);
    expect(latest.map((o) => o.created_at)).toEqual([...latest.map((o) => o.created_at)].sort((a, b) => b - a));
    const latestSection = page.getByRole('region', { name: 'Latest PhD Opportunities' });
    await expect(latestSection.getByRole('heading', { level: 2 })).toHaveText('Latest PhD Opportunities');
    await expect(latestSection.getByTestId('opportunity-card')).toHaveCount(12);
    expect(await cardTitles(latestSection.getByRole('heading', { level: 3 }))).toEqual(latest.map((o) => o.title));

    expect(mostViewed).toHaveLength(12);
    const topSection = page.getByRole('region', { name: 'Top 12 Most Viewed Opportunities' });
    await expect(topSection.getByTestId('opportunity-card')).toHaveCount(12);
    expect(await cardTitles(topSection.getByRole('heading', { level: 3 }))).toEqual(mostViewed.map((o) => o.title));

    // Nothing wider than the screen: no sideways scrolling at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await shots.screenshot('home');
    await shots.expectAccessible();
  });

  test('asks for the featured listings (category featured, limit 9)', ANY_WIDTH, async ({ page }) => {
    const featured = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/opportunities' && url.searchParams.get('category') === '{"in":["featured"]}';
    });
    await page.goto('/');
    expect(new URL((await featured).url()).searchParams.get('limit')).toBe('9');
  });

  test('shows spinners while the lists load', ANY_WIDTH, async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isHomeLatest(url) || isMostViewed(url) || url.pathname === '/api/opportunities/countries/counts',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/');
    const spinner = (text: string) => page.getByRole('status').filter({ hasText: text });
    await expect(spinner('Loading Latest PhD Opportunities')).toBeVisible();
    await expect(spinner('Loading Top 12 Most Viewed Opportunities')).toBeVisible();
    await expect(spinner('Loading countries')).toBeVisible();
    release();
    await expect(spinner('Loading')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Latest PhD Opportunities' }).getByTestId('opportunity-card'),
    ).toHaveCount(12);
  });

  test('country grid: at most 9 countries with an image and a count, opened with a full page load', async ({
    page,
    request,
  }) => {
    const countsAnswer = answer(page, (url) => url.pathname === '/api/opportunities/countries/counts');
    await page.goto('/');
    const counts = (await (await countsAnswer).json()) as { Country: string; Count: number }[];
    const expected = counts
      .filter((c) => COUNTRIES_WITH_IMAGES.includes(c.Country) && c.Count > 0)
      .sort((a, b) => b.Count - a.Count || a.Country.localeCompare(b.Country))
      .slice(0, 9);
    expect(expected.length).toBeGreaterThan(0);

    const tiles = page.getByTestId('country-tile');
    await expect(tiles).toHaveCount(expected.length);
    expect(expected.length).toBeLessThanOrEqual(9);
    for (const [i, c] of expected.entries()) {
      const tile = tiles.nth(i);
      await expect(tile).toContainText(c.Country);
      await expect(tile).toContainText(`${c.Count.toLocaleString('en-US')} opportunit`);
      await expect(tile).toHaveAttribute('href', `/phd-vacancies/standard/${c.Country.replace(/ /g, '-')}`);
      const image = tile.locator('img');
      await expect(image).toHaveAttribute('src', `/api/images/country/${encodeURIComponent(c.Country)}.png`);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const served = await request.get(`/api/images/country/${encodeURIComponent(c.Country)}.png`);
      expect(served.ok()).toBe(true);
    }

    // A full page load: state kept in the old document is gone after the click.
    await page.evaluate(() => ((window as unknown as { homeMarker: number }).homeMarker = 1));
    const first = expected[0]!;
    const load = page.waitForEvent('load');
    await tiles.first().click();
    await load;
    await expect(page).toHaveURL(new RegExp(`/phd-vacancies/standard/${first.Country.replace(/ /g, '-')}$`));
    expect(await page.evaluate(() => (window as unknown as { homeMarker?: number }).homeMarker)).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`PhD Positions in ${first.Country}`);
  });

  test('subscribe: e-mail required by the browser, "Subscribing..." then "Subscribed successfully!"', async ({
    page,
    shots,
  }) => {
    const sent: Request[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(subscribeCall, async (route) => {
      sent.push(route.request());
      await held;
      await route.continue();
    });
    await page.goto('/');
    const email = page.getByLabel('Email address');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    const button = page.getByRole('button', { name: 'Subscribe' });

    await button.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await email.fill('not-an-address');
    await button.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(sent).toHaveLength(0);

    const address = `e2e-${test.info().project.name}-${Date.now()}@example.org`;
    await email.fill(address);
    await button.click();
    const submitting = page.getByRole('button', { name: 'Subscribing...' });
    await expect(submitting).toBeVisible();
    await expect(submitting).toBeDisabled();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.postDataJSON()).toEqual({ email: address });
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Subscribed successfully!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(email).toHaveValue('');
    await shots.screenshot('home-subscribed');
  });

  test('subscribe: an error in the answer is shown as a notification', ANY_WIDTH, async ({ page }) => {
    await page.route(subscribeCall, (route) =>
      route.fulfill({ status: 200, json: { error: 'This address cannot be subscribed.' } }),
    );
    await page.goto('/');
    await page.getByLabel('Email address').fill('someone@example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This address cannot be subscribed.' })).toBeVisible();
    await expect(page.getByText('Subscribed successfully!')).toHaveCount(0);
  });

  test('subscribe: a failed call is shown as a notification', ANY_WIDTH, async ({ page, shots }) => {
    await page.route(subscribeCall, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await page.getByLabel('Email address').fill('someone@example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /fetch/i });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await shots.expectAccessible();
  });
});
