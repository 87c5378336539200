// The site footer (spec section 2, "Footer"). Every link click scrolls to the top, also when it
// points at the page already shown (where no route change would do it).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, TAGLINE } from '@phd/contracts/brand';
import { mainSiteUrl, onTenantHost, tenantBase } from '../../layout/tenant.ts';
import { useTenantSite } from '../../layout/useTenantSite.ts';
import { CONTACT_EMAIL, POSTAL_ADDRESS } from '../support/contact-details.ts';
import { useSupportModal } from '../support/SupportModal.tsx';
import type { NavLink } from '../header/navigation.ts';
import { BrandMark } from '../ui/BrandMark.tsx';
import { COUNTRY_LINKS, LEGAL_LINKS, NAVIGATION_LINKS, SOCIAL_LINKS, tenantLinks } from './footer-links.ts';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white focus:outline-none';
const LINK = `rounded text-slate-200 hover:text-white hover:underline ${FOCUS}`;

const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/**
 * On a tenant host the main site's pages live at the main site's address (the tenant host's own paths
 * are its screens): its links there are absolute. Under /saas they are on this host already.
 */
function onMainSite(links: readonly NavLink[]): readonly NavLink[] {
  if (!onTenantHost()) return links;
  const main = mainSiteUrl().replace(/\/+$/, '');
  return links.map((link) => ({ ...link, to: `${main}${link.to}` }));
}

function Column({ title, links, extra }: { title: string; links: readonly NavLink[]; extra?: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            {/^https?:/.test(link.to) ? (
              <a href={link.to} className={LINK}>
                {link.label}
              </a>
            ) : (
              <Link to={link.to} className={LINK} onClick={scrollToTop}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
        {extra}
      </ul>
    </nav>
  );
}

export function Footer() {
  const tenant = useTenantSite();
  const support = useSupportModal();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Link
            to="/"
            className={`inline-block rounded ${FOCUS}`}
            onClick={scrollToTop}
            aria-label={`${PRODUCT_NAME} home`}
          >
            <BrandMark inverted />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            {PRODUCT_NAME} brings PhD openings from universities worldwide into one place, so you can {TAGLINE}. Search
            by country, university and discipline, and recruiters publish for free.
          </p>
          <ul aria-label="Follow us" className="mt-5 flex gap-3">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${PRODUCT_NAME} on ${social.network}`}
                  className={`flex h-9 w-9 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 ${FOCUS}`}
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-current">
                    <path d={social.icon} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <address className="mt-6 space-y-1 text-sm not-italic">
            <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
              {CONTACT_EMAIL}
            </a>
            <span className="block">{POSTAL_ADDRESS.join(', ')}</span>
          </address>
        </div>

        <Column
          title="Navigation"
          links={tenant ? [...onMainSite(NAVIGATION_LINKS), ...tenantLinks(tenantBase())] : NAVIGATION_LINKS}
          extra={
            tenant ? null : (
              <li>
                <button type="button" className={`${LINK} text-left`} onClick={support.open}>
                  University Support
                </button>
              </li>
            )
          }
        />
        <Column title="PhDs by country" links={onMainSite(COUNTRY_LINKS)} />
        <Column title="Legal" links={onMainSite(LEGAL_LINKS)} />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-300">
          © {year} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
