// The shared layout (spec section 2, "Global behaviour" and "Layout and header"): landmarks and the
// skip link, the header's stronger background past 20 px, the smooth scroll to the top and the page
// view on every route change, the "Error Occurred" modal and the full-page error screen (also for a
// page whose code fails to load, spec section 8).
import type { Locator, Page } from '@playwright/test';
import { ANY_WIDTH, expect, isMobile, test } from './support/fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

/** The page's window, as far as these checks need it (the specs compile without DOM types). */
type StyleWindow = { getComputedStyle(element: unknown): { boxShadow: string } };
const boxShadow = (locator: Locator) =>
  locator.evaluate((element) => (globalThis as unknown as StyleWindow).getComputedStyle(element).boxShadow);

const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');
const scrollTo = (page: Page, y: number) => page.evaluate<void>(`window.scrollTo({ top: ${y}, behavior: 'instant' })`);

test.describe('layout', () => {
  test('header, main and footer landmarks, and a skip link to the content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the header gains a stronger background and a shadow once scrolled more than 20 px', async ({ page, shots }) => {
    await page.goto('/privacy-policy');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const flatShadow = await boxShadow(header);
    await scrollTo(page, 20);
    await expect.poll(() => scrollY(page)).toBe(20);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    // The app's own smooth scroll to the top (100 ms after the route change) may still land after a
    // scroll made this early on a busy machine: scroll again until the position holds.
    await expect
      .poll(async () => {
        await scrollTo(page, 21);
        return header.getAttribute('data-scrolled');
      })
      .toBe('true');
    await expect(header).toHaveClass(/shadow-md/);
    await expect(header).toHaveClass(/bg-white(?!\/)/);
    await expect.poll(() => boxShadow(header)).not.toBe(flatShadow);
    await shots.screenshot('header-scrolled');
    await scrollTo(page, 0);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('a route change scrolls smoothly back to the top', async ({ page }) => {
    await page.goto('/terms');
    const contactLink = page.getByRole('main').getByRole('link', { name: 'contact form' });
    await contactLink.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    await contactLink.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('every route change records a page view', ANY_WIDTH, async ({ page }) => {
    const pageViews: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/page-view')) pageViews.push(request.postDataJSON().path);
    });
    const first = page.waitForRequest('**/api/analytics/page-view');
    await page.goto('/about');
    expect((await first).postDataJSON()).toEqual({ path: '/about' });

    const next = page.waitForRequest(
      (r) => r.url().endsWith('/api/analytics/page-view') && r.postDataJSON().path === '/contact',
    );
    await page.getByRole('main').getByRole('link', { name: 'contact form' }).click();
    const request = await next;
    expect(request.method()).toBe('POST');
    expect((await request.response())?.status()).toBe(202);
    expect(pageViews).toEqual(['/about', '/contact']);
  });

  test('the "Error Occurred" modal reports a failure and closes with OK', async ({ page, shots }) => {
    await page.route('**/api/user', (route) =>
      route.fulfill({ json: { id: 'u-1', name: 'Grace Hopper', email: 'grace@example.org' } }),
    );
    await page.route('**/api/logout', (route) => route.fulfill({ status: 503, json: { error: 'unavailable' } }));
    await page.goto('/about');
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.getByRole('button', { name: 'Grace Hopper' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
    }
    const dialog = page.getByRole('dialog', { name: 'Error Occurred' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Logout failed');
    await shots.screenshot('error-modal');
    await shots.expectAccessible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test(
    'a page whose code fails to load shows the full-page error screen; Refresh Page reloads',
    ANY_WIDTH,
    async ({ page, shots }) => {
      await page.route('**/assets/AboutPage-*.js', (route) => route.abort('internetdisconnected'));
      await page.goto('/about');
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await expect(
        page.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
      ).toBeVisible();
      // Full page: none of the layout around it.
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await shots.screenshot('error-screen');
      await shots.expectAccessible();

      await page.unroute('**/assets/AboutPage-*.js');
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Refresh Page' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { name: 'About PhD Finder', level: 1 })).toBeVisible();
    },
  );
});
