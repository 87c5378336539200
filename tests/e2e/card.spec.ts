/// <reference lib="dom" />
// The opportunity card (spec section 2, "Opportunity card"; section 4, "Freshness badge", "Deadline
// display", "Save toggle") as the listing and home page show it, checked against the API's own answer.
import type { Locator, Page, Response } from '@playwright/test';
import { longDate } from './support/expected.ts';
import { ANY_WIDTH, expect, isMobile, test } from './support/fixtures.ts';

interface Card {
  id: string;
  title: string;
  link: string;
  university: string;
  city: string | null;
  country: string;
  department: string | null;
  supervisor: string | null;
  supervisor_url: string | null;
  closing_date: number;
  created_at: number;
  open_to: string | null;
  fully_funded: boolean;
  ai_summary: string | null;
  views: number;
  view_count: number;
}

const DAY = 86_400;

/** The listing's own API answer (listing requests carry an offset; the home page's do not). */
function listingAnswer(page: Page): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/opportunities' && url.searchParams.has('offset') && r.request().method() === 'GET';
  });
}

async function openListing(page: Page, path: string): Promise<Card[]> {
  const answer = listingAnswer(page);
  await page.goto(path);
  const body = (await (await answer).json()) as { data: Card[] };
  await expect(page.getByTestId('opportunity-card').first()).toBeVisible();
  return body.data;
}

const cardOf = (page: Page, o: Pick<Card, 'link'>): Locator =>
  page.getByTestId('opportunity-card').filter({ has: page.locator(`h2 a[href="/opportunities/${o.link}"]`) });

/** The colour an element's text is drawn in, as RGB (Tailwind 4 writes colours in oklch). */
async function textRgb(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!];
  });
}

// Each test drives the whole product (and axe, full-page screenshots of long lists) on a shared
// machine: more time than Playwright's default 30 s per test.
test.describe.configure({ timeout: 90_000 });

// The cookie notice is the layout's (its own spec covers it); here the visitor has acknowledged it,
// so it does not cover the controls at the bottom of the screen.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

test.describe('opportunity card', () => {
  test('shows logo, title, badges, place, department, supervisor, summary, More Details and views', async ({
    page,
    shots,
  }) => {
    const data = await openListing(page, '/phd-vacancies/standard?funded=true');
    expect(data.length).toBeGreaterThan(0);
    for (const o of data.slice(0, 6)) {
      const card = cardOf(page, o);
      await expect(card).toHaveCount(1);

      const title = card.getByRole('heading', { level: 2 }).getByRole('link');
      await expect(title).toContainText(o.title);
      await expect(title).toHaveAttribute('href', `/opportunities/${o.link}`);
      await expect(title).toHaveAttribute('target', '_blank');
      await expect(title).toHaveAttribute('rel', /noopener/);

      await expect(card.getByRole('img', { name: `${o.university} logo` })).toHaveAttribute(
        'src',
        `/api/images/university/${encodeURIComponent(o.university)}.png`,
      );

      const badges = card.getByRole('list', { name: 'Badges' });
      await expect(badges.getByText('Fully Funded', { exact: true })).toBeVisible();
      if (o.open_to) await expect(badges.getByText(o.open_to, { exact: true })).toBeVisible();

      await expect(card).toContainText([o.university, o.city, o.country].filter(Boolean).join(', '));
      if (o.department) await expect(card).toContainText(o.department);
      if (o.supervisor && o.supervisor_url) {
        await expect(card.getByRole('link', { name: o.supervisor })).toHaveAttribute('href', o.supervisor_url);
      } else if (o.supervisor) {
        await expect(card).toContainText(`Supervisor: ${o.supervisor}`);
        await expect(card.getByRole('link', { name: o.supervisor })).toHaveCount(0);
      }
      if (o.ai_summary) await expect(card).toContainText(o.ai_summary);

      const more = card.getByRole('link', { name: 'More Details' });
      await expect(more).toHaveAttribute('href', `/opportunities/${o.link}`);
      await expect(more).toHaveAttribute('target', '_blank');
      await expect(more).toHaveAttribute('rel', /noopener/);

      const views = o.views || o.view_count;
      await expect(card.getByTestId('view-count')).toHaveText(
        `${views.toLocaleString('en-US')} ${views === 1 ? 'view' : 'views'}`,
      );

      const save = card.getByRole('button', { name: 'Login to save' });
      await expect(save).toBeDisabled();
      await expect(save).toHaveAttribute('title', 'Login to save');
    }
    await shots.screenshot('card-listing');
  });

  test('opens the detail page in a new tab from the title', ANY_WIDTH, async ({ page, context }) => {
    const [first] = await openListing(page, '/phd-vacancies/standard');
    const tab = context.waitForEvent('page');
    await cardOf(page, first!).getByRole('heading', { level: 2 }).getByRole('link').click();
    const detail = await tab;
    await expect(detail).toHaveURL(new RegExp(`/opportunities/${first!.link}$`));
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(first!.title);
    await expect(page).toHaveURL(/\/phd-vacancies\/standard$/);
  });

  test('freshness badges follow created_at (Latest, One week old, none)', ANY_WIDTH, async ({ page }) => {
    const now = Math.floor(Date.now() / 1000);

    // The newest listings are hours old: after midnight UTC two days ago.
    const newest = await openListing(page, '/phd-vacancies/standard');
    expect(newest[0]!.created_at).toBeGreaterThan(now - 36 * 3600 - 120);
    const newestBadges = cardOf(page, newest[0]!).getByRole('list', { name: 'Badges' });
    await expect(newestBadges.getByText('Latest', { exact: true })).toBeVisible();
    await expect(newestBadges.getByText('One week old', { exact: true })).toHaveCount(0);

    // Between 3.5 and 6.5 days old: more than 3 and at most 7 days.
    const week = await openListing(
      page,
      `/phd-vacancies/standard?created_at[gt]=${now - Math.round(6.5 * DAY)}&created_at[lt]=${now - Math.round(3.5 * DAY)}`,
    );
    expect(week.length).toBeGreaterThan(0);
    for (const o of week.slice(0, 5)) {
      const card = cardOf(page, o);
      await expect(card.getByText('One week old', { exact: true })).toBeVisible();
      await expect(card.getByText('Latest', { exact: true })).toHaveCount(0);
    }

    // Older than 8 days: no freshness badge.
    const old = await openListing(
      page,
      `/phd-vacancies/standard?created_at[gt]=${now - 60 * DAY}&created_at[lt]=${now - 8 * DAY}`,
    );
    expect(old.length).toBeGreaterThan(0);
    for (const o of old.slice(0, 5)) {
      const card = cardOf(page, o);
      await expect(card.getByText('One week old', { exact: true })).toHaveCount(0);
      await expect(card.getByText('Latest', { exact: true })).toHaveCount(0);
    }
  });

  test(
    'deadline: a long date, "Deadline passed" in red, or nothing without a closing date',
    ANY_WIDTH,
    async ({ page }) => {
      const now = Date.now() / 1000;
      const seen = { passed: 0, coming: 0, none: 0 };
      // Listings a week or more old have passed, coming and missing deadlines side by side.
      for (let pageNumber = 10; pageNumber < 15 && (!seen.passed || !seen.coming || !seen.none); pageNumber++) {
        const data = await openListing(page, `/phd-vacancies/standard?page=${pageNumber}`);
        for (const o of data) {
          const deadline = cardOf(page, o).getByTestId('deadline');
          if (!(o.closing_date > 0)) {
            seen.none++;
            await expect(deadline).toHaveCount(0);
          } else if (o.closing_date < now) {
            seen.passed++;
            await expect(deadline).toHaveText('Deadline passed');
            const [r, g, b] = await textRgb(deadline.getByText('Deadline passed'));
            expect(r).toBeGreaterThan(150);
            expect(Math.max(g, b)).toBeLessThan(80);
          } else {
            seen.coming++;
            await expect(deadline).toHaveText(`Deadline: ${longDate(o.closing_date)}`);
          }
        }
      }
      expect(seen.passed).toBeGreaterThan(0);
      expect(seen.coming).toBeGreaterThan(0);
      expect(seen.none).toBeGreaterThan(0);
    },
  );

  test('shows the university name when the logo cannot be loaded', ANY_WIDTH, async ({ page }) => {
    await page.route('**/api/images/university/**', (route) => route.abort('failed'));
    const [first] = await openListing(page, '/phd-vacancies/standard');
    const card = cardOf(page, first!);
    await expect(card.getByTestId('logo-fallback')).toHaveText(first!.university);
    await expect(card.getByRole('img', { name: `${first!.university} logo` })).toHaveCount(0);
  });

  test('says "Opportunity information not available" for a missing entry', ANY_WIDTH, async ({ page }) => {
    await page.route(
      (url) =>
        url.pathname === '/api/opportunities' &&
        url.searchParams.get('sort') === 'latest' &&
        !url.searchParams.has('offset'),
      (route) => route.fulfill({ json: { data: [null], pagination: { total: 1 } } }),
    );
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Latest PhD Opportunities' });
    await expect(latest.getByText('Opportunity information not available')).toBeVisible();
  });

  test('stacks under 768 px and sets logo and title side by side above', async ({ page, shots }) => {
    const [first] = await openListing(page, '/phd-vacancies/standard');
    const card = cardOf(page, first!);
    const logo = (await card.getByRole('img', { name: `${first!.university} logo` }).boundingBox())!;
    const title = (await card.getByRole('heading', { level: 2 }).boundingBox())!;
    const more = (await card.getByRole('link', { name: 'More Details' }).boundingBox())!;
    const box = (await card.boundingBox())!;
    if (isMobile(page)) {
      expect(logo.y + logo.height).toBeLessThanOrEqual(title.y + 1);
      // The button spans the card's width, less the padding.
      expect(more.width).toBeGreaterThan(box.width - 60);
    } else {
      expect(logo.x + logo.width).toBeLessThanOrEqual(title.x);
      expect(Math.abs(logo.y - title.y)).toBeLessThan(40);
      expect(more.width).toBeLessThan(box.width / 2);
    }
    // Nothing wider than the screen: no sideways scrolling at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await shots.screenshot('card-layout');
    await shots.expectAccessible();
  });
});
