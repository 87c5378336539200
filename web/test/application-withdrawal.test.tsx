// @vitest-environment happy-dom
// Withdrawing and the two statuses the candidate's side sets (issue 32; the API is tested in
// gateway/test/application-withdrawal.test.ts): My applications offers "Withdraw application" only on
// applications still in play, asks first (Keep sends nothing), then says the result and shows the new
// status, or the server's sentence when it refuses; "withdrawn" and "position closed" read as such.
// The recruiter sees a withdrawn or closed application with its badge and a sentence instead of the
// status dropdown, and can filter on both.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { WITHDRAWAL_RECEIVED } from '@phd/contracts/endpoints/application-withdrawal';
import type { OwnApplication } from '../src/api/applications.ts';
import { ApplicationsPage } from '../src/pages/recruiter/ApplicationsPage.tsx';
import { TrackingPage } from '../src/pages/tracking/TrackingPage.tsx';
import { fakeApi, renderPage, type FakeHandler } from './dom.tsx';

const USER = { id: '6f1c2a52-0a4e-4c41-9a55-3a7c6f7f2b10', email: 'ada@example.org', role: 'user' };
const OPP_ID = '5b0f7c1e-2a43-4d8e-9a51-7c2f0e6d1a90';
const APP_ID = '11111111-1111-4111-8111-111111111111';

const siteApplication = (status: string, id = APP_ID, title = 'PhD in Glaciology') =>
  ({
    id,
    opportunity_id: OPP_ID,
    opportunity: { id: OPP_ID, title, university: 'University of Oslo', link: `phd-vacancies-${OPP_ID}` },
    status,
    created_at: Date.UTC(2026, 9, 1) / 1000,
  }) as unknown as OwnApplication;

function myApplications(sites: OwnApplication[], routes: Record<string, FakeHandler> = {}) {
  let list = sites;
  const api = fakeApi({
    'GET /api/user': () => USER,
    'GET /api/applications': () => ({ data: list, pagination: { total: list.length } }),
    'GET /api/user/external-applications': () => ({ data: [] }),
    'GET /api/user/calendar': () => ({ data: [], feed: { active: false } }),
    ...routes,
  });
  return { ...api, setList: (next: OwnApplication[]) => (list = next) };
}

const rowOf = (title: string) => screen.getByText(title).closest('li')!;
const withdrawCalls = (calls: { method: string; url: URL }[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/withdraw'));

describe('My applications: withdrawing', () => {
  it('offers "Withdraw application" only while the application is in play, and words the ended ones', async () => {
    myApplications([
      siteApplication('offered', APP_ID, 'Offered PhD'),
      siteApplication('withdrawn', '22222222-2222-4222-8222-222222222222', 'Withdrawn PhD'),
      siteApplication('position closed', '33333333-3333-4333-8333-333333333333', 'Closed PhD'),
      siteApplication('not selected', '44444444-4444-4444-8444-444444444444', 'Rejected PhD'),
    ]);
    renderPage(<TrackingPage />);
    await screen.findByText('Offered PhD');
    expect(within(rowOf('Offered PhD')).getByRole('button', { name: /Withdraw application/ })).toBeTruthy();
    for (const [title, words] of [
      ['Withdrawn PhD', 'withdrawn'],
      ['Closed PhD', 'position closed'],
      ['Rejected PhD', 'not selected'],
    ]) {
      const row = rowOf(title!);
      expect(within(row).getByText(words!)).toBeTruthy();
      expect(within(row).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    }
  });

  it('asks first; keeping the application sends nothing', async () => {
    const { calls } = myApplications([siteApplication('under review')]);
    renderPage(<TrackingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw application to PhD in Glaciology' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your application?' });
    expect(dialog.textContent).toContain(
      'Withdraw your application to PhD in Glaciology? The university will be told. This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my application' }));
    expect(withdrawCalls(calls)).toHaveLength(0);
  });

  it('withdraws after confirming, says it was received and shows the new status', async () => {
    const api = myApplications([siteApplication('shortlisted')], {
      [`POST /api/user/applications/${APP_ID}/withdraw`]: () => {
        api.setList([siteApplication('withdrawn')]);
        return { message: WITHDRAWAL_RECEIVED, application: { id: APP_ID, status: 'withdrawn' } };
      },
    });
    renderPage(<TrackingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw application to PhD in Glaciology' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect((await screen.findByRole('status')).textContent).toBe(WITHDRAWAL_RECEIVED);
    await waitFor(() => expect(within(rowOf('PhD in Glaciology')).getByText('withdrawn')).toBeTruthy());
    expect(withdrawCalls(api.calls)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Withdraw application/ })).toBeNull();
  });

  it('shows the server’s sentence when it refuses', async () => {
    myApplications([siteApplication('submitted')], {
      [`POST /api/user/applications/${APP_ID}/withdraw`]: () => ({
        status: 409,
        body: { error: 'conflict', message: 'This application was already withdrawn.' },
      }),
    });
    renderPage(<TrackingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw application to PhD in Glaciology' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Withdraw your application?' })).getByRole('button', {
        name: 'Withdraw application',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This application was already withdrawn.');
  });
});

describe('the recruiter’s applications page', () => {
  const RECRUITER = { id: 'r1', email: 'rita@ed.ac.uk', first_name: 'Rita', last_name: 'R' };
  const counts = { new: 1, reviewing: 0, shortlisted: 0, rejected: 0, offered: 0, withdrawn: 1, closed: 1, total: 3 };
  const application = (id: string, name: string, status: string) => ({
    id,
    opportunity_id: OPP_ID,
    name,
    email: `${name.toLowerCase()}@example.org`,
    country: 'France',
    contact_mobile: null,
    comments: null,
    status,
    created_at: 1_795_000_000,
    status_changed_at: null,
    resume: null,
  });

  beforeEach(() => {
    window.localStorage.setItem('university_token', 'token');
    window.localStorage.setItem('university_user', JSON.stringify(RECRUITER));
  });

  it('shows withdrawn and closed applications with a badge instead of the status dropdown, and filters on them', async () => {
    fakeApi({
      'GET /api/university/auth/me': () => ({ user: RECRUITER }),
      [`GET /api/university/opportunities/${OPP_ID}/applications`]: () => ({
        opportunity: { id: OPP_ID, title: 'PhD in Glaciology', status: 'open' },
        data: [
          application('a1', 'Ada', 'new'),
          application('a2', 'Grace', 'withdrawn'),
          application('a3', 'Emmy', 'closed'),
        ],
        counts,
      }),
    });
    renderPage(
      <Routes>
        <Route path="/university/applications/:opportunityId" element={<ApplicationsPage />} />
      </Routes>,
      { path: `/university/applications/${OPP_ID}` },
    );
    const rows = await screen.findAllByTestId('application');
    const [open, withdrawn, closed] = rows;
    expect(within(open!).getByRole('combobox')).toBeTruthy();
    expect(within(withdrawn!).queryByRole('combobox')).toBeNull();
    expect(within(withdrawn!).getByText('Withdrawn')).toBeTruthy();
    expect(within(withdrawn!).getByText('The candidate withdrew this application.')).toBeTruthy();
    expect(within(closed!).queryByRole('combobox')).toBeNull();
    expect(within(closed!).getByText('Position closed')).toBeTruthy();

    const filters = screen.getByRole('group', { name: 'Show applications' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Withdrawn (1)' }));
    expect(screen.getAllByTestId('application').map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Grace',
    ]);
    await userEvent.click(within(filters).getByRole('button', { name: 'Position closed (1)' }));
    expect(screen.getAllByTestId('application').map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Emmy',
    ]);
  });
});
