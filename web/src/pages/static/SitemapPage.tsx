// The human-readable sitemap: the site's sections, the listing roots and the footer's countries.
// (Search engines read the XML sitemap the gateway builds.)
import { Link } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { COUNTRY_LINKS, LEGAL_LINKS } from '../../components/footer/footer-links.ts';
import type { NavLink } from '../../components/header/navigation.ts';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { listingPath } from '@phd/contracts/paths';
import { pageMeta } from '@phd/contracts/seo';
import { StaticPageHeader } from './StaticPageHeader.tsx';

const GROUPS: { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Find a PhD',
    links: [
      { label: 'Home', to: '/' },
      { label: 'PhD Openings', to: listingPath({}) },
      { label: 'Featured Opportunities', to: listingPath({ category: 'featured' }) },
      { label: 'PhD Postings by professors', to: '/phd-postings' },
      { label: 'Smart Picks', to: '/smart-picks' },
      { label: 'PhD Tips', to: '/blogs' },
    ],
  },
  {
    title: 'About us',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Sign In', to: '/login' },
    ],
  },
  {
    title: 'For universities',
    links: [
      { label: 'Publish opportunities free', to: '/university/signup' },
      { label: 'Recruiter login', to: '/university/login' },
    ],
  },
  { title: 'PhD openings by country', links: COUNTRY_LINKS },
  { title: 'Legal', links: LEGAL_LINKS.filter((link) => link.to !== '/sitemap') },
];

export function SitemapPage() {
  return (
    <>
      <PageHead meta={pageMeta('/sitemap')} />
      <StaticPageHeader title="Sitemap">
        <p>Every section of the site in one place.</p>
      </StaticPageHeader>
      <div className="mx-auto grid max-w-5xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {GROUPS.map((group) => (
          <section key={group.title} aria-label={group.title} className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold text-brand-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={TEXT_LINK}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
