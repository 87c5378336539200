// The static screens (spec section 2, "About", "Sign-in page", "Other screens"): their content, page
// titles and accessibility; the sign-in buttons' full-page navigation to the server's endpoints; the
// sitemap's sections and country links; and the "coming soon" page of sections built later.
import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

const main = (page: Page) => page.getByRole('main');

test.describe('static pages', () => {
  test('About: mission, the two cards, the About figures and a contact e-mail link', async ({ page, shots }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(/About Us/);
    await expect(main(page).getByRole('heading', { name: 'About PhD Finder', level: 1 })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Our mission' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Comprehensive Listings' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Global Reach' })).toBeVisible();
    for (const [value, label] of [
      ['80+', 'Institutions'],
      ['10+', 'Countries'],
      ['50K+', 'Monthly visitors'],
    ] as const) {
      await expect(main(page).getByText(value, { exact: true })).toBeVisible();
      await expect(main(page).getByText(label, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByRole('link', { name: /^contact@/ })).toHaveAttribute('href', /^mailto:contact@/);
    await shots.screenshot('about');
    await shots.expectAccessible();
  });

  test('Sign-in: "Sign in to continue", the logo to /home, and Google and LinkedIn as full-page redirects', async ({
    page,
    shots,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/Sign In/);
    await expect(main(page).getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'PhD Finder home' })).toHaveAttribute('href', '/home');
    await shots.screenshot('login');
    await shots.expectAccessible();

    const landed: string[] = [];
    await page.route('**/api/login**', (route) => {
      landed.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>Provider</title><h1>Redirected</h1>' });
    });
    await main(page).getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/api\/login$/);
    await expect(page.getByRole('heading', { name: 'Redirected' })).toBeVisible();

    await page.goBack();
    await main(page).getByRole('button', { name: 'Sign in with LinkedIn' }).click();
    await expect(page).toHaveURL(/\/api\/login\/linkedin$/);
    await expect(page.getByRole('heading', { name: 'Redirected' })).toBeVisible();
    expect(landed.map((url) => new URL(url).pathname)).toEqual(['/api/login', '/api/login/linkedin']);
  });

  test(
    'Privacy Policy: UK GDPR, the controller in Bradford, what is collected, retention, rights and the ICO',
    ANY_WIDTH,
    async ({ page, shots }) => {
      await page.goto('/privacy-policy');
      await expect(page).toHaveTitle(/Privacy Policy/);
      const policy = main(page);
      await expect(policy.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
      for (const text of [
        'UK General Data Protection Regulation (UK GDPR)',
        'Data Protection Act 2018',
        'Bradford',
        'contact form',
        'weekly update',
        'sign in with Google or LinkedIn',
        'share them with the university that published the position',
        'We never sell your personal data.',
        "Information Commissioner's Office (ICO)",
      ]) {
        await expect(policy).toContainText(text);
      }
      for (const section of ['How long we keep it', 'Your rights', 'Cookies and local storage']) {
        await expect(policy.getByRole('heading', { name: section })).toBeVisible();
      }
      await expect(policy.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
      await shots.screenshot('privacy-policy');
      await shots.expectAccessible();
    },
  );

  test(
    'Terms: a free service, listings are the universities’, acceptable use, liability, law of England and Wales',
    ANY_WIDTH,
    async ({ page, shots }) => {
      await page.goto('/terms');
      await expect(page).toHaveTitle(/Terms and Conditions/);
      const terms = main(page);
      for (const heading of [
        'The service',
        'Listings and their accuracy',
        'Acceptable use',
        'Liability',
        'Governing law',
      ]) {
        await expect(terms.getByRole('heading', { name: new RegExp(heading) })).toBeVisible();
      }
      await expect(terms).toContainText('free of charge');
      await expect(terms).toContainText("The publishing university is responsible for a listing's content");
      await expect(terms).toContainText('the law of England and Wales');
      await shots.screenshot('terms');
      await shots.expectAccessible();
    },
  );

  test(
    'Cookies: only strictly necessary cookies, each listed with its duration',
    ANY_WIDTH,
    async ({ page, shots }) => {
      await page.goto('/cookies');
      await expect(page).toHaveTitle(/Cookie Policy/);
      const policy = main(page);
      await expect(policy).toContainText('only strictly necessary cookies');
      const table = policy.getByRole('table');
      for (const [cookie, duration] of [
        ['cookie_consent', '365 days'],
        ['googtrans', 'choose English'],
        ['university_session_id', 'logout'],
        ['session_id', 'log out'],
        ['oidc_flow', '10 minutes'],
        ['_csrf', 'close the browser'],
      ] as const) {
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: cookie, exact: true }) });
        await expect(row).toContainText(duration);
      }
      await expect(policy).toContainText('selectedLanguage');
      await shots.screenshot('cookies');
      await shots.expectAccessible();
    },
  );

  test(
    'Sitemap: the site’s sections, the listing roots and the 11 country links',
    ANY_WIDTH,
    async ({ page, shots }) => {
      await page.goto('/sitemap');
      await expect(page).toHaveTitle(/Sitemap/);
      const map = main(page);
      for (const [label, href] of [
        ['Home', '/'],
        ['PhD Openings', '/phd-vacancies/standard'],
        ['Featured Opportunities', '/phd-vacancies/featured'],
        ['PhD Postings by professors', '/phd-postings'],
        ['Smart Picks', '/smart-picks'],
        ['PhD Tips', '/blogs'],
        ['About', '/about'],
        ['Contact', '/contact'],
        ['Recruiter login', '/university/login'],
        ['Privacy Policy', '/privacy-policy'],
      ] as const) {
        await expect(map.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
      const countries = map.getByRole('region', { name: 'PhD openings by country' }).getByRole('link');
      await expect(countries).toHaveCount(11);
      await expect(countries.filter({ hasText: 'United Kingdom' })).toHaveAttribute(
        'href',
        '/phd-vacancies/standard/United-Kingdom',
      );
      await expect(countries.filter({ hasText: 'Luxembourg' })).toHaveAttribute(
        'href',
        '/phd-vacancies/standard/Luxembourg',
      );
      await shots.screenshot('sitemap');
      await shots.expectAccessible();
    },
  );

  test(
    'sections built later say they are being prepared and point to PhD Openings',
    ANY_WIDTH,
    async ({ page, shots }) => {
      for (const [path, section] of [['/phd-postings', 'PhD Postings']] as const) {
        await page.goto(path);
        await expect(main(page).getByRole('heading', { name: `${section} is on its way`, level: 1 })).toBeVisible();
        await expect(main(page).getByRole('link', { name: 'Browse PhD Openings' })).toHaveAttribute(
          'href',
          '/phd-vacancies/standard',
        );
      }
      await shots.screenshot('coming-soon');
      await shots.expectAccessible();
      await main(page).getByRole('link', { name: 'Browse PhD Openings' }).click();
      await expect(page).toHaveURL(/\/phd-vacancies\/standard$/);
    },
  );
});
