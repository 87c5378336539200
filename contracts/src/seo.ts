// Page metadata (title, description, keywords, canonical path) and the schema.org JobPosting of an
// opportunity. Shared by the gateway, which writes them into the HTML it sends so crawlers and link
// previews see them without running JavaScript, and by the web app, which sets the same tags after a
// client-side navigation. Pure functions: no DOM, no React, no Node APIs.
import { PRODUCT_NAME, TAGLINE } from './brand.ts';
import { listingPath, opportunityPath, type Category } from './paths.ts';
import { isKnownPagePath } from './site-pages.ts';
import { CAREERS_CONFIRM_PATH } from './careers.ts';
import { feedPath } from './feeds.ts';
import type { ListingFilters } from './listing-filters.ts';
import { tenantScreen, type TenantScreen } from './tenant-site.ts';
import type { ExpiredOpportunityBriefJson } from './public-schemas.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Comma-separated, most specific first. */
  keywords: string;
  /** Site-relative; the canonical URL is the public URL followed by this path. */
  canonicalPath: string;
  /** Open Graph type; "website" when absent. */
  ogType?: 'website' | 'article';
  /** Site-relative preview image (og:image); the site image when absent. */
  imagePath?: string;
  /** Keep the page out of search results (the 404 page, signed-in areas). */
  noindex?: boolean;
  /** og:site_name; the product's name when absent (a tenant's pages name the tenant). */
  siteName?: string;
  /** The page's RSS feed (a listing's), announced with <link rel="alternate">. */
  feed?: { title: string; path: string };
}

/** The fields of an opportunity (the API's detail JSON, spec section 3) that metadata reads. */
export interface SeoOpportunity {
  id: string;
  title: string;
  university: string;
  country: string;
  city?: string | null;
  department?: string | null;
  /** The discipline. */
  ai_department?: string | null;
  /** Unix seconds; 0 = no deadline. */
  closing_date: number;
  /** Free-text deadline, when it is not a date. */
  deadline?: string | null;
  fully_funded: boolean;
  funding?: string | null;
  /** Unix seconds. */
  created_at: number;
  /** Sanitised HTML. */
  description?: string | null;
  university_url?: string | null;
  collect_resumes: boolean;
  /** The path segment of /opportunities/{link}. */
  link: string;
  /** Unix seconds: when a closed position closed (null or absent while open, or when unknown). */
  closed_at?: number | null;
  /** The other postings of its near-duplicate group, the canonical one marked. */
  also_posted_at?: readonly { link: string; canonical: boolean }[];
}

export const SITE_NAME = PRODUCT_NAME;
const TITLE_SUFFIX = ` | ${SITE_NAME}`;

/** The share bar's hashtags (spec section 2, "Opportunity detail"). */
export const SHARE_HASHTAGS = [
  'phd',
  'phdopportunities',
  'phdpositions',
  'phdvacancy',
  'scholarship',
  'research',
  'jobs',
  'phdopenings',
] as const;

/** Keywords every page carries after its own. */
export const SITE_KEYWORDS = [
  'PhD',
  'PhD opportunities',
  'PhD positions',
  'PhD vacancies',
  'PhD openings',
  'doctoral positions',
  'funded PhD',
  'scholarship',
  'research jobs',
] as const;

export const DEFAULT_DESCRIPTION =
  'Find PhD openings at universities worldwide, by country, university, discipline and funding.';

/** The preview image of pages without one of their own (served from web/public). */
export const SITE_IMAGE_PATH = '/favicon.svg';

/** The JobPosting constants of spec section 9. */
export const JOB_POSTING = {
  salaryValue: 25000,
  salaryUnit: 'YEAR',
  currency: 'GBP',
  jobLocationType: 'TELECOMMUTE',
  courseWorkload: 'P3Y',
  employmentType: 'FULL_TIME',
} as const;

// Meta descriptions past this are cut by search engines anyway.
const MAX_DESCRIPTION = 300;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function keywords(specific: (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const word of [...specific, ...SITE_KEYWORDS]) {
    const w = clean(word);
    if (w && !seen.has(w.toLowerCase())) {
      seen.add(w.toLowerCase());
      out.push(w);
    }
  }
  return out.join(', ');
}

// Formatted by hand, not with Intl, so the server and every browser write the same text.
/** "31 March 2026" (UTC) for unix seconds. */
export function formatDeadline(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The heading-like phrase of a listing: "PhD Positions in Physics at Uppsala University, Sweden". */
function listingPhrase({ category, country, university, discipline }: ListingMetaInput): string {
  let phrase = category === 'featured' ? 'Featured PhD Opportunities' : 'PhD Positions';
  if (discipline) phrase += ` in ${discipline}`;
  if (university) phrase += ` at ${university}${country ? `, ${country}` : ''}`;
  else if (country) phrase += ` in ${country}`;
  return phrase;
}

export interface ListingMetaInput {
  category: Category;
  /** Display names (canonical spelling when known, e.g. "United Kingdom"). */
  country?: string;
  university?: string;
  discipline?: string;
  /** The filters of the page's query string (dates, funding, open, keyword): its feed carries them too. */
  query?: ListingFilters;
}

/** Metadata of a listing route (spec section 2, "PhD vacancies listing"), from its filters. */
export function listingMeta(input: ListingMetaInput): PageMeta {
  const country = clean(input.country) || undefined;
  const discipline = clean(input.discipline) || undefined;
  // The route table has no discipline-and-university route without a country: such a university is dropped.
  const university = (!discipline || country ? clean(input.university) : '') || undefined;
  const filters = { category: input.category, country, university, discipline };
  const phrase = listingPhrase(filters);
  const scope = [
    discipline ? `in ${discipline}` : null,
    university ? `at ${university}` : null,
    country ? `in ${country}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const subject = input.category === 'featured' ? 'featured PhD opportunities' : 'PhD positions';
  const description = `Browse ${subject}${scope ? ` ${scope}` : ' at universities worldwide'}: funded and self-funded doctoral openings with deadlines, supervisors and how to apply. Filter by country, university, discipline and funding on ${SITE_NAME}.`;
  return {
    title: `${phrase}${TITLE_SUFFIX}`,
    description: truncate(description, MAX_DESCRIPTION),
    keywords: keywords([
      discipline && `PhD in ${discipline}`,
      university && `PhD ${university}`,
      country && `PhD positions in ${country}`,
      country && `PhD ${country}`,
      discipline,
      university,
      country,
      input.category === 'featured' ? 'featured PhD opportunities' : null,
    ]),
    canonicalPath: listingPath(filters),
    ogType: 'website',
    feed: { title: `${phrase} (RSS)`, path: feedPath({ ...filters, ...input.query }) },
  };
}

/** The preview image of an opportunity: its university's logo (or initials) from the images API. */
export function universityImagePath(university: string): string {
  return `/api/images/university/${encodeURIComponent(university)}.png`;
}

function fundingText(o: SeoOpportunity): string {
  if (o.fully_funded) return 'Fully funded.';
  const funding = clean(o.funding);
  return funding ? `Funding: ${truncate(funding, 80)}.` : '';
}

function deadlineText(o: SeoOpportunity): string {
  if (o.closing_date > 0) return `Deadline: ${formatDeadline(o.closing_date)}.`;
  const deadline = clean(o.deadline);
  return deadline ? `Deadline: ${truncate(deadline, 60)}.` : '';
}

/** Metadata of an opportunity's detail page: title, university, country, funding and deadline (spec section 2). */
export function opportunityMeta(o: SeoOpportunity): PageMeta {
  const title = clean(o.title);
  const university = clean(o.university);
  const country = clean(o.country);
  const place = [university, country].filter(Boolean).join(', ');
  const lead = `PhD position at ${place}: ${title}.`;
  const description = [lead, fundingText(o), deadlineText(o), `Apply on ${SITE_NAME}.`].filter(Boolean).join(' ');
  return {
    title: `${title}${place ? ` at ${place}` : ''}${TITLE_SUFFIX}`,
    description: truncate(description, MAX_DESCRIPTION),
    keywords: keywords([
      university && `PhD ${university}`,
      country && `PhD positions in ${country}`,
      o.ai_department && `PhD in ${clean(o.ai_department)}`,
      university,
      country,
      o.ai_department,
      o.department,
      o.fully_funded ? 'fully funded PhD' : null,
    ]),
    // A near-duplicate's page names its group's canonical posting, so search engines keep one.
    canonicalPath: opportunityPath(o.also_posted_at?.find((other) => other.canonical)?.link ?? o.link),
    ogType: 'article',
    imagePath: universityImagePath(university),
  };
}

/**
 * Metadata of a closed position's page: it says so (and since when), points to open positions and is
 * kept out of search results; the gateway answers it 404 without the JobPosting (seo/page-heads.ts).
 */
export function closedOpportunityMeta(o: SeoOpportunity): PageMeta {
  const open = opportunityMeta(o);
  const university = clean(o.university);
  const country = clean(o.country);
  const place = [university, country].filter(Boolean).join(', ');
  const when = o.closed_at ? ` on ${formatDeadline(o.closed_at)}` : '';
  const elsewhere = country ? `open PhD positions in ${country}` : 'open PhD positions';
  const description = `This PhD position${place ? ` at ${place}` : ''} closed${when}. It no longer takes applications: browse ${elsewhere} on ${SITE_NAME}.`;
  return {
    ...open,
    title: `Closed: ${open.title}`,
    description: truncate(description, MAX_DESCRIPTION),
    noindex: true,
  };
}

/**
 * Metadata of the page of a position that closed by itself, its deadline more than 30 days past
 * (issue 17): the gateway answers it 410, noindex, without the JobPosting (seo/page-heads.ts).
 */
export function expiredOpportunityMeta(o: ExpiredOpportunityBriefJson): PageMeta {
  const title = clean(o.title);
  const place = [clean(o.university), clean(o.country)].filter(Boolean).join(', ');
  const passed = o.closing_date > 0 ? `: its deadline passed on ${formatDeadline(o.closing_date)}` : '';
  const country = clean(o.country);
  const elsewhere = country ? `open PhD positions in ${country}` : 'open PhD positions';
  const description = `This PhD position${place ? ` at ${place}` : ''} has closed${passed}. Browse ${elsewhere} on ${SITE_NAME}.`;
  return {
    title: `Closed: ${title}${place ? ` at ${place}` : ''}${TITLE_SUFFIX}`,
    description: truncate(description, MAX_DESCRIPTION),
    keywords: keywords([
      country && `PhD positions in ${country}`,
      o.ai_department && `PhD in ${clean(o.ai_department)}`,
    ]),
    canonicalPath: opportunityPath(o.link),
    noindex: true,
  };
}

interface StaticPage {
  title: string;
  description: string;
  keywords?: string[];
  canonicalPath?: string;
  noindex?: boolean;
}

const HOME: StaticPage = {
  title: `${SITE_NAME}: ${TAGLINE}`,
  description: `${DEFAULT_DESCRIPTION} Latest and most viewed PhD positions, updated daily.`,
  keywords: ['PhD search', 'PhD jobs'],
  canonicalPath: '/',
};

const PRIVATE = (title: string): StaticPage => ({ title, description: DEFAULT_DESCRIPTION, noindex: true });

const STATIC_PAGES: Record<string, StaticPage> = {
  '/': HOME,
  '/home': HOME,
  '/about': {
    title: 'About Us',
    description: `${SITE_NAME} lists PhD openings from universities worldwide in one place, so candidates find their calling and recruiters reach them for free.`,
    keywords: [`about ${SITE_NAME}`],
  },
  '/contact': {
    title: 'Contact Us',
    description: `Get in touch with the ${SITE_NAME} team: questions about PhD listings, publishing positions or partnerships. We respond within 24-48 hours.`,
    keywords: [`contact ${SITE_NAME}`],
  },
  '/login': {
    title: 'Sign In',
    description: `Sign in to ${SITE_NAME} with Google or LinkedIn to save PhD opportunities, set preferences and apply.`,
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description: `How ${SITE_NAME} collects, uses and protects your personal data.`,
  },
  '/terms': {
    title: 'Terms and Conditions',
    description: `The terms of use of ${SITE_NAME}.`,
  },
  '/cookies': {
    title: 'Cookie Policy',
    description: `The cookies ${SITE_NAME} uses: only strictly necessary session cookies.`,
  },
  '/sitemap': {
    title: 'Sitemap',
    description: `Every section of ${SITE_NAME}: PhD openings by country, university and discipline, PhD postings, Smart Picks and blog tips.`,
  },
  '/phd-postings': {
    title: 'PhD Postings by Professors',
    description: `PhD positions posted directly by professors and research groups on ${SITE_NAME}.`,
    keywords: ['PhD postings', 'professor PhD positions'],
  },
  '/blogs': {
    title: 'PhD Tips and Blog',
    description: `Advice on finding, applying for and succeeding in a PhD, from the ${SITE_NAME} blog.`,
    keywords: ['PhD tips', 'PhD application advice'],
  },
  '/smart-picks': {
    title: 'Smart Picks',
    description: `Saved PhD opportunities and personalised recommendations on ${SITE_NAME}.`,
    noindex: true,
  },
  '/post-jobs': {
    title: 'Post a PhD Opportunity',
    description: `Publish a PhD opportunity on ${SITE_NAME} for free: describe the position, confirm by e-mail, and candidates worldwide can find it.`,
    keywords: ['post a PhD position', 'advertise PhD opportunity'],
  },
  '/admin': PRIVATE('Admin'),
  '/dashboard': PRIVATE('Dashboard'),
  '/user': PRIVATE('User'),
  '/account/profile': PRIVATE('My profile'),
  '/account/applications': PRIVATE('My applications'),
  '/account/data': PRIVATE('My data'),
  '/create-blog': PRIVATE('Create Blog Post'),
  '/embed-test': {
    title: 'Show PhD Openings on Your Site',
    description: `Embed the current PhD openings of your university, country or discipline from ${SITE_NAME} on your own site with one script tag.`,
    keywords: ['PhD openings widget', 'embed PhD positions'],
  },
  '/university/login': PRIVATE('Recruiter Login'),
  '/university/verify': PRIVATE('Verify Email'),
  '/newsletter/confirm': PRIVATE('Confirm Your Subscription'),
  '/newsletter/preferences': PRIVATE('Weekly Update Preferences'),
  '/university/forgot-password': PRIVATE('Forgot Password'),
  '/university/reset-password': PRIVATE('Reset Password'),
  '/university/dashboard': PRIVATE('Recruiter Dashboard'),
  '/university/imports': PRIVATE('Import Positions'),
  '/university/signup': {
    title: 'Publish PhD Opportunities Free',
    description: `Universities and professors: publish PhD opportunities on ${SITE_NAME} for free and reach researchers worldwide.`,
    keywords: ['publish PhD positions', 'recruit PhD students'],
  },
};

/** The 404 page's metadata ("Page not found"), kept out of search results. */
export function notFoundMeta(path = '/'): PageMeta {
  return {
    title: `Page not found${TITLE_SUFFIX}`,
    description: `The page you are looking for does not exist or is no longer available. Browse current PhD openings on ${SITE_NAME}.`,
    keywords: keywords([]),
    canonicalPath: normalisePath(path),
    ogType: 'website',
    noindex: true,
  };
}

/**
 * A deleted position's page ("This position has been removed"), kept out of search results; the
 * gateway answers it 410 (seo/page-heads.ts).
 */
export function removedOpportunityMeta(path = '/'): PageMeta {
  return {
    ...notFoundMeta(path),
    title: `Position removed${TITLE_SUFFIX}`,
    description: `This PhD position has been removed. Browse current PhD openings on ${SITE_NAME}.`,
  };
}

/** The path without query, fragment or trailing slashes ("/about/?x" -> "/about"). */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.replace(/\/+$/, '') || '/';
}

// Path prefixes of signed-in areas and tools (robots.txt keeps crawlers out of most of them too).
const PRIVATE_PREFIXES = [
  '/admin',
  '/dashboard',
  '/user',
  '/account/',
  '/university/',
  '/saas',
  '/smart-picks',
  '/create-blog',
  '/edit-blog/',
];

const isPrivate = (path: string) =>
  PRIVATE_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

/**
 * Metadata of a page that is neither a listing nor a detail: the static pages (/, /home, /about,
 * /contact, /login, /privacy-policy, /terms, /cookies, /sitemap and the other fixed routes) have
 * their own; other known routes (a blog post, a professor posting, signed-in screens) get the site's
 * under their own URL; an unknown path gets the 404 "Page not found".
 */
export function pageMeta(path: string): PageMeta {
  const canonical = normalisePath(path);
  const lower = canonical.toLowerCase();
  const page = STATIC_PAGES[lower];
  if (!page && !isKnownPagePath(canonical)) return notFoundMeta(canonical);
  const base = page ?? { ...HOME, canonicalPath: canonical, keywords: [] };
  const noindex = base.noindex || isPrivate(lower);
  return {
    title: base === HOME || !page ? base.title : `${base.title}${TITLE_SUFFIX}`,
    description: base.description,
    keywords: keywords(base.keywords ?? []),
    canonicalPath: base.canonicalPath ?? lower,
    ogType: 'website',
    ...(noindex ? { noindex: true } : {}),
  };
}

/** The same day of the month `months` later (UTC), clamped to the month's last day (31 Jan -> 28/29 Feb). */
function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = date.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * The absolute URL of a site path, percent-encoding what a URL may not contain (letters of other
 * scripts in an opportunity link) while keeping escapes already present (listingPath's).
 */
export function canonicalUrl(publicUrl: string, path: string): string {
  const encoded = path.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (c) => encodeURIComponent(c));
  return `${publicUrl.replace(/\/+$/, '')}${encoded}`;
}

/**
 * The schema.org JobPosting of an opportunity (Google's job-posting markup) with spec section 9's
 * constants. `publicUrl` is the site's origin ("https://example.org"); `now` fixes the default
 * valid-through date (one month ahead) when the opportunity has no closing date.
 */
export function jobPostingJsonLd(o: SeoOpportunity, publicUrl: string, now: Date | number): Record<string, unknown> {
  const meta = opportunityMeta(o);
  const university = clean(o.university);
  const validThrough = o.closing_date > 0 ? new Date(o.closing_date * 1000) : addMonths(new Date(now), 1);
  const organization: Record<string, unknown> = {
    '@type': 'CollegeOrUniversity',
    name: university,
    logo: canonicalUrl(publicUrl, universityImagePath(university)),
  };
  if (o.university_url) organization.sameAs = o.university_url;
  const description = clean(o.description) || meta.description;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: clean(o.title),
    description,
    identifier: { '@type': 'PropertyValue', name: university, value: o.id },
    url: canonicalUrl(publicUrl, meta.canonicalPath),
    datePosted: new Date(o.created_at * 1000).toISOString(),
    validThrough: validThrough.toISOString(),
    employmentType: JOB_POSTING.employmentType,
    hiringOrganization: organization,
    jobLocationType: JOB_POSTING.jobLocationType,
    // Google requires the countries a remote (TELECOMMUTE) posting accepts applicants from.
    applicantLocationRequirements: { '@type': 'Country', name: clean(o.country) },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(clean(o.city) ? { addressLocality: clean(o.city) } : {}),
        addressCountry: clean(o.country),
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: JOB_POSTING.currency,
      value: { '@type': 'QuantitativeValue', value: JOB_POSTING.salaryValue, unitText: JOB_POSTING.salaryUnit },
    },
    salaryCurrency: JOB_POSTING.currency,
    directApply: o.collect_resumes,
    // JobPosting has no duration property; the three-year workload belongs to the doctoral programme
    // the position is part of, which schema.org models as a Course (courseWorkload is an ISO 8601 duration).
    subjectOf: {
      '@type': 'Course',
      name: clean(o.title),
      courseWorkload: JOB_POSTING.courseWorkload,
      educationalCredentialAwarded: 'PhD',
      provider: { '@type': 'CollegeOrUniversity', name: university },
    },
    ...(clean(o.ai_department) ? { occupationalCategory: clean(o.ai_department) } : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json"> block: "<" (and the line separators JavaScript
 * once treated as line ends) escaped, so no value can close the script element or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const TENANT_SCREEN_TITLES: Record<TenantScreen, string> = {
  login: 'Staff sign-in',
  dashboard: 'Dashboard',
  review: 'Review applicants',
  stats: 'Applicant statistics',
  staff: 'Staff',
  settings: 'Site settings',
  imports: 'Import positions',
  invite: 'Join the staff',
  forgot: 'Forgot password',
  reset: 'Choose a new password',
  careers: 'PhD positions',
};

/**
 * A page of a tenant's site (issue 13): titled with the tenant's name. Staff screens (sign-in,
 * dashboard, review) are never indexed and carry no JobPosting; the public careers page (issue 14) is
 * indexed, and the gateway adds a JobPosting for each open opportunity it shows (careersJobPosting).
 */
export function tenantPageMeta(tenant: { name: string; university: string }, path: string): PageMeta {
  const screen = tenantScreen(path);
  const base = {
    title: `${TENANT_SCREEN_TITLES[screen]} | ${tenant.name}`,
    description: `${tenant.name}: the applicant review site of ${tenant.university}, for its staff.`,
    keywords: [tenant.name, tenant.university].join(', '),
    canonicalPath: normalisePath(path),
    ogType: 'website' as const,
    noindex: true,
    siteName: tenant.name,
  };
  if (screen !== 'careers' || normalisePath(path).toLowerCase().endsWith(CAREERS_CONFIRM_PATH)) return base;
  return {
    ...base,
    description: `Open PhD positions at ${tenant.university}: read them and apply on the careers page of ${tenant.name}.`,
    keywords: keywords([`PhD ${tenant.university}`, 'PhD positions', tenant.university, tenant.name]),
    noindex: false,
  };
}

/** One open position's careers page on a tenant's site: its title, place and deadline, indexed. */
export function careersOpportunityMeta(tenant: { name: string }, o: SeoOpportunity, path: string): PageMeta {
  const own = opportunityMeta(o);
  return {
    ...own,
    title: `${clean(o.title)} | ${tenant.name}`,
    description: own.description.replace(`Apply on ${SITE_NAME}.`, `Apply on ${tenant.name}.`),
    canonicalPath: normalisePath(path),
    siteName: tenant.name,
  };
}

/** The JobPosting of an open position on a tenant's careers page: the candidate applies there. */
export function careersJobPosting(o: SeoOpportunity, origin: string, path: string, now: Date | number) {
  return { ...jobPostingJsonLd(o, origin, now), url: canonicalUrl(origin, path), directApply: true };
}

/** The heading of the page an unknown tenant address shows (web and gateway). */
export const NO_SUCH_SITE_TITLE = 'No university site here';

/** The page of an address that names no tenant ("nosuch.example.com"): 404, not indexed. */
export function noSuchSiteMeta(path = '/'): PageMeta {
  return {
    title: `${NO_SUCH_SITE_TITLE}${TITLE_SUFFIX}`,
    description: `There is no university site at this address. Browse PhD openings on ${SITE_NAME}.`,
    keywords: keywords([]),
    canonicalPath: normalisePath(path),
    ogType: 'website',
    noindex: true,
  };
}

/** The heading of the page a suspended university site shows (web and gateway; issue 15). */
export const SITE_SUSPENDED_TITLE = 'This university site is suspended';

/** Every page of a suspended site: its name, closed, not indexed. */
export function suspendedSiteMeta(tenant: { name: string }, path = '/'): PageMeta {
  return {
    title: `${SITE_SUSPENDED_TITLE} | ${tenant.name}`,
    description: `${tenant.name} is not available at the moment. Browse PhD openings on ${SITE_NAME}.`,
    keywords: keywords([]),
    canonicalPath: normalisePath(path),
    ogType: 'website',
    noindex: true,
    siteName: tenant.name,
  };
}
