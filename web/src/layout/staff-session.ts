// The signed-in staff member of a university site (spec sections 3 and 4; issue 13), kept in local
// storage under the spec's keys: `token` (the bearer token), `user` (JSON of the staff member) and
// `tenant` (the site's slug, which the /saas screens send as X-Tenant). On a tenant authentication
// failure (401 or 403, or an error text saying the token expired, is invalid or is not authenticated)
// all three are cleared and the browser goes to the site's login: /login on a tenant host, /saas/login
// on the main host.
import { onTenantHost, TENANT_KEY } from './tenant.ts';

export const STAFF_TOKEN_KEY = 'token';
export const STAFF_USER_KEY = 'user';

export interface StoredStaffUser {
  id: string;
  name: string;
  email: string;
  role: 'owner' | 'admin' | 'reviewer';
  tenant_id: string;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const storedStaffToken = () => read(STAFF_TOKEN_KEY) || null;

const listeners = new Set<() => void>();

/**
 * Hears this tab's own sign-in and sign-out at once (the every-second poll catches other tabs and a
 * cleared storage), so the header never says "Sign In" beside a signed-in page.
 */
export function onStaffSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const changed = () => listeners.forEach((listener) => listener());

export function storeStaffSession(token: string, user: StoredStaffUser, slug: string): void {
  try {
    localStorage.setItem(STAFF_TOKEN_KEY, token);
    localStorage.setItem(STAFF_USER_KEY, JSON.stringify(user));
    localStorage.setItem(TENANT_KEY, slug);
  } catch {
    // storage disabled: nothing can keep the sign-in across pages
  }
  changed();
}

function remove(keys: string[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
  changed();
}

/** After a refused token: token, user and tenant are cleared (spec section 4). */
export const clearStaffSession = () => remove([STAFF_TOKEN_KEY, STAFF_USER_KEY, TENANT_KEY]);

/** After signing out: token and user go; the site stays remembered for the next sign-in on /saas/login. */
export const forgetStaffSignIn = () => remove([STAFF_TOKEN_KEY, STAFF_USER_KEY]);

/** The site's login page: /login on a tenant host, /saas/login on the main (or local) host. */
export const staffLoginPath = () => (onTenantHost() ? '/login' : '/saas/login');

const AUTH_FAILURE_TEXT = /token expired|invalid token|not authenticated/i;

/** Whether a failed tenant call means the sign-in is no longer good (spec section 4). */
export function isStaffAuthFailure(status: number, message: string): boolean {
  return status === 401 || status === 403 || AUTH_FAILURE_TEXT.test(message);
}

/** Full page loads (the query cache goes with the old sign-in); replaceable in component tests. */
export const browser = { go: (url: string) => window.location.assign(url) };

/** Clears the sign-in and goes to the login page, remembering where the person was. */
export function endStaffSession(): void {
  clearStaffSession();
  const here = `${window.location.pathname}${window.location.search}`;
  const login = staffLoginPath();
  if (window.location.pathname === login) return;
  browser.go(`${login}?next=${encodeURIComponent(here)}`);
}
