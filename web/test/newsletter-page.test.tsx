// @vitest-environment happy-dom
// The newsletter's manage page (the e-mailed link): the digest's country and discipline options are
// the catalogue's whole lists (GET /api/countries and /api/disciplines, no filter), offered in
// alphabetical order as Smart Picks' preferences offer them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NewsletterPreferencesPage } from '../src/pages/newsletter/NewsletterPage.tsx';
import { fakeApi, renderPage } from './dom.tsx';

describe('the newsletter’s choices', () => {
  it('offer every country and discipline, in alphabetical order, read without a filter', async () => {
    const { calls } = fakeApi({
      'GET /api/subscribe/preferences': () => ({
        email: 'ada@example.org',
        status: 'confirmed',
        countries: [],
        disciplines: [],
      }),
      'GET /api/countries': () => [
        { country: 'United Kingdom', Count: 900 },
        { country: 'Åland Islands', Count: 3 },
        { country: 'austria', Count: 120 },
      ],
      'GET /api/disciplines': () => [
        { ai_department: 'Physics', Count: 40 },
        { ai_department: 'Biology', Count: 12 },
      ],
    });
    renderPage(<NewsletterPreferencesPage />, { path: '/newsletter/preferences?token=manage-token' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Countries/ }));
    const countries = screen.getByRole('list', { name: 'Countries' });
    await waitFor(() => expect(within(countries).getAllByRole('checkbox')).toHaveLength(3));
    expect(
      within(countries)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Åland Islands', 'austria', 'United Kingdom']);

    await user.click(screen.getByRole('button', { name: /^Disciplines/ }));
    const disciplines = screen.getByRole('list', { name: 'Disciplines' });
    await waitFor(() => expect(within(disciplines).getAllByRole('checkbox')).toHaveLength(2));
    expect(
      within(disciplines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Biology', 'Physics']);

    const optionReads = calls.filter((c) => ['/api/countries', '/api/disciplines'].includes(c.url.pathname));
    expect(optionReads.map((c) => c.url.search)).toEqual(['', '']);
  });
});
