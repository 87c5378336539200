import { expect, test } from './support/fixtures.ts';

test('the gateway serves the web app at /', async ({ page, shots }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shots.expectAccessible();
});
