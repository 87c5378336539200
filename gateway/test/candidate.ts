// Signing a candidate in for gateway tests without the identity provider: a user row and a real
// session (services/src/accounts/sessions.ts), plus a CSRF token for writes. The sign-in flow itself
// is tested in auth.test.ts against the local OpenID Connect provider.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { startSession } from '@phd/services/accounts/sessions';
import type { Db } from '@phd/services/db/client';
import { CSRF_COOKIE, CSRF_HEADER } from '@phd/contracts/http/csrf';
import { SESSION_COOKIE } from '@phd/contracts/http/session-cookies';
import type { App } from '../src/app.ts';

export interface SignedInCandidate {
  userId: string;
  email: string;
  cookies: Record<string, string>;
  /** Headers a write needs besides the cookies. */
  headers: Record<string, string>;
  /** app.inject with this candidate's cookies and CSRF header. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function signInAs(
  app: App,
  db: Db,
  email: string,
  profile: { firstName?: string; lastName?: string; role?: 'user' | 'admin' } = {},
): Promise<SignedInCandidate> {
  const user = await db.user.upsert({
    where: { email },
    create: { email, firstName: profile.firstName, lastName: profile.lastName, role: profile.role ?? 'user' },
    update: {},
  });
  const { token } = await startSession(db, { kind: 'candidate', userId: user.id });
  const csrf = await app.inject({ method: 'GET', url: '/api/csrf-token' });
  const secret = csrf.cookies.find((c) => c.name === CSRF_COOKIE)!.value;
  const cookies = { [SESSION_COOKIE]: token, [CSRF_COOKIE]: secret };
  const headers = { [CSRF_HEADER]: (csrf.json() as { token: string }).token };
  return {
    userId: user.id,
    email,
    cookies,
    headers,
    inject: (options) =>
      app.inject({
        ...options,
        cookies: { ...cookies, ...(options.cookies ?? {}) },
        headers: { ...headers, ...(options.headers ?? {}) },
      }),
  };
}
