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

/**
 * A posting whose text is its own: a reference list unique to this run makes most of its shingles,
 * so it never groups with another run's (or another spec's) posting of the same template.
 */
function posting(word: string) {
  const references = Array.from({ length: 40 }, () => `ref-${randomUUID().slice(0, 8)}`).join(' ');
  return {
    title: `PhD Studentship in ${word} of Arctic Lakes`,
    description:
      `<p>A fully funded PhD studentship on the ${word} of Arctic lakes: how thawing permafrost changes ` +
      `the carbon stored in lake sediments. The studentship pays a stipend of 20,780 GBP a year for 3.5 ` +
      `years and covers tuition fees. UK applicants only.</p><p>Project references: ${references}.</p>`,
  };
}

/** The admin's grouped rows for the word: how many are marked as a duplicate. */
async function duplicatesMarked(request: APIRequestContext, word: string): Promise<number> {
  const res = await request.get(`/api/admin/opportunities?q=${encodeURIComponent(word)}`);
  if (!res.ok()) return -1;
  const rows = (await res.json()).data as { duplicate_of: string | null }[];
  return rows.filter((o) => o.duplicate_of !== null).length;
}

async function listedCount(request: APIRequestContext, word: string): Promise<number> {
  const res = await request.get(`/api/opportunities?q=${encodeURIComponent(word)}&limit=10`);
  return res.ok() ? ((await res.json()).pagination.total as number) : -1;
}

test(
  'the same text posted again shows one card with "Also posted at"; the admin splits it into two',
  ANY_WIDTH,
  async ({ page, request, shots }) => {
    test.setTimeout(60_000);
    const word = `Limnochronology${randomUUID().slice(0, 6)}`;
    const text = posting(word);

    // Posted by the demo recruiter (University of Edinburgh), then the same text from the admin.
    await (
      await demoRecruiter(request)
    ).publish({ ...text, collect_resumes: false, opportunity_url: 'https://www.ed.ac.uk/jobs' });
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

    // The card opens the position in a new tab.
    const href = await cards.first().getByRole('link', { name: text.title }).getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    // Each copy says who posted it or where it came from, not only its university.
    const also = page.getByTestId('also-posted-at');
    await expect(also).toContainText('Also posted at');
    await expect(also.getByRole('listitem')).toHaveText(['University of Glasgow, listed by PhD Finder']);
    await shots.screenshot('duplicates-also-posted-at');
    await also.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.getByTestId('also-posted-at').getByRole('listitem')).toHaveText([
      /^University of Edinburgh, posted on PhD Finder by \S/,
    ]);

    await page.goto('/admin?section=opportunities');
    await main(page).getByLabel('Title or university').fill(word);
    await main(page).getByRole('button', { name: 'Search', exact: true }).click();
    // The admin's copy came second: it is the duplicate, the recruiter's leads the group.
    const duplicateRow = main(page)
      .getByRole('row')
      .filter({ hasText: word })
      .filter({ hasText: 'University of Glasgow' });
    await expect(duplicateRow.getByText('Duplicate', { exact: true })).toBeVisible();
    await expect(
      main(page).getByRole('row').filter({ hasText: word }).filter({ hasText: 'University of Edinburgh' }),
    ).toContainText('1 duplicate');
    await duplicateRow.getByRole('button', { name: /Not a duplicate/ }).click();
    await expect(main(page).getByText('Marked as not a duplicate: it is listed on its own again.')).toBeVisible();

    await expect.poll(() => listedCount(request, word), { timeout: 15_000 }).toBe(2);
    // The listing's micro-cache may answer the page's first request from before the split: reload
    // until the change shows (it takes a few seconds at most).
    await expect(async () => {
      await page.goto(`/phd-vacancies/standard?q=${word}`);
      await expect(page.getByTestId('opportunity-card')).toHaveCount(2, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  },
);
