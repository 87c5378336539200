// The header (spec section 2, "Layout and header"): logo and links, the Recruiters and More menus
// (outside click and Escape close them, keyboard works), Sign In or the user menu from GET /api/user,
// Admin for admins only, Logout, the University Support modal, and at 375 px the collapsible menu
// with the same entries, a language section and sign-out.
import type { Locator, Page } from '@playwright/test';
import { expect, isMobile, test } from './support/fixtures.ts';

const RECRUITER_ENTRIES = [
  ['Dashboard', '/university/login'],
  ['Login', '/university/login'],
] as const;

const MORE_ENTRIES = [
  ['Smart Picks', '/smart-picks'],
  ['PhD Tips', '/blogs'],
  ['About', '/about'],
  ['Contact', '/contact'],
] as const;

const MAIN_ENTRIES = [
  ['Home', '/'],
  ['PhD Openings', '/phd-vacancies/standard'],
  ['PhD Postings', '/phd-postings'],
] as const;

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie notice has its own spec; here it would only cover the page.
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

/** Signs a user in as far as the header can tell: GET /api/user answers them. */
async function signInAs(page: Page, user: Record<string, unknown>) {
  await page.route('**/api/user', (route) => route.fulfill({ json: user }));
}

const header = (page: Page) => page.getByRole('banner');

/** The menu toggle of the 375 px header. */
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Menu' });

/** Shows a menu's entries: the dropdown on a desktop, the section of the opened mobile menu at 375 px. */
async function openMenu(page: Page, name: 'Recruiters' | 'More'): Promise<Locator> {
  if (isMobile(page)) {
    if ((await menuButton(page).getAttribute('aria-expanded')) !== 'true') await menuButton(page).click();
    return page.getByRole('navigation', { name: 'Mobile' }).getByRole('region', { name });
  }
  const button = header(page).getByRole('button', { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`#${await button.getAttribute('aria-controls')}`);
}

test.describe('header', () => {
  test('logo, main links, Recruiters and More entries, and Sign In going to /login', async ({ page, shots }) => {
    await page.goto('/about');
    await expect(header(page).getByRole('link', { name: 'PhD Finder home' })).toHaveAttribute('href', '/');
    await expect(header(page).getByText('PhD Finder')).toBeVisible();

    const recruiters = await openMenu(page, 'Recruiters');
    for (const [label, href] of RECRUITER_ENTRIES) {
      await expect(recruiters.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(recruiters.getByRole('button', { name: 'University Support' })).toBeVisible();

    const more = await openMenu(page, 'More');
    for (const [label, href] of MORE_ENTRIES) {
      await expect(more.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    // Admin is for admins only; GET /api/user answers an error here (nobody is signed in).
    await expect(more.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    const nav = isMobile(page)
      ? page.getByRole('navigation', { name: 'Mobile' })
      : header(page).getByRole('navigation', { name: 'Main' });
    for (const [label, href] of MAIN_ENTRIES) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await shots.screenshot(isMobile(page) ? 'header-mobile-menu' : 'header-more-menu');
    await shots.expectAccessible();

    const signIn = header(page).getByRole('link', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('href', '/login');
    await signIn.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  });

  test('an entry navigates and closes its menu', async ({ page }) => {
    await page.goto('/');
    const more = await openMenu(page, 'More');
    await more.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect(more).toBeHidden();
    if (isMobile(page)) await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('menus close on an outside click and on Escape, which returns focus to their button', async ({ page }) => {
    await page.goto('/about');
    const toggle = isMobile(page) ? menuButton(page) : header(page).getByRole('button', { name: 'Recruiters' });
    const entries = await openMenu(page, 'Recruiters');
    await expect(entries).toBeVisible();
    // Outside: near the bottom left of the window (the page, dimmed below the 375 px menu).
    const { height } = page.viewportSize()!;
    await page.mouse.click(20, height - 20);
    await expect(entries).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await openMenu(page, 'Recruiters');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('menus work from the keyboard', async ({ page }) => {
    await page.goto('/about');
    const toggle = isMobile(page) ? menuButton(page) : header(page).getByRole('button', { name: 'More' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const target = isMobile(page)
      ? page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home', exact: true })
      : header(page).getByRole('link', { name: 'Smart Picks' });
    await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(isMobile(page) ? /\/$/ : /\/smart-picks$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('University Support opens its modal from the Recruiters menu', async ({ page, shots }) => {
    await page.goto('/about');
    const recruiters = await openMenu(page, 'Recruiters');
    await recruiters.getByRole('button', { name: 'University Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'University Support' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', /^mailto:support@/);
    for (const issue of [
      'University email not recognised',
      'Account verification problems',
      'Login access issues',
      'Password reset help',
    ]) {
      await expect(dialog.getByRole('listitem').filter({ hasText: issue })).toBeVisible();
    }
    await expect(dialog).toContainText(
      'We typically respond to support requests within 24 hours during business days.',
    );
    await shots.screenshot('university-support-modal');
    await shots.expectAccessible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a signed-in user sees their name and Logout instead of Sign In; Logout signs out', async ({ page }) => {
    await signInAs(page, { id: 'u-1', name: 'Ada Lovelace', email: 'ada@example.org', role: 'user' });
    let loggedOut = false;
    await page.route('**/api/logout', (route) => {
      loggedOut = true;
      return route.fulfill({ json: { message: 'Logged out' } });
    });
    await page.goto('/about');
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    const more = await openMenu(page, 'More');
    await expect(more.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    if (isMobile(page)) {
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByText('Ada Lovelace')).toBeVisible();
      await menu.getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.keyboard.press('Escape');
      await header(page).getByRole('button', { name: 'Ada Lovelace' }).click();
      await header(page).getByRole('button', { name: 'Logout' }).click();
    }
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(loggedOut).toBe(true);
  });

  test('the user menu falls back to the e-mail, and admins get the Admin entry', async ({ page }) => {
    await signInAs(page, { id: 'u-2', name: null, email: 'admin@phd-finder.test', role: 'admin' });
    await page.goto('/about');
    const more = await openMenu(page, 'More');
    await expect(more.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    if (isMobile(page)) {
      await expect(page.getByRole('navigation', { name: 'Mobile' }).getByText('admin@phd-finder.test')).toBeVisible();
    } else {
      await page.keyboard.press('Escape');
      await expect(header(page).getByRole('button', { name: 'admin@phd-finder.test' })).toBeVisible();
    }
  });

  test('the 375 px menu holds a language section and Sign In, and collapses again', async ({ page, shots }) => {
    await page.goto('/contact');
    if (!isMobile(page)) {
      // From 1024 px the bar shows everything and there is no menu button.
      await expect(menuButton(page)).toBeHidden();
      await expect(header(page).getByRole('combobox', { name: 'Language' })).toBeVisible();
      return;
    }
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await menuButton(page).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(
      menu.getByRole('region', { name: 'Language' }).getByRole('combobox', { name: 'Language' }),
    ).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await shots.screenshot('header-mobile-menu-open');
    await shots.expectAccessible();
    await menuButton(page).click();
    await expect(menu).toBeHidden();
  });
});
