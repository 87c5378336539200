// Applying on the site (spec sections 2 "Application form", 4, 5 and 8) against the running product:
// the form's locked name, e-mail and dial code, "Other", the client-side messages, a real PDF
// submitted and confirmed, "You applied on ..." on a return visit instead of the form, the duplicate
// message, and the server refusing a renamed .exe by content.
import type { APIRequestContext, Page } from '@playwright/test';
import type { OpportunityJson } from '@phd/contracts/public-schemas';
import { takesApplications } from '@phd/contracts/application-window';
import { longDate } from './support/expected.ts';
import { alertsDuring, ANY_WIDTH, expect, test } from './support/fixtures.ts';
import { asShownInCatcher } from './support/mail.ts';
import { newCandidateEmail, signIn } from './support/sign-in.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Open opportunities that take applications on the site (the demo catalogue has many). */
async function applyable(request: APIRequestContext, index: number): Promise<OpportunityJson> {
  const response = await request.get('/api/opportunities?limit=100&sort=latest');
  const { data } = (await response.json()) as { data: OpportunityJson[] };
  // A passed deadline closes applications, so only positions with their deadline ahead (or none) qualify.
  const found = data.filter((o) => o.collect_resumes && takesApplications(o, Date.now()))[index];
  expect(found, 'the demo catalogue has opportunities collecting resumes').toBeDefined();
  return found!;
}

const form = (page: Page) => page.getByRole('region', { name: 'Apply for this Position' });

async function fill(page: Page, country = 'France') {
  await form(page).getByLabel('Country', { exact: true }).selectOption(country);
  await form(page).getByLabel('Phone number').fill('6 12 34 56 78');
}

test.describe('application form', () => {
  test(
    'applies with a PDF, confirms, lists it in the dashboard, says so on a return visit, refuses a second application',
    ANY_WIDTH,
    async ({ page, request, shots }) => {
      // A journey across several pages and the workers: more than the default 30 s on a busy machine.
      test.slow();
      const email = newCandidateEmail('applicant');
      const opportunity = await applyable(request, 0);
      await signIn(page, email, { returnTo: `/opportunities/${opportunity.link}` });
      const apply = form(page);
      await expect(apply.getByLabel('Email')).toHaveValue(email);
      await expect(apply.getByLabel('Email')).toHaveJSProperty('readOnly', true);

      // Every required field's message, cleared by typing.
      await apply.getByRole('button', { name: 'Submit Application' }).click();
      for (const message of [
        'Country is required',
        'Country code is required',
        'Phone number is required',
        'Resume file is required',
      ]) {
        await expect(apply.getByText(message)).toBeVisible();
      }
      await fill(page);
      await expect(apply.getByLabel('Country code')).toHaveValue('+33');
      await expect(apply.getByLabel('Country code')).toHaveJSProperty('readOnly', true);
      await expect(apply.getByText('Phone number is required')).toHaveCount(0);
      await apply.getByLabel(/^Resume/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await shots.expectAccessible();
      await apply.getByRole('button', { name: 'Submit Application' }).click();
      await expect(apply.getByText('Application Submitted!')).toBeVisible();
      await expect(apply).toContainText('will be reviewed shortly');

      // Both e-mails reach the local mail catcher: the confirmation to the candidate, the notice to the owner.
      const escaped = asShownInCatcher(opportunity.title);
      await expect
        .poll(
          async () => {
            const inbox = await (await request.get('/dev/mail')).text();
            return [`Application received: ${escaped}`, `New application: ${escaped}`].filter((s) => inbox.includes(s))
              .length;
          },
          { timeout: 20_000 },
        )
        .toBe(2);
      expect(await (await request.get('/dev/mail')).text()).toContain(email);

      await page.goto('/dashboard');
      await expect(page.getByRole('region', { name: 'My applications' })).toContainText(opportunity.title);
      await expect(page.getByRole('region', { name: 'My applications' })).toContainText('submitted');

      // Back on the position: when they applied and where it stands, not a blank form.
      await page.goto(`/opportunities/${opportunity.link}`);
      const mine = page.getByRole('region', { name: 'Your application' });
      await expect(mine.getByTestId('applied')).toHaveText(
        `You applied on ${longDate(Math.floor(Date.now() / 1000))} · submitted`,
      );
      await expect(form(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
      await shots.screenshot('opportunity-applied');
      await mine.getByRole('link', { name: 'My Applications' }).click();
      await expect(page).toHaveURL(/\/smart-picks\?section=my-applications$/);
      await expect(page.getByRole('region', { name: 'My Applications' })).toContainText(opportunity.title);

      // Applied meanwhile in another tab (this page still thinks not): the spec's duplicate message.
      await page.route('**/api/applications?*opportunity_id=*', (route) =>
        route.fulfill({ json: { data: [], pagination: { total: 0 } } }),
      );
      await page.goto(`/opportunities/${opportunity.link}`);
      await fill(page);
      await form(page)
        .getByLabel(/^Resume/)
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      expect(
        await alertsDuring(page, () => form(page).getByRole('button', { name: 'Submit Application' }).click()),
      ).toEqual(['An application has already been submitted for this email address.']);
    },
  );

  test(
    'a renamed .exe is refused by the server, an 11 MB file by the form; "Other" unlocks the dial code',
    ANY_WIDTH,
    async ({ page, request }) => {
      const opportunity = await applyable(request, 1);
      await signIn(page, newCandidateEmail('exe'), { returnTo: `/opportunities/${opportunity.link}` });
      const apply = form(page);

      await apply.getByLabel('Country', { exact: true }).selectOption('Other (please specify)');
      await expect(apply.getByLabel('Country code')).toHaveJSProperty('readOnly', false);
      await apply.getByRole('button', { name: 'Submit Application' }).click();
      await expect(apply.getByText('Country is required')).toBeVisible();
      await apply.getByLabel('Your country').fill('Atlantis');
      await apply.getByLabel('Country code').fill('+999');
      await apply.getByLabel('Phone number').fill('123 456');

      await apply.getByLabel(/^Resume/).setInputFiles({
        name: 'huge.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(11 * 1024 * 1024),
      });
      await apply.getByRole('button', { name: 'Submit Application' }).click();
      await expect(apply.getByText('File size must be less than 10MB')).toBeVisible();

      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048)]);
      await apply.getByLabel(/^Resume/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: exe });
      expect(await alertsDuring(page, () => apply.getByRole('button', { name: 'Submit Application' }).click())).toEqual(
        ['Please upload a PDF, DOC, or DOCX file'],
      );
      await expect(apply.getByText('Application Submitted!')).toHaveCount(0);
    },
  );
});
