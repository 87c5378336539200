// The cookie notice (spec section 2, "Global behaviour"; section 9: consent remembered 365 days):
// shown on a first visit, one "I Understand" button and no decline, a link to the privacy policy,
// remembered in a cookie for 365 days, and never shown on a tenant site (a tenant host or /saas).
import type { BrowserContext, Page } from '@playwright/test';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';

const DAY_SECONDS = 86_400;

const notice = (page: Page) => page.getByRole('region', { name: 'Cookie Notice' });

/**
 * Opens `host` as if it were a real host of the site: every request to it is answered by the product
 * under test (no DNS needed), so the app sees that host in window.location.
 */
async function serveAs(context: BrowserContext, host: string, baseURL: string) {
  await context.route(`http://${host}/**`, async (route) => {
    const url = new URL(route.request().url());
    try {
      const response = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    } catch (error) {
      // A call the page was still making when the test went to the next page (the login page asks
      // which sign-in the site offers): nothing is waiting for its answer any more.
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  });
}

test.describe('cookie notice', () => {
  test('shows on a first visit with one button and a privacy link, then is remembered for 365 days', async ({
    page,
    context,
    shots,
  }) => {
    await page.goto('/about');
    const banner = notice(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: 'Cookie Notice' })).toBeVisible();
    await expect(banner).toContainText('only strictly necessary session cookies');
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(banner.getByRole('button')).toHaveCount(1);
    await expect(banner.getByRole('button')).toHaveText('I Understand');
    await shots.screenshot('cookie-notice');
    await shots.expectAccessible();

    const before = Date.now() / 1000;
    await banner.getByRole('button', { name: 'I Understand' }).click();
    await expect(banner).toBeHidden();

    const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent');
    expect(consent).toBeDefined();
    expect(consent!.path).toBe('/');
    expect(consent!.sameSite).toBe('Lax');
    expect(consent!.expires).toBeGreaterThan(before + 364 * DAY_SECONDS);
    expect(consent!.expires).toBeLessThan(before + 366 * DAY_SECONDS);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'About PhD Finder' })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);

    const another = await context.newPage();
    await another.goto('/contact');
    await expect(another.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect(notice(another)).toHaveCount(0);
  });

  test('stays until acknowledged, across navigation', async ({ page }) => {
    await page.goto('/about');
    await expect(notice(page)).toBeVisible();
    await notice(page).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(notice(page)).toBeVisible();
  });

  test('is not shown under /saas (the tenant variant on local development)', ANY_WIDTH, async ({ page }) => {
    await page.goto('/saas/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });

  test('is not shown on a tenant host, but is on the www host', ANY_WIDTH, async ({ page, context, baseURL }) => {
    await serveAs(context, 'demo-university.phd-finder.test', baseURL!);
    await serveAs(context, 'www.phd-finder.test', baseURL!);

    // A tenant host shows only the tenant's screens (issue 13), here its staff sign-in.
    await page.goto('http://demo-university.phd-finder.test/login');
    await expect(page.getByRole('heading', { name: 'Staff sign-in', level: 1 })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    // Tenant sites have no Recruiters menu and add the SaaS links to the footer.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'SaaS Login' })).toBeVisible();

    await page.goto('http://www.phd-finder.test/about');
    await expect(page.getByRole('heading', { name: 'About PhD Finder' })).toBeVisible();
    await expect(notice(page)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'SaaS Login' })).toHaveCount(0);
  });
});
