// "Positions I can apply to" (issue 32 part 4) against the running product: a position open to UK
// applicants only leaves a German candidate's listing when the toggle is on, and comes back, saying
// why it is open to them, once their nationality is the United Kingdom. The listing follows the
// profile: the address written with the old nationality's code is rewritten with the new one's.
import type { APIRequestContext, Page } from '@playwright/test';
import type { OpportunityJson } from '@phd/contracts/public-schemas';
import { expect, isMobile, test } from './support/fixtures.ts';
import { filterPanel } from './support/filter-panel.ts';
import { demoRecruiter } from './support/recruiter-api.ts';
import { newCandidateEmail, signIn } from './support/sign-in.ts';

/** A posting of its own each run: the desktop and phone runs' copies must not group as near-duplicates. */
const ukOnly = (word: string) =>
  `<p>A fully funded PhD studentship (${word}) on the erosion of soft-rock coasts under rising seas, ` +
  `studied at ${word} Point with the ${word} survey team and their ${word} drone records.</p>` +
  '<p>Due to funding restrictions, this position is open to UK applicants only.</p>';

async function setNationality(page: Page, nationality: string) {
  await page.goto('/account/profile');
  await page.getByLabel('Nationality').selectOption(nationality);
  await page.getByLabel('Country of residence').selectOption('Germany');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
}

/** The position, once the enrichment has read its limit and the index has it (asked as a Briton would). */
async function searchable(request: APIRequestContext, word: string, id: string) {
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/opportunities?q=${word}&eligible=GB&limit=10`);
        const { data } = (await answer.json()) as { data: OpportunityJson[] };
        return data.find((o) => o.id === id)?.eligibility?.open;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('a UK-only position leaves and rejoins the listing as the nationality changes', async ({
  page,
  request,
  shots,
}) => {
  test.slow();
  const word = `Coastline${Date.now().toString(36)}`;
  const recruiter = await demoRecruiter(request);
  const position = await recruiter.publish({
    title: `PhD Studentship in Coastal Erosion ${word}`,
    description: ukOnly(word),
  });
  await searchable(request, word, position.id);
  const card = page.getByRole('article').filter({ hasText: position.title });

  // Signed out, the toggle says how to use it.
  await page.goto(`/phd-vacancies/standard?q=${word}`);
  await expect(card).toBeVisible();
  const signedOut = await filterPanel(page);
  await expect(signedOut.getByRole('checkbox', { name: 'Positions I can apply to' })).toBeDisabled();
  await expect(signedOut.getByRole('link', { name: 'Sign in to see positions you can apply to' })).toBeVisible();

  // A German living in Germany: on, the UK-only position is gone.
  await signIn(page, newCandidateEmail('eligible'), { returnTo: '/account/profile' });
  await setNationality(page, 'Germany');
  await page.goto(`/phd-vacancies/standard?q=${word}`);
  await expect(card).toBeVisible();
  await (await filterPanel(page)).getByRole('checkbox', { name: 'Positions I can apply to' }).check();
  await expect(page).toHaveURL(/[?&]eligible=DE(&|$)/);
  await expect(page.getByText('No opportunities found')).toBeVisible();
  if (isMobile(page)) await page.getByRole('button', { name: 'Close filters' }).click();
  await expect(page.getByRole('button', { name: 'Remove filter: Positions I can apply to' })).toBeVisible();
  await shots.screenshot('eligible-hidden');
  await shots.expectAccessible();

  // Now British (still living in Germany): the same address shows it, and says why.
  await setNationality(page, 'United Kingdom');
  await page.goto(`/phd-vacancies/standard?q=${word}&eligible=DE`);
  await expect(page).toHaveURL(/[?&]eligible=DE,GB(&|$)/);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('eligibility')).toContainText('Open to you');
  await shots.screenshot('eligible-open');
  await shots.expectAccessible();

  // Its page says so too.
  await page.goto(`/opportunities/${position.link}`);
  await expect(page.getByRole('region', { name: 'Can you apply?' })).toContainText('Open to you');
});
