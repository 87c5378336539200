// The entries of the header's menus for the current visitor, shared by the desktop bar and the mobile
// menu (spec section 2: the mobile menu has "the same entries").
import { useLocation } from 'react-router-dom';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { displayName, useCurrentUser, useLogout } from '../../layout/useCurrentUser.ts';
import { useTenantSite } from '../../layout/useTenantSite.ts';
import { useSupportModal } from '../support/SupportModal.tsx';
import type { MenuItem } from './menu-items.ts';
import { ADMIN_LINK, MORE_LINKS, RECRUITER_LINKS, signInPath } from './navigation.ts';

export function useHeaderMenus() {
  const { pathname } = useLocation();
  const tenant = useTenantSite();
  const { user, isAdmin } = useCurrentUser();
  const logout = useLogout();
  const support = useSupportModal();
  const errors = useErrorModal();

  const recruiters: MenuItem[] = [...RECRUITER_LINKS, { label: 'University Support', onSelect: support.open }];
  const more: MenuItem[] = isAdmin ? [...MORE_LINKS, ADMIN_LINK] : [...MORE_LINKS];
  const signOut = () =>
    logout.mutate(undefined, { onError: (error) => errors.show(serverMessage(error, 'Logout failed')) });

  return {
    tenant,
    user,
    userName: user ? displayName(user) : null,
    /** Recruiters menu: not on tenant sites. */
    recruiters: tenant ? null : recruiters,
    more,
    signInTo: signInPath(pathname, tenant),
    signOut,
    signingOut: logout.isPending,
  };
}
