// @vitest-environment happy-dom
// Closing e-mails in the browser (issue 32, docs/closing-notices.md): closing a position asks "Was the
// position filled?" and sends the answer (or none for "Not sure"; Cancel closes nothing), and a site's
// "Closing e-mails" setting loads, refuses what the contract refuses with its sentence, and saves.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLOSING_NOTICE_DELAY_RULE } from '@phd/contracts/input/staff';
import { PositionsList } from '../src/pages/recruiter/PositionsList.tsx';
import { ClosingEmailsSettings } from '../src/pages/tenant/ClosingEmailsSettings.tsx';
import { TenantOpportunityEditor } from '../src/pages/tenant/TenantOpportunityEditor.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const counts = { new: 1, reviewing: 0, shortlisted: 0, rejected: 0, offered: 0, total: 1 };
const position = {
  id: 'a1',
  title: 'PhD in Kind Endings',
  university: 'Westmoor College',
  country: 'United Kingdom',
  closing_date: 0,
  created_at: 1_795_000_000,
  status: 'open',
  collect_resumes: true,
  link: 'phd-vacancies-a1',
  applications: counts,
  moderation: { state: 'approved', message: null },
};

describe('closing a position', () => {
  it('asks whether it was filled and sends the answer; Cancel closes nothing', async () => {
    const api = fakeApi({
      'GET /api/university/opportunities': () => ({ data: [position], pagination: { total: 1 }, applications: counts }),
      'POST /api/university/opportunities/a1/close': () => ({ message: 'Opportunity closed', data: {} }),
    });
    const noop = () => {};
    renderPage(<PositionsList page={1} onPage={noop} onEdit={noop} onPublish={noop} onMessage={noop} />);
    const row = await screen.findByTestId('position');
    const closes = () => api.calls.filter((c) => c.url.pathname.endsWith('/close'));

    fireEvent.click(within(row).getByRole('button', { name: 'Close position' }));
    const dialog = await screen.findByRole('dialog', { name: 'Was the position filled?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(closes()).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: 'Close position' }));
    const again = await screen.findByRole('dialog', { name: 'Was the position filled?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Closed without an appointment' }));
    await waitFor(() => expect(closes().map((c) => c.body)).toEqual([{ outcome: 'not_filled' }]));
  });
});

describe("closing a site's position in its editor", () => {
  it('asks how it ended only when closing, and sends the answer with the status', async () => {
    const api = fakeApi({
      'GET /api/saas/opportunities/o1': () => ({
        data: {
          ...position,
          id: 'o1',
          description: '<p>Three years.</p>',
          opportunity_url: 'https://www.example.ie/apply',
          collect_resumes: false,
          listed_publicly: true,
        },
      }),
      'PUT /api/saas/opportunities/o1': () => ({ message: 'Opportunity updated', data: {} }),
    });
    const noop = () => {};
    renderPage(<TenantOpportunityEditor id="o1" onDone={noop} onCancel={noop} />);
    const closed = await screen.findByRole('radio', { name: /^Closed/ });
    expect(screen.queryByRole('group', { name: 'Was the position filled?' })).toBeNull();
    fireEvent.click(closed);
    const question = screen.getByRole('group', { name: 'Was the position filled?' });
    fireEvent.click(within(question).getByRole('radio', { name: 'Filled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        expect.objectContaining({ status: 'closed', outcome: 'filled' }),
      ]),
    );
  });
});

describe('the Closing e-mails setting', () => {
  it('shows the saved delay, refuses 31 with the rule, and saves a whole number of days', async () => {
    const api = fakeApi({
      'GET /api/customer/me/closing-notices': () => ({ delay_days: 3 }),
      'PUT /api/customer/me/closing-notices': ({ body }) => ({
        message: 'Closing e-mail delay saved',
        ...(body as { delay_days: number }),
      }),
    });
    renderPage(<ClosingEmailsSettings />);
    const input = await screen.findByLabelText('Days to wait after a position closes');
    expect((input as HTMLInputElement).value).toBe('3');
    expect(screen.getByText(/Wait up to 30 days to finish reviewing\./)).toBeTruthy();

    fireEvent.change(input, { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save closing e-mails' }));
    expect(await screen.findByText(CLOSING_NOTICE_DELAY_RULE)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(input, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save closing e-mails' }));
    expect(await screen.findByText('Closing e-mail delay saved')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ delay_days: 10 }]);
  });
});
