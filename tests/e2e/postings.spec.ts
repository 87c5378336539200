// PhD postings (issue 18) in the browser: a professor with no account sends a position through the
// post-jobs form, confirms the address by the e-mailed link (the running product's outbox, relay,
// mail processor and mail catcher), and, being at a university we know (ed.ac.uk), finds it at once
// on /phd-postings with who posted it, and on its posting page.
import { randomUUID } from 'node:crypto';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';

test(
  'a professor posts a position, confirms by e-mail and finds it among the PhD postings',
  ANY_WIDTH,
  async ({ page, request, shots }) => {
    const suffix = randomUUID().slice(0, 8);
    const title = `Glacier acoustics PhD ${suffix}`;
    const email = `prof-${suffix}@ed.ac.uk`;

    await page.goto('/post-jobs');
    await expect(page.getByRole('heading', { name: 'Post a PhD Position', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a free recruiter account' })).toHaveAttribute(
      'href',
      '/university/signup',
    );
    await shots.expectAccessible();
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Country/).fill('United Kingdom');
    await page.getByLabel(/^Where candidates apply/).fill('https://www.ed.ac.uk/jobs/glacier-acoustics');
    await page.getByLabel(/^Your name/).fill('Dr Morag Lindsay');
    await page.getByLabel(/^Your position/).fill('Senior Lecturer');
    await page.getByLabel(/^Your department/).fill('School of GeoSciences');
    await page.getByLabel('University', { exact: true }).fill('University of Edinburgh');
    await page.getByLabel(/^Institutional e-mail/).fill(email);
    await page.getByRole('button', { name: 'Send Position' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please confirm your e-mail address' })).toBeVisible();

    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const inbox = await (await request.get('/dev/mail')).text();
          const message = inbox.split('<article class="mail"').find((m) => m.includes(email));
          link = message ? /\/post-jobs\?confirm=[\w-]+/.exec(message)?.[0] : undefined;
          return link;
        },
        { timeout: 20_000, message: `the confirmation e-mail to ${email}` },
      )
      .toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('status').filter({ hasText: 'your position is now on PhD Finder' })).toBeVisible();

    // Listed among the postings once the indexer has it (through the outbox, within a few seconds).
    const card = page.getByTestId('opportunity-card').filter({ hasText: title });
    await expect(async () => {
      await page.goto(`/phd-postings?q=${encodeURIComponent(suffix)}`);
      await expect(card).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: /^PhD Postings/, level: 1 })).toBeVisible();
    await expect(card.getByTestId('posted-by')).toHaveText(
      'Posted by Dr Morag Lindsay, Senior Lecturer, School of GeoSciences',
    );

    await shots.screenshot('phd-postings');
    await shots.expectAccessible();
    const href = await card.getByRole('link', { name: title }).getAttribute('href');
    expect(href).toMatch(/^\/phd-postings\/[0-9a-f-]{36}$/);
    await page.goto(href!);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('posted-by')).toContainText('Dr Morag Lindsay');
  },
);
