// Staying in touch in the browser (issue 18): subscribing, following the e-mailed confirmation link
// and choosing the digest's countries; saving a listing's search as an alert and managing it in Smart
// Picks. The jobs and e-mails themselves are tested below the browser (workers/test).
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';
import { linkFromMail } from './support/mail.ts';
import { newCandidateEmail, signIn } from './support/sign-in.ts';

test.describe('staying in touch', () => {
  test(
    'subscribe, confirm from the e-mail, choose countries for the digest',
    ANY_WIDTH,
    async ({ page, request, shots }) => {
      test.slow();
      // Long (38 characters), as real addresses can be: it must wrap inside the notice on a phone.
      const email = newCandidateEmail('newsletter-digest');
      await page.goto('/');
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Subscribed successfully!' })).toContainText(
        'click the link we sent to confirm',
      );

      await page.goto(await linkFromMail(request, email, '/newsletter/confirm'));
      await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
      const thanks = page.getByRole('status').filter({ hasText: 'Thank you!' });
      await expect(thanks).toContainText(email);
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await thanks.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1280, height: 800 });
      // The spent link is gone from the address: a reload keeps working.
      await expect(page).toHaveURL(/\/newsletter\/preferences\?token=/);
      await page.getByRole('button', { name: /Select countries/ }).click();
      await page.getByRole('checkbox', { name: 'Germany' }).check();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Save my choices' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your choices are saved.' })).toBeVisible();
      await shots.expectAccessible();
      await shots.screenshot('newsletter-preferences');

      await page.reload();
      await expect(page.getByRole('list', { name: 'Selected countries' })).toContainText('Germany');
    },
  );

  test('save the listing search as an alert and manage it in Smart Picks', ANY_WIDTH, async ({ page, shots }) => {
    test.slow();
    await signIn(page, newCandidateEmail('alerts'), { returnTo: '/phd-vacancies/standard/Germany' });
    await page.getByRole('button', { name: 'Alert me about new matches' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Alert saved.' });
    await expect(saved).toBeVisible();
    await saved.getByRole('link', { name: 'Manage alerts' }).click();

    await expect(page.getByRole('heading', { name: 'Alerts & Reminders' })).toBeVisible();
    const alerts = page.getByRole('list', { name: 'Search alerts' });
    await expect(alerts).toContainText('PhD positions in Germany');
    await alerts.getByRole('combobox', { name: 'How often for PhD positions in Germany' }).selectOption('weekly');
    await page.reload();
    await expect(alerts.getByRole('combobox')).toHaveValue('weekly');
    await shots.expectAccessible();
    await shots.screenshot('smart-picks-alerts');
    await alerts.getByRole('button', { name: 'Delete alert: PhD positions in Germany' }).click();
    await expect(page.getByText('No alerts yet.')).toBeVisible();
  });
});
