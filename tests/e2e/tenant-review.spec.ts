// The review screen (issue 14) against the running product: the demo owner adds two applicants through
// the API, finds them with the search, steps through them with the keyboard, previews a PDF resume,
// rates one (the colleagues' ratings were hidden until then), rejects one through the e-mail question
// and moves both in bulk, and exports them as CSV. The keys' legend is not shown at a phone's width, and
// an unknown opportunity's address shows "not found".
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { E2E_PORT } from './support/constants.ts';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';
import { signInStaff } from './support/staff.ts';

const TENANT = `http://demo-university.localhost:${E2E_PORT}`;
const OWNER = { email: 'owner@demo-university.test', password: 'Tenant-demo-2026' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function addApplicant(request: APIRequestContext, headers: Record<string, string>, fields: object) {
  const response = await request.post('/api/applicants/upload', {
    headers,
    multipart: { ...fields, resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('review screen', () => {
  // The desktop layout (the list beside the applicant): one width (ANY_WIDTH).
  test(
    'search, keyboard, resume preview, hidden ratings, the e-mail question, bulk and CSV',
    ANY_WIDTH,
    async ({ page, request, shots }) => {
      const token = await signInStaff(page.context(), request, OWNER);
      const headers = { authorization: `Bearer ${token}`, 'x-tenant': 'demo-university' };
      const listed = await request.get('/api/saas/opportunities?status=open&limit=1&offset=0', { headers });
      expect(listed.status(), await listed.text()).toBe(200);
      const opportunity = ((await listed.json()) as { data: { id: string }[] }).data[0]!.id;
      const tag = `Zq${randomUUID().slice(0, 6)}`;
      for (const name of ['Ada', 'Grace']) {
        await addApplicant(request, headers, {
          name: `${name} ${tag}`,
          email: `${name.toLowerCase()}-${tag.toLowerCase()}@example.org`,
          opportunity,
        });
      }

      await page.goto(`${TENANT}/review/${opportunity}`);
      await expect(page.getByRole('heading', { name: 'Review applicants', level: 1 })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search applicants' }).fill(tag);
      const list = page.getByRole('list', { name: 'Applicants' });
      await expect(list.getByRole('listitem')).toHaveCount(2);

      // Newest first: Grace, then Ada. The keys are the search field's while it has the focus.
      const search = page.getByRole('searchbox', { name: 'Search applicants' });
      await search.press('j');
      await expect(search).toHaveValue(`${tag}j`);
      await expect(page).not.toHaveURL(/applicant=/);
      await search.press('Backspace');
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await page.getByRole('heading', { name: 'Review applicants', level: 1 }).click();
      await page.keyboard.press('j');
      const grace = page.getByRole('heading', { name: `Grace ${tag}`, level: 2 });
      await expect(grace).toBeVisible();
      await expect(page).toHaveURL(/\?applicant=[0-9a-f-]{36}$/);
      // On the heading: Grace's resume preview may have taken the focus (see the status key below).
      await grace.press('j');
      const ada = page.getByRole('heading', { name: `Ada ${tag}`, level: 2 });
      await expect(ada).toBeVisible();
      const preview = page.locator('figure').filter({ has: page.locator('iframe[title^="Resume of Ada"]') });
      await expect(preview.locator('figcaption')).toContainText('cv.pdf');
      await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:.*#toolbar=0/);
      // The keys' legend is for keyboards: shown here, not at a phone's width.
      const legend = page.getByText('set the status (not while typing)', { exact: false });
      await expect(legend).toBeVisible();
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(legend).toBeHidden();
      await page.setViewportSize({ width: 1280, height: 800 });

      // Ratings: hidden until rated, then the average.
      const ratings = page.getByRole('region', { name: 'Ratings' });
      await expect(ratings.getByText('Colleagues’ ratings stay hidden until you rate')).toBeVisible();
      await ratings.getByRole('radio', { name: '3 Good' }).check();
      await ratings.getByRole('button', { name: 'Save rating' }).click();
      await expect(ratings.getByText('Average 3.0 of 4 from 1 rating')).toBeVisible();
      await expect(list.getByRole('listitem').filter({ hasText: `Ada ${tag}` })).toContainText('Rating 3.0');

      // Rejected asks about the e-mail.
      // Pressed on the heading itself: the resume preview's PDF viewer may take the focus when it
      // finishes loading (its error box has a button), and a key pressed there never reaches the page.
      await ada.click();
      await ada.press('6');
      const confirm = page.getByRole('dialog', { name: `Move Ada ${tag} to Rejected?` });
      await confirm.getByRole('button', { name: 'Change without e-mail' }).click();
      await expect(page.getByRole('region', { name: 'Status history' })).toContainText('New → Rejected');
      await shots.screenshot('tenant-review');
      await shots.expectAccessible();

      // Bulk: both shortlisted, then exported.
      await page.getByRole('checkbox', { name: 'Select all shown' }).check();
      await page.getByRole('button', { name: 'Change status' }).click();
      await page
        .getByRole('dialog', { name: 'Move 2 applicants to Shortlisted?' })
        .getByRole('button', { name: 'Change status' })
        .click();
      await expect(list.getByText('Shortlisted')).toHaveCount(2);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = await download;
      expect(csv.suggestedFilename()).toBe('applicants.csv');
      const text = await (await csv.createReadStream()).toArray();
      expect(Buffer.concat(text).toString()).toContain(`Grace ${tag}`);

      // Another site's or an unknown opportunity: "not found", not an empty review screen.
      await page.goto(`${TENANT}/review/${randomUUID()}`);
      await expect(page.getByRole('heading', { name: 'Opportunity not found', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Review applicants' })).toHaveCount(0);
    },
  );
});
