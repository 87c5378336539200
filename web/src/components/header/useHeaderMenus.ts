// The entries of the header's menus for the current visitor, shared by the desktop bar and the mobile
// menu (spec section 2: the mobile menu has "the same entries"). In the recruiter area the account is
// the recruiter's, the main links give way to "Back to PhD Finder", and logout returns to the
// recruiter login. On a university site the account is the staff member's, the main links are the
// site's screens (Dashboard and Statistics, and Staff and Settings for its managers), and logout
// returns to its login.
import { useLocation, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '@phd/contracts/brand';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { displayName, useCurrentUser, useLogout } from '../../layout/useCurrentUser.ts';
import { recruiterName, recruiterRole, useRecruiter, useRecruiterLogout } from '../../layout/useRecruiter.ts';
import { isManagerRole, ROLE_LABELS, staffApi } from '../../api/staff.ts';
import { browser, forgetStaffSignIn, staffLoginPath } from '../../layout/staff-session.ts';
import { onTenantHost, tenantBase } from '../../layout/tenant.ts';
import { useStaff } from '../../layout/useStaff.ts';
import { useTenant } from '../../layout/useTenant.ts';
import { useTenantSite } from '../../layout/useTenantSite.ts';
import { TENANT_SCREEN_PATHS } from '@phd/contracts/tenant-site';
import { useSupportModal } from '../support/SupportModal.tsx';
import type { MenuItem } from './menu-items.ts';
import {
  ADMIN_LINK,
  CANDIDATE_ACCOUNT_LINKS,
  inRecruiterArea,
  MAIN_LINKS,
  MORE_LINKS,
  RECRUITER_LOGIN,
  recruiterLinks,
  signInPath,
  type NavLink,
} from './navigation.ts';

/** Who the header's user menu names: a candidate, or a recruiter in the recruiter area. */
export interface HeaderAccount {
  name: string;
  picture: string | null;
  /** Recruiters: "Position - Department". */
  detail: string | null;
}

export const BACK_TO_SITE: NavLink = { label: `Back to ${PRODUCT_NAME}`, to: '/' };

/** A university site's screens for its signed-in staff (none before sign-in). */
function siteLinks(role: Parameters<typeof isManagerRole>[0]): NavLink[] {
  if (!role) return [];
  const base = tenantBase();
  const links: NavLink[] = [
    { label: 'Dashboard', to: `${base}/dashboard` },
    { label: 'Statistics', to: `${base}${TENANT_SCREEN_PATHS.stats}` },
    { label: 'Interviews', to: `${base}/interviews` },
  ];
  if (isManagerRole(role))
    links.push({ label: 'Staff', to: `${base}/staff` }, { label: 'Settings', to: `${base}/settings` });
  return links;
}

export function useHeaderMenus() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tenant = useTenantSite();
  const recruiterArea = inRecruiterArea(pathname);
  const { user, isAdmin } = useCurrentUser();
  const { recruiter } = useRecruiter();
  const { staff, loading: staffLoading } = useStaff(tenant);
  const tenantLoading = useTenant().loading;
  const logout = useLogout();
  const recruiterLogout = useRecruiterLogout();
  const support = useSupportModal();
  const errors = useErrorModal();

  const recruiters: MenuItem[] = [
    ...recruiterLinks(recruiter !== null),
    { label: 'University Support', onSelect: support.open },
  ];
  const more: MenuItem[] = isAdmin ? [...MORE_LINKS, ADMIN_LINK] : [...MORE_LINKS];

  let account: HeaderAccount | null = null;
  if (tenant) {
    if (staff) account = { name: staff.user.name, picture: null, detail: ROLE_LABELS[staff.user.role] };
  } else if (recruiterArea && recruiter)
    account = { name: recruiterName(recruiter), picture: recruiter.logo_url, detail: recruiterRole(recruiter) || null };
  else if (!recruiterArea && user) account = { name: displayName(user), picture: user.picture ?? null, detail: null };

  const signOut = tenant
    ? () => {
        // Signed out here even if the server call fails (as for recruiters, spec section 4).
        void staffApi
          .logout(onTenantHost() ? 'host' : 'saas')
          .then((answer) => answer.redirect_url)
          .catch(() => null)
          .then((identityProvider) => {
            forgetStaffSignIn();
            // After a single sign-on, on to the university's IdP, which sends the browser back here.
            browser.go(identityProvider ?? staffLoginPath());
          });
      }
    : recruiterArea
      ? () =>
          recruiterLogout.mutate(undefined, {
            onError: (error) => errors.show(serverMessage(error, 'Logout failed')),
            onSettled: () => void navigate(RECRUITER_LOGIN),
          })
      : () => logout.mutate(undefined, { onError: (error) => errors.show(serverMessage(error, 'Logout failed')) });

  return {
    tenant,
    recruiterArea,
    /** The signed-in recruiter, shown in the brand slot of the recruiter area. */
    recruiter: recruiterArea ? recruiter : null,
    mainLinks: tenant ? siteLinks(staff?.user.role) : recruiterArea ? [BACK_TO_SITE] : MAIN_LINKS,
    account,
    /** The account's own pages, listed above Logout: a candidate's only. */
    accountLinks: !tenant && !recruiterArea && user ? CANDIDATE_ACCOUNT_LINKS : [],
    /** Recruiters menu: not on tenant sites. */
    recruiters: tenant ? null : recruiters,
    /** The More menu belongs to the public site. */
    more: recruiterArea || tenant ? null : more,
    /** On a university site before its sign-in is known: neither "Sign In" nor a name yet. */
    accountPending: tenant && !staff && (staffLoading || tenantLoading),
    signInTo: signInPath(pathname, tenant),
    signOut,
    signingOut: logout.isPending || recruiterLogout.isPending,
  };
}
