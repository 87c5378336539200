// Reference letters (issue 34) against the running product: a position of the demo university asks for
// three letters (arranged in its database: the review settings form is another screen); a candidate
// applies on the careers page naming three referees and confirms their address through the e-mailed
// link; two referees open their links from the mail catcher and send a PDF and a written letter, the
// third declines with a note; the reviewer sees "2 of 3 letters" in the list and reads the letters in
// the panel; a used link then shows "This link has already been used."
import { randomUUID } from 'node:crypto';
import { E2E_PORT } from './support/constants.ts';
import { demoSitePosition } from './support/database.ts';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';
import { expectMail, linkFromMail } from './support/mail.ts';
import { signInStaff } from './support/staff.ts';

const SITE = 'demo-university';
const TENANT = `http://${SITE}.localhost:${E2E_PORT}`;
const OWNER = { email: 'owner@demo-university.test', password: 'Tenant-demo-2026' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const LETTER =
  'I supervised this candidate during her MSc thesis on compilers and recommend her without reservation for doctoral study.';

test.describe('reference letters', () => {
  test(
    'three referees named, two letters through the e-mailed links, one decline, "2 of 3" for the reviewer',
    ANY_WIDTH,
    async ({ page, request }) => {
      const tag = randomUUID().slice(0, 8);
      const opportunity = await demoSitePosition(`PhD in Reference Letters ${tag}`, { referencesRequired: 3 });
      const candidate = `letters-${tag}@example.org`;
      const referees = ['alan', 'ada', 'barbara'].map((name, i) => ({
        name: `${name[0]!.toUpperCase()}${name.slice(1)} Referee ${tag}`,
        email: `${name}-${tag}@example.org`,
        relation: ['MSc supervisor', 'Lecturer', 'Internship mentor'][i]!,
      }));

      // The careers page says how many letters the position asks for.
      await page.goto(`${TENANT}/careers/${opportunity}`);
      await expect(page.getByText('This position asks for 3 reference letters.').first()).toBeVisible();

      // The application, through the careers API (the form's own fields are the other specs').
      const applied = await request.post('/api/careers/applications', {
        headers: { 'x-tenant': SITE },
        multipart: {
          opportunity_id: opportunity,
          name: `Grace ${tag}`,
          email: candidate,
          consent: 'true',
          referees: JSON.stringify(referees),
          resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
        },
      });
      expect(applied.status(), await applied.text()).toBe(201);
      const confirm = await linkFromMail(request, candidate, '/careers/confirm');
      await page.goto(`${TENANT}${confirm}`);
      await expect(page.getByText('Your e-mail address is confirmed')).toBeVisible();

      // Alan uploads a PDF, Ada writes her letter, Barbara declines.
      const [alan, ada, barbara] = referees;
      await page.goto(`${TENANT}${await linkFromMail(request, alan!.email, '/reference')}`);
      await expect(page.getByText(`Grace ${tag}`)).toBeVisible();
      await page
        .getByLabel(/Your letter \(PDF/)
        .setInputFiles({ name: 'alan.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('button', { name: 'Send my letter' }).click();
      await expect(page.getByText('Thank you: your letter was received.')).toBeVisible();

      const adaLink = await linkFromMail(request, ada!.email, '/reference');
      await page.goto(`${TENANT}${adaLink}`);
      await page.getByLabel('Write the letter here').check();
      await page.getByLabel(/^Your letter/).fill(LETTER);
      await page.getByRole('button', { name: 'Send my letter' }).click();
      await expect(page.getByText('Thank you: your letter was received.')).toBeVisible();

      await page.goto(`${TENANT}${await linkFromMail(request, barbara!.email, '/reference')}`);
      await page.getByLabel('Decline').check();
      await page.getByLabel(/A note for the university/).fill('On sabbatical this term, sorry.');
      await page.getByRole('button', { name: 'Decline to write' }).click();
      await expect(page.getByText('Thank you for letting us know.')).toBeVisible();

      // The candidate (no account) is told of each answer, never what it says.
      await expectMail(request, candidate, `${alan!.name} sent a reference letter`);
      await expectMail(request, candidate, `${barbara!.name} declined to write a reference letter`);

      // A used link says so, and nothing about the applicant.
      await page.goto(`${TENANT}${adaLink}`);
      await expect(page.getByText('This link has already been used.')).toBeVisible();
      await expect(page.getByText(`Grace ${tag}`)).toHaveCount(0);

      // The reviewer: "2 of 3 letters" in the list, the letters in the panel.
      await signInStaff(page.context(), request, OWNER);
      await page.goto(`${TENANT}/review/${opportunity}`);
      const list = page.getByRole('list', { name: 'Applicants' });
      const row = list.getByRole('listitem').filter({ hasText: `Grace ${tag}` });
      await expect(row).toContainText('2 of 3 letters');
      await row.getByRole('link', { name: `Grace ${tag}` }).click();
      const letters = page.getByRole('region', { name: /Reference letters/ });
      await expect(letters).toContainText('2 of 3 received');
      await expect(letters).toContainText('Declined');
      await expect(letters).toContainText('On sabbatical this term, sorry.');
      await letters.getByRole('button', { name: 'Read the letter' }).click();
      await expect(letters.getByText(LETTER)).toBeVisible();
      const popup = page.waitForEvent('popup');
      await letters.getByRole('button', { name: 'Open alan.pdf' }).click();
      await expect((await popup).url()).toMatch(/^blob:/);
    },
  );
});
