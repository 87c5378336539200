// @vitest-environment happy-dom
// The My data page (issue 32) against a fake API: signed out, the sign-in prompt; the latest export's
// state in words (none yet, being prepared, e-mailed, downloaded, failed) and loading and error states;
// asking for the data, and the 10-minute refusal's sentence shown; Delete only after typing DELETE,
// then signed out and told what happened, with when each kept university-site application goes.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountDeleted, DataExport } from '../src/api/data-rights.ts';
import { DataRightsPage } from '../src/pages/data-rights/DataRightsPage.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const USER = {
  id: 'u1',
  email: 'grace@example.org',
  name: 'Grace',
  first_name: 'Grace',
  last_name: null,
  picture: null,
  role: 'user',
};
const EXPORT = '/api/account/export';

const exportOf = (over: Partial<DataExport>): DataExport => ({
  id: 'e1',
  state: 'queued',
  requested_at: '2026-11-29T10:00:00.000Z',
  expires_at: null,
  downloaded_at: null,
  ...over,
});

const signedIn = (routes: Parameters<typeof fakeApi>[0] = {}) => fakeApi({ 'GET /api/user': () => USER, ...routes });

describe('My data', () => {
  it('asks a signed-out visitor to sign in', async () => {
    fakeApi({
      'GET /api/user': () => ({ status: 401, body: { error: 'unauthorized', message: 'Please sign in to continue.' } }),
    });
    renderPage(<DataRightsPage />, { path: '/account/data' });
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeTruthy();
  });

  it.each<[string, DataExport | null, RegExp]>([
    ['never asked', null, /You have not asked for your data yet/],
    ['being prepared', exportOf({ state: 'queued' }), /Being prepared .* e-mail you the link/],
    [
      'e-mailed',
      exportOf({ state: 'ready', expires_at: '2026-12-06T10:00:00.000Z' }),
      /we e-mailed you the link\. It works once, until 6 December 2026/,
    ],
    [
      'downloaded',
      exportOf({ state: 'downloaded', downloaded_at: '2026-11-30T10:00:00.000Z' }),
      /Downloaded on 30 November 2026/,
    ],
    ['failed', exportOf({ state: 'failed' }), /could not prepare your data/],
    ['expired', exportOf({ state: 'expired' }), /expired before it was used/],
  ])('says the latest export’s state: %s', async (_what, latest, text) => {
    signedIn({ [`GET ${EXPORT}`]: () => ({ export: latest }) });
    renderPage(<DataRightsPage />);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('says so when the state cannot be loaded', async () => {
    signedIn({ [`GET ${EXPORT}`]: () => ({ status: 503, body: { error: 'unavailable', message: 'Down' } }) });
    renderPage(<DataRightsPage />);
    expect(await screen.findByText(/could not load your latest request/)).toBeTruthy();
  });

  it('asks for the data, then shows it being prepared and waits', async () => {
    let latest: DataExport | null = null;
    const { calls } = signedIn({
      [`GET ${EXPORT}`]: () => ({ export: latest }),
      [`POST ${EXPORT}`]: () => {
        latest = exportOf({ state: 'queued' });
        return { status: 202, body: { message: 'We are preparing your data', export: latest } };
      },
    });
    renderPage(<DataRightsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/Being prepared/)).toBeTruthy();
    // While it is being prepared the button waits: one click, one request.
    expect((screen.getByRole('button', { name: 'Download my data' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === EXPORT)).toHaveLength(1);
  });

  it('shows the 10-minute refusal in words', async () => {
    signedIn({
      [`GET ${EXPORT}`]: () => ({
        export: exportOf({ state: 'downloaded', downloaded_at: '2026-11-29T10:05:00.000Z' }),
      }),
      [`POST ${EXPORT}`]: () => ({
        status: 429,
        body: { error: 'rate_limited', message: 'You asked for your data a moment ago: the e-mail is on its way.' },
      }),
    });
    renderPage(<DataRightsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('You asked for your data a moment ago: the e-mail is on its way.')).toBeTruthy();
  });

  it('deletes only after DELETE is typed, then says it is done, signed out, and when kept records go', async () => {
    const answer: AccountDeleted = {
      message: 'Your account was deleted.',
      erased: {
        applications: 3,
        university_applications_deleted: 0,
        university_applications_anonymised: 1,
        cvs: 2,
        saved: 1,
        alerts: 1,
        external_applications: 1,
        exports: 0,
        newsletter: 1,
        contact_messages: 0,
        files: 7,
      },
      kept: [
        {
          site: 'University of Oslo',
          position: 'PhD in Physics',
          reason: 'retention',
          until: '2026-07-15T00:00:00.000Z',
          when: 'It will be deleted on 15 July 2026 (6 months after the position closed).',
        },
      ],
    };
    const { calls } = signedIn({ [`GET ${EXPORT}`]: () => ({ export: null }), 'DELETE /api/account': () => answer });
    renderPage(<DataRightsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account...' }));
    const confirm = screen.getByRole('button', { name: 'Delete my account for good' }) as HTMLButtonElement;
    const field = screen.getByLabelText('Type DELETE to confirm');
    await userEvent.type(field, 'delete');
    expect(confirm.disabled).toBe(true);
    await userEvent.clear(field);
    await userEvent.type(field, 'DELETE');
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Your account was deleted' })).toBeTruthy();
    expect(screen.getByText(/You are signed out/)).toBeTruthy();
    expect(screen.getByText(/University of Oslo: PhD in Physics/)).toBeTruthy();
    expect(screen.getByText(/15 July 2026/)).toBeTruthy();
    const sent = calls.find((c) => c.method === 'DELETE');
    expect(sent?.body).toEqual({ confirm: 'DELETE' });
  });

  it('keeps the account and shows the server’s sentence when the deletion is refused', async () => {
    signedIn({
      [`GET ${EXPORT}`]: () => ({ export: null }),
      'DELETE /api/account': () => ({
        status: 404,
        body: { error: 'not_found', message: 'Your account was already deleted.' },
      }),
    });
    renderPage(<DataRightsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account...' }));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Your account was already deleted.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your account was deleted' })).toBeNull();
  });
});
