// The public site's URL scheme (spec section 2), shared by the web app and the gateway (which renders
// page metadata and the sitemap for the same URLs). Pure functions, no DOM.

export type Category = 'standard' | 'featured';

export const CATEGORIES: readonly Category[] = ['standard', 'featured'];

/** Countries with a footer link and a country image (spec section 2, "Footer" and "Home page"). */
export const FOOTER_COUNTRIES = [
  'Belgium',
  'Denmark',
  'Finland',
  'France',
  'Germany',
  'Luxembourg',
  'Netherlands',
  'Norway',
  'Sweden',
  'Switzerland',
  'United Kingdom',
] as const;

/** A name as a route parameter: spaces become hyphens ("United Kingdom" -> "United-Kingdom"). */
export function toRouteName(name: string): string {
  return name.trim().replace(/\s+/g, '-');
}

/** A route parameter read back as a name for display ("United-Kingdom" -> "United Kingdom"). */
export function fromRouteName(param: string): string {
  return decodeURIComponent(param).replace(/-/g, ' ').trim();
}

export interface ListingRoute {
  category?: Category;
  country?: string;
  university?: string;
  discipline?: string;
}

/**
 * The listing route for a set of filters, per the route table: country (and university) routes, or
 * discipline routes optionally narrowed by country and university. Names are given as display names.
 */
export function listingPath({ category = 'standard', country, university, discipline }: ListingRoute): string {
  const segment = (name: string) => encodeURIComponent(toRouteName(name));
  const parts = ['/phd-vacancies', category];
  if (discipline) {
    parts.push('discipline', segment(discipline));
    if (country) {
      parts.push('country', segment(country));
      if (university) parts.push('university', segment(university));
    }
  } else if (country) {
    parts.push(segment(country));
    if (university) parts.push(segment(university));
  }
  return parts.join('/');
}

/**
 * Reads a listing path back (the inverse of listingPath), or null when the path is not a listing
 * route. Names come back as route parameters turned into display names (hyphens as spaces).
 */
export function parseListingPath(pathname: string): (Required<Pick<ListingRoute, 'category'>> & ListingRoute) | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts[0] !== 'phd-vacancies') return null;
  if (parts.length === 1) return { category: 'standard' };
  const category = parts[1] as Category;
  if (!CATEGORIES.includes(category)) return null;
  const rest = parts.slice(2).map((p) => fromRouteName(p));
  if (parts[2] === 'discipline') {
    const [, discipline, countryWord, country, universityWord, university] = rest;
    if (rest.length > 6) return null;
    if (countryWord !== undefined && parts[4] !== 'country') return null;
    if (universityWord !== undefined && parts[6] !== 'university') return null;
    return { category, discipline, country, university };
  }
  if (rest.length > 2) return null;
  const [country, university] = rest;
  return { category, country, university };
}

/** The detail page of an opportunity, from the API's `link` field. */
export function opportunityPath(link: string): string {
  return `/opportunities/${link}`;
}

/** Smart Picks' "My Applications" section, where candidates follow their applications. */
export const MY_APPLICATIONS_PATH = '/smart-picks?section=my-applications';

/** The query parameter of the recruiter's applications page that picks out one application. */
export const APPLICATION_PARAM = 'application';

/**
 * The recruiter's applications page of an opportunity (route `/university/applications/:opportunityId`),
 * optionally pointing at one application, which the page scrolls to and highlights. A query rather
 * than a fragment, because the recruiter login sends the recruiter back to path and query only.
 */
export function recruiterApplicationsPath(opportunityId: string, applicationId?: string): string {
  const path = `/university/applications/${encodeURIComponent(opportunityId)}`;
  return applicationId ? `${path}?${APPLICATION_PARAM}=${encodeURIComponent(applicationId)}` : path;
}

/** The public post-jobs form; its e-mailed confirmation link adds `?confirm=<token>`. */
export const POST_JOBS_PATH = '/post-jobs';

/** PhD postings: positions published on the site by their posters, and one of them by id. */
export const POSTINGS_PATH = '/phd-postings';
export const postingPath = (id: string) => `${POSTINGS_PATH}/${encodeURIComponent(id)}`;
