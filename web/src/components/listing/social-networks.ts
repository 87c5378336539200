/** Spec section 9: approximate follower counts of the four networks, shown as follow tiles. */
export const SOCIAL_NETWORKS = [
  { name: 'LinkedIn', followers: '33k+', href: 'https://www.linkedin.com/company/phd-finder' },
  { name: 'Twitter', followers: '2k+', href: 'https://twitter.com/phdfinder' },
  { name: 'Facebook', followers: '1k+', href: 'https://www.facebook.com/phdfinder' },
  { name: 'Instagram', followers: '1k+', href: 'https://www.instagram.com/phdfinder' },
] as const;
