// Smart Picks (spec section 2, "Smart Picks"; sections 4, 5 and 8 on preferences) against the running
// product: the welcome panel, the signed-in sidebar and sections, the 10-per-kind alert, saving
// preferences with the Notification modal, recommendations appearing from the worker, the phone drawer.
import { alertsDuring, ANY_WIDTH, expect, isMobile, test } from './support/fixtures.ts';
import { newCandidateEmail, signIn } from './support/sign-in.ts';

test.describe('Smart Picks', () => {
  test(
    'a visitor sees the welcome panel with both sign-in buttons and the benefits',
    ANY_WIDTH,
    async ({ page, shots }) => {
      await page.goto('/smart-picks');
      await expect(page.getByRole('heading', { name: 'Welcome to Smart Picks' })).toBeVisible();
      await expect(page.getByText('Track your application progress')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in with LinkedIn' })).toBeVisible();
      await shots.expectAccessible();
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
      await page.getByLabel('Or sign in with any e-mail address').fill(newCandidateEmail('welcome'));
      await page.getByRole('button', { name: 'Continue with this address' }).click();
      await expect(page).toHaveURL(/\/smart-picks$/);
      await expect(page.getByRole('heading', { name: 'Saved Opportunities' })).toBeVisible();
    },
  );

  test(
    'preferences: the limit alert, the Notification modal, then recommendations from the worker',
    ANY_WIDTH,
    async ({ page, shots }) => {
      // A journey across several pages and the workers: more than the default 30 s on a busy machine.
      test.slow();
      const email = newCandidateEmail('prefs');
      await signIn(page, email, { returnTo: '/smart-picks' });
      const sidebar = page.getByRole('complementary', { name: 'Your account' });
      await expect(sidebar).toContainText(email);
      await expect(page.getByText('No PhD opportunities saved by you')).toBeVisible();

      await page.goto('/smart-picks?section=recommended-jobs');
      await expect(page.getByText('Set your preferences to get personalised recommendations.')).toBeVisible();
      await page.getByRole('button', { name: 'Set Preferences' }).click();
      await expect(page).toHaveURL(/section=user-preferences/);
      await expect(page.getByLabel('Email')).toHaveValue(email);

      // Eleven universities: the eleventh is refused with the spec's alert.
      await page.getByRole('button', { name: /^Universities/ }).click();
      const options = page.getByRole('list', { name: 'Universities' }).getByRole('checkbox');
      for (let i = 0; i < 10; i += 1) await options.nth(i).check();
      expect(await alertsDuring(page, () => options.nth(10).click())).toEqual([
        'Maximum 10 selections allowed for universities',
      ]);
      await expect(page.getByRole('list', { name: 'Selected universities' }).getByRole('listitem')).toHaveCount(10);
      await page.keyboard.press('Escape');

      // One country, searched for.
      await page.getByRole('button', { name: /^Countries/ }).click();
      await page.getByLabel('Search countries').fill('germ');
      await page.getByRole('list', { name: 'Countries' }).getByRole('checkbox', { name: 'Germany' }).check();
      await page.getByRole('heading', { name: 'User Preferences' }).click();
      await expect(page.getByRole('button', { name: 'Remove Germany' })).toBeVisible();
      await page.getByLabel('Comments').fill('Machine learning for climate science');
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      const modal = page.getByRole('dialog', { name: 'Notification' });
      await expect(modal).toContainText('Preferences saved successfully!');
      await shots.expectAccessible();
      await modal.getByRole('button', { name: 'Close Notification' }).click();

      // The worker recomputes within moments; the list fills without a reload.
      await page
        .getByRole('navigation', { name: 'Smart Picks sections' })
        .getByRole('button', { name: 'Recommended Jobs' })
        .click();
      await expect(page.getByTestId('opportunity-card').first()).toBeVisible({ timeout: 20_000 });

      await page.goto('/smart-picks?section=my-applications');
      await expect(page.getByText('You have not applied to any opportunities yet')).toBeVisible();
    },
  );

  test('sections: in the sidebar on wide screens, in a drawer that closes on a pick on phones; long names whole; the sign-in page fits', async ({
    page,
    shots,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
    // A long address, and a name made of it with a long unbroken word: both must show whole in the sidebar.
    const email = newCandidateEmail('averylongcandidateaddresswithoutanybreaks');
    const name = email
      .split('@')[0]!
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ');
    await signIn(page, email, {
      returnTo: '/smart-picks',
      atPicker: async () => {
        await noSidewaysScroll();
        await shots.screenshot('dev-sign-in');
      },
    });
    // The development sign-in page's CSP is read whole (no source the browser refuses).
    expect(consoleErrors.filter((text) => text.includes('Content Security Policy'))).toEqual([]);

    const sidebar = page.getByRole('complementary', { name: 'Your account' });
    for (const text of [name, email]) {
      const line = sidebar.getByText(text, { exact: true });
      await expect(line).toBeVisible();
      expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await noSidewaysScroll();
    await shots.screenshot('smart-picks-sidebar');

    const main = page.getByRole('main');
    const sectionsButton = main.getByRole('button', { name: 'Smart Picks sections menu' });
    if (!isMobile(page)) {
      await expect(sectionsButton).toBeHidden();
      await main
        .getByRole('navigation', { name: 'Smart Picks sections' })
        .getByRole('button', { name: 'My Applications' })
        .click();
      await expect(page).toHaveURL(/section=my-applications/);
      await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
      return;
    }
    await expect(main.getByRole('navigation', { name: 'Smart Picks sections' })).toBeHidden();
    // The header's Menu button and this one are told apart by name; this one still reads "Menu".
    await expect(sectionsButton).toHaveText('Menu');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(1);
    await sectionsButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'User Preferences' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'User Preferences' })).toBeVisible();
  });
});
