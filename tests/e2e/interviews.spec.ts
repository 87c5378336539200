// Interviews (issue 34) against the running product: the demo owner proposes two times from an
// applicant on the review screen (sitting on the panel), the candidate opens the link from the e-mail
// catcher and books one without signing in, both sides receive a calendar invitation
// (METHOD:REQUEST), the used link then says the time was chosen, and the site's calendar lists the
// interview in its week.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { E2E_PORT } from './support/constants.ts';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';
import { linkFromMail } from './support/mail.ts';
import { signInStaff } from './support/staff.ts';

const TENANT = `http://demo-university.localhost:${E2E_PORT}`;
const OWNER = { email: 'owner@demo-university.test', password: 'Tenant-demo-2026' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A Wednesday at noon a few weeks ahead (YYYY-MM-DD), and its week's Monday: no zone moves it off that week. */
function wednesdayAhead(weeks: number): { day: string; monday: string } {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + weeks * 7 + ((3 - d.getUTCDay() + 7) % 7));
  const monday = new Date(d);
  monday.setUTCDate(d.getUTCDate() - 2);
  return { day: d.toISOString().slice(0, 10), monday: monday.toISOString().slice(0, 10) };
}

/**
 * The catcher's messages addressed to `to` (its To: line: the panel's invitation names the candidate
 * as an attendee too) that carry a calendar invitation with `method`.
 */
async function invitationsTo(request: APIRequestContext, to: string, method: string): Promise<number> {
  const inbox = await (await request.get('/dev/mail')).text();
  const toLine = /<span style="color:#6b7280">To:<\/span> ([^<]*)<\/div>/;
  return inbox
    .split('<article class="mail"')
    .filter((m) => (toLine.exec(m)?.[1] ?? '').includes(to) && m.includes(`METHOD:${method}`)).length;
}

test.describe('interviews', () => {
  test(
    'propose from the panel, the candidate books through the e-mailed link, ICS both sides, the calendar',
    ANY_WIDTH,
    async ({ page, request }) => {
      const token = await signInStaff(page.context(), request, OWNER);
      const headers = { authorization: `Bearer ${token}`, 'x-tenant': 'demo-university' };
      const tag = `Iv${randomUUID().slice(0, 6)}`;
      // A position of its own (a draft, unlisted): another spec's blind review never hides the name here.
      const created = await request.post('/api/saas/opportunities', {
        headers,
        data: {
          title: `Interview PhD ${tag}`,
          country: 'Netherlands',
          city: 'Delft',
          description: '<p>Interviewed.</p>',
          opportunity_url: 'https://demo-university.example/apply',
          status: 'draft',
          listed_publicly: false,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const opportunity = ((await created.json()) as { data: { id: string } }).data.id;
      const email = `cand-${tag.toLowerCase()}@example.org`;
      const uploaded = await request.post('/api/applicants/upload', {
        headers,
        multipart: {
          name: `Cora ${tag}`,
          email,
          opportunity,
          resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
        },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      const applicantId = ((await uploaded.json()) as { data: { id: string } }).data.id;

      // The reviewer proposes two times on the review screen.
      const first = wednesdayAhead(3);
      const second = wednesdayAhead(4);
      await page.goto(`${TENANT}/review/${opportunity}?applicant=${applicantId}`);
      await expect(page.getByRole('heading', { name: `Cora ${tag}`, level: 2 })).toBeVisible();
      const form = page.getByRole('form', { name: 'Propose an interview' });
      await form.getByLabel('Time 1').fill(`${first.day}T12:00`);
      await form.getByRole('button', { name: 'Add another time' }).click();
      await form.getByLabel('Time 2').fill(`${second.day}T12:00`);
      await form.getByLabel('Place').fill('https://meet.example.org/phd-interview');
      await form.getByRole('button', { name: 'Propose and e-mail the candidate' }).click();
      await expect(page.getByText('Proposed: waiting for the candidate to choose a time')).toBeVisible();

      // The candidate opens the link from the e-mail and books the first time, without signing in.
      const link = await linkFromMail(request, email, '/interview');
      const candidate = await page.context().browser()!.newContext();
      const candidatePage = await candidate.newPage();
      await candidatePage.goto(`${TENANT}${link}`);
      await expect(candidatePage.getByRole('heading', { name: 'Your interview', level: 1 })).toBeVisible();
      await expect(candidatePage.getByRole('radio')).toHaveCount(2);
      await candidatePage.getByRole('radio').first().check();
      await candidatePage.getByRole('button', { name: 'Book this time' }).click();
      await expect(candidatePage.getByText('your interview is booked')).toBeVisible();

      // Both sides get the invitation (the owner sits on the panel).
      await expect.poll(() => invitationsTo(request, email, 'REQUEST'), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => invitationsTo(request, OWNER.email, 'REQUEST'), { timeout: 20_000 }).toBeGreaterThan(0);

      // The link is used up, and says so.
      await candidatePage.reload();
      await expect(candidatePage.getByText('This interview time has already been chosen.')).toBeVisible();
      await candidate.close();

      // The calendar lists it in its week.
      await page.goto(`${TENANT}/interviews?week=${first.monday}`);
      await expect(page.getByRole('heading', { name: 'Interviews', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: `Cora ${tag}` })).toBeVisible();
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(page.getByRole('link', { name: `Cora ${tag}` })).toBeVisible();
      await page.getByRole('button', { name: /Next week/ }).click();
      await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
    },
  );
});
