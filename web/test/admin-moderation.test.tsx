// @vitest-environment happy-dom
// The admin console's moderation queue and newsletter (issue 15): the queue shows each held posting's
// score and reasons and its text on demand; approve sends the optional message, reject needs one and a
// confirmation; the tabs and the empty state; a lost race shows the server's sentence. The newsletter
// shows the counts and links each export.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminPage } from '../src/pages/admin/AdminPage.tsx';
import { fakeApi, renderPage, type FakeHandler } from './dom.tsx';

const ADMIN = { id: '6f1c2a52-0a4e-4c41-9a55-3a7c6f7f2b10', email: 'admin@example.org', role: 'admin' };
const ID = '33333333-3333-4333-8333-333333333333';
const HELD = {
  id: ID,
  title: 'Guaranteed PhD admission',
  university: 'Westmoor College',
  country: 'United Kingdom',
  poster: 'demo.poster@westmoor.ac.uk',
  state: 'pending',
  status: 'open',
  risk_score: 75,
  risk_reasons: [
    { code: 'candidate_fees', message: 'Asks candidates for money: "registration fee".' },
    { code: 'non_academic_links', message: 'Links to a site no university is known to use: bit.ly.' },
  ],
  description: '<p>Pay the registration fee of $250.</p>',
  opportunity_url: 'https://westmoor-admissions.com/apply',
  created_at: '2026-11-20T10:00:00.000Z',
  moderated_at: null,
  moderation_note: null,
};

function api(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/user': () => ADMIN,
    'GET /api/admin/moderation': () => ({ data: [HELD], pagination: { total: 1 }, pending: 1 }),
    'GET /api/admin/newsletter': () => ({
      data: { active: 1200, pending: 7, unsubscribed: 30, total: 1237, new_last_30_days: 85 },
    }),
    ...routes,
  });
}

describe('moderation queue', () => {
  it('shows the score, the reasons and the text, and approves with the optional message', async () => {
    const { calls } = api({
      [`POST /api/admin/moderation/${ID}/approve`]: () => ({ message: 'Posting approved.', data: HELD }),
    });
    renderPage(<AdminPage />, { path: '/admin?section=moderation' });
    const list = await screen.findByRole('list', { name: 'Postings' });
    expect(within(list).getByText('Risk 75')).toBeTruthy();
    expect(within(list).getByText('Asks candidates for money: "registration fee".')).toBeTruthy();
    expect(within(list).getByText(/demo\.poster@westmoor\.ac\.uk/)).toBeTruthy();
    expect(within(list).getByText('Pay the registration fee of $250.')).toBeTruthy();
    expect(screen.getByText('1 waiting')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: expect.objectContaining({ pathname: `/api/admin/moderation/${ID}/approve` }),
        body: {},
      }),
    );
    expect(await screen.findByText('Posting approved.')).toBeTruthy();
  });

  it('rejects only with a message and after confirming', async () => {
    const { calls } = api({
      [`POST /api/admin/moderation/${ID}/reject`]: () => ({ message: 'Posting rejected.', data: HELD }),
    });
    renderPage(<AdminPage />, { path: '/admin?section=moderation' });
    const list = await screen.findByRole('list', { name: 'Postings' });
    const reject = within(list).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    const user = userEvent.setup();
    await user.type(within(list).getByLabelText('Message to the poster (required to reject)'), 'No fees, please.');
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    await user.click(reject);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(reject);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { message: 'No fees, please.' } }),
    );
    expect(confirm).toHaveBeenCalledWith('Reject "Guaranteed PhD admission"? The poster is e-mailed your message.');
  });

  it('shows the server’s sentence when another admin decided first', async () => {
    api({
      [`POST /api/admin/moderation/${ID}/approve`]: () => ({
        status: 409,
        body: { error: 'conflict', message: 'This posting was already rejected.' },
      }),
    });
    renderPage(<AdminPage />, { path: '/admin?section=moderation' });
    const list = await screen.findByRole('list', { name: 'Postings' });
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error Occurred' });
    expect(within(dialog).getByText('This posting was already rejected.')).toBeTruthy();
  });

  it('switches tabs and says when a tab is empty', async () => {
    const { calls } = api({
      'GET /api/admin/moderation': ({ url }) =>
        url.searchParams.get('state') === 'pending'
          ? { data: [HELD], pagination: { total: 1 }, pending: 1 }
          : { data: [], pagination: { total: 0 }, pending: 1 },
    });
    renderPage(<AdminPage />, { path: '/admin?section=moderation' });
    await screen.findByRole('list', { name: 'Postings' });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByText('No postings rejected yet.')).toBeTruthy();
    expect(calls.at(-1)!.url.searchParams.get('state')).toBe('rejected');
  });
});

describe('newsletter', () => {
  it('shows the counts and links each export', async () => {
    api();
    renderPage(<AdminPage />, { path: '/admin?section=newsletter' });
    const counts = await screen.findByLabelText('Subscribers');
    expect(within(counts).getByText('1,200')).toBeTruthy();
    expect(within(counts).getByText('85')).toBeTruthy();
    // Double opt-in: addresses awaiting confirmation are counted apart from the active ones.
    expect(within(counts).getByText('Awaiting confirmation').nextSibling?.textContent).toBe('7');
    expect(screen.getByRole('link', { name: 'Export all (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/newsletter/export?state=all',
    );
    expect(screen.getByRole('link', { name: 'Export active (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/newsletter/export?state=active',
    );
    expect(screen.getByRole('link', { name: 'Export awaiting confirmation (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/newsletter/export?state=pending',
    );
  });
});
