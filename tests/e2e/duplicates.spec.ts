// Near-duplicates (issue 17), as its check asks: the same text posted again, once by the demo
// recruiter and once from the admin, shows one card, not two; the card's page says where else it was
// "Also posted at"; the admin's "Not a duplicate" brings the second card back. Rules at lower levels
// live in workers/test/duplicates.test.ts and gateway/test/duplicates.test.ts.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';
import { demoRecruiter } from './support/recruiter-api.ts';
import { signIn } from './support/sign-in.ts';

const ADMIN = 'admin@phd-finder.test';
const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

function posting(word: string) {
  return {
    title: `PhD Studentship in ${word} of Arctic Lakes`,
    description:
      `<p>A fully funded PhD studentship on the ${word} of Arctic lakes: how thawing permafrost changes ` +
      `the carbon stored in lake sediments. You will take sediment cores in Svalbard in two summer ` +
      `campaigns, date them in our laboratory and build a model of carbon burial since 1900.</p>` +
      `<p>The studentship pays a stipend of 20,780 GBP a year for 3.5 years and covers tuition fees. ` +
      `UK applicants only. Applicants hold a first or upper second class degree in geography, geology ` +
      `or environmental science.</p>`,
  };
}

/** The admin's grouped rows for the word: how many are marked as a duplicate. */
async function duplicatesMarked(request: APIRequestContext, word: string): Promise<number> {
  const res = await request.get(`/api/admin/opportunities?q=${encodeURIComponent(word)}`);
  if (!res.ok()) return -1;
  return ((await res.json()).data as { duplicate_of: string | null }[]).filter((o) => o.duplicate_of !== null).length;
}

async function listedCount(request: APIRequestContext, word: string): Promise<number> {
  const res = await request.get(`/api/opportunities?q=${encodeURIComponent(word)}&limit=10`);
  return res.ok() ? ((await res.json()).pagination.total as number) : -1;
}

test('the same text posted again shows one card with "Also posted at"; the admin splits it into two', ANY_WIDTH, async ({
  page,
  request,
  shots,
}) => {
  test.setTimeout(60_000);
  const word = `Limnochronology${randomUUID().slice(0, 6)}`;
  const text = posting(word);

  // Posted by the demo recruiter (University of Edinburgh), then the same text from the admin.
  await (await demoRecruiter(request)).publish({ ...text, collect_resumes: false, opportunity_url: 'https://www.ed.ac.uk/jobs' });
  await signIn(page, ADMIN, { returnTo: '/admin?section=opportunities' });
  const csrf = ((await (await page.request.get('/api/csrf-token')).json()) as { token: string }).token;
  const created = await page.request.post('/api/admin/opportunities', {
    headers: { 'x-csrf-token': csrf },
    data: {
      ...text,
      university: 'University of Glasgow',
      country: 'United Kingdom',
      opportunity_url: 'https://www.gla.ac.uk/jobs',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect.poll(() => duplicatesMarked(page.request, word), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => listedCount(request, word), { timeout: 10_000 }).toBe(1);

  await page.goto(`/phd-vacancies/standard?q=${word}`);
  const cards = page.getByTestId('opportunity-card');
  await expect(cards).toHaveCount(1);
  await shots.screenshot('duplicates-one-card');

  await cards.first().getByRole('heading').click();
  const also = page.getByTestId('also-posted-at');
  await expect(also).toContainText('Also posted at');
  await expect(also.getByRole('link')).toHaveCount(1);
  await shots.screenshot('duplicates-also-posted-at');
  await also.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
  await expect(page.getByTestId('also-posted-at').getByRole('link')).toHaveCount(1);

  await page.goto('/admin?section=opportunities');
  await main(page).getByLabel('Title or university').fill(word);
  await main(page).getByRole('button', { name: 'Search' }).click();
  const duplicateRow = main(page).getByRole('row').filter({ hasText: 'Duplicate' });
  await expect(duplicateRow).toHaveCount(1);
  await duplicateRow.getByRole('button', { name: /Not a duplicate/ }).click();
  await expect(main(page).getByText('Marked as not a duplicate: it is listed on its own again.')).toBeVisible();

  await expect.poll(() => listedCount(request, word), { timeout: 15_000 }).toBe(2);
  await page.goto(`/phd-vacancies/standard?q=${word}`);
  await expect(page.getByTestId('opportunity-card')).toHaveCount(2);
});
