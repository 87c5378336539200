// "The loop always closes" (issue 32 part 3) against the running product and its workers: a candidate
// applies to two positions, withdraws one from My applications (asked first) and is e-mailed that it
// was received; the recruiter closes the other without an appointment, and the candidate gets one kind
// closing e-mail within seconds and sees "position closed". Layouts at both widths in the screenshots.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectMail, subjectsTo } from './support/mail.ts';
import { demoRecruiter } from './support/recruiter-api.ts';
import { newCandidateEmail, signIn } from './support/sign-in.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A posting of its own each run (the two widths' copies must not group as near-duplicates). */
const posting = (word: string, topic: string) =>
  `<p>A funded PhD (${word}) on ${topic}, with the ${word} group and its ${word} field station.</p>`;

async function profileWithCv(page: Page) {
  await page.goto('/account/profile');
  await page.getByLabel('Full name').fill('Ngozi Okafor');
  await page.getByLabel('Nationality').selectOption('Nigeria');
  await page.getByLabel('Country of residence').selectOption('Nigeria');
  await page.getByLabel('Country code').fill('+234');
  await page.getByLabel('Phone number').fill('803 123 4567');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page
    .getByLabel('Upload a CV')
    .setInputFiles({ name: 'okafor-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Default', { exact: true })).toBeVisible();
}

async function apply(page: Page, link: string) {
  await page.goto(`/opportunities/${link}`);
  const form = page.getByRole('region', { name: 'Apply for this Position' });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Application Submitted!')).toBeVisible();
}

test('a withdrawal is acknowledged and a closed position tells its undecided applicant once', async ({
  page,
  request,
  shots,
}) => {
  test.slow();
  const word = `Loop${Date.now().toString(36)}`;
  const recruiter = await demoRecruiter(request);
  const kept = await recruiter.publish({ title: `PhD in Tidal Energy ${word}`, description: posting(word, 'tides') });
  const left = await recruiter.publish({ title: `PhD in Peat Hydrology ${word}`, description: posting(word, 'peat') });
  const email = newCandidateEmail('loop');
  await signIn(page, email, { returnTo: '/account/profile' });
  await profileWithCv(page);
  await apply(page, kept.link);
  await apply(page, left.link);

  // Withdrawn from My applications, after the question; the university's reviewers are told by the status.
  await page.goto('/account/applications');
  const leftRow = page.getByRole('listitem').filter({ hasText: left.title });
  await leftRow.getByRole('button', { name: `Withdraw application to ${left.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(dialog).toContainText('The university will be told. This cannot be undone.');
  await shots.screenshot('loop-withdraw-asked');
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(leftRow.getByText('withdrawn', { exact: true })).toBeVisible();
  await expectMail(request, email, `Withdrawal received: ${left.title}`);

  // The recruiter closes the other position: the closing e-mail comes with the close, not a sweep later.
  await recruiter.close(kept.id);
  await expectMail(request, email, `Your application for "${kept.title}": the position has closed`);
  await page.reload();
  const keptRow = page.getByRole('listitem').filter({ hasText: kept.title });
  await expect(keptRow.getByText('position closed', { exact: true })).toBeVisible();
  await expect(keptRow.getByRole('button', { name: /Withdraw application/ })).toHaveCount(0);
  await shots.screenshot('loop-closed');
  await shots.expectAccessible();

  // One of each, never twice (the withdrawn application is decided: no closing e-mail for it).
  const subjects = await subjectsTo(request, email);
  expect(subjects.filter((s) => s.includes('the position has closed'))).toHaveLength(1);
  expect(subjects.filter((s) => s.startsWith('Withdrawal received'))).toHaveLength(1);
});
