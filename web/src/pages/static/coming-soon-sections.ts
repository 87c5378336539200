// The name of a section whose screens arrive with later work, by path prefix (spec section 2 routes).
const SECTIONS: [prefix: string, name: string][] = [
  ['/phd-postings', 'PhD Postings'],
  ['/post-jobs', 'Opportunity posting'],
  ['/saas', 'The university portal'],
  ['/admin', 'The admin panel'],
  ['/embed-test', 'The embed preview'],
];

export function comingSoonSection(pathname: string): string {
  const path = pathname.toLowerCase();
  return (
    SECTIONS.find(([prefix]) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))?.[1] ?? 'This section'
  );
}
