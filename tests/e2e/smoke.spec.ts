import { ANY_WIDTH, expect, test } from './support/fixtures.ts';

test('the gateway serves the web app at /', ANY_WIDTH, async ({ page, shots }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shots.expectAccessible();
});

test('the API description at /api/docs resolves every schema', ANY_WIDTH, async ({ page }) => {
  // One click per schema of the whole API (dozens), each re-rendering a long page: on a busy machine
  // that takes longer than a test's usual 30 s.
  test.setTimeout(120_000);
  await page.goto('/api/docs/');
  // The areas open collapsed: show the catalogue's reads. Swagger UI resolves a schema when it is shown:
  // open the detail read, the listing, then every schema.
  await page.locator('.opblock-tag[data-tag="Public · Opportunities"]').click();
  for (const path of ['/api/opportunities/{id}', '/api/opportunities']) {
    await page.locator(`.opblock-summary-control:has([data-path="${path}"])`).click();
  }
  await expect(page.locator('.responses-table').first()).toBeVisible();
  await page.locator('section.models .models-control').click();
  const schemas = page.locator('.models .json-schema-2020-12-accordion');
  await expect(schemas.first()).toBeVisible();
  for (const schema of await schemas.all()) await schema.click();
  await expect(page.getByText('OpportunityDetail').first()).toBeVisible();
  await expect(page.getByText('Resolver error')).toHaveCount(0);
});
