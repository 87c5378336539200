// @vitest-environment happy-dom
// A deleted position's page: the API answers 410, and the app says the position was removed, with a
// link to the open positions, instead of an error card.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OpportunityPage } from '../src/pages/opportunity/OpportunityPage.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const ID = '55555555-5555-4555-8555-555555555555';

describe('a removed position', () => {
  it('says "This position has been removed" and links to the listings when the API answers 410', async () => {
    fakeApi({
      [`GET /api/opportunities/${ID}`]: () => ({
        status: 410,
        body: { error: 'gone', message: 'This position has been removed.' },
      }),
    });
    renderPage(
      <Routes>
        <Route path="/opportunities/:title" element={<OpportunityPage />} />
      </Routes>,
      { path: `/opportunities/phd-vacancies-x-${ID}` },
    );
    expect(await screen.findByRole('heading', { name: 'This position has been removed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse PhD Openings' }).getAttribute('href')).toBe(
      '/phd-vacancies/standard',
    );
    expect(document.title).toBe('Position removed | PhD Finder');
  });
});
