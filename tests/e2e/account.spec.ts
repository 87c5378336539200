// Candidate accounts in the browser (spec sections 2 "Sign-in page" and "Layout and header", 4 "Save
// toggle" and "Main and tenant session", 6): signing in through the local development identity
// provider from the sign-in page and coming back, the header's user menu and Admin entry, saving from
// a card and from the detail page, the dashboard and profile, and logging out.
import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, isMobile, test } from './support/fixtures.ts';
import { newCandidateEmail, signIn } from './support/sign-in.ts';

/** The first card on the standard listing, and its detail page's address. */
async function firstCard(page: Page) {
  await page.goto('/phd-vacancies/standard');
  const card = page.getByTestId('opportunity-card').first();
  await expect(card).toBeVisible();
  const href = await card.getByRole('heading').getByRole('link').getAttribute('href');
  return { card, href: href! };
}

test.describe('candidate accounts', () => {
  test(
    'signing in from the sign-in page returns to the page the person came from',
    ANY_WIDTH,
    async ({ page, shots }) => {
      await page.goto('/about');
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
      await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
      await expect(page.getByText('Local development only')).toBeVisible();
      await page.getByLabel('Or sign in with any e-mail address').fill('grace.hopper@example.com');
      await page.getByRole('button', { name: 'Continue with this address' }).click();
      await expect(page).toHaveURL(/\/about$/);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: /Grace Hopper/ })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      // Not an admin: no Admin entry under More.
      await banner.getByRole('button', { name: 'More' }).click();
      await expect(banner.getByRole('link', { name: 'Smart Picks' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Admin' })).toHaveCount(0);
      await shots.screenshot('signed-in-header');
    },
  );

  test('a cancelled sign-in comes back to the sign-in page with the reason', ANY_WIDTH, async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('button', { name: 'Cancel and return to the site' }).click();
    await expect(page).toHaveURL(/\/login\?error=cancelled$/);
    await expect(page.getByRole('alert')).toHaveText('Sign-in was cancelled. You can try again whenever you like.');
  });

  test('the admin, whose role comes from the database, sees the Admin entry', ANY_WIDTH, async ({ page }) => {
    await signIn(page, 'admin@phd-finder.test', { returnTo: '/about' });
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'More' }).click();
    await expect(banner.getByRole('link', { name: 'Admin' })).toBeVisible();
  });

  test('saving from a card and from the detail page, kept across reloads, shown on the dashboard', async ({
    page,
    shots,
  }) => {
    // A journey across several pages: more than the default 30 s on a busy machine.
    test.slow();
    await signIn(page, newCandidateEmail('saver'), { returnTo: '/phd-vacancies/standard' });
    const { card, href } = await firstCard(page);
    const title = (await card.getByRole('heading').innerText()).replace(/\s*\(opens in a new tab\)/, '').trim();
    const toggle = card.getByRole('button', { name: 'Save opportunity' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(card.getByRole('button', { name: 'Remove from saved' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto(href);
    const detailSave = page.getByRole('button', { name: 'Saved', exact: true });
    await expect(detailSave).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    const saved = page.getByRole('region', { name: 'Saved opportunities' });
    await expect(saved).toContainText('(1)');
    await expect(saved.getByRole('link', { name: title })).toBeVisible();
    if (!isMobile(page)) await shots.expectAccessible();

    // Unsave on the detail page: the card reads not saved after a reload.
    await page.goto(href);
    await page.getByRole('button', { name: 'Saved', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Saved opportunities' })).toContainText(
      'No PhD opportunities saved by you',
    );
  });

  test('profile, another id, and logout ending the session on the server', ANY_WIDTH, async ({ page, shots }) => {
    await signIn(page, newCandidateEmail('leaver'), { returnTo: '/user' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const me = (await (await page.request.get('/api/user')).json()) as { id: string; email: string };
    await expect(page.getByText(me.email)).toBeVisible();
    await shots.expectAccessible();

    await page.goto('/user/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'This is not your profile' })).toBeVisible();

    await page.goto('/user');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
