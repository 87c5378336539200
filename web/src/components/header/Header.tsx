// The fixed site header (spec section 2, "Layout and header"): logo and name, the main links, the
// Recruiters and More menus, the language picker and Sign In or the user menu. From 1024 px the bar
// shows everything; below, a menu button opens the same entries in a collapsible panel.
import { useRef, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import type { RecruiterUser } from '../../api/university.ts';
import { PRODUCT_NAME } from '@phd/contracts/brand';
import { useScrolledPast } from '../../layout/useScrolledPast.ts';
import { tenantBase } from '../../layout/tenant.ts';
import { useTenant } from '../../layout/useTenant.ts';
import { LanguageSwitcher } from '../language/LanguageSwitcher.tsx';
import { UniversityLogo } from '../opportunity/UniversityLogo.tsx';
import { BrandMark } from '../ui/BrandMark.tsx';
import { Icon } from '../ui/Icon.tsx';
import { FOCUS_RING, PRIMARY_BUTTON } from '../ui/styles.ts';
import { AccountPending } from './AccountPending.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { RECRUITER_DASHBOARD } from './navigation.ts';
import { useHeaderMenus, type HeaderAccount } from './useHeaderMenus.ts';

/** Spec section 9: the header's background strengthens past 20 px of scrolling. */
export const HEADER_SCROLL_THRESHOLD = 20;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-900 ${FOCUS_RING} ${
    isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-slate-800'
  }`;

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const menus = useHeaderMenus();
  const { pathname } = useLocation();
  // Open for the page it was opened on only: any navigation (even the browser's back) closes it.
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null);
  const mobileOpen = mobileOpenOn === pathname;
  const setMobileOpen = (open: boolean) => setMobileOpenOn(open ? pathname : null);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  return (
    <header
      ref={header}
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-30 transition-[background-color,box-shadow] duration-200 ${
        scrolled ? 'bg-white shadow-md' : 'bg-white/90 backdrop-blur-sm'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        {menus.recruiterArea ? (
          <Link to={RECRUITER_DASHBOARD} className={`min-w-0 rounded-lg ${FOCUS_RING}`}>
            <RecruiterBrand recruiter={menus.recruiter} />
          </Link>
        ) : menus.tenant ? (
          <Link to={tenantBase() || '/'} className={`flex min-w-0 rounded-lg ${FOCUS_RING}`}>
            <TenantBrand />
          </Link>
        ) : (
          <Link to="/" className={`rounded-lg ${FOCUS_RING}`} aria-label={`${PRODUCT_NAME} home`}>
            <BrandMark />
          </Link>
        )}

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {menus.mainLinks.map((link) => (
            <RouterNavLink key={link.to} to={link.to} end={link.to === '/'} className={navLinkClass}>
              {link.label}
            </RouterNavLink>
          ))}
          {menus.recruiters && <DropdownMenu button="Recruiters" items={menus.recruiters} />}
          {menus.more && <DropdownMenu button="More" items={menus.more} />}
        </nav>

        <div className="hidden items-center gap-3 lg:flex">
          <LanguageSwitcher />
          {menus.accountPending ? (
            <AccountPending />
          ) : menus.account ? (
            <DropdownMenu
              align="right"
              button={<UserBadge account={menus.account} />}
              items={[
                ...menus.accountLinks,
                { label: menus.signingOut ? 'Logging out...' : 'Logout', onSelect: menus.signOut },
              ]}
            />
          ) : (
            <Link to={menus.signInTo} state={{ from: pathname }} className={`${PRIMARY_BUTTON} text-sm`}>
              Sign In
            </Link>
          )}
        </div>

        <button
          ref={toggle}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen(!mobileOpen)}
          className={`inline-flex items-center gap-2 rounded-lg p-2 text-slate-800 hover:bg-brand-50 lg:hidden ${FOCUS_RING}`}
        >
          <Icon name={mobileOpen ? 'close' : 'menu'} className="h-6 w-6" />
          <span className="sr-only">Menu</span>
        </button>
      </div>

      {mobileOpen && (
        <MobileMenu
          id="mobile-menu"
          menus={menus}
          container={header}
          toggle={toggle}
          onClose={() => setMobileOpen(false)}
        />
      )}
    </header>
  );
}

function UserBadge({ account: { name, picture, detail } }: { account: HeaderAccount }) {
  return (
    <span className="inline-flex items-center gap-2">
      {picture ? (
        <img src={picture} alt="" className="h-7 w-7 rounded-full object-cover" referrerPolicy="no-referrer" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="flex min-w-0 flex-col text-left">
        <span className="max-w-40 truncate">{name}</span>
        {detail && <span className="max-w-40 truncate text-xs font-normal text-slate-600">{detail}</span>}
      </span>
    </span>
  );
}

/** Spec section 2: in the recruiter area, the university's logo and name and "{product} Dashboard". */
function RecruiterBrand({ recruiter }: { recruiter: RecruiterUser | null }) {
  const label = (
    <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{PRODUCT_NAME} Dashboard</span>
  );
  if (!recruiter) {
    return (
      <span className="inline-flex flex-col">
        <BrandMark />
        <span className="-mt-1 pl-10">{label}</span>
      </span>
    );
  }
  return (
    <span className="inline-flex min-w-0 items-center gap-3">
      <UniversityLogo university={recruiter.university} src={recruiter.logo_url} className="h-9 w-9" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-bold text-brand-900">{recruiter.university}</span>
        {label}
      </span>
    </span>
  );
}

/**
 * Spec section 2: on a tenant site, the tenant's university name. While it loads, a neutral place
 * holder (never the product's mark, which would flash before the university's); the mark only where
 * no university answers (no such site, or none chosen yet on /saas).
 */
function TenantBrand() {
  const { tenant, loading } = useTenant();
  if (loading) return <span aria-hidden="true" data-testid="brand-pending" className="h-9 w-48 max-w-full" />;
  if (!tenant) return <BrandMark />;
  return (
    <span className="inline-flex min-w-0 items-center gap-3">
      <UniversityLogo university={tenant.university} src={tenant.logo_url} className="h-9 w-9" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-bold text-brand-900">{tenant.university}</span>
        <span className="truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">{tenant.name}</span>
      </span>
    </span>
  );
}
