// The footer (spec section 2, "Footer"): blurb, social links, contact e-mail and UK address, the
// Navigation column (plus the SaaS links on a tenant site), the 11 country links, the Legal column,
// the copyright line with the current year, and every link click scrolling to the top.
import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';

const NAVIGATION = [
  ['Home', '/'],
  ['PhD Openings', '/phd-vacancies/standard'],
  ['Smart Picks', '/smart-picks'],
  ['PhD Blogs', '/blogs'],
  ['Contact', '/contact'],
  ['About Us', '/about'],
] as const;

const COUNTRIES = [
  'Belgium',
  'Denmark',
  'Finland',
  'France',
  'Germany',
  'Luxembourg',
  'Netherlands',
  'Norway',
  'Sweden',
  'Switzerland',
  'United-Kingdom',
];

const LEGAL = [
  ['Privacy Policy', '/privacy-policy'],
  ['Terms and Conditions', '/terms'],
  ['Cookie Policy', '/cookies'],
  ['Sitemap', '/sitemap'],
] as const;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

const footer = (page: Page) => page.getByRole('contentinfo');
const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');

test.describe('footer', () => {
  test('brand blurb, social links, contact e-mail, Bradford address and the copyright year', async ({
    page,
    shots,
  }) => {
    await page.goto('/about');
    const foot = footer(page);
    await expect(foot).toContainText('PhD Finder brings PhD openings from universities worldwide');
    const socials = foot.getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(socials).toHaveCount(4);
    for (const [network, host] of [
      ['LinkedIn', 'www.linkedin.com'],
      ['X (Twitter)', 'x.com'],
      ['Facebook', 'www.facebook.com'],
      ['Instagram', 'www.instagram.com'],
    ] as const) {
      const link = foot.getByRole('link', { name: `PhD Finder on ${network}` });
      await expect(link).toHaveAttribute('href', new RegExp(`^https://${host.replace('.', '\\.')}/`));
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(foot.getByRole('link', { name: /^contact@/ })).toHaveAttribute('href', /^mailto:contact@/);
    await expect(foot).toContainText('Bradford');
    await expect(foot).toContainText('United Kingdom');
    const year = new Date().getFullYear();
    await expect(foot.getByText(`© ${year} PhD Finder. All rights reserved.`)).toBeVisible();
    await footer(page).scrollIntoViewIfNeeded();
    await shots.screenshot('footer');
    await shots.expectAccessible();
  });

  test('Navigation, country and Legal columns link where the spec says', ANY_WIDTH, async ({ page }) => {
    await page.goto('/about');
    const navigation = footer(page).getByRole('navigation', { name: 'Navigation' });
    for (const [label, href] of NAVIGATION) {
      await expect(navigation.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(navigation.getByRole('link', { name: /SaaS/ })).toHaveCount(0);

    const countries = footer(page).getByRole('navigation', { name: 'PhDs by country' }).getByRole('link');
    await expect(countries).toHaveCount(11);
    for (const [i, country] of COUNTRIES.entries()) {
      await expect(countries.nth(i)).toHaveAttribute('href', `/phd-vacancies/standard/${country}`);
      await expect(countries.nth(i)).toHaveText(country.replace('-', ' '));
    }
    await expect(countries.filter({ hasText: 'United Kingdom' })).toHaveAttribute(
      'href',
      '/phd-vacancies/standard/United-Kingdom',
    );

    const legal = footer(page).getByRole('navigation', { name: 'Legal' });
    for (const [label, href] of LEGAL) {
      await expect(legal.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  test('a footer link scrolls to the top, also when it points at the page already shown', async ({ page }) => {
    await page.goto('/privacy-policy');
    const navigation = footer(page).getByRole('navigation', { name: 'Navigation' });
    await navigation.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    await navigation.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    // The same page again: no route change, the footer's own scroll does it.
    await navigation.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    await navigation.getByRole('link', { name: 'About Us' }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a country link opens that country’s PhD openings', ANY_WIDTH, async ({ page }) => {
    await page.goto('/about');
    await footer(page).getByRole('link', { name: 'Netherlands' }).click();
    await expect(page).toHaveURL(/\/phd-vacancies\/standard\/Netherlands$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('the University Support modal opens from the footer', async ({ page }) => {
    await page.goto('/about');
    await footer(page).getByRole('button', { name: 'University Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'University Support' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'We typically respond to support requests within 24 hours during business days.',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('on a tenant site the Navigation column adds SaaS Login and SaaS Dashboard', ANY_WIDTH, async ({ page }) => {
    await page.goto('/saas/login');
    const navigation = footer(page).getByRole('navigation', { name: 'Navigation' });
    await expect(navigation.getByRole('link', { name: 'SaaS Login' })).toHaveAttribute('href', '/saas/login');
    await expect(navigation.getByRole('link', { name: 'SaaS Dashboard' })).toHaveAttribute('href', '/saas/dashboard');
    for (const [label, href] of NAVIGATION) {
      await expect(navigation.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
  });
});
