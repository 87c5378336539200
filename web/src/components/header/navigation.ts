// The header's entries (spec section 2, "Layout and header"), shared by the desktop bar and the
// mobile menu so both always offer the same ones.
import { listingPath } from '@phd/contracts/paths';
import { isSaasPath } from '@phd/contracts/tenant-site';

export interface NavLink {
  label: string;
  to: string;
}

export const MAIN_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'PhD Openings', to: listingPath({}) },
  { label: 'PhD Postings', to: '/phd-postings' },
];

export const MORE_LINKS: readonly NavLink[] = [
  { label: 'Smart Picks', to: '/smart-picks' },
  { label: 'PhD Tips', to: '/blogs' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const ADMIN_LINK: NavLink = { label: 'Admin', to: '/admin' };

/** A signed-in candidate's own pages (issue 32), in the account menu above Logout. */
export const CANDIDATE_ACCOUNT_LINKS: readonly NavLink[] = [
  { label: 'My profile', to: '/account/profile' },
  { label: 'My applications', to: '/account/applications' },
  { label: 'My data', to: '/account/data' },
];

export const RECRUITER_LOGIN = '/university/login';
export const RECRUITER_DASHBOARD = '/university/dashboard';

/** The recruiter area (spec section 2): its header shows the university and a way back to the site. */
export const inRecruiterArea = (pathname: string) => pathname.startsWith('/university/');

/** The Recruiters menu: Dashboard needs a recruiter session, else it is the recruiter login (spec section 2). */
export function recruiterLinks(recruiterSignedIn: boolean): NavLink[] {
  return [
    { label: 'Dashboard', to: recruiterSignedIn ? RECRUITER_DASHBOARD : RECRUITER_LOGIN },
    { label: 'Login', to: RECRUITER_LOGIN },
  ];
}

/** Where Sign In leads: the recruiter login in the recruiter area, the tenant login on a tenant site, else /login. */
export function signInPath(pathname: string, tenant: boolean): string {
  if (inRecruiterArea(pathname)) return RECRUITER_LOGIN;
  if (tenant) return isSaasPath(pathname) ? '/saas/login' : '/login';
  return '/login';
}
