// The 404 page: a path outside the route table gets "Page not found" with links home and to PhD
// Openings, kept out of search results, and the gateway answers it with HTTP status 404.
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

test.describe('not found', () => {
  test('an unknown address answers 404 with the "Page not found" page', async ({ page, shots }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Browse PhD Openings' })).toHaveAttribute(
      'href',
      '/phd-vacancies/standard',
    );
    // The layout stays around it.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await shots.screenshot('not-found');
    await shots.expectAccessible();

    await main.getByRole('link', { name: 'Browse PhD Openings' }).click();
    await expect(page).toHaveURL(/\/phd-vacancies\/standard$/);
  });

  test('an unknown address reached inside the app shows the same page', ANY_WIDTH, async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(
      "history.pushState({}, '', '/definitely/missing'); dispatchEvent(new PopStateEvent('popstate'))",
    );
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
