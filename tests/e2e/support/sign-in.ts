// Signing in as a candidate the way a person does: the site's sign-in endpoint, the local development
// identity provider's page (gateway/src/auth/dev-idp), and back. Tests run in parallel against one
// server, so each signs in with an address of its own unless it needs a seeded account.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A fresh address: the first sign-in creates the account. */
export const newCandidateEmail = (label = 'candidate') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export interface SignInOptions {
  /** The page to come back to (default /smart-picks). */
  returnTo?: string;
  /** Which button starts it (both lead to the development provider here). */
  provider?: 'google' | 'linkedin';
  /** Runs on the development provider's page before choosing (checks of that page). */
  atPicker?: (page: Page) => Promise<void>;
}

/** Signs in as `email` and waits for the return to `returnTo`. */
export async function signIn(
  page: Page,
  email: string,
  { returnTo = '/smart-picks', provider = 'google', atPicker }: SignInOptions = {},
) {
  const start = provider === 'google' ? '/api/login' : '/api/login/linkedin';
  await page.goto(`${start}?returnTo=${encodeURIComponent(returnTo)}`);
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await atPicker?.(page);
  const listed = page.getByRole('button', { name: `Sign in as ${email}` });
  if (await listed.count()) {
    await listed.click();
  } else {
    await page.getByLabel('Or sign in with any e-mail address').fill(email);
    await page.getByRole('button', { name: 'Continue with this address' }).click();
  }
  await page.waitForURL((url) => `${url.pathname}${url.search}` === returnTo);
}
