// @vitest-environment happy-dom
// The embeddable widget (src/widget/): what it asks the public API for, what it shows in its shadow
// root (links back to the positions' pages on PhD Finder, text kept as text), its empty and failed
// states, and mounting from <script data-phd-finder> tags.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpportunityJson } from '@phd/contracts/public-schemas';
import { apiUrl, listingUrl, readOptions, type WidgetOptions } from '../src/widget/options.ts';
import { renderWidget, type Fetch } from '../src/widget/render.ts';
import { iframeSnippet, scriptSnippet } from '../src/pages/embed/embed-snippets.ts';
import { opportunityCard } from './opportunity-fixture.ts';

const ORIGIN = 'https://phd-finder.example';

/** A fully funded astrophysics position with a written deadline. */
const opportunity = (fields: Partial<OpportunityJson>) =>
  opportunityCard({
    deadline: '31 March 2027',
    fully_funded: true,
    funding_type: 'fully_funded',
    ai_department: 'Physics',
    ...fields,
  });

const answer = (body: unknown, status = 200) =>
  vi.fn<Fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const options = (extra: Partial<WidgetOptions> = {}): WidgetOptions => ({ origin: ORIGIN, limit: 5, ...extra });

afterEach(() => {
  document.body.replaceChildren();
});

describe('the widget', () => {
  it('asks the public API for the newest openings under its filters, without credentials', async () => {
    const fetchFn = answer({ data: [] });
    const host = document.createElement('div');
    await renderWidget(
      host,
      options({ university: 'University of Edinburgh', discipline: 'Physics', limit: 3 }),
      fetchFn,
    );
    const [url, init] = fetchFn.mock.calls[0]!;
    const asked = new URL(url);
    expect(asked.origin + asked.pathname).toBe(`${ORIGIN}/api/opportunities`);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      university: 'University of Edinburgh',
      discipline: 'Physics',
      sort: 'latest',
      limit: '3',
    });
    expect(init).toMatchObject({ credentials: 'omit', mode: 'cors' });
  });

  it('lists the openings in its shadow root, each linking back to its page on PhD Finder', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const hostile = opportunity({ id: '2', title: '<img src=x onerror=alert(1)>', fully_funded: false, link: 'phd-2' });
    await renderWidget(
      host,
      options({ university: 'University of Edinburgh' }),
      answer({ data: [opportunity({}), hostile] }),
    );
    const root = host.shadowRoot!;
    expect(root.querySelector('style')?.textContent).toContain('.box');
    expect(root.querySelector('h2')?.textContent).toBe('PhD openings at University of Edinburgh');
    const links = [...root.querySelectorAll('li a')] as HTMLAnchorElement[];
    expect(links.map((a) => a.textContent)).toEqual(['PhD in Astrophysics', '<img src=x onerror=alert(1)>']);
    expect(links[0]!.getAttribute('href')).toBe(`${ORIGIN}/opportunities/${opportunity({}).link}`);
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('li')?.textContent).toContain('Fully funded');
    expect(root.querySelector('li .meta')?.textContent).toBe(
      'University of Edinburgh, United Kingdom · Deadline: 31 March 2027',
    );
    // The host page's styles do not reach in: the list lives in the shadow root only.
    expect(document.querySelectorAll('li')).toHaveLength(0);
    const more = [...root.querySelectorAll('a')].find((a) => a.textContent?.startsWith('See all openings'))!;
    // The university's own listing (under the country of its openings), not a keyword search.
    expect(more.getAttribute('href')).toBe(`${ORIGIN}/phd-vacancies/standard/United-Kingdom/University-of-Edinburgh`);
  });

  it("leads to a university's listing under its given country, or to a search when it has no openings", async () => {
    expect(listingUrl(options({ university: 'Trinity College Dublin', country: 'Ireland' }))).toBe(
      `${ORIGIN}/phd-vacancies/standard/Ireland/Trinity-College-Dublin`,
    );
    const host = document.createElement('div');
    await renderWidget(host, options({ university: 'Trinity College Dublin' }), answer({ data: [] }));
    const more = [...host.shadowRoot!.querySelectorAll('a')].find((a) => a.textContent?.startsWith('See all'))!;
    expect(more.getAttribute('href')).toBe(`${ORIGIN}/phd-vacancies/standard?q=Trinity%20College%20Dublin`);
  });

  it('says so when there are no openings, or when they cannot be loaded', async () => {
    const empty = document.createElement('div');
    await renderWidget(empty, options(), answer({ data: [] }));
    expect(empty.shadowRoot!.textContent).toContain('No open positions right now.');
    const failed = document.createElement('div');
    await renderWidget(failed, options(), answer({ error: 'unavailable', message: 'x' }, 503));
    expect(failed.shadowRoot!.textContent).toContain('The openings could not be loaded. Please try again later.');
  });

  it('reads its script tag: origin from src, filters, a bounded limit', () => {
    const script = document.createElement('script');
    script.src = `${ORIGIN}/widget.js`;
    script.dataset.country = ' Germany ';
    script.dataset.limit = '500';
    script.dataset.title = 'Our PhD positions';
    const read = readOptions(script);
    expect(read).toMatchObject({ origin: ORIGIN, country: 'Germany', limit: 20, title: 'Our PhD positions' });
    expect(apiUrl(read)).toBe(`${ORIGIN}/api/opportunities?country=Germany&sort=latest&limit=20`);
    expect(listingUrl(read)).toBe(`${ORIGIN}/phd-vacancies/standard/Germany`);
    script.dataset.limit = 'x';
    expect(readOptions(script).limit).toBe(5);
  });
});

describe('the snippets on /embed-test', () => {
  it('carry the chosen filters, escaped', () => {
    const choice = { university: 'Trinity "College" Dublin', country: 'Ireland', limit: 8 };
    expect(scriptSnippet(ORIGIN, choice)).toBe(
      `<script src="${ORIGIN}/widget.js" data-phd-finder data-university="Trinity &quot;College&quot; Dublin" data-country="Ireland" data-limit="8" async></script>`,
    );
    expect(iframeSnippet(ORIGIN, {})).toBe(
      `<iframe src="${ORIGIN}/embed/opportunities" title="PhD openings" width="100%" height="520" style="border:0" loading="lazy"></iframe>`,
    );
    expect(iframeSnippet(ORIGIN, { discipline: 'Computer Science' })).toContain(
      `src="${ORIGIN}/embed/opportunities?discipline=Computer+Science"`,
    );
  });
});
