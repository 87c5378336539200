// The pure page-metadata functions shared with the web app (contracts/src/seo.ts, site-pages.ts) and
// the gateway's HTML pieces built on them (head tags, the index.html template). No services needed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  canonicalUrl,
  closedOpportunityMeta,
  formatDeadline,
  jobPostingJsonLd,
  jsonForScript,
  listingMeta,
  opportunityMeta,
  pageMeta,
  type SeoOpportunity,
} from '@phd/contracts/seo';
import { isKnownPagePath } from '@phd/contracts/site-pages';
import { escapeHtml, renderHeadTags } from '../src/seo/head-tags.ts';
import { HEAD_MARKER, parseTemplate } from '../src/seo/html-template.ts';
import { robotsTxt } from '../src/seo/robots.ts';
import { escapeXml } from '../src/seo/sitemap.ts';

const PUBLIC_URL = 'https://phd.example.org';
const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function opportunity(overrides: Partial<SeoOpportunity> = {}): SeoOpportunity {
  return {
    id: '0b0e8f7c-1f7a-4c0e-9d55-2f6f3a1b2c3d',
    title: 'Machine Learning for Climate Models',
    university: 'University of Edinburgh',
    country: 'United Kingdom',
    city: 'Edinburgh',
    department: 'School of Informatics',
    ai_department: 'Computer Science',
    closing_date: at('2026-03-31T23:59:00Z'),
    deadline: null,
    fully_funded: true,
    funding: null,
    created_at: at('2026-01-10T09:30:00Z'),
    description: '<p>Join our group.</p>',
    university_url: 'https://www.ed.ac.uk',
    collect_resumes: true,
    link: 'phd-vacancies-university-of-edinburgh-united-kingdom-machine-learning-for-climate-models-0b0e8f7c-1f7a-4c0e-9d55-2f6f3a1b2c3d',
    ...overrides,
  };
}

describe('listingMeta', () => {
  it('titles the category roots', () => {
    expect(listingMeta({ category: 'standard' })).toMatchObject({
      title: 'PhD Positions | PhD Finder',
      canonicalPath: '/phd-vacancies/standard',
    });
    expect(listingMeta({ category: 'featured' })).toMatchObject({
      title: 'Featured PhD Opportunities | PhD Finder',
      canonicalPath: '/phd-vacancies/featured',
    });
  });

  it('names country, university and discipline, with hyphenated canonical routes', () => {
    const country = listingMeta({ category: 'standard', country: 'United Kingdom' });
    expect(country.title).toBe('PhD Positions in United Kingdom | PhD Finder');
    expect(country.canonicalPath).toBe('/phd-vacancies/standard/United-Kingdom');
    expect(country.description).toContain('in United Kingdom');
    expect(country.keywords.split(', ')).toEqual(expect.arrayContaining(['PhD United Kingdom', 'PhD positions']));

    const university = listingMeta({ category: 'standard', country: 'Germany', university: 'TU München' });
    expect(university.title).toBe('PhD Positions at TU München, Germany | PhD Finder');
    expect(university.canonicalPath).toBe('/phd-vacancies/standard/Germany/TU-M%C3%BCnchen');

    const discipline = listingMeta({
      category: 'featured',
      discipline: 'Computer Science',
      country: 'Sweden',
      university: 'Uppsala University',
    });
    expect(discipline.title).toBe(
      'Featured PhD Opportunities in Computer Science at Uppsala University, Sweden | PhD Finder',
    );
    expect(discipline.canonicalPath).toBe(
      '/phd-vacancies/featured/discipline/Computer-Science/country/Sweden/university/Uppsala-University',
    );
  });

  it('drops a university the route table cannot express (discipline without country)', () => {
    const meta = listingMeta({ category: 'standard', discipline: 'Physics', university: 'Uppsala University' });
    expect(meta.title).toBe('PhD Positions in Physics | PhD Finder');
    expect(meta.canonicalPath).toBe('/phd-vacancies/standard/discipline/Physics');
  });
});

describe('opportunityMeta', () => {
  it('builds title, description and canonical path from title, university, country, funding and deadline', () => {
    const meta = opportunityMeta(opportunity());
    expect(meta.title).toBe(
      'Machine Learning for Climate Models at University of Edinburgh, United Kingdom | PhD Finder',
    );
    expect(meta.description).toBe(
      'PhD position at University of Edinburgh, United Kingdom: Machine Learning for Climate Models. Fully funded. Deadline: 31 March 2026. Apply on PhD Finder.',
    );
    expect(meta.canonicalPath).toBe(`/opportunities/${opportunity().link}`);
    expect(meta.ogType).toBe('article');
    expect(meta.imagePath).toBe('/api/images/university/University%20of%20Edinburgh.png');
    expect(meta.keywords.split(', ').slice(0, 3)).toEqual([
      'PhD University of Edinburgh',
      'PhD positions in United Kingdom',
      'PhD in Computer Science',
    ]);
  });

  it('uses the funding text and a free-text deadline when there is no date', () => {
    const meta = opportunityMeta(
      opportunity({ fully_funded: false, funding: 'EPSRC studentship', closing_date: 0, deadline: 'Until filled' }),
    );
    expect(meta.description).toContain('Funding: EPSRC studentship.');
    expect(meta.description).toContain('Deadline: Until filled.');
    expect(opportunityMeta(opportunity({ fully_funded: false, closing_date: 0 })).description).not.toMatch(
      /Funding|Deadline/,
    );
  });

  it('keeps descriptions short enough for result pages', () => {
    const meta = opportunityMeta(opportunity({ title: 'word '.repeat(200) }));
    expect(meta.description.length).toBeLessThanOrEqual(300);
    expect(meta.description.endsWith('…')).toBe(true);
  });

  it('formats deadlines the same everywhere (UTC, English month)', () => {
    expect(formatDeadline(at('2026-12-01T00:30:00Z'))).toBe('1 December 2026');
  });
});

describe('closedOpportunityMeta', () => {
  it('says the position closed, and when; keeps the page URL; stays out of search results', () => {
    const closed = opportunity({ closed_at: at('2026-04-02T10:00:00Z') });
    const meta = closedOpportunityMeta(closed);
    expect(meta.title).toBe(
      'Closed: Machine Learning for Climate Models at University of Edinburgh, United Kingdom | PhD Finder',
    );
    expect(meta.description).toBe(
      'This PhD position at University of Edinburgh, United Kingdom closed on 2 April 2026. It no longer takes applications: browse open PhD positions in United Kingdom on PhD Finder.',
    );
    expect(meta.noindex).toBe(true);
    expect(meta.canonicalPath).toBe(opportunityMeta(closed).canonicalPath);
    expect(closedOpportunityMeta(opportunity({ closed_at: null })).description).toMatch(
      /^This PhD position at University of Edinburgh, United Kingdom closed\. /,
    );
  });
});

describe('pageMeta', () => {
  it.each([
    ['/', 'PhD Finder: find your calling', '/'],
    ['/home', 'PhD Finder: find your calling', '/'],
    ['/about', 'About Us | PhD Finder', '/about'],
    ['/contact/', 'Contact Us | PhD Finder', '/contact'],
    ['/login', 'Sign In | PhD Finder', '/login'],
    ['/privacy-policy', 'Privacy Policy | PhD Finder', '/privacy-policy'],
    ['/terms', 'Terms and Conditions | PhD Finder', '/terms'],
    ['/cookies', 'Cookie Policy | PhD Finder', '/cookies'],
    ['/sitemap', 'Sitemap | PhD Finder', '/sitemap'],
  ])('%s is "%s" at %s', (path, title, canonicalPath) => {
    const meta = pageMeta(path);
    expect(meta).toMatchObject({ title, canonicalPath });
    expect(meta.noindex).toBeUndefined();
    expect(meta.description.length).toBeGreaterThan(20);
  });

  it('answers an unknown path with the 404 "Page not found", not indexed', () => {
    expect(pageMeta('/no-such-page')).toMatchObject({ title: 'Page not found | PhD Finder', noindex: true });
  });

  it('keeps signed-in areas out of the index and gives other known routes the site meta', () => {
    for (const path of ['/admin', '/dashboard', '/user/42', '/smart-picks', '/saas/login', '/university/dashboard']) {
      expect(pageMeta(path).noindex, path).toBe(true);
    }
    expect(pageMeta('/blog/how-to-apply/12')).toMatchObject({
      title: 'PhD Finder: find your calling',
      canonicalPath: '/blog/how-to-apply/12',
    });
    expect(pageMeta('/blog/how-to-apply/12').noindex).toBeUndefined();
  });
});

describe('jobPostingJsonLd', () => {
  const now = new Date('2026-02-10T12:00:00Z');

  it('carries the constants of spec section 9 and the opportunity', () => {
    const o = opportunity();
    const ld = jobPostingJsonLd(o, PUBLIC_URL, now);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: o.title,
      description: '<p>Join our group.</p>',
      datePosted: '2026-01-10T09:30:00.000Z',
      validThrough: '2026-03-31T23:59:00.000Z',
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
      salaryCurrency: 'GBP',
      directApply: true,
      url: `${PUBLIC_URL}/opportunities/${o.link}`,
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'GBP',
        value: { '@type': 'QuantitativeValue', value: 25000, unitText: 'YEAR' },
      },
      hiringOrganization: { name: 'University of Edinburgh', sameAs: 'https://www.ed.ac.uk' },
      applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' },
      jobLocation: { address: { addressLocality: 'Edinburgh', addressCountry: 'United Kingdom' } },
      subjectOf: { '@type': 'Course', courseWorkload: 'P3Y' },
      identifier: { value: o.id },
    });
  });

  it('is valid one month ahead when there is no closing date, clamped to the month end', () => {
    const open = opportunity({ closing_date: 0, collect_resumes: false, university_url: null });
    const ld = jobPostingJsonLd(open, PUBLIC_URL, now);
    expect(ld.validThrough).toBe('2026-03-10T12:00:00.000Z');
    expect(ld.directApply).toBe(false);
    expect(ld.hiringOrganization).not.toHaveProperty('sameAs');
    expect(jobPostingJsonLd(open, PUBLIC_URL, new Date('2026-01-31T08:00:00Z')).validThrough).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(jobPostingJsonLd(open, PUBLIC_URL, Date.parse('2027-12-15T00:00:00Z')).validThrough).toBe(
      '2028-01-15T00:00:00.000Z',
    );
  });

  it('falls back to the meta description when the opportunity has none', () => {
    const ld = jobPostingJsonLd(opportunity({ description: '' }), PUBLIC_URL, now);
    expect(ld.description).toMatch(/^PhD position at University of Edinburgh/);
  });
});

describe('escaping', () => {
  it('keeps JSON from closing a script element', () => {
    const text = jsonForScript({ title: '</script><script>alert(1)</script> <!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script> <!-- & \u2028' });
  });

  it('escapes HTML and XML text', () => {
    expect(escapeHtml(`"a" & <b> 'c'`)).toBe('&quot;a&quot; &amp; &lt;b&gt; &#39;c&#39;');
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('percent-encodes canonical URLs once', () => {
    expect(canonicalUrl(PUBLIC_URL + '/', '/opportunities/phd-vacancies-école-x')).toBe(
      `${PUBLIC_URL}/opportunities/phd-vacancies-%C3%A9cole-x`,
    );
    expect(canonicalUrl(PUBLIC_URL, '/phd-vacancies/standard/Germany/TU-M%C3%BCnchen')).toBe(
      `${PUBLIC_URL}/phd-vacancies/standard/Germany/TU-M%C3%BCnchen`,
    );
  });
});

describe('isKnownPagePath', () => {
  it.each([
    '/',
    '/home',
    '/about',
    '/about/',
    '/About',
    '/contact',
    '/login',
    '/admin',
    '/privacy-policy',
    '/terms',
    '/cookies',
    '/sitemap',
    '/smart-picks',
    '/user',
    '/user/abc',
    '/dashboard',
    '/phd-vacancies',
    '/phd-vacancies/standard',
    '/phd-vacancies/featured/Germany',
    '/phd-vacancies/standard/United-Kingdom/University-of-Edinburgh',
    '/phd-vacancies/standard/discipline',
    '/phd-vacancies/standard/discipline/Physics/country/Sweden/university/Uppsala-University',
    '/phd-postings',
    '/phd-postings/12',
    '/post-jobs',
    '/opportunities/phd-vacancies-x-0b0e8f7c-1f7a-4c0e-9d55-2f6f3a1b2c3d',
    '/blogs',
    '/blog/7',
    '/blog/how-to-apply/7',
    '/create-blog',
    '/edit-blog/7',
    '/embed-test',
    '/university/login',
    '/university/signup',
    '/university/verify',
    '/university/forgot-password',
    '/university/reset-password',
    '/university/dashboard',
    '/university/applications/0b0e8f7c',
    '/saas',
    '/saas/login',
    '/saas/review/12',
    '/saas/anything/else',
    '/about?x=1',
  ])('knows %s', (path) => {
    expect(isKnownPagePath(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/opportunities',
    '/opportunities/a/b',
    '/user/a/b',
    '/blog',
    '/blog/a/b/c',
    '/phd-vacancies/weekly',
    '/phd-vacancies/standard/a/b/c',
    '/phd-vacancies/standard/discipline/x/city/y',
    '/phd-vacancies/standard/%E0%A4%A',
    '/university',
    '/university/other',
    '/index.html',
    '//about',
    'about',
  ])('does not know %s', (path) => {
    expect(isKnownPagePath(path)).toBe(false);
  });
});

describe('head tags and the index.html template', () => {
  const meta = opportunityMeta(opportunity({ title: `Quotes " and ' and <b>` }));

  it('writes every tag with escaped values', () => {
    const tags = renderHeadTags({ meta, publicUrl: PUBLIC_URL, jsonLd: { title: '</script>' } });
    expect(tags).toContain('<title>Quotes &quot; and &#39; and &lt;b&gt; at University of Edinburgh');
    expect(tags).toContain(`<link rel="canonical" href="${PUBLIC_URL}/opportunities/${opportunity().link}" />`);
    expect(tags).toContain('<meta property="og:type" content="article" />');
    expect(tags).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/api/images/university/University%20of%20Edinburgh.png" />`,
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    expect(tags).toContain('<script type="application/ld+json">{"title":"\\u003c/script\\u003e"}</script>');
    expect(tags).not.toContain('noindex');
  });

  it('marks noindex pages and gives them no canonical link', () => {
    const tags = renderHeadTags({ meta: pageMeta('/nope'), publicUrl: PUBLIC_URL });
    expect(tags).toContain('<meta name="robots" content="noindex, follow" />');
    expect(tags).not.toContain('rel="canonical"');
  });

  it('replaces the app title and description at the marker, keeping the rest', () => {
    const html = `<!doctype html><html><head><meta charset="UTF-8" /><title>Old</title>
<meta
  name="description"
  content="old description"
/>
<meta name="twitter:description" content="kept" />
${HEAD_MARKER}
<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
    const out = parseTemplate(html).render('<title>New</title>');
    expect(out).not.toContain('Old');
    expect(out).not.toContain('old description');
    expect(out).not.toContain(HEAD_MARKER);
    expect(out).toContain('<meta name="twitter:description" content="kept" />');
    expect(out).toMatch(/<meta charset="UTF-8" \/>[\s\S]*<title>New<\/title>[\s\S]*<script type="module"/);
    expect(out).toContain('<body><div id="root"></div></body>');
  });

  it("finds the marker in the web app's index.html", () => {
    const source = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    expect(source).toContain(HEAD_MARKER);
    const out = parseTemplate(source).render('<title>Page</title>');
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out).not.toContain('name="description"');
    expect(out).toContain('<div id="root"></div>');
  });

  it('falls back to the end of <head>, or to the document start without one', () => {
    expect(parseTemplate('<html><head><title>x</title></head><body>b</body></html>').render('<T>')).toMatch(
      /<head>\s*<T>\s*<\/head><body>b<\/body>/,
    );
    const bare = parseTemplate('<!doctype html><div id="root">app</div>').render('<T>');
    expect(bare).toBe('<!doctype html>\n<T>\n<div id="root">app</div>');
  });
});

describe('robots.txt', () => {
  it('allows public pages, keeps private areas out and names the sitemap', () => {
    const lines = robotsTxt(`${PUBLIC_URL}/`).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /dashboard',
        'Disallow: /user',
        'Disallow: /university/',
        'Disallow: /saas/',
        'Disallow: /smart-picks',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /');
    expect(lines).not.toContain('Disallow: /phd-vacancies');
  });
});
