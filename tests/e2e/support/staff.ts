// Signing a university site's staff member in for a browser test: POST /api/login on the site, then
// the sign-in put where the web app keeps it (local storage `token`, `user`, `tenant`) before any page
// of `context` loads.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

export interface StaffCredentials {
  email: string;
  password: string;
}

/**
 * Sign-ins already made in this run, by site and address, kept in a file every worker reads: staff
 * password sign-in is rate limited per address (10 a minute), so specs share one session per person
 * instead of signing in for every test. A session a test signed out (or a file left by an earlier run)
 * fails the check and is replaced.
 */
const SESSIONS_FILE = join(process.cwd(), 'test-results', 'e2e-staff-sessions.json');

type Session = { token: string; user: unknown };

function knownSessions(): Record<string, Session> {
  try {
    return JSON.parse(readFileSync(SESSIONS_FILE, 'utf8')) as Record<string, Session>;
  } catch {
    return {};
  }
}

function keepSession(key: string, session: Session): void {
  mkdirSync(dirname(SESSIONS_FILE), { recursive: true });
  writeFileSync(SESSIONS_FILE, JSON.stringify({ ...knownSessions(), [key]: session }));
}

/** A session made earlier in this run that still works, or null. */
async function reusable(request: APIRequestContext, key: string, site: string): Promise<Session | null> {
  const known = knownSessions()[key];
  if (!known) return null;
  const me = await request.get('/api/user/me', {
    headers: { 'x-tenant': site, authorization: `Bearer ${known.token}` },
  });
  return me.ok() ? known : null;
}

/** A staff member's session for API calls: one made earlier in this run when it still works. */
export async function staffSession(
  request: APIRequestContext,
  who: StaffCredentials,
  site = 'demo-university',
): Promise<Session> {
  const key = `${site} ${who.email}`;
  const known = await reusable(request, key, site);
  if (known) return known;
  const response = await request.post('/api/login', { headers: { 'x-tenant': site }, data: who });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as Session;
  keepSession(key, session);
  return session;
}

export async function signInStaff(
  context: BrowserContext,
  request: APIRequestContext,
  who: StaffCredentials,
  site = 'demo-university',
): Promise<string> {
  const session = await staffSession(request, who, site);
  await rememberStaff(context, session, site);
  return session.token;
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
