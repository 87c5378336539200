// Signing a university site's staff member in for a browser test: POST /api/login on the site, then
// the sign-in put where the web app keeps it (local storage `token`, `user`, `tenant`) before any page
// of `context` loads.
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

export interface StaffCredentials {
  email: string;
  password: string;
}

export async function signInStaff(
  context: BrowserContext,
  request: APIRequestContext,
  who: StaffCredentials,
  site = 'demo-university',
): Promise<string> {
  const response = await request.post('/api/login', { headers: { 'x-tenant': site }, data: who });
  expect(response.status(), await response.text()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await rememberStaff(context, { token, user }, site);
  return token;
}

/** A staff sign-in (from the password sign-in or an accepted invitation) put where the web app keeps it. */
export async function rememberStaff(
  context: BrowserContext,
  signIn: { token: string; user: unknown },
  site: string,
): Promise<void> {
  const { token, user } = signIn;
  await context.addInitScript(
    ({ token, user, site }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
      localStorage.setItem('tenant', site);
    },
    { token, user: JSON.stringify(user), site },
  );
}
