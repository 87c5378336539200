// @vitest-environment happy-dom
// My applications (issue 32; the API is tested in gateway/test/candidate-tracking.test.ts): one list of
// applications on the site and elsewhere, newest first, with All / On the site / Elsewhere tabs and an
// empty state each; an application added with the small form (and the server's sentence shown when it
// refuses), its status changed in place, deleted only after asking; the deadlines listed by date; the
// calendar link shown once when made and reset only after asking; and Smart Picks' saved positions
// marked "applied externally".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnApplication } from '../src/api/applications.ts';
import type { Deadline, ExternalApplication } from '../src/api/tracking.ts';
import { AppliedExternallyButton } from '../src/pages/tracking/AppliedExternallyButton.tsx';
import { TrackingPage } from '../src/pages/tracking/TrackingPage.tsx';
import { monthGrid, today, trackedRows } from '../src/pages/tracking/tracking-rules.ts';
import { fakeApi, renderPage, type FakeHandler } from './dom.tsx';

const USER = { id: '6f1c2a52-0a4e-4c41-9a55-3a7c6f7f2b10', email: 'ada@example.org', role: 'user' };
const LIST = '/api/user/external-applications';
const EXT_ID = '0d6a3f3e-6a8b-4b57-8f8e-0b5c1f0a9e11';
const OPP_ID = '5b0f7c1e-2a43-4d8e-9a51-7c2f0e6d1a90';

const external = (over: Partial<ExternalApplication> = {}): ExternalApplication => ({
  id: EXT_ID,
  opportunity_id: null,
  opportunity_link: null,
  title: 'PhD in Optics',
  university: 'ETH Zürich',
  url: 'https://eth.example/jobs/1',
  applied_on: '2026-10-05',
  deadline: '2026-12-01',
  status: 'applied',
  notes: '',
  created_at: '2026-10-05T09:00:00.000Z',
  updated_at: '2026-10-05T09:00:00.000Z',
  ...over,
});

const site = {
  id: '11111111-1111-4111-8111-111111111111',
  opportunity_id: OPP_ID,
  opportunity: {
    id: OPP_ID,
    title: 'PhD in Glaciology',
    university: 'University of Oslo',
    link: `phd-vacancies-${OPP_ID}`,
  },
  status: 'under review',
  created_at: Date.UTC(2026, 9, 1) / 1000,
} as unknown as OwnApplication;

function page({
  externals = [external()],
  sites = [site],
  deadlines = [] as Deadline[],
  active = false,
  routes = {} as Record<string, FakeHandler>,
} = {}) {
  return fakeApi({
    'GET /api/user': () => USER,
    'GET /api/applications': () => ({ data: sites, pagination: { total: sites.length } }),
    [`GET ${LIST}`]: () => ({ data: externals }),
    'GET /api/user/calendar': () => ({ data: deadlines, feed: { active } }),
    ...routes,
  });
}

const applications = () => screen.getByRole('tabpanel');
const titles = () =>
  within(applications())
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('the list', () => {
  it('asks a visitor to sign in', async () => {
    fakeApi({ 'GET /api/user': () => null });
    renderPage(<TrackingPage />);
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeTruthy();
  });

  it('shows both kinds newest first with their status, and each tab keeps its own', async () => {
    page();
    renderPage(<TrackingPage />, { path: '/account/applications' });
    await screen.findByRole('link', { name: 'PhD in Optics' });
    expect(titles()).toHaveLength(2);
    expect(titles()[0]).toContain('PhD in Optics');
    expect(titles()[0]).toContain('Applied elsewhere 5 October 2026 · Deadline 1 December 2026');
    expect(titles()[1]).toContain('PhD in Glaciology');
    expect(titles()[1]).toContain('under review');

    await userEvent.click(screen.getByRole('tab', { name: 'On the site' }));
    expect(titles()).toEqual([expect.stringContaining('PhD in Glaciology')]);
    await userEvent.click(screen.getByRole('tab', { name: 'Elsewhere' }));
    expect(titles()).toEqual([expect.stringContaining('PhD in Optics')]);
  });

  it('has an empty state for each tab', async () => {
    page({ externals: [], sites: [site] });
    renderPage(<TrackingPage />, { path: '/account/applications?tab=elsewhere' });
    expect(await screen.findByRole('heading', { name: 'Nothing tracked from elsewhere yet' })).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    page({
      routes: { [`GET ${LIST}`]: () => ({ status: 503, body: { error: 'unavailable', message: 'Try again soon.' } }) },
    });
    renderPage(<TrackingPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your applications');
  });
});

describe('applications made elsewhere', () => {
  it('adds one with the form, and shows the server’s sentence when it refuses', async () => {
    let refuse = true;
    const { calls } = page({
      externals: [],
      routes: {
        [`POST ${LIST}`]: () =>
          refuse
            ? { status: 400, body: { error: 'invalid', message: 'URL must be an https:// address' } }
            : { status: 201, body: { message: 'Application added', application: external() } },
      },
    });
    renderPage(<TrackingPage />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add an application made elsewhere' }))[0]!);
    const form = screen.getByRole('form', { name: 'Add an application made elsewhere' });
    await userEvent.type(within(form).getByLabelText('Position'), 'PhD in Optics');
    await userEvent.type(within(form).getByLabelText('Link to the position'), 'http://eth.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Add application' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('URL must be an https:// address');

    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Add application' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST' && c.url.pathname === LIST);
    expect(posts.at(-1)!.body).toMatchObject({
      title: 'PhD in Optics',
      url: 'http://eth.example',
      status: 'applied',
      applied_on: today(),
    });
  });

  it('changes the status in place, and deletes only after asking', async () => {
    const { calls } = page({
      routes: {
        [`PATCH ${LIST}/${EXT_ID}`]: () => ({
          message: 'Application updated',
          application: external({ status: 'interviewing' }),
        }),
        [`DELETE ${LIST}/${EXT_ID}`]: () => ({ message: 'Application deleted', id: EXT_ID }),
      },
    });
    renderPage(<TrackingPage />);
    await userEvent.selectOptions(await screen.findByLabelText('Status of PhD in Optics'), 'interviewing');
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ status: 'interviewing' });

    await userEvent.click(screen.getByRole('button', { name: 'Delete PhD in Optics' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Stop tracking this application?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === `${LIST}/${EXT_ID}`)).toBe(true),
    );
  });
});

describe('deadlines and the calendar link', () => {
  it('lists the deadlines ahead by date, and puts them in the month grid', async () => {
    const day = today();
    page({
      deadlines: [
        {
          date: day,
          kind: 'saved',
          title: 'Saved PhD',
          university: 'KTH',
          opportunity_id: OPP_ID,
          link: `phd-vacancies-${OPP_ID}`,
          url: null,
        },
        {
          date: '2000-01-01',
          kind: 'external',
          title: 'Long gone',
          university: '',
          opportunity_id: null,
          link: null,
          url: null,
        },
      ],
    });
    renderPage(<TrackingPage />);
    const ahead = await screen.findByRole('list', { name: 'Deadlines ahead' });
    expect(within(ahead).getAllByRole('listitem')).toHaveLength(1);
    expect(within(ahead).getByRole('link', { name: 'Saved PhD' }).getAttribute('href')).toBe(
      `/opportunities/phd-vacancies-${OPP_ID}`,
    );
    const grid = screen.getByRole('table');
    expect(within(grid).getByRole('link', { name: 'Saved PhD' })).toBeTruthy();
  });

  it('shows the link once when made, and resets it only after asking', async () => {
    const url = `https://phd.example/api/calendar/${'a'.repeat(43)}.ics`;
    let active = false;
    const { calls } = page({
      routes: {
        'GET /api/user/calendar': () => ({ data: [], feed: { active } }),
        'POST /api/user/calendar/feed': () => {
          active = true;
          return {
            status: 201,
            body: { message: 'Your calendar link is ready.', url, webcal_url: url.replace('https:', 'webcal:') },
          };
        },
      },
    });
    renderPage(<TrackingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Get my calendar link' }));
    expect(((await screen.findByLabelText('Your calendar link')) as HTMLInputElement).value).toBe(url);
    expect(screen.getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toMatch(/^webcal:/);

    await userEvent.click(await screen.findByRole('button', { name: 'Reset the link' }));
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/user/calendar/feed')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/user/calendar/feed')).toHaveLength(2),
    );
  });

  it('says the link is on without showing it, once made earlier', async () => {
    page({ active: true });
    renderPage(<TrackingPage />);
    expect(await screen.findByText(/Your calendar link is on/)).toBeTruthy();
    expect(screen.queryByLabelText('Your calendar link')).toBeNull();
  });
});

describe('a saved position applied to elsewhere', () => {
  it('is marked with one click, then says when', async () => {
    let marked: ExternalApplication[] = [];
    const { calls } = fakeApi({
      [`GET ${LIST}`]: () => ({ data: marked }),
      [`POST ${LIST}/from-opportunity`]: () => {
        marked = [external({ opportunity_id: OPP_ID, applied_on: '2026-11-29' })];
        return { status: 201, body: { message: 'Marked as applied externally', application: marked[0] } };
      },
    });
    renderPage(<AppliedExternallyButton opportunityId={OPP_ID} title="PhD in Optics" />);
    await userEvent.click(await screen.findByRole('button', { name: 'I applied externally to PhD in Optics' }));
    expect(await screen.findByText('Applied externally on 29 November 2026')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ opportunity_id: OPP_ID });
  });
});

describe('the rules', () => {
  it('merges newest first and filters by tab', () => {
    const rows = trackedRows([site], [external()], 'all');
    expect(rows.map((r) => r.kind)).toEqual(['external', 'site']);
    expect(trackedRows([site], [external()], 'site').map((r) => r.kind)).toEqual(['site']);
  });

  it('lays a month out in weeks from Monday', () => {
    const weeks = monthGrid({ year: 2026, month: 10 });
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)![0]).toBe('2026-11-30');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});
