// The public page routes of the web app (spec section 2, route table of the main site, with the routes
// later issues fill in). The gateway answers a path outside this table with status 404 (still sending
// the app, which shows its 404 page), so crawlers do not index soft 404s. Pure functions, no DOM.
import { parseListingPath } from './paths.ts';

/** Fixed paths, each a page of the main site. */
export const STATIC_PAGE_PATHS = [
  '/',
  '/home',
  '/about',
  '/contact',
  '/login',
  '/admin',
  '/privacy-policy',
  '/terms',
  '/cookies',
  '/sitemap',
  '/smart-picks',
  '/user',
  '/account/profile',
  '/account/applications',
  '/account/data',
  '/dashboard',
  '/phd-vacancies',
  '/phd-postings',
  '/post-jobs',
  '/blogs',
  '/create-blog',
  '/embed-test',
  '/university/login',
  '/university/signup',
  '/university/verify',
  '/university/forgot-password',
  '/university/reset-password',
  '/university/dashboard',
  '/university/imports',
  '/saas',
  // The newsletter's double opt-in link and the digest's countries and disciplines (token in the query).
  '/newsletter/confirm',
  '/newsletter/preferences',
] as const;

/**
 * Patterns with parameters (":name" is one non-empty segment, a trailing "*" any rest). Listing routes
 * (/phd-vacancies/{category}/...) are checked with parseListingPath instead.
 */
export const PAGE_PATTERNS = [
  '/opportunities/:title',
  '/user/:userid',
  '/phd-postings/:id',
  '/blog/:id',
  '/blog/:slug/:id',
  '/edit-blog/:id',
  '/university/applications/:opportunityId',
  // The tenant variant on local development: /saas/login, /saas/dashboard, /saas/review/{id} and a catch-all.
  '/saas/*',
] as const;

const STATIC = new Set<string>(STATIC_PAGE_PATHS);

function segments(path: string): string[] {
  return path.split('/').slice(1);
}

const COMPILED = PAGE_PATTERNS.map((pattern) => segments(pattern));

function matches(pattern: string[], parts: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    if (want === '*') return true;
    const got = parts[i];
    if (got === undefined || got === '') return false;
    if (!want.startsWith(':') && want !== got) return false;
  }
  return pattern.length === parts.length;
}

function isListingPath(path: string): boolean {
  try {
    return parseListingPath(path) !== null;
  } catch {
    // A malformed percent escape in a segment (decodeURIComponent throws): no page of ours.
    return false;
  }
}

/**
 * Whether the web app has a page at this path (query and trailing slashes ignored; matched without
 * regard to case, as the app's router does). A tenant host routes every path to its dashboard, so
 * callers check this only for the main site.
 */
export function isKnownPagePath(pathname: string): boolean {
  const bare = (pathname.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  if (!bare.startsWith('/') || bare.includes('//')) return false;
  const path = bare.toLowerCase();
  if (STATIC.has(path)) return true;
  if (path.startsWith('/phd-vacancies/')) return isListingPath(path);
  const parts = segments(path);
  return COMPILED.some((pattern) => matches(pattern, parts));
}
