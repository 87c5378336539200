// The footer's columns (spec section 2, "Footer").
import { FOOTER_COUNTRIES, listingPath } from '@phd/contracts/paths';
import type { NavLink } from '../header/navigation.ts';

export const NAVIGATION_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'PhD Openings', to: listingPath({}) },
  { label: 'Smart Picks', to: '/smart-picks' },
  { label: 'PhD Blogs', to: '/blogs' },
  { label: 'Contact', to: '/contact' },
  { label: 'About Us', to: '/about' },
];

/** Added to the navigation column on a tenant site: its login and dashboard ('' on a tenant host, else /saas). */
export function tenantLinks(base: '' | '/saas'): readonly NavLink[] {
  return [
    { label: 'SaaS Login', to: `${base}/login` },
    { label: 'SaaS Dashboard', to: `${base}/dashboard` },
  ];
}

export const COUNTRY_LINKS: readonly NavLink[] = FOOTER_COUNTRIES.map((country) => ({
  label: country,
  to: listingPath({ country }),
}));

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms and Conditions', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookies' },
  { label: 'Sitemap', to: '/sitemap' },
];

export interface SocialLink {
  network: string;
  href: string;
  /** An SVG path on a 24 x 24 box. */
  icon: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    network: 'LinkedIn',
    href: 'https://www.linkedin.com/company/phd-finder',
    icon: 'M4.98 3.5a2.5 2.5 0 11-.02 5 2.5 2.5 0 01.02-5zM3 9h4v12H3zM9 9h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5.4c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21H9z',
  },
  {
    network: 'X (Twitter)',
    href: 'https://x.com/phdfinder',
    icon: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  },
  {
    network: 'Facebook',
    href: 'https://www.facebook.com/phdfinder',
    icon: 'M14 8.5V6.6c0-.9.6-1.1 1-1.1h2.6V1.6L14 1.5c-4 0-4.9 3-4.9 4.9v2.1H6.8v4h2.3V22h4.9v-9.5h3.3l.4-4z',
  },
  {
    network: 'Instagram',
    href: 'https://www.instagram.com/phdfinder',
    icon: 'M12 7.3a4.7 4.7 0 100 9.4 4.7 4.7 0 000-9.4zm0 7.7a3 3 0 110-6 3 3 0 010 6zM17 5.9a1.1 1.1 0 100 2.2 1.1 1.1 0 000-2.2zM12 3.6c2.7 0 3 0 4.1.1 2.7.1 4 1.4 4.1 4.1.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.7-1.4 4-4.1 4.1-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.7-.1-4-1.4-4.1-4.1C3.7 15 3.6 14.7 3.6 12s0-3 .1-4.1c.1-2.7 1.4-4 4.1-4.1C9 3.7 9.3 3.6 12 3.6zM12 2c-2.7 0-3.1 0-4.1.1C4.2 2.2 2.2 4.2 2.1 7.9 2 8.9 2 9.3 2 12s0 3.1.1 4.1c.1 3.7 2.1 5.7 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c3.7-.1 5.7-2.1 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.1-3.7-2.1-5.7-5.8-5.8-1-.1-1.4-.1-4.1-.1z',
  },
];
