// The collapsible menu below 1024 px (spec section 2: "Mobile: collapsible menu with the same entries,
// a language section and sign-out"). Closes on choosing an entry, Escape and a click outside the header.
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../language/LanguageSwitcher.tsx';
import { FOCUS_RING, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/styles.ts';
import { AccountPending } from './AccountPending.tsx';
import type { MenuItem } from './menu-items.ts';
import type { useHeaderMenus } from './useHeaderMenus.ts';
import { useDismiss } from './useDismiss.ts';

interface MobileMenuProps {
  id: string;
  menus: ReturnType<typeof useHeaderMenus>;
  container: RefObject<HTMLElement | null>;
  toggle: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

const ENTRY = `block w-full rounded-lg px-3 py-2 text-left text-slate-800 hover:bg-brand-50 ${FOCUS_RING}`;

export function MobileMenu({ id, menus, container, toggle, onClose }: MobileMenuProps) {
  useDismiss(container, true, onClose, toggle);

  const section = (title: string, items: readonly MenuItem[]) => (
    <section aria-label={title}>
      <h2 className="px-3 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            {'to' in item ? (
              <Link to={item.to} className={`${ENTRY} text-sm`} onClick={onClose}>
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                className={`${ENTRY} text-sm`}
                onClick={() => {
                  onClose();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <>
      <nav
        id={id}
        aria-label="Mobile"
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-lg lg:hidden"
      >
        <ul className="py-2">
          {menus.mainLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={`${ENTRY} text-base font-medium`} onClick={onClose}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {/* Two columns keep the whole menu within a phone's screen, with the page visible below. */}
        <div className="grid grid-cols-2 gap-2 border-t border-slate-200 py-2">
          {menus.recruiters && section('Recruiters', menus.recruiters)}
          {menus.more && section('More', menus.more)}
        </div>
        <section aria-label="Language" className="border-t border-slate-200 px-3 py-3">
          <h2 className="pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">Language</h2>
          <LanguageSwitcher variant="full" />
        </section>
        <div className="border-t border-slate-200 px-3 pt-4">
          {menus.accountPending ? (
            <AccountPending />
          ) : menus.account ? (
            <>
              {menus.accountLinks.length > 0 && (
                <ul aria-label="Your account" className="grid grid-cols-1 gap-1 pb-3 sm:grid-cols-3">
                  {menus.accountLinks.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} onClick={onClose} className={`${ENTRY} text-sm`}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              <div className="flex items-center justify-between gap-3">
                <span className="truncate text-sm text-slate-700">
                  Signed in as <span className="font-medium text-slate-900">{menus.account.name}</span>
                </span>
                <button type="button" className={SECONDARY_BUTTON} onClick={menus.signOut} disabled={menus.signingOut}>
                  Logout
                </button>
              </div>
            </>
          ) : (
            <Link to={menus.signInTo} className={`${PRIMARY_BUTTON} w-full`} onClick={onClose}>
              Sign In
            </Link>
          )}
        </div>
      </nav>
      {/* The page below, dimmed; a click on it is an outside click. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-full h-dvh bg-slate-900/40 lg:hidden"
        onClick={onClose}
      />
    </>
  );
}
