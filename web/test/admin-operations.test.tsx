// @vitest-environment happy-dom
// The console's "Search & queues" section (issue 15): documents against open rows with the gap, the
// lag, warnings, the queues with their failures and a full-page link to the queue board; "Reindex"
// after a confirmation, its progress while it runs, and a refusal shown in the "Error Occurred" dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminPage } from '../src/pages/admin/AdminPage.tsx';
import { formatAge } from '../src/pages/admin/OperationsSection.tsx';
import type { ReindexRunJson, SearchPanelJson } from '../src/api/admin-operations.ts';
import { fakeApi, renderPage, type FakeHandler } from './dom.tsx';

const ADMIN = { id: '6f1c2a52-0a4e-4c41-9a55-3a7c6f7f2b10', email: 'admin@example.org', role: 'admin' };
const COUNTS = { waiting: 0, active: 0, delayed: 0, failed: 0 };
const LAST: ReindexRunJson = {
  id: '33333333-3333-4333-8333-333333333333',
  status: 'succeeded',
  engine: 'postgres',
  requested_by: 'ops@example.org',
  requested_at: '2026-11-24T10:00:00.000Z',
  started_at: '2026-11-24T10:00:01.000Z',
  finished_at: '2026-11-24T10:00:09.000Z',
  progress: { done: 40, total: 40 },
  indexed: 30,
  removed: 10,
  error: null,
};
const PANEL: SearchPanelJson = {
  engine: 'postgres',
  documents: 10,
  open: 12,
  oldest_unindexed: { at: '2026-11-25T10:00:00.000Z', age_seconds: 125 },
  outbox: { pending: 4, oldest_pending_age_seconds: 90 },
  queues: { mail: { ...COUNTS, failed: 2 }, 'search-index': { ...COUNTS, waiting: 3 } },
  last_reindex: LAST,
  running_reindex: null,
  warnings: [
    'Queue mail has 2 failed job(s): 2 failed for good (bad input or a permanent refusal): a retry fails again, so read the error and remove them.',
  ],
};

function operationsApi(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({ 'GET /api/user': () => ADMIN, 'GET /api/admin/search': () => PANEL, ...routes });
}

describe('Search & queues', () => {
  it('shows the index against Postgres, the lag, the warnings, the queues and the board link', async () => {
    operationsApi();
    renderPage(<AdminPage />, { path: '/admin?section=operations' });
    expect(await screen.findByText('2 open not in the index yet.')).toBeTruthy();
    expect(screen.getByText('Documents in the index (postgres)')).toBeTruthy();
    expect(screen.getByText('2 min ago')).toBeTruthy();
    expect(screen.getByText('Oldest waiting 2 min.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Warnings' })).getByText(PANEL.warnings[0]!)).toBeTruthy();
    const queues = screen.getByRole('region', { name: 'Queues' });
    const mail = within(queues).getByText('mail').closest('tr')!;
    expect(
      within(mail)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['mail', '0', '0', '0', '2']);
    expect(screen.getByText(/ops@example\.org/)).toBeTruthy();
    expect(screen.getByText(/30 indexed, 10 removed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the queue board' }).getAttribute('href')).toBe('/admin/queues');
  });

  it('reindexes after a confirmation and shows the progress while it runs', async () => {
    let running: ReindexRunJson | null = null;
    const { calls } = operationsApi({
      'GET /api/admin/search': () => ({ ...PANEL, running_reindex: running }),
      'POST /api/admin/search/reindex': () => {
        running = {
          ...LAST,
          id: '44444444-4444-4444-8444-444444444444',
          status: 'running',
          finished_at: null,
          progress: { done: 6, total: 12 },
        };
        return { status: 202, body: { data: running } };
      },
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderPage(<AdminPage />, { path: '/admin?section=operations' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reindex' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Reindex' }));
    expect(await screen.findByText('Reindexing: 6 of 12')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Reindex progress' }).getAttribute('aria-valuenow')).toBe('50');
    expect((screen.getByRole('button', { name: 'Reindex running…' }) as HTMLButtonElement).disabled).toBe(true);
    expect(confirm).toHaveBeenCalledWith('Rebuild the whole search index now? Search keeps working while it runs.');
  });

  it('shows the server’s sentence when a reindex is refused', async () => {
    operationsApi({
      'POST /api/admin/search/reindex': () => ({
        status: 409,
        body: {
          error: 'conflict',
          message: 'A reindex is already running. Wait for it to finish before starting another.',
        },
      }),
    });
    vi.stubGlobal('confirm', () => true);
    renderPage(<AdminPage />, { path: '/admin?section=operations' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reindex' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error Occurred' });
    expect(within(dialog).getByText(/A reindex is already running/)).toBeTruthy();
  });

  it('runs a scheduled e-mail job now and says what it did and that the schedule stays', async () => {
    const { calls } = operationsApi({
      'POST /api/admin/scheduled-jobs/digest/run': () => ({
        data: {
          job: 'digest',
          message: 'Weekly digest for 2026-W48: 3 e-mails queued.',
          next_run_at: '2026-11-30T07:00:00.000Z',
        },
      }),
      'POST /api/admin/scheduled-jobs/reminders/run': () => ({
        status: 409,
        body: { error: 'conflict', message: 'Deadline reminders is already running.' },
      }),
    });
    renderPage(<AdminPage />, { path: '/admin?section=operations' });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Run alerts now' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Run digest now' }));
    const status = await screen.findByText('Weekly digest for 2026-W48: 3 e-mails queued.');
    expect(status.closest('[role="status"]')!.textContent).toContain('Schedule unchanged: next scheduled run ');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/admin/scheduled-jobs/digest/run',
    ]);
    await user.click(screen.getByRole('button', { name: 'Run reminders now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error Occurred' });
    expect(within(dialog).getByText('Deadline reminders is already running.')).toBeTruthy();
  });

  it('says when Redis or the engine did not answer', async () => {
    operationsApi({
      'GET /api/admin/search': () => ({ ...PANEL, documents: null, queues: null, last_reindex: null, warnings: [] }),
    });
    renderPage(<AdminPage />, { path: '/admin?section=operations' });
    expect(await screen.findByText('The search engine did not answer.')).toBeTruthy();
    expect(screen.getByText('The queues could not be read from Redis.')).toBeTruthy();
    expect(screen.getByText('No full reindex has been run from here yet.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Warnings' })).toBeNull());
  });

  it('formats ages', () => {
    expect([formatAge(5), formatAge(125), formatAge(7_200), formatAge(3 * 86_400)]).toEqual([
      '5 s',
      '2 min',
      '2 h',
      '3 days',
    ]);
  });
});
