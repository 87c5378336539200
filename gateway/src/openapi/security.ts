// How each audience proves who it is, as the OpenAPI document says it (security schemes), and which
// of them a contract's endpoint asks for. The checks themselves are the auth plugins' (gateway/src/auth).
import type { Contract } from '@phd/contracts/http/contract';
import { TENANT_HEADER } from '@phd/contracts/tenant-site';
import { CSRF_HEADER } from '@phd/contracts/http/csrf';
import { RECRUITER_COOKIE, SESSION_COOKIE } from '@phd/contracts/http/session-cookies';

export const SECURITY_SCHEMES = {
  candidateSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The main-site session cookie, set when a candidate (or an admin) signs in with Google or LinkedIn.',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description: 'Cookie-authenticated writes also send the token GET /api/csrf-token gives.',
  },
  recruiterToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'A recruiter’s sign-in token (POST /api/university/auth/login answers it).',
  },
  recruiterSession: {
    type: 'apiKey',
    in: 'cookie',
    name: RECRUITER_COOKIE,
    description: 'The recruiter session cookie the same sign-in sets (writes with it also send the CSRF token).',
  },
  staffToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'A university site’s staff sign-in token (POST /api/login on the site).',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A university site’s API key (Settings → API keys); read keys may only GET. It names its site, so no ' +
      'X-Tenant header is needed; it acts for the owner who made it, as an admin at most (docs/api-keys.md).',
  },
  site: {
    type: 'apiKey',
    in: 'header',
    name: TENANT_HEADER,
    description: 'The university site’s slug, when the call is not made on the site’s own host.',
  },
} as const;

type Requirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

const isWrite = (contract: Contract) => contract.method !== 'GET';

/** The security requirements of a contract's endpoint: none for anyone, else its audience's scheme. */
export function securityOf(contract: Contract): Requirement[] {
  switch (contract.audience) {
    case 'anyone':
      return [];
    case 'candidate':
    case 'admin':
      return [isWrite(contract) ? { candidateSession: [], csrfToken: [] } : { candidateSession: [] }];
    case 'recruiter':
      return [
        { recruiterToken: [] },
        isWrite(contract) ? { recruiterSession: [], csrfToken: [] } : { recruiterSession: [] },
      ];
    case 'staff':
      // Owner-only work (API keys, webhooks, single sign-on) stays with people: keys act as admins at most.
      return contract.roles && !contract.roles.includes('admin')
        ? [{ staffToken: [], site: [] }]
        : [{ staffToken: [], site: [] }, { apiKey: [] }];
  }
}
