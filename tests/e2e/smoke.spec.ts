import { ANY_WIDTH, expect, test } from './support/fixtures.ts';

test('the gateway serves the web app at /', ANY_WIDTH, async ({ page, shots }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shots.expectAccessible();
});
