// The recruiter area (spec sections 2, 4, 7 and 8) against the running product: a non-academic address
// refused with a way to support; an academic sign-up verified through the e-mailed link; login, the
// dashboard's header; a position published with resumes collected here, found in the public listing,
// applied to by a candidate; the application reviewed, its resume downloaded and its status changed
// (a status that e-mails the candidate asks first: cancel, change without the e-mail, change with it;
// the candidate sees it and gets only that e-mail); another recruiter refused; a password reset by e-mail.
// Sign-up and e-mail links are rate limited per address, so these tests run once (desktop).
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { ANY_WIDTH, expect, isMobile, test } from './support/fixtures.ts';
import { asShownInCatcher, expectMail, linkFromMail, subjectsTo } from './support/mail.ts';
import { newCandidateEmail, signIn } from './support/sign-in.ts';

const PASSWORD = 'Tidal-Harbour-Quartz-2026';
const NEW_PASSWORD = 'Copper-Lantern-Meadow-7731';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// Seeded by the demo catalogue (services/src/seed/accounts.ts).
const DEMO_RECRUITER = { email: 'demo.recruiter@ed.ac.uk', password: 'Recruiter-demo-2026' };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

const main = (page: Page) => page.getByRole('main');

async function fillSignup(page: Page, email: string, password = PASSWORD) {
  const form = main(page);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('University email').fill(email);
  await form.getByLabel('University', { exact: true }).fill('University of Edinburgh');
  await form.getByLabel('Position (optional)').fill('Professor');
  await form.getByLabel('Department (optional)').fill('Informatics');
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/university/login');
  await main(page).getByLabel('University email').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
}

/** A second person in their own browser profile. */
async function otherBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  return { context, page: await context.newPage() };
}

test('signed out, the dashboard leads to the recruiter login, whose header is the recruiter area’s', async ({
  page,
  shots,
}) => {
  await page.goto('/university/dashboard');
  await expect(page).toHaveURL(/\/university\/login$/);
  await expect(main(page).getByRole('heading', { name: 'Recruiter Login', level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText('PhD Finder Dashboard')).toBeVisible();
  if (isMobile(page)) await header.getByRole('button', { name: 'Menu' }).click();
  await expect(header.getByRole('link', { name: 'Back to PhD Finder' })).toHaveAttribute('href', '/');
  await shots.screenshot('recruiter-login');
  await shots.expectAccessible();
});

test(
  'sign-up refuses a non-academic address, says why and offers University Support',
  ANY_WIDTH,
  async ({ page, shots }) => {
    await page.goto('/university/signup');
    await expect(main(page).getByRole('heading', { name: 'Publish PhD Opportunities Free' })).toBeVisible();

    // The form's own checks first: nothing is sent.
    await fillSignup(page, `someone-${randomUUID().slice(0, 8)}@gmail.com`);
    await main(page).getByLabel('Confirm password').fill('something else');
    await main(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(main(page).getByText('Passwords do not match')).toBeVisible();

    await main(page).getByLabel('Confirm password').fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Create Account' }).click();
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('We could not recognise this as a university email address');
    await expect(alert).toContainText('University email not recognised');
    await shots.screenshot('recruiter-signup-refused');
    await shots.expectAccessible();

    await alert.getByRole('button', { name: 'Contact University Support' }).click();
    const support = page.getByRole('dialog', { name: 'University Support' });
    await expect(support).toContainText('University email not recognised');
    await expect(support).toContainText(
      'We typically respond to support requests within 24 hours during business days.',
    );
  },
);

test(
  'a recruiter signs up, verifies, publishes; a candidate applies; the recruiter reviews, downloads and sets the status; another recruiter is refused; the password is reset by e-mail',
  ANY_WIDTH,
  async ({ page, browser, baseURL, request, shots }) => {
    test.setTimeout(180_000);
    const email = `ada-${randomUUID().slice(0, 8)}@ed.ac.uk`;
    const title = `Quantum Error Correction PhD ${randomUUID().slice(0, 6)}`;

    // Sign up with a university address: "check your email".
    await page.goto('/university/signup');
    await fillSignup(page, email);
    await main(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(main(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(main(page)).toContainText(email);

    // Not verified yet: login is refused with a way to have the link sent again.
    await logIn(page, email, PASSWORD);
    await expect(main(page).getByRole('alert')).toContainText('Please verify your email address first.');
    await expect(main(page).getByRole('button', { name: 'Resend verification email' })).toBeVisible();

    // The link from the mail catcher verifies the address, once.
    const verify = await linkFromMail(request, email, '/university/verify');
    await page.goto(verify);
    await expect(main(page).getByRole('status')).toContainText('Email verified. You can now log in.');
    await main(page).getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/university\/login$/);

    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/university\/dashboard$/);
    await expect(main(page).getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toContainText('University of Edinburgh');
    await expect(header).toContainText('PhD Finder Dashboard');
    await expect(header.getByRole('button', { name: /Ada Lovelace/ })).toContainText('Professor - Informatics');
    await expect(main(page).getByText('No positions yet')).toBeVisible();

    // Publish a position that collects resumes here.
    await main(page).getByRole('button', { name: 'Publish a Position' }).first().click();
    const editor = main(page).getByRole('form', { name: 'Publish a position' });
    await editor.getByRole('button', { name: 'Publish Position' }).click();
    await expect(editor.getByText('Title is required')).toBeVisible();
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Discipline').fill('Physics');
    await editor.getByLabel('Country').fill('United Kingdom');
    await editor.getByLabel('City').fill('Edinburgh');
    await editor.getByRole('textbox', { name: 'Description' }).fill('Build fault-tolerant quantum memories.');
    await editor.getByLabel('Fully funded').check();
    await expect(editor.getByLabel('Collect resumes on PhD Finder')).toBeChecked();
    await shots.expectAccessible();
    await editor.getByRole('button', { name: 'Publish Position' }).click();
    await expect(main(page).getByText('Opportunity published')).toBeVisible();
    const position = main(page).getByTestId('position').filter({ hasText: title });
    await expect(position).toContainText('Open');
    await expect(position).toContainText('0 applications');
    await shots.screenshot('recruiter-dashboard');

    // The university's logo: checked by content (a renamed text file is refused), then shown in the header.
    const logo = main(page).getByRole('region', { name: 'University logo' });
    await logo
      .getByLabel('Logo file')
      .setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await logo.getByRole('button', { name: 'Upload Logo' }).click();
    await expect(logo.getByRole('alert')).toHaveText('Please upload a PNG, JPEG, WebP or GIF image.');
    await logo.getByLabel('Logo file').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: PNG });
    await logo.getByRole('button', { name: 'Upload Logo' }).click();
    await expect(logo.getByRole('status')).toContainText('Logo uploaded successfully');
    await expect(header.getByRole('img', { name: 'University of Edinburgh logo' })).toHaveAttribute(
      'src',
      /\?v=[0-9a-f]{16}$/,
    );

    // The public listing finds it (indexing is asynchronous: a keyword search until it is there).
    await expect
      .poll(
        async () => {
          const answer = await request.get(`/api/opportunities?q=${encodeURIComponent(title)}`);
          return ((await answer.json()) as { data: { title: string }[] }).data.map((o) => o.title);
        },
        { timeout: 15_000 },
      )
      .toContain(title);
    const candidate = await otherBrowser(browser, baseURL!);
    const candidateEmail = newCandidateEmail('applicant');
    await signIn(candidate.page, candidateEmail, {
      returnTo: `/phd-vacancies/standard?q=${encodeURIComponent(title)}`,
    });
    // Cards open the detail page in a new tab: follow the link in this one.
    const detail = await candidate.page.getByRole('link', { name: title }).first().getAttribute('href');
    await candidate.page.goto(detail!);
    const apply = candidate.page.getByRole('region', { name: 'Apply for this Position' });
    await apply.getByLabel('Country', { exact: true }).selectOption('France');
    await apply.getByLabel('Phone number').fill('6 12 34 56 78');
    await apply.getByLabel(/^Resume/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await apply.getByRole('button', { name: 'Submit Application' }).click();
    await expect(apply.getByText('Application Submitted!')).toBeVisible();

    // The recruiter sees it on the dashboard and on the position's applications page.
    await page.reload();
    await expect(position).toContainText('1 application');
    await expect(position).toContainText('1 New');
    await position.getByRole('link', { name: 'View applications' }).click();
    await expect(page).toHaveURL(/\/university\/applications\/[0-9a-f-]{36}$/);
    const opportunityId = page.url().split('/').pop()!;
    const application = main(page).getByTestId('application').filter({ hasText: candidateEmail });
    await expect(application).toContainText('New');
    await expect(application).toContainText('6 12 34 56 78');

    // The resume through its short-lived link.
    const downloading = page.waitForEvent('download');
    await application.getByRole('button', { name: 'Download resume (cv.pdf)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('cv.pdf');
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    // Rejected asks before anything is e-mailed: Escape cancels (the old status stays), "Change
    // without email" changes it quietly.
    const status = application.getByRole('combobox', { name: /^Status/ });
    await status.focus(); // as a click on it would (selectOption alone does not focus it)
    await status.selectOption('rejected');
    const rejecting = page.getByRole('dialog', { name: 'Change status to Rejected?' });
    await expect(rejecting).toContainText(`An update on your application: ${title}`);
    await expect(rejecting.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await shots.screenshot('recruiter-status-dialog');
    await shots.expectAccessible();
    await page.keyboard.press('Escape');
    await expect(rejecting).toBeHidden();
    await expect(status).toHaveValue('new');
    await expect(status).toBeFocused();
    await status.selectOption('rejected');
    await rejecting.getByRole('button', { name: 'Change without email' }).click();
    await expect(application.getByRole('status')).toHaveText(/^Status updated\. No email was sent to /);
    await expect(status).toHaveValue('rejected');

    // Shortlisted, with the e-mail: the candidate is told and sees it in My applications.
    await status.selectOption('shortlisted');
    await page
      .getByRole('dialog', { name: 'Change status to Shortlisted?' })
      .getByRole('button', { name: 'Change and send email' })
      .click();
    await expect(application.getByRole('status')).toContainText('will be told by email');
    await expect(status).toHaveValue('shortlisted');
    await shots.screenshot('recruiter-applications');
    await shots.expectAccessible();
    await expectMail(request, candidateEmail, `You have been shortlisted: ${title}`);
    // The quiet rejection, changed before the shortlisting, sent nothing.
    expect(await subjectsTo(request, candidateEmail)).toEqual([
      asShownInCatcher(`You have been shortlisted: ${title}`),
      asShownInCatcher(`Application received: ${title}`),
    ]);
    await candidate.page.goto('/dashboard');
    const mine = candidate.page.getByRole('region', { name: 'My applications' });
    await expect(mine).toContainText(title);
    await expect(mine).toContainText('shortlisted');
    await candidate.context.close();

    // Another recruiter (the demo one, same university) can neither list nor download it.
    const applicationId = (
      (await (await page.request.get(`/api/university/opportunities/${opportunityId}/applications`)).json()) as {
        data: { id: string }[];
      }
    ).data[0]!.id;
    const other = await otherBrowser(browser, baseURL!);
    await logIn(other.page, DEMO_RECRUITER.email, DEMO_RECRUITER.password);
    await expect(other.page).toHaveURL(/\/university\/dashboard$/);
    await other.page.goto(`/university/applications/${opportunityId}`);
    await expect(other.page.getByRole('alert')).toContainText('not found');
    const token = await other.page.evaluate(() => localStorage.getItem('university_token'));
    for (const path of [
      `/api/university/opportunities/${opportunityId}/applications`,
      `/api/university/applications/${applicationId}/resume-link`,
    ]) {
      const refused = await other.page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
      expect(refused.status(), path).toBe(404);
    }
    await other.context.close();

    // Forgotten password: the e-mailed link sets a new one, which then works (the old one does not).
    await page.goto('/university/forgot-password');
    await main(page).getByLabel('University email').fill(email);
    await main(page).getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(main(page).getByRole('status')).toBeVisible();
    const reset = await linkFromMail(request, email, '/university/reset-password');
    await page.goto(reset);
    await main(page).getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await main(page).getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await main(page).getByRole('button', { name: 'Reset Password' }).click();
    await expect(main(page).getByRole('status')).toContainText('Your password has been reset. Please log in.');
    await logIn(page, email, PASSWORD);
    await expect(main(page).getByRole('alert')).toContainText('Invalid email or password');
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/university\/dashboard$/);

    // Edit, close and reopen from the dashboard.
    await position.getByRole('button', { name: 'Edit' }).click();
    const edit = main(page).getByRole('form', { name: 'Edit position' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await expect(edit.getByRole('textbox', { name: 'Description' })).toContainText(
      'Build fault-tolerant quantum memories.',
    );
    await edit.getByLabel('Funding', { exact: true }).fill('Stipend and fees for four years');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(main(page).getByText('Opportunity updated')).toBeVisible();
    await position.getByRole('button', { name: 'Close position' }).click();
    // Asked how it ended (the closing e-mails' wording): "Not sure" leaves it to the applicants' statuses.
    await page
      .getByRole('dialog', { name: 'Was the position filled?' })
      .getByRole('button', { name: 'Not sure' })
      .click();
    await expect(main(page).getByText('Opportunity closed')).toBeVisible();
    await expect(position.getByRole('button', { name: 'Reopen position' })).toBeVisible();
    await position.getByRole('button', { name: 'Reopen position' }).click();
    await expect(main(page).getByText('Opportunity reopened')).toBeVisible();
    await expect(position.getByRole('button', { name: 'Close position' })).toBeVisible();

    // Logout returns to the recruiter login.
    if (isMobile(page)) return;
    await header.getByRole('button', { name: /Ada Lovelace/ }).click();
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/university\/login$/);
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  },
);
