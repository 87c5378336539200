// @vitest-environment happy-dom
// The applicant statistics screen (issue 14): the figures of an answer under the site's stage names,
// filters that change the request and stay in the address, and the empty and error states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApplicantStats } from '../src/api/applicants.ts';
import { StatsPage } from '../src/pages/tenant/StatsPage.tsx';
import { fakeApi, renderPage, type FakeHandler, type FakeRequest } from './dom.tsx';
import { signedInStaff } from './signed-in-staff.tsx';

const OPTICS = '7a1c2a52-0a4e-4c41-9a55-3a7c6f7f2b10';
const LASERS = '5b2d3c41-1b4f-4d52-8b66-4b8d7f8f3c21';
const STAFF = signedInStaff({ id: 'u1', name: 'Sanne Reviewer' });

const counts = (over: Partial<ApplicantStats['by_status']> = {}): ApplicantStats['by_status'] => ({
  new: 0,
  reviewing: 0,
  shortlisted: 0,
  interview: 0,
  offered: 0,
  rejected: 0,
  withdrawn: 0,
  ...over,
});

const STATS: ApplicantStats = {
  by_status: counts({ new: 4, reviewing: 3, shortlisted: 2, interview: 1, rejected: 2 }),
  by_opportunity: [
    {
      id: OPTICS,
      title: 'PhD in Optics',
      total: 9,
      by_status: counts({ new: 3, reviewing: 3, shortlisted: 2, rejected: 1 }),
    },
    { id: LASERS, title: 'PhD in Lasers', total: 3, by_status: counts({ new: 1, interview: 1, rejected: 1 }) },
  ],
  by_week: [
    { week: '2026-11-02', count: 8 },
    { week: '2026-11-09', count: 0 },
    { week: '2026-11-16', count: 4 },
  ],
  funnel: [
    { from: 'new', to: 'reviewing', count: 8, rate: 0.667 },
    { from: 'reviewing', to: 'shortlisted', count: 3, rate: 0.375 },
    { from: 'shortlisted', to: 'interview', count: 1, rate: 0.333 },
    { from: 'interview', to: 'offered', count: 0, rate: 0 },
  ],
  median_days_in_stage: {
    ...counts(),
    new: 2.5,
    reviewing: 1,
    shortlisted: null,
    interview: null,
    offered: null,
    rejected: null,
    withdrawn: null,
  },
};

const EMPTY: ApplicantStats = {
  by_status: counts(),
  by_opportunity: [],
  by_week: [],
  funnel: STATS.funnel.map((step) => ({ ...step, count: 0, rate: null })),
  median_days_in_stage: STATS.median_days_in_stage,
};

function statsApi(stats: FakeHandler = () => STATS) {
  return fakeApi({
    'GET /api/saas/pipeline': () => ({ stage_names: { shortlisted: 'Longlist' } }),
    'GET /api/saas/opportunities': () => ({
      data: [
        { id: OPTICS, title: 'PhD in Optics' },
        { id: LASERS, title: 'PhD in Lasers' },
      ],
      pagination: { total: 2 },
    }),
    'GET /api/applicants/stats': stats,
  });
}

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function renderStats(search = '') {
  return renderPage(
    <Routes>
      <Route element={<Outlet context={STAFF} />}>
        <Route
          path="/stats"
          element={
            <>
              <StatsPage />
              <Address />
            </>
          }
        />
      </Route>
    </Routes>,
    { path: `/stats${search}` },
  );
}

const statsCalls = (calls: FakeRequest[]) => calls.filter((c) => c.url.pathname === '/api/applicants/stats');
const lastQuery = (calls: FakeRequest[]) => Object.fromEntries(statsCalls(calls).at(-1)!.url.searchParams);
const section = (name: string) => screen.getByRole('region', { name });

describe('the statistics screen', () => {
  it('shows the counts, the opportunities, the weeks, the funnel and the median days under the site’s stage names', async () => {
    statsApi();
    renderStats();
    expect(screen.getByRole('heading', { level: 1, name: 'Applicant statistics' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Applicants by stage' });

    const byStage = section('Applicants by stage');
    const tile = (name: string) => within(byStage).getByText(name).nextElementSibling?.textContent;
    expect(tile('Total')).toBe('12');
    expect(await within(byStage).findByText('Longlist')).toBeTruthy();
    expect(tile('Longlist')).toBe('2');
    expect(tile('Withdrawn')).toBe('0');

    const table = within(section('Applicants per opportunity')).getByRole('table');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      'Opportunity',
      'Total',
      'New',
      'Reviewing',
      'Longlist',
      'Interview',
      'Offered',
      'Rejected',
      'Withdrawn',
    ]);
    const optics = within(table).getByRole('row', { name: /PhD in Optics/ });
    expect(
      within(optics)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['9', '3', '3', '2', '0', '0', '1', '0']);
    expect(within(optics).getByRole('link', { name: 'PhD in Optics' }).getAttribute('href')).toMatch(
      new RegExp(`/review/${OPTICS}$`),
    );

    const weeks = within(section('Applications per week')).getAllByRole('listitem');
    expect(weeks.map((week) => week.textContent)).toEqual([
      'Week of 2 Nov 20268 applications',
      'Week of 9 Nov 20260 applications',
      'Week of 16 Nov 20264 applications',
    ]);

    const funnel = within(section('From stage to stage')).getByRole('row', { name: /Reviewing.*Longlist/ });
    expect(
      within(funnel)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '37.5%']);

    const median = within(section('Median days in each stage'));
    expect(median.getByText('New').nextElementSibling?.textContent).toBe('2.5 days');
    expect(median.getByText('Reviewing').nextElementSibling?.textContent).toBe('1 day');
    expect(median.getByText('Longlist').nextElementSibling?.textContent).toBe('—none yet');
  });

  it('asks for the filters of the address, and a changed filter asks again and is kept in the address', async () => {
    const { calls } = statsApi();
    renderStats(`?from=2026-11-01`);
    await screen.findByRole('heading', { name: 'Applicants by stage' });
    expect(lastQuery(calls)).toEqual({ from: '2026-11-01' });
    expect((screen.getByLabelText('Applied from') as HTMLInputElement).value).toBe('2026-11-01');

    const user = userEvent.setup();
    const opportunity = screen.getByRole('combobox', { name: 'Opportunity' });
    await screen.findByRole('option', { name: 'PhD in Lasers' });
    await user.selectOptions(opportunity, LASERS);
    await waitFor(() => expect(lastQuery(calls)).toEqual({ opportunity: LASERS, from: '2026-11-01' }));

    fireEvent.change(screen.getByLabelText('Applied to'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({ opportunity: LASERS, from: '2026-11-01', to: '2026-11-30' }),
    );
    expect(screen.getByTestId('address').textContent).toBe(`?opportunity=${LASERS}&from=2026-11-01&to=2026-11-30`);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(calls)).toEqual({}));
    expect(screen.getByTestId('address').textContent).toBe('');
    expect((opportunity as HTMLSelectElement).value).toBe('');
  });

  it('says so when there are no applicants', async () => {
    statsApi(() => EMPTY);
    renderStats();
    expect(await screen.findByText('No applicants yet.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Applicants by stage' })).toBeNull();
  });

  it('shows the server’s message when the statistics fail, and tries again on request', async () => {
    let failing = true;
    const { calls } = statsApi(() =>
      failing ? { status: 500, body: { error: 'internal', message: 'The database is unavailable.' } } : STATS,
    );
    renderStats();
    expect((await screen.findByRole('alert')).textContent).toBe('The database is unavailable.');
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Applicants by stage' })).toBeTruthy();
    expect(statsCalls(calls)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
