// Scorecards (issue 34) against the running product: the demo owner gives a new position the suggested
// scorecard in its editor's Review panel, the reviewer's scorecards are seeded through the API, and the
// owner scores three applicants through the review screen: the colleague's scorecard stays hidden until
// the owner submits theirs, then shows per criterion with the spread; the list sorted by weighted score,
// and by disagreement, shows the expected order.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { SUGGESTED_SCORECARD } from '@phd/contracts/input/review';
import { E2E_PORT } from './support/constants.ts';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';
import { signInStaff, staffSession } from './support/staff.ts';

const TENANT = `http://demo-university.localhost:${E2E_PORT}`;
const OWNER = { email: 'owner@demo-university.test', password: 'Tenant-demo-2026' };
const REVIEWER = { email: 'reviewer@demo-university.test', password: 'Reviewer-demo-2026' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Every criterion of the suggested scorecard given the same score. */
const allScored = (score: number) => Object.fromEntries(SUGGESTED_SCORECARD.map((c) => [c.key, score]));

async function addApplicant(request: APIRequestContext, headers: Record<string, string>, fields: object) {
  const response = await request.post('/api/applicants/upload', {
    headers,
    multipart: { ...fields, resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test.describe('scorecards', () => {
  test(
    'two reviewers score independently and the list sorts by weighted score',
    ANY_WIDTH,
    async ({ page, request }) => {
      const token = await signInStaff(page.context(), request, OWNER);
      const headers = { authorization: `Bearer ${token}`, 'x-tenant': 'demo-university' };
      const reviewerHeaders = {
        authorization: `Bearer ${(await staffSession(request, REVIEWER)).token}`,
        'x-tenant': 'demo-university',
      };
      const tag = `Sc${randomUUID().slice(0, 6)}`;
      // A position of its own (a draft, unlisted), so the other review specs keep their single rating.
      const created = await request.post('/api/saas/opportunities', {
        headers,
        data: {
          title: `Scorecard PhD ${tag}`,
          country: 'Netherlands',
          city: 'Delft',
          description: '<p>Scored.</p>',
          opportunity_url: 'https://demo-university.example/apply',
          status: 'draft',
          listed_publicly: false,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const opportunity = ((await created.json()) as { data: { id: string } }).data.id;

      // The editor's Review panel: the suggested scorecard, saved on its own.
      await page.goto(`${TENANT}/dashboard?edit=${opportunity}`);
      const review = page.getByRole('form', { name: 'Review', exact: true });
      await review.getByRole('button', { name: 'Use the suggested scorecard' }).click();
      await expect(review.getByRole('textbox', { name: 'Criterion' })).toHaveCount(5);
      await expect(review.getByText('Weights add up to 100.')).toBeVisible();
      await review.getByRole('button', { name: 'Save review settings' }).click();
      await expect(review.getByRole('status')).toHaveText('Review settings saved.');

      const ids: Record<'top' | 'split' | 'low', string> = { top: '', split: '', low: '' };
      for (const [key, name] of [
        ['top', 'Ada'],
        ['split', 'Grace'],
        ['low', 'Emmy'],
      ] as const) {
        ids[key] = await addApplicant(request, headers, {
          name: `${name} ${tag}`,
          email: `${name.toLowerCase()}-${tag.toLowerCase()}@example.org`,
          opportunity,
        });
      }
      // The second reviewer's scorecards, through the API: 4s, 1s and 2s.
      for (const [key, score] of [
        ['top', 4],
        ['split', 1],
        ['low', 2],
      ] as const) {
        const rated = await request.put(`/api/applicants/${ids[key]}/rating`, {
          headers: reviewerHeaders,
          data: { scores: allScored(score) },
        });
        expect(rated.status(), await rated.text()).toBe(200);
      }

      await page.goto(`${TENANT}/review/${opportunity}?applicant=${ids.top}`);
      await expect(page.getByRole('heading', { name: `Ada ${tag}`, level: 2 })).toBeVisible();
      const scorecard = page.getByRole('region', { name: 'Scorecard' });
      await expect(scorecard.getByText('Colleagues’ scorecards stay hidden until you submit yours')).toBeVisible();
      await expect(scorecard.getByText('Pieter Jansen')).toHaveCount(0);

      const score = async (value: string) => {
        for (const c of SUGGESTED_SCORECARD) {
          await scorecard
            .getByRole('group', { name: `${c.label} (weight ${c.weight})` })
            .getByRole('radio', { name: value })
            .check();
        }
        await scorecard.getByRole('button', { name: /^(Submit|Update) scorecard$/ }).click();
      };
      await score('4 Excellent');
      await expect(scorecard.getByText('Weighted average 4.00 of 4 from 2 scorecards')).toBeVisible();
      const table = scorecard.getByRole('table', { name: 'The panel’s scorecards' });
      await expect(table.getByRole('row', { name: /Pieter Jansen/ })).toContainText('4.00');

      await page.goto(`${TENANT}/review/${opportunity}?applicant=${ids.split}`);
      await expect(page.getByRole('heading', { name: `Grace ${tag}`, level: 2 })).toBeVisible();
      await score('4 Excellent');
      await expect(scorecard.getByText('· spread 3.00')).toBeVisible();
      await page.goto(`${TENANT}/review/${opportunity}?applicant=${ids.low}`);
      await expect(page.getByRole('heading', { name: `Emmy ${tag}`, level: 2 })).toBeVisible();
      await score('2 Fair');
      await expect(scorecard.getByText('Weighted average 2.00 of 4 from 2 scorecards')).toBeVisible();

      const list = page.getByRole('list', { name: 'Applicants' });
      const names = () => list.getByRole('listitem').getByRole('link');
      await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Highest weighted score' });
      await expect(names()).toHaveText([`Ada ${tag}`, `Grace ${tag}`, `Emmy ${tag}`]);
      await expect(list.getByRole('listitem').filter({ hasText: `Grace ${tag}` })).toContainText(
        /Rating 2\.50.*· spread 3\.00/,
      );
      await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Most disagreement' });
      await expect(names()).toHaveText([`Grace ${tag}`, `Ada ${tag}`, `Emmy ${tag}`]);
    },
  );
});
