// @vitest-environment happy-dom
// Smart Picks as a signed-in candidate uses it (spec section 2, "Smart Picks"; sections 4 and 5 on
// preferences): the phone's sections button named for what it opens, the preference options in
// alphabetical order, and Recommended Jobs saying it is updating while the worker recomputes after a
// save, instead of showing the old list as if it were the answer.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REFRESH_POLL_MS, REFRESH_TIMEOUT_MS } from '../src/pages/smart-picks/recommendations-refresh.ts';
import { SmartPicksPage } from '../src/pages/smart-picks/SmartPicksPage.tsx';
import { sortedNames } from '../src/pages/smart-picks/smart-picks-rules.ts';
import { fakeApi, renderPage, type FakeHandler } from './dom.tsx';

const USER = { id: '6f1c2a52-0a4e-4c41-9a55-3a7c6f7f2b10', email: 'ada@example.org', first_name: 'Ada' };
const UPDATING = 'Updating your recommendations…';

const opportunity = (n: number, title: string) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  link: `/phd-opportunity/${n}`,
  title,
  university: 'University of Edinburgh',
  country: 'United Kingdom',
  created_at: 1_760_000_000,
});

/** One id per title, as the catalogue has. */
const ids = new Map<string, number>();
const idOf = (title: string) => ids.get(title) ?? ids.set(title, ids.size + 1).get(title)!;

const page = (titles: string[], message?: string) => ({
  data: titles.map((t) => opportunity(idOf(t), t)),
  pagination: { total: titles.length },
  ...(message ? { message } : {}),
});

function smartPicksApi(extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/user': () => USER,
    [`GET /api/user/preferences/${USER.id}`]: () => ({ status: 404, body: { error: 'not_found' } }),
    'GET /api/countries': () => [
      { country: 'United Kingdom', Count: 900 },
      { country: 'Germany', Count: 400 },
      { country: 'Åland Islands', Count: 3 },
      { country: 'austria', Count: 120 },
    ],
    'GET /api/universities': () => [],
    'GET /api/disciplines': () => [],
    'GET /api/user/opportunity/save/details': () => page([]),
    'GET /api/user/opportunity/save': () => [],
    ...extra,
  });
}

describe('Smart Picks sections button', () => {
  it('is named for what it opens, so it is not a second "Menu" beside the header’s', async () => {
    smartPicksApi();
    renderPage(<SmartPicksPage />, { path: '/smart-picks' });
    const button = await screen.findByRole('button', { name: 'Smart Picks sections menu' });
    expect(button.textContent).toBe('Menu');
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
  });
});

describe('preference options', () => {
  it('sorts names alphabetically for the reader’s language, accents and case aside', () => {
    expect(sortedNames(['Zürich', 'University of Oxford', 'Åbo Akademi', 'ETH Zürich', 'aalto'])).toEqual([
      'aalto',
      'Åbo Akademi',
      'ETH Zürich',
      'University of Oxford',
      'Zürich',
    ]);
  });

  it('lists countries in alphabetical order, not by their counts', async () => {
    smartPicksApi();
    renderPage(<SmartPicksPage />, { path: '/smart-picks?section=user-preferences' });
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Countries/ }));
    const list = screen.getByRole('list', { name: 'Countries' });
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(4));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Åland Islands', 'austria', 'Germany', 'United Kingdom']);
  });
});

/** Saves the preferences as they are, closes the Notification and opens Recommended Jobs. */
async function saveThenOpenRecommended(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Save Preferences' }));
  const modal = await screen.findByRole('dialog', { name: 'Notification' });
  await user.click(within(modal).getByRole('button', { name: 'Close Notification' }));
  await user.click(
    within(screen.getByRole('navigation', { name: 'Smart Picks sections' })).getByRole('button', {
      name: 'Recommended Jobs',
    }),
  );
  return screen.getByRole('region', { name: 'Recommended Jobs' });
}

describe('Recommended Jobs after saving preferences', () => {
  it('says it is updating until the worker’s new list arrives, then shows it', async () => {
    let saved = false;
    let readsSinceSave = 0;
    smartPicksApi({
      [`GET /api/opportunities/user/${USER.id}`]: () => {
        if (!saved) return page(['Old pick in optics']);
        // The worker takes a moment: the first reads after the save still get the old list.
        readsSinceSave += 1;
        return readsSinceSave <= 1 ? page(['Old pick in optics']) : page(['New pick in climate science']);
      },
      'POST /api/user/preferences': () => {
        saved = true;
        return { message: 'Preferences saved successfully!' };
      },
    });
    renderPage(<SmartPicksPage />, { path: '/smart-picks?section=user-preferences' });
    const section = await saveThenOpenRecommended(userEvent.setup());
    const status = await within(section).findByText(UPDATING);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(section.getAttribute('aria-busy')).toBe('true');

    expect(await within(section).findByText('New pick in climate science', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(section).queryByText(UPDATING)).toBeNull();
    expect(within(section).queryByText('Old pick in optics')).toBeNull();
    expect(section.getAttribute('aria-busy')).toBeNull();
  });

  it('does not show "No recommendations found" while the first recommendations are computed', async () => {
    let saved = false;
    let readsSinceSave = 0;
    smartPicksApi({
      [`GET /api/opportunities/user/${USER.id}`]: () => {
        if (!saved) return page([], 'Set your preferences to get personalised recommendations.');
        readsSinceSave += 1;
        return readsSinceSave <= 1 ? page([]) : page(['First pick']);
      },
      'POST /api/user/preferences': () => {
        saved = true;
        return { message: 'Preferences saved successfully!' };
      },
    });
    renderPage(<SmartPicksPage />, { path: '/smart-picks?section=user-preferences' });
    const section = await saveThenOpenRecommended(userEvent.setup());
    expect(await within(section).findByText(UPDATING)).toBeTruthy();
    expect(within(section).queryByText('No recommendations found')).toBeNull();
    expect(await within(section).findByText('First pick', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(section).queryByText('No recommendations found')).toBeNull();
  });

  it('stops saying so after a while when the list stays as it was, and stops polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let reads = 0;
      smartPicksApi({
        [`GET /api/opportunities/user/${USER.id}`]: () => {
          reads += 1;
          return page(['Old pick in optics']);
        },
        'POST /api/user/preferences': () => ({ message: 'Preferences saved successfully!' }),
      });
      renderPage(<SmartPicksPage />, { path: '/smart-picks?section=user-preferences' });
      const section = await saveThenOpenRecommended(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
      expect(await within(section).findByText(UPDATING)).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS));
      await waitFor(() => expect(within(section).queryByText(UPDATING)).toBeNull());
      expect(within(section).getByText('Old pick in optics')).toBeTruthy();
      const after = reads;
      await act(() => vi.advanceTimersByTimeAsync(5 * REFRESH_POLL_MS));
      expect(reads).toBe(after);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Recommended Jobs: why each pick, "Not for me" and personalisation', () => {
  const picked = {
    ...opportunity(idOf('Coral reef ecology'), 'Coral reef ecology'),
    why: { preferences: ['country United Kingdom'], words: ['reefs', 'ecology'], words_from: 'comments' },
  };
  const other = opportunity(idOf('Glacier dynamics'), 'Glacier dynamics');

  it('says why each was picked; "Not for me" takes it out, and it can be undone from the settings', async () => {
    let dismissed = false;
    const { calls } = smartPicksApi({
      [`GET /api/opportunities/user/${USER.id}`]: () => ({
        data: dismissed ? [other] : [picked, other],
        pagination: { total: dismissed ? 1 : 2 },
        personalised: true,
      }),
      'GET /api/user/recommendations/settings': () => ({
        personalised: true,
        dismissed: dismissed
          ? [
              {
                opportunity_id: picked.id,
                title: picked.title,
                university: picked.university,
                dismissed_at: '2026-11-29T12:00:00.000Z',
              },
            ]
          : [],
      }),
      'POST /api/user/recommendations/dismissed': () => {
        dismissed = true;
        return { status: 201, body: { message: 'Removed from your Smart Picks', opportunity_id: picked.id } };
      },
    });
    renderPage(<SmartPicksPage />, { path: '/smart-picks?section=recommended-jobs' });
    const section = await screen.findByRole('region', { name: 'Recommended Jobs' });
    expect(
      await within(section).findByText(
        'Matches your preferred country United Kingdom; shares “reefs”, “ecology” with your comments',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Personalised recommendations' })).toHaveProperty('checked', true);

    await userEvent.click(within(section).getAllByRole('button', { name: 'Not for me' })[0]!);
    await waitFor(() => expect(within(section).queryByText('Coral reef ecology')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ opportunity_id: picked.id });
    expect(await screen.findByText('Marked “Not for me” (1)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('switching personalisation off asks the server and says what is shown instead', async () => {
    let personalised = true;
    const { calls } = smartPicksApi({
      [`GET /api/opportunities/user/${USER.id}`]: () => ({ data: [other], pagination: { total: 1 }, personalised }),
      'GET /api/user/recommendations/settings': () => ({ personalised, dismissed: [] }),
      'PUT /api/user/recommendations/settings': (request) => {
        personalised = (request.body as { personalised: boolean }).personalised;
        return { message: 'Your choice is saved', personalised };
      },
    });
    renderPage(<SmartPicksPage />, { path: '/smart-picks?section=recommended-jobs' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Personalised recommendations' }));
    expect(await screen.findByText(/Off: you see the newest open positions, the same for everyone/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ personalised: false });
  });
});
