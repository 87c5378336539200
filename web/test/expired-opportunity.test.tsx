// @vitest-environment happy-dom
// A position that closed by itself (its deadline more than 30 days past): the API answers 410
// "expired" naming it, and the page says "This position has closed", names it, links to similar open
// positions (its discipline in its country, its discipline) and lists related open cards; a 410
// "gone" (deleted) keeps its own page.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OpportunityPage } from '../src/pages/opportunity/OpportunityPage.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const ID = '66666666-6666-4666-8666-666666666666';
const OTHER = '77777777-7777-4777-8777-777777777777';
const closing = Date.UTC(2026, 9, 1) / 1000;

const expiredAnswer = () => ({
  status: 410,
  body: {
    error: 'expired',
    message: 'This position has closed',
    opportunity: {
      id: ID,
      title: 'Glacier Dynamics in a Warming Arctic',
      university: 'University of Bergen',
      city: 'Bergen',
      country: 'Norway',
      ai_department: 'Geology',
      closing_date: closing,
      closed_at: closing + 31 * 86_400,
      expired_at: closing + 31 * 86_400,
      link: `phd-vacancies-university-of-bergen-norway-glacier-dynamics-${ID}`,
    },
  },
});

const relatedCard = {
  id: OTHER,
  title: 'Sea Ice and Ocean Heat',
  university: 'University of Bergen',
  country: 'Norway',
  city: 'Bergen',
  ai_department: 'Geology',
  closing_date: 0,
  created_at: closing,
  fully_funded: true,
  views: 3,
  view_count: 3,
  status: 'open',
  category: 'standard',
  collect_resumes: false,
  link: `phd-vacancies-university-of-bergen-norway-sea-ice-${OTHER}`,
};

function renderDetail() {
  renderPage(
    <Routes>
      <Route path="/opportunities/:title" element={<OpportunityPage />} />
    </Routes>,
    { path: `/opportunities/phd-vacancies-x-${ID}` },
  );
}

describe('an expired position', () => {
  it('says "This position has closed", names it and links to similar open positions', async () => {
    fakeApi({
      [`GET /api/opportunities/${ID}`]: expiredAnswer,
      [`GET /api/opportunities/related/${ID}`]: () => ({ data: [relatedCard] }),
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'This position has closed' })).toBeTruthy();
    expect(screen.getByText('Glacier Dynamics in a Warming Arctic')).toBeTruthy();
    expect(screen.getByText(/Its application deadline passed on 1 October 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Geology positions in Norway' }).getAttribute('href')).toBe(
      '/phd-vacancies/standard/discipline/Geology/country/Norway',
    );
    expect(screen.getByRole('link', { name: 'All open Geology positions' }).getAttribute('href')).toBe(
      '/phd-vacancies/standard/discipline/Geology',
    );
    expect(await screen.findByText('Sea Ice and Ocean Heat')).toBeTruthy();
    expect(document.title).toBe(
      'Closed: Glacier Dynamics in a Warming Arctic at University of Bergen, Norway | PhD Finder',
    );
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
  });

  it('a deleted position (410 "gone") still says it was removed', async () => {
    fakeApi({
      [`GET /api/opportunities/${ID}`]: () => ({ status: 410, body: { error: 'gone', message: 'Removed.' } }),
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'This position has been removed' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This position has closed' })).toBeNull();
  });
});
