// @vitest-environment happy-dom
// /phd-postings (issue 28): every position posted on the site, featured or not, so the page asks the
// listing and its filter options for posted positions of any category, and its keyword search too.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostingsPage } from '../src/pages/postings/PostingsPage.tsx';
import { fakeApi, renderPage, stubMediaQueries } from './dom.tsx';

const posting = (n: number, title: string, category: string) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  link: `phd-${n}`,
  title,
  university: 'University of Edinburgh',
  country: 'United Kingdom',
  category,
  created_at: 1_760_000_000,
});

function postingsApi() {
  return fakeApi({
    'GET /api/opportunities': () => ({
      data: [posting(1, 'Glacier Dynamics PhD', 'featured'), posting(2, 'Peatland PhD', 'standard')],
      pagination: { total: 2 },
    }),
    'GET /api/countries': () => [{ country: 'United Kingdom', Count: 2 }],
    'GET /api/disciplines': () => [],
  });
}

const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });

describe('the PhD postings page', () => {
  it('lists the posted positions of every category, and counts them all', async () => {
    const api = postingsApi();
    renderPage(<PostingsPage />, { path: '/phd-postings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'PhD Postings (2)' })).toBeTruthy();
    const listing = api.calls.find((c) => c.url.pathname === '/api/opportunities')!;
    expect(listing.url.searchParams.get('posted')).toBe('true');
    expect(listing.url.searchParams.has('category')).toBe(false);
  });

  it('searches every posted position, and offers the filters of all of them', async () => {
    const api = postingsApi();
    renderPage(<PostingsPage />, { path: '/phd-postings?q=glacier' });
    await screen.findByRole('heading', { level: 1, name: 'PhD Postings (2)' });
    const listing = api.calls.find((c) => c.url.pathname === '/api/opportunities')!;
    expect(Object.fromEntries(listing.url.searchParams)).toMatchObject({ q: 'glacier', posted: 'true' });
    expect(listing.url.searchParams.has('category')).toBe(false);
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname === '/api/countries')).toBe(true));
    const options = api.calls.filter((c) => ['/api/countries', '/api/disciplines'].includes(c.url.pathname));
    expect(options).toHaveLength(2);
    for (const call of options) {
      expect(Object.fromEntries(call.url.searchParams), call.url.pathname).toEqual({ posted: 'true' });
    }
  });

  it('shows the active filters as removable chips and counts them on the Filters button', async () => {
    // A phone: the panel is in a drawer, out of sight.
    stubMediaQueries(false);
    const api = postingsApi();
    renderPage(<PostingsPage />, { path: '/phd-postings?country=United+Kingdom&open=true' });
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['United Kingdom', 'Open for applications']);
    expect(filtersButton().textContent).toBe('Filters2, 2 active');
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter: Open for applications' }));
    await waitFor(() => {
      const last = api.calls.filter((c) => c.url.pathname === '/api/opportunities').at(-1)!;
      expect(last.url.searchParams.has('open')).toBe(false);
      expect(last.url.searchParams.get('country')).toContain('United Kingdom');
    });
    await waitFor(() => expect(filtersButton().textContent).toBe('Filters1, 1 active'));
  });
});
