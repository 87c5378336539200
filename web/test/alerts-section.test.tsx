// @vitest-environment happy-dom
// Smart Picks' "Alerts & Reminders" (issue 18): each alert with its frequency (a change is saved at
// once) and a delete button naming the alert, the empty state pointing to the listing, and the
// deadline-reminders switch saved when ticked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlertsSection } from '../src/pages/smart-picks/AlertsSection.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const ALERT = {
  id: '5d1f8a0e-8a3b-4b7e-9f3e-1c2d3e4f5a6b',
  label: 'PhD positions in Germany',
  filters: { category: 'standard', country: ['Germany'], university: [], discipline: [], funded: false, q: '' },
  frequency: 'daily',
  created_at: '2026-11-20T10:00:00.000Z',
  last_run_at: '2026-11-26T06:00:00.000Z',
};

describe('Alerts & Reminders', () => {
  it('changes an alert’s frequency, deletes it, and saves the reminders switch', async () => {
    let alerts = [ALERT];
    const api = fakeApi({
      'GET /api/user/alerts': () => ({ data: alerts }),
      [`PUT /api/user/alerts/${ALERT.id}`]: ({ body }) => {
        alerts = [{ ...ALERT, frequency: (body as { frequency: string }).frequency }];
        return { message: 'Alert updated' };
      },
      [`DELETE /api/user/alerts/${ALERT.id}`]: () => {
        alerts = [];
        return { message: 'Alert deleted' };
      },
      'GET /api/user/reminders': () => ({ deadline_reminders: true }),
      'PUT /api/user/reminders': ({ body }) => body,
    });
    renderPage(<AlertsSection />);
    const list = await screen.findByRole('list', { name: 'Search alerts' });
    const user = userEvent.setup();
    await user.selectOptions(
      within(list).getByRole('combobox', { name: 'How often for PhD positions in Germany' }),
      'weekly',
    );
    await waitFor(() => expect(within(list).getByRole('combobox')).toHaveProperty('value', 'weekly'));
    expect(api.calls.find((c) => c.method === 'PUT' && c.url.pathname.startsWith('/api/user/alerts/'))?.body).toEqual({
      frequency: 'weekly',
    });

    const reminders = screen.getByRole('checkbox', { name: /three days before the deadline/ });
    await waitFor(() => expect(reminders).toHaveProperty('checked', true));
    await user.click(reminders);
    await waitFor(() => expect(reminders).toHaveProperty('checked', false));
    expect(api.calls.find((c) => c.url.pathname === '/api/user/reminders' && c.method === 'PUT')?.body).toEqual({
      deadline_reminders: false,
    });

    await user.click(within(list).getByRole('button', { name: 'Delete alert: PhD positions in Germany' }));
    expect(await screen.findByText(/No alerts yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PhD openings' }).getAttribute('href')).toBe('/phd-vacancies');
  });
});
