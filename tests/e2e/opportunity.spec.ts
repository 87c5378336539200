/// <reference lib="dom" />
// The opportunity detail page (spec section 2, "Opportunity detail" and "Application form"; section 4,
// "Detail page" and "Save toggle"; section 5, "Opportunity detail id"; section 8), against the running
// product; opportunities with and without on-site applications are found through the API, a closed one
// is published and closed through the recruiter API.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { closedOpportunityMeta, opportunityMeta } from '@phd/contracts/seo';
import type { OpportunityDetailJson, OpportunityJson } from '@phd/contracts/public-schemas';
import { takesApplications } from '@phd/contracts/application-window';
import { longDate } from './support/expected.ts';
import { ANY_WIDTH, expect, isMobile, test } from './support/fixtures.ts';
import { demoRecruiter } from './support/recruiter-api.ts';

const HASHTAGS = [
  'phd',
  'phdopportunities',
  'phdpositions',
  'phdvacancy',
  'scholarship',
  'research',
  'jobs',
  'phdopenings',
];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const routeName = (name: string) => encodeURIComponent(name.trim().replace(/\s+/g, '-'));

/** Listings with plain ASCII links and titles, so addresses and cut labels are easy to write down. */
async function catalogue(request: APIRequestContext): Promise<OpportunityJson[]> {
  const response = await request.get('/api/opportunities?limit=100&sort=latest');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: OpportunityJson[] };
  return data.filter((o) => /^[a-z0-9-]+$/.test(o.link) && /^[\x20-\x7e]+$/.test(o.title));
}

async function find(request: APIRequestContext, match: (o: OpportunityJson) => boolean): Promise<OpportunityJson> {
  const found = (await catalogue(request)).find(match);
  expect(found, 'the demo catalogue has such an opportunity').toBeDefined();
  return found!;
}

/** The newest listing whose detail description matches `pattern`. */
async function findWithDescription(request: APIRequestContext, pattern: RegExp): Promise<OpportunityJson> {
  for (const o of await catalogue(request)) {
    const detail = (await (await request.get(`/api/opportunities/${o.id}`)).json()) as OpportunityDetailJson;
    if (pattern.test(detail.description)) return o;
  }
  throw new Error(`no listing in the demo catalogue has a description matching ${pattern}`);
}

/** The opportunity itself, not the related cards (also articles). */
const mainArticle = (page: Page) => page.locator('article', { has: page.getByRole('heading', { level: 1 }) });

/** Card titles as read: the screen-reader note on their new-tab links left out. */
const cardTitles = async (headings: Locator) =>
  (await headings.allTextContents()).map((text) => text.replace(' (opens in a new tab)', ''));

const isDetailCall = (url: URL, id: string) => url.pathname === `/api/opportunities/${id}`;

/** Opens a detail page and returns the page's own API answer. */
async function openDetail(page: Page, path: string, id: string): Promise<OpportunityDetailJson> {
  const answer = page.waitForResponse((r) => isDetailCall(new URL(r.url()), id));
  await page.goto(path);
  const detail = (await (await answer).json()) as OpportunityDetailJson;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);
  return detail;
}

// Each test drives the whole product (and axe, full-page screenshots of long lists) on a shared
// machine: more time than Playwright's default 30 s per test.
test.describe.configure({ timeout: 90_000 });

// The cookie notice is the layout's (its own spec covers it); here the visitor has acknowledged it,
// so it does not cover the controls at the bottom of the screen.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

test.describe('opportunity detail', () => {
  test(
    'a bare id in the address becomes the opportunity link, loaded once, tracked and titled',
    ANY_WIDTH,
    async ({ page, request }) => {
      const o = await find(request, () => true);
      const calls: string[] = [];
      page.on('request', (r) => {
        if (isDetailCall(new URL(r.url()), o.id)) calls.push(r.url());
      });
      const tracked = page.waitForRequest(
        (r) =>
          new URL(r.url()).pathname === '/api/analytics/event' &&
          (r.postDataJSON() as { name?: string }).name === 'View Opportunity Details',
      );
      const detail = await openDetail(page, `/opportunities/${o.id}`, o.id);
      await expect(page).toHaveURL(new RegExp(`/opportunities/${o.link}$`));
      expect((await tracked).postDataJSON()).toEqual({
        name: 'View Opportunity Details',
        category: 'Opportunity',
        label: o.id,
      });
      await expect(page).toHaveTitle(opportunityMeta(detail).title);
      await page.waitForTimeout(500);
      expect(calls).toHaveLength(1);
    },
  );

  test('a slug ending in the id is reduced to the id before the request', ANY_WIDTH, async ({ page, request }) => {
    const o = await find(request, () => true);
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/opportunities/') && !r.url().includes('/related/'),
    );
    await page.goto(`/opportunities/an-old-title-of-this-position-${o.id}`);
    expect(new URL((await answer).url()).pathname).toBe(`/api/opportunities/${o.id}`);
    await expect(page).toHaveURL(new RegExp(`/opportunities/${o.link}$`));
  });

  test('shows logo, title, badges, place, department, supervisor, deadline and "Login to Save" with views', async ({
    page,
    request,
    shots,
  }) => {
    const o = await find(request, (x) => x.fully_funded && Boolean(x.open_to) && x.closing_date > 0);
    const d = await openDetail(page, `/opportunities/${o.link}`, o.id);
    const article = mainArticle(page);
    await expect(article.getByRole('img', { name: `${d.university} logo` })).toHaveAttribute(
      'src',
      `/api/images/university/${encodeURIComponent(d.university)}.png`,
    );
    const badges = article.getByRole('list', { name: 'Badges' });
    await expect(badges.getByText(d.open_to!, { exact: true })).toBeVisible();
    await expect(badges.getByText('Fully Funded', { exact: true })).toBeVisible();
    await expect(article).toContainText([d.university, d.city, d.country].filter(Boolean).join(', '));
    if (d.department) await expect(article).toContainText(d.department);
    if (d.supervisor && d.supervisor_url) {
      await expect(article.getByRole('link', { name: d.supervisor })).toHaveAttribute('href', d.supervisor_url);
    } else if (d.supervisor) {
      await expect(article).toContainText(`Supervisor: ${d.supervisor}`);
    }
    const deadline = article.getByTestId('deadline');
    await expect(deadline).toHaveText(
      d.closing_date * 1000 < Date.now() ? 'Deadline passed' : `Deadline: ${longDate(d.closing_date)}`,
    );
    const save = article.getByRole('button', { name: 'Login to Save' });
    await expect(save).toBeDisabled();
    const views = d.views || d.view_count;
    await expect(article.getByTestId('view-count')).toHaveText(
      `${views.toLocaleString('en-US')} ${views === 1 ? 'view' : 'views'}`,
    );
    await expect(article.getByRole('heading', { level: 2, name: 'Position Description' })).toBeVisible();
    // Nothing wider than the screen: no sideways scrolling at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await shots.screenshot('opportunity');
    await shots.expectAccessible();
  });

  test('a passed deadline reads "Deadline passed" in red', ANY_WIDTH, async ({ page }) => {
    const now = Math.floor(Date.now() / 1000);
    // Listings two to four weeks old include deadlines already passed.
    const response = await page.request.get(
      `/api/opportunities?limit=100&created_at[gt]=${now - 28 * 86_400}&created_at[lt]=${now - 14 * 86_400}`,
    );
    const { data } = (await response.json()) as { data: OpportunityJson[] };
    const passed = data.find((o) => o.closing_date > 0 && o.closing_date < now);
    expect(passed).toBeDefined();
    await openDetail(page, `/opportunities/${passed!.link}`, passed!.id);
    const text = mainArticle(page).getByTestId('deadline').getByText('Deadline passed', { exact: true });
    await expect(text).toBeVisible();
    const [r, g, b] = await text.evaluate((element) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d')!;
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    });
    expect(r ?? 0).toBeGreaterThan(150);
    expect(Math.max(g ?? 255, b ?? 255)).toBeLessThan(80);
  });

  test('breadcrumbs: Home with an icon, PhD Openings, the title cut to 25 (narrow) or 50 (wide)', async ({
    page,
    request,
  }) => {
    const o = await find(request, (x) => x.title.length > 50);
    await openDetail(page, `/opportunities/${o.link}`, o.id);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    const items = trail.getByRole('listitem');
    const home = trail.getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(home.locator('svg')).toHaveCount(1);
    if (isMobile(page)) {
      await expect(items).toHaveCount(2);
      await expect(trail.getByRole('link', { name: 'PhD Openings' })).toHaveCount(0);
      await expect(items.last()).toHaveText(`${o.title.slice(0, 25)}...`);
    } else {
      await expect(items).toHaveCount(3);
      await expect(trail.getByRole('link', { name: 'PhD Openings' })).toHaveAttribute(
        'href',
        '/phd-vacancies/standard',
      );
      await expect(items.last()).toHaveText(`${o.title.slice(0, 50)}...`);
    }
    await expect(items.last().locator('[aria-current="page"]')).toHaveAttribute('title', o.title);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the description is the server HTML without empty elements', ANY_WIDTH, async ({ page, request }) => {
    // A demo listing whose description has a "Requirements" heading (other suites add plain ones).
    const o = await findWithDescription(request, /<h[1-6][^>]*>Requirements</);
    await page.route(
      (url) => isDetailCall(url, o.id),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as OpportunityDetailJson;
        body.description = `<p></p><div><span> </span></div>${body.description}<p>&nbsp;</p><ul><li></li></ul><p><img src="/favicon.svg" alt="Project figure"></p><p>Last line<br></p><hr>`;
        await route.fulfill({ response, json: body });
      },
    );
    await openDetail(page, `/opportunities/${o.link}`, o.id);
    const description = page.getByTestId('description');
    await expect(description.getByRole('heading', { name: 'Requirements' })).toBeVisible();
    await expect(description.getByRole('img', { name: 'Project figure' })).toBeAttached();
    await expect(description).toContainText('Last line');
    await expect(description.locator('br')).toHaveCount(1);
    await expect(description.locator('hr')).toHaveCount(1);
    const empty = await description.evaluate(
      (root) =>
        Array.from(root.querySelectorAll('*')).filter(
          (el) =>
            !['IMG', 'BR', 'HR'].includes(el.tagName) && !el.textContent?.trim() && !el.querySelector('img, br, hr'),
        ).length,
    );
    expect(empty).toBe(0);
  });

  test('collecting resumes: guests see "Login to apply" going to /login', async ({ page, request, shots }) => {
    const o = await find(request, (x) => x.collect_resumes && takesApplications(x, Date.now()));
    await openDetail(page, `/opportunities/${o.link}`, o.id);
    const apply = page.getByRole('region', { name: 'Apply for this Position' });
    await expect(apply.getByRole('heading', { level: 2 })).toHaveText('Apply for this Position');
    const login = apply.getByRole('link', { name: 'Login to apply' });
    await expect(login).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: /^Apply Now/ })).toHaveCount(0);
    await shots.screenshot('opportunity-collects-resumes');
    await login.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('otherwise an "Apply Now" link to the opportunity page in a new tab', ANY_WIDTH, async ({ page, request }) => {
    const o = await find(
      request,
      (x) => !x.collect_resumes && Boolean(x.opportunity_url) && takesApplications(x, Date.now()),
    );
    await openDetail(page, `/opportunities/${o.link}`, o.id);
    const apply = page.getByRole('link', { name: /^Apply Now/ });
    await expect(apply).toHaveAttribute('href', o.opportunity_url!);
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'Login to apply' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Apply for this Position' })).toHaveCount(0);
  });

  test(
    'share links carry the page and the hashtags; more-opportunities links and follow tiles',
    ANY_WIDTH,
    async ({ page, request }) => {
      const o = await find(request, () => true);
      await openDetail(page, `/opportunities/${o.link}`, o.id);
      const pageUrl = new URL(`/opportunities/${o.link}`, page.url()).href;

      const linkedIn = new URL((await page.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href'))!);
      expect(linkedIn.hostname).toBe('www.linkedin.com');
      expect(linkedIn.searchParams.get('url')).toBe(pageUrl);
      const twitter = new URL((await page.getByRole('link', { name: 'Share on Twitter' }).getAttribute('href'))!);
      expect(twitter.hostname).toBe('twitter.com');
      expect(twitter.searchParams.get('url')).toBe(pageUrl);
      expect(twitter.searchParams.get('hashtags')).toBe(HASHTAGS.join(','));
      const whatsApp = new URL((await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))!);
      expect(whatsApp.hostname).toBe('wa.me');
      expect(whatsApp.searchParams.get('text')).toContain(pageUrl);
      for (const tag of HASHTAGS) {
        expect(linkedIn.searchParams.get('summary')).toContain(`#${tag}`);
        expect(whatsApp.searchParams.get('text')).toContain(`#${tag}`);
      }
      for (const network of ['LinkedIn', 'Twitter', 'WhatsApp']) {
        const link = page.getByRole('link', { name: `Share on ${network}` });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }

      const follow = page.getByTestId('social-follow');
      for (const name of ['33k+ LinkedIn', '2k+ Twitter', '1k+ Facebook', '1k+ Instagram']) {
        await expect(follow.getByRole('link', { name })).toBeVisible();
      }

      const inCountry = page.getByRole('link', { name: `More opportunities in ${o.country}` });
      await expect(inCountry).toHaveAttribute('href', `/phd-vacancies/standard/${routeName(o.country)}`);
      const atUniversity = page.getByRole('link', { name: `More opportunities at ${o.university}` });
      await expect(atUniversity).toHaveAttribute(
        'href',
        `/phd-vacancies/standard/${routeName(o.country)}/${routeName(o.university)}`,
      );
      await atUniversity.click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`in ${o.country} at ${o.university}`);
    },
  );

  test('related opportunities load after the opportunity, below it: a few open ones, two columns wide, one on phones', async ({
    page,
    request,
    shots,
  }) => {
    const o = await find(request, () => true);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    page.on('response', (r) => {
      if (isDetailCall(new URL(r.url()), o.id)) order.push('detail loaded');
    });
    await page.route(`**/api/opportunities/related/${o.id}*`, async (route) => {
      order.push('related asked');
      await held;
      await route.continue();
    });
    const relatedAnswer = page.waitForResponse((r) => r.url().includes(`/api/opportunities/related/${o.id}`));
    await openDetail(page, `/opportunities/${o.link}`, o.id);
    const aside = page.getByRole('complementary', { name: 'Related PhD Opportunities' });
    await expect(aside.getByRole('status').filter({ hasText: 'Loading related opportunities' })).toBeVisible();
    // The route handler may hear of the request a moment after the page shows it is loading.
    await expect.poll(() => order).toEqual(['detail loaded', 'related asked']);
    release();
    const related = ((await (await relatedAnswer).json()) as { data: OpportunityJson[] }).data;
    // A few, none past its deadline, no title twice at one university.
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(6);
    const now = Date.now() / 1000;
    expect(related.filter((r) => r.closing_date > 0 && r.closing_date < now).map((r) => r.title)).toEqual([]);
    expect(new Set(related.map((r) => `${r.title}|${r.university}`)).size).toBe(related.length);
    await expect(aside.getByRole('heading', { level: 2 })).toHaveText('Related PhD Opportunities');
    const cards = aside.getByTestId('opportunity-card');
    await expect(cards).toHaveCount(related.length);
    expect(await cardTitles(aside.getByRole('heading', { level: 3 }))).toEqual(related.map((r) => r.title));
    await expect(aside.getByText('Deadline passed')).toHaveCount(0);
    // Below the position, not a column beside it: the page ends soon after the position does.
    const articleBox = (await mainArticle(page).boundingBox())!;
    const asideBox = (await aside.boundingBox())!;
    expect(asideBox.y).toBeGreaterThanOrEqual(articleBox.y + articleBox.height);
    const xs = await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().x)));
    expect(new Set(xs).size).toBe(isMobile(page) || related.length === 1 ? 1 : 2);
    await shots.screenshot('opportunity-related');
  });

  test('a closed position says so, with the date, links to open ones and no Save, form or share bar', async ({
    page,
    request,
    shots,
  }) => {
    const recruiter = await demoRecruiter(request);
    const published = await recruiter.publish({ title: `Closed Cosmology PhD ${Date.now().toString(36)}` });
    const closed = await recruiter.close(published.id);
    expect(closed.closed_at).toEqual(expect.any(Number));
    // The address answers 404 (not a page to index or a job to offer), with the app, which explains.
    const html = await request.get(`/opportunities/${closed.link}`);
    expect(html.status()).toBe(404);
    expect(await html.text()).not.toContain('application/ld+json');

    const d = await openDetail(page, `/opportunities/${closed.link}`, closed.id);
    expect(d).toMatchObject({ status: 'closed', closed_at: closed.closed_at });
    expect(closedOpportunityMeta(d).title).toBe(`Closed: ${opportunityMeta(d).title}`);
    await expect(page).toHaveTitle(closedOpportunityMeta(d).title);
    const article = mainArticle(page);
    const notice = article.getByRole('region', { name: 'This position is closed' });
    await expect(notice).toContainText(`It closed on ${longDate(d.closed_at!)} and no longer takes applications.`);
    await expect(notice.getByRole('link', { name: `Open Physics positions in ${d.country}` })).toHaveAttribute(
      'href',
      `/phd-vacancies/standard/discipline/Physics/country/${routeName(d.country)}`,
    );
    await expect(notice.getByRole('link', { name: 'All open Physics positions' })).toHaveAttribute(
      'href',
      '/phd-vacancies/standard/discipline/Physics',
    );
    await expect(article.getByRole('button', { name: /save/i })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Apply for this Position' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Apply Now|Login to apply/ })).toHaveCount(0);
    await expect(article.getByRole('link', { name: /^Share on/ })).toHaveCount(0);
    await expect(article.getByTestId('deadline')).toHaveCount(0);
    await expect(article.getByRole('heading', { name: 'Position Description' })).toBeVisible();
    // Similar positions that are still open.
    const aside = page.getByRole('complementary', { name: 'Related PhD Opportunities' });
    await expect(aside.getByText('Open positions like this one.')).toBeVisible();
    await expect(aside.getByTestId('opportunity-card').first()).toBeVisible();
    await expect(aside.getByText('Deadline passed')).toHaveCount(0);
    await expect(aside.getByRole('heading', { level: 3, name: d.title })).toHaveCount(0);
    await shots.screenshot('opportunity-closed');
    await shots.expectAccessible();
  });

  test('a failed related fetch is logged and leaves no related list', ANY_WIDTH, async ({ page, request }) => {
    const o = await find(request, () => true);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route(`**/api/opportunities/related/${o.id}*`, (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal error' } }),
    );
    await openDetail(page, `/opportunities/${o.link}`, o.id);
    await expect
      .poll(() => logged.some((text) => text.includes('Related opportunities could not be loaded')))
      .toBe(true);
    await expect(page.getByRole('heading', { name: 'Related PhD Opportunities' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Position Description' })).toBeVisible();
  });

  test(
    'states: loading skeleton, error card for an unknown id, "No details available" when empty',
    ANY_WIDTH,
    async ({ page, request, shots }) => {
      const o = await find(request, () => true);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => isDetailCall(url, o.id),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await page.goto(`/opportunities/${o.link}`);
      await expect(page.getByRole('status').filter({ hasText: 'Loading opportunity details...' })).toBeVisible();
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(o.title);

      await page.goto(`/opportunities/${UNKNOWN_ID}`);
      await expect(
        page.getByRole('alert').filter({ hasText: 'An error occurred while fetching opportunity details.' }),
      ).toBeVisible();
      await shots.screenshot('opportunity-error');
      await shots.expectAccessible();

      await page.route(
        (url) => url.pathname === `/api/opportunities/${UNKNOWN_ID.replace(/0$/, '1')}`,
        (route) => route.fulfill({ json: {} }),
      );
      await page.goto(`/opportunities/${UNKNOWN_ID.replace(/0$/, '1')}`);
      await expect(page.getByText('No details available for this opportunity', { exact: true })).toBeVisible();
    },
  );

  test('the university name replaces a logo that cannot be loaded', ANY_WIDTH, async ({ page, request }) => {
    await page.route('**/api/images/university/**', (route) => route.abort('failed'));
    const o = await find(request, () => true);
    await openDetail(page, `/opportunities/${o.link}`, o.id);
    const header = mainArticle(page).locator('header');
    await expect(header.getByTestId('logo-fallback')).toHaveText(o.university);
    await expect(header.getByRole('img')).toHaveCount(0);
  });
});
