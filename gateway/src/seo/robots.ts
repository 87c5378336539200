// robots.txt: every public page may be crawled; the API and the signed-in areas (admin, dashboards,
// user pages, the recruiter and tenant areas, Smart Picks and the blog editor) may not. The public post-a-position
// form and the widget's embed page are for universities to find, so they are crawled and in the sitemap.

export const DISALLOWED_PATHS = [
  '/api/',
  '/admin',
  '/dashboard',
  '/user',
  '/university/',
  '/saas/',
  '/smart-picks',
  '/create-blog',
  '/edit-blog/',
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
