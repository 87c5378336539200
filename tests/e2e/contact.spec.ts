// Contact (spec section 2, "Contact"; section 4, "Contact form"; section 5; section 8): the office's
// details, every validation message, errors clearing on edit, no request while a field is wrong,
// "Sending...", the "Message Received!" dialog with the form cleared, the message reaching the team's
// inbox (the local mail catcher), and a failed send logged only.
import type { Page, Request, Route } from '@playwright/test';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const field = (page: Page, label: 'Name' | 'Email' | 'Message') => form(page).getByLabel(label, { exact: true });
const sendButton = (page: Page) => form(page).getByRole('button', { name: /Send Message|Sending\.\.\./ });

/** Counts POST /api/contact requests the page makes. */
function contactRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contact')) sent.push(request);
  });
  return sent;
}

test.describe('contact page', () => {
  test('shows the office in Bradford, phone, e-mail and office hours', async ({ page, shots }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle(/Contact Us/);
    const details = page.getByRole('region', { name: 'Contact details' });
    await expect(details).toContainText('Bradford');
    await expect(details).toContainText('United Kingdom');
    await expect(details.getByRole('link', { name: /^\+44/ })).toHaveAttribute('href', /^tel:\+44/);
    await expect(details.getByRole('link', { name: /^contact@/ })).toHaveAttribute('href', /^mailto:contact@/);
    await expect(details).toContainText('Monday to Friday 8:00 AM to 5:00 PM UTC');
    await shots.screenshot('contact');
    await shots.expectAccessible();
  });

  test(
    'each rule has its message, an edit clears its field’s error, and nothing is sent while one fails',
    ANY_WIDTH,
    async ({ page, shots }) => {
      const sent = contactRequests(page);
      await page.goto('/contact');
      await sendButton(page).click();
      await expect(form(page).getByText('Name is required')).toBeVisible();
      await expect(form(page).getByText('Email is required')).toBeVisible();
      await expect(form(page).getByText('Message is required')).toBeVisible();
      await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Name')).toHaveAccessibleDescription('Name is required');
      await expect(field(page, 'Name')).toBeFocused();
      await shots.screenshot('contact-errors');
      await shots.expectAccessible();

      // Typing in a field clears its own error only.
      await field(page, 'Name').fill('Marie Curie');
      await expect(form(page).getByText('Name is required')).toBeHidden();
      await expect(form(page).getByText('Email is required')).toBeVisible();
      await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid');

      await field(page, 'Email').fill('marie.curie');
      await expect(form(page).getByText('Email is required')).toBeHidden();
      await sendButton(page).click();
      await expect(form(page).getByText('Email is invalid')).toBeVisible();
      await expect(form(page).getByText('Message is required')).toBeVisible();

      await field(page, 'Email').fill('marie@example.org');
      await expect(form(page).getByText('Email is invalid')).toBeHidden();
      await field(page, 'Message').fill('x'.repeat(1501));
      await sendButton(page).click();
      await expect(form(page).getByText('Message is too long')).toBeVisible();
      await expect(form(page)).toContainText('1501/1500');
      await field(page, 'Message').press('Backspace');
      await expect(form(page).getByText('Message is too long')).toBeHidden();

      expect(sent).toHaveLength(0);
    },
  );

  test(
    'a valid message: "Sending...", then "Message Received!", the form cleared, and the team gets it',
    ANY_WIDTH,
    async ({ page, request, shots }) => {
      const token = `e2e-${test.info().project.name}-${Date.now()}`;
      // The longest message allowed: 1500 characters, with a token to find it in the team's inbox.
      const message = `Hello from the browser tests (${token}). `.padEnd(1500, 'abc ');
      let held: Route | null = null;
      await page.route('**/api/contact', (route) => {
        held = route;
      });
      await page.goto('/contact');
      await field(page, 'Name').fill('Marie Curie');
      await field(page, 'Email').fill('marie@example.org');
      await field(page, 'Message').fill(message);
      const sent = page.waitForRequest('**/api/contact');
      await sendButton(page).click();

      const post = await sent;
      expect(post.method()).toBe('POST');
      expect(post.postDataJSON()).toEqual({ name: 'Marie Curie', email: 'marie@example.org', message });
      // The request is held: the form shows that it is sending.
      await expect(sendButton(page)).toHaveText('Sending...');
      await expect(sendButton(page)).toBeDisabled();
      await expect.poll(() => held !== null).toBe(true);

      const answered = page.waitForResponse('**/api/contact');
      await held!.continue();
      const response = await answered;
      expect(response.status()).toBe(201);
      expect(await response.json()).toEqual({
        message: "Thank you for contacting us! We've received your message and will respond within 24-48 hours.",
      });

      const dialog = page.getByRole('dialog', { name: 'Message Received!' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        "Thank you for contacting us! We've received your message and will respond within 24-48 hours.",
      );
      await shots.screenshot('contact-received');
      await shots.expectAccessible();
      await dialog.getByRole('button', { name: 'Close Notification' }).click();
      await expect(dialog).toBeHidden();

      await expect(field(page, 'Name')).toHaveValue('');
      await expect(field(page, 'Email')).toHaveValue('');
      await expect(field(page, 'Message')).toHaveValue('');
      await expect(sendButton(page)).toHaveText('Send Message');

      // The server stored it and the workers mailed it to the team (npm start's local mail catcher).
      await expect
        .poll(async () => (await (await request.get('/dev/mail')).text()).includes(token), { timeout: 20_000 })
        .toBe(true);
    },
  );

  test('a failed send is logged only: no dialog, the form keeps what was typed', ANY_WIDTH, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, json: { error: 'invalid', message: 'Email is invalid' } }),
    );
    await page.goto('/contact');
    await field(page, 'Name').fill('Marie Curie');
    await field(page, 'Email').fill('marie@example.org');
    await field(page, 'Message').fill('Is the radium project still open?');
    const answered = page.waitForResponse('**/api/contact');
    await sendButton(page).click();
    expect((await answered).status()).toBe(400);

    await expect.poll(() => errors.some((text) => text.startsWith('Contact message not sent'))).toBe(true);
    await expect(sendButton(page)).toHaveText('Send Message');
    await expect(sendButton(page)).toBeEnabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(field(page, 'Message')).toHaveValue('Is the radium project still open?');
  });
});
