// robots.txt: every public page may be crawled; the API and the signed-in areas (admin, dashboards,
// user pages, the recruiter and tenant areas, Smart Picks and the editing tools) may not.

export const DISALLOWED_PATHS = [
  '/api/',
  '/admin',
  '/dashboard',
  '/user',
  '/university/',
  '/saas/',
  '/smart-picks',
  '/post-jobs',
  '/create-blog',
  '/edit-blog/',
  '/embed-test',
] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
